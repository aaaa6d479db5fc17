/**
 * A title's rules summary: what a player needs to know before a game (money,
 * limits, capitalisation, stock-round order, price movement, track, trains,
 * phases, end of game), read from the compiled definition and nothing else.
 *
 * Pure and data-driven: no title id is ever compared, and a rule the definition
 * does not model is left out rather than guessed. Where a schema documents a
 * default for an absent member (homeToken "float", afterUpgrade true, ...), the
 * summary reports that default, because that is what the engine does.
 *
 * `text` renders the structure as plain-English sentences for game lists and
 * lobbies; every number in it comes from the same structure.
 */
import type { TitleFile } from '../generated/definition';
import { formatMoney } from '../context';
import type { Title } from './title';
import { distanceStops } from '../routes/revenue';

/*
 * The fields a mechanism adds to the summary (SummaryPart), declared in its own module by
 * declaration merging into one of these, as its state is into engine/state/slices.ts:
 *
 *     declare module '../definition/rules-summary' {
 *       interface StockRoundSummaryParts { historicalOrder: HistoricalOrderSummary | null }
 *     }
 */
/* eslint-disable @typescript-eslint/no-empty-object-type -- filled by the mechanisms' declarations */
/** Top-level fields of the summary a mechanism adds. */
export interface RulesSummaryParts {}
/** Fields of PrivateCompaniesSummary a mechanism adds. */
export interface PrivateCompaniesSummaryParts {}
/** Fields of StockRoundSummary a mechanism adds. */
export interface StockRoundSummaryParts {}
/** Fields of SpecialRulesSummary a mechanism adds. */
export interface SpecialRulesSummaryParts {}
/* eslint-enable @typescript-eslint/no-empty-object-type */

type RoundKind = TitleFile['rounds']['cycle'][number];
type Stock = TitleFile['rounds']['stock'];
type Operating = TitleFile['rounds']['operating'];

export interface CertificateLimitRow {
  /** The number of corporations still in play this row applies to (see `text` for the ranges). */
  corporationsInPlay: number;
  limit: number;
}

export interface CertificateLimitSummary {
  players: number;
  /** The limit, when it does not depend on the corporations in play; otherwise null. */
  limit: number | null;
  /** Limits by corporations still in play, most corporations first; empty when `limit` is set. */
  byCorporationsInPlay: CertificateLimitRow[];
}

export interface PrivateCompanySummary {
  id: string;
  name: string;
  value: number;
  revenue: number;
}

export interface PrivateCompaniesSummary extends PrivateCompaniesSummaryParts {
  /** The sale mechanism (title.json companySale.kind). */
  sale: TitleFile['companySale']['kind'];
  /** "stock" or "auction": the kind of round in which they are sold. */
  soldIn: 'stock' | 'auction';
  /** The waterfall auction's parameters, when the companies are auctioned and the definition gives them. */
  /** allPassEffects: what a round of passes does, in order ("payout", "decayBeforeFirstSale", "decay", "discardTrain"); allPassDiscardTrain: the train type "discardTrain" takes, else null. */
  auction: { minRaise: number; allPassDecay: number | null; allPassEffects: string[]; allPassDiscardTrain: string | null; decayUntilSold: number } | null;
  companies: PrivateCompanySummary[];
}

export interface CorporationSummary {
  id: string;
  name: string;
  capitalization: 'full' | 'incremental';
  /** The percentage sold from the initial offering at which it floats (after any override of the stock rules). */
  floatPercent: number;
  /** Share certificates in percent, the president's first. */
  certificates: number[];
  /** Station token costs in placement order, the home token first. */
  tokenCosts: number[];
  /** The destination hex, if it has one. */
  destination: string | null;
  /** The destination hex's printed name, if any. */
  destinationName: string | null;
}

export interface CapitalisationGroup {
  capitalization: 'full' | 'incremental';
  floatPercent: number;
  /** Corporation ids, in definition order. */
  corporations: string[];
}

export interface StockRoundSummary extends StockRoundSummaryParts {
  steps: string[];
  /** "sellThenBuy", "sellBuyOrBuySell" or "sellBuySell". */
  turn: Stock['turn'];
  /** "afterOperated", "always" or "afterFirstStockRound". */
  sellAllowed: Stock['sellAllowed'];
  noBuyAfterSellSameRound: boolean;
  /** "otherPlayerWithEnoughShares" or "never". */
  presidentCanDumpTo: Stock['presidentCanDumpTo'];
  /** The stock round has the corporateBuyback step (a corporation redeems its own shares). */
  corporateBuyback: boolean;
  /** The stock round has the reissue step. */
  reissue: boolean;
  /** The highest par a reissue may set, if capped. */
  reissueMaxPar: number | null;
  /** Players may trade private companies among themselves (privateTrade step) in the phases whose status allows it. */
  privateTrade: boolean;
  /** rounds.stock.salesOverHoldingLimit: what a player above the holding limit may sell while the price is in a zone with the limit, "toLimit" (enough to come back within it) or "any". */
  salesOverHoldingLimit: Stock['salesOverHoldingLimit'];
}

export interface PriceMovementSummary {
  /** "downPerShare", "downPerCertificate" or "none" (rounds.stock.sellMovement.move). */
  onSale: Stock['sellMovement']['move'];
  /** Sales move no price before the corporation has "floated" or "operated"; null: from par. */
  saleNotBefore: Stock['sellMovement']['notBefore'] | null;
  /** The phase from which sales move no price; null: never. */
  saleNotFromPhase: string | null;
  /** At the end of a stock round, for a corporation whose shares are all held by players: "up" or "none". */
  soldOutAtEndOfStockRound: Stock['soldOutMovement'];
  /** What a move up does on the top row: "stay" or "rightThenDown". */
  upOnTopRow: 'stay' | 'rightThenDown';
  onPayout: Operating['dividend']['payoutMovement'];
  onWithhold: Operating['dividend']['withholdMovement'];
  /** After a half dividend, when half dividends are allowed and the definition says: "none". */
  onHalf: 'none' | null;
  /** The market has a ledge (cells flagged l). */
  ledge: boolean;
}

export interface MarketZoneSummary {
  /** "yellow", "orange" or "brown". */
  zone: 'yellow' | 'orange' | 'brown';
  lowestPrice: number;
  highestPrice: number;
  /** Certificates there do not count toward the certificate limit (always true for these zones). */
  noCertificateLimit: boolean;
  /** A player may hold more than the holding limit. */
  unlimitedHolding: boolean;
  /** A player may buy several certificates per turn. */
  multipleBuys: boolean;
}

export interface MarketSummary {
  kind: 'grid';
  rows: number;
  /** The distinct par prices, highest first. */
  parPrices: number[];
  lowestPrice: number;
  highestPrice: number;
  zones: MarketZoneSummary[];
  /** Prices of cells where a corporation closes. */
  closingPrices: number[];
  /** Prices of cells that end the game. */
  endGamePrices: number[];
  /** market.json parTiers: the par prices that open with each phase (a tier stays open in later phases); empty: every par price is open from the start. */
  parTiers: { fromPhase: string; prices: number[] }[];
}

export interface DividendSummary {
  kinds: Operating['dividend']['kinds'];
  /** For half dividends: how the corporation's half is rounded. */
  halfRetained: { rounding: 'down' | 'up'; multiple: number } | null;
  /** Who receives dividends on shares no player holds; absent in the definition = nobody. */
  recipients: { ipo: 'corporation' | 'none' | 'corporationIfIncremental'; treasury: 'corporation' | 'none'; market: 'corporation' | 'none' };
}

export interface TileLaySummary {
  lay: boolean;
  upgrade: boolean;
  cost: number;
  afterUpgrade: boolean;
}

export interface OperatingRoundSummary {
  order: Operating['order'];
  steps: string[];
  tileLays: TileLaySummary[];
  mustBuyTrain: Operating['mustBuyTrain'];
  emergencyBuy: { presidentContributes: boolean; cheapestOnly: boolean; fromOtherCorporations: boolean; bankruptcy: Operating['emergencyBuy']['bankruptcy'] };
  homeToken: 'float' | 'operate';
  /** rounds.operating.homeToken { afterStep }: the operating step after which the home station goes down in the first turn; null: as the turn begins (or at the float). */
  homeTokenAfterStep: string | null;
  trainsFromCorporations: 'any' | 'samePresident' | 'never';
  destinationMarkerTakesSlot: boolean;
  /** rounds.operating.firstTurnTileLays: the lays of a corporation's first operating turn; null: tileLays as in every turn. */
  firstTurnTileLays: TileLaySummary[] | null;
}

export interface TrainSummary {
  id: string;
  /** Stops counted; null when unlimited. */
  distance: number | null;
  price: number;
  /** How many the bank has; null when unlimited. */
  count: number | null;
  /** The phase the first purchase of this type starts, if any. */
  startsPhase: string | null;
  /** The train type whose first purchase rusts this one. */
  rustsOn: string | null;
  /** The phase that train type starts, if any. */
  rustsInPhase: string | null;
  /** trains.json obsoleteOn: the train type whose first purchase makes this one obsolete (it runs once more, then is discarded). */
  obsoleteOn: string | null;
  /** The phase that train type starts, if any. */
  obsoleteInPhase: string | null;
  /** trains.json tradedInTo: where a train traded in for one of this type goes, "scrap" (out of the game) or "pool" (the bank pool, on sale at its price). */
  tradedInTo: 'scrap' | 'pool';
  /** The phase from which it may be bought even if earlier types are not sold out. */
  availableFromPhase: string | null;
  tradeIns: { trainType: string; discount: number }[];
  /** The permit kind, if any. */
  kind: string | null;
}

export interface TrainLimitSpan {
  limit: number;
  /** The phases with this limit, in order. */
  phases: string[];
}

export interface PhaseEventSummary {
  kind: 'closeCompanies' | 'removeTokens' | 'companiesBuyable' | 'companiesForSale' | 'removeAllOtherTrains' | 'rustedTrainMarket';
  /** The companies concerned; empty = all (closeCompanies). */
  companies: string[];
  minPricePercent: number | null;
  maxPricePercent: number | null;
  /** companiesBuyable: the lowest price in money for every company (replaces minPricePercent). */
  minPrice: number | null;
}

export interface PhaseSummary {
  id: string;
  onTrain: string;
  /** The phase starts the game (the first phase). */
  initial: boolean;
  color: string;
  tiles: string[];
  operatingRounds: number;
  trainLimit: number;
  /** phases.json trainCertificateLimit: the most train certificates a corporation may own (1843), beside trainLimit trains; null when not limited apart. */
  trainCertificateLimit: number | null;
  events: PhaseEventSummary[];
  status: string[];
  /** phases.json depotTrainsPerTurn: how many trains a corporation may buy from the depot in one operating turn ("unlimited", "one", "onePerType"). */
  depotTrainsPerTurn: string;
}

/**
 * A private company's power, by ability kind, for the kinds whose terms a player needs before a
 * game; a mechanism adds the kinds it brings by declaration merging (SummaryPart.powers).
 */
export interface CompanyPowerKinds {
  tileLay: { company: string; kind: 'tileLay'; hexes: string[]; when: string; anyStops?: { tiles: string[] } };
}
export type CompanyPowerSummary = CompanyPowerKinds[keyof CompanyPowerKinds];

/** Rules set by single settings that the sections above do not carry. */
export interface SpecialRulesSummary extends SpecialRulesSummaryParts {
  /** Off-board areas over several hexes (tiles node `group`): a route visits one hex of each. */
  revenueGroups: { group: string; hexes: string[] }[];
  /** Printed cities routes may begin or end at but never pass through (tiles node passThrough false), in map order. */
  terminalCities: string[];
  /** Tiles node routeBonus: the hexes (printed map) and tiles whose stop raises a route's revenue by `percent`, rounded down to a multiple of `roundDownTo`. */
  routeBonuses: { percent: number; roundDownTo: number; hexes: string[]; tiles: string[] }[];
  /** title.json routes.sharedTrack: "all" (routes of one run may share any track), the hexes of the pieces that `routes` routes may share, or null (each piece carries one route). */
  sharedTrack: 'all' | { routes: number; hexes: string[] } | null;
  powers: CompanyPowerSummary[];
}

export interface RulesSummary extends RulesSummaryParts {
  currency: string;
  /** Where the currency symbol goes: before the amount ($100) or after it (125fr). */
  currencyPosition: 'before' | 'after';
  players: { min: number; max: number };
  bank: { cash: number; afterBreak: 'continue' | null };
  /** Starting cash per player, by number of players (fewest first). */
  startingCash: { players: number; cash: number }[];
  certificateLimits: CertificateLimitSummary[];
  holdingLimitPercent: number;
  marketPoolLimitPercent: number;
  /** Who has priority in the first stock round: "seeded" or "firstSeat". */
  firstPriority: 'seeded' | 'firstSeat';
  rounds: { initial: RoundKind[]; cycle: RoundKind[] };
  /** Null when the title has no private companies. */
  privateCompanies: PrivateCompaniesSummary | null;
  corporations: CorporationSummary[];
  capitalisation: CapitalisationGroup[];
  stockRound: StockRoundSummary;
  priceMovement: PriceMovementSummary;
  market: MarketSummary;
  dividends: DividendSummary;
  operatingRound: OperatingRoundSummary;
  trains: TrainSummary[];
  trainLimits: TrainLimitSpan[];
  phases: PhaseSummary[];
  /** `soldOutTiming`: marketEndCell only, when the end-of-stock-round sold-out rise reaches the cell (1843); null: `timing`. */
  endConditions: { kind: string; timing: string; soldOutTiming: string | null; train: string | null; sets: number | null }[];
  /** "netWorth". */
  scoring: string;
  special: SpecialRulesSummary;
  /** The summary in plain English, one sentence per entry. */
  text: string[];
}

/** The summary without its text: what the sentences are written from. */
export type SummaryStructure = Omit<RulesSummary, 'text'>;

/** Fields a mechanism adds to the summary, by section (the sections' *Parts interfaces declare them). */
export interface SummaryFields {
  summary?: Partial<RulesSummaryParts>;
  privateCompanies?: Partial<PrivateCompaniesSummaryParts>;
  stockRound?: Partial<StockRoundSummaryParts>;
  special?: Partial<SpecialRulesSummaryParts>;
}

/**
 * Where in the text a mechanism's sentences go. `turnOrder`, `companySale` and `operatingOrder`
 * replace the core's sentence (the first stock round's priority; the waterfall auction's terms; the
 * order in which corporations operate) when a mechanism answers; the others follow the core's
 * sentences on: the stock round's other steps (`stockSteps`), the sales of a stock-round turn
 * (`selling`), the stock round's rules (`stockRound`), the sold-out rise at the end of a stock
 * round (`soldOutRise`), a corporation's home station (`stations`), the operating round's rules
 * (`operatingRound`, after who buys trains from whom), the phases (`phases`, after their events
 * and standing rules).
 */
export type SummaryPlace = 'turnOrder' | 'companySale' | 'operatingOrder' | 'stockSteps' | 'selling' | 'stockRound' | 'soldOutRise' | 'stations' | 'operatingRound' | 'phases';

/** The helpers a mechanism's sentences are written with. */
export interface SummaryWords {
  /** An amount in the title's currency. */
  money(n: number): string;
  /** "a", "a and b", "a, b and c" (or "or"). */
  list(items: string[], conjunction?: 'and' | 'or'): string;
}

/** A private company's power of one ability kind: read from the definition, then told. */
export interface PowerPart {
  /** The power's terms, or null when this ability is not one a player needs before a game. */
  read(company: string, ability: { when?: string; params: Record<string, unknown>; condition?: Record<string, unknown> }): CompanyPowerSummary | null;
  sentence(power: CompanyPowerSummary, say: SummaryWords): string;
}

/**
 * What a mechanism adds to the rules summary (engine/core/mechanism.ts Mechanism.summary). The
 * summary asks the title's mechanisms in registry order; a title without the mechanism gets
 * `fieldsWhenOff`, so every title's summary has every field.
 */
export interface SummaryPart {
  /** Its fields, read from the compiled title. */
  fields?(title: Title): SummaryFields;
  /** Its fields in a title without it. */
  fieldsWhenOff?: SummaryFields;
  /** A corporation's float percentage where the mechanism overrides corporations.json; null: it does not. */
  floatPercent?(title: Title, corporation: string): number | null;
  /** Its sentences, by the place in the text they go, written from the summary's structure. */
  text?: Partial<Record<SummaryPlace, (s: SummaryStructure, say: SummaryWords) => string[]>>;
  /** The powers of the ability kinds it brings, by kind. */
  powers?: Readonly<Record<string, PowerPart>>;
  /** Words for the names it brings: stock and operating steps, end conditions, phase statuses. */
  words?: { stockSteps?: Record<string, string>; operatingSteps?: Record<string, string>; endConditions?: Record<string, string>; phaseStatus?: Record<string, string> };
  /** The whole clause of the game's end for an end condition of a kind it brings, in place of "<timing> when <words>" (null: that). */
  endClauses?: Readonly<Record<string, (e: SummaryStructure['endConditions'][number], say: SummaryWords) => string | null>>;
}

// ---------------------------------------------------------------------------
// Structure

export function rulesSummary(title: Title): RulesSummary {
  const t = title.definition.title;
  const stock = title.rounds.stock;
  const operating = title.rounds.operating;

  const byPlayers = <V>(table: Record<string, V>): [number, V][] =>
    Object.entries(table)
      .map(([k, v]) => [Number(k), v] as [number, V])
      .sort((a, b) => a[0] - b[0]);

  const certificateLimits: CertificateLimitSummary[] = byPlayers(t.certificateLimit).map(([players, entry]) =>
    typeof entry === 'number'
      ? { players, limit: entry, byCorporationsInPlay: [] }
      : {
          players,
          limit: null,
          byCorporationsInPlay: Object.entries(entry)
            .map(([k, limit]) => ({ corporationsInPlay: Number(k), limit }))
            .sort((a, b) => b.corporationsInPlay - a.corporationsInPlay),
        },
  );

  const parts = title.mechanisms.summaries;
  const floatPercentOf = (id: string, own: number): number => {
    for (const part of parts) {
      const pct = part.floatPercent?.(title, id) ?? null;
      if (pct !== null) return pct;
    }
    return own;
  };

  const corporations: CorporationSummary[] = title.corporations.map((c) => ({
    id: c.id,
    name: c.name,
    capitalization: c.capitalization,
    floatPercent: floatPercentOf(c.id, c.floatPercent),
    certificates: [...c.certificates],
    tokenCosts: [...c.tokens],
    destination: c.destination?.hex ?? null,
    destinationName: c.destination ? (title.hexes.get(c.destination.hex)?.name ?? null) : null,
  }));

  const capitalisation: CapitalisationGroup[] = [];
  for (const c of corporations) {
    const group = capitalisation.find((g) => g.capitalization === c.capitalization && g.floatPercent === c.floatPercent);
    if (group) group.corporations.push(c.id);
    else capitalisation.push({ capitalization: c.capitalization, floatPercent: c.floatPercent, corporations: [c.id] });
  }
  // Largest group first: it is "the rule", the others are exceptions.
  capitalisation.sort((a, b) => b.corporations.length - a.corporations.length);

  const sale = t.companySale;
  const waterfall = title.rounds.auction?.waterfallAuction;
  const privateCompanies: PrivateCompaniesSummary | null =
    title.companies.length === 0
      ? null
      : {
          sale: sale.kind,
          soldIn: sale.in,
          auction:
            sale.kind === 'waterfallAuction' && waterfall
              ? { minRaise: waterfall.minRaise, allPassDecay: waterfall.allPassDecay ?? null, allPassEffects: [...waterfall.allPassEffects], allPassDiscardTrain: waterfall.allPassDiscardTrain ?? null, decayUntilSold: waterfall.decayUntilSold ?? 1 }
              : null,
          companies: title.companies.map((c) => ({ id: c.id, name: c.name, value: c.value, revenue: c.revenue })),
        };

  const hasStep = (s: string) => (stock.steps as string[]).includes(s);
  // The mechanisms' fields of the sections are added at the end (addFields).
  const stockRound = {
    steps: [...stock.steps],
    turn: stock.turn,
    sellAllowed: stock.sellAllowed,
    noBuyAfterSellSameRound: stock.noBuyAfterSellSameRound,
    presidentCanDumpTo: stock.presidentCanDumpTo,
    corporateBuyback: hasStep('corporateBuyback'),
    reissue: hasStep('reissue'),
    reissueMaxPar: hasStep('reissue') ? (stock.reissueMaxPar ?? null) : null,
    privateTrade: hasStep('privateTrade'),
    salesOverHoldingLimit: stock.salesOverHoldingLimit ?? 'toLimit',
  } as StockRoundSummary;

  const cells = title.market.rows.flat().filter((c): c is NonNullable<typeof c> => c !== null);
  const dividend = operating.dividend;
  const priceMovement: PriceMovementSummary = {
    onSale: stock.sellMovement.move,
    saleNotBefore: stock.sellMovement.notBefore ?? null,
    saleNotFromPhase: stock.sellMovement.notFromPhase ?? null,
    soldOutAtEndOfStockRound: stock.soldOutMovement,
    upOnTopRow: title.market.upOnTopRow,
    onPayout: dividend.payoutMovement,
    onWithhold: dividend.withholdMovement,
    onHalf: dividend.kinds.includes('half') ? (dividend.halfMovement ?? null) : null,
    ledge: cells.some((c) => c.belowLedge),
  };

  const prices = cells.map((c) => c.price);
  const zones: MarketZoneSummary[] = [];
  const zone = (name: MarketZoneSummary['zone'], member: (c: (typeof cells)[number]) => boolean) => {
    const inZone = cells.filter(member).map((c) => c.price);
    if (inZone.length === 0) return;
    const sample = cells.find(member)!;
    zones.push({
      zone: name,
      lowestPrice: Math.min(...inZone),
      highestPrice: Math.max(...inZone),
      noCertificateLimit: sample.noCertLimit,
      unlimitedHolding: sample.unlimitedHolding,
      multipleBuys: sample.multiBuy,
    });
  };
  zone('yellow', (c) => c.noCertLimit && !c.unlimitedHolding);
  zone('orange', (c) => c.unlimitedHolding && !c.multiBuy);
  zone('brown', (c) => c.multiBuy);
  const distinct = (xs: number[]) => [...new Set(xs)];
  const market: MarketSummary = {
    kind: title.market.kind,
    rows: title.market.rows.length,
    parPrices: distinct(title.market.parCells.map((p) => p.price)),
    lowestPrice: Math.min(...prices),
    highestPrice: Math.max(...prices),
    zones,
    closingPrices: distinct(cells.filter((c) => c.closes).map((c) => c.price)).sort((a, b) => a - b),
    endGamePrices: distinct(cells.filter((c) => c.endsGame).map((c) => c.price)).sort((a, b) => a - b),
    parTiers: ((title.definition.market as { parTiers?: { fromPhase: string; prices: number[] }[] }).parTiers ?? []).map((pt) => ({ fromPhase: pt.fromPhase, prices: [...pt.prices] })),
  };

  const recipients = t.dividends?.recipients;
  const dividends: DividendSummary = {
    kinds: [...dividend.kinds],
    halfRetained: dividend.kinds.includes('half') && dividend.halfRetained ? { ...dividend.halfRetained } : null,
    recipients: { ipo: recipients?.ipo ?? 'none', treasury: recipients?.treasury ?? 'none', market: recipients?.market ?? 'none' },
  };

  const laySummary = (l: Operating['tileLays'][number]): TileLaySummary => ({ lay: l.lay, upgrade: l.upgrade, cost: l.cost, afterUpgrade: l.afterUpgrade ?? true });
  const operatingRound: OperatingRoundSummary = {
    order: operating.order,
    steps: [...operating.steps],
    tileLays: operating.tileLays.map(laySummary),
    mustBuyTrain: operating.mustBuyTrain,
    emergencyBuy: {
      presidentContributes: operating.emergencyBuy.presidentContributes,
      cheapestOnly: operating.emergencyBuy.cheapestOnly,
      fromOtherCorporations: operating.emergencyBuy.fromOtherCorporations ?? true,
      bankruptcy: operating.emergencyBuy.bankruptcy,
    },
    homeToken: typeof operating.homeToken === 'object' ? 'operate' : (operating.homeToken ?? 'float'),
    homeTokenAfterStep: typeof operating.homeToken === 'object' ? operating.homeToken.afterStep : null,
    trainsFromCorporations: operating.trainsFromCorporations!,
    destinationMarkerTakesSlot: operating.destinationMarkerTakesSlot ?? false,
    firstTurnTileLays: operating.firstTurnTileLays ? operating.firstTurnTileLays.map(laySummary) : null,
  };

  // The first phase is in force from the start; its onTrain names the first train type, not a trigger.
  const phaseStartedBy = (train: string): string | null =>
    title.phases.find((p, i) => i > 0 && p.onTrain === train)?.id ?? null;
  const trains: TrainSummary[] = title.trainTypes.map((tt) => ({
    id: tt.id,
    distance: distanceStops(tt.distance),
    price: tt.price,
    count: tt.count === 'unlimited' ? null : tt.count,
    startsPhase: phaseStartedBy(tt.id),
    rustsOn: tt.rustsOn ?? null,
    rustsInPhase: tt.rustsOn ? phaseStartedBy(tt.rustsOn) : null,
    obsoleteOn: tt.obsoleteOn ?? null,
    obsoleteInPhase: tt.obsoleteOn ? phaseStartedBy(tt.obsoleteOn) : null,
    tradedInTo: tt.tradedInTo ?? 'scrap',
    availableFromPhase: tt.availableOn ?? null,
    tradeIns: Object.entries(tt.tradeInDiscount ?? {}).map(([trainType, discount]) => ({ trainType, discount })),
    kind: tt.kind ?? null,
  }));

  const phases: PhaseSummary[] = title.phases.map((p, i) => ({
    id: p.id,
    onTrain: p.onTrain,
    initial: i === 0,
    color: p.color,
    tiles: [...p.tiles],
    operatingRounds: p.operatingRounds,
    trainLimit: p.trainLimit,
    trainCertificateLimit: p.trainCertificateLimit ?? null,
    events: (p.events ?? []).map((e) => ({
      kind: e.kind,
      companies: [...(e.companies ?? [])],
      minPricePercent: e.minPricePercent ?? null,
      maxPricePercent: e.maxPricePercent ?? null,
      minPrice: e.minPrice ?? null,
    })),
    status: [...(p.status ?? [])],
    depotTrainsPerTurn: p.depotTrainsPerTurn!,
  }));

  const trainLimits: TrainLimitSpan[] = [];
  for (const p of phases) {
    const last = trainLimits[trainLimits.length - 1];
    if (last && last.limit === p.trainLimit) last.phases.push(p.id);
    else trainLimits.push({ limit: p.trainLimit, phases: [p.id] });
  }

  // Revenue groups as the printed map has them, in map order.
  const revenueGroups: { group: string; hexes: string[] }[] = [];
  for (const [id, hex] of title.hexes) {
    for (const n of hex.printed?.nodes ?? []) {
      if (n.group === undefined) continue;
      const g = revenueGroups.find((x) => x.group === n.group);
      if (!g) revenueGroups.push({ group: n.group, hexes: [id] });
      else if (!g.hexes.includes(id)) g.hexes.push(id);
    }
  }
  // Printed cities that end every route (tiles node passThrough false: 18AL's Nashville and Mobile).
  const terminalCities = [...title.hexes].filter(([, hex]) => (hex.printed?.nodes ?? []).some((n) => n.kind === 'city' && n.passThrough === false)).map(([id]) => id);
  // Route bonuses (tiles node routeBonus), grouped by their terms: the printed hexes, then the tiles.
  const routeBonuses: SpecialRulesSummary['routeBonuses'] = [];
  const bonusOf = (n: { routeBonus?: { percent: number; roundDownTo: number } }) => {
    if (!n.routeBonus) return null;
    const { percent, roundDownTo } = n.routeBonus;
    let b = routeBonuses.find((x) => x.percent === percent && x.roundDownTo === roundDownTo);
    if (!b) routeBonuses.push((b = { percent, roundDownTo, hexes: [], tiles: [] }));
    return b;
  };
  for (const [id, hex] of title.hexes) {
    for (const n of hex.printed?.nodes ?? []) {
      const b = bonusOf(n);
      if (b && !b.hexes.includes(id)) b.hexes.push(id);
    }
  }
  for (const id of title.manifestOrder) {
    for (const n of title.tiles.get(id)?.nodes ?? []) {
      const b = bonusOf(n);
      if (b && !b.tiles.includes(id)) b.tiles.push(id);
    }
  }
  const powerParts = powerPartsOf(parts);
  const powers: CompanyPowerSummary[] = [];
  for (const c of title.companies) {
    for (const a of c.abilities ?? []) {
      const power = powerParts[a.kind as string]?.read(c.id, { when: a.when, params: (a.params ?? {}) as Record<string, unknown>, condition: a.condition as Record<string, unknown> | undefined });
      if (power) powers.push(power);
    }
  }
  const sharedTrack = t.routes?.sharedTrack;
  const special = {
    revenueGroups: revenueGroups.filter((g) => g.hexes.length > 1),
    terminalCities,
    routeBonuses,
    sharedTrack: sharedTrack === undefined ? null : sharedTrack === 'all' ? 'all' : { routes: sharedTrack.routes, hexes: [...new Set(sharedTrack.tracks.map((x) => x.hex))] },
    powers,
  } as SpecialRulesSummary;

  const summary: SummaryStructure = {
    currency: t.currency.symbol,
    currencyPosition: t.currency.position ?? 'before',
    players: { min: t.players.min, max: t.players.max },
    bank: { cash: t.bank.cash, afterBreak: t.bank.afterBreak ?? null },
    startingCash: byPlayers(t.startingCash).map(([players, cash]) => ({ players, cash })),
    certificateLimits,
    holdingLimitPercent: t.holdingLimitPercent,
    marketPoolLimitPercent: t.marketPoolLimitPercent,
    firstPriority: t.setup.priority,
    rounds: { initial: [...title.rounds.initial], cycle: [...title.rounds.cycle] },
    privateCompanies,
    corporations,
    capitalisation,
    stockRound,
    priceMovement,
    market,
    dividends,
    operatingRound,
    trains,
    trainLimits,
    phases,
    endConditions: t.endConditions.map((e) => ({ kind: e.kind, timing: e.timing, soldOutTiming: e.soldOutTiming ?? null, train: e.train ?? null, sets: e.sets ?? null })),
    scoring: t.scoring.kind,
    special,
  } as SummaryStructure;
  // The mechanisms' fields: those of the mechanisms switched off first, then those of the ones on.
  for (const fields of [...title.mechanisms.summaryWhenOff, ...parts.map((p) => p.fields?.(title) ?? {})]) addFields(summary, fields);
  return { ...summary, text: renderText(summary, parts, bucketWords(title)) };
}

function addFields(summary: SummaryStructure, fields: SummaryFields): void {
  Object.assign(summary, fields.summary ?? {});
  if (summary.privateCompanies) Object.assign(summary.privateCompanies, fields.privateCompanies ?? {});
  Object.assign(summary.stockRound, fields.stockRound ?? {});
  Object.assign(summary.special, fields.special ?? {});
}

/** The core's powers, and those of the ability kinds the mechanisms bring. */
const CORE_POWERS: Readonly<Record<string, PowerPart>> = {
  tileLay: {
    read: (company, { when, params: p }) => {
      const hexes = [...((p.hexes as string[]) ?? [])];
      // tileLay anyStops (18AL's Lumber Terminal): a tile whose stops the hex does not show.
      if (p.anyStops === true) return { company, kind: 'tileLay', hexes, when: String(when), anyStops: { tiles: [...((p.tiles as string[]) ?? [])] } };
      return when === 'anyStepOfOwnerTurn' ? { company, kind: 'tileLay', hexes, when } : null;
    },
    sentence: (p, say) => {
      if (p.kind !== 'tileLay') return '';
      if (p.anyStops) return `A corporation owning ${p.company} may lay tile ${say.list(p.anyStops.tiles, 'or')} on ${say.list(p.hexes, 'or')} though the hex shows none of the tile's towns or cities.`;
      return `A corporation owning ${p.company} may lay its tile on ${say.list(p.hexes, 'or')} at any point of its operating turn.`;
    },
  },
};

function powerPartsOf(parts: readonly SummaryPart[]): Readonly<Record<string, PowerPart>> {
  return Object.assign({}, CORE_POWERS, ...parts.map((p) => p.powers ?? {}));
}

// ---------------------------------------------------------------------------
// Text

/** "a", "a and b", "a, b and c" (or "or"). */
function list(items: string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "2-train", "4-, 5- or 6-train", "6-, 8- and 10-trains". */
function trainsPhrase(ids: string[], conjunction: 'and' | 'or', plural: boolean): string {
  const suffix = plural ? '-trains' : '-train';
  return list(ids.map((id, i) => (i === ids.length - 1 ? `${id}${suffix}` : `${id}-`)), conjunction);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Where a subset of the phases applies, in words: "in phase 3", "in phases 1–2",
 * "from phase 4", "in every phase", "in phases 1 and 3–4".
 */
export function phasesPhrase(all: string[], subset: string[]): string {
  const wanted = new Set(subset);
  const runs: [number, number][] = [];
  all.forEach((id, i) => {
    if (!wanted.has(id)) return;
    const last = runs[runs.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else runs.push([i, i]);
  });
  if (runs.length === 0) return 'in no phase';
  if (runs.length === 1 && runs[0]![0] === 0 && runs[0]![1] === all.length - 1) return 'in every phase';
  if (runs.length === 1 && runs[0]![1] === all.length - 1 && runs[0]![0] > 0) return `from phase ${all[runs[0]![0]]}`;
  const parts = runs.map(([a, b]) => (a === b ? all[a]! : `${all[a]}–${all[b]}`));
  const plural = runs.length > 1 || runs[0]![0] !== runs[0]![1];
  return `in phase${plural ? 's' : ''} ${list(parts)}`;
}

/** "4 in phases 1–2, 3 in phase 3, 2 from phase 4" for a value per phase. */
function perPhase<V>(phases: { id: string }[], value: (i: number) => V, show: (v: V) => string): string {
  const ids = phases.map((p) => p.id);
  const groups: { v: V; ids: string[] }[] = [];
  phases.forEach((p, i) => {
    const v = value(i);
    const g = groups.find((x) => x.v === v);
    if (g) g.ids.push(p.id);
    else groups.push({ v, ids: [p.id] });
  });
  if (groups.length === 1) return `${show(groups[0]!.v)} in every phase`;
  return groups.map((g) => `${show(g.v)} ${phasesPhrase(ids, g.ids)}`).join(', ');
}

const ROUND_WORDS: Record<string, string> = {
  auction: 'an auction round',
  stock: 'a stock round',
  operating: 'a set of operating rounds',
};

const STOCK_STEP_WORDS: Record<string, string> = {
  buyCompany: 'buy a private company from the bank',
  buySellParShares: 'sell, start (par) and buy shares',
  corporateBuyback: 'have a corporation redeem one of its shares (its president)',
  reissue: 'have a corporation reissue its redeemed shares (its president)',
  privateTrade: "offer to buy another player's private company",
};

const OPERATING_STEP_WORDS: Record<string, string> = {
  layTrack: 'lay track',
  placeToken: 'place a station token',
  runRoutes: 'run trains',
  dividend: 'pay or withhold dividends',
  discardTrain: 'discard trains over the limit',
  buyTrain: 'buy trains',
  redeemShare: 'redeem one share from the market pool',
  buyCompany: 'buy private companies from players',
  assign: "place a private company's token",
};

function trainName(id: string): string {
  return `${id}-train`;
}

const KIND_WORDS: Readonly<Record<string, string>> = { city: 'cities', town: 'towns', offboard: 'off-boards', halt: 'halts', port: 'ports' };

/**
 * A bucketed distance in words, per train type (trains.json StopBucket): "2 cities or off-boards + any number
 * of towns" for an n+ train whose towns are free, where the stops' sum (distanceStops) would say 101.
 * A bucket of 99 or more is "any number": the definitions write free stops so.
 */
function bucketWords(title: Title): Map<string, string> {
  const out = new Map<string, string>();
  for (const tt of title.trainTypes) {
    if (!Array.isArray(tt.distance)) continue;
    out.set(
      tt.id,
      tt.distance
        .map((b) => {
          const kinds = b.nodes ? b.nodes.map((k) => KIND_WORDS[k] ?? k).join(' or ') : 'stops';
          const visit = b.visit ?? b.pay;
          // A bucket's multiplier (18AL's 4D: cities and off-boards pay double, towns not).
          const times = (b as { multiplier?: number }).multiplier;
          const paid = times && times !== 1 ? ` paying ${times === 2 ? 'double' : `${times} times their value`}` : '';
          if (b.pay >= 99) return `any number of ${kinds}${paid}`;
          return (visit > b.pay ? `the best ${b.pay} of ${visit >= 99 ? 'any number of' : `up to ${visit}`} ${kinds}` : `${b.pay} ${kinds}`) + paid;
        })
        .join(' + '),
    );
  }
  return out;
}

function renderText(s: SummaryStructure, parts: readonly SummaryPart[], bucketDistances: ReadonlyMap<string, string>): string[] {
  const $ = (n: number) => formatMoney({ symbol: s.currency, position: s.currencyPosition }, n);
  const out: string[] = [];
  const phaseIds = s.phases.map((p) => p.id);
  const say: SummaryWords = { money: $, list };
  // The mechanisms' sentences at `place`, in registry order.
  const theirs = (place: SummaryPlace): string[] => parts.flatMap((p) => p.text?.[place]?.(s, say) ?? []);
  const words = (kind: keyof NonNullable<SummaryPart['words']>, core: Record<string, string>): Record<string, string> =>
    Object.assign({}, core, ...parts.map((p) => p.words?.[kind] ?? {}));
  const stockStepWords = words('stockSteps', STOCK_STEP_WORDS);
  const operatingStepWords = words('operatingSteps', OPERATING_STEP_WORDS);
  const powerParts = powerPartsOf(parts);

  // Players, money, limits.
  out.push(
    `${s.players.min === s.players.max ? s.players.min : `${s.players.min} to ${s.players.max}`} players.`,
  );
  out.push(
    `The bank holds ${$(s.bank.cash)}, including the players' starting cash` +
      (s.bank.afterBreak === 'continue' ? '; once it is broken it goes on paying (its balance may go below zero) until the game ends.' : '.'),
  );
  if (s.startingCash.length > 0) {
    out.push(`Starting cash per player: ${s.startingCash.map((c) => `${$(c.cash)} with ${c.players} players`).join(', ')}.`);
  }
  out.push(certificateLimitSentence(s.certificateLimits));
  const unlimitedZones = s.market.zones.filter((z) => z.unlimitedHolding).map((z) => z.zone);
  out.push(
    `A player may hold at most ${s.holdingLimitPercent}% of a corporation` +
      (unlimitedZones.length > 0 ? ` (more while its price is in the ${list(unlimitedZones)} zone${unlimitedZones.length > 1 ? 's' : ''})` : '') +
      `; the market pool may hold at most ${s.marketPoolLimitPercent}%.`,
  );
  for (const z of s.market.zones) {
    const effects = ['certificates do not count toward the certificate limit'];
    if (z.unlimitedHolding) effects.push('a player may hold more than the holding limit');
    if (z.multipleBuys) effects.push('a player may buy several certificates in one turn');
    const range = z.lowestPrice === z.highestPrice ? $(z.lowestPrice) : `${$(z.lowestPrice)}–${$(z.highestPrice)}`;
    out.push(`${capitalise(z.zone)} zone (${range}): ${list(effects)}.`);
  }
  if (unlimitedZones.length > 0) {
    // rounds.stock.salesOverHoldingLimit: the sales of a player who came above the limit there.
    const over = `A player holding more than ${s.holdingLimitPercent}% of a corporation`;
    out.push(
      s.stockRound.salesOverHoldingLimit === 'any'
        ? `${over} may sell any number of its shares.`
        : `${over} who sells its shares while its price is outside the ${list(unlimitedZones)} zone${unlimitedZones.length > 1 ? 's' : ''} must sell enough to come back to ${s.holdingLimitPercent}% or less.`,
    );
  }

  // Rounds.
  const cycle = s.rounds.cycle.map((r) => ROUND_WORDS[r] ?? r);
  out.push(
    (s.rounds.initial.length > 0 ? `The game starts with ${list(s.rounds.initial.map((r) => ROUND_WORDS[r] ?? r))}, then` : 'The game')
      + ` alternates ${list(cycle)} until it ends.`,
  );
  const turnOrder = theirs('turnOrder');
  if (turnOrder.length > 0) out.push(...turnOrder);
  else {
    out.push(
      s.firstPriority === 'seeded'
        ? "Priority in the first stock round goes to a seat drawn from the game's seed."
        : 'The first seat has priority in the first stock round.',
    );
  }

  // Private companies.
  const pc = s.privateCompanies;
  if (pc) {
    out.push(
      `${pc.companies.length} private compan${pc.companies.length === 1 ? 'y' : 'ies'}: ` +
        `${pc.companies.map((c) => `${c.id} ${c.name} (${$(c.value)}, revenue ${$(c.revenue)})`).join(', ')}.`,
    );
    if (pc.sale === 'fixedPrice') {
      out.push(
        `Private companies are bought from the bank at face value ${pc.soldIn === 'stock' ? 'during stock-round turns' : 'in the auction round'}.`,
      );
    } else if (theirs('companySale').length > 0) {
      out.push(...theirs('companySale'));
    } else {
      let sentence = `Private companies are sold in a waterfall auction${pc.soldIn === 'auction' ? ' before the first stock round' : ''}: buy the cheapest at its price or bid on a dearer one`;
      if (pc.auction) {
        sentence += `; a bid must exceed the face value or the current bid by at least ${$(pc.auction.minRaise)}`;
        const decay = $(pc.auction.allPassDecay ?? 0);
        const effectWords: Record<string, string> = {
          payout: 'the companies sold so far pay their revenue once',
          decayBeforeFirstSale:
            pc.auction.decayUntilSold > 1
              ? `the cheapest company's price drops by ${decay} while one of the ${pc.auction.decayUntilSold} cheapest companies is unsold (and then nothing pays out)`
              : `the cheapest company's price drops by ${decay} if none has been sold yet`,
          decay: `the cheapest company's price drops by ${decay}`,
          discardTrain: `a ${pc.auction.allPassDiscardTrain ?? ''} train leaves the supply`,
        };
        const effects = pc.auction.allPassEffects.map((e) => effectWords[e] ?? e);
        if (effects.length > 0) sentence += `; when everyone passes, ${list(effects)}`;
      }
      out.push(`${sentence}.`);
    }
  }

  // Corporations and capitalisation.
  out.push(`${s.corporations.length} corporation${s.corporations.length === 1 ? '' : 's'}: ${s.corporations.map((c) => c.id).join(', ')}.`);
  if (s.capitalisation.length > 0) {
    const capitalSentence = (kind: 'full' | 'incremental') =>
      kind === 'full'
        ? 'receives the par price of all its shares from the bank when it floats (full capitalisation)'
        : 'receives the price of each share as it is sold from the initial offering (incremental capitalisation)';
    const capGroups = groupBy(s.corporations, (c) => c.capitalization);
    if (capGroups.length === 1) out.push(`Every corporation ${capitalSentence(capGroups[0]![0])}.`);
    else for (const [kind, cs] of capGroups) out.push(`${list(cs.map((c) => c.id))}: ${capitalSentence(kind)}.`);
    // The most common float percentage is the rule, the others are named exceptions.
    const floatGroups = groupBy(s.corporations, (c) => c.floatPercent).sort((a, b) => b[1].length - a[1].length);
    const [[mainPercent], ...exceptions] = floatGroups as [[number, CorporationSummary[]], ...[number, CorporationSummary[]][]];
    out.push(
      `A corporation floats when ${mainPercent}% of its shares are sold` +
        (exceptions.length > 0 ? ` (${exceptions.map(([pct, cs]) => `${list(cs.map((c) => c.id))}: ${pct}%`).join('; ')})` : '') +
        '.',
    );
  }
  for (const [, cs] of groupBy(s.corporations, (c) => c.certificates.join(','))) {
    const certs = cs[0]!.certificates;
    const shares = groupBy(certs.slice(1), (x) => x).map(([pct, xs]) => `${numberWord(xs.length)} ${pct}% share${xs.length === 1 ? '' : 's'}`);
    const subject = cs.length === s.corporations.length ? 'Each corporation has' : `${list(cs.map((c) => c.id))}:`;
    out.push(`${subject} a ${certs[0]}% president's certificate${shares.length ? ` and ${list(shares)}` : ''}.`);
  }
  const tokenGroups = groupBy(s.corporations, (c) => c.tokenCosts.join(','));
  const tokens = (c: CorporationSummary) => `${c.tokenCosts.length} (${c.tokenCosts.map($).join(', ')})`;
  out.push(
    tokenGroups.length === 1
      ? `Station tokens: every corporation has ${tokens(s.corporations[0]!)}.`
      : `Station tokens: ${tokenGroups.map(([, cs]) => `${list(cs.map((c) => c.id))} ${tokens(cs[0]!)}`).join('; ')}.`,
  );
  const withDestination = s.corporations.filter((c) => c.destination !== null);
  if (withDestination.length > 0) {
    out.push(
      `Destinations: ${withDestination
        .map((c) => `${c.id} ${c.destination}${c.destinationName ? ` (${c.destinationName})` : ''}`)
        .join(', ')}.`,
    );
  }

  // Stock round.
  const sr = s.stockRound;
  out.push(
    sr.turn === 'sellThenBuy'
      ? 'In a stock-round turn a player may sell any number of shares, then buy at most one certificate.'
      : sr.turn === 'sellBuySell'
        ? 'In a stock-round turn a player may sell shares, buy at most one certificate, then sell again.'
        : 'In a stock-round turn a player may sell shares and buy at most one certificate in either order: sell then buy, or buy then sell.',
  );
  const steps = sr.steps.filter((x) => x !== 'buySellParShares').map((x) => stockStepWords[x] ?? x);
  if (steps.length > 0) out.push(`Also in stock rounds: ${list(steps)}.`);
  out.push(...theirs('stockSteps'));
  out.push(
    sr.sellAllowed === 'afterFirstStockRound'
      ? 'No shares may be sold in the first stock round.'
      : sr.sellAllowed === 'afterOperated'
        ? "A corporation's shares may be sold only once it has operated."
        : 'Shares may be sold at any time in a stock round.',
  );
  if (sr.noBuyAfterSellSameRound) out.push('A player who sold shares of a corporation may not buy its shares again in the same stock round.');
  out.push(
    sr.presidentCanDumpTo === 'never'
      ? 'A president may never sell shares so that the presidency passes to another player.'
      : 'A president may sell below the presidency only if another player holds enough shares to take the president\'s certificate.',
  );
  out.push(...theirs('selling'));
  if (sr.reissue && sr.reissueMaxPar !== null) out.push(`A reissue never sets a par above ${$(sr.reissueMaxPar)}.`);
  out.push(...theirs('stockRound'));

  // Price movement.
  const pm = s.priceMovement;
  out.push(
    pm.onSale === 'downPerShare'
      ? 'The share price drops one row for each share sold' +
          (pm.saleNotBefore ? ` (not before the corporation has ${pm.saleNotBefore})` : '') +
          (pm.saleNotFromPhase !== null ? `; from phase ${pm.saleNotFromPhase} on, sales do not move it.` : '.')
      : pm.onSale === 'downPerCertificate'
        ? 'The share price drops one row for each certificate sold.'
        : 'Selling shares does not move the share price.',
  );
  if (pm.soldOutAtEndOfStockRound === 'up') {
    out.push(
      'At the end of a stock round, a corporation whose shares are all held by players moves up one row' +
        (pm.upOnTopRow === 'rightThenDown' ? ' (on the top row: one cell right, then one row down).' : ' (on the top row it stays).'),
    );
    out.push(...theirs('soldOutRise'));
  }
  out.push(
    pm.onWithhold === 'none'
      ? 'Paying a dividend moves the share price one cell right (up at the end of a row); withholding does not move it.'
      : 'Paying a dividend moves the share price one cell right (up at the end of a row); withholding moves it one cell left (down at the start of a row).',
  );
  if (pm.onHalf === 'none') out.push('A half dividend does not move the share price.');
  if (pm.ledge) {
    out.push(
      'The market has a ledge: a single share sold does not push the price down into the cells below it (two or more sold together do), and a dividend move right into them becomes a move up.',
    );
  }
  out.push(
    `Par prices: ${s.market.parPrices.map($).join(', ')}; share prices run from ${$(s.market.lowestPrice)} to ${$(s.market.highestPrice)}.`,
  );
  if (s.market.parTiers.length > 0) {
    out.push(
      `Par prices open by phase: ${s.market.parTiers.map((pt) => `${list(pt.prices.map($))} from phase ${pt.fromPhase}`).join('; ')}.`,
    );
  }
  if (s.market.closingPrices.length > 0) out.push(`A corporation whose share price reaches ${list(s.market.closingPrices.map($))} closes.`);

  // Operating rounds.
  const or = s.operatingRound;
  const operatingOrder = theirs('operatingOrder');
  out.push(...(operatingOrder.length > 0 ? operatingOrder : ['Corporations operate in share-price order, highest first (ties: the rightmost cell, then the higher row, then the earlier arrival).']));
  out.push(`An operating turn: ${list(or.steps.map((x) => operatingStepWords[x] ?? x))}.`);
  out.push(tileLaySentence(or.tileLays, $));
  if (or.firstTurnTileLays !== null) out.push(tileLaySentence(or.firstTurnTileLays, $, 'In its first operating turn'));
  out.push(
    or.homeTokenAfterStep !== null
      ? `A corporation places its home station in its first operating turn, after the step "${operatingStepWords[or.homeTokenAfterStep] ?? or.homeTokenAfterStep}".`
      : or.homeToken === 'operate'
        ? 'A corporation places its home station at the start of its first operating turn.'
        : 'A corporation places its home station when it floats.',
  );
  out.push(...theirs('stations'));
  for (const g of s.special.revenueGroups) out.push(`The off-board area ${g.group} covers ${list(g.hexes)}: a route may visit only one of them.`);
  if (s.special.terminalCities.length > 0) out.push(`Routes may begin or end at the cities of ${list(s.special.terminalCities)} but never run through them, even for the station's owner.`);
  const shared = s.special.sharedTrack;
  if (shared === 'all') out.push("A corporation's routes may share track (a route still uses each piece of track once).");
  else if (shared !== null) out.push(`Up to ${shared.routes} routes of a corporation may use the same marked track in ${list(shared.hexes)}; other track carries one route.`);
  for (const b of s.special.routeBonuses) {
    const where = list([...b.hexes, ...b.tiles.map((t) => `tile ${t}`)], 'or');
    out.push(`A route that stops at ${where} earns ${b.percent}% more than its stops pay${b.roundDownTo > 1 ? `, rounded down to a multiple of ${$(b.roundDownTo)}` : ''}.`);
  }
  for (const p of s.special.powers) out.push(powerParts[p.kind]!.sentence(p, say));
  const d = s.dividends;
  const kindWords: Record<string, string> = { payout: 'paid out', half: 'half paid out', withhold: 'withheld', hudson: 'topped up from the treasury to the share price and paid out' };
  out.push(`A corporation's revenue may be ${list(d.kinds.map((k) => kindWords[k] ?? k), 'or')}.`);
  if (d.halfRetained) {
    out.push(
      `In a half dividend the corporation keeps half the revenue, rounded ${d.halfRetained.rounding} to a multiple of ${$(d.halfRetained.multiple)}; the rest is paid out per share.`,
    );
  }
  const recipient = (r: 'corporation' | 'none' | 'corporationIfIncremental') =>
    r === 'corporation' ? 'the corporation' : r === 'corporationIfIncremental' ? 'the corporation when it is incrementally capitalised, else nobody' : 'nobody';
  if (d.recipients.ipo === d.recipients.treasury && d.recipients.treasury === d.recipients.market) {
    out.push(`Dividends on shares no player holds go to ${recipient(d.recipients.ipo)}.`);
  } else {
    out.push(
      `Dividends on shares in the initial offering go to ${recipient(d.recipients.ipo)}, on shares the corporation holds itself to ${recipient(d.recipients.treasury)}, on shares in the market pool to ${recipient(d.recipients.market)}.`,
    );
  }
  out.push(
    or.mustBuyTrain === 'ifRoute'
      ? 'A corporation without a train must buy one if it has a legal route.'
      : or.mustBuyTrain === 'ifRouteWhileBankSells'
        ? 'A corporation without a train must buy one if it has a legal route and the bank still has a new train to sell.'
      : or.mustBuyTrain === 'always'
        ? 'A corporation without a train must buy one.'
        : or.mustBuyTrain === 'neverThenLiquidate'
          ? 'A corporation is never forced to buy a train, but one still without a train at the end of its train-buying step goes into liquidation.'
          : 'A corporation is never forced to buy a train.',
  );
  if (or.mustBuyTrain !== 'never' && or.mustBuyTrain !== 'neverThenLiquidate') {
    const parts: string[] = [];
    if (or.emergencyBuy.presidentContributes) parts.push('the president pays the difference from their own cash, selling shares if needed');
    if (or.emergencyBuy.cheapestOnly) parts.push('it must buy the cheapest train available from the bank');
    if (!or.emergencyBuy.fromOtherCorporations) parts.push('it may not buy from another corporation');
    parts.push('a president who cannot pay goes bankrupt and the game ends');
    out.push(`If it cannot afford one: ${parts.join('; ')}.`);
  }
  out.push(
    or.trainsFromCorporations === 'any'
      ? 'Corporations may buy trains from any other corporation at a price of at least 1 agreed by the presidents.'
      : or.trainsFromCorporations === 'samePresident'
        ? 'Corporations may buy trains from other corporations with the same president.'
        : 'Corporations never buy trains from each other.',
  );
  if (or.destinationMarkerTakesSlot) out.push('A destination marker placed on a city takes one of its station slots.');
  out.push(...theirs('operatingRound'));

  // Trains.
  out.push(
    `Trains (price, number in the bank), in the order the bank sells them: ${s.trains
      .map((tr) => {
        const buckets = bucketDistances.get(tr.id);
        const distance = buckets !== undefined ? ` (${buckets})` : tr.distance === null ? ' (unlimited distance)' : tr.id === String(tr.distance) ? '' : ` (distance ${tr.distance})`;
        return `${trainName(tr.id)}${distance} ${$(tr.price)}, ${tr.count === null ? 'unlimited' : tr.count === 0 ? 'none in the bank (from a private company only)' : tr.count}`;
      })
      .join('; ')}.`,
  );
  const rusting = s.trains.filter((tr) => tr.rustsOn !== null);
  const obsolete = s.trains.filter((tr) => tr.obsoleteOn !== null);
  const boughtIn = (train: string, phase: string | null) => `when the first ${trainName(train)} is bought${phase ? ` (phase ${phase})` : ''}`;
  if (rusting.length > 0) {
    // An obsolete train does not rust, but it does not last either: it is not among those that never rust.
    const never = s.trains.filter((tr) => tr.rustsOn === null && tr.obsoleteOn === null).map((tr) => tr.id);
    out.push(
      `Rusting: ${rusting.map((tr) => `${trainName(tr.id)}s ${boughtIn(tr.rustsOn!, tr.rustsInPhase)}`).join(', ')}` +
        (never.length > 0 ? `; ${trainsPhrase(never, 'and', true)} never rust.` : '.'),
    );
  } else if (obsolete.length === 0) {
    out.push('No train rusts.');
  }
  for (const tr of obsolete) {
    out.push(
      `${trainName(tr.id)}s become obsolete ${boughtIn(tr.obsoleteOn!, tr.obsoleteInPhase)}: a corporation's obsolete train runs once more, then is discarded as the corporation comes to buy trains; ` +
        'it does not count toward the train limit and cannot be sold to another corporation, and the bank\'s unsold ones leave the game.',
    );
  }
  for (const tr of s.trains) {
    if (tr.availableFromPhase !== null) out.push(`${trainName(tr.id)}s are on sale from phase ${tr.availableFromPhase}, even before the earlier types are sold out.`);
    if (tr.tradeIns.length > 0) {
      for (const [discount, ts] of groupBy(tr.tradeIns, (x) => x.discount)) {
        out.push(
          `A ${trainsPhrase(ts.map((x) => x.trainType), 'or', false)} may be traded in for ${$(discount)} off a ${trainName(tr.id)}` +
            (tr.tradedInTo === 'pool' ? '; the traded-in train goes to the bank pool, where any corporation may buy it.' : '.'),
        );
      }
    }
    if (tr.kind !== null) out.push(`${trainName(tr.id)}s are ${tr.kind} trains.`);
  }

  // Phases.
  const first = s.phases[0];
  if (first) {
    out.push(
      `Phase ${first.id} is in force from the start` +
        (s.phases.length > 1 ? `; ${s.phases.slice(1).map((p) => `phase ${p.id} starts with the first ${trainName(p.onTrain)}`).join(', ')}.` : '.'),
    );
  }
  out.push(`Train limit: ${perPhase(s.phases, (i) => s.phases[i]!.trainLimit, String)}.`);
  if (s.phases.some((p) => p.trainCertificateLimit !== null)) {
    // phases.json trainCertificateLimit (1843 rules L4171-4376): trains and certificates are limited apart.
    out.push(
      `Train certificate limit (a double certificate holds two trains): ${perPhase(s.phases, (i) => s.phases[i]!.trainCertificateLimit, (v) => (v === null ? 'none' : String(v)))}.`,
    );
  }
  out.push(`Operating rounds per set: ${perPhase(s.phases, (i) => s.phases[i]!.operatingRounds, String)}.`);
  const colours: string[] = [];
  for (const p of s.phases) for (const c of p.tiles) if (!colours.includes(c)) colours.push(c);
  out.push(
    `Tiles: ${colours
      .map((c) => `${c} ${phasesPhrase(phaseIds, s.phases.filter((p) => p.tiles.includes(c)).map((p) => p.id))}`)
      .join(', ')}.`,
  );
  for (const p of s.phases) {
    for (const e of p.events) {
      const what =
        e.kind === 'closeCompanies'
          ? e.companies.length === 0
            ? 'all private companies close'
            : `${list(e.companies)} close`
          : e.kind === 'removeTokens'
            ? `the tokens placed by ${list(e.companies)} are removed`
            : e.kind === 'companiesForSale'
              ? `the bank offers ${list(e.companies)} to players at face value`
              : e.kind === 'removeAllOtherTrains'
                ? 'every train of an older type leaves the corporations'
                : e.kind === 'rustedTrainMarket'
                  ? 'the rusted train certificates return to the bank, on sale on their single side'
                  : 'corporations may buy private companies from players' +
              (e.minPrice !== null && e.maxPricePercent !== null
                ? ` for ${$(e.minPrice)} to ${e.maxPricePercent}% of face value`
                : e.minPricePercent !== null && e.maxPricePercent !== null
                  ? ` for ${e.minPricePercent}%–${e.maxPricePercent}% of face value`
                  : '');
      out.push(`When phase ${p.id} starts, ${what}.`);
    }
  }
  const statusWords = words('phaseStatus', {
    interplayerPrivateTrade: 'players may buy private companies from each other at any agreed price, in place of a stock-round purchase',
    noCertificateLimit: 'players have no certificate limit',
  });
  const statuses: string[] = [];
  for (const p of s.phases) for (const st of p.status) if (!statuses.includes(st)) statuses.push(st);
  for (const st of statuses) {
    out.push(
      capitalise(`${phasesPhrase(phaseIds, s.phases.filter((p) => p.status.includes(st)).map((p) => p.id))} ${statusWords[st] ?? st}.`),
    );
  }
  const depotLimitWords: Record<string, string> = {
    one: 'a corporation may buy at most one train from the depot in each operating turn',
    onePerType: 'a corporation may buy at most one train of each type from the depot in each operating turn',
  };
  for (const [limit, what] of Object.entries(depotLimitWords)) {
    const limited = s.phases.filter((p) => p.depotTrainsPerTurn === limit).map((p) => p.id);
    if (limited.length > 0) out.push(capitalise(`${phasesPhrase(phaseIds, limited)} ${what}; trains from the pool and from other corporations are not limited.`));
  }
  out.push(...theirs('phases'));

  // End of game.
  const trigger = words('endConditions', {
    bankBroken: 'the bank breaks',
    bankruptcy: 'a player goes bankrupt',
    trainsExhausted: 'the private auction\'s discards take the last train of a type',
    marketEndCell: `a share price reaches ${s.market.endGamePrices.length > 0 ? list(s.market.endGamePrices.map($)) : 'an end-game cell'}`,
  });
  const timing: Record<string, string> = {
    immediate: 'at once',
    endOfRound: 'at the end of the current round',
    endOfOperatingSet: 'after the current set of operating rounds',
    endOfOperatingRound: 'at the end of the current operating round (of the next one if it happens in a stock round)',
  };
  if (s.endConditions.length > 0) {
    out.push(
      `The game ends ${s.endConditions
        .map((e) => {
          const clause = parts.map((p) => p.endClauses?.[e.kind]?.(e, say) ?? null).find((c) => c !== null);
          if (clause) return clause;
          const main = `${timing[e.timing] ?? e.timing} when ${trigger[e.kind] ?? e.kind}`;
          // endConditions marketEndCell soldOutTiming (1843 L4604-4619): the sold-out rise at the end of a stock round.
          if (e.soldOutTiming === null || e.soldOutTiming === e.timing) return main;
          const soldOut = e.soldOutTiming === 'immediate' ? 'at once, at the end of the stock round,' : (timing[e.soldOutTiming] ?? e.soldOutTiming);
          return `${main} by a dividend, ${soldOut} when it gets there by the sold-out rise`;
        })
        .join('; ')}.`,
    );
  }
  if (s.scoring === 'netWorth') {
    out.push('The player with the highest net worth wins: cash, plus shares at market value, plus private companies at face value.');
  }
  return out;
}

function tileLaySentence(lays: TileLaySummary[], $: (n: number) => string, when = 'Each operating turn'): string {
  const describe = (l: TileLaySummary) => {
    const what = l.lay && l.upgrade ? 'a new tile or an upgrade' : l.lay ? 'a new tile only' : l.upgrade ? 'an upgrade only' : 'nothing';
    const extras: string[] = [];
    if (l.cost > 0) extras.push(`for ${$(l.cost)}`);
    if (!l.afterUpgrade) extras.push('not after an upgrade');
    return extras.length ? `${what}, ${extras.join(', ')}` : what;
  };
  if (lays.length === 0) return 'Corporations lay no tiles.';
  if (lays.length === 1) return `${when} a corporation may make one tile lay: ${describe(lays[0]!)}.`;
  const ordinals = ['first', 'second', 'third', 'fourth', 'fifth'];
  return (
    `${when} a corporation may make up to ${lays.length} tile lays: ` +
    lays.map((l, i) => `the ${ordinals[i] ?? `#${i + 1}`} ${describe(l)}`).join('; ') +
    '.'
  );
}

function certificateLimitSentence(limits: CertificateLimitSummary[]): string {
  if (limits.length === 0) return 'There is no certificate limit.';
  if (limits.every((l) => l.limit !== null)) {
    return `Certificate limit: ${limits.map((l) => `${l.limit} with ${l.players} players`).join(', ')}.`;
  }
  // A row holds for the smallest key not below the corporations in play, so the smallest key
  // also covers fewer corporations and each other key the counts down to the next smaller one.
  const ranges = (rows: CertificateLimitRow[]): string[] => {
    const keys = rows.map((r) => r.corporationsInPlay).sort((a, b) => a - b);
    const word = (k: number, i: number) => {
      if (i === 0) return keys.length === 1 ? 'any number of' : `${k} or fewer`;
      const from = keys[i - 1]! + 1;
      return from === k ? `${k}` : `${from}–${k}`;
    };
    return rows.map((r) => word(r.corporationsInPlay, keys.indexOf(r.corporationsInPlay)));
  };
  const keysOf = (l: CertificateLimitSummary) => l.byCorporationsInPlay.map((r) => r.corporationsInPlay).join(',');
  if (limits.every((l) => l.limit === null && keysOf(l) === keysOf(limits[0]!))) {
    const header = ranges(limits[0]!.byCorporationsInPlay).join(' / ');
    return (
      `Certificate limit with ${header} corporations in play: ` +
      limits.map((l) => `${l.byCorporationsInPlay.map((r) => r.limit).join(' / ')} with ${l.players} players`).join(', ') +
      '.'
    );
  }
  return `Certificate limit: ${limits
    .map((l) => {
      if (l.limit !== null) return `${l.limit} with ${l.players} players`;
      const rs = ranges(l.byCorporationsInPlay);
      return `with ${l.players} players ${l.byCorporationsInPlay.map((r, i) => `${r.limit} (${rs[i]} corporations in play)`).join(', ')}`;
    })
    .join('; ')}.`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

function groupBy<T, K>(items: T[], key: (t: T) => K): [K, T[]][] {
  const out: [K, T[]][] = [];
  for (const item of items) {
    const k = key(item);
    const g = out.find(([x]) => x === k);
    if (g) g[1].push(item);
    else out.push([k, [item]]);
  }
  return out;
}

