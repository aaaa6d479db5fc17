/**
 * endConditions "operatingSetsPlayed": a game of a fixed length, which ends when its `sets`-th set of
 * operating rounds ends (one set follows each stock round; the operating round's `set` counts
 * them from 1). Checked before the other ends of a set (the registry lists it first), so the last
 * set's end is the game's.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import type { Definition } from '../../definition/types';
import { finishGame } from '../../state/end';

/** The number of operating sets the game lasts, or null when it has no such end. */
function lastSet(definition: Definition): number | null {
  const e = (definition.title.endConditions ?? []).find((x) => x.kind === 'operatingSetsPlayed') as { sets?: number } | undefined;
  return e ? (e.sets ?? 1) : null;
}

function lastSetEnded(ctx: Ctx): boolean {
  const sets = lastSet(ctx.title.definition);
  const round = ctx.state.round;
  if (sets === null || round.kind !== 'operating' || round.set < sets) return false;
  ctx.log.push(`Operating set ${round.set} of ${sets} ends`);
  finishGame(ctx, 'operatingSetsPlayed');
  return true;
}

export const mechanism: Mechanism = {
  summary: { words: { endConditions: { operatingSetsPlayed: 'its fixed number of operating sets (title.json endConditions `sets`) has been played' } } },
  id: 'operatingSetsPlayed',
  block: 'title.endConditions[kind operatingSetsPlayed]',
  appliesTo: (d) => lastSet(d) !== null,
  hooks: { operatingSetEnded: lastSetEnded },
};
