/**
 * GraphQL types and queries for analytics: one game's time series and figures
 * across the finished games of a title. Answered by SQL over the analytics tables
 * (api/analytics/queries.ts), which are written as actions are applied; nothing is
 * replayed per request.
 */
import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { AnalyticsQueries } from '../analytics/queries';
import { ServiceError } from '../errors';
import type { GameService } from '../games/service';

/** What the analytics queries need from the request context (api/app.ts supplies `analytics`). */
export interface AnalyticsContext {
  service: GameService;
  analytics?: AnalyticsQueries;
}

@ObjectType('PlayerSnapshot', { description: "A player's cash and net worth when a round ended." })
export class PlayerSnapshotType {
  @Field(() => Int)
  seat: number;

  @Field(() => Int)
  cash: number;

  @Field(() => Int)
  netWorth: number;
}

@ObjectType('SharePriceSnapshot', { description: "A parred corporation's share price when a round ended." })
export class SharePriceSnapshotType {
  @Field()
  corporation: string;

  @Field(() => Int)
  sharePrice: number;

  @Field(() => Int, { nullable: true })
  par: number | null;
}

@ObjectType('OperatingResult', { description: 'What a corporation earned in one operating turn (or 1870 connection run) and what it did with it.' })
export class OperatingResultType {
  @Field(() => Int, { description: 'The action that decided the dividend.' })
  actionIndex: number;

  @Field()
  corporation: string;

  @Field({ description: 'An 1870 connection run rather than the corporation\'s operating turn.' })
  connectionRun: boolean;

  @Field(() => Int)
  revenue: number;

  @Field({ description: '"payout", "withhold" or "half". A turn that earns nothing is withheld.' })
  dividend: string;

  @Field(() => Int, { nullable: true, description: 'Paid per 10% share; 0 when withheld.' })
  perShare: number | null;

  @Field(() => Int, { nullable: true, description: 'Kept by the treasury: all of it when withheld, none when paid out, part of a half payout.' })
  retained: number | null;

  @Field(() => Int, { nullable: true, description: "The president's seat at the time." })
  presidentSeat: number | null;
}

@ObjectType('RoundSnapshot', { description: 'One round of a game: the dividends decided in it, and the players and share prices when it ended.' })
export class RoundSnapshotType {
  @Field({ description: '"auction", "stock" or "operating".' })
  kind: string;

  @Field(() => Int, { description: 'Stock round number, operating set number, or auction number.' })
  number: number;

  @Field(() => Int, { nullable: true, description: 'For an operating round: its 1-based index within the set.' })
  index: number | null;

  @Field({ description: 'e.g. "SR 2", "OR 2.1".' })
  label: string;

  @Field(() => Int, { nullable: true, description: 'The action that ended the round; null while it is under way.' })
  endActionIndex: number | null;

  @Field(() => [PlayerSnapshotType], { description: 'Every player when the round ended (empty while it is under way).' })
  players: PlayerSnapshotType[];

  @Field(() => [SharePriceSnapshotType], { description: 'Every parred corporation when the round ended (empty while it is under way).' })
  sharePrices: SharePriceSnapshotType[];

  @Field(() => [OperatingResultType], { description: 'Dividends decided in this round, in order.' })
  operatingResults: OperatingResultType[];
}

@ObjectType('TrainPurchase')
export class TrainPurchaseType {
  @Field(() => Int)
  actionIndex: number;

  @Field()
  roundLabel: string;

  @Field()
  corporation: string;

  @Field({ description: 'The train instance, e.g. "3-1".' })
  train: string;

  @Field()
  trainType: string;

  @Field(() => Int)
  price: number;

  @Field({ description: '"depot", "pool" or the selling corporation.' })
  seller: string;

  @Field(() => String, { nullable: true, description: 'A train traded in for this one.' })
  exchangedTrain: string | null;
}

@ObjectType('TileLay')
export class TileLayType {
  @Field(() => Int)
  actionIndex: number;

  @Field()
  roundLabel: string;

  @Field()
  hex: string;

  @Field()
  tile: string;

  @Field(() => Int)
  rotation: number;

  @Field(() => String, { nullable: true, description: 'The tile replaced (an upgrade); null for the preprinted tile.' })
  previousTile: string | null;

  @Field(() => String, { nullable: true, description: 'The corporation laying it, or whose turn it was.' })
  corporation: string | null;

  @Field(() => String, { nullable: true, description: "The private company whose ability laid it." })
  company: string | null;
}

@ObjectType('GameTimeSeries', { description: 'One game round by round, from the analytics tables.' })
export class GameTimeSeriesType {
  @Field(() => ID)
  gameId: string;

  @Field()
  title: string;

  @Field(() => [RoundSnapshotType], { description: 'Rounds in the order played.' })
  rounds: RoundSnapshotType[];

  @Field(() => [TrainPurchaseType])
  trainPurchases: TrainPurchaseType[];

  @Field(() => [TileLayType])
  tileLays: TileLayType[];
}

@ObjectType('SeatWinRate')
export class SeatWinRateType {
  @Field(() => Int)
  seat: number;

  @Field(() => Int, { description: 'Finished games with this seat.' })
  games: number;

  @Field(() => Float, { description: 'Games won; a win shared by k tied seats counts 1/k, so wins over all seats add up to the games.' })
  wins: number;

  @Field(() => Float, { description: 'wins / games.' })
  winRate: number;
}

@ObjectType('FirstParWinRate')
export class FirstParWinRateType {
  @Field({ description: 'The corporation parred first.' })
  corporation: string;

  @Field(() => Int, { description: 'Finished games in which it was parred first.' })
  games: number;

  @Field(() => Float, { description: 'Of those, games won by the player who parred it (ties shared as in SeatWinRate).' })
  wins: number;

  @Field(() => Float)
  winRate: number;
}

@ObjectType('CorporationProfit')
export class CorporationProfitType {
  @Field()
  corporation: string;

  @Field(() => Int, { description: 'Finished games in which it operated.' })
  games: number;

  @Field(() => Int, { description: 'Operating turns with a dividend decision.' })
  operatingRounds: number;

  @Field(() => Int, { description: 'Revenue of all its runs (connection runs included).' })
  totalRevenue: number;

  @Field(() => Float, { nullable: true, description: 'Average revenue of an operating turn.' })
  averageRevenue: number | null;

  @Field(() => Int)
  bestRevenue: number;

  @Field(() => Int, { description: 'Revenue paid to the shares (payouts and the paid part of half payouts).' })
  dividendsPaid: number;

  @Field(() => Int, { description: 'Runs paid out in full or in half.' })
  payouts: number;
}

@ObjectType('TitleStats', { description: 'Figures across the finished games of a title.' })
export class TitleStatsType {
  @Field()
  title: string;

  @Field(() => Int, { nullable: true, description: 'The player count the figures are limited to, if one was asked for.' })
  players: number | null;

  @Field(() => Int, { description: 'Finished games counted.' })
  games: number;

  @Field(() => Float, { nullable: true, description: 'Rounds per game: auction, stock and every operating round.' })
  averageRounds: number | null;

  @Field(() => Float, { nullable: true })
  averageStockRounds: number | null;

  @Field(() => Float, { nullable: true, description: 'Operating rounds per game (each round of a set counts).' })
  averageOperatingRounds: number | null;

  @Field(() => Float, { nullable: true, description: 'Actions per game.' })
  averageActions: number | null;

  @Field(() => [SeatWinRateType])
  winRateBySeat: SeatWinRateType[];

  @Field(() => [FirstParWinRateType], { description: 'How the player who parred the first corporation fared, by corporation.' })
  winRateByFirstPar: FirstParWinRateType[];

  @Field(() => [CorporationProfitType], { description: 'Corporations by total revenue, highest first.' })
  mostProfitableCorporations: CorporationProfitType[];
}

function queriesOf(ctx: AnalyticsContext): AnalyticsQueries {
  if (!ctx.analytics) throw new ServiceError('NOT_SUPPORTED', 'this server keeps no analytics');
  return ctx.analytics;
}

@Resolver()
export class AnalyticsResolver {
  @Query(() => GameTimeSeriesType, {
    description:
      'One game round by round: players\' cash and net worth and share prices when each round ended, every dividend (revenue, payout or withhold, per share), trains bought and tiles laid. Unknown id: NOT_FOUND.',
  })
  async gameTimeSeries(@Arg('gameId', () => ID) gameId: string, @Ctx() ctx: AnalyticsContext): Promise<GameTimeSeriesType> {
    const queries = queriesOf(ctx);
    const game = await ctx.service.requireGame(gameId);
    return queries.gameTimeSeries(game.id, game.title);
  }

  @Query(() => TitleStatsType, {
    description:
      'Figures across the finished games of a title (of one player count when `players` is given): win rate by seat and by first corporation parred, average length, most profitable corporations. Unknown title: INVALID_INPUT.',
  })
  async titleStats(
    @Arg('title') title: string,
    @Ctx() ctx: AnalyticsContext,
    @Arg('players', () => Int, { nullable: true, description: 'Only games with this many players.' }) players?: number | null,
  ): Promise<TitleStatsType> {
    const queries = queriesOf(ctx);
    if (!ctx.service.listTitles().some((t) => t.id === title)) {
      throw new ServiceError('INVALID_INPUT', `unknown title ${JSON.stringify(title)}`);
    }
    if (players !== undefined && players !== null && (players < 1 || players > 100)) {
      throw new ServiceError('INVALID_INPUT', 'players must be between 1 and 100');
    }
    return queries.titleStats(title, players ?? null);
  }
}
