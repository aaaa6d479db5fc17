/**
 * Operating-turn steps share one extra duty: saying when they have nothing
 * left to decide, so the round moves on without asking for a pointless pass
 * (a corporation with no trains does not run; a zero revenue is withheld).
 */
import type { Ctx } from '../context';
import type { GameError } from '../errors';
import type { OperatingRoundState } from '../state/types';
import type { Actor, Step } from './step';

export interface OperatingStep extends Step {
  /** True when the step is finished for this turn; may first apply automatic effects. */
  done(ctx: Ctx, corp: string): boolean;
  /** Null when the player may pass (skip the rest of) this step, else why not. */
  passBlocked(ctx: Ctx, corp: string): GameError | null;
  /** Takes a pass itself, where passing has an effect of its own (1862: a forced purchase the treasury cannot pay); true when it did, and the step then stays. */
  pass?(ctx: Ctx, actor: Actor): boolean;
  /** The step ends for this turn (by `done` or by a pass): what happens then (1820: a trainless company goes into liquidation). */
  leave?(ctx: Ctx, corp: string): void;
}

export function turnOf(ctx: Ctx): OperatingRoundState['turn'] {
  const round = ctx.state.round;
  if (round.kind !== 'operating') throw new Error('not in an operating round');
  return round.turn;
}
