/**
 * Choices of a private company at a price the player names (an offer to its owner, a purchase from
 * another player): one per company not refused, at face value or all the player's cash if less, the
 * price open from 1 to their cash.
 */
import type { Ctx } from '../context';
import type { Action } from '../generated/actions';
import { act, type Actor, type LegalAction } from './step';

export function companyAtPriceChoices(
  ctx: Ctx,
  actor: Actor,
  type: string,
  refused: (company: string) => boolean,
  id: (action: Action, company: string) => string,
): LegalAction[] {
  const cash = ctx.state.players[actor.seat]!.cash;
  const out: LegalAction[] = [];
  for (const def of ctx.title.companies) {
    if (refused(def.id)) continue;
    const action = act(actor, type, { company: def.id, price: Math.min(def.value, cash) });
    out.push({ id: id(action, def.id), action, params: { price: { min: 1, max: cash } } });
  }
  return out;
}
