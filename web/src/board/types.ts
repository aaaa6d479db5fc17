/**
 * The shapes the board components read. They are the fields of the API's `Board`,
 * `MapState` and `MarketState` types (schema.graphql) that drawing needs, written
 * structurally so that the generated operation types of any query selecting at least
 * these fields can be passed straight in.
 */
export type Layout = 'flat' | 'pointy';

export interface PathEnd {
  edge?: number | null;
  node?: number | null;
}

export interface TileNodeGeometry {
  kind: string;
  revenue?: number | null;
  revenueByColor?: readonly { color: string; revenue: number }[];
  slots: number;
  city?: number | null;
}

export interface TileGeometry {
  id: string;
  color: string;
  label?: string | null;
  nodes: readonly TileNodeGeometry[];
  paths: readonly { a: PathEnd; b: PathEnd }[];
}

export interface BoardHex {
  id: string;
  x: number;
  y: number;
  name?: string | null;
  terrain?: string | null;
  cost: number;
  label?: string | null;
  printedTile?: string | null;
  borders?: readonly { edge: number; kind: string; cost: number; openFromPhase?: string | null }[];
  partitions?: readonly { a: number; b: number; kind?: string }[];
  icons?: readonly string[];
  homes?: readonly { corporation: string; city: number }[];
}

export interface BoardData {
  layout: string;
  market?: string;
  hexes: readonly BoardHex[];
  tiles: readonly TileGeometry[];
}

/** One hex of `game.state.map.hexes`. */
export interface HexState {
  id: string;
  tile?: string | null;
  shows?: string | null;
  rotation: number;
  label?: string | null;
  tokens: readonly { corporation: string; city: number; slot: number; blocked?: boolean | null }[];
  stops?: readonly { node: number; kind: string; revenue: number; slots: number }[];
}

export interface CorporationStyle {
  id: string;
  color: string;
}

/** A train's route as `bestRoutes` and `run_routes` write it: "<hex>.<node>" at stops, "<hex>" on plain track. */
export interface RouteToDraw {
  train: string;
  path: readonly string[];
  color?: string;
}

/** The tiles a player may lay on one hex, each with its legal rotations (from legalActions). */
export interface TileCandidates {
  hex: string;
  options: readonly { tile: string; rotations: readonly number[] }[];
}

export interface MarketCell {
  price: number;
  par: boolean;
  flags: readonly string[];
}

export interface MarketData {
  rows: readonly { cells: readonly (MarketCell | null)[] }[];
  positions: readonly { corporation: string; row: number; col: number; order: number }[];
}
