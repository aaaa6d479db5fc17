/**
 * The director's choice of the trains discarded over the train limit, in whatever round the company
 * went over it (title.json rounds.operating.limitDiscardChoice "director"; 1820 §13.7 L1333-1335: "A
 * company with more trains than the current train limit must discard its trains ... until it is within
 * the current train limit"; §8.4.3 L871 after a takeover). A phase change that lowers the limit
 * (engine/trains/phase.ts enforceTrainLimits) or a takeover that brings trains (takeover.ts takeTrains)
 * leaves a company a player directs over its limit; before anything else happens its director discards
 * one train at a time (discard_train), from the game with limitDiscard "outOfGame", else to the pool.
 * A company no player directs (a cousin's, or one waiting in liquidation) still discards the shortest
 * at once: nobody could be asked.
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { illegal } from '../../errors';
import type { Action, DiscardTrainAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { overTrainLimit, ownedTrains } from '../../state/trainLimit';
import type { Interruption, Mechanism } from '../../core/mechanism';
import { act, type Actor, type LegalAction } from '../../steps/step';

export const LIMIT_DISCARD_REF = '1820 rules §13.7 L1333-1335, §8.4.3 L871 (discard over the train limit, the director choosing)';

/** Whether the director chooses the trains discarded over the limit (title.json rounds.operating.limitDiscardChoice). */
export const directorDiscards = (title: Title): boolean => title.rounds.operating.limitDiscardChoice === 'director';

/** The first company (definition order) a player directs that holds more trains than the limit, or null. */
export function companyOverLimit(ctx: Ctx): string | null {
  if (!directorDiscards(ctx.title)) return null;
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (!c.closed && c.president !== null && overTrainLimit(ctx.title, ctx.state, ownedTrains(ctx, def.id))) return def.id;
  }
  return null;
}

/** Why `corp` may not discard `train` now, or null: the rule legal() and process() share. */
export function limitDiscardRefusal(ctx: Ctx, corp: string, train: string): string | null {
  if (companyOverLimit(ctx) !== corp) return `${corp} is not the company that must discard over the train limit`;
  if (!ownedTrains(ctx, corp).some((t) => t.id === train)) return `${corp} does not own train ${train}`;
  return null;
}

function actor(ctx: Ctx): Actor | null {
  const corp = companyOverLimit(ctx);
  if (corp === null) return null;
  return { entityType: 'corporation', entity: corp, seat: ctx.state.corporations[corp]!.president! };
}

/** One discard per train type the company owns: identical trains are one choice. */
function legal(ctx: Ctx, who: Actor): LegalAction[] {
  const corp = String(who.entity);
  const seen = new Set<string>();
  return ownedTrains(ctx, corp)
    .filter((t) => !seen.has(t.type) && seen.add(t.type) && limitDiscardRefusal(ctx, corp, t.id) === null)
    .map((t) => {
      const action = act(who, 'discard_train', { train: t.id });
      return { id: actionId(action), action };
    });
}

function process(ctx: Ctx, who: Actor, action: Action): void {
  const corp = String(who.entity);
  if (action.type !== 'discard_train') throw illegal(`${corp} must first discard a train over the train limit`, LIMIT_DISCARD_REF);
  const a = action as DiscardTrainAction;
  if (a.flip) throw illegal('a train is discarded, not turned over', LIMIT_DISCARD_REF);
  const refusal = limitDiscardRefusal(ctx, corp, a.train);
  if (refusal) throw illegal(refusal, LIMIT_DISCARD_REF);
  const t = ctx.state.trains.find((x) => x.id === a.train)!;
  const outOfGame = ctx.title.rounds.operating.limitDiscard === 'outOfGame';
  t.owner = outOfGame ? 'scrap' : 'pool';
  delete t.marked;
  const c = ctx.state.corporations[corp]!;
  c.trains = c.trains.filter((id) => id !== t.id);
  ctx.log.push(`${corp} is over the train limit and discards a ${t.type} train ${outOfGame ? 'from the game' : 'to the bank pool'}`);
}

const limitDiscard: Interruption = { name: 'limitDiscard', actor, legal, process };

/** The discard over the limit interrupts any round until it is made. */
export const mechanism: Mechanism = {
  id: 'limitDiscardChoice',
  block: 'title.rounds.operating.limitDiscardChoice',
  appliesTo: (d) => d.title.rounds.operating?.limitDiscardChoice === 'director',
  // A company no player directs discards its shortest at once: nobody could be asked.
  hooks: { limitDiscardWaits: (_title, _state, c) => c.president !== null },
  interruptions: { stock: [limitDiscard], operating: [limitDiscard], issueTakeover: [limitDiscard] },
};
