/**
 * 1860's variant as_played_on_18xx_games (definitions/1860/title.json importVariants): a harbour private may be
 * exchanged at any time of a stock round, as 18xx.games' G1860 Exchange step (never blocking) allows, and holds no
 * turn open; the rules (L232-233) allow it only in the owner's turn. Checked on the first stock round of the recorded
 * game 1860_game_end_stock_market; found by the differential fuzzer (1860 seed 3, action 128).
 */
import * as fs from 'fs';
import { apply, compileTitle, legalActions, whoActs, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1860', '1860_game_end_stock_market.json'), 'utf8'));
const definition = loadTitleDir(repoPath('definitions', '1860')).definition;
const asPlayed = titleForExport(definition, game);
const rules = compileTitle(definition);

/** The first stock-round position where a player other than the one acting owns a private they could exchange. */
function position(): { state: GameState; seat: number; company: string } {
  let found: { state: GameState; seat: number; company: string } | null = null;
  replayExport(definition, game, {
    beforeAction: (s) => {
      if (found || s.round.kind !== 'stock') return;
      const acting = whoActs(asPlayed, s)?.seat;
      for (let seat = 0; seat < s.players.length && !found; seat++) {
        if (seat === acting) continue;
        const offer = legalActions(asPlayed, s, seat).find((c) => c.action.type === 'exchange_company');
        if (offer) found = { state: structuredClone(s), seat, company: String((offer.action as { company: string }).company) };
      }
    },
  });
  return found!;
}

test("a harbour private is exchanged out of its owner's turn in a stock round, as played on 18xx.games; not by the rules", () => {
  const { state, seat, company } = position();
  const exchange = { type: 'exchange_company', entityType: 'player', entity: seat, company };
  const r = apply(asPlayed, state, exchange, { seat });
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.companies[company]!.closed).toBe(true);
  // The turn stays where it was.
  expect(whoActs(asPlayed, r.state)?.seat).toBe(whoActs(asPlayed, state)?.seat);
  // By the rules, only in the owner's own turn.
  expect(legalActions(rules, state, seat).some((c) => c.action.type === 'exchange_company')).toBe(false);
  expect(apply(rules, state, exchange, { seat }).ok).toBe(false);
});
