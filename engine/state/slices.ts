/**
 * Where mechanism state plugs into the game state. The core's types (engine/state/types.ts) list
 * only what every title has; each mechanism declares its own fields in its own module, by
 * declaration merging into one of these interfaces:
 *
 *     declare module '../state/slices' {
 *       interface GameSlices { cousins?: Record<string, CousinState> }
 *     }
 *
 * The fields stay where a saved game has always had them (so stored games, replays and the state
 * hash are unchanged), but the core never declares them, and adding a mechanism with state edits
 * no core file. Every slice field is optional: a title without the mechanism has none of it. The
 * mechanism gives the initial value in its setUp hook and its public projection in its `slice`
 * (engine/core/mechanism.ts StateSlice).
 */

/* eslint-disable @typescript-eslint/no-empty-object-type -- filled by the mechanisms' declarations */

/** Fields of GameState a mechanism owns. */
export interface GameSlices {}
/** Fields of each CorporationState a mechanism owns. */
export interface CorporationSlices {}
/** Fields of a StockRoundState a mechanism owns. */
export interface StockRoundSlices {}
/** Fields of a stock turn (StockTurn) a mechanism owns. */
export interface StockTurnSlices {}
/** Fields of an OperatingRoundState a mechanism owns. */
export interface OperatingRoundSlices {}
/** Fields of an operating turn (OperatingTurn) a mechanism owns. */
export interface OperatingTurnSlices {}
/** Fields of a tile laid in an operating turn (LaidTile) a mechanism owns. */
export interface LaidTileSlices {}
/** Fields of a route run in an operating turn (RunRoute) a mechanism owns. */
export interface RunRouteSlices {}
/** Fields of an AuctionRoundState a mechanism owns. */
export interface AuctionRoundSlices {}
/**
 * The state of each round kind a mechanism brings (Mechanism.rounds), by kind, declared in its module
 * (`interface RoundKinds { parliament: ParliamentRoundState }`): RoundState is the core's kinds and these.
 * Each has its `kind` and its `number`.
 */
export interface RoundKinds {}
