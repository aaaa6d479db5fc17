/**
 * The order of rounds, read from title.json `rounds`: the `initial` rounds once
 * (e.g. a private auction), then `cycle` over and over. An "operating" entry is
 * a set of as many operating rounds as the phase says when the set begins.
 */
import type { Ctx } from '../context';
import { each, first } from '../core/ask';
import { finishGame } from '../state/end';
import { roundModule } from './registry';

export function startNextRound(ctx: Ctx): void {
  const { title, state } = ctx;
  const { initial, cycle } = title.rounds;
  const p = state.roundsStarted;
  const kind = p < initial.length ? initial[p]! : cycle[(p - initial.length) % cycle.length]!;
  state.roundsStarted += 1;
  // A mechanism may drop some round kinds from the cycle (the final era's skipRounds).
  if (p >= initial.length && first(title, 'roundSkipped', title, state, kind)) {
    startNextRound(ctx);
    return;
  }
  state.roundCounts[kind] = (state.roundCounts[kind] ?? 0) + 1;
  const number = state.roundCounts[kind]!;
  // What comes before the round's first turn (stock-round income, 1820 §6.1-6.2).
  each(title, 'roundStarting', ctx, kind, number);
  // The core's stock, operating and auction rounds, or a kind a mechanism brings (a parliament round).
  const module = roundModule(title, kind);
  if (!module.start) throw new Error(`round kind ${kind} cannot be started`);
  module.start(ctx, number);
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
  if (inOperating && setComplete && first(ctx.title, 'operatingSetEnded', ctx)) return true;
  return false;
}
