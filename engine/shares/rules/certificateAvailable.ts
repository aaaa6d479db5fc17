import { illegal, invalid } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import type { CorporationState } from '../../state/types';
import type { Ctx } from '../../context';
import { certPercents } from '../holdings';
import { STOCK } from './refs';
import { reservedCertificates } from '../terms';
import { SOURCE_NAMES, sourceHolder } from '../trade';

/**
 * The certificates of `c` held back in the initial offering for a company's exchange, which no purchase
 * may take (1860 rules, reserved shares): asked at most once by a listing for all of a corporation's purchases.
 */
export const reservedFor = (ctx: Ctx, c: CorporationState, from: BuySharesAction['from']): ReadonlySet<number> =>
  from === 'ipo' ? reservedCertificates(ctx.title, ctx.state, c.id) : NONE_RESERVED;
const NONE_RESERVED: ReadonlySet<number> = new Set<number>();

/**
 * Whether a normal certificate of `percent` of `c` is at the purchase's source, not one of the `reserved` ones:
 * those are asked only once a certificate of the size is found there, as a source often holds none.
 */
export function certificateOnOffer(ctx: Ctx, c: CorporationState, a: Pick<BuySharesAction, 'from' | 'corporation' | 'percent'>, reserved: () => ReadonlySet<number>): boolean {
  const pct = certPercents(ctx.title, c);
  const holder = sourceHolder(a);
  const certs = c.certs;
  let held: ReadonlySet<number> | undefined;
  for (let i = 1; i < certs.length; i++) {
    if (certs[i] !== holder || pct[i] !== a.percent) continue;
    held ??= reserved();
    if (!held.has(i)) return true;
  }
  return false;
}

/** A normal certificate of the asked size must be in the initial offering, the market or, where allowed, the treasury. */
export const certificateAvailable: Rule<BuySharesAction> = (ctx, _actor, a) => {
  if (a.from !== 'ipo' && a.from !== 'market' && a.from !== 'treasury') return invalid(`buy_shares.from must be "ipo", "market" or "treasury"`);
  if (a.from === 'treasury' && !ctx.title.rounds.stock.buyFromTreasury) return illegal('treasury shares are not for sale in this title', STOCK.buy);
  const c = ctx.state.corporations[a.corporation]!;
  const found = certificateOnOffer(ctx, c, a, () => reservedFor(ctx, c, a.from));
  return found ? null : illegal(`no ${a.percent}% certificate of ${a.corporation} in the ${SOURCE_NAMES[a.from]}`, STOCK.buy);
};
