import { illegal, invalid } from '../../../errors';
import type { Ctx } from '../../../context';
import type { GameError } from '../../../errors';

/** The column exists and has a top card to take, move or remove. */
export function columnHasTop(ctx: Ctx, column: number, ref: string): GameError | null {
  const columns = ctx.state.tableau!.columns;
  if (!Number.isInteger(column) || column < 0 || column >= columns.length) return invalid(`there is no column ${column} (columns 0 to ${columns.length - 1})`);
  return columns[column]!.length > 0 ? null : illegal(`column ${column} is empty`, ref);
}
