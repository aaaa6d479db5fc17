/**
 * Trading the national railway's share units in a stock round (stock step "nationalShares"; title.json
 * britishRail; 1820 §13.5 L1298-1299: "British Rail shares may be bought and sold in subsequent Stock
 * Rounds (see 6.5.2.3 & 6.5.2.4)"). It has no treasury: units come from and go to the bank pool and the
 * money from and to the bank.
 * - buy_national_share: one unit per action (§6.5.2.4 L466 "Only one share may be bought in each action"),
 *   at its price, as the turn's one purchase; refused once the buyer holds holdingLimitPercent (§6.5.2.4
 *   L470 "if they already hold 60%").
 * - sell_national_shares: any number of units (§6.5.2.3 L460) at its price each; refused if no player would
 *   still hold a unit (L462).
 * [DECISION] The §6.5.2.4 L471 ban on buying after a sale in the same stock round names "a public company",
 * but §13.5 L1298 sends BR's trading to §6.5.2.4 as a whole, so it applies: without it a stock round could
 * go on for ever with one unit bought and sold back (the fuzzer's bots did). [DECISION] Cousins do not trade it (G7): the rules give them no BR role.
 * The 5-share certificates only make change (L1299), so a holding is a count of units (GameState.britishRail).
 */
import type { Title } from '../../definition/title';
import { money, playerName, type Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { afterGameEvent, britishRailEndOfStockRound, britishRailInvariants, britishRailOperatesBefore, britishRailRule, britishRailTakesMarkers } from './index';
import type { Mechanism } from '../../core/mechanism';
import { recordSale } from '../../shares/trade';
import { playerHolder, type GameState, type StockRoundState } from '../../state/types';
import type { PublicBritishRailState } from '../../generated/public-view';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';

const BUY_REF = '1820 rules §13.5 L1298 and §6.5.2.4 L464-476, Buying shares';
const SELL_REF = '1820 rules §13.5 L1298 and §6.5.2.3 L450-462, Selling shares';

function common(ctx: Ctx, actor: Actor): GameError | null {
  if (!britishRailRule(ctx.title)) return illegal('this title has no national railway', 'title.json britishRail');
  if (!ctx.state.britishRail) return illegal('British Rail has not appeared yet', '1820 rules §13.5 L1293-1298');
  if (ctx.state.round.kind !== 'stock' || actor.entityType !== 'player') return illegal('only players trade its shares, in a stock round', SELL_REF);
  return null;
}

/** A buyer's limit in units: holdingLimitPercent of the units. */
function unitLimit(ctx: Ctx): number {
  return Math.floor((ctx.title.definition.title.holdingLimitPercent * britishRailRule(ctx.title)!.shareUnits) / 100);
}

function checkBuy(ctx: Ctx, actor: Actor): GameError | null {
  const v = common(ctx, actor);
  if (v) return v;
  const br = ctx.state.britishRail!;
  const round = ctx.state.round as StockRoundState;
  if (round.turnState.bought.length > 0) return illegal('you have already bought this turn', BUY_REF);
  if ((round.soldThisRound[String(actor.seat)] ?? []).includes(britishRailRule(ctx.title)!.id)) return illegal('you sold British Rail shares this stock round', BUY_REF);
  if (br.poolShareUnits <= 0) return illegal('the bank pool has no British Rail share', BUY_REF);
  if ((br.holdings[actor.seat] ?? 0) >= unitLimit(ctx)) return illegal(`you already hold ${ctx.title.definition.title.holdingLimitPercent}% of British Rail`, BUY_REF);
  const cash = ctx.state.players[actor.seat]!.cash;
  return br.price <= cash ? null : illegal(`a share costs ${money(ctx, br.price)}, ${money(ctx, cash)} available`, BUY_REF);
}

function checkSell(ctx: Ctx, actor: Actor, units: number): GameError | null {
  const v = common(ctx, actor);
  if (v) return v;
  const br = ctx.state.britishRail!;
  const held = br.holdings[actor.seat] ?? 0;
  if (!Number.isInteger(units) || units < 1) return illegal('sell at least one share unit', SELL_REF);
  if (units > held) return illegal(`you hold ${held} British Rail share units`, SELL_REF);
  const others = br.holdings.reduce((n, k, seat) => (seat === actor.seat ? n : n + k), 0);
  if (held - units + others === 0) return illegal('a share may not be sold if no player would hold any afterwards', SELL_REF);
  return null;
}

export const nationalShares: Step = {
  name: 'nationalShares',
  accepts: ['buy_national_share', 'sell_national_shares'],
  purchases: ['buy_national_share'],
  legal(ctx, actor) {
    if (common(ctx, actor)) return [];
    const out: LegalAction[] = [];
    if (!checkBuy(ctx, actor)) {
      const action = act(actor, 'buy_national_share', {});
      out.push({ id: actionId(action), action, cost: ctx.state.britishRail!.price });
    }
    for (let units = 1; units <= (ctx.state.britishRail!.holdings[actor.seat] ?? 0); units++) {
      if (checkSell(ctx, actor, units)) continue;
      const action = act(actor, 'sell_national_shares', { units });
      out.push({ id: actionId(action), action });
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const rule = britishRailRule(ctx.title);
    if (action.type === 'buy_national_share') {
      const v = checkBuy(ctx, actor);
      if (v) throw v;
      const br = ctx.state.britishRail!;
      pay(ctx, playerHolder(actor.seat), 'bank', br.price);
      br.poolShareUnits -= 1;
      br.holdings[actor.seat] = (br.holdings[actor.seat] ?? 0) + 1;
      ctx.log.push(`${playerName(ctx, actor.seat)} buys a ${rule!.id} share from the bank pool for ${money(ctx, br.price)}`);
      return;
    }
    const units = (action as unknown as { units: number }).units;
    const v = checkSell(ctx, actor, units);
    if (v) throw v;
    const br = ctx.state.britishRail!;
    pay(ctx, 'bank', playerHolder(actor.seat), br.price * units);
    br.poolShareUnits += units;
    br.holdings[actor.seat] -= units;
    // The turn's shape counts it as a sale (rounds.stock.turn: a purchase after sales ends the turn).
    (ctx.state.round as StockRoundState).turnState.sold.push(rule!.id);
    recordSale(ctx.state.round as StockRoundState, actor.seat, rule!.id);
    ctx.log.push(`${playerName(ctx, actor.seat)} sells ${units} ${rule!.id} share${units === 1 ? '' : 's'} to the bank pool for ${money(ctx, br.price * units)}`);
  },
};

/**
 * title.json britishRail: the national railway takes over station markers leaving the map, and its
 * share units are bought and sold in stock turns. Registered here, beside its stock step, so that
 * britishRail.ts, which the liquidation rules load early, does not load the stock step's imports.
 */
/** The national railway for the public view (its markers on the map are hex tokens of its id). */
export function britishRailView(title: Title, state: GameState): PublicBritishRailState | null {
  const rule = title.definition.title.britishRail;
  const br = state.britishRail;
  if (!rule || !br) return null;
  return { id: rule.id, price: br.price, poolShareUnits: br.poolShareUnits, holdings: br.holdings.map((units, seat) => ({ seat, units })).filter((h) => h.units > 0), markersLeft: br.markersLeft, lastRevenue: br.lastRevenue };
}

export const mechanism: Mechanism = {
  id: 'britishRail',
  block: 'title.britishRail',
  slice: { keys: ['britishRail', 'britishRailOperated'], viewWhenOff: { britishRail: null } },
  appliesTo: (d) => d.title.britishRail !== undefined,
  hooks: {
    publicView: (title, state) => ({ britishRail: britishRailView(title, state) }),
    // Its marker stacks with the companies' (1820 §7.1 L557).
    marketPositions: (title, state) =>
      state.britishRail ? [{ corporation: title.definition.title.britishRail!.id, row: state.britishRail.market.row, col: state.britishRail.market.col, order: state.britishRail.marketSeq }] : [],
    stationsRemoved: (ctx, corp, tokens) => {
      britishRailTakesMarkers(ctx, corp, tokens);
    },
    // The national railway's share units at its price (1820 §9.2 with §13.5).
    netWorthExtra: (_title, state, seat) => (state.britishRail ? (state.britishRail.holdings[seat] ?? 0) * state.britishRail.price : 0),
    invariants: britishRailInvariants,
    // Its markers have no corporation entry; britishRailInvariants counts them.
    markerOwners: (title) => [title.definition.title.britishRail!.id],
    // Sold out at the end of a stock round, it rises as a corporation does (1820 §13.5; 1820's pool movement moves it itself).
    soldOutRise: britishRailEndOfStockRound,
    eventHappened: afterGameEvent,
    // 1820 §13.5 L1299, "in the normal order": the national railway operates by itself when its price comes.
    operatesBefore: britishRailOperatesBefore,
  },
  // Buying and selling the national railway's share units in a stock turn (1820 §13.5 L1298).
  stockSteps: { nationalShares },
};
