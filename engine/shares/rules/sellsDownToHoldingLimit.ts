import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import { cellAt } from '../../market/grid';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../holdings';
import { playerHolder } from '../../state/types';
import { forInvestor } from '../investor';
import { STOCK } from './refs';

/**
 * A player above the holding limit (1870: reached through price protection) who sells shares of
 * that corporation must sell enough to come back within it, unless its price is in a zone without
 * the limit. 1870 rules, Selling shares. title.json rounds.stock.salesOverHoldingLimit "any" lifts it.
 */
export const sellsDownToHoldingLimit: Rule<SellSharesAction> = (ctx, actor, a) => {
  // Only a player comes over the limit (by price protection); an investor's sale is not bound by it.
  if (forInvestor(ctx, actor.seat, a)) return null;
  // title.json rounds.stock.salesOverHoldingLimit "any": any sale is allowed (18TN as 18xx.games plays it).
  if (ctx.title.rounds.stock.salesOverHoldingLimit === 'any') return null;
  const c = ctx.state.corporations[a.corporation]!;
  const limit = ctx.title.definition.title.holdingLimitPercent;
  if (c.market && cellAt(ctx.title.market, c.market).unlimitedHolding) return null;
  const held = percentHeld(ctx.title, c, playerHolder(actor.seat));
  if (held <= limit || held - a.percent <= limit) return null;
  return illegal(`you hold ${held}% of ${a.corporation}: a sale must bring you to ${limit}% or less`, STOCK.holding);
};
