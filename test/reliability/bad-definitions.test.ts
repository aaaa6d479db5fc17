/**
 * Malformed title definitions, property style: seeded mutations of a copy of the demo title
 * (a file missing, cut short, not JSON, of the wrong shape; a key removed; a value replaced by
 * one of the wrong type or out of range; an array element dropped or repeated). For each copy:
 *   - `switchyard validate DIR` never throws: it exits 1 with `file: /pointer: message` lines,
 *     or 0 when the mutation left a valid title;
 *   - a title it passes can be compiled and played: createGame for every player count and a
 *     short random playout, where the engine may refuse with its typed errors but never throws
 *     anything else, and the invariants hold;
 *   - the server's title loading skips a broken title with a warning instead of failing to start.
 * Reproduce or widen a run: RELIABILITY_SEED=<n> RELIABILITY_DEFINITION_CASES=<n> (defaults 1, 120).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { loadTitleDefinitions } from '../../api/server';
import { loadValidTitleDir } from '../../tools/validate';
import { runCli } from '../../tools/cli';
import { botRandom, formatViolation, fuzzGame } from '../../tools/fuzz';
import { cleanupTemp, copyDemo, type Files } from '../validate/helpers';

const SEED = Number(process.env.RELIABILITY_SEED ?? 1);
const CASES = Number(process.env.RELIABILITY_DEFINITION_CASES ?? 120);
const LINE = /^.+\.json: \/\S*: .+$|^[^:]+: \/: .+$/;

afterAll(cleanupTemp);

type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

function junk(rand: Rand): unknown {
  return pick(rand, [null, -1, 0, 1.5, 1e308, '', 'x'.repeat(1000), 'no-such-id', [], [null], {}, { x: 1 }, true]);
}

/** Every (container, key) in a JSON tree, to pick a place to change. */
function places(root: unknown): { parent: Record<string, unknown> | unknown[]; key: string | number }[] {
  const out: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach((x, i) => (out.push({ parent: v, key: i }), walk(x)));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        out.push({ parent: v as Record<string, unknown>, key: k });
        walk(x);
      }
    }
  };
  walk(root);
  return out;
}

/** Applies one seeded mutation to the demo's files; returns what it did. */
function mutate(files: Files, rand: Rand): string {
  const names = Object.keys(files).filter((n) => files[n] !== undefined && (n !== 'catalogue' || rand() < 0.15));
  const name = pick(rand, names);
  const k = Math.floor(rand() * 10);
  if (k === 0) {
    files[name] = undefined;
    return `${name} removed`;
  }
  if (k === 1) {
    const text = JSON.stringify(files[name]);
    files[name] = text.slice(0, Math.floor(rand() * text.length));
    return `${name} cut short`;
  }
  if (k === 2) {
    files[name] = pick(rand, ['', 'not json', '\u0000\u0001', '[]', 'null', '5', '"x"', '{"$schema": 5}']);
    return `${name} not a definition`;
  }
  const spots = places(files[name]);
  if (spots.length === 0) return `${name}: nothing to change`;
  const { parent, key } = pick(rand, spots);
  if (k <= 4) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key as string];
    return `${name}: ${String(key)} removed`;
  }
  if (k === 5 && Array.isArray(parent)) {
    parent.splice(key as number, 0, structuredClone(parent[key as number]));
    return `${name}: element ${String(key)} repeated`;
  }
  const value = junk(rand);
  (parent as Record<string, unknown>)[key as string] = value;
  return `${name}: ${String(key)} = ${JSON.stringify(value).slice(0, 30)}`;
}

test(`${CASES} malformed copies of the demo title: typed validation messages, or a title that plays`, async () => {
  const rand = botRandom(SEED);
  const failures: string[] = [];
  let valid = 0;
  for (let i = 0; i < CASES; i++) {
    let what = '';
    const dir = copyDemo((files) => {
      what = mutate(files, rand);
      if (rand() < 0.3) what += `; ${mutate(files, rand)}`;
    });
    const out: string[] = [];
    let code: number;
    try {
      code = await runCli(['validate', dir], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    } catch (err) {
      failures.push(`case ${i} (${what}): validate threw ${(err as Error).stack ?? String(err)}`);
      continue;
    }
    const last = out.pop();
    if (code === 1) {
      const bad = out.filter((l) => !LINE.test(l));
      if (out.length === 0 || bad.length > 0 || !/^demo: \d+ errors?$/.test(last ?? '')) failures.push(`case ${i} (${what}): output not in the documented form: ${JSON.stringify([...out, last]).slice(0, 400)}`);
      // The server skips it with a warning and starts with the other titles.
      const warnings: string[] = [];
      let loaded: Map<string, unknown> | null = null;
      try {
        loaded = loadTitleDefinitions(path.dirname(dir), { warn: (m: string) => warnings.push(m) });
      } catch (err) {
        failures.push(`case ${i} (${what}): the server's title loading threw ${(err as Error).message}`);
      }
      if (loaded && (loaded.size !== 0 || warnings.length > 1)) failures.push(`case ${i} (${what}): the server loaded ${loaded.size} titles with ${warnings.length} warnings`);
      continue;
    }
    if (code !== 0 || last !== 'demo: ok') {
      failures.push(`case ${i} (${what}): exit code ${code}, output ${JSON.stringify([...out, last]).slice(0, 300)}`);
      continue;
    }
    // Valid by the validator: the engine must run it (typed refusals only, invariants intact).
    valid++;
    try {
      const { definition } = loadValidTitleDir(dir);
      const report = fuzzGame({ titleId: 'demo', definition, seed: SEED * 1000 + i, replayEvery: 100, maxActions: 150, stallWindow: 150, variant: 'none' });
      const real = report.violations.filter((v) => !/still running after|cannot be played: it does not set up/.test(v.message));
      if (real.length > 0) failures.push(`case ${i} (${what}): validated, but ${formatViolation(real[0]!)}`);
    } catch (err) {
      failures.push(`case ${i} (${what}): validated, but loading threw ${(err as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
  // Most mutations must be caught; some leave a valid title (e.g. a description changed).
  expect(valid).toBeLessThan(CASES / 2);
}, 120_000);

test('a definitions directory that is not one: typed messages', async () => {
  const out: string[] = [];
  const dir = copyDemo();
  const file = path.join(dir, 'title.json');
  fs.rmSync(file);
  fs.mkdirSync(file);
  const code = await runCli(['validate', dir], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
  expect(code).toBe(1);
  expect(out.slice(0, -1).every((l) => LINE.test(l))).toBe(true);
});

// Found by the generator above (RELIABILITY_SEED=2, 4, 5 with 500 cases): definitions that
// `switchyard validate` passes but the engine cannot play correctly.
describe('definitions the validator must refuse', () => {
  async function validate(mutation: (files: Files) => void): Promise<{ code: number; out: string[] }> {
    const out: string[] = [];
    const code = await runCli(['validate', copyDemo(mutation)], { stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    return { code, out };
  }

  test('a market with two par cells of the same price (legalActions then offers par:NR:100 twice, under one id)', async () => {
    const r = await validate((f) => f['market.json'].rows.splice(1, 0, [...f['market.json'].rows[0]]));
    expect(r.code).toBe(1);
  });

  test('an amount of money beyond any safe integer (a revenue of 1e308 breaks the conservation of money)', async () => {
    const r = await validate((f) => (f['companies.json'].companies[0].revenue = 1e308));
    expect(r.code).toBe(1);
  });
});
