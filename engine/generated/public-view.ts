/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

/**
 * The public state of a game: everything a player at the table can see, nothing they cannot (the seed, the random draw state, any hidden pile).
 */
export interface PublicGameState {
  /**
   * The title id, e.g. "1830".
   */
  title: string;
  /**
   * The variant played; null for the standard game.
   */
  variant: string | null;
  phase: PublicPhaseState;
  bank: PublicBankState;
  /**
   * Seat holding priority (the next stock round starts there).
   */
  priority: number;
  /**
   * Seats in player-card order, card 1 first, when the title deals player cards (title.json turnOrder "playerCards"; 1843); null: turns go in seating order.
   */
  playerOrder: number[] | null;
  /**
   * The players, by seat.
   */
  players: PublicPlayerState[];
  /**
   * The corporations, in the order of corporations.json.
   */
  corporations: PublicCorporationState[];
  /**
   * The private companies, in the order of companies.json.
   */
  companies: PublicCompanyState[];
  market: PublicMarketState;
  map: PublicMapState;
  /**
   * The train supply, by type.
   */
  trains: PublicTrainSupply[];
  /**
   * The tile supply.
   */
  tiles: PublicTileSupply[];
  /**
   * Nationalisation under way (1860 British Rail); null before it begins or in titles without it.
   */
  nationalization: PublicNationalizationState | null;
  costOfBusiness?: PublicCostOfBusinessState;
  /**
   * The part of the stock round under way where lobbies are funded (title.json rounds.stock.lobbies; 1820 §6.5.1): "A", then "B"; null outside such a round.
   */
  stockRoundPart: 'A' | 'B' | null;
  /**
   * The lobbies funded in part A of the stock round under way (1820 §6.5.2.1), in funding order; empty otherwise.
   */
  lobbies: PublicLobbyState[];
  /**
   * Game events that have happened (1820: "queenVictoria", the death of Queen Victoria); empty before any or in titles without them.
   */
  gameEvents: PublicGameEventState[];
  /**
   * The national railway (1820 British Rail) once it has appeared; null before or in titles without one. Its station markers are the map tokens of its id.
   */
  britishRail: PublicBritishRailState | null;
  /**
   * The solo tableau (1862 solo); null in games without one.
   */
  tableau: PublicTableauState | null;
  /**
   * Port markers (1843): each port hex and who holds its marker; empty in titles without ports.
   */
  ports: PublicPortState[];
  /**
   * The cousins in play (1820 §14), in the order of cousins.json, with their players, treasuries and holdings; empty in titles without cousins.
   */
  cousins: PublicCousinState[];
  /**
   * The cousin auction under way (1820 §6.3); null when none is.
   */
  cousinAuction: PublicCousinAuctionState | null;
  /**
   * Future trains held by players, not yet assigned (1820 §6.4), one entry per train; empty in titles without them.
   */
  futureTrains: PublicFutureTrainHeld[];
  /**
   * Deferred future-train bids to be deducted from each seat's next stock-round income (1820 §6.4.2).
   */
  futureTrainDebts: PublicFutureTrainDebt[];
  /**
   * The future-train auction under way (1820 §6.4.2); null when none is.
   */
  futureAuction: PublicFutureAuctionState | null;
  /**
   * The deal proposed and waiting for its counterpart's answer (title.json negotiation; 1820 §10.1); null when none is open.
   */
  proposal: PublicProposalState | null;
  /**
   * Actions applied so far.
   */
  actionCount: number;
}
/**
 * The current phase and what it allows.
 */
export interface PublicPhaseState {
  /**
   * Phase id as in phases.json, e.g. "3".
   */
  id: string;
  /**
   * 0-based index in the phase list.
   */
  index: number;
  /**
   * Most trains a corporation may own.
   */
  trainLimit: number;
  /**
   * Most train certificates a corporation may own (a double certificate holds two trains; phases.json, 1843); null when certificates are not limited apart.
   */
  trainCertificateLimit: number | null;
  /**
   * Tile colours that may be laid.
   */
  tiles: string[];
  /**
   * Operating rounds after each stock round.
   */
  operatingRounds: number;
}
/**
 * The bank.
 */
export interface PublicBankState {
  /**
   * Money left in the bank.
   */
  cash: number;
  /**
   * The bank has run out of money (the game ends by the title's rules).
   */
  broken: boolean;
}
/**
 * A player at the table.
 */
export interface PublicPlayerState {
  /**
   * The seat (0-based).
   */
  seat: number;
  /**
   * The player name.
   */
  name: string;
  /**
   * Cash in hand.
   */
  cash: number;
  /**
   * Cash plus shares at market price plus companies at face value.
   */
  netWorth: number;
  /**
   * The player has gone bankrupt.
   */
  bankrupt: boolean;
  /**
   * Shares held, by corporation.
   */
  shares: PublicPlayerShares[];
  /**
   * Private companies owned.
   */
  companies: string[];
  /**
   * Certificates held (shares and companies), counted against the limit.
   */
  certificates: number;
}
/**
 * A player's shares of one corporation.
 */
export interface PublicPlayerShares {
  /**
   * The corporation id.
   */
  corporation: string;
  /**
   * Percent held.
   */
  percent: number;
  /**
   * Certificates held.
   */
  certificates: number;
  /**
   * Holds the president's certificate.
   */
  president: boolean;
}
/**
 * A corporation (a railway company with shares).
 */
export interface PublicCorporationState {
  /**
   * The corporation id (corporations.json).
   */
  id: string;
  /**
   * The full name.
   */
  name: string;
  /**
   * Display colour from the definition.
   */
  color: string;
  /**
   * The president's seat; null when no player directs it.
   */
  president: number | null;
  /**
   * The cousin (cousins.json id) directing it: it holds the most shares, `president` is null, and the company plays itself (1820 §13.4, §14.1). Null when a player or nobody directs it; absent in titles without cousins.
   */
  cousinDirector?: string | null;
  /**
   * Its treasury.
   */
  cash: number;
  /**
   * Par price; null before par.
   */
  par: number | null;
  /**
   * Current share price; null before par.
   */
  sharePrice: number | null;
  /**
   * Cell on the market grid (null before par).
   */
  market: PublicMarketPosition | null;
  /**
   * Has floated.
   */
  floated: boolean;
  /**
   * Has completed an operating turn.
   */
  operated: boolean;
  /**
   * Has closed.
   */
  closed: boolean;
  /**
   * Percent that must be sold for it to float.
   */
  floatPercent: number;
  /**
   * Home hex; empty when it has no fixed home (title.json floatStations; 1820).
   */
  home: string;
  /**
   * Trains owned.
   */
  trains: PublicTrainHeld[];
  /**
   * Station tokens on the map, in the order placed (home first).
   */
  tokens: PublicStationToken[];
  /**
   * Costs of the tokens still on the charter, in placing order.
   */
  tokensLeft: number[];
  /**
   * Loans outstanding (title.json loans; 1820 §17); absent (null) in titles without loans.
   */
  loans?: number;
  /**
   * Every certificate, grouped by holder.
   */
  shares: PublicShareHolding[];
  /**
   * Private companies it owns.
   */
  companies: string[];
  /**
   * Company-lifecycle status: "insolvent" (trainless, leasing a bank train), "receivership" (its president's certificate in the market), "bankrupt" (awaiting refloat; its stations block no run), "nationalized" (ceased to operate under nationalisation), "private" (a one-share private company: no price, operates after the others; 1820). Empty when none applies.
   */
  status: string[];
}
/**
 * A cell of the market grid.
 */
export interface PublicMarketPosition {
  /**
   * Row, 0 at the top.
   */
  row: number;
  /**
   * Column, 0 at the left.
   */
  col: number;
}
/**
 * A train a corporation owns.
 */
export interface PublicTrainHeld {
  /**
   * Instance id, e.g. "3-1".
   */
  id: string;
  /**
   * Train type, e.g. "3".
   */
  type: string;
  /**
   * The variant (side) it was bought as, for a type with variants.
   */
  variant?: string;
  /**
   * Warranty marks left (trains.json warranties); absent (null) when none.
   */
  warranties?: number;
  /**
   * True: it should have rusted but had warranty marks; it rusts when its last mark goes.
   */
  rustPending?: boolean;
  /**
   * True: a rusted certificate bought from the rusted-train market (1843 gray phase).
   */
  rusted?: boolean;
  /**
   * The company whose obsolescence ability marked it (1843 Engineers card): it becomes obsolete instead of rusting.
   */
  marked?: string;
  obsolete?: PublicTrainObsolete;
}
/**
 * An obsolete train (abilities kind obsolescence).
 */
export interface PublicTrainObsolete {
  /**
   * Runs left before it is discarded.
   */
  runsLeft: number;
}
/**
 * A station token on the map.
 */
export interface PublicStationToken {
  /**
   * The hex.
   */
  hex: string;
  /**
   * Index of the city among the tile's cities.
   */
  city: number;
}
/**
 * Shares of one corporation held by one holder.
 */
export interface PublicShareHolding {
  /**
   * "ipo" (unsold), "market" (the bank pool), "player:<seat>" or "corp:<id>"; in the 1862 solo also "tableau" and "deck" (the draw pile); "removed" for a share taken out of the game (title.json byPlayerCount marketBuyRemovesShare).
   */
  holder: string;
  /**
   * The seat, when a player holds them; else null.
   */
  seat: number | null;
  /**
   * Percent of the corporation held.
   */
  percent: number;
  /**
   * Certificates held.
   */
  certificates: number;
  /**
   * Includes the president's certificate.
   */
  president: boolean;
}
/**
 * A private company.
 */
export interface PublicCompanyState {
  /**
   * The company id (companies.json).
   */
  id: string;
  /**
   * The full name.
   */
  name: string;
  /**
   * Face value.
   */
  value: number;
  /**
   * Revenue paid to its owner each operating round.
   */
  revenue: number;
  /**
   * What its abilities do, in words; null when the definition gives none.
   */
  description: string | null;
  /**
   * "bank" while unsold, "player:<seat>" or "corp:<id>".
   */
  owner: string;
  /**
   * Has closed.
   */
  closed: boolean;
  /**
   * Offered by the bank at face value in stock turns (a phase event, or sold back to the bank).
   */
  forSale: boolean;
}
/**
 * The stock market.
 */
export interface PublicMarketState {
  /**
   * Top row first.
   */
  rows: PublicMarketRow[];
  /**
   * The markers on the market.
   */
  positions: PublicMarketToken[];
}
/**
 * A row of the stock market.
 */
export interface PublicMarketRow {
  /**
   * Cells left to right; null where the grid has no cell.
   */
  cells: (PublicMarketCell | null)[];
}
/**
 * A cell of the stock market.
 */
export interface PublicMarketCell {
  /**
   * The share price here.
   */
  price: number;
  /**
   * A corporation may be parred here.
   */
  par: boolean;
  /**
   * Zone flags: noCertLimit, unlimitedHolding, multiBuy, closes, endsGame, belowLedge.
   */
  flags: string[];
}
/**
 * A corporation's marker on the stock market.
 */
export interface PublicMarketToken {
  /**
   * The corporation's id, or the national railway's once it has appeared (1820 British Rail, whose marker stacks with the companies').
   */
  corporation: string;
  /**
   * Row, 0 at the top.
   */
  row: number;
  /**
   * Column, 0 at the left.
   */
  col: number;
  /**
   * Arrival order on the market: on one cell, lower arrived first (and operates first).
   */
  order: number;
}
/**
 * The map.
 */
export interface PublicMapState {
  /**
   * "flat" or "pointy" hex tops.
   */
  layout: string;
  /**
   * Every hex.
   */
  hexes: PublicHexState[];
  /**
   * Bonus tokens and destination markers.
   */
  markers: PublicMapMarker[];
}
/**
 * A hex of the map and what shows on it.
 */
export interface PublicHexState {
  /**
   * Coordinate label, e.g. "E12".
   */
  id: string;
  /**
   * Printed name; null when none.
   */
  name: string | null;
  /**
   * Tile laid; null when the printed hex shows.
   */
  tile: string | null;
  /**
   * What shows: the laid tile or "printed:<hex>"; null for a blank hex.
   */
  shows: string | null;
  /**
   * Rotation of what shows, 0..5.
   */
  rotation: number;
  /**
   * Colour of what shows; null for a blank hex.
   */
  color: string | null;
  /**
   * Label (e.g. "OO", "B") of what shows; null when none.
   */
  label: string | null;
  /**
   * Terrain cost of the first tile.
   */
  cost: number;
  /**
   * Paid on every lay and upgrade of this hex, on top of terrain (map.json layCost; 1843 Paris); 0 when none.
   */
  layCost: number;
  /**
   * Station tokens in its cities.
   */
  tokens: PublicHexToken[];
  /**
   * Revenue locations on what shows, with their current value.
   */
  stops: PublicHexStop[];
  /**
   * Neighbour across each edge 0..5; null off the map.
   */
  neighbours: (string | null)[];
}
/**
 * A station token in a city of a hex.
 */
export interface PublicHexToken {
  /**
   * The corporation (or national railway) owning it.
   */
  corporation: string;
  /**
   * Index of the city among the tile's cities.
   */
  city: number;
  /**
   * Station slot in that city.
   */
  slot: number;
  /**
   * The marker a moved station leaves behind: it blocks routes like a foreign station (1843 gray-phase station move).
   */
  blocked: boolean;
}
/**
 * A revenue location on a hex.
 */
export interface PublicHexStop {
  /**
   * Node index on the tile (as in routes' stops, hex.node).
   */
  node: number;
  /**
   * city, town, offboard or halt.
   */
  kind: string;
  /**
   * Its value now (off-boards by phase).
   */
  revenue: number;
  /**
   * Station slots.
   */
  slots: number;
}
/**
 * A bonus token or destination marker on the map.
 */
export interface PublicMapMarker {
  /**
   * The hex it lies on.
   */
  hex: string;
  /**
   * "bonus" or "doubleAtEnd".
   */
  kind: string;
  /**
   * The corporation it belongs to.
   */
  corporation: string;
  /**
   * The company or ability that placed it.
   */
  source: string;
  /**
   * Revenue bonus for its corporation.
   */
  ownerBonus: number;
  /**
   * Revenue bonus for other corporations.
   */
  otherBonus: number;
}
/**
 * One train type: what the bank still sells.
 */
export interface PublicTrainSupply {
  /**
   * The train type.
   */
  type: string;
  /**
   * Stops it may count; null for unlimited (diesels).
   */
  distance: number | null;
  /**
   * Price from the depot.
   */
  price: number;
  /**
   * New copies left; -1 when unlimited.
   */
  depot: number;
  /**
   * Used copies in the open market (instance ids).
   */
  pool: string[];
  /**
   * Phase (train type) whose first purchase rusts it.
   */
  rustsOn: string | null;
  /**
   * The depot sells this type now (every earlier type is sold out).
   */
  onSale: boolean;
}
/**
 * Tiles of one kind left in the supply.
 */
export interface PublicTileSupply {
  /**
   * The tile id.
   */
  tile: string;
  /**
   * The tile colour.
   */
  color: string;
  /**
   * -1 when unlimited.
   */
  remaining: number;
}
/**
 * Nationalisation under way (title.json nationalization; 1860 British Rail).
 */
export interface PublicNationalizationState {
  /**
   * Corporations that have ceased to operate, in the order they ceased.
   */
  ceased: string[];
}
/**
 * The Cost of Business marker (1820 §10.5, Figure 10.1) and the values of its column.
 */
export interface PublicCostOfBusinessState {
  /**
   * The marker's column, 1-based; `columns` + 1 is END.
   */
  column: number;
  /**
   * How many columns the chart has before END.
   */
  columns: number;
  /**
   * The column's phase (colour); null at END.
   */
  phase: string | null;
  /**
   * The train limit now; null at END.
   */
  trainLimit: number | null;
  /**
   * Loan interest in percent per operating round; null at END.
   */
  loanInterestPercent: number | null;
  /**
   * Maintenance per train type in this column (types not listed cost nothing).
   */
  maintenance: PublicTrainCost[];
}
/**
 * What one train of a type costs in maintenance each operating round.
 */
export interface PublicTrainCost {
  /**
   * The train type.
   */
  train: string;
  /**
   * Maintenance per train.
   */
  cost: number;
}
/**
 * A lobby funded in part A of the stock round (1820 §6.5.2.1).
 */
export interface PublicLobbyState {
  /**
   * The funder's seat.
   */
  seat: number;
  /**
   * The money under it; a raise names the lobby by this amount (fund_lobby `lobby`).
   */
  amount: number;
}
/**
 * A game event that has happened (title.json gameEvents).
 */
export interface PublicGameEventState {
  /**
   * The event's name.
   */
  name: string;
  /**
   * Stock rounds started when it happened.
   */
  stockRounds: number;
}
/**
 * The national railway (title.json britishRail; 1820 rules §13.5): no charter, treasury, director or trains.
 */
export interface PublicBritishRailState {
  /**
   * Its id on the map's station markers.
   */
  id: string;
  /**
   * Its share price.
   */
  price: number;
  /**
   * Share units in the bank pool.
   */
  poolShareUnits: number;
  /**
   * Share units held by players (pool + holdings = all its units); players holding none are left out.
   */
  holdings: PublicBritishRailHolding[];
  /**
   * Station markers not yet on the map.
   */
  markersLeft: number;
  /**
   * Its revenue in its last operating turn; null before its first.
   */
  lastRevenue: number | null;
}
/**
 * A player's British Rail share units (1820 rules §13.5; 5-share certificates only make change).
 */
export interface PublicBritishRailHolding {
  /**
   * The seat (0-based).
   */
  seat: number;
  /**
   * Share units held.
   */
  units: number;
}
/**
 * The 1862 solo tableau (title.json tableau): columns face up, the draw pile face down (only its size shows).
 */
export interface PublicTableauState {
  /**
   * Each column from its first card to its top (the last, the only one that can be taken).
   */
  columns: PublicTableauCard[][];
  /**
   * Cards left in the draw pile.
   */
  drawPile: number;
  /**
   * Corporations that may be drawn to leave the game.
   */
  cup: string[];
  /**
   * Corporations out of the game.
   */
  out: string[];
  /**
   * Home hexes out of the game.
   */
  hexes: PublicTableauHex[];
  /**
   * Permits still to be given, the next first.
   */
  permitQueue: string[];
  /**
   * Order cards still to be turned for the train-removal cycle, the next first.
   */
  orderCards: number[];
  /**
   * The one mulligan is still available.
   */
  mulligan: boolean;
}
/**
 * A share card in the solo tableau.
 */
export interface PublicTableauCard {
  /**
   * The corporation whose share it is.
   */
  corporation: string;
  /**
   * Its certificate index (0-based) in corporations.json.
   */
  certificate: number;
}
/**
 * A home hex out of the game.
 */
export interface PublicTableauHex {
  /**
   * The hex.
   */
  hex: string;
  /**
   * "blocked" (nothing may be built) or "frozen" (track usable, no upgrade, no station).
   */
  state: 'blocked' | 'frozen';
}
/**
 * A port marker (title.json ports; 1843 rules L3482-3525).
 */
export interface PublicPortState {
  /**
   * The port hex.
   */
  hex: string;
  /**
   * The corporation holding the marker; null while it is on the map.
   */
  holder: string | null;
}
/**
 * A cousin (cousins.json; 1820 §14): a non-player investor owned and played by a player.
 */
export interface PublicCousinState {
  /**
   * The cousin id in cousins.json.
   */
  id: string;
  /**
   * The name on its card.
   */
  name: string;
  /**
   * blue, brown, green or red.
   */
  colour: string;
  /**
   * The marked price: its starting treasury is |price - paid|.
   */
  price: number;
  /**
   * cousins.json ability kind: what it grants the companies whose shares it holds.
   */
  ability: string;
  /**
   * cousins.json kickback kind: what the bank pays it when an investment uses the ability.
   */
  kickback: string;
  /**
   * The seat owning it; null while offered at the auction.
   */
  owner: number | null;
  /**
   * Its treasury.
   */
  cash: number;
  /**
   * "offered", "owned", "discarded", "closed" or "bankrupt".
   */
  status: string;
  /**
   * Its holdings, by corporation.
   */
  shares: PublicCousinHolding[];
}
/**
 * A cousin's holding of one corporation.
 */
export interface PublicCousinHolding {
  /**
   * The corporation id.
   */
  corporation: string;
  /**
   * Percent held.
   */
  percent: number;
  /**
   * Certificates held.
   */
  certificates: number;
}
/**
 * The cousin auction (1820 §6.3).
 */
export interface PublicCousinAuctionState {
  /**
   * Standing bids.
   */
  bids: PublicCousinBid[];
  /**
   * Null while the bidding goes on.
   */
  offer: PublicCousinOffer | null;
}
/**
 * A standing bid in the cousin auction.
 */
export interface PublicCousinBid {
  /**
   * The cousin bid for.
   */
  cousin: string;
  /**
   * The bidder.
   */
  seat: number;
  /**
   * The bid.
   */
  price: number;
}
/**
 * After the bidding: the unbid cousins offered at the lowest winning bid, to each seat in turn.
 */
export interface PublicCousinOffer {
  /**
   * Seats still to be offered, the one deciding now first.
   */
  queue: number[];
  /**
   * The price offered at.
   */
  price: number;
}
/**
 * A future train held by a player (1820 §6.4.3).
 */
export interface PublicFutureTrainHeld {
  /**
   * The holder.
   */
  seat: number;
  /**
   * The train type (trains.json id).
   */
  train: string;
}
/**
 * Deferred future-train bids of one seat.
 */
export interface PublicFutureTrainDebt {
  /**
   * The seat.
   */
  seat: number;
  /**
   * Deducted from its next stock-round income.
   */
  amount: number;
}
/**
 * The future-train auction (1820 §6.4.2).
 */
export interface PublicFutureAuctionState {
  /**
   * The train types of the lot still to be sold.
   */
  lot: string[];
  /**
   * The standing bid; null before the first.
   */
  bid: PublicFutureTrainBid | null;
  /**
   * Seats that have passed in this bidding.
   */
  out: number[];
  /**
   * Null while the bidding goes on.
   */
  winner: PublicFutureTrainWinner | null;
  /**
   * Open cry (trains.json futureTrains.bidding "openCry"): the declarations and bars; null in seat-order bidding, where `out` lists the seats that passed.
   */
  openCry: PublicOpenCryState | null;
}
/**
 * A bid in the future-train auction.
 */
export interface PublicFutureTrainBid {
  /**
   * The bidder.
   */
  seat: number;
  /**
   * The bid per train.
   */
  price: number;
}
/**
 * The winner of the bidding, taking trains at the winning bid each.
 */
export interface PublicFutureTrainWinner {
  /**
   * The winner.
   */
  seat: number;
  /**
   * The winning bid per train.
   */
  price: number;
  /**
   * Trains taken so far.
   */
  took: number;
}
/**
 * Open-cry bidding (1820 §10.4): who has declared done since the last bid, who is barred.
 */
export interface PublicOpenCryState {
  /**
   * Seats that declared they will not bid further since the last bid.
   */
  done: number[];
  /**
   * Seats barred from this auction (a winner who defaulted).
   */
  barred: number[];
}
/**
 * A deal by consent (title.json negotiation): proposed by the seat `from` with propose_trade, answered by the seat `to` with accept_proposal or decline_proposal out of turn. Fields the deal does not use are null.
 */
export interface PublicProposalState {
  /**
   * The proposer's seat (acting for itself or for the operating company).
   */
  from: number;
  /**
   * The counterpart's seat: the only seat that may answer.
   */
  to: number;
  /**
   * buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.
   */
  deal: string;
  /**
   * The company whose share changes hands, that sells the train (buyTrain), or whose share the director sells (contributionSale).
   */
  corporation: string | null;
  /**
   * The investor the proposer plays (1820: a cousin) trading instead of the proposer (propose_trade `investor`).
   */
  investor: string | null;
  /**
   * The investor the counterpart plays (1820: a cousin) trading instead of the counterpart, or named to direct the company after a contributionSale (propose_trade `toInvestor`).
   */
  toInvestor: string | null;
  /**
   * The future train type assigned to the operating company (assignFutureTrain), or the train bought (buyTrain).
   */
  train: string | null;
  /**
   * The agreed price (buyTrain).
   */
  price: number | null;
}
