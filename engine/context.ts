/**
 * What every step and mechanism works on while an action is applied: the
 * compiled title, the (already cloned, hence mutable) state, and the log of
 * human-readable effects that the action produced.
 */
import type { Title } from './definition/title';
import { cloneState } from './state/clone';
import type { GameState } from './state/types';

export interface Ctx {
  title: Title;
  state: GameState;
  log: string[];
  /** A replay's "can it run" checks put off to the next action (routes/canRun.ts deferRunCheck); absent outside a replay. */
  runChecks?: RunCheckDeferral | undefined;
  /**
   * Answers kept for one listing of legal choices (listingCtx), during which the state does not change:
   * a figure every candidate's rules ask (the player's certificate count) is worked out once, not once
   * per candidate. Absent while an action is applied.
   */
  memo?: Map<string, unknown> | undefined;
}

/**
 * A new Ctx with an empty log. Every Ctx is made here or by listingCtx, with its fields in one order, so
 * that the engine's countless reads of ctx.title and ctx.state meet one object shape: V8 then checks one
 * hidden class at each read instead of telling up to four apart (with and without runChecks or memo).
 */
export const newCtx = (title: Title, state: GameState, runChecks?: RunCheckDeferral): Ctx => ({ title, state, log: [], runChecks, memo: undefined });

/** A copy of `ctx`'s game to try something on that the game itself never sees (a loan, a sale, a payment): apply()'s copy (state/clone.ts). */
export const scratchCtx = (ctx: Ctx): Ctx => newCtx(ctx.title, cloneState(ctx.state));

/**
 * The "can this corporation run at all" check (steps/runRoutes.ts done()) a replay puts off until the next
 * action, whose run, when it is that corporation's and earns something, answers it (routes/canRun.ts).
 */
export interface RunCheckDeferral {
  /** The check waiting (a new object for each check put off), or null. */
  pending: { corp: string } | null;
}

/** `ctx` for one listing of candidate choices, whose rules may keep answers (memoized) until it is over. */
export const listingCtx = (ctx: Ctx): Ctx => (ctx.memo ? ctx : { title: ctx.title, state: ctx.state, log: ctx.log, runChecks: ctx.runChecks, memo: new Map() });

/** `compute()`, kept under `key` for the rest of a listing (listingCtx); computed afresh on every call otherwise. */
export function memoized<T>(ctx: Ctx, key: string, compute: () => T): T {
  const memo = ctx.memo;
  if (!memo) return compute();
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  return value;
}

export const playerName = (ctx: Ctx, seat: number): string => ctx.state.players[seat]?.name ?? `seat ${seat}`;

export function money(ctx: Ctx, amount: number): string {
  return formatMoney(ctx.title.definition.title.currency, amount);
}

/** An amount written with the title's currency: the symbol before it, or after it with title.json currency.position "after" (1843's "125fr"). */
export function formatMoney(currency: { symbol: string; position?: 'before' | 'after' } | undefined, amount: number): string {
  const symbol = currency?.symbol ?? '$';
  const abs = Math.abs(amount);
  const body = currency?.position === 'after' ? `${abs}${symbol}` : `${symbol}${abs}`;
  return amount < 0 ? `-${body}` : body;
}
