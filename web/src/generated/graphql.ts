/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from schema.graphql and the .graphql operations under web/src by `npm run codegen:web` (web/codegen.js).
 */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type CreateGameInput = {
  /** Whether the game may end early by agreement of every player: each seat is then offered `end_game`, its agreement, and the game ends, scored as it stands, once every player still in the game has agreed (for a position nothing can change any more). Off when omitted. */
  endByAgreement?: boolean | null | undefined;
  /** Further seats, after the named ones, left open for players to claim with joinGame. The game begins when the last is taken. */
  openSeats?: number | null | undefined;
  /** Names of the seats taken now, in seat order (seat 0 first); may be empty when every seat is open. */
  players: Array<string>;
  /** Seed for the game's random draws; random when omitted. A decimal 32-bit unsigned integer ("42") is used as that number, any other string is hashed. */
  seed?: string | null | undefined;
  /** Title id, e.g. "demo". */
  title: string;
  /** Variant id; omitted or null for the base game. */
  variant?: string | null | undefined;
};

/** Which games to list: with open seats (joinGame), being played, or over. */
export type GameListStatus =
  /** Every seat is taken and the game is under way. */
  | 'ACTIVE'
  /** The game is over. */
  | 'FINISHED'
  /** Seats wait for players; the game begins when the last is taken. */
  | 'OPEN';

export type GameViewFragment = { id: string, title: string, titleName: string, variant: string | null, status: string, finished: boolean, result: any, actionCount: number, activeSeats: Array<number>, openSeats: Array<number>, phase: string, round: { kind: string, number: number, index: number | null, description: string }, active: { entity: any, entityType: string, seat: number } | null, state: { actionCount: number, priority: number, playerOrder: Array<number> | null, bank: { cash: number, broken: boolean }, phase: { id: string, index: number, operatingRounds: number, tiles: Array<string>, trainLimit: number, trainCertificateLimit: number | null }, players: Array<{ seat: number, name: string, cash: number, certificates: number, netWorth: number, bankrupt: boolean, companies: Array<string>, shares: Array<{ corporation: string, percent: number, certificates: number, president: boolean }> }>, corporations: Array<{ id: string, name: string, color: string, home: string, cash: number, floated: boolean, closed: boolean, operated: boolean, par: number | null, sharePrice: number | null, president: number | null, cousinDirector: string | null, loans: number | null, status: Array<string>, floatPercent: number, tokensLeft: Array<number>, companies: Array<string>, market: { row: number, col: number } | null, trains: Array<{ id: string, type: string, variant: string | null, rusted: boolean | null, obsolete: { runsLeft: number } | null }>, tokens: Array<{ hex: string, city: number }>, shares: Array<{ holder: string, seat: number | null, percent: number, certificates: number, president: boolean }> }>, companies: Array<{ id: string, name: string, owner: string, value: number, revenue: number, closed: boolean, forSale: boolean, description: string | null }>, trains: Array<{ type: string, price: number, depot: number, pool: Array<string>, onSale: boolean, distance: number | null, rustsOn: string | null }>, tiles: Array<{ tile: string, color: string, remaining: number }>, market: { rows: Array<{ cells: Array<{ price: number, par: boolean, flags: Array<string> } | null> }>, positions: Array<{ corporation: string, row: number, col: number, order: number }> }, map: { layout: string, hexes: Array<{ id: string, name: string | null, label: string | null, color: string | null, cost: number, layCost: number, tile: string | null, shows: string | null, rotation: number, neighbours: Array<string | null>, stops: Array<{ kind: string, node: number, revenue: number, slots: number }>, tokens: Array<{ corporation: string, city: number, slot: number, blocked: boolean }> }>, markers: Array<{ corporation: string, hex: string, kind: string, ownerBonus: number, otherBonus: number, source: string }> }, tableau: { cup: Array<string>, drawPile: number, mulligan: boolean, orderCards: Array<number>, out: Array<string>, permitQueue: Array<string>, columns: Array<Array<{ corporation: string, certificate: number }>>, hexes: Array<{ hex: string, state: string }> } | null, proposal: { deal: string, from: number, to: number, corporation: string | null, price: number | null, train: string | null, investor: string | null, toInvestor: string | null } | null } };

export type StateViewFragment = { actionCount: number, priority: number, playerOrder: Array<number> | null, bank: { cash: number, broken: boolean }, phase: { id: string, index: number, operatingRounds: number, tiles: Array<string>, trainLimit: number, trainCertificateLimit: number | null }, players: Array<{ seat: number, name: string, cash: number, certificates: number, netWorth: number, bankrupt: boolean, companies: Array<string>, shares: Array<{ corporation: string, percent: number, certificates: number, president: boolean }> }>, corporations: Array<{ id: string, name: string, color: string, home: string, cash: number, floated: boolean, closed: boolean, operated: boolean, par: number | null, sharePrice: number | null, president: number | null, cousinDirector: string | null, loans: number | null, status: Array<string>, floatPercent: number, tokensLeft: Array<number>, companies: Array<string>, market: { row: number, col: number } | null, trains: Array<{ id: string, type: string, variant: string | null, rusted: boolean | null, obsolete: { runsLeft: number } | null }>, tokens: Array<{ hex: string, city: number }>, shares: Array<{ holder: string, seat: number | null, percent: number, certificates: number, president: boolean }> }>, companies: Array<{ id: string, name: string, owner: string, value: number, revenue: number, closed: boolean, forSale: boolean, description: string | null }>, trains: Array<{ type: string, price: number, depot: number, pool: Array<string>, onSale: boolean, distance: number | null, rustsOn: string | null }>, tiles: Array<{ tile: string, color: string, remaining: number }>, market: { rows: Array<{ cells: Array<{ price: number, par: boolean, flags: Array<string> } | null> }>, positions: Array<{ corporation: string, row: number, col: number, order: number }> }, map: { layout: string, hexes: Array<{ id: string, name: string | null, label: string | null, color: string | null, cost: number, layCost: number, tile: string | null, shows: string | null, rotation: number, neighbours: Array<string | null>, stops: Array<{ kind: string, node: number, revenue: number, slots: number }>, tokens: Array<{ corporation: string, city: number, slot: number, blocked: boolean }> }>, markers: Array<{ corporation: string, hex: string, kind: string, ownerBonus: number, otherBonus: number, source: string }> }, tableau: { cup: Array<string>, drawPile: number, mulligan: boolean, orderCards: Array<number>, out: Array<string>, permitQueue: Array<string>, columns: Array<Array<{ corporation: string, certificate: number }>>, hexes: Array<{ hex: string, state: string }> } | null, proposal: { deal: string, from: number, to: number, corporation: string | null, price: number | null, train: string | null, investor: string | null, toInvestor: string | null } | null };

export type GameQueryVariables = Exact<{
  id: string | number;
}>;


export type GameQuery = { game: { id: string, title: string, titleName: string, variant: string | null, status: string, finished: boolean, result: any, actionCount: number, activeSeats: Array<number>, openSeats: Array<number>, phase: string, round: { kind: string, number: number, index: number | null, description: string }, active: { entity: any, entityType: string, seat: number } | null, state: { actionCount: number, priority: number, playerOrder: Array<number> | null, bank: { cash: number, broken: boolean }, phase: { id: string, index: number, operatingRounds: number, tiles: Array<string>, trainLimit: number, trainCertificateLimit: number | null }, players: Array<{ seat: number, name: string, cash: number, certificates: number, netWorth: number, bankrupt: boolean, companies: Array<string>, shares: Array<{ corporation: string, percent: number, certificates: number, president: boolean }> }>, corporations: Array<{ id: string, name: string, color: string, home: string, cash: number, floated: boolean, closed: boolean, operated: boolean, par: number | null, sharePrice: number | null, president: number | null, cousinDirector: string | null, loans: number | null, status: Array<string>, floatPercent: number, tokensLeft: Array<number>, companies: Array<string>, market: { row: number, col: number } | null, trains: Array<{ id: string, type: string, variant: string | null, rusted: boolean | null, obsolete: { runsLeft: number } | null }>, tokens: Array<{ hex: string, city: number }>, shares: Array<{ holder: string, seat: number | null, percent: number, certificates: number, president: boolean }> }>, companies: Array<{ id: string, name: string, owner: string, value: number, revenue: number, closed: boolean, forSale: boolean, description: string | null }>, trains: Array<{ type: string, price: number, depot: number, pool: Array<string>, onSale: boolean, distance: number | null, rustsOn: string | null }>, tiles: Array<{ tile: string, color: string, remaining: number }>, market: { rows: Array<{ cells: Array<{ price: number, par: boolean, flags: Array<string> } | null> }>, positions: Array<{ corporation: string, row: number, col: number, order: number }> }, map: { layout: string, hexes: Array<{ id: string, name: string | null, label: string | null, color: string | null, cost: number, layCost: number, tile: string | null, shows: string | null, rotation: number, neighbours: Array<string | null>, stops: Array<{ kind: string, node: number, revenue: number, slots: number }>, tokens: Array<{ corporation: string, city: number, slot: number, blocked: boolean }> }>, markers: Array<{ corporation: string, hex: string, kind: string, ownerBonus: number, otherBonus: number, source: string }> }, tableau: { cup: Array<string>, drawPile: number, mulligan: boolean, orderCards: Array<number>, out: Array<string>, permitQueue: Array<string>, columns: Array<Array<{ corporation: string, certificate: number }>>, hexes: Array<{ hex: string, state: string }> } | null, proposal: { deal: string, from: number, to: number, corporation: string | null, price: number | null, train: string | null, investor: string | null, toInvestor: string | null } | null } } };

export type GameLogQueryVariables = Exact<{
  id: string | number;
  after?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GameLogQuery = { game: { id: string, events: Array<{ index: number, seat: number | null, action: any, log: Array<string>, actionCount: number }> } };

export type LegalActionsQueryVariables = Exact<{
  gameId: string | number;
}>;


export type LegalActionsQuery = { legalActions: Array<{ id: string, action: any, params: any, cost: number | null }> };

export type PreviewQueryVariables = Exact<{
  gameId: string | number;
  action: any;
}>;


export type PreviewQuery = { preview: { log: Array<string>, finished: boolean, bankBefore: number, bankAfter: number, phaseBefore: string, phaseAfter: string, trainsRemoved: Array<string>, nextActive: { entity: any, entityType: string, seat: number } | null, players: Array<{ seat: number, cashBefore: number, cashAfter: number, netWorthBefore: number, netWorthAfter: number }>, corporations: Array<{ id: string, cashBefore: number, cashAfter: number, sharePriceBefore: number | null, sharePriceAfter: number | null, presidentBefore: number | null, presidentAfter: number | null, trainsBefore: Array<string>, trainsAfter: Array<string> }> } };

export type BestRoutesQueryVariables = Exact<{
  gameId: string | number;
  corporation: string;
  timeBudgetMs?: number | null | undefined;
}>;


export type BestRoutesQuery = { bestRoutes: { corporation: string, revenue: number, proven: boolean, upperBound: number, routes: Array<{ train: string, path: Array<string>, revenue: number, stops: Array<{ stop: string, revenue: number }> }> } };

export type ActMutationVariables = Exact<{
  gameId: string | number;
  action?: any;
  choiceId?: string | null | undefined;
  expectedIndex?: number | null | undefined;
}>;


export type ActMutation = { act: { index: number, actionCount: number, activeSeats: Array<number>, finished: boolean, log: Array<string> } };

export type UndoMutationVariables = Exact<{
  gameId: string | number;
  expectedIndex?: number | null | undefined;
}>;


export type UndoMutation = { undo: { undone: number, index: number, actionCount: number } };

export type GameEventsSubscriptionVariables = Exact<{
  gameId: string | number;
  after?: number | null | undefined;
}>;


export type GameEventsSubscription = { gameEvents: { index: number, seat: number | null, action: any, log: Array<string>, actionCount: number } };

export type BoardQueryVariables = Exact<{
  id: string | number;
}>;


export type BoardQuery = { game: { id: string, board: { layout: string, market: string, hexes: Array<{ id: string, x: number, y: number, name: string | null, terrain: string | null, cost: number, label: string | null, printedTile: string | null, icons: Array<string>, borders: Array<{ edge: number, kind: string, cost: number, openFromPhase: string | null }>, partitions: Array<{ a: number, b: number, kind: string }>, homes: Array<{ corporation: string, city: number }> }>, tiles: Array<{ id: string, color: string, label: string | null, nodes: Array<{ kind: string, revenue: number | null, slots: number, city: number | null, revenueByColor: Array<{ color: string, revenue: number }> }>, paths: Array<{ a: { edge: number | null, node: number | null }, b: { edge: number | null, node: number | null } }> }> } } };

export type GameAtQueryVariables = Exact<{
  id: string | number;
  at: number;
}>;


export type GameAtQuery = { game: { id: string, title: string, titleName: string, variant: string | null, status: string, finished: boolean, result: any, actionCount: number, activeSeats: Array<number>, openSeats: Array<number>, phase: string, round: { kind: string, number: number, index: number | null, description: string }, active: { entity: any, entityType: string, seat: number } | null, state: { actionCount: number, priority: number, playerOrder: Array<number> | null, bank: { cash: number, broken: boolean }, phase: { id: string, index: number, operatingRounds: number, tiles: Array<string>, trainLimit: number, trainCertificateLimit: number | null }, players: Array<{ seat: number, name: string, cash: number, certificates: number, netWorth: number, bankrupt: boolean, companies: Array<string>, shares: Array<{ corporation: string, percent: number, certificates: number, president: boolean }> }>, corporations: Array<{ id: string, name: string, color: string, home: string, cash: number, floated: boolean, closed: boolean, operated: boolean, par: number | null, sharePrice: number | null, president: number | null, cousinDirector: string | null, loans: number | null, status: Array<string>, floatPercent: number, tokensLeft: Array<number>, companies: Array<string>, market: { row: number, col: number } | null, trains: Array<{ id: string, type: string, variant: string | null, rusted: boolean | null, obsolete: { runsLeft: number } | null }>, tokens: Array<{ hex: string, city: number }>, shares: Array<{ holder: string, seat: number | null, percent: number, certificates: number, president: boolean }> }>, companies: Array<{ id: string, name: string, owner: string, value: number, revenue: number, closed: boolean, forSale: boolean, description: string | null }>, trains: Array<{ type: string, price: number, depot: number, pool: Array<string>, onSale: boolean, distance: number | null, rustsOn: string | null }>, tiles: Array<{ tile: string, color: string, remaining: number }>, market: { rows: Array<{ cells: Array<{ price: number, par: boolean, flags: Array<string> } | null> }>, positions: Array<{ corporation: string, row: number, col: number, order: number }> }, map: { layout: string, hexes: Array<{ id: string, name: string | null, label: string | null, color: string | null, cost: number, layCost: number, tile: string | null, shows: string | null, rotation: number, neighbours: Array<string | null>, stops: Array<{ kind: string, node: number, revenue: number, slots: number }>, tokens: Array<{ corporation: string, city: number, slot: number, blocked: boolean }> }>, markers: Array<{ corporation: string, hex: string, kind: string, ownerBonus: number, otherBonus: number, source: string }> }, tableau: { cup: Array<string>, drawPile: number, mulligan: boolean, orderCards: Array<number>, out: Array<string>, permitQueue: Array<string>, columns: Array<Array<{ corporation: string, certificate: number }>>, hexes: Array<{ hex: string, state: string }> } | null, proposal: { deal: string, from: number, to: number, corporation: string | null, price: number | null, train: string | null, investor: string | null, toInvestor: string | null } | null } } };

export type TimeSeriesQueryVariables = Exact<{
  gameId: string | number;
}>;


export type TimeSeriesQuery = { gameTimeSeries: { rounds: Array<{ label: string, endActionIndex: number | null, players: Array<{ seat: number, cash: number, netWorth: number }>, sharePrices: Array<{ corporation: string, sharePrice: number }> }> } };

export type TitlesQueryVariables = Exact<{ [key: string]: never; }>;


export type TitlesQuery = { titles: Array<{ id: string, name: string, minPlayers: number, maxPlayers: number, variants: Array<{ id: string, name: string, description: string }>, rulesSummary: { text: Array<string> } | null }> };

export type CreateGameMutationVariables = Exact<{
  input: CreateGameInput;
}>;


export type CreateGameMutation = { createGame: { gameId: string, seats: Array<{ seat: number, name: string, token: string }> } };

export type JoinGameMutationVariables = Exact<{
  gameId: string | number;
  name: string;
  seat?: number | null | undefined;
}>;


export type JoinGameMutation = { joinGame: { gameId: string, seat: number, name: string, token: string, started: boolean } };

export type ImportGameMutationVariables = Exact<{
  json: string;
}>;


export type ImportGameMutation = { importGame: { gameId: string, actionCount: number, finished: boolean, seats: Array<{ seat: number, name: string, token: string }> } };

export type GamesQueryVariables = Exact<{
  status?: GameListStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GamesQuery = { games: { nodes: Array<{ id: string, title: string, titleName: string, variant: string | null, status: string, actionCount: number, createdAt: string, updatedAt: string, seats: Array<{ seat: number, name: string, filled: boolean }>, result: { reason: string | null, scores: Array<number | null>, winners: Array<number> } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

/** An operation's text, carrying its result and variables types. */
export type Doc<Result, Variables> = string & { readonly __result?: Result; readonly __variables?: Variables };

export const GameDocument = "query Game($id: ID!) {\n  game(id: $id) {\n    ...GameView\n  }\n}\nfragment GameView on Game {\n  id\n  title\n  titleName\n  variant\n  status\n  finished\n  result\n  actionCount\n  activeSeats\n  openSeats\n  phase\n  round {\n    kind\n    number\n    index\n    description\n  }\n  active {\n    entity\n    entityType\n    seat\n  }\n  state {\n    ...StateView\n  }\n}\nfragment StateView on GameState {\n  actionCount\n  priority\n  playerOrder\n  bank {\n    cash\n    broken\n  }\n  phase {\n    id\n    index\n    operatingRounds\n    tiles\n    trainLimit\n    trainCertificateLimit\n  }\n  players {\n    seat\n    name\n    cash\n    certificates\n    netWorth\n    bankrupt\n    companies\n    shares {\n      corporation\n      percent\n      certificates\n      president\n    }\n  }\n  corporations {\n    id\n    name\n    color\n    home\n    cash\n    floated\n    closed\n    operated\n    par\n    sharePrice\n    president\n    cousinDirector\n    loans\n    status\n    floatPercent\n    market {\n      row\n      col\n    }\n    trains {\n      id\n      type\n      variant\n      rusted\n      obsolete {\n        runsLeft\n      }\n    }\n    tokens {\n      hex\n      city\n    }\n    tokensLeft\n    shares {\n      holder\n      seat\n      percent\n      certificates\n      president\n    }\n    companies\n  }\n  companies {\n    id\n    name\n    owner\n    value\n    revenue\n    closed\n    forSale\n    description\n  }\n  trains {\n    type\n    price\n    depot\n    pool\n    onSale\n    distance\n    rustsOn\n  }\n  tiles {\n    tile\n    color\n    remaining\n  }\n  market {\n    rows {\n      cells {\n        price\n        par\n        flags\n      }\n    }\n    positions {\n      corporation\n      row\n      col\n      order\n    }\n  }\n  map {\n    layout\n    hexes {\n      id\n      name\n      label\n      color\n      cost\n      layCost\n      tile\n      shows\n      rotation\n      neighbours\n      stops {\n        kind\n        node\n        revenue\n        slots\n      }\n      tokens {\n        corporation\n        city\n        slot\n        blocked\n      }\n    }\n    markers {\n      corporation\n      hex\n      kind\n      ownerBonus\n      otherBonus\n      source\n    }\n  }\n  tableau {\n    columns {\n      corporation\n      certificate\n    }\n    cup\n    drawPile\n    mulligan\n    orderCards\n    out\n    permitQueue\n    hexes {\n      hex\n      state\n    }\n  }\n  proposal {\n    deal\n    from\n    to\n    corporation\n    price\n    train\n    investor\n    toInvestor\n  }\n}" as Doc<GameQuery, GameQueryVariables>;
export const GameLogDocument = "query GameLog($id: ID!, $after: Int, $limit: Int) {\n  game(id: $id) {\n    id\n    events(after: $after, limit: $limit) {\n      index\n      seat\n      action\n      log\n      actionCount\n    }\n  }\n}" as Doc<GameLogQuery, GameLogQueryVariables>;
export const LegalActionsDocument = "query LegalActions($gameId: ID!) {\n  legalActions(gameId: $gameId) {\n    id\n    action\n    params\n    cost\n  }\n}" as Doc<LegalActionsQuery, LegalActionsQueryVariables>;
export const PreviewDocument = "query Preview($gameId: ID!, $action: JSON!) {\n  preview(gameId: $gameId, action: $action) {\n    log\n    finished\n    bankBefore\n    bankAfter\n    phaseBefore\n    phaseAfter\n    nextActive {\n      entity\n      entityType\n      seat\n    }\n    players {\n      seat\n      cashBefore\n      cashAfter\n      netWorthBefore\n      netWorthAfter\n    }\n    corporations {\n      id\n      cashBefore\n      cashAfter\n      sharePriceBefore\n      sharePriceAfter\n      presidentBefore\n      presidentAfter\n      trainsBefore\n      trainsAfter\n    }\n    trainsRemoved\n  }\n}" as Doc<PreviewQuery, PreviewQueryVariables>;
export const BestRoutesDocument = "query BestRoutes($gameId: ID!, $corporation: String!, $timeBudgetMs: Int) {\n  bestRoutes(\n    gameId: $gameId\n    corporation: $corporation\n    timeBudgetMs: $timeBudgetMs\n  ) {\n    corporation\n    revenue\n    proven\n    upperBound\n    routes {\n      train\n      path\n      revenue\n      stops {\n        stop\n        revenue\n      }\n    }\n  }\n}" as Doc<BestRoutesQuery, BestRoutesQueryVariables>;
export const ActDocument = "mutation Act($gameId: ID!, $action: JSON, $choiceId: String, $expectedIndex: Int) {\n  act(\n    gameId: $gameId\n    action: $action\n    choiceId: $choiceId\n    expectedIndex: $expectedIndex\n  ) {\n    index\n    actionCount\n    activeSeats\n    finished\n    log\n  }\n}" as Doc<ActMutation, ActMutationVariables>;
export const UndoDocument = "mutation Undo($gameId: ID!, $expectedIndex: Int) {\n  undo(gameId: $gameId, expectedIndex: $expectedIndex) {\n    undone\n    index\n    actionCount\n  }\n}" as Doc<UndoMutation, UndoMutationVariables>;
export const GameEventsDocument = "subscription GameEvents($gameId: ID!, $after: Int) {\n  gameEvents(gameId: $gameId, after: $after) {\n    index\n    seat\n    action\n    log\n    actionCount\n  }\n}" as Doc<GameEventsSubscription, GameEventsSubscriptionVariables>;
export const BoardDocument = "query Board($id: ID!) {\n  game(id: $id) {\n    id\n    board {\n      layout\n      market\n      hexes {\n        id\n        x\n        y\n        name\n        terrain\n        cost\n        label\n        printedTile\n        borders {\n          edge\n          kind\n          cost\n          openFromPhase\n        }\n        partitions {\n          a\n          b\n          kind\n        }\n        icons\n        homes {\n          corporation\n          city\n        }\n      }\n      tiles {\n        id\n        color\n        label\n        nodes {\n          kind\n          revenue\n          revenueByColor {\n            color\n            revenue\n          }\n          slots\n          city\n        }\n        paths {\n          a {\n            edge\n            node\n          }\n          b {\n            edge\n            node\n          }\n        }\n      }\n    }\n  }\n}" as Doc<BoardQuery, BoardQueryVariables>;
export const GameAtDocument = "query GameAt($id: ID!, $at: Int!) {\n  game(id: $id, at: $at) {\n    ...GameView\n  }\n}\nfragment GameView on Game {\n  id\n  title\n  titleName\n  variant\n  status\n  finished\n  result\n  actionCount\n  activeSeats\n  openSeats\n  phase\n  round {\n    kind\n    number\n    index\n    description\n  }\n  active {\n    entity\n    entityType\n    seat\n  }\n  state {\n    ...StateView\n  }\n}\nfragment StateView on GameState {\n  actionCount\n  priority\n  playerOrder\n  bank {\n    cash\n    broken\n  }\n  phase {\n    id\n    index\n    operatingRounds\n    tiles\n    trainLimit\n    trainCertificateLimit\n  }\n  players {\n    seat\n    name\n    cash\n    certificates\n    netWorth\n    bankrupt\n    companies\n    shares {\n      corporation\n      percent\n      certificates\n      president\n    }\n  }\n  corporations {\n    id\n    name\n    color\n    home\n    cash\n    floated\n    closed\n    operated\n    par\n    sharePrice\n    president\n    cousinDirector\n    loans\n    status\n    floatPercent\n    market {\n      row\n      col\n    }\n    trains {\n      id\n      type\n      variant\n      rusted\n      obsolete {\n        runsLeft\n      }\n    }\n    tokens {\n      hex\n      city\n    }\n    tokensLeft\n    shares {\n      holder\n      seat\n      percent\n      certificates\n      president\n    }\n    companies\n  }\n  companies {\n    id\n    name\n    owner\n    value\n    revenue\n    closed\n    forSale\n    description\n  }\n  trains {\n    type\n    price\n    depot\n    pool\n    onSale\n    distance\n    rustsOn\n  }\n  tiles {\n    tile\n    color\n    remaining\n  }\n  market {\n    rows {\n      cells {\n        price\n        par\n        flags\n      }\n    }\n    positions {\n      corporation\n      row\n      col\n      order\n    }\n  }\n  map {\n    layout\n    hexes {\n      id\n      name\n      label\n      color\n      cost\n      layCost\n      tile\n      shows\n      rotation\n      neighbours\n      stops {\n        kind\n        node\n        revenue\n        slots\n      }\n      tokens {\n        corporation\n        city\n        slot\n        blocked\n      }\n    }\n    markers {\n      corporation\n      hex\n      kind\n      ownerBonus\n      otherBonus\n      source\n    }\n  }\n  tableau {\n    columns {\n      corporation\n      certificate\n    }\n    cup\n    drawPile\n    mulligan\n    orderCards\n    out\n    permitQueue\n    hexes {\n      hex\n      state\n    }\n  }\n  proposal {\n    deal\n    from\n    to\n    corporation\n    price\n    train\n    investor\n    toInvestor\n  }\n}" as Doc<GameAtQuery, GameAtQueryVariables>;
export const TimeSeriesDocument = "query TimeSeries($gameId: ID!) {\n  gameTimeSeries(gameId: $gameId) {\n    rounds {\n      label\n      endActionIndex\n      players {\n        seat\n        cash\n        netWorth\n      }\n      sharePrices {\n        corporation\n        sharePrice\n      }\n    }\n  }\n}" as Doc<TimeSeriesQuery, TimeSeriesQueryVariables>;
export const TitlesDocument = "query Titles {\n  titles {\n    id\n    name\n    minPlayers\n    maxPlayers\n    variants {\n      id\n      name\n      description\n    }\n    rulesSummary {\n      text\n    }\n  }\n}" as Doc<TitlesQuery, TitlesQueryVariables>;
export const CreateGameDocument = "mutation CreateGame($input: CreateGameInput!) {\n  createGame(input: $input) {\n    gameId\n    seats {\n      seat\n      name\n      token\n    }\n  }\n}" as Doc<CreateGameMutation, CreateGameMutationVariables>;
export const JoinGameDocument = "mutation JoinGame($gameId: ID!, $name: String!, $seat: Int) {\n  joinGame(gameId: $gameId, name: $name, seat: $seat) {\n    gameId\n    seat\n    name\n    token\n    started\n  }\n}" as Doc<JoinGameMutation, JoinGameMutationVariables>;
export const ImportGameDocument = "mutation ImportGame($json: String!) {\n  importGame(json: $json) {\n    gameId\n    actionCount\n    finished\n    seats {\n      seat\n      name\n      token\n    }\n  }\n}" as Doc<ImportGameMutation, ImportGameMutationVariables>;
export const GamesDocument = "query Games($status: GameListStatus, $first: Int, $after: String) {\n  games(status: $status, first: $first, after: $after) {\n    nodes {\n      id\n      title\n      titleName\n      variant\n      status\n      actionCount\n      createdAt\n      updatedAt\n      seats {\n        seat\n        name\n        filled\n      }\n      result {\n        reason\n        scores\n        winners\n      }\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}" as Doc<GamesQuery, GamesQueryVariables>;
