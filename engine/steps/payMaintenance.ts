/**
 * Train maintenance (operating step "payMaintenance"; 1820 §7.2.5 L645-656): after the dividend,
 * the company pays the Cost of Business column's maintenance for each train it owns
 * (title.json costOfBusiness). A shortfall is covered by the director, and the price moves
 * (costOfBusiness.directorCoversMaintenance.priceMove, -1); a director who cannot cover it pays
 * nothing and the company goes "into liquidation" (engine/mechanisms/companyCharges.ts). The
 * step is automatic.
 */
import { illegal } from '../errors';
import { chargeWithCover } from '../mechanisms/companyCharges';
import { costOfBusinessConfig, maintenanceOf } from '../mechanisms/costOfBusiness';
import type { Ctx } from '../context';
import type { OperatingStep } from './operating';

const REF = '1820 rules §7.2.5 L645-656 (Pay train maintenance)';

export function payMaintenanceNow(ctx: Ctx, corp: string): void {
  const { title, state } = ctx;
  const c = state.corporations[corp]!;
  const due = c.trains.reduce((sum, id) => sum + maintenanceOf(title, state, state.trains.find((t) => t.id === id)!.type), 0);
  chargeWithCover(ctx, corp, due, costOfBusinessConfig(title)?.directorCoversMaintenance?.priceMove ?? null, 'train maintenance');
}

export const payMaintenance: OperatingStep = {
  name: 'payMaintenance',
  accepts: [],
  legal: () => [],
  process() {
    throw illegal('train maintenance is paid automatically', REF);
  },
  done(ctx, corp) {
    const round = ctx.state.round;
    if (round.kind !== 'operating') return true;
    if (!round.turn.maintenancePaid) {
      round.turn.maintenancePaid = true;
      payMaintenanceNow(ctx, corp);
    }
    return true;
  },
  passBlocked: () => null,
};
