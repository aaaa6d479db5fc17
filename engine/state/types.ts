/**
 * Game state: plain JSON data, so it can be cloned, hashed, compared between a
 * from-scratch replay and an incremental fold, and cached by any API process.
 * Nothing here refers back to the definition except by id.
 */
import type { AuctionRoundSlices, CorporationSlices, GameSlices, LaidTileSlices, OperatingRoundSlices, OperatingTurnSlices, RoundKinds, RunRouteSlices, StockRoundSlices, StockTurnSlices } from './slices';

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

export interface CorporationState extends CorporationSlices {
  id: string;
  cash: number;
  /** Par price once parred. */
  par: number | null;
  market: MarketPosition | null;
  /** Arrival order on the current market cell: earlier arrivals operate first. */
  marketSeq: number;
  /** Owner of each certificate, by certificate index (0 is the president's). */
  certs: Holder[];
  /**
   * The number of equal shares the corporation has, where the par chose it (ParAction.shares, as a
   * mechanism's hook parCertificateCounts allows; 1820): `certs` then has this many entries of
   * 100 / equalShares percent each, and its price is quoted per share. Absent: corporations.json certificates.
   */
  equalShares?: number;
  /**
   * The percent of each certificate where the game's setup replaced corporations.json `certificates`
   * (title.json byPlayerCount corporationCertificates). Absent: the definition's list.
   */
  certificates?: number[];
  /** Seat of the president, null before par, and null while a cousin directs it (`cousinDirector`). */
  president: number | null;
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
  /** Bankrupt and not yet refloated (title.json corporationBankruptcy): stations flipped, treasury and trains kept. */
  bankrupt?: boolean;
  /** Left the game at setup (title.json setup.corporationOrder.remove): also closed. */
  removed?: boolean;
  /** The phase from which it may be started (title.json setup.corporationOrder.waves); absent: from the start. */
  availableFrom?: string;
  /** Has been part of a merger or been refinanced, in a game with a tableau (its tableau shares then cost the market price; 1862 solo S12, S22). */
  mergedOrRefinanced?: boolean;
}

export interface CompanyState {
  id: string;
  /** 'bank' while unsold. */
  owner: Holder;
  closed: boolean;
  /** Offered by the bank at face value in stock turns (phase event companiesForSale), where the title does not sell every company that way. */
  forSale?: boolean;
  /** The corporation whose certificate the company's grantsShare gives, drawn when the game was set up (params.drawCorporation). */
  grantsCorporation?: string;
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
  /** True: it should have rusted but had warranty marks; it rusts when its last mark goes (engine/mechanisms/warranties/index.ts). */
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
  readonly tile: string | null;
  readonly rotation: number;
  /**
   * Station tokens: which corporation holds which slot of which city. `blocked`: a blocked marker
   * left where `corporation` moved a station from (rounds.operating.stationMove); it is not that
   * corporation's station and stops its routes as another's would.
   */
  readonly tokens: readonly { readonly corporation: string; readonly city: number; readonly slot: number; readonly blocked?: true }[];
  /**
   * Where the printed tile's cities are on the tile laid now: entry i is the index of the city printed city i
   * became (an upgrade maps each city by its track, and cities merged into one share it; 18ChristmasEve's
   * E12, whose OO cities become one in brown). Home cities (corporations.json home.city) are read through it.
   * Absent: every city keeps its index.
   */
  readonly cities?: readonly number[];
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

export interface StockTurn extends StockTurnSlices {
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
  /** A share was bought from the initial offering this turn (no multiple purchase from the market then, rounds.stock.multiBuy). */
  boughtFromIpo?: boolean;
}

export interface StockRoundState extends StockRoundSlices {
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
  /** Distance fees paid this round for each company's first stations, by company, and whether a cousin has halved them (cousins.json halveFloatDistanceFee). */
  floatFees?: Record<string, { seat: number; fee: number; halved?: true }>;
}

/** A tile laid in an operating turn. */
export interface LaidTile extends LaidTileSlices {
  hex: string;
  upgrade: boolean;
  /** A private company's lay that uses no lay slot. */
  special?: boolean;
  city?: boolean;
}

/** A route run in an operating turn. */
export interface RunRoute extends RunRouteSlices {
  train: string;
  revenue: number;
  stops: string[];
}

export interface OperatingTurn extends OperatingTurnSlices {
  /** Index into the operating round's configured step list. */
  step: number;
  /** The tiles laid this turn; an extra lay a shareholder grants carries the claim of its grantor (the grantorClaim hook). */
  tilesLaid: LaidTile[];
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
  /** Routes as run this turn (validated), kept for the log and analytics; a route using abilities its shareholders grant carries their claim (the routeGrantorsClaim hook). */
  routes: RunRoute[];
  boughtTrain: boolean;
  /** The types of the trains bought from the depot this turn (phases.json depotTrainsPerTurn). Absent: none. */
  depotTypesBought?: string[];
  /** True once the redeemShare step has redeemed a share this turn (one per operating round). Absent: none. */
  redeemed?: boolean;
  /** True while the home station waits for the turn to move past the step rounds.operating.homeToken afterStep names; meanwhile it counts as in its home city for the network. Absent: not waiting. */
  homeWaiting?: boolean;
  /** Where the corporation's market marker was, and its place there, when the turn began (rounds.operating.order "sharePriceFaceDown"). Absent: not recorded. */
  marketAtStart?: { row: number; col: number; seq: number };
  /** True while the corporation must first choose the city of its home hex for its home station (corporations.json home.cityChoice). Absent: no choice pending. */
  homeChoice?: boolean;
}

export interface OperatingRoundState extends OperatingRoundSlices {
  kind: 'operating';
  /** Counts operating-round sets from 1 (one set follows each stock round). */
  set: number;
  /** 1-based index of this round within its set. */
  index: number;
  /** How many operating rounds this set has (fixed when the set begins). */
  count: number;
  /** The phase index in force when this round began (title.json gameEvents endOfFirstOperatingRoundStartedIn). */
  startPhase?: number;
  /** Corporations that have finished their turn this round. */
  done: string[];
  /** The corporation operating now (null before the first is chosen). */
  current: string | null;
  turn: OperatingTurn;
  /** A president's forced sales this turn, offered for price protection when the turn ends (1870). */
  sales?: { seller: number; corporation: string; percent: number; price: number; presidentBefore?: number | null }[];
  protection?: { index: number; president: number } | null;
  lastProtector?: number | null;
  soldThisRound?: Record<string, string[]>;
}

export interface AuctionRoundState extends AuctionRoundSlices {
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
  /** The last player who bought the cheapest company at its price (waterfallAuction priorityAfter "lastBuyer"). */
  lastBuyer?: number | null;
  /** A buyer who must now set a par price (1870's SLSF private is that company's president's certificate). */
  pendingPar: {
    seat: number;
    corporation: string;
    /** The par prices allowed (companies.json grantsShare parPrices); absent: the par cells open now. */
    parPrices?: number[];
    /** The rule that allows only `parPrices`, cited when another price is chosen. */
    parPricesRef?: string;
  } | null;
  lastActor: number | null;
}

/** The state of the round under way: the core's round kinds, and those mechanisms bring (RoundKinds, engine/state/slices.ts). */
export type RoundState = StockRoundState | OperatingRoundState | AuctionRoundState | RoundKinds[keyof RoundKinds];

export interface GameResult {
  reason: string;
  /** Final score (net worth) by seat, as strings of the seat number. */
  scores: Record<string, number>;
  /** Seats in final standing, best first. */
  ranking: number[];
  /** The score level the winner reached (title.json scoring.ranks), null below the lowest; absent when the title has none. */
  rank?: string | null;
}

export interface GameState extends GameSlices {
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
  /** Imported games: routes may pass through cities blocked by other corporations' stations (see GameSetup.passBlockedCities). */
  passBlockedCities?: boolean;
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
  trains: TrainState[];
  /** Changed only by state/hexes.ts changeHex, since copies of the state share the record. */
  hexes: Readonly<Record<string, HexState>>;
  /**
   * Tiles left to lay, by tile id (absent = not in this title). -1 = unlimited. Never changed in place, since
   * copies of the state share it (state/clone.ts): map/supply.ts changes it, in a record of the state's own.
   */
  tileSupply: Readonly<Record<string, number>>;
  /** Revenue markers on the map. */
  markers: MapMarker[];
  /** Private companies bought by corporations, when, and from which seat (abilities may depend on it). */
  companyPurchases?: { company: string; corporation: string; set: number; index: number; seller?: number }[];
  /** Uses of private-company abilities, by "<company>/<ability id>"; and, for a tileLay with lostOnOtherLay, its lays on each hex, by "<company>/<ability id>@<hex>". */
  abilityUses?: Record<string, number>;
  /** Index into the definition's phase list. */
  phase: number;
  /** The phase in force when the latest stock round began (phases' restrictionsFrom "nextStockRound"). */
  stockRoundPhase?: number;
  /** Seat holding the priority deal. */
  priority: number;
  /** Seats in player-card order, card 1 first (title.json turnOrder "playerCards"); absent: seating order. */
  playerOrder?: number[];
  round: RoundState;
  /** Rounds (an operating-round set counts as one) started so far: the position in title.json rounds. */
  roundsStarted: number;
  /** How many rounds of each kind have started (numbers stock rounds and operating sets). */
  roundCounts: Record<string, number>;
  /** Global counter for market arrivals (orders corporations sharing a cell). */
  marketSeq: number;
  /** How many actions have been applied. */
  actionCount: number;
  /**
   * A game-end condition met but waiting for its timing (e.g. the end of the operating set);
   * atAction is actionCount when it was met (engine/mechanisms/end/index.ts setEndPending).
   */
  endPending: { reason: string; timing: string; atAction?: number } | null;
  /** A bankruptcy during a stock round ends it: a new stock round starts once the action is over. */
  restartStockRound?: boolean;
  finished: GameResult | null;
}
