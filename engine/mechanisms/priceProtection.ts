/**
 * Share price protection in the operating round (1870 rules, Share price protection; title.json
 * rounds.stock.steps "priceProtection"): a president's forced sales for a train are offered to
 * each sold corporation's president before the turn ends, and the offer interrupts the round until
 * it is answered. The offer itself is the stock round's step (engine/steps/priceProtection.ts).
 */
import type { Ctx } from '../context';
import type { Mechanism } from '../core/mechanism';
import type { SummaryPart } from '../definition/rules-summary';
import { illegal } from '../errors';
import type { Action } from '../generated/actions';
import { declineProtection, offerNext, priceProtection, protectionActor, protectionLegal } from '../steps/priceProtection';
import type { Actor } from '../steps/step';

const protecting = (ctx: Ctx): boolean => ctx.state.round.kind === 'operating' && !!ctx.state.round.protection;

function process(ctx: Ctx, actor: Actor, action: Action): void {
  const round = ctx.state.round;
  if (action.type === 'pass') declineProtection(ctx);
  else if (action.type === 'protect_shares') priceProtection.process(ctx, actor, action);
  else throw illegal('protect the sold shares or pass', '1870 rules, Share price protection');
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

declare module '../definition/rules-summary' {
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

export const mechanism: Mechanism = {
  summary,
  id: 'priceProtection',
  block: 'title.rounds.stock.steps[priceProtection]',
  appliesTo: (d) => (d.title.rounds.stock.steps as readonly string[]).includes('priceProtection'),
  hooks: { operatingTurnEnding: offerSales },
  interruptions: {
    operating: [{ name: 'priceProtection', actor: (ctx) => (protecting(ctx) ? protectionActor(ctx) : null), legal: protectionLegal, process }],
  },
};
