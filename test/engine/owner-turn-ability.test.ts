/**
 * Ability timing "anyStepOfOwnerTurn" (schemas/abilities.schema.json `when`): usable at any step of
 * the owning corporation's operating turn without holding the track step open (1830 rules,
 * Champlain & St. Lawrence: the free tile on B20 is in addition to the corporation's normal tile
 * placement; 18xx.games times it `owning_corp_or_turn`). Against "ownerOperatingTurn", which keeps
 * the track step open while the ability is unused. Checked on the recorded 1830 game 29133, where
 * NYNH owns the CS, lays its own tile and places a station (log ids 108, 109) and lays B20 by the
 * CS later (log id 220).
 */
import * as fs from 'fs';
import { legalActions, whoActs, type Definition, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '29133-bankrupt.json'), 'utf8'));
const base = loadTitleDir(repoPath('definitions', '1830')).definition;

function withCsTiming(when: string): Definition {
  const companies = base.companies.companies!.map((c) =>
    c.id === 'CS' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'tileLay' ? { ...a, when: when as 'anyTime' } : a)) } : c,
  );
  return { ...base, companies: { ...base.companies, companies } };
}

/** The state just before the recorded action `id`, and how far the replay got. */
function before(def: Definition, id: number): { state: GameState | null; stoppedAt: number | undefined } {
  let state: GameState | null = null;
  const r = replayExport(def, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, {
    beforeAction: (s, a) => {
      if (a.id === id) state = s;
    },
  });
  return { state, stoppedAt: r.error?.id };
}

test('anyStepOfOwnerTurn: the track step closes after the own lay, and the company lay stays offered in the station step', () => {
  const def = withCsTiming('anyStepOfOwnerTurn');
  const { state, stoppedAt } = before(def, 109);
  expect(stoppedAt).toBeUndefined();
  const round = state!.round;
  if (round.kind !== 'operating') throw new Error('not in an operating round');
  const title = titleForExport(def, game);
  expect([round.current, title.rounds.operating.steps[round.turn.step]]).toEqual(['NYNH', 'placeToken']);
  const ids = legalActions(title, state!, whoActs(title, state!)!.seat).map((l) => l.action as { type: string; entity: string; hex?: string });
  expect(ids.some((a) => a.type === 'lay_tile' && a.entity === 'CS' && a.hex === 'B20')).toBe(true);
});

test('ownerOperatingTurn: the unused ability holds the track step open, so the recorded station is refused', () => {
  const { stoppedAt } = before(withCsTiming('ownerOperatingTurn'), 109);
  expect(stoppedAt).toBe(109);
});
