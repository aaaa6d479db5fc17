import type { BuySharesAction, SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { traderOf } from '../investor';

/** A player trades for an investor only when they play it now (1820 §6.5.1 L371-374: an owned cousin in play); the investor's mechanism says why not. */
export const investorMayTrade: Rule<BuySharesAction | SellSharesAction> = (ctx, actor, a) => traderOf(ctx, actor.seat, a).refusal;
