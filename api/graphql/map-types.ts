/**
 * The board a client draws: every hex with its place on the grid and what is printed on it,
 * and the topology of every tile that can show on the map (engine/map/board.ts, read from the
 * compiled title, so there is no second copy of the tiles). What changes during a game (laid
 * tile and rotation, tokens, stop values now) is in `Game.state.map`.
 */
import { Arg, Ctx, FieldResolver, Field, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { boardOf, type Board } from '../../engine/map/board';
import type { GameService } from '../games/service';
import { GameType } from './types';

@ObjectType('TilePathEnd', { description: 'One end of a track path: a hex edge 0–5 at rotation 0, or a node of the tile. Exactly one is set.' })
export class TilePathEndType {
  @Field(() => Int, { nullable: true, description: 'Hex edge, numbered clockwise (docs/tiles.md "Edges and rotation"); turned by the laid rotation.' })
  edge: number | null;

  @Field(() => Int, { nullable: true, description: 'Index into the tile\'s nodes.' })
  node: number | null;
}

@ObjectType('TilePath', { description: 'A track segment between two ends.' })
export class TilePathType {
  @Field(() => TilePathEndType)
  a: TilePathEndType;

  @Field(() => TilePathEndType)
  b: TilePathEndType;
}

@ObjectType('PhaseRevenue', { description: 'A revenue that applies from a phase colour on.' })
export class PhaseRevenueType {
  @Field({ description: 'Phase colour, e.g. "yellow".' })
  color: string;

  @Field(() => Int)
  revenue: number;
}

@ObjectType('TileNode', { description: 'A revenue location (stop) or junction on a tile.' })
export class TileNodeType {
  @Field({ description: 'city, town, halt, offboard or junction.' })
  kind: string;

  @Field(() => Int, { nullable: true, description: 'Fixed revenue; null when it depends on the phase (revenueByColor).' })
  revenue: number | null;

  @Field(() => [PhaseRevenueType], { description: 'Revenue by phase colour (off-boards); empty for a fixed revenue.' })
  revenueByColor: PhaseRevenueType[];

  @Field(() => Int, { description: 'Station slots.' })
  slots: number;

  @Field(() => Int, { nullable: true, description: 'Index among the tile\'s station nodes, as HexToken.city counts; null without slots.' })
  city: number | null;

  @Field(() => String, { nullable: true, description: 'The off-board area it belongs to (one area may span several hexes).' })
  group: string | null;

  @Field({ description: 'Routes may run through this off-board area.' })
  passThrough: boolean;
}

@ObjectType('TileGeometry', { description: "A tile's topology at rotation 0: what a client needs to draw it." })
export class TileGeometryType {
  @Field({ description: 'Tile id as HexState.shows names it: a tile number, or "printed:<hex>" for a printed tile.' })
  id: string;

  @Field({ description: 'white, yellow, green, brown, gray, red (off-board) or blue.' })
  color: string;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => [TileNodeType])
  nodes: TileNodeType[];

  @Field(() => [TilePathType])
  paths: TilePathType[];
}

@ObjectType('HexBorder', { description: 'A special hex edge: impassable (water, a mountain ridge) or costing money to cross.' })
export class HexBorderType {
  @Field(() => Int)
  edge: number;

  @Field({ description: '"impassable" or "cost".' })
  kind: string;

  @Field(() => Int)
  cost: number;

  @Field(() => String, { nullable: true, description: 'An impassable border opens when this phase begins.' })
  openFromPhase: string | null;
}

@ObjectType('HexPartition', { description: "A line across a hex between two vertices (1870's Mississippi); vertex v lies between edges v - 1 and v." })
export class HexPartitionType {
  @Field(() => Int)
  a: number;

  @Field(() => Int)
  b: number;

  @Field({ description: 'e.g. "river".' })
  kind: string;

  @Field(() => String, { nullable: true, description: '"inner": track only on the a→b side; "outer": only on the other; null: either side, never across.' })
  restrict: string | null;
}

@ObjectType('HomeReservation', { description: "A city reserved for a corporation's home station." })
export class HomeReservationType {
  @Field()
  corporation: string;

  @Field(() => Int, { description: 'Index among the tile\'s station nodes.' })
  city: number;
}

@ObjectType('BoardHex', { description: 'A map hex as printed.' })
export class BoardHexType {
  @Field({ description: 'Coordinate label, e.g. "E12".' })
  id: string;

  @Field(() => Int, { description: 'Doubled grid column: neighbours differ by 2 along one axis or by 1 along both.' })
  x: number;

  @Field(() => Int, { description: 'Doubled grid row.' })
  y: number;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'hill, mountain, river, water, swamp, forest or lake.' })
  terrain: string | null;

  @Field(() => Int, { description: 'Terrain cost of the first tile.' })
  cost: number;

  @Field(() => String, { nullable: true })
  label: string | null;

  @Field(() => String, { nullable: true, description: 'Id of the printed tile among Board.tiles; null for a blank hex.' })
  printedTile: string | null;

  @Field(() => [HexBorderType])
  borders: HexBorderType[];

  @Field(() => [HexPartitionType])
  partitions: HexPartitionType[];

  @Field(() => [String], { description: 'Markers printed on the hex, e.g. "port".' })
  icons: string[];

  @Field(() => [HomeReservationType])
  homes: HomeReservationType[];

  @Field({ description: 'No tile may ever be laid here.' })
  noTiles: boolean;
}

@ObjectType('Board', { description: 'The map of a title as printed, and the geometry of every tile that can show on it.' })
export class BoardType {
  @Field({ description: '"flat" or "pointy" hex tops. Edge 0 is south on flat maps, south-west on pointy ones, then clockwise.' })
  layout: string;

  @Field({ description: 'The stock market\'s shape: "grid" (2-D), "ladder" (one row) or "zigzag" (two rows, prices alternating between them).' })
  market: string;

  @Field(() => [BoardHexType])
  hexes: BoardHexType[];

  @Field(() => [TileGeometryType], { description: "The title's tiles (catalogue and its own) and the printed tiles of its hexes." })
  tiles: TileGeometryType[];
}

/** Boards by compiled title: a Title is immutable, so its board is computed once. */
const boards = new WeakMap<object, Board>();
function cachedBoard(title: Parameters<typeof boardOf>[0]): Board {
  let board = boards.get(title);
  if (!board) {
    board = boardOf(title);
    boards.set(title, board);
  }
  return board;
}

@Resolver(() => GameType)
export class BoardResolver {
  @Query(() => BoardType, { description: 'The board of a title (with a variant applied): hexes as printed and tile geometry. Unknown title or variant: INVALID_INPUT.' })
  board(
    @Arg('title') title: string,
    @Ctx() { service }: { service: GameService },
    @Arg('variant', () => String, { nullable: true }) variant?: string | null,
  ): BoardType {
    return cachedBoard(service.compiledTitle(title, variant || null));
  }

  @FieldResolver(() => BoardType, { name: 'board', description: "The game's board (its variant and optional rules applied): hexes as printed and tile geometry." })
  gameBoard(@Root() game: GameType): BoardType {
    return cachedBoard(game.loaded.title);
  }
}
