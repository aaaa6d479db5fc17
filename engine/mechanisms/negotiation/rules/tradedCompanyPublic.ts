import { illegal, unknown } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { inLiquidation } from '../../liquidation';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** Its shares are traded at the current stock price: a started company with a price, open and not in liquidation (1820 §6.5.2.4 L467, L470). */
export const tradedCompanyPublic: Rule<ProposeTradeAction> = (ctx, _actor, a) => {
  const c = ctx.state.corporations[a.corporation!];
  if (!c) return unknown(`no corporation ${a.corporation}`);
  if (c.closed || c.par === null || !c.market) return illegal(`${c.id} has no stock price its shares could change hands at`, DEAL.buy);
  if (inLiquidation(ctx, c)) return illegal(`${c.id} is in liquidation`, DEAL.buy);
  return null;
};
