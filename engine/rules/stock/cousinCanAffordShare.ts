import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { buyPrice } from '../../shares/trade';

/** A cousin pays for a share from its own treasury (1820 §6.5.1 L390, "Cousin and player purchases are limited to their available cash"). */
export const cousinCanAffordShare: Rule<BuySharesAction> = (ctx, _actor, a) => {
  const cost = buyPrice(ctx, a);
  const cash = ctx.state.cousins![a.cousin!]!.cash;
  return cash >= cost ? null : illegal(`the share costs ${cost}, ${a.cousin} has ${cash}`, '1820 rules §6.5.1 L390');
};
