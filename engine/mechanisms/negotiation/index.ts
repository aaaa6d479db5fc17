/**
 * Deals by consent (title.json negotiation; 1820 §10.1 L940-949: "Deals and agreements are binding ...
 * Players may require agreements that depend on multiple players to be simultaneously agreed-upon").
 *
 * The flow, the same for every deal:
 * 1. The entity acting (a player in its stock turn, the operating company through its director) proposes
 *    a deal: propose_trade {deal, to, ...terms}, `to` the counterpart player. The proposal passes the
 *    deal's rules now (engine/mechanisms/negotiation/rules/), so only deals that could be carried out are offered.
 *    The turn stays with the proposer, who may go on acting or withdraw it (withdraw_proposal).
 * 2. The counterpart's seat may answer out of turn (engine/mechanisms/outOfTurn/index.ts): accept_proposal,
 *    and the deal is carried out at once with the same rules checked again (limits, cash, a change of
 *    director follow as for any purchase), or decline_proposal, and nothing changes. Any other seat
 *    answering is NOT_YOUR_TURN.
 * 3. At most one proposal is open. It lapses, changing nothing, when the proposer's turn ends (another
 *    entity acts, or the stock round's turn passes on) or when something the proposer did makes the deal
 *    impossible (checked after every action). Declined or withdrawn terms are not proposed again in that
 *    turn, so a turn cannot be spun out with the same offer made and taken back.
 *
 * Deals carry no side payment: the rules fix the price of a share (the stock price, §6.5.2.4 L467) and
 * give a future train's assignment none (§6.4.3); promises beyond that are kept by the players, as
 * L942-943 say they need not be enforced by anyone.
 *
 * The deals (title.json negotiation.deals):
 * - buyShare / sellShare (1820 §6.5.2.4 L466: a share "from a cousin (with the agreement of its player),
 *   from a player (with the agreement of the player)"): one share at the current stock price between the
 *   proposer (or its cousin) and the counterpart (or theirs), the proposer's one stock action of the turn;
 * - placeShare (§6.6.2 step 5 L533-535, §6.5.2.2 step 4 L439-440: the 40% bought by "players and cousins
 *   chosen at the director's discretion (and who must agree ...)"): while the proposer floats a lobby's
 *   company or places an increase, the counterpart (or its cousin) buys one share from the treasury;
 * - assignFutureTrain (§6.4.3 L358-361): the counterpart's future train goes to the operating company;
 * - buyTrain (§7.2.7 L665: a train "from another company for any price agreed upon by the directors of both
 *   companies (minimum £1)"): at its buy-train step the operating company buys a train of a company the
 *   counterpart directs at the price proposed (listed with a price range, like a buy_train from another
 *   company), paid to the selling company. Trains between two companies of one director need no proposal
 *   (buy_train, rounds.operating.trainsFromCorporations "samePresident");
 * - contributionSale (§7.2.7 L677: "the player who would direct the company after the shares are sold must
 *   agree or the share sale may not occur"): at its buy-train step, the director raising a contribution to the
 *   operating company's train (engine/trains/buying/contributionSales.ts) sells to the pool one share of another
 *   company they direct that owns a train, when the sale passes its control to the counterpart (or to the
 *   counterpart's cousin, `toCousin` naming it among cousins tied after the sale, §13.4 L1279).
 */
import { money, playerName, type Ctx } from '../../context';
import { GameError, illegal } from '../../errors';
import type { Action, BuySharesAction, ProposeTradeAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { contributionSaleRules, futureTrainDealRules, placeShareRules, shareTradeRules, trainDealRules } from './rules';
import { contributionSaleOf } from './rules/contributionSaleAgreed';
import { negotiationDeals } from './rules/dealOffered';
import { contributionSaleOptions } from '../../trains/buying/contributionSales';
import { sellForContribution, tradeFunding, tradeMaxPrice } from '../../steps/buyTrain';
import { turnOf } from '../../steps/operating';
import { transferTrain } from '../trains';
import { DEAL } from './rules/refs';
import { buyerOf, sellerOf } from './rules/parties';
import { advance as advanceOperating } from '../../rounds/operating';
import { roundModule, type OutOfTurnSource } from '../../rounds/registry';
import { afterStockAction, placementBought, placementUnderWay } from '../../rounds/stock';
import { sharePercent, sharePrice } from '../../shares/holdings';
import { shareToTrade, tradeShare } from '../../shares/investorTrade';
import { buyShare, noteBought } from '../../shares/trade';
import { corpHolder, playerHolder, type GameState } from '../../state/types';
import type { PublicProposalState } from '../../generated/public-view';
import { act, firstViolation, type Actor, type LegalAction, type Rule } from '../../steps/step';
import { cousinDef, cousinHolder, cousinsOf, halveFloatFee } from '../cousins';
import { assignHeldFutureTrain } from '../futureTrains';
import type { Mechanism } from '../../core/mechanism';

export const NEGOTIATION_REF = DEAL.negotiation;

export { negotiationDeals } from './rules/dealOffered';

interface Deal {
  rules: Rule<ProposeTradeAction>[];
  /** Terms worth checking for the proposer now (the rules decide which may be proposed). */
  candidates(ctx: Ctx, proposer: Actor): ProposalTerms[];
  /** Carries out the accepted deal (its rules have passed) and what the round does after it. */
  execute(ctx: Ctx, proposer: Actor, a: ProposeTradeAction): void;
  describe(ctx: Ctx, proposer: Actor, a: ProposeTradeAction): string;
}

const name = (ctx: Ctx, seat: number, cousin?: string): string => (cousin === undefined ? playerName(ctx, seat) : `${cousinDef(ctx.title, cousin)?.name ?? cousin} (${playerName(ctx, seat)}'s cousin)`);

/** The other players and their cousins, as (seat, cousin) sides of a deal. */
function otherSides(ctx: Ctx, seat: number): { to: number; toCousin?: string }[] {
  const out: { to: number; toCousin?: string }[] = [];
  for (const p of ctx.state.players) {
    if (p.seat === seat || p.bankrupt) continue;
    out.push({ to: p.seat });
    for (const k of cousinsOf(ctx.title, ctx.state, p.seat)) out.push({ to: p.seat, toCousin: k.id });
  }
  return out;
}

/** The proposer and its own cousins, as `cousin` fields. */
function ownSides(ctx: Ctx, seat: number): { cousin?: string }[] {
  return [{}, ...cousinsOf(ctx.title, ctx.state, seat).map((k) => ({ cousin: k.id }))];
}

function holds(ctx: Ctx, corp: string, seat: number, cousin?: string): boolean {
  return ctx.state.corporations[corp]!.certs.includes(cousin === undefined ? playerHolder(seat) : cousinHolder(cousin));
}

function executeTrade(ctx: Ctx, proposer: Actor, a: ProposeTradeAction): void {
  const c = ctx.state.corporations[a.corporation!]!;
  const buyer = buyerOf(proposer, a);
  const seller = sellerOf(proposer, a)!;
  const index = shareToTrade(ctx.title, c, seller.holder, buyer.holder)!;
  if (buyer.cousin === undefined) noteBought(ctx, buyer.seat, c.id, sharePercent(ctx.title, c));
  tradeShare(ctx, c, index, seller.holder, buyer.holder);
  // A cousin's share bought in the round its company started halves the distance fees (Vignoles, cousins.json).
  if (buyer.cousin !== undefined) halveFloatFee(ctx, buyer.cousin, c.id);
  // The trade is the proposer's one stock action of the turn (for the cousin it named, if any).
  const asAction = { type: 'buy_shares', entityType: 'player', entity: proposer.seat, corporation: c.id, from: 'market', percent: sharePercent(ctx.title, c), ...(a.cousin ? { cousin: a.cousin } : {}) };
  afterStockAction(ctx, asAction as Action);
}

function describeTrade(ctx: Ctx, proposer: Actor, a: ProposeTradeAction): string {
  const buyer = buyerOf(proposer, a);
  const seller = sellerOf(proposer, a)!;
  const price = sharePrice(ctx.title, ctx.state.corporations[a.corporation!]!) ?? 0;
  return `${name(ctx, buyer.seat, buyer.cousin)} buys a share of ${a.corporation} from ${name(ctx, seller.seat, seller.cousin)} for ${money(ctx, price)}`;
}

const buyShareDeal: Deal = {
  rules: shareTradeRules,
  candidates(ctx, proposer) {
    const out: ProposalTerms[] = [];
    for (const def of ctx.title.corporations)
      for (const side of otherSides(ctx, proposer.seat)) {
        if (!holds(ctx, def.id, side.to, side.toCousin)) continue;
        for (const own of ownSides(ctx, proposer.seat)) out.push({ deal: 'buyShare', corporation: def.id, ...side, ...own });
      }
    return out;
  },
  execute: executeTrade,
  describe: describeTrade,
};

const sellShareDeal: Deal = {
  rules: shareTradeRules,
  candidates(ctx, proposer) {
    const out: ProposalTerms[] = [];
    for (const def of ctx.title.corporations)
      for (const own of ownSides(ctx, proposer.seat)) {
        if (!holds(ctx, def.id, proposer.seat, own.cousin)) continue;
        for (const side of otherSides(ctx, proposer.seat)) out.push({ deal: 'sellShare', corporation: def.id, ...side, ...own } as ProposalTerms);
      }
    return out;
  },
  execute: executeTrade,
  describe: describeTrade,
};

const placeShareDeal: Deal = {
  rules: placeShareRules,
  candidates(ctx, proposer) {
    const p = placementUnderWay(ctx);
    if (!p) return [];
    return otherSides(ctx, proposer.seat).map((side) => ({ deal: 'placeShare', corporation: p.corporation, ...side }) as ProposalTerms);
  },
  execute(ctx, _proposer, a) {
    const c = ctx.state.corporations[a.corporation!]!;
    const buy = { type: 'buy_shares', entityType: 'player', entity: a.to, corporation: c.id, from: 'ipo', percent: sharePercent(ctx.title, c), ...(a.toCousin ? { cousin: a.toCousin } : {}) } as BuySharesAction;
    buyShare(ctx, a.to, buy);
    placementBought(ctx);
  },
  describe(ctx, _proposer, a) {
    const c = ctx.state.corporations[a.corporation!]!;
    return `${name(ctx, a.to, a.toCousin)} buys a share of ${c.id} from its treasury for ${money(ctx, sharePrice(ctx.title, c) ?? 0)}`;
  },
};

const futureTrainDeal: Deal = {
  rules: futureTrainDealRules,
  candidates(ctx, proposer) {
    if (proposer.entityType !== 'corporation') return [];
    const out: ProposalTerms[] = [];
    for (const h of ctx.state.futureTrains?.held ?? []) {
      if (h.seat === proposer.seat || out.some((t) => t.to === h.seat && t.train === h.type)) continue;
      out.push({ deal: 'assignFutureTrain', to: h.seat, train: h.type });
    }
    return out;
  },
  execute(ctx, proposer, a) {
    assignHeldFutureTrain(ctx, String(proposer.entity), a.to, a.train!);
    advanceOperating(ctx);
  },
  describe(ctx, proposer, a) {
    return `${playerName(ctx, a.to)} assigns a future ${a.train} train to ${String(proposer.entity)}`;
  },
};

const trainDeal: Deal = {
  rules: trainDealRules,
  candidates(ctx, proposer) {
    if (proposer.entityType !== 'corporation') return [];
    const out: ProposalTerms[] = [];
    for (const def of ctx.title.corporations) {
      const c = ctx.state.corporations[def.id]!;
      if (def.id === proposer.entity || c.closed || c.president === null || c.president === proposer.seat) continue;
      // The lowest price: the listing turns it into a price range (proposalLegal).
      for (const id of c.trains) out.push({ deal: 'buyTrain', to: c.president, corporation: def.id, train: id, price: 1 });
    }
    return out;
  },
  execute(ctx, proposer, a) {
    const corp = String(proposer.entity);
    const train = ctx.state.trains.find((t) => t.id === a.train)!;
    const funding = tradeFunding(ctx, corp, train, a.price!)!;
    transferTrain(ctx, corp, train, a.price!, ctx.state.corporations[corp]!.president, funding);
    ctx.log.push(`${corp} buys train ${train.id} from ${a.corporation} for ${money(ctx, a.price!)}${funding > 0 ? `, ${money(ctx, funding)} of it from its director` : ''}`);
    turnOf(ctx).boughtTrain = true;
    advanceOperating(ctx);
  },
  describe(ctx, proposer, a) {
    return `${String(proposer.entity)} buys train ${a.train} from ${a.corporation} for ${money(ctx, a.price ?? 0)}`;
  },
};

const contributionSaleDeal: Deal = {
  rules: contributionSaleRules,
  candidates(ctx, proposer) {
    if (proposer.entityType !== 'corporation') return [];
    const out: ProposalTerms[] = [];
    for (const o of contributionSaleOptions(ctx, proposer)) {
      const c = ctx.state.corporations[o.action.corporation]!;
      if (o.agreement === null || o.action.percent !== sharePercent(ctx.title, c)) continue;
      out.push({ deal: 'contributionSale', to: o.agreement, corporation: c.id, ...(o.action.successorCousin !== undefined ? { toCousin: o.action.successorCousin } : {}) });
    }
    return out;
  },
  execute(ctx, proposer, a) {
    sellForContribution(ctx, String(proposer.entity), contributionSaleOf(ctx, proposer, a));
  },
  describe(ctx, proposer, a) {
    return `${playerName(ctx, proposer.seat)} sells a share of ${a.corporation} to raise money for ${String(proposer.entity)}'s train, passing ${a.corporation} to ${name(ctx, a.to, a.toCousin)}'s control`;
  },
};

const DEALS: Record<string, Deal> = { buyShare: buyShareDeal, sellShare: sellShareDeal, placeShare: placeShareDeal, assignFutureTrain: futureTrainDeal, buyTrain: trainDeal, contributionSale: contributionSaleDeal };

/** The terms of a proposal, as propose_trade fields in a fixed order (absent fields left out). */
function termsOf(a: ProposalTerms): ProposalTerms {
  const t: ProposalTerms = { deal: a.deal, to: a.to };
  if (a.corporation !== undefined) t.corporation = a.corporation;
  if (a.cousin !== undefined) t.cousin = a.cousin;
  if (a.toCousin !== undefined) t.toCousin = a.toCousin;
  if (a.train !== undefined) t.train = a.train;
  if (a.price !== undefined) t.price = a.price;
  return t;
}

const entityKey = (e: { entityType: string; entity: number | string }): string => (e.entityType === 'player' ? playerHolder(Number(e.entity)) : corpHolder(String(e.entity)));
/**
 * The terms as declined or withdrawn terms are remembered. [DECISION] A train purchase is remembered without its
 * price: once declined, that train is not proposed again in the turn at any price (the directors settle a price
 * between themselves first, §10.1 L942 "Players may freely negotiate"; otherwise a turn could offer every price in
 * turn, and a listed price range would hold refused prices).
 */
const termsKey = (t: ProposalTerms): string => JSON.stringify(termsOf(t.deal === 'buyTrain' ? { ...t, price: undefined } : t));

function proposeAction(actor: Actor, terms: ProposalTerms): ProposeTradeAction {
  return act(actor, 'propose_trade', { ...termsOf(terms) }) as ProposeTradeAction;
}

/** The open proposal as the propose_trade it was, and its proposer. */
function openProposal(ctx: Ctx): { p: ProposalState; proposer: Actor; action: ProposeTradeAction } | null {
  const p = ctx.state.proposal;
  if (!p) return null;
  const proposer: Actor = { entityType: p.by.entityType, entity: p.by.entity, seat: p.from };
  return { p, proposer, action: proposeAction(proposer, p) };
}

function refusal(ctx: Ctx, proposer: Actor, a: ProposeTradeAction): GameError | null {
  const deal = DEALS[a.deal];
  if (!deal) return illegal(`${a.deal} is not a deal`, NEGOTIATION_REF);
  return firstViolation(deal.rules, ctx, proposer, a);
}

/** Terms declined or withdrawn: not proposed again in the proposer's turn. */
function noteSpent(ctx: Ctx, p: ProposalState): void {
  const by = entityKey(p.by);
  const d = ctx.state.declinedProposals?.by === by ? ctx.state.declinedProposals : (ctx.state.declinedProposals = { by, terms: [] });
  d.terms.push(termsKey(p));
}

function declined(ctx: Ctx, actor: Actor): string[] {
  const d = ctx.state.declinedProposals;
  return d && d.by === entityKey(actor) ? d.terms : [];
}

/** The proposals the acting entity may make now, or its withdrawal of the open one. */
export function proposalLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const deals = negotiationDeals(ctx.title);
  if (deals.length === 0 || ctx.state.finished) return [];
  const open = ctx.state.proposal;
  if (open) {
    if (entityKey(open.by) !== entityKey(actor)) return [];
    const action = act(actor, 'withdraw_proposal', {});
    return [{ id: actionId(action), action }];
  }
  const refused = declined(ctx, actor);
  const out: LegalAction[] = [];
  const seen = new Set<string>();
  for (const deal of deals)
    for (const terms of DEALS[deal]!.candidates(ctx, actor)) {
      const action = proposeAction(actor, terms);
      if (terms.deal === 'buyTrain') {
        // The price is open: any from the least the rules allow to the most the company can pay (a range, as for
        // buy_train from another company); the id leaves it out.
        const id = `propose_trade:buyTrain:${terms.corporation}:${terms.train}`;
        const train = ctx.state.trains.find((t) => t.id === terms.train)!;
        const min = Math.max(1, ctx.title.rounds.operating.trainTrading?.minPrice ?? 1);
        const max = tradeMaxPrice(ctx, String(actor.entity), train);
        const atMin = { ...action, price: min } as ProposeTradeAction;
        if (seen.has(id) || max < min || refused.includes(termsKey(terms)) || refusal(ctx, actor, atMin)) continue;
        seen.add(id);
        out.push({ id, action: atMin as Action, params: { price: { min, max } } });
        continue;
      }
      const id = actionId(action as Action);
      if (seen.has(id) || refused.includes(termsKey(terms))) continue;
      seen.add(id);
      if (!refusal(ctx, actor, action)) out.push({ id, action: action as Action });
    }
  return out;
}

/** Whether `action` is the acting entity's proposal or withdrawal (made on turn). */
export const isProposalAction = (action: Action): boolean => action.type === 'propose_trade' || action.type === 'withdraw_proposal';

/** A proposal or a withdrawal by the acting entity. */
export function processProposal(ctx: Ctx, actor: Actor, action: Action): void {
  if (negotiationDeals(ctx.title).length === 0) throw illegal('this game has no deals by consent', NEGOTIATION_REF);
  const open = ctx.state.proposal;
  if (action.type === 'withdraw_proposal') {
    if (!open || entityKey(open.by) !== entityKey(actor)) throw illegal('you have no open proposal to withdraw', NEGOTIATION_REF);
    delete ctx.state.proposal;
    noteSpent(ctx, open);
    ctx.log.push(`${playerName(ctx, actor.seat)} withdraws the proposal`);
    return;
  }
  const a = action as ProposeTradeAction;
  if (open) throw illegal(`a proposal is already open (to ${playerName(ctx, open.to)}): withdraw it first`, NEGOTIATION_REF);
  if (declined(ctx, actor).includes(termsKey(a))) throw illegal('these terms were declined or withdrawn this turn', NEGOTIATION_REF);
  const v = refusal(ctx, actor, a);
  if (v) throw v;
  ctx.state.proposal = { ...termsOf(a), from: actor.seat, by: { entityType: actor.entityType, entity: actor.entity } };
  ctx.log.push(`${playerName(ctx, actor.seat)} proposes to ${playerName(ctx, a.to)}: ${DEALS[a.deal]!.describe(ctx, actor, a)}`);
}

/** The counterpart's answer, out of turn (engine/mechanisms/outOfTurn/index.ts). */
export const proposalResponses: OutOfTurnSource = {
  legal(ctx, seat) {
    const open = openProposal(ctx);
    if (!open || open.p.to !== seat) return [];
    const out: LegalAction[] = [];
    const who: Actor = { entityType: 'player', entity: seat, seat };
    if (!refusal(ctx, open.proposer, open.action)) out.push({ id: 'accept_proposal', action: act(who, 'accept_proposal', {}) });
    out.push({ id: 'decline_proposal', action: act(who, 'decline_proposal', {}) });
    return out;
  },
  claim(_ctx, action) {
    if ((action.type !== 'accept_proposal' && action.type !== 'decline_proposal') || action.entityType !== 'player') return null;
    return Number(action.entity);
  },
  process(ctx, seat, action) {
    const open = openProposal(ctx);
    if (!open) throw illegal('there is no open proposal to answer', NEGOTIATION_REF);
    if (open.p.to !== seat) throw new GameError('NOT_YOUR_TURN', `the proposal is to ${playerName(ctx, open.p.to)}; only that seat may answer it`);
    if (action.type === 'decline_proposal') {
      delete ctx.state.proposal;
      noteSpent(ctx, open.p);
      ctx.log.push(`${playerName(ctx, seat)} declines`);
      return;
    }
    const v = refusal(ctx, open.proposer, open.action);
    if (v) throw v;
    delete ctx.state.proposal;
    ctx.log.push(`${playerName(ctx, seat)} agrees`);
    DEALS[open.p.deal]!.execute(ctx, open.proposer, open.action);
  },
  waiting(ctx) {
    return ctx.state.proposal ? [ctx.state.proposal.to] : [];
  },
};

/** Drops the open proposal, changing nothing. */
function lapse(ctx: Ctx, why: string): void {
  const p = ctx.state.proposal;
  if (!p) return;
  delete ctx.state.proposal;
  ctx.log.push(`${playerName(ctx, p.from)}'s proposal to ${playerName(ctx, p.to)} lapses (${why})`);
}

/**
 * The proposer's turn is over (called by the rounds where a turn can end with the same entity acting
 * next, the stock round): the open proposal lapses and the declined terms are forgotten.
 */
export function endProposerTurn(ctx: Ctx): void {
  lapse(ctx, 'the turn is over');
  delete ctx.state.declinedProposals;
}

/**
 * After every action (apply.ts): a proposal whose proposer no longer acts, or whose deal the rules now
 * refuse, lapses; declined terms are forgotten once their entity no longer acts.
 */
export function reviewProposal(ctx: Ctx): void {
  if (!ctx.state.proposal && !ctx.state.declinedProposals) return;
  const actor = ctx.state.finished ? null : roundModule(ctx.title, ctx.state.round.kind).actor(ctx);
  const key = actor ? entityKey(actor) : null;
  if (ctx.state.declinedProposals && ctx.state.declinedProposals.by !== key) delete ctx.state.declinedProposals;
  const open = openProposal(ctx);
  if (!open) return;
  if (!actor || entityKey(open.p.by) !== key || actor.seat !== open.p.from) return lapse(ctx, 'the turn is over');
  const v = refusal(ctx, open.proposer, open.action);
  if (v) lapse(ctx, `no longer possible: ${v.message}`);
}

/**
 * Deals by consent. Switched on for every title: a proposal in a title without `negotiation` is
 * refused here with the reason, rather than by a step that does not know the action.
 */
/** The deal proposed and not yet answered, for the public view. */
function publicProposal(state: GameState): PublicProposalState | null {
  return state.proposal
    ? {
        from: state.proposal.from,
        to: state.proposal.to,
        deal: state.proposal.deal,
        corporation: state.proposal.corporation ?? null,
        cousin: state.proposal.cousin ?? null,
        toCousin: state.proposal.toCousin ?? null,
        train: state.proposal.train ?? null,
        price: state.proposal.price ?? null,
      }
    : null;
}

export const mechanism: Mechanism = {
  id: 'negotiation',
  block: 'title.negotiation',
  slice: { keys: ['proposal', 'declinedProposals'] },
  appliesTo: () => true,
  hooks: {
    publicView: (_title, state) => ({ proposal: publicProposal(state) }),
    outOfTurnSources: () => [proposalResponses],
    turnAction: (ctx, actor, action) => {
      if (!isProposalAction(action)) return false;
      processProposal(ctx, actor, action);
      return true;
    },
    turnLegal: proposalLegal,
    // An open proposal lapses with its proposer's stock-round turn.
    stockTurnEnded: endProposerTurn,
    actionApplied: reviewProposal,
  },
};

/** The terms of a deal by consent (title.json negotiation; engine/mechanisms/negotiation/): the fields of propose_trade. */
export type ProposalTerms = Omit<ProposeTradeAction, 'type' | 'entityType' | 'entity'>;

/** A deal proposed and waiting for the counterpart's answer. */
export interface ProposalState extends ProposalTerms {
  /** The proposer's seat. */
  from: number;
  /** The entity the proposer acted for: themselves, or the operating corporation. */
  by: { entityType: 'player' | 'corporation'; entity: number | string };
}

declare module '../../state/slices' {
  interface GameSlices {
    /** The deal proposed and not yet answered (title.json negotiation; engine/mechanisms/negotiation/). Absent: none. */
    proposal?: ProposalState;
    /**
     * Terms declined or withdrawn in the turn of the entity `by` ("player:<seat>", "corp:<id>"), which it may not
     * propose again in that turn (canonical JSON of the terms). Cleared when its turn ends. Absent: none.
     */
    declinedProposals?: { by: string; terms: string[] };
  }
}
