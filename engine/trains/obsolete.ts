/**
 * Obsolete certificates (abilities kind obsolescence; 1843 rules L5265-5330, the Engineers card):
 * a marked certificate becomes obsolete instead of rusting, runs a set number of times more, and
 * is discarded just before its corporation's buy-train step.
 */
import type { Ctx } from '../context';
import { grantsTo } from '../definition/abilities';
import { illegal } from '../errors';
import type { MarkTrainAction } from '../generated/actions';
import { actionId } from '../ids';
import { corpHolder, type TrainState } from '../state/types';
import { ownedTrains } from '../state/trainLimit';
import { act, type Actor, type LegalAction } from '../steps/step';
import { leaveOwner } from './owner';

/** How many runs a certificate marked by `company` has once obsolete (its obsolescence ability's runsAfterRust, default 1). */
export function runsAfterRust(ctx: Ctx, company: string): number {
  const a = (ctx.title.company.get(company)?.abilities ?? []).find((x) => (x.kind as string) === 'obsolescence');
  return (a?.params as { runsAfterRust?: number } | undefined)?.runsAfterRust ?? 1;
}

/** `corp` has run its trains: each obsolete one has one run fewer left (1843 L5294-5296). */
export function noteObsoleteRun(ctx: Ctx, corp: string): void {
  for (const t of ownedTrains(ctx, corp)) if (t.obsolete) t.obsolete.runsLeft = Math.max(0, t.obsolete.runsLeft - 1);
}

/** Just before `corp`'s buy-train step: its obsolete certificates that have made their last run are discarded, as if rusted (1843 L5294-5296). */
export function discardObsolete(ctx: Ctx, corp: string): void {
  for (const t of ownedTrains(ctx, corp)) {
    if (!t.obsolete || t.obsolete.runsLeft > 0) continue;
    leaveOwner(ctx, t);
    t.owner = 'scrap';
    ctx.log.push(`${corp}'s obsolete ${t.type} train ${t.id} is discarded`);
  }
}

const OBSOLETE_REF = '1843 rules L5265-5330 (the Engineers card: a marked certificate becomes obsolete instead of rusting)';

/** The obsolescence abilities of the open companies `corp` owns: the company and whether using it closes it. */
function obsolescence(ctx: Ctx, corp: string): { company: string; closes: boolean }[] {
  return grantsTo<{ closesCompany?: boolean }>(ctx, corp, 'obsolescence').map((g) => ({ company: g.holder.id, closes: g.params.closesCompany !== false }));
}

/** A certificate that can take the mark: one that would rust, not yet marked nor obsolete nor a rusted certificate. */
const markable = (ctx: Ctx, t: TrainState): boolean => t.marked === undefined && !t.obsolete && !t.rusted && ctx.title.trainType.get(t.type)?.rustsOn !== undefined;

/** In its buy-train step the owning corporation may mark one of its certificates with its company's obsolescence ability (the company acts). */
export function legalMarks(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const out: LegalAction[] = [];
  for (const { company } of obsolescence(ctx, corp)) {
    if (ownedTrains(ctx, corp).some((t) => t.marked === company)) continue;
    for (const t of ownedTrains(ctx, corp).filter((x) => markable(ctx, x))) {
      const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, 'mark_train', { train: t.id });
      out.push({ id: actionId(action), action });
    }
  }
  return out;
}

export function markTrain(ctx: Ctx, corp: string, a: MarkTrainAction): void {
  const company = String(a.entity);
  const ability = obsolescence(ctx, corp).find((x) => x.company === company);
  if (!ability) throw illegal(`${company} is not an open company of ${corp}'s with an obsolescence ability`, OBSOLETE_REF);
  if (ownedTrains(ctx, corp).some((t) => t.marked === company)) throw illegal(`${company} has marked a train already`, OBSOLETE_REF);
  const t = ctx.state.trains.find((x) => x.id === a.train);
  if (!t || t.owner !== corpHolder(corp) || !markable(ctx, t)) throw illegal(`${corp} has no certificate ${a.train} that could take the mark`, OBSOLETE_REF);
  t.marked = company;
  ctx.log.push(`${company} marks ${corp}'s train ${t.id}: it will become obsolete instead of rusting`);
  if (ability.closes) {
    ctx.state.companies[company]!.closed = true;
    ctx.log.push(`${company} closes`);
  }
}
