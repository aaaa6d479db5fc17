/**
 * The train limit in force: a mechanism's where one sets it (the trainLimit hook: title.json
 * costOfBusiness's column), else the phase's.
 */
import { first } from '../core/ask';
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import type { Phase } from '../generated/definition';
import { runTerms, runType, trainUnits } from '../routes/revenue';
import { corpHolder, type GameState, type TrainState } from './types';

export function limitNow(title: Title, state: GameState): number {
  return first(title, 'trainLimit', title, state) ?? title.phases[state.phase]!.trainLimit;
}

/** The phase's train-certificate limit (phases.json trainCertificateLimit), or null when `trainLimit` counts certificates. */
export function certificateLimit(phase: Phase): number | null {
  return (phase as { trainCertificateLimit?: number }).trainCertificateLimit ?? null;
}

/** Whether a train counts toward the limit: an obsolete certificate does not (1843 L5326); a rusted one does (L4096). */
export const countsTowardLimit = (t: TrainState): boolean => t.obsolete === undefined;

/**
 * What `owned` counts for a two-dimensional limit (phases.json trainCertificateLimit; 1843 rules
 * L4171-4376): trains (a certificate side's smallest form: a ×2 side 2, the flexible yellow 1) and
 * certificates.
 */
export function limitCount(title: Title, owned: TrainState[]): { trains: number; certificates: number } {
  const counted = owned.filter(countsTowardLimit);
  return { trains: counted.reduce((n, t) => n + limitTerms(title, t).units, 0), certificates: counted.length };
}

/** A train's kind, for per-kind limits: its variant's, else its type's (trains.json `kind`); "" when it has none. */
export function trainKind(title: Title, t: { type: string; variant?: string }): string {
  return limitTerms(title, t).kind;
}

/**
 * What a train counts as under the train limit: its kind (trainKind) and how many trains (trainUnits). They depend on
 * the title, the type and the variant alone, so each is found once: the train step asks them for every offer and
 * every owned train, after nearly every action of the step.
 */
export function limitTerms(title: Title, t: { type: string; variant?: string }): { kind: string; units: number } {
  let byType = limitTermsOf.get(title);
  if (!byType) limitTermsOf.set(title, (byType = new Map()));
  let byVariant = byType.get(t.type);
  if (!byVariant) byType.set(t.type, (byVariant = new Map()));
  let terms = byVariant.get(t.variant);
  if (!terms) {
    const as = { id: t.type, type: t.type, ...(t.variant !== undefined ? { variant: t.variant } : {}) };
    const kind = (runTerms(title, runType(as)) as { kind?: string } | undefined)?.kind ?? '';
    byVariant.set(t.variant, (terms = { kind, units: trainUnits(title, as) }));
  }
  return terms;
}

const limitTermsOf = new WeakMap<Title, Map<string, Map<string | undefined, { kind: string; units: number }>>>();

/**
 * The groups of trains the phase's limit applies to: all of them, or with `trainLimitPerKind` those
 * of each kind (1862.md §2.6 item 7, §2.11.2).
 */
export function limitGroups(title: Title, phase: Phase, owned: TrainState[]): TrainState[][] {
  if (!(phase as { trainLimitPerKind?: boolean }).trainLimitPerKind) return [owned];
  const byKind = new Map<string, TrainState[]>();
  for (const t of owned) {
    const k = trainKind(title, t);
    byKind.set(k, [...(byKind.get(k) ?? []), t]);
  }
  return [...byKind.values()];
}

/** Whether a corporation's trains exceed the phase's limit (in any group, see limitGroups). */
export function overTrainLimit(title: Title, state: GameState, owned: TrainState[]): boolean {
  const phase = title.phases[state.phase]!;
  const limit = limitNow(title, state);
  const certs = certificateLimit(phase);
  if (certs !== null) {
    const n = limitCount(title, owned);
    return n.trains > limit || n.certificates > certs;
  }
  owned = owned.filter(countsTowardLimit);
  return limitGroups(title, phase, owned).some((g) => g.length > limit);
}

/** The trains `corp` owns. */
export function ownedTrains(ctx: Ctx, corp: string): TrainState[] {
  const holder = corpHolder(corp);
  return ctx.state.trains.filter((t) => t.owner === holder);
}
