/**
 * Excess trains after a phase change lowers the limit: the president of a
 * corporation over the limit chooses which to discard to the bank pool, without
 * compensation. When is data (`rounds.operating.discardTiming`):
 * - "phaseChange" (default): every corporation over the limit discards at once,
 *   out of turn, before play goes on (1870 rules, Buying trains);
 * - "ownerTurn": a corporation discards at the start of its own next operating
 *   turn, as this step of its turn; until then it keeps the excess (1860 rules,
 *   Buying Trains: "returned to the bank at the start of the owning company's
 *   next operating turn").
 * Titles without this step discard the shortest trains automatically
 * (mechanisms/trains.ts).
 */
import { actingSeat } from '../mechanisms/receivership';
import type { Ctx } from '../context';
import { illegal } from '../errors';
import type { DiscardTrainAction } from '../generated/actions';
import { actionId } from '../ids';
import { ownedTrains, trainLimit } from '../mechanisms/trains';
import type { OperatingStep } from './operating';
import { act, type Actor } from './step';

const REF = '1870 rules, Buying trains (excess trains discarded after a phase change)';

export const discardEnabled = (ctx: Ctx): boolean => ctx.title.rounds.operating.steps.includes('discardTrain' as never);

const onOwnerTurn = (ctx: Ctx): boolean => ctx.title.rounds.operating.discardTiming === 'ownerTurn';

/**
 * The corporation that must discard now: the first (in definition order) holding more trains
 * than the limit, or, when discards wait for the owner's turn, the operating corporation if it does.
 */
export function overLimit(ctx: Ctx): string | null {
  if (!discardEnabled(ctx)) return null;
  const limit = trainLimit(ctx);
  if (onOwnerTurn(ctx)) {
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.current === null) return null;
    return ctx.state.corporations[round.current]!.trains.length > limit ? round.current : null;
  }
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (!c.closed && c.trains.length > limit) return def.id;
  }
  return null;
}

/** Who must discard out of turn, before anything else happens (never when discards wait for the owner's turn). */
export function discardActor(ctx: Ctx): Actor | null {
  if (onOwnerTurn(ctx)) return null;
  const corp = overLimit(ctx);
  if (!corp) return null;
  return { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
}

export const discardTrain: OperatingStep = {
  name: 'discardTrain',
  accepts: ['discard_train'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    if (overLimit(ctx) !== corp) return [];
    const seen = new Set<string>();
    return ownedTrains(ctx, corp)
      .filter((t) => !seen.has(t.type) && seen.add(t.type))
      .map((t) => {
        const action = act(actor, 'discard_train', { train: t.id });
        return { id: actionId(action), action };
      });
  },
  process(ctx, actor, action) {
    const a = action as DiscardTrainAction;
    const corp = String(actor.entity);
    if (overLimit(ctx) !== corp) throw illegal(`${corp} is within its train limit`, REF);
    const t = ctx.state.trains.find((x) => x.id === a.train);
    if (!t || t.owner !== `corp:${corp}`) throw illegal(`${corp} does not own train ${a.train}`, REF);
    t.owner = 'pool';
    const c = ctx.state.corporations[corp]!;
    c.trains = c.trains.filter((id) => id !== t.id);
    ctx.log.push(`${corp} discards a ${t.type} train to the bank pool`);
  },
  done: (ctx) => overLimit(ctx) === null,
  passBlocked: () => illegal('discard a train first', REF),
};
