/**
 * endConditions "trainOwnedForSets" (1843 L4624-4625): the game ends at the end of the `sets`-th
 * operating set during which a corporation owned a train of the condition's type.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { finishGame } from '../../state/end';
import type { Title } from '../../definition/title';
import type { TrainOwnedSetsState } from './state';

export function trainOwnedCondition(title: Title): { train: string; sets: number; timing: string } | null {
  const e = (title.definition.title.endConditions ?? []).find((x) => x.kind === 'trainOwnedForSets') as { train?: string; sets?: number; timing: string } | undefined;
  return e?.train ? { train: e.train, sets: e.sets ?? 1, timing: e.timing } : null;
}

/** A corporation now owns a train of `type` in an operating round: this set counts (1843 L4624-4625). */
function noteTrainOwned(ctx: Ctx, type: string): void {
  const cond = trainOwnedCondition(ctx.title);
  if (!cond || cond.train !== type || ctx.state.round.kind !== 'operating') return;
  ctx.state.trainOwnedSets = { count: ctx.state.trainOwnedSets?.count ?? 0, thisSet: true };
}

/** As a set starts, it counts as one with such a train when a corporation already owns one. */
function noteSetStart(ctx: Ctx): void {
  const cond = trainOwnedCondition(ctx.title);
  if (!cond) return;
  const owned = ctx.state.trains.some((t) => t.type === cond.train && t.owner.startsWith('corp:'));
  ctx.state.trainOwnedSets = { count: ctx.state.trainOwnedSets?.count ?? 0, thisSet: owned };
}

/**
 * At the end of an operating set: a set during which a corporation owned the condition's train
 * counts, and the `sets`-th ends the game (1843 L4624-4625: "at the end of the second set of
 * operating rounds during which at least one company owned a gray train"). Checked before the
 * foreigners buy (the registry lists this mechanism first), so a train they take does not count
 * the set (1843.md D6).
 */
function trainOwnedSetEnds(ctx: Ctx): boolean {
  const cond = trainOwnedCondition(ctx.title);
  const seen: TrainOwnedSetsState | undefined = ctx.state.trainOwnedSets;
  if (!cond || !seen?.thisSet) return false;
  const count = seen.count + 1;
  ctx.state.trainOwnedSets = { count, thisSet: false };
  ctx.log.push(`Operating set ${count} of ${cond.sets} with a ${cond.train} train owned ends`);
  if (count < cond.sets) return false;
  ctx.log.push(`The ${ordinal(cond.sets)} operating set with a ${cond.train} train owned has ended`);
  finishGame(ctx, 'trainOwnedForSets');
  return true;
}

const ordinal = (n: number): string => (n === 1 ? 'first' : n === 2 ? 'second' : n === 3 ? 'third' : `${n}th`);

export const mechanism: Mechanism = {
  id: 'trainOwnedSets',
  block: 'title.endConditions[kind trainOwnedForSets]',
  slice: { keys: ['trainOwnedSets'] },
  appliesTo: (d) => (d.title.endConditions ?? []).some((e) => e.kind === 'trainOwnedForSets'),
  summary: {
    // The sets are counted, so the clause says when (1843 L4624-4625, 18ChristmasEve).
    endClauses: {
      trainOwnedForSets: (e) =>
        e.train === null ? null : `at the end of the ${['first', 'second', 'third'][(e.sets ?? 1) - 1] ?? `${e.sets}th`} set of operating rounds during which a corporation owned a train of type ${e.train}`,
    },
  },
  hooks: {
    roundStarting: (ctx, kind) => {
      if (kind === 'operating') noteSetStart(ctx);
    },
    operatingSetEnded: trainOwnedSetEnds,
    trainBought: (ctx, _corp, train) => noteTrainOwned(ctx, train.type),
  },
};
