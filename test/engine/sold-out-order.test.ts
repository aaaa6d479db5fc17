/**
 * rounds.stock.soldOutOrder (engine/mechanisms/soldOutOrder/index.ts, through the stockRoundPrices hook): the sold-out rises at the end
 * of a stock round made in operating order ("operating", as 18xx.games moves them) or in
 * corporations.json order (the default). The order decides how markers arriving on one cell stack,
 * and so the next operating order. In the recorded 1830 game 1830-game-end-bank, NYNH operates
 * before PRR at log id 429 only when the rises follow the operating order.
 */
import * as fs from 'fs';
import type { Definition } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '1830-game-end-bank.json'), 'utf8'));
const base = loadTitleDir(repoPath('definitions', '1830')).definition;
const upTo = { ...game, actions: game.actions.filter((a) => Number(a.id) <= 430) };

function withOrder(order: 'corporations' | 'operating' | undefined): Definition {
  const { soldOutOrder: _o, ...stock } = base.title.rounds.stock;
  return { ...base, title: { ...base.title, rounds: { ...base.title.rounds, stock: order ? { ...stock, soldOutOrder: order } : stock } } };
}

test('"operating": NYNH lays its tile at log id 429 as recorded', () => {
  expect(replayExport(withOrder('operating'), upTo).error).toBeNull();
});

test('absent (corporations.json order): PRR operates first and the recorded lay is refused', () => {
  const r = replayExport(withOrder(undefined), upTo);
  expect([r.error?.id, r.error?.code]).toEqual([429, 'NOT_YOUR_TURN']);
});
