/**
 * The one door from the tests into the engine's internals (issue #19): a test drives the engine through its
 * public entry points (engine/index.ts: compileTitle, createGame, apply, replay, legalActions, publicState,
 * summarize, ...) where it can, and takes what it cannot reach that way from here, so that moving or renaming an
 * internal module changes this file and not every test that uses it.
 *
 * The rule, held by test/lint/test-imports.test.ts, for every .ts file under test/:
 *   - import the engine from engine/index.ts (`../../engine`);
 *   - import anything else of the engine from this file, which re-exports exactly what tests use, grouped
 *     below by why a test needs it (drop a name when no test uses it any more);
 *   - except a module's own unit test: test/engine/<name>.test.ts may import engine/.../<name>.ts directly, where
 *     <name> is the module's file name, or its folder and file name, in kebab case (tiles.test.ts tests
 *     engine/map/tiles.ts, can-run.test.ts engine/routes/canRun.ts, definition-defaults.test.ts
 *     engine/definition/defaults.ts). It takes everything else through the two doors above.
 */

/**
 * Building a position by hand. A rule that the recorded games never reach, or reach only after hundreds of
 * actions, is tested on a state written directly: `initialState` is the position before the first round
 * (`createGame` also starts it), `Ctx` is what a step works on, the holders name who owns a certificate, and the
 * round, phase, train and end-of-game functions move a hand-built state to the moment under test.
 */
export { initialState } from '../../engine/state/create';
export { cloneState } from '../../engine/state/clone';
export { type Ctx, formatMoney } from '../../engine/context';
export { corpHolder, playerHolder } from '../../engine/state/types';
export { pay } from '../../engine/state/bank';
export { actingSeat } from '../../engine/state/actingSeat';
export { purchaseTerms } from '../../engine/state/companyPurchase';
export { companyRevenue } from '../../engine/state/companyRevenue';
export { placeMarker } from '../../engine/market/moves';
export {
  advance, currentOperatingStep, operatingActor, operatingSteps, startOperatingSet,
} from '../../engine/rounds/operating';
export { roundFinished, startNextRound } from '../../engine/rounds/sequence';
export { closeAllCompanies, enterPhase, onFirstPurchase } from '../../engine/trains/phase';
export { transferTrain } from '../../engine/trains/transfer';
export { limitNow } from '../../engine/state/trainLimit';
export { finishGame, netWorth, rankFor, setEndPending } from '../../engine/state/end';
export { takeTile } from '../../engine/map/supply';

/**
 * One step run on its own. A step's refusal or effect on a hand-built position, without the round around
 * it deciding whose turn it is.
 */
export { act, type Actor, firstViolation, type Rule } from '../../engine/steps/step';
export { buySellParShares } from '../../engine/steps/buySellParShares';
export { buyTrain } from '../../engine/steps/buyTrain';
export { mustBuyTrain } from '../../engine/trains/mustBuy';
export { trainOffers } from '../../engine/trains/buying/offers';
export { reissuePar } from '../../engine/steps/corporateShares';
export { distribute, dividend, hudsonDelta } from '../../engine/steps/dividend';
export { layTrack } from '../../engine/steps/layTrack';
export { placeToken } from '../../engine/steps/placeToken';
export { redeemShare } from '../../engine/steps/redeemShare';
export { runRoutes } from '../../engine/steps/runRoutes';
export { dropAfterSale, par, sellShares } from '../../engine/shares/trade';
export { floatIfReady, soldPercent } from '../../engine/shares/float';

/**
 * The map: tile topology, the hex grid, track and token placement. Unit tests of geometry that has no
 * public entry point of its own (legalActions lists its outcome, not why a lay or a token is refused).
 */
export { boardOf } from '../../engine/map/board';
export {
  blocksPassage, nodeKey, placedTile, reach, traceReach, type Reach, stationNodes, stopLocation,
} from '../../engine/map/graph';
export { type Axes, edgeBetween, neighbourId } from '../../engine/map/grid';
export { hexDistance } from '../../engine/map/hexDistance';
export { checkLay, type LayCheck, layTile, legalLays, nextLaySlot } from '../../engine/map/lay';
export {
  canUpgradeKind, type Endpoint, exits, isEdge, nodeRevenue, normaliseTile, preservesTrack, rotated, type Tile,
} from '../../engine/map/tiles';
export {
  checkToken, freeSlot, legalTokens, nextTokenCost, placeHomeToken, tokenDistanceFee, tokenPrices,
} from '../../engine/map/tokens';

/**
 * Routes and revenue: the route checker and the parts of the route optimiser (bestRoutes itself is public),
 * tested against brute force and against hand-drawn runs.
 */
export { floodNetwork } from '../../engine/routes/flood';
export { buildNodeGraph } from '../../engine/routes/links';
export {
  crossedEdges, joinRefused, leaseScoring, routeRules, runForms, runRule, runType, stopRevenue, trainRule,
} from '../../engine/routes/revenue';
export { provenBestAt } from '../../engine/routes/runCache';
export { payLocationsOnce, scoreRun } from '../../engine/routes/runScore';
export {
  type CheckedRoute, checkRoute, checkRun, finishRoute, GROUP_REF, type RouteInput, runRefusal, tokenedOut,
} from '../../engine/routes/validate';
export { TrackView } from '../../engine/routes/walk';

/**
 * The stock market: price moves on the market chart, cell by cell, and the par prices still open.
 */
export {
  cellAt, type Market, moveDownForSale, moveLeft, moveRight, moveUp, payoutSteps,
} from '../../engine/market/grid';
export { closedParPrices } from '../../engine/market/parTiers';

/**
 * Shares, holdings and the stock rules: limits, prices and the rule list a buy, sell or par is checked
 * against, each asked directly.
 */
export { certificateCount, certificateLimit, certPercents, percentHeld } from '../../engine/shares/holdings';
export { holderName, traderOf } from '../../engine/shares/investor';
export { stockRuleLists } from '../../engine/shares/rules';
export { canAffordShare } from '../../engine/shares/rules/canAffordShare';
export { corporationCanPar } from '../../engine/shares/rules/corporationCanPar';
export { holdsSharesToSell } from '../../engine/shares/rules/holdsSharesToSell';
export { parPriceOnParCell } from '../../engine/shares/rules/parPriceOnParCell';
export { withinCertificateLimit } from '../../engine/shares/rules/withinCertificateLimit';
export { ipoUnitPrice, parCellsFor, reservedCertificates, salePricePerShare } from '../../engine/shares/terms';
export { capitalizationOf } from '../../engine/state/capitalization';
export { startsAllowed } from '../../engine/mechanisms/finalEra/rules/startsAllowed';

/**
 * The mechanism interface: the dispatcher and the registry, tested with made-up mechanisms and for the
 * registry's order (engine/mechanisms/README.md).
 */
export {
  anytimeLegal, anytimeProcess, buildDispatcher, each, every, first, type HookName, type Interruption, type Mechanism,
  pendingInterruption, sum,
} from '../../engine/core/mechanism';
export { MECHANISMS } from '../../engine/mechanisms/registry';

/**
 * A mechanism's own functions. A mechanism reaches a game only through its hooks; these are the pieces
 * behind them, asked directly where a game position would take too long to reach.
 */
export { addsTown, keepsTrackAddingTown } from '../../engine/mechanisms/addTown';
export { britishRailAppears } from '../../engine/mechanisms/britishRail';
export { advanceCostOfBusiness, currentColumn, discardSupplyTrain } from '../../engine/mechanisms/costOfBusiness';
export { routeAbilities, routeClaimLimitRefusal } from '../../engine/mechanisms/cousins/cousinAbilities';
export { cousinHolder } from '../../engine/mechanisms/cousins/cousinHolders';
export { chargeCousin, cousinDef } from '../../engine/mechanisms/cousins';
export { payDestinationBonuses } from '../../engine/mechanisms/destinationBonus';
export { noControlledCompanyEnds } from '../../engine/mechanisms/end';
export { exchangeRefusal } from '../../engine/mechanisms/exchangeCompany/exchange';
export { noteTrainBought } from '../../engine/mechanisms/finalEra';
export { mechanism as foreignersMechanism } from '../../engine/mechanisms/foreigners';
export { eligibleToStart, maxSoldPercent, payIncomeUntilFloat } from '../../engine/mechanisms/historicalOrder';
export { termsInForce } from '../../engine/mechanisms/capitalizationSchedule';
export { insolvencyRule, leaseFor } from '../../engine/mechanisms/insolvency';
export { type IssueTakeoverRoundState, runIssueTakeoverRound } from '../../engine/mechanisms/issueTakeoverRound';
export { openLayerIndex } from '../../engine/mechanisms/layers';
export { inLiquidation } from '../../engine/mechanisms/liquidation';
export { loanRefusal, sharesInPlay } from '../../engine/mechanisms/loans';
export { mergePartners } from '../../engine/mechanisms/mergers';
export { buildingAllowed } from '../../engine/mechanisms/phaseRestrictions';
export { claimablePorts, payPortIncome } from '../../engine/mechanisms/ports';
export { privateTileLays } from '../../engine/mechanisms/privateCompanies';
export { inReceivership } from '../../engine/mechanisms/receivership';
export { shareCountsAtFloat } from '../../engine/mechanisms/shareCounts';
export { certificateValue, halfValue } from '../../engine/mechanisms/shareValue';
export { mechanism as soldOutOrderMechanism } from '../../engine/mechanisms/soldOutOrder';
export { homeRoom, lowestModePar, resetCorporation } from '../../engine/mechanisms/startModes';
export { stationLimitFor, stationMarkers, trimStationsToMaximum } from '../../engine/mechanisms/issueTakeoverRound/stationLimits';
export { afterMerger, gatherTops, layBlocked, tokenBlocked } from '../../engine/mechanisms/tableau/tableau';
export { takeStations } from '../../engine/mechanisms/issueTakeoverRound/takeover';
export { payStationOverage } from '../../engine/mechanisms/issueTakeoverRound/takeoverStations';
export { upgradeRefusal } from '../../engine/mechanisms/upgradeRestriction';
export { warrantiesAllowed, warrantyTerms } from '../../engine/mechanisms/warranties';

/**
 * Definition and action internals: setting defaults, variant pointer operations, abilities, the action
 * parser and the refusal helper.
 */
export { grantsTo, grantWithUseLeft, holdersOf } from '../../engine/definition/abilities';
export { applyOps, pointerSegments, type VariantOp } from '../../engine/definition/pointer-ops';
export { SETTING_DEFAULTS } from '../../engine/generated/defaults';
export { ACTION_TYPES, parseAction } from '../../engine/actions';
export { FORMER_FIELD_NAMES } from '../../engine/generated/action-table';
export { illegal } from '../../engine/errors';
