/**
 * Every movement of money goes through `pay`, so the total is conserved by
 * construction and the bank-break condition is noticed in one place.
 * The bank may go below zero: by the usual rule the game then runs on to its
 * scheduled end, and payments are still made.
 */
import type { Ctx } from '../context';
import { every, first } from '../core/ask';
import { corpOf, seatOf, type Holder } from './types';
import { setEndPending } from './end';

function adjust(ctx: Ctx, holder: Holder, delta: number): void {
  const { state } = ctx;
  if (holder === 'bank') {
    state.bank += delta;
    return;
  }
  const seat = seatOf(holder);
  if (seat !== null) {
    state.players[seat]!.cash += delta;
    return;
  }
  const corp = corpOf(holder);
  if (corp !== null) {
    state.corporations[corp]!.cash += delta;
    return;
  }
  // A mechanism's holder of money (an investor other than a player) keeps its own account.
  const account = first(ctx.title, 'moneyAccount', state, holder);
  if (account) {
    account.cash += delta;
    return;
  }
  throw new Error(`cannot hold money: ${holder}`);
}

export function pay(ctx: Ctx, from: Holder, to: Holder, amount: number): void {
  if (amount === 0 || from === to) return;
  adjust(ctx, from, -amount);
  adjust(ctx, to, amount);
  if (from === 'bank') noteBankBreak(ctx);
}

/** The bank pays `amount` to `to`. */
export const receive = (ctx: Ctx, to: Holder, amount: number): void => pay(ctx, 'bank', to, amount);

function noteBankBreak(ctx: Ctx): void {
  const { state } = ctx;
  // A mechanism may make the bank unlimited (nationalisation, 1860 rules L912).
  if (state.bankBroken || !every(ctx.title, 'permits', ctx.title, state, 'bankBreaks')) return;
  const bank = ctx.title.definition.title.bank;
  if (bank.breaksOn === 'playerCash') {
    // Only the players' money counts (1860: pounds; company credits are unlimited).
    if (state.players.reduce((a, p) => a + p.cash, 0) <= bank.cash) return;
  } else if (state.bank > 0) return;
  state.bankBroken = true;
  ctx.log.push('The bank has broken');
  const cond = (ctx.title.definition.title.endConditions ?? []).find((e) => e.kind === 'bankBroken');
  if (cond && every(ctx.title, 'permits', ctx.title, state, 'bankBreakEnds')) setEndPending(ctx, 'bank', cond.timing);
}

/** The money `holder` holds: the bank's, a player's, a corporation's or a mechanism's account (an investor's); 0 for none. */
export function cashOf(ctx: Ctx, holder: Holder): number {
  const { state } = ctx;
  if (holder === 'bank') return state.bank;
  const seat = seatOf(holder);
  if (seat !== null) return state.players[seat]!.cash;
  const corp = corpOf(holder);
  if (corp !== null) return state.corporations[corp]!.cash;
  return first(ctx.title, 'moneyAccount', state, holder)?.cash ?? 0;
}
