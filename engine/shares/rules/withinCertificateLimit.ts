import { memoized } from '../../context';
import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { cellAt } from '../../market/grid';
import { certificateCount, certificateLimit } from '../holdings';
import { forInvestor } from '../investor';
import { STOCK } from './refs';

/**
 * Buying (a share, a president's certificate or a private company) may not take a player over the
 * certificate limit. It counts the player's own certificates: an investor's purchase adds none.
 */
export const withinCertificateLimit: Rule<Action> = (ctx, actor, a) => {
  if (forInvestor(ctx, actor.seat, a)) return null;
  const corpId = 'corporation' in a ? (a as { corporation: string }).corporation : null;
  if (corpId) {
    const c = ctx.state.corporations[corpId];
    // Shares whose price is in a free zone do not count, so buying them never breaks the limit.
    if (c?.market && cellAt(ctx.title.market, c.market).noCertLimit) return null;
  }
  // The same for every candidate of a listing: asked once there (memoized).
  const limit = memoized(ctx, 'certificateLimit', () => certificateLimit(ctx.title, ctx.state));
  const count = memoized(ctx, `certificateCount:${actor.seat}`, () => certificateCount(ctx.title, ctx.state, actor.seat));
  return count + 1 <= limit ? null : illegal(`you hold ${count} certificates; the limit is ${limit}`, STOCK.certLimit);
};
