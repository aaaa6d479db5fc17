/**
 * Choices of a private company at a price the player names (an offer to its owner, a purchase from
 * another player): one per company not refused, at face value or all the player's cash if less, the
 * price open from 1 to their cash.
 */
import type { Ctx } from '../context';
import { illegal, unknown, type GameError } from '../errors';
import type { Action } from '../generated/actions';
import { seatOf } from '../state/types';
import { act, type Actor, type LegalAction } from './step';

/** Why `actor` may not deal for `company` with its owner: no such company, or it is not another player's (open). */
export function notAnotherPlayersCompany(ctx: Ctx, actor: Actor, company: string, ref: string): GameError | null {
  const co = ctx.state.companies[company];
  if (!co) return unknown(`no company ${company}`);
  const seller = seatOf(co.owner);
  if (co.closed || seller === null || seller === actor.seat) return illegal(`${company} is not owned by another player`, ref);
  return null;
}

/**
 * The choices one at a time, in the companies' definition order, for a caller that may stop at the first (a
 * turn with anything to do but pass); a step's list is this collected. `refused(company)`: what judges the
 * company itself; `buyerRefused(company)`: the rest, at price 1, which judges only the player and is so the same
 * for every company: asked once, at the first company not refused.
 */
export function* companyAtPriceChoices(
  ctx: Ctx,
  actor: Actor,
  type: string,
  refused: (company: string) => boolean,
  buyerRefused: (company: string) => boolean,
  id: (action: Action, company: string) => string,
): Generator<LegalAction> {
  const cash = ctx.state.players[actor.seat]!.cash;
  let buyerAsked = false;
  for (const def of ctx.title.companies) {
    if (refused(def.id)) continue;
    if (!buyerAsked) {
      buyerAsked = true;
      if (buyerRefused(def.id)) return;
    }
    const action = act(actor, type, { company: def.id, price: Math.min(def.value, cash) });
    yield { id: id(action, def.id), action, params: { price: { min: 1, max: cash } } };
  }
}
