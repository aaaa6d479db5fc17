/**
 * The private companies pay their revenue to their owners (companies.json revenue): in each
 * operating round, and where a title's private auction says so, when everyone passes.
 */
import { money, type Ctx } from '../context';
import { seatOf, type GameState } from './types';
import type { Title } from '../definition/title';
import { pay } from './bank';
import { ownerFits } from '../definition/abilities';

/**
 * What a company pays now: its `revenue`, or a revenue ability's params.revenue from params.fromPhase on
 * while the condition's ownerType fits its owner (1889's Uno-Takamatsu Ferry: 50 from phase 5 with a player).
 */
export function companyRevenue(title: Title, state: GameState, company: string): number {
  const def = title.company.get(company)!;
  const co = state.companies[company]!;
  for (const ab of def.abilities ?? []) {
    if ((ab.kind as string) !== 'revenue') continue;
    const p = ab.params as { revenue: number; fromPhase: string };
    const from = title.phases.findIndex((ph) => ph.id === p.fromPhase);
    if (from >= 0 && state.phase >= from && ownerFits(co.owner, ab.condition)) return p.revenue;
  }
  return def.revenue;
}

/** Every open company owned by a player or a corporation pays its revenue from the bank. */
export function payCompanyRevenue(ctx: Ctx): void {
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id]!;
    const revenue = co.closed || co.owner === 'bank' ? 0 : companyRevenue(ctx.title, ctx.state, def.id);
    if (revenue === 0) continue;
    pay(ctx, 'bank', co.owner, revenue);
    const seat = seatOf(co.owner);
    const who = seat !== null ? ctx.state.players[seat]!.name : co.owner.slice(5);
    ctx.log.push(`${def.id} pays ${money(ctx, revenue)} to ${who}`);
  }
}
