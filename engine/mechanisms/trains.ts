/**
 * Trains: the depot sells them in roster order; the first purchase of a type
 * may start a phase, and a phase rusts older types and lowers train limits.
 * 1830 rules, "Trains" and "Phases".
 */
import { noteTrainBought } from './finalEra';
import { money, type Ctx } from '../context';
import type { Title } from '../definition/compile';
import type { Phase } from '../generated/definition';
import { runTerms, runType } from '../routes/revenue';
import { corpHolder, type GameState, type TrainState } from '../state/types';
import { pay } from './bank';
import { closeAllCompanies } from './companies';
import { rustDeferred } from './warranties';

/**
 * The trains the depot will sell now: the next train of the lowest type it still has, and the
 * next of any type on sale early from a phase (`availableOn`, 1870's diesels from phase 5).
 */
export function depotOffer(ctx: Ctx): TrainState[] {
  const first = ctx.state.trains.find((t) => t.owner === 'depot');
  if (!first) return [];
  const out = [first];
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

export function trainPrice(ctx: Ctx, t: TrainState): number {
  return ctx.title.trainType.get(t.type)!.price;
}

export function trainLimit(ctx: Ctx): number {
  return ctx.title.phases[ctx.state.phase]!.trainLimit;
}

/** A train's kind, for per-kind limits: its variant's, else its type's (trains.json `kind`); "" when it has none. */
export function trainKind(title: Title, t: { type: string; variant?: string }): string {
  return (runTerms(title, runType(t)) as { kind?: string } | undefined)?.kind ?? '';
}

/**
 * The groups of trains the phase's limit applies to: all of them, or with `trainLimitPerKind` those
 * of each kind (1862.md §2.6 item 7, §2.11.2).
 */
export function limitGroups(title: Title, phase: Phase, owned: TrainState[]): TrainState[][] {
  if (!(phase as { trainLimitPerKind?: boolean }).trainLimitPerKind) return [owned];
  const byKind = new Map<string, TrainState[]>();
  for (const t of owned) {
    const k = trainKind(title, t);
    byKind.set(k, [...(byKind.get(k) ?? []), t]);
  }
  return [...byKind.values()];
}

/** Whether a corporation's trains exceed the phase's limit (in any group, see limitGroups). */
export function overTrainLimit(title: Title, state: GameState, owned: TrainState[]): boolean {
  const phase = title.phases[state.phase]!;
  return limitGroups(title, phase, owned).some((g) => g.length > phase.trainLimit);
}

/**
 * Whether `corp` has room for one more train of `kind`: fewer trains than the limit, in total or
 * (trainLimitPerKind) of that kind. A corporation with no train always has room (1862.md §2.6 item 7).
 */
export function hasRoomFor(ctx: Ctx, corp: string, kind: string): boolean {
  const owned = ownedTrains(ctx, corp);
  if (owned.length === 0) return true;
  const phase = ctx.title.phases[ctx.state.phase]!;
  const counted = (phase as { trainLimitPerKind?: boolean }).trainLimitPerKind ? owned.filter((t) => trainKind(ctx.title, t) === kind) : owned;
  return counted.length < phase.trainLimit;
}

export function ownedTrains(ctx: Ctx, corp: string): TrainState[] {
  const holder = corpHolder(corp);
  return ctx.state.trains.filter((t) => t.owner === holder);
}

/**
 * Moves a train to `corp`. `funding` is paid by the president (emergency money);
 * the rest comes from the corporation's treasury.
 */
export function transferTrain(ctx: Ctx, corp: string, train: TrainState, price: number, president: number | null, funding: number, exchange?: TrainState): void {
  const c = ctx.state.corporations[corp]!;
  if (exchange) {
    // The traded-in train leaves the game.
    exchange.owner = 'scrap';
    c.trains = c.trains.filter((id) => id !== exchange.id);
    ctx.log.push(`${corp} trades in a ${exchange.type} train`);
  }
  const from = train.owner;
  const seller = from === 'depot' || from === 'pool' ? 'bank' : from;
  if (funding > 0 && president !== null) pay(ctx, `player:${president}`, corpHolder(corp), funding);
  pay(ctx, corpHolder(corp), seller, price);
  const fromCorp = from.startsWith('corp:') ? from.slice(5) : null;
  if (fromCorp) {
    const seller = ctx.state.corporations[fromCorp]!;
    seller.trains = seller.trains.filter((id) => id !== train.id);
  }
  train.owner = corpHolder(corp);
  c.trains.push(train.id);
  // The solo train-removal cycle removes one more train after a round without purchases (mechanisms/tableau.ts).
  if (ctx.state.tableau) ctx.state.tableau.trainBought = true;
  ctx.log.push(`${corp} buys a ${train.type} train from ${from === 'depot' ? 'the depot' : from === 'pool' ? 'the bank pool' : fromCorp} for ${money(ctx, price)}${funding > 0 ? ` (the president adds ${money(ctx, funding)})` : ''}`);
  if (from === 'depot') {
    restockUnlimited(ctx, train.type);
    onFirstPurchase(ctx, train.type);
    noteTrainBought(ctx, train.type);
  }
}

/** An unlimited train type always has one more in the depot. */
function restockUnlimited(ctx: Ctx, type: string): void {
  const def = ctx.title.trainType.get(type)!;
  if (def.count !== 'unlimited') return;
  if (ctx.state.trains.some((t) => t.type === type && t.owner === 'depot')) return;
  const n = ctx.state.trains.filter((t) => t.type === type).length;
  const at = ctx.state.trains.findIndex((t) => t.type === type) + n;
  ctx.state.trains.splice(at, 0, { id: `${type}-${n}`, type, owner: 'depot' });
}

export function onFirstPurchase(ctx: Ctx, type: string): void {
  const { title, state } = ctx;
  const bought = state.trains.filter((t) => t.type === type && t.owner !== 'depot').length;
  if (bought !== 1) return;
  const phaseIndex = title.phases.findIndex((p) => p.onTrain === type);
  if (phaseIndex > state.phase) {
    state.phase = phaseIndex;
    const phase = title.phases[phaseIndex]!;
    ctx.log.push(`Phase ${phase.id} begins: ${phase.tiles.join(', ')} tiles, train limit ${phase.trainLimit}, ${phase.operatingRounds} operating round(s) per set`);
    for (const e of phase.events ?? []) {
      if (e.kind === 'closeCompanies') closeAllCompanies(ctx);
      if (e.kind === 'removeTokens') removeCompanyTokens(ctx, (e as { companies?: string[] }).companies ?? null);
      if (e.kind === 'companiesForSale') offerCompanies(ctx, (e as { companies?: string[] }).companies ?? []);
    }
  }
  rust(ctx, type);
  enforceTrainLimits(ctx);
}

/** Phase event: the bank offers these companies to players at face value (1860's Fishbourne Ferry from the first 6+3). */
function offerCompanies(ctx: Ctx, companies: string[]): void {
  for (const id of companies) {
    const co = ctx.state.companies[id];
    if (!co || co.closed || co.owner !== 'bank') continue;
    co.forSale = true;
    ctx.log.push(`${id} is now for sale from the bank`);
  }
}

/** Phase event: private companies' tokens leave the map (1870: cattle and port tokens at phase 5). */
function removeCompanyTokens(ctx: Ctx, companies: string[] | null): void {
  const before = ctx.state.markers.length;
  ctx.state.markers = ctx.state.markers.filter((m) => m.kind !== 'bonus' || (companies !== null && !companies.includes(m.source)));
  if (ctx.state.markers.length !== before) ctx.log.push('Private company tokens are removed from the map');
}

function rust(ctx: Ctx, type: string): void {
  const rusting = ctx.title.trainTypes.filter((t) => t.rustsOn === type).map((t) => t.id);
  if (rusting.length === 0) return;
  let n = 0;
  let kept = 0;
  for (const t of ctx.state.trains) {
    if (!rusting.includes(t.type) || t.owner === 'scrap') continue;
    // Warranties (mechanisms/warranties.ts): a train with marks left is marked to rust instead.
    if (rustDeferred(t)) {
      t.rustPending = true;
      kept++;
      continue;
    }
    const corp = t.owner.startsWith('corp:') ? t.owner.slice(5) : null;
    if (corp) ctx.state.corporations[corp]!.trains = ctx.state.corporations[corp]!.trains.filter((id) => id !== t.id);
    if (t.owner !== 'depot') n++;
    t.owner = 'scrap';
  }
  ctx.log.push(`${rusting.join(', ')} trains rust (${n} removed from play${kept > 0 ? `; ${kept} kept by warranties until their last one goes` : ''})`);
}

/**
 * Corporations over the train limit give up their excess trains to the bank
 * pool, shortest first. (The demo title's simplification: 1830 lets the
 * president choose; a discard step will replace this where a title needs it.)
 */
export function enforceTrainLimits(ctx: Ctx): void {
  // Titles with a discardTrain step let the president choose (steps/discardTrain.ts).
  if (ctx.title.rounds.operating.steps.includes('discardTrain' as never)) return;
  const limit = trainLimit(ctx);
  const phase = ctx.title.phases[ctx.state.phase]!;
  for (const c of Object.values(ctx.state.corporations)) {
    // The group over the limit: all trains, or with trainLimitPerKind the first kind over it.
    const excess = (): TrainState[] | undefined => limitGroups(ctx.title, phase, c.trains.map((id) => ctx.state.trains.find((t) => t.id === id)!)).find((g) => g.length > limit);
    for (let owned = excess(); owned; owned = excess()) {
      owned.sort((a, b) => ctx.title.trainTypes.findIndex((x) => x.id === a.type) - ctx.title.trainTypes.findIndex((x) => x.id === b.type));
      const out = owned[0]!;
      out.owner = 'pool';
      c.trains = c.trains.filter((id) => id !== out.id);
      ctx.log.push(`${c.id} is over the train limit and discards a ${out.type} train to the bank pool`);
    }
  }
}
