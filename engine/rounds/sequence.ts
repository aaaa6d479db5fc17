/**
 * The order of rounds, read from title.json `rounds`: the `initial` rounds once
 * (e.g. a private auction), then `cycle` over and over. An "operating" entry is
 * a set of as many operating rounds as the phase says when the set begins.
 */
import type { Ctx } from '../context';
import { finishGame } from '../mechanisms/end';
import { startOperatingSet } from './operating';
import { startStockRound } from './stock';
import { startAuctionRound } from './auction';
import { startParliamentRound } from './parliament';
import { runIssueTakeoverRound } from './issueTakeover';
import { beginFinalEra, roundSkipped } from '../mechanisms/finalEra';

export function startNextRound(ctx: Ctx): void {
  const { title, state } = ctx;
  const { initial, cycle } = title.rounds;
  const p = state.roundsStarted;
  const kind = p < initial.length ? initial[p]! : cycle[(p - initial.length) % cycle.length]!;
  state.roundsStarted += 1;
  // The final era drops some round kinds from the cycle (title.json finalEra.after.skipRounds).
  if (p >= initial.length && roundSkipped(title, state, kind)) {
    startNextRound(ctx);
    return;
  }
  state.roundCounts[kind] = (state.roundCounts[kind] ?? 0) + 1;
  if (kind === 'auction') startAuctionRound(ctx, state.roundCounts[kind]!);
  else if (kind === 'stock') startStockRound(ctx, state.roundCounts[kind]!);
  else if (kind === 'operating') startOperatingSet(ctx, state.roundCounts[kind]!);
  else if (kind === 'parliament') startParliamentRound(ctx, state.roundCounts[kind]!);
  // Runs its automatic steps and goes straight on to the next round (nothing in it waits for a player yet).
  else if (kind === 'issueTakeover') runIssueTakeoverRound(ctx, state.roundCounts[kind]!);
  else throw new Error(`round kind ${kind} is not implemented`);
}

/**
 * Called when a round is over. A pending game end whose timing has come ends
 * the game here; otherwise the next round starts. `setComplete` is true when
 * the round closes a whole set (always for a stock round).
 */
export function roundFinished(ctx: Ctx, setComplete: boolean): boolean {
  const pending = ctx.state.endPending;
  const inOperating = ctx.state.round.kind === 'operating';
  if (pending && (pending.timing === 'endOfRound' || (pending.timing === 'endOfOperatingSet' && setComplete && inOperating) || (pending.timing === 'endOfOperatingRound' && inOperating))) {
    finishGame(ctx, pending.reason);
    return true;
  }
  if (inOperating && setComplete) beginFinalEra(ctx);
  return false;
}
