/** The parliament round's rules (rounds.parliament; 1862 §2.4), gathered per action type (one rule per file). */
import type { Action, BidAction, BuySharesAction, ParAction } from '../../../generated/actions';
import { firstViolation, type Rule } from '../../../steps/step';
import { canAffordShare } from '../../../shares/rules/canAffordShare';
import { certificateAvailable } from '../../../shares/rules/certificateAvailable';
import { corporationIsParred } from '../../../shares/rules/corporationIsParred';
import { stockRuleLists } from '../../../shares/rules';
import { withinCertificateLimit } from '../../../shares/rules/withinCertificateLimit';
import { bidInSteps } from './bidInSteps';
import { bidLeavesReserve } from './bidLeavesReserve';
import { charterOnOffer } from './charterOnOffer';
import { mayOpenAuction } from './mayOpenAuction';
import { noWinnerStarting } from './noWinnerStarting';
import { buyByWinner, parByWinner } from './startByWinner';

export const charterBidRules: Rule<BidAction>[] = [noWinnerStarting as Rule<BidAction>, charterOnOffer, mayOpenAuction, bidInSteps, bidLeavesReserve];
/**
 * charterBidRules but charterOnOffer: the rules that judge the bidder and the price, never the charter, so a
 * listing of bids at one price asks them once for all the charters (charterAuction.ts bids).
 */
export const charterBidderRules: Rule<BidAction>[] = charterBidRules.filter((r) => r !== charterOnOffer);
export { charterOnOffer };
/** The winner's par: the stock round's par rules (wave, home room, the start mode's par prices, affordability, certificate limit). */
export const charterParRules: Rule<ParAction>[] = [parByWinner, (ctx, actor, a) => firstViolation(stockRuleLists(ctx.title).par, ctx, actor, a)];
export const charterBuyRules: Rule<BuySharesAction>[] = [
  buyByWinner,
  corporationIsParred,
  certificateAvailable,
  canAffordShare,
  withinCertificateLimit as Rule<BuySharesAction>,
];
export type { Action };
