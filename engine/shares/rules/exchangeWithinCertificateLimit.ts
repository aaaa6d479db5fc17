import { illegal } from '../../errors';
import type { ExchangeCompanyAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { cellAt } from '../../market/grid';
import { certificateCount, certificateLimit } from '../holdings';

/**
 * An exchange swaps a certificate for a certificate: the private company (itself a certificate,
 * 1843 rules L2005-2012) leaves, the share arrives. The player may not hold more certificates than
 * the limit afterwards (1843 rules L2005-2060, "A player cannot own more certificates than the
 * limit"); the share does not count when its corporation's price is in a free zone (L2043-2053).
 * So an exchange is refused only when the player is already over the limit and the share counts.
 * `corporation` is the corporation whose share or director's certificate the exchange gives.
 */
export const exchangeWithinCertificateLimit = (corporation: string): Rule<ExchangeCompanyAction> => (ctx, actor) => {
  const limit = certificateLimit(ctx.title, ctx.state);
  const c = ctx.state.corporations[corporation];
  // An unstarted corporation's director's certificate lands on a par cell, which counts.
  const counts = !(c?.market && cellAt(ctx.title.market, c.market).noCertLimit);
  const after = certificateCount(ctx.title, ctx.state, actor.seat) - 1 + (counts ? 1 : 0);
  return after <= limit ? null : illegal(`you would hold ${after} certificates after the exchange; the limit is ${limit}`, '1843 rules L2005-2060, Certificate limit');
};
