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
import { foreignersBuy, trainOwnedCondition } from '../mechanisms/trains';
import { payStockRoundIncome } from '../mechanisms/stockRoundIncome';

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
  else if (kind === 'stock') {
    // Income is the first stage of the stock round (title.json stockRoundIncome; 1820 §6.1-6.2).
    payStockRoundIncome(ctx, state.roundCounts[kind]!);
    startStockRound(ctx, state.roundCounts[kind]!);
  }
  else if (kind === 'operating') {
    noteSetStart(ctx);
    startOperatingSet(ctx, state.roundCounts[kind]!);
  }
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
  if (inOperating && setComplete) {
    if (trainOwnedSetEnds(ctx)) return true;
    endOfSet(ctx);
    beginFinalEra(ctx);
  }
  return false;
}

/** endConditions "trainOwnedForSets": the set starts as one with such a train when a corporation owns one (1843 L4624-4625). */
function noteSetStart(ctx: Ctx): void {
  const cond = trainOwnedCondition(ctx.title);
  if (!cond) return;
  const owned = ctx.state.trains.some((t) => t.type === cond.train && t.owner.startsWith('corp:'));
  ctx.state.trainOwnedSets = { count: ctx.state.trainOwnedSets?.count ?? 0, thisSet: owned };
}

/**
 * At the end of an operating set: a set during which a corporation owned the condition's train
 * counts, and the `sets`-th ends the game (1843 L4624-4625: "at the end of the second set of
 * operating rounds during which at least one company owned a gray train"). Checked before the
 * foreigners buy, so a train they take does not count the set (1843.md D6).
 */
function trainOwnedSetEnds(ctx: Ctx): boolean {
  const cond = trainOwnedCondition(ctx.title);
  const seen = ctx.state.trainOwnedSets;
  if (!cond || !seen?.thisSet) return false;
  const count = seen.count + 1;
  ctx.state.trainOwnedSets = { count, thisSet: false };
  ctx.log.push(`Operating set ${count} of ${cond.sets} with a ${cond.train} train owned ends`);
  if (count < cond.sets) return false;
  finishGame(ctx, `the ${ordinal(cond.sets)} operating set with a ${cond.train} train owned ended`);
  return true;
}

const ordinal = (n: number): string => (n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);

/** title.json rounds.endOfSet: what happens after the last operating round of a set, in order. */
function endOfSet(ctx: Ctx): void {
  for (const hook of (ctx.title.rounds as { endOfSet?: { kind: string; discard?: number; cascadeToNextType?: boolean }[] }).endOfSet ?? []) {
    if (hook.kind === 'foreigners') foreignersBuy(ctx, hook.discard ?? 1, hook.cascadeToNextType ?? false);
  }
}
