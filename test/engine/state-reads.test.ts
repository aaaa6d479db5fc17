/**
 * What a computation reads of a state (engine/state/reads.ts): the view answers as the state would, frozen
 * or not, refuses writes, and another state is "the same" for it exactly where it holds the same at every
 * place read: values, the absence of a property, the keys listed, the length of an array iterated.
 */
import { readsSame, readView } from '../../engine/state/reads';
import type { GameState } from '../../engine';

const base = () => ({
  phase: 2,
  hexes: { A1: { tile: '57', rotation: 1 }, B2: { tile: null, rotation: 0 } },
  trains: [
    { id: '2-0', type: '2', owner: 'corporation:PRR' },
    { id: '3-0', type: '3', owner: 'bank' },
  ],
  players: [{ cash: 100 }],
});
const asState = (o: unknown) => o as GameState;

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.values(o).forEach(deepFreeze);
    Object.freeze(o);
  }
  return o;
}

/** Reads like a route search: a hex's tile, the trains of one owner, the keys of the map, a missing field. */
function search(state: GameState): unknown {
  const s = state as unknown as ReturnType<typeof base> & { markers?: unknown[] };
  const own = s.trains.filter((t) => t.owner === 'corporation:PRR').map((t) => t.type);
  return { tile: s.hexes.A1.tile, rotation: s.hexes.A1.rotation, own, hexes: Object.keys(s.hexes), markers: s.markers?.length ?? 0, phase: 'phase' in s ? s.phase : null };
}

test('the view reads as the state, frozen or not, and writes throw', () => {
  for (const state of [base(), deepFreeze(base())]) {
    const view = readView(asState(state));
    expect(search(view.state)).toEqual(search(asState(state)));
    expect(JSON.parse(JSON.stringify(view.state))).toEqual(state);
    expect(Array.isArray((view.state as unknown as { trains: unknown }).trains)).toBe(true);
    expect(() => ((view.state as unknown as { phase: number }).phase = 3)).toThrow(/read-only/);
  }
});

test('a state is the same where the search read, and only there', () => {
  const view = readView(asState(base()));
  search(view.state);
  const same = (change: (s: ReturnType<typeof base> & Record<string, unknown>) => void): boolean => {
    const s = base() as ReturnType<typeof base> & Record<string, unknown>;
    change(s);
    return readsSame(view.record, s);
  };
  expect(same(() => undefined)).toBe(true);
  // Not read: a player's cash, the rotation of a hex whose tile was never asked for.
  expect(same((s) => (s.players[0]!.cash = 5))).toBe(true);
  expect(same((s) => (s.hexes.B2.rotation = 3))).toBe(true);
  // Read: each of these is another position for the search.
  expect(same((s) => (s.hexes.A1.tile = '15'))).toBe(false);
  expect(same((s) => (s.hexes.A1.rotation = 2))).toBe(false);
  expect(same((s) => (s.trains[1]!.owner = 'corporation:PRR'))).toBe(false);
  expect(same((s) => s.trains.push({ id: '4-0', type: '4', owner: 'bank' }))).toBe(false);
  expect(same((s) => ((s.hexes as Record<string, unknown>).C3 = { tile: null, rotation: 0 }))).toBe(false);
  expect(same((s) => (s.markers = []))).toBe(false);
  expect(same((s) => delete (s as Partial<typeof s>).phase)).toBe(false);
});
