import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { presidencySuccessor } from '../../shares/trade';
import { certPercents, percentHeld } from '../../shares/holdings';
import { playerHolder } from '../../state/types';
import { STOCK } from './refs';

/**
 * A president may sell below the president's certificate only when another
 * player holds enough to take the presidency; the certificate itself never
 * goes to the market.
 */
export const presidencyCanPass: Rule<SellSharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation]!;
  if (c.president !== actor.seat) return null;
  const presidentPct = certPercents(ctx.title, c.id)[0]!;
  const remaining = percentHeld(ctx.title, c, playerHolder(actor.seat)) - a.percent;
  if (remaining >= presidentPct) return null;
  if (ctx.title.rounds.stock.presidentCanDumpTo === 'never')
    return illegal(`the president of ${c.id} may not sell below ${presidentPct}%`, STOCK.presidency);
  return presidencySuccessor(ctx, c, actor.seat) === null
    ? illegal(`no other player holds ${presidentPct}% of ${c.id} to take over the presidency`, STOCK.presidency)
    : null;
};
