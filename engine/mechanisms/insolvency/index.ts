/**
 * Insolvency and train leasing, switched on by title.json
 * `rounds.operating.insolvency` (1860 rules, Insolvency L845-876):
 * - a corporation without a train must buy one only if it can afford one from
 *   the bank (the forced purchase never calls on the president);
 * - one that ends its turn without a train, but with a route a train could
 *   run, becomes insolvent; owning a train again ends it;
 * - an insolvent corporation withholds, places no station tokens, lays no track
 *   that costs money, and buys a bank train as soon as it can;
 * - while it cannot, it leases the cheapest bank train for its run: the train
 *   stays in the bank (no phase change, no rusting), counts only its first
 *   number, and earns the lease revenue (`leaseRevenue`).
 * The flag is `CorporationState.insolvent`.
 */
import { receivershipRules } from '../receivership';
import { newCtx, type Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { hasRoute } from '../../trains/mustBuy';
import type { GameState, TrainState } from '../../state/types';
import type { OperatingRoundConfig } from '../../generated/definition';
import { depotOffer, ownedTrains, poolTrains, trainPrice } from '../trains';
import type { Lease, Mechanism } from '../../core/mechanism';
import { illegal } from '../../errors';

export const INSOLVENCY_REF = '1860 rules, Insolvency L845-876';

/** title.json rounds.operating.insolvency, as the schema gives it. */
export type InsolvencyRule = NonNullable<OperatingRoundConfig['insolvency']>;
export type { Lease, LeaseRevenue } from '../../core/mechanism';

export function insolvencyRule(title: Title): InsolvencyRule | null {
  return title.rounds.operating.insolvency ?? null;
}

export const isInsolvent = (state: GameState, corp: string): boolean => state.corporations[corp]?.insolvent === true;

// Whether a corporation has a route a train could run is the core's (engine/trains/mustBuy.ts).
export { hasRoute };

/** The cheapest train the bank sells now (depot offer or pool), or null when it sells none. */
export function cheapestBankTrain(ctx: Ctx): TrainState | null {
  let best: TrainState | null = null;
  for (const t of [...depotOffer(ctx), ...poolTrains(ctx)]) if (!best || trainPrice(ctx, t) < trainPrice(ctx, best)) best = t;
  return best;
}

/**
 * Whether the treasury can pay for the cheapest bank train; `strict`: more than its price (how
 * 18xx.games reads "if it can afford one", G1860 BuyTrain#must_buy_train?; insolvency.mustBuyWhen
 * "moreThanPrice").
 */
export function affordsBankTrain(ctx: Ctx, corp: string, strict = false): boolean {
  const t = cheapestBankTrain(ctx);
  if (!t) return false;
  const cash = ctx.state.corporations[corp]!.cash;
  return strict ? cash > trainPrice(ctx, t) : cash >= trainPrice(ctx, t);
}

/** At the end of a corporation's operating turn: trainless with a route = insolvent; with a train = solvent. */
export function settleInsolvency(ctx: Ctx, corp: string): void {
  if (!insolvencyRule(ctx.title)) return;
  const c = ctx.state.corporations[corp]!;
  if (c.closed) return;
  if (ownedTrains(ctx, corp).length > 0) {
    if (c.insolvent) {
      delete c.insolvent;
      ctx.log.push(`${corp} is no longer insolvent`);
    }
  } else if (!c.insolvent && hasRoute(ctx, corp)) {
    c.insolvent = true;
    ctx.log.push(`${corp} ends its turn without a train and is insolvent`);
  }
}

/**
 * Before its run: an insolvent corporation that can now pay for a bank train stops leasing (and
 * must buy); one in receivership without a train that cannot is insolvent at once (1860 rules
 * L886-887, receivership leaseAtOnce).
 */
export function reviewInsolvency(ctx: Ctx, corp: string): void {
  const c = ctx.state.corporations[corp]!;
  if (!c.insolvent && insolvencyRule(ctx.title) && receivershipRules(ctx.title, ctx.state, corp).leaseAtOnce && ownedTrains(ctx, corp).length === 0 && hasRoute(ctx, corp) && !affordsBankTrain(ctx, corp, false)) {
    c.insolvent = true;
    ctx.log.push(`${corp} is in receivership without a train and is insolvent`);
    return;
  }
  if (c.insolvent && affordsBankTrain(ctx, corp, false)) {
    delete c.insolvent;
    ctx.log.push(`${corp} can pay for a train and is no longer insolvent`);
  }
}


/** The train an insolvent, trainless corporation leases for its run, or null. */
export function leaseFor(title: Title, state: GameState, corp: string): Lease | null {
  const rule = insolvencyRule(title);
  if (!rule || !isInsolvent(state, corp)) return null;
  const ctx: Ctx = newCtx(title, state);
  if (ownedTrains(ctx, corp).length > 0) return null;
  const train = cheapestBankTrain(ctx);
  return train ? { train, revenue: rule.leaseRevenue, ref: INSOLVENCY_REF, why: `${corp} is insolvent` } : null;
}

/**
 * The public view's status tag of an insolvent company, first of the mechanisms' tags: registered
 * before every other mechanism answering corporationStatus (engine/mechanisms/registry.ts).
 */
export const statusMechanism: Mechanism = {
  id: 'insolvencyStatus',
  block: 'title.rounds.operating.insolvency',
  appliesTo: () => true,
  hooks: { corporationStatus: (_title, state, corp) => (isInsolvent(state, corp) ? ['insolvent'] : []) },
};

/** 1860 rules, Insolvency L855-856: an insolvent company places no stations and lays no track that costs money. */
export const mechanism: Mechanism = {
  id: 'insolvency',
  block: 'title.rounds.operating.insolvency',
  slice: { keys: ['insolvent'] },
  appliesTo: () => true,
  hooks: {
    leasedTrain: leaseFor,
    beforeRun: reviewInsolvency,
    // 1860 rules, Insolvency L855: an insolvent company must retain its revenue.
    dividendForced: (ctx, corp) => (ctx.state.corporations[corp]!.insolvent ? 'withhold' : null),
    stationRefusal: (ctx, corp) => (ctx.state.corporations[corp]?.insolvent ? illegal(`${corp} is insolvent and may not place stations`, INSOLVENCY_REF) : null),
    layCostRefusal: (ctx, corp, cost) =>
      cost > 0 && ctx.state.corporations[corp]?.insolvent ? illegal(`${corp} is insolvent and may not lay track that costs money`, INSOLVENCY_REF) : null,
    operatingTurnEnded: settleInsolvency,
    // With insolvency, only a corporation that can pay for a bank train must buy one (1860 rules L847-848).
    trainNotRequired: (ctx, corp) => {
      const rule = insolvencyRule(ctx.title);
      return rule !== null && !affordsBankTrain(ctx, corp, rule.mustBuyWhen === 'moreThanPrice');
    },
  },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /** Ended a turn without a train but with a route (title rounds.operating.insolvency; 1860 rules, Insolvency). */
    insolvent?: boolean;
  }
}
