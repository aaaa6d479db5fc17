/**
 * Every choice the seat may make now, fully parameterised. Each is produced by
 * the step that would process it, through the same rules, and carries an id
 * derived from its content, so the same choice has the same id on every call.
 */
import { currentActor } from './apply';
import type { Ctx } from './context';
import type { Title } from './definition/compile';
import { roundModule } from './rounds/registry';
import type { GameState } from './state/types';
import type { LegalAction } from './steps/step';

export type { LegalAction };
export { actionId } from './ids';

export function legalActions(title: Title, state: GameState, seat: number): LegalAction[] {
  const ctx: Ctx = { title, state: structuredClone(state), log: [] };
  const actor = currentActor(ctx);
  if (!actor || actor.seat !== seat) return [];
  return roundModule(state.round.kind).legal(ctx, actor);
}
