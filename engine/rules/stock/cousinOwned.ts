import { illegal } from '../../errors';
import type { BuySharesAction, SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { ownedCousin } from '../../mechanisms/cousins';

/** A player acts only for a cousin they own that is still in play (1820 §6.5.1 L371-374). */
export const cousinOwned: Rule<BuySharesAction | SellSharesAction> = (ctx, actor, a) =>
  ownedCousin(ctx.state, actor.seat, a.cousin) ? null : illegal(`you have no cousin ${a.cousin} in play`, '1820 rules §6.5.1 L371-374');
