/**
 * Private companies: sold by the bank, pay their revenue to the owner at the
 * start of each operating round, and close when a phase says so.
 */
import type { Ctx } from '../context';

// The companies' revenue is the core's (engine/state/companyRevenue.ts); kept here for its former importers.
export { payCompanyRevenue } from '../state/companyRevenue';

export function closeAllCompanies(ctx: Ctx): void {
  const closed: string[] = [];
  for (const co of Object.values(ctx.state.companies)) {
    if (co.closed) continue;
    co.closed = true;
    closed.push(co.id);
  }
  if (closed.length > 0) ctx.log.push(`Private companies close: ${closed.join(', ')}`);
}

/**
 * A `closes` ability with `condition.corporationAcquiresTrain` closes its company when that
 * corporation acquires a train, from anywhere (1843 rules L5508-5512: Lyon-Méditerranée closes when
 * the PLM acquires a train).
 */
export function closeOnTrainAcquired(ctx: Ctx, corp: string): void {
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id];
    if (!co || co.closed) continue;
    const trigger = (def.abilities ?? []).some(
      (ab) => (ab.kind as string) === 'closes' && (ab.condition as { corporationAcquiresTrain?: string } | undefined)?.corporationAcquiresTrain === corp,
    );
    if (!trigger) continue;
    co.closed = true;
    ctx.log.push(`${def.id} closes: ${corp} acquired a train`);
  }
}
