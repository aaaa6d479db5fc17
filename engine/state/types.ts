/**
 * Game state: plain JSON data, so it can be cloned, hashed, compared between a
 * from-scratch replay and an incremental fold, and cached by any API process.
 * Nothing here refers back to the definition except by id.
 */
import type { Action, ProposeTradeAction } from '../generated/actions';

/**
 * Where a certificate, company, train or sum of money is. Strings keep the state
 * plain JSON: 'ipo' (unsold), 'market' (the open market / bank pool), 'bank',
 * 'depot' (trains not yet sold), 'pool' (trains discarded to the bank),
 * 'scrap' (rusted or removed), `player:<seat>`, `corp:<id>`.
 */
export type Holder = string;

export const playerHolder = (seat: number): Holder => `player:${seat}`;
export const corpHolder = (id: string): Holder => `corp:${id}`;
export function seatOf(holder: Holder): number | null {
  return holder.startsWith('player:') ? Number(holder.slice(7)) : null;
}
export function corpOf(holder: Holder): string | null {
  return holder.startsWith('corp:') ? holder.slice(5) : null;
}
/** A cousin (cousins.json; 1820 §14) holds certificates and money as `cousin:<id>`. */
export const cousinHolder = (id: string): Holder => `cousin:${id}`;
export function cousinOf(holder: Holder): string | null {
  return holder.startsWith('cousin:') ? holder.slice(7) : null;
}

/**
 * A cousin in play (cousins.json; 1820 §14): a non-player investor owned and played by a player,
 * with its own treasury and holdings (its certificates are held by `cousin:<id>`).
 */
export interface CousinState {
  id: string;
  /** Seat of the player who bought it; null while it is offered at the cousin auction. */
  owner: number | null;
  cash: number;
  /**
   * "offered": at the cousin auction, not yet bought; "owned": in play; "discarded": nobody bought it
   * (1820 §6.3.3 L319-326); "closed": closed at the start of cousins.json closeOnPhase (§14.1 L1366);
   * "bankrupt": could not pay a fee to the bank (§10.3 L957-968).
   */
  status: 'offered' | 'owned' | 'discarded' | 'closed' | 'bankrupt';
  /** Uses of its ability in this game by all its investments together, counted where the ability has params.usesPerGame (cousins.json). */
  uses?: number;
}

export interface PlayerState {
  seat: number;
  name: string;
  cash: number;
  /** Set when the player went bankrupt. */
  bankrupt: boolean;
}

export interface MarketPosition {
  row: number;
  col: number;
}

export interface TokenState {
  hex: string;
  /** Index of the city among the cities of the hex's tile. */
  city: number;
}

export interface CorporationState {
  id: string;
  cash: number;
  /** True once it has moved a station (rounds.operating.stationMove, once per game). Absent: not yet. */
  stationMoved?: true;
  /** Par price once parred. */
  par: number | null;
  market: MarketPosition | null;
  /** Arrival order on the current market cell: earlier arrivals operate first. */
  marketSeq: number;
  /** Owner of each certificate, by certificate index (0 is the president's). */
  certs: Holder[];
  /**
   * title.json shareCounts (1820): the number of equal shares chosen at par; `certs` then has this many
   * entries of 100 / shareCount percent each. Absent: corporations.json certificates.
   */
  shareCount?: number;
  /** Seat of the president, null before par, and null while a cousin directs it (`cousinDirector`). */
  president: number | null;
  /**
   * The cousin (cousins.json id) directing it: it holds the most shares and certificate 0 (1820 §13.4
   * L1265-1279); the company then plays itself (§14.1 L1345-1357, engine/mechanisms/cousinDirectors.ts)
   * and `president` is null, so nothing asks a player to act for it or pay its costs. Absent: a player
   * directs it, or nobody does.
   */
  cousinDirector?: string;
  floated: boolean;
  /** Has completed at least one operating turn (share sales may depend on it). */
  operated: boolean;
  /** Station tokens on the map, in the order placed (the first is home). */
  tokens: TokenState[];
  /** Train instance ids owned, in purchase order. */
  trains: string[];
  closed: boolean;
  /** Reissued shares sell from the initial offering with the money going to the corporation (1870). */
  reissued?: boolean;
  /** The destination marker has been used: placed on the map, or kept on the charter (1870). */
  destinationUsed?: boolean;
  /** Extra station tokens beyond the charter's list, by cost (1870: the destination marker kept on the charter). */
  extraTokens?: number[];
  /** Train kinds it may run, when a title deals permits at setup or during play (1862; title.json permits); else corporations.json `permits`. */
  permits?: string[];
  /** The permits dealt at setup (title.json permits): a restart of the corporation restores them (1862 §2.2, restart_corporation!). */
  originalPermits?: string[];
  /** Ended a turn without a train but with a route (title rounds.operating.insolvency; 1860 rules, Insolvency). */
  insolvent?: boolean;
  /** Bankrupt and not yet refloated (title.json corporationBankruptcy): stations flipped, treasury and trains kept. */
  bankrupt?: boolean;
  /** Destinations whose bonus it has received, as "<hex>" or "<hex>/<city>" (title.json destinationBonuses). */
  destinationsReached?: string[];
  /** Left the game at setup (title.json setup.corporationOrder.remove): also closed. */
  removed?: boolean;
  /** The phase from which it may be started (title.json setup.corporationOrder.waves); absent: from the start. */
  availableFrom?: string;
  /** How it was started (title.json startModes.modes; 1862 chartered / nonChartered): decides capitalisation, par prices and tokens. */
  startMode?: string;
  /** Station tokens bought at float (title.json startModes tokens): it has exactly this many. */
  tokensBought?: number;
  /**
   * A one-share private company (title.json privateCompanies; 1820 §13.2): its place on the private track,
   * the round it became private and the market cell and arrival it had then (its order among privates
   * formed in one round). Its `market` is then null. Absent: not a private company.
   */
  privateTrack?: { round: number; row: number; col: number; seq: number };
  /** Loans outstanding (title.json loans; 1820 §17). Absent: none. */
  loans?: number;
  /** Has been part of a merger or been refinanced, in a game with a tableau (its tableau shares then cost the market price; 1862 solo S12, S22). */
  mergedOrRefinanced?: boolean;
  /** In receivership because the solo player holds too few of its shares (title.json tableau.receivershipBelowShares; 1862 solo S18). */
  receivership?: boolean;
  /** The charter won in a parliament round and not yet discharged by floating: its holder, and the stock round at whose end an unfloated corporation is fined and reset (rounds.parliament.obligation). */
  charter?: { holder: number; deadline: number };
  /** Uses in this game of cousins' abilities limited per company per game (cousins.json ability params.usesPerCompanyPerGame; 1820 §14.3.2, §14.4.2, §14.5.1), by cousin id. Cleared when the charter returns to the supply. Absent: none used. */
  cousinUses?: Record<string, number>;
}

/**
 * The 1862 solo tableau (title.json `tableau`; engine/mechanisms/tableau.ts). Cards are named
 * "<corporation>/<certificate index>"; their certificates are held by "tableau" or "deck".
 */
export interface TableauState {
  /** The columns, each from its first card dealt to its top (the last element). */
  columns: string[][];
  /** The face-down draw pile, next card first (hidden from clients). */
  drawPile: string[];
  /** Corporations that can be drawn at random to leave the game. */
  cup: string[];
  /** Corporations out of the game, in the order they left. */
  out: string[];
  /** Home hexes out of the game: "blocked" (nothing may be built) or "frozen" (track usable, no upgrade, no station). */
  hexes: Record<string, 'blocked' | 'frozen'>;
  /** Permits still to be given, the next first. */
  permitQueue: string[];
  /** Order cards still to be turned for the train-removal cycle, the next first. */
  orderCards: number[];
  /** One generator state per purpose (1862.md §3.6): a draw for one purpose never shifts another. */
  streams: { deck: number; order: number; cup: number; permits: number };
  /** The setup may still be changed once (S7): true until the first action other than the mulligan. */
  mulligan: boolean;
  /** Operating rounds completed so far (the first one clears the A trains). */
  operatingRounds: number;
  /** A corporation bought a train in the operating round under way. */
  trainBought: boolean;
}

export interface CompanyState {
  id: string;
  /** 'bank' while unsold. */
  owner: Holder;
  closed: boolean;
  /** Offered by the bank at face value in stock turns (phase event companiesForSale), where the title does not sell every company that way. */
  forSale?: boolean;
}

export interface TrainState {
  /** Instance id, e.g. "3-1": type 3, the second one made. */
  id: string;
  type: string;
  owner: Holder;
  /** The variant it was bought as (trains.json TrainVariant id), for a type with variants; it runs by the variant's terms. */
  variant?: string;
  /** Warranty marks left (trains.json `warranties`); absent when none. */
  warranties?: number;
  /** True: it should have rusted but had warranty marks; it rusts when its last mark goes (engine/mechanisms/warranties.ts). */
  rustPending?: boolean;
  /** True: a rusted certificate back on sale, or bought, from the rusted-train market (phases.json rustedTrainMarket; 1843 gray phase). */
  rusted?: boolean;
  /** The company whose obsolescence ability marked it (1843's Engineers card): it becomes obsolete instead of rusting. */
  marked?: string;
  /** Present once obsolete: the runs it has left before it is discarded (abilities kind obsolescence). */
  obsolete?: { runsLeft: number };
  /** True: removed from the depot unsold, as no purchase (title.json tableau.removalStartsPhases false; 1862 solo). */
  removed?: true;
}

export interface HexState {
  /** Tile laid on the hex, or null for the preprinted tile (or blank). */
  tile: string | null;
  rotation: number;
  /**
   * Station tokens: which corporation holds which slot of which city. `blocked`: a blocked marker
   * left where `corporation` moved a station from (rounds.operating.stationMove); it is not that
   * corporation's station and stops its routes as another's would.
   */
  tokens: { corporation: string; city: number; slot: number; blocked?: true }[];
}

/**
 * Something on the map that changes what a stop pays: a bonus token (1870's
 * cattle and port tokens) or a destination marker that doubles a route end.
 */
export interface MapMarker {
  hex: string;
  /** "bonus": adds to every route stopping on the hex; "doubleAtEnd": the stop's value counts twice at a route end. */
  kind: 'bonus' | 'doubleAtEnd';
  /** The corporation the marker belongs to. */
  corporation: string;
  /** Added for the owning corporation's trains (bonus markers). */
  ownerBonus: number;
  /** Added for every other corporation's trains (bonus markers). */
  otherBonus: number;
  /** What placed it (a private company id, or "destination"). */
  source: string;
  /** The company ability that placed it (assign tokens). */
  ability?: string;
  /** The operating round it was placed in, "<set>.<index>" (assign tokens: a replacement may have to wait for a later round). */
  placedIn?: string;
  /** A destination marker that holds a station slot of the hex's city when one is free (Station Marker Wars). */
  takesSlot?: boolean;
}

export interface StockTurn {
  /** Corporations the current player sold this turn. */
  sold: string[];
  /** Whether the player has done anything this turn (a pass after acting only ends the turn). */
  acted: boolean;
  /** Certificates bought this turn (normally at most one), by corporation or company id. */
  bought: string[];
  /** An offer for a private company was made (and declined) this turn: one per turn. */
  offered?: boolean;
  /** A sale followed a purchase this turn (ends a multiple purchase, rounds.stock.multiBuy). */
  soldAfterBuy?: boolean;
  /** A lobby was funded or raised this turn (rounds.stock.lobbies; 1820). */
  lobbied?: boolean;
  /** The cousin the player acts for this turn (1820 §6.5.1 L371-374: themselves or one cousin); absent: themselves or not yet decided. */
  cousin?: string;
}

/** The cousin auction under way (cousins.json auction; 1820 §6.3). */
export interface CousinAuctionState {
  /** The standing bid on each cousin that has one; the bid money is with the bank until the end. */
  bids: Record<string, { seat: number; price: number }>;
  /** Consecutive passes: one by every player ends the bidding. */
  passes: number;
  /**
   * After the bidding: the unbid cousins are offered at `price` (the lowest winning bid) to each seat in
   * `queue` in turn, ascending cash first (L321-324). Null while bidding goes on.
   */
  offer: { queue: number[]; price: number } | null;
}

/**
 * Open-cry bidding (engine/mechanisms/openCry.ts; 1820 §10.4 L970-982): who has declared done since the
 * last bid, who is barred, and whether the last bid may still be tied by a lower player card.
 */
export interface OpenCryState {
  /** Seats that declared they will not bid further since the last bid. */
  done: number[];
  /** Seats barred from this auction (a winner who defaulted, L980-982). */
  barred: number[];
  /** True right after a bid: a seat with a lower player card may still bid the same amount (simultaneous bids, L978). Absent: not. */
  tieOpen?: true;
}

/** The future-train auction under way (trains.json futureTrains; 1820 §6.4.2). */
export interface FutureAuctionState {
  /** The train types of the lot still to be sold. */
  lot: string[];
  /** Whether the lot's winning bids are deducted from the next stock-round income instead of paid now. */
  deferred: boolean;
  /** The seat to bid or pass. */
  turn: number;
  /** The standing bid; its bidder pays only on taking a train. */
  bid: { seat: number; price: number } | null;
  /** Seats that have passed in this auction (out until the lot is put up again). */
  out: number[];
  /** After the bidding: the winner takes trains at `price` each; `took` counts them. Null while bidding goes on. */
  winner: { seat: number; price: number; took: number } | null;
  /** trains.json futureTrains.bidding "openCry": the declarations and bars; `turn` and `out` are then unused. Absent: seat-order bidding. */
  openCry?: OpenCryState;
}

export interface StockRoundState {
  kind: 'stock';
  /** Counts stock rounds from 1. */
  number: number;
  /** Seat whose turn it is. */
  turn: number;
  turnState: StockTurn;
  /** Consecutive passes by players who did nothing in their turn. */
  passes: number;
  /** Seat of the last player who acted (priority goes to the next seat). */
  lastActor: number | null;
  /** Corporations each seat has sold this round (no buying them back this round). */
  soldThisRound: Record<string, string[]>;
  /** Percent of each corporation each seat bought (or started) this round (rounds.stock.sellAllowed "notBoughtThisRound"). */
  boughtThisRound?: Record<string, Record<string, number>>;
  /** Blocks sold this turn whose price fall waits for price protection (1870). */
  sales: { seller: number; corporation: string; percent: number; price: number; presidentBefore?: number | null }[];
  /** The block currently offered to its president for protection. */
  protection: { index: number; president: number } | null;
  /** A player's offer for another player's private company, waiting for the owner's answer. */
  offer?: { buyer: number; seller: number; company: string; price: number } | null;
  /** Corporations that floated this round and must lay their home tile now, first one first (rounds.stock.homeTrackAtFloat). */
  homeTrack?: string[];
  /** Corporations just started that must place their first stations now, first one first (title.json floatStations; 1820). */
  floatStations?: string[];
  /** The hex on which each corporation laid its free tile at its float this round (title.json floatStations.freeTile; 1820 §6.6.2 L520-527). */
  floatLays?: Record<string, string>;
  /** Corporations that floated this round whose president must now choose how many tokens to buy (title.json startModes tokens min/max). */
  tokenChoice?: string[];
  /** The last president who protected this turn (play resumes to their left). */
  lastProtector: number | null;
  /** What each corporation has done this round on its own behalf ("redeem", "reissue"). */
  corporateActions: Record<string, string[]>;
  /** Each corporation's treasury when the round began (1870: redemption may use only that money). */
  treasuryAtStart: Record<string, number>;
  /**
   * turnOrder sortBy "passOrder": the seats holding a card of the other colour, card 1 first (1820 L403-417:
   * a passing player takes the lowest free card, a player who acts returns theirs). Absent: not tracked.
   */
  passOrder?: number[];
  /** rounds.stock.lobbies (1820 §6.5.1): part "A" (lobbies open) until they are resolved, then "B". Absent: no parts. */
  part?: 'A' | 'B';
  /** Part A: the funded lobbies (funder and amount; the money is already with the bank). */
  lobbies?: { owner: number; amount: number }[];
  /** Part A: consecutive turns without lobby funding; a whole rotation ends part A. */
  quietTurns?: number;
  /** Companies whose share count was increased this round (no sales of them until the next; 1820 §6.5.2.3). */
  increased?: string[];
  /**
   * A share-count increase waiting for its 40% (engine/mechanisms/increaseShareCount.ts; 1820 §6.5.2.2 step 4): the
   * company, the treasury shares still to be bought, the pool placements that follow, and the increase action
   * (the director's stock action, ended when the placement is done). Absent: none under way.
   */
  increase?: {
    corporation: string;
    need: number;
    pool: number;
    action: Action;
    /** With shareCounts.increase.holdersMaySell: the shares each player (by seat) held as the increase began and may still sell in it (1820 L442). */
    sellable?: Record<string, number>;
  };
  /** The cousin auction, before the stock actions of the round that opens with it (cousins.json auction). Absent: none. */
  cousinAuction?: CousinAuctionState;
  /** The future-train auction, after any cousin auction and before the stock actions (trains.json futureTrains). Absent: none. */
  futureAuction?: FutureAuctionState;
  /** Distance fees paid this round for each company's first stations, by company, and whether a cousin has halved them (cousins.json halveFloatDistanceFee). */
  floatFees?: Record<string, { seat: number; fee: number; halved?: true }>;
  /** Corporations each cousin has sold this round, by cousin id (1820 §6.5.2.4 L471-473: tracked apart from its player's). */
  cousinSold?: Record<string, string[]>;
  /** Lobbies being resolved, largest first; `floating`: the company the first one's funder has started and is buying to float. */
  lobbyResolution?: { queue: { owner: number; amount: number }[]; floating: string | null };
}

export interface OperatingTurn {
  /** Index into the operating round's configured step list. */
  step: number;
  tilesLaid: { hex: string; upgrade: boolean; special?: boolean; city?: boolean; /** The extra city upgrade of a cousin (cousins.json extraCityUpgrade), beside the normal lays. */ cousin?: string }[];
  tokenPlaced: boolean;
  /** The track build is over for this turn: a company's tileAndToken ability took its place (1843's du Havre, Boulogne-Amiens). */
  trackDone?: boolean;
  /** A tileAndToken ability with params.stationSeparately laid its tile: its station, already paid for, is still to be placed on this hex (18xx.games' teleport ability). Absent: none owed. */
  stationOwed?: { company: string; hex: string };
  /** Revenue of this turn's run, once the routes are run (0 without trains). */
  revenue: number | null;
  /** Halt subsidy of this turn's run (title routes.haltSubsidy), already paid to the treasury; not revenue. Absent: none. */
  subsidy?: number;
  /** How the revenue was used, once decided. */
  dividend: string | null;
  /** Routes as run this turn (validated), kept for the log and analytics. */
  routes: { train: string; revenue: number; stops: string[]; /** Cousins whose route abilities the route used (run_routes routes[].cousins). Absent: none. */ cousins?: string[] }[];
  boughtTrain: boolean;
  /** True once the redeemShare step has redeemed a share this turn (one per operating round). Absent: none. */
  redeemed?: boolean;
  /** True while the home station waits for the turn to move past the step rounds.operating.homeTokenAfterStep names; meanwhile it counts as in its home city for the network. Absent: not waiting. */
  homeWaiting?: boolean;
  /** True while the corporation must first lay a tile on its home hex that gives its home city a slot, then place its home station there (rounds.operating.homeStation fallbacks "upgradeForSlot"). Absent: no such lay pending. */
  homeUpgrade?: boolean;
  /** Where the corporation's market marker was, and its place there, when the turn began (rounds.operating.order "sharePriceFaceDown"). Absent: not recorded. */
  marketAtStart?: { row: number; col: number; seq: number };
  /** True once the payMaintenance step has charged this turn's train maintenance (title.json costOfBusiness). Absent: not yet. */
  maintenancePaid?: boolean;
  /** True once the payLoanInterest step has charged this turn's loan interest (title.json loans). Absent: not yet. */
  interestPaid?: boolean;
  /** The port hexes the corporation may claim this turn, worked out at its start (title.json ports). Absent: none. */
  portsClaimable?: string[];
  /** True once it claimed a port this turn (no station then). Absent: not claimed. */
  portClaimed?: boolean;
  /** True while the corporation must first choose the city of its home hex for its home station (corporations.json home.cityChoice). Absent: no choice pending. */
  homeChoice?: boolean;
}

export interface OperatingRoundState {
  kind: 'operating';
  /** Stations lifted by the first tile laid on a trackless hex of several cities, each waiting for its corporation to place it again (rounds.operating.stationChoiceOnFirstTrack). Absent: none. */
  /** Stations lifted by a first tile (title rounds.operating.stationChoiceOnFirstTrack), each with the corporation whose president places it. */
  stationChoices?: { corporation: string; hex: string; index: number; chooser?: string }[];
  /** Counts operating-round sets from 1 (one set follows each stock round). */
  set: number;
  /** 1-based index of this round within its set. */
  index: number;
  /** How many operating rounds this set has (fixed when the set begins). */
  count: number;
  /** The national railway (title.json britishRail) has taken its turn this round. */
  britishRailOperated?: true;
  /** The phase index in force when this round began (title.json gameEvents endOfFirstOperatingRoundStartedIn). */
  startPhase?: number;
  /** Corporations that have finished their turn this round. */
  done: string[];
  /** The corporation operating now (null before the first is chosen). */
  current: string | null;
  turn: OperatingTurn;
  /** A connection run under way (1870 rules, "Connection run"): its stage and revenue. */
  connection?: { corporation: string; stage: 'choose' | 'run' | 'dividend'; revenue: number } | null;
  /** Corporations waiting for their connection run, in order. */
  connectionQueue?: string[];
  /** A president's forced sales this turn, offered for price protection when the turn ends (1870). */
  sales?: { seller: number; corporation: string; percent: number; price: number; presidentBefore?: number | null }[];
  protection?: { index: number; president: number } | null;
  lastProtector?: number | null;
  soldThisRound?: Record<string, string[]>;
  /** A merger or acquisition under way (title.json mergers; engine/mechanisms/merger.ts). */
  merger?: MergerState | null;
}

/**
 * A merger or acquisition under way (1862 rules §2.7). It waits for the survivor's choice, then
 * for each holder's option choice in turn, then for the survivor's station removals.
 */
export interface MergerState {
  /** "refinance": the procedure run on the originator alone (1862 §2.6 item 7), for a forced train purchase. */
  type: 'merge' | 'acquire' | 'refinance';
  /** The operating corporation that proposed it. */
  originator: string;
  partner: string;
  stage: 'survivor' | 'option' | 'stations';
  survivor?: string;
  nonsurvivor?: string;
  /** The survivor's new share price. */
  price?: number;
  /** Who settles their holding, in order: players from the originator's director in seat order, then the originator. */
  holders?: Holder[];
  /** The holder deciding an option now (stage "option"): its certificate, percentage and prices. */
  option?: { holder: Holder; corporation: string; cert: number; percent: number; sellPrice: number; redeemPrice: number };
  /** Stations the survivor must still remove, and the hexes it may remove them from (stage "stations"). */
  removals?: { count: number; hexes: string[] };
  /** Station tokens each company owns (placed or not) while stations are removed. */
  owned?: Record<string, number>;
  /** The survivor's turn ends when the merger completes (the other company has already operated, or an acquisition). */
  skip?: boolean;
}

export interface AuctionRoundState {
  kind: 'auction';
  number: number;
  /** Seat whose ordinary turn it is. */
  turn: number;
  /** Consecutive passes in ordinary turns. */
  passes: number;
  /** Standing bids on companies that are not yet the cheapest, by company id. */
  bids: Record<string, { seat: number; price: number }[]>;
  /** Price cuts of companies nobody would buy (all players passed). */
  discounts: Record<string, number>;
  /** Bidders fighting over the company that has just become the cheapest. */
  contest: { company: string; bidders: number[]; turn: number; /** Rotating bidding order (waterfallAuction duelOrder "lowestBidFirst"). */ order?: number[] } | null;
  /** A buyer who must now set a par price (1870's SLSF private is that company's president's certificate). */
  /** The last player who bought the cheapest company at its price (waterfallAuction priorityAfter "lastBuyer"). */
  lastBuyer?: number | null;
  pendingPar: { seat: number; corporation: string; /** The par prices allowed (grantsShare parPrices); absent: the par cells open now. */ parPrices?: number[] } | null;
  lastActor: number | null;
  /** Present when the round is a bid-then-pick auction (rounds.auction.steps ["bidThenPick"]); the waterfall fields then stay empty. */
  bidThenPick?: BidThenPickState;
}

/**
 * A bid-then-pick auction (1860 rules, Private Companies and the Initial Auction): one auction per
 * item on offer, for the right to pick an item. `AuctionRoundState.turn` is the seat to bid next.
 */
export interface BidThenPickState {
  /** 1-based number of the auction under way (one per item on offer). */
  auction: number;
  /** The seat that opened this auction; it wins for nothing if nobody bids. */
  opener: number;
  /** The high bid of this auction so far. */
  high: { seat: number; price: number } | null;
  /** Seats that have passed in this auction: they sit out the rest of it. */
  out: number[];
  /** The winner of this auction, who must now pick an item (null while bidding goes on). */
  picker: number | null;
  /** Each finished auction's winner and winning bid, in order. */
  won: { seat: number; price: number; item: string }[];
}

/** A parliament round (rounds.parliament; 1862 §2.4): charter auctions, one at a time. */
export interface ParliamentRoundState {
  kind: 'parliament';
  number: number;
  /** Seat to open an auction or pass (between auctions). */
  turn: number;
  /** Consecutive passes between auctions. */
  passes: number;
  /** Seats that have won a charter this round (they may not open another auction). */
  won: number[];
  /** The auction under way: the corporation, the high bid, the seats still in (in seating order), the seat to bid next. */
  auction: { corporation: string; high: { seat: number; price: number }; bidders: number[]; turn: number } | null;
  /** The winner now starting the corporation: "par" first, then "buy" (shares at par while under rounds.parliament.buyUpToPercent). */
  winner: { seat: number; corporation: string; stage: 'par' | 'buy' } | null;
}

/**
 * An Issue & Takeover round waiting for players (rounds.issueTakeover; 1820 §8.1): the round's
 * automatic steps before `step` have run; `step` is the index of the player step under way.
 */
export interface IssueTakeoverRoundState {
  kind: 'issueTakeover';
  number: number;
  /** Index in rounds.issueTakeover.steps of the step under way (issueShares). */
  step: number;
  /** Seat on turn. */
  turn: number;
  /** Consecutive passes (the step ends at one per player). */
  passes: number;
  /** Companies that reduced their share count this round (1820 §8.4.1 L822-826: others may not offer them). */
  reduced?: string[];
  /** The takeover step under way (rounds.issueTakeover step "takeovers"; engine/mechanisms/takeoverSteps.ts). */
  takeover?: TakeoverStepState;
}

export interface TakeoverStepState {
  /** The offering companies in reverse operating order, fixed as the step starts. */
  order: string[];
  /** The one on turn. */
  index: number;
  /** Companies offered this round (none is offered twice). */
  offered: string[];
  /** Companies that acquired another this round. */
  acquired: string[];
  /** In the liquidation step: the companies in the liquidation box still to be auctioned, in operating order. */
  liquidations?: string[];
  /**
   * Companies bankrupt cousins directed, to be liquidated in this round (1820 §8.1 L738, §10.3 L964-967), one
   * group per cousin, each waiting for the cousin's player (`seat`) to choose the order (`choose` the next
   * one) and then queued in `liquidations`. The first group is being ordered.
   */
  liquidationOrder?: { seat: number; companies: string[] }[];
  auction?: TakeoverAuction;
}

export interface TakeoverAuction {
  target: string;
  offeredBy: string;
  minimum: number;
  forcing: number;
  /** The best bid: seat null is the bank's (a self-offer); corporation the bidding company. */
  high: { seat: number | null; corporation: string | null; amount: number } | null;
  /** Every bid made, for the offered company's director's cap. */
  bids: { seat: number | null; amount: number }[];
  /** Seats that dropped out. */
  out: number[];
  /** Seat to bid. */
  turn: number;
  /** The offered company's director must accept or decline the winning bid (below the forcing bid). */
  decision?: boolean;
  /** The winning company's director raises what its treasury lacks of the bid, by loans or issues (rounds.issueTakeover.takeovers.raisePayment "loansOrIssues"). */
  payment?: boolean;
  /** A liquidation's auction (offeredBy "bank"): the winner buys the stations on the map and the trains. */
  liquidation?: true;
  /** rounds.issueTakeover.takeovers.bidding "openCry": the declarations and bars; `turn` and `out` are then unused. Absent: seat-order bidding. */
  openCry?: OpenCryState;
}

/** The terms of a deal by consent (title.json negotiation; engine/mechanisms/negotiation.ts): the fields of propose_trade. */
export type ProposalTerms = Omit<ProposeTradeAction, 'type' | 'entityType' | 'entity'>;

/** A deal proposed and waiting for the counterpart's answer. */
export interface ProposalState extends ProposalTerms {
  /** The proposer's seat. */
  from: number;
  /** The entity the proposer acted for: themselves, or the operating corporation. */
  by: { entityType: 'player' | 'corporation'; entity: number | string };
}

export type RoundState = StockRoundState | OperatingRoundState | AuctionRoundState | ParliamentRoundState | IssueTakeoverRoundState;

export interface GameResult {
  reason: string;
  /** Final score (net worth) by seat, as strings of the seat number. */
  scores: Record<string, number>;
  /** Seats in final standing, best first. */
  ranking: number[];
  /** The score level the winner reached (title.json scoring.ranks), null below the lowest; absent when the title has none. */
  rank?: string | null;
}

export interface GameState {
  /** State format version: caches keyed on it are invalid when it changes. */
  format: 1;
  title: string;
  variant: string | null;
  /** Set for imported games whose connection checks come as actions (see GameSetup). */
  connectionChecks?: 'actions';
  /** The older form of endByAgreement: a recorded end_game ends the game at once (games stored with it replay). */
  allowManualEnd?: boolean;
  /** The game may end early by agreement of every player (state/endAgreement.ts; see GameSetup). */
  endByAgreement?: boolean;
  /** Seats that have agreed to end the game since the last other action, in order. */
  endAgreement?: number[];
  /** Imported games: the upgrade restriction is not checked (see GameSetup.recordedLays). */
  recordedLays?: boolean;
  /** Imported games: routes' recorded revenues are taken (see GameSetup.recordedRevenues). */
  recordedRevenues?: boolean;
  /** Connection runs recorded before an operating round began (imported games). */
  pendingConnections?: string[];
  /** Normalised 32-bit seed the game was created with. */
  seed: number;
  /** Current generator state (see engine/rng.ts). */
  rng: number;
  /** The 18xx.games generator instead of mulberry32 (title.json setup.generator "lcg31"). */
  generator?: 'lcg31';
  /** The offer order the setup shuffled the corporations into (title.json setup.corporationOrder; 1862 §2.2). */
  offerOrder?: string[];
  players: PlayerState[];
  /** Cash in the bank; may go negative once the bank has broken (the game then ends on schedule). */
  bank: number;
  bankBroken: boolean;
  corporations: Record<string, CorporationState>;
  companies: Record<string, CompanyState>;
  /** The cousins in play, by id (cousins.json inPlay). Absent: the title has no cousins. */
  cousins?: Record<string, CousinState>;
  /**
   * Future trains (trains.json futureTrains; 1820 §6.4): `held` lists the trains players hold, by type, until
   * assigned to a company, with the id of the card taken out of the supply (absent for an unlimited type); `debts` the winning bids to be deducted from each seat's next stock-round income.
   * Absent: the title has none or none has been sold.
   */
  futureTrains?: { held: { seat: number; type: string; train?: string }[]; debts: Record<string, number> };
  trains: TrainState[];
  hexes: Record<string, HexState>;
  /** Tiles left to lay, by tile id (absent = not in this title). -1 = unlimited. */
  tileSupply: Record<string, number>;
  /** Revenue markers on the map. */
  markers: MapMarker[];
  /** Port markers by port hex: the corporation holding it, or null while it is on the map (title.json ports). Absent: no ports. */
  ports?: Record<string, string | null>;
  /** Private companies bought by corporations, and when (abilities may depend on it). */
  companyPurchases?: { company: string; corporation: string; set: number; index: number }[];
  /** Uses of private-company abilities, by "<company>/<ability id>". */
  abilityUses?: Record<string, number>;
  /** Index into the definition's phase list. */
  phase: number;
  /** The Cost of Business marker's column, 0-based (title.json costOfBusiness); the column count once it has reached END. Absent: no such track. */
  costOfBusiness?: number;
  /** The phase in force when the latest stock round began (phases' restrictionsFrom "nextStockRound"). */
  stockRoundPhase?: number;
  /** Seat holding the priority deal. */
  priority: number;
  /** Seats in player-card order, card 1 first (title.json turnOrder "playerCards"); absent: seating order. */
  playerOrder?: number[];
  /**
   * Game events that have happened (engine/mechanisms/gameEvents.ts; e.g. 1820 "queenVictoria"), each with
   * the number of stock rounds started when it happened. Absent: none yet.
   */
  gameEvents?: Record<string, number>;
  /**
   * The national railway once it has appeared (title.json britishRail; engine/mechanisms/britishRail.ts;
   * 1820 §13.5): its share price, the share units in the bank pool, each seat's share units (`holdings[seat]`;
   * pool + holdings = title.json britishRail.shareUnits, engine/invariants.ts) and the markers not yet on the map.
   * Its 5-share certificates only make change for single shares (§13.5 L1299), so units are what is held.
   * Absent: it has not appeared.
   */
  britishRail?: {
    price: number;
    market: MarketPosition;
    /** Arrival order on its market cell, numbered with the corporations' markers (GameState.marketSeq): it stacks with them (1820 §7.1). */
    marketSeq: number;
    poolShareUnits: number;
    holdings: number[];
    markersLeft: number;
    lastRevenue: number | null;
  };
  /**
   * A takeover's stations waiting for the acquiring director's choice (engine/mechanisms/takeoverStations.ts;
   * 1820 §8.4.3 L861-872, §13.6 L1323-1326): the acquirer and its marker count before the takeover (for the
   * fee above its limit, paid once the choice is made). Absent: none.
   */
  stationHandover?: { corporation: string; before: number };
  /**
   * Companies whose director cousin's forced sale left cousins alone tied for the most shares: the seat that
   * names the new director among `cousins` (the seller's choice, 1820 §13.4 L1279; engine/mechanisms/cousinSuccession.ts).
   * Until then the first of them directs. Absent: none.
   */
  cousinSuccession?: { corporation: string; seat: number; cousins: string[] }[];
  round: RoundState;
  /** The deal proposed and not yet answered (title.json negotiation; engine/mechanisms/negotiation.ts). Absent: none. */
  proposal?: ProposalState;
  /**
   * Terms declined or withdrawn in the turn of the entity `by` ("player:<seat>", "corp:<id>"), which it may not
   * propose again in that turn (canonical JSON of the terms). Cleared when its turn ends. Absent: none.
   */
  declinedProposals?: { by: string; terms: string[] };
  /** Rounds (an operating-round set counts as one) started so far: the position in title.json rounds. */
  roundsStarted: number;
  /** How many rounds of each kind have started (numbers stock rounds and operating sets). */
  roundCounts: Record<string, number>;
  /** Global counter for market arrivals (orders corporations sharing a cell). */
  marketSeq: number;
  /** How many actions have been applied. */
  actionCount: number;
  /**
   * title.json endConditions "trainOwnedForSets": the operating sets so far during which a corporation
   * owned a train of the condition's type, and whether the current set is one (1843 L4624-4625).
   */
  trainOwnedSets?: { count: number; thisSet: boolean };
  /**
   * A game-end condition met but waiting for its timing (e.g. the end of the operating set);
   * atAction is actionCount when it was met (engine/mechanisms/end.ts setEndPending).
   */
  endPending: { reason: string; timing: string; atAction?: number } | null;
  /** A bankruptcy during a stock round ends it: a new stock round starts once the action is over. */
  restartStockRound?: boolean;
  /** Nationalisation under way (title.json nationalization): the corporations that ceased, and this round's payouts. */
  nationalization?: { ceased: string[]; paid: Record<string, number> };
  /** The final era (title.json finalEra): "triggered" until the end of the operating set, then "formed". */
  finalEra?: 'triggered' | 'formed';
  /** The solo tableau (title.json tableau). */
  tableau?: TableauState;
  /** A certificate limit fixed during play (title.json finalEra.formation.certificateLimit), replacing the table. */
  certificateLimitOverride?: number;
  finished: GameResult | null;
}
