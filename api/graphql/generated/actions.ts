/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

import { Field, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';
import { GraphQLScalarType, Kind } from 'graphql';

/**
 * A seat number (an Int, 0-based) or a word/id (a String): the acting entity, and redeem_share's
 * `from`. A custom scalar because a GraphQL union cannot hold scalars.
 */
export const SeatOrIdScalar = new GraphQLScalarType({
  name: 'SeatOrId',
  description: 'A seat number (Int, 0-based) or an id or word (String), exactly as in the action JSON.',
  serialize: (value) => value,
  parseValue: (value) => {
    if ((Number.isInteger(value) && (value as number) >= 0) || typeof value === 'string') return value;
    throw new TypeError('SeatOrId must be a seat number (a whole number of at least 0) or a string');
  },
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT && Number(ast.value) >= 0) return Number(ast.value);
    if (ast.kind === Kind.STRING) return ast.value;
    throw new TypeError('SeatOrId must be a seat number (a whole number of at least 0) or a string');
  },
});

export const ActionEntityType = { player: 'player', corporation: 'corporation', company: 'company' } as const;
registerEnumType(ActionEntityType, { name: 'ActionEntityType', description: 'The kind of entity acting: "player", "corporation" or "company" (a private company using an ability).' });

export const BuySharesFrom = { ipo: 'ipo', market: 'market', treasury: 'treasury' } as const;
registerEnumType(BuySharesFrom, { name: 'BuySharesFrom', description: 'Where the shares come from: "ipo" (the corporation\'s unsold shares), "market" (the market pool) or "treasury" (shares the corporation redeemed, where rounds.stock.buyFromTreasury allows it: at the current price, paid to the corporation).' });

export const DividendKind = { payout: 'payout', withhold: 'withhold', half: 'half', hudson: 'hudson' } as const;
registerEnumType(DividendKind, { name: 'DividendKind', description: '"payout" = all to shareholders, "withhold" = all to the treasury, "half" = half to each, "hudson" = a payout topped up from the treasury (title.json rounds.operating.dividend.hudson); must be allowed by the title.' });

export const PayCostsKind = { maintenance: 'maintenance', interest: 'interest' } as const;
registerEnumType(PayCostsKind, { name: 'PayCostsKind', description: 'Which cost: "maintenance" (its trains\' maintenance, at the payMaintenance step) or "interest" (its loans\' interest, at the payLoanInterest step).' });

export const MulliganKind = { permits: 'permits', companies: 'companies', column: 'column' } as const;
registerEnumType(MulliganKind, { name: 'MulliganKind', description: 'What to change: permits, companies or column.' });

export const ProposeTradeDeal = { buyShare: 'buyShare', sellShare: 'sellShare', placeShare: 'placeShare', assignFutureTrain: 'assignFutureTrain', buyTrain: 'buyTrain', contributionSale: 'contributionSale' } as const;
registerEnumType(ProposeTradeDeal, { name: 'ProposeTradeDeal', description: 'The kind of deal (title.json negotiation.deals): buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.' });

@ObjectType('ActionRoute', { description: 'The route run by one train.' })
export class ActionRouteType {
  @Field(() => String, { description: 'The train running this route: a train\'s id, or for one of the trains of a certificate side that runs as several (trains.json TrainVariant `runs`, 1843\'s ×2 sides) "<train id>#<n>", n counting the side\'s trains from 1 across its forms (1843 yellow "2×2 or 3+1": #1 and #2 the two 2-trains, #3 the 3+1).' })
  train: string;

  @Field(() => [String], { description: 'The hexes the route passes through, in order. A stop is written "<hex>.<nodeIndex>" (e.g. "B2.0" = node 0 of the tile on B2); a hex crossed on plain track is written "<hex>". A network train (trains.json `network`, 1820\'s FLOOD) gives the selected station alone, e.g. ["C5.0"]: the engine computes the network.' })
  path: string[];

  @Field(() => Int, { nullable: true, description: 'How many of the route\'s halts the train counts, where halts and small stations compete for the same allowance (1860 rules, Running Trains L764-765: a director may count a halt instead of a small station, trading revenue for the halt subsidy). Counted first; the rest of the allowance goes to the best small stations and no further halt is counted. Absent: revenue first, then subsidy. A number the route cannot take is ignored (as absent).' })
  halts?: number | null;

  @Field(() => Int, { nullable: true, description: 'The revenue the client expects the route to earn (chain bonus included). The route is refused when the engine computes another figure, so a client can check its own count. In a game imported from another engine (GameSetup.recordedRevenues) the recorded figure is taken instead, as 18xx.games does when it replays a stored game.' })
  revenue?: number | null;

  @Field(() => Int, { nullable: true, description: 'The subsidy the client expects the route to earn (1862 local trains, 1860 halts); checked, or taken in an imported game, like `revenue`.' })
  subsidy?: number | null;

  @Field(() => [String], { nullable: true, description: 'The investors whose route abilities this route uses (1820: cousins, cousins.json portBothEnds, doubleOffboardOnPortRoute, extraCityOnRoute; 1820 §14.2, §14.5.2): each must hold shares of the running company, the route must make use of the ability, and no more routes of the run may claim an investor than its ability allows. The bank pays each claimed investor its kickback. At the director\'s discretion (1820 §7.2.3 L615). Absent: none. Formerly `cousins` (FormerFieldNames).' })
  investors?: string[] | null;
}

@InputType('ActionRouteInput', { description: 'The route run by one train.' })
export class ActionRouteInputType {
  @Field(() => String, { description: 'The train running this route: a train\'s id, or for one of the trains of a certificate side that runs as several (trains.json TrainVariant `runs`, 1843\'s ×2 sides) "<train id>#<n>", n counting the side\'s trains from 1 across its forms (1843 yellow "2×2 or 3+1": #1 and #2 the two 2-trains, #3 the 3+1).' })
  train: string;

  @Field(() => [String], { description: 'The hexes the route passes through, in order. A stop is written "<hex>.<nodeIndex>" (e.g. "B2.0" = node 0 of the tile on B2); a hex crossed on plain track is written "<hex>". A network train (trains.json `network`, 1820\'s FLOOD) gives the selected station alone, e.g. ["C5.0"]: the engine computes the network.' })
  path: string[];

  @Field(() => Int, { nullable: true, description: 'How many of the route\'s halts the train counts, where halts and small stations compete for the same allowance (1860 rules, Running Trains L764-765: a director may count a halt instead of a small station, trading revenue for the halt subsidy). Counted first; the rest of the allowance goes to the best small stations and no further halt is counted. Absent: revenue first, then subsidy. A number the route cannot take is ignored (as absent).' })
  halts?: number | null;

  @Field(() => Int, { nullable: true, description: 'The revenue the client expects the route to earn (chain bonus included). The route is refused when the engine computes another figure, so a client can check its own count. In a game imported from another engine (GameSetup.recordedRevenues) the recorded figure is taken instead, as 18xx.games does when it replays a stored game.' })
  revenue?: number | null;

  @Field(() => Int, { nullable: true, description: 'The subsidy the client expects the route to earn (1862 local trains, 1860 halts); checked, or taken in an imported game, like `revenue`.' })
  subsidy?: number | null;

  @Field(() => [String], { nullable: true, description: 'The investors whose route abilities this route uses (1820: cousins, cousins.json portBothEnds, doubleOffboardOnPortRoute, extraCityOnRoute; 1820 §14.2, §14.5.2): each must hold shares of the running company, the route must make use of the ability, and no more routes of the run may claim an investor than its ability allows. The bank pays each claimed investor its kickback. At the director\'s discretion (1820 §7.2.3 L615). Absent: none. Formerly `cousins` (FormerFieldNames).' })
  investors?: string[] | null;
}

@ObjectType('PassAction', { description: 'The entity passes: ends its turn or declines the current step.' })
export class PassActionType {
  @Field(() => String, { description: 'The action type, always "pass".' })
  type: 'pass';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@InputType('PassActionInput', { description: 'The pass action (ActionInput.pass). The entity passes: ends its turn or declines the current step.' })
export class PassActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@ObjectType('ParAction', { description: 'A player starts a corporation by buying its president\'s certificate at a par price. It is also the pick of a director\'s certificate by the winner of a bid-then-pick auction (paid on top of the winning bid).' })
export class ParActionType {
  @Field(() => String, { description: 'The action type, always "par".' })
  type: 'par';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The corporation to start.' })
  corporation?: string | null;

  @Field(() => Int, { nullable: true, description: 'The par price; must be a par cell of the market.' })
  price?: number | null;

  @Field(() => Int, { nullable: true, description: 'With title.json shareCounts (1820): the corporation\'s share count, one of those open in the phase. Otherwise absent.' })
  shares?: number | null;
}

@InputType('ParActionInput', { description: 'The par action (ActionInput.par). A player starts a corporation by buying its president\'s certificate at a par price. It is also the pick of a director\'s certificate by the winner of a bid-then-pick auction (paid on top of the winning bid).' })
export class ParActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The corporation to start.' })
  corporation: string;

  @Field(() => Int, { description: 'The par price; must be a par cell of the market.' })
  price: number;

  @Field(() => Int, { nullable: true, description: 'With title.json shareCounts (1820): the corporation\'s share count, one of those open in the phase. Otherwise absent.' })
  shares?: number | null;
}

@ObjectType('BuySharesAction', { description: 'A player buys shares of a corporation.' })
export class BuySharesActionType {
  @Field(() => String, { description: 'The action type, always "buy_shares".' })
  type: 'buy_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The corporation whose shares are bought.' })
  corporation?: string | null;

  @Field(() => SeatOrIdScalar, { description: 'Where the shares come from: "ipo" (the corporation\'s unsold shares), "market" (the market pool) or "treasury" (shares the corporation redeemed, where rounds.stock.buyFromTreasury allows it: at the current price, paid to the corporation).' })
  from: number | string;

  @Field(() => Int, { description: 'The total percentage bought (one certificate: its percentage).' })
  percent: number;

  @Field(() => String, { nullable: true, description: 'An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor\'s treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;
}

@InputType('BuySharesActionInput', { description: 'The buy_shares action (ActionInput.buyShares). A player buys shares of a corporation.' })
export class BuySharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The corporation whose shares are bought.' })
  corporation: string;

  @Field(() => BuySharesFrom, { description: 'Where the shares come from: "ipo" (the corporation\'s unsold shares), "market" (the market pool) or "treasury" (shares the corporation redeemed, where rounds.stock.buyFromTreasury allows it: at the current price, paid to the corporation).' })
  from: 'ipo' | 'market' | 'treasury';

  @Field(() => Int, { description: 'The total percentage bought (one certificate: its percentage).' })
  percent: number;

  @Field(() => String, { nullable: true, description: 'An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor\'s treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;
}

@ObjectType('SellSharesAction', { description: 'A player sells shares of a corporation to the market pool.' })
export class SellSharesActionType {
  @Field(() => String, { description: 'The action type, always "sell_shares".' })
  type: 'sell_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The corporation whose shares are sold.' })
  corporation?: string | null;

  @Field(() => Int, { description: 'The total percentage sold.' })
  percent: number;

  @Field(() => String, { nullable: true, description: 'An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor\'s treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;

  @Field(() => String, { nullable: true, description: 'A director\'s sale after which several investors (1820: cousins), and no player, hold the most of the company: the investor (cousins.json id) the seller chooses to become director (1820 §13.4 L1277-1279). Required exactly then (legalActions offers one sale per tied investor); refused otherwise. Formerly `successorCousin` (FormerFieldNames).' })
  successorInvestor?: string | null;
}

@InputType('SellSharesActionInput', { description: 'The sell_shares action (ActionInput.sellShares). A player sells shares of a corporation to the market pool.' })
export class SellSharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The corporation whose shares are sold.' })
  corporation: string;

  @Field(() => Int, { description: 'The total percentage sold.' })
  percent: number;

  @Field(() => String, { nullable: true, description: 'An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor\'s treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;

  @Field(() => String, { nullable: true, description: 'A director\'s sale after which several investors (1820: cousins), and no player, hold the most of the company: the investor (cousins.json id) the seller chooses to become director (1820 §13.4 L1277-1279). Required exactly then (legalActions offers one sale per tied investor); refused otherwise. Formerly `successorCousin` (FormerFieldNames).' })
  successorInvestor?: string | null;
}

@ObjectType('BuyCompanyAction', { description: 'The entity buys a private company (from the bank, or from a player by a corporation). It is also the pick of a private company by the winner of a bid-then-pick auction, at its face value (paid on top of the winning bid).' })
export class BuyCompanyActionType {
  @Field(() => String, { description: 'The action type, always "buy_company".' })
  type: 'buy_company';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company bought.' })
  company?: string | null;

  @Field(() => Int, { nullable: true, description: 'The price paid.' })
  price?: number | null;
}

@InputType('BuyCompanyActionInput', { description: 'The buy_company action (ActionInput.buyCompany). The entity buys a private company (from the bank, or from a player by a corporation). It is also the pick of a private company by the winner of a bid-then-pick auction, at its face value (paid on top of the winning bid).' })
export class BuyCompanyActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The company bought.' })
  company: string;

  @Field(() => Int, { description: 'The price paid.' })
  price: number;
}

@ObjectType('SellCompanyAction', { description: 'A player sells a private company to the bank in a stock-round turn, for its face value less the title\'s discount (1860 rules L221-226: from the second stock round, at face value less 30); the bank then offers it again at face value.' })
export class SellCompanyActionType {
  @Field(() => String, { description: 'The action type, always "sell_company".' })
  type: 'sell_company';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company sold.' })
  company?: string | null;

  @Field(() => Int, { nullable: true, description: 'The price received.' })
  price?: number | null;
}

@InputType('SellCompanyActionInput', { description: 'The sell_company action (ActionInput.sellCompany). A player sells a private company to the bank in a stock-round turn, for its face value less the title\'s discount (1860 rules L221-226: from the second stock round, at face value less 30); the bank then offers it again at face value.' })
export class SellCompanyActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The company sold.' })
  company: string;

  @Field(() => Int, { description: 'The price received.' })
  price: number;
}

@ObjectType('LayTileAction', { description: 'A corporation lays or upgrades a tile.' })
export class LayTileActionType {
  @Field(() => String, { description: 'The action type, always "lay_tile".' })
  type: 'lay_tile';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex the tile is laid on.' })
  hex: string;

  @Field(() => String, { description: 'The id of the tile laid.' })
  tile: string;

  @Field(() => Int, { description: 'The tile\'s rotation: the number of 60° clockwise turns applied to its paths (0 to 5).' })
  rotation: number;

  @Field(() => String, { nullable: true, description: 'An investor whose bigCitySpecial ability allows this lay (1820: a cousin, cousins.json; 1820 §14.4.2 Gas Light & Coke): a yellow big city spaced as a small city, or a yellow small city upgraded to a green big city. Once per company per game; the bank pays the investor its kickback. Absent: an ordinary lay. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;
}

@InputType('LayTileActionInput', { description: 'The lay_tile action (ActionInput.layTile). A corporation lays or upgrades a tile.' })
export class LayTileActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex the tile is laid on.' })
  hex: string;

  @Field(() => String, { description: 'The id of the tile laid.' })
  tile: string;

  @Field(() => Int, { description: 'The tile\'s rotation: the number of 60° clockwise turns applied to its paths (0 to 5).' })
  rotation: number;

  @Field(() => String, { nullable: true, description: 'An investor whose bigCitySpecial ability allows this lay (1820: a cousin, cousins.json; 1820 §14.4.2 Gas Light & Coke): a yellow big city spaced as a small city, or a yellow small city upgraded to a green big city. Once per company per game; the bank pays the investor its kickback. Absent: an ordinary lay. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;
}

@ObjectType('PlaceTokenAction', { description: 'A corporation places a station token in a city.' })
export class PlaceTokenActionType {
  @Field(() => String, { description: 'The action type, always "place_token".' })
  type: 'place_token';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex of the city.' })
  hex: string;

  @Field(() => Int, { description: 'Which city on the hex\'s tile, as an index among its city nodes (0 for the first city).' })
  city: number;

  @Field(() => String, { nullable: true, description: 'An investor whose freeStation ability places this station without its price (1820: a cousin, cousins.json; 1820 §14.3.2 Stephenson & Fox); the bank pays the investor its kickback. Absent: the station is paid for. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;
}

@InputType('PlaceTokenActionInput', { description: 'The place_token action (ActionInput.placeToken). A corporation places a station token in a city.' })
export class PlaceTokenActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex of the city.' })
  hex: string;

  @Field(() => Int, { description: 'Which city on the hex\'s tile, as an index among its city nodes (0 for the first city).' })
  city: number;

  @Field(() => String, { nullable: true, description: 'An investor whose freeStation ability places this station without its price (1820: a cousin, cousins.json; 1820 §14.3.2 Stephenson & Fox); the bank pays the investor its kickback. Absent: the station is paid for. Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;
}

@ObjectType('ClaimPortAction', { description: 'The operating corporation claims the port marker still on the map at a port hex, in its station step and instead of a station (title.json ports; 1843 rules L3482-3525).' })
export class ClaimPortActionType {
  @Field(() => String, { description: 'The action type, always "claim_port".' })
  type: 'claim_port';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The port hex whose marker is claimed.' })
  hex: string;
}

@InputType('ClaimPortActionInput', { description: 'The claim_port action (ActionInput.claimPort). The operating corporation claims the port marker still on the map at a port hex, in its station step and instead of a station (title.json ports; 1843 rules L3482-3525).' })
export class ClaimPortActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The port hex whose marker is claimed.' })
  hex: string;
}

@ObjectType('MoveTokenAction', { description: 'The operating corporation moves one of its placed stations, in its station step and instead of placing one (title.json rounds.operating.stationMove; 1843 rules L3392-3467); a blocked marker takes the old place.' })
export class MoveTokenActionType {
  @Field(() => String, { description: 'The action type, always "move_token".' })
  type: 'move_token';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex of the station moved.' })
  fromHex: string;

  @Field(() => Int, { description: 'Its city on that hex, as an index among the tile\'s city nodes.' })
  fromCity: number;

  @Field(() => String, { description: 'The hex the station moves to.' })
  hex: string;

  @Field(() => Int, { description: 'The city it moves to, as an index among the tile\'s city nodes.' })
  city: number;
}

@InputType('MoveTokenActionInput', { description: 'The move_token action (ActionInput.moveToken). The operating corporation moves one of its placed stations, in its station step and instead of placing one (title.json rounds.operating.stationMove; 1843 rules L3392-3467); a blocked marker takes the old place.' })
export class MoveTokenActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex of the station moved.' })
  fromHex: string;

  @Field(() => Int, { description: 'Its city on that hex, as an index among the tile\'s city nodes.' })
  fromCity: number;

  @Field(() => String, { description: 'The hex the station moves to.' })
  hex: string;

  @Field(() => Int, { description: 'The city it moves to, as an index among the tile\'s city nodes.' })
  city: number;
}

@ObjectType('BuyPortAction', { description: 'The operating corporation buys another corporation\'s port marker for exactly title.json ports.salePrice (1843 rules L4546-4548).' })
export class BuyPortActionType {
  @Field(() => String, { description: 'The action type, always "buy_port".' })
  type: 'buy_port';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The port hex whose marker is bought.' })
  hex: string;
}

@InputType('BuyPortActionInput', { description: 'The buy_port action (ActionInput.buyPort). The operating corporation buys another corporation\'s port marker for exactly title.json ports.salePrice (1843 rules L4546-4548).' })
export class BuyPortActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The port hex whose marker is bought.' })
  hex: string;
}

@ObjectType('RunRoutesAction', { description: 'A corporation runs its trains; each route gives the stops and track it uses.' })
export class RunRoutesActionType {
  @Field(() => String, { description: 'The action type, always "run_routes".' })
  type: 'run_routes';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => [ActionRouteType], { description: 'One route per train that runs (trains not listed do not run).' })
  routes: ActionRouteType[];
}

@InputType('RunRoutesActionInput', { description: 'The run_routes action (ActionInput.runRoutes). A corporation runs its trains; each route gives the stops and track it uses.' })
export class RunRoutesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => [ActionRouteInputType], { description: 'One route per train that runs (trains not listed do not run).' })
  routes: ActionRouteInputType[];
}

@ObjectType('DividendAction', { description: 'A corporation distributes or withholds the revenue of its last run.' })
export class DividendActionType {
  @Field(() => String, { description: 'The action type, always "dividend".' })
  type: 'dividend';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: '"payout" = all to shareholders, "withhold" = all to the treasury, "half" = half to each, "hudson" = a payout topped up from the treasury (title.json rounds.operating.dividend.hudson); must be allowed by the title.' })
  kind: string;
}

@InputType('DividendActionInput', { description: 'The dividend action (ActionInput.dividend). A corporation distributes or withholds the revenue of its last run.' })
export class DividendActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => DividendKind, { description: '"payout" = all to shareholders, "withhold" = all to the treasury, "half" = half to each, "hudson" = a payout topped up from the treasury (title.json rounds.operating.dividend.hudson); must be allowed by the title.' })
  kind: 'payout' | 'withhold' | 'half' | 'hudson';
}

@ObjectType('BuyTrainAction', { description: 'A corporation buys a train.' })
export class BuyTrainActionType {
  @Field(() => String, { description: 'The action type, always "buy_train".' })
  type: 'buy_train';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The train bought.' })
  train?: string | null;

  @Field(() => Int, { nullable: true, description: 'The price paid.' })
  price?: number | null;

  @Field(() => SeatOrIdScalar, { description: 'The seller: "depot" (the bank\'s new trains), "pool" (the bank\'s discarded trains) or the id of the selling corporation.' })
  from: number | string;

  @Field(() => String, { nullable: true, description: 'A train the corporation trades in for this one (1870 diesels variant: $300 off for a 4, 5 or 6-train), or a rusted certificate it discards without recompense to buy a larger train at once (phases.json rustedTrainMarket `discardToUpgrade`, 1843 L4119-4128); it leaves the game.' })
  exchange?: string | null;

  @Field(() => String, { nullable: true, description: 'The variant the train is bought as, for a train type with `variants` bought from the depot (trains.json TrainVariant id, as 18xx.games exports record it: 1862 "1F*", "2/3L", "4/5E"). Required then; absent otherwise.' })
  variant?: string | null;

  @Field(() => Int, { nullable: true, description: 'Warranties bought with a train from the depot, each at trains.json `warranties.price`, paid on top of `price` (1862.md §2.6 item 7). Absent: 0.' })
  warranties?: number | null;
}

@InputType('BuyTrainActionInput', { description: 'The buy_train action (ActionInput.buyTrain). A corporation buys a train.' })
export class BuyTrainActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The train bought.' })
  train: string;

  @Field(() => Int, { description: 'The price paid.' })
  price: number;

  @Field(() => String, { description: 'The seller: "depot" (the bank\'s new trains), "pool" (the bank\'s discarded trains) or the id of the selling corporation.' })
  from: string;

  @Field(() => String, { nullable: true, description: 'A train the corporation trades in for this one (1870 diesels variant: $300 off for a 4, 5 or 6-train), or a rusted certificate it discards without recompense to buy a larger train at once (phases.json rustedTrainMarket `discardToUpgrade`, 1843 L4119-4128); it leaves the game.' })
  exchange?: string | null;

  @Field(() => String, { nullable: true, description: 'The variant the train is bought as, for a train type with `variants` bought from the depot (trains.json TrainVariant id, as 18xx.games exports record it: 1862 "1F*", "2/3L", "4/5E"). Required then; absent otherwise.' })
  variant?: string | null;

  @Field(() => Int, { nullable: true, description: 'Warranties bought with a train from the depot, each at trains.json `warranties.price`, paid on top of `price` (1862.md §2.6 item 7). Absent: 0.' })
  warranties?: number | null;
}

@ObjectType('DiscardTrainAction', { description: 'A corporation over its train limit discards a train to the pool.' })
export class DiscardTrainActionType {
  @Field(() => String, { description: 'The action type, always "discard_train".' })
  type: 'discard_train';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The train discarded.' })
  train?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True: the certificate is not discarded but turned over to its single-train side (trains.json TrainVariant `flipsTo`), which may bring the corporation within its train limit (1843 rules L4316-4334). Absent: false.' })
  flip?: boolean | null;
}

@InputType('DiscardTrainActionInput', { description: 'The discard_train action (ActionInput.discardTrain). A corporation over its train limit discards a train to the pool.' })
export class DiscardTrainActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The train discarded.' })
  train: string;

  @Field(() => Boolean, { nullable: true, description: 'True: the certificate is not discarded but turned over to its single-train side (trains.json TrainVariant `flipsTo`), which may bring the corporation within its train limit (1843 rules L4316-4334). Absent: false.' })
  flip?: boolean | null;
}

@ObjectType('MarkTrainAction', { description: 'A private company with an obsolescence ability (1843\'s Cie du Val de Loire, the Engineers card, rules L5265-5330) marks one of its owning corporation\'s train certificates, in that corporation\'s buy-train step: the certificate will become obsolete instead of rusting. The company acts (entityType "company").' })
export class MarkTrainActionType {
  @Field(() => String, { description: 'The action type, always "mark_train".' })
  type: 'mark_train';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The train certificate marked.' })
  train?: string | null;
}

@InputType('MarkTrainActionInput', { description: 'The mark_train action (ActionInput.markTrain). A private company with an obsolescence ability (1843\'s Cie du Val de Loire, the Engineers card, rules L5265-5330) marks one of its owning corporation\'s train certificates, in that corporation\'s buy-train step: the certificate will become obsolete instead of rusting. The company acts (entityType "company").' })
export class MarkTrainActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The train certificate marked.' })
  train: string;
}

@ObjectType('BankruptAction', { description: 'The entity declares bankruptcy (it cannot meet an obligation).' })
export class BankruptActionType {
  @Field(() => String, { description: 'The action type, always "bankrupt".' })
  type: 'bankrupt';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@InputType('BankruptActionInput', { description: 'The bankrupt action (ActionInput.bankrupt). The entity declares bankruptcy (it cannot meet an obligation).' })
export class BankruptActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@ObjectType('EndGameAction', { description: 'Ends the game at once (e.g. by agreement of the players).' })
export class EndGameActionType {
  @Field(() => String, { description: 'The action type, always "end_game".' })
  type: 'end_game';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@InputType('EndGameActionInput', { description: 'The end_game action (ActionInput.endGame). Ends the game at once (e.g. by agreement of the players).' })
export class EndGameActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@ObjectType('BidAction', { description: 'A player bids in an auction. In a waterfall auction the bid names a private company, and a bid at the current price of the cheapest company buys it. In a bid-then-pick auction (rounds.auction.bidThenPick) the bid names nothing: it is for the right to pick an item afterwards (with buy_company or par).' })
export class BidActionType {
  @Field(() => String, { description: 'The action type, always "bid".' })
  type: 'bid';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company bid for (waterfall auction); absent in a bid-then-pick auction.' })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'The corporation whose charter is bid for (a parliament round\'s charter auction, rounds.parliament), or the company offered for takeover (1820 §8.4.2; the bid is then made by the corporation named in entity); absent otherwise.' })
  corporation?: string | null;

  @Field(() => Int, { nullable: true, description: 'The amount bid.' })
  price?: number | null;
}

@InputType('BidActionInput', { description: 'The bid action (ActionInput.bid). A player bids in an auction. In a waterfall auction the bid names a private company, and a bid at the current price of the cheapest company buys it. In a bid-then-pick auction (rounds.auction.bidThenPick) the bid names nothing: it is for the right to pick an item afterwards (with buy_company or par).' })
export class BidActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company bid for (waterfall auction); absent in a bid-then-pick auction.' })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'The corporation whose charter is bid for (a parliament round\'s charter auction, rounds.parliament), or the company offered for takeover (1820 §8.4.2; the bid is then made by the corporation named in entity); absent otherwise.' })
  corporation?: string | null;

  @Field(() => Int, { description: 'The amount bid.' })
  price: number;
}

@ObjectType('ChooseAction', { description: 'The entity makes a choice the current step offers (e.g. 1870\'s destination marker: "Map" or "Charter").' })
export class ChooseActionType {
  @Field(() => String, { description: 'The action type, always "choose".' })
  type: 'choose';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The chosen option, as the step names it.' })
  choice: string;
}

@InputType('ChooseActionInput', { description: 'The choose action (ActionInput.choose). The entity makes a choice the current step offers (e.g. 1870\'s destination marker: "Map" or "Charter").' })
export class ChooseActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The chosen option, as the step names it.' })
  choice: string;
}

@ObjectType('AssignAction', { description: 'A private company owned by a corporation places its token on a hex (1870\'s cattle and port tokens).' })
export class AssignActionType {
  @Field(() => String, { description: 'The action type, always "assign".' })
  type: 'assign';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex the token goes on.' })
  hex: string;

  @Field(() => String, { nullable: true, description: 'Which of the company\'s tokens (its assignToken ability\'s params.token, e.g. 1870\'s "closedPort"); absent: the only one that applies, or the one that replaces nothing.' })
  token?: string | null;
}

@InputType('AssignActionInput', { description: 'The assign action (ActionInput.assign). A private company owned by a corporation places its token on a hex (1870\'s cattle and port tokens).' })
export class AssignActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex the token goes on.' })
  hex: string;

  @Field(() => String, { nullable: true, description: 'Which of the company\'s tokens (its assignToken ability\'s params.token, e.g. 1870\'s "closedPort"); absent: the only one that applies, or the one that replaces nothing.' })
  token?: string | null;
}

@ObjectType('ProtectSharesAction', { description: 'A president buys the whole block of their corporation\'s shares just sold, at the price it was sold for, so the share price does not fall (1870 rules, Share price protection).' })
export class ProtectSharesActionType {
  @Field(() => String, { description: 'The action type, always "protect_shares".' })
  type: 'protect_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The corporation whose sold block is protected.' })
  corporation?: string | null;
}

@InputType('ProtectSharesActionInput', { description: 'The protect_shares action (ActionInput.protectShares). A president buys the whole block of their corporation\'s shares just sold, at the price it was sold for, so the share price does not fall (1870 rules, Share price protection).' })
export class ProtectSharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The corporation whose sold block is protected.' })
  corporation: string;
}

@ObjectType('RedeemShareAction', { description: 'A corporation buys back one of its own shares into its treasury during its president\'s stock turn (1870 rules, Share redemption), or from the market pool in its operating turn (operating step redeemShare; 1862).' })
export class RedeemShareActionType {
  @Field(() => String, { description: 'The action type, always "redeem_share".' })
  type: 'redeem_share';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The corporation redeeming (the acting entity).' })
  corporation?: string | null;

  @Field(() => SeatOrIdScalar, { description: 'Where the share comes from: "market", the seat number of the player who holds it, or "tableau" (the solo tableau, title.json tableau: the top card of `column`; 1862 solo S22).' })
  from: number | string;

  @Field(() => Int, { nullable: true, description: 'Operating step redeemShare (1862): which pool certificate, by its index in corporations.json certificates (0 is the president\'s, never redeemed, except in a game with a tableau, which has no president\'s certificate). Default: the first normal one in the pool. Imports name the recorded share, so that later purchases from the treasury find it there.' })
  certificate?: number | null;

  @Field(() => Int, { nullable: true, description: 'With from "tableau": the column (0-based) whose top card is redeemed.' })
  column?: number | null;

  @Field(() => Int, { nullable: true, description: 'Stock step corporatePoolBuy (1820 §6.5.3.1): how many of its shares the corporation buys from the market pool in this one action. Default 1.' })
  count?: number | null;

  @Field(() => Int, { nullable: true, description: 'Loans the company takes first to pay for the shares, one by one at the title\'s loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, "as needed in any other round for any expense"). Absent: none.' })
  loans?: number | null;
}

@InputType('RedeemShareActionInput', { description: 'The redeem_share action (ActionInput.redeemShare). A corporation buys back one of its own shares into its treasury during its president\'s stock turn (1870 rules, Share redemption), or from the market pool in its operating turn (operating step redeemShare; 1862).' })
export class RedeemShareActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The corporation redeeming (the acting entity).' })
  corporation: string;

  @Field(() => SeatOrIdScalar, { description: 'Where the share comes from: "market", the seat number of the player who holds it, or "tableau" (the solo tableau, title.json tableau: the top card of `column`; 1862 solo S22).' })
  from: number | string;

  @Field(() => Int, { nullable: true, description: 'Operating step redeemShare (1862): which pool certificate, by its index in corporations.json certificates (0 is the president\'s, never redeemed, except in a game with a tableau, which has no president\'s certificate). Default: the first normal one in the pool. Imports name the recorded share, so that later purchases from the treasury find it there.' })
  certificate?: number | null;

  @Field(() => Int, { nullable: true, description: 'With from "tableau": the column (0-based) whose top card is redeemed.' })
  column?: number | null;

  @Field(() => Int, { nullable: true, description: 'Stock step corporatePoolBuy (1820 §6.5.3.1): how many of its shares the corporation buys from the market pool in this one action. Default 1.' })
  count?: number | null;

  @Field(() => Int, { nullable: true, description: 'Loans the company takes first to pay for the shares, one by one at the title\'s loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, "as needed in any other round for any expense"). Absent: none.' })
  loans?: number | null;
}

@ObjectType('MergeAction', { description: 'The operating corporation proposes a merger (operating step "merge", at the start of its turn) or an acquisition (step "acquire", at its end) with another corporation (1862 rules §2.7).' })
export class MergeActionType {
  @Field(() => String, { description: 'The action type, always "merge".' })
  type: 'merge';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The partner corporation.' })
  corporation?: string | null;
}

@InputType('MergeActionInput', { description: 'The merge action (ActionInput.merge). The operating corporation proposes a merger (operating step "merge", at the start of its turn) or an acquisition (step "acquire", at its end) with another corporation (1862 rules §2.7).' })
export class MergeActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The partner corporation.' })
  corporation: string;
}

@ObjectType('RemoveTokenAction', { description: 'During a merger whose two companies hold more stations than title.json mergers.maxStations allows, the survivor removes one of their station tokens (1862 rules §2.7; never the survivor\'s home station).' })
export class RemoveTokenActionType {
  @Field(() => String, { description: 'The action type, always "remove_token".' })
  type: 'remove_token';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex of the city.' })
  hex: string;

  @Field(() => Int, { description: 'Which city on the hex\'s tile, as an index among its city nodes (0 for the first city).' })
  city: number;

  @Field(() => String, { nullable: true, description: 'Whose token goes: the survivor\'s or the non-survivor\'s.' })
  corporation?: string | null;
}

@InputType('RemoveTokenActionInput', { description: 'The remove_token action (ActionInput.removeToken). During a merger whose two companies hold more stations than title.json mergers.maxStations allows, the survivor removes one of their station tokens (1862 rules §2.7; never the survivor\'s home station).' })
export class RemoveTokenActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The hex of the city.' })
  hex: string;

  @Field(() => Int, { description: 'Which city on the hex\'s tile, as an index among its city nodes (0 for the first city).' })
  city: number;

  @Field(() => String, { description: 'Whose token goes: the survivor\'s or the non-survivor\'s.' })
  corporation: string;
}

@ObjectType('ConvertAction', { description: 'The director of a company that must buy a train it cannot pay for chooses refinancing instead of the treasury share sale a pass would make, when both would cover the shortfall (rounds.operating.emergencyBuy.raise; 1862 rules §2.6 item 7).' })
export class ConvertActionType {
  @Field(() => String, { description: 'The action type, always "convert".' })
  type: 'convert';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@InputType('ConvertActionInput', { description: 'The convert action (ActionInput.convert). The director of a company that must buy a train it cannot pay for chooses refinancing instead of the treasury share sale a pass would make, when both would cover the shortfall (rounds.operating.emergencyBuy.raise; 1862 rules §2.6 item 7).' })
export class ConvertActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;
}

@ObjectType('ReissueSharesAction', { description: 'A corporation returns all its redeemed shares to the initial offering at a new par price (1870 rules, Share reissue).' })
export class ReissueSharesActionType {
  @Field(() => String, { description: 'The action type, always "reissue_shares".' })
  type: 'reissue_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The corporation reissuing (the acting entity).' })
  corporation?: string | null;
}

@InputType('ReissueSharesActionInput', { description: 'The reissue_shares action (ActionInput.reissueShares). A corporation returns all its redeemed shares to the initial offering at a new par price (1870 rules, Share reissue).' })
export class ReissueSharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => String, { description: 'The corporation reissuing (the acting entity).' })
  corporation: string;
}

@ObjectType('DestinationConnectionAction', { description: 'Imported games only: the recorded outcome of 18xx.games\' connection check (1870): these corporations make their connection runs now. Games played here compute the check themselves and refuse this action.' })
export class DestinationConnectionActionType {
  @Field(() => String, { description: 'The action type, always "destination_connection".' })
  type: 'destination_connection';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => [String], { description: 'The corporations that connect, in the order they run.' })
  corporations: string[];
}

@InputType('DestinationConnectionActionInput', { description: 'The destination_connection action (ActionInput.destinationConnection). Imported games only: the recorded outcome of 18xx.games\' connection check (1870): these corporations make their connection runs now. Games played here compute the check themselves and refuse this action.' })
export class DestinationConnectionActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.' })
  entity: number | string;

  @Field(() => [String], { description: 'The corporations that connect, in the order they run.' })
  corporations: string[];
}

@ObjectType('OfferCompanyAction', { description: 'In a stock turn, where the phase allows trades of private companies between players (phases.json status interplayerPrivateTrade): the player offers to buy a private company from the player who owns it, at a price of their choosing. The owner then accepts or declines (respond_offer). A trade takes the place of the turn\'s purchase.' })
export class OfferCompanyActionType {
  @Field(() => String, { description: 'The action type, always "offer_company".' })
  type: 'offer_company';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The private company wanted.' })
  company?: string | null;

  @Field(() => Int, { nullable: true, description: 'The price offered (at least 1, at most the buyer\'s cash).' })
  price?: number | null;
}

@InputType('OfferCompanyActionInput', { description: 'The offer_company action (ActionInput.offerCompany). In a stock turn, where the phase allows trades of private companies between players (phases.json status interplayerPrivateTrade): the player offers to buy a private company from the player who owns it, at a price of their choosing. The owner then accepts or declines (respond_offer). A trade takes the place of the turn\'s purchase.' })
export class OfferCompanyActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => String, { description: 'The private company wanted.' })
  company: string;

  @Field(() => Int, { description: 'The price offered (at least 1, at most the buyer\'s cash).' })
  price: number;
}

@ObjectType('RespondOfferAction', { description: 'The owner of a private company answers the offer made for it (offer_company): accept (the company and the money change hands) or decline (the buyer\'s turn goes on).' })
export class RespondOfferActionType {
  @Field(() => String, { description: 'The action type, always "respond_offer".' })
  type: 'respond_offer';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Boolean, { description: 'True to sell at the offered price, false to decline.' })
  accept: boolean;
}

@InputType('RespondOfferActionInput', { description: 'The respond_offer action (ActionInput.respondOffer). The owner of a private company answers the offer made for it (offer_company): accept (the company and the money change hands) or decline (the buyer\'s turn goes on).' })
export class RespondOfferActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Boolean, { description: 'True to sell at the offered price, false to decline.' })
  accept: boolean;
}

@ObjectType('ExchangeCompanyAction', { description: 'A player exchanges a private company they own for a share of a corporation, by the company\'s exchange ability (1860: each ferry company for its corporation\'s reserved 10% share). The company leaves the game. A free action in the player\'s stock-round turn, unless the ability says it counts as the turn\'s purchase (1843).' })
export class ExchangeCompanyActionType {
  @Field(() => String, { description: 'The action type, always "exchange_company".' })
  type: 'exchange_company';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the owner\'s seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company exchanged.' })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'The corporation whose share is taken, for a company whose ability names none (1843\'s Val de Loire: any corporation). Absent: the ability\'s corporation.' })
  corporation?: string | null;

  @Field(() => Int, { nullable: true, description: 'With an ability that may take half of an unstarted corporation\'s director\'s certificate (1843\'s Val de Loire): the par price the player sets; the player pays the rest of the certificate at that price.' })
  price?: number | null;
}

@InputType('ExchangeCompanyActionInput', { description: 'The exchange_company action (ActionInput.exchangeCompany). A player exchanges a private company they own for a share of a corporation, by the company\'s exchange ability (1860: each ferry company for its corporation\'s reserved 10% share). The company leaves the game. A free action in the player\'s stock-round turn, unless the ability says it counts as the turn\'s purchase (1843).' })
export class ExchangeCompanyActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the owner\'s seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { description: 'The company exchanged.' })
  company: string;

  @Field(() => String, { nullable: true, description: 'The corporation whose share is taken, for a company whose ability names none (1843\'s Val de Loire: any corporation). Absent: the ability\'s corporation.' })
  corporation?: string | null;

  @Field(() => Int, { nullable: true, description: 'With an ability that may take half of an unstarted corporation\'s director\'s certificate (1843\'s Val de Loire): the par price the player sets; the player pays the rest of the certificate at that price.' })
  price?: number | null;
}

@ObjectType('TakeLoanAction', { description: 'The operating corporation takes one loan from the bank (title.json loans; 1820 §17): at any point of its operating turn.' })
export class TakeLoanActionType {
  @Field(() => String, { description: 'The action type, always "take_loan".' })
  type: 'take_loan';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The corporation.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'How many loans to take, one after the other (default 1).' })
  count?: number | null;
}

@InputType('TakeLoanActionInput', { description: 'The take_loan action (ActionInput.takeLoan). The operating corporation takes one loan from the bank (title.json loans; 1820 §17): at any point of its operating turn.' })
export class TakeLoanActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The corporation.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'How many loans to take, one after the other (default 1).' })
  count?: number | null;
}

@ObjectType('PayLoanAction', { description: 'The operating corporation repays one of its loans to the bank, at the repayLoans step of its operating turn (title.json loans; 1820 §7.2.9, §17.3).' })
export class PayLoanActionType {
  @Field(() => String, { description: 'The action type, always "pay_loan".' })
  type: 'pay_loan';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The corporation.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'How many loans to repay, one after the other (default 1).' })
  count?: number | null;
}

@InputType('PayLoanActionInput', { description: 'The pay_loan action (ActionInput.payLoan). The operating corporation repays one of its loans to the bank, at the repayLoans step of its operating turn (title.json loans; 1820 §7.2.9, §17.3).' })
export class PayLoanActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The corporation.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'How many loans to repay, one after the other (default 1).' })
  count?: number | null;
}

@ObjectType('PayCostsAction', { description: 'The operating corporation\'s director decides on a running cost at its step (title.json costOfBusiness.maintenanceChoice, loans.interestChoice; 1820 §7.2.5 L645-656, §7.2.8 L688-700): pay it, the director adding from their cash what the treasury lacks (the price then moves as the title says), or not pay it, which puts the company into liquidation.' })
export class PayCostsActionType {
  @Field(() => String, { description: 'The action type, always "pay_costs".' })
  type: 'pay_costs';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The corporation.' })
  entity: number | string;

  @Field(() => String, { description: 'Which cost: "maintenance" (its trains\' maintenance, at the payMaintenance step) or "interest" (its loans\' interest, at the payLoanInterest step).' })
  kind: string;

  @Field(() => Boolean, { description: 'True: pay it (the director covering a shortfall); false: do not pay it, and the company goes into liquidation.' })
  pay: boolean;
}

@InputType('PayCostsActionInput', { description: 'The pay_costs action (ActionInput.payCosts). The operating corporation\'s director decides on a running cost at its step (title.json costOfBusiness.maintenanceChoice, loans.interestChoice; 1820 §7.2.5 L645-656, §7.2.8 L688-700): pay it, the director adding from their cash what the treasury lacks (the price then moves as the title says), or not pay it, which puts the company into liquidation.' })
export class PayCostsActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The corporation.' })
  entity: number | string;

  @Field(() => PayCostsKind, { description: 'Which cost: "maintenance" (its trains\' maintenance, at the payMaintenance step) or "interest" (its loans\' interest, at the payLoanInterest step).' })
  kind: 'maintenance' | 'interest';

  @Field(() => Boolean, { description: 'True: pay it (the director covering a shortfall); false: do not pay it, and the company goes into liquidation.' })
  pay: boolean;
}

@ObjectType('TableauBuyAction', { description: 'The solo player (title.json tableau; 1862 solo S11-S12) buys the top card of a tableau column. For a corporation not yet started this starts it: `count` cards of the block of its cards at the top of the column (default 1), in the start mode `mode` at par `par`, paid to the bank; otherwise one share at par (chartered, never merged) or at the market price.' })
export class TableauBuyActionType {
  @Field(() => String, { description: 'The action type, always "tableau_buy".' })
  type: 'tableau_buy';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'The column, 0-based.' })
  column?: number | null;

  @Field(() => Int, { nullable: true, description: 'When starting: how many cards of the top block to take (at least 1). Absent: 1.' })
  count?: number | null;

  @Field(() => String, { nullable: true, description: 'When starting: the start mode (startModes.modes: chartered, nonChartered).' })
  mode?: string | null;

  @Field(() => Int, { nullable: true, description: 'When starting: the par price.' })
  par?: number | null;
}

@InputType('TableauBuyActionInput', { description: 'The tableau_buy action (ActionInput.tableauBuy). The solo player (title.json tableau; 1862 solo S11-S12) buys the top card of a tableau column. For a corporation not yet started this starts it: `count` cards of the block of its cards at the top of the column (default 1), in the start mode `mode` at par `par`, paid to the bank; otherwise one share at par (chartered, never merged) or at the market price.' })
export class TableauBuyActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { description: 'The column, 0-based.' })
  column: number;

  @Field(() => Int, { nullable: true, description: 'When starting: how many cards of the top block to take (at least 1). Absent: 1.' })
  count?: number | null;

  @Field(() => String, { nullable: true, description: 'When starting: the start mode (startModes.modes: chartered, nonChartered).' })
  mode?: string | null;

  @Field(() => Int, { nullable: true, description: 'When starting: the par price.' })
  par?: number | null;
}

@ObjectType('TableauMoveAction', { description: 'The solo player moves the top card of column `from` onto column `to`, whose top card is a share of the same corporation (1862 solo S13).' })
export class TableauMoveActionType {
  @Field(() => String, { description: 'The action type, always "tableau_move".' })
  type: 'tableau_move';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => SeatOrIdScalar, { description: 'The column the card leaves, 0-based.' })
  from: number | string;

  @Field(() => Int, { description: 'The column it goes to, 0-based.' })
  to: number;
}

@InputType('TableauMoveActionInput', { description: 'The tableau_move action (ActionInput.tableauMove). The solo player moves the top card of column `from` onto column `to`, whose top card is a share of the same corporation (1862 solo S13).' })
export class TableauMoveActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { description: 'The column the card leaves, 0-based.' })
  from: number;

  @Field(() => Int, { description: 'The column it goes to, 0-based.' })
  to: number;
}

@ObjectType('TableauDealAction', { description: 'The solo player deals a new column into the empty column `column`: a random corporation is put out of the game first, then cards are dealt from the draw pile, a card of a corporation out of the game going to the market and being replaced (1862 solo S13).' })
export class TableauDealActionType {
  @Field(() => String, { description: 'The action type, always "tableau_deal".' })
  type: 'tableau_deal';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'The empty column, 0-based.' })
  column?: number | null;
}

@InputType('TableauDealActionInput', { description: 'The tableau_deal action (ActionInput.tableauDeal). The solo player deals a new column into the empty column `column`: a random corporation is put out of the game first, then cards are dealt from the draw pile, a card of a corporation out of the game going to the market and being replaced (1862 solo S13).' })
export class TableauDealActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { description: 'The empty column, 0-based.' })
  column: number;
}

@ObjectType('TableauRemoveAction', { description: 'The solo player moves the top card of column `column` to the market without buying it; its corporation, if not started, is put out of the game (1862 solo S13).' })
export class TableauRemoveActionType {
  @Field(() => String, { description: 'The action type, always "tableau_remove".' })
  type: 'tableau_remove';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'The column, 0-based.' })
  column?: number | null;
}

@InputType('TableauRemoveActionInput', { description: 'The tableau_remove action (ActionInput.tableauRemove). The solo player moves the top card of column `column` to the market without buying it; its corporation, if not started, is put out of the game (1862 solo S13).' })
export class TableauRemoveActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => Int, { description: 'The column, 0-based.' })
  column: number;
}

@ObjectType('MulliganAction', { description: 'The solo player\'s one change to the setup, before any other action (1862 solo S7): \\"permits\\" reshuffles the permit queue, \\"companies\\" returns the corporations put out at setup to the cup and draws as many again, \\"column\\" puts column `column` under the draw pile and deals a new one into it.' })
export class MulliganActionType {
  @Field(() => String, { description: 'The action type, always "mulligan".' })
  type: 'mulligan';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => String, { description: 'What to change: permits, companies or column.' })
  kind: string;

  @Field(() => Int, { nullable: true, description: 'For kind column: the column, 0-based.' })
  column?: number | null;
}

@InputType('MulliganActionInput', { description: 'The mulligan action (ActionInput.mulligan). The solo player\'s one change to the setup, before any other action (1862 solo S7): \\"permits\\" reshuffles the permit queue, \\"companies\\" returns the corporations put out at setup to the cup and draws as many again, \\"column\\" puts column `column` under the draw pile and deals a new one into it.' })
export class MulliganActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The seat number (0-based) of the player acting.' })
  entity: number | string;

  @Field(() => MulliganKind, { description: 'What to change: permits, companies or column.' })
  kind: 'permits' | 'companies' | 'column';

  @Field(() => Int, { nullable: true, description: 'For kind column: the column, 0-based.' })
  column?: number | null;
}

@ObjectType('FundLobbyAction', { description: '1820 (rounds.stock.lobbies, §6.5.2.1 L395-424): in part A of a stock round a player funds a new lobby of their own, or raises any lobby, to `amount` in total; the amount must be unique among the lobbies, at least the minimum and a multiple of the step. The player pays the new money (a raise: the difference) to the bank; the lobby stays its funder\'s, who may start a company when lobbies are resolved. It is the one action of the turn.' })
export class FundLobbyActionType {
  @Field(() => String, { description: 'The action type, always "fund_lobby".' })
  type: 'fund_lobby';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'The amount of the lobby raised; absent: a new lobby.' })
  lobby?: number | null;

  @Field(() => Int, { description: 'The lobby\'s funding after the action.' })
  amount: number;
}

@InputType('FundLobbyActionInput', { description: 'The fund_lobby action (ActionInput.fundLobby). 1820 (rounds.stock.lobbies, §6.5.2.1 L395-424): in part A of a stock round a player funds a new lobby of their own, or raises any lobby, to `amount` in total; the amount must be unique among the lobbies, at least the minimum and a multiple of the step. The player pays the new money (a raise: the difference) to the bank; the lobby stays its funder\'s, who may start a company when lobbies are resolved. It is the one action of the turn.' })
export class FundLobbyActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'The amount of the lobby raised; absent: a new lobby.' })
  lobby?: number | null;

  @Field(() => Int, { description: 'The lobby\'s funding after the action.' })
  amount: number;
}

@ObjectType('BuyNationalShareAction', { description: '1820 (title.json britishRail, §13.5 L1298 with §6.5.2.4 L464-476): in a stock round after British Rail has appeared, a player buys one British Rail share unit from the bank pool at its current price, paid to the bank, as the one purchase of the turn. Refused at 60% (title.json holdingLimitPercent) or more.' })
export class BuyNationalShareActionType {
  @Field(() => String, { description: 'The action type, always "buy_national_share".' })
  type: 'buy_national_share';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;
}

@InputType('BuyNationalShareActionInput', { description: 'The buy_national_share action (ActionInput.buyNationalShare). 1820 (title.json britishRail, §13.5 L1298 with §6.5.2.4 L464-476): in a stock round after British Rail has appeared, a player buys one British Rail share unit from the bank pool at its current price, paid to the bank, as the one purchase of the turn. Refused at 60% (title.json holdingLimitPercent) or more.' })
export class BuyNationalShareActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;
}

@ObjectType('SellNationalSharesAction', { description: '1820 (title.json britishRail, §13.5 L1298 with §6.5.2.3 L450-462): in a stock round a player sells British Rail share units to the bank pool at its current price each, paid by the bank; some player must still hold a unit after the sale.' })
export class SellNationalSharesActionType {
  @Field(() => String, { description: 'The action type, always "sell_national_shares".' })
  type: 'sell_national_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => Int, { description: 'How many share units are sold.' })
  units: number;
}

@InputType('SellNationalSharesActionInput', { description: 'The sell_national_shares action (ActionInput.sellNationalShares). 1820 (title.json britishRail, §13.5 L1298 with §6.5.2.3 L450-462): in a stock round a player sells British Rail share units to the bank pool at its current price each, paid by the bank; some player must still hold a unit after the sale.' })
export class SellNationalSharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => Int, { description: 'How many share units are sold.' })
  units: number;
}

@ObjectType('IncreaseSharesAction', { description: '1820 (title.json shareCounts.increase, §6.5.2.2 L426-449): a director raises their company\'s share count, as the one action of a part A turn; the director buys the treasury shares needed for players to hold the minimum, then the free pool shares are placed.' })
export class IncreaseSharesActionType {
  @Field(() => String, { description: 'The action type, always "increase_shares".' })
  type: 'increase_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the director\'s seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company.' })
  corporation?: string | null;

  @Field(() => Int, { nullable: true, description: 'The new share count.' })
  shares?: number | null;

  @Field(() => Int, { nullable: true, description: 'A private company going public (title.json privateCompanies; 1820 §6.5.2.2 step 1 L431-435): the par price chosen from those open now, where its marker is placed. Absent for a public company.' })
  price?: number | null;
}

@InputType('IncreaseSharesActionInput', { description: 'The increase_shares action (ActionInput.increaseShares). 1820 (title.json shareCounts.increase, §6.5.2.2 L426-449): a director raises their company\'s share count, as the one action of a part A turn; the director buys the treasury shares needed for players to hold the minimum, then the free pool shares are placed.' })
export class IncreaseSharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the director\'s seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { description: 'The company.' })
  corporation: string;

  @Field(() => Int, { description: 'The new share count.' })
  shares: number;

  @Field(() => Int, { nullable: true, description: 'A private company going public (title.json privateCompanies; 1820 §6.5.2.2 step 1 L431-435): the par price chosen from those open now, where its marker is placed. Absent for a public company.' })
  price?: number | null;
}

@ObjectType('ReduceSharesAction', { description: '1820 (title.json shareCounts.reduce, §8.2 L753-778): in the Issue & Takeover round\'s free-for-all a company lowers its share count; it buys back shares from the pool, then from players, until no more than the new count are in play, retires treasury shares, and repays loans above its shares in play.' })
export class ReduceSharesActionType {
  @Field(() => String, { description: 'The action type, always "reduce_shares".' })
  type: 'reduce_shares';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the corporation\'s id (its director submits the action).' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company, the same as entity.' })
  corporation?: string | null;

  @Field(() => Int, { nullable: true, description: 'The new share count.' })
  shares?: number | null;

  @Field(() => String, { nullable: true, description: 'With shares 1 only: a private company the same director already directs, into which the new private company merges by the takeover procedure, for no payment (1820 §8.2 L768-770, §8.4.3). Absent: no merger.' })
  mergeInto?: string | null;

  @Field(() => Int, { nullable: true, description: 'Loans the company takes first to pay for it, one by one at the title\'s loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, "as needed in any other round for any expense"). Absent: none.' })
  loans?: number | null;
}

@InputType('ReduceSharesActionInput', { description: 'The reduce_shares action (ActionInput.reduceShares). 1820 (title.json shareCounts.reduce, §8.2 L753-778): in the Issue & Takeover round\'s free-for-all a company lowers its share count; it buys back shares from the pool, then from players, until no more than the new count are in play, retires treasury shares, and repays loans above its shares in play.' })
export class ReduceSharesActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the corporation\'s id (its director submits the action).' })
  entity: number | string;

  @Field(() => String, { description: 'The company, the same as entity.' })
  corporation: string;

  @Field(() => Int, { description: 'The new share count.' })
  shares: number;

  @Field(() => String, { nullable: true, description: 'With shares 1 only: a private company the same director already directs, into which the new private company merges by the takeover procedure, for no payment (1820 §8.2 L768-770, §8.4.3). Absent: no merger.' })
  mergeInto?: string | null;

  @Field(() => Int, { nullable: true, description: 'Loans the company takes first to pay for it, one by one at the title\'s loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, "as needed in any other round for any expense"). Absent: none.' })
  loans?: number | null;
}

@ObjectType('OfferTakeoverAction', { description: '1820 (rounds.issueTakeover.takeovers, §8.4 L789-882): the company on turn in the takeover step offers a company (itself or another) for takeover; an auction follows (bid with entityType corporation, entity the bidding company, corporation the offered company).' })
export class OfferTakeoverActionType {
  @Field(() => String, { description: 'The action type, always "offer_takeover".' })
  type: 'offer_takeover';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the offering corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The offering corporation\'s id.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The company offered.' })
  corporation?: string | null;
}

@InputType('OfferTakeoverActionInput', { description: 'The offer_takeover action (ActionInput.offerTakeover). 1820 (rounds.issueTakeover.takeovers, §8.4 L789-882): the company on turn in the takeover step offers a company (itself or another) for takeover; an auction follows (bid with entityType corporation, entity the bidding company, corporation the offered company).' })
export class OfferTakeoverActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (the offering corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The offering corporation\'s id.' })
  entity: number | string;

  @Field(() => String, { description: 'The company offered.' })
  corporation: string;
}

@ObjectType('RespondTakeoverAction', { description: '1820 (§8.4.2 L840-842): the offered company\'s director accepts or declines a winning bid below the forcing bid.' })
export class RespondTakeoverActionType {
  @Field(() => String, { description: 'The action type, always "respond_takeover".' })
  type: 'respond_takeover';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The director\'s seat number.' })
  entity: number | string;

  @Field(() => Boolean, { description: 'True: the sale goes ahead; false: the takeover fails.' })
  accept: boolean;
}

@InputType('RespondTakeoverActionInput', { description: 'The respond_takeover action (ActionInput.respondTakeover). 1820 (§8.4.2 L840-842): the offered company\'s director accepts or declines a winning bid below the forcing bid.' })
export class RespondTakeoverActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The director\'s seat number.' })
  entity: number | string;

  @Field(() => Boolean, { description: 'True: the sale goes ahead; false: the takeover fails.' })
  accept: boolean;
}

@ObjectType('BidFutureTrainAction', { description: 'A bid in the future-train auction that opens a stock round (trains.json futureTrains; 1820 §6.4.2): at least minBid, a multiple of step and above the standing bid.' })
export class BidFutureTrainActionType {
  @Field(() => String, { description: 'The action type, always "bid_future_train".' })
  type: 'bid_future_train';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: a seat number (player) or a corporation id.' })
  entity: number | string;

  @Field(() => Int, { nullable: true, description: 'The bid.' })
  price?: number | null;
}

@InputType('BidFutureTrainActionInput', { description: 'The bid_future_train action (ActionInput.bidFutureTrain). A bid in the future-train auction that opens a stock round (trains.json futureTrains; 1820 §6.4.2): at least minBid, a multiple of step and above the standing bid.' })
export class BidFutureTrainActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: a seat number (player) or a corporation id.' })
  entity: number | string;

  @Field(() => Int, { description: 'The bid.' })
  price: number;
}

@ObjectType('TakeFutureTrainAction', { description: 'The future-train auction winner takes one train of the lot at the winning bid (1820 §6.4.2); a pass after taking one puts the rest of the lot up again.' })
export class TakeFutureTrainActionType {
  @Field(() => String, { description: 'The action type, always "take_future_train".' })
  type: 'take_future_train';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: a seat number (player) or a corporation id.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The train type taken (trains.json id).' })
  train?: string | null;
}

@InputType('TakeFutureTrainActionInput', { description: 'The take_future_train action (ActionInput.takeFutureTrain). The future-train auction winner takes one train of the lot at the winning bid (1820 §6.4.2); a pass after taking one puts the rest of the lot up again.' })
export class TakeFutureTrainActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: a seat number (player) or a corporation id.' })
  entity: number | string;

  @Field(() => String, { description: 'The train type taken (trains.json id).' })
  train: string;
}

@ObjectType('AssignFutureTrainAction', { description: 'A corporation, in its operating turn, receives a future train held by its director (1820 §6.4.3 L356-366); it counts as buying that type from the supply.' })
export class AssignFutureTrainActionType {
  @Field(() => String, { description: 'The action type, always "assign_future_train".' })
  type: 'assign_future_train';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: a seat number (player) or a corporation id.' })
  entity: number | string;

  @Field(() => String, { nullable: true, description: 'The train type assigned (trains.json id).' })
  train?: string | null;
}

@InputType('AssignFutureTrainActionInput', { description: 'The assign_future_train action (ActionInput.assignFutureTrain). A corporation, in its operating turn, receives a future train held by its director (1820 §6.4.3 L356-366); it counts as buying that type from the supply.' })
export class AssignFutureTrainActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: a seat number (player) or a corporation id.' })
  entity: number | string;

  @Field(() => String, { description: 'The train type assigned (trains.json id).' })
  train: string;
}

@ObjectType('ProposeTradeAction', { description: 'A deal that needs another player\'s consent (title.json negotiation; 1820 §10.1 L940-949), proposed by the entity acting (a player in a stock turn, the operating company in its turn). The turn stays with the proposer; the counterpart answers out of turn with accept_proposal or decline_proposal. One proposal at a time; it lapses when the proposer\'s turn ends.' })
export class ProposeTradeActionType {
  @Field(() => String, { description: 'The action type, always "propose_trade".' })
  type: 'propose_trade';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player, or the operating corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The proposer: a seat number, or the operating corporation\'s id.' })
  entity: number | string;

  @Field(() => ProposeTradeDeal, { description: 'The kind of deal (title.json negotiation.deals): buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.' })
  deal: 'buyShare' | 'sellShare' | 'placeShare' | 'assignFutureTrain' | 'buyTrain' | 'contributionSale';

  @Field(() => Int, { description: 'The counterpart player\'s seat, who must agree (contributionSale: the player who would direct the company after the sale).' })
  to: number;

  @Field(() => String, { nullable: true, description: 'The company whose share changes hands (buyShare, sellShare, placeShare), the company selling the train (buyTrain), or the company of which the director sells a share to the pool (contributionSale).' })
  corporation?: string | null;

  @Field(() => String, { nullable: true, description: 'An investor the proposer plays (1820: a cousin) that buys or sells instead of the proposer (buyShare, sellShare). Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;

  @Field(() => String, { nullable: true, description: 'An investor the counterpart plays (1820: a cousin) that sells or buys instead of the counterpart (buyShare, sellShare, placeShare), or that the seller names to direct the company among investors tied after the sale (contributionSale, as sell_shares successorInvestor). Formerly `toCousin` (FormerFieldNames).' })
  toInvestor?: string | null;

  @Field(() => String, { nullable: true, description: 'The counterpart\'s future train type assigned to the operating company (assignFutureTrain), or the id of the train bought (buyTrain).' })
  train?: string | null;

  @Field(() => Int, { nullable: true, description: 'The price agreed (buyTrain): paid by the operating company to the selling company, at least 1.' })
  price?: number | null;
}

@InputType('ProposeTradeActionInput', { description: 'The propose_trade action (ActionInput.proposeTrade). A deal that needs another player\'s consent (title.json negotiation; 1820 §10.1 L940-949), proposed by the entity acting (a player in a stock turn, the operating company in its turn). The turn stays with the proposer; the counterpart answers out of turn with accept_proposal or decline_proposal. One proposal at a time; it lapses when the proposer\'s turn ends.' })
export class ProposeTradeActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player, or the operating corporation).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The proposer: a seat number, or the operating corporation\'s id.' })
  entity: number | string;

  @Field(() => ProposeTradeDeal, { description: 'The kind of deal (title.json negotiation.deals): buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.' })
  deal: 'buyShare' | 'sellShare' | 'placeShare' | 'assignFutureTrain' | 'buyTrain' | 'contributionSale';

  @Field(() => Int, { description: 'The counterpart player\'s seat, who must agree (contributionSale: the player who would direct the company after the sale).' })
  to: number;

  @Field(() => String, { nullable: true, description: 'The company whose share changes hands (buyShare, sellShare, placeShare), the company selling the train (buyTrain), or the company of which the director sells a share to the pool (contributionSale).' })
  corporation?: string | null;

  @Field(() => String, { nullable: true, description: 'An investor the proposer plays (1820: a cousin) that buys or sells instead of the proposer (buyShare, sellShare). Formerly `cousin` (FormerFieldNames).' })
  investor?: string | null;

  @Field(() => String, { nullable: true, description: 'An investor the counterpart plays (1820: a cousin) that sells or buys instead of the counterpart (buyShare, sellShare, placeShare), or that the seller names to direct the company among investors tied after the sale (contributionSale, as sell_shares successorInvestor). Formerly `toCousin` (FormerFieldNames).' })
  toInvestor?: string | null;

  @Field(() => String, { nullable: true, description: 'The counterpart\'s future train type assigned to the operating company (assignFutureTrain), or the id of the train bought (buyTrain).' })
  train?: string | null;

  @Field(() => Int, { nullable: true, description: 'The price agreed (buyTrain): paid by the operating company to the selling company, at least 1.' })
  price?: number | null;
}

@ObjectType('WithdrawProposalAction', { description: 'The proposer withdraws its open proposal (title.json negotiation); nothing changes, and the same terms cannot be proposed again in that turn.' })
export class WithdrawProposalActionType {
  @Field(() => String, { description: 'The action type, always "withdraw_proposal".' })
  type: 'withdraw_proposal';

  @Field(() => ActionEntityType, { description: 'The kind of entity that proposed.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The proposer, as in its propose_trade.' })
  entity: number | string;
}

@InputType('WithdrawProposalActionInput', { description: 'The withdraw_proposal action (ActionInput.withdrawProposal). The proposer withdraws its open proposal (title.json negotiation); nothing changes, and the same terms cannot be proposed again in that turn.' })
export class WithdrawProposalActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity that proposed.' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The proposer, as in its propose_trade.' })
  entity: number | string;
}

@ObjectType('AcceptProposalAction', { description: 'The counterpart of the open proposal agrees (title.json negotiation), out of turn: the deal is carried out at once with every ordinary rule checked now, or refused.' })
export class AcceptProposalActionType {
  @Field(() => String, { description: 'The action type, always "accept_proposal".' })
  type: 'accept_proposal';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The counterpart\'s seat number.' })
  entity: number | string;
}

@InputType('AcceptProposalActionInput', { description: 'The accept_proposal action (ActionInput.acceptProposal). The counterpart of the open proposal agrees (title.json negotiation), out of turn: the deal is carried out at once with every ordinary rule checked now, or refused.' })
export class AcceptProposalActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The counterpart\'s seat number.' })
  entity: number | string;
}

@ObjectType('DeclineProposalAction', { description: 'The counterpart of the open proposal refuses it (title.json negotiation), out of turn; nothing changes, and the same terms cannot be proposed again in that turn.' })
export class DeclineProposalActionType {
  @Field(() => String, { description: 'The action type, always "decline_proposal".' })
  type: 'decline_proposal';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The counterpart\'s seat number.' })
  entity: number | string;
}

@InputType('DeclineProposalActionInput', { description: 'The decline_proposal action (ActionInput.declineProposal). The counterpart of the open proposal refuses it (title.json negotiation), out of turn; nothing changes, and the same terms cannot be proposed again in that turn.' })
export class DeclineProposalActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'The counterpart\'s seat number.' })
  entity: number | string;
}

@ObjectType('BidCousinAction', { description: 'The cousin auction (cousins.json auction; 1820 §6.3.2 L302-312): the player bids `price` on a cousin, at least the minimum, a multiple of the step and above the cousin\'s standing bid, which is returned to its bidder. The bid money is held by the bank until the auction ends (returned if outbid). At most maxLotsWithBids cousins carry bids: a bid on another must beat the smallest standing bid, which (with any tied with it) is returned.' })
export class BidCousinActionType {
  @Field(() => String, { description: 'The action type, always "bid_cousin".' })
  type: 'bid_cousin';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { description: 'The cousin bid on (cousins.json id).' })
  cousin: string;

  @Field(() => Int, { nullable: true, description: 'The bid.' })
  price?: number | null;
}

@InputType('BidCousinActionInput', { description: 'The bid_cousin action (ActionInput.bidCousin). The cousin auction (cousins.json auction; 1820 §6.3.2 L302-312): the player bids `price` on a cousin, at least the minimum, a multiple of the step and above the cousin\'s standing bid, which is returned to its bidder. The bid money is held by the bank until the auction ends (returned if outbid). At most maxLotsWithBids cousins carry bids: a bid on another must beat the smallest standing bid, which (with any tied with it) is returned.' })
export class BidCousinActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { description: 'The cousin bid on (cousins.json id).' })
  cousin: string;

  @Field(() => Int, { description: 'The bid.' })
  price: number;
}

@ObjectType('BuyCousinAction', { description: 'After the cousin auction (1820 §6.3.3 L320-326): the player whose offer it is buys an unbid cousin at the lowest winning bid (`price`, which must equal it). A pass ends the player\'s offer.' })
export class BuyCousinActionType {
  @Field(() => String, { description: 'The action type, always "buy_cousin".' })
  type: 'buy_cousin';

  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { description: 'The cousin bought (cousins.json id).' })
  cousin: string;

  @Field(() => Int, { nullable: true, description: 'The price: the lowest winning bid of the auction.' })
  price?: number | null;
}

@InputType('BuyCousinActionInput', { description: 'The buy_cousin action (ActionInput.buyCousin). After the cousin auction (1820 §6.3.3 L320-326): the player whose offer it is buys an unbid cousin at the lowest winning bid (`price`, which must equal it). A pass ends the player\'s offer.' })
export class BuyCousinActionInputType {
  @Field(() => ActionEntityType, { description: 'The kind of entity acting (a player).' })
  entityType: 'player' | 'corporation' | 'company';

  @Field(() => SeatOrIdScalar, { description: 'Who acts: the seat number (0-based).' })
  entity: number | string;

  @Field(() => String, { description: 'The cousin bought (cousins.json id).' })
  cousin: string;

  @Field(() => Int, { description: 'The price: the lowest winning bid of the auction.' })
  price: number;
}

/** Action type → the type-graphql class of its object type. */
export const ACTION_OBJECT_TYPES = {
  pass: PassActionType,
  par: ParActionType,
  buy_shares: BuySharesActionType,
  sell_shares: SellSharesActionType,
  buy_company: BuyCompanyActionType,
  sell_company: SellCompanyActionType,
  lay_tile: LayTileActionType,
  place_token: PlaceTokenActionType,
  claim_port: ClaimPortActionType,
  move_token: MoveTokenActionType,
  buy_port: BuyPortActionType,
  run_routes: RunRoutesActionType,
  dividend: DividendActionType,
  buy_train: BuyTrainActionType,
  discard_train: DiscardTrainActionType,
  mark_train: MarkTrainActionType,
  bankrupt: BankruptActionType,
  end_game: EndGameActionType,
  bid: BidActionType,
  choose: ChooseActionType,
  assign: AssignActionType,
  protect_shares: ProtectSharesActionType,
  redeem_share: RedeemShareActionType,
  merge: MergeActionType,
  remove_token: RemoveTokenActionType,
  convert: ConvertActionType,
  reissue_shares: ReissueSharesActionType,
  destination_connection: DestinationConnectionActionType,
  offer_company: OfferCompanyActionType,
  respond_offer: RespondOfferActionType,
  exchange_company: ExchangeCompanyActionType,
  take_loan: TakeLoanActionType,
  pay_loan: PayLoanActionType,
  pay_costs: PayCostsActionType,
  tableau_buy: TableauBuyActionType,
  tableau_move: TableauMoveActionType,
  tableau_deal: TableauDealActionType,
  tableau_remove: TableauRemoveActionType,
  mulligan: MulliganActionType,
  fund_lobby: FundLobbyActionType,
  buy_national_share: BuyNationalShareActionType,
  sell_national_shares: SellNationalSharesActionType,
  increase_shares: IncreaseSharesActionType,
  reduce_shares: ReduceSharesActionType,
  offer_takeover: OfferTakeoverActionType,
  respond_takeover: RespondTakeoverActionType,
  bid_future_train: BidFutureTrainActionType,
  take_future_train: TakeFutureTrainActionType,
  assign_future_train: AssignFutureTrainActionType,
  propose_trade: ProposeTradeActionType,
  withdraw_proposal: WithdrawProposalActionType,
  accept_proposal: AcceptProposalActionType,
  decline_proposal: DeclineProposalActionType,
  bid_cousin: BidCousinActionType,
  buy_cousin: BuyCousinActionType,
} as const;

export const ActionUnion = createUnionType({
  name: 'Action',
  description: 'An action, typed: one object type per action type (the JSON form is the same object with its `type`).',
  types: () => Object.values(ACTION_OBJECT_TYPES),
  resolveType: (value: { type?: unknown }) => {
    const cls = ACTION_OBJECT_TYPES[value.type as keyof typeof ACTION_OBJECT_TYPES];
    if (!cls) throw new TypeError(`no GraphQL type for action type ${JSON.stringify(value.type)}`);
    return cls;
  },
});

/** ActionInput field → action type. */
export const ACTION_INPUT_FIELDS = {
  pass: 'pass',
  par: 'par',
  buyShares: 'buy_shares',
  sellShares: 'sell_shares',
  buyCompany: 'buy_company',
  sellCompany: 'sell_company',
  layTile: 'lay_tile',
  placeToken: 'place_token',
  claimPort: 'claim_port',
  moveToken: 'move_token',
  buyPort: 'buy_port',
  runRoutes: 'run_routes',
  dividend: 'dividend',
  buyTrain: 'buy_train',
  discardTrain: 'discard_train',
  markTrain: 'mark_train',
  bankrupt: 'bankrupt',
  endGame: 'end_game',
  bid: 'bid',
  choose: 'choose',
  assign: 'assign',
  protectShares: 'protect_shares',
  redeemShare: 'redeem_share',
  merge: 'merge',
  removeToken: 'remove_token',
  convert: 'convert',
  reissueShares: 'reissue_shares',
  destinationConnection: 'destination_connection',
  offerCompany: 'offer_company',
  respondOffer: 'respond_offer',
  exchangeCompany: 'exchange_company',
  takeLoan: 'take_loan',
  payLoan: 'pay_loan',
  payCosts: 'pay_costs',
  tableauBuy: 'tableau_buy',
  tableauMove: 'tableau_move',
  tableauDeal: 'tableau_deal',
  tableauRemove: 'tableau_remove',
  mulligan: 'mulligan',
  fundLobby: 'fund_lobby',
  buyNationalShare: 'buy_national_share',
  sellNationalShares: 'sell_national_shares',
  increaseShares: 'increase_shares',
  reduceShares: 'reduce_shares',
  offerTakeover: 'offer_takeover',
  respondTakeover: 'respond_takeover',
  bidFutureTrain: 'bid_future_train',
  takeFutureTrain: 'take_future_train',
  assignFutureTrain: 'assign_future_train',
  proposeTrade: 'propose_trade',
  withdrawProposal: 'withdraw_proposal',
  acceptProposal: 'accept_proposal',
  declineProposal: 'decline_proposal',
  bidCousin: 'bid_cousin',
  buyCousin: 'buy_cousin',
} as const;

/**
 * One action, typed: exactly one field, named after the action type in camelCase (graphql
 * @oneOf; api/graphql/schema.ts marks it so after type-graphql built it).
 */
@InputType('ActionInput', { description: 'An action, typed: set exactly one field, named after the action type in camelCase (lay_tile → layTile). The same action as the JSON form, with `type` given by the field.' })
export class ActionInputType {
  @Field(() => PassActionInputType, { nullable: true, description: 'pass: The entity passes: ends its turn or declines the current step.' })
  pass?: PassActionInputType | null;

  @Field(() => ParActionInputType, { nullable: true, description: 'par: A player starts a corporation by buying its president\'s certificate at a par price. It is also the pick of a director\'s certificate by the winner of a bid-then-pick auction (paid on top of the winning bid).' })
  par?: ParActionInputType | null;

  @Field(() => BuySharesActionInputType, { nullable: true, description: 'buy_shares: A player buys shares of a corporation.' })
  buyShares?: BuySharesActionInputType | null;

  @Field(() => SellSharesActionInputType, { nullable: true, description: 'sell_shares: A player sells shares of a corporation to the market pool.' })
  sellShares?: SellSharesActionInputType | null;

  @Field(() => BuyCompanyActionInputType, { nullable: true, description: 'buy_company: The entity buys a private company (from the bank, or from a player by a corporation). It is also the pick of a private company by the winner of a bid-then-pick auction, at its face value (paid on top of the winning bid).' })
  buyCompany?: BuyCompanyActionInputType | null;

  @Field(() => SellCompanyActionInputType, { nullable: true, description: 'sell_company: A player sells a private company to the bank in a stock-round turn, for its face value less the title\'s discount (1860 rules L221-226: from the second stock round, at face value less 30); the bank then offers it again at face value.' })
  sellCompany?: SellCompanyActionInputType | null;

  @Field(() => LayTileActionInputType, { nullable: true, description: 'lay_tile: A corporation lays or upgrades a tile.' })
  layTile?: LayTileActionInputType | null;

  @Field(() => PlaceTokenActionInputType, { nullable: true, description: 'place_token: A corporation places a station token in a city.' })
  placeToken?: PlaceTokenActionInputType | null;

  @Field(() => ClaimPortActionInputType, { nullable: true, description: 'claim_port: The operating corporation claims the port marker still on the map at a port hex, in its station step and instead of a station (title.json ports; 1843 rules L3482-3525).' })
  claimPort?: ClaimPortActionInputType | null;

  @Field(() => MoveTokenActionInputType, { nullable: true, description: 'move_token: The operating corporation moves one of its placed stations, in its station step and instead of placing one (title.json rounds.operating.stationMove; 1843 rules L3392-3467); a blocked marker takes the old place.' })
  moveToken?: MoveTokenActionInputType | null;

  @Field(() => BuyPortActionInputType, { nullable: true, description: 'buy_port: The operating corporation buys another corporation\'s port marker for exactly title.json ports.salePrice (1843 rules L4546-4548).' })
  buyPort?: BuyPortActionInputType | null;

  @Field(() => RunRoutesActionInputType, { nullable: true, description: 'run_routes: A corporation runs its trains; each route gives the stops and track it uses.' })
  runRoutes?: RunRoutesActionInputType | null;

  @Field(() => DividendActionInputType, { nullable: true, description: 'dividend: A corporation distributes or withholds the revenue of its last run.' })
  dividend?: DividendActionInputType | null;

  @Field(() => BuyTrainActionInputType, { nullable: true, description: 'buy_train: A corporation buys a train.' })
  buyTrain?: BuyTrainActionInputType | null;

  @Field(() => DiscardTrainActionInputType, { nullable: true, description: 'discard_train: A corporation over its train limit discards a train to the pool.' })
  discardTrain?: DiscardTrainActionInputType | null;

  @Field(() => MarkTrainActionInputType, { nullable: true, description: 'mark_train: A private company with an obsolescence ability (1843\'s Cie du Val de Loire, the Engineers card, rules L5265-5330) marks one of its owning corporation\'s train certificates, in that corporation\'s buy-train step: the certificate will become obsolete instead of rusting. The company acts (entityType "company").' })
  markTrain?: MarkTrainActionInputType | null;

  @Field(() => BankruptActionInputType, { nullable: true, description: 'bankrupt: The entity declares bankruptcy (it cannot meet an obligation).' })
  bankrupt?: BankruptActionInputType | null;

  @Field(() => EndGameActionInputType, { nullable: true, description: 'end_game: Ends the game at once (e.g. by agreement of the players).' })
  endGame?: EndGameActionInputType | null;

  @Field(() => BidActionInputType, { nullable: true, description: 'bid: A player bids in an auction. In a waterfall auction the bid names a private company, and a bid at the current price of the cheapest company buys it. In a bid-then-pick auction (rounds.auction.bidThenPick) the bid names nothing: it is for the right to pick an item afterwards (with buy_company or par).' })
  bid?: BidActionInputType | null;

  @Field(() => ChooseActionInputType, { nullable: true, description: 'choose: The entity makes a choice the current step offers (e.g. 1870\'s destination marker: "Map" or "Charter").' })
  choose?: ChooseActionInputType | null;

  @Field(() => AssignActionInputType, { nullable: true, description: 'assign: A private company owned by a corporation places its token on a hex (1870\'s cattle and port tokens).' })
  assign?: AssignActionInputType | null;

  @Field(() => ProtectSharesActionInputType, { nullable: true, description: 'protect_shares: A president buys the whole block of their corporation\'s shares just sold, at the price it was sold for, so the share price does not fall (1870 rules, Share price protection).' })
  protectShares?: ProtectSharesActionInputType | null;

  @Field(() => RedeemShareActionInputType, { nullable: true, description: 'redeem_share: A corporation buys back one of its own shares into its treasury during its president\'s stock turn (1870 rules, Share redemption), or from the market pool in its operating turn (operating step redeemShare; 1862).' })
  redeemShare?: RedeemShareActionInputType | null;

  @Field(() => MergeActionInputType, { nullable: true, description: 'merge: The operating corporation proposes a merger (operating step "merge", at the start of its turn) or an acquisition (step "acquire", at its end) with another corporation (1862 rules §2.7).' })
  merge?: MergeActionInputType | null;

  @Field(() => RemoveTokenActionInputType, { nullable: true, description: 'remove_token: During a merger whose two companies hold more stations than title.json mergers.maxStations allows, the survivor removes one of their station tokens (1862 rules §2.7; never the survivor\'s home station).' })
  removeToken?: RemoveTokenActionInputType | null;

  @Field(() => ConvertActionInputType, { nullable: true, description: 'convert: The director of a company that must buy a train it cannot pay for chooses refinancing instead of the treasury share sale a pass would make, when both would cover the shortfall (rounds.operating.emergencyBuy.raise; 1862 rules §2.6 item 7).' })
  convert?: ConvertActionInputType | null;

  @Field(() => ReissueSharesActionInputType, { nullable: true, description: 'reissue_shares: A corporation returns all its redeemed shares to the initial offering at a new par price (1870 rules, Share reissue).' })
  reissueShares?: ReissueSharesActionInputType | null;

  @Field(() => DestinationConnectionActionInputType, { nullable: true, description: 'destination_connection: Imported games only: the recorded outcome of 18xx.games\' connection check (1870): these corporations make their connection runs now. Games played here compute the check themselves and refuse this action.' })
  destinationConnection?: DestinationConnectionActionInputType | null;

  @Field(() => OfferCompanyActionInputType, { nullable: true, description: 'offer_company: In a stock turn, where the phase allows trades of private companies between players (phases.json status interplayerPrivateTrade): the player offers to buy a private company from the player who owns it, at a price of their choosing. The owner then accepts or declines (respond_offer). A trade takes the place of the turn\'s purchase.' })
  offerCompany?: OfferCompanyActionInputType | null;

  @Field(() => RespondOfferActionInputType, { nullable: true, description: 'respond_offer: The owner of a private company answers the offer made for it (offer_company): accept (the company and the money change hands) or decline (the buyer\'s turn goes on).' })
  respondOffer?: RespondOfferActionInputType | null;

  @Field(() => ExchangeCompanyActionInputType, { nullable: true, description: 'exchange_company: A player exchanges a private company they own for a share of a corporation, by the company\'s exchange ability (1860: each ferry company for its corporation\'s reserved 10% share). The company leaves the game. A free action in the player\'s stock-round turn, unless the ability says it counts as the turn\'s purchase (1843).' })
  exchangeCompany?: ExchangeCompanyActionInputType | null;

  @Field(() => TakeLoanActionInputType, { nullable: true, description: 'take_loan: The operating corporation takes one loan from the bank (title.json loans; 1820 §17): at any point of its operating turn.' })
  takeLoan?: TakeLoanActionInputType | null;

  @Field(() => PayLoanActionInputType, { nullable: true, description: 'pay_loan: The operating corporation repays one of its loans to the bank, at the repayLoans step of its operating turn (title.json loans; 1820 §7.2.9, §17.3).' })
  payLoan?: PayLoanActionInputType | null;

  @Field(() => PayCostsActionInputType, { nullable: true, description: 'pay_costs: The operating corporation\'s director decides on a running cost at its step (title.json costOfBusiness.maintenanceChoice, loans.interestChoice; 1820 §7.2.5 L645-656, §7.2.8 L688-700): pay it, the director adding from their cash what the treasury lacks (the price then moves as the title says), or not pay it, which puts the company into liquidation.' })
  payCosts?: PayCostsActionInputType | null;

  @Field(() => TableauBuyActionInputType, { nullable: true, description: 'tableau_buy: The solo player (title.json tableau; 1862 solo S11-S12) buys the top card of a tableau column. For a corporation not yet started this starts it: `count` cards of the block of its cards at the top of the column (default 1), in the start mode `mode` at par `par`, paid to the bank; otherwise one share at par (chartered, never merged) or at the market price.' })
  tableauBuy?: TableauBuyActionInputType | null;

  @Field(() => TableauMoveActionInputType, { nullable: true, description: 'tableau_move: The solo player moves the top card of column `from` onto column `to`, whose top card is a share of the same corporation (1862 solo S13).' })
  tableauMove?: TableauMoveActionInputType | null;

  @Field(() => TableauDealActionInputType, { nullable: true, description: 'tableau_deal: The solo player deals a new column into the empty column `column`: a random corporation is put out of the game first, then cards are dealt from the draw pile, a card of a corporation out of the game going to the market and being replaced (1862 solo S13).' })
  tableauDeal?: TableauDealActionInputType | null;

  @Field(() => TableauRemoveActionInputType, { nullable: true, description: 'tableau_remove: The solo player moves the top card of column `column` to the market without buying it; its corporation, if not started, is put out of the game (1862 solo S13).' })
  tableauRemove?: TableauRemoveActionInputType | null;

  @Field(() => MulliganActionInputType, { nullable: true, description: 'mulligan: The solo player\'s one change to the setup, before any other action (1862 solo S7): \\"permits\\" reshuffles the permit queue, \\"companies\\" returns the corporations put out at setup to the cup and draws as many again, \\"column\\" puts column `column` under the draw pile and deals a new one into it.' })
  mulligan?: MulliganActionInputType | null;

  @Field(() => FundLobbyActionInputType, { nullable: true, description: 'fund_lobby: 1820 (rounds.stock.lobbies, §6.5.2.1 L395-424): in part A of a stock round a player funds a new lobby of their own, or raises any lobby, to `amount` in total; the amount must be unique among the lobbies, at least the minimum and a multiple of the step. The player pays the new money (a raise: the difference) to the bank; the lobby stays its funder\'s, who may start a company when lobbies are resolved. It is the one action of the turn.' })
  fundLobby?: FundLobbyActionInputType | null;

  @Field(() => BuyNationalShareActionInputType, { nullable: true, description: 'buy_national_share: 1820 (title.json britishRail, §13.5 L1298 with §6.5.2.4 L464-476): in a stock round after British Rail has appeared, a player buys one British Rail share unit from the bank pool at its current price, paid to the bank, as the one purchase of the turn. Refused at 60% (title.json holdingLimitPercent) or more.' })
  buyNationalShare?: BuyNationalShareActionInputType | null;

  @Field(() => SellNationalSharesActionInputType, { nullable: true, description: 'sell_national_shares: 1820 (title.json britishRail, §13.5 L1298 with §6.5.2.3 L450-462): in a stock round a player sells British Rail share units to the bank pool at its current price each, paid by the bank; some player must still hold a unit after the sale.' })
  sellNationalShares?: SellNationalSharesActionInputType | null;

  @Field(() => IncreaseSharesActionInputType, { nullable: true, description: 'increase_shares: 1820 (title.json shareCounts.increase, §6.5.2.2 L426-449): a director raises their company\'s share count, as the one action of a part A turn; the director buys the treasury shares needed for players to hold the minimum, then the free pool shares are placed.' })
  increaseShares?: IncreaseSharesActionInputType | null;

  @Field(() => ReduceSharesActionInputType, { nullable: true, description: 'reduce_shares: 1820 (title.json shareCounts.reduce, §8.2 L753-778): in the Issue & Takeover round\'s free-for-all a company lowers its share count; it buys back shares from the pool, then from players, until no more than the new count are in play, retires treasury shares, and repays loans above its shares in play.' })
  reduceShares?: ReduceSharesActionInputType | null;

  @Field(() => OfferTakeoverActionInputType, { nullable: true, description: 'offer_takeover: 1820 (rounds.issueTakeover.takeovers, §8.4 L789-882): the company on turn in the takeover step offers a company (itself or another) for takeover; an auction follows (bid with entityType corporation, entity the bidding company, corporation the offered company).' })
  offerTakeover?: OfferTakeoverActionInputType | null;

  @Field(() => RespondTakeoverActionInputType, { nullable: true, description: 'respond_takeover: 1820 (§8.4.2 L840-842): the offered company\'s director accepts or declines a winning bid below the forcing bid.' })
  respondTakeover?: RespondTakeoverActionInputType | null;

  @Field(() => BidFutureTrainActionInputType, { nullable: true, description: 'bid_future_train: A bid in the future-train auction that opens a stock round (trains.json futureTrains; 1820 §6.4.2): at least minBid, a multiple of step and above the standing bid.' })
  bidFutureTrain?: BidFutureTrainActionInputType | null;

  @Field(() => TakeFutureTrainActionInputType, { nullable: true, description: 'take_future_train: The future-train auction winner takes one train of the lot at the winning bid (1820 §6.4.2); a pass after taking one puts the rest of the lot up again.' })
  takeFutureTrain?: TakeFutureTrainActionInputType | null;

  @Field(() => AssignFutureTrainActionInputType, { nullable: true, description: 'assign_future_train: A corporation, in its operating turn, receives a future train held by its director (1820 §6.4.3 L356-366); it counts as buying that type from the supply.' })
  assignFutureTrain?: AssignFutureTrainActionInputType | null;

  @Field(() => ProposeTradeActionInputType, { nullable: true, description: 'propose_trade: A deal that needs another player\'s consent (title.json negotiation; 1820 §10.1 L940-949), proposed by the entity acting (a player in a stock turn, the operating company in its turn). The turn stays with the proposer; the counterpart answers out of turn with accept_proposal or decline_proposal. One proposal at a time; it lapses when the proposer\'s turn ends.' })
  proposeTrade?: ProposeTradeActionInputType | null;

  @Field(() => WithdrawProposalActionInputType, { nullable: true, description: 'withdraw_proposal: The proposer withdraws its open proposal (title.json negotiation); nothing changes, and the same terms cannot be proposed again in that turn.' })
  withdrawProposal?: WithdrawProposalActionInputType | null;

  @Field(() => AcceptProposalActionInputType, { nullable: true, description: 'accept_proposal: The counterpart of the open proposal agrees (title.json negotiation), out of turn: the deal is carried out at once with every ordinary rule checked now, or refused.' })
  acceptProposal?: AcceptProposalActionInputType | null;

  @Field(() => DeclineProposalActionInputType, { nullable: true, description: 'decline_proposal: The counterpart of the open proposal refuses it (title.json negotiation), out of turn; nothing changes, and the same terms cannot be proposed again in that turn.' })
  declineProposal?: DeclineProposalActionInputType | null;

  @Field(() => BidCousinActionInputType, { nullable: true, description: 'bid_cousin: The cousin auction (cousins.json auction; 1820 §6.3.2 L302-312): the player bids `price` on a cousin, at least the minimum, a multiple of the step and above the cousin\'s standing bid, which is returned to its bidder. The bid money is held by the bank until the auction ends (returned if outbid). At most maxLotsWithBids cousins carry bids: a bid on another must beat the smallest standing bid, which (with any tied with it) is returned.' })
  bidCousin?: BidCousinActionInputType | null;

  @Field(() => BuyCousinActionInputType, { nullable: true, description: 'buy_cousin: After the cousin auction (1820 §6.3.3 L320-326): the player whose offer it is buys an unbid cousin at the lowest winning bid (`price`, which must equal it). A pass ends the player\'s offer.' })
  buyCousin?: BuyCousinActionInputType | null;
}
