/**
 * Undo in an event-sourced log. An undo is not a deletion: it is a later entry of
 * the log, `{ type: "undo", undoes: i }`, that takes entry i back. The actions that
 * count are found by reading the log in order, each undo removing the latest entry
 * still counting (which must be the one it names). So the log keeps the whole
 * history (who undid what, and when) and the state is still a pure fold: over the
 * entries that count.
 */

export const UNDO = 'undo';

export interface UndoEntry {
  type: typeof UNDO;
  /** Log index of the entry taken back. */
  undoes: number;
}

export function isUndo(action: unknown): action is UndoEntry {
  return typeof action === 'object' && action !== null && (action as { type?: unknown }).type === UNDO;
}

/**
 * Log indexes of the entries that count, in order. Throws when an undo has nothing
 * to take back or names another entry than the latest one counting: such a log was
 * not written by the rule above.
 */
export function countingEntries(log: readonly unknown[]): number[] {
  const stack: number[] = [];
  log.forEach((action, i) => {
    if (!isUndo(action)) {
      stack.push(i);
      return;
    }
    const top = stack.pop();
    if (top === undefined || top !== action.undoes) {
      throw new Error(`log entry ${i} undoes entry ${action.undoes}, but the latest entry still counting is ${top ?? 'none'}`);
    }
  });
  return stack;
}
