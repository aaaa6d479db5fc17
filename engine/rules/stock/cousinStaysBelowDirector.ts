import { illegal } from '../../errors';
import type { BuySharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../../shares/holdings';
import { cousinHolder, playerHolder } from '../../state/types';

/**
 * A cousin's purchase may not take it above the company's director. The rules make such a cousin the
 * director (1820 §13.4 L1271-1279, §14.1 L1345-1357, auto-directing); cousin directors are not built
 * (NOTES G7), so the engine refuses the purchase that would need one.
 */
export const cousinStaysBelowDirector: Rule<BuySharesAction> = (ctx, _actor, a) => {
  const c = ctx.state.corporations[a.corporation]!;
  if (c.president === null) return illegal(`${a.corporation} has no director; a cousin cannot become one (not built)`, '1820 rules §13.4');
  const after = percentHeld(ctx.title, c, cousinHolder(a.cousin!)) + a.percent;
  const director = percentHeld(ctx.title, c, playerHolder(c.president));
  return after <= director ? null : illegal(`${a.cousin} would hold more of ${a.corporation} than its director and direct it (cousin directors are not built)`, '1820 rules §13.4 L1271-1279');
};
