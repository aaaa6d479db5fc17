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
 * (mechanisms/trains/index.ts).
 */
import { actingSeat } from '../state/actingSeat';
import type { Ctx } from '../context';
import { illegal } from '../errors';
import type { DiscardTrainAction } from '../generated/actions';
import { actionId } from '../ids';
import { compareMarkers, type MarketMarker } from '../market/order';
import { certificateLimit, limitNow, overTrainLimit, ownedTrains } from '../state/trainLimit';
import { runType, variantOf } from '../routes/revenue';
import type { CorporationState, TrainState } from '../state/types';
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
  const limit = limitNow(ctx.title, ctx.state);
  // Trains and certificates (phases.json trainCertificateLimit; 1843 rules L4309-4376).
  const twoD = certificateLimit(ctx.title.phases[ctx.state.phase]!) !== null;
  const over = (c: CorporationState): boolean => (twoD ? overTrainLimit(ctx.title, ctx.state, ownedTrains(ctx, c.id)) : c.trains.length > limit);
  if (onOwnerTurn(ctx)) {
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.current === null) return null;
    return over(ctx.state.corporations[round.current]!) ? round.current : null;
  }
  // rounds.operating.discardOrder: who of several discards first (the discards are simultaneous in the rules),
  // else the first in definition order. Asked before every action, so no list is made: the first in share price
  // order is what a stable sort would put first, the earliest listed of the least (compareMarkers is a ranking).
  const bySharePrice = ctx.title.rounds.operating.discardOrder === 'sharePrice';
  let first: CorporationState | null = null;
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.closed || !over(c)) continue;
    if (!bySharePrice) return c.id;
    if (first === null || compareMarkers(ctx, c as MarketMarker, first as MarketMarker) < 0) first = c;
  }
  return first?.id ?? null;
}

const FLIP_REF = '1843 rules L4316-4334 (×2 trains may be turned over to their single train side to comply with the train limit)';

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
    const owned = ownedTrains(ctx, corp);
    // Identical trains are one choice: of one type, or with a two-dimensional limit of one type and side.
    const key = (t: TrainState): string => (certificateLimit(ctx.title.phases[ctx.state.phase]!) !== null ? runType(t) : t.type);
    const discards = owned
      .filter((t) => !seen.has(key(t)) && seen.add(key(t)))
      .map((t) => {
        const action = act(actor, 'discard_train', { train: t.id });
        return { id: actionId(action), action };
      });
    const flipped = new Set<string>();
    const flips = owned
      .filter((t) => variantOf(ctx.title, t)?.flipsTo !== undefined && !flipped.has(runType(t)) && flipped.add(runType(t)))
      .map((t) => {
        const action = act(actor, 'discard_train', { train: t.id, flip: true });
        return { id: actionId(action), action };
      });
    return [...flips, ...discards];
  },
  process(ctx, actor, action) {
    const a = action as DiscardTrainAction;
    const corp = String(actor.entity);
    if (overLimit(ctx) !== corp) throw illegal(`${corp} is within its train limit`, REF);
    const t = ctx.state.trains.find((x) => x.id === a.train);
    if (!t || t.owner !== `corp:${corp}`) throw illegal(`${corp} does not own train ${a.train}`, REF);
    if (a.flip) {
      const to = variantOf(ctx.title, t)?.flipsTo;
      if (to === undefined) throw illegal(`train ${t.id} has no side to turn over to`, FLIP_REF);
      ctx.log.push(`${corp} turns train ${t.id} over from ${t.variant} to ${to}`);
      t.variant = to;
      return;
    }
    t.owner = 'pool';
    delete t.marked;
    const c = ctx.state.corporations[corp]!;
    c.trains = c.trains.filter((id) => id !== t.id);
    ctx.log.push(`${corp} discards a ${t.type} train to the bank pool`);
  },
  done: (ctx) => overLimit(ctx) === null,
  passBlocked: () => illegal('discard a train first', REF),
};
