/**
 * The cousins as investors (cousins.json; 1820 §6.5, §14): non-player shareholders a player plays,
 * each trading from its own treasury and holding (the core's stock rules read them through
 * `investorFor`), and their hooks into track laying (§14.4): Bedlington's extra city upgrade and its
 * kickback, Joseph Locke's kickback for its terrain discount (terrainDiscount.ts), and the Gas Light & Coke big-city lay's
 * use and kickback. The rules themselves live in cousins.ts and cousinAbilities.ts.
 */
import { publicCousinAuction } from '../cousinAuction';
import { cousinDef, cousinDefs } from '..';
import { sellLeavesAHolder } from './rules/sellLeavesAHolder';
import { successorInvestorChosen } from './rules/successorInvestorChosen';
import type { Mechanism } from '../../../core/mechanism';
import type { Ctx } from '../../../context';
import type { Actor, LegalAction } from '../../../steps/step';
import type { LayCheck } from '../../../map/lay';
import { stopRevenue } from '../../../routes/revenue';
import { pay } from '../../../state/bank';
import type { Holder } from '../../../state/types';
import { cousinHolder, cousinOf } from '../cousinHolders';
import { illegal, type GameError } from '../../../errors';
import type { Action } from '../../../generated/actions';
import type { ShareHolder } from '../../../shares/investor';
import { abilityWithUseLeft, BIG_CITY_REF, claimRefusal, FREE_STATION_REF, cousinHoldersOf, kickbackFor, noteCousinUse, payKickback, routeAbilities } from '../cousinAbilities';
import { chargeCousin, cousinCash, cousinsOf, extraCityUpgradeBy, halveFloatFee, ownedCousin, publicCousins, setUpCousins } from '..';
import type { Title } from '../../../definition/title';
import type { GameState } from '../../../state/types';

/** The best revenue of the cities of the tile laid on `hex`. */
function cityRevenue(ctx: Ctx, hex: string, tileId: string): number {
  const tile = ctx.title.tiles.get(tileId)!;
  return Math.max(0, ...tile.cities.map((node) => stopRevenue(ctx.title, ctx.state, { hex, node })));
}

function tileLaid(ctx: Ctx, corp: string, hex: string, tileId: string, check: LayCheck): void {
  // Joseph Locke's kickback: the discount it gave, from the bank (1820 §14.4.3 L1438, cousins.json kickback "discount").
  for (const d of check.discounts ?? []) {
    const def = d.by === 'cousin' ? cousinDef(ctx.title, d.grantor) : undefined;
    if (def?.kickback.kind !== 'discount') continue;
    pay(ctx, 'bank', cousinHolder(d.grantor), d.amount);
    ctx.log.push(`${def.name} takes off ${d.amount} of the terrain and barrier costs and receives it from the bank`);
  }
  // Gas Light & Coke: a use of the ability, and the big-city tile's value to the cousin (1820 §14.4.2 L1432).
  if (check.bigCityBy) {
    noteCousinUse(ctx, corp, check.bigCityBy);
    payKickback(ctx, check.bigCityBy, kickbackFor(cousinDef(ctx.title, check.bigCityBy)!.kickback, { tile: cityRevenue(ctx, hex, tileId) }), `${corp} lays the big city ${tileId} on ${hex}`);
  }
  // Bedlington's kickback: half the revenue of the upgraded city, from the bank (1820 §14.4.1).
  if (check.cityUpgradeBy) {
    const half = Math.floor(cityRevenue(ctx, hex, tileId) / 2);
    pay(ctx, 'bank', cousinHolder(check.cityUpgradeBy), half);
    ctx.log.push(`${cousinDef(ctx.title, check.cityUpgradeBy)!.name} gives ${corp} an extra city upgrade and receives ${half}`);
  }
}

/** A cousin's cash is never negative, only a cousin in play holds money, and its owner matches its status. */
function cousinInvariants(_title: Title, state: GameState): string[] {
  const errors: string[] = [];
  for (const c of Object.values(state.cousins ?? {})) {
    if (c.cash < 0) errors.push(`cousin ${c.id} has negative cash ${c.cash}`);
    if (c.status !== 'owned' && c.cash !== 0) errors.push(`cousin ${c.id} is ${c.status} but holds ${c.cash}`);
    if ((c.status === 'owned' && c.owner === null) || (c.status === 'offered' && c.owner !== null)) errors.push(`cousin ${c.id} is ${c.status} with owner ${c.owner}`);
  }
  return errors;
}

/** Cousin `id` as a shareholder: its treasury, its holding, its own sales this round (1820 §6.5.2.3-6.5.2.4). */
function cousinShareHolder(ctx: Ctx, id: string, refusal: GameError | null): ShareHolder {
  const round = ctx.state.round;
  return {
    holder: cousinHolder(id),
    name: cousinDef(ctx.title, id)?.name ?? id,
    cash: ctx.state.cousins?.[id]?.cash ?? 0,
    soldThisRound: round.kind === 'stock' ? (round.cousinSold?.[id] ?? []) : [],
    refusal,
    fields: { investor: id },
  };
}

/** The cousin a share action names (`investor`); a player acts only for a cousin they own that is in play (§6.5.1 L371-374). */
function investorFor(ctx: Ctx, seat: number, id: string): ShareHolder {
  return cousinShareHolder(ctx, id, ownedCousin(ctx.state, seat, id) ? null : illegal(`you have no cousin ${id} in play`, '1820 rules §6.5.1 L371-374'));
}

/** A cousin's name for the log. */
function holderName(ctx: Ctx, holder: Holder): string | null {
  const cousin = cousinOf(holder);
  return cousin !== null ? (cousinDef(ctx.title, cousin)?.name ?? cousin) : null;
}

/** A cousin's sale, noted apart from its player's: it may not buy that company back this round (§6.5.2.4 L471-473). */
function investorSold(ctx: Ctx, seller: Holder, corp: string): void {
  const cousin = cousinOf(seller);
  const round = ctx.state.round;
  if (cousin === null || round.kind !== 'stock') return;
  const sold = ((round.cousinSold ??= {})[cousin] ??= []);
  if (!sold.includes(corp)) sold.push(corp);
}

/** Vignoles: a share a cousin buys in the round the company started halves its distance fees (§14.3.1). */
function shareBought(ctx: Ctx, buyer: Holder, corp: string): void {
  const cousin = cousinOf(buyer);
  if (cousin !== null) halveFloatFee(ctx, cousin, corp);
}

/**
 * 1820 §6.5.1 L378 with §14.1 L1346-1347: a player may not pass while one of their cousins directs a
 * company and can sell a share of it (the cousin sells until it no longer directs it, G28's "cousin pass
 * rule"). `choices` are the turn's stock actions, which already leave out sales the rules refuse.
 */
function cousinMustSell(ctx: Ctx, _actor: Actor, choices: () => Iterable<LegalAction>): GameError | null {
  // Only a corporation a cousin directs makes the question (asked on every pass) worth the choices.
  if (!Object.values(ctx.state.corporations).some((c) => c.cousinDirector !== undefined)) return null;
  for (const l of choices()) {
    const a = l.action as { type: string; corporation?: string; investor?: string };
    if (a.type === 'sell_shares' && a.investor !== undefined && ctx.state.corporations[a.corporation ?? '']?.cousinDirector === a.investor)
      return illegal('one of your cousins directs a company it can sell shares of: sell for it until it no longer directs it', '1820 rules §6.5.1 L378, §14.1 L1346-1347');
  }
  return null;
}

/**
 * A player's turn acts for one entity: themselves or one of their cousins (1820 §6.5.1 L371-374); once
 * the turn has acted, an action for anyone else is refused. `turnState.cousin` names the cousin.
 */
function otherEntityThisTurn(ctx: Ctx, action: Action): GameError | null {
  if (ctx.state.round.kind !== 'stock') return null;
  const ts = ctx.state.round.turnState;
  if (!ts.acted || action.type === 'pass') return null;
  if ((ts.cousin ?? null) === ((action as { investor?: string }).investor ?? null)) return null;
  return illegal('this turn acts for one entity only: yourself or one of your cousins', '1820 rules §6.5.1 L371-374');
}

/** The turn has acted for a cousin: later actions of the turn must be its too. */
function noteTurnEntity(ctx: Ctx, action: Action): void {
  const forCousin = (action as { investor?: string }).investor;
  if (forCousin !== undefined && ctx.state.round.kind === 'stock') ctx.state.round.turnState.cousin = forCousin;
}

export const mechanism: Mechanism = {
  id: 'cousinInvestors',
  block: 'cousins',
  appliesTo: (d) => (d.cousins?.cousins ?? []).length > 0,
  slice: { keys: ['cousins', 'cousinAuction', 'cousinSold', 'cousin'], viewWhenOff: { cousins: [], cousinAuction: null } },
  hooks: {
    publicView: (title, state) => ({ cousins: publicCousins(title, state), cousinAuction: publicCousinAuction(state) }),
    setUp: setUpCousins, extraCityUpgrade: extraCityUpgradeBy, tileLaid,
    // The cousins holding a company's shares grant it their abilities (1820 §14.1 L1358-1364).
    abilityHolders: cousinHoldersOf, moneyHeldElsewhere: cousinCash, invariants: cousinInvariants,
    routeAbilities,
    // Gas Light & Coke's big-city lay (1820 §14.4.2) and Stephenson & Fox's free station (§14.3.2), claimed by choice.
    layAbility: (ctx, corp) => abilityWithUseLeft(ctx, corp, 'bigCitySpecial'),
    stationAbility: (ctx, corp) => abilityWithUseLeft(ctx, corp, 'freeStation'),
    abilityClaimRefusal: (ctx, corp, cousin, use) =>
      use === 'lay' ? claimRefusal(ctx, corp, cousin, 'bigCitySpecial', BIG_CITY_REF) : claimRefusal(ctx, corp, cousin, 'freeStation', FREE_STATION_REF),
    stationAbilityUsed: (ctx, corp, cousin, hex) => {
      noteCousinUse(ctx, corp, cousin);
      payKickback(ctx, cousin, kickbackFor(cousinDef(ctx.title, cousin)!.kickback, {}), `${corp} places its station on ${hex} for free`);
    },
    // Kickbacks for the route abilities used, one per route claiming each (1820 §14.2.1 L1376, §14.2.2 L1386, §14.5.2 L1466).
    routeAbilitiesUsed: (ctx, corp, routes) => {
      for (const c of routes) for (const u of c.grants ?? []) payKickback(ctx, u.grantor, u.kickback, `${corp}'s ${c.train} uses its ability`);
    },
    // A cousin's part of a liquidated company's loans (1820 §8.5 L876, §10.3 L957-968).
    investorCharged: (ctx, holder, amount, except) => {
      const cousin = cousinOf(holder);
      return cousin !== null ? chargeCousin(ctx, cousin, amount, except) : null;
    },
    // A company floated again is a new company: its cousins' per-game uses start afresh (1820 §8.1 L751, §13.1 L1213).
    corporationReset: (_ctx, c) => {
      delete c.cousinUses;
    },
    investorsOf: (ctx, seat) => cousinsOf(ctx.title, ctx.state, seat).map((c) => cousinShareHolder(ctx, c.id, null)),
    holderName,
    shareBought,
    investorSold,
    stockPassRefusal: cousinMustSell,
    grantorName: (title, id) => cousinDef(title, id)?.name ?? null,
    // A cousin's shares are out of the market like a player's (a sold-out rise counts them).
    investorHolder: (_title, holder) => cousinOf(holder) !== null,
    // Every cousin, in the cousins file's order (a share-count reduction buys theirs back in it).
    investors: (title) => cousinDefs(title).map((d) => cousinHolder(d.id)),
    // A cousin's treasury (cousins.json; 1820 §14).
    moneyAccount: (state, holder) => {
      const cousin = cousinOf(holder);
      return cousin !== null ? (state.cousins?.[cousin] ?? null) : null;
    },
    // Only a cousin in play holds certificates (a closed one has sold them to the pool).
    knownHolder: (state, holder) => {
      const cousin = cousinOf(holder);
      return cousin !== null && state.cousins?.[cousin]?.status === 'owned';
    },
  },
};

/**
 * A share action naming a cousin (actions.schema.json `investor`) trades for that cousin, in any title:
 * where the player plays no such cousin (a title without cousins included) the stock rules refuse it
 * (§6.5.1 L371-374) rather than take it as the player's own. Likewise a lay, a station or a route
 * naming a cousin claims that cousin's ability in any title: where no mechanism answers
 * abilityClaimRefusal (a title without cousins) the claim is refused.
 */
export const cousinActions: Mechanism = {
  id: 'cousinActions',
  block: null,
  appliesTo: () => true,
  hooks: {
    investorFor,
    stockActionRefusal: otherEntityThisTurn,
    stockActionTaken: noteTurnEntity,
    // A cousin's ability is claimed by naming the cousin as an investor: lay_tile and place_token `investor`,
    // run_routes routes[].investors (schemas/actions.schema.json); the turn keeps the same fields (a laid tile's
    // `investor` is the grantor of Bedlington's extra upgrade, a route's `investors` those it claimed).
    claimedGrantor: (claim) => (claim as { investor?: string }).investor ?? null,
    grantorClaim: (grantor) => ({ investor: grantor }),
    routeGrantors: (route) => (route as { investors?: string[] }).investors ?? null,
    routeGrantorsClaim: (grantors) => ({ investors: [...grantors] }),
    // rounds.stock.sellMustLeaveHolder counts cousins' shares (1820 §6.5.2.3 L462); a successorInvestor is refused where no cousin can take over.
    stockRules: () => [
      { action: 'sell_shares', at: 'holders', rule: sellLeavesAHolder },
      { action: 'sell_shares', at: 'last', rule: successorInvestorChosen },
    ],
  },
};

declare module '../../../state/slices' {
  interface StockRoundSlices {
    /** Corporations each cousin has sold this round, by cousin id (1820 §6.5.2.4 L471-473: tracked apart from its player's). */
    cousinSold?: Record<string, string[]>;
  }
  interface LaidTileSlices {
    /** The cousin whose extra city upgrade this lay was (cousins.json extraCityUpgrade; 1820 §14.4.1), beside the normal lays: lay_tile's `investor`. */
    investor?: string;
  }
  interface RunRouteSlices {
    /** Cousins whose route abilities the route used (run_routes routes[].investors). Absent: none. */
    investors?: string[];
  }
  interface StockTurnSlices {
    /** The cousin the player acts for this turn (1820 §6.5.1 L371-374: themselves or one cousin); absent: themselves or not yet decided. */
    cousin?: string;
  }
}
