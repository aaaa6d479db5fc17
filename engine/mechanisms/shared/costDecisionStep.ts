/**
 * A running cost the director may decide on (pay_costs; 1820 §7.2.5 L647-656 maintenance, §7.2.8 L690-700
 * interest): where the title says so (`choice`), the step waits for the director to pay, covering what the
 * treasury lacks, or not to pay, which puts the company into liquidation. Where no decision applies
 * (companyCharges.ts costDecision: nothing due, nothing to decide, no player director) the step runs by
 * itself (`automatic`). The maintenance and loan-interest steps are this one step with their own terms.
 */
import type { Ctx } from '../../context';
import { illegal, invalid } from '../../errors';
import type { PayCostsAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { chargeWithCover, costDecision, refuseCost } from './companyCharges';
import type { OperatingStep } from '../../steps/operating';
import { act } from '../../steps/step';

export interface CostStepTerms {
  name: string;
  /** pay_costs.kind at this step. */
  kind: PayCostsAction['kind'];
  /** The turn's flag that the cost is settled. */
  paid: 'maintenancePaid' | 'interestPaid';
  /** What the cost is called in messages ("train maintenance", "loan interest"). */
  noun: string;
  ref: string;
  /** Whether the title makes the director decide. */
  choice: (ctx: Ctx) => boolean;
  due: (ctx: Ctx, corp: string) => number;
  /** What is paid, for the log. */
  what: (ctx: Ctx, corp: string) => string;
  /** The price move when the director covers a shortfall. */
  priceMove: (ctx: Ctx) => number | null;
  /** The cost settled without a decision. */
  automatic: (ctx: Ctx, corp: string) => void;
}

export function costDecisionStep(terms: CostStepTerms): OperatingStep {
  const decision = (ctx: Ctx, corp: string) => {
    if (!terms.choice(ctx)) return null;
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.turn[terms.paid]) return null;
    return costDecision(ctx, corp, terms.due(ctx, corp));
  };
  return {
    name: terms.name,
    accepts: ['pay_costs'],
    legal(ctx, actor) {
      if (!decision(ctx, String(actor.entity))) return [];
      return [true, false].map((pay) => {
        const action = act(actor, 'pay_costs', { kind: terms.kind, pay });
        return { id: actionId(action), action };
      });
    },
    process(ctx, actor, action) {
      const corp = String(actor.entity);
      const a = action as PayCostsAction;
      const d = decision(ctx, corp);
      if (!d) throw illegal(`${terms.noun} is paid automatically`, terms.ref);
      if (a.kind !== terms.kind) throw invalid(`at the ${terms.name} step pay_costs.kind is "${terms.kind}"`);
      const round = ctx.state.round;
      if (round.kind === 'operating') round.turn[terms.paid] = true;
      if (a.pay) chargeWithCover(ctx, corp, d.due, terms.priceMove(ctx), terms.what(ctx, corp));
      else refuseCost(ctx, corp, d.due, terms.what(ctx, corp));
    },
    done(ctx, corp) {
      const round = ctx.state.round;
      if (round.kind !== 'operating') return true;
      if (round.turn[terms.paid]) return true;
      if (decision(ctx, corp)) return false;
      round.turn[terms.paid] = true;
      terms.automatic(ctx, corp);
      return true;
    },
    passBlocked(ctx, corp) {
      return decision(ctx, corp) ? illegal(`decide whether the company pays its ${terms.noun} (pay_costs)`, terms.ref) : null;
    },
  };
}
