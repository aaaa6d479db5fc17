/**
 * Every choice the seat may make now, fully parameterised. Each is produced by
 * the step that would process it, through the same rules, and carries an id
 * derived from its content, so the same choice has the same id on every call.
 * A seat that is not acting gets only what it may do out of turn
 * (rounds/outOfTurn.ts: abilities used at any time, the answer to a
 * proposal, an open-cry auction's bids). The acting entity's choices that no
 * step offers (the turnLegal hook: proposals of deals by consent) come with its own.
 *
 * The listing reads the caller's state and changes nothing in it, so it works on that state itself: a
 * copy per call cost more than the whole listing at most positions, and its garbage the pauses that
 * made the slowest calls. That it changes nothing is checked: on frozen states at every position of
 * the recorded games (test/engine/legal-reads-only.test.ts), and by the fuzzer after every listing.
 */
import { currentActor } from './apply';
import { newCtx, type Ctx } from './context';
import type { Title } from './definition/title';
import { roundModule } from './rounds/registry';
import { concat } from './core/ask';
import { outOfTurnLegal } from './rounds/outOfTurn';
import { endAgreementLegal } from './state/endAgreement';
import type { GameState } from './state/types';
import type { LegalAction } from './steps/step';

export type { LegalAction };
export { actionId } from './ids';

export function legalActions(title: Title, state: GameState, seat: number): LegalAction[] {
  const ctx: Ctx = newCtx(title, state);
  const actor = currentActor(ctx);
  if (!actor) return [];
  const own = actor.seat === seat ? [...roundModule(title, state.round.kind).legal(ctx, actor), ...concat(title, 'turnLegal', ctx, actor)] : [];
  // What the seat may do whoever is acting (rounds/outOfTurn.ts; the end by agreement, state/endAgreement.ts).
  const anyTime = [...outOfTurnLegal(ctx, seat), ...endAgreementLegal(ctx, seat)];
  if (anyTime.length === 0) return own;
  const seen = new Set(own.map((l) => l.id));
  return [...own, ...anyTime.filter((l) => !seen.has(l.id))];
}
