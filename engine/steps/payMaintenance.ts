/**
 * Train maintenance (operating step "payMaintenance"; 1820 §7.2.5 L645-656): after the dividend,
 * the company pays the Cost of Business column's maintenance for each train it owns
 * (title.json costOfBusiness). A shortfall is covered by the director, and the price moves
 * (costOfBusiness.directorCoversMaintenance.priceMove, -1) (engine/mechanisms/companyCharges.ts).
 *
 * With costOfBusiness.maintenanceChoice the director decides (action pay_costs kind "maintenance"):
 * pay, covering what the treasury lacks (offered only when their cash makes it up), or not pay, which
 * puts the company into liquidation (L652-656: it "chooses not to pay", or its director "won't cover
 * the shortfall"). Without it, or where no decision applies (nothing due, a private company), the step
 * is automatic: the director covers what they can, and a shortfall they cannot cover puts the company
 * into liquidation.
 */
import { illegal, invalid } from '../errors';
import type { PayCostsAction } from '../generated/actions';
import { actionId } from '../ids';
import { chargeWithCover, costDecision, refuseCost } from '../mechanisms/companyCharges';
import { costOfBusinessConfig, maintenanceOf } from '../mechanisms/costOfBusiness';
import type { Ctx } from '../context';
import type { OperatingStep } from './operating';
import { act } from './step';

const REF = '1820 rules §7.2.5 L645-656 (Pay train maintenance)';

function maintenanceDue(ctx: Ctx, corp: string): number {
  const { title, state } = ctx;
  return state.corporations[corp]!.trains.reduce((sum, id) => sum + maintenanceOf(title, state, state.trains.find((t) => t.id === id)!.type), 0);
}

const priceMove = (ctx: Ctx): number | null => costOfBusinessConfig(ctx.title)?.directorCoversMaintenance?.priceMove ?? null;

export function payMaintenanceNow(ctx: Ctx, corp: string): void {
  chargeWithCover(ctx, corp, maintenanceDue(ctx, corp), priceMove(ctx), 'train maintenance');
}

/** The director's decision this step waits for (costOfBusiness.maintenanceChoice), or null. */
function decision(ctx: Ctx, corp: string) {
  if (!costOfBusinessConfig(ctx.title)?.maintenanceChoice) return null;
  const round = ctx.state.round;
  if (round.kind !== 'operating' || round.turn.maintenancePaid) return null;
  return costDecision(ctx, corp, maintenanceDue(ctx, corp));
}

export const payMaintenance: OperatingStep = {
  name: 'payMaintenance',
  accepts: ['pay_costs'],
  legal(ctx, actor) {
    const d = decision(ctx, String(actor.entity));
    if (!d) return [];
    return [true, false].map((pay) => {
      const action = act(actor, 'pay_costs', { kind: 'maintenance', pay });
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    const a = action as PayCostsAction;
    const d = decision(ctx, corp);
    if (!d) throw illegal('train maintenance is paid automatically', REF);
    if (a.kind !== 'maintenance') throw invalid('at the payMaintenance step pay_costs.kind is "maintenance"');
    const round = ctx.state.round;
    if (round.kind === 'operating') round.turn.maintenancePaid = true;
    if (a.pay) chargeWithCover(ctx, corp, d.due, priceMove(ctx), 'train maintenance');
    else refuseCost(ctx, corp, d.due, 'train maintenance');
  },
  done(ctx, corp) {
    const round = ctx.state.round;
    if (round.kind !== 'operating') return true;
    if (round.turn.maintenancePaid) return true;
    if (decision(ctx, corp)) return false;
    round.turn.maintenancePaid = true;
    payMaintenanceNow(ctx, corp);
    return true;
  },
  passBlocked(ctx, corp) {
    return decision(ctx, corp) ? illegal('decide whether the company pays its train maintenance (pay_costs)', REF) : null;
  },
};
