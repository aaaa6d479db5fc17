import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../holdings';
import { traderOf } from '../investor';
import { STOCK } from './refs';

/** A seller, a player or an investor, sells only what it holds itself (1820 §6.5.2.3 L453 for cousins). */
export const holdsSharesToSell: Rule<SellSharesAction> = (ctx, actor, a) => {
  const seller = traderOf(ctx, actor.seat, a);
  const held = percentHeld(ctx.title, ctx.state.corporations[a.corporation]!, seller.holder);
  return held >= a.percent ? null : illegal(`${seller.name === 'you' ? 'you hold' : `${seller.name} holds`} ${held}% of ${a.corporation}`, STOCK.sell);
};
