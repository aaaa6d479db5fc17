/**
 * A closed corporation's shares left the game with it (1870 rules L1334-1335: a company whose price enters the
 * closing section is closed; 18xx.games Game::Base#close_corporation takes the shares from their holders), so
 * nobody sells them (engine/shares/rules/holdsSharesToSell.ts). Found by the differential fuzzer: 1870 seed 14,
 * action 508, a sale of SLSF for $0 after it closed. Checked on a stock-round position of a recorded 1870 game.
 */
import * as fs from 'fs';
import { apply, legalActions, whoActs, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1870', fs.readdirSync(repoPath('test', 'fixtures', '1870')).filter((f) => f.endsWith('.json')).sort()[0]!), 'utf8'));
const definition = loadTitleDir(repoPath('definitions', '1870')).definition;
const title = titleForExport(definition, game);

test("a closed corporation's shares are neither offered nor sold", () => {
  let found: { state: GameState; seat: number; corporation: string } | null = null;
  replayExport(definition, game, {
    beforeAction: (s) => {
      if (found || s.round.kind !== 'stock') return;
      const seat = whoActs(title, s)?.seat;
      if (seat === undefined) return;
      const sale = legalActions(title, s, seat).find((c) => c.action.type === 'sell_shares');
      if (sale) found = { state: structuredClone(s), seat, corporation: String((sale.action as { corporation: string }).corporation) };
    },
  });
  const { state, seat, corporation } = found!;
  state.corporations[corporation]!.closed = true;
  expect(legalActions(title, state, seat).some((c) => c.action.type === 'sell_shares' && (c.action as { corporation: string }).corporation === corporation)).toBe(false);
  const r = apply(title, state, { type: 'sell_shares', entityType: 'player', entity: seat, corporation, percent: 10 }, { seat });
  expect(r).toMatchObject({ ok: false, error: { message: `${corporation} has closed: its shares are out of the game` } });
});
