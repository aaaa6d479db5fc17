import { illegal } from '../../../errors';
import type { BuySharesAction, SellSharesAction } from '../../../generated/actions';
import { inLiquidation } from '../../shared/liquidationBox';
import type { Ctx } from '../../../context';
import type { Rule } from '../../../steps/step';

export const LIQUIDATION_TRADING_REF = '1820 rules §10.7 L1017, §6.5.2.3 L456, §6.5.2.4 L470, §6.5.3.1 L485';

/**
 * Whether title.json rounds.stock.liquidationBarsTrading holds for the corporation now: its price is in the
 * market's lowest cell ("in liquidation", 1820 §10.7 L1008-1012), so its shares "cannot be bought or sold,
 * only liquidated" (L1017).
 */
export function tradingBarredByLiquidation(ctx: Ctx, corp: string): boolean {
  if (!ctx.title.rounds.stock.liquidationBarsTrading) return false;
  const c = ctx.state.corporations[corp];
  return c !== undefined && inLiquidation(ctx, c);
}

/** No purchase or sale of a share of a corporation in liquidation, by a player or a cousin (1820 §10.7 L1017). */
export const notInLiquidation: Rule<BuySharesAction | SellSharesAction> = (ctx, _actor, a) =>
  tradingBarredByLiquidation(ctx, a.corporation)
    ? illegal(`${a.corporation} is in liquidation: its shares cannot be bought or sold, only liquidated`, LIQUIDATION_TRADING_REF)
    : null;
