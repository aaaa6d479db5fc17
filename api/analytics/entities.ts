/**
 * Analytics tables: facts derived from games as their actions are applied
 * (api/analytics/recorder.ts), so that statistics are plain SQL over these rows
 * (api/analytics/queries.ts) instead of replays at request time.
 *
 * Every row is derived data: it can be rebuilt from the action log, and each one
 * names the action that produced it (`game_id`, `action_index`), so undoing an
 * action deletes exactly its rows. `title` is copied into the rows so that
 * cross-game queries filter on an index without joining `game`.
 *
 * Owned by the migration 1764300000000-Analytics (synchronize is off); the API test
 * suite checks that these decorators and the migrations agree.
 *
 * `Game` is referenced by name ('Game'), not imported: api/db/entities.ts imports this
 * file to list these entities, and a runtime import back would be a cycle.
 */
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Game } from '../db/entities';

/** How a round is described in the per-round tables. */
export type RoundKind = 'auction' | 'stock' | 'operating';

/**
 * One row per game, written when the game gets its first action, when its first
 * corporation is parred, and when it ends (and reverted by undoing either).
 */
@Entity({ name: 'analytics_game' })
@Index('IDX_analytics_game_title', ['title', 'finished'])
export class AnalyticsGame {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_analytics_game' })
  gameId: string;

  @ManyToOne('Game', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_analytics_game_game' })
  game?: Game;

  @Column({ type: 'varchar', length: 64 })
  title: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  variant: string | null;

  @Column({ name: 'player_count', type: 'int' })
  playerCount: number;

  @Column({ type: 'boolean', default: false })
  finished: boolean;

  /** The action that ended the game. */
  @Column({ name: 'finished_index', type: 'int', nullable: true })
  finishedIndex: number | null;

  /** The engine's reason (e.g. "bank broken", "manual"). */
  @Column({ name: 'end_reason', type: 'varchar', length: 64, nullable: true })
  endReason: string | null;

  /** Final scores by seat ("0": 1234, ...). */
  @Column({ type: 'jsonb', nullable: true })
  scores: Record<string, number> | null;

  /** Seats with the best score (more than one on a tie). */
  @Column({ name: 'winner_seats', type: 'jsonb', nullable: true })
  winnerSeats: number[] | null;

  /** Rounds started (an operating-round set counts as one), stock rounds and operating sets, at the end. */
  @Column({ name: 'rounds_started', type: 'int', nullable: true })
  roundsStarted: number | null;

  @Column({ name: 'stock_rounds', type: 'int', nullable: true })
  stockRounds: number | null;

  @Column({ name: 'operating_sets', type: 'int', nullable: true })
  operatingSets: number | null;

  /** The first corporation to receive a par price, and the seat that parred it (its first president). */
  @Column({ name: 'first_par_corporation', type: 'varchar', length: 64, nullable: true })
  firstParCorporation: string | null;

  @Column({ name: 'first_par_seat', type: 'int', nullable: true })
  firstParSeat: number | null;

  @Column({ name: 'first_par_index', type: 'int', nullable: true })
  firstParIndex: number | null;
}

/** Where a per-round row belongs: the round as the engine numbers it. */
abstract class RoundColumns {
  @Column({ type: 'varchar', length: 64 })
  title: string;

  @Column({ name: 'round_kind', type: 'varchar', length: 16 })
  roundKind: RoundKind;

  /** Stock round number, operating-round set, or auction number. */
  @Column({ name: 'round_number', type: 'int' })
  roundNumber: number;

  /** The operating round within its set (1-based); null for other rounds. */
  @Column({ name: 'round_index', type: 'int', nullable: true })
  roundIndex: number | null;

  /** "SR 3", "OR 2.1", "Auction 1". */
  @Column({ name: 'round_label', type: 'varchar', length: 32 })
  roundLabel: string;
}

/** A player's cash and net worth when a round ended (and when the game ended). */
@Entity({ name: 'analytics_player_round' })
export class AnalyticsPlayerRound extends RoundColumns {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_analytics_player_round' })
  gameId: string;

  @PrimaryColumn({ name: 'action_index', type: 'int', primaryKeyConstraintName: 'PK_analytics_player_round' })
  /** The action that produced the row. */
  actionIndex: number;

  @PrimaryColumn({ type: 'int', primaryKeyConstraintName: 'PK_analytics_player_round' })
  seat: number;

  @ManyToOne('Game', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_analytics_player_round_game' })
  game?: Game;

  @Column({ type: 'int' })
  cash: number;

  @Column({ name: 'net_worth', type: 'int' })
  netWorth: number;
}

/** A parred corporation's share price when a round ended (and when the game ended). */
@Entity({ name: 'analytics_share_price' })
export class AnalyticsSharePrice extends RoundColumns {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_analytics_share_price' })
  gameId: string;

  @PrimaryColumn({ name: 'action_index', type: 'int', primaryKeyConstraintName: 'PK_analytics_share_price' })
  /** The action that produced the row. */
  actionIndex: number;

  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_analytics_share_price' })
  corporation: string;

  @ManyToOne('Game', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_analytics_share_price_game' })
  game?: Game;

  @Column({ name: 'share_price', type: 'int' })
  sharePrice: number;

  @Column({ type: 'int', nullable: true })
  par: number | null;
}

/**
 * What a corporation earned in one operating turn and what it did with it: one row
 * per decided dividend (a zero revenue is withheld automatically, and recorded too),
 * plus one per 1870 connection run.
 */
@Entity({ name: 'analytics_operating_result' })
@Check('CHK_analytics_operating_result_run', `"run_kind" IN ('turn', 'connection')`)
@Check('CHK_analytics_operating_result_dividend', `"dividend" IN ('payout', 'withhold', 'half')`)
@Index('IDX_analytics_operating_result_title', ['title', 'corporation'])
export class AnalyticsOperatingResult extends RoundColumns {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_analytics_operating_result' })
  gameId: string;

  @PrimaryColumn({ name: 'action_index', type: 'int', primaryKeyConstraintName: 'PK_analytics_operating_result' })
  /** The action that produced the row. */
  actionIndex: number;

  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_analytics_operating_result' })
  corporation: string;

  /** "turn": the corporation's operating turn; "connection": an 1870 connection run. */
  @PrimaryColumn({ name: 'run_kind', type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_analytics_operating_result' })
  runKind: 'turn' | 'connection';

  @ManyToOne('Game', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_analytics_operating_result_game' })
  game?: Game;

  @Column({ type: 'int' })
  revenue: number;

  @Column({ type: 'varchar', length: 16 })
  dividend: 'payout' | 'withhold' | 'half';

  /** Paid per 10% share (the engine's "pays $N per share"); 0 when withheld; null when unknown. */
  @Column({ name: 'per_share', type: 'int', nullable: true })
  perShare: number | null;

  /** Kept by the treasury: the whole revenue when withheld, 0 when paid out, the kept part of a half payout. */
  @Column({ type: 'int', nullable: true })
  retained: number | null;

  /** The president's seat when the dividend was decided. */
  @Column({ name: 'president_seat', type: 'int', nullable: true })
  presidentSeat: number | null;
}

/** One train bought by a corporation (buy_train). */
@Entity({ name: 'analytics_train_purchase' })
@Index('IDX_analytics_train_purchase_title', ['title', 'trainType'])
export class AnalyticsTrainPurchase extends RoundColumns {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_analytics_train_purchase' })
  gameId: string;

  @PrimaryColumn({ name: 'action_index', type: 'int', primaryKeyConstraintName: 'PK_analytics_train_purchase' })
  /** The action that produced the row. */
  actionIndex: number;

  @ManyToOne('Game', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_analytics_train_purchase_game' })
  game?: Game;

  @Column({ type: 'varchar', length: 64 })
  corporation: string;

  /** The train instance, e.g. "3-1". */
  @Column({ type: 'varchar', length: 64 })
  train: string;

  @Column({ name: 'train_type', type: 'varchar', length: 64 })
  trainType: string;

  @Column({ type: 'int' })
  price: number;

  /** "depot", "pool" or the selling corporation. */
  @Column({ type: 'varchar', length: 64 })
  seller: string;

  /** The train traded in (1870 diesels), if any. */
  @Column({ name: 'exchanged_train', type: 'varchar', length: 64, nullable: true })
  exchangedTrain: string | null;
}

/** One tile laid or upgraded on the map (whatever action did it). */
@Entity({ name: 'analytics_tile_lay' })
@Index('IDX_analytics_tile_lay_title', ['title', 'tile'])
export class AnalyticsTileLay extends RoundColumns {
  @PrimaryColumn({ name: 'game_id', type: 'uuid', primaryKeyConstraintName: 'PK_analytics_tile_lay' })
  gameId: string;

  @PrimaryColumn({ name: 'action_index', type: 'int', primaryKeyConstraintName: 'PK_analytics_tile_lay' })
  /** The action that produced the row. */
  actionIndex: number;

  @PrimaryColumn({ type: 'varchar', length: 16, primaryKeyConstraintName: 'PK_analytics_tile_lay' })
  hex: string;

  @ManyToOne('Game', { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'FK_analytics_tile_lay_game' })
  game?: Game;

  /** The corporation laying it (or whose turn it was), if any. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  corporation: string | null;

  /** The private company whose ability laid it, if any. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 64 })
  tile: string;

  @Column({ type: 'int' })
  rotation: number;

  /** The tile it replaced; null for the preprinted tile or an empty hex. */
  @Column({ name: 'previous_tile', type: 'varchar', length: 64, nullable: true })
  previousTile: string | null;
}

export const ANALYTICS_ENTITIES = [
  AnalyticsGame,
  AnalyticsPlayerRound,
  AnalyticsSharePrice,
  AnalyticsOperatingResult,
  AnalyticsTrainPurchase,
  AnalyticsTileLay,
];
