/**
 * The 18xx.games export format (see ../shared/reference/18xx-games-export-format.md):
 * the parts the importer reads, and the undo/redo filter that turns the raw
 * log into the actions that actually took effect.
 */
import type { Definition } from '../../engine';

export interface ExportAction {
  id?: number;
  type: string;
  entity: number | string;
  entity_type: 'player' | 'corporation' | 'company' | 'minor';
  auto_actions?: ExportAction[];
  action_id?: number;
  [field: string]: unknown;
}

export interface ExportGame {
  id: number | string;
  title: string;
  players: { id: number | string; name: string }[];
  settings?: { seed?: number | string; optional_rules?: string[] };
  actions: ExportAction[];
  result?: Record<string, number>;
  game_end_reason?: string;
  test_last_actions?: number;
}

export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export function parseExport(text: string): ExportGame {
  return exportFromData(parseJson(text));
}

/** The JSON text parsed, or ImportError. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ImportError(`not JSON: ${(e as Error).message}`);
  }
}

/** Already-parsed JSON checked as an 18xx.games export, or ImportError. */
export function exportFromData(data: unknown): ExportGame {
  const g = data as Partial<ExportGame>;
  if (typeof g !== 'object' || g === null || !Array.isArray(g.actions) || !Array.isArray(g.players) || typeof g.title !== 'string')
    throw new ImportError('not an 18xx.games export: expected title, players and actions');
  return g as ExportGame;
}

/**
 * Whether the export is of the oldest format (18xx.games, 2020), whose routes are recorded as `hexes`
 * alone, with no `connections`. 18xx.games did not check cities blocked by stations when such games
 * were played, and replays their routes untraced: imports let them pass such cities
 * (GameSetup.passBlockedCities).
 */
export function routesAsHexesAlone(game: ExportGame): boolean {
  return game.actions.some(
    (a) => a.type === 'run_routes' && Array.isArray(a.routes) && a.routes.some((r) => r && typeof r === 'object' && (r as { connections?: unknown }).connections === undefined && Array.isArray((r as { hexes?: unknown }).hexes)),
  );
}

/**
 * The actions that took effect: messages dropped, undo and redo applied.
 * An undo without action_id takes back the last action still in effect; with
 * action_id it takes back everything after that action. A redo restores what
 * the last undo took back, as long as nothing new was done in between.
 */
export function effectiveActions(actions: ExportAction[]): ExportAction[] {
  const live: ExportAction[] = [];
  let undone: ExportAction[][] = [];
  for (const a of actions) {
    if (a.type === 'message') continue;
    if (a.type === 'undo') {
      if (a.action_id !== undefined) {
        const at = live.findIndex((x) => x.id === a.action_id);
        const cut = at >= 0 ? at + 1 : 0;
        undone.push(live.splice(cut));
      } else if (live.length > 0) {
        undone.push(live.splice(live.length - 1));
      }
      continue;
    }
    if (a.type === 'redo') {
      const back = undone.pop();
      if (back) live.push(...back);
      continue;
    }
    undone = [];
    live.push(a);
  }
  return live;
}

/** The variant of the title whose exports carry `exportTitle` as their title (the variant's exportTitle), if any. */
export function exportVariant(definition: Definition, exportTitle: string): string | undefined {
  return (definition.title.variants ?? []).find((v) => v.exportTitle === exportTitle)?.id;
}

/** Whether an export titled `exportTitle` plays this title: its own id, its exportTitle, or a variant's exportTitle. */
export function playsExport(definition: Definition, exportTitle: string): boolean {
  return definition.title.id === exportTitle || definition.title.exportTitle === exportTitle || exportVariant(definition, exportTitle) !== undefined;
}
