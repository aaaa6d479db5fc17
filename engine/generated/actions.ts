/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

/**
 * A move in a game, as submitted by a client and stored in the game's action log. Exactly one action type; no other properties (not even a comment) are allowed, so the log replays deterministically.
 */
export type Action =
  | PassAction
  | ParAction
  | BuySharesAction
  | SellSharesAction
  | BuyCompanyAction
  | SellCompanyAction
  | LayTileAction
  | PlaceTokenAction
  | ClaimPortAction
  | MoveTokenAction
  | BuyPortAction
  | RunRoutesAction
  | DividendAction
  | BuyTrainAction
  | DiscardTrainAction
  | MarkTrainAction
  | BankruptAction
  | EndGameAction
  | BidAction
  | ChooseAction
  | AssignAction
  | ProtectSharesAction
  | RedeemShareAction
  | MergeAction
  | RemoveTokenAction
  | ConvertAction
  | ReissueSharesAction
  | DestinationConnectionAction
  | OfferCompanyAction
  | RespondOfferAction
  | ExchangeCompanyAction
  | TakeLoanAction
  | PayLoanAction
  | PayCostsAction
  | TableauBuyAction
  | TableauMoveAction
  | TableauDealAction
  | TableauRemoveAction
  | MulliganAction
  | FundLobbyAction
  | BuyNationalShareAction
  | SellNationalSharesAction
  | IncreaseSharesAction
  | ReduceSharesAction
  | OfferTakeoverAction
  | RespondTakeoverAction
  | BidFutureTrainAction
  | TakeFutureTrainAction
  | AssignFutureTrainAction
  | ProposeTradeAction
  | WithdrawProposalAction
  | AcceptProposalAction
  | DeclineProposalAction
  | BidCousinAction
  | BuyCousinAction;

/**
 * The entity passes: ends its turn or declines the current step.
 */
export interface PassAction {
  /**
   * The action type, always "pass".
   */
  type: 'pass';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
}
/**
 * A player starts a corporation by buying its president's certificate at a par price. It is also the pick of a director's certificate by the winner of a bid-then-pick auction (paid on top of the winning bid).
 */
export interface ParAction {
  /**
   * The action type, always "par".
   */
  type: 'par';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporation to start.
   */
  corporation: string;
  /**
   * The par price; must be a par cell of the market.
   */
  price: number;
  /**
   * With title.json shareCounts (1820): the corporation's share count, one of those open in the phase. Otherwise absent.
   */
  shares?: number;
}
/**
 * A player buys shares of a corporation.
 */
export interface BuySharesAction {
  /**
   * The action type, always "buy_shares".
   */
  type: 'buy_shares';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporation whose shares are bought.
   */
  corporation: string;
  /**
   * Where the shares come from: "ipo" (the corporation's unsold shares), "market" (the market pool) or "treasury" (shares the corporation redeemed, where rounds.stock.buyFromTreasury allows it: at the current price, paid to the corporation).
   */
  from: 'ipo' | 'market' | 'treasury';
  /**
   * The total percentage bought (one certificate: its percentage).
   */
  percent: number;
  /**
   * An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor's treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).
   */
  investor?: string;
}
/**
 * A player sells shares of a corporation to the market pool.
 */
export interface SellSharesAction {
  /**
   * The action type, always "sell_shares".
   */
  type: 'sell_shares';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporation whose shares are sold.
   */
  corporation: string;
  /**
   * The total percentage sold.
   */
  percent: number;
  /**
   * An investor the player plays (a non-player shareholder; 1820: a cousin, cousins.json id) for whom the player acts: the investor's treasury pays or is paid and the investor holds the shares (1820 §6.5.1 L371-374, §6.5.2). Absent: the player acts for themselves. Formerly `cousin` (FormerFieldNames).
   */
  investor?: string;
  /**
   * A director's sale after which several investors (1820: cousins), and no player, hold the most of the company: the investor (cousins.json id) the seller chooses to become director (1820 §13.4 L1277-1279). Required exactly then (legalActions offers one sale per tied investor); refused otherwise. Formerly `successorCousin` (FormerFieldNames).
   */
  successorInvestor?: string;
}
/**
 * The entity buys a private company (from the bank, or from a player by a corporation). It is also the pick of a private company by the winner of a bid-then-pick auction, at its face value (paid on top of the winning bid).
 */
export interface BuyCompanyAction {
  /**
   * The action type, always "buy_company".
   */
  type: 'buy_company';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The company bought.
   */
  company: string;
  /**
   * The price paid.
   */
  price: number;
}
/**
 * A player sells a private company to the bank in a stock-round turn, for its face value less the title's discount (1860 rules L221-226: from the second stock round, at face value less 30); the bank then offers it again at face value.
 */
export interface SellCompanyAction {
  /**
   * The action type, always "sell_company".
   */
  type: 'sell_company';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The company sold.
   */
  company: string;
  /**
   * The price received.
   */
  price: number;
}
/**
 * A corporation lays or upgrades a tile.
 */
export interface LayTileAction {
  /**
   * The action type, always "lay_tile".
   */
  type: 'lay_tile';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The hex the tile is laid on.
   */
  hex: string;
  /**
   * The id of the tile laid.
   */
  tile: string;
  /**
   * The tile's rotation: the number of 60° clockwise turns applied to its paths (0 to 5).
   */
  rotation: number;
  /**
   * An investor whose bigCitySpecial ability allows this lay (1820: a cousin, cousins.json; 1820 §14.4.2 Gas Light & Coke): a yellow big city spaced as a small city, or a yellow small city upgraded to a green big city. Once per company per game; the bank pays the investor its kickback. Absent: an ordinary lay. Formerly `cousin` (FormerFieldNames).
   */
  investor?: string;
}
/**
 * A corporation places a station token in a city.
 */
export interface PlaceTokenAction {
  /**
   * The action type, always "place_token".
   */
  type: 'place_token';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The hex of the city.
   */
  hex: string;
  /**
   * Which city on the hex's tile, as an index among its city nodes (0 for the first city).
   */
  city: number;
  /**
   * An investor whose freeStation ability places this station without its price (1820: a cousin, cousins.json; 1820 §14.3.2 Stephenson & Fox); the bank pays the investor its kickback. Absent: the station is paid for. Formerly `cousin` (FormerFieldNames).
   */
  investor?: string;
}
/**
 * The operating corporation claims the port marker still on the map at a port hex, in its station step and instead of a station (title.json ports; 1843 rules L3482-3525).
 */
export interface ClaimPortAction {
  /**
   * The action type, always "claim_port".
   */
  type: 'claim_port';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The port hex whose marker is claimed.
   */
  hex: string;
}
/**
 * The operating corporation moves one of its placed stations, in its station step and instead of placing one (title.json rounds.operating.stationMove; 1843 rules L3392-3467); a blocked marker takes the old place.
 */
export interface MoveTokenAction {
  /**
   * The action type, always "move_token".
   */
  type: 'move_token';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The hex of the station moved.
   */
  fromHex: string;
  /**
   * Its city on that hex, as an index among the tile's city nodes.
   */
  fromCity: number;
  /**
   * The hex the station moves to.
   */
  hex: string;
  /**
   * The city it moves to, as an index among the tile's city nodes.
   */
  city: number;
}
/**
 * The operating corporation buys another corporation's port marker for exactly title.json ports.salePrice (1843 rules L4546-4548).
 */
export interface BuyPortAction {
  /**
   * The action type, always "buy_port".
   */
  type: 'buy_port';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The port hex whose marker is bought.
   */
  hex: string;
}
/**
 * A corporation runs its trains; each route gives the stops and track it uses.
 */
export interface RunRoutesAction {
  /**
   * The action type, always "run_routes".
   */
  type: 'run_routes';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * One route per train that runs (trains not listed do not run).
   */
  routes: Route[];
}
/**
 * The route run by one train.
 */
export interface Route {
  /**
   * The train running this route: a train's id, or for one of the trains of a certificate side that runs as several (trains.json TrainVariant `runs`, 1843's ×2 sides) "<train id>#<n>", n counting the side's trains from 1 across its forms (1843 yellow "2×2 or 3+1": #1 and #2 the two 2-trains, #3 the 3+1).
   */
  train: string;
  /**
   * The hexes the route passes through, in order. A stop is written "<hex>.<nodeIndex>" (e.g. "B2.0" = node 0 of the tile on B2); a hex crossed on plain track is written "<hex>". A network train (trains.json `network`, 1820's FLOOD) gives the selected station alone, e.g. ["C5.0"]: the engine computes the network.
   */
  path: string[];
  /**
   * How many of the route's halts the train counts, where halts and small stations compete for the same allowance (1860 rules, Running Trains L764-765: a director may count a halt instead of a small station, trading revenue for the halt subsidy). Counted first; the rest of the allowance goes to the best small stations and no further halt is counted. Absent: revenue first, then subsidy. A number the route cannot take is ignored (as absent).
   */
  halts?: number;
  /**
   * The revenue the client expects the route to earn (chain bonus included). The route is refused when the engine computes another figure, so a client can check its own count. In a game imported from another engine (GameSetup.recordedRevenues) the recorded figure is taken instead, as 18xx.games does when it replays a stored game.
   */
  revenue?: number;
  /**
   * The subsidy the client expects the route to earn (1862 local trains, 1860 halts); checked, or taken in an imported game, like `revenue`.
   */
  subsidy?: number;
  /**
   * The investors whose route abilities this route uses (1820: cousins, cousins.json portBothEnds, doubleOffboardOnPortRoute, extraCityOnRoute; 1820 §14.2, §14.5.2): each must hold shares of the running company, the route must make use of the ability, and no more routes of the run may claim an investor than its ability allows. The bank pays each claimed investor its kickback. At the director's discretion (1820 §7.2.3 L615). Absent: none. Formerly `cousins` (FormerFieldNames).
   *
   * Items: An identifier of a definition item (corporation, company, train, phase, tile, variant): letters, digits and & + ' - _ . only (18xx.games' primed trains, 18TN's 3' and 6'), so it can appear in URLs, action logs and train instance ids.
   */
  investors?: string[];
}
/**
 * A corporation distributes or withholds the revenue of its last run.
 */
export interface DividendAction {
  /**
   * The action type, always "dividend".
   */
  type: 'dividend';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * "payout" = all to shareholders, "withhold" = all to the treasury, "half" = half to each, "hudson" = a payout topped up from the treasury (title.json rounds.operating.dividend.hudson); must be allowed by the title.
   */
  kind: 'payout' | 'withhold' | 'half' | 'hudson';
}
/**
 * A corporation buys a train.
 */
export interface BuyTrainAction {
  /**
   * The action type, always "buy_train".
   */
  type: 'buy_train';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The train bought.
   */
  train: string;
  /**
   * The price paid.
   */
  price: number;
  /**
   * The seller: "depot" (the bank's new trains), "pool" (the bank's discarded trains) or the id of the selling corporation.
   */
  from: string;
  /**
   * A train the corporation trades in for this one (1870 diesels variant: $300 off for a 4, 5 or 6-train), or a rusted certificate it discards without recompense to buy a larger train at once (phases.json rustedTrainMarket `discardToUpgrade`, 1843 L4119-4128); it leaves the game.
   */
  exchange?: string;
  /**
   * The variant the train is bought as, for a train type with `variants` bought from the depot (trains.json TrainVariant id, as 18xx.games exports record it: 1862 "1F*", "2/3L", "4/5E"). Required then; absent otherwise.
   */
  variant?: string;
  /**
   * Warranties bought with a train from the depot, each at trains.json `warranties.price`, paid on top of `price` (1862.md §2.6 item 7). Absent: 0.
   */
  warranties?: number;
}
/**
 * A corporation over its train limit discards a train to the pool.
 */
export interface DiscardTrainAction {
  /**
   * The action type, always "discard_train".
   */
  type: 'discard_train';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The train discarded.
   */
  train: string;
  /**
   * True: the certificate is not discarded but turned over to its single-train side (trains.json TrainVariant `flipsTo`), which may bring the corporation within its train limit (1843 rules L4316-4334). Absent: false.
   */
  flip?: boolean;
}
/**
 * A private company with an obsolescence ability (1843's Cie du Val de Loire, the Engineers card, rules L5265-5330) marks one of its owning corporation's train certificates, in that corporation's buy-train step: the certificate will become obsolete instead of rusting. The company acts (entityType "company").
 */
export interface MarkTrainAction {
  /**
   * The action type, always "mark_train".
   */
  type: 'mark_train';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The train certificate marked.
   */
  train: string;
}
/**
 * The entity declares bankruptcy (it cannot meet an obligation).
 */
export interface BankruptAction {
  /**
   * The action type, always "bankrupt".
   */
  type: 'bankrupt';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
}
/**
 * Ends the game at once (e.g. by agreement of the players).
 */
export interface EndGameAction {
  /**
   * The action type, always "end_game".
   */
  type: 'end_game';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
}
/**
 * A player bids in an auction. In a waterfall auction the bid names a private company, and a bid at the current price of the cheapest company buys it. In a bid-then-pick auction (rounds.auction.bidThenPick) the bid names nothing: it is for the right to pick an item afterwards (with buy_company or par).
 */
export interface BidAction {
  /**
   * The action type, always "bid".
   */
  type: 'bid';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The company bid for (waterfall auction); absent in a bid-then-pick auction.
   */
  company?: string;
  /**
   * The corporation whose charter is bid for (a parliament round's charter auction, rounds.parliament), or the company offered for takeover (1820 §8.4.2; the bid is then made by the corporation named in entity); absent otherwise.
   */
  corporation?: string;
  /**
   * The amount bid.
   */
  price: number;
}
/**
 * The entity makes a choice the current step offers (e.g. 1870's destination marker: "Map" or "Charter").
 */
export interface ChooseAction {
  /**
   * The action type, always "choose".
   */
  type: 'choose';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The chosen option, as the step names it.
   */
  choice: string;
}
/**
 * A private company owned by a corporation places its token on a hex (1870's cattle and port tokens).
 */
export interface AssignAction {
  /**
   * The action type, always "assign".
   */
  type: 'assign';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The hex the token goes on.
   */
  hex: string;
  /**
   * Which of the company's tokens (its assignToken ability's params.token, e.g. 1870's "closedPort"); absent: the only one that applies, or the one that replaces nothing.
   */
  token?: string;
}
/**
 * A president buys the whole block of their corporation's shares just sold, at the price it was sold for, so the share price does not fall (1870 rules, Share price protection).
 */
export interface ProtectSharesAction {
  /**
   * The action type, always "protect_shares".
   */
  type: 'protect_shares';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporation whose sold block is protected.
   */
  corporation: string;
}
/**
 * A corporation buys back one of its own shares into its treasury during its president's stock turn (1870 rules, Share redemption), or from the market pool in its operating turn (operating step redeemShare; 1862).
 */
export interface RedeemShareAction {
  /**
   * The action type, always "redeem_share".
   */
  type: 'redeem_share';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporation redeeming (the acting entity).
   */
  corporation: string;
  /**
   * Where the share comes from: "market", the seat number of the player who holds it, or "tableau" (the solo tableau, title.json tableau: the top card of `column`; 1862 solo S22).
   */
  from: 'market' | 'tableau' | number;
  /**
   * Operating step redeemShare (1862): which pool certificate, by its index in corporations.json certificates (0 is the president's, never redeemed, except in a game with a tableau, which has no president's certificate). Default: the first normal one in the pool. Imports name the recorded share, so that later purchases from the treasury find it there.
   */
  certificate?: number;
  /**
   * With from "tableau": the column (0-based) whose top card is redeemed.
   */
  column?: number;
  /**
   * Stock step corporatePoolBuy (1820 §6.5.3.1): how many of its shares the corporation buys from the market pool in this one action. Default 1.
   */
  count?: number;
  /**
   * Loans the company takes first to pay for the shares, one by one at the title's loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, "as needed in any other round for any expense"). Absent: none.
   */
  loans?: number;
}
/**
 * The operating corporation proposes a merger (operating step "merge", at the start of its turn) or an acquisition (step "acquire", at its end) with another corporation (1862 rules §2.7).
 */
export interface MergeAction {
  /**
   * The action type, always "merge".
   */
  type: 'merge';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The partner corporation.
   */
  corporation: string;
}
/**
 * During a merger whose two companies hold more stations than title.json mergers.maxStations allows, the survivor removes one of their station tokens (1862 rules §2.7; never the survivor's home station).
 */
export interface RemoveTokenAction {
  /**
   * The action type, always "remove_token".
   */
  type: 'remove_token';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The hex of the city.
   */
  hex: string;
  /**
   * Which city on the hex's tile, as an index among its city nodes (0 for the first city).
   */
  city: number;
  /**
   * Whose token goes: the survivor's or the non-survivor's.
   */
  corporation: string;
}
/**
 * The director of a company that must buy a train it cannot pay for chooses refinancing instead of the treasury share sale a pass would make, when both would cover the shortfall (rounds.operating.emergencyBuy.raise; 1862 rules §2.6 item 7).
 */
export interface ConvertAction {
  /**
   * The action type, always "convert".
   */
  type: 'convert';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
}
/**
 * A corporation returns all its redeemed shares to the initial offering at a new par price (1870 rules, Share reissue).
 */
export interface ReissueSharesAction {
  /**
   * The action type, always "reissue_shares".
   */
  type: 'reissue_shares';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporation reissuing (the acting entity).
   */
  corporation: string;
}
/**
 * Imported games only: the recorded outcome of 18xx.games' connection check (1870): these corporations make their connection runs now. Games played here compute the check themselves and refuse this action.
 */
export interface DestinationConnectionAction {
  /**
   * The action type, always "destination_connection".
   */
  type: 'destination_connection';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based) for a player, the corporation or company id otherwise.
   */
  entity: number | string;
  /**
   * The corporations that connect, in the order they run.
   *
   * Items: The id of a corporation in corporations.json (e.g. "PRR").
   */
  corporations: string[];
}
/**
 * In a stock turn, where the phase allows trades of private companies between players (phases.json status interplayerPrivateTrade): the player offers to buy a private company from the player who owns it, at a price of their choosing. The owner then accepts or declines (respond_offer). A trade takes the place of the turn's purchase.
 */
export interface OfferCompanyAction {
  /**
   * The action type, always "offer_company".
   */
  type: 'offer_company';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * The private company wanted.
   */
  company: string;
  /**
   * The price offered (at least 1, at most the buyer's cash).
   */
  price: number;
}
/**
 * The owner of a private company answers the offer made for it (offer_company): accept (the company and the money change hands) or decline (the buyer's turn goes on).
 */
export interface RespondOfferAction {
  /**
   * The action type, always "respond_offer".
   */
  type: 'respond_offer';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * True to sell at the offered price, false to decline.
   */
  accept: boolean;
}
/**
 * A player exchanges a private company they own for a share of a corporation, by the company's exchange ability (1860: each ferry company for its corporation's reserved 10% share). The company leaves the game. A free action in the player's stock-round turn, unless the ability says it counts as the turn's purchase (1843).
 */
export interface ExchangeCompanyAction {
  /**
   * The action type, always "exchange_company".
   */
  type: 'exchange_company';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the owner's seat number (0-based).
   */
  entity: number | string;
  /**
   * The company exchanged.
   */
  company: string;
  /**
   * The corporation whose share is taken, for a company whose ability names none (1843's Val de Loire: any corporation). Absent: the ability's corporation.
   */
  corporation?: string;
  /**
   * With an ability that may take half of an unstarted corporation's director's certificate (1843's Val de Loire): the par price the player sets; the player pays the rest of the certificate at that price.
   */
  price?: number;
}
/**
 * The operating corporation takes one loan from the bank (title.json loans; 1820 §17): at any point of its operating turn.
 */
export interface TakeLoanAction {
  /**
   * The action type, always "take_loan".
   */
  type: 'take_loan';
  /**
   * The kind of entity acting (a corporation).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The corporation.
   */
  entity: number | string;
  /**
   * How many loans to take, one after the other (default 1).
   */
  count?: number;
}
/**
 * The operating corporation repays one of its loans to the bank, at the repayLoans step of its operating turn (title.json loans; 1820 §7.2.9, §17.3).
 */
export interface PayLoanAction {
  /**
   * The action type, always "pay_loan".
   */
  type: 'pay_loan';
  /**
   * The kind of entity acting (a corporation).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The corporation.
   */
  entity: number | string;
  /**
   * How many loans to repay, one after the other (default 1).
   */
  count?: number;
}
/**
 * The operating corporation's director decides on a running cost at its step (title.json costOfBusiness.maintenanceChoice, loans.interestChoice; 1820 §7.2.5 L645-656, §7.2.8 L688-700): pay it, the director adding from their cash what the treasury lacks (the price then moves as the title says), or not pay it, which puts the company into liquidation.
 */
export interface PayCostsAction {
  /**
   * The action type, always "pay_costs".
   */
  type: 'pay_costs';
  /**
   * The kind of entity acting (a corporation).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The corporation.
   */
  entity: number | string;
  /**
   * Which cost: "maintenance" (its trains' maintenance, at the payMaintenance step) or "interest" (its loans' interest, at the payLoanInterest step).
   */
  kind: 'maintenance' | 'interest';
  /**
   * True: pay it (the director covering a shortfall); false: do not pay it, and the company goes into liquidation.
   */
  pay: boolean;
}
/**
 * The solo player (title.json tableau; 1862 solo S11-S12) buys the top card of a tableau column. For a corporation not yet started this starts it: `count` cards of the block of its cards at the top of the column (default 1), in the start mode `mode` at par `par`, paid to the bank; otherwise one share at par (chartered, never merged) or at the market price.
 */
export interface TableauBuyAction {
  /**
   * The action type, always "tableau_buy".
   */
  type: 'tableau_buy';
  /**
   * The kind of entity acting (the player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * The column, 0-based.
   */
  column: number;
  /**
   * When starting: how many cards of the top block to take (at least 1). Absent: 1.
   */
  count?: number;
  /**
   * When starting: the start mode (startModes.modes: chartered, nonChartered).
   */
  mode?: string;
  /**
   * When starting: the par price.
   */
  par?: number;
}
/**
 * The solo player moves the top card of column `from` onto column `to`, whose top card is a share of the same corporation (1862 solo S13).
 */
export interface TableauMoveAction {
  /**
   * The action type, always "tableau_move".
   */
  type: 'tableau_move';
  /**
   * The kind of entity acting (the player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * The column the card leaves, 0-based.
   */
  from: number;
  /**
   * The column it goes to, 0-based.
   */
  to: number;
}
/**
 * The solo player deals a new column into the empty column `column`: a random corporation is put out of the game first, then cards are dealt from the draw pile, a card of a corporation out of the game going to the market and being replaced (1862 solo S13).
 */
export interface TableauDealAction {
  /**
   * The action type, always "tableau_deal".
   */
  type: 'tableau_deal';
  /**
   * The kind of entity acting (the player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * The empty column, 0-based.
   */
  column: number;
}
/**
 * The solo player moves the top card of column `column` to the market without buying it; its corporation, if not started, is put out of the game (1862 solo S13).
 */
export interface TableauRemoveAction {
  /**
   * The action type, always "tableau_remove".
   */
  type: 'tableau_remove';
  /**
   * The kind of entity acting (the player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * The column, 0-based.
   */
  column: number;
}
/**
 * The solo player's one change to the setup, before any other action (1862 solo S7): \"permits\" reshuffles the permit queue, \"companies\" returns the corporations put out at setup to the cup and draws as many again, \"column\" puts column `column` under the draw pile and deals a new one into it.
 */
export interface MulliganAction {
  /**
   * The action type, always "mulligan".
   */
  type: 'mulligan';
  /**
   * The kind of entity acting (the player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The seat number (0-based) of the player acting.
   */
  entity: number | string;
  /**
   * What to change: permits, companies or column.
   */
  kind: 'permits' | 'companies' | 'column';
  /**
   * For kind column: the column, 0-based.
   */
  column?: number;
}
/**
 * 1820 (rounds.stock.lobbies, §6.5.2.1 L395-424): in part A of a stock round a player funds a new lobby of their own, or raises any lobby, to `amount` in total; the amount must be unique among the lobbies, at least the minimum and a multiple of the step. The player pays the new money (a raise: the difference) to the bank; the lobby stays its funder's, who may start a company when lobbies are resolved. It is the one action of the turn.
 */
export interface FundLobbyAction {
  /**
   * The action type, always "fund_lobby".
   */
  type: 'fund_lobby';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based).
   */
  entity: number | string;
  /**
   * The amount of the lobby raised; absent: a new lobby.
   */
  lobby?: number;
  /**
   * The lobby's funding after the action.
   */
  amount: number;
}
/**
 * 1820 (title.json britishRail, §13.5 L1298 with §6.5.2.4 L464-476): in a stock round after British Rail has appeared, a player buys one British Rail share unit from the bank pool at its current price, paid to the bank, as the one purchase of the turn. Refused at 60% (title.json holdingLimitPercent) or more.
 */
export interface BuyNationalShareAction {
  /**
   * The action type, always "buy_national_share".
   */
  type: 'buy_national_share';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based).
   */
  entity: number | string;
}
/**
 * 1820 (title.json britishRail, §13.5 L1298 with §6.5.2.3 L450-462): in a stock round a player sells British Rail share units to the bank pool at its current price each, paid by the bank; some player must still hold a unit after the sale.
 */
export interface SellNationalSharesAction {
  /**
   * The action type, always "sell_national_shares".
   */
  type: 'sell_national_shares';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based).
   */
  entity: number | string;
  /**
   * How many share units are sold.
   */
  units: number;
}
/**
 * 1820 (title.json shareCounts.increase, §6.5.2.2 L426-449): a director raises their company's share count, as the one action of a part A turn; the director buys the treasury shares needed for players to hold the minimum, then the free pool shares are placed.
 */
export interface IncreaseSharesAction {
  /**
   * The action type, always "increase_shares".
   */
  type: 'increase_shares';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the director's seat number (0-based).
   */
  entity: number | string;
  /**
   * The company.
   */
  corporation: string;
  /**
   * The new share count.
   */
  shares: number;
  /**
   * A private company going public (title.json privateCompanies; 1820 §6.5.2.2 step 1 L431-435): the par price chosen from those open now, where its marker is placed. Absent for a public company.
   */
  price?: number;
}
/**
 * 1820 (title.json shareCounts.reduce, §8.2 L753-778): in the Issue & Takeover round's free-for-all a company lowers its share count; it buys back shares from the pool, then from players, until no more than the new count are in play, retires treasury shares, and repays loans above its shares in play.
 */
export interface ReduceSharesAction {
  /**
   * The action type, always "reduce_shares".
   */
  type: 'reduce_shares';
  /**
   * The kind of entity acting (the corporation).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the corporation's id (its director submits the action).
   */
  entity: number | string;
  /**
   * The company, the same as entity.
   */
  corporation: string;
  /**
   * The new share count.
   */
  shares: number;
  /**
   * With shares 1 only: a private company the same director already directs, into which the new private company merges by the takeover procedure, for no payment (1820 §8.2 L768-770, §8.4.3). Absent: no merger.
   */
  mergeInto?: string;
  /**
   * Loans the company takes first to pay for it, one by one at the title's loan terms (title.json loans), as needed: the fewest that let it pay (1820 §17.1 L1650, "as needed in any other round for any expense"). Absent: none.
   */
  loans?: number;
}
/**
 * 1820 (rounds.issueTakeover.takeovers, §8.4 L789-882): the company on turn in the takeover step offers a company (itself or another) for takeover; an auction follows (bid with entityType corporation, entity the bidding company, corporation the offered company).
 */
export interface OfferTakeoverAction {
  /**
   * The action type, always "offer_takeover".
   */
  type: 'offer_takeover';
  /**
   * The kind of entity acting (the offering corporation).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The offering corporation's id.
   */
  entity: number | string;
  /**
   * The company offered.
   */
  corporation: string;
}
/**
 * 1820 (§8.4.2 L840-842): the offered company's director accepts or declines a winning bid below the forcing bid.
 */
export interface RespondTakeoverAction {
  /**
   * The action type, always "respond_takeover".
   */
  type: 'respond_takeover';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The director's seat number.
   */
  entity: number | string;
  /**
   * True: the sale goes ahead; false: the takeover fails.
   */
  accept: boolean;
}
/**
 * A bid in the future-train auction that opens a stock round (trains.json futureTrains; 1820 §6.4.2): at least minBid, a multiple of step and above the standing bid.
 */
export interface BidFutureTrainAction {
  /**
   * The action type, always "bid_future_train".
   */
  type: 'bid_future_train';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: a seat number (player) or a corporation id.
   */
  entity: number | string;
  /**
   * The bid.
   */
  price: number;
}
/**
 * The future-train auction winner takes one train of the lot at the winning bid (1820 §6.4.2); a pass after taking one puts the rest of the lot up again.
 */
export interface TakeFutureTrainAction {
  /**
   * The action type, always "take_future_train".
   */
  type: 'take_future_train';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: a seat number (player) or a corporation id.
   */
  entity: number | string;
  /**
   * The train type taken (trains.json id).
   */
  train: string;
}
/**
 * A corporation, in its operating turn, receives a future train held by its director (1820 §6.4.3 L356-366); it counts as buying that type from the supply.
 */
export interface AssignFutureTrainAction {
  /**
   * The action type, always "assign_future_train".
   */
  type: 'assign_future_train';
  /**
   * The kind of entity acting.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: a seat number (player) or a corporation id.
   */
  entity: number | string;
  /**
   * The train type assigned (trains.json id).
   */
  train: string;
}
/**
 * A deal that needs another player's consent (title.json negotiation; 1820 §10.1 L940-949), proposed by the entity acting (a player in a stock turn, the operating company in its turn). The turn stays with the proposer; the counterpart answers out of turn with accept_proposal or decline_proposal. One proposal at a time; it lapses when the proposer's turn ends.
 */
export interface ProposeTradeAction {
  /**
   * The action type, always "propose_trade".
   */
  type: 'propose_trade';
  /**
   * The kind of entity acting (a player, or the operating corporation).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The proposer: a seat number, or the operating corporation's id.
   */
  entity: number | string;
  /**
   * The kind of deal (title.json negotiation.deals): buyShare, sellShare, placeShare, assignFutureTrain, buyTrain or contributionSale.
   */
  deal: 'buyShare' | 'sellShare' | 'placeShare' | 'assignFutureTrain' | 'buyTrain' | 'contributionSale';
  /**
   * The counterpart player's seat, who must agree (contributionSale: the player who would direct the company after the sale).
   */
  to: number;
  /**
   * The company whose share changes hands (buyShare, sellShare, placeShare), the company selling the train (buyTrain), or the company of which the director sells a share to the pool (contributionSale).
   */
  corporation?: string;
  /**
   * An investor the proposer plays (1820: a cousin) that buys or sells instead of the proposer (buyShare, sellShare). Formerly `cousin` (FormerFieldNames).
   */
  investor?: string;
  /**
   * An investor the counterpart plays (1820: a cousin) that sells or buys instead of the counterpart (buyShare, sellShare, placeShare), or that the seller names to direct the company among investors tied after the sale (contributionSale, as sell_shares successorInvestor). Formerly `toCousin` (FormerFieldNames).
   */
  toInvestor?: string;
  /**
   * The counterpart's future train type assigned to the operating company (assignFutureTrain), or the id of the train bought (buyTrain).
   */
  train?: string;
  /**
   * The price agreed (buyTrain): paid by the operating company to the selling company, at least 1.
   */
  price?: number;
}
/**
 * The proposer withdraws its open proposal (title.json negotiation); nothing changes, and the same terms cannot be proposed again in that turn.
 */
export interface WithdrawProposalAction {
  /**
   * The action type, always "withdraw_proposal".
   */
  type: 'withdraw_proposal';
  /**
   * The kind of entity that proposed.
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The proposer, as in its propose_trade.
   */
  entity: number | string;
}
/**
 * The counterpart of the open proposal agrees (title.json negotiation), out of turn: the deal is carried out at once with every ordinary rule checked now, or refused.
 */
export interface AcceptProposalAction {
  /**
   * The action type, always "accept_proposal".
   */
  type: 'accept_proposal';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The counterpart's seat number.
   */
  entity: number | string;
}
/**
 * The counterpart of the open proposal refuses it (title.json negotiation), out of turn; nothing changes, and the same terms cannot be proposed again in that turn.
 */
export interface DeclineProposalAction {
  /**
   * The action type, always "decline_proposal".
   */
  type: 'decline_proposal';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * The counterpart's seat number.
   */
  entity: number | string;
}
/**
 * The cousin auction (cousins.json auction; 1820 §6.3.2 L302-312): the player bids `price` on a cousin, at least the minimum, a multiple of the step and above the cousin's standing bid, which is returned to its bidder. The bid money is held by the bank until the auction ends (returned if outbid). At most maxLotsWithBids cousins carry bids: a bid on another must beat the smallest standing bid, which (with any tied with it) is returned.
 */
export interface BidCousinAction {
  /**
   * The action type, always "bid_cousin".
   */
  type: 'bid_cousin';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based).
   */
  entity: number | string;
  /**
   * The cousin bid on (cousins.json id).
   */
  cousin: string;
  /**
   * The bid.
   */
  price: number;
}
/**
 * After the cousin auction (1820 §6.3.3 L320-326): the player whose offer it is buys an unbid cousin at the lowest winning bid (`price`, which must equal it). A pass ends the player's offer.
 */
export interface BuyCousinAction {
  /**
   * The action type, always "buy_cousin".
   */
  type: 'buy_cousin';
  /**
   * The kind of entity acting (a player).
   */
  entityType: 'player' | 'corporation' | 'company';
  /**
   * Who acts: the seat number (0-based).
   */
  entity: number | string;
  /**
   * The cousin bought (cousins.json id).
   */
  cousin: string;
  /**
   * The price: the lowest winning bid of the auction.
   */
  price: number;
}
