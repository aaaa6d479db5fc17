/**
 * Compiling a title: index a loaded definition once (hex neighbours, tiles by
 * id, market cells, phase of each train) so that every step can look things up
 * in constant time. A Title is immutable and shared by every game of the title.
 */
import { GameError } from '../errors';
import { neighbourId, type Axes, type Layout } from '../map/grid';
import { normaliseTile, type Tile } from '../map/tiles';
import { parseMarket, type Market } from '../market/grid';
import type { Corporation, Company, TrainType, Phase, HexDefinition, RoundsConfig } from '../generated/definition';
import type { Definition } from './types';

export interface HexInfo {
  id: string;
  name: string | null;
  /** The printed tile (city circles, off-board areas, preprinted track), if any. */
  printed: Tile | null;
  /** Terrain cost of the first tile laid here. */
  cost: number;
  label: string | null;
  /** Neighbour hex id across each edge, or null off the map. */
  neighbours: (string | null)[];
  def: HexDefinition;
}

export interface Title {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  variants: { id: string; name: string; description: string }[];
  definition: Definition;
  layout: Layout;
  axes: Axes;
  hexes: Map<string, HexInfo>;
  hexIds: string[];
  tiles: Map<string, Tile>;
  /** Initial supply per tile id; -1 = unlimited. */
  manifest: Record<string, number>;
  corporations: Corporation[];
  corporation: Map<string, Corporation>;
  companies: Company[];
  company: Map<string, Company>;
  trainTypes: TrainType[];
  trainType: Map<string, TrainType>;
  phases: Phase[];
  market: Market;
  rounds: RoundsConfig;
}

export function compileTitle(definition: Definition): Title {
  const t = definition.title;
  const layout = definition.map.layout as Layout;
  const axes: Axes = { x: definition.map.axes?.x ?? 'letter', y: definition.map.axes?.y ?? 'number' };

  const tiles = new Map<string, Tile>();
  for (const def of definition.catalogue) {
    const tile = normaliseTile(def, def.id ?? '?');
    tiles.set(tile.id, tile);
  }

  const onMap = new Set(definition.map.hexes.map((h) => h.id));
  const hexes = new Map<string, HexInfo>();
  for (const h of definition.map.hexes) {
    const neighbours: (string | null)[] = [];
    for (let e = 0; e < 6; e++) {
      const n = neighbourId(h.id, e, layout, axes);
      neighbours.push(n !== null && onMap.has(n) ? n : null);
    }
    hexes.set(h.id, {
      id: h.id,
      name: h.name ?? null,
      printed: h.tile ? normaliseTile(h.tile, `printed:${h.id}`) : null,
      cost: h.cost ?? 0,
      label: h.label ?? h.tile?.label ?? null,
      neighbours,
      def: h,
    });
  }

  const manifest: Record<string, number> = {};
  for (const [id, count] of Object.entries(definition.tiles.manifest ?? {})) {
    if (!tiles.has(id)) throw new GameError('INVALID_INPUT', `tile ${id} in the manifest is not in the catalogue`);
    manifest[id] = count === 'unlimited' ? -1 : (count as number);
  }

  const corporations = definition.corporations.corporations;
  const companies = definition.companies.companies ?? [];
  const trainTypes = definition.trains.trains;
  return {
    id: t.id,
    name: t.name,
    minPlayers: t.players.min,
    maxPlayers: t.players.max,
    variants: (t.variants ?? []).map((v) => ({ id: v.id, name: v.name, description: v.description ?? '' })),
    definition,
    layout,
    axes,
    hexes,
    hexIds: definition.map.hexes.map((h) => h.id),
    tiles,
    manifest,
    corporations,
    corporation: new Map(corporations.map((c) => [c.id, c])),
    companies,
    company: new Map(companies.map((c) => [c.id, c])),
    trainTypes,
    trainType: new Map(trainTypes.map((tt) => [tt.id, tt])),
    phases: definition.phases.phases,
    market: parseMarket(definition.market),
    rounds: t.rounds,
  };
}
