/**
 * rounds.stock.liquidationBarsTrading (1820 §10.7 L1017): the shares of a corporation in liquidation
 * are neither bought nor sold, by a player or a cousin (rules/notInLiquidation.ts).
 */
import type { Mechanism } from '../../core/mechanism';
import { notInLiquidation } from './rules/notInLiquidation';

/** Other mechanisms' trades (a pool purchase, an increase, a cousin's forced sale) are barred the same way. */
export { LIQUIDATION_TRADING_REF, tradingBarredByLiquidation } from './rules/notInLiquidation';

export const mechanism: Mechanism = {
  id: 'liquidationTrading',
  block: 'title.rounds.stock.liquidationBarsTrading',
  appliesTo: (d) => d.title.rounds.stock.liquidationBarsTrading === true,
  hooks: {
    stockRules: () => [
      { action: 'buy_shares', at: 'corporation', rule: notInLiquidation },
      { action: 'sell_shares', at: 'corporation', rule: notInLiquidation },
    ],
  },
};
