import { every } from '../../core/ask';
import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import { playerHolder } from '../../state/types';
import type { Rule } from '../../steps/step';
import { certPercents, percentHeld } from '../holdings';
import { forInvestor } from '../investor';
import { certificatesToSell, presidencySuccessor } from '../trade';
import { STOCK } from './refs';

/**
 * A sale is made of whole certificates (common 18xx rules, Selling shares: certificates are
 * sold, not parts of them): with 20% certificates no 10% is sold. The certificates are the ones
 * sellShares (shares/trade.ts) takes, after a change of presidency hands the seller the
 * successor's certificates for the president's. An investor's sale, and a president's certificate
 * dumped to the market, are settled by their mechanisms and not judged here.
 */
export const sellsWholeCertificates: Rule<SellSharesAction> = (ctx, actor, a) => {
  const { title } = ctx;
  if (forInvestor(ctx, actor.seat, a)) return null;
  const c = ctx.state.corporations[a.corporation]!;
  const pct = certPercents(title, c);
  const seller = playerHolder(actor.seat);
  let certs: readonly string[] = c.certs;
  if (c.president === actor.seat && percentHeld(title, c, seller) - a.percent < pct[0]!) {
    const successor = presidencySuccessor(ctx, c, actor.seat);
    if (successor === null) return null;
    const swapped = [...c.certs];
    const from = playerHolder(successor);
    let owed = pct[0]!;
    for (let i = 1; i < swapped.length && owed > 0; i++) {
      if (swapped[i] === from && pct[i]! <= owed) {
        swapped[i] = seller;
        owed -= pct[i]!;
      }
    }
    swapped[0] = from;
    certs = swapped;
  }
  const lowest = every(title, 'permits', title, ctx.state, 'presidentCertificate') ? 1 : 0;
  if (certificatesToSell(pct, certs, seller, a.percent, lowest) !== null) return null;
  const sizes = [...new Set(certs.flatMap((h, i) => (i >= lowest && h === seller ? [pct[i]!] : [])))].sort((x, y) => x - y);
  const yours = sizes.length > 0 ? ` (yours are of ${sizes.join('%, ')}%)` : '';
  return illegal(`${a.percent}% of ${c.id} is not made of whole certificates you may sell${yours}`, STOCK.sell);
};
