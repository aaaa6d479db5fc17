/**
 * companies.json tileAndToken with params.stationSeparately (engine/mechanisms/tileAndToken/index.ts):
 * 1830's Delaware & Hudson lays its tile on F16 and then places the station as a second action of
 * the company, as 18xx.games records them. The recorded game 1830-game-end-bank holds such a pair
 * that its players took back (log ids 228 and 229, after the ERIE bought the DH at 227): replayed
 * here as if kept. Between the two the owed station interrupts the turn, as 18xx.games' SpecialToken
 * step blocks after a teleport: only the station, or declining it, is legal.
 */
import * as fs from 'fs';
import { apply, legalActions, whoActs, type Definition, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '1830-game-end-bank.json'), 'utf8'));
const base = loadTitleDir(repoPath('definitions', '1830')).definition;
// Up to the DH's station, with the two undone actions kept.
const kept = { ...game, actions: game.actions.filter((a) => Number(a.id) <= 229).map((a) => (Number(a.id) === 228 || Number(a.id) === 229 ? { ...a, skip: undefined } : a)) };

function withSeparately(on: boolean): Definition {
  const companies = base.companies.companies!.map((c) =>
    c.id === 'DH' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'tileAndToken' ? { ...a, params: { ...a.params, stationSeparately: on } } : a)) } : c,
  );
  return { ...base, companies: { ...base.companies, companies } };
}

test('the tile, then the station in a second action, for $120 in all', () => {
  let cashBefore = 0;
  const r = replayExport(withSeparately(true), kept, { beforeAction: (s, a) => (a.id === 228 ? (cashBefore = s.corporations.ERIE!.cash) : null) });
  expect(r.error).toBeNull();
  expect(r.state.hexes.F16).toMatchObject({ tile: '57', tokens: [{ corporation: 'ERIE', city: 0, slot: 0 }] });
  expect(r.state.corporations.ERIE!.tokens.some((t) => t.hex === 'F16')).toBe(true);
  expect(cashBefore - r.state.corporations.ERIE!.cash).toBe(120);
});

test('without stationSeparately the lay places the station itself, and the recorded station is refused', () => {
  const r = replayExport(withSeparately(false), kept);
  expect(r.error?.id).toBe(229);
});

/** The game right after the DH's tile (log id 228), before its station. */
function afterLay(): { title: ReturnType<typeof titleForExport>; state: GameState } {
  const def = withSeparately(true);
  let state: GameState | null = null;
  replayExport(def, kept, { beforeAction: (s, a) => (a.id === 229 ? (state = s) : null) });
  return { title: titleForExport(def, kept), state: state! };
}

test('after the tile the owed station blocks the turn: only its placement, or declining it, is offered', () => {
  const { title, state } = afterLay();
  const actor = whoActs(title, state)!;
  expect(actor.entity).toBe('ERIE');
  const offered = legalActions(title, state, actor.seat).map((l) => l.action as { type: string; entity: string; hex?: string; city?: number });
  expect(offered.filter((a) => a.type !== 'end_game').map((a) => [a.type, a.entity, a.hex, a.city])).toEqual([
    ['place_token', 'DH', 'F16', 0],
    ['pass', 'DH', undefined, undefined],
  ]);
  // The corporation's own pass (ending its track and station steps) waits for the station.
  const own = apply(title, state, { type: 'pass', entityType: 'corporation', entity: 'ERIE' }, { seat: actor.seat });
  expect(own.ok).toBe(false);
  if (!own.ok) expect(own.error.message).toMatch(/must first place DH's station on F16/);
});

test('declining the station leaves F16 without one and lets the turn go on', () => {
  const { title, state } = afterLay();
  const seat = whoActs(title, state)!.seat;
  const declined = apply(title, state, { type: 'pass', entityType: 'company', entity: 'DH' }, { seat });
  if (!declined.ok) throw new Error(declined.error.message);
  expect(declined.state.hexes.F16!.tokens).toEqual([]);
  expect(declined.state.corporations.ERIE!.tokens.some((t) => t.hex === 'F16')).toBe(false);
  // The turn has moved on: the corporation acts again, and the DH is offered nothing more.
  const next = legalActions(title, declined.state, seat).map((l) => l.action as { type: string; entity: string });
  expect(next.some((a) => a.type !== 'end_game' && a.entity === 'ERIE')).toBe(true);
  expect(next.some((a) => a.entity === 'DH')).toBe(false);
});

test('a corporation with no station left lays the tile and owes none', () => {
  const { title } = afterLay();
  // The recorded lay (tile 57, rotation 1), from the state before it, with every station of the ERIE already used.
  let before: GameState | null = null;
  replayExport(withSeparately(true), kept, { beforeAction: (s, a) => (a.id === 228 ? (before = s) : null) });
  const s0 = structuredClone(before!) as GameState;
  const tokens = title.corporation.get('ERIE')!.tokens.length;
  while (s0.corporations.ERIE!.tokens.length < tokens) s0.corporations.ERIE!.tokens.push({ hex: 'Z99', city: 0 });
  const seat = whoActs(title, s0)!.seat;
  const r = apply(title, s0, { type: 'lay_tile', entityType: 'company', entity: 'DH', hex: 'F16', tile: '57', rotation: 1 }, { seat });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.round.kind === 'operating' && r.state.round.turn.stationOwed).toBeFalsy();
  expect(r.state.hexes.F16).toMatchObject({ tile: '57', tokens: [] });
  expect(legalActions(title, r.state, seat).some((l) => (l.action as { entity: string }).entity === 'DH')).toBe(false);
});

test('an imported game whose company passes on the owed station replays it as declined', () => {
  // 18xx.games records declining as the company's pass (Step::SpecialToken#process_pass).
  const declined = { ...kept, actions: kept.actions.map((a) => (Number(a.id) === 229 ? { type: 'pass', entity: 'DH', entity_type: 'company', id: 229 } : a)) };
  const r = replayExport(withSeparately(true), declined as typeof kept);
  expect(r.error).toBeNull();
  expect(r.state.hexes.F16).toMatchObject({ tile: '57', tokens: [] });
  expect(r.state.round.kind === 'operating' && r.state.round.turn.stationOwed).toBeFalsy();
});
