import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../../shares/holdings';
import { cousinHolder } from '../../state/types';

/** A cousin sells only what it holds (1820 §6.5.2.3 L453). */
export const cousinHoldsSharesToSell: Rule<SellSharesAction> = (ctx, _actor, a) => {
  const held = percentHeld(ctx.title, ctx.state.corporations[a.corporation]!, cousinHolder(a.cousin!));
  return held >= a.percent ? null : illegal(`${a.cousin} holds ${held}% of ${a.corporation}`, '1820 rules §6.5.2.3 L453');
};
