/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

/**
 * One end of a track segment: an integer 0 to 5 is a hex edge; a string "n<index>" is the tile node at that index.
 */
export type PathEndpoint = number | string;

/**
 * One object per definition file of a title directory, keyed by the name used in variant patches; engine/definition/types.ts composes the Definition from it.
 */
export interface DefinitionFiles {
  title: TitleFile;
  map: MapFile;
  tiles: TilesFile;
  market: MarketFile;
  corporations: CorporationsFile;
  companies: CompaniesFile;
  cousins: CousinsFile;
  trains: TrainsFile;
  phases: PhasesFile;
}
/**
 * definitions/<title>/title.json: the identity of an 18xx title and its game-wide rules (players, bank, limits, rounds, end of game, variants).
 */
export interface TitleFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The title's id, used in URLs and saved games; by convention the name of its directory under definitions/.
   */
  id: string;
  /**
   * The title 18xx.games' exports of this title carry in their `title` field, where it is not the id (18ChristmasEve's exports say "Uncle Lachlan's 18 Christmas Eve"): an import of such an export finds this title. Absent: the id.
   */
  exportTitle?: string;
  /**
   * The title's display name.
   */
  name: string;
  /**
   * A short description of the title for game lists.
   */
  description: string;
  /**
   * "playable" (the default): games of the title can be created. "inDevelopment": the definition is validated and its mechanisms are tested, but it is not offered for new games (the API does not list it, `npm run fuzz` skips it) until every rule it needs is built; its NOTES.md lists what is missing.
   */
  status?: 'playable' | 'inDevelopment';
  /**
   * The version of this definition. Change it whenever a rule change would alter saved games.
   */
  version: string;
  /**
   * The designer(s) of the game.
   */
  designer: string;
  /**
   * The supported number of players.
   */
  players: {
    /**
     * The smallest number of players.
     */
    min: number;
    /**
     * The largest number of players.
     */
    max: number;
  };
  /**
   * How money is displayed.
   */
  currency: {
    /**
     * The currency symbol, e.g. "$", written before amounts unless `position` says after.
     */
    symbol: string;
    /**
     * Where the symbol goes: "before" the amount ($100, the default) or "after" it (1843's "125fr").
     */
    position?: 'before' | 'after';
  };
  /**
   * The bank.
   */
  bank: {
    /**
     * The bank's total cash at the start, including the players' starting cash.
     */
    cash: number;
    /**
     * What happens once the bank has run out of cash: "continue" = it goes on paying and receiving (its balance may go below zero) until the game ends (1870's $1000 IOU tokens). Absent: the engine's default.
     */
    afterBreak?: 'continue';
    /**
     * What breaks the bank: "bankCash" (the default) = the bank's own balance reaching zero; "playerCash" = the players' total cash exceeding `cash` (1860 rules L50-54, L406: players hold pounds and companies hold company credits, which the bank issues without limit; only pounds count, so the bank's balance may go below zero without breaking it).
     */
    breaksOn?: 'bankCash' | 'playerCash';
  };
  /**
   * Each player's starting cash by number of players (keys are player counts as strings, e.g. "3").
   */
  startingCash: {
    /**
     * An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
     */
    [k: string]: number;
  };
  /**
   * The certificate limit by number of players (keys are player counts as strings). Each value is either the limit, or a table of limits by the number of corporations still in play (keys are corporation counts as strings, e.g. {"10": 16, "9": 14}; 1870): the limit is the entry with the smallest key not below the number of corporations in play (so with fewer corporations than any key, the smallest key's entry), recomputed whenever a corporation closes.
   */
  certificateLimit: {
    [k: string]:
      | number
      | {
          [k: string]: number;
        };
  };
  /**
   * The most a player may hold of one corporation, in percent (e.g. 60), except in the yellow/orange/brown market zones.
   */
  holdingLimitPercent: number;
  /**
   * The most of one corporation the market pool may hold, in percent (e.g. 50).
   */
  marketPoolLimitPercent: number;
  /**
   * How a game is set up.
   */
  setup: {
    /**
     * Who gets priority in the first stock round: "seeded" = a seat drawn from the game's seed, "firstSeat" = seat 0.
     */
    priority: 'seeded' | 'firstSeat';
    /**
     * The random generator the game's seed drives (engine/rng.ts): "mulberry32" (the default), or "lcg31", the linear congruential generator of 18xx.games (state = seed mod 2^31; each draw state = (1103515245 × state + 12345) mod 2^31), for titles whose recorded games must draw the same setup.
     */
    generator?: 'mulberry32' | 'lcg31';
    /**
     * A setup that shuffles the corporations into an offer order, removes some and makes the rest available in waves (1862 §2.2). The shuffle is by random keys: one draw per corporation in definition order, then sorted by key, as 18xx.games' sort_by { rand } does.
     */
    corporationOrder?: {
      /**
       * How many corporations leave the game from the front of the offer order, by player count (keys: player counts as strings; "default" for the others). 1862: 2 with 8 players, 3 with 7, otherwise 4.
       */
      remove?: {
        [k: string]: number;
      };
      /**
       * Availability waves from the back of the offer order, after removal: each takes the `count` corporations before the previous wave's and makes them available from phase `phase`; the rest are available from the start. 1862: the last 4 from phase C, the 4 before them from phase B.
       */
      waves?: {
        /**
         * How many corporations the wave holds.
         */
        count: number;
        /**
         * The phase from which they are available.
         */
        phase: string;
      }[];
    };
  };
  rounds: RoundsConfig;
  /**
   * How private companies are sold to players.
   */
  companySale: {
    /**
     * The sale mechanism: "fixedPrice" (a player buys a company at its face value), "waterfallAuction" (the 1830 waterfall auction, with the parameters in rounds.auction.waterfallAuction) or "bidThenPick" (auctions for the right to pick a company or a director's certificate, with the parameters in rounds.auction.bidThenPick).
     */
    kind: 'fixedPrice' | 'waterfallAuction' | 'bidThenPick';
    /**
     * The kind of round in which companies are sold: "stock" = as the buyCompany step of stock-round turns; "auction" = in an auction round (rounds.initial).
     */
    in: 'stock' | 'auction';
    /**
     * Players may sell private companies to the bank in their stock turns (stock step sellCompany), for face value less `discount`, from stock round `fromStockRound` on, before the turn's purchase; the bank offers a company sold this way again at face value, though not to its seller in the same round (1860 rules L221-226).
     */
    toBank?: {
      /**
       * Money off the face value.
       */
      discount: number;
      /**
       * The first stock round (1 = the first) in which companies may be sold.
       */
      fromStockRound: number;
    };
  };
  /**
   * Who receives the dividends of shares that no player holds. Absent: nobody (the money stays in the bank).
   */
  dividends?: {
    /**
     * The recipient by where the share is: "corporation" = the corporation whose share it is; "none" = nobody (the money stays in the bank).
     */
    recipients: {
      /**
       * Shares in the initial offering (including reissued shares). Also "corporationIfIncremental": the corporation when it is incrementally capitalised (its start mode's or corporations.json `capitalization`), so that its unsold shares are its own treasury (1862 §2.6 item 6: a non-chartered company's unsold shares pay it); nobody otherwise.
       */
      ipo?: 'corporation' | 'none' | 'corporationIfIncremental';
      /**
       * Shares the corporation holds itself (e.g. 1870's redeemed shares).
       */
      treasury?: 'corporation' | 'none';
      /**
       * Shares in the open market (pool).
       */
      market?: 'corporation' | 'none';
      /**
       * Shares lying in the tableau (title.json `tableau`), at any position; shares in the draw pile pay nobody. "corporationIfIncremental" as for `ipo` (1862 solo S19: a non-chartered company's tableau shares pay it, a chartered company's nobody).
       */
      tableau?: 'corporation' | 'none' | 'corporationIfIncremental';
    };
    /**
     * What one 10% share of a payout is: "tenPercent" (absent) = a tenth of the revenue, so shares no longer in the game (the 1862 solo's discarded director's certificates) pay nobody; "inPlay" = the revenue × 10 / the percent of the corporation's certificates in the game, rounded down to whole money (the 1862 solo's optional reading: the seven 10% shares share the whole revenue).
     */
    perShare?: 'tenPercent' | 'inPlay';
    /**
     * Rounding of each holder's total dividend (not the dividend per share) when the revenue R is split over the shares by percent (1820 §7.2.4 L626-631): a holder of p% is owed R × p / 100, rounded "up" or "down" for players and for the open market (whose part stays in the bank); the corporation receives the remainder, R less what players and the market are owed, when it holds shares (in its treasury or, as a recipient, in the initial offering), never less than 0 (the bank bears a negative remainder, D8 #19); otherwise the remainder stays in the bank. Absent: revenue / 10 per 10% share, rounded down, as in 1830.
     */
    rounding?: {
      /**
       * How a player's total is rounded.
       */
      player: 'up' | 'down';
      /**
       * How the total of the shares in the open market is rounded.
       */
      market: 'up' | 'down';
    };
  };
  /**
   * Variations of the tile upgrade rule (same number of cities and of towns, existing track kept).
   */
  tileUpgrades?: {
    /**
     * True: on upgrade a halt may become a small station (town): halts and towns are counted together, and no town may become a halt (1860 rules, Upgrading: a village's halt tile is upgraded to a small station).
     */
    haltsBecomeTowns?: boolean;
    /**
     * Adding a small station (1862 rules, Track: small stations; docs/tiles.md, Adding small stations). When present, a tile with towns and no city may be replaced by a tile of the same colour and label, with the same base id, no city and exactly one more town: one plain edge-to-edge path of the old tile becomes the new town (its two edges are the town's exits), and every old town and all other track are kept. The lay counts as an upgrade for the tile-lay slots. Absent: only the usual upgrade rule applies.
     */
    addTown?: {
      /**
       * The character that ends a tile's base id: "18_1a" and "18_2" have the base "18" with "_". An id without it is its own base.
       */
      variantSeparator: string;
      /**
       * False: the hex need not be connected to the corporation's network for this lay (1862). Default true.
       */
      needsConnection?: boolean;
    };
  };
  /**
   * Route rules beyond the 1830 defaults, shared by route validation and the optimiser (docs/routes.md). Every rule is off when absent.
   */
  routes?: {
    /**
     * True: a route may not enter a hex again once it has left it (1860 rules, Running Trains, L726-728 and L756).
     */
    noHexReentry?: boolean;
    /**
     * True: the best run must be run (1820 §7.2.3 L614; 1870: any shareholder may point out a better route). A run_routes is refused (ILLEGAL_ACTION naming the better revenue) when the optimiser proves, within the operating step's budget, that the trains earn more without route abilities; a game imported from another engine keeps its recorded run and logs the better revenue.
     */
    bestRunCompulsory?: boolean;
    /**
     * Node kinds a route may neither start nor end at (1860: ["halt"], L720).
     *
     * Items: A kind of tile node, as in tiles.schema.json.
     */
    mayNotEndAt?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
    /**
     * Node kinds a train may pass without counting them: such a stop takes none of the train's allowance and pays nothing (1860, 2nd edition: towns and halts, L737; its original game: halts only).
     *
     * Items: A kind of tile node, as in tiles.schema.json.
     */
    skippable?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
    /**
     * Paid by the bank to the corporation's treasury for each halt a route counts (1860: 10, L737-740). It is not revenue: it is reported apart, is never paid out as a dividend and does not move the share price. Absent: 0.
     */
    haltSubsidy?: number;
    /**
     * True: when a corporation runs, at least one of its routes must include its home station, the city holding its token on its home hex (1860, L723).
     */
    mustIncludeHome?: boolean;
    /**
     * True: a corporation's routes in one run must form one connected set, each sharing a stop (of any kind, counted or not) with another (1860, L723-725).
     */
    mustInterlink?: boolean;
    /**
     * How many times in one run the corporation's trains, together, may pass through a city whose every slot holds another corporation's token (1860: 1, one train through one such station, L732-736). Such a city may always end a route. Absent: 0.
     */
    blockedPassesPerRun?: number;
    /**
     * True: a revenue location that several of a corporation's trains visit in one run pays once, at the highest amount any of them earns there (each revenue location pays once per company). Absent: every train is paid for it.
     */
    locationPaysOnce?: boolean;
    /**
     * Classes of stops a route may not both begin and end at (1862: not from a red off-board to a red off-board, nor from port to port). A stop is in a class when its node kind and its tile's colour are listed (an absent list matches any).
     */
    mayNotJoin?: {
      /**
       * Node kinds of the class. Absent: any kind.
       *
       * Items: A kind of tile node, as in tiles.schema.json.
       */
      kinds?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
      /**
       * Tile colours of the class (red off-boards, blue ports). Absent: any colour.
       */
      colors?: string[];
      /**
       * Hexes of the class (1820's London M13: no route both begins and ends there). Absent: any hex.
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      hexes?: string[];
    }[];
    /**
     * Stops a route may include only where the corporation has a station on that very node (1820 §15.2 L1513: London M13 counts only through the company's station on that edge).
     */
    stopNeedsOwnStation?: {
      /**
       * The hex; every node of it.
       */
      hex: string;
    }[];
    /**
     * Port stops (1820 §15.2 L1505-1527, L1533, §15.3.1 L1543): a stop on a hex with the icon is only a route's end, the stop next to it on the route is a station of the corporation on a hex adjacent to the port (or listed in adjacency), and it does not count toward the route's two revenue centres. A port node's countsAs (map.json) says how it counts toward the train's length.
     */
    ports?: {
      /**
       * The map.json icon marking port hexes.
       */
      icon: string;
      /**
       * Port hex → the hexes counted as adjacent to it instead of its neighbours (1820: the London Docks M19 are adjacent to M13 and M15).
       */
      adjacency?: {
        /**
         * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
         */
        [k: string]: string[];
      };
      /**
       * Hexes whose stop, holding the corporation's station, makes a route with its adjacent port alone: the port then stands for the second revenue centre (1820 L617, L1531: a train from the London token, M13, to the London Docks). Absent: every route needs two revenue centres besides ports (L1533).
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      aloneWith?: string[];
    };
    /**
     * The track several routes of one corporation's run may use: "all" = any track, by any number of routes (a route still may not use a piece of track twice; 1862); or pieces of printed track, with the hex edges at their ends, and how many routes may use each (1820 L617, L1531: the white track in M17, and the London Docks' spike it leads to, carry two trains to the Docks, one from a London station and one from Chatham's), other track being used by one route at most. Absent: each piece of track carries one train per run (1830).
     */
    sharedTrack?:
      | 'all'
      | {
          /**
           * How many routes may use each of them (1820: 2).
           */
          routes: number;
          /**
           * The pieces: a hex and the two ends of one of its printed tile's paths, as map.json writes them (an edge number or "n<node>").
           *
           * @minItems 1
           */
          tracks: [
            {
              /**
               * The hex the piece of track is on (1820: M17, and M19 for the Docks' spike).
               */
              hex: string;
              /**
               * The two ends of one path of the hex's printed tile: an edge number (0-5) or a node ("n<index>"), as map.json writes them.
               *
               * @minItems 2
               * @maxItems 2
               */
              path: [number | string, number | string];
            },
            ...{
              /**
               * The hex the piece of track is on (1820: M17, and M19 for the Docks' spike).
               */
              hex: string;
              /**
               * The two ends of one path of the hex's printed tile: an edge number (0-5) or a node ("n<index>"), as map.json writes them.
               *
               * @minItems 2
               * @maxItems 2
               */
              path: [number | string, number | string];
            }[]
          ];
        };
    /**
     * Stops a route may begin or end at only when the corporation has a station in a city of one of `linkHexes` (1862 §2.6 items 4-5: a route starting or ending at a London node needs the company's London rail link, a station on B15 or D15).
     */
    endsNeedLink?: {
      /**
       * The stops: a hex, and optionally the index of one node of its tile (absent: every node of the hex).
       */
      stops: {
        /**
         * The stop's hex.
         */
        hex: string;
        /**
         * The index of the stop's node on the hex's tile. Absent: every node of the hex.
         */
        node?: number;
      }[];
      /**
       * Hexes whose cities hold the link stations.
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      linkHexes: string[];
    };
  };
  /**
   * The price of a station token placed in an operating turn, replacing its corporations.json `tokens` price (1820 §7.2.2 L601: £40 in yellow, £100 for the rest of the game): `byPhase` by phase id, `default` in the phases not listed. Absent: the charter's prices.
   */
  stationPrices?: {
    /**
     * The price in every phase not listed.
     */
    default: number;
    /**
     * Prices by phase id (phases.json).
     */
    byPhase?: {
      /**
       * An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
       */
      [k: string]: number;
    };
  };
  /**
   * Station tokens cost more the farther they lie from the corporation's other stations (1820 rules §6.6.2, distance fees): a station placed in an operating turn costs its price in corporations.json `tokens` plus `perEdge` for each hex edge on the shortest path over the map grid (not along track) from the hex of the nearest of the corporation's stations on the map to the target hex. The path never crosses an impassable border (even one that has opened with a phase, as 1820's blue barriers do for track), never enters a hex missing from map.json, and never crosses an edge of a hex whose printed tile is gray unless that printed tile has track on the edge. With no such path the placement is illegal. The home station is not affected. Absent: stations cost their corporations.json price.
   */
  tokenCost?: {
    /**
     * The fee for each hex edge on the path (1820: 80).
     */
    perEdge: number;
    /**
     * Where the path starts: "nearestStation" = the hex of whichever of the corporation's stations on the map is nearest the target (a target hex already holding one of its stations costs no fee).
     */
    from: 'nearestStation';
  };
  /**
   * What ends the game, and when the end takes effect. The first end met names the game's end; when one action meets two, the one listed first here names it (18xx.games checks its conditions in its own order after each action: 1860 lists marketEndCell before bankBroken).
   */
  endConditions: {
    /**
     * The trigger: "bankBroken" = the bank runs out of cash, "bankruptcy" = a player goes bankrupt, "marketEndCell" = a share price reaches a market cell flagged e, "finalEra" = the final era (title.json finalEra) begins, "trainsExhausted" = the last train of type `train` leaves the depot `during` the named round (1843 rules L1421-1423: the auction's all-pass discards take the sixth yellow train), "trainOwnedForSets" = the `sets`-th operating set during which some corporation owned a train of type `train` ends (1843: the second set with a gray train, rules L4624-4625; a set counts when a corporation owned one at its start or acquired one during it), "operatingSetsPlayed" = the `sets`-th set of operating rounds ends: a game of a fixed length (one set follows each stock round; write `timing` "endOfOperatingSet"), "noControlledCompany" = at the end of a stock round no player is the director of any company (1820 §9.1 L902-903; also at the end of an Issue & Takeover round, which calls the same check: engine/mechanisms/end/index.ts noControlledCompanyEnds).
     */
    kind:
      | 'bankBroken'
      | 'bankruptcy'
      | 'marketEndCell'
      | 'trainsExhausted'
      | 'noControlledCompany'
      | 'operatingSetsPlayed'
      | 'finalEra'
      | 'trainOwnedForSets';
    /**
     * With trainsExhausted and trainOwnedForSets: the train type (trains.json id).
     */
    train?: string;
    /**
     * The end reason 18xx.games' exports give a game that ended so (game_end_reason), where it is not the engine's own (18ChristmasEve's trainOwnedForSets: "final_phase"), so an imported game's end is compared with ours. Absent: the engine's.
     */
    recordedReason?: string;
    /**
     * With trainsExhausted: the round kind in which running out counts: "auction" (the private auction's all-pass discards).
     */
    during?: 'auction';
    /**
     * When the game ends after the trigger: "immediate" = at once, "endOfRound" = at the end of the current round, "endOfOperatingSet" = after the current set of operating rounds, "endOfOperatingRound" = at the end of the current operating round, or of the next one when triggered outside an operating round (1860 rules L406-407; 18xx.games :current_or).
     */
    timing: 'immediate' | 'endOfRound' | 'endOfOperatingSet' | 'endOfOperatingRound';
    /**
     * marketEndCell only: when the game ends if the cell is reached by the end-of-stock-round sold-out rise (1843 rules L4604-4619: "immediate", after every sold-out company has risen); absent: `timing`.
     */
    soldOutTiming?: 'immediate' | 'endOfRound' | 'endOfOperatingSet' | 'endOfOperatingRound';
    /**
     * trainOwnedForSets: how many operating sets with such a train end the game; operatingSetsPlayed: how many operating sets the game lasts.
     */
    sets?: number;
  }[];
  /**
   * How the winner is determined.
   */
  scoring: {
    /**
     * "netWorth" = cash plus the market value of shares plus the value of private companies held.
     */
    kind: 'netWorth';
    /**
     * Score levels (1862 solo S29): the result names the highest level whose `atLeast` the first-ranked score reaches (none below the lowest). Listed from the lowest.
     */
    ranks?: {
      /**
       * The level's name, as the rules spell it.
       */
      name: string;
      /**
       * The lowest score that reaches it.
       */
      atLeast: number;
    }[];
    /**
     * A bankrupt player scores 0 whatever they hold (1820 §10.2 L955). Default false.
     */
    bankruptScoresZero?: boolean;
  };
  /**
   * Variants applied to every game imported from an 18xx.games export, before the export's own optional rules: where that engine reads a rule differently from the rulebook, its games replay by its reading (1860: variant as_played_on_18xx_games).
   */
  importVariants?: string[];
  /**
   * Optional rule variants a game may be created with. Each is a set of JSON merge patches applied to the definition files.
   */
  variants?: {
    /**
     * The variant's id, unique within the title.
     */
    id: string;
    /**
     * The variant's display name.
     */
    name: string;
    /**
     * What the variant changes, for players.
     */
    description: string;
    /**
     * The 18xx.games title whose exports play as this variant: an import of an export whose `title` is this finds this title and applies the variant before any other (18Chesapeake's offTheRails: "18Chesapeake: Off the Rails", 18xx.games' separate title for the expansion). Absent: exports of this title's own id only.
     */
    exportTitle?: string;
    /**
     * Another variant of the title whose patches are applied first, then this one's (1862: the solo difficulty levels extend `solo`). Absent: this variant's patches only.
     */
    extends?: string;
    /**
     * The patches the variant applies, in order.
     */
    patches: {
      /**
       * The definition file the patch applies to, by name without .json.
       */
      file:
        'title' | 'map' | 'tiles' | 'market' | 'corporations' | 'companies' | 'cousins' | 'trains' | 'phases';
      /**
       * An RFC 7396 JSON merge patch applied to that file's content: objects merge recursively, null deletes a member, anything else (arrays included) replaces. The result must still follow the file's schema. A patch has exactly one of `merge` and `ops` (validate and applyVariant refuse one with both or neither).
       */
      merge?: {
        [k: string]: unknown;
      };
      /**
       * Operations on single values of that file's content, applied in order (RFC 6902 add, replace and remove). Each names its target by a JSON pointer (RFC 6901) whose array segments name an element by its `id` where the array's elements are objects with ids ("/companies/GSC/abilities/closedPort/params/replaceOnlyInLaterOperatingRound"), by index otherwise ("/rows/4/0"); `*` names every element of an array, and a last segment `-` the end of an array (add only). Use ops rather than a merge patch to change one value inside an array. A pointer that names nothing is an error naming the variant.
       *
       * @minItems 1
       */
      ops?: [
        {
          /**
           * `replace`: the value at `path`, which must exist, becomes `value`. `add`: an object member is set (new or not); in an array `value` is inserted before the element `path` names, or appended at `-`. `remove`: the member or element at `path`, which must exist, is deleted.
           */
          op: 'add' | 'replace' | 'remove';
          /**
           * The JSON pointer of the target inside the file's content, e.g. "/trains/4/rustsOn".
           */
          path: string;
          /**
           * The value to add or replace with (required by add and replace): any JSON value, which the patched file's schema then checks.
           */
          value?: {
            [k: string]: unknown;
          };
        },
        ...{
          /**
           * `replace`: the value at `path`, which must exist, becomes `value`. `add`: an object member is set (new or not); in an array `value` is inserted before the element `path` names, or appended at `-`. `remove`: the member or element at `path`, which must exist, is deleted.
           */
          op: 'add' | 'replace' | 'remove';
          /**
           * The JSON pointer of the target inside the file's content, e.g. "/trains/4/rustsOn".
           */
          path: string;
          /**
           * The value to add or replace with (required by add and replace): any JSON value, which the patched file's schema then checks.
           */
          value?: {
            [k: string]: unknown;
          };
        }[]
      ];
    }[];
  }[];
  /**
   * Free-text notes on the definition: design decisions, rule interpretations and their sources.
   */
  notes?: string[];
  /**
   * A corporation whose price reaches a closing cell (market flag c) goes bankrupt instead of closing, and may be refloated (1860 rules, Bankrupt Companies L939-980): every share returns to the initial offering without payment; its stations stay on the map but no longer stop other corporations' trains (they still take their slots); its treasury and trains wait for it; priority passes to the player holding the fewest shares (ties: the nearest from the priority holder on); a stock round under way ends and a new one starts. It is refloated by the next par, at a top-row price flagged r or p, from `reparMin` up to the highest par its layer allows, and on floating receives 10 × the new par on top of what it kept.
   */
  corporationBankruptcy?: {
    /**
     * "refloat" (the default) = the rule above; it needs `reparMin`. "reset" = instead (1862.md §2.8): players are paid for their shares (`payHolders`) by the bank, the treasury goes to the bank, all its stations leave the map, its trains go to the open market, it is reset as if never started (certificates to the bank, no par, price or president, its start mode, bought tokens and charter cleared, its dealt permits restored) and skips the rest of the round. It is triggered by a closing cell (market flag c), by a forced train purchase declared unpayable (rounds.operating.emergencyBuy.bankruptcy "corporationBankruptcy") and in receivership (rounds.operating.receivership.trainlessThen).
     */
    kind?: 'refloat' | 'reset';
    /**
     * The lowest re-par price (1860: 40, so 44 on the top row).
     */
    reparMin?: number;
    /**
     * With kind "reset": "effectivePrice" = each player is paid the price a share sells for now (half while trainless, rounds.stock.trainlessShareValue), per share held, nothing at a price of 0; "nothing" (the default) = no payment.
     */
    payHolders?: 'effectivePrice' | 'nothing';
  };
  /**
   * A national railway with no charter, treasury, director or trains that appears at a game event (1820 §13.5 L1281-1311: British Rail, at Queen Victoria's death). Absent: none.
   */
  britishRail?: {
    /**
     * Its id on the map's station markers (no corporations.json entry).
     */
    id: string;
    /**
     * The game event (title.json gameEvents) at which it appears.
     */
    appearsAt: string;
    /**
     * Its par price (1820: £95, the highest green par).
     */
    par: number;
    /**
     * Share units, all placed in the bank pool when it appears (1820: 30 single and 14 five-share certificates, 100).
     */
    shareUnits: number;
    /**
     * Its station markers (1820: 40).
     */
    stationMarkers: number;
    /**
     * Markers it places in each operating round, one per track tile with an empty circle (1820: 3).
     */
    stationsPerOperatingRound: number;
    /**
     * The hex the placement order counts distance from (1820: London M13).
     */
    distanceFrom: string;
    /**
     * Ties in distance go clockwise around distanceFrom starting from this hex's direction (1820: Margate N18).
     */
    clockwiseFrom: string;
    /**
     * Hexes whose every empty station circle it fills when it appears (1820: London M13, Chatham M15).
     *
     * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
     */
    fillHexes: string[];
  };
  /**
   * Rules that hold only in games of some player counts, keyed by the count ("2"): the certificates the corporations have, and how the market takes part in the share trade. A game of a count not listed plays by the rest of the definition. 18xx.games' 18Chesapeake two_player? rules (g_18_chesapeake game.rb setup and float_corporation, round/stock.rb sold_out?, share_pool.rb buy_shares).
   */
  byPlayerCount?: {
    [k: string]: {
      /**
       * Every corporation starts with these certificates in place of corporations.json `certificates` (percents, the president's first). With `exceptGrantedPresident`, a corporation whose president's certificate a company's grantsShare ability hands over (the corporation drawn for it at setup, or the one it names) keeps its own. 18xx.games' 18Chesapeake with two players: a 30% president's certificate and seven 10% shares (its last 10% share leaves the game), except the Cornelius Vanderbilt's corporation.
       */
      corporationCertificates?: {
        /**
         * Each certificate's percent, the president's first; they add up to the corporation's whole.
         *
         * @minItems 1
         */
        percents: [number, ...number[]];
        /**
         * Absent: false.
         */
        exceptGrantedPresident?: boolean;
      };
      /**
       * True: when a corporation floats, the shares still in its initial offering go to the market, where they are bought at the market price. 18xx.games' 18Chesapeake with two players (float_corporation). Absent: false.
       */
      floatMovesIpoToMarket?: boolean;
      /**
       * What makes a corporation sold out for the rise at the end of a stock round. Absent: every share is with players (or in its treasury). "noMarketShares": it has floated and the market holds none of its shares (18xx.games' 18Chesapeake with two players, round/stock.rb sold_out?).
       */
      soldOut?: 'noMarketShares';
      /**
       * "nonPresident": when a player who is not the corporation's president buys one of its shares while the market holds another, the market's last share of it leaves the game; when the share bought is the market's only one, that share leaves the game instead, unpaid, and the buyer gets nothing (18xx.games' 18Chesapeake with two players, share_pool.rb buy_shares).
       */
      marketBuyRemovesShare?: 'nonPresident';
    };
  };
  /**
   * The terms a corporation starts on change as the depot sells out of train types (1856 and 1836Jr-56, 18xx.games' G1856 status texts escrow/incremental/fullcap and facing_2 to facing_6): `start` gives the capitalisation a corporation takes when it is parred and the percentage of its shares that must be sold for it to float; each entry of `afterLastSold` changes them from the moment the last train of its type has left the depot. A corporation keeps the capitalisation it was parred with; the float percentage applies to every corporation not yet floated. "escrow" is incremental capitalisation in which the price of a share bought from the initial offering while the offering holds `escrow.heldAtOrBelowPercent`% or less is kept by the bank for the corporation, and paid to it when it reaches its destination (corporations.json `destination`). Absent: corporations.json `capitalization` and `floatPercent`.
   */
  capitalizationSchedule?: {
    /**
     * The terms at the start of the game.
     */
    start: {
      /**
       * "full", "incremental" or "escrow" (incremental, with the last shares' price held until the destination is reached).
       */
      capitalization?: 'full' | 'incremental' | 'escrow';
      /**
       * The percentage of shares sold from the initial offering for a corporation to float.
       */
      floatPercent?: number;
    };
    /**
     * The changes, in the order they come.
     *
     * Items: A change of terms, from the moment the last train of `train` has left the depot (bought or exported).
     */
    afterLastSold?: {
      /**
       * The train type (trains.json id).
       */
      train: string;
      /**
       * "full", "incremental" or "escrow" (incremental, with the last shares' price held until the destination is reached).
       */
      capitalization?: 'full' | 'incremental' | 'escrow';
      /**
       * The percentage of shares sold from the initial offering for a corporation to float.
       */
      floatPercent?: number;
    }[];
    /**
     * Escrow capitalisation's terms.
     */
    escrow?: {
      /**
       * The price of an initial-offering share bought while the offering holds this percentage or less is held in escrow (1856: 50, the last five of ten shares). Default 50.
       */
      heldAtOrBelowPercent?: number;
      /**
       * Each corporation's destination hex (1856's destination markers): once track joins a city of its home hex to the destination hex (any corporation's track), checked after every tile laid, the bank pays an escrow-capitalised corporation what it holds for it and the corporation is incrementally capitalised from then on; a corporation not yet parred that reaches it while escrow capitalisation is in force starts incremental. A corporation without a destination keeps its escrow.
       */
      destinations?: {
        [k: string]: string;
      };
    };
  };
  /**
   * The Cost of Business track (1820 §10.5 L984-1031, Figure 10.1; digest D5.3): a marker on one of `columns`, starting on the first. It moves one column at the start of every issueTakeover round (rounds.issueTakeover step advanceCostOfBusiness), and jumps to the first column of a phase when that phase begins by a train; a column of a later phase than the current one starts that phase (its events, train limit and tiles) and takes the earlier phases' trains left in the depot out of the game. Moving past the last column (the chart's END) ends the game at once. The marker's column gives the train limit, the maintenance each train pays at the operating step payMaintenance, and the data other mechanisms read (float sizes, takeover premium, loan interest). Absent: no such track.
   */
  costOfBusiness?: {
    /**
     * The columns in order (1820: 17).
     *
     * @minItems 1
     */
    columns: [
      {
        /**
         * The phase (phases.json id) this column belongs to: its colour.
         */
        phase: string;
        /**
         * The most trains a corporation may own while the marker is here.
         */
        trainLimit: number;
        /**
         * What each train pays per operating round, by train type id (trains.json); a type not listed pays nothing.
         */
        maintenance: {
          /**
           * An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
           */
          [k: string]: number;
        };
        /**
         * The share counts a company may float with while the marker is on this column (read with shareCounts.atFloatFrom "costOfBusiness"; 1820 Figure 10.1 L1019).
         */
        floatSizes?: number[];
        /**
         * Market cells added to find the forcing bid of a takeover (1820 §8.4.2; not read by the engine yet).
         */
        takeoverPremium?: number;
        /**
         * Interest per operating round on each loan, in percent of its amount (title.json loans).
         */
        loanInterestPercent?: number;
      },
      ...{
        /**
         * The phase (phases.json id) this column belongs to: its colour.
         */
        phase: string;
        /**
         * The most trains a corporation may own while the marker is here.
         */
        trainLimit: number;
        /**
         * What each train pays per operating round, by train type id (trains.json); a type not listed pays nothing.
         */
        maintenance: {
          /**
           * An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
           */
          [k: string]: number;
        };
        /**
         * The share counts a company may float with while the marker is on this column (read with shareCounts.atFloatFrom "costOfBusiness"; 1820 Figure 10.1 L1019).
         */
        floatSizes?: number[];
        /**
         * Market cells added to find the forcing bid of a takeover (1820 §8.4.2; not read by the engine yet).
         */
        takeoverPremium?: number;
        /**
         * Interest per operating round on each loan, in percent of its amount (title.json loans).
         */
        loanInterestPercent?: number;
      }[]
    ];
    /**
     * True: the company's director decides at the payMaintenance step whether it pays its train maintenance (action pay_costs kind "maintenance"): pay it, covering a shortfall from their cash as `directorCoversMaintenance` says, or not pay it, which puts the company into liquidation (1820 §7.2.5 L647-656: the company "chooses not to pay", or its director "won't cover the shortfall"). Only a company with a price and maintenance due is asked. Absent or false: it is paid automatically, the director covering what they can.
     */
    maintenanceChoice?: boolean;
    /**
     * What a maintenance shortfall does (1820 §7.2.5 L645-656): the director pays what the treasury cannot and the price moves `priceMove` cells (1820: -1); a director who cannot pay it all pays nothing and the company's marker goes to the lowest cell of the market (1820: the gray £10 box, "in liquidation"). Absent: the treasury pays what it can and the rest is not paid.
     */
    directorCoversMaintenance?: {
      /**
       * Cells the price moves when the director covers a shortfall (negative = down).
       */
      priceMove: number;
    };
  };
  /**
   * One-off bonuses for linking home and destinations (1860 variant Destinations, rules L1033-1040): corporation id → its destinations. The first time a corporation's run (one route, or routes that share stops) includes both its home station and a destination, the bank pays that destination's bonus to its treasury, insolvent or not.
   */
  destinationBonuses?: {
    [k: string]: {
      /**
       * The destination hex.
       */
      hex: string;
      /**
       * Which city of the hex (index among its cities), where the hex has several (1860's Newport 0 and Shide 1 on G5). Absent: any stop on the hex.
       */
      city?: number;
      /**
       * The destination's name, for the log.
       */
      name?: string;
      /**
       * What the bank pays the treasury.
       */
      bonus: number;
    }[];
  };
  /**
   * A last era of the game (1862.md §2.9, the LNER): triggered by the first purchase of a train type, it begins at the end of the operating set in which that happens. Then the formation steps apply once, and the freezes in `after` hold until the game ends. An endConditions entry of kind "finalEra" ends the game by its timing counted from the era's start ("endOfOperatingSet" = the end of the next operating set).
   */
  finalEra?: {
    /**
     * The end reason 18xx.games exports give a game that ended in this era (game_end_reason; 1862: "lner"), so an imported game's end is compared with ours.
     */
    recordedReason?: string;
    /**
     * What starts the era at the end of the current operating set: `firstTrain` = the first train of this type bought from the depot.
     */
    trigger: {
      /**
       * A trains.json train type id (1862: H).
       */
      firstTrain: string;
      /**
       * Also: the era begins at the end of the first operating set of at least this many operating rounds (1862 solo S28: "the end of the first full set of three operating rounds", the set after the first D train, or after the phase D begins when D trains leave the depot unsold).
       */
      firstSetOfRounds?: number;
    };
    /**
     * Done once as the era begins.
     */
    formation?: {
      /**
       * "largestHolding" = the certificate limit becomes the largest total percentage of all corporations any player holds, divided by 10.
       */
      certificateLimit?: 'largestHolding';
      /**
       * True: the initial-offering certificates of corporations started with full capitalisation (startModes) move to the market.
       */
      fullCapitalizationIpoToMarket?: boolean;
      /**
       * True: corporations never started (no par) leave the game (closed).
       */
      removeUnstarted?: boolean;
    };
    /**
     * What the era forbids. Each false switches the thing off; absent keeps it.
     */
    after?: {
      /**
       * Round kinds of rounds.cycle that are no longer played.
       */
      skipRounds?: string[];
      /**
       * False: no corporation may be started (par).
       */
      starts?: boolean;
      /**
       * False: no track is laid and no station placed.
       */
      building?: boolean;
      /**
       * False: share sales do not move prices.
       */
      salesMovePrice?: boolean;
      /**
       * False: no train is bought from another corporation.
       */
      trainTrades?: boolean;
      /**
       * False: no merger or acquisition (operating steps merge and acquire).
       */
      mergers?: boolean;
      /**
       * False: a player over the certificate limit is not made to sell.
       */
      certificateLimitSales?: boolean;
      /**
       * False: a bank that breaks now no longer ends the game.
       */
      bankBreakEnds?: boolean;
    };
  };
  /**
   * Stations placed when a corporation without a fixed home (corporations.json `home` absent) is started (1820 §6.6.2 L516-531): right after the par action the director places between `min` and `max` of its station tokens, free, on open city slots anywhere on the map except `excludeHexes`, each in a different hex; every station after the first costs the director `perEdge` × the hex edges of the shortest grid path to the nearest one already placed (engine/map/hexDistance.ts: no blue barrier, no gray edge without track, not off the board). Absent: homes are fixed.
   */
  floatStations?: {
    /**
     * Stations that must be placed.
     */
    min: number;
    /**
     * Stations that may be placed.
     */
    max: number;
    /**
     * The fee per hex edge between stations, paid by the director to the bank.
     */
    perEdge: number;
    /**
     * Hexes where no station may be placed at the start (1820: London M13).
     *
     * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
     */
    excludeHexes?: string[];
    /**
     * Before placing a station the corporation may lay one tile free (no terrain, upgrade or barrier cost), anywhere, under the normal placement rules and the phase's colours, that gives a city with an open circle; the next station then goes on that hex; no tile on a hex another corporation laid at its float this stock round (1820 §6.6.2 L520-527).
     */
    freeTile?: boolean;
  };
  /**
   * Named game events and when they happen, keyed by the event's name (1820 §10.8 L1033-1036: "queenVictoria" dies at the end of the first operating round that started in the brown phase). Each is recorded once in the state (engine/mechanisms/gameEvents/index.ts) for other mechanisms to read (stockRoundIncome.until, britishRail.appearsAt). Absent: none.
   */
  gameEvents?: {
    [k: string]: {
      /**
       * The event happens at the end of the first operating round that began in this phase or a later one.
       */
      endOfFirstOperatingRoundStartedIn: string;
    };
  };
  /**
   * Station markers by share count (1820 §13.6 L1313-1326, Table 13.1 L1215-1223): `limit` markers at no extra cost, `maximum` at most, and `overage` paid to the bank per marker above the limit gained in a takeover. A company reduced to a size whose maximum it exceeds discards unplaced markers first, then removes placed ones from the map. Keyed by the share count as a string ("1" for a private company). Absent: no limit.
   */
  stationLimits?: {
    [k: string]: {
      /**
       * Markers held at no extra cost.
       */
      limit: number;
      /**
       * Markers held at most.
       */
      maximum: number;
      /**
       * Paid per marker above the limit gained in a takeover.
       */
      overage: number;
    };
  };
  /**
   * Corporations that become available in layers, each with its own par prices (1860 rules, Major Companies and Buying and Selling Shares). Only a corporation whose layer is open may be started (par), and only at a par price of its layer. The first layer is open from the start; each later layer opens as soon as a corporation of an earlier layer meets one of the `opensWhen` conditions (checked whenever a par is tried, so a sell-out opens the next layer at once). A corporation's layer is corporations.json `layer`; a corporation without one is always available, at any par cell. Absent: no layers.
   */
  layers?: {
    /**
     * What opens the next layer: "operated" = a corporation of the layer before it has operated; "ipoSoldOut" = a corporation of the layer before it has no certificate left in its initial offering.
     */
    opensWhen: ('operated' | 'ipoSoldOut')[];
    /**
     * The layers, in the order they open.
     */
    layers: {
      /**
       * The layer's number, as corporations.json `layer` names it.
       */
      id: number;
      /**
       * The par prices a corporation of this layer may start at; each must be a par cell of the market.
       *
       * Items: An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
       */
      parPrices: number[];
    }[];
  };
  /**
   * Loans of a fixed amount taken by corporations from the bank (1820 §17 L1640-1679, §7.2.8-7.2.9 L688-707). The operating corporation may take one (action take_loan) at any point of its turn while it has fewer loans than shares in play (held by players or in the open market) and the price would not fall to the market's lowest cell (1820's £10 liquidation box), nor is there; each loan taken moves the price `priceMovePerLoan` cells. The operating step payLoanInterest charges `interestPercent` of the amount per loan (or the Cost of Business column's loanInterestPercent; title.json costOfBusiness), loans taken this turn included; a shortfall is paid by the director and moves the price `directorCoverPriceMove` cells, and one the director cannot pay puts the marker on the lowest cell. At the step repayLoans the corporation may repay loans one at a time (action pay_loan), each moving the price `priceMovePerRepayment` cells. Absent: no loans.
   */
  loans?: {
    /**
     * The principal of one loan (1820: £200).
     */
    amount: number;
    /**
     * Interest per operating round, in percent of the amount; absent: the Cost of Business column's loanInterestPercent.
     */
    interestPercent?: number;
    /**
     * Cells the price moves per loan taken (1820: -1).
     */
    priceMovePerLoan: number;
    /**
     * Cells the price moves per loan repaid (1820: +1).
     */
    priceMovePerRepayment: number;
    /**
     * Cells the price moves when the director pays an interest shortfall (1820: -1).
     */
    directorCoverPriceMove: number;
    /**
     * True: the company's director decides at the payLoanInterest step whether it pays its loan interest (action pay_costs kind "interest"): pay it, covering a shortfall from their cash, or not pay it, which puts the company into liquidation (1820 §7.2.8 L690-700). Absent or false: it is paid automatically, the director covering what they can.
     */
    interestChoice?: boolean;
    /**
     * The most loans a corporation may have: "sharesInPlay" (the default; 1820 §10.6: its shares held by players, investors or in the open market) or "playerShares" (its shares held by players; 18xx.games' G1856 maximum_loans, num_player_shares).
     */
    maxLoans?: 'sharesInPlay' | 'playerShares';
    /**
     * The most loans a corporation may take in one operating turn (1856: 1, 18xx.games' G1856 took_loan). Absent: no limit.
     */
    perTurn?: number;
    /**
     * True: a corporation that has repaid a loan in its operating turn takes none for the rest of it (1856, 18xx.games' G1856 redeemed_loan). Default false.
     */
    noLoanAfterRepayment?: boolean;
    /**
     * The phase (phases.json id) from which no loan may be taken (1856 and 1836Jr-56: phase 6, status no_loans). Absent: loans in every phase.
     */
    notFromPhase?: string;
    /**
     * Who pays interest the treasury cannot: "directorCovers" (the default; 1820 §7.2.8: the director covers the shortfall, the price moving `directorCoverPriceMove`, and a shortfall the director cannot cover puts the company into liquidation) or "revenueThenDirectorOwes" (1856, 18xx.games' G1856 pay_interest!: the treasury pays what it can in multiples of `interestTreasuryMultiple`, the turn's run revenue pays the rest before any dividend, and the director pays what is still owed; a director without the cash owes the rest to the bank and must sell shares to pay it, or go bankrupt). The payLoanInterest step then stands after runRoutes.
     */
    interestShortfall?: 'directorCovers' | 'revenueThenDirectorOwes';
    /**
     * With interestShortfall "revenueThenDirectorOwes": the treasury pays interest in multiples of this (1856: 10). Default 1.
     */
    interestTreasuryMultiple?: number;
    /**
     * "interestDeducted": a loan taken after the turn's interest was paid pays its interest at once: the corporation receives the amount less one loan's interest (1856, 18xx.games' G1856 take_loan). Absent: the full amount.
     */
    loanAfterInterest?: 'interestDeducted';
    /**
     * True: the repayLoans step also stays open while the corporation may take a loan, until it passes (1856: the loan step after the train purchase, 18xx.games' G1856 Loan step). Default false: it is left once no repayment is possible.
     */
    repayStepOffersLoans?: boolean;
    /**
     * True: at the repayLoans step, loans above the most the corporation may have (`maxLoans`, after shares were sold) are repaid at once; the treasury pays, the director owes the rest as with interest (1856, 18xx.games' G1856 force_repay_loans!). Default false.
     */
    excessRepaidAfterTrains?: boolean;
    /**
     * True: a player's net worth counts each share less its part of the corporation's loans (loans x amount x the share's percent / 100; 1856, 18xx.games' G1856 player_value). Default false.
     */
    netWorthLessLoans?: boolean;
    /**
     * True: the station step stays open for a corporation that cannot pay for any station now but could after one more loan (18xx.games' G1856 Token step, whose buying power counts the loan the corporation may take). Default false: the step is left when no station is affordable.
     */
    stationStepCountsLoan?: boolean;
    /**
     * The phase (phases.json id) whose start makes every floated corporation repay as many of its loans as its treasury can (1856 and 1836Jr-56: phase 6, 18xx.games' G1856 corporations_repay_loans at the nationalization event). Absent: none.
     */
    repaidAtPhase?: string;
  };
  /**
   * The merger procedure of the operating steps "merge" and "acquire" (1862 rules §2.7; engine/mechanisms/mergers/merger.ts). The director picks the survivor. Its price becomes the lower effective price plus half the higher, snapped down to a market cell, and its par the highest par cell not above that. Unsold full-capitalisation shares go to the market. Each holder returns half of their holding in the two companies and swaps the rest for survivor shares, or sells them; an odd share is an option to sell or redeem. The player holding the most of the survivor, at least the president's certificate, becomes director, else it enters receivership. Cash, trains, treasury shares, permits and stations pass to the survivor (all its trains, even beyond the train limit, which then only stops it buying more), and the other company is reset. It counts shares of 10% (every corporation's shares after the president's 10%, priced per 10%), and a reset company may start again with the survivor on its home city, so rounds.operating.homeStation.fallbacks must be set; validate checks both (tools/lint/mergers.ts).
   */
  mergers?: {
    /**
     * The start mode (startModes.modes) whose par prices a merged company's par snaps to, and refinancing pays ten times (a company started in another mode counts its par snapped down to them; 1862: "chartered", the 'p' cells of 18xx.games). Absent: every par cell of the market.
     */
    parStartMode?: string;
    /**
     * The most station tokens a merged company may have on the map. Co-located tokens of the non-survivor go first; the survivor then removes the excess (`remove_token`) before the merger completes (1862: 7, or 8 with the eight_tokens variant).
     */
    maxStations: number;
  };
  /**
   * The nationalisation ending (1860 rules, Formation of the Southern Railway L899-937): from the start of phase `afterPhase`, at the end of every stock and operating round, once every corporation with a president owns a train, nationalisation begins. From then on: only operating rounds; no bank break; trains count only the first number of their distance (total stops); dividends are paid out in full (companies in receivership or insolvent still retain); trains are bought from the bank only. After each operating round the `eliminate` lowest payers cease to operate (all tied at the lowest; if only one paid the least, also all tied at the next amount), and once two or fewer operated, all do; the game ends (reason "nationalization") when no floated corporation operates any more.
   */
  nationalization?: {
    /**
     * The phase (id) from whose start the check is made (1860: 9, the Southern Railway).
     */
    afterPhase: string;
    /**
     * How many of the lowest payers cease to operate after each operating round (1860: 2).
     */
    eliminate: number;
  };
  /**
   * Deals that need another player's consent (engine/mechanisms/negotiation/; 1820 §10.1 L940-949). The seat acting proposes one with propose_trade, naming the counterpart player and the terms; the turn stays with it, and the counterpart may accept_proposal or decline_proposal out of turn. An accepted deal is carried out with every ordinary rule checked at that moment (limits, cash, change of director); a declined or withdrawn one changes nothing and is not proposed again in that turn. At most one proposal is open at a time; it lapses when the proposer's turn ends or the deal becomes impossible. Absent: no deals by consent.
   */
  negotiation?: {
    /**
     * The deals offered. "buyShare": in a stock turn, as its one purchase, the player (or one of their cousins) buys one share from another player or that player's cousin at the current stock price (1820 §6.5.2.4 L466-467). "sellShare": the same trade the other way, the other player (or their cousin) buying from the player on turn (or their cousin). "placeShare": while a lobby's company is being floated or a share-count increase is placing its 40% (1820 §6.6.2 step 5 L533-535, §6.5.2.2 step 4 L439-440), another player (or their cousin) buys one share from the company's treasury at the current price. "assignFutureTrain": in a company's operating turn, another player's future train is assigned to it (1820 §6.4.3 L358-361, trains.json futureTrains). "buyTrain": at its buyTrain step the operating company buys a train of a company another player directs, at a price both directors agree (1820 §7.2.7 L665, "for any price agreed upon by the directors of both companies (minimum £1)"); the company's own limits apply as to any purchase. "contributionSale": at its buyTrain step, the director of a company who may contribute to its train purchase (rounds.operating.trainlessContribution) sells one share of another company they direct that owns a train, when the sale passes that company's control to another player (or that player's cousin): that player must agree (1820 §7.2.7 L677).
     */
    deals: (
      'buyShare' | 'sellShare' | 'placeShare' | 'assignFutureTrain' | 'buyTrain' | 'contributionSale'
    )[];
  };
  /**
   * Permissive placement of new cities and towns (1820 rules §12.3.1 to §12.3.4; docs/tiles.md, Permissive placement). When present: (1) a hex keeps the type of its first tile (plain track, town, small city, big city; a hex printed with a city circle is a city before it has a tile); (2) a yellow town or city tile may be laid on a blank rural hex (no printed track, city or town) subject to the spacing rules below, each kind only when its entry is present; (3) with `printedEdgesOnly`, no track may run to a red, gray or blue printed hex's edge that has no printed track. Absent: only the usual upgrade rule applies (same label, same number of cities and of towns), so town and city tiles never go on blank hexes.
   */
  permissivePlacement?: {
    /**
     * The tile label that marks a big city tile (1820: "B"). A tile with a city and this label is a big city; a tile with a city and no label is a small city; a tile with any other label (OO, M) is left to the label rule. Default "B".
     */
    bigCityLabel?: string;
    /**
     * Where a small city tile may be laid on a blank rural hex (1820 rules §12.3.3.1). Absent: nowhere.
     */
    smallCity?: {
      /**
       * Hexes that take a small city whatever their spacing (1820: Preston B6, Hull C16, Grimsby D16, Margate N18).
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      hexes?: string[];
      /**
       * Elsewhere, the fewest hex steps from the new city to any other city (a hex whose tile, laid or printed, has a city, or a hex labelled `bigCityLabel`): 2 = not adjacent (1820). Default 2.
       */
      minCityDistance?: number;
    };
    /**
     * Where a big city tile may be laid on a hex that has no tile yet (1820 rules §12.3.3.2). Hexes labelled `bigCityLabel` take big cities by the label rule. Absent: only there.
     */
    bigCity?: {
      /**
       * Further hexes that take a big city whatever their spacing.
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      hexes?: string[];
      /**
       * Groups of hexes of which at most one may hold a big city (1820: [["C16", "D16"]], Hull and Grimsby marked "B?"). A hex of a group takes a big city, printed city circle or not, while it has no tile and no other hex of its group holds a big city.
       */
      eitherOf?: [string, string, ...string[]][];
      /**
       * On any other blank rural hex, the fewest hex steps from the new big city to any other city. The 1820 text reads both "at least two hexes away" (2) and "two hexes in-between" (3). Absent: big cities go only on the hexes above.
       */
      minCityDistance?: number;
    };
    /**
     * Where a town tile may be laid on a blank rural hex (1820 rules §12.3.4). Absent: nowhere.
     */
    town?: {
      /**
       * The fewest hex steps from the new town to any other town (a hex whose tile, laid or printed, has a town): 2 = not adjacent (1820). Default 2.
       */
      minTownDistance?: number;
      /**
       * Hexes a new town may not be adjacent to (1820: London M13).
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      notAdjacentTo?: string[];
    };
    /**
     * The kinds of map border (map.json borders) that separate two hexes for spacing: distance is counted in steps that do not cross such an edge, whether or not the border has opened (1820: the blue barriers block adjacency). Default ["impassable", "cost"]; [] = borders do not matter.
     */
    spacingBorders?: ('impassable' | 'cost')[];
    /**
     * Cities that do not count in the city spacing of some placements (1820: Chatham M15 does not affect cities north of it).
     */
    spacingIgnores?: {
      /**
       * The city hex that is ignored.
       */
      hex: string;
      /**
       * It is ignored for placements on hexes lying this way of it, by map coordinates (north: a smaller vertical coordinate, i.e. higher on the map).
       */
      direction?: 'north' | 'south' | 'east' | 'west';
      /**
       * It is ignored for placements on these hexes. With neither `direction` nor `hexes`: ignored for every placement.
       *
       * Items: A hex coordinate as printed on the map: one or two capital letters then a number, e.g. "B2" or "AA10".
       */
      hexes?: string[];
    }[];
    /**
     * True: no tile's new track may run to the edge of a hex whose printed tile is red (off-board), gray (pre-built) or blue (port) unless that printed tile has track to the edge (1820 rules §12.3.1.1). Track off the map is refused in every title.
     */
    printedEdgesOnly?: boolean;
  };
  /**
   * Permits dealt at setup (1862 §2.2 step 3 and §2.11.5): when the game is created, the permit list is built by taking the kinds of `pool` in turn, one of each per pass while its count lasts (1862: freight, express, local, freight, express, local, ...: 18 entries); then, for each key of `dropBelowPlayers` greater than the number of players, the last entry of each kind it lists is removed; the list is shuffled with the game's seeded generator (after the first-priority draw); corporation i in corporations.json order receives entry i as its only permit (kept as its original permit, which a restart restores). Corporations beyond the end of the list receive none and run only trains without a `kind`. Dealt permits take the place of corporations.json `permits`. Absent: no permits are dealt.
   */
  permits?: {
    /**
     * The permit kinds and how many of each, in the stated order (trains.json `kind`; 1862: freight 6, express 6, local 6).
     *
     * @minItems 1
     */
    pool: [
      {
        /**
         * A train kind (trains.json `kind`).
         */
        kind: string;
        /**
         * How many permits of this kind the pool holds.
         */
        count: number;
      },
      ...{
        /**
         * A train kind (trains.json `kind`).
         */
        kind: string;
        /**
         * How many permits of this kind the pool holds.
         */
        count: number;
      }[]
    ];
    /**
     * Entries removed from the pool before the shuffle when there are fewer players than the key: player count → kinds, each standing for that kind's last entry in the list (1862: {"7": ["express", "local"]}, leaving 16 permits for 2 to 6 players).
     */
    dropBelowPlayers?: {
      [k: string]: string[];
    };
    /**
     * How the shuffled list is dealt: "perCorporationInDefinitionOrder" = entry i to the i-th corporation of corporations.json.
     */
    deal: 'perCorporationInDefinitionOrder';
  };
  /**
   * Player cards that set the order of play instead of the seating (1843 rules L400-409, L1585-1594, L676-683, L1995-1998): the cards 1..N are dealt at random at setup; turns in the auction and the stock round go in card order (card 1 after card N); each stock round but the first (which follows the auction, starting after its last buyer) starts with card 1; at the end of every stock round the cards are dealt again by descending cash, tied players keeping their previous order; a tie for a directorship goes to the next tied player in card order from the current director. Absent: seating order.
   */
  turnOrder?: {
    /**
     * "playerCards": numbered player cards.
     */
    kind: 'playerCards';
    /**
     * How the cards are first dealt: "random" = shuffled with the game's generator at setup (this replaces setup.priority).
     */
    deal: 'random';
    /**
     * When the cards are dealt again: "endOfStockRound" = at the end of every stock round.
     */
    reassignAt: 'endOfStockRound';
    /**
     * The order they are dealt again in: "cashDesc" = the player with the most cash takes card 1; "passOrder" = the order of the players' final passes in the stock round (1820 L403-417: a passing player takes the lowest free card of the other colour, a player who acts returns theirs and the later cards move down; the other colour's cards are the next order).
     */
    sortBy: 'cashDesc' | 'passOrder';
    /**
     * Tied players: "keepPrevious" = keep their previous relative order.
     */
    ties: 'keepPrevious';
    /**
     * Each player starts with this amount times their card number instead of startingCash (1820 L233: £10 × the card). Absent: startingCash.
     */
    startingCashPerCard?: number;
  };
  /**
   * Port markers (1843 rules L3482-3525, L2245-2247, L4546-4548): one on each map.json hex with the icon "port". In its station step a corporation may claim one still on the map instead of placing a station (action claim_port), if it owned a train at the start of its turn and its network then reached the port city together with at least `claimMinStops` - 1 other stops; each port held pays `income` from the bank to its holder's treasury at the start of every operating round; in its turn a corporation may buy another corporation's port for exactly `salePrice` (action buy_port). Absent: no ports.
   */
  ports?: {
    /**
     * What each port pays its holder at the start of every operating round (1843: 20).
     */
    income: number;
    /**
     * The price of a port sold between corporations (1843: exactly 20).
     */
    salePrice: number;
    /**
     * The stops of the route through the port city that a claim needs (1843: 2).
     */
    claimMinStops: number;
  };
  /**
   * One-share private companies (1820 §13.2 L1225-1251, §8.2 step 3 L763-770): a company reduced to one share (shareCounts.reduce size 1) leaves the stock market for the private track. It has no price or treasury: its treasury goes to its director, and in its operating turn it spends the director's cash (the cash is moved to the company as the turn starts and back as it ends). It operates after every company with a price, in the order it became private (same round: the operating order it had as a public company), lays `tileLays` tiles, may buy trains from the supply before running (operating step privateBuyTrain), takes and holds no loans, issues no shares and cannot be reduced; it closes when it ends its operating turn without a train (its stations on the map become the national railway's once title.json britishRail has appeared, or leave the map before; its charter leaves the game), and its certificate has no value at the end. It counts as directed for endConditions noControlledCompany. Its director may make it public again by increasing its share count (shareCounts.increase, choosing a par price). Absent: no company has one share.
   */
  privateCompanies?: {
    /**
     * Tiles laid or upgraded per operating turn: `byPhase` by phase id, `default` in the phases not listed (1820: 2 in yellow, 4 later).
     */
    tileLays: {
      /**
       * Lays in every phase not listed.
       */
      default: number;
      /**
       * Lays by phase id (phases.json).
       */
      byPhase?: {
        [k: string]: number;
      };
    };
  };
  /**
   * Variable share counts (1820 §13.3 L1255-1260, Table 5.1 L286-294): a corporation is started with one of the share counts open in the current phase, chosen in the par action (`shares`); it then has that many certificates of equal size (100 / count percent, none of them larger), its price is per share, and the first certificate is the director's. Absent: corporations.json certificates.
   */
  shareCounts?: {
    /**
     * With the stock step increaseShareCount (1820 §6.5.2.2 L426-449): the sizes a director may raise a company to, larger than its count, in part A of a stock round once it has operated. The new shares go to the treasury; the director buys from it until players hold `minHeldPercent`; then `poolPercent` of the company (at least one share) goes from the treasury to the market pool free, twice that when the count skips a size. Absent: counts are fixed once chosen.
     */
    increase?: {
      /**
       * The share counts in order (1820 Table 13.1: 5, 10, 20, 50).
       *
       * @minItems 1
       */
      sizes: [1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100, ...(1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100)[]];
      /**
       * The part of the company that must be with players after the increase (1820: 40).
       */
      minHeldPercent: number;
      /**
       * The part of the company placed in the pool free, per size step up to two (1820: 10).
       */
      poolPercent: number;
      /**
       * While the increase is under way, players holding shares of the company may sell them to the pool, out of turn, by the ordinary selling rules (1820 §6.5.2.2 step 4 L442); a sale that leaves fewer than minHeldPercent held raises what must still be bought. The increase then waits, once placed, for the director to finish it (pass). false: the increase ends as soon as it is placed.
       */
      holdersMaySell?: boolean;
    };
    /**
     * With the issueTakeover free-for-all (step issueShares; 1820 §8.2 L753-778): in an Issue & Takeover round a director may reduce their company's share count to one of `sizes` smaller than its count, while the phase does not have status `noShareCountReduction`. The company buys back at the current price shares in the market pool, then from players (others before the director, so control never passes), until the shares in play are no more than the new count; treasury shares are then retired down to the count; loans above the shares in play are repaid (treasury, then the director). A company that cannot pay does not reduce. Absent: counts are never reduced.
     */
    reduce?: {
      /**
       * The counts a company may be reduced to (1820 Table 13.1: 5, 10, 20; 1 makes it a private company when title.json privateCompanies is set).
       *
       * @minItems 1
       */
      sizes: [1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100, ...(1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100)[]];
    };
    /**
     * "costOfBusiness": the share counts a corporation may start with are the floatSizes of the Cost of Business column the marker is on (title.json costOfBusiness; 1820 §6.6.2 L503 "a currently available share-count (see Table 13.1 & 10.5)" and §10.5 L991, where the chart tracks the "available share-counts when floating companies": 5 or 10 in the green columns, where Table 5.1 says 10). Absent: `atFloat` by phase.
     */
    atFloatFrom?: 'costOfBusiness';
    /**
     * The share counts a corporation may start with, by phase: the entry of the latest phase reached applies (not cumulative). 1820 Table 5.1: yellow 5; green 10; blue and brown 10 or 20; red 20 or 50; gray 50. With `atFloatFrom` "costOfBusiness" the Cost of Business column's floatSizes apply instead while the track has a column.
     *
     * @minItems 1
     */
    atFloat: [
      {
        /**
         * The id of the phase (phases.json) from which these counts apply.
         */
        fromPhase: string;
        /**
         * The share counts; each must divide 100.
         *
         * @minItems 1
         */
        counts: [1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100, ...(1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100)[]];
      },
      ...{
        /**
         * The id of the phase (phases.json) from which these counts apply.
         */
        fromPhase: string;
        /**
         * The share counts; each must divide 100.
         *
         * @minItems 1
         */
        counts: [1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100, ...(1 | 2 | 4 | 5 | 10 | 20 | 25 | 50 | 100)[]];
      }[]
    ];
  };
  /**
   * How a corporation starts decides its capitalisation, its par prices and its station tokens, rather than corporations.json (1862 §1 item 2, §2.4, §2.5): the mode is set on the corporation when it is started (state `startMode`). A par in a stock round gives the mode `stockRoundPar`; a charter won in a parliament round gives rounds.parliament.startMode. Absent: corporations.json decides, as before.
   */
  startModes?: {
    /**
     * The start modes by name (1862: "chartered" and "nonChartered").
     */
    modes: {
      [k: string]: StartMode;
    };
    /**
     * The mode of a corporation started by a par in a stock round (1862: nonChartered).
     */
    stockRoundPar: string;
    /**
     * True: a corporation may be started (in any round) only while its home city has a free station slot (1862 §2.4, legal_to_start?; an upgrade to a tile with an extra slot is not considered yet).
     */
    homeMustHaveRoom?: boolean;
  };
  /**
   * Income every player receives from the bank at the start of each stock round (1820 L247-249, §6.2: £800 until and including the stock round immediately after the death of Queen Victoria). Absent: none.
   */
  stockRoundIncome?: {
    /**
     * Paid to each player.
     */
    amount: number;
    /**
     * When the income stops: once the game event `event` has happened, it is paid at `stockRoundsAfter` more stock rounds, then never again (1820: event "queenVictoria", 1). Events are recorded by engine/mechanisms/gameEvents/index.ts. Absent: paid at every stock round.
     */
    until?: {
      /**
       * The event's name.
       */
      event: string;
      /**
       * How many stock rounds that start after the event still pay.
       */
      stockRoundsAfter: number;
    };
  };
  /**
   * The 1862 solo tableau (1862 solo rules; 1862.md §3): the ordinary shares of every corporation are shuffled into a draw pile and dealt into `columns` columns of `depth`, only the last card of a column (its top) being taken, moved or removed; corporations are put out of the game from a cup (their empty home hexes blocked, home hexes with track but no station frozen); a queue of permits is given to companies as they start; corporations float when the player holds `floatShares` shares; after each operating round trains leave the depot by a cycle of order cards. Each random draw uses its own generator stream derived from the seed and the purpose. Engine: engine/mechanisms/tableau/tableau.ts and the stock step "tableau" (engine/mechanisms/tableau/index.ts). Absent: no tableau.
   */
  tableau?: {
    /**
     * Columns dealt at the start (1862 solo: 9; 10 easier, 8 harder).
     */
    columns: number;
    /**
     * Cards dealt into a column (1862 solo: 6).
     */
    depth: number;
    /**
     * Corporations drawn from the cup and put out of the game at setup (1862 solo: 4).
     */
    outAtStart: number;
    /**
     * The permits shuffled into the queue given out in order as companies start (1862 solo: 2 freight, 2 local, 2 express). A company started with the queue empty gets none and cannot float.
     */
    permitQueue: {
      /**
       * A train kind (trains.json `kind`).
       */
      kind: string;
      /**
       * How many permits of this kind.
       */
      count: number;
    }[];
    /**
     * Start modes (startModes.modes) whose start puts a random corporation out of the game (1862 solo: nonChartered).
     */
    outOnStart?: string[];
    /**
     * The corporation floats when the player holds this many of its shares (1862 solo: 3).
     */
    floatShares: number;
    /**
     * Start mode → the multiple of the share price the corporation receives from the bank at float (1862 solo: chartered 10, nonChartered 5).
     */
    floatCapital: {
      [k: string]: number;
    };
    /**
     * A floated corporation is in receivership while the player holds fewer of its shares than this (1862 solo S18: 2).
     */
    receivershipBelowShares: number;
    /**
     * The order cards shuffled into the train-removal cycle: after each operating round but the first the next card removes that many trains from the depot, and the cards are reshuffled when used up (1862 solo: 1, 2, 3). Absent: no removal.
     */
    orderCards?: number[];
    /**
     * The train type whose remaining trains leave the depot after the first operating round (1862 solo: A).
     */
    clearAfterFirstRound?: string;
    /**
     * Trains removed in addition when no corporation bought a train in the operating round (1862 solo: 1).
     */
    extraIfNoneBought?: number;
    /**
     * No more trains are removed once a train of this type is available in the depot (1862 solo: H).
     */
    removalStopsAt?: string;
    /**
     * Whether a removed train acts as a purchase: the first removed train of a type starts its phase and rusts the trains it rusts, as 18xx.games' export (true, absent). false: the removed trains are scrapped and only a purchase starts a phase (the 1862 solo's optional reading).
     */
    removalStartsPhases?: boolean;
  };
}
/**
 * The round structure of a title and the options of each kind of round.
 */
export interface RoundsConfig {
  /**
   * Rounds played once at the start of the game, in order, before the cycle begins (e.g. ["stock"]).
   *
   * Items: A kind of round: "stock" (players trade shares and buy private companies), "operating" (corporations build track, run trains and buy trains) or "auction" (the initial sale of private companies and, with the bidThenPick step, director's certificates; run by the step named in `auction`), or "parliament" (charter auctions, options in `parliament`; 1862 §2.4), or "issueTakeover" (1820's Issue & Takeover round, steps in `issueTakeover`).
   */
  initial: ('stock' | 'operating' | 'auction' | 'issueTakeover' | 'parliament')[];
  /**
   * Rounds repeated until the game ends, in order. An "operating" entry stands for a set of operating rounds: it is played as many times as the current phase's operatingRounds.
   *
   * Items: A kind of round: "stock" (players trade shares and buy private companies), "operating" (corporations build track, run trains and buy trains) or "auction" (the initial sale of private companies and, with the bidThenPick step, director's certificates; run by the step named in `auction`), or "parliament" (charter auctions, options in `parliament`; 1862 §2.4), or "issueTakeover" (1820's Issue & Takeover round, steps in `issueTakeover`).
   */
  cycle: ('stock' | 'operating' | 'auction' | 'issueTakeover' | 'parliament')[];
  auction?: AuctionRoundConfig;
  stock: StockRoundConfig;
  operating: OperatingRoundConfig;
  /**
   * What happens at the end of each set of operating rounds, before the next round, in order. "foreigners" (also a train export): the depot's next train (its first on sale, not a rusted certificate) is bought by nobody and leaves the game, `discard` times; when it was the last of its type in the depot and `cascadeToNextType` is true, the first of the next type goes too; each counts as a purchase (phase change, rusting) (1843 rules L753-786, L830-831).
   */
  endOfSet?: {
    /**
     * The hook.
     */
    kind: 'foreigners';
    /**
     * foreigners: how many trains are taken (1843: 1). Absent: 1.
     */
    discard?: number;
    /**
     * foreigners: true = taking the last train of a type also takes the first of the next type (1843 L763-765).
     */
    cascadeToNextType?: boolean;
    /**
     * foreigners: the hook acts only while the depot's next train is of one of these types (trains.json ids); otherwise no train leaves. 18Chesapeake (18xx.games g_18_chesapeake or_set_finished): at the end of each set the next train is exported while it is a 2, 3 or 4. Absent: whatever the type.
     *
     * @minItems 1
     */
    onlyTypes?: [string, ...string[]];
  }[];
  /**
   * Options of the Issue & Takeover round (1820 §8.1 L711-751); required when `cycle` has an "issueTakeover" round. Its steps run in order: "advanceCostOfBusiness" moves the Cost of Business marker one column (title.json costOfBusiness), "discardSupplyTrain" takes the next train of the depot out of the game (none when its type is unlimited); when that was the last of its type, the first train of the next type goes too and starts its phase (L259). "issueShares" is the free-for-all (§8.1 step 3, §8.3 L780-787): from the priority holder, each player in turn may issue treasury shares of a company they direct to the market pool (sell_shares by the corporation: the treasury receives the current price per share, then the price moves down one cell per `issueUnitPercent` of the company, rounded up, or per share, whichever is fewer; not into the market's lowest cell, the liquidation box) or pass; players with nothing to issue pass at once, and the step ends after a full circle of passes. "liquidate" liquidates each company in the market's lowest cell, in operating order (§8.5): the bank's minimum bid (price x shares in play) to its treasury, its stations leave the map and its trains the game, its loans are repaid (a shortfall assessed per share on the players holding it, rounded down), a surplus is paid per share (rounded down) and the rest to the previous director, and its charter returns to the supply; with `takeovers` set, companies may outbid the bank's minimum bid first (the same auction as a takeover; the winner pays its bid to the liquidated treasury and takes the stations on the map and the trains). Where title.json shareCounts.reduce is set, the free-for-all also takes share-count reductions (reduce_shares). "takeovers" (§8.4 L789-882, `takeovers`): in reverse operating order each public company not in liquidation may offer itself or another company for takeover, or pass.
   */
  issueTakeover?: {
    /**
     * The steps, in order.
     */
    steps: ('advanceCostOfBusiness' | 'discardSupplyTrain' | 'issueShares' | 'liquidate' | 'takeovers')[];
    /**
     * Step takeovers (1820 §8.4 L789-882): an offer (offer_takeover by the offering company, which must be able to raise the minimum bid: cash, then loans) opens an auction among the players round the table from the offering director's left; each bids (bid by a company they direct, a multiple of `bidMultiple`, at least the minimum: price x shares in play) or drops out; the offered company's director may bid at most `directorCap` above the best bid of the bank or another player. A bid at least the forcing bid (the price moved up the Cost of Business column's takeoverPremium cells, x shares in play) must be accepted; a lower winning bid the director accepts or declines (respond_takeover). A company offering itself gets the bank's bid of `selfOfferBankFactor` x price x shares in play first (`before`, or `after` once its game event has happened), which is then the forcing bid; if it wins, the company is liquidated. The winner's company pays the bid (the players' shares at bid / shares in play, rounded down, the rest to the bank) and takes the cash, loans, stations (title.json stationLimits: overage and maximum) and trains; the sold charter returns to the supply.
     */
    takeovers?: {
      /**
       * The bank's bid on a self-offer as a fraction of price x shares in play: `before` until the game event `afterEvent` has happened (GameState.gameEvents, engine/mechanisms/gameEvents/index.ts), `after` from then on (1820 L806-807: 0.5, then 1 after Queen Victoria's death, event "queenVictoria").
       */
      selfOfferBankFactor: {
        /**
         * Before the event.
         */
        before: number;
        /**
         * After the event.
         */
        after: number;
        /**
         * The game event's name.
         */
        afterEvent: string;
      };
      /**
       * How much the offered company's director may bid above the best bid of the bank or another player (1820 L837: 10).
       */
      directorCap: number;
      /**
       * Bids are multiples of this (1820 L830: 10).
       */
      bidMultiple: number;
      /**
       * How a public acquiring company short of the winning bid raises the rest. "loans" (the default): the engine takes loans until the treasury holds it. "loansOrIssues" (1820 §8.4.3 L849, "may take loans or may issue its shares as needed"): the takeover waits while the company's director raises it, one action at a time, by take_loan or by an issue of its treasury shares (sell_shares by the company, the issuing rules of step issueShares), each offered only while the treasury is short and while the whole bid can still be raised by loans afterwards.
       */
      raisePayment?: 'loans' | 'loansOrIssues';
      /**
       * How the takeover and liquidation auctions are bid (engine/mechanisms/shared/openCry.ts). "seatOrder" (the default): round the table from the offering director (a liquidation: from priority), each player bids or drops out for the rest of the auction. "openCry" (1820 §8.4.2 L819 and §8.5 via §10.4 L970-982): every player who directs a company able to bid may bid at any time (out of turn), each declares done with a pass, and the auction ends when every such player has declared done since the last bid; equal bids made against the same standing bid go to the lower player card.
       */
      bidding?: 'seatOrder' | 'openCry';
    };
    /**
     * Step issueShares: the price falls one cell per this percentage of the company issued (rounded up) or per share issued, whichever is fewer (1820 §8.3 L785: 5).
     */
    issueUnitPercent?: number;
  };
  /**
   * Options of the parliament round (charter auctions; 1862 §2.4); required when `initial` or `cycle` has a "parliament" round. Players in turn from the priority holder open an auction on a startable corporation (not started, its wave reached, title.json startModes.homeMustHaveRoom) or pass; bidding goes round the players still in from the opener's left, each bid at least the high bid plus `increment` and a multiple of it, at most the bidder's cash less `reserveParMultiple` x the lowest par of the winner's start mode; a player who passes leaves that auction. The winner pays the bid to the bank, holds the corporation's charter (the obligation), starts it in `startMode` at once with a par action (the president's certificate at its share of par) and may then buy shares from the initial offering at par (buy_shares) while holding less than `buyUpToPercent`, or pass. Play goes on with the player to the winner's left; a player who has won a charter this round may not open another auction (but may bid). The round ends when every player passes in succession (players with nothing to do pass at once); priority does not change. The actions are bid {corporation, price}, pass, par, buy_shares.
   */
  parliament?: {
    /**
     * The least opening bid (1862: 0).
     */
    minBid: number;
    /**
     * Bids are multiples of this, and each raise is at least this (1862: 5).
     */
    increment: number;
    /**
     * A bidder keeps this many times the lowest par price of the start mode back: the most they may bid is cash - this x lowest par (1862: 3 x 54).
     */
    reserveParMultiple: number;
    /**
     * The start mode (title.json startModes.modes) the winner starts the corporation in (1862: chartered).
     */
    startMode: string;
    /**
     * After the par the winner may buy shares at par one at a time while holding less than this percentage (1862: 50).
     */
    buyUpToPercent: number;
    /**
     * What the charter obliges: at the end of the stock round after the one in progress when it was won (the next stock round), a corporation whose charter is still held, because it has not floated, fines its holder `fineParMultiple` x par and is reset: every certificate back to the initial offering, no par, no president, no tokens, its dealt permits restored (1862 §2.4). The fine is paid from cash; what cash cannot cover is paid by the holder's certificates of that corporation at their sale value (any surplus refunded); the rest is forgiven (forced sales of other shares are not modelled).
     */
    obligation?: {
      /**
       * The fine as a multiple of the par price (1862: 5).
       */
      fineParMultiple: number;
    };
  };
}
/**
 * Options of the auction round in which private companies are first sold.
 */
export interface AuctionRoundConfig {
  /**
   * The steps of the round; exactly one auction mechanism: "waterfallAuction" (1830 style: buy the cheapest company at its price, or bid on a dearer one; bids are resolved when their company becomes the cheapest) or "bidThenPick" (1860 style: one auction per item on offer, for the right to pick an item and pay its price; parameters in `bidThenPick`).
   */
  steps: ('waterfallAuction' | 'bidThenPick')[];
  /**
   * Parameters of the waterfallAuction step.
   */
  waterfallAuction?: {
    /**
     * A first bid on a company must be at least its face value plus this; each later bid at least the current high bid plus this. Several bidders on the cheapest company bid it up among themselves.
     */
    minRaise: number;
    /**
     * With allPassEffects "decayBeforeFirstSale": a round of passes lowers the cheapest price, and pays nothing, while any of this many of the cheapest companies is unsold (18NL: 2, the first company's price and then the second's). Default 1: before the first sale.
     */
    decayUntilSold?: number;
    /**
     * The amount the cheapest company's price drops by in a round of passes with allPassEffects "decay" or "decayBeforeFirstSale" (at 0 the next player must take it, and the player after them has the turn).
     */
    allPassDecay?: number;
    /**
     * What a round of passes (every player passing in succession) does, in this order: "payout" = the companies sold so far pay their revenue once (as in an operating round) and the auction goes on; "decayBeforeFirstSale" = while no company has been sold, the cheapest company's price drops by allPassDecay (1830: the Schuylkill Valley; after the first sale a round of passes only pays out); "decay" = the cheapest company's price drops by allPassDecay, sold companies or not (1843 rules L1398-1443, the brief operating round); "discardTrain" = the next train of type allPassDiscardTrain leaves the depot for good (an endConditions entry of kind "trainsExhausted" may end the game when none is left).
     */
    allPassEffects: ('payout' | 'decayBeforeFirstSale' | 'decay' | 'discardTrain')[];
    /**
     * The train type (trains.json id) a round of passes discards with allPassEffects "discardTrain" (1843: "2+1", a yellow train).
     */
    allPassDiscardTrain?: string;
    /**
     * Which of a player's bids on other companies hold back their cash, limiting what they may bid: "all" (the default) = every bid they have made; "highest" = only the bids that are the highest on their company, so an outbid player may bid that money again (18xx.games ONLY_HIGHEST_BID_COMMITTED, 18Chesapeake).
     */
    committedBids?: 'all' | 'highest';
    /**
     * True: a bid must exceed the current high bid (or, for a first bid, the face value) by a multiple of minRaise (1843 rules L1310-1315: "any multiple of 5fr more"). Default false: by at least minRaise.
     */
    raiseInMultiples?: boolean;
    /**
     * Who bids first when several bidders fight for the company that has become the cheapest: "afterHighBidder" (the default) = in turn order after the highest bidder; "lowestBidFirst" = in rotating order of increasing bids, starting with the lowest bid (1843 rules L1342-1375).
     */
    duelOrder?: 'afterHighBidder' | 'lowestBidFirst';
    /**
     * Who acts first in the round after the auction: "lastActor" (the default) = the player after the last one who acted; "lastBuyer" = the player after the last one who bought the cheapest company at its (possibly reduced) price, not a duel's winner (1843 rules L1447-1457).
     */
    priorityAfter?: 'lastActor' | 'lastBuyer';
  };
  /**
   * Parameters of the bidThenPick step (1860 rules, Private Companies and the Initial Auction). There are as many auctions as items on offer. In each, players in turn, starting with the auction's opener, either raise the high bid (from 0) by at least minRaise or pass (a bid may not exceed the bidder's cash less the price of the cheapest item still on offer, a director's certificate counting at its lowest allowed par); a player who passes sits out the rest of that auction only. When all the others have passed, the winner pays the bid to the bank, then picks any item still on offer and pays its price as well: a private company's face value, or, for a director's certificate, its share of a par price the winner chooses from the corporation's par prices (title.json layers). If nobody bids, the opener wins for nothing. The first auction is opened by the priority holder, each later one by the player after the previous winner. Bids and picks are the actions bid (without a company), then buy_company or par.
   */
  bidThenPick?: {
    /**
     * The first bid of an auction is at least this; each later bid at least the high bid plus this.
     */
    minRaise: number;
    /**
     * The items on offer: one auction is held for each.
     */
    items: {
      /**
       * Private companies on offer, at their face value.
       *
       * Items: The id of a private company in companies.json.
       */
      companies: string[];
      /**
       * Corporations whose director's (president's) certificate is on offer; the winner who picks one starts the corporation at a par of their choice and pays the certificate's share of it (2 x par for a 20% certificate).
       *
       * Items: The id of a corporation in corporations.json (e.g. "PRR").
       */
      corporations: string[];
    };
    /**
     * Who holds priority once every item has been sold. Absent: the player after the last auction's winner.
     */
    priorityAfter?: {
      /**
       * "mostCash" = the player with the most cash left; "afterLastWinner" = the player after the last auction's winner.
       */
      rule: 'mostCash' | 'afterLastWinner';
      /**
       * With mostCash, a tie for the most cash: "lowestPrivateValue" = among all players who hold at least one private company (not only the tied ones, as 18xx.games reads the rule), the one whose private companies have the lowest total face value (the first in seating order on a further tie); "seatOrder" (the default) = the first tied player in seating order from seat 0.
       */
      tieBreak?: 'lowestPrivateValue' | 'seatOrder';
    };
  };
}
/**
 * Options of the stock round.
 */
export interface StockRoundConfig {
  /**
   * Players may buy a corporation's treasury shares (those it redeemed) at the current price, the money going to the corporation (buy_shares from "treasury"; 1862 rules §2.5). Default false.
   */
  buyFromTreasury?: boolean;
  /**
   * What a share bought from the initial offering costs when the corporation's start mode does not say: "par" (the default) or "market" (the current share price; 1820 §6.5.2.4 L466-467, "the purchase price is the current stock price", for shares bought from the company treasury).
   */
  ipoPrice?: 'par' | 'market';
  /**
   * The steps of a player's stock-round turn, in order: "buyCompany" (buy a private company from the bank), "sellCompany" (sell a private company to the bank, companySale.toBank), "buySellParShares" (sell, par, buy shares), and for 1870 "priceProtection" (after a turn with sales, the president of each corporation sold may buy the whole block at the sale price, so the price does not drop), "corporateBuyback" (the president has the corporation redeem one of its shares, as the whole turn), "fundLobby" (1820: fund or raise a lobby in part A, with rounds.stock.lobbies), "nationalShares" (1820: buy and sell share units of the national railway once it has appeared, title.json britishRail), "increaseShareCount" (1820: a director raises a company's share count, title.json shareCounts.increase), "corporatePoolBuy" (1820 §6.5.3.1 L478-486: the director has the corporation buy any number of its own shares from the market pool at the current price, paid to the bank, as the whole turn; action redeem_share from "market" with a count), "reissue" (the corporation reissues all its redeemed shares at a new par), "privateTrade" (in phases with the interplayerPrivateTrade status, a player may offer to buy another player's private company; the owner accepts or declines), "buyCompanyFromPlayer" (in such phases, from stock round companyTradeFromRound on, a player buys another player's private company at the price the two agreed, recorded as the buyer's buy_company, as the turn's purchase; 18xx.games records such a sale so), and "exchangeCompany" (1860: a player exchanges a private company with an exchange ability for its corporation's reserved share, as a free action of the turn), "giftCertificates" (18ChristmasEve: a president gives a certificate or the presidency to a player without shares, rounds.stock.certificateGifts); and "tableau" (the 1862 solo stock round, title.json `tableau`: start, buy, move, deal, remove, sell and mulligan, each action ending the turn so that a pass ends the round).
   */
  steps: (
    | 'buyCompany'
    | 'sellCompany'
    | 'buySellParShares'
    | 'corporateBuyback'
    | 'reissue'
    | 'privateTrade'
    | 'nationalShares'
    | 'giftCertificates'
    | 'corporatePoolBuy'
    | 'exchangeCompany'
    | 'fundLobby'
    | 'buyCompanyFromPlayer'
    | 'priceProtection'
    | 'increaseShareCount'
    | 'tableau'
  )[];
  /**
   * What a player may do in one turn: "sellThenBuy" = sell any number of shares, then buy at most one certificate (1830 style); "sellBuyOrBuySell" = as sellThenBuy, or buy one certificate first and then sell (18xx.games' default); "sellBuySell" = sell, buy at most one certificate, then sell again, all in one turn: the purchase does not end the turn (1843 rules L1529-1566).
   */
  turn: 'sellThenBuy' | 'sellBuyOrBuySell' | 'sellBuySell';
  /**
   * Several certificates of one corporation whose price is in a multiple-buy (b) cell, bought one after another in a turn as one purchase. Absent: from the market only, and only in a turn without sales. 1843 rules L1714-1717: from the bank pool, the IPO or both, after sales too; 1870 (18xx.games, whose recorded games the title replays): from the market, after sales too.
   */
  multiBuy?: {
    /**
     * Where the certificates may come from.
     */
    from: ('market' | 'ipo')[];
    /**
     * True: sales earlier in the turn do not prevent it (a sale after the first of the purchases still ends it); with turn "sellBuyOrBuySell" such a purchase leaves the turn open for more of them, and the player ends it by passing. Default false.
     */
    afterSales?: boolean;
  };
  /**
   * True: shares of a corporation that has no par price yet cannot be sold (1843 rules L1646-1663: the ETA 10% that comes with Boulogne-Amiens). Default false.
   */
  sellRequiresPar?: boolean;
  /**
   * When shares of a corporation may be sold: "afterOperated" = once the corporation has operated, "always" = at any time, "afterFirstStockRound" = from the second stock round on, "notBoughtThisRound" = at any time, but in a stock round not the shares the player bought (or started) in that round (1862 rules §2.5).
   */
  sellAllowed: 'afterOperated' | 'always' | 'afterFirstStockRound' | 'notBoughtThisRound';
  /**
   * If true, a player who sold shares of a corporation may not buy shares of it again in the same stock round.
   */
  noBuyAfterSellSameRound: boolean;
  /**
   * What a player holding more than holdingLimitPercent of a corporation (bought in a zone without the limit, or by price protection) may sell of it while its price is in a zone with the limit: "toLimit" (the default: enough to come back within the limit, 1870 rules, Selling shares: "sufficient shares must be sold to bring the player within the 60% share limit") or "any" (any number, as 18xx.games plays titles without price protection: 18TN, whose orange zone allows holding above the limit).
   */
  salesOverHoldingLimit?: 'toLimit' | 'any';
  /**
   * When and how a sale of shares moves the share price: the one setting for the question (how far, from when, until which phase, and whether the director's sales are spared by the market's f and j cells).
   */
  sellMovement: {
    /**
     * How far: "downPerShare" = one row down per share sold, "downPerCertificate" = one row down per certificate sold, "none" = it does not move.
     */
    move: 'downPerShare' | 'downPerCertificate' | 'none';
    /**
     * From when: "floated" = shares sold of a corporation that has not yet floated do not move its price (1862 rules §2.5); "operated" = nor of one that has not yet operated (1860 rules, Share Price Movement). Absent: from par.
     */
    notBefore?: 'floated' | 'operated';
    /**
     * The id of the phase from which sales no longer move prices (1860: "8", from the first 8+4). Absent: in every phase.
     */
    notFromPhase?: string;
    /**
     * True: the market's f and j cells (market.json) spare only sales by players other than the corporation's director (president) as the sale begins; every share the director sells moves the price (1862 rules, Stock Round: "unless the seller is the director"). False: they spare every seller (1860).
     */
    directorSalesAlwaysMove?: boolean;
  };
  /**
   * True: shares in the open market do not count toward floating; only shares held outside the bank do (1860 rules, Floating: 50% sold from the IPO).
   */
  floatExcludesMarket?: boolean;
  /**
   * How the share price moves at the end of a stock round for a corporation whose shares are all held by players: "up" = one row up, "none" = it does not move.
   */
  soldOutMovement: 'up' | 'none';
  /**
   * Whether a president may sell below the presidency: "otherPlayerWithEnoughShares" = only if another player holds enough shares to take the president's certificate, "never" = never, "pool" = as otherPlayerWithEnoughShares, and when no other player can take it the president's certificate itself goes to the market (a partial sale takes normal certificates back from the market): the corporation is in receivership, with no president, until a player holds as much as the president's certificate and swaps normal certificates of that size for it (1860 rules L459-464, L887-891; rounds.operating.receivership says how it operates).
   */
  presidentCanDumpTo: 'otherPlayerWithEnoughShares' | 'never' | 'pool';
  /**
   * A player sells each corporation at most once in a stock-round turn: what they sell of it, they sell in one block (18xx.games MUST_SELL_IN_BLOCKS; 1862 rules §2.5). Default false.
   */
  sellInBlocks?: boolean;
  /**
   * With presidentCanDumpTo "pool": what the market must hold for a sale that takes part of the president's certificate when nobody can take the presidency. "certificate" (default) = the part of the certificate not sold (the seller hands in the certificate and takes that much back); "holding" = all the seller keeps of the corporation (the seller hands in the whole holding with the certificate and takes back what they keep, as 18xx.games' 1862 can_dump?).
   */
  presidentDumpChange?: 'certificate' | 'holding';
  /**
   * With the reissue step: the highest par a reissue may set (the nearest top-row price is chosen among those at or below it). Absent: no cap. 18xx.games 1870 option max_reissue_200.
   */
  reissueMaxPar?: number;
  /**
   * With the stock step "giftCertificates": in a stock turn, the president of a corporation may give a player who holds none of its shares one of their ordinary certificates, or the president's certificate, for nothing, as an action that does not end the turn (action choose, the choice "cert_<seat>_<corporation>" or "prez_<seat>_<corporation>"; 18ChristmasEve, 18xx.games' gifts). The receiver of the president's certificate becomes president. Absent: no gifts.
   */
  certificateGifts?: {
    /**
     * The first stock round in which gifts may be made (18ChristmasEve: 2, when sales are first allowed). Default 2.
     */
    fromStockRound?: number;
    /**
     * The president's certificate may be given only by a president holding at most this percentage of the corporation. Default 40.
     */
    presidencyGiverMaxPercent?: number;
    /**
     * The president's certificate may be given only while no other player holds more than this percentage of the corporation. Default 20.
     */
    presidencyOthersMaxPercent?: number;
    /**
     * True: a corporation's president's certificate is given at most once in a stock round. Default true.
     */
    presidencyOncePerRound?: boolean;
  };
  /**
   * If true, no sale may leave a corporation with no share held by a player or a cousin (1820 §6.5.2.3 L462). Default false.
   */
  sellMustLeaveHolder?: boolean;
  /**
   * Historical Order Start (1870 variant historical_order): corporations become eligible to start in the order of their dates; one that is not yet eligible may sell at most maxSoldPercent from its initial offering. A corporation is eligible once every corporation with an earlier date has sold eligibleAtSoldPercent from its initial offering (corporations with the same date are eligible together).
   */
  historicalOrder?: {
    /**
     * Each corporation's historical start date (a year), by corporation id. Corporations not listed are always eligible.
     */
    dates: {
      [k: string]: number;
    };
    /**
     * What a corporation not yet eligible may sell from its initial offering, in percent (1870: 5 shares = 50).
     */
    maxSoldPercent: number;
    /**
     * What each earlier corporation must have sold from its initial offering before a later one is eligible (1870: 6 shares = 60).
     */
    eligibleAtSoldPercent: number;
    /**
     * Float percentages that replace the corporations' own in this mode, by corporation id (1870: SLSF floats at 60% instead of 20%).
     */
    floatPercent?: {
      [k: string]: number;
    };
    /**
     * Income paid to a corporation's president at the start of each operating round while it has a president but has not floated, by corporation id (1870: the SLSF pays $20 as a private company until it starts).
     */
    incomeUntilFloat?: {
      [k: string]: number;
    };
  };
  /**
   * True: a corporation that floats in a stock round on a home hex without track lays a yellow tile there at once, through its president, before play goes on; the lay is extra (it is not the first operating turn's lay) and a pass is allowed only when no tile fits (1860 rules, Floating).
   */
  homeTrackAtFloat?: boolean;
  /**
   * If true, a corporation whose price is in the market's lowest cell is "in liquidation" (1820's gray £10 box, §10.7 L1008-1017): its shares may not be bought or sold by players or cousins (§6.5.2.3 L456, §6.5.2.4 L470), nor its share count increased (the increase sells treasury shares), and it may not buy its own shares from the bank pool (§6.5.3.1 L485); a cousin charged a fee sells none of them either (§10.3 L959). Default false.
   */
  liquidationBarsTrading?: boolean;
  /**
   * 1820 lobbies and the two-part stock round (§6.5.1 L384-424, §6.6 L488-498): companies start only from lobbies. In part A a player's one action may be fund_lobby (a new lobby or a raise of any lobby, unique amounts from `min` in steps of `step`, at most `markersPerPlayer` lobbies per funder); part A ends when every player in turn has had a turn without lobby funding; the lobbies are then resolved from the largest down, each funder starting a company (par, its stations, then buying from the treasury until it floats) or passing; part B follows without lobbies, and its passes set the pass-order cards (title.json turnOrder sortBy passOrder). Absent: companies are started by par in any turn.
   */
  lobbies?: {
    /**
     * The smallest funding.
     */
    min: number;
    /**
     * Fundings are multiples of this.
     */
    step: number;
    /**
     * Lobbies a player may have funded at once.
     */
    markersPerPlayer: number;
  };
  /**
   * With the buyCompanyFromPlayer step: the first stock round (counting from 1) in which players may buy private companies from each other (as 18xx.games plays such sales: 2, not in the first). Default 1.
   */
  companyTradeFromRound?: number;
  /**
   * End-of-stock-round fall for shares in the open market (pool), applied company by company in operating order, together with the sold-out rise (`soldOutMovement`), so that companies arriving on one cell stack in that order (1820 §6.7 L542-549, §16.2.2 L1622-1627): each corporation's price moves down one cell for each `unitPercent` of it in the pool or for each pool share, whichever gives fewer moves, and never below the bottom cell. Absent: pool shares do not move the price at the end of the round.
   */
  poolMovement?: {
    /**
     * The percent of the corporation one move stands for (1820: 10, §16.2.2; §6.7 says 5).
     */
    unitPercent: number;
    /**
     * Corporations whose price never falls this way (1820: British Rail, §13.5).
     */
    exempt?: string[];
  };
  /**
   * With the priceProtection step: if true, a president who sold shares of the corporation earlier in the stock round may still protect a sale of it (18xx.games 1870 option can_protect_if_sold, 'Original price protection rules'). Absent or false: he may not (1870 rules, Share price protection).
   */
  sellerMayProtect?: boolean;
  /**
   * "half": shares of a corporation that owns no train sell for half the market price (rounded down per share) and count half (per certificate, rounded down) in net worth (1860 rules, Selling shares); "halfOnceOperated": the same, but a corporation that has not yet operated keeps full value although it has no train (1860 optional rule, 18xx.games non_operated_full_value). Absent: full value.
   */
  trainlessShareValue?: 'half' | 'halfOnceOperated';
  /**
   * In which order the sold-out rises at the end of a stock round are made (rounds.stock.soldOutMovement "up"), which decides how corporations arriving on one market cell stack: "corporations" (the default) = the order of corporations.json; "operating" = the operating order at the end of the round, highest price first (as 18xx.games makes them). With poolMovement the rises always follow the operating order.
   */
  soldOutOrder?: 'corporations' | 'operating';
}
/**
 * Options of the operating round.
 */
export interface OperatingRoundConfig {
  /**
   * The order in which corporations operate: "sharePrice" = highest share price first (ties: rightmost cell, then highest row, then the earlier arrival on that cell); "sharePriceFaceDown" = the same, but a corporation's marker is turned face down when it operates and moved only once, at the end of its turn, to where its price then is (1820 §7.1 L557-562, 1843 L2277-2325): one that ends its turn on the cell it started on keeps its place in that cell's stack (however its price moved during the turn), one that ends elsewhere arrives there at the end of its turn, under the markers already there; at the end of the round the face-down piles are turned over, so on each cell the marker that has been there longest operates first.
   */
  order: 'sharePrice' | 'sharePriceFaceDown';
  /**
   * True: a corporation's marker arrives on its market cell when it floats, not when it is parred, so among corporations on one cell those floated earlier operate first (1860, as 18xx.games plays it: the floating corporation's marker goes under those already there).
   */
  arrivalOnFloat?: boolean;
  /**
   * When a corporation over the train limit after a phase change discards: "phaseChange" (default) = at once, out of turn, before play goes on (1870); "ownerTurn" = at the start of its own next operating turn, through the discardTrain step, so it neither runs nor buys with the excess in between (1860 rules, Train limits; as 18xx.games plays 1860).
   */
  discardTiming?: 'phaseChange' | 'ownerTurn';
  /**
   * With discardTiming "phaseChange": the order in which corporations over the train limit discard. "definition" (default) = the order of corporations.json; "sharePrice" = the market order (highest share price first), as 18xx.games recorded 1889's discards in 2020.
   */
  discardOrder?: 'definition' | 'sharePrice';
  /**
   * The steps of a corporation's operating turn, in order. Also: "redeemShare" (the corporation may buy one of its shares from the market pool into its treasury, at the current price, at most one per operating round, not in receivership), "merge" and "acquire" (the corporation may merge with, or acquire, a corporation with a station in a city its track reaches, neither in receivership; 1862 rules §2.7), "destinationConnection" (pending destination connection runs, checked before and after every turn), "buyCompany" (the corporation buys a private company from a player), "assign" (the corporation places a token of a private company it owns), "discardTrain" (excess trains after a phase change), "priceProtection" (of the president's forced sales) and "payMaintenance" (each train pays the maintenance of the Cost of Business column, title.json costOfBusiness; automatic unless costOfBusiness.maintenanceChoice), "payLoanInterest" (automatic unless loans.interestChoice), "repayLoans" (pay_loan, one loan at a time; title.json loans), "privateBuyTrain" (a private company, title.json privateCompanies, may buy trains from the supply before it runs; other companies pass it at once) and "retireTrains" (the company may discard any of its trains from the game, without recompense, one discard_train at a time, then pass; 1820 §7.2.6 L658-660).
   */
  steps: (
    | 'layTrack'
    | 'placeToken'
    | 'runRoutes'
    | 'dividend'
    | 'buyTrain'
    | 'buyCompany'
    | 'assign'
    | 'discardTrain'
    | 'redeemShare'
    | 'destinationConnection'
    | 'payMaintenance'
    | 'retireTrains'
    | 'payLoanInterest'
    | 'repayLoans'
    | 'merge'
    | 'acquire'
    | 'priceProtection'
    | 'privateBuyTrain'
  )[];
  /**
   * The tile lays a corporation may make in one operating turn, in order (one entry per lay).
   */
  tileLays: {
    /**
     * Whether this lay may place a new tile on an empty hex.
     */
    lay: boolean;
    /**
     * Whether this lay may upgrade an existing tile.
     */
    upgrade: boolean;
    /**
     * Money the corporation pays for this lay, on top of any terrain cost.
     */
    cost: number;
    /**
     * If false, this lay is lost once an earlier lay of the same turn was an upgrade (1870: two yellow tiles or one upgrade). Default true.
     */
    afterUpgrade?: boolean;
    /**
     * If false, this lay is lost once an earlier lay of the same turn placed a tile with a city (1860: no large station when two tiles are laid). Default true.
     */
    afterCity?: boolean;
    /**
     * If false, this lay may not place a tile with a city (1860: a large-station tile only as the turn's first lay). Default true.
     */
    cities?: boolean;
    /**
     * The tile colours this lay may place (1843: the second lay of EST, MID, OU, PRO and SO is a yellow tile). Absent: any colour the phase allows.
     */
    colors?: string[];
  }[];
  /**
   * The tile lays of a corporation's first operating turn, in place of `tileLays` (a corporation's own corporations.json `tileLays` still come first). 18xx.games' optional rule double_yellow_first_or of 18GA and 18AL: two yellow tiles in the first turn, the second only if the first was not an upgrade: [{"lay": true, "upgrade": true, "cost": 0}, {"lay": true, "upgrade": false, "cost": 0, "afterUpgrade": false}]. Absent: `tileLays` in every turn.
   */
  firstTurnTileLays?: {
    /**
     * Whether this lay may place a new tile on an empty hex.
     */
    lay: boolean;
    /**
     * Whether this lay may upgrade an existing tile.
     */
    upgrade: boolean;
    /**
     * Money the corporation pays for this lay, on top of any terrain cost.
     */
    cost: number;
    /**
     * If false, this lay is lost once an earlier lay of the same turn was an upgrade (1870: two yellow tiles or one upgrade). Default true.
     */
    afterUpgrade?: boolean;
    /**
     * If false, this lay is lost once an earlier lay of the same turn placed a tile with a city (1860: no large station when two tiles are laid). Default true.
     */
    afterCity?: boolean;
    /**
     * If false, this lay may not place a tile with a city (1860: a large-station tile only as the turn's first lay). Default true.
     */
    cities?: boolean;
    /**
     * The tile colours this lay may place (1843: the second lay of EST, MID, OU, PRO and SO is a yellow tile). Absent: any colour the phase allows.
     */
    colors?: string[];
  }[];
  /**
   * How a corporation may distribute its route revenue.
   */
  dividend: {
    /**
     * The allowed choices: "payout" = all to shareholders, "withhold" = all to the treasury, "half" = half to each, "hudson" = a topped-up payout (see `hudson`; offered only when legal).
     */
    kinds: ('payout' | 'withhold' | 'half' | 'hudson')[];
    /**
     * Share price movement after a payout: "right" = one cell right (up if at the end of the row).
     */
    payoutMovement: 'right';
    /**
     * Share price movement after withholding: "left" = one cell left (down if at the start of the row); "none" = it does not move (1820: the rules give no move for withholding, D8 #20).
     */
    withholdMovement: 'left' | 'none';
    /**
     * Share price movement after a half dividend: "none" = it does not move.
     */
    halfMovement?: 'none';
    /**
     * The topped-up payout (1862's "G Hudson manoeuvre"; 18xx.games kind "hudson"), required when `kinds` has "hudson". Offered when the revenue is above `revenueAbove` and below the share price and the treasury (with any subsidy of this run, already paid to it) holds delta = the price minus the revenue, rounded up to a multiple of `roundTo`. The corporation pays delta to the bank, revenue + delta is paid out per share, and the price moves as for a payout of revenue + delta (one step).
     */
    hudson?: {
      /**
       * Delta is rounded up to a multiple of this amount (1862: 10).
       */
      roundTo: number;
      /**
       * The revenue must be more than this (1862: 10).
       */
      revenueAbove: number;
    };
    /**
     * How a half dividend splits the revenue: the corporation keeps half of it, rounded as given here; the rest is paid out per share.
     */
    halfRetained?: {
      /**
       * "down" or "up": which way the corporation's half is rounded.
       */
      rounding: 'down' | 'up';
      /**
       * The corporation's half is rounded to a multiple of this amount (e.g. 10).
       */
      multiple: number;
    };
  };
  /**
   * Whether a corporation without trains must buy one: "ifRoute" = only if it has a legal route, "ifRouteWhileBankSells" = only if it has a legal route and the bank has a new train left (18xx.games' must_buy_train?: with the depot empty, no purchase from another corporation is forced; 18AL), "always" = always, "never" = never, "neverThenLiquidate" = never, but a corporation still without a train when its train-buying step ends is put into liquidation (its price marker to the market's lowest cell; 1820 rules §7.2.7 L679-680).
   */
  mustBuyTrain: 'ifRoute' | 'ifRouteWhileBankSells' | 'always' | 'never' | 'neverThenLiquidate';
  /**
   * What happens when a corporation must buy a train and cannot afford it.
   */
  emergencyBuy: {
    /**
     * If true, the president pays the difference from their own cash (selling shares if needed).
     */
    presidentContributes: boolean;
    /**
     * If true, an emergency purchase must be the cheapest train available from the bank.
     */
    cheapestOnly: boolean;
    /**
     * If false, an emergency purchase may only be made from the bank or the open market, never from another corporation. Default true.
     */
    fromOtherCorporations?: boolean;
    /**
     * "upToFaceValue": in a forced purchase the president may also add money for a train bought from another corporation, at an agreed price of at most the train's face value (so the buying treasury ends empty) (1843 rules L4391-4530, D4.17). Absent: a train from another corporation is paid by the treasury alone.
     */
    presidentFundsFromCorporations?: 'upToFaceValue';
    /**
     * If true, the president's forced share sales are only as large as the money still missing needs: a block is refused when one share fewer would already cover it (1870 rules, Forced stock sales). Default false.
     */
    salesOnlyAsNeeded?: boolean;
    /**
     * "faceValue": a president short of money for a forced purchase may discard private companies to the bank for their face value (they close), while money is still missing, and their value counts before bankruptcy (1843 rules L4391-4530, D4.17; buy-train step action sell_company). Absent: not allowed.
     */
    privatesToBank?: 'faceValue';
    /**
     * How the corporation itself raises the money when its director passes a forced purchase it cannot pay for (1862 rules §2.6 item 7), tried in this order; when none applies, the `bankruptcy` rule follows. "sellTreasuryShares" = when its treasury shares at the current price cover the shortfall, it sells just enough of them to the market at that price, the price moving down one cell per share; "refinance" = when ten times its par covers the shortfall, it refinances: the merger procedure (title.json mergers) run on itself, after which the bank pays it ten times its par. The cheapest train from the bank is the one counted.
     */
    raise?: ('sellTreasuryShares' | 'refinance')[];
    /**
     * What a bankruptcy declared for a forced purchase does: "endsGame" = the president goes bankrupt and the game ends; "corporationBankruptcy" = the corporation goes bankrupt instead (title.json corporationBankruptcy) and players never do.
     */
    bankruptcy: 'endsGame' | 'corporationBankruptcy';
  };
  /**
   * Terms of buying a train from another corporation (1860 rules, Buying Trains L803-809). Absent: any price from 1 up to the buyer's treasury.
   */
  trainTrading?: {
    /**
     * The lowest agreed price.
     */
    minPrice?: number;
    /**
     * The agreed price must be a multiple of this amount.
     */
    priceMultiple?: number;
    /**
     * If true, a corporation's only train may be bought only by a corporation that has no train.
     */
    lastTrainOnlyToTrainless?: boolean;
    /**
     * The price is fixed instead of agreed: "fullInOwnPhase" = the train type's full price when the current phase is the one its type started (phases.json `onTrain`), otherwise half of it, rounded down (1862.md §2.6 item 7). Absent: agreed, between minPrice and the buyer's treasury.
     */
    fixedPrice?: 'fullInOwnPhase';
  };
  /**
   * When a corporation places its home station: "float" (the default) = as soon as it floats; "operate" = at the start of its first operating turn (1870 rules, Place station markers); { "afterStep": step } = in its first operating turn, as the turn moves past that operating step (by name, e.g. "merge") instead of as it begins, with any homeStation fallback (a forced home upgrade); until then the station waits beside its home city and counts as there for the network (1862 printed order: a company may merge first, then upgrade its home; digest §2.6 item 1, §5.1 item 2). Until it is placed its home slot is reserved.
   */
  homeToken?:
    | ('float' | 'operate')
    | {
        /**
         * The operating step that comes before the home station in the first turn (1862: "merge").
         */
        afterStep: string;
      };
  /**
   * What may happen when a corporation places a station on a hex where it already has one (in another city of it): "bothStay" (the default) = it may, and both stay; "refused" = it may not: at most one station of a corporation on a hex, even one with several cities (1843 rules L3351: not more than one station marker on a hexagon); "replaceEarlier" = it may, and the earlier one is replaced by a national railway marker (title.json britishRail; before the railway appears it leaves the map) and returns to the corporation's charter (1820 §7.2.2 L608-609).
   */
  stationInSameHex?: 'bothStay' | 'refused' | 'replaceEarlier';
  /**
   * Where a train goes when a corporation over the train limit discards it by itself (titles without the discardTrain step: the shortest goes): "pool" (the default: to the bank pool, for sale again) or "outOfGame" (1820 §13.7 L1335: "discard its trains from the game without recompense").
   */
  limitDiscard?: 'pool' | 'outOfGame';
  /**
   * True: the director of a public company that owns no train may add their own cash to a train purchase, without being obliged to (1820 §7.2.7 L671-676): a train from the supply at its price, or one from another company at a price of at most the supply price less the train's current maintenance (title.json costOfBusiness), or 1 if that is larger; the contribution is what the treasury lacks; in that step the director may sell their own shares to raise it (L673), never passing the control of a company (L674, L677). Outside a forced purchase (mustBuyTrain) only; a private company (title.json privateCompanies) already spends its director's cash, and its director may sell shares the same way. Absent: the treasury pays alone.
   */
  trainlessContribution?: boolean;
  /**
   * From which other corporations a corporation may buy trains, at any price of at least 1 agreed by the presidents: "any" (1870 rules, Buying trains), "samePresident" (the default: only corporations with the same president, so no agreement is needed), or "never".
   */
  trainsFromCorporations?: 'any' | 'samePresident' | 'never';
  /**
   * Station Marker Wars (1870 variant station_wars): a destination marker placed on a city takes one of its free station slots, or an extra slot when none is free, and fills a slot that a later upgrade opens; either way other corporations then find one slot fewer. Absent or false: the marker sits outside the slots. Markers on off-board destinations are never affected.
   */
  destinationMarkerTakesSlot?: boolean;
  /**
   * In the game's first operating round, while no phase event has opened company purchases (phases.json companiesBuyable), a corporation may buy a private company from a player at exactly its face value (18xx.games' phase status can_buy_companies_operation_round_one: 18TN, 18MS). Absent: no such purchase.
   */
  firstRoundCompanyPurchase?: {
    /**
     * Who may sell: "anyPlayer" (18TN) or "president", the corporation's president only (18MS).
     */
    sellers?: 'anyPlayer' | 'president';
    /**
     * The companies that may be bought so (18MS: AGS and BS). Absent: every company.
     *
     * Items: An identifier of a definition item (corporation, company, train, phase, tile, variant): letters, digits and & + ' - _ . only (18xx.games' primed trains, 18TN's 3' and 6'), so it can appear in URLs, action logs and train instance ids.
     */
    companies?: string[];
    /**
     * True: a player who has sold a company so in the round sells no other (18TN). Default false.
     */
    onePerSeller?: boolean;
    /**
     * True: only a corporation that owns no private company may buy one so (18TN). Default false.
     */
    onlyWithoutCompany?: boolean;
  };
  /**
   * How the home station goes down when rounds.operating.homeToken places it at the first operating turn ("operate" or afterStep; 1862 §2.1, §2.2 step 2, §2.6 item 1). Absent: home slots are reserved and a free one is always there.
   */
  homeStation?: {
    /**
     * False: no slot is held back for a corporation that has not placed its home station, so any corporation may place a station in another's home city. Default true.
     */
    reserved?: boolean;
    /**
     * What happens, in this order, when the home city has no free slot at the first operation: "upgradeForSlot" = if a legal lay on the home hex gives the home city another slot, the corporation must first make that lay (its turn's upgrade, no connection needed) and then places its station; "displaceLast" = the station in the city's last slot goes back to its owner and the home station takes its place.
     */
    fallbacks?: ('upgradeForSlot' | 'displaceLast')[];
    /**
     * True: while its home hex still shows its printed (white) tile and a tile may be laid there, a corporation may not pass its layTrack step.
     */
    mustLayBareHome?: boolean;
  };
  /**
   * Insolvency and train leasing (1860 rules, Insolvency L845-876). With it, a corporation without a train must buy one only if its treasury can pay for the cheapest train from the bank; one that ends its turn without a train but with a route becomes insolvent. An insolvent corporation withholds its revenue, places no station tokens and lays no track that costs money; while it cannot pay for the cheapest bank train it leases that train for its run (never owning it: the phase does not change), counting only the first number of its distance; it stops being insolvent as soon as it owns a train again.
   */
  insolvency?: {
    /**
     * When a trainless company must buy a bank train: "canAfford" (the default) = its treasury holds at least the price (1860 rules L847-848, "if it can afford one"); "moreThanPrice" = more than the price (as 18xx.games plays it).
     */
    mustBuyWhen?: 'canAfford' | 'moreThanPrice';
    /**
     * What a leased train earns: "perStop" = base + perStop for every stop counted (large, small or halt; no halt subsidy; 1860 rules L862-866); "fixed" = base + perStop × the train's first number, whatever it visits (1860 simplified insolvency); "half" = half the normal revenue rounded up, with the normal allowance and full halt subsidies (1860 original insolvency).
     */
    leaseRevenue: {
      /**
       * How the lease revenue is worked out (see leaseRevenue).
       */
      kind: 'perStop' | 'fixed' | 'half';
      /**
       * Fixed amount per leased run (perStop, fixed).
       */
      base?: number;
      /**
       * Amount per stop counted (perStop) or per unit of the train's first number (fixed).
       */
      perStop?: number;
      /**
       * With kind half: "upTo10" (the default) = half the revenue rounded up to 10 (1860 rules, Original Insolvency Revenue); "down" = half rounded down to a whole unit (as 18xx.games plays it).
       */
      halfRounding?: 'upTo10' | 'down';
    };
  };
  /**
   * Who chooses the trains a corporation over the train limit discards in a title without the discardTrain step: "shortestFirst" (the default: the engine discards the shortest, or the cheapest after a takeover) or "director" (the director of a player-directed company chooses, one discard_train at a time, before play goes on in any round: after a phase change lowers the limit or a takeover brings trains; 1820 §13.7 L1335, §8.4.3 L871; engine/mechanisms/limitDiscardChoice/index.ts). A company no player directs discards the shortest.
   */
  limitDiscardChoice?: 'shortestFirst' | 'director';
  /**
   * True: instead of its normal station, a corporation may place one in a city of a title.json routes.endsNeedLink linkHexes hex (its rail link): only when it has laid no tile and placed no station this turn, has no link yet and reaches one of the endsNeedLink stops (1862 §2.6 item 4, the London rail link).
   */
  railLinkToken?: boolean;
  /**
   * How a corporation in receivership (its president's certificate in the market; stock.presidentCanDumpTo "pool") operates (1860 rules, Companies In Receivership L877-891). Its turn is taken by the player with the priority deal.
   */
  receivership?: {
    /**
     * False: it lays no track.
     */
    layTrack?: boolean;
    /**
     * False: it places no station tokens.
     */
    placeTokens?: boolean;
    /**
     * True: it retains its revenue (no dividend choice).
     */
    withhold?: boolean;
    /**
     * True: without a train, and unable to pay for a bank train, it is insolvent at once and leases (rounds.operating.insolvency), rather than at the end of a turn.
     */
    leaseAtOnce?: boolean;
    /**
     * True: it buys a train only while it has none, from the bank only, and other corporations may not buy its trains.
     */
    buysTrainsOnlyWhenTrainless?: boolean;
    /**
     * Who takes its turn: "priorityDeal" (the default) = the player with the priority deal; "majorityHolder" = the player holding the largest percentage of it (ties: the nearest from the priority deal on; nobody: the priority deal).
     */
    operator?: 'priorityDeal' | 'majorityHolder';
    /**
     * At its buy-train step it buys, without a choice, one train: the first depot train, as the first kind in `kindOrder` that it holds a permit for and has room for, when its treasury covers the cheapest depot train; then the step ends (1862.md §2.8).
     */
    autoBuyTrain?: {
      /**
       * Train kinds (trains.json kind) in the order they are tried.
       *
       * @minItems 1
       */
      kindOrder: [string, ...string[]];
    };
    /**
     * "bankruptcy": when it has no train at its buy-train step and does not buy one, it goes bankrupt (title.json corporationBankruptcy).
     */
    trainlessThen?: 'bankruptcy';
  };
  /**
   * Set: when the first tile is laid on a hex whose printed tile has several cities and no track, each station already there (a home station put in its first city) is lifted and placed again, free and without a connection, in a city of the new tile with a free slot, before play goes on (as 18xx.games plays a home station on such a hex). The value says who chooses the city: "operator" = the president of the corporation that laid the tile, also for another corporation's station (18xx.games' default, TOKEN_PLACEMENT_ON_TILE_LAY_ENTITY :current_operator; 1830, 1836Jr30, 18GA); "owner" = the president of the station's own corporation (as some titles on 18xx.games have it). Absent: stations keep their city index.
   */
  stationChoiceOnFirstTrack?: 'operator' | 'owner';
  /**
   * Once per game each corporation may, in its station step and instead of placing a station, move one of its placed stations (home included) for `cost`, from the phase `fromPhase` on (action move_token; 1843 rules L3392-3467: gray phase, 100fr). The new place follows the rules for placing a station, except that it may be another place on the same tile; a blocked marker takes the old place and stops routes as another corporation's station would, for the mover too; the new station must trace to another of its stations or to that blocked marker. At most `blockers` blocked markers exist (1843: 9).
   */
  stationMove?: {
    /**
     * The id of the phase from which stations may be moved.
     */
    fromPhase: string;
    /**
     * What the move costs the corporation's treasury.
     */
    cost: number;
    /**
     * How many blocked markers the game has.
     */
    blockers: number;
  };
  /**
   * A train purchase moves share prices (1804; 18xx.games' G1804 BuyTrain): the buying corporation's by `buyer`, and, when it buys from another corporation, the seller's by `seller`. Absent: a purchase moves no price.
   */
  trainPurchaseMoves?: {
    /**
     * "up" (one row up, as a sold-out rise; the default) or "none".
     */
    buyer?: 'up' | 'none';
    /**
     * A corporation selling the train: "down" (one row down; the default) or "none".
     */
    seller?: 'down' | 'none';
  };
  /**
   * True: as each operating round begins, every corporation that has a par price but has not floated receives its par price from the bank (1804's exploratory committee, 18xx.games' G1804 ExploratoryCommittee). Default false.
   */
  unfloatedParIncome?: boolean;
  /**
   * Restrictions on upgrades: the upgrade must add track with an end in the company's reach, or change a revenue on the tile. With reach "biggestTrain" (1860 rules, Laying Track L682-691) a company without a train cannot upgrade, and the hex must be within reach of its biggest train too. 18xx.games does not check this when it loads a recorded game, so imported games skip it.
   */
  upgradeRestriction?: {
    /**
     * "biggestTrain": the reach of the company's train with the largest first number (counting that train's large-stop allowance from a station; blocked cities stop it). "network": everything its track reaches from its stations, no train needed (18xx.games' default TRACK_RESTRICTION :semi_restrictive: "Must use new track or change city value"; 18Chesapeake, 1889).
     */
    reach: 'biggestTrain' | 'network';
  };
}
/**
 * One way a corporation starts (1862 chartered / non-chartered).
 */
export interface StartMode {
  /**
   * "full" = 10 x par from the bank at float, initial-offering money to the bank; "incremental" = initial-offering money to the corporation and no capital at float.
   */
  capitalization: 'full' | 'incremental';
  /**
   * What a share from the initial offering costs: "par" (the default) or "market" (the current share price; 1862 non-chartered).
   */
  ipoPrice?: 'par' | 'market';
  /**
   * The par prices allowed in this mode; absent: every par cell of the market (1862 chartered: the p cells 54 ... 100).
   *
   * Items: An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
   */
  parPrices?: number[];
  /**
   * Station tokens bought when the corporation floats, paid from its treasury to the bank; it then has exactly that many tokens, placed without further charge. `count`: bought at once (1862 chartered: 3 at 60). `min`/`max`: the president chooses how many with a choose action "min" ... "max" (only counts the treasury can pay are offered; 1862 non-chartered: 2-7 at 40). Absent: corporations.json tokens as before.
   */
  tokens?: {
    /**
     * The price of one token.
     */
    price: number;
    /**
     * Tokens bought at once at float.
     */
    count?: number;
    /**
     * The fewest tokens the president may choose.
     */
    min?: number;
    /**
     * The most tokens the president may choose.
     */
    max?: number;
  };
}
/**
 * definitions/<title>/map.json: the hex grid. Coordinates follow the 18xx.games convention: with the default axes, x is the letter's index (A = 0, ..., Z = 25, AA = 26) and y is the number minus 1, in doubled coordinates: neighbours differ by 2 along one axis or by 1 along both, so all hexes of a map have the same parity of x + y (even on most maps, e.g. A1, B2; odd on some, e.g. 1870's A2, B3).
 */
export interface MapFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * Hex orientation: "flat" = flat top and bottom (columns of hexes), "pointy" = pointed top (rows of hexes).
   */
  layout: 'flat' | 'pointy';
  /**
   * Which part of a hex id gives which coordinate. Default: x from the letter, y from the number.
   */
  axes?: {
    /**
     * The part of the hex id that gives the x (horizontal) coordinate.
     */
    x: 'letter' | 'number';
    /**
     * The part of the hex id that gives the y (vertical) coordinate.
     */
    y: 'letter' | 'number';
  };
  /**
   * Every hex on the map. Hexes not listed do not exist.
   */
  hexes: HexDefinition[];
}
/**
 * One map hex: an empty hex by default, or a preprinted tile (cities, towns, off-board areas, preprinted track).
 */
export interface HexDefinition {
  /**
   * The hex coordinate, e.g. "B2".
   */
  id: string;
  /**
   * The location name printed on the hex, e.g. a city name.
   */
  name?: string;
  tile?: TileDefinition;
  /**
   * The terrain cost paid to lay the first tile on this hex.
   */
  cost?: number;
  /**
   * The revenue of this hex's revenue nodes follows another hex's city: the highest city revenue of the tile now on `hex` (its printed tile's until one is laid), plus `plus`; the node's own `revenue` is then not used (1820's Liverpool port C3, printed "Liverpool+20": Liverpool C5's value + 20).
   */
  revenueFrom?: {
    /**
     * The hex whose city sets the value.
     */
    hex: string;
    /**
     * Added to that city's revenue.
     */
    plus: number;
  };
  /**
   * A cost paid to upgrade this hex to a tile of the given colour (keys: tile colours), on top of the lay's own cost; the terrain cost is otherwise paid only for the first tile (1820 §12.3.1 L1118, §12.3.5 L1199: upgrading Manchester D6 from yellow to green costs £40).
   */
  upgradeCost?: {
    /**
     * An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
     */
    [k: string]: number;
  };
  /**
   * Money paid on every lay and every upgrade on this hex, on top of any terrain cost (1843 rules L3058: placing or upgrading the Paris tile always costs 40fr).
   */
  layCost?: number;
  /**
   * The terrain printed on the hex (for display and for abilities that refer to terrain).
   */
  terrain?: 'hill' | 'mountain' | 'river' | 'water' | 'swamp' | 'forest' | 'lake';
  /**
   * A label printed on the hex (e.g. "OO", "B"); only tiles with the same label may be laid here.
   */
  label?: string;
  /**
   * Special hex edges.
   */
  borders?: Border[];
  /**
   * Lines drawn across the hex (1870's Mississippi River) that track may not cross while partitions of their kind are in force, and that may confine all of the hex's track to one side. Which kinds are in force is decided by rules and abilities (e.g. an ability of kind "blocksPartition" naming the kind).
   */
  partitions?: Partition[];
  /**
   * Labels that apply to tiles of a given colour laid on this hex later, e.g. 1870's P hexes, where a brown tile must carry label P, and Kansas City, where a gray tile must carry label K. A hex has at most one future label per colour (checked by the linter).
   */
  futureLabels?: FutureLabel[];
  /**
   * True: no tile may ever be laid on this hex (1862's London rail-link hexes B15 and D15, §2.6 item 3).
   */
  noTiles?: boolean;
  /**
   * For importing 18xx.games exports: what the number at the end of a recorded city id on this hex's printed tile ("B15-0-3") stands for, as our city index. 18xx.games numbers a tile's parts in the order its tile code lists them, so on a printed tile whose code lists other parts before the city the number is not the city's index (1862's B15: part 3 is its only city, our city 0). Absent: the number is the city index.
   */
  recordedCities?: {
    [k: string]: number;
  };
  /**
   * Markers printed on the hex that rules or abilities refer to, as lower camel-case names, e.g. "port" (1870's Gulf Shipping Company places its port tokens only on port hexes).
   */
  icons?: string[];
}
/**
 * A tile: its colour, revenue locations (nodes) and track (paths). Edges are numbered 0 to 5 clockwise from the bottom edge, as on 18xx.games. Also used for the preprinted tile of a map hex, where `id` may be omitted.
 */
export interface TileDefinition {
  /**
   * The tile number or name, unique across the catalogue and the title's tiles. Required in tile files (checked by the linter); optional for a map hex's preprinted tile.
   */
  id?: string;
  /**
   * The tile colour. Laid tiles are yellow, green, brown or gray; preprinted map tiles may also be white (plain map) or red (off-board).
   */
  color: 'white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue';
  /**
   * The revenue locations and junctions on the tile, referred to by paths as "n0", "n1", ... in this order.
   */
  nodes: TileNode[];
  /**
   * Track segments, each joining two endpoints (hex edges or nodes).
   */
  paths: [PathEndpoint, PathEndpoint][];
  /**
   * A label printed on the tile that restricts where it may be laid (e.g. "OO", "B"); it must match the hex's label.
   */
  label?: string;
  /**
   * Explicit list of tiles this tile may be upgraded to, overriding the default rule's colour, label and node-count tests (the existing track must still be kept at some rotation). An entry is a tile id (every old node maps to its own new node of the same kind), or a TileUpgrade object that also lets nodes merge or a town become a city.
   */
  upgradesTo?: (string | TileUpgrade)[];
}
/**
 * A revenue location or junction on a tile.
 */
export interface TileNode {
  /**
   * "city" (holds station tokens), "town" (small stop, no tokens), "offboard" (red off-board area, only on red tiles), "junction" (track meeting point, no revenue), "halt" (a minor stop).
   */
  kind: 'city' | 'town' | 'offboard' | 'junction' | 'halt';
  /**
   * The revenue a train earns by stopping here. Off-board nodes (and the cities of gray tiles and of red off-board areas) may instead give an object from phase colour to revenue (the current phase's colour selects the value).
   */
  revenue:
    | number
    | {
        [k: string]: number;
      };
  /**
   * For cities: the number of station tokens the city can hold (at least 1). Not allowed on other kinds (checked by the linter).
   */
  slots?: number;
  /**
   * A revenue area this node shares with other nodes (an off-board area drawn over several hexes or split nodes; an off-board printed across two hexes, or one of several off-board areas of a region). A route visits at most one node of a group (18xx.games revenue groups: "Cannot use group X more than once"). With routes.locationPaysOnce the whole group is also one location: it pays once per run, to the first route that reaches it.
   */
  group?: string;
  /**
   * True on an off-board area that routes may pass through, not only begin or end at (1843 rules L3589-3590: Genève). False on a city: routes may begin or end there but never pass through it, the station's owner included (18AL's Nashville and Mobile, red cities whose paths 18xx.games marks terminal). Absent: off-board areas end routes, cities let them pass unless their stations block.
   */
  passThrough?: boolean;
  /**
   * The kind this node counts as for a train's length (its N+M buckets and stop counts), in place of its own (1843 rules L3738-3739: Genève counts as a town).
   */
  countsAs?: 'city' | 'town' | 'offboard' | 'halt';
  /**
   * What this node pays a train of the named train types (trains.json ids; a variant's own id "type:variant" first, then its type), in place of `revenue` in every phase: 1889's off-board areas pay a D train a value of their own (18xx.games' "diesel" revenue: Imabari 100, Sakaide & Okayama and Naruto & Awaji 80). Other trains are paid `revenue`.
   */
  trainRevenue?: {
    [k: string]: number;
  };
  /**
   * True: a route stopping here is paid this node's revenue once for each of its stops that is a city holding a station of the running corporation, instead of once (none: nothing). 1836Jr30's ports Harwich, Dover and Paris (18xx.games G1836Jr30 revenue_for). Absent or false: once.
   */
  revenuePerStation?: boolean;
  /**
   * A route that stops here must have at least this many stops, this one included (1836Jr30's ports: 3, "must contain 2 other stops"). Absent: the usual two.
   */
  minRouteStops?: number;
  /**
   * A route that stops here earns `percent` of its stops' revenue more, rounded down to a multiple of `roundDownTo` (1850Jr's ports: 50 and 10, 18xx.games G1850Jr revenue_for: a port adds half the route's revenue, rounded down to ten). Absent: no bonus. Group the nodes (`group`) when a route may earn it once.
   */
  routeBonus?: {
    /**
     * The bonus as a percentage of the route's revenue from its stops.
     */
    percent: number;
    /**
     * The bonus is rounded down to a multiple of this (default 1: no rounding).
     */
    roundDownTo?: number;
  };
}
/**
 * An explicit upgrade that changes the tile's nodes (docs/tiles.md, Upgrades). Every old edge-to-edge track is kept, and every old node's exits must be a subset of some new node's exits at the new tile's rotation.
 */
export interface TileUpgrade {
  /**
   * The tile this tile may be upgraded to.
   */
  to: string;
  /**
   * True: several old nodes may map to the same new node (1820 Manchester M02 → M03: three cities become one; 1843: a yellow double town becomes the single town X12). Absent or false: each old node needs a new node of its own.
   */
  merge?: boolean;
  /**
   * True: an old town may map to a new city (1820 Manchester M01 → M02: the town becomes the third city). Absent or false: nodes keep their kind.
   */
  kindChange?: boolean;
}
/**
 * A special hex edge: impassable, or costing money to build across.
 */
export interface Border {
  /**
   * The edge, 0 to 5 (same numbering as tile paths).
   */
  edge: number;
  /**
   * "impassable" = track may not cross this edge, "cost" = building track across it costs `cost`.
   */
  kind: 'impassable' | 'cost';
  /**
   * For kind "cost": the money paid to build track across this edge. For an "impassable" border with `openFromPhase`: what building track across it costs once it has opened (1820's blue barriers: 80).
   */
  cost?: number;
  /**
   * For kind "impassable": the id of the phase from which the border opens (track may cross it from then on), as 1820's blue barriers do. Absent: never opens.
   */
  openFromPhase?: string;
}
/**
 * A line across a hex from vertex `a` to vertex `b`. Vertex v is the corner between edges v - 1 and v, so edge e runs from vertex e to vertex e + 1 (pointy layout: vertex 0 is the bottom point; flat layout: vertex 0 is the bottom-right corner). The edges a, a + 1, ..., b - 1 (counting clockwise, modulo 6) are the line's inner side; the other edges its outer side. While partitions of this kind are in force: without `restrict`, no single track path may join an inner edge to an outer edge (track may lie on both sides); with `restrict`, every track path of the hex must use only the edges of the permitted side.
 */
export interface Partition {
  /**
   * The vertex where the line starts, 0 to 5.
   */
  a: number;
  /**
   * The vertex where the line ends, 0 to 5; different from `a` (checked by the linter).
   */
  b: number;
  /**
   * Drawing hint only: the line's start is drawn slightly clockwise ("+") or counter-clockwise ("-") of vertex `a` (18xx.games writes a:0+). No effect on the rules.
   */
  aShift?: '+' | '-';
  /**
   * Drawing hint only: as `aShift`, for vertex `b`.
   */
  bShift?: '+' | '-';
  /**
   * For hexes whose town or city lies on the line: "inner" = all track must use only inner edges (a ... b - 1); "outer" = all track must use only outer edges. Absent: track may lie on both sides but may not cross the line.
   */
  restrict?: 'inner' | 'outer';
  /**
   * What the line is, e.g. "river"; rules and abilities refer to partitions by kind (1870's Mississippi River Bridge Company blocks the "river" partitions while a player owns it).
   */
  kind: string;
}
/**
 * A label that the hex takes for tiles of one colour: a tile of exactly that colour laid on the hex must carry this label (and tiles of other colours follow the hex's ordinary `label`).
 */
export interface FutureLabel {
  /**
   * The tile colour the label applies to.
   */
  color: 'yellow' | 'green' | 'brown' | 'gray';
  /**
   * The label a tile of that colour must carry here (e.g. "P", "K").
   */
  label: string;
}
/**
 * definitions/<title>/tiles.json (the title's tile manifest and own tiles) and definitions/catalogue/tiles.json (the shared tile catalogue, which has only `tiles`).
 */
export interface TilesFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The path of the shared tile catalogue file, relative to this file (e.g. "../catalogue/tiles.json"). The title may use any tile defined there.
   */
  catalogue?: string;
  /**
   * The tiles in the game's supply: tile id → number of copies, or "unlimited". Each id must be defined in the catalogue or in `tiles`.
   */
  manifest?: {
    [k: string]: number | 'unlimited';
  };
  /**
   * Tile variants that are the same physical tile as their base and share its copies (1862's small-station variants 18_1a, 18_1b, 18_2 are tile 18 with station markers). A manifest tile whose id has the separator draws from the pool of its base id (the part before the first separator), which must be in the manifest with the same count: laying any tile of the pool takes one copy from all of them, and a replaced tile returns one. Absent: every tile id has its own copies.
   */
  sharedSupply?: {
    /**
     * The character that ends a tile's base id (e.g. "_").
     */
    variantSeparator: string;
  };
  /**
   * Tiles whose lay counts as an upgrade for the turn's tile-lay slots (rounds.operating.tileLays), whatever they replace: only a slot that allows upgrades may lay them, and the lay is the turn's upgrade (1862 §2.6 item 3: the yellow N tile 790).
   *
   * Items: The id of a tile in the catalogue or in the title's own tiles (e.g. "57").
   */
  countAsUpgrade?: string[];
  /**
   * Tiles of this title that only a company's tileLay ability naming them in params.tiles may lay: no ordinary lay or upgrade takes them (18xx.games blocks_lay; 1889's port tile 437, laid only by the Mitsubishi Ferry).
   *
   * Items: The id of a tile in the catalogue or in the title's own tiles (e.g. "57").
   */
  abilityOnly?: string[];
  /**
   * Tiles of this title that may only be laid in their printed orientation (rotation 0), because the map's features depend on it (1860 rules L651-658: Shide faces south, Blackwater north, Ryde connects to the pier; 18xx.games NO_ROTATION_TILES).
   *
   * Items: The id of a tile in the catalogue or in the title's own tiles (e.g. "57").
   */
  fixedRotation?: string[];
  /**
   * Tiles defined by this file: the catalogue's tiles, or a title's own tiles that are not in the catalogue.
   */
  tiles?: TileDefinition[];
}
/**
 * definitions/<title>/market.json: the stock market.
 */
export interface MarketFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The market shape: "grid" = a two-dimensional market (rows top to bottom, cells left to right; prices rise to the right and up).
   */
  kind: 'grid';
  /**
   * The market rows, top row first. Each cell is "" (no cell at this position) or a price followed by zero or more flags: p = a par price; y = yellow zone (certificates here do not count toward the certificate limit); o = orange zone (as yellow, and a player may also hold more than the holding limit); b = brown zone (as orange, and a player may also buy several certificates per turn); c = a corporation reaching this cell closes (1870's $0 "closing section"); e = a share price reaching this cell ends the game; l = below the ledge (1870; 18xx.games code i): a single share sold does not move a token down from a cell without l into the l cell below it (two or more shares sold together do cross the ledge and move the full number of rows), and a dividend move right from a cell without l into an l cell becomes a move up. f = red-letter zone (1860): the first share of a sale block sold here does not move the price; j = as f for the first two shares of the block (1862; 18xx.games code j, its i being f); r = a corporation may be re-parred here after a bankruptcy (1860). A market of one row (without `movement.zigzag`) is a ladder: a move up is a move right and a move down a move left (1820).
   */
  rows: string[][];
  /**
   * Par prices that open by phase (1843 rules L1822-1934, the Par Chart; 1820 §16.1): each tier's prices may be chosen as a par price once the game has reached its phase (the phase with that id or any later one). A par cell in no tier is always open. Absent: every par cell is open from the start.
   */
  parTiers?: {
    /**
     * The id of the phase (phases.json) from which these prices are open.
     */
    fromPhase: string;
    /**
     * Par prices of this tier; each must be the price of a par (p) cell.
     *
     * Items: An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
     */
    prices: number[];
  }[];
  /**
   * Movement rules of this market that differ from the defaults described for `rows`; absent, every one takes its default.
   */
  movement?: {
    /**
     * What a move up does on the top row (e.g. a sold-out corporation at the end of a stock round): "stay" (the default) = the token does not move; "rightThenDown" = the token moves one cell right and then one row down, so the price stays the same but the token moves further right (1870; it stays put at the end of the row).
     */
    upOnTopRow?: 'stay' | 'rightThenDown';
    /**
     * True: the two rows are one folded track (1860's two-tier chart): top[c] is step 2c, bottom[c] step 2c - 1 (so the bottom row starts with ""). A share sold moves one step down the track (top to the bottom cell below, bottom to the top cell up-left), a dividend move one cell along the same row, a sold-out rise one step up; moves stop at the track's ends.
     */
    zigzag?: boolean;
    /**
     * How far a payout moves the price right: "one" (the default) = one cell; "revenueMultiple" = one cell for each whole multiple of the share price the run's revenue reaches, none below the price, at most `maxPayoutSteps` (1860 rules, Dividends and the Share Price).
     */
    payoutSteps?: 'one' | 'revenueMultiple';
    /**
     * The most cells a payout may move the price with payoutSteps "revenueMultiple" (1860: 4).
     */
    maxPayoutSteps?: number;
    /**
     * Red barrier lines between two cells of a row (1843 rules L2163-2164, the board's red dotted lines): a move left across one becomes a move down one row. Rows and columns are numbered from 1 as positions in `rows` (a leading "" counts as a column), `between` the two adjacent columns the line separates.
     */
    barriers?: {
      /**
       * The row, numbered from 1 at the top.
       */
      row: number;
      /**
       * The two adjacent columns (numbered from 1) the line separates.
       *
       * @minItems 2
       * @maxItems 2
       */
      between: [number, number];
    }[];
    /**
     * What a sale does to a marker already at the bottom of its column: "stay" (the default) = nothing; "downStack" = it moves down the stack of markers on its cell, under one more marker per share sold, stopping at the bottom of the stack (1843 rules L2092-2101).
     */
    saleAtColumnBottom?: 'stay' | 'downStack';
    /**
     * Payout moves by thresholds of the total revenue R against the share price P, replacing `payoutSteps` (1820 §7.2.4 L632-643, §16.2.3): the move of the highest entry with R ≥ ratio × P; below every entry, `belowPrice` cells (negative = down), plus `trainlessExtra` more when the corporation owns no train. 1820: [{ratio 1, move 1}, {ratio 2, move 2}, {ratio 4, move 3}], belowPrice -1, trainlessExtra -1.
     */
    payoutThresholds?: {
      /**
       * The thresholds, in any order.
       *
       * @minItems 1
       */
      steps: [
        {
          /**
           * The revenue must be at least this multiple of the share price.
           */
          ratio: number;
          /**
           * Cells moved (positive = right, or up on a ladder).
           */
          move: number;
        },
        ...{
          /**
           * The revenue must be at least this multiple of the share price.
           */
          ratio: number;
          /**
           * Cells moved (positive = right, or up on a ladder).
           */
          move: number;
        }[]
      ];
      /**
       * Cells moved by a payout below the lowest threshold (negative = left, or down on a ladder).
       */
      belowPrice: number;
      /**
       * Cells added to `belowPrice` when the corporation owns no train (1820: -1). Default 0.
       */
      trainlessExtra?: number;
    };
    /**
     * True: a dividend paid that leaves the price where it is still puts the marker under the others on its cell, so the company operates after them (1860 rules L796-800). Default false.
     */
    restackOnUnchangedPayout?: boolean;
  };
}
/**
 * definitions/<title>/corporations.json: the public companies (railroads) players can start.
 */
export interface CorporationsFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The corporations, in display order.
   */
  corporations: Corporation[];
}
/**
 * A corporation: identity, home station, station tokens and share certificates.
 */
export interface Corporation {
  /**
   * The corporation's id (its usual abbreviation, e.g. "PRR"), unique within the title.
   */
  id: string;
  /**
   * The corporation's full name.
   */
  name: string;
  /**
   * The corporation's colour for display, as a CSS colour (e.g. "#1f4e9b").
   */
  color: string;
  /**
   * Where the corporation's home station token is placed when it floats. Absent: no fixed home; with title.json floatStations the director chooses where its first stations go when it starts (1820 §6.6.2).
   */
  home?: {
    /**
     * The home hex.
     */
    hex: string;
    /**
     * Which city of the home hex's tile, as an index among its city nodes (default 0).
     */
    city?: number;
    /**
     * True: the corporation's director chooses which city of the home hex takes the home station, when it is placed (1843 rules L3368-3373: the Midi at Albi or Montauban, J9). `city` is then the city reserved until the choice.
     */
    cityChoice?: boolean;
    /**
     * True: no other corporation may place a station anywhere on the home hex before this corporation has placed its home station (1843 rules L3368-3373: none at J9 before the Midi).
     */
    locksHex?: boolean;
    /**
     * True: no tile may be laid on the home hex before this corporation has placed its home station there (18NL's NZO at Arnhem & Nijmegen, H13; 18xx.games' G18NL track step).
     */
    locksTiles?: boolean;
  };
  /**
   * This corporation's tile lays in one operating turn, in place of the title's rounds.operating.tileLays (1843 rules L2545-2552: EST, MID, OU, PRO and SO may lay a second yellow tile for 20fr).
   */
  tileLays?: {
    /**
     * Whether this lay may place a new tile on an empty hex.
     */
    lay: boolean;
    /**
     * Whether this lay may upgrade an existing tile.
     */
    upgrade: boolean;
    /**
     * Money the corporation pays for this lay, on top of any terrain cost.
     */
    cost: number;
    /**
     * If false, this lay is lost once an earlier lay of the same turn was an upgrade (1870: two yellow tiles or one upgrade). Default true.
     */
    afterUpgrade?: boolean;
    /**
     * If false, this lay is lost once an earlier lay of the same turn placed a tile with a city (1860: no large station when two tiles are laid). Default true.
     */
    afterCity?: boolean;
    /**
     * If false, this lay may not place a tile with a city (1860: a large-station tile only as the turn's first lay). Default true.
     */
    cities?: boolean;
    /**
     * The tile colours this lay may place (1843: the second lay of EST, MID, OU, PRO and SO is a yellow tile). Absent: any colour the phase allows.
     */
    colors?: string[];
  }[];
  /**
   * The cost of each station token in the order they are placed; the first is the home token (usually 0). The length is the number of tokens.
   *
   * Items: An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
   */
  tokens: number[];
  /**
   * The share certificates, as percentages; the first is the president's certificate. They must sum to 100.
   */
  certificates: number[];
  /**
   * The percent one share of the corporation is: its market price is the price of one share, a certificate of k shares costs k times the price, a sale moves the price per share sold (rounds.stock.sellMovement downPerShare), a dividend is paid per share, and a full capitalisation is the par price times the number of shares. 10 (the default): ten shares, a 20% certificate costing twice the price. 20: a five-share corporation priced per 20% share (certificates [40, 20, 20, 20]: the president's costs twice the price), as 18xx.games prices every corporation per its own share (its share_percent). Every certificate is a whole number of shares. Absent: 10.
   */
  sharePercent?: 5 | 10 | 20 | 25 | 50 | 100;
  /**
   * The percentage of shares that must be sold from the IPO before the corporation floats.
   */
  floatPercent: number;
  /**
   * How the treasury is funded: "full" = the par price of all shares on floating, "incremental" = the price of each share as it is sold.
   */
  capitalization: 'full' | 'incremental';
  destination?: Destination;
  /**
   * Train kinds this corporation may run (1862 permits; see trains.json `kind`). Absent: every kind.
   */
  permits?: string[];
  /**
   * The layer the corporation belongs to (title.json `layers`): it may be started only once its layer is open, at one of the layer's par prices. Absent: always available.
   */
  layer?: number;
  /**
   * Hexes this corporation may lay or upgrade straight to a later colour, as if the tile of the colour before it were there (1843 rules L3191-3202: from the brown phase MID, PRO and SO lay brown on a port location as if it held a green tile). The lay uses the turn's upgrade; the hex's track must be kept and a connection is needed as usual; terrain is paid on a bare hex.
   */
  skipUpgrade?: {
    /**
     * The id of the phase from which the skip is allowed.
     */
    fromPhase: string;
    /**
     * The map.json icon the hex must carry (e.g. "port").
     */
    hexIcon: string;
    /**
     * The colour of the tile that may be laid straight away.
     */
    to: 'white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue';
  };
  /**
   * A historical objective: the first time the corporation has a station on `hex`, the bank pays `bonus` into its treasury, once in the game (18AL: $100 for a station in the city its charter names; 18xx.games G18AL's assign_hexes ability of a corporation, paid by its token step). Absent: no objective.
   */
  stationObjective?: {
    /**
     * The hex the objective names.
     */
    hex: string;
    /**
     * What the bank pays when a station of the corporation first stands on the hex.
     */
    bonus: number;
  };
}
/**
 * A corporation's destination hex and its destination marker.
 */
export interface Destination {
  /**
   * The destination hex: a city or an off-board area (checked by the linter).
   */
  hex: string;
  /**
   * What the destination marker costs when it is not placed on the destination during the connection run (or cannot be, because the corporation already has a station there) and is later placed as an ordinary station token, without the doubling bonus. Absent: it cannot be used that way.
   */
  tokenCost?: number;
}
/**
 * definitions/<title>/companies.json: the private companies. Optional: a title without private companies may omit the file.
 */
export interface CompaniesFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The private companies, in sale order.
   */
  companies: Company[];
}
/**
 * A private company: bought by a player (later possibly sold to a corporation), pays its owner a fixed revenue each operating round.
 */
export interface Company {
  /**
   * The company's id, unique within the title.
   */
  id: string;
  /**
   * The company's full name.
   */
  name: string;
  /**
   * The face value: the price when sold at a fixed price by the bank.
   */
  value: number;
  /**
   * The revenue paid to the owner at the start of each operating round.
   */
  revenue: number;
  /**
   * The numbers of players with which the company is in the game (1889: the South Iyo Railway is left out of the two-player game, the Uno-Takamatsu Ferry plays only with four or more). Absent: every game. A company left out starts closed, so it is never sold.
   *
   * @minItems 1
   */
  playerCounts?: [number, ...number[]];
  /**
   * The text of the company's card, for players: what its abilities do, in words.
   */
  description?: string;
  /**
   * The company's special abilities (may be empty).
   */
  abilities: Ability[];
  /**
   * Bonuses the routes of the corporation owning the company earn besides their stops, part of each route's revenue (18ChristmasEve's Egg Nog Express and Conductor's Hat; 18xx.games' revenue_for). "stopsAtAll": every route that stops at all of `hexes` earns `amount` more. "perArea": a route earns `amount` for each of `areas` (named lists of hexes) in which it stops at least once; with `routes` "mostAreas" only the run's route stopping in the most areas does (the first of them in the run's order). Absent: none.
   */
  routeBonuses?: {
    /**
     * "stopsAtAll" or "perArea" (above).
     */
    kind: 'stopsAtAll' | 'perArea';
    /**
     * The bonus: once per route (stopsAtAll), per area stopped in (perArea).
     */
    amount: number;
    /**
     * stopsAtAll: the hexes a route must all stop at.
     *
     * @minItems 1
     */
    hexes?: [string, ...string[]];
    /**
     * perArea: the areas, each a name and its hexes (18ChristmasEve's rooms, the frames printed on its map).
     */
    areas?: {
      /**
       * @minItems 1
       */
      [k: string]: [string, ...string[]];
    };
    /**
     * perArea: "each" (every route earns its bonus) or "mostAreas" (only the route stopping in the most areas). Default "each".
     */
    routes?: 'each' | 'mostAreas';
  }[];
  /**
   * Route markers the company gives the corporation that buys it (18AL's Memphis & Charleston: Robert E. Lee, +20 for a route to Atlanta and Birmingham; Pan American, +40 for Nashville and Mobile). In each run, each marker adds its revenue to one route that stops on all its hexes; several markers may go on one route. The corporation keeps them after the company closes, and loses them for good when its president changes. Absent: none.
   *
   * @minItems 1
   */
  routeMarkers?: [
    {
      /**
       * The marker's name.
       */
      name: string;
      /**
       * The hexes a route must stop on, all of them.
       *
       * @minItems 1
       */
      hexes: [string, ...string[]];
      /**
       * What the marker adds to the route's revenue.
       */
      revenue: number;
    },
    ...{
      /**
       * The marker's name.
       */
      name: string;
      /**
       * The hexes a route must stop on, all of them.
       *
       * @minItems 1
       */
      hexes: [string, ...string[]];
      /**
       * What the marker adds to the route's revenue.
       */
      revenue: number;
    }[]
  ];
  /**
   * The owning corporation may once buy a new train of one of `trains` from the bank at `percent` off its price (rounded down), by a buy_train whose entity is the company (18AL's New Decatur Yards: 50% off a 3, 4 or 5-train; 18xx.games ability train_discount). The purchase closes the company. Absent: no discount.
   */
  trainDiscount?: {
    /**
     * The discount, in percent of the train's price.
     */
    percent: number;
    /**
     * The train types (trains.json ids) the discount applies to.
     *
     * @minItems 1
     */
    trains: [string, ...string[]];
  };
}
/**
 * One ability of a private company, or the ability a cousin grants each company whose shares it holds (cousins.json; 1820 §14.2-14.5).
 */
export interface Ability {
  /**
   * A name for the ability, unique within its company, so that another ability's params can refer to it (e.g. two abilities sharing one use).
   */
  id?: string;
  /**
   * What the ability does: "revenue" (extra or changed revenue), "blocksHex" (no tile may be laid on the hexes in params until the company is bought or closes), "blocksPartition" (while the condition holds, no track may cross the map partitions of the kind in params, e.g. {"kind": "river"}; see map.json partitions), "tileLay" (an extra, free or discounted tile lay), "grantsShare" (the owner receives a share certificate), "assignToken" (a token or marker assigned to a hex), "closes" (when the company closes), "exchange" (the company may be exchanged for a share), "purchaseWindow" (overrides when and by whom the company may be bought from its owner, and at what price; params.phases [] = never), "obsolescence" (1843's Engineers card, rules L5265-5330: in its buy-train step the owning corporation marks one of its train certificates (action mark_train, the company acting), which closes the company unless params.closesCompany is false; when that certificate's type rusts it becomes obsolete instead: it runs params.runsAfterRust more times (default 1), is discarded just before its owner's next buy-train step after that, does not count toward the train limit and cannot be bought by another corporation; the mark is lost when the certificate changes hands first), "tileAndToken" (1843's du Havre and Boulogne-Amiens, rules L5164-5198, L5428-5474: in its track step, before it has laid a tile or placed a station that turn, the owning corporation lays a tile on one of params.hexes without a connection and places a station in its first city with room, or with params.stationOnlyIfTiled places only a station on such a hex that already shows a tile (actions lay_tile / place_token, the company acting), for params.cost in all (terrain, tile and station), as its whole track build and station placement; params.tileColours limits the tile). "convertToTrain" (1843's Val de Loire in 5- and 6-player games, rules L5332-5420: when a corporation buys the company while the condition holds (condition.phaseIn, condition.playerCountIn), the corporation gets a train of type params.train, a trains.json type (count 0 when the bank never sells it; a type the bank also sells gets one copy more), and the company closes unless params.closesCompany is false; with condition.belowTrainLimit the train comes only to a corporation below its train limit (18GA's Ocilla Southern: the free 2-train)). "placeStation" (18GA's Waycross & Southern, 18xx.games' token ability: in its station step, before it has placed a station that turn, the owning corporation places its next station in a city of one of params.hexes with room, without a connection, for params.price (default 0), as its station of the turn (action place_token, the company acting); params.uses times (default 1); while it can, the station step stays open until the corporation places a station or passes). purchaseWindow and convertToTrain read condition.playerCountIn (the game's number of players). The engine reads convertToTrain, tileAndToken, obsolescence, blocksHex (while the condition's ownerType holds, or while the company is open; 1843 L4976-4982), blocksPartition, tileLay (params hexes, tileColours, discount, free, fee, consumesLay, uses, sharesUsesWith, closesCompany, noConnection), grantsShare, assignToken, purchaseWindow, exchange and closes (condition companyBought, corporationAcquiresTrain, grantedCorporationAcquiresTrain: the corporation drawn for the company's grantsShare); revenue (params.revenue from params.fromPhase on, while the condition's ownerType holds, in place of the company's `revenue` field; 1889's Uno-Takamatsu Ferry, 50 from phase 5 while a player owns it), terrainDiscount (TerrainDiscountParams: the lays of the corporation the ability is granted to cost less terrain, and with params.barriers less border cost: params.discount less, or params.percentOff of it off, absent both all of it; only on hexes of terrain params.terrain (map.json `terrain`) when given; the terrain of an upgrade is not discounted; who is paid the discount is the grantor's: a company nobody, a cousin its kickback "discount"; 1889's Sumitomo Mines Railway while a corporation owns it, 18xx.games tile_discount; 1820's Joseph Locke) and staysOpen (the company does not close at a closeCompanies phase event while the condition's ownerType holds; 1889's Uno-Takamatsu Ferry while a player owns it, 18xx.games close on_phase never). Granted by a cousin (1820 §14.2-14.5; one card each): "portBothEnds" = a route that claims it (run_routes routes[].cousins) may begin and end at a port, each next to a station of the company as the title's port rule asks (GWSC); "doubleOffboardOnPortRoute" = a route that claims it and has a port and an off-board area (not one of params.excludeHexes) pays the off-board area twice (Sassoon); "halveFloatDistanceFee" = the float distance fee is halved when the cousin buys a share in the float round (Vignoles); "freeStation" = a station placed without its price (place_token `cousin`), or a station gained in a takeover above the station limit without the overage (Stephenson & Fox); "extraCityUpgrade" = one city upgrade beyond the track build (Bedlington); "bigCitySpecial" = a lay that claims it (lay_tile `cousin`) places a yellow big city where a small city could go, or upgrades a yellow small-city tile to a green big-city tile (Gas Light & Coke); "terrainDiscount" = params.percentOff 50 of terrain and barrier costs off, paid to the cousin by the bank (Locke; the kind companies use too, above); "buyTrainBeforeRun" = in the step before running (rounds.operating.steps privateBuyTrain) the company buys one train from the supply (Holden); "extraCityOnRoute" = a route that claims it counts one more city than its train allows, when it needs it (Vulcan). The route abilities do not apply to network trains (trains.json `network`). A granted ability's params: perShare (uses are limited to one per share of the investment the cousin holds: routes or trains in one run; with usesPerCompanyPerGame, the n-th use of the game needs n shares), max (the most routes of one run that may claim it), usesPerCompanyPerGame (how often each investment may use it in the game), mandatory (the director may not refuse it), excludeHexes (off-board hexes that do not count as off-board areas).
   */
  kind:
    | 'revenue'
    | 'blocksPartition'
    | 'tileLay'
    | 'assignToken'
    | 'closes'
    | 'purchaseWindow'
    | 'obsolescence'
    | 'portBothEnds'
    | 'doubleOffboardOnPortRoute'
    | 'extraCityUpgrade'
    | 'extraCityOnRoute'
    | 'staysOpen'
    | 'blocksHex'
    | 'convertToTrain'
    | 'halveFloatDistanceFee'
    | 'freeStation'
    | 'bigCitySpecial'
    | 'exchange'
    | 'grantsShare'
    | 'placeStation'
    | 'buyTrainBeforeRun'
    | 'terrainDiscount'
    | 'tileAndToken';
  /**
   * When the ability may be used: "anyTime", "ownerOperatingTurn" (during its owning corporation's operating turn; a tileLay ability with it holds the track step open, until used or passed, while the corporation owns it unused or could buy it, as 18xx.games' `track` timing), "anyStepOfOwnerTurn" (at any step of its owning corporation's operating turn, without holding any step open: the track step closes as usual after the corporation's own lays and the ability stays usable until the turn ends; 18xx.games' `owning_corp_or_turn`), "stockRound", "onPurchase" (once, when the company is bought).
   */
  when?: 'anyTime' | 'ownerOperatingTurn' | 'anyStepOfOwnerTurn' | 'stockRound' | 'onPurchase';
  /**
   * When the ability holds: every key given must hold (absent: always). Which keys an ability kind reads is said with each key; a key a kind does not read changes nothing.
   */
  condition?: {
    /**
     * Only while the company's owner is a player ("player") or a corporation ("corporation"): blocksHex, tileLay, placeStation, revenue, staysOpen and the other powers a corporation uses.
     */
    ownerType?: 'player' | 'corporation';
    /**
     * tileLay: only while one of these corporations owns the company (1843's Toulouse à Barcelone).
     *
     * Items: The id of a corporation in corporations.json (e.g. "PRR").
     */
    ownerIn?: string[];
    /**
     * tileLay: only in the operating round in which the owning corporation, not yet operated, bought the company.
     */
    boughtInOwnersFirstOperatingRound?: boolean;
    /**
     * closes: the company closes when this other company is bought (1860: the Fishbourne Ferry Company).
     */
    companyBought?: string;
    /**
     * closes: the company closes when this corporation acquires a train (1830's Baltimore & Ohio).
     */
    corporationAcquiresTrain?: string;
    /**
     * closes: the company closes when the corporation drawn for its grantsShare (drawCorporation) acquires a train (18Chesapeake's Cornelius Vanderbilt).
     */
    grantedCorporationAcquiresTrain?: boolean;
    /**
     * purchaseWindow and convertToTrain: only in these phases (phases.json ids).
     *
     * Items: The id of a phase in phases.json.
     */
    phaseIn?: string[];
    /**
     * purchaseWindow and convertToTrain: only in games of these player counts (1843's Val de Loire: 5 and 6).
     */
    playerCountIn?: number[];
    /**
     * assignToken: only while the owning corporation owns a train (18AL's Warrior Coal Field).
     */
    ownerHasTrain?: boolean;
    /**
     * assignToken: only on a hex the owning corporation's track network reaches (18AL's Warrior Coal Field).
     */
    hexReached?: boolean;
    /**
     * convertToTrain: only for a corporation below its train limit (18GA's Ocilla Southern).
     */
    belowTrainLimit?: boolean;
  };
  /**
   * Kind-specific parameters; each kind's are listed under $defs (e.g. TileLayParams for kind tileLay), and a key the kind does not have is an error, so `switchyard validate` catches a misspelt or misplaced parameter.
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * Round kinds in which the owning player may use the ability at any moment, whoever is acting, without taking or ending a turn (1843's Val de Loire exchange "at any time during an operating round", rules L5225-5240). The action is listed in legalActions for the owner's seat and accepted from that seat while another seat acts; the turn stays where it was. The engine reads it for kind "exchange" (action exchange_company).
   */
  outOfTurnIn?: ('stock' | 'operating')[];
}
/**
 * definitions/<title>/cousins.json: cousins, non-player investors each bought and played by a player (1820 §14). A cousin has a treasury and holds shares, is traded for in its player's stock turns, grants an ability to the companies it holds shares in and is paid kickbacks by the bank. Optional: a title without cousins omits the file.
 */
export interface CousinsFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * Every cousin in the box, in the order the rules list them.
   */
  cousins: Cousin[];
  /**
   * Which cousins a game uses: "onePerColourRandom" = one cousin of each colour, drawn with the game's seeded generator at setup (1820 §4 L234 says only "select"; the draw is a decision, NOTES G7); "all" = every cousin. Absent: all.
   */
  inPlay?: 'onePerColourRandom' | 'all';
  /**
   * The cousin auction (1820 §6.3 L276-329): in turn order each player bids on a cousin or passes (and may bid again later); it ends when every player passes in a row. Winners pay their bids; the unbid cousins are then offered to the players in ascending order of cash at the lowest winning bid; a cousin nobody takes leaves the game. The bank pays each bought cousin |price - paid| as its starting treasury. Absent: no auction (and so no cousin is ever owned).
   */
  auction?: {
    /**
     * The stock round (counting from 1) that opens with the auction, before its stock actions.
     */
    stockRound: number;
    /**
     * The smallest bid.
     */
    minBid: number;
    /**
     * Bids are multiples of this.
     */
    step: number;
    /**
     * How many cousins may carry a bid at once; a bid on another must beat the smallest standing bid, which is then returned (L310-312).
     */
    maxLotsWithBids: number;
  };
  /**
   * The phase at whose start every cousin closes: its shares are sold to the pool at the current price for its treasury, and half the treasury (rounded up) goes to its player, the rest to the bank (1820 §14.1 L1366-1371, Table 5.1: red). Absent: cousins never close.
   */
  closeOnPhase?: string;
}
/**
 * One cousin card.
 */
export interface Cousin {
  /**
   * The cousin's id, unique within the title.
   */
  id: string;
  /**
   * The name printed on the card.
   */
  name: string;
  /**
   * The card's colour; one cousin of each colour is used (inPlay).
   */
  colour: 'blue' | 'brown' | 'green' | 'red';
  /**
   * The marked price: the starting treasury is the difference between it and the price paid.
   */
  price: number;
  ability: Ability;
  kickback: CousinKickback;
}
/**
 * The bank's payment to the cousin when an investment uses its ability.
 */
export interface CousinKickback {
  /**
   * "none"; "fixed" = `amount` per use; "halfSmallestPort" / "halfPort" = half the (smallest) port's revenue on each such route; "halfFee" = half the distance fee paid; "halfCity" = half the revenue of the upgraded or added city; "bigCityTile" = the big-city tile's revenue; "discount" = the discount claimed. Halves are rounded down.
   */
  kind:
    'none' | 'fixed' | 'halfSmallestPort' | 'halfPort' | 'halfFee' | 'halfCity' | 'bigCityTile' | 'discount';
  /**
   * fixed: the amount per use.
   */
  amount?: number;
}
/**
 * definitions/<title>/trains.json: the train types, in the order the bank sells them.
 */
export interface TrainsFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The train types in depot order: all trains of a type are sold before the next type becomes available.
   */
  trains: TrainType[];
  /**
   * Future trains (1820 §6.4 L330-366): the first stock rounds open with an open-cry auction of one lot of future trains; the winner takes one or more of the lot's trains at the winning bid each and the rest is auctioned again; a lot nobody bids on leaves the game. A held future train is assigned to a company during the company's operating turn once its type is on sale: by its holder as the company's director (assign_future_train), or by another holder's consent (title.json negotiation deal assignFutureTrain); the assignment counts as a purchase of that type from the supply (it may start a phase). Absent: no future trains.
   */
  futureTrains?: {
    /**
     * The lots, one per stock round that opens with a future-train auction.
     */
    lots: FutureTrainLot[];
    /**
     * The smallest bid (1820: 20).
     */
    minBid: number;
    /**
     * Bids are multiples of this (1820: 10).
     */
    step: number;
    /**
     * How the auction is bid (engine/mechanisms/shared/openCry.ts). "seatOrder" (the default): from priority each player bids or passes in turn, and a pass is final for that auction. "openCry" (1820 §10.4 L970-982, as §6.4.2 L344 asks): every player not barred may bid at any time (out of turn), each declares done with a pass, and the auction ends when every player who could still bid has declared done since the last bid; equal bids made against the same standing bid go to the lower player card; a winner who takes no train defaults, is barred, and the lot is auctioned again.
     */
    bidding?: 'seatOrder' | 'openCry';
  };
  /**
   * Warranties (1862.md §2.6 items 6-7, §2.11.1): a train bought from the depot may take warranties at `price` each, up to `max` per train, a variant with `warranty` counting its built-in one toward `max`. Each time the owner's dividend step runs, every train it owns loses one warranty; a train that would rust while it has warranties is marked to rust and rusts when its last warranty goes. Absent: no warranties (built-in ones are ignored).
   */
  warranties?: {
    /**
     * The price of one warranty (1862: 50).
     */
    price: number;
    /**
     * The most warranties one train may carry, a built-in one included (1862: 3).
     */
    max: number;
  };
}
/**
 * A train type. Individual trains are numbered "<id>-<n>" (e.g. "3-1") in play.
 */
export interface TrainType {
  /**
   * The train type's id, usually its distance (e.g. "3") or a letter (e.g. "D"), unique within the title.
   */
  id: string;
  /**
   * What a train of this type may count on a route (docs/routes.md, "The revenue definition"): a number n = at most n stops of any kind, all paid (an n-train); "unlimited" = any number of stops; a list of stop buckets (n+m and express trains); {"hexes": n} = at most n hexes, every stop paid; or an X+Y allowance {"major": X, "minor": Y} (1860's 2+1 ... 9+5). Stops of the kinds the title's routes.skippable lists may in every case be passed without being counted.
   */
  distance: number | 'unlimited' | StopBucket[] | HexDistance | MajorMinorDistance;
  /**
   * The price of a train of this type from the bank.
   */
  price: number;
  /**
   * How many trains of this type the bank has, or "unlimited". 0: none in the bank: trains of the type come only from a company's convertToTrain ability (1843's Val de Loire as a 2-train); such a type is not on the roster (never on sale, never back from the rusted-train market).
   */
  count: number | 'unlimited';
  /**
   * A train type id: the first purchase of a train of that type rusts (removes from play) every train of this type.
   */
  rustsOn?: string;
  /**
   * A train type id: the first purchase of a train of that type makes every train of this type obsolete instead of rusting it (18TN's 4-trains on the first 6', 18xx.games `obsolete_on`): a corporation's obsolete train runs once more, is discarded just before its owner's next buy-train step, does not count toward the train limit and cannot be bought by another corporation; the bank's unsold ones leave the game.
   */
  obsoleteOn?: string;
  /**
   * A phase id: trains of this type may be bought only from that phase on, even if earlier types are not sold out.
   */
  availableOn?: string;
  /**
   * Where a train traded in for one of this type (tradeInDiscount) goes: "scrap" = it leaves the game; "pool" = the bank pool, where any corporation may buy it at its price (18xx.games' depot reclaim_train with DISCARDED_TRAINS :discard, played in 18Chesapeake: Off the Rails game 191930 log id 505).
   */
  tradedInTo?: 'scrap' | 'pool';
  /**
   * Trade-in: a corporation buying a train of this type from the bank may hand in one train of a listed type (keys are train type ids) and pay the price less the given amount (1870 diesels: $300 off for a 4, 5 or 6-train). The traded-in train leaves the game.
   */
  tradeInDiscount?: {
    /**
     * An amount of money in the title's currency units; never negative, and at most 1,000,000,000 (so sums stay exact).
     */
    [k: string]: number;
  };
  network?: NetworkRun;
  /**
   * The train's kind for permits (1862: "freight", "local" or "express"): a corporation runs only trains whose kind its permits allow. Absent: any corporation may run it.
   */
  kind?: string;
  /**
   * Node kinds a route of this train may not visit at all (1862: a Local may not visit an off-board area).
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  mayNotVisit?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * Node kinds this train passes without counting them or being paid for them (1862: an Express passes towns).
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  ignores?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * The route's revenue (its paid stops) is multiplied by this (1820 §15.3.3 N+D trains: "all doubled", 2). Subsidies and map markers are not multiplied. Default 1.
   */
  multiplier?: number;
  /**
   * A subsidy paid by the bank to the treasury for each hex the route touches that no earlier route of the run with such a subsidy touched (1862 Locals: 10 per hex). Like the halt subsidy it is not revenue.
   */
  subsidyPerHex?: number;
  chain?: ChainScoring;
  /**
   * True: a train of this type bought from the bank pool is bought as any of its variants again, at that variant's price, not as the variant it was last bought as (1843: a double-sided certificate in the pool may be bought on either side, D8 #29). Absent: a pool train keeps its variant (1862).
   */
  variantFromPool?: boolean;
  /**
   * The variants of this train card, of which the buyer chooses one when the train is bought (1862: Freight, Local or Express). Present: a purchase from the depot must name one (buy_train `variant`), and the bought train runs as its chosen variant alone; the train type's own `distance`, `kind` and other route fields are then not read. Absent: the type has no variants and runs by its own fields.
   *
   * @minItems 1
   */
  variants?: [TrainVariant, ...TrainVariant[]];
}
/**
 * One bucket of a bucketed distance: each stop the route counts goes to a bucket that takes its kind; the bucket holds at most `visit` stops and pays the best `pay` of them (an n+m train is two buckets; an express train that visits more than it pays is one bucket with visit > pay).
 */
export interface StopBucket {
  /**
   * The node kinds this bucket takes. Absent: any kind.
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  nodes?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * How many of the bucket's stops are paid (its most valuable ones).
   */
  pay: number;
  /**
   * How many stops the bucket may hold. Absent: `pay`.
   */
  visit?: number;
  /**
   * The revenue of every stop of a kind this bucket takes (the first bucket taking the kind) is multiplied by this, for this train (18xx.games' distance row `multiplier`; 18AL's 4D: cities and off-boards doubled, towns not). Absent: 1. The train's `multiplier` multiplies every paid stop instead.
   */
  multiplier?: number;
}
/**
 * A hex train: the route may touch at most `hexes` hexes, and every stop on it pays.
 */
export interface HexDistance {
  /**
   * The most hexes the route may touch (with `measure: "steps"`: the most hex-to-hex steps it may take).
   */
  hexes: number;
  /**
   * How the route's length is counted: "touched" = the hexes it touches (the default); "steps" = its steps from one hex to the next (1862 freight trains: an nF train runs at most n hex-to-hex steps).
   */
  measure?: 'touched' | 'steps';
}
/**
 * An X+Y train (1860 rules, Running Trains, L741-753): at most `major` large stops (the kinds in majorKinds) plus at most `minor` small stops (the kinds in minorKinds), every counted stop paid. With minorMayUseMajor, each major slot the route leaves unused may count one more small stop (a 2+1 may count 2 large + 1 small, or 1 large + 2 small). Large stops on the route must all be counted; small stops of a kind in the title's routes.skippable may be passed uncounted.
 */
export interface MajorMinorDistance {
  /**
   * X: the most large stops the train counts.
   */
  major: number;
  /**
   * Y: the most small stops the train counts in addition.
   */
  minor: number;
  /**
   * The node kinds that are large stops. Absent: ["city", "offboard"].
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  majorKinds?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * The node kinds that are small stops. Absent: ["town", "halt"].
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  minorKinds?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * True: every unused major slot may count one more small stop. Absent: false.
   */
  minorMayUseMajor?: boolean;
}
/**
 * A network train (1820's FLOOD, rules §15.3.4; docs/routes.md, "Network (FLOOD) trains"): it runs a network, not a route. The director selects one of the corporation's stations; the train runs every revenue location connected by track to it (not through a city holding other corporations' tokens only and no open slot, and not over track the corporation's other trains use this run), plus every port immediately adjacent and connected to a station of the corporation in that network. Revenue is the sum of those locations, each once, each port's value multiplied by the number of off-board spikes (at least 1) that can reach the network's stations over track-disjoint paths. Submitted as a route whose path is the selected station alone. The train's `distance` is not used (write "unlimited").
 */
export interface NetworkRun {
  /**
   * The hex icon (map.json `icons`) that makes a hex's revenue nodes ports: counted only when immediately adjacent and connected to a station of the corporation in the network, and never an off-board spike. Absent: "port".
   */
  portIcon?: string;
}
/**
 * Chained scoring (1862 freight trains, rules 7.8 as summarised in ../shared/rules/digests/1862.md, Run routes): the routes of a run's trains that have this scoring join end to end into chains (two routes sharing an end stop belong to one chain). A chain pays only its two end stops, each once, plus `bonusPerHex` for each hex between its ends as the crow flies (for an off-board end: counted from the hex before it on the route, plus one). Trains with `mustChain` must all be in one chain, and a chain made only of them must be the only chain.
 */
export interface ChainScoring {
  /**
   * Bonus for each hex between the chain's two ends (1862: 20).
   */
  bonusPerHex: number;
  /**
   * The bonus per hex instead when an end of the chain is an off-board area on a hex of one of `portColors` (1862: 30 for ports, the blue off-boards).
   */
  portBonusPerHex?: number;
  /**
   * Tile colours whose off-board areas are ports for `portBonusPerHex` (1862: ["blue"]).
   */
  portColors?: string[];
  /**
   * True: every train of this type must be in the run's one chain that holds such trains (1862: the non-permanent freight trains 1F, 2F, 3F and 5F).
   */
  mustChain?: boolean;
}
/**
 * One variant of a train card, chosen when the train is bought (1862: each lettered card A-H is bought as its Freight, Local or Express variant, e.g. card A as 1F*, 2L* or 2E*; 1862.md §2.6 Buy trains and §2.11.1). The choice is made at purchase and fixed for the train's life; the bought train then runs by the variant's fields instead of the type's own route fields (distance, kind, mayNotVisit, ignores, subsidyPerHex, chain). Price, count and rusting stay the card's (the TrainType's).
 */
export interface TrainVariant {
  /**
   * The variant's name as printed and as 18xx.games exports record it in buy_train `variant` (1862: "1F*", "2/3L", "4/5E"; the * marks a built-in warranty). Unique within its train type.
   */
  id: string;
  /**
   * What a train bought as this variant may count on a route; the same forms as the TrainType's `distance` (1862 Freight: {"hexes": n, "measure": "steps"}; Local and Express: stop buckets). Required unless `runs` is given.
   */
  distance?: number | 'unlimited' | StopBucket[] | HexDistance | MajorMinorDistance;
  /**
   * The kind of a train bought as this variant, for permits (1862: "freight", "local" or "express"). Absent: any corporation may run it.
   */
  kind?: string;
  /**
   * Node kinds a route of a train bought as this variant may not visit (1862 Locals: ["offboard"]).
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  mayNotVisit?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * Node kinds a train bought as this variant passes without counting them or being paid for them (1862 Express and Freight: ["town"]).
   *
   * Items: A kind of tile node, as in tiles.schema.json.
   */
  ignores?: ('city' | 'town' | 'offboard' | 'junction' | 'halt')[];
  /**
   * Per-hex subsidy of a train bought as this variant, as the TrainType's `subsidyPerHex` (1862 Locals: 10).
   */
  subsidyPerHex?: number;
  chain?: ChainScoring;
  /**
   * The price of a train bought as this variant, from the depot or (with the type's `variantFromPool`) the pool, instead of the type's: a side of a double-sided certificate has its own price (1843: the yellow certificate costs 125 as its 2+1 side, 200 as its "2×2 or 3+1" side; rules L3957-3983). Absent: the type's price.
   */
  price?: number;
  /**
   * A side that runs as more than one train, or as a choice (1843's ×2 sides, rules L6701-6715 and L4268-4304): a list of forms, each a list of the trains the certificate runs as in that form (each with its own distance). The certificate runs in one form at a time, chosen when it runs; its trains are "<train id>#<n>" in run_routes, n counting the trains of all forms from 1. The trains of a form never leave the certificate, so they never change hands separately. For the train limit (phases.json trainCertificateLimit) the certificate counts as the trains of its smallest form. Absent: the variant runs as one train by `distance`.
   *
   * @minItems 1
   */
  runs?: [
    [
      {
        /**
         * What this train counts on a route, as the TrainType's `distance` (1843 green ×2: [{"pay": 3, "visit": 5}]).
         */
        distance: number | 'unlimited' | StopBucket[] | HexDistance | MajorMinorDistance;
      },
      ...{
        /**
         * What this train counts on a route, as the TrainType's `distance` (1843 green ×2: [{"pay": 3, "visit": 5}]).
         */
        distance: number | 'unlimited' | StopBucket[] | HexDistance | MajorMinorDistance;
      }[]
    ],
    ...[
      {
        /**
         * What this train counts on a route, as the TrainType's `distance` (1843 green ×2: [{"pay": 3, "visit": 5}]).
         */
        distance: number | 'unlimited' | StopBucket[] | HexDistance | MajorMinorDistance;
      },
      ...{
        /**
         * What this train counts on a route, as the TrainType's `distance` (1843 green ×2: [{"pay": 3, "visit": 5}]).
         */
        distance: number | 'unlimited' | StopBucket[] | HexDistance | MajorMinorDistance;
      }[]
    ][]
  ];
  /**
   * The variant this side may be turned over to, by its owner, to come within the train limit (1843: a ×2 side to its single-train side, rules L4316-4334; discard_train `flip`). Absent: it cannot be flipped.
   */
  flipsTo?: string;
  /**
   * True: a train bought as this variant comes with one warranty built in (1862: the * variants of cards A and D, 1F*, 2L*, 2E*, 5F*, 4L*, 4E*; 1862.md §2.6 Buy trains: such a train may take 2 more warranties at purchase, others 3). Absent: false.
   */
  warranty?: boolean;
}
/**
 * The future trains auctioned at the start of one stock round.
 */
export interface FutureTrainLot {
  /**
   * The stock round (counted from 1) that opens with this auction.
   */
  stockRound: number;
  /**
   * The train type ids of the lot, one entry per train.
   *
   * @minItems 1
   *
   * Items: An identifier of a definition item (corporation, company, train, phase, tile, variant): letters, digits and & + ' - _ . only (18xx.games' primed trains, 18TN's 3' and 6'), so it can appear in URLs, action logs and train instance ids.
   */
  trains: [string, ...string[]];
  /**
   * True: winning bids are not paid at once but deducted from the winner's next stock-round income (title.json stockRoundIncome; 1820 §6.4.2: the first stock round's bids come out of the second's income). Absent: paid at once.
   */
  payFromNextIncome?: boolean;
}
/**
 * definitions/<title>/phases.json: the game phases, in order. Buying the first train of a type can start a new phase.
 */
export interface PhasesFile {
  /**
   * Editor hint: the path or URL of the JSON Schema this file follows. Ignored by the engine.
   */
  $schema?: string;
  /**
   * The phases in order; the game starts in the first one.
   */
  phases: Phase[];
}
/**
 * A game phase: which tiles may be laid, how many operating rounds per set, the train limit.
 */
export interface Phase {
  /**
   * The phase's id (often the name of the train that starts it, e.g. "3"), unique within the title.
   */
  id: string;
  /**
   * The train type whose first purchase starts this phase. The first phase's train is the first train type (the game starts in that phase).
   */
  onTrain: string;
  /**
   * The phase colour, which selects off-board revenue values.
   */
  color: 'white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue';
  /**
   * The tile colours that may be laid during this phase.
   *
   * Items: A tile or phase colour. Tiles are laid in the order yellow, green, brown, gray; white is the empty or preprinted map colour, red is for off-board areas and blue for water or special hexes.
   */
  tiles: ('white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue')[];
  /**
   * The number of operating rounds in each set between stock rounds during this phase.
   */
  operatingRounds: number;
  /**
   * The most trains a corporation may own during this phase.
   */
  trainLimit: number;
  /**
   * The most train certificates a corporation may own during this phase, beside `trainLimit`, which then counts trains: a two-dimensional limit "trains/certificates" (1843 rules L4171-4376: 4/4, 4/4, 3/3, 3/2, 2/2, 2/2). A certificate counts as the trains of its side (trains.json TrainVariant `runs`: a ×2 side 2, a flexible side its smallest form), a rusted certificate counts, an obsolete one does not. Over the limit, the owner turns ×2 certificates to their single side (`flipsTo`) or discards certificates to the pool. Absent: `trainLimit` counts certificates, each one train.
   */
  trainCertificateLimit?: number;
  /**
   * True: `trainLimit` is the most trains of each kind (trains.json `kind`, a variant's kind for a train bought as a variant) a corporation may own, not the total (1862.md §2.6 item 7, §2.11.2: 3 or 2 of each kind in phases A-F, 3 in total from G). A corporation with no train may always buy. Absent: the limit is a total.
   */
  trainLimitPerKind?: boolean;
  /**
   * How many trains a corporation may buy from the depot in one operating turn during this phase: "unlimited" (the default: as many as it can hold); "one" = one train in all (18xx.games' SingleDepotTrainBuy, status limited_train_buy; 18GA phases 2 and 3); "onePerType" = one train of each type (18xx.games' BuySingleTrainOfType; 1836Jr30, every phase). Trains from the pool and from other corporations are never limited.
   */
  depotTrainsPerTurn?: 'unlimited' | 'one' | 'onePerType';
  /**
   * Events that happen when this phase starts.
   */
  events?: {
    /**
     * "closeCompanies" = every private company closes (or those in `companies`); "removeTokens" = the tokens that the abilities of the companies in `companies` placed on the map (1870's cattle and port tokens) are removed, whether or not those companies are still open; "companiesBuyable" = from now on corporations may buy private companies from players, at a price agreed with the owner between `minPricePercent` and `maxPricePercent` of the company's face value (companies' purchaseWindow abilities may override this); "companiesForSale" = the bank offers the companies in `companies` to players at face value from now on, as the buyCompany step of their stock turns (1860's Fishbourne Ferry from the first 6+3, L213-219); "removeAllOtherTrains" = every train of another type than the one that started the phase leaves the corporations and the pool (1843 gray phase, L8059); "rustedTrainMarket" = every certificate of a type that rusts (trains.json `rustsOn`) returns to the depot at once as a rusted certificate on its first variant (its single side), all types on sale together at that variant's price, under the terms below (1843 gray phase, rules L4033-4128, L8063, L8079).
     */
    kind:
      | 'closeCompanies'
      | 'removeTokens'
      | 'companiesBuyable'
      | 'companiesForSale'
      | 'removeAllOtherTrains'
      | 'rustedTrainMarket';
    /**
     * rustedTrainMarket only: true = rusted certificates are paid from the treasury alone, never with the director's money (1843 L4081-4088).
     */
    treasuryOnly?: boolean;
    /**
     * rustedTrainMarket only: the most rusted certificates a corporation may own (1843: 1, L4092).
     */
    maxPerCompany?: number;
    /**
     * rustedTrainMarket only: false = a rusted certificate does not count as a train for the must-own-a-train rule, nor for a forced purchase (1843 L4107-4115). Absent: true.
     */
    satisfiesMustOwn?: boolean;
    /**
     * rustedTrainMarket only: true = in its buy-train step a corporation may discard its rusted certificate without recompense to buy a dearer train at once (buy_train `exchange`; 1843 L4119-4128).
     */
    discardToUpgrade?: boolean;
    /**
     * The companies the event applies to (closeCompanies: absent = all; removeTokens, companiesForSale: required).
     *
     * Items: The id of a private company in companies.json.
     */
    companies?: string[];
    /**
     * companiesBuyable only: the lowest price, as a percentage of face value (rounded up to a whole unit).
     */
    minPricePercent?: number;
    /**
     * companiesBuyable only: the highest price, as a percentage of face value.
     */
    maxPricePercent?: number;
    /**
     * companiesBuyable only: the lowest price in money, for every company (1843 L4922: "1fr to 2x face"); replaces minPricePercent.
     */
    minPrice?: number;
  }[];
  /**
   * Standing rules in force during this phase: "interplayerPrivateTrade" = in a stock turn a player may, instead of buying a certificate, buy a private company from another player at any agreed price (1870 phases 1 to 3); "noCertificateLimit" = players have no certificate limit (1860 from the first 8+4, L538-539); "noShareCountReduction" = companies may not reduce their share count (title.json shareCounts.reduce; 1820 §8.2 L755, from brown).
   */
  status?: ('interplayerPrivateTrade' | 'noCertificateLimit' | 'noShareCountReduction')[];
  /**
   * True: when this phase begins, every floated corporation that owns a train loses one train's run in its next operating turn (18TN's Civil War, in phase 3½: 18xx.games G18TN event civil_war). In that turn, if every train it owns runs, the run earns its routes' sum less the lowest route; a corporation owning one train earns nothing and its share price stays where it is. The loss is spent by that turn's dividend, whatever the run.
   */
  lostTrainRun?: boolean;
  /**
   * False: during this phase no track is laid or upgraded and no station token is placed, home stations and home tiles included (1860: the Southern Railway, L893-898). Absent: true. When is set by `restrictionsFrom`.
   */
  building?: boolean;
  /**
   * False: during this phase halts count for nothing: a train passes them without counting them (no allowance, no subsidy), and routes still may not end at one (1860: from the Southern Railway, L897-904). Absent: true. When is set by `restrictionsFrom`.
   */
  haltsCount?: boolean;
  /**
   * When this phase's `haltsCount: false` and `building: false` take effect: "phaseStart" (the default) = at once; "nextStockRound" = from the start of the first stock round after the phase begins, so the current set of operating rounds is played out under the old rules (1860 rules L895-898: track and bases until the end of the current set of ORs; halts no longer counted from the following stock round).
   */
  restrictionsFrom?: 'phaseStart' | 'nextStockRound';
}

/** The definition files of a title directory, keyed by the name used in variant patches, in the order of the schemas. */
export const DEFINITION_FILES = ['title', 'map', 'tiles', 'market', 'corporations', 'companies', 'cousins', 'trains', 'phases'] as const;
/** The name of a definition file. */
export type DefinitionFileKey = (typeof DEFINITION_FILES)[number];
