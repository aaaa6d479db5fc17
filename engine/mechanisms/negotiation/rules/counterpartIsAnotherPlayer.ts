import { illegal, unknown } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A deal needs the agreement of another player in the game (a player's own cousins need no proposal). */
export const counterpartIsAnotherPlayer: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const p = ctx.state.players[a.to];
  if (!p) return unknown(`no seat ${a.to}`);
  if (a.to === actor.seat) return illegal('a deal is proposed to another player', DEAL.negotiation);
  if (p.bankrupt) return illegal(`${p.name} is bankrupt`, DEAL.negotiation);
  return null;
};
