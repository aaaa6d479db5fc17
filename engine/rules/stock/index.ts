/** The stock-round rules, gathered per action type (graphql-js style: one rule per file). */
import type { Action, BuyCompanyAction, BuySharesAction, ParAction, SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { canAffordPresidentCertificate } from './canAffordPresidentCertificate';
import { canAffordShare } from './canAffordShare';
import { certificateAvailable } from './certificateAvailable';
import { companyForSale } from './companyForSale';
import { corporationCanPar } from './corporationCanPar';
import { corporationIsParred } from './corporationIsParred';
import { corporationInWave } from './corporationInWave';
import { corporationLayerOpen } from './corporationLayerOpen';
import { historicalOrderLimit } from './historicalOrderLimit';
import { holdsSharesToSell } from './holdsSharesToSell';
import { homeHasRoom } from './homeHasRoom';
import { parPriceForStartMode } from './parPriceForStartMode';
import { notSoldThisRound } from './notSoldThisRound';
import { oneBuyPerTurn } from './oneBuyPerTurn';
import { parPriceForCorporation } from './parPriceForCorporation';
import { parPriceOnParCell } from './parPriceOnParCell';
import { parPriceInOpenTier } from './parPriceInOpenTier';
import { presidencyCanPass } from './presidencyCanPass';
import { sellAllowed } from './sellAllowed';
import { oneSalePerCorporationPerTurn } from './oneSalePerCorporationPerTurn';
import { sellRequiresPar } from './sellRequiresPar';
import { sellLeavesAHolder } from './sellLeavesAHolder';
import { shareCountAllowed } from './shareCountAllowed';
import { parOnlyFromLobby } from './parOnlyFromLobby';
import { sellNotIncreasedThisRound } from './sellNotIncreasedThisRound';
import { startsAllowed } from './startsAllowed';
import { sellsDownToHoldingLimit } from './sellsDownToHoldingLimit';
import { withinCertificateLimit } from './withinCertificateLimit';
import { withinHoldingLimit } from './withinHoldingLimit';
import { withinMarketPoolLimit } from './withinMarketPoolLimit';
import { cousinOwned } from './cousinOwned';
import { cousinCanAffordShare } from './cousinCanAffordShare';
import { cousinWithinHoldingLimit } from './cousinWithinHoldingLimit';
import { cousinNotSoldThisRound } from './cousinNotSoldThisRound';
import { successorCousinChosen } from './successorCousinChosen';
import { cousinHoldsSharesToSell } from './cousinHoldsSharesToSell';
import { notInLiquidation } from './notInLiquidation';

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
export const buySharesRules: Rule<BuySharesAction>[] = [
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
export const sellSharesRules: Rule<SellSharesAction>[] = [
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
/** A player buying for one of their cousins (1820 §6.5.2.4): the market rules, on the cousin's treasury and holding. */
export const cousinBuySharesRules: Rule<BuySharesAction>[] = [
  cousinOwned as Rule<BuySharesAction>,
  oneBuyPerTurn as Rule<BuySharesAction>,
  corporationIsParred,
  notInLiquidation as Rule<BuySharesAction>,
  certificateAvailable,
  cousinNotSoldThisRound,
  cousinCanAffordShare,
  cousinWithinHoldingLimit,
  historicalOrderLimit,
];
/** A player selling for one of their cousins (1820 §6.5.2.3). */
export const cousinSellSharesRules: Rule<SellSharesAction>[] = [
  cousinOwned as Rule<SellSharesAction>,
  sellAllowed,
  notInLiquidation as Rule<SellSharesAction>,
  sellNotIncreasedThisRound,
  oneSalePerCorporationPerTurn,
  sellRequiresPar,
  cousinHoldsSharesToSell,
  withinMarketPoolLimit,
  sellLeavesAHolder,
  successorCousinChosen,
];
export const buyCompanyRules: Rule<BuyCompanyAction>[] = [oneBuyPerTurn as Rule<BuyCompanyAction>, companyForSale, withinCertificateLimit as Rule<BuyCompanyAction>];
export type { Action };
