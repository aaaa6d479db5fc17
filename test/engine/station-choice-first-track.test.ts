/**
 * rounds.operating.stationChoiceOnFirstTrack (engine/mechanisms/stationChoiceOnFirstTrack.ts): the
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
  const def = { ...base, title: { ...base.title, rounds: { ...base.title.rounds, operating: { ...base.title.rounds.operating, stationChoiceOnFirstTrack: false } } } };
  expect(before(def, 291).stoppedAt).toBe(291);
});
