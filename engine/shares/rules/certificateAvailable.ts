import { illegal, invalid } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';
import { offeredCertificate, reservedFor, SOURCE_NAMES } from '../trade';

/** A normal certificate of the asked size must be in the initial offering, the market or, where allowed, the treasury. */
export const certificateAvailable: Rule<BuySharesAction> = (ctx, _actor, a) => {
  if (a.from !== 'ipo' && a.from !== 'market' && a.from !== 'treasury') return invalid(`buy_shares.from must be "ipo", "market" or "treasury"`);
  if (a.from === 'treasury' && !ctx.title.rounds.stock.buyFromTreasury) return illegal('treasury shares are not for sale in this title', STOCK.buy);
  const c = ctx.state.corporations[a.corporation]!;
  const found = offeredCertificate(ctx, c, a, () => reservedFor(ctx, c, a.from)) >= 0;
  return found ? null : illegal(`no ${a.percent}% certificate of ${a.corporation} in the ${SOURCE_NAMES[a.from]}`, STOCK.buy);
};
