/**
 * rounds.operating.stationChoiceOnFirstTrack (engine/mechanisms/stationChoiceOnFirstTrack/index.ts): the
 * ERIE's home station goes into the first city of Buffalo (E11, two cities, no track) when it first
 * operates; its first tile there lifts the station, and its president places it again in the city
 * of their choice before play goes on (1830 as 18xx.games plays it). Checked on the recorded game
 * 26855: the ERIE lays tile 59 on E11 (log id 290) and places its station in city 0 (log id 291).
 */
import * as fs from 'fs';
import { apply, legalActions, whoActs, type Definition, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { writableHex } from '../helpers/hex-state';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '26855-bankrupt.json'), 'utf8'));
const base = loadTitleDir(repoPath('definitions', '1830')).definition;

function before(def: Definition, id: number): { state: GameState; stoppedAt: number | undefined } {
  let state: GameState | null = null;
  const r = replayExport(def, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, { beforeAction: (s, a) => (a.id === id ? (state = s) : null) });
  return { state: state!, stoppedAt: r.error?.id };
}

const title = titleForExport(base, game);

test('before its first tile on E11 the ERIE station sits in city 0; the lay lifts it and only its placement is offered', () => {
  const lay = before(base, 290).state;
  expect(lay.hexes.E11!.tokens).toEqual([{ corporation: 'ERIE', city: 0, slot: 0 }]);
  const { state } = before(base, 291);
  expect(state.hexes.E11!.tokens).toEqual([]);
  expect(whoActs(title, state)?.entity).toBe('ERIE');
  const offered = legalActions(title, state, whoActs(title, state)!.seat).map((l) => l.action as { type: string; hex: string; city: number });
  expect(offered.filter((a) => a.type !== 'end_game').map((a) => [a.type, a.hex, a.city])).toEqual([['place_token', 'E11', 0], ['place_token', 'E11', 1]]);
  // Anything else waits for the choice.
  const seat = whoActs(title, state)!.seat;
  const other = apply(title, state, { type: 'pass', entityType: 'corporation', entity: 'ERIE' }, { seat });
  expect(other.ok).toBe(false);
  const placed = apply(title, state, { type: 'place_token', entityType: 'corporation', entity: 'ERIE', hex: 'E11', city: 1 }, { seat });
  if (!placed.ok) throw new Error(placed.error.message);
  expect(placed.state.hexes.E11!.tokens).toEqual([{ corporation: 'ERIE', city: 1, slot: 0 }]);
  expect(placed.state.corporations.ERIE!.tokens[0]).toEqual({ hex: 'E11', city: 1 });
  expect(placed.state.corporations.ERIE!.cash).toBe(state.corporations.ERIE!.cash);
});

test('without the setting the station keeps city 0 and the recorded placement is refused', () => {
  const def = { ...base, title: { ...base.title, rounds: { ...base.title.rounds, operating: { ...base.title.rounds.operating, stationChoiceOnFirstTrack: undefined } } } };
  expect(before(def, 291).stoppedAt).toBe(291);
});

/**
 * A lay that lifts another corporation's station: on 18xx.games the president of the corporation
 * that laid the tile chooses its city (Tracker#update_token!, TOKEN_PLACEMENT_ON_TILE_LAY_ENTITY
 * :current_operator, which g_1830 keeps); with stationChoiceOnFirstTrack "owner" (18xx.games' 1835, 1880) the
 * station's own president does. The position: the recorded game before the ERIE's lay on E11 (log
 * id 290), with a station of another corporation, whose president is another player, in city 1.
 */
function withOther(def: Definition): { title: ReturnType<typeof titleForExport>; state: GameState; other: string } {
  const state = structuredClone(before(def, 290).state);
  const erie = state.corporations.ERIE!;
  const other = Object.values(state.corporations).find((c) => c.id !== 'ERIE' && c.floated && c.president !== null && c.president !== erie.president)!;
  writableHex(state, 'E11').tokens.push({ corporation: other.id, city: 1, slot: 0 });
  other.tokens.push({ hex: 'E11', city: 1 });
  return { title: titleForExport(def, game), state, other: other.id };
}

function lay(t: ReturnType<typeof titleForExport>, state: GameState): GameState {
  const r = apply(t, state, { type: 'lay_tile', entityType: 'corporation', entity: 'ERIE', hex: 'E11', tile: '59', rotation: 3 }, { seat: whoActs(t, state)!.seat });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function place(t: ReturnType<typeof titleForExport>, state: GameState, entity: string, city: number): GameState {
  const r = apply(t, state, { type: 'place_token', entityType: 'corporation', entity, hex: 'E11', city }, { seat: whoActs(t, state)!.seat });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

test('with "operator" the corporation that lays the tile chooses the city of another corporation\'s lifted station (as 18xx.games\' 1830)', () => {
  const { title: t, state, other } = withOther(base);
  const laid = lay(t, state);
  expect(laid.hexes.E11!.tokens).toEqual([]);
  const erieSeat = state.corporations.ERIE!.president;
  const afterOwn = place(t, laid, 'ERIE', 1);
  // The ERIE's president places the other corporation's station too, in the city left.
  expect(whoActs(t, afterOwn)).toMatchObject({ entity: 'ERIE', seat: erieSeat });
  const offered = legalActions(t, afterOwn, erieSeat!).map((l) => l.action as { type: string; entity: string; hex: string; city: number });
  expect(offered.filter((a) => a.type !== 'end_game').map((a) => [a.type, a.entity, a.hex, a.city])).toEqual([['place_token', 'ERIE', 'E11', 0]]);
  const done = place(t, afterOwn, 'ERIE', 0);
  expect(done.hexes.E11!.tokens).toEqual([{ corporation: 'ERIE', city: 1, slot: 0 }, { corporation: other, city: 0, slot: 0 }]);
  expect(done.corporations[other]!.tokens).toContainEqual({ hex: 'E11', city: 0 });
  expect(done.corporations[other]!.cash).toBe(state.corporations[other]!.cash);
});

test('with stationChoiceOnFirstTrack "owner" the station\'s own president chooses', () => {
  const def = { ...base, title: { ...base.title, rounds: { ...base.title.rounds, operating: { ...base.title.rounds.operating, stationChoiceOnFirstTrack: 'owner' as const } } } };
  const { title: t, state, other } = withOther(def);
  const afterOwn = place(t, lay(t, state), 'ERIE', 1);
  expect(whoActs(t, afterOwn)).toMatchObject({ entity: other, seat: state.corporations[other]!.president });
  // The ERIE may not place it for them.
  const refused = apply(t, afterOwn, { type: 'place_token', entityType: 'corporation', entity: 'ERIE', hex: 'E11', city: 0 }, { seat: state.corporations.ERIE!.president! });
  expect(refused.ok).toBe(false);
  const done = place(t, afterOwn, other, 0);
  expect(done.hexes.E11!.tokens).toContainEqual({ corporation: other, city: 0, slot: 0 });
});
