import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { ordinaryStockTurn } from '../../../rounds/stock';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/** A share trade is a player's stock action: in their own turn, not during an auction, a float or any other interruption. */
export const inOrdinaryStockTurn: Rule<ProposeTradeAction> = (ctx, actor) =>
  actor.entityType === 'player' && ordinaryStockTurn(ctx) ? null : illegal('shares are traded between players as a stock action in your turn', DEAL.turn);
