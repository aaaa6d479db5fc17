import { illegal } from '../../../errors';
import type { ParAction } from '../../../generated/actions';
import { modeForNewStart, modeParPrices, START_REF } from '../modes';
import type { Rule } from '../../../steps/step';

/**
 * A corporation starts at one of the par prices of the mode it starts in (title.json startModes):
 * 1862 chartered companies (parliament round) on the p cells only, non-chartered companies (stock
 * round) on any p or r cell (1862 rules §2.4, §2.5). Without start modes, or a mode without
 * parPrices, every par cell is allowed (parPriceOnParCell checks it).
 */
export const parPriceForStartMode: Rule<ParAction> = (ctx, _actor, a) => {
  const mode = modeForNewStart(ctx);
  const allowed = modeParPrices(ctx.title, mode);
  if (!allowed || allowed.includes(a.price)) return null;
  return illegal(`a ${mode} company starts at ${allowed.join(', ')}, not ${a.price}`, START_REF);
};
