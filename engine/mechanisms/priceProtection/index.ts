/**
 * Share price protection (1870 rules, Share price protection; title.json rounds.stock.steps
 * "priceProtection"): a player's sales do not move the price at once (saleDropDeferred; the core
 * queues them, engine/shares/playerSale.ts). When the seller's stock turn ends, or before a
 * president's operating turn with forced sales for a train ends, each sold block is offered to its
 * corporation's president (offer.ts), and the offer interrupts the round until it is answered.
 */
import { playerName, type Ctx } from '../../context';
import type { Interruption, Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import { afterProtection } from '../../rounds/stock';
import type { Actor } from '../../steps/step';
import { declineProtection, offerNext, priceProtection, protectionActor, protectionLegal, REF } from './offer';

const protecting = (ctx: Ctx): boolean => ctx.state.round.kind === 'operating' && !!ctx.state.round.protection;

function process(ctx: Ctx, actor: Actor, action: Action): void {
  const round = ctx.state.round;
  if (action.type === 'pass') declineProtection(ctx);
  else if (action.type === 'protect_shares') priceProtection.process(ctx, actor, action);
  else throw illegal('protect the sold shares or pass', REF);
  if (round.kind === 'operating' && !round.protection) round.sales = [];
}

/** Before the turn ends, the forced sales are offered for protection; true while an offer is open. */
function offerSales(ctx: Ctx): boolean {
  const round = ctx.state.round;
  if (round.kind !== 'operating' || (round.sales?.length ?? 0) === 0) return false;
  if (offerNext(ctx, 0)) return true;
  round.sales = [];
  return false;
}

declare module '../../definition/rules-summary' {
  interface StockRoundSummaryParts {
    /** The stock round has the priceProtection step. */
    priceProtection: boolean;
    /** With price protection: whether a president who sold earlier in the round may still protect (default false); null without it. */
    sellerMayProtect: boolean | null;
  }
}

/** The rules summary's price protection: the step, and whether a seller may protect. */
const summary: SummaryPart = {
  fields: (title) => ({ stockRound: { priceProtection: true, sellerMayProtect: title.rounds.stock.sellerMayProtect ?? false } }),
  fieldsWhenOff: { stockRound: { priceProtection: false, sellerMayProtect: null } },
  words: {
    stockSteps: { priceProtection: 'protect the share price of a sold corporation (its president)' },
    operatingSteps: { priceProtection: "protect the president's forced sales" },
  },
  text: {
    selling: (s) => [
      'After a turn with sales, the president of each corporation sold may buy the sold shares at the sale price, so that the price does not drop' +
        (s.stockRound.sellerMayProtect ? ' (even a president who sold shares of it earlier in the round).' : '; a president who sold shares of it earlier in the round may not.'),
    ],
  },
};

/** In the stock round the offer answered, the seller's turn is over once no block is left on offer. */
function processInStock(ctx: Ctx, actor: Actor, action: Action): void {
  const round = ctx.state.round;
  if (action.type === 'pass') declineProtection(ctx);
  else if (action.type === 'protect_shares') priceProtection.process(ctx, actor, action);
  else throw illegal(`${playerName(ctx, actor.seat)} may only protect the sold shares or pass`, REF);
  if (round.kind === 'stock' && !round.protection) afterProtection(ctx);
}

const appliesTo = (d: Parameters<Mechanism['appliesTo']>[0]): boolean => (d.title.rounds.stock.steps as readonly string[]).includes('priceProtection');

export const mechanism: Mechanism = {
  summary,
  id: 'priceProtection',
  block: 'title.rounds.stock.steps[priceProtection]',
  appliesTo,
  hooks: {
    saleDropDeferred: () => true,
    // A stock turn with sales ends: the first block anyone may protect is offered (the others fall).
    turnSalesHeld: (ctx) => offerNext(ctx, 0),
    operatingTurnEnding: offerSales,
  },
  // The step named in rounds.stock.steps: it offers protect_shares to the president on offer only.
  stockSteps: { priceProtection },
  interruptions: {
    operating: [{ name: 'priceProtection', actor: (ctx) => (protecting(ctx) ? protectionActor(ctx) : null), legal: protectionLegal, process }],
  },
};

const stockOffer: Interruption = {
  name: 'priceProtection',
  actor: (ctx) => (ctx.state.round.kind === 'stock' ? protectionActor(ctx) : null),
  legal: protectionLegal,
  process: processInStock,
};

/**
 * The offer in the stock round interrupts it after every other mechanism's interruption (an
 * auction, a float's placements, an increase) has settled, so it registers at the end of the list.
 */
export const stockMechanism: Mechanism = {
  id: 'priceProtectionOffers',
  block: 'title.rounds.stock.steps[priceProtection]',
  appliesTo,
  hooks: {},
  interruptions: { stock: [stockOffer] },
};
