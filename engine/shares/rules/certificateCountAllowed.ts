import { illegal, invalid } from '../../errors';
import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { first } from '../../core/ask';

/**
 * Where a mechanism lets the par choose a share count (hook parCertificateCounts; 1820 Table 5.1: 5 shares
 * in yellow, 10 in green, ...), the par action names one open now; otherwise it names none.
 */
export const certificateCountAllowed: Rule<ParAction> = (ctx, _actor, a) => {
  const open = first(ctx.title, 'parCertificateCounts', ctx.title, ctx.state);
  if (open === null) return a.shares === undefined ? null : invalid('this title has no share count to choose');
  const { counts, ref } = open;
  if (a.shares === undefined) return invalid(`par needs a share count (shares): ${counts.join(' or ')}`);
  return counts.includes(a.shares) ? null : illegal(`a company may start with ${counts.join(' or ')} shares now, not ${a.shares}`, ref);
};
