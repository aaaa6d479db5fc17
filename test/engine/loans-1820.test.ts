/**
 * 1820's loans as a generic mechanism switched on by definitions/1820 (title.json loans, operating
 * steps payLoanInterest and repayLoans; rules text ../shared/rules/1820-rules.txt §17 L1640-1679,
 * §7.2.8-7.2.9 L688-707, interest rates from the Cost of Business chart, Figure 10.1):
 *
 * - £200 a loan, at any point of the company's turn, at most one per share in play (players and
 *   pool), price -1 each, never into (or while in) the £10 liquidation box;
 * - interest each OR after buying trains, 10% in columns 1-8, 20% in 9-11 ..., loans taken this
 *   turn included; a shortfall is covered by the director with -1;
 * - repayment £200 a loan, +1 each.
 *
 * The ladder's prices: 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { apply, createGame, legalActions, publicState, type GameState, type MarketPosition } from '../../engine';
import { type Ctx, operatingSteps } from '../helpers/engine-internals';
import { titleWithoutCousins } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions.
const title = titleWithoutCousins('1820');
const at = (price: number): MarketPosition => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
/** The share price the players see (publicState). */
const priceOf = (state: GameState, corp: string): number => publicState(title, state).corporations.find((c) => c.id === corp)!.sharePrice!;
const CORP = title.corporations[0]!.id;
const stepIndex = (name: string): number => operatingSteps({ title, state: createGame(title, { players: ['A', 'B'], seed: 1 }), log: [] } as Ctx).findIndex((x) => x.name === name);

interface Setup {
  price: number;
  cash: number;
  loans?: number;
  column?: number;
  phase?: string;
  /** Holders of the 10 shares. */
  certs?: string[];
  step?: string;
}

function atStep(s: Setup): GameState {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 3 });
  state.costOfBusiness = (s.column ?? 1) - 1;
  state.phase = title.phases.findIndex((p) => p.id === (s.phase ?? 'yellow'));
  const c = state.corporations[CORP]!;
  c.floated = true;
  c.operated = true;
  c.par = s.price;
  c.market = at(s.price);
  c.president = 0;
  c.cash = s.cash;
  c.loans = s.loans ?? 0;
  c.certs = s.certs ?? ([...Array(6).fill('player:0'), ...Array(4).fill('ipo')] as string[]);
  // One 2+: a company owning no train when its buy-train step ends goes into liquidation (G16), which
  // these tests of loans are not about.
  const train = { id: '2+-loans', type: '2+', owner: `corp:${CORP}` };
  state.trains.push(train);
  c.trains.push(train.id);
  operatingTurn(state, CORP, { step: stepIndex(s.step ?? 'buyTrain') });
  return state;
}

function act(state: GameState, type: string, extra: Record<string, unknown> = {}): GameState {
  const r = apply(title, state, { type, entityType: 'corporation', entity: CORP, ...extra } as never, { seat: 0 });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
const offered = (state: GameState, type: string): boolean => legalActions(title, state, 0).some((l) => l.action.type === type);
const stepName = (state: GameState): string | null => (state.round.kind === 'operating' && state.round.current === CORP ? operatingSteps({ title, state, log: [] })[state.round.turn.step]!.name : null);

describe('taking a loan (§17 L1640-1660)', () => {
  test('£200 to the treasury and the price down one space', () => {
    const s = atStep({ price: 78, cash: 0 });
    expect(offered(s, 'take_loan')).toBe(true);
    const next = act(s, 'take_loan');
    expect(next.corporations[CORP]!.cash).toBe(200);
    expect(next.corporations[CORP]!.loans).toBe(1);
    expect(priceOf(next, CORP)).toBe(71);
    expect(publicState(title, next).corporations.find((c) => c.id === CORP)!.loans).toBe(1);
  });

  test('at most one loan per share in play (players and pool; treasury shares are not in play)', () => {
    const certs = ['player:0', 'player:0', 'market', ...Array(7).fill('ipo')] as string[];
    const s = atStep({ price: 105, cash: 0, loans: 3, certs });
    expect(offered(s, 'take_loan')).toBe(false);
    const r = apply(title, s, { type: 'take_loan', entityType: 'corporation', entity: CORP } as never, { seat: 0 });
    expect(r.ok).toBe(false);
    const fewer = atStep({ price: 105, cash: 0, loans: 2, certs });
    expect(offered(fewer, 'take_loan')).toBe(true);
  });

  test('several at once (count): each one moves the price; past the cap the whole action is refused', () => {
    const certs = ['player:0', 'player:0', 'market', ...Array(7).fill('ipo')] as string[];
    const s = atStep({ price: 105, cash: 0, certs });
    const two = act(s, 'take_loan', { count: 2 });
    expect(two.corporations[CORP]!.cash).toBe(400);
    expect(two.corporations[CORP]!.loans).toBe(2);
    expect(priceOf(two, CORP)).toBe(86);
    const r = apply(title, s, { type: 'take_loan', entityType: 'corporation', entity: CORP, count: 4 } as never, { seat: 0 });
    expect(r.ok).toBe(false);
    expect(s.corporations[CORP]!.loans).toBe(0);
  });

  test('no loan that would put the company into liquidation, nor while in it', () => {
    expect(offered(atStep({ price: 40, cash: 0 }), 'take_loan')).toBe(false); // 40 -> 10
    expect(offered(atStep({ price: 10, cash: 0 }), 'take_loan')).toBe(false);
    expect(offered(atStep({ price: 43, cash: 0 }), 'take_loan')).toBe(true); // 43 -> 40
  });
});

describe('interest and repayment (§7.2.8-7.2.9, Figure 10.1)', () => {
  test('column 9 charges 20% (£40) per loan after the train purchase; then loans are repaid one at a time, +1 each', () => {
    const s = atStep({ price: 78, cash: 500, loans: 2, column: 9, phase: 'brown' });
    const atInterest = act(s, 'pass'); // no train bought
    expect(stepName(atInterest)).toBe('payLoanInterest');
    const paid = act(atInterest, 'pay_costs', { kind: 'interest', pay: true });
    expect(paid.corporations[CORP]!.cash).toBe(420);
    expect(stepName(paid)).toBe('repayLoans');
    const repaid = act(paid, 'pay_loan');
    expect(repaid.corporations[CORP]!.cash).toBe(220);
    expect(repaid.corporations[CORP]!.loans).toBe(1);
    expect(priceOf(repaid, CORP)).toBe(86);
  });

  test('pay_loan with a count repays several, +1 each', () => {
    const s = atStep({ price: 78, cash: 1000, loans: 3, column: 9, phase: 'brown' });
    const paid = act(act(s, 'pass'), 'pay_costs', { kind: 'interest', pay: true }); // interest 3 × 40 = 120: 880 left
    const repaid = act(paid, 'pay_loan', { count: 3 });
    expect(repaid.corporations[CORP]!.cash).toBe(280);
    expect(repaid.corporations[CORP]!.loans).toBe(0);
    expect(priceOf(repaid, CORP)).toBe(105);
  });

  test('a loan taken this turn pays interest this turn (L1651); column 1 charges 10%', () => {
    const s = atStep({ price: 78, cash: 100 });
    const borrowed = act(s, 'take_loan');
    const paid = act(act(borrowed, 'pass'), 'pay_costs', { kind: 'interest', pay: true });
    expect(paid.corporations[CORP]!.cash).toBe(280); // 100 + 200 - 20
    expect(stepName(paid)).toBe('repayLoans');
  });

  test('the director covers an interest shortfall and the price drops one space', () => {
    // Column 12: 30% = £60 a loan; 2 loans = 120; the treasury has 30, the director pays 90.
    const s = atStep({ price: 78, cash: 30, loans: 2, column: 12, phase: 'red' });
    s.players[0]!.cash = 100;
    const next = act(act(s, 'pass'), 'pay_costs', { kind: 'interest', pay: true });
    expect(next.players[0]!.cash).toBe(10);
    expect(next.corporations[CORP]!.cash).toBe(0);
    expect(priceOf(next, CORP)).toBe(71);
  });
});

describe('the director decides on the interest (§7.2.8 L690-700; title.json loans.interestChoice)', () => {
  const decisions = (state: GameState): unknown[] => legalActions(title, state, 0).filter((l) => l.action.type === 'pay_costs').map((l) => (l.action as { pay: boolean }).pay);

  test('the step waits for pay_costs: pay or not pay, no pass', () => {
    const s = act(atStep({ price: 78, cash: 500, loans: 2, column: 9, phase: 'brown' }), 'pass');
    expect(stepName(s)).toBe('payLoanInterest');
    expect(decisions(s)).toEqual([true, false]);
    expect(offered(s, 'pass')).toBe(false);
    const r = apply(title, s, { type: 'pass', entityType: 'corporation', entity: CORP } as never, { seat: 0 });
    expect(r.ok).toBe(false);
  });

  test('a company that chooses not to pay goes into liquidation, even with the money (L696-697)', () => {
    const s = act(atStep({ price: 78, cash: 500, loans: 2, column: 9, phase: 'brown' }), 'pass');
    const next = act(s, 'pay_costs', { kind: 'interest', pay: false });
    expect(next.corporations[CORP]!.cash).toBe(500);
    expect(priceOf(next, CORP)).toBe(10);
    expect(stepName(next)).toBe('repayLoans');
  });

  test('a director who will not cover the shortfall lets it go into liquidation; one who cannot is not asked (L698-700)', () => {
    const s = atStep({ price: 78, cash: 30, loans: 2, column: 12, phase: 'red' });
    s.players[0]!.cash = 100;
    const at = act(s, 'pass');
    const next = act(at, 'pay_costs', { kind: 'interest', pay: false });
    expect(next.players[0]!.cash).toBe(100);
    expect(priceOf(next, CORP)).toBe(10);
    const poor = atStep({ price: 78, cash: 30, loans: 2, column: 12, phase: 'red' });
    poor.players[0]!.cash = 50;
    const poorAt = act(poor, 'pass'); // nothing to decide: the interest goes unpaid and the turn ends
    expect(stepName(poorAt)).not.toBe('payLoanInterest');
    expect(priceOf(poorAt, CORP)).toBe(10);
    expect(poorAt.players[0]!.cash).toBe(50);
  });

  test('no loans, no question: the step passes by itself', () => {
    const s = act(atStep({ price: 78, cash: 500, loans: 0 }), 'pass');
    expect(stepName(s)).not.toBe('payLoanInterest');
  });
});
