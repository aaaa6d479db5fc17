/* eslint-disable */
/**
 * GENERATED FILE: do not edit.
 * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).
 * Change the schemas, then run `npm run codegen`.
 */

import type { DefinitionFileKey } from '../definition/types';

/** A setting's default: in `file`, at `path` ("*" = every element of an array), when absent and its parent is present. */
export interface SettingDefault {
  readonly file: DefinitionFileKey;
  readonly path: readonly string[];
  readonly value: unknown;
}

/** Every `default` of the definition files' schemas, in schema order. */
export const SETTING_DEFAULTS: readonly SettingDefault[] = [
  { file: 'title', path: ['rounds', 'auction', 'waterfallAuction', 'committedBids'], value: "all" },
  { file: 'title', path: ['rounds', 'stock', 'salesOverHoldingLimit'], value: "toLimit" },
  { file: 'title', path: ['rounds', 'stock', 'sellMovement', 'directorSalesAlwaysMove'], value: false },
  { file: 'title', path: ['rounds', 'stock', 'certificateGifts', 'fromStockRound'], value: 2 },
  { file: 'title', path: ['rounds', 'stock', 'certificateGifts', 'presidencyGiverMaxPercent'], value: 40 },
  { file: 'title', path: ['rounds', 'stock', 'certificateGifts', 'presidencyOthersMaxPercent'], value: 20 },
  { file: 'title', path: ['rounds', 'stock', 'certificateGifts', 'presidencyOncePerRound'], value: true },
  { file: 'title', path: ['rounds', 'operating', 'discardOrder'], value: "definition" },
  { file: 'title', path: ['rounds', 'operating', 'stationInSameHex'], value: "bothStay" },
  { file: 'title', path: ['rounds', 'operating', 'limitDiscard'], value: "pool" },
  { file: 'title', path: ['rounds', 'operating', 'trainsFromCorporations'], value: "samePresident" },
  { file: 'title', path: ['rounds', 'operating', 'firstRoundCompanyPurchase', 'sellers'], value: "anyPlayer" },
  { file: 'title', path: ['rounds', 'operating', 'firstRoundCompanyPurchase', 'onePerSeller'], value: false },
  { file: 'title', path: ['rounds', 'operating', 'firstRoundCompanyPurchase', 'onlyWithoutCompany'], value: false },
  { file: 'title', path: ['rounds', 'operating', 'limitDiscardChoice'], value: "shortestFirst" },
  { file: 'title', path: ['rounds', 'operating', 'trainPurchaseMoves', 'buyer'], value: "up" },
  { file: 'title', path: ['rounds', 'operating', 'trainPurchaseMoves', 'seller'], value: "down" },
  { file: 'title', path: ['rounds', 'operating', 'unfloatedParIncome'], value: false },
  { file: 'title', path: ['rounds', 'issueTakeover', 'takeovers', 'raisePayment'], value: "loans" },
  { file: 'title', path: ['capitalizationSchedule', 'escrow', 'heldAtOrBelowPercent'], value: 50 },
  { file: 'title', path: ['loans', 'maxLoans'], value: "sharesInPlay" },
  { file: 'title', path: ['loans', 'noLoanAfterRepayment'], value: false },
  { file: 'title', path: ['loans', 'interestShortfall'], value: "directorCovers" },
  { file: 'title', path: ['loans', 'interestTreasuryMultiple'], value: 1 },
  { file: 'title', path: ['loans', 'repayStepOffersLoans'], value: false },
  { file: 'title', path: ['loans', 'excessRepaidAfterTrains'], value: false },
  { file: 'title', path: ['loans', 'netWorthLessLoans'], value: false },
  { file: 'title', path: ['loans', 'stationStepCountsLoan'], value: false },
  { file: 'title', path: ['shareCounts', 'increase', 'holdersMaySell'], value: false },
  { file: 'map', path: ['hexes', '*', 'tile', 'nodes', '*', 'routeBonus', 'roundDownTo'], value: 1 },
  { file: 'tiles', path: ['tiles', '*', 'nodes', '*', 'routeBonus', 'roundDownTo'], value: 1 },
  { file: 'market', path: ['movement'], value: {} },
  { file: 'market', path: ['movement', 'upOnTopRow'], value: "stay" },
  { file: 'market', path: ['movement', 'payoutSteps'], value: "one" },
  { file: 'market', path: ['movement', 'maxPayoutSteps'], value: 1 },
  { file: 'market', path: ['movement', 'saleAtColumnBottom'], value: "stay" },
  { file: 'market', path: ['movement', 'restackOnUnchangedPayout'], value: false },
  { file: 'companies', path: ['companies', '*', 'routeBonuses', '*', 'routes'], value: "each" },
  { file: 'trains', path: ['trains', '*', 'tradedInTo'], value: "scrap" },
  { file: 'phases', path: ['phases', '*', 'depotTrainsPerTurn'], value: "unlimited" },
];
