import { illegal, invalid } from '../../../errors';
import type { TableauBuyAction } from '../../../generated/actions';
import { parCellsFor } from '../../bankruptcy';
import { allowedInFinalEra, FINAL_ERA_REF } from '../../finalEra';
import { homeRoom, modeParPrices, startModes } from '../../startModes';
import { cardOf } from '../tableau';
import type { Rule } from '../../../steps/step';
import { TABLEAU } from './refs';

/** The length of the block of same-company cards at the top of a column. */
export function topBlock(column: readonly string[]): number {
  const corp = cardOf(column[column.length - 1]!).corp;
  let n = 0;
  for (let i = column.length - 1; i >= 0 && cardOf(column[i]!).corp === corp; i--) n++;
  return n;
}

/** The par prices a start mode allows for `corp`: the mode's list, else the market's par cells (1862.md §5.2 #5: as the base game). */
export function startPars(ctx: Parameters<Rule>[0], corp: string, mode: string): number[] {
  const cells = parCellsFor(ctx.title, ctx.state, corp).map((p) => p.price);
  const allowed = modeParPrices(ctx.title, mode);
  return allowed ? cells.filter((p) => allowed.includes(p)) : cells;
}

/**
 * Starting a company (S11): the top card's company is not started; a start mode of title.json
 * startModes and a par it allows are named; the block taken is 1 to the top block's length; and the
 * home city has room (startModes.homeMustHaveRoom, as in the base game). Buying a started company's
 * share names none of count, mode and par.
 */
export const startChoice: Rule<TableauBuyAction> = (ctx, _actor, a) => {
  const column = ctx.state.tableau!.columns[a.column]!;
  const { corp } = cardOf(column[column.length - 1]!);
  const c = ctx.state.corporations[corp]!;
  if (c.par !== null) {
    if (a.mode !== undefined || a.par !== undefined || (a.count !== undefined && a.count !== 1))
      return illegal(`${corp} has been started: one share is bought, without a mode or par`, TABLEAU.buy);
    return null;
  }
  // The final era may forbid starts (title.json finalEra.after.starts; the LNER).
  if (!allowedInFinalEra(ctx.title, ctx.state, 'starts')) return illegal(`no company may be started in the final era: ${corp} cannot be started`, FINAL_ERA_REF);
  const modes = Object.keys(startModes(ctx.title)?.modes ?? {});
  if (a.mode === undefined || !modes.includes(a.mode)) return invalid(`starting ${corp} needs a mode: ${modes.join(' or ')}`);
  if (a.par === undefined || !startPars(ctx, corp, a.mode).includes(a.par))
    return illegal(`${corp} cannot be started ${a.mode} at par ${a.par ?? '(none)'} (allowed: ${startPars(ctx, corp, a.mode).join(', ')})`, TABLEAU.start);
  const block = topBlock(column);
  const count = a.count ?? 1;
  if (count < 1 || count > block) return illegal(`the top block of column ${a.column} has ${block} card(s) of ${corp}, not ${count}`, TABLEAU.start);
  return homeRoom(ctx.title, ctx.state, corp);
};
