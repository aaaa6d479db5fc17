/**
 * Trains: the generic train code is the core's (engine/trains/: the depot's offer, transfers,
 * phases, rusting, the train limit); re-exported here for the mechanisms that use it. This file
 * keeps the train limit's invariant and the foreigners' purchase.
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import { certificateLimit, limitCount, limitGroups, limitNow, overTrainLimit, ownedTrains, trainKind } from '../../state/trainLimit';
import { discardFromSupply } from '../../trains/transfer';
import { noteObsoleteRun } from '../../trains/obsolete';

export { depotOffer, hasRoomFor, poolTrains, rustedMarketTerms, tradeInDiscount, trainLimit, trainPrice } from '../../trains/offer';
export { discardFromSupply, transferTrain, type UnlimitedDiscard } from '../../trains/transfer';
export { enforceTrainLimits, enterPhase, onFirstPurchase } from '../../trains/phase';
export { discardObsolete, noteObsoleteRun } from '../../trains/obsolete';
// The train limit in force and what counts toward it are the core's (engine/state/trainLimit.ts).
export { limitNow, certificateLimit, limitCount, trainKind, limitGroups, overTrainLimit, ownedTrains };

/** The foreigners' purchase at the end of a set (1843 rules L753-786): `discard` trains, each as a purchase. */
export function foreignersBuy(ctx: Ctx, discard: number, cascade: boolean): void {
  discardFromSupply(ctx, {
    count: discard,
    cascade,
    unlimited: 'take',
    say: (t) => `The foreigners buy a ${t.type} train (${t.id}); it leaves the game`,
  });
}

/** Owners respect the train limit. */
function trainLimitInvariants(title: Title, state: GameState): string[] {
  const errors: string[] = [];
  const limit = limitNow(title, state);
  for (const c of Object.values(state.corporations)) {
    const owned = state.trains.filter((t) => t.owner === `corp:${c.id}`);
    // With a discardTrain step, a corporation is over the limit until its president discards.
    // phases.json trainLimitPerKind: the limit holds for each kind (limitGroups).
    // A merger's survivor keeps every train, over the limit too: the limit then only stops its purchases (title.json mergers).
    // With limitDiscardChoice "director", a company a player directs is over it until its director discards (limitDiscardChoice.ts).
    const awaitsDirector = title.rounds.operating.limitDiscardChoice === 'director' && c.president !== null;
    if (overTrainLimit(title, state, owned) && !awaitsDirector && !title.rounds.operating.steps.includes('discardTrain' as never) && !title.definition.title.mergers) errors.push(`${c.id} has ${owned.length} trains, limit ${limit}`);
  }
  return errors;
}

/**
 * The train limit, checked as an invariant after every action. It has no block of its own: the limit
 * is the core's (phases[].trainLimit, engine/state/trainLimit.ts).
 */
export const mechanism: Mechanism = {
  id: 'trainLimit',
  block: null,
  appliesTo: () => true,
  hooks: { invariants: trainLimitInvariants, trainsRan: noteObsoleteRun },
};
