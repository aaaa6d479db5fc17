import type { BuySharesAction, SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { traderOf } from '../investor';

/** A player trades for an investor only when they play it now (1820 §6.5.1 L371-374: an owned cousin in play); the investor's mechanism says why not. */
export const investorMayTrade: Rule<BuySharesAction | SellSharesAction> = (ctx, actor, a) =>
  // An action naming no investor is the player's own, which they may always trade for (traderOf): answered without building the shareholder.
  (a as { investor?: string }).investor === undefined ? null : traderOf(ctx, actor.seat, a).refusal;
