/**
 * Share price protection in the operating round (1870 rules, Share price protection; title.json
 * rounds.stock.steps "priceProtection"): a president's forced sales for a train are offered to
 * each sold corporation's president before the turn ends, and the offer interrupts the round until
 * it is answered. The offer itself is the stock round's step (engine/steps/priceProtection.ts).
 */
import type { Ctx } from '../context';
import type { Mechanism } from '../core/mechanism';
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

export const mechanism: Mechanism = {
  id: 'priceProtection',
  block: 'title.rounds.stock.steps[priceProtection]',
  appliesTo: (d) => (d.title.rounds.stock.steps as readonly string[]).includes('priceProtection'),
  hooks: { operatingTurnEnding: offerSales },
  interruptions: {
    operating: [{ name: 'priceProtection', actor: (ctx) => (protecting(ctx) ? protectionActor(ctx) : null), legal: protectionLegal, process }],
  },
};
