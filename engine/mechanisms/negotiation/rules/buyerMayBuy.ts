import type { Action, BuySharesAction, ProposeTradeAction } from '../../../generated/actions';
import { firstViolation, type Actor, type Rule } from '../../../steps/step';
import { canAffordShare } from '../../../shares/rules/canAffordShare';
import { certificateAvailable } from '../../../shares/rules/certificateAvailable';
import { corporationIsParred } from '../../../shares/rules/corporationIsParred';
import { notSoldThisRound } from '../../../shares/rules/notSoldThisRound';
import { withinCertificateLimit } from '../../../shares/rules/withinCertificateLimit';
import { withinHoldingLimit } from '../../../shares/rules/withinHoldingLimit';
import { sharePercent } from '../../../shares/holdings';
import { buyerOf } from './parties';

/**
 * The ordinary limits on a purchase (1820 §6.5.2.4 L468-473): cash, 60%, not sold this round, certificate
 * limit, each on the buyer's own (a cousin's treasury and holding; the certificate limit binds a player only).
 */
const RULES: Rule<BuySharesAction>[] = [corporationIsParred, notSoldThisRound, canAffordShare, withinHoldingLimit, withinCertificateLimit as Rule<BuySharesAction>];

/**
 * The buyer passes the rules its own purchase of one share would: from another investor at the current
 * price (buyShare, sellShare), or from the company treasury, whose share must be there (placeShare).
 */
export const buyerMayBuy: Rule<ProposeTradeAction> = (ctx, actor, a) => {
  const buyer = buyerOf(actor, a);
  const c = ctx.state.corporations[a.corporation!]!;
  const placing = a.deal === 'placeShare';
  const buy = { type: 'buy_shares', entityType: 'player', entity: buyer.seat, corporation: c.id, from: placing ? 'ipo' : 'market', percent: sharePercent(ctx.title, c), ...(buyer.cousin ? { cousin: buyer.cousin } : {}) } as BuySharesAction;
  const as: Actor = { entityType: 'player', entity: buyer.seat, seat: buyer.seat };
  return firstViolation(placing ? [...RULES, certificateAvailable] : RULES, ctx, as, buy as BuySharesAction & Action);
};
