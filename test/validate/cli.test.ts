import * as path from 'path';
import { runCli, COMMANDS } from '../../tools/cli';
import { cleanupTemp, copyDemo, DEMO_DIR, REPO } from './helpers';

afterAll(cleanupTemp);

async function run(argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { stdout: (s) => out.push(s), stderr: (s) => err.push(s) });
  return { code, out, err };
}

const rel = (p: string): string => path.relative(process.cwd(), p);

describe('switchyard validate', () => {
  it('exits 0 and prints "demo: ok" for the demo', async () => {
    const r = await run(['validate', DEMO_DIR]);
    expect(r).toEqual({ code: 0, out: ['demo: ok'], err: [] });
  });

  it('validates every title under definitions/ when given no directory', async () => {
    const r = await run(['validate']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('demo: ok');
    expect(r.out.every((line) => line.endsWith(': ok'))).toBe(true);
  });

  it('warns about a hex cost on a preprinted yellow tile, which is never charged, and still exits 0', async () => {
    const dir = copyDemo((f) => {
      const hex = f['map.json'].hexes.find((h: { id: string }) => h.id === 'B2');
      hex.tile.color = 'yellow';
      hex.cost = 80;
    });
    const r = await run(['validate', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['demo: ok']);
    // Warnings go to stderr.
    expect(r.err).toEqual([
      expect.stringMatching(/map\.json: \/hexes\/\d+\/cost: warning: cost 80 is never charged: B2 shows a preprinted yellow tile, which is upgraded, never first laid; write upgradeCost/),
    ]);
  });

  it('warns about a planted setting no engine module reads (tools/unread-settings.ts), and still exits 0', async () => {
    // aShift is declared by map.schema.json (a partition's offset) but no reader names it.
    const dir = copyDemo((f) => {
      const hex = f['map.json'].hexes.find((h: { id: string }) => h.id === 'B2');
      hex.partitions = [{ a: 0, aShift: '-', b: 3, kind: 'river' }];
    });
    const r = await run(['validate', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['demo: ok']);
    expect(r.err).toEqual([expect.stringMatching(/map\.json: \/hexes\/\d+\/partitions\/0\/aShift: warning: nothing reads the setting "aShift"/)]);
    // The same partition without the unread offset: no warning.
    const plain = copyDemo((f) => {
      f['map.json'].hexes.find((h: { id: string }) => h.id === 'B2').partitions = [{ a: 0, b: 3, kind: 'river' }];
    });
    expect(await run(['validate', plain])).toEqual({ code: 0, out: ['demo: ok'], err: [] });
  });

  it('exits 1 and prints each message then the count for a broken title', async () => {
    const dir = path.join(REPO, 'test', 'fixtures-broken', 'rusts-on-unknown-train');
    const r = await run(['validate', dir]);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      `${rel(path.join(dir, 'trains.json'))}: /trains/0/rustsOn: train 7 does not exist`,
      'rusts-on-unknown-train: 1 error',
    ]);
  });

  it('reports every title and fails if any fails', async () => {
    const broken = copyDemo((f) => {
      f['trains.json'].trains[0].rustsOn = '7';
      f['market.json'].rows[5] = [''];
    });
    const r = await run(['validate', DEMO_DIR, broken]);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      'demo: ok',
      `${rel(path.join(broken, 'trains.json'))}: /trains/0/rustsOn: train 7 does not exist`,
      `${rel(path.join(broken, 'market.json'))}: /rows/5: row has no cells`,
      'demo: 2 errors',
    ]);
  });

  it('reports a directory that does not exist', async () => {
    const missing = path.join(REPO, 'no-such-title');
    const r = await run(['validate', missing]);
    expect(r.code).toBe(1);
    expect(r.out).toEqual(['no-such-title: /: no such directory', 'no-such-title: 1 error']);
  });

  it('rejects unknown options', async () => {
    const r = await run(['validate', '--strict']);
    expect(r.code).toBe(2);
    expect(r.err[0]).toBe('validate: unknown option --strict');
  });
});

describe('switchyard fuzz', () => {
  it('plays a random demo game to its end and prints the SUMMARY line', async () => {
    const r = await run(['fuzz', '--title', 'demo', '--games', '1', '--seed', '1', '--quiet']);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out[r.out.length - 1]).toMatch(/^SUMMARY games=1 actions=[1-9]\d* violations=0$/);
  });

  it('exits 2 with the usage on a bad argument', async () => {
    const r = await run(['fuzz', '--games', 'many']);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('--games takes an integer');
  });
});

describe('switchyard', () => {
  it('--help lists the commands and exits 0', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.out.join('\n')).toContain('usage: switchyard <command>');
    for (const name of Object.keys(COMMANDS)) expect(r.out.join('\n')).toContain(`  ${name}`);
  });

  it('<command> --help prints that command\'s usage', async () => {
    const r = await run(['validate', '--help']);
    expect(r).toEqual({ code: 0, out: [COMMANDS.validate!.usage], err: [] });
  });

  it('an unknown command exits 2', async () => {
    const r = await run(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.err[0]).toBe('switchyard: unknown command frobnicate');
  });

  it('no command prints the usage to stderr and exits 2', async () => {
    const r = await run([]);
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toContain('usage: switchyard');
  });
});
