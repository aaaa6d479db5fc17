/** The `switchyard replay` command: JSON output, exit codes, and the named first divergence. */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../../tools/cli';
import { sharedPath } from '../../tools/paths';

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

test('replay refuses bad arguments with usage', async () => {
  expect((await cli(['replay'])).code).toBe(2);
  expect((await cli(['replay', '/no/such/file.json'])).code).toBe(2);
});
