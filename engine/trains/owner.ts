/** Who holds a train: taking it out of its corporation's list. */
import type { Ctx } from '../context';
import type { TrainState } from '../state/types';

/** Takes a train out of its corporation's list (when a corporation holds it). */
export function leaveOwner(ctx: Ctx, t: TrainState): void {
  const corp = t.owner.startsWith('corp:') ? t.owner.slice(5) : null;
  if (corp) ctx.state.corporations[corp]!.trains = ctx.state.corporations[corp]!.trains.filter((id) => id !== t.id);
}
