/**
 * Positions from a recorded game: one replay of an export through the importer, keeping our state
 * just before each recorded action whose log id is asked for (with that action).
 */
import type { Definition, GameState } from '../../engine';
import type { ExportAction, ExportGame } from '../../tools/import/export-format';
import { replayExport, type ReplayReport } from '../../tools/import/replay';

export interface RecordedPositions {
  report: ReplayReport;
  /** A copy of our state just before the recorded action with this log id. */
  before(id: number): GameState;
  /** The recorded action with this log id. */
  action(id: number): ExportAction;
}

export function recordedPositions(definition: Definition, game: ExportGame, ids: number[]): RecordedPositions {
  const at = new Map<number, { state: GameState; action: ExportAction }>();
  const report = replayExport(definition, game, {
    beforeAction: (state, a) => {
      if (a.id !== undefined && ids.includes(a.id) && !at.has(a.id)) at.set(a.id, { state: structuredClone(state), action: a });
    },
  });
  const hit = (id: number): { state: GameState; action: ExportAction } => {
    const h = at.get(id);
    if (!h) throw new Error(`the replay does not reach log id ${id}`);
    return h;
  };
  return { report, before: (id) => structuredClone(hit(id).state), action: (id) => hit(id).action };
}
