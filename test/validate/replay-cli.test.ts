/** The `switchyard replay` command: JSON output, exit codes, and the named first divergence. */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../../tools/cli';
import { repoPath, sharedPath } from '../../tools/paths';

const fixture = sharedPath('fixtures', '1870', '34110-manual-end.json');

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { stdout: (s) => out.push(s), stderr: (s) => err.push(s) });
  return { code, out, err };
}

test('replay --json prints the result object and exits 0 when it matches the recording', async () => {
  const r = await cli(['replay', fixture, '--json']);
  expect(r.code).toBe(0);
  const json = JSON.parse(r.out.join('\n'));
  const recorded = JSON.parse(fs.readFileSync(fixture, 'utf8'));
  expect(json).toMatchObject({ finished: true, gameEndReason: 'manually_ended', result: recorded.result, routeRevenueMismatches: 0 });
  expect(json.actions).toBeGreaterThan(150);
});

test('an export made before 18xx.games recorded game_end_reason is compared by its result alone', async () => {
  const game = JSON.parse(fs.readFileSync(fixture, 'utf8'));
  delete game.game_end_reason;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-'));
  const file = path.join(dir, 'no-reason.json');
  fs.writeFileSync(file, JSON.stringify(game));
  const r = await cli(['replay', file, '--json']);
  expect(r.code).toBe(0);
  expect(JSON.parse(r.out.join('\n'))).toMatchObject({ gameEndReason: 'manually_ended', recordedReason: null, matchesRecorded: true });
  // A different recorded result still fails.
  const first = Object.keys(game.result)[0]!;
  game.result[first] += 1;
  fs.writeFileSync(file, JSON.stringify(game));
  const wrong = await cli(['replay', file, '--json']);
  expect(wrong.code).toBe(1);
  expect(JSON.parse(wrong.out.join('\n')).matchesRecorded).toBe(false);
});

test('replay names the first refused action, with the reason, and exits 1', async () => {
  const game = JSON.parse(fs.readFileSync(fixture, 'utf8'));
  const bid = game.actions.find((a: { type: string }) => a.type === 'bid');
  bid.price = 1; // below any private's price
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'replay-')), 'broken.json');
  fs.writeFileSync(file, JSON.stringify(game));
  const r = await cli(['replay', file]);
  expect(r.code).toBe(1);
  expect(r.err.join('\n')).toMatch(/our engine refused action 0 \(log id 1, bid by 6451\): ILLEGAL_ACTION/);
});

test('replay of a directory prints a table with one row per file', async () => {
  const r = await cli(['replay', path.dirname(fixture)]);
  expect(r.out[0]).toMatch(/^file\s+actions\s+outcome\s+time/);
  expect(r.out.some((l) => l.startsWith('34110-manual-end.json') && l.includes('matched'))).toBe(true);
  expect(r.out[r.out.length - 1]).toMatch(/^\d+\/\d+ matched$/);
});

test('a directory row says how many recomputed route revenues differ from the record, and the summary counts those games apart', async () => {
  // 1850Jr_game_end_bankrupt.json with CTL's recorded port run at log id 197 raised by 10: CTL withholds it
  // (log id 198), so the result still matches, but our engine pays the route 10 less than the record.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-routes-'));
  const game = JSON.parse(fs.readFileSync(repoPath('test', 'fixtures', '1850Jr', '1850Jr_game_end_bankrupt.json'), 'utf8')) as { actions: { id: number; routes?: { revenue: number }[] }[] };
  game.actions.find((a) => a.id === 197)!.routes![0]!.revenue += 10;
  fs.writeFileSync(path.join(dir, 'changed.json'), JSON.stringify(game));
  fs.copyFileSync(repoPath('test', 'fixtures', '1850Jr', '1850Jr_game_end_bankrupt.json'), path.join(dir, 'recorded.json'));
  const r = await cli(['replay', dir]);
  // The result decides the exit code; the differing route is shown in the row and the summary.
  expect(r.code).toBe(0);
  expect(r.out.find((l) => l.startsWith('changed.json'))).toMatch(/matched, but 1 route revenue\(s\) differ/);
  expect(r.out.find((l) => l.startsWith('recorded.json'))).toMatch(/recorded\.json\s+\d+\s+matched\s/);
  expect(r.out[r.out.length - 1]).toBe('2/2 matched, 1 of them with route revenues that differ from the record');
});

test('replay refuses bad arguments with usage', async () => {
  expect((await cli(['replay'])).code).toBe(2);
  expect((await cli(['replay', '/no/such/file.json'])).code).toBe(2);
});

describe('1830: a refused action in --json, and --trace', () => {
  const game1830 = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'fixtures', '1830', '29133-bankrupt.json'), 'utf8'));

  test('--json names the export\'s refused action, our translation of it and the engine\'s error', async () => {
    // PRR's 4-train at log id 218 offered at 1 rather than 300: refused.
    const game = { ...game1830, actions: game1830.actions.map((a: { id: number }) => (a.id === 218 ? { ...a, price: 1 } : a)) };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-'));
    const file = path.join(dir, 'refused.json');
    fs.writeFileSync(file, JSON.stringify(game));
    const r = await cli(['replay', file, '--json']);
    expect(r.code).toBe(1);
    const { error } = JSON.parse(r.out.join('\n'));
    expect(error.id).toBe(218);
    expect(error.action).toMatchObject({ id: 218, type: 'buy_train', train: '4-2', price: 1 });
    expect(error.ours).toEqual({ type: 'buy_train', entityType: 'corporation', entity: 'PRR', train: '4-2', price: 1, from: 'depot' });
    expect(typeof error.message).toBe('string');
    expect(error.code).toBe('ILLEGAL_ACTION');
  });

  test('--trace prints each player\'s cash and each started corporation\'s treasury after every action', async () => {
    const game = { ...game1830, actions: game1830.actions.filter((a: { id: number }) => a.id <= 45) };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-'));
    const file = path.join(dir, 'short.json');
    fs.writeFileSync(file, JSON.stringify(game));
    const r = await cli(['replay', file, '--trace']);
    // B&O buys its first train (log id 45) for $80: its treasury falls by 80 from the line before.
    const lines = r.out.filter((l) => l.startsWith('log id '));
    const at = lines.findIndex((l) => l.startsWith('log id 45 buy_train by B&O'));
    expect(at).toBeGreaterThan(0);
    const treasury = (line: string) => Number(/B&O (\d+)/.exec(line)![1]);
    expect(treasury(lines[at - 1]!) - treasury(lines[at]!)).toBe(80);
    expect(lines[at]).toMatch(/^log id 45 buy_train by B&O \| Player 1 \d+, Player 2 \d+, Player 3 \d+, Player 4 \d+ \| /);
  });
});
