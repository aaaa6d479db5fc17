/**
 * GraphQL types of a title's rules summary and optional rules (Title.rulesSummary,
 * Title.optionalRules). The values are the engine's rulesSummary / optionalRules
 * (engine/definition/rules-summary.ts, optional-rules.ts) as they are: every one is
 * read from the title's definition, and what a definition does not model is null
 * or absent, never guessed. Enumerated values are strings, named in each
 * description, as elsewhere in this API.
 */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('PlayerRange', { description: 'The supported number of players.' })
export class PlayerRangeType {
  @Field(() => Int, { description: 'The smallest number of players.' })
  min: number;

  @Field(() => Int, { description: 'The largest number of players.' })
  max: number;
}

@ObjectType('BankRules', { description: 'The bank.' })
export class BankRulesType {
  @Field(() => Int, { description: "The bank's cash at the start, including the players' starting cash." })
  cash: number;

  @Field(() => String, {
    nullable: true,
    description: '"continue": once broken, the bank goes on paying (its balance may go below zero) until the game ends. Null: the definition does not say.',
  })
  afterBreak: string | null;
}

@ObjectType('StartingCash', { description: "Each player's starting cash for one number of players." })
export class StartingCashType {
  @Field(() => Int, { description: 'The number of players.' })
  players: number;

  @Field(() => Int, { description: 'Starting cash per player.' })
  cash: number;
}

@ObjectType('CertificateLimitRow', { description: 'A certificate limit that depends on how many corporations are still in play.' })
export class CertificateLimitRowType {
  @Field(() => Int, {
    description:
      'A number of corporations in play. The row holds for the smallest such number not below the corporations in play, so the smallest row also covers fewer corporations.',
  })
  corporationsInPlay: number;

  @Field(() => Int, { description: 'The certificate limit.' })
  limit: number;
}

@ObjectType('CertificateLimit', { description: 'The certificate limit for one number of players.' })
export class CertificateLimitType {
  @Field(() => Int, { description: 'The number of players.' })
  players: number;

  @Field(() => Int, { nullable: true, description: 'The limit, when it does not depend on the corporations in play; otherwise null.' })
  limit: number | null;

  @Field(() => [CertificateLimitRowType], { description: 'Limits by corporations still in play, most corporations first; empty when `limit` is set.' })
  byCorporationsInPlay: CertificateLimitRowType[];
}

@ObjectType('RoundStructure', { description: 'The order of rounds. Kinds: "auction", "stock", "operating".' })
export class RoundStructureType {
  @Field(() => [String], { description: 'Rounds played once at the start, in order.' })
  initial: string[];

  @Field(() => [String], {
    description: 'Rounds repeated until the game ends; "operating" stands for a set of operating rounds (as many as the phase gives).',
  })
  cycle: string[];
}

@ObjectType('AuctionRules', { description: 'The parameters of the waterfall auction of private companies.' })
export class AuctionRulesType {
  @Field(() => Int, { description: 'A bid must exceed the face value, or the current high bid, by at least this much.' })
  minRaise: number;

  @Field(() => Int, {
    nullable: true,
    description: 'What the cheapest company\'s price drops by in a round of passes with the effect "decay" or "decayBeforeFirstSale". Null: not given.',
  })
  allPassDecay: number | null;

  @Field(() => [String], {
    description:
      'What a round of passes does, in order: "payout" (the companies sold so far pay their revenue once), "decayBeforeFirstSale" (before the first sale, the cheapest company\'s price drops by allPassDecay), "decay" (it drops, sold companies or not), "discardTrain" (a train of type allPassDiscardTrain leaves the supply).',
  })
  allPassEffects: string[];

  @Field(() => String, { nullable: true, description: 'The train type a round of passes discards with the effect "discardTrain"; null without it.' })
  allPassDiscardTrain: string | null;

  @Field(() => Int, { description: 'With "decayBeforeFirstSale": a round of passes lowers the cheapest price, and pays nothing, while any of this many of the cheapest companies is unsold (1: before the first sale).' })
  decayUntilSold: number;
}

@ObjectType('PrivateCompanySummary', { description: 'A private company.' })
export class PrivateCompanySummaryType {
  @Field({ description: 'Company id.' })
  id: string;

  @Field({ description: 'Full name.' })
  name: string;

  @Field(() => Int, { description: 'Face value.' })
  value: number;

  @Field(() => Int, { description: 'Revenue paid to the owner at the start of each operating round.' })
  revenue: number;
}

@ObjectType('PrivateCompaniesRules', { description: 'How private companies are sold.' })
export class PrivateCompaniesRulesType {
  @Field({ description: '"fixedPrice" (bought at face value) or "waterfallAuction".' })
  sale: string;

  @Field({ description: 'The round in which they are sold: "stock" or "auction".' })
  soldIn: string;

  @Field(() => AuctionRulesType, { nullable: true, description: 'The auction parameters; null unless they are auctioned.' })
  auction: AuctionRulesType | null;

  @Field(() => [PrivateCompanySummaryType], { description: 'The companies, in definition order.' })
  companies: PrivateCompanySummaryType[];
}

@ObjectType('CorporationRules', { description: 'A corporation as the definition describes it.' })
export class CorporationRulesType {
  @Field({ description: 'Corporation id.' })
  id: string;

  @Field({ description: 'Full name.' })
  name: string;

  @Field({ description: '"full" (the par price of all shares on floating) or "incremental" (the price of each share as it is sold).' })
  capitalization: string;

  @Field(() => Int, { description: 'The percentage sold from the initial offering at which it floats.' })
  floatPercent: number;

  @Field(() => [Int], { description: "Share certificates in percent, the president's first." })
  certificates: number[];

  @Field(() => [Int], { description: 'Station token costs in placement order, the home token first.' })
  tokenCosts: number[];

  @Field(() => String, { nullable: true, description: 'Destination hex; null if it has none.' })
  destination: string | null;

  @Field(() => String, { nullable: true, description: "The destination hex's printed name, if any." })
  destinationName: string | null;
}

@ObjectType('CapitalisationGroup', { description: 'Corporations that share a capitalisation and a float percentage.' })
export class CapitalisationGroupType {
  @Field({ description: '"full" or "incremental".' })
  capitalization: string;

  @Field(() => Int, { description: 'The percentage sold from the initial offering at which they float.' })
  floatPercent: number;

  @Field(() => [String], { description: 'Corporation ids.' })
  corporations: string[];
}

@ObjectType('HistoricalStart', { description: 'A corporation and its historical start date.' })
export class HistoricalStartType {
  @Field({ description: 'Corporation id.' })
  corporation: string;

  @Field(() => Int, { description: 'Its start year.' })
  date: number;
}

@ObjectType('IncomeUntilFloat', { description: "Income a corporation pays its president at the start of each operating round until it floats." })
export class IncomeUntilFloatType {
  @Field({ description: 'Corporation id.' })
  corporation: string;

  @Field(() => Int, { description: 'The amount.' })
  amount: number;
}

@ObjectType('HistoricalOrder', { description: 'Corporations become eligible to start in the order of their dates.' })
export class HistoricalOrderType {
  @Field(() => [HistoricalStartType], { description: 'Corporations by start date, earliest first.' })
  order: HistoricalStartType[];

  @Field(() => Int, { description: 'What a corporation not yet eligible may sell from its initial offering, in percent.' })
  maxSoldPercent: number;

  @Field(() => Int, { description: 'What every earlier corporation must have sold from its initial offering before a later one is eligible, in percent.' })
  eligibleAtSoldPercent: number;

  @Field(() => [IncomeUntilFloatType], { description: 'Income paid to presidents of corporations that have not floated yet.' })
  incomeUntilFloat: IncomeUntilFloatType[];
}

@ObjectType('StockRoundRules', { description: 'What players may do in a stock round.' })
export class StockRoundRulesType {
  @Field(() => [String], {
    description:
      'The steps of a turn: "buyCompany", "buySellParShares", "priceProtection", "corporateBuyback", "reissue", "privateTrade".',
  })
  steps: string[];

  @Field({
    description:
      'Order of a turn: "sellThenBuy" (sell any number of shares, then buy at most one certificate), "sellBuyOrBuySell" (the same, or buy first and then sell) or "sellBuySell" (sell, buy at most one certificate, then sell again).',
  })
  turn: string;

  @Field({
    description: 'When shares may be sold: "afterOperated" (once the corporation has operated), "always", "afterFirstStockRound" (not in the first stock round).',
  })
  sellAllowed: string;

  @Field({ description: 'A player who sold shares of a corporation may not buy it again in the same stock round.' })
  noBuyAfterSellSameRound: boolean;

  @Field({
    description:
      'Whether a president may sell below the presidency: "otherPlayerWithEnoughShares" (only if another player can take the president\'s certificate) or "never".',
  })
  presidentCanDumpTo: string;

  @Field({ description: 'After sales, the president of the corporation sold may buy the block at the sale price (price protection).' })
  priceProtection: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'With price protection: whether a president who sold shares of the corporation earlier in the round may still protect. Null without price protection.',
  })
  sellerMayProtect: boolean | null;

  @Field({ description: 'A corporation may redeem its own shares (corporateBuyback step).' })
  corporateBuyback: boolean;

  @Field({ description: 'A corporation may reissue its redeemed shares (reissue step).' })
  reissue: boolean;

  @Field(() => Int, { nullable: true, description: 'The highest par a reissue may set; null when not capped (or no reissue).' })
  reissueMaxPar: number | null;

  @Field({ description: 'Players may offer to buy private companies from each other (privateTrade step), in the phases that allow it.' })
  privateTrade: boolean;

  @Field(() => HistoricalOrderType, { nullable: true, description: 'Historical order start; null when not in force.' })
  historicalOrder: HistoricalOrderType | null;
}

@ObjectType('PriceMovement', { description: 'How share prices move on the stock market.' })
export class PriceMovementType {
  @Field({ description: 'When shares are sold: "downPerShare" (one row per share), "downPerCertificate" or "none".' })
  onSale: string;

  @Field({ description: 'At the end of a stock round, for a corporation whose shares are all held by players: "up" (one row) or "none".' })
  soldOutAtEndOfStockRound: string;

  @Field({ description: 'What a move up does on the top row: "stay", or "rightThenDown" (one cell right, then one row down).' })
  upOnTopRow: string;

  @Field({ description: 'After a dividend is paid: "right" (one cell right; up at the end of a row).' })
  onPayout: string;

  @Field({ description: 'After a dividend is withheld: "left" (one cell left; down at the start of a row).' })
  onWithhold: string;

  @Field(() => String, { nullable: true, description: 'After a half dividend: "none". Null when there are no half dividends or the definition does not say.' })
  onHalf: string | null;

  @Field({ description: 'The market has a ledge: one share sold does not push the price below it, two or more do; a dividend move into it becomes a move up.' })
  ledge: boolean;
}

@ObjectType('MarketZone', { description: 'A coloured zone of the stock market.' })
export class MarketZoneType {
  @Field({ description: '"yellow", "orange" or "brown".' })
  zone: string;

  @Field(() => Int, { description: 'The lowest price in the zone.' })
  lowestPrice: number;

  @Field(() => Int, { description: 'The highest price in the zone.' })
  highestPrice: number;

  @Field({ description: 'Certificates priced here do not count toward the certificate limit.' })
  noCertificateLimit: boolean;

  @Field({ description: 'A player may hold more than the holding limit.' })
  unlimitedHolding: boolean;

  @Field({ description: 'A player may buy several certificates in one turn.' })
  multipleBuys: boolean;
}

@ObjectType('ParTier', { description: 'Par prices that open with a phase (market.json parTiers).' })
export class ParTierType {
  @Field({ description: 'The phase from which these par prices may be chosen.' })
  fromPhase: string;

  @Field(() => [Int], { description: 'The par prices.' })
  prices: number[];
}

@ObjectType('MarketSummary', { description: 'The stock market.' })
export class MarketSummaryType {
  @Field({ description: 'The market shape: "grid".' })
  kind: string;

  @Field(() => Int, { description: 'Number of rows.' })
  rows: number;

  @Field(() => [Int], { description: 'The distinct par prices, highest first.' })
  parPrices: number[];

  @Field(() => Int, { description: 'The lowest price on the market.' })
  lowestPrice: number;

  @Field(() => Int, { description: 'The highest price on the market.' })
  highestPrice: number;

  @Field(() => [MarketZoneType], { description: 'The coloured zones, if any.' })
  zones: MarketZoneType[];

  @Field(() => [Int], { description: 'Prices at which a corporation closes.' })
  closingPrices: number[];

  @Field(() => [Int], { description: 'Prices that end the game when a corporation reaches them.' })
  endGamePrices: number[];

  @Field(() => [ParTierType], { description: 'The par prices that open with each phase (a tier stays open later); empty: every par price is open from the start.' })
  parTiers: ParTierType[];
}

@ObjectType('HalfRetained', { description: "How a half dividend rounds the corporation's half." })
export class HalfRetainedType {
  @Field({ description: '"down" or "up".' })
  rounding: string;

  @Field(() => Int, { description: 'Rounded to a multiple of this amount.' })
  multiple: number;
}

@ObjectType('DividendRecipients', { description: 'Who receives dividends on shares no player holds: "corporation" or "none" (nobody).' })
export class DividendRecipientsType {
  @Field({ description: 'Shares in the initial offering.' })
  ipo: string;

  @Field({ description: 'Shares the corporation holds itself.' })
  treasury: string;

  @Field({ description: 'Shares in the market pool.' })
  market: string;
}

@ObjectType('DividendRules', { description: 'How corporations distribute their revenue.' })
export class DividendRulesType {
  @Field(() => [String], { description: 'The choices: "payout", "half", "withhold".' })
  kinds: string[];

  @Field(() => HalfRetainedType, { nullable: true, description: 'Rounding of half dividends; null without half dividends or when not given.' })
  halfRetained: HalfRetainedType | null;

  @Field(() => DividendRecipientsType, { description: 'Recipients of dividends on shares no player holds.' })
  recipients: DividendRecipientsType;
}

@ObjectType('TileLayRule', { description: 'One tile lay of an operating turn.' })
export class TileLayRuleType {
  @Field({ description: 'It may place a new tile.' })
  lay: boolean;

  @Field({ description: 'It may upgrade a tile.' })
  upgrade: boolean;

  @Field(() => Int, { description: 'What it costs, on top of terrain.' })
  cost: number;

  @Field({ description: 'False: it is lost once an earlier lay of the turn was an upgrade.' })
  afterUpgrade: boolean;
}

@ObjectType('EmergencyBuyRules', { description: 'What happens when a corporation must buy a train and cannot afford it.' })
export class EmergencyBuyRulesType {
  @Field({ description: 'The president pays the difference, selling shares if needed.' })
  presidentContributes: boolean;

  @Field({ description: 'Only the cheapest train available from the bank may be bought.' })
  cheapestOnly: boolean;

  @Field({ description: 'The train may come from another corporation.' })
  fromOtherCorporations: boolean;

  @Field({ description: 'What a president\'s bankruptcy does: "endsGame".' })
  bankruptcy: string;
}

@ObjectType('OperatingRoundRules', { description: 'What corporations do in an operating round.' })
export class OperatingRoundRulesType {
  @Field({ description: 'Operating order: "sharePrice" (highest first; ties: rightmost cell, higher row, earlier arrival).' })
  order: string;

  @Field(() => [String], {
    description:
      'The steps of a turn, in order: "destinationConnection", "layTrack", "placeToken", "runRoutes", "dividend", "discardTrain", "buyTrain", "buyCompany", "assign", "priceProtection".',
  })
  steps: string[];

  @Field(() => [TileLayRuleType], { description: 'The tile lays of one turn, in order.' })
  tileLays: TileLayRuleType[];

  @Field({ description: 'A corporation without trains must buy one: "ifRoute" (if it has a route), "always" or "never".' })
  mustBuyTrain: string;

  @Field(() => EmergencyBuyRulesType, { description: 'Forced train purchases.' })
  emergencyBuy: EmergencyBuyRulesType;

  @Field({ description: 'When the home station is placed: "float" (on floating) or "operate" (at the first operating turn).' })
  homeToken: string;

  @Field(() => String, { nullable: true, description: 'The operating step after which the home station goes down in the first operating turn; null: as the turn begins (homeToken "operate") or at the float.' })
  homeTokenAfterStep: string | null;

  @Field({ description: 'Trains between corporations: "any", "samePresident" or "never".' })
  trainsFromCorporations: string;

  @Field({ description: 'A destination marker placed on a city takes a station slot.' })
  destinationMarkerTakesSlot: boolean;
}

@ObjectType('TradeIn', { description: 'A train that may be traded in for a discount.' })
export class TradeInType {
  @Field({ description: 'The train type handed in.' })
  trainType: string;

  @Field(() => Int, { description: 'The discount.' })
  discount: number;
}

@ObjectType('TrainSummary', { description: 'A train type, in the order the bank sells them.' })
export class TrainSummaryType {
  @Field({ description: 'Train type id (e.g. "3", "D").' })
  id: string;

  @Field(() => Int, { nullable: true, description: 'Stops counted; null when unlimited.' })
  distance: number | null;

  @Field(() => Int, { description: 'Price from the bank.' })
  price: number;

  @Field(() => Int, { nullable: true, description: 'How many the bank has; null when unlimited.' })
  count: number | null;

  @Field(() => String, { nullable: true, description: 'The phase its first purchase starts, if any.' })
  startsPhase: string | null;

  @Field(() => String, { nullable: true, description: 'The train type whose first purchase rusts it; null if it never rusts.' })
  rustsOn: string | null;

  @Field(() => String, { nullable: true, description: 'The phase in which it rusts (the one `rustsOn` starts), if any.' })
  rustsInPhase: string | null;

  @Field(() => String, { nullable: true, description: 'The train type whose first purchase makes it obsolete (it runs once more, then is discarded); null if it never becomes obsolete.' })
  obsoleteOn: string | null;

  @Field(() => String, { nullable: true, description: 'The phase in which it becomes obsolete (the one `obsoleteOn` starts), if any.' })
  obsoleteInPhase: string | null;

  @Field({ description: 'Where a train traded in for one of this type goes: "scrap" (out of the game) or "pool" (the bank pool, on sale at its price).' })
  tradedInTo: string;

  @Field(() => String, { nullable: true, description: 'It may be bought from this phase on even before the earlier types are sold out.' })
  availableFromPhase: string | null;

  @Field(() => [TradeInType], { description: 'Trains that may be traded in for a discount when buying it.' })
  tradeIns: TradeInType[];

  @Field(() => String, { nullable: true, description: 'Its kind for permits, if any.' })
  kind: string | null;
}

@ObjectType('TrainLimitSpan', { description: 'Consecutive phases with the same train limit.' })
export class TrainLimitSpanType {
  @Field(() => Int, { description: 'The most trains a corporation may own.' })
  limit: number;

  @Field(() => [String], { description: 'The phases, in order.' })
  phases: string[];
}

@ObjectType('PhaseEvent', { description: 'Something that happens when a phase starts.' })
export class PhaseEventType {
  @Field({
    description:
      '"closeCompanies" (private companies close), "removeTokens" (tokens placed by the companies are removed), "companiesBuyable" (corporations may buy private companies from players) or "companiesForSale" (the bank offers the companies to players at face value).',
  })
  kind: string;

  @Field(() => [String], { description: 'The companies concerned; empty for all (closeCompanies).' })
  companies: string[];

  @Field(() => Int, { nullable: true, description: 'companiesBuyable: the lowest price, in percent of face value.' })
  minPricePercent: number | null;

  @Field(() => Int, { nullable: true, description: 'companiesBuyable: the highest price, in percent of face value.' })
  maxPricePercent: number | null;

  @Field(() => Int, { nullable: true, description: 'companiesBuyable: the lowest price in money, for every company (replaces minPricePercent).' })
  minPrice: number | null;
}

@ObjectType('PhaseSummary', { description: 'A game phase.' })
export class PhaseSummaryType {
  @Field({ description: 'Phase id.' })
  id: string;

  @Field({ description: 'The train type whose first purchase starts it (for the first phase: the first train type).' })
  onTrain: string;

  @Field({ description: 'The game starts in this phase.' })
  initial: boolean;

  @Field({ description: 'The phase colour.' })
  color: string;

  @Field(() => [String], { description: 'Tile colours that may be laid.' })
  tiles: string[];

  @Field(() => Int, { description: 'Operating rounds per set.' })
  operatingRounds: number;

  @Field(() => Int, { description: 'The most trains a corporation may own.' })
  trainLimit: number;

  @Field(() => Int, { nullable: true, description: 'The most train certificates a corporation may own (a double certificate holds two trains); null when certificates are not limited apart.' })
  trainCertificateLimit: number | null;

  @Field(() => [PhaseEventType], { description: 'What happens when it starts.' })
  events: PhaseEventType[];

  @Field(() => [String], { description: 'Standing rules in force: "interplayerPrivateTrade".' })
  status: string[];

  @Field({ description: 'How many trains a corporation may buy from the depot in one operating turn: "unlimited", "one" (one in all) or "onePerType" (one of each type).' })
  depotTrainsPerTurn: string;
}

@ObjectType('EndCondition', { description: 'Something that ends the game.' })
export class EndConditionType {
  @Field({ description: '"bankBroken", "bankruptcy", "marketEndCell", "finalEra" or "trainsExhausted".' })
  kind: string;

  @Field({ description: 'When the game then ends: "immediate", "endOfRound" or "endOfOperatingSet".' })
  timing: string;

  @Field(() => String, { nullable: true, description: 'marketEndCell only: when the game ends if the end-of-stock-round sold-out rise reaches the cell; null: as `timing`.' })
  soldOutTiming: string | null;

  @Field(() => String, { nullable: true, description: 'trainsExhausted and trainOwnedForSets: the train type; null otherwise.' })
  train: string | null;

  @Field(() => Int, { nullable: true, description: 'trainOwnedForSets: how many operating sets with such a train end the game; null otherwise.' })
  sets: number | null;
}

@ObjectType('TurnOrder', { description: 'Numbered player cards that set the order of play (title.json turnOrder).' })
export class TurnOrderType {
  @Field({ description: '"playerCards".' })
  kind: string;

  @Field({ description: 'How the cards are first dealt: "random".' })
  deal: string;

  @Field({ description: 'When they are dealt again: "endOfStockRound".' })
  reassignAt: string;

  @Field({ description: 'The order they are dealt again in: "cashDesc" (the richest player takes card 1).' })
  sortBy: string;

  @Field({ description: 'Tied players: "keepPrevious" (they keep their previous order).' })
  ties: string;
}

@ObjectType('RulesSummary', {
  description:
    "A title's rules, generated from its definition: every value is the definition's own; what it does not model is left out.",
})
export class RulesSummaryType {
  @Field({ description: 'The currency symbol, written before or after amounts (currencyPosition).' })
  currency: string;

  @Field({ description: 'Where the currency symbol goes: "before" the amount ($100) or "after" it (125fr).' })
  currencyPosition: string;

  @Field(() => PlayerRangeType, { description: 'The supported number of players.' })
  players: PlayerRangeType;

  @Field(() => BankRulesType, { description: 'The bank.' })
  bank: BankRulesType;

  @Field(() => [StartingCashType], { description: 'Starting cash per player, by number of players (fewest first).' })
  startingCash: StartingCashType[];

  @Field(() => [CertificateLimitType], { description: 'Certificate limits, by number of players (fewest first).' })
  certificateLimits: CertificateLimitType[];

  @Field(() => Int, { description: 'The most a player may hold of one corporation, in percent (outside zones that lift it).' })
  holdingLimitPercent: number;

  @Field(() => Int, { description: 'The most of one corporation the market pool may hold, in percent.' })
  marketPoolLimitPercent: number;

  @Field({ description: 'Priority in the first stock round: "seeded" (a seat drawn from the seed) or "firstSeat".' })
  firstPriority: string;

  @Field(() => TurnOrderType, { nullable: true, description: 'Player cards that set the order of play; null: seating order.' })
  turnOrder: TurnOrderType | null;

  @Field(() => RoundStructureType, { description: 'The order of rounds.' })
  rounds: RoundStructureType;

  @Field(() => PrivateCompaniesRulesType, { nullable: true, description: 'Private companies and their sale; null when the title has none.' })
  privateCompanies: PrivateCompaniesRulesType | null;

  @Field(() => [CorporationRulesType], { description: 'The corporations, in definition order.' })
  corporations: CorporationRulesType[];

  @Field(() => [CapitalisationGroupType], { description: 'Capitalisation and float percentage, grouped; the largest group first.' })
  capitalisation: CapitalisationGroupType[];

  @Field(() => StockRoundRulesType, { description: 'Stock round rules.' })
  stockRound: StockRoundRulesType;

  @Field(() => PriceMovementType, { description: 'Share price movement.' })
  priceMovement: PriceMovementType;

  @Field(() => MarketSummaryType, { description: 'The stock market.' })
  market: MarketSummaryType;

  @Field(() => DividendRulesType, { description: 'Dividends.' })
  dividends: DividendRulesType;

  @Field(() => OperatingRoundRulesType, { description: 'Operating round rules.' })
  operatingRound: OperatingRoundRulesType;

  @Field(() => [TrainSummaryType], { description: 'Train types, in the order the bank sells them.' })
  trains: TrainSummaryType[];

  @Field(() => [TrainLimitSpanType], { description: 'Train limits over the phases, as runs of consecutive phases.' })
  trainLimits: TrainLimitSpanType[];

  @Field(() => [PhaseSummaryType], { description: 'The phases, in order.' })
  phases: PhaseSummaryType[];

  @Field(() => [EndConditionType], { description: 'What ends the game.' })
  endConditions: EndConditionType[];

  @Field({ description: 'How the winner is found: "netWorth" (cash, shares at market value, private companies at face value).' })
  scoring: string;

  @Field(() => [String], { description: 'The summary in plain English, one sentence per entry.' })
  text: string[];
}

@ObjectType('OptionalRule', {
  description:
    "One of a title's variants, seen as an optional rule (title.json does not tell the two apart: each is a set of merge patches to the definition). createGame takes one as `variant`; an imported game may apply several, in order.",
})
export class OptionalRuleType {
  @Field({ description: 'Its id (the variant id).' })
  id: string;

  @Field({ description: 'Display name.' })
  name: string;

  @Field({ description: 'What it changes, for players.' })
  description: string;

  @Field(() => [String], {
    description: 'The definition members it sets, as dotted paths "<file>.<member>…" (e.g. "market.rows", "title.rounds.stock.reissueMaxPar").',
  })
  changes: string[];

  @Field(() => [String], { description: 'Ids of other optional rules whose every change this one also makes, with the same value.' })
  includes: string[];

  @Field(() => [String], {
    description:
      'Ids of other optional rules that set one of the same members to something else: applied together, only the last one\'s value stays.',
  })
  conflictsWith: string[];

  @Field(() => RulesSummaryType, { nullable: true, description: 'The rules summary of the title played with this rule alone; null if that does not compile.' })
  rulesSummary: RulesSummaryType | null;
}
