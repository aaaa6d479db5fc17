/**
 * The auction round when its step is "bidThenPick" (rounds.auction.bidThenPick; 1860 rules,
 * Private Companies and the Initial Auction, OCR L173-211; digest 1860 §2.3): one auction per
 * item on offer, each run by the steps bidForPick then pickItem (steps.ts).
 *
 * The first auction is opened by the priority holder (the player to the banker's left, L191);
 * each later one by the player after the previous winner (L201). When every item is sold,
 * priority goes by `priorityAfter`: 1860 gives it to the player with the most cash; on a tie,
 * to the player holding privates of the lowest total face value (L209-211, read as 18xx.games
 * does: among every player holding a private; digest §8 item 12).
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import { bidThenPickConfig, companiesOnOffer, corporationsOnOffer, pickState, PICK_REF } from './bidThenPick';
import type { AuctionRoundState } from '../../state/types';
import { bidForPick, pickItem } from './steps';
import type { Step } from '../../steps/step';
import type { Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import type { RoundModule } from '../../rounds/registry';
import { roundFinished, startNextRound } from '../../rounds/sequence';

const STEPS: Step[] = [bidForPick, pickItem];

const itemsLeft = (ctx: Ctx): number => companiesOnOffer(ctx).length + corporationsOnOffer(ctx).length;

export function startBidThenPickRound(ctx: Ctx, number: number): void {
  const opener = ctx.state.priority;
  ctx.state.round = {
    kind: 'auction',
    number,
    turn: opener,
    passes: 0,
    bids: {},
    discounts: {},
    contest: null,
    pendingPar: null,
    lastActor: null,
    bidThenPick: { auction: 1, opener, high: null, out: [], picker: null, won: [] },
  };
  const items = itemsLeft(ctx);
  ctx.log.push(`The initial auction begins: ${items} auctions, one per item on offer; ${playerName(ctx, opener)} opens the first`);
  if (items === 0) finish(ctx);
}

/** After a pick: the next auction, opened by the player after the winner, or the end of the round. */
function nextAuction(ctx: Ctx): void {
  const b = pickState(ctx);
  if (itemsLeft(ctx) === 0) return finish(ctx);
  const winner = b.won[b.won.length - 1]!.seat;
  b.auction += 1;
  b.opener = (winner + 1) % ctx.state.players.length;
  b.high = null;
  b.out = [];
  (ctx.state.round as AuctionRoundState).turn = b.opener;
  ctx.log.push(`Auction ${b.auction}: ${playerName(ctx, b.opener)} opens the bidding`);
}

/** Who holds priority after the auctions (rounds.auction.bidThenPick.priorityAfter). */
function priorityAfter(ctx: Ctx): number {
  const { state } = ctx;
  const b = pickState(ctx);
  const rule = bidThenPickConfig(ctx).priorityAfter;
  const last = b.won[b.won.length - 1];
  if (!rule || rule.rule === 'afterLastWinner') return last ? (last.seat + 1) % state.players.length : state.priority;
  const most = Math.max(...state.players.map((p) => p.cash));
  const tied = state.players.filter((p) => p.cash === most).map((p) => p.seat);
  if (tied.length === 1) return tied[0]!;
  if (rule.tieBreak === 'lowestPrivateValue') {
    // Among all players holding at least one private (as 18xx.games reads L210-211), the lowest total face value.
    const value = (seat: number) =>
      ctx.title.companies.filter((c) => state.companies[c.id]!.owner === `player:${seat}` && !state.companies[c.id]!.closed).reduce((s, c) => s + c.value, 0);
    const holders = state.players.map((p) => p.seat).filter((s) => value(s) > 0);
    if (holders.length > 0) return holders.reduce((best, s) => (value(s) < value(best) ? s : best));
  }
  return tied[0]!;
}

function finish(ctx: Ctx): void {
  const seat = priorityAfter(ctx);
  ctx.state.priority = seat;
  ctx.log.push(`The initial auction ends; ${playerName(ctx, seat)} (${money(ctx, ctx.state.players[seat]!.cash)}) has priority`);
  if (roundFinished(ctx, true)) return;
  startNextRound(ctx);
}

export const bidThenPickRound: RoundModule = {
  start: startBidThenPickRound,
  actor(ctx) {
    const b = pickState(ctx);
    const seat = b.picker ?? (ctx.state.round as AuctionRoundState).turn;
    return { entityType: 'player', entity: seat, seat };
  },
  legal(ctx, actor) {
    return STEPS.flatMap((s) => s.legal(ctx, actor));
  },
  process(ctx, actor, action) {
    const step = STEPS.find((s) => s.accepts.includes(action.type));
    if (!step) throw illegal(`${action.type} is not possible in the initial auction: bid or pass, or, having won, pick an item (buy_company or par)`, PICK_REF);
    step.process(ctx, actor, action);
    if (step === pickItem) nextAuction(ctx);
  },
};

/**
 * The auction round's "bidThenPick" step (rounds.auction.bidThenPick; 1860 rules L173-211): a round
 * module the auction round hands itself to when its steps name it.
 */
declare module '../../definition/rules-summary' {
  interface PrivateCompaniesSummaryParts {
    /** The bid-then-pick auction's parameters (rounds.auction.bidThenPick), when that is how they are sold. */
    bidThenPick?: { minRaise: number; companies: string[]; corporations: string[]; priorityAfter: string } | null;
  }
}

/** The rules summary's sale of the private companies when they are sold so (L173-211). */
const summary: SummaryPart = {
  fields(title) {
    const pick = title.rounds.auction?.bidThenPick;
    const sold = title.definition.title.companySale.kind === 'bidThenPick' && pick;
    return {
      privateCompanies: {
        bidThenPick: sold
          ? { minRaise: pick.minRaise, companies: [...pick.items.companies], corporations: [...pick.items.corporations], priorityAfter: pick.priorityAfter?.rule ?? 'afterLastWinner' }
          : null,
      },
    };
  },
  fieldsWhenOff: { privateCompanies: { bidThenPick: null } },
  text: {
    companySale(s, { money, list }) {
      if (s.privateCompanies?.sale !== 'bidThenPick') return [];
      const p = s.privateCompanies.bidThenPick;
      if (!p) return ['Private companies are sold in auctions for the right to pick them.'];
      const items = [...p.companies, ...p.corporations.map((c) => `the ${c} director's certificate`)];
      return [
        `The game opens with ${items.length} auctions, one for each of ${list(items)}: players bid in turn, raising by at least ${money(p.minRaise)}, ` +
          "for the right to pick any item still on offer and pay its price on top of the bid (a director's certificate at a par the winner chooses); " +
          'a player who passes sits out the rest of that auction, and if nobody bids the opener picks for nothing.',
        ...(p.priorityAfter === 'mostCash' ? ['After the auctions the player with the most cash has priority.'] : []),
      ];
    },
  },
};

export const mechanism: Mechanism = {
  summary,
  id: 'bidThenPick',
  block: 'title.rounds.auction.bidThenPick',
  appliesTo: (d) => d.title.rounds.auction?.steps.includes('bidThenPick') === true,
  hooks: {
    roundDescription: (_title, state) =>
      state.round.kind === 'auction' && state.round.bidThenPick ? `Initial auction ${state.round.bidThenPick.auction} (bid, then pick)` : null,
  },
  rounds: { bidThenPick: bidThenPickRound },
};
