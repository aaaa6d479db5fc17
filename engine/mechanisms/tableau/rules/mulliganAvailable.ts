import { illegal, invalid } from '../../../errors';
import type { MulliganAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { TABLEAU } from './refs';

/** One mulligan, before any other action (S7); a column mulligan names an existing column. */
export const mulliganAvailable: Rule<MulliganAction> = (ctx, _actor, a) => {
  const t = ctx.state.tableau!;
  if (!t.mulligan) return illegal('the mulligan may be taken only once, before play', TABLEAU.mulligan);
  if (!['permits', 'companies', 'column'].includes(a.kind)) return invalid('mulligan.kind must be permits, companies or column');
  if (a.kind === 'column' && (a.column === undefined || a.column >= t.columns.length)) return invalid(`mulligan column must be 0 to ${t.columns.length - 1}`);
  if (a.kind !== 'column' && a.column !== undefined) return invalid('only a column mulligan names a column');
  return null;
};
