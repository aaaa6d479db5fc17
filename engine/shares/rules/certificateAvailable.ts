import { illegal, invalid } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { certPercents } from '../holdings';
import { STOCK } from './refs';
import { reservedCertificates } from '../terms';
import { SOURCE_NAMES, sourceHolder } from '../trade';

/** A normal certificate of the asked size must be in the initial offering, the market or, where allowed, the treasury. */
export const certificateAvailable: Rule<BuySharesAction> = (ctx, _actor, a) => {
  if (a.from !== 'ipo' && a.from !== 'market' && a.from !== 'treasury') return invalid(`buy_shares.from must be "ipo", "market" or "treasury"`);
  if (a.from === 'treasury' && !ctx.title.rounds.stock.buyFromTreasury) return illegal('treasury shares are not for sale in this title', STOCK.buy);
  const c = ctx.state.corporations[a.corporation]!;
  const pct = certPercents(ctx.title, c);
  // A certificate held back for a company's exchange cannot be bought (1860 rules, reserved shares).
  const reserved = a.from === 'ipo' ? reservedCertificates(ctx.title, ctx.state, a.corporation) : new Set<number>();
  const holder = sourceHolder(a);
  const found = c.certs.some((h, i) => i > 0 && h === holder && pct[i] === a.percent && !reserved.has(i));
  return found ? null : illegal(`no ${a.percent}% certificate of ${a.corporation} in the ${SOURCE_NAMES[a.from]}`, STOCK.buy);
};
