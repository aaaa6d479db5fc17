/**
 * The settings 1804 added for data-only authoring, each checked on 1804's data and its recorded game (18xx.games'
 * g_1804 for the facts), with and without the setting: rounds.operating.unfloatedParIncome (the exploratory
 * committee) and rounds.operating.trainPurchaseMoves (a train purchase moves share prices).
 */
import * as fs from 'fs';
import type { Definition, GameState } from '../../engine';
import { parseExport, type ExportGame } from '../../tools/import/export-format';
import { replayExport, type ReplayReport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const def = loadTitleDir(repoPath('definitions', '1804')).definition;
const bank: ExportGame = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1804', '1804_game_end_bank.json'), 'utf8'));

function upTo(id: number, d: Definition = def): ReplayReport & { state: GameState } {
  return replayExport(d, { ...bank, actions: bank.actions.filter((a) => Number(a.id) <= id) }) as ReplayReport & { state: GameState };
}

function without(setting: 'unfloatedParIncome' | 'trainPurchaseMoves'): Definition {
  const d = JSON.parse(JSON.stringify(def)) as Definition;
  delete (d.title.rounds.operating as unknown as Record<string, unknown>)[setting];
  return d;
}

const price = (s: GameState, corp: string): number | null => {
  const c = s.corporations[corp]!;
  return c.market ? Number(/\d+/.exec(def.market.rows[c.market.row]![c.market.col]!)![0]) : null;
};

describe('rounds.operating.unfloatedParIncome: the exploratory committee', () => {
  test('as the operating round begins (log id 100), AC, parred at 90 but not floated, receives 90 from the bank', () => {
    const before = upTo(99).state;
    const after = upTo(100).state;
    expect(before.corporations.AC!.par).toBe(90);
    expect(before.corporations.AC!.floated).toBe(false);
    expect(after.round.kind).toBe('operating');
    expect(after.corporations.AC!.cash - before.corporations.AC!.cash).toBe(90);
    // Each operating round: again at the next (log id 130).
    expect(upTo(130).state.corporations.AC!.cash - after.corporations.AC!.cash).toBe(90);
  });

  test('without it AC gets nothing, and the game does not replay to its result', () => {
    const d = without('unfloatedParIncome');
    expect(upTo(100, d).state.corporations.AC!.cash).toBe(upTo(99, d).state.corporations.AC!.cash);
    expect(upTo(10_000, d).matchesRecorded).toBe(false);
  });
});

describe('rounds.operating.trainPurchaseMoves: a train purchase moves share prices', () => {
  test("a purchase from the depot moves the buyer up a row (log id 52: BS to 82)", () => {
    expect(price(upTo(51).state, 'BS')).toBe(76);
    expect(price(upTo(52).state, 'BS')).toBe(82);
  });

  test("a purchase from another corporation moves the seller down a row too (log id 246: EM buys FA's train)", () => {
    const before = upTo(245).state;
    const after = upTo(246).state;
    expect([price(before, 'EM'), price(before, 'FA')]).toEqual([50, 82]);
    expect([price(after, 'EM'), price(after, 'FA')]).toEqual([54, 75]);
  });

  test('without it no price moves, and the game does not replay to its result', () => {
    const d = without('trainPurchaseMoves');
    expect(price(upTo(52, d).state, 'BS')).toBe(price(upTo(51, d).state, 'BS'));
    expect(upTo(10_000, d).matchesRecorded).toBe(false);
  });
});
