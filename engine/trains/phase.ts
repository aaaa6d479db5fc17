/**
 * Phases: the first purchase of a type may start a phase, whose events happen at once; a type's
 * first purchase rusts older types, and a lower train limit makes corporations discard.
 * common 18xx rules, "Phases" and "Trains"; the rest cites its rule.
 */
import { each, first } from '../core/ask';
import type { Ctx } from '../context';
import { abilitiesOf, ownerFits } from '../definition/abilities';
import type { TrainState } from '../state/types';
import { limitGroups, limitNow } from '../state/trainLimit';
import { runsAfterRust } from './obsolete';
import { leaveOwner } from './owner';

/** An unlimited train type always has one more in the depot. */
export function restockUnlimited(ctx: Ctx, type: string): void {
  const def = ctx.title.trainType.get(type)!;
  if (def.count !== 'unlimited') return;
  if (ctx.state.trains.some((t) => t.type === type && t.owner === 'depot')) return;
  const n = ctx.state.trains.filter((t) => t.type === type).length;
  const at = ctx.state.trains.findIndex((t) => t.type === type) + n;
  ctx.state.trains.splice(at, 0, { id: `${type}-${n}`, type, owner: 'depot' });
}

/**
 * A train of `type` has left the depot, bought or discarded from the supply: the depot restocks an
 * unlimited type, the type's first purchase may start a phase and rust trains, then the mechanisms
 * hear of it (trainLeftDepot).
 */
export function leftDepot(ctx: Ctx, type: string): void {
  restockUnlimited(ctx, type);
  onFirstPurchase(ctx, type);
  each(ctx.title, 'trainLeftDepot', ctx, type);
}

export function onFirstPurchase(ctx: Ctx, type: string): void {
  const { title, state } = ctx;
  // A train removed unsold (TrainState.removed) is no purchase.
  const bought = state.trains.filter((t) => t.type === type && t.owner !== 'depot' && !t.removed).length;
  if (bought !== 1) return;
  const phaseIndex = title.phases.findIndex((p) => p.onTrain === type);
  if (phaseIndex > state.phase) {
    // Types whose trains all left the depot unsold start no phase of their own: their rusting comes
    // with the first purchase after them (the 1862 solo's optional reading of train removal).
    for (const p of title.phases.slice(state.phase + 1, phaseIndex))
      if (p.onTrain && state.trains.some((t) => t.type === p.onTrain && t.removed)) rust(ctx, p.onTrain);
    enterPhase(ctx, phaseIndex, type);
  }
  rust(ctx, type);
  enforceTrainLimits(ctx);
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
 * Starts phase `phaseIndex`: its events happen now (by a train's first purchase, `type`, or by
 * another track that stands for the phase's own train), then the mechanisms hear of it
 * (phaseChanged, `type` given only for a purchase).
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
  each(title, 'phaseChanged', ctx, type);
}

/**
 * Phase event closeCompanies: every private company closes (common 18xx rules, phase 5), but one whose
 * staysOpen ability's condition.ownerType fits its owner (1889's Uno-Takamatsu Ferry while a player owns it).
 */
export function closeAllCompanies(ctx: Ctx): void {
  const closed: string[] = [];
  for (const co of Object.values(ctx.state.companies)) {
    if (co.closed) continue;
    if (abilitiesOf(ctx, co.id, 'staysOpen').some((ab) => ownerFits(co.owner, ab.condition))) {
      ctx.log.push(`${co.id} stays open`);
      continue;
    }
    co.closed = true;
    closed.push(co.id);
  }
  if (closed.length > 0) ctx.log.push(`Private companies close: ${closed.join(', ')}`);
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

/**
 * trains.json `obsoleteOn` (18TN's 4-trains on the first 6'; 18xx.games obsolete_on): every train of a type
 * made obsolete by `type` that a corporation owns runs once more (engine/trains/obsolete.ts); the bank's
 * unsold ones, in the depot or the pool, leave the game.
 */
function makeObsolete(ctx: Ctx, type: string): void {
  const types = ctx.title.trainTypes.filter((t) => t.obsoleteOn === type).map((t) => t.id);
  if (types.length === 0) return;
  for (const t of ctx.state.trains) {
    if (!types.includes(t.type) || t.owner === 'scrap' || t.obsolete) continue;
    if (t.owner.startsWith('corp:')) {
      t.obsolete = { runsLeft: 1 };
      continue;
    }
    leaveOwner(ctx, t);
    t.owner = 'scrap';
  }
  ctx.log.push(`${types.join(', ')} trains are obsolete: each runs once more, and the bank's leave the game`);
}

function rust(ctx: Ctx, type: string): void {
  makeObsolete(ctx, type);
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
    // A mechanism may keep the train until later (rustDeferred: warranties); it is marked to rust then.
    if (first(ctx.title, 'rustDeferred', ctx.state, t)) {
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
 * pool, shortest first. (The demo title's simplification: the common rules let the
 * president choose; a discard step will replace this where a title needs it.)
 */
export function enforceTrainLimits(ctx: Ctx): void {
  // Titles with a discardTrain step let the president choose (steps/discardTrain.ts).
  if (ctx.title.rounds.operating.steps.includes('discardTrain' as never)) return;
  const limit = limitNow(ctx.title, ctx.state);
  const phase = ctx.title.phases[ctx.state.phase]!;
  for (const c of Object.values(ctx.state.corporations)) {
    // A company whose director chooses its discards waits for the choice (limitDiscardWaits, 1820 §13.7 L1335); the others discard here.
    if (first(ctx.title, 'limitDiscardWaits', ctx.title, ctx.state, c)) continue;
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
