/**
 * Private companies pay their revenue to their owners at the start of each operating round
 * (1830 rules, "Private companies").
 */
import { money, type Ctx } from '../context';
import { pay } from './bank';
import { seatOf } from './types';

export function payCompanyRevenue(ctx: Ctx): void {
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id]!;
    if (co.closed || co.owner === 'bank' || def.revenue === 0) continue;
    pay(ctx, 'bank', co.owner, def.revenue);
    const seat = seatOf(co.owner);
    const who = seat !== null ? ctx.state.players[seat]!.name : co.owner.slice(5);
    ctx.log.push(`${def.id} pays ${money(ctx, def.revenue)} to ${who}`);
  }
}
