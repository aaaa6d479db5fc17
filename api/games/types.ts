/** What the game service's methods take and give (api/games/service.ts). */
import type { Game } from '../db/entities';
import type { GameState, GameSummary, Title } from '../engine-port';

export interface CreateGameInput {
  title: string;
  variant?: string | null;
  /** Names of the seats taken now, seat 0 first. */
  players: string[];
  /** Further seats, after the named ones, that players claim later with joinGame. */
  openSeats?: number | null;
  seed?: string | null;
  /** The game may end early when every player agrees (engine GameSetup.endByAgreement). */
  endByAgreement?: boolean | null;
}

export interface JoinedSeat extends SeatCredential {
  gameId: string;
  /** This join took the last open seat: the game has begun. */
  started: boolean;
}

export interface SeatCredential {
  seat: number;
  name: string;
  /** The seat's secret; shown once, only its hash is stored. */
  token: string;
}

export interface CreatedGame {
  gameId: string;
  seed: string;
  seats: SeatCredential[];
}

export interface ImportedGame extends CreatedGame {
  /** Number of stored actions (our actions, including reconciled passes). */
  actionCount: number;
  finished: boolean;
  /** In the export's vocabulary (bank, bankrupt, stock_market, manually_ended, ...); null while running. */
  gameEndReason: string | null;
  /** Final scores keyed as the export keys its `result` (player id, or name in older exports); {} while running. */
  result: Record<string, number>;
  /** Whether result and gameEndReason equal the ones the export recorded. */
  matchesRecorded: boolean;
  /** run_routes whose revenue, recomputed by our engine, differs from the one in the export. */
  routeRevenueMismatches: number;
  /** The game first imported from the same recording, when this import repeats it (analytics skip this one). */
  duplicateOf: string | null;
}

export interface LoadedGame {
  game: Game;
  title: Title;
  state: GameState;
}

export interface BestRoutesResult {
  corporation: string;
  revenue: number;
  proven: boolean;
  upperBound: number;
  elapsedMs: number;
  routes: { train: string; revenue: number; path: string[]; stops: { stop: string; revenue: number }[] }[];
}

export interface YourTurnNotice {
  gameId: string;
  seat: number;
  /** The seat must act on the state after this many actions. */
  actionCount: number;
  /** Who acts: the player, or a corporation the seat presides over. */
  active: GameSummary['active'];
}

export interface ActResult {
  /** 0-based index of the stored action. */
  index: number;
  /** Seats that may act after it (empty when the game is over). */
  activeSeats: number[];
  /** Number of stored actions now (index + 1). */
  actionCount: number;
  log: string[];
  finished: boolean;
  state: GameState;
}
