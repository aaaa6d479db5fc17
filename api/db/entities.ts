/**
 * Persistence model. A game is its setup (title, variant, seed, players, and for
 * imported games further engine options in `setup`) plus an
 * append-only log of accepted actions; the game state is a fold of the engine over
 * the log (docs/architecture.md 1.1), stored only as snapshots that shorten the fold
 * (GameSnapshot, derived data). `game` keeps only
 * what is needed to find, lock and list games quickly.
 *
 * The schema is owned by the migrations in ./migrations (synchronize is off); the
 * API test suite checks that these decorators and the migrations agree.
 */
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { ANALYTICS_ENTITIES } from '../analytics/entities';

/** open: seats wait for players (joinGame); active: being played; finished: over. */
export type GameStatus = 'open' | 'active' | 'finished';

/**
 * Engine setup options beyond title, variant, seed and players, kept so that every
 * replay of the stored log (cache rebuild, another process) creates the game exactly
 * as it was created. Null for games created here with the defaults (createGame);
 * set for imported games (importGame).
 */
export interface StoredGameSetup {
  /** engine GameSetup.connectionChecks. */
  connectionChecks?: 'engine' | 'actions';
  /** engine GameSetup.allowManualEnd: the older form of endByAgreement, in games stored before it (finished ones only, see migration EndByAgreement). */
  allowManualEnd?: boolean;
  /** engine GameSetup.endByAgreement: the game may end early when every player agrees. */
  endByAgreement?: boolean;
  /** engine GameSetup.recordedLays. */
  recordedLays?: boolean;
  /** engine GameSetup.recordedRevenues. */
  recordedRevenues?: boolean;
  /** engine GameSetup.passBlockedCities: set for imports of the oldest 18xx.games exports (routes as hexes alone). */
  passBlockedCities?: boolean;
  /**
   * Variants applied to the definition after `variant`, in order: an imported game's
   * optional rules (18xx.games names them as our variants of the same id).
   */
  optionalRules?: string[];
  /**
   * The seed exactly as the engine received it, when it differs from what the `seed`
   * column means (games/setup.ts engineSeed): an import passes the export's seed as is.
   */
  engineSeed?: string | number;
}

@Entity({ name: 'game' })
@Check('CHK_game_status', `"status" IN ('open', 'active', 'finished')`)
@Check('CHK_game_action_count', `"action_count" >= 0`)
@Index('IDX_game_status_updated', ['status', 'updatedAt'])
// The games list, newest first, of all statuses or one (api/games/list.ts).
@Index('IDX_game_created', ['createdAt', 'id'])
@Index('IDX_game_status_created', ['status', 'createdAt', 'id'])
export class Game {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_game' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  title: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  variant: string | null;

  /** Kept as the client gave it (or as generated) so the game replays exactly. */
  @Column({ type: 'varchar', length: 128 })
  seed: string;

  /** Player names by seat. */
  @Column({ type: 'jsonb' })
  players: string[];

  /**
   * sha256 hex of each seat's secret token, by seat; null for a seat nobody has
   * claimed yet (joinGame). The tokens themselves are returned once by createGame
   * or joinGame and never stored, so a database leak does not let anyone act for
   * a player.
   */
  @Column({ name: 'seat_token_hashes', type: 'jsonb' })
  seatTokenHashes: (string | null)[];

  /** Number of stored actions = the index the next action will get. */
  @Column({ name: 'action_count', type: 'int', default: 0 })
  actionCount: number;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: GameStatus;

  /** Engine setup options (StoredGameSetup); null = the engine's defaults. */
  @Column({ type: 'jsonb', nullable: true })
  setup: StoredGameSetup | null;

  /**
   * Imported games: sha256 hex of the recording as stored (games/recording-hash.ts recordingHash: title,
   * variant, seed, players, setup and log, in canonical JSON), so a repeated import is known.
   */
  @Index('IDX_game_import_hash')
  @Column({ name: 'import_hash', type: 'varchar', length: 64, nullable: true })
  importHash?: string | null;

  /** The first game imported from the same recording, when this one repeats it; analytics skip such games. */
  @Column({ name: 'duplicate_of', type: 'uuid', nullable: true })
  duplicateOf?: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Bumped on every save; lets a future non-locking writer detect lost updates. */
  @VersionColumn({ type: 'int' })
  version: number;
}

/**
 * One accepted action. Rows are only ever inserted: (game_id, index) is the primary
 * key, so two writers racing for the same index cannot both succeed (the loser gets
 * a unique violation, reported as STALE_INDEX). Undo, when it comes, will be a
 * control row, not a delete (docs/architecture.md 2.3).
 */
@Entity({ name: 'game_action' })
@Check('CHK_game_action_index', `"index" >= 0`)
export class GameAction {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_game_action' })
  gameId: string;

  /** 0-based position in the game's log. */
  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_game_action' })
  index: number;

  @ManyToOne(() => Game, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_game_action_game' })
  game?: Game;

  /** The seat that submitted the action; null for actions not made by a seat (e.g. imports). */
  @Column({ type: 'int', nullable: true })
  seat: number | null;

  /** The action exactly as the engine accepted it; replaying these rebuilds the game. */
  @Column({ type: 'jsonb' })
  action: object;

  /**
   * The engine's log lines for this action, kept so event backlogs can be served
   * without refolding the game. Derived data: replay never reads it.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  log: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A snapshot of the fold: the game's state after its first `actionCount` log entries
 * (api/games/snapshots.ts). Derived data, like the cache: it can always be rebuilt from the log,
 * and one whose `version` (engine code and title definition) is not the running one is ignored.
 */
@Entity({ name: 'game_snapshot' })
@Check('CHK_game_snapshot_count', `"action_count" > 0`)
export class GameSnapshot {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_game_snapshot' })
  gameId: string;

  @PrimaryColumn({ name: 'action_count', type: 'int', primaryKeyConstraintName: 'PK_game_snapshot' })
  actionCount: number;

  @ManyToOne(() => Game, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_game_snapshot_game' })
  game?: Game;

  @Column({ type: 'varchar', length: 64 })
  version: string;

  /** `json`, not `jsonb`: the keys come back in the order the engine wrote them. */
  @Column({ type: 'json' })
  state: object;
}

export const ENTITIES = [Game, GameAction, GameSnapshot, ...ANALYTICS_ENTITIES];
