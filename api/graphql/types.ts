/**
 * GraphQL object and input types. Client code is written against these names and
 * shapes (docs/api.md): add fields freely, but never rename or remove one.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { OptionalRuleType, RulesSummaryType } from './title-types';
import type { LoadedGame } from '../games/service';

@ObjectType('Variant', { description: 'A variant of a title: a named set of changes to its rules or components.' })
export class VariantType {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field()
  description: string;
}

@ObjectType('Title', { description: 'A game title the server can run (one folder under definitions/).' })
export class TitleType {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field(() => Int)
  minPlayers: number;

  @Field(() => Int)
  maxPlayers: number;

  @Field(() => [VariantType])
  variants: VariantType[];

  @Field(() => [OptionalRuleType], {
    nullable: true,
    description:
      'Every variant, as an optional rule, with what it changes, which rules it includes or conflicts with, and its rules summary. Null when the server cannot describe them.',
  })
  optionalRules: OptionalRuleType[] | null;

  @Field(() => RulesSummaryType, {
    nullable: true,
    description: "The base game's rules summary, generated from the definition (structured, plus `text`). Null when the server cannot summarise the title.",
  })
  rulesSummary: RulesSummaryType | null;
}

@InputType('CreateGameInput')
export class CreateGameInput {
  @Field({ description: 'Title id, e.g. "demo".' })
  title: string;

  @Field(() => String, { nullable: true, description: 'Variant id; omitted or null for the base game.' })
  variant?: string | null;

  @Field(() => [String], { description: 'Names of the seats taken now, in seat order (seat 0 first); may be empty when every seat is open.' })
  players: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'Further seats, after the named ones, left open for players to claim with joinGame. The game begins when the last is taken.',
  })
  openSeats?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Seed for the game\'s random draws; random when omitted. A decimal 32-bit unsigned integer ("42") is used as that number, any other string is hashed.',
  })
  seed?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether the game may end early by agreement of every player: each seat is then offered `end_game`, its agreement, and the game ends, scored as it stands, once every player still in the game has agreed (for a position nothing can change any more). Off when omitted.',
  })
  endByAgreement?: boolean | null;
}

@ObjectType('SeatCredential')
export class SeatCredentialType {
  @Field(() => Int)
  seat: number;

  @Field()
  name: string;

  @Field({ description: "The seat's secret token. Returned only here, once: the server keeps only its hash." })
  token: string;
}

@ObjectType('JoinGamePayload', { description: 'A seat claimed in an open game.' })
export class JoinGamePayload {
  @Field(() => ID)
  gameId: string;

  @Field(() => Int)
  seat: number;

  @Field()
  name: string;

  @Field({ description: "The seat's secret token. Returned only here, once." })
  token: string;

  @Field({ description: 'This join took the last open seat: the game has begun.' })
  started: boolean;
}

@ObjectType('CreateGamePayload')
export class CreateGamePayload {
  @Field(() => ID)
  gameId: string;

  @Field(() => [SeatCredentialType])
  seats: SeatCredentialType[];
}

@ObjectType('Round')
export class RoundType {
  @Field({ description: '"stock" or "operating".' })
  kind: string;

  @Field(() => Int, { description: 'Stock round number, or the operating set number.' })
  number: number;

  @Field(() => Int, { nullable: true, description: 'For an operating round: its 1-based index within the set.' })
  index?: number | null;

  @Field()
  description: string;
}

@ObjectType('Player')
export class PlayerType {
  @Field(() => Int)
  seat: number;

  @Field()
  name: string;

  @Field(() => Int)
  cash: number;

  @Field(() => Int)
  netWorth: number;

  @Field()
  bankrupt: boolean;
}

@ObjectType('Corporation')
export class CorporationType {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field(() => Int, { nullable: true, description: "The president's seat; null before the corporation is parred, and while a cousin directs it." })
  president: number | null;

  @Field(() => String, { nullable: true, description: 'The cousin (cousins.json id) directing it, which then plays itself (1820 §13.4, §14.1); null when none does.' })
  cousinDirector: string | null;

  @Field(() => Int)
  cash: number;

  @Field(() => Int, { nullable: true })
  sharePrice: number | null;

  @Field(() => Int, { nullable: true, description: 'Par price once parred.' })
  par: number | null;

  @Field()
  floated: boolean;

  @Field({ description: 'Closed (out of the game): its shares are worthless and it no longer operates.' })
  closed: boolean;

  @Field(() => [String], { description: 'Train ids owned.' })
  trains: string[];

  @Field(() => Int, { nullable: true, description: 'Station tokens on the map.' })
  tokens: number | null;
}

@ObjectType('ActiveEntity', { description: 'Who must act now: a player, or a corporation through its president.' })
export class ActiveEntityType {
  @Field({ description: '"player" or "corporation".' })
  entityType: string;

  @Field(() => GraphQLJSON, { description: 'The seat number for a player, the corporation id otherwise (as in actions).' })
  entity: unknown;

  @Field(() => Int, { description: 'The seat that acts for it.' })
  seat: number;
}

@ObjectType('GameEvent', { description: 'One stored action of a game.' })
export class GameEventType {
  @Field(() => Int, { description: '0-based index of the action in the game log.' })
  index: number;

  @Field(() => Int, { nullable: true, description: 'The seat that made the action.' })
  seat: number | null;

  @Field(() => GraphQLJSON)
  action: unknown;

  @Field(() => [String], { description: "The engine's description of what happened." })
  log: string[];

  @Field(() => Int, { description: 'Number of stored actions once this one is in (index + 1).' })
  actionCount: number;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('Game')
export class GameType {
  /** Not in the schema: the loaded game, for field resolvers (state). */
  loaded: LoadedGame;

  @Field(() => ID)
  id: string;

  @Field({ description: 'Title id.' })
  title: string;

  @Field({ description: "The title's display name." })
  titleName: string;

  @Field(() => String, { nullable: true })
  variant: string | null;

  @Field({ description: '"open" (seats wait for players: joinGame), "active" or "finished".' })
  status: string;

  @Field(() => [Int], { description: 'Seats nobody has claimed yet (they carry a placeholder name).' })
  openSeats: number[];

  @Field({ description: 'Current phase name.' })
  phase: string;

  @Field(() => RoundType)
  round: RoundType;

  @Field(() => [PlayerType])
  players: PlayerType[];

  @Field(() => [CorporationType])
  corporations: CorporationType[];

  @Field(() => Int, { description: 'Cash in the bank.' })
  bank: number;

  @Field(() => Int, { description: 'Number of stored actions; the index the next action will get.' })
  actionCount: number;

  @Field(() => [Int], { description: 'Seats that may act now.' })
  activeSeats: number[];

  @Field(() => ActiveEntityType, { nullable: true })
  active: ActiveEntityType | null;

  @Field()
  finished: boolean;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'When finished: { reason, scores (by seat), ranking (seats, best first), and rank (the level the winner reached, for titles with score levels: title.json scoring.ranks) }.',
  })
  result: unknown;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('LegalAction')
export class LegalActionType {
  @Field({ description: 'Stable id of this choice (the same choice has the same id in every process).' })
  id: string;

  @Field(() => GraphQLJSON, { description: 'The action, ready to be sent back to `act` as is.' })
  action: unknown;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'Open parameters the client must fill in, by field name: { min, max } and, when the value must be a multiple of a step, multipleOf.',
  })
  params?: unknown;

  @Field(() => Int, {
    nullable: true,
    description: 'What the choice costs the acting entity as it would be charged, where the engine states it (place_token: the charter\'s price plus any distance fee). Informative: not part of the action.',
  })
  cost?: number;
}

@ObjectType('ActResult')
export class ActResultType {
  @Field(() => Int, { description: '0-based index of the stored action.' })
  index: number;

  @Field(() => Int, { description: 'Number of stored actions now.' })
  actionCount: number;

  @Field(() => [String])
  log: string[];

  @Field({ description: 'Whether this action ended the game.' })
  finished: boolean;

  @Field(() => [Int], { description: 'Seats that may act now, after this action (empty when the game is over).' })
  activeSeats: number[];
}

@ObjectType('UndoResult')
export class UndoResultType {
  @Field(() => Int, { description: 'Log index of the stored undo entry.' })
  index: number;

  @Field(() => Int, { description: 'Log index of the action taken back.' })
  undone: number;

  @Field(() => Int, { description: 'Number of stored log entries now (undo entries included).' })
  actionCount: number;

  @Field(() => [String])
  log: string[];

  @Field({ description: 'Whether the game is over after the undo (it can be, if the undone action was not the last).' })
  finished: boolean;

  @Field(() => [Int], { description: 'Seats that may act now.' })
  activeSeats: number[];
}

@ObjectType('ImportResult', { description: 'An imported game, stored and ready to be queried and continued.' })
export class ImportResultType {
  @Field(() => ID)
  gameId: string;

  @Field(() => [SeatCredentialType], { description: "One token per seat, in the export's player order. Returned only here, once." })
  seats: SeatCredentialType[];

  @Field(() => Int, {
    description: 'Number of stored actions: our actions as applied (including passes reconciled between the two engines), not the length of the export.',
  })
  actionCount: number;

  @Field({ description: 'Whether the imported log ends the game.' })
  finished: boolean;

  @Field(() => String, {
    nullable: true,
    description: "How the game ended, in the export's vocabulary (bank, bankrupt, stock_market, manually_ended, ...); null while running.",
  })
  gameEndReason: string | null;

  @Field(() => GraphQLJSON, {
    description: "Final scores keyed as the export's `result` is (18xx.games player id, or name in older exports); {} while running.",
  })
  result: unknown;

  @Field({ description: "Whether result and gameEndReason equal the export's recorded ones." })
  matchesRecorded: boolean;

  @Field(() => Int, { description: 'run_routes whose revenue, recomputed by our engine, differs from the revenue in the export.' })
  routeRevenueMismatches: number;

  @Field(() => ID, {
    nullable: true,
    description:
      'The game first imported from the same recording (the same setup and log), when this import repeats one: this game is stored too, ' +
      'with its own tokens, but analytics (titleStats) count the recording once. Null for a first import.',
  })
  duplicateOf: string | null;
}

@ObjectType('PlayerChange', { description: 'A player whose cash or net worth an action would change.' })
export class PlayerChangeType {
  @Field(() => Int)
  seat: number;

  @Field(() => Int)
  cashBefore: number;

  @Field(() => Int)
  cashAfter: number;

  @Field(() => Int)
  netWorthBefore: number;

  @Field(() => Int)
  netWorthAfter: number;
}

@ObjectType('CorporationChange', { description: 'A corporation whose treasury, share price, president or trains an action would change.' })
export class CorporationChangeType {
  @Field()
  id: string;

  @Field(() => Int)
  cashBefore: number;

  @Field(() => Int)
  cashAfter: number;

  @Field(() => Int, { nullable: true })
  sharePriceBefore: number | null;

  @Field(() => Int, { nullable: true })
  sharePriceAfter: number | null;

  @Field(() => Int, { nullable: true, description: 'Seat of the president; null before anyone holds the certificate.' })
  presidentBefore: number | null;

  @Field(() => Int, { nullable: true })
  presidentAfter: number | null;

  @Field(() => [String])
  trainsBefore: string[];

  @Field(() => [String])
  trainsAfter: string[];
}

@ObjectType('Preview', { description: 'What an action would change; nothing is stored.' })
export class PreviewType {
  @Field(() => [String], { description: 'The log lines the action would write.' })
  log: string[];

  @Field()
  phaseBefore: string;

  @Field()
  phaseAfter: string;

  @Field(() => Int)
  bankBefore: number;

  @Field(() => Int)
  bankAfter: number;

  @Field({ description: 'Whether the action would end the game.' })
  finished: boolean;

  @Field(() => ActiveEntityType, { nullable: true, description: 'Who would act next.' })
  nextActive: ActiveEntityType | null;

  @Field(() => [PlayerChangeType], { description: 'Only the players the action changes.' })
  players: PlayerChangeType[];

  @Field(() => [CorporationChangeType], { description: 'Only the corporations the action changes.' })
  corporations: CorporationChangeType[];

  @Field(() => [String], { description: 'Trains no corporation would hold any more (rusted, or discarded to the pool).' })
  trainsRemoved: string[];
}

@ObjectType('RouteStop', { description: 'One stop of a route and what it pays.' })
export class RouteStopType {
  @Field({ description: 'The stop as "<hex>.<node>".' })
  stop: string;

  @Field(() => Int)
  revenue: number;
}

@ObjectType('PlannedRoute', { description: 'One train\'s route.' })
export class PlannedRouteType {
  @Field()
  train: string;

  @Field(() => Int)
  revenue: number;

  @Field(() => [String], { description: 'The route as run_routes accepts it.' })
  path: string[];

  @Field(() => [RouteStopType])
  stops: RouteStopType[];
}

@ObjectType('BestRoutes', { description: 'The route optimiser\'s answer for one corporation.' })
export class BestRoutesType {
  @Field()
  corporation: string;

  @Field(() => Int, { description: 'Total revenue of the routes.' })
  revenue: number;

  @Field({ description: 'True when the search finished within the time budget: no better set of routes exists.' })
  proven: boolean;

  @Field(() => Int, { description: 'No set of routes can pay more than this (equals revenue when proven).' })
  upperBound: number;

  @Field(() => Int)
  elapsedMs: number;

  @Field(() => [PlannedRouteType])
  routes: PlannedRouteType[];
}

@ObjectType('YourTurn', { description: 'The seat must act now.' })
export class YourTurnType {
  @Field(() => ID)
  gameId: string;

  @Field(() => Int)
  seat: number;

  @Field(() => Int, { description: 'The seat must act on the state after this many actions (use it as act\'s expectedIndex).' })
  actionCount: number;

  @Field(() => ActiveEntityType, { nullable: true, description: 'The player, or a corporation the seat presides over.' })
  active: ActiveEntityType | null;
}
