/**
 * `games`: the public list of games for a lobby, newest first, in pages
 * (api/games/list.ts). Anyone may read it, as anyone may read a game.
 */
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import type { GameStatus } from '../db/entities';
import { ServiceError } from '../errors';
import { DEFAULT_GAMES_PAGE, MAX_GAMES_PAGE, type GameList } from '../games/list';
import type { GameService } from '../games/service';

export enum GameListStatus {
  OPEN = 'open',
  ACTIVE = 'active',
  FINISHED = 'finished',
}

registerEnumType(GameListStatus, {
  name: 'GameListStatus',
  description: 'Which games to list: with open seats (joinGame), being played, or over.',
  valuesConfig: {
    OPEN: { description: 'Seats wait for players; the game begins when the last is taken.' },
    ACTIVE: { description: 'Every seat is taken and the game is under way.' },
    FINISHED: { description: 'The game is over.' },
  },
});

/** What the games list needs from the request context (api/app.ts supplies `gameList`). */
export interface GameListContext {
  service: GameService;
  gameList?: GameList;
}

@ObjectType('GameListSeat')
export class GameListSeatType {
  @Field(() => Int)
  seat: number;

  @Field({ description: "The player's name; an open seat's placeholder name (\"Open seat 2\") until it is claimed." })
  name: string;

  @Field({ description: 'Whether a player holds this seat (false: anyone may claim it with joinGame).' })
  filled: boolean;
}

@ObjectType('GameListResult', { description: "A finished game's end, as its analytics recorded it." })
export class GameListResultType {
  @Field(() => String, { nullable: true, description: 'Why the game ended (e.g. "bank broken").' })
  reason: string | null;

  @Field(() => [Int], { nullable: 'items', description: 'Final score by seat.' })
  scores: (number | null)[];

  @Field(() => [Int], { description: 'Seats with the best score (more than one on a tie).' })
  winners: number[];
}

@ObjectType('GameListItem', { description: 'One game in the games list: enough to show it in a lobby; `game(id)` has the rest.' })
export class GameListItemType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'Title id.' })
  title: string;

  @Field({ description: "The title's display name (its id when this server does not offer the title)." })
  titleName: string;

  @Field(() => String, { nullable: true })
  variant: string | null;

  @Field({ description: '"open", "active" or "finished".' })
  status: string;

  @Field(() => [GameListSeatType])
  seats: GameListSeatType[];

  @Field(() => Int, { description: 'Number of stored actions.' })
  actionCount: number;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { description: 'When the game last changed (an action, a seat claimed).' })
  updatedAt: Date;

  @Field(() => GameListResultType, { nullable: true, description: 'For a finished game: its end; null otherwise.' })
  result: GameListResultType | null;
}

@ObjectType('PageInfo')
export class PageInfoType {
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page.' })
  endCursor: string | null;

  @Field({ description: 'Whether more games follow this page.' })
  hasNextPage: boolean;
}

@ObjectType('GameConnection', { description: 'A page of the games list.' })
export class GameConnectionType {
  @Field(() => [GameListItemType])
  nodes: GameListItemType[];

  @Field(() => PageInfoType)
  pageInfo: PageInfoType;
}

@Resolver()
export class GameListResolver {
  @Query(() => GameConnectionType, {
    description:
      `Games, newest first, a page at a time: all of them, or those with the given status. \`first\` is the page size ` +
      `(default ${DEFAULT_GAMES_PAGE}, 1 to ${MAX_GAMES_PAGE}); \`after\` the endCursor of the previous page. ` +
      'Out of range, or a cursor this list did not give: INVALID_INPUT.',
  })
  async games(
    @Ctx() { service, gameList }: GameListContext,
    @Arg('status', () => GameListStatus, { nullable: true }) status?: GameListStatus | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<GameConnectionType> {
    if (!gameList) throw new ServiceError('NOT_SUPPORTED', 'this server does not list games');
    const page = await gameList.page({ status: (status ?? null) as GameStatus | null, first: first ?? null, after: after ?? null });
    const names = new Map(service.listTitles().map((t) => [t.id, t.name]));
    return {
      nodes: page.nodes.map((g) => ({
        id: g.id,
        title: g.title,
        titleName: names.get(g.title) ?? g.title,
        variant: g.variant,
        status: g.status,
        seats: g.players.map((name, seat) => ({ seat, name, filled: !g.openSeats.includes(seat) })),
        actionCount: g.actionCount,
        createdAt: g.createdAt,
        updatedAt: g.updatedAt,
        result: g.result,
      })),
      pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage },
    };
  }
}
