/**
 * The one list of mechanisms (engine/core/mechanism.ts). A compiled title's dispatcher holds the
 * hooks of those its definition switches on, in this order, so where several mechanisms answer
 * the same hook with a refusal, the one listed first speaks. Add a mechanism by adding its line.
 */
import type { Mechanism } from '../core/mechanism';
import { mechanism as playerCards } from './playerCards';
import { mechanism as corporationOrder } from './corporationOrder';
import { mechanism as permits } from './permits';
import { mechanism as ports } from './ports';
import { mechanism as finalEra } from './finalEra';
import { mechanism as cousinDirectors } from './cousins/cousinDirectors';
import { mechanism as costOfBusiness } from './costOfBusiness';
import { mechanism as loans } from './loans';
import { mechanism as corporationBankruptcy } from './bankruptcy';
import { mechanism as phaseRestrictions } from './phaseRestrictions';
import { mechanism as receivership } from './receivership';
import { mechanism as insolvency, statusMechanism as insolvencyStatus } from './insolvency';
import { mechanism as tableau } from './tableau';
import { mechanism as blocksHex } from './abilities';
import { mechanism as terrainDiscount } from './terrainDiscount';
import { mechanism as privateCompanies } from './privateCompanies';
import { mechanism as cousinInvestors, cousinActions } from './cousins/cousinInvestors';
import { mechanism as skipUpgrade } from './skipUpgrade';
import { mechanism as addTown } from './addTown';
import { mechanism as permissivePlacement } from './permissivePlacement';
import { mechanism as upgradeRestriction } from './upgradeRestriction';
import { mechanism as homeStation } from './homeStation';
import { mechanism as railLink } from './railLink';
import { mechanism as britishRail } from './britishRail/nationalShares';
import { mechanism as homeHexLock } from './homeHexLock';
import { mechanism as shareValue } from './shareValue';
import { mechanism as trainLimit } from './trains';
import { mechanism as limitDiscardChoice } from './limitDiscardChoice';
import { mechanism as takeoverStations } from './issueTakeoverRound/takeoverStations';
import { mechanism as cousinSuccession } from './cousins/cousinSuccession';
import { mechanism as outOfTurnAbilities } from './outOfTurn';
import { mechanism as negotiation } from './negotiation';
// the big operating steps and routes
import { mechanism as destinationBonus } from './destinationBonus';
import { mechanism as stationMove } from './stationMove';
import { mechanism as tileLayingCompanyForSale } from './tileLayingCompanyForSale';
import { mechanism as warranties } from './warranties';
import { mechanism as startModes } from './startModes';
import { mechanism as layers } from './layers';
import { mechanism as shareCounts } from './shareCounts';
import { mechanism as liquidationTrading } from './liquidationTrading';
import { mechanism as trainOwnedSets } from './trainOwnedSets';
import { mechanism as foreigners } from './foreigners';
import { mechanism as stockRoundIncome } from './stockRoundIncome';
import { mechanism as parliament } from './parliament';
import { mechanism as issueTakeover } from './issueTakeoverRound';
import { mechanism as bidThenPick } from './bidThenPick';
import { mechanism as lobbies } from './lobbies/lobbyFunding';
import { mechanism as grantsShare } from './grantsShare';
import { mechanism as byPlayerCount } from './byPlayerCount';
import { mechanism as noControlledCompany } from './end';
import { mechanism as operatingSetsPlayed } from './end/operatingSetsPlayed';
import { mechanism as poolMovement } from './poolMovement';
import { mechanism as nationalizationCheck } from './nationalization/nationalizationCheck';
import { mechanism as floatInterruptions } from './floatInterruptions';
import { mechanism as stockRoundAuctions } from './stockRoundAuctions';
// the operating round
import { mechanism as faceDownOrder } from './operatingOrder';
import { mechanism as historicalOrder } from './historicalOrder';
import { mechanism as cousinAuction } from './cousins/cousinAuction';
import { mechanism as futureTrains } from './futureTrains';
import { mechanism as tileAndToken } from './tileAndToken';
import { mechanism as mergers } from './mergers';
import { mechanism as connectionRuns } from './connectionRun';
import { mechanism as gameEvents } from './gameEvents';
import { mechanism as nationalization } from './nationalization';
import { mechanism as trainBeforeRun } from './privateBuyTrain';
import { mechanism as automaticTurn } from './cousins/automaticTurn';
import { mechanism as homeUpgrade } from './homeStation/homeUpgrade';
import { mechanism as corporatePoolBuy } from './corporatePoolBuy';
import { mechanism as convertToTrain } from './convertToTrain';
import { mechanism as placeStation } from './placeStation';
import { mechanism as lostTrainRun } from './lostTrainRun';
import { mechanism as stationObjective } from './stationObjective';
import { mechanism as trainDiscount } from './trainDiscount';
import { mechanism as routeMarkers } from './routeMarkers';
import { mechanism as firstRoundCompanyPurchase } from './firstRoundCompanyPurchase';
import { mechanism as priceProtection, stockMechanism as priceProtectionOffers } from './priceProtection';
// shares and the stock-round steps
import { mechanism as companyExchange } from './exchangeCompany';
import { mechanism as floatStations } from './floatStations';
import { mechanism as homeTrack } from './homeTrack';
// trains and buying them
import { mechanism as trainlessLiquidation } from './liquidation';
import { mechanism as stationChoiceOnFirstTrack } from './stationChoiceOnFirstTrack';
import { mechanism as playerCompanySale } from './playerCompanySale';
import { mechanism as soldOutOrder } from './soldOutOrder';
import { mechanism as certificateGifts } from './certificateGifts';
import { mechanism as companyRouteBonuses } from './companyRouteBonuses';
import { mechanism as unfloatedParIncome } from './unfloatedParIncome';
import { mechanism as capitalizationSchedule } from './capitalizationSchedule';
import { mechanism as trainPurchaseMoves } from './trainPurchaseMoves';
import { mechanism as homeTileLock } from './homeTileLock';

export const MECHANISMS: readonly Mechanism[] = [
  // stockRoundEnded: the end when no player directs a company comes before the player cards are dealt again.
  noControlledCompany,
  // setUp draws: player cards, the corporations' order, permits, then the tableau and the cousins below.
  playerCards,
  corporationOrder,
  permits,
  ports,
  // operatingSetEnded: a game of a fixed number of sets ends first; the end after sets with a train
  // owned is checked before the foreigners buy, and both before the final era begins (the order the
  // round sequence had).
  operatingSetsPlayed,
  trainOwnedSets,
  foreigners,
  // Operating-round contributions (rounds/operating.ts): any-time actions are offered in this
  // order (ports before tileAndToken; futureTrains before loans), and interruptions are asked in it.
  tileAndToken,
  convertToTrain,
  placeStation,
  lostTrainRun,
  stationObjective,
  trainDiscount,
  routeMarkers,
  firstRoundCompanyPurchase,
  historicalOrder,
  finalEra,
  cousinDirectors,
  costOfBusiness,
  // openingAuctions: the cousin auction opens the stock round before the future-train auction (1820 §6.1 L266-268).
  cousinAuction,
  futureTrains,
  loans,
  corporatePoolBuy,
  corporationBankruptcy,
  phaseRestrictions,
  // The public view's status tags: an insolvent company's comes before the others' (receivership's first).
  insolvencyStatus,
  receivership,
  insolvency,
  // After insolvency and before private companies: a turn's end settles insolvency, then the face-down marker, then the private company's treasury.
  faceDownOrder,
  tableau,
  gameEvents,
  blocksHex,
  terrainDiscount,
  privateCompanies,
  trainBeforeRun,
  automaticTurn,
  cousinInvestors,
  // shares: a share action naming an investor (`investor`) is a cousin's in every title (refused where none is in play)
  cousinActions,
  skipUpgrade,
  addTown,
  permissivePlacement,
  upgradeRestriction,
  // Operating interruptions in precedence: a price-protection offer, a merger under way, a pending home upgrade, a connection run.
  priceProtection,
  mergers,
  homeStation,
  homeUpgrade,
  connectionRuns,
  railLink,
  britishRail,
  homeHexLock,
  shareValue,
  trainLimit,
  // The acquiring director's choice of stations, then the choice over the train limit (1820 §8.4.3 steps 3 and 4),
  // interrupt every round, before the stock round's own interruptions.
  takeoverStations,
  limitDiscardChoice,
  // The seller's choice of tied cousin after a forced sale (1820 §13.4 L1279).
  cousinSuccession,
  outOfTurnAbilities,
  negotiation,
  // the big operating steps and routes: mechanisms first answering their hooks
  destinationBonus,
  // after ports: the station step offers port claims before station moves
  stationMove,
  tileLayingCompanyForSale,
  // after receivership and insolvency: their retention comes before nationalisation's full payout (dividendForced)
  nationalization,
  // after nationalization: a payout is counted before the warranties wear (revenuePaid)
  warranties,
  // The stock rules' par prices: a layer's prices are asked before a start mode's (stockRules; no title has both).
  layers,
  startModes,
  liquidationTrading,
  // Round kinds and stock steps of one title's rules.
  stockRoundIncome,
  parliament,
  issueTakeover,
  bidThenPick,
  grantsShare,
  // After grantsShare: its setUp draws the corporations byPlayerCount's certificates leave as they are.
  byPlayerCount,
  poolMovement,
  nationalizationCheck,
  // The stock round's interruptions, in this order: a floating corporation's tokens, first stations and
  // home track come before a lobby's resolution goes on. The auctions opening the round come last (they
  // never meet the others); lobbies start their part A before the auctions begin (stockRoundStarted), and
  // the future-train auction's out-of-turn bids come after the other out-of-turn sources, as the round's
  // own source did.
  floatInterruptions,
  lobbies,
  stockRoundAuctions,
  // shares and the stock-round steps: each hook of theirs has one answerer in any title, so their place decides nothing
  companyExchange,
  floatStations,
  homeTrack,
  // trains and buying them
  trainlessLiquidation,
  stationChoiceOnFirstTrack,
  playerCompanySale,
  soldOutOrder,
  certificateGifts,
  companyRouteBonuses,
  unfloatedParIncome,
  capitalizationSchedule,
  trainPurchaseMoves,
  homeTileLock,
  // After the stock round's other interruptions: an increase is placed once they are settled (as the round asked them before it).
  shareCounts,
  // Last of the stock round's interruptions: an offer of price protection (the round asked it after the mechanisms').
  priceProtectionOffers,
];
