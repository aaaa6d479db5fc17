/**
 * A compiled title's shape (engine/definition/compile.ts builds it): the types only, so that the
 * modules reading a title, the mechanisms among them, import no module that builds one. compile.ts
 * reaches the mechanisms (through the dispatcher it builds); a module importing it for a type would
 * close an import circle through them. The fields whose types name the modules reading a title are
 * declared onto it by those modules (below), so this module imports none of them either.
 */
import type { Axes, Layout } from '../map/grid';
import type { Tile } from '../map/tiles';
import type { Market } from '../market/grid';
import type { Corporation, Company, TrainType, Phase, HexDefinition, RoundsConfig } from '../generated/definition';
import type { Definition } from './types';

/** A line across a hex between two vertices (1870's Mississippi): track may not cross it while it is blocked. */
export interface Partition {
  /** Vertices (0 = the bottom point, then clockwise); edge e lies between vertices e and e + 1. */
  a: number;
  b: number;
  /** "inner": only edges between a and b may carry track; "outer": only the others; absent: track may lie on both sides but not cross. */
  restrict: 'inner' | 'outer' | null;
  kind: string;
  /** Edges on the a→b side. */
  side: Set<number>;
}

export interface HexInfo {
  id: string;
  name: string | null;
  /** The printed tile (city circles, off-board areas, preprinted track), if any. */
  printed: Tile | null;
  /** Terrain cost of the first tile laid here. */
  cost: number;
  label: string | null;
  /** Labels the hex takes once a tile of the given colour is laid (1870's P, K and L hexes). */
  futureLabels: Record<string, string>;
  /** Impassable edges, and edges whose crossing costs money when track is first laid across them. */
  borders: Map<number, { kind: 'impassable' | 'cost'; cost: number; openFromPhase: string | null }>;
  /** Edges closed by a border until a phase (index into the phase list) begins. */
  gates: Map<number, number>;
  partitions: Partition[];
  /** Markers printed on the hex, e.g. "port". */
  icons: string[];
  /** Neighbour hex id across each edge, or null off the map. */
  neighbours: (string | null)[];
  /** Neighbour track can run to across each edge: null off the map or across an impassable border. */
  links: (string | null)[];
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
  /** The manifest's tile ids in catalogue order (compareIds), the order in which lays are offered. */
  manifestOrder: string[];
  corporations: Corporation[];
  corporation: Map<string, Corporation>;
  companies: Company[];
  company: Map<string, Company>;
  trainTypes: TrainType[];
  trainType: Map<string, TrainType>;
  /**
   * Running terms by running type (engine/routes/revenue.ts runType): every train type under its id,
   * and every variant of a type with `variants` under "<type>:<variant>", as the card with the
   * variant's route fields in place of the card's.
   */
  runTerms: Map<string, TrainType>;
  phases: Phase[];
  market: Market;
  rounds: RoundsConfig;
  // Declared onto this type by the modules whose types name a title back, so that this module imports none of
  // them: `mechanisms`, the hooks of the mechanisms the definition switches on (engine/core/mechanism.ts), and
  // `roundModules`, the round kinds by name (engine/rounds/registry.ts).
}
