import { illegal, invalid, unknown } from '../../../errors';
import type { BuySharesAction } from '../../../generated/actions';
import { sharePrice } from '../../../shares/holdings';
import { corpHolder } from '../../../state/types';
import type { Rule } from '../../../steps/step';
import { TABLEAU } from './refs';

/** A share held by a company is bought from it at the market price (S12); never from the market or the initial offering. */
export const treasuryShareAvailable: Rule<BuySharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation];
  if (!c) return unknown(`no corporation ${a.corporation}`);
  if (a.from !== 'treasury') return illegal('in the solo game shares are bought from the tableau or from a company, never from the bank pool', TABLEAU.buy);
  if (a.percent !== 10) return invalid('buy_shares.percent must be 10');
  if (c.closed || c.par === null) return illegal(`${a.corporation} is not in play`, TABLEAU.buy);
  if (!c.certs.includes(corpHolder(c.id))) return illegal(`${a.corporation} holds none of its shares`, TABLEAU.buy);
  const price = sharePrice(ctx.title, c)!;
  return price <= ctx.state.players[actor.seat]!.cash ? null : illegal(`a share costs ${price}`, TABLEAU.buy);
};
