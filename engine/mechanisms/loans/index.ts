/**
 * Loans (title.json loans; 1820 §17 L1640-1679, §7.2.8-7.2.9 L688-707, digest D4.21).
 *
 * A loan is `amount` from the bank. The operating corporation may take one at any point of its
 * turn while it has fewer loans than shares in play (held by players or in the pool, §10.6 L1006;
 * cousins, 1820 G7, will count too) and the price would stay above the market's lowest cell (the
 * £10 liquidation box: "may not be taken if it would push the price into liquidation, nor while
 * in liquidation", L1657-1660); each loan moves the price `priceMovePerLoan` (−1). Interest is
 * charged per loan each operating round at the payLoanInterest step, loans taken this turn
 * included (L1651), at `interestPercent` or the Cost of Business column's rate; repayment at the
 * repayLoans step moves the price `priceMovePerRepayment` (+1) per loan.
 *
 * Loans above the cap are repaid at once (§17.2 L1663-1664, §17.3 L1671-1675): after a company's purchase of
 * its own pool shares (`repayExcessLoans`, engine/mechanisms/corporatePoolBuy/index.ts), a share-count reduction
 * (engine/steps/reduceShareCount.ts) and a takeover (engine/mechanisms/issueTakeoverRound/takeover.ts). Liquidation's shareholder
 * assessment is engine/mechanisms/liquidation/index.ts.
 *
 * Outside the operating round loans are taken "as needed in any other round for any expense" (L1650): with the
 * expense they pay for (`loansAsNeeded`: the fewest loans after which the expense is possible), in a stock round
 * for the company's purchase of its own pool shares (corporatePoolBuy.ts, redeem_share `loans`), in the Issue &
 * Takeover round for a share-count reduction's buy-back (reduceShareCount.ts, reduce_shares `loans`) and a
 * takeover's payment (takeoverPayment.ts, or the engine's own loans with raisePayment "loans").
 */
import { type Ctx, money, playerName, scratchCtx } from '../../context';
import { illegal, invalid, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { corpHolder, playerHolder, type CorporationState } from '../../state/types';
import type { Title } from '../../definition/title';
import { pay } from '../../state/bank';
import { movePrice } from '../shared/companyCharges';
import { anyLegalToken } from '../../map/tokens';
import type { Mechanism } from '../../core/mechanism';
import { payLoanInterest, repayLoans } from './loanSteps';
import { debtInterruption, netWorthLessLoans } from './debt';
import { interestPerLoan, loanCount, LOANS_REF, loansConfig } from './terms';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { actionId } from '../../ids';

export { interestPerLoan, loanCount, LOANS_REF, loansConfig, repayLoan, type LoansConfig } from './terms';
export { loanRefusal, maxLoans, sharesInPlay } from './limits';
import { loanRefusal, sharesInPlay } from './limits';

export function takeLoan(ctx: Ctx, corp: string): void {
  const why = loanRefusal(ctx, corp);
  if (why) throw illegal(why, LOANS_REF);
  const cfg = loansConfig(ctx.title)!;
  const c = ctx.state.corporations[corp]!;
  c.loans = (c.loans ?? 0) + 1;
  const round = ctx.state.round;
  const turn = round.kind === 'operating' && round.current === corp ? round.turn : null;
  if (turn) turn.loansTaken = (turn.loansTaken ?? 0) + 1;
  // loanAfterInterest "interestDeducted" (18xx.games' G1856 take_loan): the turn's interest is already paid, so this loan's is taken at once.
  const amount = cfg.loanAfterInterest === 'interestDeducted' && turn?.interestPaid ? cfg.amount - interestPerLoan(ctx.title, ctx.state) : cfg.amount;
  pay(ctx, 'bank', corpHolder(corp), amount);
  ctx.log.push(`${corp} takes a loan of ${money(ctx, cfg.amount)} (${c.loans} in all)${amount !== cfg.amount ? ` and receives ${money(ctx, amount)}, its interest paid at once` : ''}`);
  movePrice(ctx, c, cfg.priceMovePerLoan);
}

/**
 * Loans "as needed in any other round for any expense" (§17.1 L1650): the fewest loans, taken one after the
 * other (each moving the price), after which the expense's own check `refusal` passes; 0 when it passes without
 * one; null when no number of loans the company may take makes it possible. Tried on a copy of the game.
 */
export function loansAsNeeded(ctx: Ctx, corp: string, refusal: (after: Ctx) => GameError | null): number | null {
  if (refusal(ctx) === null) return 0;
  if (loanRefusal(ctx, corp) !== null) return null;
  const scratch = scratchCtx(ctx);
  for (let n = 1; loanRefusal(scratch, corp) === null; n++) {
    takeLoan(scratch, corp);
    if (refusal(scratch) === null) return n;
  }
  return null;
}

/**
 * An expense's `loans` field (redeem_share, reduce_shares): refused unless it is the number `loansAsNeeded` gives
 * (the fewest that make the expense possible); then the loans are taken. Absent: no loan, and the expense's own
 * check decides.
 */
export function takeLoansAsNeeded(ctx: Ctx, corp: string, loans: number | undefined, refusal: (after: Ctx) => GameError | null): void {
  if (loans === undefined) return;
  if (!Number.isInteger(loans) || loans < 1) throw invalid('loans must be a whole number of at least 1');
  const needed = loansAsNeeded(ctx, corp, refusal);
  if (needed !== loans) throw illegal(needed === null ? `no number of loans lets ${corp} pay for this` : needed === 0 ? `${corp} can pay for this without a loan` : `${corp} needs ${needed} loan${needed === 1 ? '' : 's'} for this, not ${loans}`, LOANS_ANY_ROUND_REF);
  for (let k = 0; k < loans; k++) takeLoan(ctx, corp);
}

export const LOANS_ANY_ROUND_REF = '1820 rules §17.1 L1650 (loans "as needed in any other round for any expense")';

/** Loans above the shares in play (§17.2 L1662-1664): what the company must repay at once. */
export function excessLoans(title: Title, c: CorporationState): number {
  return Math.max(0, (c.loans ?? 0) - sharesInPlay(title, c));
}

/** What the director must add to the treasury to repay `count` loans (§17.3 L1671-1672). */
export function repaymentCover(ctx: Ctx, c: CorporationState, count: number): number {
  const cfg = loansConfig(ctx.title);
  return cfg ? Math.max(0, count * cfg.amount - c.cash) : 0;
}

/**
 * Repays the loans above the shares in play at once (§17.2 L1663-1664, §17.3 L1667-1675): the treasury pays,
 * the director contributes what it lacks (the caller has checked they can), the price moves
 * `priceMovePerRepayment` per loan and then `directorCoverPriceMove` once when the director paid.
 */
export function repayExcessLoans(ctx: Ctx, c: CorporationState): void {
  const cfg = loansConfig(ctx.title);
  const excess = excessLoans(ctx.title, c);
  if (!cfg || excess === 0) return;
  const cover = repaymentCover(ctx, c, excess);
  if (cover > 0) {
    if (c.president === null || ctx.state.players[c.president]!.cash < cover) throw illegal(`${c.id}'s director cannot contribute ${money(ctx, cover)} to repay its loans`, LOANS_REF);
    pay(ctx, playerHolder(c.president), corpHolder(c.id), cover);
    ctx.log.push(`${playerName(ctx, c.president)} contributes ${money(ctx, cover)} to repay ${c.id}'s loans`);
  }
  pay(ctx, corpHolder(c.id), 'bank', excess * cfg.amount);
  c.loans = c.loans! - excess;
  ctx.log.push(`${c.id} repays ${excess} loan${excess === 1 ? '' : 's'} above its ${sharesInPlay(ctx.title, c)} shares in play (${c.loans} left)`);
  movePrice(ctx, c, cfg.priceMovePerRepayment * excess);
  if (cover > 0) movePrice(ctx, c, cfg.directorCoverPriceMove);
}

export const mechanism: Mechanism = {
  id: 'loans',
  block: 'title.loans',
  summary: { words: { operatingSteps: { payLoanInterest: 'pay loan interest', repayLoans: 'repay loans' } } },
  slice: { keys: ['loans', 'interestPaid', 'loansTaken', 'loanRepaid', 'excessRepaid', 'loanDebts', 'loanDebtCompany'] },
  appliesTo: (d) => (d.title as { loans?: unknown }).loans !== undefined,
  hooks: {
    corporationView: (_title, _state, c) => ({ loans: c.loans ?? 0 }),
    netWorthExtra: (title, state, seat) => netWorthLessLoans({ title, state }, seat),
    stationStepHeld: (ctx, corp) => (stationAfterLoan(ctx, corp) ? 'loan' : null),
    phaseChanged: (ctx) => repayAtPhase(ctx),
  },
  // A director's debt for the company's loans (loans.interestShortfall "revenueThenDirectorOwes").
  interruptions: { operating: [debtInterruption] },
  // 1820 rules §7.2.8 (Pay loan interest) and the repayment step.
  operatingSteps: { payLoanInterest, repayLoans },
  // A loan may be taken at any point of the turn (1820 §17 L1646).
  anytime: { operating: [{ name: 'takeLoan', legal: loanLegal, process: loanProcess }] },
};

/**
 * loans.stationStepCountsLoan (18xx.games' G1856 Token#buying_power): no station is affordable now, but one would
 * be with the money of one more loan, so the station step waits for the corporation to take it or pass.
 */
function stationAfterLoan(ctx: Ctx, corp: string): boolean {
  const cfg = loansConfig(ctx.title);
  if (!cfg?.stationStepCountsLoan || loanRefusal(ctx, corp) !== null || anyLegalToken(ctx, corp, false)) return false;
  const scratch = scratchCtx(ctx);
  takeLoan(scratch, corp);
  return anyLegalToken(scratch, corp, false);
}

/** loans.repaidAtPhase (18xx.games' G1856 corporations_repay_loans): as the phase starts, each floated corporation repays what its treasury can. */
function repayAtPhase(ctx: Ctx): void {
  const cfg = loansConfig(ctx.title);
  if (!cfg?.repaidAtPhase || ctx.title.phases[ctx.state.phase]?.id !== cfg.repaidAtPhase) return;
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (!c.floated || c.closed || !c.loans) continue;
    const n = Math.min(c.loans, Math.floor(c.cash / cfg.amount));
    if (n === 0) continue;
    pay(ctx, corpHolder(c.id), 'bank', n * cfg.amount);
    c.loans -= n;
    ctx.log.push(`${c.id} repays ${money(ctx, n * cfg.amount)} for ${n} loan${n === 1 ? '' : 's'} as phase ${cfg.repaidAtPhase} starts (${c.loans} left)`);
  }
}

function loanLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  if (actor.entityType !== 'corporation' || loanRefusal(ctx, String(actor.entity)) !== null) return [];
  const action = act(actor, 'take_loan', {});
  return [{ id: actionId(action), action }];
}

function loanProcess(ctx: Ctx, actor: Actor, action: Action): boolean {
  if (action.type !== 'take_loan' || action.entityType !== 'corporation') return false;
  const count = loanCount(action);
  for (let k = 0; k < count; k++) takeLoan(ctx, String(actor.entity));
  return true;
}

declare module '../../state/slices' {
  interface CorporationSlices {
    /** Loans outstanding (title.json loans; 1820 §17). Absent: none. */
    loans?: number;
  }
  interface OperatingTurnSlices {
    /** True once the payLoanInterest step has charged this turn's loan interest (title.json loans). Absent: not yet. */
    interestPaid?: boolean;
    /** Loans taken this turn (title.json loans.perTurn). Absent: none. */
    loansTaken?: number;
    /** True once a loan was repaid this turn (title.json loans.noLoanAfterRepayment). Absent: none. */
    loanRepaid?: boolean;
    /** True once the loans above the maximum were repaid at the repayLoans step (title.json loans.excessRepaidAfterTrains). */
    excessRepaid?: boolean;
  }
  interface GameSlices {
    /** What players owe the bank for their companies' loans (title.json loans.interestShortfall "revenueThenDirectorOwes"), by seat. Absent: nothing. */
    loanDebts?: Record<string, number>;
    /** The company whose loans each debt of loanDebts is for, by seat (its president keeps the presidency while selling to pay). */
    loanDebtCompany?: Record<string, string>;
  }
}
