import { illegal } from '../../../errors';
import type { BuySharesAction, ParAction } from '../../../generated/actions';
import { parliamentConfig, parliamentState, PARLIAMENT_REF } from '../parliament';
import { percentHeld } from '../../../shares/holdings';
import { playerHolder } from '../../../state/types';
import type { Rule } from '../../../steps/step';

/** Only the winner of a charter pars, and only the corporation won, at once (1862 rules §2.4, "Winning" 1). */
export const parByWinner: Rule<ParAction> = (ctx, actor, a) => {
  const w = parliamentState(ctx).winner;
  if (!w || w.stage !== 'par' || w.seat !== actor.seat) return illegal('only the winner of a charter starts a company in a parliament round', PARLIAMENT_REF);
  return a.corporation === w.corporation ? null : illegal(`you won the charter of ${w.corporation}`, PARLIAMENT_REF);
};

/**
 * After the par, the winner may buy shares of that corporation from the initial offering, one at a
 * time, while holding less than buyUpToPercent (1862 rules §2.4, "Winning" 2).
 */
export const buyByWinner: Rule<BuySharesAction> = (ctx, actor, a) => {
  const w = parliamentState(ctx).winner;
  if (!w || w.stage !== 'buy' || w.seat !== actor.seat) return illegal('only the winner of a charter buys shares in a parliament round, after the par', PARLIAMENT_REF);
  if (a.corporation !== w.corporation || a.from !== 'ipo') return illegal(`you may buy only ${w.corporation} shares from the initial offering`, PARLIAMENT_REF);
  const limit = parliamentConfig(ctx).buyUpToPercent;
  const held = percentHeld(ctx.title, ctx.state.corporations[w.corporation]!, playerHolder(actor.seat));
  return held < limit ? null : illegal(`you hold ${held}% of ${w.corporation}; shares are bought only below ${limit}%`, PARLIAMENT_REF);
};
