/**
 * Train maintenance (operating step "payMaintenance"; 1820 §7.2.5 L645-656): after the dividend,
 * the company pays the Cost of Business column's maintenance for each train it owns
 * (title.json costOfBusiness). A shortfall is covered by the director, and the price moves
 * (costOfBusiness.directorCoversMaintenance.priceMove, -1) (engine/mechanisms/shared/companyCharges.ts).
 *
 * With costOfBusiness.maintenanceChoice the director decides (action pay_costs kind "maintenance"):
 * pay, covering what the treasury lacks (offered only when their cash makes it up), or not pay, which
 * puts the company into liquidation (L652-656: it "chooses not to pay", or its director "won't cover
 * the shortfall"). Without it, or where no decision applies (nothing due, a private company), the step
 * is automatic: the director covers what they can, and a shortfall they cannot cover puts the company
 * into liquidation.
 */
import { chargeWithCover } from '../shared/companyCharges';
import { costOfBusinessConfig, maintenanceOf } from './columns';
import type { Ctx } from '../../context';
import { costDecisionStep } from '../shared/costDecisionStep';
import type { OperatingStep } from '../../steps/operating';

const REF = '1820 rules §7.2.5 L645-656 (Pay train maintenance)';

function maintenanceDue(ctx: Ctx, corp: string): number {
  const { title, state } = ctx;
  return state.corporations[corp]!.trains.reduce((sum, id) => sum + maintenanceOf(title, state, state.trains.find((t) => t.id === id)!.type), 0);
}

const priceMove = (ctx: Ctx): number | null => costOfBusinessConfig(ctx.title)?.directorCoversMaintenance?.priceMove ?? null;

export function payMaintenanceNow(ctx: Ctx, corp: string): void {
  chargeWithCover(ctx, corp, maintenanceDue(ctx, corp), priceMove(ctx), 'train maintenance');
}

export const payMaintenance: OperatingStep = costDecisionStep({
  name: 'payMaintenance',
  kind: 'maintenance',
  paid: 'maintenancePaid',
  noun: 'train maintenance',
  ref: REF,
  choice: (ctx) => costOfBusinessConfig(ctx.title)?.maintenanceChoice === true,
  due: maintenanceDue,
  what: () => 'train maintenance',
  priceMove,
  automatic: payMaintenanceNow,
});

declare module '../../state/slices' {
  interface OperatingTurnSlices {
    /** True once the payMaintenance step has charged this turn's train maintenance (title.json costOfBusiness). Absent: not yet. */
    maintenancePaid?: boolean;
  }
}
