import { illegal, invalid } from '../../errors';
import type { ParAction } from '../../generated/actions';
import { SHARE_COUNTS_REF, shareCountsAtFloat } from '../../mechanisms/shareCounts';
import type { Rule } from '../../steps/step';

/**
 * With title.json shareCounts the par action names a share count open in the phase (1820 Table 5.1:
 * 5 shares in yellow, 10 in green, ...); without it the action names none.
 */
export const shareCountAllowed: Rule<ParAction> = (ctx, _actor, a) => {
  const counts = shareCountsAtFloat(ctx.title, ctx.state);
  if (counts === null) return a.shares === undefined ? null : invalid('this title has no share count to choose');
  if (a.shares === undefined) return invalid(`par needs a share count (shares): ${counts.join(' or ')}`);
  return counts.includes(a.shares) ? null : illegal(`a company may start with ${counts.join(' or ')} shares now, not ${a.shares}`, SHARE_COUNTS_REF);
};
