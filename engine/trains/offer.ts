/**
 * What the bank offers and what a corporation may hold: the depot's and the pool's trains, a
 * train's face value, trade-in discounts, the rusted-train market's terms and room under the
 * train limit. common 18xx rules, "Trains"; the rest cites its rule.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import { variantOf } from '../routes/revenue';
import { corpHolder, type GameState, type TrainState } from '../state/types';
import { certificateLimit, countsTowardLimit, limitCount, limitNow, ownedTrains, trainKind } from '../state/trainLimit';

/**
 * The trains the depot will sell now: the next train of the lowest type it still has, and the
 * next of any type on sale early from a phase (`availableOn`, 1870's diesels from phase 5).
 */
export function depotOffer(ctx: Ctx): TrainState[] {
  // One pass over the trains: the depot's first train not rusted, and the rusted-train market (phases.json
  // rustedTrainMarket): one rusted certificate of each type, the first of it, all at once (1843 L4047-4055).
  let first: TrainState | undefined;
  const rusted: TrainState[] = [];
  for (const t of ctx.state.trains) {
    if (t.owner !== 'depot') continue;
    if (!t.rusted) first ??= t;
    else if (!rusted.some((r) => r.type === t.type)) rusted.push(t);
  }
  if (!first) return rusted;
  const out = [first, ...rusted];
  for (const tt of ctx.title.trainTypes) {
    if (!tt.availableOn || tt.id === first.type) continue;
    const from = ctx.title.phases.findIndex((p) => p.id === tt.availableOn);
    if (from < 0 || ctx.state.phase < from) continue;
    const next = ctx.state.trains.find((t) => t.owner === 'depot' && t.type === tt.id);
    if (next) out.push(next);
  }
  return out;
}

/** Money off a train of `type` for trading in a train of `traded` type (trains.json tradeInDiscount). */
export function tradeInDiscount(ctx: Ctx, type: string, traded: string): number | null {
  const table = (ctx.title.trainType.get(type) as { tradeInDiscount?: Record<string, number> } | undefined)?.tradeInDiscount;
  return table?.[traded] ?? null;
}

export function poolTrains(ctx: Ctx): TrainState[] {
  return ctx.state.trains.filter((t) => t.owner === 'pool');
}

/** A train's face value: its variant's price where the variant has one (a side of a double-sided certificate, 1843), else its type's. */
export function trainPrice(ctx: Ctx, t: { type: string; variant?: string }): number {
  return variantOf(ctx.title, t)?.price ?? ctx.title.trainType.get(t.type)!.price;
}

export function trainLimit(ctx: Ctx): number {
  return limitNow(ctx.title, ctx.state);
}

/**
 * Whether `corp` has room for one more train of `kind`: fewer trains than the limit, in total or
 * (trainLimitPerKind) of that kind. A corporation with no train always has room (1862.md §2.6 item 7).
 */
export function hasRoomFor(ctx: Ctx, corp: string, kind: string, units = 1, without?: string): boolean {
  const owned = ownedTrains(ctx, corp).filter((t) => t.id !== without && countsTowardLimit(t));
  if (owned.length === 0) return true;
  const phase = ctx.title.phases[ctx.state.phase]!;
  // Trains and certificates (phases.json trainCertificateLimit): `units` trains on one more certificate.
  const certs = certificateLimit(phase);
  if (certs !== null) {
    const n = limitCount(ctx.title, owned);
    return n.certificates + 1 <= certs && n.trains + units <= limitNow(ctx.title, ctx.state);
  }
  const counted = (phase as { trainLimitPerKind?: boolean }).trainLimitPerKind ? owned.filter((t) => trainKind(ctx.title, t) === kind) : owned;
  return counted.length < limitNow(ctx.title, ctx.state);
}

/**
 * The terms of the rusted-train market in force (the phases.json rustedTrainMarket event of the
 * current or an earlier phase), or null.
 */
export function rustedMarketTerms(title: Title, state: GameState): RustedMarketTerms | null {
  let byPhase = rustedTerms.get(title);
  if (!byPhase) rustedTerms.set(title, (byPhase = []));
  let terms = byPhase[state.phase];
  if (terms === undefined) byPhase[state.phase] = terms = rustedMarketTermsIn(title, state.phase);
  return terms;
}

/** The rusted-train market's terms, never to be changed by a caller. */
export type RustedMarketTerms = Readonly<{ treasuryOnly: boolean; maxPerCompany: number | null; satisfiesMustOwn: boolean; discardToUpgrade: boolean }>;

/**
 * rustedMarketTerms by title and phase index (they depend on those alone), found once: the buying of trains
 * asks for them many times per action.
 */
const rustedTerms = new WeakMap<Title, (RustedMarketTerms | null)[]>();

function rustedMarketTermsIn(title: Title, phase: number): RustedMarketTerms | null {
  for (const p of title.phases.slice(0, phase + 1).reverse()) {
    const e = (p.events ?? []).find((x) => x.kind === 'rustedTrainMarket') as
      | { treasuryOnly?: boolean; maxPerCompany?: number; satisfiesMustOwn?: boolean; discardToUpgrade?: boolean }
      | undefined;
    if (e) return { treasuryOnly: e.treasuryOnly ?? false, maxPerCompany: e.maxPerCompany ?? null, satisfiesMustOwn: e.satisfiesMustOwn ?? true, discardToUpgrade: e.discardToUpgrade ?? false };
  }
  return null;
}

/** Whether a corporation's train counts as owning a train (the must-own rule, forced purchases): not a rusted certificate where the market says so (1843 L4107-4115). */
const countsAsOwned = (ctx: Ctx, t: TrainState): boolean => !t.rusted || (rustedMarketTerms(ctx.title, ctx.state)?.satisfiesMustOwn ?? true);

/** Whether `corp` has running stock, a train that counts as owning one (countsAsOwned): the must-own rule asks after nearly every action of the train step. */
export function hasRunningStock(ctx: Ctx, corp: string): boolean {
  const holder = corpHolder(corp);
  return ctx.state.trains.some((t) => t.owner === holder && countsAsOwned(ctx, t));
}
