/**
 * A share changing hands between two investors (players, and non-player investors such as 1820's
 * cousins) at an agreed deal (title.json negotiation; 1820 §6.5.2.4 L464-476: "from a cousin (with the
 * agreement of its player), from a player (with the agreement of the player)"), at the current stock
 * price, the buyer paying the seller (an investor is paid into its treasury, L475). It is not a sale to the pool: the price does not move and the seller
 * is not barred from buying the company back (§6.5.2.3 describes sales to the pool).
 *
 * The share is one of the seller's ordinary certificates; a seller whose only certificate is the
 * director's certificate (a one-share holding of a company of equal shares, 1820 §6.5.2.2) hands that
 * one over, to a player only. The largest holder then directs (§13.4): updatePresidency, with the buyer
 * first given the director's certificate when it took it.
 */
import { money, type Ctx } from '../context';
import type { Title } from '../definition/compile';
import { pay } from '../state/bank';
import { each } from '../core/mechanism';
import { holderName } from './investor';
import { seatOf, type CorporationState, type Holder } from '../state/types';
import { certPercents, sharePercent, sharePrice, updatePresidency } from './holdings';

/** The certificate a deal hands over from `seller` to `buyer`, or null when there is none it may. */
export function shareToTrade(title: Title, c: CorporationState, seller: Holder, buyer: Holder): number | null {
  const pct = certPercents(title, c);
  const unit = sharePercent(title, c);
  for (let i = c.certs.length - 1; i > 0; i--) if (c.certs[i] === seller && pct[i] === unit) return i;
  if (c.certs[0] === seller && pct[0] === unit && seatOf(buyer) !== null) return 0;
  return null;
}

/** Carries out the trade of certificate `index` of `c` from `seller` to `buyer` at the current price. */
export function tradeShare(ctx: Ctx, c: CorporationState, index: number, seller: Holder, buyer: Holder): void {
  const price = sharePrice(ctx.title, c)!;
  c.certs[index] = buyer;
  pay(ctx, buyer, seller, price);
  ctx.log.push(`${holderName(ctx, buyer)} buys a share of ${c.id} from ${holderName(ctx, seller)} for ${money(ctx, price)}`);
  // The director's certificate itself changed hands: its new holder directs until a larger holder takes it.
  if (index === 0) {
    c.president = seatOf(buyer);
    each(ctx.title, 'directorCertificateTaken', ctx, c, buyer);
    ctx.log.push(`${holderName(ctx, buyer)} takes ${c.id}'s director's certificate`);
  }
  updatePresidency(ctx, c);
}
