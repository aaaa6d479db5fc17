/**
 * The mechanism interface: what a title mechanism (engine/mechanisms/) brings to the core, and
 * the named points of the core where it may act. The core never imports a mechanism; it asks the
 * dispatcher of the compiled title (`title.mechanisms`, built once per definition by
 * engine/core/dispatch.ts from the one list in engine/mechanisms/registry.ts, holding only the
 * mechanisms the definition switches on). So a title without a mechanism pays nothing for it, and
 * adding a mechanism touches its own folder and the registry list.
 *
 * Hooks are pure functions over the action's context, like the rest of the engine: they read and
 * write `ctx.state` and `ctx.log`, never anything outside. The hook list is the set of points the
 * core consulted mechanisms at before the interface existed; each hook's comment says which rule
 * of the core it serves and how several answers combine. The core asks through engine/core/ask.ts
 * (`first`, `each` …, re-exported here for the mechanisms), and the shapes hooks answer with that
 * the core reads are engine/core/hook-types.ts: neither imports the core modules this file's types
 * name, so no import, even of a type, goes round in a circle (test/engine/import-circles.test.ts).
 */
import type { Ctx } from '../context';
import type { HexInfo, Title } from '../definition/title';
import type { Definition } from '../definition/types';
import type { SummaryFields, SummaryPart } from '../definition/rules-summary';
import type { GameError } from '../errors';
import type { Action, BuyTrainAction, RedeemShareAction, SellSharesAction } from '../generated/actions';
import type { Tile } from '../map/tiles';
import type { PlacedTile, Reach } from '../map/graph';
import type { LayCheck, LayDiscount } from '../map/lay';
import type { AbilityHolder } from '../definition/abilities';
import type { PublicCorporation, PublicState } from '../public-view';
import type { CorporationSummaryParts } from '../summary';
import type { OutOfTurnSource, RoundModule } from '../rounds/registry';
import type { CorporationState, GameState, Holder, StockRoundState, TokenState, TrainState } from '../state/types';
import type { ShareHolder } from '../shares/investor';
import type { Actor, LegalAction, Step } from '../steps/step';
import type { OperatingStep } from '../steps/operating';
import type { RouteAbility } from '../routes/routeAbilities';
import type { CheckedRoute } from '../routes/validate';
import type { RouteBonus } from '../routes/routeBonuses';
import type { Stop } from '../routes/revenue';
import type { CoreSwitch, EmergencyFunds, ForcedLays, Lease, PlacedStockRule, RedeemSource, Refinancing, RouteLinks, StationAlternative, TrainWarranties } from './hook-types';

export type { CoreSwitch, EmergencyFunds, ForcedLays, Lease, LeaseRevenue, PlacedStockRule, RedeemSource, Refinancing, RouteLinks, StationAlternative, StockRuleSlot, TrainWarranties } from './hook-types';


/**
 * The named points of the core. Every hook is optional; `combine` in each comment says how the
 * answers of several mechanisms make one (registration order decides "first").
 */
export interface Hooks {
  // ── a new game (engine/state/create.ts) ────────────────────────────────────────────────────
  /** The mechanism's part of a new game's state, drawn after the core's (each, in order: the order of the random draws). */
  setUp(title: Title, state: GameState, players: number): void;

  // ── permissions ────────────────────────────────────────────────────────────────────────────
  /** Whether the core may do `what` now (every answer must be true). Serves the phase's and final era's freezes. */
  permits(title: Title, state: GameState, what: CoreSwitch): boolean;

  // ── trains (engine/state/trainLimit.ts) ────────────────────────────────────────────────────
  /** The train limit in force, where a mechanism sets it instead of the phase (first non-null). */
  trainLimit(title: Title, state: GameState): number | null;

  // ── the public view (engine/public-view.ts) ────────────────────────────────────────────────
  /** Fields of the public state a mechanism adds (merged, in order). */
  publicView(title: Title, state: GameState): Partial<PublicState>;
  /** Fields of a corporation's public view a mechanism adds (merged, in order). */
  corporationView(title: Title, state: GameState, c: CorporationState): Partial<PublicCorporation>;
  /** Status tags of a corporation in the public view, before the core's bankrupt (concatenated). */
  corporationStatus(title: Title, state: GameState, corp: string): string[];
  /** Markers on the stock market other than the corporations', which stack with theirs (concatenated, after the corporations'). */
  marketPositions(title: Title, state: GameState): PublicState['market']['positions'];

  // ── shares (engine/shares/holdings.ts) ─────────────────────────────────────────────────────
  /** Who directs `c` is a mechanism's question (cousins may direct): true when it has settled it (first true). */
  presidencyUpdate(ctx: Ctx, c: CorporationState): boolean;
  /** `c` has no president: a mechanism may hand it to a player (each). */
  presidentless(ctx: Ctx, c: CorporationState): void;

  // ── routes (engine/routes/) ────────────────────────────────────────────────────────────────
  /** Whether halts count on routes now (every answer true). */
  haltsCount(title: Title, state: GameState): boolean;
  /** The one train `corp` runs instead of its own, scored by the lease's terms; `ref` cites the rule (first non-null). */
  leasedTrain(title: Title, state: GameState, corp: string): Lease | null;

  // ── the market (engine/market/moves.ts) ────────────────────────────────────────────────────
  /** A marker reached a closing cell: true when a mechanism takes the company instead of closing it (first true). */
  closingCell(ctx: Ctx, c: CorporationState, price: number): boolean;

  // ── track (engine/map/lay.ts) ──────────────────────────────────────────────────────────────
  /** How many tile lays `corp` has this turn in place of the title's slots (first non-null). */
  tileLayCount(ctx: Ctx, corp: string): number | null;
  /** Who grants `corp` one more lay, an upgrade of a city tile, once its slots are used (first non-null). */
  extraCityUpgrade(ctx: Ctx, corp: string): string | null;
  /** Why `corp` may lay no track at all now (first refusal). */
  trackRefusal(ctx: Ctx, corp: string): GameError | null;
  /** Why no tile may be laid on `hex` now (first refusal). */
  hexLayRefusal(ctx: Ctx, corp: string, hex: string): GameError | null;
  /** The tile a lay of `next` upgrades as if it stood on `hex`, when a lay skips a colour (first non-null); `ref` cites the rule. */
  upgradeBase(ctx: Ctx, corp: string, hex: string, current: Tile, next: Tile): { tile: Tile; ref: string } | null;
  /**
   * Whether `next` may replace `current` on `hex` by a mechanism's own placement rule: 'allowed'
   * decides yes, an error decides no, null leaves it to the next mechanism and then to the usual
   * rule (first non-null). `bigCity` asks for the bigCitySpecial lay's rules.
   */
  tileKind(ctx: Ctx, hex: string, info: HexInfo, current: Tile, next: Tile, bigCity: boolean): 'allowed' | GameError | null;
  /** Whether the tiles a lay may place on `hex` keep its track (first non-null; null: the usual rule). */
  trackKept(ctx: Ctx, hex: string, current: Tile, currentRotation: number, next: Tile, rotation: number): { kept: boolean; ref: string; needsConnection: boolean } | null;
  /** Why track may not run to these edges of `info` (first refusal). */
  edgeRefusal(ctx: Ctx, info: HexInfo, newExits: Set<number>, oldExits: Set<number>): GameError | null;
  /** Why an upgrade is refused (first refusal). */
  upgradeRefusal(ctx: Ctx, corp: string, hex: string, current: PlacedTile, next: Tile, rotation: number): GameError | null;
  /**
   * Discounts on a lay on `hex` whose terrain cost is `costs.terrain` (0 on an upgrade) and whose border
   * costs are `costs.edges`, each with the holder of the ability granting it (concat; LayCheck.discounts).
   */
  layDiscounts(ctx: Ctx, corp: string, hex: string, costs: { terrain: number; edges: number }): LayDiscount[];
  /** Why a lay costing money is refused (first refusal). */
  layCostRefusal(ctx: Ctx, corp: string, cost: number): GameError | null;
  /** Hexes beyond `corp`'s network where a lay could be legal (union). */
  extraLayHexes(ctx: Ctx, corp: string): string[];
  /** Whether a candidate tile is offered for a bigCitySpecial lay (every answer true). */
  bigCityTile(title: Title, tile: Tile): boolean;
  /** After a tile is laid (each, in order). `check` is the accepted lay; `replaced` the tile it replaced (null: the printed tile). */
  tileLaid(ctx: Ctx, corp: string, hex: string, tileId: string, check: LayCheck, replaced: string | null): void;

  // ── stations (engine/map/tokens.ts) ────────────────────────────────────────────────────────
  /** Why `corp` may place no station at all now (first refusal). */
  stationRefusal(ctx: Ctx, corp: string): GameError | null;
  /** Why no station may go on `hex` now (first refusal). */
  hexStationRefusal(ctx: Ctx, corp: string, hex: string): GameError | null;
  /** Whether home cities of unfloated corporations keep a slot free (every answer true). */
  homesReserved(ctx: Ctx): boolean;
  /** The home station has no slot: a mechanism may take over (true: handled; first true). */
  homeFallback(ctx: Ctx, corp: string): boolean;
  /** After a pending home upgrade, the home station is placed (each). */
  homeAfterUpgrade(ctx: Ctx, corp: string, freeSlot: (hex: string, city: number) => number | null): void;
  /**
   * A station on `hex` that the usual reach rule does not decide: 'reached' lets it be placed
   * without a connection, an error refuses it, null leaves it to the reach rule (first non-null).
   */
  stationReach(ctx: Ctx, corp: string, hex: string, reach: () => Reach): 'reached' | GameError | null;
  /** Station markers leaving the map are taken over (each). */
  stationsRemoved(ctx: Ctx, corp: string, tokens: TokenState[]): void;

  // ── actions (engine/apply.ts, engine/legal.ts, engine/rounds/outOfTurn.ts) ──────────────────
  /** Sources of actions a seat may take whoever is acting (concatenated, before the round's own). */
  outOfTurnSources(ctx: Ctx): OutOfTurnSource[];
  /** An action of the acting entity that no step takes (a proposal of a deal): true when handled (first true). */
  turnAction(ctx: Ctx, actor: Actor, action: Action): boolean;
  /** The acting entity's choices beside its round's steps (concatenated). */
  turnLegal(ctx: Ctx, actor: Actor): LegalAction[];
  /** A player's stock-round turn ends (each, in order). */
  stockTurnEnded(ctx: Ctx): void;
  /** After every accepted action but the end by agreement (each, in order). */
  actionApplied(ctx: Ctx): void;

  // ── game end and scoring (engine/state/end.ts) ─────────────────────────────────────────────
  /** What a certificate is worth at the end, where not its share of the price (first non-null). */
  certificateWorth(title: Title, c: CorporationState, price: number, percent: number): number | null;
  /** A player's worth held outside cash, certificates and companies (sum). */
  netWorthExtra(title: Title, state: GameState, seat: number): number;

  // ── invariants (engine/invariants.ts) ──────────────────────────────────────────────────────
  /** Money held outside the players, corporations and bank, counted in the total (sum). */
  moneyHeldElsewhere(state: GameState): number;
  /** Broken invariants of the mechanism's own state (concatenated). */
  invariants(title: Title, state: GameState): string[];
  /** Holders of certificates beside the initial offering and the market (concatenated: the tableau's columns and deck). */
  certificateHolders(title: Title, state: GameState): string[];
  /** Corporations whose directors a procedure under way settles at its end, not checked before (concatenated). */
  directorsUnsettled(state: GameState): string[];
  /** A mechanism deciding who directs `c` checks its certificate 0 itself: the errors found (first non-null; null: the core's check of the president's certificate). */
  directorCheck(title: Title, state: GameState, c: CorporationState): string[] | null;
  /** A holder of certificates other than a player or a corporation, valid now (first true). */
  knownHolder(state: GameState, holder: Holder): boolean;
  /** The prices of the station tokens `c` owns, where a mechanism fixes them instead of its charter (first non-null). */
  stationTokens(title: Title, c: CorporationState): number[] | null;
  /** Owners of station markers on the map other than the title's corporations, which check their markers themselves (concat). */
  markerOwners(title: Title): string[];

  // ── the round sequence (engine/rounds/sequence.ts) ─────────────────────────────────────────
  /** Whether the next round of the cycle, of kind `kind`, is dropped (first true). Serves the final era's skipped rounds. */
  roundSkipped(title: Title, state: GameState, kind: string): boolean;
  /** Round `number` of kind `kind` is about to start (each, in order). Serves stock-round income and the count of operating sets with a train owned. */
  roundStarting(ctx: Ctx, kind: string, number: number): void;
  /**
   * The last operating round of a set is over: true when the game has ended there (first true;
   * later mechanisms are not asked). Serves the end after sets with a train owned, the foreigners'
   * purchases and the final era's start, in registry order.
   */
  operatingSetEnded(ctx: Ctx): boolean;
  /**
   * `seat` has bought `company` from the bank in the private auction (engine/rounds/auction.ts): what
   * comes with it is handed over; the answer is a corporation whose par the buyer must now set, with
   * the par prices allowed (absent: those open now) and the rule to cite when another is chosen, or
   * null (first non-null).
   */
  companyBought(ctx: Ctx, company: string, seat: number): { corporation: string; parPrices?: number[]; parPricesRef?: string } | null;
  /**
   * The stock round's end-of-round price moves (engine/rounds/stock.ts): true when a mechanism has
   * made them all itself, the core's sold-out rise included (first true). Serves 1820's pool movement.
   */
  stockRoundPrices(ctx: Ctx): boolean;
  /** Sold-out rises of what is not a corporation, before the corporations' (each). Serves British Rail. */
  soldOutRise(ctx: Ctx): void;
  /**
   * Whether a corporation is sold out for the end-of-stock-round rise, where a mechanism decides it
   * (first; null: every share with players, investors or its own treasury). Serves title.json byPlayerCount soldOut.
   */
  soldOutTest(ctx: Ctx, c: CorporationState): { soldOut: boolean } | null;
  /**
   * The stock round is over, its prices moved and priority passed: true when the game has ended
   * (first true; later mechanisms are not asked). Serves the end when no player directs a company,
   * then the player cards dealt again by cash and the charters' obligations, in registry order.
   */
  stockRoundEnded(ctx: Ctx, number: number): boolean;
  /** A round of `kind` is over and the game goes on: just before the next round starts (each). Serves nationalisation's start. */
  roundEnded(ctx: Ctx, kind: string): void;
  /**
   * A stock round has begun, its state set and its first line logged (each, in order). Serves the
   * pass-order cards, part A of the lobbies, the cousin and future-train auctions, in registry order.
   */
  stockRoundStarted(ctx: Ctx): void;
  /** `seat`'s stock turn is over, by a pass (`passed`) or after acting, or passed at once with nothing to do (each). Serves pass-order cards and part A's quiet turns. */
  stockTurnOver(ctx: Ctx, seat: number, passed: boolean): void;
  /** Before a stock turn passes on: true when a mechanism holds the turns (part A over: the lobbies are resolved first) (first true). */
  stockTurnPassing(ctx: Ctx): boolean;
  /** Whether something a mechanism started interrupts the stock round's ordinary turns (an auction, a float's placements, an increase) (first true). */
  stockTurnInterrupted(ctx: Ctx): boolean;
  /** The company whose shares are being placed now and the seat placing them, outside the ordinary turn (first non-null: a lobby's float, then an increase). */
  placementUnderWay(ctx: Ctx): { corporation: string; seat: number } | null;
  /** Whether a placement under way waits for something else first (a float's own placements) (first true). */
  placementWaits(ctx: Ctx): boolean;
  /** A share of the placement under way was bought outside the placer's turn (a deal): its mechanism goes on with the placement (first true: the one placing it). */
  placementBought(ctx: Ctx): boolean;
  /** The stock action just processed is not over yet (its placement goes on): true keeps the turn where it is (first true). */
  stockActionOpen(ctx: Ctx): boolean;
  /** Why the player acting for `actor` may not pass in the stock round now; `choices` are the turn's stock actions (first refusal). */
  stockPassRefusal(ctx: Ctx, actor: Actor, choices: () => Iterable<LegalAction>): GameError | null;
  /** Why a stock action is refused before its step is asked, for whom it is taken (first refusal). */
  stockActionRefusal(ctx: Ctx, action: Action): GameError | null;
  /** A stock action was taken in the player's turn, before the turn's shape is settled (each). */
  stockActionTaken(ctx: Ctx, action: Action): void;
  /** Whether `holder`, neither a player nor a corporation, is an investor whose shares are out of the market like a player's (first true). */
  investorHolder(title: Title, holder: Holder): boolean;
  /** Every investor the title has, as holders, in the order its rules take them (concatenated; engine/shares/investor.ts). */
  investors(title: Title): Holder[];
  /** The investor directing `c`, where no player does (first non-null; engine/shares/investor.ts directorOf). */
  investorDirector(c: CorporationState): Holder | null;
  /** The seat of the player who plays the investor `holder` (first non-null; engine/shares/investor.ts seatPlaying). */
  investorSeat(state: GameState, holder: Holder): number | null;
  /** The account of a holder of money other than the bank, a player or a corporation (first non-null; engine/state/bank.ts). */
  moneyAccount(state: GameState, holder: Holder): { cash: number } | null;
  /**
   * The investor `holder` owes the bank `amount` (its part of a liquidated company's loans, `except`): the mechanism
   * bringing it makes it pay, sell or leave the game; the answer is the companies it directed that are left without a
   * director, for the caller to liquidate (first non-null; engine/shares/investor.ts chargeInvestor).
   */
  investorCharged(ctx: Ctx, holder: Holder, amount: number, except: string): string[] | null;
  /**
   * The auctions held at the start of a stock round before its turns, in the order they are held (concatenated;
   * 1820 §6.1 L266-268: the cousins, then the future trains). A mechanism running them opens each in turn.
   */
  openingAuctions(title: Title): OpeningAuction[];
  // ── the big operating steps and routes (steps/{buyTrain,dividend,layTrack,placeToken,runRoutes,redeemShare}.ts, routes/) ──
  /** The stops `corp`'s routes may not begin or end at now, and the rule (first non-null). Asked once per validation or optimisation. */
  routeLinks(title: Title, state: GameState, corp: string): RouteLinks | null;
  /** The route abilities `corp` may claim on its routes now (concatenated, in order). Asked once per run or optimisation. */
  routeAbilities(ctx: Ctx, corp: string): RouteAbility[];
  /** Before `corp`'s run is offered or settled: a mechanism may review its standing (each; 1860's insolvency). */
  beforeRun(ctx: Ctx, corp: string): void;
  /** `corp`'s trains have had their run, routes or none (each, in order). */
  trainsRan(ctx: Ctx, corp: string): void;
  /** The route abilities claimed on `corp`'s run are used: the grantors are paid (each, before the revenue is logged). */
  routeAbilitiesUsed(ctx: Ctx, corp: string, routes: readonly CheckedRoute[]): void;
  /** `corp`'s run is settled, its revenue known (each, in order; before a halt subsidy is paid). */
  routesRun(ctx: Ctx, corp: string, routes: readonly CheckedRoute[]): void;
  /** What `corp`'s run earns where a mechanism changes the sum of its routes, `revenue` (first non-null; asked before the revenue is kept). */
  runRevenue(ctx: Ctx, corp: string, routes: readonly CheckedRoute[], revenue: number): number | null;
  /** Bonuses some routes of `corp`'s run earn besides their stops (concatenated; routes/routeBonuses.ts): asked by validation and on the optimiser's answer. */
  routeBonuses(title: Title, state: GameState, corp: string, routes: readonly { stops: readonly Stop[] }[]): RouteBonus[];
  /** The most the route bonuses of a run of `trains` routes could add (summed): the optimiser's upper bound, which its search of stops alone does not give. */
  routeBonusCeiling(title: Title, state: GameState, corp: string, trains: number): number;
  /** The only lays `corp` may make now, and how one is made, where a mechanism forces them (first non-null; 1862's home upgrade). */
  forcedLays(ctx: Ctx, corp: string): ForcedLays | null;
  /** Why `corp` may not pass the track step yet (first refusal; 1862's bare home hex). */
  layPassRefusal(ctx: Ctx, corp: string): GameError | null;
  /** Whether the track step waits for `corp` though its lay slots are used: a company laying track it could still buy, a home upgrade pending (first true). */
  layAwaited(ctx: Ctx, corp: string): boolean;
  /** Who grants `corp` an ability that makes more lays legal (lay_tile `investor`), with a use left (first non-null). */
  layAbility(ctx: Ctx, corp: string): string | null;
  /** Who grants `corp` a free station (place_token `investor`), with a use left (first non-null). */
  stationAbility(ctx: Ctx, corp: string): string | null;
  /** Why `corp` may not claim `grantor`'s ability for a lay or a station (first refusal). */
  abilityClaimRefusal(ctx: Ctx, corp: string, grantor: string, use: 'lay' | 'station'): GameError | null;
  /** A station placed on `hex` for free by `grantor`'s ability: the use is counted and paid (each). */
  stationAbilityUsed(ctx: Ctx, corp: string, grantor: string, hex: string): void;
  /** What the station step offers `corp` besides a station (concatenated, in order): a port claimed, a station moved. */
  stationAlternatives(ctx: Ctx, corp: string): StationAlternative[];
  /** Why `corp` places no station this turn though it has placed none: it took something instead (first refusal; a port claimed). */
  stationTakenInstead(ctx: Ctx, corp: string): GameError | null;
  /** Applies one of those (first true); false from every mechanism when none takes `action`. */
  stationAlternative(ctx: Ctx, corp: string, action: Action): boolean;
  /** A company whose power keeps `corp`'s station step open though no ordinary station is legal (first non-null; 18GA's Waycross & Southern). */
  stationStepHeld(ctx: Ctx, corp: string): string | null;
  /** Why `corp` may not redeem a share now (first refusal; receivership). */
  redeemRefusal(ctx: Ctx, corp: string): GameError | null;
  /** What redeeming a share of `corp` from `from` costs, where a mechanism sets it (first non-null; else the share price). */
  redeemPrice(ctx: Ctx, corp: string, from: Exclude<RedeemShareAction['from'], number>): number | null;
  /** Another place than the market pool a share may be redeemed from in the operating turn, in columns whose tops redeemColumns gives (first non-null; the solo tableau). */
  redeemSource(title: Title, state: GameState): RedeemSource | null;
  /** The columns of that place whose top card is a share of `corp` that it may redeem (concatenated). */
  redeemColumns(ctx: Ctx, corp: string): number[];
  /** Takes the top card of `column` for a redemption: the certificate index it is (first non-null). */
  redeemFromColumn(ctx: Ctx, corp: string, column: number): number | null;
  /** A corporation's capitalisation where a mechanism sets it instead of corporations.json (first non-null; state/capitalization.ts). */
  capitalization(title: Title, c: CorporationState): 'full' | 'incremental' | null;
  /** Who receives `amount` paid for an initial-offering share of `c`, where a mechanism decides (first non-null; shares/trade.ts; asked before the certificate moves). */
  ipoProceeds(ctx: Ctx, c: CorporationState, amount: number): string | null;
  /** The dividend `corp` must take with revenue earned, with no choice (first non-null: registry order decides a retention before a full payout). */
  dividendForced(ctx: Ctx, corp: string): string | null;
  /** After a dividend of `kind` (each, in order): `paid` is what went to the holders, 0 when withheld. */
  revenuePaid(ctx: Ctx, corp: string, kind: string, paid: number): void;
  /** Why `corp`'s share price does not move for this dividend, where a mechanism holds it (first non-null: a log line). */
  dividendMoveHeld(ctx: Ctx, corp: string): string | null;

  // ── the operating round (engine/rounds/operating.ts, engine/state/actingSeat.ts) ───────────
  /** The seat acting for `corp`, which has no president, where not the priority deal's (first non-null). */
  presidentlessSeat(title: Title, state: GameState, corp: string): number | null;
  /** Names in rounds.operating.steps that switch a mechanism on rather than name a step of the turn (concatenated). */
  operatingStepSwitches(title: Title): string[];
  /** An operating round begins, after the companies' revenue: income a mechanism pays (each, in order). */
  operatingRoundStarted(ctx: Ctx): void;
  /** Between operating turns (`finished` null: before the first): true when a mechanism starts something that must end first (first true). */
  betweenOperatingTurns(ctx: Ctx, finished: string | null): boolean;
  /** Whether `corp`, floated and open, operates in this round (every answer true). */
  mayOperate(title: Title, state: GameState, corp: string): boolean;
  /** The operating order of `a` and `b` where not by their market markers (first non-null; negative: `a` first). */
  operatingOrder(ctx: Ctx, a: CorporationState, b: CorporationState): number | null;
  /** Before `next` operates (null: everyone has): true when a mechanism's own railway took its turn instead (first true). */
  operatesBefore(ctx: Ctx, next: string | null): boolean;
  /** `corp`'s operating turn begins, before its home station goes down (each, in order). */
  operatingTurnStarted(ctx: Ctx, corp: string): void;
  /** `corp`'s turn is ready to play (home station down): a mechanism may play its `steps` itself (each). */
  operatingTurnReady(ctx: Ctx, corp: string, steps: OperatingStep[]): void;
  /** `corp`'s steps are done: true when something must be settled before its turn ends (the turn waits; first true). */
  operatingTurnEnding(ctx: Ctx, corp: string): boolean;
  /** `corp`'s operating turn is over (each, in order). */
  operatingTurnEnded(ctx: Ctx, corp: string): void;
  /** An operating round is over, before the round sequence goes on; `startPhase` is the phase it began in (each, in order). */
  operatingRoundEnded(ctx: Ctx, startPhase: number | undefined): void;
  /** What follows an operating round where a mechanism decides instead of the round sequence: 'stop' (it ended the game), 'another' operating round (first non-null). */
  operatingRoundFollows(ctx: Ctx, last: boolean): 'stop' | 'another' | null;
  /** At the end of every operating round the sequence did not end: true when the set goes on past its count (first true). */
  operatingSetExtends(ctx: Ctx): boolean;
  /** A named game event (title.json gameEvents) has just happened: what follows from it (each, in order). */
  eventHappened(ctx: Ctx, name: string): void;
  /** `corp` has just bought the private company `company` from a player (each, in order). */
  corporationBoughtCompany(ctx: Ctx, corp: string, company: string): void;
  /** The price range at which `corp` may buy `company` from a player where no phase has opened company purchases (first non-null). */
  companyPurchaseTerms(ctx: Ctx, corp: string, company: string): { min: number; max: number } | null;
  // ── shares and the stock round (engine/shares/, engine/steps/buySellParShares.ts) ──────────
  /**
   * The investor `id` (an action's `investor`: 1820's cousins) as the shareholder a share action of `seat` trades for,
   * whose cash and holdings the stock rules read, with the refusal when `seat` may not trade for it (first non-null;
   * none: no investor is known by that id, and the action is refused).
   */
  investorFor(ctx: Ctx, seat: number, id: string): ShareHolder | null;
  /** The investors `seat` plays and may trade for in a stock turn (concatenated). */
  investorsOf(ctx: Ctx, seat: number): ShareHolder[];
  /** The name of a grantor of route and lay abilities that is not a company, by id (first non-null). */
  grantorName(title: Title, id: string): string | null;
  /** A holder's name for the log, where it is not a player (first non-null). */
  holderName(ctx: Ctx, holder: Holder): string | null;
  /** Certificate 0 of `c` has changed hands in a deal, to `holder`, who now directs `c` (each; a non-player director gives way). */
  directorCertificateTaken(ctx: Ctx, c: CorporationState, holder: Holder): void;
  /** Fields of a corporation in the game summary a mechanism adds, such as a non-player director (merged, in order; engine/summary.ts). */
  corporationSummary(title: Title, state: GameState, c: CorporationState): Partial<CorporationSummaryParts>;
  // ── abilities shareholders grant a corporation, claimed on a lay, a station or a route ──────
  /** The holders of abilities other than the companies `corp` owns that grant it theirs: shareholders that are not players (concat; engine/definition/abilities.ts). */
  abilityHolders(ctx: Ctx, corp: string): AbilityHolder[];
  /** The grantor whose ability a lay_tile or place_token claims, or the grantor of a laid tile's extra lay, as the action or the turn names it (first non-null; null: none). */
  claimedGrantor(claim: object): string | null;
  /** The fields an action (or a laid tile of the turn) carries to claim `grantor`'s ability (first non-null). */
  grantorClaim(grantor: string): Record<string, unknown> | null;
  /** The grantors whose route abilities a route of run_routes (or of the turn's run) claims (first non-null; null: none). */
  routeGrantors(route: object): readonly string[] | null;
  /** The fields a route carries to claim the route abilities of `grantors` (first non-null). */
  routeGrantorsClaim(grantors: readonly string[]): Record<string, unknown> | null;
  /** The ways a sale may be offered, where the seller must choose more (a cousin director's successor) (first non-null; none: the sale itself). */
  saleChoices(ctx: Ctx, seat: number, sale: SellSharesAction): Action[] | null;
  /** Before `seller` sells `percent` of `c`: who directs `c` after the sale is a mechanism's question (cousins may direct): true when it has handed it over (first true). */
  directorBeforeSale(ctx: Ctx, c: CorporationState, seller: Holder, percent: number, sale: SellSharesAction): boolean;
  /** Before `buyer` takes the certificate at `index` of `c` from the market: true when a mechanism has taken it out of the game instead, unpaid, and the purchase ends there (first true). */
  purchaseTakenOut(ctx: Ctx, buyer: Holder, c: CorporationState, index: number): boolean;
  /** A share was bought by `buyer` (each, in order, before the presidency and the float are settled). */
  shareBought(ctx: Ctx, buyer: Holder, corp: string): void;
  /** An investor sold shares of `corp` to the market (each, in order; a player's sale is noted by the round). */
  investorSold(ctx: Ctx, seller: Holder, corp: string): void;
  /** The par cells `corp` may start on, where not the market's, and the rule that gives them (first non-null: a refloat's cells). */
  parCells(title: Title, state: GameState, corp: string): { cells: { row: number; col: number; price: number }[]; ref: string } | null;
  /** What an initial-offering share costs, where rounds.stock.ipoPrice does not decide (first non-null: a start mode's). */
  ipoPrice(title: Title, c: CorporationState): 'par' | 'market' | null;
  /** Certificates of `corp` in the initial offering that no purchase may take (concatenated: those reserved for an exchange). */
  reservedCertificates(title: Title, state: GameState, corp: string): number[];
  /** What one share fetches when sold at `price` (first non-null; none: the price). */
  salePrice(title: Title, c: CorporationState, price: number): number | null;
  /** A president sells below the president's certificate and nobody can take over (presidentCanDumpTo "pool"): true when a mechanism has taken the certificate (first true). */
  presidencyDumped(ctx: Ctx, c: CorporationState, seat: number): boolean;
  /** A corporation is being started, before its marker is placed and its certificate paid for (each: a start mode is chosen). */
  corporationStarting(ctx: Ctx, c: CorporationState): void;
  /** A corporation has been started (par set, certificate paid), before it may float (each: first stations queued). */
  corporationParred(ctx: Ctx, c: CorporationState): void;
  /** `c` has been reset so that it may start again (a start mode's reset, a merger's or a bankruptcy's, a charter returned to the supply); `certs` are where its certificates were (each). */
  corporationReset(ctx: Ctx, c: CorporationState, certs: readonly Holder[]): void;
  /** The share of `corp` that must be sold for it to float, where not its own (first non-null). */
  floatPercent(ctx: Ctx, corp: string): number | null;
  /** A corporation floats, before it receives its capital (each: a refloat). */
  corporationFloated(ctx: Ctx, c: CorporationState): void;
  /** A floating corporation has received its capital, before its home station (each: tokens bought). */
  floatCapitalised(ctx: Ctx, c: CorporationState): void;
  /** A corporation's float is complete, home station placed (each: home track queued). */
  floatCompleted(ctx: Ctx, c: CorporationState): void;
  // ── the stock-round rules (engine/shares/rules/, engine/steps/buySellParShares.ts) ──────────
  /**
   * Legality rules a mechanism adds to the core's rules of a par, a purchase or a sale, each at a
   * named point of the core's list (StockRuleSlot), so that the refusal order is the title's
   * (concatenated; at one point the rules of several mechanisms are asked in registry order).
   */
  stockRules(title: Title): PlacedStockRule[];
  /** The share counts a corporation may start with now, and the rule, where the title lets the par choose one (first non-null; none: the par names no count). */
  parCertificateCounts(title: Title, state: GameState): { counts: number[]; ref: string } | null;
  /** Why `corp` may not be started now at any par price (first refusal; 1862's home city without room). Asked once per corporation before its prices are offered. */
  parRefusal(title: Title, state: GameState, corp: string): GameError | null;
  /**
   * Whether someone takes over the direction of `c` when `seller`, its president, sells `percent`,
   * where a mechanism decides who may (cousins may direct) (first non-null; none: a player holding enough).
   */
  presidencyAfterSale(ctx: Ctx, c: CorporationState, seller: Holder, percent: number): { passes: boolean } | null;

  // ── trains and buying them (engine/trains/, engine/steps/buyTrain.ts) ────────────────────
  /** `corp` has just acquired `train` from `from` (its owner before: depot, pool or corp:<id>), before the purchase is logged (each, in order). */
  trainBought(ctx: Ctx, corp: string, train: TrainState, from: string): void;
  /** A train of `type` has left the depot, bought or discarded from the supply, its phase and rusting done (each, in order). */
  trainLeftDepot(ctx: Ctx, type: string): void;
  /** What a bank train costs `corp` in `action`, where a mechanism changes its listed `price`, or why it may not (first non-null; a company's discount named as the action's entity). */
  trainPrice(ctx: Ctx, corp: string, action: BuyTrainAction, price: number): number | GameError | null;
  /** `corp`'s purchase by `action` is made (each, in order; a discount's company closes). */
  trainPurchaseMade(ctx: Ctx, corp: string, action: BuyTrainAction): void;
  /**
   * A phase has begun (`ctx.state.phase`), its events done; `type` is the train whose first
   * purchase started it, undefined when another track did (each, in registry order).
   */
  phaseChanged(ctx: Ctx, type: string | undefined): void;
  /** Whether `train`, of a type that rusts now, is kept and marked to rust later instead (first true; warranties). */
  rustDeferred(state: GameState, train: TrainState): boolean;
  /** Whether `corp` is spared the must-own rule now though it has no train (first true; 1860's insolvency). */
  trainNotRequired(ctx: Ctx, corp: string): boolean;
  /** Whether `corp` may buy trains from, or sell them to, another corporation now (every answer true; receivership, nationalisation, final era). */
  tradesTrains(ctx: Ctx, corp: string): boolean;
  /** Why `corp` may buy no train at all now (first refusal; receivership). */
  trainBuyRefusal(ctx: Ctx, corp: string): GameError | null;
  /** The maintenance a train of `type` costs now, which caps a director's help (sum; Cost of Business). */
  trainMaintenance(title: Title, state: GameState, type: string): number;
  /** The warranties a depot train may be bought with (first non-null; trains.json warranties). */
  trainWarranties(title: Title): TrainWarranties | null;
  /** Money a corporation short for a forced purchase may raise by refinancing (first non-null; 1862's mergers). */
  refinancing(ctx: Ctx, corp: string): Refinancing | null;
  /** Certificates a corporation short for a forced purchase may sell beside its treasury shares (first non-null; 1862 solo's tableau tops). */
  emergencyFunds(ctx: Ctx, corp: string): EmergencyFunds | null;
  /** `corp` cannot pay for a forced train purchase: true when a mechanism makes the corporation go bankrupt instead of its director, and has settled it (first true). */
  corporationBankrupt(ctx: Ctx, corp: string, why: string): boolean;
  /** `corp`'s buy-train step is reached, obsolete trains discarded: true when a mechanism has bought or settled for it, ending the step (first true; receivership's automatic purchase). */
  trainStepAutomatic(ctx: Ctx, corp: string): boolean;
  /** `corp` leaves its buy-train step (each, in order; 1820's liquidation of a trainless company). */
  trainStepLeft(ctx: Ctx, corp: string): void;
  // ── a director's contribution to a train (engine/trains/buying/contributionSales.ts) ───────
  /** The director of `corp` sold shares in its buy-train step to raise a contribution: a company spending its director's cash takes it (each). */
  directorCashRaised(ctx: Ctx, corp: string): void;
  /** Whether `corp` spends its director's cash as its treasury during its turn (first true; 1820's private companies). */
  spendsDirectorCash(title: Title, state: GameState, corp: string): boolean;
  // ── a train's count and the discards over the limit (engine/routes/revenue.ts, engine/trains/phase.ts) ──
  /** Whether every train now counts only its first number, as total stops of any kind (first true; 1860's nationalisation). */
  firstNumberOnly(title: Title, state: GameState): boolean;
  /** Whether `c`, over the train limit after a phase change, waits for its director's choice of discards instead of discarding its shortest at once (first true). */
  limitDiscardWaits(title: Title, state: GameState, c: CorporationState): boolean;
  /** The certificate limit where a mechanism has fixed it during play, instead of the title's table (first non-null; engine/shares/holdings.ts). */
  certificateLimit(title: Title, state: GameState): number | null;
  /** The game summary's description of the round under way, where a mechanism gives it: a round kind it brings, an auction it runs (first non-null; engine/summary.ts). */
  roundDescription(title: Title, state: GameState): string | null;
  // ── a player's sales (engine/shares/playerSale.ts, engine/rounds/stock.ts) ─────────────────
  /** Whether a player's sale waits in the round's sales for its price fall instead of moving the price at once (first true; price protection). */
  saleDropDeferred(ctx: Ctx): boolean;
  /** A stock turn with sales waiting for their price fall has ended: true when a mechanism holds the turn for them (first true; price protection's offer). */
  turnSalesHeld(ctx: Ctx): boolean;
}


export type HookName = keyof Hooks;

/** A title mechanism. `hooks` is what it does at the core's named points. */
export interface Mechanism {
  /** A short camelCase name, unique in the registry. */
  id: string;
  /**
   * Where in the definition the mechanism's settings live, e.g. "title.addTown", "title.rounds.stock.steps
   * buyCompanyFromPlayer" (an enum member it adds), "companies[].abilities[kind=exchange]"; its folder's
   * schema.json declares each (test/engine/mechanism-folders.test.ts). null: it has no settings of its own (a
   * core setting or other mechanisms' blocks switch it on).
   */
  block: string | null;
  /** Whether the definition switches the mechanism on; when false, none of its hooks is ever called. */
  appliesTo(definition: Definition): boolean;
  hooks: Partial<Hooks>;
  /** Steps of an operating turn it brings, by the name title.json rounds.operating.steps gives them. */
  operatingSteps?: Readonly<Record<string, OperatingStep>>;
  /** Steps of a stock turn it brings, by the name title.json rounds.stock.steps gives them. */
  stockSteps?: Readonly<Record<string, Step>>;
  /** Round kinds it brings, by the kind the round sequence names (engine/rounds/registry.ts). */
  rounds?: Readonly<Record<string, RoundModule>>;
  /** Blocking steps it brings that interrupt the turns of a round, by round kind ('stock', 'operating', …). */
  interruptions?: Readonly<Record<string, readonly Interruption[]>>;
  /** Actions it offers at any point of a turn, whatever step the turn is at, by round kind. */
  anytime?: Readonly<Record<string, readonly AnytimeActions[]>>;
  /** Its part of the game state, where it has one (engine/state/slices.ts). */
  slice?: StateSlice;
  /** Its fields and sentences in the title's rules summary (engine/definition/rules-summary.ts). */
  summary?: SummaryPart;
}

/**
 * A mechanism's part of the game state. Its types are declared in the mechanism's module by
 * declaration merging into engine/state/slices.ts; its initial value is written by the
 * mechanism's setUp hook (or when first needed); its public projection is its publicView and
 * corporationView hooks. This declaration names the fields, for the core-concept guard
 * (test/engine/core-concepts.test.ts), and gives the public view's fields in a title where the
 * mechanism is off, since the public view has every field in every title.
 */
export interface StateSlice {
  /** The state fields it owns, as declared in engine/state/slices.ts (GameSlices, CorporationSlices, …). */
  keys: readonly string[];
  /** The public view's fields for the slice in a title without the mechanism (its publicView answers them otherwise). */
  viewWhenOff?: Partial<PublicState>;
}

/**
 * A blocking step that interrupts a round's turn order (a price-protection offer, a discard over
 * the train limit, the auction of a forfeited certificate): while one is pending its actor acts
 * first, and only through it. The round asks its interruptions in registry order; the first with
 * an actor speaks.
 */
export interface Interruption {
  /** A short name, for errors and docs. */
  name: string;
  /** Who must act now, or null when nothing is pending. */
  actor(ctx: Ctx): Actor | null;
  /** The pending actor's choices. */
  legal(ctx: Ctx, actor: Actor): LegalAction[];
  /** Applies an action of the pending actor; throws GameError when it is not legal. */
  process(ctx: Ctx, actor: Actor, action: Action): void;
}

/**
 * An auction held at the start of a stock round, before its turns (openingAuctions): it opens when its round
 * comes, its actor acts through it alone while it is under way, and the next one opens when it is over.
 */
export interface OpeningAuction {
  /** A short name, for errors and docs. */
  name: string;
  /** Opens it when `round` is one it is held in (as the round starts, or as the auction before it ends). */
  open(ctx: Ctx, round: StockRoundState): void;
  /** Whether it is under way in `round`. */
  underWay(round: StockRoundState): boolean;
  /** Who bids or buys now. */
  actor(ctx: Ctx): Actor | null;
  /** That actor's choices. */
  legal(ctx: Ctx, actor: Actor): LegalAction[];
  /** Applies an action of the actor; throws GameError when it is not legal. */
  process(ctx: Ctx, actor: Actor, action: Action): void;
}

/** Actions legal at any point of the acting entity's turn, whatever step it is at (a loan, a company's power). */
export interface AnytimeActions {
  /** A short name, for errors and docs. */
  name: string;
  legal(ctx: Ctx, actor: Actor): LegalAction[];
  /** Applies `action` when it is one of these and returns true; false when it is not one of these. */
  process(ctx: Ctx, actor: Actor, action: Action): boolean;
}

/** The steps and round kinds the switched-on mechanisms bring, by name (later mechanisms may not rename earlier ones'). */
export interface Contributions {
  readonly operatingSteps: Readonly<Record<string, OperatingStep>>;
  readonly stockSteps: Readonly<Record<string, Step>>;
  readonly rounds: Readonly<Record<string, RoundModule>>;
  /** By round kind, in registry order. */
  readonly interruptions: Readonly<Record<string, readonly Interruption[]>>;
  /** By round kind, in registry order. */
  readonly anytime: Readonly<Record<string, readonly AnytimeActions[]>>;
}

/** The hooks of the mechanisms a definition switches on, by hook name, in registry order. */
export type Dispatcher = { readonly [K in HookName]: readonly Hooks[K][] } & { readonly ids: readonly string[] } & Contributions & {
  /** The public view's fields of the slices of the mechanisms switched off (StateSlice.viewWhenOff). */
  readonly viewWhenOff: Partial<PublicState>;
  /** The rules-summary parts of the mechanisms switched on, in registry order. */
  readonly summaries: readonly SummaryPart[];
  /** The rules-summary fields of the mechanisms switched off (SummaryPart.fieldsWhenOff), in registry order. */
  readonly summaryWhenOff: readonly SummaryFields[];
};

// The core asks the mechanisms through engine/core/ask.ts; mechanisms may import its combinators from here too.
export { answers, anytimeLegal, anytimeProcess, concat, each, every, first, merged, pendingInterruption, sum } from './ask';

// A compiled title carries its dispatcher (engine/definition/title.ts leaves the field to this module, so that
// the title's type imports nothing that names the core's modules back).
declare module '../definition/title' {
  interface Title {
    /** The hooks of the mechanisms this definition switches on (engine/core/mechanism.ts). */
    mechanisms: Dispatcher;
  }
}

const HOOKS_KEYS: readonly HookName[] = [
  'directorCashRaised',
  'firstNumberOnly', 'limitDiscardWaits', 'certificateLimit', 'saleDropDeferred', 'turnSalesHeld', 'spendsDirectorCash', 'roundDescription',
  'setUp', 'permits', 'trainLimit', 'publicView', 'corporationView', 'corporationStatus', 'marketPositions', 'presidencyUpdate', 'presidentless', 'haltsCount', 'leasedTrain', 'closingCell', 'tileLayCount', 'extraCityUpgrade', 'trackRefusal', 'hexLayRefusal', 'upgradeBase', 'tileKind', 'trackKept', 'edgeRefusal',
  'upgradeRefusal', 'layDiscounts', 'layCostRefusal', 'extraLayHexes', 'bigCityTile', 'tileLaid', 'stationRefusal', 'hexStationRefusal',
  'homesReserved', 'homeFallback', 'homeAfterUpgrade', 'stationReach', 'stationsRemoved', 'outOfTurnSources', 'turnAction', 'turnLegal', 'stockTurnEnded',
  'actionApplied', 'certificateWorth', 'netWorthExtra', 'moneyHeldElsewhere', 'invariants', 'certificateHolders', 'directorsUnsettled', 'directorCheck', 'knownHolder', 'markerOwners', 'stationTokens',
  // the big operating steps and routes
  'routeLinks', 'routeAbilities', 'beforeRun', 'trainsRan', 'routeAbilitiesUsed', 'routesRun', 'runRevenue', 'routeBonuses', 'routeBonusCeiling', 'forcedLays', 'layPassRefusal', 'layAwaited', 'layAbility',
  'stationAbility', 'abilityClaimRefusal', 'stationAbilityUsed', 'stationAlternatives', 'stationTakenInstead', 'stationAlternative', 'stationStepHeld', 'redeemRefusal', 'redeemPrice', 'redeemSource', 'redeemColumns',
  'redeemFromColumn', 'capitalization', 'ipoProceeds', 'dividendForced', 'revenuePaid', 'dividendMoveHeld',
  // the round sequence and the round kinds other than the operating round
  'roundSkipped', 'roundStarting', 'operatingSetEnded', 'companyBought', 'stockRoundPrices', 'soldOutRise', 'soldOutTest', 'stockRoundEnded', 'roundEnded',
  'stockRoundStarted', 'stockTurnOver', 'stockTurnPassing', 'stockTurnInterrupted', 'placementUnderWay', 'placementWaits', 'placementBought', 'stockActionOpen', 'stockPassRefusal', 'stockActionRefusal',
  'stockActionTaken', 'investorHolder', 'investors', 'investorDirector', 'investorSeat', 'moneyAccount', 'investorCharged', 'openingAuctions',
  // the operating round
  'presidentlessSeat', 'operatingStepSwitches', 'operatingRoundStarted', 'betweenOperatingTurns', 'mayOperate', 'operatingOrder', 'operatesBefore', 'operatingTurnStarted', 'operatingTurnReady', 'operatingTurnEnding', 'operatingTurnEnded', 'operatingRoundEnded', 'operatingRoundFollows', 'operatingSetExtends', 'eventHappened', 'corporationBoughtCompany', 'companyPurchaseTerms',
  // shares and the stock round
  'investorFor', 'investorsOf', 'grantorName', 'holderName', 'directorCertificateTaken', 'corporationSummary', 'abilityHolders', 'claimedGrantor', 'grantorClaim', 'routeGrantors', 'routeGrantorsClaim', 'saleChoices', 'directorBeforeSale', 'purchaseTakenOut', 'shareBought', 'investorSold', 'parCells', 'ipoPrice', 'reservedCertificates',
  'salePrice', 'presidencyDumped', 'corporationStarting', 'corporationParred', 'corporationReset', 'floatPercent', 'corporationFloated', 'floatCapitalised', 'floatCompleted',
  // trains and buying them
  'trainBought', 'trainLeftDepot', 'trainPrice', 'trainPurchaseMade', 'phaseChanged', 'rustDeferred', 'trainNotRequired', 'tradesTrains', 'trainBuyRefusal', 'trainMaintenance', 'trainWarranties', 'refinancing', 'emergencyFunds', 'corporationBankrupt', 'trainStepAutomatic', 'trainStepLeft',
  // the stock-round rules
  'stockRules', 'parCertificateCounts', 'parRefusal', 'presidencyAfterSale',
];

/** The dispatcher of `definition`: the hooks of the mechanisms it switches on, in list order. */
export function buildDispatcher(mechanisms: readonly Mechanism[], definition: Definition): Dispatcher {
  const on = mechanisms.filter((m) => m.appliesTo(definition));
  const out: Record<string, unknown> = { ids: on.map((m) => m.id) };
  out.viewWhenOff = Object.assign({}, ...mechanisms.filter((m) => !on.includes(m)).map((m) => m.slice?.viewWhenOff ?? {}));
  out.summaries = on.flatMap((m) => (m.summary ? [m.summary] : []));
  out.summaryWhenOff = mechanisms.filter((m) => !on.includes(m)).flatMap((m) => (m.summary?.fieldsWhenOff ? [m.summary.fieldsWhenOff] : []));
  for (const key of HOOKS_KEYS) out[key] = on.flatMap((m) => (m.hooks[key] ? [m.hooks[key]] : []));
  const unknownHooks = on.flatMap((m) => Object.keys(m.hooks).filter((k) => !HOOKS_KEYS.includes(k as HookName)).map((k) => `${m.id}.${k}`));
  if (unknownHooks.length > 0) throw new Error(`mechanisms answer hooks the core does not call: ${unknownHooks.join(', ')}`);
  for (const part of ['operatingSteps', 'stockSteps', 'rounds'] as const) {
    const named: Record<string, unknown> = {};
    for (const m of on)
      for (const [name, value] of Object.entries(m[part] ?? {})) {
        if (name in named) throw new Error(`two mechanisms bring ${part} ${name}`);
        named[name] = value;
      }
    out[part] = named;
  }
  for (const part of ['interruptions', 'anytime'] as const) {
    const byRound: Record<string, unknown[]> = {};
    for (const m of on) for (const [kind, list] of Object.entries(m[part] ?? {})) (byRound[kind] ??= []).push(...list);
    out[part] = byRound;
  }
  return out as unknown as Dispatcher;
}
