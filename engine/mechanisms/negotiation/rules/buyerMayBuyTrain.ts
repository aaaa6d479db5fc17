import { illegal, invalid } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { hasRoomFor, trainKind } from '../../trains';
import { tradeFunding } from '../../../steps/buyTrain';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/**
 * The operating company can take the train at the agreed price: at least £1 (or the title's trainTrading
 * minPrice), room under its train limit before any phase change (§7.2.7 L664, §13.7 L1332), and the money (its
 * treasury, and for a trainless company its director's unasked help within §7.2.7 L671-676's cap).
 */
export const buyerMayBuyTrain: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const corp = String(actor.entity);
  const t = ctx.state.trains.find((x) => x.id === a.train)!;
  const min = Math.max(1, ctx.title.rounds.operating.trainTrading?.minPrice ?? 1);
  if (a.price === undefined || !Number.isInteger(a.price)) return invalid('a buyTrain proposal names its price');
  if (a.price < min) return illegal(`the price is at least ${min}`, DEAL.train);
  if (!hasRoomFor(ctx, corp, trainKind(ctx.title, t))) return illegal(`${corp} is at its train limit`, DEAL.train);
  return tradeFunding(ctx, corp, t, a.price) === null ? illegal(`${corp} cannot pay ${a.price}`, DEAL.train) : null;
};
