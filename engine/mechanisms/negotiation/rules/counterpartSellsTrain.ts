import { illegal, unknown } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { corpHolder } from '../../../state/types';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/**
 * The selling company is one the counterpart directs (its director agrees, §7.2.7 L665), not the buyer, and owns the
 * train. A company a cousin directs sells nothing this way (§14.1 L1349-1353: it plays its turns by itself).
 */
export const counterpartSellsTrain: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const seller = ctx.state.corporations[a.corporation ?? ''];
  if (!seller) return unknown(`no corporation ${a.corporation}`);
  if (seller.id === actor.entity) return illegal('a company does not buy its own train', DEAL.train);
  if (!seller.floated || seller.closed || seller.president !== a.to) return illegal(`${ctx.state.players[a.to]!.name} does not direct ${seller.id}`, DEAL.train);
  const t = ctx.state.trains.find((x) => x.id === a.train);
  if (!t || t.owner !== corpHolder(seller.id)) return illegal(`${seller.id} does not own train ${a.train}`, DEAL.train);
  return t.obsolete ? illegal(`train ${a.train} is obsolete and cannot change hands`, DEAL.train) : null;
};
