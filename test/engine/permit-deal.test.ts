/**
 * Permits dealt at setup (title.json `permits`): 1862 rules as digested in
 * ../shared/rules/digests/1862.md §2.2 step 3 and §2.11.5 — the pool is [freight, express,
 * local] × 6; with fewer than 7 players the last express and local are dropped (16 permits:
 * 6 F, 5 E, 5 L); the list is shuffled and corporation i in definition order gets permit i; a
 * company may run only trains of its permit kinds. Titles are hand-made patches of the demo
 * title (18 corporations, up to 8 players) and of 1870 (for running trains).
 */
import { compileTitle, createGame, mergePatch, type GameState, type Definition } from '../../engine';
import { type Ctx, checkRoute, initialState } from '../helpers/engine-internals';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const PERMITS_1862 = {
  pool: [
    { kind: 'freight', count: 6 },
    { kind: 'express', count: 6 },
    { kind: 'local', count: 6 },
  ],
  dropBelowPlayers: { '7': ['express', 'local'] },
  deal: 'perCorporationInDefinitionOrder',
};

function patched(base: string, patch: Record<string, unknown>) {
  const def = structuredClone(definitionOf(base)) as unknown as Record<string, unknown>;
  for (const [file, p] of Object.entries(patch)) def[file] = mergePatch(def[file], p);
  return compileTitle(def as unknown as Definition);
}

/** The demo title with 18 corporations (copies of NR, C01..C18) and 2 to 8 players. */
function eighteen(permits: unknown = PERMITS_1862) {
  const nr = definitionOf('demo').corporations.corporations[0]!;
  const corporations = Array.from({ length: 18 }, (_, i) => ({ ...nr, id: `C${String(i + 1).padStart(2, '0')}`, name: `Company ${i + 1}` }));
  const byPlayers = Object.fromEntries([2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), 300]));
  return patched('demo', {
    title: { players: { min: 2, max: 8 }, startingCash: byPlayers, certificateLimit: byPlayers, bank: { cash: 12000 }, permits },
    corporations: { corporations },
  });
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const dealt = (s: GameState) => Object.values(s.corporations).map((c) => c.permits);
const counts = (s: GameState) => {
  const out: Record<string, number> = {};
  for (const p of dealt(s)) for (const k of p ?? []) out[k] = (out[k] ?? 0) + 1;
  return out;
};

describe('permits dealt at setup (1862 §2.2 step 3, §2.11.5)', () => {
  const title = eighteen();

  test('6 players: 16 permits, 6 freight, 5 express, 5 local, one to each of the first 16 corporations', () => {
    const s = initialState(title, { players: players(6), seed: 'permits' });
    expect(counts(s)).toEqual({ freight: 6, express: 5, local: 5 });
    const ps = dealt(s);
    expect(ps.slice(0, 16).every((p) => p?.length === 1)).toBe(true);
    // Beyond the end of the list: no permit, so only trains without a kind.
    expect(ps.slice(16)).toEqual([[], []]);
    for (const c of Object.values(s.corporations)) expect(c.originalPermits).toEqual(c.permits);
  });

  test('7 players: all 18 permits, 6 of each kind, one per corporation', () => {
    const s = initialState(title, { players: players(7), seed: 'permits' });
    expect(counts(s)).toEqual({ freight: 6, express: 6, local: 6 });
    expect(dealt(s).every((p) => p?.length === 1)).toBe(true);
  });

  test('the deal is a function of the seed: the same seed deals the same, other seeds differ', () => {
    const a = createGame(title, { players: players(6), seed: 42 });
    const b = createGame(title, { players: players(6), seed: 42 });
    expect(dealt(a)).toEqual(dealt(b));
    expect(a).toEqual(b);
    // Pinned: a change to the list order, the drop or the draws changes every 1862-like game.
    expect(dealt(a).map((p) => p?.[0]?.[0] ?? '-').join('')).toBe('lefelleeflfflffe--');
    const others = [1, 2, 3].map((seed) => JSON.stringify(dealt(initialState(title, { players: players(6), seed }))));
    expect(new Set([JSON.stringify(dealt(a)), ...others]).size).toBe(4);
    // The draws come from the game's generator, which the deal advances (a fold of seed + log).
    const noDeal = initialState(eighteen(null), { players: players(6), seed: 42 });
    expect(noDeal.rng).not.toBe(initialState(title, { players: players(6), seed: 42 }).rng);
    expect(dealt(noDeal).every((p) => p === undefined)).toBe(true);
  });

  test('titles without the rule deal nothing', () => {
    const s = initialState(compileTitle(definitionOf('1870')), { players: players(4), seed: 1 });
    expect(Object.values(s.corporations).some((c) => 'permits' in c || 'originalPermits' in c)).toBe(false);
  });
});

describe('a dealt permit decides which trains run (1862 §2.11.5; docs/routes.md)', () => {
  /** 1870 with a five-and-five freight/express deal, and 2-trains of `kind`. */
  const title1870 = (kind: string) =>
    patched('1870', {
      title: { permits: { pool: [{ kind: 'freight', count: 5 }, { kind: 'express', count: 5 }], deal: 'perCorporationInDefinitionOrder' } },
      trains: { trains: [{ id: '2', distance: 2, price: 80, count: 7, rustsOn: '4', kind }, ...definitionOf('1870').trains.trains.slice(1)] },
    });

  /** MKT at home in Kansas City with a 2-train, yellow track B11–B9 (as in route-kinds.test.ts). */
  function mkt(kind: string): Ctx {
    const title = title1870(kind);
    const state = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 7 });
    const c = state.corporations.MKT!;
    writableHex(state, 'B11').tokens.push({ corporation: 'MKT', city: 0, slot: 0 });
    c.tokens.push({ hex: 'B11', city: 0 });
    for (const hex of ['B11', 'B9']) Object.assign(state.hexes[hex]!, { tile: '57', rotation: 1 });
    state.trains.find((t) => t.id === '2-0')!.owner = 'corp:MKT';
    c.trains.push('2-0');
    state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: 'MKT', turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
    return { title, state, log: [] };
  }

  test('MKT runs a train of its dealt kind and is refused one of the other kind', () => {
    const own = mkt('freight').state.corporations.MKT!.permits!;
    expect(own).toHaveLength(1);
    const other = own[0] === 'freight' ? 'express' : 'freight';
    const run = (ctx: Ctx) => checkRoute(ctx, 'MKT', { train: '2-0', path: ['B11.0', 'B9.0'] }, new Set());
    expect(run(mkt(own[0]!))).toMatchObject({ revenue: 40 });
    expect(run(mkt(other))).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: '1862 rules, Permits' });
  });
});
