import { illegal } from '../../../errors';
import type { ProposeTradeAction } from '../../../generated/actions';
import { investorNamed } from '../../../shares/investor';
import type { Rule } from '../../../steps/step';
import { DEAL } from './refs';

/**
 * An investor named in the terms (1820: a cousin) is in play and played by its side: `investor` by the proposer,
 * `toInvestor` by the counterpart (1820 §6.5.1 L371-374).
 */
export const investorsInPlay: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  if (a.investor !== undefined && investorNamed(ctx, actor.seat, a.investor).refusal !== null) return illegal(`you have no cousin ${a.investor} in play`, DEAL.turn);
  if (a.toInvestor !== undefined && investorNamed(ctx, a.to, a.toInvestor).refusal !== null) return illegal(`${ctx.state.players[a.to]!.name} has no cousin ${a.toInvestor} in play`, DEAL.buy);
  return null;
};
