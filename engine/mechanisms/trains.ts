/**
 * Trains: the depot sells them in roster order; the first purchase of a type
 * may start a phase, and a phase rusts older types and lowers train limits.
 * 1830 rules, "Trains" and "Phases".
 */
import { closeCousins } from './cousins';
import { noteTrainBought } from './finalEra';
import { money, type Ctx } from '../context';
import type { Title } from '../definition/compile';
import { variantOf } from '../routes/revenue';
import { corpHolder, type GameState, type TrainState } from '../state/types';
import { pay } from '../state/bank';
import { closeAllCompanies, closeOnTrainAcquired } from './companies';
import { rustDeferred } from './warranties';
import { followPhase } from './costOfBusiness';
import type { Mechanism } from '../core/mechanism';
import { certificateLimit, countsTowardLimit, limitCount, limitGroups, limitNow, overTrainLimit, ownedTrains, trainKind } from '../state/trainLimit';

/**
 * The trains the depot will sell now: the next train of the lowest type it still has, and the
 * next of any type on sale early from a phase (`availableOn`, 1870's diesels from phase 5).
 */
export function depotOffer(ctx: Ctx): TrainState[] {
  const first = ctx.state.trains.find((t) => t.owner === 'depot' && !t.rusted);
  // The rusted-train market (phases.json rustedTrainMarket): one rusted certificate of each type, all at once (1843 L4047-4055).
  const rusted = ctx.state.trains.filter((t, i, all) => t.owner === 'depot' && t.rusted && all.findIndex((x) => x.owner === 'depot' && x.rusted && x.type === t.type) === i);
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

// The train limit in force and what counts toward it are the core's (engine/state/trainLimit.ts).
export { limitNow, certificateLimit, limitCount, trainKind, limitGroups, overTrainLimit, ownedTrains };

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
  // The Engineers card is lost when its certificate changes hands before it is obsolete (1843 L5319-5321).
  if (train.marked !== undefined) {
    delete train.marked;
    if (fromCorp) ctx.log.push(`Train ${train.id} loses its mark and will rust normally`);
  }
  noteTrainOwned(ctx, train.type);
  // The solo train-removal cycle removes one more train after a round without purchases (mechanisms/tableau.ts).
  if (ctx.state.tableau) ctx.state.tableau.trainBought = true;
  ctx.log.push(`${corp} buys a ${train.type} train from ${from === 'depot' ? 'the depot' : from === 'pool' ? 'the bank pool' : fromCorp} for ${money(ctx, price)}${funding > 0 ? ` (the president adds ${money(ctx, funding)})` : ''}`);
  closeOnTrainAcquired(ctx, corp);
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
    enterPhase(ctx, phaseIndex, type);
    // The Cost of Business marker jumps to the new colour's first column (title.json costOfBusiness).
    followPhase(ctx);
  }
  rust(ctx, type);
  enforceTrainLimits(ctx);
}

/** Takes a train out of its corporation's list (when a corporation holds it). */
function leaveOwner(ctx: Ctx, t: TrainState): void {
  const corp = t.owner.startsWith('corp:') ? t.owner.slice(5) : null;
  if (corp) ctx.state.corporations[corp]!.trains = ctx.state.corporations[corp]!.trains.filter((id) => id !== t.id);
}

/** Phase event removeAllOtherTrains: every train of another type than `type` leaves the corporations and the pool (1843 gray phase, L8059). */
function removeAllOtherTrains(ctx: Ctx, type: string): void {
  let n = 0;
  for (const t of ctx.state.trains) {
    // A marked certificate becomes obsolete when its type rusts, just after (the obsolescence ability).
    if (t.type === type || t.rusted || t.marked !== undefined || t.obsolete || !(t.owner === 'pool' || t.owner.startsWith('corp:'))) continue;
    leaveOwner(ctx, t);
    t.owner = 'scrap';
    n++;
  }
  ctx.log.push(`Every train other than ${type} trains is removed (${n} removed from play)`);
}

/**
 * Phase event rustedTrainMarket (1843 gray phase, rules L4033-4128, L8063): every certificate of a
 * type that rusts by now (its `rustsOn` type is this one or an earlier one), wherever it is (rusted,
 * discarded, bought by the foreigners: the gray roster counts them all, D8 #5), returns to the
 * depot as a rusted certificate on its first variant, the single side (D8 #4: the single sides only,
 * as the gray roster lists them, not the yellow 3+1 of L4060-4076).
 */
function openRustedTrainMarket(ctx: Ctx, type: string): void {
  const order = (id: string): number => ctx.title.trainTypes.findIndex((tt) => tt.id === id);
  // A type with count 0 is not on the roster (its trains come from a company, 1843's Val de Loire 2-train).
  const returning = ctx.title.trainTypes.filter((tt) => tt.rustsOn !== undefined && tt.count !== 0 && order(tt.rustsOn) <= order(type)).map((tt) => tt.id);
  let n = 0;
  for (const t of ctx.state.trains) {
    if (!returning.includes(t.type) || t.rusted || ((t.marked !== undefined || t.obsolete) && t.owner.startsWith('corp:'))) continue;
    leaveOwner(ctx, t);
    t.owner = 'depot';
    t.rusted = true;
    const single = ctx.title.trainType.get(t.type)!.variants?.[0]?.id;
    if (single !== undefined) t.variant = single;
    else delete t.variant;
    delete t.warranties;
    delete t.rustPending;
    n++;
  }
  ctx.log.push(`${n} rusted train certificates (${returning.join(', ')}) return to the bank, on sale on their single side`);
}

/**
 * The terms of the rusted-train market in force (the phases.json rustedTrainMarket event of the
 * current or an earlier phase), or null.
 */
export function rustedMarketTerms(title: Title, state: GameState): { treasuryOnly: boolean; maxPerCompany: number | null; satisfiesMustOwn: boolean; discardToUpgrade: boolean } | null {
  for (const p of title.phases.slice(0, state.phase + 1).reverse()) {
    const e = (p.events ?? []).find((x) => x.kind === 'rustedTrainMarket') as
      | { treasuryOnly?: boolean; maxPerCompany?: number; satisfiesMustOwn?: boolean; discardToUpgrade?: boolean }
      | undefined;
    if (e) return { treasuryOnly: e.treasuryOnly ?? false, maxPerCompany: e.maxPerCompany ?? null, satisfiesMustOwn: e.satisfiesMustOwn ?? true, discardToUpgrade: e.discardToUpgrade ?? false };
  }
  return null;
}

/** The trains that count as owning a train (the must-own rule, forced purchases): not rusted certificates where the market says so (1843 L4107-4115). */
export function runningStock(ctx: Ctx, corp: string): TrainState[] {
  const owned = ownedTrains(ctx, corp);
  if (!owned.some((t) => t.rusted) || (rustedMarketTerms(ctx.title, ctx.state)?.satisfiesMustOwn ?? true)) return owned;
  return owned.filter((t) => !t.rusted);
}

/** How a supply discard treats an unlimited train type: `take` it (the depot restocks), or `keep` it (it never runs out, so nothing goes). */
export type UnlimitedDiscard = 'take' | 'keep';

/**
 * Trains leave the game from the depot with no company buying them: 1843's foreigners (title.json
 * rounds.endOfSet "foreigners"; rules L753-786, L830-831) and 1820's Issue & Takeover discard
 * (§8.1 L726-733, L259). The depot's next train (never a rusted certificate, 1843 D8 #6) goes,
 * `count` times; with `cascade`, when it was the last of its type the first of the next type goes
 * too. Each counts as a purchase: it may start a phase (1820 L259: "or when a train of that type is
 * discarded"), rust trains and start a final era. `say` writes the log line of each train taken.
 */
export function discardFromSupply(
  ctx: Ctx,
  opts: { count: number; cascade: boolean; unlimited: UnlimitedDiscard; say: (t: TrainState, cascaded: TrainState | null) => string },
): void {
  const next = (): TrainState | undefined => ctx.state.trains.find((x) => x.owner === 'depot' && !x.rusted);
  for (let i = 0; i < opts.count; i++) {
    const t = next();
    if (!t) return;
    if (opts.unlimited === 'keep' && ctx.title.trainType.get(t.type)!.count === 'unlimited') {
      ctx.log.push(`No ${t.type} train leaves the supply: they are unlimited`);
      continue;
    }
    takeFromSupply(ctx, t, opts.say(t, null));
    if (!opts.cascade || ctx.state.trains.some((x) => x.owner === 'depot' && !x.rusted && x.type === t.type)) continue;
    const following = next();
    if (following) takeFromSupply(ctx, following, opts.say(following, t));
  }
}

/** The foreigners' purchase at the end of a set (1843 rules L753-786): `discard` trains, each as a purchase. */
export function foreignersBuy(ctx: Ctx, discard: number, cascade: boolean): void {
  discardFromSupply(ctx, {
    count: discard,
    cascade,
    unlimited: 'take',
    say: (t) => `The foreigners buy a ${t.type} train (${t.id}); it leaves the game`,
  });
}

function takeFromSupply(ctx: Ctx, t: TrainState, line: string): void {
  t.owner = 'scrap';
  ctx.log.push(line);
  restockUnlimited(ctx, t.type);
  onFirstPurchase(ctx, t.type);
  noteTrainBought(ctx, t.type);
}

/** How many runs a certificate marked by `company` has once obsolete (its obsolescence ability's runsAfterRust, default 1). */
function runsAfterRust(ctx: Ctx, company: string): number {
  const a = (ctx.title.company.get(company)?.abilities ?? []).find((x) => (x.kind as string) === 'obsolescence');
  return (a?.params as { runsAfterRust?: number } | undefined)?.runsAfterRust ?? 1;
}

/** `corp` has run its trains: each obsolete one has one run fewer left (1843 L5294-5296). */
export function noteObsoleteRun(ctx: Ctx, corp: string): void {
  for (const t of ownedTrains(ctx, corp)) if (t.obsolete) t.obsolete.runsLeft = Math.max(0, t.obsolete.runsLeft - 1);
}

/** Just before `corp`'s buy-train step: its obsolete certificates that have made their last run are discarded, as if rusted (1843 L5294-5296). */
export function discardObsolete(ctx: Ctx, corp: string): void {
  for (const t of ownedTrains(ctx, corp)) {
    if (!t.obsolete || t.obsolete.runsLeft > 0) continue;
    leaveOwner(ctx, t);
    t.owner = 'scrap';
    ctx.log.push(`${corp}'s obsolete ${t.type} train ${t.id} is discarded`);
  }
}

/** endConditions "trainOwnedForSets": a corporation now owns a train of `type` (1843 L4624-4625). */
function noteTrainOwned(ctx: Ctx, type: string): void {
  const cond = trainOwnedCondition(ctx.title);
  if (!cond || cond.train !== type || ctx.state.round.kind !== 'operating') return;
  ctx.state.trainOwnedSets = { count: ctx.state.trainOwnedSets?.count ?? 0, thisSet: true };
}

export function trainOwnedCondition(title: Title): { train: string; sets: number; timing: string } | null {
  const e = (title.definition.title.endConditions ?? []).find((x) => x.kind === 'trainOwnedForSets') as { train?: string; sets?: number; timing: string } | undefined;
  return e?.train ? { train: e.train, sets: e.sets ?? 1, timing: e.timing } : null;
}

/**
 * Starts phase `phaseIndex`: its events happen now (by a train's first purchase, `type`, or by the
 * Cost of Business track, when the phase's own train stands for it).
 */
export function enterPhase(ctx: Ctx, phaseIndex: number, type?: string): void {
  const { title, state } = ctx;
  state.phase = phaseIndex;
  const phase = title.phases[phaseIndex]!;
  const trigger = type ?? phase.onTrain;
  ctx.log.push(`Phase ${phase.id} begins: ${phase.tiles.join(', ')} tiles, train limit ${phase.trainLimit}, ${phase.operatingRounds} operating round(s) per set`);
  for (const e of phase.events ?? []) {
    if (e.kind === 'removeAllOtherTrains' && trigger) removeAllOtherTrains(ctx, trigger);
    if (e.kind === 'rustedTrainMarket' && trigger) openRustedTrainMarket(ctx, trigger);
    if (e.kind === 'closeCompanies') closeAllCompanies(ctx);
    if (e.kind === 'removeTokens') removeCompanyTokens(ctx, (e as { companies?: string[] }).companies ?? null);
    if (e.kind === 'companiesForSale') offerCompanies(ctx, (e as { companies?: string[] }).companies ?? []);
  }
  // cousins.json closeOnPhase (1820 §14.1 L1366, Table 5.1: cousins close at the start of red).
  if (title.definition.cousins?.closeOnPhase === phase.id) closeCousins(ctx);
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
    // A certificate back from the rusted-train market has rusted already.
    if (!rusting.includes(t.type) || t.owner === 'scrap' || t.rusted) continue;
    // A marked certificate becomes obsolete instead (abilities kind obsolescence; 1843 Engineers card, L5265-5330).
    if (t.marked !== undefined && t.owner.startsWith('corp:')) {
      t.obsolete = { runsLeft: runsAfterRust(ctx, t.marked) };
      ctx.log.push(`Train ${t.id} becomes obsolete instead of rusting`);
      delete t.marked;
      kept++;
      continue;
    }
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
      // rounds.operating.limitDiscard "outOfGame" (1820 §13.7 L1335): the train leaves the game instead of going to the pool.
      const outOfGame = ctx.title.rounds.operating.limitDiscard === 'outOfGame';
      out.owner = outOfGame ? 'scrap' : 'pool';
      c.trains = c.trains.filter((id) => id !== out.id);
      ctx.log.push(`${c.id} is over the train limit and discards a ${out.type} train ${outOfGame ? 'from the game' : 'to the bank pool'}`);
    }
  }
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
    if (overTrainLimit(title, state, owned) && !title.rounds.operating.steps.includes('discardTrain' as never) && !title.definition.title.mergers) errors.push(`${c.id} has ${owned.length} trains, limit ${limit}`);
  }
  return errors;
}

/** The train limit, checked as an invariant after every action. */
export const mechanism: Mechanism = {
  id: 'trainLimit',
  block: 'phases[].trainLimit',
  appliesTo: () => true,
  hooks: { invariants: trainLimitInvariants, trainsRan: noteObsoleteRun },
};
