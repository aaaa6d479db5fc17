/**
 * The private companies pay their revenue to their owners (companies.json revenue): in each
 * operating round, and where a title's private auction says so, when everyone passes.
 */
import { money, type Ctx } from '../context';
import { seatOf } from './types';
import { pay } from './bank';

/** Every open company owned by a player or a corporation pays its revenue from the bank. */
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
