/**
 * Raising a takeover's payment (rounds.issueTakeover.takeovers.raisePayment "loansOrIssues"; 1820 §8.4.3 L847-849:
 * "The acquiring company may take loans (17.1) or may issue its shares (see 8.3) as needed to raise money for the
 * purchase"; §17.1 L1650: loans "as needed in any other round for any expense").
 *
 * When a public acquiring company's treasury is short of the winning bid, the takeover waits (TakeoverAuction.payment)
 * for its director to raise the difference, one action at a time, in any mix:
 * - take_loan by the company (loans.ts: £200, the price −1, the cap of its shares in play, never into liquidation);
 * - sell_shares by the company of its own treasury shares, an issue by §8.3 (issueShares.ts: the price per
 *   share, then the price falls).
 * Each is offered only while the treasury is short ("as needed": an issue of no more shares than the shortfall
 * needs at the current price) and only when the company could still raise the whole bid afterwards with loans
 * (takeover.ts takeoverCapacity, the bid's own check), so the takeover can always be paid. Once the treasury holds
 * the bid the takeover is carried out (takeover.ts executeTakeover).
 * With "loans" (the default) the engine takes the loans itself, as before.
 */
import { type Ctx, money, scratchCtx } from '../../context';
import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { sharePercent, sharePrice } from '../../shares/holdings';
import { issue, issueCount, issueRefusal, treasuryShares } from './issueShares';
import type { CorporationState } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { loanRefusal, takeLoan } from '../loans';
import { isPrivateCompany } from '../privateCompanies';
import { takeoverCapacity } from './takeover';

export const TAKEOVER_PAYMENT_REF = '1820 rules §8.4.3 L849 (loans or issued shares to pay for a takeover)';

/** Whether the acquiring director raises the payment by choice (raisePayment "loansOrIssues"). */
export function raisesPaymentByChoice(ctx: Ctx): boolean {
  const t = (ctx.title.rounds as { issueTakeover?: { takeovers?: { raisePayment?: string } } }).issueTakeover?.takeovers;
  return t?.raisePayment === 'loansOrIssues';
}

/** The takeover must wait for its payment to be raised: a public acquirer short of the bid, with the choice switched on. */
export function paymentToRaise(ctx: Ctx, acquirer: CorporationState, bid: number): boolean {
  return raisesPaymentByChoice(ctx) && !isPrivateCompany(acquirer) && acquirer.cash < bid;
}


/** Why the company may not issue `n` shares towards the bid now, or null. */
function issueForBidRefusal(ctx: Ctx, actor: Actor, c: CorporationState, bid: number, n: number): string | null {
  const v = issueRefusal(ctx, actor, c.id, n);
  if (v) return v.message;
  const price = sharePrice(ctx.title, c)!;
  const needed = Math.ceil((bid - c.cash) / price);
  if (n > needed) return `${c.id} needs ${money(ctx, bid - c.cash)}: ${needed} share${needed === 1 ? '' : 's'} at ${money(ctx, price)} are enough`;
  const scratch = scratchCtx(ctx);
  issue(scratch, c.id, n);
  const after = takeoverCapacity(scratch, scratch.state.corporations[c.id]!);
  return after >= bid ? null : `after issuing ${n} share${n === 1 ? '' : 's'} ${c.id} could raise only ${money(ctx, after)} of the ${money(ctx, bid)} bid`;
}

/** The director's choices while the payment is raised: a loan, or an issue of 1 to n shares. */
export function paymentLegal(ctx: Ctx, actor: Actor, c: CorporationState, bid: number): LegalAction[] {
  const corpActor: Actor = { entityType: 'corporation', entity: c.id, seat: actor.seat };
  const out: LegalAction[] = [];
  if (loanRefusal(ctx, c.id) === null) {
    const loan = act(corpActor, 'take_loan', {});
    out.push({ id: actionId(loan), action: loan });
  }
  for (let n = 1; n <= treasuryShares(ctx, c.id); n++) {
    if (issueForBidRefusal(ctx, actor, c, bid, n) !== null) continue;
    const a = act(corpActor, 'sell_shares', { corporation: c.id, percent: sharePercent(ctx.title, c) * n });
    out.push({ id: actionId(a), action: a });
  }
  return out;
}

/** A loan or an issue towards the bid. */
export function paymentProcess(ctx: Ctx, c: CorporationState, bid: number, actor: Actor, action: Action): void {
  const x = action as unknown as { entityType: string; entity: string; corporation?: string };
  if (x.entityType !== 'corporation' || x.entity !== c.id || (action.type !== 'take_loan' && action.type !== 'sell_shares'))
    throw illegal(`${c.id} must first raise ${money(ctx, bid - c.cash)} for its takeover: take_loan or an issue (sell_shares) by ${c.id}`, TAKEOVER_PAYMENT_REF);
  if (action.type === 'take_loan') {
    if ((action as { count?: number }).count !== undefined && (action as { count?: number }).count !== 1) throw illegal('loans for a takeover are taken one at a time', TAKEOVER_PAYMENT_REF);
    takeLoan(ctx, c.id);
    return;
  }
  const n = issueCount(ctx, action);
  const why = issueForBidRefusal(ctx, actor, c, bid, n);
  if (why) throw illegal(why, TAKEOVER_PAYMENT_REF);
  issue(ctx, c.id, n);
}
