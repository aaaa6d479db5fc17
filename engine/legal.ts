/**
 * Every choice the seat may make now, fully parameterised. Each is produced by
 * the step that would process it, through the same rules, and carries an id
 * derived from its content, so the same choice has the same id on every call.
 */
import { currentActor } from './apply';
import type { Ctx } from './context';
import type { Title } from './definition/compile';
import { currentOperatingStep } from './rounds/operating';
import { stockSteps } from './rounds/stock';
import type { GameState } from './state/types';
import { act, type LegalAction } from './steps/step';

export type { LegalAction };
export { actionId } from './ids';

export function legalActions(title: Title, state: GameState, seat: number): LegalAction[] {
  const ctx: Ctx = { title, state: structuredClone(state), log: [] };
  const actor = currentActor(ctx);
  if (!actor || actor.seat !== seat) return [];
  const pass = (): LegalAction => {
    const action = act(actor, 'pass', {});
    return { id: 'pass', action };
  };
  if (state.round.kind === 'stock') {
    return [...stockSteps(ctx).flatMap((s) => s.legal(ctx, actor)), pass()];
  }
  const step = currentOperatingStep(ctx);
  if (!step) return [];
  const out = step.legal(ctx, actor);
  if (!step.passBlocked(ctx, String(actor.entity))) out.push(pass());
  return out;
}
