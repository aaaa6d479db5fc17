/**
 * Resolvers: thin adapters from GraphQL arguments to GameService calls. All rules
 * live in the engine, all persistence in the service; errors thrown here are
 * ServiceError / GameError and are formatted for clients in api/errors.ts.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GameSummary } from '../engine-port';
import { ServiceError } from '../errors';
import type { ClientLimiter } from '../limits';
import { MAX_EVENTS_PAGE, openSeatsOf, type GameService, type LoadedGame, type YourTurnNotice } from '../games/service';
import type { GameEventPayload } from '../pubsub';
import {
  ActResultType,
  BestRoutesType,
  CreateGameInput,
  CreateGamePayload,
  GameEventType,
  GameType,
  ImportResultType,
  JoinGamePayload,
  LegalActionType,
  PreviewType,
  TitleType,
  UndoResultType,
  YourTurnType,
} from './types';
import { GameStateType } from './generated/state-types';
import { seatToken } from './seat-token';
import { AnalyticsResolver } from './analytics';
import { BoardResolver } from './map-types';
import { GameListResolver } from './game-list';
import { ActionInputType } from './generated/actions';
import { ActionSchemaResolver, GameEventTypedResolver, LegalActionTypedResolver, oneAction } from './typed-actions';

export interface ApiContext {
  service: GameService;
  /**
   * The request's Authorization value (HTTP header, or graphql-ws connectionParams), read
   * where a seat token is needed (./seat-token.ts).
   */
  authorization?: unknown;
  /** Per-address limits (api/limits.ts); absent where a test builds a context by hand. */
  limits?: ClientLimiter;
  /** The client's address, as the limits count it. */
  address?: string;
}

const TOKEN_ARG_DESCRIPTION =
  'The seat\'s secret token. Optional: the header "Authorization: Bearer <token>" (over WebSocket, connectionParams.authorization) ' +
  'carries it instead; both given and different: INVALID_INPUT.';

/** Internal: the Game object carries its id, and the loaded game for field resolvers such as `events` and `state`. */
function toGameType(loaded: LoadedGame & { summary: GameSummary }): GameType {
  const { game, title, summary } = loaded;
  return {
    loaded,
    id: game.id,
    title: game.title,
    titleName: title.name,
    variant: game.variant,
    status: game.status,
    openSeats: openSeatsOf(game),
    phase: summary.phase,
    round: {
      kind: summary.round.kind,
      number: summary.round.number,
      index: summary.round.index ?? null,
      description: summary.round.description,
    },
    players: summary.players.map((p: GameSummary['players'][number]) => ({
      seat: p.seat,
      name: p.name,
      cash: p.cash,
      netWorth: p.netWorth,
      bankrupt: p.bankrupt,
    })),
    corporations: summary.corporations.map((c: GameSummary['corporations'][number]) => ({
      id: c.id,
      name: c.name,
      president: c.president,
      cousinDirector: c.cousinDirector ?? null,
      cash: c.cash,
      sharePrice: c.sharePrice,
      par: c.par ?? null,
      floated: c.floated,
      closed: c.closed,
      trains: [...c.trains],
      tokens: c.tokens ?? null,
    })),
    bank: summary.bank,
    actionCount: game.actionCount,
    activeSeats: summary.activeSeats,
    active: summary.active ?? null,
    finished: summary.finished,
    result: summary.result,
    createdAt: game.createdAt,
    updatedAt: game.updatedAt,
  };
}


@Resolver()
export class TitleResolver {
  @Query(() => [TitleType], { description: 'The titles this server can run.' })
  titles(@Ctx() { service }: ApiContext): TitleType[] {
    return service.listTitles();
  }
}

@Resolver(() => GameType)
export class GameResolver {
  @Mutation(() => CreateGamePayload, {
    description: 'Starts a game. Returns each seat\'s secret token once; keep them.',
  })
  async createGame(
    @Arg('input', () => CreateGameInput) input: CreateGameInput,
    @Ctx() { service, limits, address }: ApiContext,
  ): Promise<CreateGamePayload> {
    limits?.createGame(address ?? 'unknown');
    const created = await service.createGame(input);
    return { gameId: created.gameId, seats: created.seats };
  }

  @Mutation(() => JoinGamePayload, {
    description:
      'Claims an open seat (the first, or `seat`) under `name`; returns its secret token once. Taking the last open seat starts the game. ' +
      'No open seat (or `seat` not open): ILLEGAL_ACTION; a name another seat uses: INVALID_INPUT.',
  })
  async joinGame(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('name') name: string,
    @Ctx() { service }: ApiContext,
    @Arg('seat', () => Int, { nullable: true }) seat?: number | null,
  ): Promise<JoinGamePayload> {
    return service.joinGame(gameId, name, seat);
  }

  @Mutation(() => ImportResultType, {
    description:
      'Imports an 18xx.games export (the JSON text of the file) as a new game that can be queried and continued. ' +
      'Returns each seat\'s secret token once. Not an export, too large (over 5 MB), unknown title or optional rule: ' +
      'INVALID_INPUT. Our engine refuses one of its actions: IMPORT_DIVERGED (nothing is stored).',
  })
  async importGame(@Arg('json', () => String) json: string, @Ctx() { service, limits, address }: ApiContext): Promise<ImportResultType> {
    limits?.importGame(address ?? 'unknown', Buffer.byteLength(json, 'utf8'));
    const r = await service.importGame(json);
    return {
      gameId: r.gameId,
      seats: r.seats,
      actionCount: r.actionCount,
      finished: r.finished,
      gameEndReason: r.gameEndReason,
      result: r.result,
      matchesRecorded: r.matchesRecorded,
      routeRevenueMismatches: r.routeRevenueMismatches,
      duplicateOf: r.duplicateOf,
    };
  }

  @Query(() => GameType, { description: 'A game as everybody may see it. Unknown id: NOT_FOUND.' })
  async game(
    @Arg('id', () => ID) id: string,
    @Ctx() { service }: ApiContext,
    @Arg('at', () => Int, {
      nullable: true,
      description:
        'Look back: the game as it stood after its first `at` log entries (0..actionCount; read-only, replayed on each request). Omitted: now. Out of range: INVALID_INPUT.',
    })
    at?: number | null,
  ): Promise<GameType> {
    return toGameType(at == null ? await service.summary(id) : await service.summaryAt(id, at));
  }

  @FieldResolver(() => [GameEventType], { description: 'Stored actions with index > after (all when omitted), oldest first.' })
  async events(
    @Root() game: GameType,
    @Ctx() { service }: ApiContext,
    @Arg('after', () => Int, { nullable: true }) after?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: `At most this many (default and maximum ${MAX_EVENTS_PAGE}).` })
    limit?: number | null,
  ): Promise<GameEventPayload[]> {
    return service.listEvents(game.id, after, limit);
  }

  @FieldResolver(() => GameStateType, {
    description: 'The whole public state: players, corporations with shares by holder, companies, market grid and positions, map hexes, train and tile supply.',
  })
  state(@Root() game: GameType, @Ctx() { service }: ApiContext): GameStateType {
    // The engine's public view has the GraphQL shape: both come from schemas/public-view.schema.json.
    return service.publicState(game.loaded);
  }

  @Query(() => [LegalActionType], {
    description: "What the token's seat may do now; empty when it is not that seat's turn. Wrong token: FORBIDDEN.",
  })
  async legalActions(
    @Arg('gameId', () => ID) gameId: string,
    @Ctx() { service, authorization }: ApiContext,
    @Arg('token', () => String, { nullable: true, description: TOKEN_ARG_DESCRIPTION }) token?: string | null,
  ): Promise<LegalActionType[]> {
    return service.legalActions(gameId, seatToken(authorization, token));
  }

  @Query(() => BestRoutesType, {
    description:
      'The best routes a corporation can run now (the engine\'s exact optimiser), searched for at most timeBudgetMs (default 1000, clamped to 1..10000). Readable by anyone, like the game itself.',
  })
  async bestRoutes(
    @Arg('gameId', () => ID) gameId: string,
    @Arg('corporation') corporation: string,
    @Ctx() { service }: ApiContext,
    @Arg('timeBudgetMs', () => Int, { nullable: true }) timeBudgetMs?: number | null,
  ): Promise<BestRoutesType> {
    return service.bestRoutes(gameId, corporation, timeBudgetMs ?? 1000);
  }

  @Query(() => GraphQLJSON, {
    description:
      'The game in Switchyard\'s own export format (format "switchyard-game": title, titleVersion, variant, seed, players, setup, actions). importGame takes it back as a new game. Unknown id: NOT_FOUND.',
  })
  async exportGame(@Arg('gameId', () => ID) gameId: string, @Ctx() { service }: ApiContext): Promise<unknown> {
    return service.exportGame(gameId);
  }

  @Query(() => PreviewType, {
    description:
      'A dry run of an action for the token\'s seat: what it would change (cash, prices, presidents, trains, phase, who acts next). Nothing is stored; refused exactly as act would refuse it.',
  })
  async preview(
    @Arg('gameId', () => ID) gameId: string,
    @Ctx() { service, authorization }: ApiContext,
    @Arg('action', () => GraphQLJSON, { nullable: true, description: 'The action as JSON; or give `typedAction`.' }) action?: unknown,
    @Arg('typedAction', () => ActionInputType, { nullable: true, description: 'The action typed, instead of `action`.' })
    typedAction?: ActionInputType | null,
    @Arg('token', () => String, { nullable: true, description: TOKEN_ARG_DESCRIPTION }) token?: string | null,
  ): Promise<PreviewType> {
    const submitted = oneAction(action, typedAction);
    if (submitted === null) throw new ServiceError('INVALID_INPUT', 'send the action to preview: `action` (JSON) or `typedAction`');
    return service.preview(gameId, seatToken(authorization, token), submitted);
  }

  @Mutation(() => ActResultType, {
    description:
      "Submits an action for the token's seat: either the full action (as JSON in `action`, or typed in `typedAction`), or the `choiceId` of one of legalActions (a choice without open parameters). " +
      'With expectedIndex, the action is refused (STALE_INDEX) unless it would be stored at that index.',
  })
  async act(
    @Arg('gameId', () => ID) gameId: string,
    @Ctx() { service, authorization }: ApiContext,
    @Arg('token', () => String, { nullable: true, description: TOKEN_ARG_DESCRIPTION }) token?: string | null,
    @Arg('action', () => GraphQLJSON, { nullable: true }) action?: unknown,
    @Arg('expectedIndex', () => Int, { nullable: true }) expectedIndex?: number | null,
    @Arg('choiceId', () => String, { nullable: true, description: 'The id of a legal choice, instead of `action`.' }) choiceId?: string | null,
    @Arg('typedAction', () => ActionInputType, { nullable: true, description: 'The action typed, instead of the JSON `action`.' })
    typedAction?: ActionInputType | null,
  ): Promise<ActResultType> {
    const r = await service.act(gameId, seatToken(authorization, token), oneAction(action, typedAction), expectedIndex, choiceId);
    return { index: r.index, actionCount: r.actionCount, log: r.log, finished: r.finished, activeSeats: r.activeSeats };
  }

  @Mutation(() => UndoResultType, {
    description:
      "Takes back the token's seat's own last action while no later action counts. Stored as a log entry " +
      '{ type: "undo", undoes: <index> } that every subscriber receives. Nothing to undo, or the last action is ' +
      "another seat's: ILLEGAL_ACTION. With expectedIndex: STALE_INDEX as for act.",
  })
  async undo(
    @Arg('gameId', () => ID) gameId: string,
    @Ctx() { service, authorization }: ApiContext,
    @Arg('token', () => String, { nullable: true, description: TOKEN_ARG_DESCRIPTION }) token?: string | null,
    @Arg('expectedIndex', () => Int, { nullable: true }) expectedIndex?: number | null,
  ): Promise<UndoResultType> {
    const r = await service.undo(gameId, seatToken(authorization, token), expectedIndex);
    return { index: r.index, undone: r.undone, actionCount: r.actionCount, log: r.log, finished: r.finished, activeSeats: r.activeSeats };
  }

  @Subscription(() => GameEventType, {
    description:
      'Every stored action with index > after (all when omitted): the backlog first, then each new action, in order, without gaps or repeats.',
    subscribe: ({ args, context }) =>
      (context as ApiContext).service.subscribe(args.gameId as string, args.after as number | null | undefined),
  })
  gameEvents(
    @Root() event: GameEventPayload,
    // The arguments are read by `subscribe` above; declared here so they are in the schema.
    @Arg('gameId', () => ID) _gameId: string,
    @Arg('after', () => Int, { nullable: true }) _after?: number | null,
  ): GameEventType {
    return event;
  }

  @Subscription(() => YourTurnType, {
    description:
      "Fires whenever the token's seat must act: at once if it must act now, then after each action that leaves it to act. Ends when the game ends. Wrong token: FORBIDDEN.",
    subscribe: ({ args, context }) => {
      const { service, authorization } = context as ApiContext;
      return service.yourTurn(args.gameId as string, seatToken(authorization, args.token as string | null | undefined));
    },
  })
  yourTurn(
    @Root() notice: YourTurnNotice,
    @Arg('gameId', () => ID) _gameId: string,
    @Arg('token', () => String, { nullable: true, description: TOKEN_ARG_DESCRIPTION }) _token?: string | null,
  ): YourTurnType {
    return notice;
  }
}

export const RESOLVERS = [
  TitleResolver,
  GameResolver,
  AnalyticsResolver,
  BoardResolver,
  GameListResolver,
  LegalActionTypedResolver,
  GameEventTypedResolver,
  ActionSchemaResolver,
] as const;
