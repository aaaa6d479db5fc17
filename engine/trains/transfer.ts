/**
 * Trains changing hands: bought by a corporation (from the depot, the pool or another
 * corporation), or leaving the depot with no company buying them. common 18xx rules, "Buying trains".
 */
import { each } from '../core/ask';
import { money, type Ctx } from '../context';
import { pay } from '../state/bank';
import { corpHolder, type TrainState } from '../state/types';
import { leftDepot } from './phase';

/**
 * Moves a train to `corp`. `funding` is paid by the president (emergency money);
 * the rest comes from the corporation's treasury.
 */
export function transferTrain(ctx: Ctx, corp: string, train: TrainState, price: number, president: number | null, funding: number, exchange?: TrainState): void {
  const c = ctx.state.corporations[corp]!;
  if (exchange) {
    // The traded-in train leaves the game, or goes to the bank pool (trains.json tradedInTo).
    const to = ctx.title.trainType.get(train.type)?.tradedInTo ?? 'scrap';
    exchange.owner = to;
    c.trains = c.trains.filter((id) => id !== exchange.id);
    ctx.log.push(`${corp} trades in a ${exchange.type} train${to === 'pool' ? ', which goes to the bank pool' : ''}`);
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
  each(ctx.title, 'trainBought', ctx, corp, train, from);
  ctx.log.push(`${corp} buys a ${train.type} train from ${from === 'depot' ? 'the depot' : from === 'pool' ? 'the bank pool' : fromCorp} for ${money(ctx, price)}${funding > 0 ? ` (the president adds ${money(ctx, funding)})` : ''}`);
  closeOnTrainAcquired(ctx, corp);
  if (from === 'depot') leftDepot(ctx, train.type);
}

/**
 * A `closes` ability with `condition.corporationAcquiresTrain` (or `grantedCorporationAcquiresTrain`, the
 * corporation drawn for the company's certificate) closes its company when that corporation acquires a
 * train, from anywhere (1843 rules L5508-5512: Lyon-Méditerranée closes when the PLM acquires a train).
 */
export function closeOnTrainAcquired(ctx: Ctx, corp: string): void {
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id];
    if (!co || co.closed) continue;
    // grantedCorporationAcquiresTrain: the corporation drawn at setup for the company's certificate
    // (state companies[].grantsCorporation; 18Chesapeake's Cornelius Vanderbilt closes on its first train).
    const grantedCorp = co.grantsCorporation;
    const trigger = (def.abilities ?? []).some((ab) => {
      if ((ab.kind as string) !== 'closes') return false;
      const cond = ab.condition as { corporationAcquiresTrain?: string; grantedCorporationAcquiresTrain?: boolean } | undefined;
      return cond?.corporationAcquiresTrain === corp || (cond?.grantedCorporationAcquiresTrain === true && grantedCorp === corp);
    });
    if (!trigger) continue;
    co.closed = true;
    ctx.log.push(`${def.id} closes: ${corp} acquired a train`);
  }
}

/** How a supply discard treats an unlimited train type: `take` it (the depot restocks), or `keep` it (it never runs out, so nothing goes). */
export type UnlimitedDiscard = 'take' | 'keep';

/**
 * Trains leave the game from the depot with no company buying them (1843's foreigners, 1820's Issue
 * & Takeover discard). The depot's next train (never a rusted certificate, 1843 D8 #6) goes,
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

function takeFromSupply(ctx: Ctx, t: TrainState, line: string): void {
  t.owner = 'scrap';
  ctx.log.push(line);
  leftDepot(ctx, t.type);
}
