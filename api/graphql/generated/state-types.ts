/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PhaseState', { description: 'The current phase and what it allows.' })
export class PhaseStateType {
  @Field(() => String, { description: 'Phase id as in phases.json, e.g. "3".' })
  id: string;

  @Field(() => Int, { description: '0-based index in the phase list.' })
  index: number;

  @Field(() => Int, { description: 'Most trains a corporation may own.' })
  trainLimit: number;

  @Field(() => Int, { nullable: true, description: 'Most train certificates a corporation may own (a double certificate holds two trains; phases.json, 1843); null when certificates are not limited apart.' })
  trainCertificateLimit: number | null;

  @Field(() => [String], { description: 'Tile colours that may be laid.' })
  tiles: string[];

  @Field(() => Int, { description: 'Operating rounds after each stock round.' })
  operatingRounds: number;
}

@ObjectType('BankState', { description: 'The bank.' })
export class BankStateType {
  @Field(() => Int, { description: 'Money left in the bank.' })
  cash: number;

  @Field(() => Boolean, { description: 'The bank has run out of money (the game ends by the title\'s rules).' })
  broken: boolean;
}

@ObjectType('PlayerShares', { description: 'A player\'s shares of one corporation.' })
export class PlayerSharesType {
  @Field(() => String, { description: 'The corporation id.' })
  corporation: string;

  @Field(() => Int, { description: 'Percent held.' })
  percent: number;

  @Field(() => Int, { description: 'Certificates held.' })
  certificates: number;

  @Field(() => Boolean, { description: 'Holds the president\'s certificate.' })
  president: boolean;
}

@ObjectType('PlayerState', { description: 'A player at the table.' })
export class PlayerStateType {
  @Field(() => Int, { description: 'The seat (0-based).' })
  seat: number;

  @Field(() => String, { description: 'The player name.' })
  name: string;

  @Field(() => Int, { description: 'Cash in hand.' })
  cash: number;

  @Field(() => Int, { description: 'Cash plus shares at market price plus companies at face value.' })
  netWorth: number;

  @Field(() => Boolean, { description: 'The player has gone bankrupt.' })
  bankrupt: boolean;

  @Field(() => [PlayerSharesType], { description: 'Shares held, by corporation.' })
  shares: PlayerSharesType[];

  @Field(() => [String], { description: 'Private companies owned.' })
  companies: string[];

  @Field(() => Int, { description: 'Certificates held (shares and companies), counted against the limit.' })
  certificates: number;
}

@ObjectType('MarketPosition', { description: 'A cell of the market grid.' })
export class MarketPositionType {
  @Field(() => Int, { description: 'Row, 0 at the top.' })
  row: number;

  @Field(() => Int, { description: 'Column, 0 at the left.' })
  col: number;
}

@ObjectType('TrainObsolete', { description: 'An obsolete train (abilities kind obsolescence).' })
export class TrainObsoleteType {
  @Field(() => Int, { description: 'Runs left before it is discarded.' })
  runsLeft: number;
}

@ObjectType('TrainHeld', { description: 'A train a corporation owns.' })
export class TrainHeldType {
  @Field(() => String, { description: 'Instance id, e.g. "3-1".' })
  id: string;

  @Field(() => String, { description: 'Train type, e.g. "3".' })
  type: string;

  @Field(() => String, { nullable: true, description: 'The variant (side) it was bought as, for a type with variants.' })
  variant?: string | null;

  @Field(() => Int, { nullable: true, description: 'Warranty marks left (trains.json warranties); absent (null) when none.' })
  warranties?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'True: it should have rusted but had warranty marks; it rusts when its last mark goes.' })
  rustPending?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'True: a rusted certificate bought from the rusted-train market (1843 gray phase).' })
  rusted?: boolean | null;

  @Field(() => String, { nullable: true, description: 'The company whose obsolescence ability marked it (1843 Engineers card): it becomes obsolete instead of rusting.' })
  marked?: string | null;

  @Field(() => TrainObsoleteType, { nullable: true, description: 'Present once the train is obsolete: it runs a last time, then is discarded.' })
  obsolete?: TrainObsoleteType | null;
}

@ObjectType('StationToken', { description: 'A station token on the map.' })
export class StationTokenType {
  @Field(() => String, { description: 'The hex.' })
  hex: string;

  @Field(() => Int, { description: 'Index of the city among the tile\'s cities.' })
  city: number;
}

@ObjectType('ShareHolding', { description: 'Shares of one corporation held by one holder.' })
export class ShareHoldingType {
  @Field(() => String, { description: '"ipo" (unsold), "market" (the bank pool), "player:<seat>" or "corp:<id>"; in the 1862 solo also "tableau" and "deck" (the draw pile); "removed" for a share taken out of the game (title.json byPlayerCount marketBuyRemovesShare).' })
  holder: string;

  @Field(() => Int, { nullable: true, description: 'The seat, when a player holds them; else null.' })
  seat: number | null;

  @Field(() => Int, { description: 'Percent of the corporation held.' })
  percent: number;

  @Field(() => Int, { description: 'Certificates held.' })
  certificates: number;

  @Field(() => Boolean, { description: 'Includes the president\'s certificate.' })
  president: boolean;
}

@ObjectType('CorporationState', { description: 'A corporation (a railway company with shares).' })
export class CorporationStateType {
  @Field(() => String, { description: 'The corporation id (corporations.json).' })
  id: string;

  @Field(() => String, { description: 'The full name.' })
  name: string;

  @Field(() => String, { description: 'Display colour from the definition.' })
  color: string;

  @Field(() => Int, { nullable: true, description: 'The president\'s seat; null when no player directs it.' })
  president: number | null;

  @Field(() => String, { nullable: true, description: 'The cousin (cousins.json id) directing it: it holds the most shares, `president` is null, and the company plays itself (1820 §13.4, §14.1). Null when a player or nobody directs it; absent in titles without cousins.' })
  cousinDirector?: string | null;

  @Field(() => Int, { description: 'Its treasury.' })
  cash: number;

  @Field(() => Int, { nullable: true, description: 'Par price; null before par.' })
  par: number | null;

  @Field(() => Int, { nullable: true, description: 'Current share price; null before par.' })
  sharePrice: number | null;

  @Field(() => MarketPositionType, { nullable: true, description: 'Cell on the market grid (null before par).' })
  market: MarketPositionType | null;

  @Field(() => Boolean, { description: 'Has floated.' })
  floated: boolean;

  @Field(() => Boolean, { description: 'Has completed an operating turn.' })
  operated: boolean;

  @Field(() => Boolean, { description: 'Has closed.' })
  closed: boolean;

  @Field(() => Int, { description: 'Percent that must be sold for it to float.' })
  floatPercent: number;

  @Field(() => String, { description: 'Home hex; empty when it has no fixed home (title.json floatStations; 1820).' })
  home: string;

  @Field(() => [TrainHeldType], { description: 'Trains owned.' })
  trains: TrainHeldType[];

  @Field(() => [StationTokenType], { description: 'Station tokens on the map, in the order placed (home first).' })
  tokens: StationTokenType[];

  @Field(() => [Int], { description: 'Costs of the tokens still on the charter, in placing order.' })
  tokensLeft: number[];

  @Field(() => Int, { nullable: true, description: 'Loans outstanding (title.json loans; 1820 §17); absent (null) in titles without loans.' })
  loans?: number | null;

  @Field(() => [ShareHoldingType], { description: 'Every certificate, grouped by holder.' })
  shares: ShareHoldingType[];

  @Field(() => [String], { description: 'Private companies it owns.' })
  companies: string[];

  @Field(() => [String], { description: 'Company-lifecycle status: "insolvent" (trainless, leasing a bank train), "receivership" (its president\'s certificate in the market), "bankrupt" (awaiting refloat; its stations block no run), "nationalized" (ceased to operate under nationalisation), "private" (a one-share private company: no price, operates after the others; 1820). Empty when none applies.' })
  status: string[];
}

@ObjectType('CompanyState', { description: 'A private company.' })
export class CompanyStateType {
  @Field(() => String, { description: 'The company id (companies.json).' })
  id: string;

  @Field(() => String, { description: 'The full name.' })
  name: string;

  @Field(() => Int, { description: 'Face value.' })
  value: number;

  @Field(() => Int, { description: 'Revenue paid to its owner each operating round.' })
  revenue: number;

  @Field(() => String, { nullable: true, description: 'What its abilities do, in words; null when the definition gives none.' })
  description: string | null;

  @Field(() => String, { description: '"bank" while unsold, "player:<seat>" or "corp:<id>".' })
  owner: string;

  @Field(() => Boolean, { description: 'Has closed.' })
  closed: boolean;

  @Field(() => Boolean, { description: 'Offered by the bank at face value in stock turns (a phase event, or sold back to the bank).' })
  forSale: boolean;
}

@ObjectType('MarketCell', { description: 'A cell of the stock market.' })
export class MarketCellType {
  @Field(() => Int, { description: 'The share price here.' })
  price: number;

  @Field(() => Boolean, { description: 'A corporation may be parred here.' })
  par: boolean;

  @Field(() => [String], { description: 'Zone flags: noCertLimit, unlimitedHolding, multiBuy, closes, endsGame, belowLedge.' })
  flags: string[];
}

@ObjectType('MarketRow', { description: 'A row of the stock market.' })
export class MarketRowType {
  @Field(() => [MarketCellType], { nullable: 'items', description: 'Cells left to right; null where the grid has no cell.' })
  cells: (MarketCellType | null)[];
}

@ObjectType('MarketToken', { description: 'A corporation\'s marker on the stock market.' })
export class MarketTokenType {
  @Field(() => String, { description: 'The corporation\'s id, or the national railway\'s once it has appeared (1820 British Rail, whose marker stacks with the companies\').' })
  corporation: string;

  @Field(() => Int, { description: 'Row, 0 at the top.' })
  row: number;

  @Field(() => Int, { description: 'Column, 0 at the left.' })
  col: number;

  @Field(() => Int, { description: 'Arrival order on the market: on one cell, lower arrived first (and operates first).' })
  order: number;
}

@ObjectType('MarketState', { description: 'The stock market.' })
export class MarketStateType {
  @Field(() => [MarketRowType], { description: 'Top row first.' })
  rows: MarketRowType[];

  @Field(() => [MarketTokenType], { description: 'The markers on the market.' })
  positions: MarketTokenType[];
}

@ObjectType('HexToken', { description: 'A station token in a city of a hex.' })
export class HexTokenType {
  @Field(() => String, { description: 'The corporation (or national railway) owning it.' })
  corporation: string;

  @Field(() => Int, { description: 'Index of the city among the tile\'s cities.' })
  city: number;

  @Field(() => Int, { description: 'Station slot in that city.' })
  slot: number;

  @Field(() => Boolean, { description: 'The marker a moved station leaves behind: it blocks routes like a foreign station (1843 gray-phase station move).' })
  blocked: boolean;
}

@ObjectType('HexStop', { description: 'A revenue location on a hex.' })
export class HexStopType {
  @Field(() => Int, { description: 'Node index on the tile (as in routes\' stops, hex.node).' })
  node: number;

  @Field(() => String, { description: 'city, town, offboard or halt.' })
  kind: string;

  @Field(() => Int, { description: 'Its value now (off-boards by phase).' })
  revenue: number;

  @Field(() => Int, { description: 'Station slots.' })
  slots: number;
}

@ObjectType('HexState', { description: 'A hex of the map and what shows on it.' })
export class HexStateType {
  @Field(() => String, { description: 'Coordinate label, e.g. "E12".' })
  id: string;

  @Field(() => String, { nullable: true, description: 'Printed name; null when none.' })
  name: string | null;

  @Field(() => String, { nullable: true, description: 'Tile laid; null when the printed hex shows.' })
  tile: string | null;

  @Field(() => String, { nullable: true, description: 'What shows: the laid tile or "printed:<hex>"; null for a blank hex.' })
  shows: string | null;

  @Field(() => Int, { description: 'Rotation of what shows, 0..5.' })
  rotation: number;

  @Field(() => String, { nullable: true, description: 'Colour of what shows; null for a blank hex.' })
  color: string | null;

  @Field(() => String, { nullable: true, description: 'Label (e.g. "OO", "B") of what shows; null when none.' })
  label: string | null;

  @Field(() => Int, { description: 'Terrain cost of the first tile.' })
  cost: number;

  @Field(() => Int, { description: 'Paid on every lay and upgrade of this hex, on top of terrain (map.json layCost; 1843 Paris); 0 when none.' })
  layCost: number;

  @Field(() => [HexTokenType], { description: 'Station tokens in its cities.' })
  tokens: HexTokenType[];

  @Field(() => [HexStopType], { description: 'Revenue locations on what shows, with their current value.' })
  stops: HexStopType[];

  @Field(() => [String], { nullable: 'items', description: 'Neighbour across each edge 0..5; null off the map.' })
  neighbours: (string | null)[];
}

@ObjectType('MapMarker', { description: 'A bonus token or destination marker on the map.' })
export class MapMarkerType {
  @Field(() => String, { description: 'The hex it lies on.' })
  hex: string;

  @Field(() => String, { description: '"bonus" or "doubleAtEnd".' })
  kind: string;

  @Field(() => String, { description: 'The corporation it belongs to.' })
  corporation: string;

  @Field(() => String, { description: 'The company or ability that placed it.' })
  source: string;

  @Field(() => Int, { description: 'Revenue bonus for its corporation.' })
  ownerBonus: number;

  @Field(() => Int, { description: 'Revenue bonus for other corporations.' })
  otherBonus: number;
}

@ObjectType('MapState', { description: 'The map.' })
export class MapStateType {
  @Field(() => String, { description: '"flat" or "pointy" hex tops.' })
  layout: string;

  @Field(() => [HexStateType], { description: 'Every hex.' })
  hexes: HexStateType[];

  @Field(() => [MapMarkerType], { description: 'Bonus tokens and destination markers.' })
  markers: MapMarkerType[];
}

@ObjectType('TrainSupply', { description: 'One train type: what the bank still sells.' })
export class TrainSupplyType {
  @Field(() => String, { description: 'The train type.' })
  type: string;

  @Field(() => Int, { nullable: true, description: 'Stops it may count; null for unlimited (diesels).' })
  distance: number | null;

  @Field(() => Int, { description: 'Price from the depot.' })
  price: number;

  @Field(() => Int, { description: 'New copies left; -1 when unlimited.' })
  depot: number;

  @Field(() => [String], { description: 'Used copies in the open market (instance ids).' })
  pool: string[];

  @Field(() => String, { nullable: true, description: 'Phase (train type) whose first purchase rusts it.' })
  rustsOn: string | null;

  @Field(() => Boolean, { description: 'The depot sells this type now (every earlier type is sold out).' })
  onSale: boolean;
}

@ObjectType('TileSupply', { description: 'Tiles of one kind left in the supply.' })
export class TileSupplyType {
  @Field(() => String, { description: 'The tile id.' })
  tile: string;

  @Field(() => String, { description: 'The tile colour.' })
  color: string;

  @Field(() => Int, { description: '-1 when unlimited.' })
  remaining: number;
}

@ObjectType('NationalizationState', { description: 'Nationalisation under way (title.json nationalization; 1860 British Rail).' })
export class NationalizationStateType {
  @Field(() => [String], { description: 'Corporations that have ceased to operate, in the order they ceased.' })
  ceased: string[];
}

@ObjectType('TrainCost', { description: 'What one train of a type costs in maintenance each operating round.' })
export class TrainCostType {
  @Field(() => String, { description: 'The train type.' })
  train: string;

  @Field(() => Int, { description: 'Maintenance per train.' })
  cost: number;
}

@ObjectType('CostOfBusinessState', { description: 'The Cost of Business marker (1820 §10.5, Figure 10.1) and the values of its column.' })
export class CostOfBusinessStateType {
  @Field(() => Int, { description: 'The marker\'s column, 1-based; `columns` + 1 is END.' })
  column: number;

  @Field(() => Int, { description: 'How many columns the chart has before END.' })
  columns: number;

  @Field(() => String, { nullable: true, description: 'The column\'s phase (colour); null at END.' })
  phase: string | null;

  @Field(() => Int, { nullable: true, description: 'The train limit now; null at END.' })
  trainLimit: number | null;

  @Field(() => Int, { nullable: true, description: 'Loan interest in percent per operating round; null at END.' })
  loanInterestPercent: number | null;

  @Field(() => [TrainCostType], { description: 'Maintenance per train type in this column (types not listed cost nothing).' })
  maintenance: TrainCostType[];
}

@ObjectType('LobbyState', { description: 'A lobby funded in part A of the stock round (1820 §6.5.2.1).' })
export class LobbyStateType {
  @Field(() => Int, { description: 'The funder\'s seat.' })
  seat: number;

  @Field(() => Int, { description: 'The money under it; a raise names the lobby by this amount (fund_lobby `lobby`).' })
  amount: number;
}

@ObjectType('GameEventState', { description: 'A game event that has happened (title.json gameEvents).' })
export class GameEventStateType {
  @Field(() => String, { description: 'The event\'s name.' })
  name: string;

  @Field(() => Int, { description: 'Stock rounds started when it happened.' })
  stockRounds: number;
}

@ObjectType('BritishRailHolding', { description: 'A player\'s British Rail share units (1820 rules §13.5; 5-share certificates only make change).' })
export class BritishRailHoldingType {
  @Field(() => Int, { description: 'The seat (0-based).' })
  seat: number;

  @Field(() => Int, { description: 'Share units held.' })
  units: number;
}

@ObjectType('BritishRailState', { description: 'The national railway (title.json britishRail; 1820 rules §13.5): no charter, treasury, director or trains.' })
export class BritishRailStateType {
  @Field(() => String, { description: 'Its id on the map\'s station markers.' })
  id: string;

  @Field(() => Int, { description: 'Its share price.' })
  price: number;

  @Field(() => Int, { description: 'Share units in the bank pool.' })
  poolShareUnits: number;

  @Field(() => [BritishRailHoldingType], { description: 'Share units held by players (pool + holdings = all its units); players holding none are left out.' })
  holdings: BritishRailHoldingType[];

  @Field(() => Int, { description: 'Station markers not yet on the map.' })
  markersLeft: number;

  @Field(() => Int, { nullable: true, description: 'Its revenue in its last operating turn; null before its first.' })
  lastRevenue: number | null;
}

@ObjectType('TableauCard', { description: 'A share card in the solo tableau.' })
export class TableauCardType {
  @Field(() => String, { description: 'The corporation whose share it is.' })
  corporation: string;

  @Field(() => Int, { description: 'Its certificate index (0-based) in corporations.json.' })
  certificate: number;
}

@ObjectType('TableauHex', { description: 'A home hex out of the game.' })
export class TableauHexType {
  @Field(() => String, { description: 'The hex.' })
  hex: string;

  @Field(() => String, { description: '"blocked" (nothing may be built) or "frozen" (track usable, no upgrade, no station).' })
  state: string;
}

@ObjectType('TableauState', { description: 'The 1862 solo tableau (title.json tableau): columns face up, the draw pile face down (only its size shows).' })
export class TableauStateType {
  @Field(() => [[TableauCardType]], { description: 'Each column from its first card to its top (the last, the only one that can be taken).' })
  columns: TableauCardType[][];

  @Field(() => Int, { description: 'Cards left in the draw pile.' })
  drawPile: number;

  @Field(() => [String], { description: 'Corporations that may be drawn to leave the game.' })
  cup: string[];

  @Field(() => [String], { description: 'Corporations out of the game.' })
  out: string[];

  @Field(() => [TableauHexType], { description: 'Home hexes out of the game.' })
  hexes: TableauHexType[];

  @Field(() => [String], { description: 'Permits still to be given, the next first.' })
  permitQueue: string[];

  @Field(() => [Int], { description: 'Order cards still to be turned for the train-removal cycle, the next first.' })
  orderCards: number[];

  @Field(() => Boolean, { description: 'The one mulligan is still available.' })
  mulligan: boolean;
}

@ObjectType('PortState', { description: 'A port marker (title.json ports; 1843 rules L3482-3525).' })
export class PortStateType {
  @Field(() => String, { description: 'The port hex.' })
  hex: string;

  @Field(() => String, { nullable: true, description: 'The corporation holding the marker; null while it is on the map.' })
  holder: string | null;
}

@ObjectType('CousinHolding', { description: 'A cousin\'s holding of one corporation.' })
export class CousinHoldingType {
  @Field(() => String, { description: 'The corporation id.' })
  corporation: string;

  @Field(() => Int, { description: 'Percent held.' })
  percent: number;

  @Field(() => Int, { description: 'Certificates held.' })
  certificates: number;
}

@ObjectType('CousinState', { description: 'A cousin (cousins.json; 1820 §14): a non-player investor owned and played by a player.' })
export class CousinStateType {
  @Field(() => String, { description: 'The cousin id in cousins.json.' })
  id: string;

  @Field(() => String, { description: 'The name on its card.' })
  name: string;

  @Field(() => String, { description: 'blue, brown, green or red.' })
  colour: string;

  @Field(() => Int, { description: 'The marked price: its starting treasury is |price - paid|.' })
  price: number;

  @Field(() => String, { description: 'cousins.json ability kind: what it grants the companies whose shares it holds.' })
  ability: string;

  @Field(() => String, { description: 'cousins.json kickback kind: what the bank pays it when an investment uses the ability.' })
  kickback: string;

  @Field(() => Int, { nullable: true, description: 'The seat owning it; null while offered at the auction.' })
  owner: number | null;

  @Field(() => Int, { description: 'Its treasury.' })
  cash: number;

  @Field(() => String, { description: '"offered", "owned", "discarded", "closed" or "bankrupt".' })
  status: string;

  @Field(() => [CousinHoldingType], { description: 'Its holdings, by corporation.' })
  shares: CousinHoldingType[];
}

@ObjectType('CousinBid', { description: 'A standing bid in the cousin auction.' })
export class CousinBidType {
  @Field(() => String, { description: 'The cousin bid for.' })
  cousin: string;

  @Field(() => Int, { description: 'The bidder.' })
  seat: number;

  @Field(() => Int, { description: 'The bid.' })
  price: number;
}

@ObjectType('CousinOffer', { description: 'After the bidding: the unbid cousins offered at the lowest winning bid, to each seat in turn.' })
export class CousinOfferType {
  @Field(() => [Int], { description: 'Seats still to be offered, the one deciding now first.' })
  queue: number[];

  @Field(() => Int, { description: 'The price offered at.' })
  price: number;
}

@ObjectType('CousinAuctionState', { description: 'The cousin auction (1820 §6.3).' })
export class CousinAuctionStateType {
  @Field(() => [CousinBidType], { description: 'Standing bids.' })
  bids: CousinBidType[];

  @Field(() => CousinOfferType, { nullable: true, description: 'Null while the bidding goes on.' })
  offer: CousinOfferType | null;
}

@ObjectType('FutureTrainHeld', { description: 'A future train held by a player (1820 §6.4.3).' })
export class FutureTrainHeldType {
  @Field(() => Int, { description: 'The holder.' })
  seat: number;

  @Field(() => String, { description: 'The train type (trains.json id).' })
  train: string;
}

@ObjectType('FutureTrainDebt', { description: 'Deferred future-train bids of one seat.' })
export class FutureTrainDebtType {
  @Field(() => Int, { description: 'The seat.' })
  seat: number;

  @Field(() => Int, { description: 'Deducted from its next stock-round income.' })
  amount: number;
}

@ObjectType('FutureTrainBid', { description: 'A bid in the future-train auction.' })
export class FutureTrainBidType {
  @Field(() => Int, { description: 'The bidder.' })
  seat: number;

  @Field(() => Int, { description: 'The bid per train.' })
  price: number;
}

@ObjectType('FutureTrainWinner', { description: 'The winner of the bidding, taking trains at the winning bid each.' })
export class FutureTrainWinnerType {
  @Field(() => Int, { description: 'The winner.' })
  seat: number;

  @Field(() => Int, { description: 'The winning bid per train.' })
  price: number;

  @Field(() => Int, { description: 'Trains taken so far.' })
  took: number;
}

@ObjectType('OpenCryState', { description: 'Open-cry bidding (1820 §10.4): who has declared done since the last bid, who is barred.' })
export class OpenCryStateType {
  @Field(() => [Int], { description: 'Seats that declared they will not bid further since the last bid.' })
  done: number[];

  @Field(() => [Int], { description: 'Seats barred from this auction (a winner who defaulted).' })
  barred: number[];
}

@ObjectType('FutureAuctionState', { description: 'The future-train auction (1820 §6.4.2).' })
export class FutureAuctionStateType {
  @Field(() => [String], { description: 'The train types of the lot still to be sold.' })
  lot: string[];

  @Field(() => FutureTrainBidType, { nullable: true, description: 'The standing bid; null before the first.' })
  bid: FutureTrainBidType | null;

  @Field(() => [Int], { description: 'Seats that have passed in this bidding.' })
  out: number[];

  @Field(() => FutureTrainWinnerType, { nullable: true, description: 'Null while the bidding goes on.' })
  winner: FutureTrainWinnerType | null;

  @Field(() => OpenCryStateType, { nullable: true, description: 'Open cry (trains.json futureTrains.bidding "openCry"): the declarations and bars; null in seat-order bidding, where `out` lists the seats that passed.' })
  openCry: OpenCryStateType | null;
}

@ObjectType('ProposalState', { description: 'A deal by consent (title.json negotiation): proposed by the seat `from` with propose_trade, answered by the seat `to` with accept_proposal or decline_proposal out of turn. Fields the deal does not use are null.' })
export class ProposalStateType {
  @Field(() => Int, { description: 'The proposer\'s seat (acting for itself or for the operating company).' })
  from: number;

  @Field(() => Int, { description: 'The counterpart\'s seat: the only seat that may answer.' })
  to: number;

  @Field(() => String, { description: 'buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.' })
  deal: string;

  @Field(() => String, { nullable: true, description: 'The company whose share changes hands, that sells the train (buyTrain), or whose share the director sells (contributionSale).' })
  corporation: string | null;

  @Field(() => String, { nullable: true, description: 'The investor the proposer plays (1820: a cousin) trading instead of the proposer (propose_trade `investor`).' })
  investor: string | null;

  @Field(() => String, { nullable: true, description: 'The investor the counterpart plays (1820: a cousin) trading instead of the counterpart, or named to direct the company after a contributionSale (propose_trade `toInvestor`).' })
  toInvestor: string | null;

  @Field(() => String, { nullable: true, description: 'The future train type assigned to the operating company (assignFutureTrain), or the train bought (buyTrain).' })
  train: string | null;

  @Field(() => Int, { nullable: true, description: 'The agreed price (buyTrain).' })
  price: number | null;
}

@ObjectType('GameState', { description: 'The public state of a game: everything a player at the table can see, nothing they cannot (the seed, the random draw state, any hidden pile).' })
export class GameStateType {
  @Field(() => String, { description: 'The title id, e.g. "1830".' })
  title: string;

  @Field(() => String, { nullable: true, description: 'The variant played; null for the standard game.' })
  variant: string | null;

  @Field(() => PhaseStateType, { description: 'The current phase.' })
  phase: PhaseStateType;

  @Field(() => BankStateType, { description: 'The bank.' })
  bank: BankStateType;

  @Field(() => Int, { description: 'Seat holding priority (the next stock round starts there).' })
  priority: number;

  @Field(() => [Int], { nullable: true, description: 'Seats in player-card order, card 1 first, when the title deals player cards (title.json turnOrder "playerCards"; 1843); null: turns go in seating order.' })
  playerOrder: number[] | null;

  @Field(() => [PlayerStateType], { description: 'The players, by seat.' })
  players: PlayerStateType[];

  @Field(() => [CorporationStateType], { description: 'The corporations, in the order of corporations.json.' })
  corporations: CorporationStateType[];

  @Field(() => [CompanyStateType], { description: 'The private companies, in the order of companies.json.' })
  companies: CompanyStateType[];

  @Field(() => MarketStateType, { description: 'The stock market.' })
  market: MarketStateType;

  @Field(() => MapStateType, { description: 'The map.' })
  map: MapStateType;

  @Field(() => [TrainSupplyType], { description: 'The train supply, by type.' })
  trains: TrainSupplyType[];

  @Field(() => [TileSupplyType], { description: 'The tile supply.' })
  tiles: TileSupplyType[];

  @Field(() => NationalizationStateType, { nullable: true, description: 'Nationalisation under way (1860 British Rail); null before it begins or in titles without it.' })
  nationalization: NationalizationStateType | null;

  @Field(() => CostOfBusinessStateType, { nullable: true, description: 'The Cost of Business marker and its column (1820 §10.5); absent (null) in titles without the track.' })
  costOfBusiness?: CostOfBusinessStateType | null;

  @Field(() => String, { nullable: true, description: 'The part of the stock round under way where lobbies are funded (title.json rounds.stock.lobbies; 1820 §6.5.1): "A", then "B"; null outside such a round.' })
  stockRoundPart: string | null;

  @Field(() => [LobbyStateType], { description: 'The lobbies funded in part A of the stock round under way (1820 §6.5.2.1), in funding order; empty otherwise.' })
  lobbies: LobbyStateType[];

  @Field(() => [GameEventStateType], { description: 'Game events that have happened (1820: "queenVictoria", the death of Queen Victoria); empty before any or in titles without them.' })
  gameEvents: GameEventStateType[];

  @Field(() => BritishRailStateType, { nullable: true, description: 'The national railway (1820 British Rail) once it has appeared; null before or in titles without one. Its station markers are the map tokens of its id.' })
  britishRail: BritishRailStateType | null;

  @Field(() => TableauStateType, { nullable: true, description: 'The solo tableau (1862 solo); null in games without one.' })
  tableau: TableauStateType | null;

  @Field(() => [PortStateType], { description: 'Port markers (1843): each port hex and who holds its marker; empty in titles without ports.' })
  ports: PortStateType[];

  @Field(() => [CousinStateType], { description: 'The cousins in play (1820 §14), in the order of cousins.json, with their players, treasuries and holdings; empty in titles without cousins.' })
  cousins: CousinStateType[];

  @Field(() => CousinAuctionStateType, { nullable: true, description: 'The cousin auction under way (1820 §6.3); null when none is.' })
  cousinAuction: CousinAuctionStateType | null;

  @Field(() => [FutureTrainHeldType], { description: 'Future trains held by players, not yet assigned (1820 §6.4), one entry per train; empty in titles without them.' })
  futureTrains: FutureTrainHeldType[];

  @Field(() => [FutureTrainDebtType], { description: 'Deferred future-train bids to be deducted from each seat\'s next stock-round income (1820 §6.4.2).' })
  futureTrainDebts: FutureTrainDebtType[];

  @Field(() => FutureAuctionStateType, { nullable: true, description: 'The future-train auction under way (1820 §6.4.2); null when none is.' })
  futureAuction: FutureAuctionStateType | null;

  @Field(() => ProposalStateType, { nullable: true, description: 'The deal proposed and waiting for its counterpart\'s answer (title.json negotiation; 1820 §10.1); null when none is open.' })
  proposal: ProposalStateType | null;

  @Field(() => Int, { description: 'Actions applied so far.' })
  actionCount: number;
}
