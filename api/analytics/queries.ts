/**
 * Statistics read from the analytics tables (./entities.ts) with parameterised SQL:
 * nothing is replayed at request time. One game's time series, and figures across
 * the finished games of a title.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { RoundKind } from './entities';

export interface PlayerPoint {
  seat: number;
  cash: number;
  netWorth: number;
}

export interface SharePricePoint {
  corporation: string;
  sharePrice: number;
  par: number | null;
}

export interface OperatingResultPoint {
  actionIndex: number;
  corporation: string;
  connectionRun: boolean;
  revenue: number;
  dividend: string;
  perShare: number | null;
  retained: number | null;
  presidentSeat: number | null;
}

export interface RoundPoint {
  kind: RoundKind;
  number: number;
  index: number | null;
  label: string;
  /** The action that ended the round (the snapshot's); null while the round is under way. */
  endActionIndex: number | null;
  players: PlayerPoint[];
  sharePrices: SharePricePoint[];
  operatingResults: OperatingResultPoint[];
}

export interface TrainPurchasePoint {
  actionIndex: number;
  roundLabel: string;
  corporation: string;
  train: string;
  trainType: string;
  price: number;
  seller: string;
  exchangedTrain: string | null;
}

export interface TileLayPoint {
  actionIndex: number;
  roundLabel: string;
  hex: string;
  tile: string;
  rotation: number;
  previousTile: string | null;
  corporation: string | null;
  company: string | null;
}

export interface GameTimeSeries {
  gameId: string;
  title: string;
  rounds: RoundPoint[];
  trainPurchases: TrainPurchasePoint[];
  tileLays: TileLayPoint[];
}

export interface SeatWinRate {
  seat: number;
  games: number;
  wins: number;
  winRate: number;
}

export interface FirstParWinRate {
  corporation: string;
  games: number;
  wins: number;
  winRate: number;
}

export interface CorporationProfit {
  corporation: string;
  games: number;
  operatingRounds: number;
  totalRevenue: number;
  averageRevenue: number | null;
  bestRevenue: number;
  dividendsPaid: number;
  payouts: number;
}

export interface TitleStats {
  title: string;
  players: number | null;
  games: number;
  averageRounds: number | null;
  averageStockRounds: number | null;
  averageOperatingRounds: number | null;
  averageActions: number | null;
  winRateBySeat: SeatWinRate[];
  winRateByFirstPar: FirstParWinRate[];
  mostProfitableCorporations: CorporationProfit[];
}

type Db = Pick<DataSource | EntityManager, 'query'>;

const roundKey = (kind: string, number: number, index: number | null): string => `${kind}:${number}:${index ?? ''}`;

/**
 * A finished game of the title (and of `$2` players when given). The fragment every
 * cross-game query shares: the title is $1 and the player count $2.
 */
// A repeated import (game.duplicate_of) is the same recording: counted once, by its first import.
const FINISHED = `g.title = $1 AND g.finished AND ($2::int IS NULL OR g.player_count = $2::int)
  AND NOT EXISTS (SELECT 1 FROM game dup WHERE dup.id = g.game_id AND dup.duplicate_of IS NOT NULL)`;

/** A share of a win: 1 for an outright win, 1/k for a k-way tie, 0 otherwise (seat expression `seat`). */
const winShare = (seat: string): string =>
  `CASE WHEN g.winner_seats @> to_jsonb(${seat}) THEN 1.0 / jsonb_array_length(g.winner_seats) ELSE 0 END`;

export class AnalyticsQueries {
  constructor(private readonly db: Db) {}

  /** The game's rounds in order with their snapshots and dividends, its train purchases and tile lays. */
  async gameTimeSeries(gameId: string, title: string): Promise<GameTimeSeries> {
    const [players, prices, results, trains, tiles] = await Promise.all([
      this.db.query(
        `SELECT action_index, round_kind, round_number, round_index, round_label, seat, cash, net_worth
           FROM analytics_player_round WHERE game_id = $1 ORDER BY action_index, seat`,
        [gameId],
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT action_index, round_kind, round_number, round_index, round_label, corporation, share_price, par
           FROM analytics_share_price WHERE game_id = $1 ORDER BY action_index, corporation`,
        [gameId],
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT action_index, round_kind, round_number, round_index, round_label, corporation, run_kind, revenue,
                dividend, per_share, retained, president_seat
           FROM analytics_operating_result WHERE game_id = $1 ORDER BY action_index, run_kind DESC, corporation`,
        [gameId],
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT action_index, round_label, corporation, train, train_type, price, seller, exchanged_train
           FROM analytics_train_purchase WHERE game_id = $1 ORDER BY action_index`,
        [gameId],
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT action_index, round_label, hex, tile, rotation, previous_tile, corporation, company
           FROM analytics_tile_lay WHERE game_id = $1 ORDER BY action_index, hex`,
        [gameId],
      ) as Promise<Record<string, any>[]>,
    ]);

    // Rounds in the order they were played: by the first action that mentions them.
    const rounds = new Map<string, RoundPoint & { first: number }>();
    const roundOf = (r: Record<string, any>): RoundPoint & { first: number } => {
      const key = roundKey(r.round_kind, r.round_number, r.round_index);
      let round = rounds.get(key);
      if (!round) {
        round = {
          kind: r.round_kind,
          number: r.round_number,
          index: r.round_index,
          label: r.round_label,
          endActionIndex: null,
          players: [],
          sharePrices: [],
          operatingResults: [],
          first: r.action_index,
        };
        rounds.set(key, round);
      }
      round.first = Math.min(round.first, r.action_index);
      return round;
    };
    // A round's snapshot is the latest one taken for it (normally the only one).
    const latest = new Map<string, number>();
    for (const r of [...players, ...prices]) {
      const key = roundKey(r.round_kind, r.round_number, r.round_index);
      latest.set(key, Math.max(latest.get(key) ?? -1, r.action_index));
    }
    const isLatest = (r: Record<string, any>) => latest.get(roundKey(r.round_kind, r.round_number, r.round_index)) === r.action_index;
    for (const r of results) {
      roundOf(r).operatingResults.push({
        actionIndex: r.action_index,
        corporation: r.corporation,
        connectionRun: r.run_kind === 'connection',
        revenue: r.revenue,
        dividend: r.dividend,
        perShare: r.per_share,
        retained: r.retained,
        presidentSeat: r.president_seat,
      });
    }
    for (const r of players) {
      if (!isLatest(r)) continue;
      const round = roundOf(r);
      round.endActionIndex = r.action_index;
      round.players.push({ seat: r.seat, cash: r.cash, netWorth: r.net_worth });
    }
    for (const r of prices) {
      if (!isLatest(r)) continue;
      const round = roundOf(r);
      round.endActionIndex = r.action_index;
      round.sharePrices.push({ corporation: r.corporation, sharePrice: r.share_price, par: r.par });
    }
    const ordered = [...rounds.values()]
      .sort((a, b) => a.first - b.first || (a.endActionIndex ?? Infinity) - (b.endActionIndex ?? Infinity))
      .map(({ first: _first, ...round }) => round);

    return {
      gameId,
      title,
      rounds: ordered,
      trainPurchases: trains.map((r) => ({
        actionIndex: r.action_index,
        roundLabel: r.round_label,
        corporation: r.corporation,
        train: r.train,
        trainType: r.train_type,
        price: r.price,
        seller: r.seller,
        exchangedTrain: r.exchanged_train,
      })),
      tileLays: tiles.map((r) => ({
        actionIndex: r.action_index,
        roundLabel: r.round_label,
        hex: r.hex,
        tile: r.tile,
        rotation: r.rotation,
        previousTile: r.previous_tile,
        corporation: r.corporation,
        company: r.company,
      })),
    };
  }

  /** Figures over the finished games of a title (of `players` players, when given). */
  async titleStats(title: string, players: number | null = null): Promise<TitleStats> {
    const params = [title, players];
    const [[length], bySeat, byFirstPar, profit] = await Promise.all([
      // Length: rounds as played (every operating round counted, from the per-round
      // snapshots), stock rounds, and actions.
      this.db.query(
        `SELECT count(*)::int AS games,
                avg(r.rounds)::float8 AS average_rounds,
                avg(g.stock_rounds)::float8 AS average_stock_rounds,
                avg(r.operating_rounds)::float8 AS average_operating_rounds,
                avg(g.finished_index + 1)::float8 AS average_actions
           FROM analytics_game g
           LEFT JOIN LATERAL (
             SELECT count(DISTINCT p.round_label)::int AS rounds,
                    count(DISTINCT p.round_label) FILTER (WHERE p.round_kind = 'operating')::int AS operating_rounds
               FROM analytics_player_round p WHERE p.game_id = g.game_id
           ) r ON true
          WHERE ${FINISHED}`,
        params,
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT s.seat::int AS seat, count(*)::int AS games, sum(${winShare('s.seat')})::float8 AS wins
           FROM analytics_game g
           CROSS JOIN LATERAL generate_series(0, g.player_count - 1) AS s(seat)
          WHERE ${FINISHED}
          GROUP BY s.seat ORDER BY s.seat`,
        params,
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT g.first_par_corporation AS corporation, count(*)::int AS games, sum(${winShare('g.first_par_seat')})::float8 AS wins
           FROM analytics_game g
          WHERE ${FINISHED} AND g.first_par_corporation IS NOT NULL
          GROUP BY g.first_par_corporation ORDER BY games DESC, corporation`,
        params,
      ) as Promise<Record<string, any>[]>,
      this.db.query(
        `SELECT r.corporation,
                count(DISTINCT r.game_id)::int AS games,
                count(*) FILTER (WHERE r.run_kind = 'turn')::int AS operating_rounds,
                sum(r.revenue)::int AS total_revenue,
                avg(r.revenue) FILTER (WHERE r.run_kind = 'turn')::float8 AS average_revenue,
                max(r.revenue)::int AS best_revenue,
                coalesce(sum(r.revenue - r.retained) FILTER (WHERE r.dividend <> 'withhold'), 0)::int AS dividends_paid,
                count(*) FILTER (WHERE r.dividend <> 'withhold')::int AS payouts
           FROM analytics_operating_result r
           JOIN analytics_game g ON g.game_id = r.game_id
          WHERE r.title = $1 AND ${FINISHED}
          GROUP BY r.corporation
          ORDER BY total_revenue DESC, r.corporation`,
        params,
      ) as Promise<Record<string, any>[]>,
    ]);

    const rate = (wins: number, games: number): number => (games > 0 ? wins / games : 0);
    return {
      title,
      players,
      games: length?.games ?? 0,
      averageRounds: length?.average_rounds ?? null,
      averageStockRounds: length?.average_stock_rounds ?? null,
      averageOperatingRounds: length?.average_operating_rounds ?? null,
      averageActions: length?.average_actions ?? null,
      winRateBySeat: bySeat.map((r) => ({ seat: r.seat, games: r.games, wins: r.wins, winRate: rate(r.wins, r.games) })),
      winRateByFirstPar: byFirstPar.map((r) => ({ corporation: r.corporation, games: r.games, wins: r.wins, winRate: rate(r.wins, r.games) })),
      mostProfitableCorporations: profit.map((r) => ({
        corporation: r.corporation,
        games: r.games,
        operatingRounds: r.operating_rounds,
        totalRevenue: r.total_revenue,
        averageRevenue: r.average_revenue,
        bestRevenue: r.best_revenue,
        dividendsPaid: r.dividends_paid,
        payouts: r.payouts,
      })),
    };
  }
}
