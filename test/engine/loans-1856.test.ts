/**
 * The loan settings 1836jr56 added to title.json loans (18xx.games' G1856 Loan step, take_loan, pay_interest!,
 * force_repay_loans!, CashCrisis, Bankrupt and player_value, facts only), on 1836jr56's recorded game
 * hotseat003.json, in which B lives on loans until its president goes bankrupt paying their interest.
 */
import { compileTitle } from '../../engine';
import { editedCopy, expectReplaysAsRecorded, replayUpTo, titleFixture } from '../helpers/recorded-games';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { loanRefusal } from '../helpers/engine-internals';

const def = loadTitleDir(repoPath('definitions', '1836jr56')).definition;
const title = compileTitle(def);
const game = titleFixture('1836jr56', 'hotseat003.json');
const at = (id: number) => replayUpTo(def, game, id).state;
const loans = (edit: (l: Record<string, unknown>) => void) => editedCopy(def, (d) => edit((d.title as unknown as { loans: Record<string, unknown> }).loans));

describe('interestShortfall "revenueThenDirectorOwes": treasury in tens, then the run, then the president', () => {
  test('log id 143: B (35 F, 10 loans) pays 30 F, its 30 F run goes to the interest, its president pays 40 F', () => {
    const before = at(142);
    const after = at(143);
    expect([before.corporations.B!.cash, before.corporations.B!.loans, before.players[0]!.cash]).toEqual([35, 10, 121]);
    expect([after.corporations.B!.cash, after.players[0]!.cash]).toEqual([5, 81]);
  });

  test('with the 1820 default the director covers the whole shortfall from the treasury, and the run is paid out', () => {
    const plain = loans((l) => delete l.interestShortfall);
    expect(replayUpTo(plain, game, 143).state.players[0]!.cash).not.toBe(81);
  });

  test('log id 159: a president short of cash owes the rest and must sell or go bankrupt', () => {
    const s = at(159);
    expect(s.players[0]!.cash).toBe(0);
    expect(s.loanDebts).toEqual({ '0': 54 });
  });
});

describe('loanAfterInterest "interestDeducted", perTurn and maxLoans "playerShares"', () => {
  test('log id 57: a loan taken after the turn\'s interest brings 90 F', () => {
    expect(at(57).corporations.B!.cash - at(56).corporations.B!.cash).toBe(90);
  });

  test('one loan per turn', () => {
    const s = at(57);
    expect(loanRefusal({ title, state: s, log: [] }, 'B')).toMatch(/taken its loan this turn/);
  });

  test('no more loans than shares held by players (log id 96: ten shares, ten loans)', () => {
    const s = at(96);
    expect(s.corporations.B!.loans).toBe(10);
    expect(loanRefusal({ title, state: s, log: [] }, 'B')).toMatch(/as many loans as shares held by players \(10\)/);
  });
});

describe('excessRepaidAfterTrains, bankruptcy and netWorthLessLoans', () => {
  test('the president\'s sale (log id 160) leaves B a loan above its nine player shares: repaid at once, the president owing 95 F', () => {
    const s = at(162);
    expect(s.corporations.B!.loans).toBe(9);
    expect(s.loanDebts).toEqual({ '0': 74 });
  });

  test('the game replays to its recorded bankruptcy and result, each share counted less its part of B\'s loans', () => {
    expectReplaysAsRecorded(def, repoPath('test', 'fixtures', '1836jr56', 'hotseat003.json'));
    const without = loans((l) => delete l.netWorthLessLoans);
    expect(replayUpTo(without, game, 999).state.finished?.scores['1']).toBe(261 + 160);
  });
});

describe('stationStepCountsLoan: the station step waits for a loan that would pay for a station', () => {
  const big = titleFixture('1836jr56', '1836jr56_game_end_bank.json');
  // Log ids 146-148: GCL (15 F) lays 14 on Gand, takes a loan, then places its 40 F station there.
  test('after the lay GCL is still at its station step', () => {
    const s = replayUpTo(def, big, 146).state;
    expect(s.corporations.GCL!.cash).toBe(15);
    expect(s.round.kind === 'operating' && s.round.turn.step).toBe(1);
  });

  test('without the setting the step is left (GCL at runRoutes)', () => {
    const without = loans((l) => delete l.stationStepCountsLoan);
    const s = replayUpTo(without, big, 146).state;
    expect(s.round.kind === 'operating' && s.round.turn.step).toBe(2);
  });
});
