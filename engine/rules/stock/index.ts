/**
 * The stock-round rules, gathered per action type (graphql-js style: one rule per file). The
 * generic rules are the core's (engine/shares/rules/); those here read a mechanism's state.
 */
import type { Action, BuySharesAction, ParAction, SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { canAffordPresidentCertificate } from '../../shares/rules/canAffordPresidentCertificate';
import { canAffordShare } from '../../shares/rules/canAffordShare';
import { certificateAvailable } from '../../shares/rules/certificateAvailable';
import { corporationCanPar } from '../../shares/rules/corporationCanPar';
import { corporationIsParred } from '../../shares/rules/corporationIsParred';
import { corporationInWave } from './corporationInWave';
import { corporationLayerOpen } from './corporationLayerOpen';
import { historicalOrderLimit } from './historicalOrderLimit';
import { holdsSharesToSell } from '../../shares/rules/holdsSharesToSell';
import { homeHasRoom } from './homeHasRoom';
import { parPriceForStartMode } from './parPriceForStartMode';
import { notSoldThisRound } from '../../shares/rules/notSoldThisRound';
import { oneBuyPerTurn } from '../../shares/rules/oneBuyPerTurn';
import { parPriceForCorporation } from './parPriceForCorporation';
import { parPriceOnParCell } from './parPriceOnParCell';
import { parPriceInOpenTier } from './parPriceInOpenTier';
import { presidencyCanPass } from './presidencyCanPass';
import { sellAllowed } from '../../shares/rules/sellAllowed';
import { oneSalePerCorporationPerTurn } from '../../shares/rules/oneSalePerCorporationPerTurn';
import { sellRequiresPar } from '../../shares/rules/sellRequiresPar';
import { sellLeavesAHolder } from './sellLeavesAHolder';
import { shareCountAllowed } from './shareCountAllowed';
import { parOnlyFromLobby } from './parOnlyFromLobby';
import { sellNotIncreasedThisRound } from '../../shares/rules/sellNotIncreasedThisRound';
import { startsAllowed } from './startsAllowed';
import { sellsDownToHoldingLimit } from '../../shares/rules/sellsDownToHoldingLimit';
import { withinCertificateLimit } from '../../shares/rules/withinCertificateLimit';
import { withinHoldingLimit } from '../../shares/rules/withinHoldingLimit';
import { withinMarketPoolLimit } from '../../shares/rules/withinMarketPoolLimit';
import { successorCousinChosen } from './successorCousinChosen';
import { notInLiquidation } from './notInLiquidation';
import { investorMayTrade } from '../../shares/rules/investorMayTrade';

export const parRules: Rule<ParAction>[] = [
  parOnlyFromLobby,
  oneBuyPerTurn as Rule<ParAction>,
  corporationCanPar,
  startsAllowed,
  corporationInWave,
  corporationLayerOpen,
  parPriceOnParCell,
  parPriceInOpenTier,
  parPriceForCorporation,
  parPriceForStartMode,
  shareCountAllowed,
  homeHasRoom,
  canAffordPresidentCertificate,
  withinCertificateLimit as Rule<ParAction>,
];
/**
 * Buying a share, for the player or for an investor they play (1820 §6.5.2.4: the market rules, on
 * the cousin's treasury and holding): the rules read the buyer's cash and holdings (shares/investor.ts).
 */
export const buySharesRules: Rule<BuySharesAction>[] = [
  investorMayTrade as Rule<BuySharesAction>,
  oneBuyPerTurn as Rule<BuySharesAction>,
  corporationIsParred,
  notInLiquidation as Rule<BuySharesAction>,
  certificateAvailable,
  notSoldThisRound,
  canAffordShare,
  withinHoldingLimit,
  withinCertificateLimit as Rule<BuySharesAction>,
  historicalOrderLimit,
];
/** Selling shares, for the player or for an investor they play (1820 §6.5.2.3). */
export const sellSharesRules: Rule<SellSharesAction>[] = [
  investorMayTrade as Rule<SellSharesAction>,
  sellAllowed,
  notInLiquidation as Rule<SellSharesAction>,
  sellNotIncreasedThisRound,
  oneSalePerCorporationPerTurn,
  sellRequiresPar,
  holdsSharesToSell,
  withinMarketPoolLimit,
  sellLeavesAHolder,
  presidencyCanPass,
  sellsDownToHoldingLimit,
  successorCousinChosen,
];
export type { Action };
