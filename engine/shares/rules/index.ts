/**
 * The core's stock rules gathered per action type (graphql-js style: one rule per file), with the
 * rules the switched-on mechanisms add (hook stockRules) placed at their named points, so the
 * first refusal is the one the title's rules give first. Built once per compiled title.
 */
import type { BuyCompanyAction, BuySharesAction, ParAction, SellSharesAction } from '../../generated/actions';
import type { Title } from '../../definition/title';
import type { Rule } from '../../steps/step';
import { concat } from '../../core/ask';
import type { PlacedStockRule, StockRuleSlot } from '../../core/hook-types';
import { canAffordPresidentCertificate } from './canAffordPresidentCertificate';
import { canAffordShare } from './canAffordShare';
import { certificateAvailable } from './certificateAvailable';
import { certificateCountAllowed } from './certificateCountAllowed';
import { companyForSale } from './companyForSale';
import { corporationCanPar } from './corporationCanPar';
import { corporationIsParred } from './corporationIsParred';
import { holdsSharesToSell } from './holdsSharesToSell';
import { homeHasRoom } from './homeHasRoom';
import { investorMayTrade } from './investorMayTrade';
import { notSoldThisRound } from './notSoldThisRound';
import { oneBuyPerTurn } from './oneBuyPerTurn';
import { oneSalePerCorporationPerTurn } from './oneSalePerCorporationPerTurn';
import { parPriceInOpenTier } from './parPriceInOpenTier';
import { parPriceOnParCell } from './parPriceOnParCell';
import { presidencyCanPass } from './presidencyCanPass';
import { sellAllowed } from './sellAllowed';
import { sellRequiresPar } from './sellRequiresPar';
import { sellsDownToHoldingLimit } from './sellsDownToHoldingLimit';
import { sellsWholeCertificates } from './sellsWholeCertificates';
import { withinCertificateLimit } from './withinCertificateLimit';
import { withinHoldingLimit } from './withinHoldingLimit';
import { withinMarketPoolLimit } from './withinMarketPoolLimit';

export const buyCompanyRules: Rule<BuyCompanyAction>[] = [oneBuyPerTurn as Rule<BuyCompanyAction>, companyForSale, withinCertificateLimit as Rule<BuyCompanyAction>];

/** A core rule, or the point where the mechanisms' rules of that slot are asked. */
type Entry<A extends ParAction | BuySharesAction | SellSharesAction> = Rule<A> | { slot: StockRuleSlot };

/**
 * A par's rules up to the price: these (the mechanisms' at "opening", "starts" and "corporation" too) decide by
 * the corporation alone, never by the price or the share count, so a listing asks them once for all of a
 * corporation's prices (StockRuleLists.parByCorporation).
 */
const PAR_CORPORATION: Entry<ParAction>[] = [{ slot: 'opening' }, oneBuyPerTurn as Rule<ParAction>, corporationCanPar, { slot: 'starts' }, { slot: 'corporation' }];
const PAR: Entry<ParAction>[] = [
  ...PAR_CORPORATION,
  parPriceOnParCell,
  parPriceInOpenTier,
  { slot: 'price' },
  certificateCountAllowed,
  homeHasRoom,
  canAffordPresidentCertificate,
  withinCertificateLimit as Rule<ParAction>,
];
/**
 * Buying a share, for the player or for an investor they play (1820 §6.5.2.4: the market rules, on
 * the cousin's treasury and holding): the rules read the buyer's cash and holdings (shares/investor.ts).
 */
const BUY: Entry<BuySharesAction>[] = [
  investorMayTrade as Rule<BuySharesAction>,
  oneBuyPerTurn as Rule<BuySharesAction>,
  corporationIsParred,
  { slot: 'corporation' },
  certificateAvailable,
  notSoldThisRound,
  canAffordShare,
  withinHoldingLimit,
  withinCertificateLimit as Rule<BuySharesAction>,
  { slot: 'last' },
];
/** Selling shares, for the player or for an investor they play (1820 §6.5.2.3). */
const SELL: Entry<SellSharesAction>[] = [
  investorMayTrade as Rule<SellSharesAction>,
  sellAllowed,
  { slot: 'corporation' },
  oneSalePerCorporationPerTurn,
  sellRequiresPar,
  holdsSharesToSell,
  withinMarketPoolLimit,
  { slot: 'holders' },
  presidencyCanPass,
  sellsWholeCertificates,
  sellsDownToHoldingLimit,
  { slot: 'last' },
];

/** A title's rules of the three stock actions, in the order they are asked. */
export interface StockRuleLists {
  par: Rule<ParAction>[];
  /**
   * `par` without homeHasRoom, for a caller that has asked the hook parRefusal of the corporation itself, once for
   * all its prices, in two parts: the head that decides by the corporation alone (PAR_CORPORATION), asked once
   * for all its prices too, and the rest, asked of each price.
   */
  parByCorporation: Rule<ParAction>[];
  parByPrice: Rule<ParAction>[];
  buy: Rule<BuySharesAction>[];
  sell: Rule<SellSharesAction>[];
}

function place<A extends ParAction | BuySharesAction | SellSharesAction>(entries: Entry<A>[], placed: PlacedStockRule[], type: A['type']): Rule<A>[] {
  return entries.flatMap((e) => (typeof e === 'function' ? [e] : placed.filter((p) => p.action === type && p.at === e.slot).map((p) => p.rule as Rule<A>)));
}

const built = new WeakMap<Title, StockRuleLists>();

/** The rules of a par, a purchase and a sale in `title`: the core's, with the mechanisms' at their points (in registry order at each). */
export function stockRuleLists(title: Title): StockRuleLists {
  let lists = built.get(title);
  if (!lists) {
    const placed = concat(title, 'stockRules', title);
    const par = place(PAR, placed, 'par');
    const parByCorporation = place(PAR_CORPORATION, placed, 'par');
    const parByPrice = par.slice(parByCorporation.length).filter((r) => r !== homeHasRoom);
    lists = { par, parByCorporation, parByPrice, buy: place(BUY, placed, 'buy_shares'), sell: place(SELL, placed, 'sell_shares') };
    built.set(title, lists);
  }
  return lists;
}
