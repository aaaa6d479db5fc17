/**
 * 18Chesapeake's variant offTheRails against the facts of 18xx.games' 18ChesapeakeOfftheRails
 * (lib/engine/game/g_18_chesapeake_off_the_rails, a subclass of its 18Chesapeake; used for facts only):
 * the variant applies and validates, changes what that game changes and nothing else, and an export
 * titled "18Chesapeake: Off the Rails" finds it.
 */
import { applyVariant, compileTitle } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { validateTitleDir } from '../../tools/validate';
import { exportVariant, playsExport } from '../../tools/import/export-format';
import { importRules } from '../../tools/import/replay';
import { repoPath } from '../../tools/paths';

const dir = repoPath('definitions', '18Chesapeake');
const base = loadTitleDir(dir).definition;
const def = applyVariant(base, 'offTheRails');
const title = compileTitle(def);

test('switchyard validate passes (every variant applied)', () => {
  expect(validateTitleDir(dir)).toEqual([]);
});

test('a $12000 bank; sell-buy-sell turns; no train export at the end of a set; the market end cell ends the game at the end of the round', () => {
  expect([base.title.bank.cash, def.title.bank.cash]).toEqual([8000, 12000]);
  expect([base.title.rounds.stock!.turn, def.title.rounds.stock!.turn]).toEqual(['sellThenBuy', 'sellBuySell']);
  expect(base.title.rounds.endOfSet).toBeDefined();
  expect(def.title.rounds.endOfSet).toBeUndefined();
  expect(def.title.endConditions).toEqual([
    { kind: 'bankBroken', timing: 'endOfOperatingSet' },
    { kind: 'bankruptcy', timing: 'immediate' },
    { kind: 'marketEndCell', timing: 'endOfRound' },
  ]);
});

test('the market: 11 rows, pars 100 to 67, 300 the end cell, y/o/b zones at the bottom left', () => {
  const rows = def.market.rows;
  expect(rows.length).toBe(11);
  expect(rows[0]![rows[0]!.length - 1]).toBe('300e');
  expect(rows.flat().filter((c) => c.endsWith('p')).map((c) => Number.parseInt(c, 10))).toEqual([100, 90, 82, 76, 71, 67]);
  expect([rows[6]![0], rows[8]![0], rows[10]![3]]).toEqual(['45o', '30b', '40o']);
});

test('fewer trains, a $1100 D taking $300 off for a 4, 5 or 6, traded-in trains to the bank pool; every corporation floats at 50%', () => {
  expect(def.trains.trains.map((t) => [t.id, t.price, t.count])).toEqual([['2', 80, 5], ['3', 180, 4], ['4', 300, 3], ['5', 500, 2], ['6', 630, 2], ['D', 1100, 'unlimited']]);
  const d = def.trains.trains.find((t) => t.id === 'D')!;
  expect([d.tradeInDiscount, d.tradedInTo]).toEqual([{ 4: 300, 5: 300, 6: 300 }, 'pool']);
  expect(new Set(title.corporations.map((c) => c.floatPercent))).toEqual(new Set([50]));
  expect(new Set(base.corporations.corporations.map((c) => c.floatPercent))).toEqual(new Set([60]));
});

test('the map, companies, corporations\' homes and phases are 18Chesapeake\'s own', () => {
  expect(def.map).toEqual(base.map);
  expect(def.companies).toEqual(base.companies);
  expect(def.phases).toEqual(base.phases);
  expect(def.corporations.corporations.map((c) => c.home)).toEqual(base.corporations.corporations.map((c) => c.home));
});

test('an export titled "18Chesapeake: Off the Rails" plays 18Chesapeake with offTheRails first; one titled 18Chesapeake does not', () => {
  expect(playsExport(base, '18Chesapeake: Off the Rails')).toBe(true);
  expect(playsExport(base, '18Chesapeake')).toBe(true);
  expect(playsExport(base, '1830')).toBe(false);
  expect(exportVariant(base, '18Chesapeake: Off the Rails')).toBe('offTheRails');
  expect(importRules(base, ['x'], '18Chesapeake: Off the Rails')).toEqual(['offTheRails', 'x']);
  expect(importRules(base, [], '18Chesapeake')).toEqual([]);
});
