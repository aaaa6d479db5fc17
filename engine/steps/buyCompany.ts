/**
 * Buying a private company from the bank at face value during a stock turn
 * (title.json companySale = fixedPrice in the stock round, or companies a phase
 * event put up for sale). It counts as the turn's purchase. Companies whose
 * `closes` ability names the bought company (condition.companyBought) close
 * at once (1860 rules L215-219: buying the Fishbourne Ferry closes the others).
 */
import type { BuyCompanyAction } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../state/bank';
import { buyCompanyRules } from '../shares/rules';
import { money, playerName, type Ctx } from '../context';
import { playerHolder } from '../state/types';
import { act, firstViolation, type Step } from './step';

export const buyCompany: Step = {
  name: 'buyCompany',
  accepts: ['buy_company'],
  legal(ctx, actor) {
    return ctx.title.companies
      .map((def) => act(actor, 'buy_company', { company: def.id, price: def.value }))
      .filter((a) => !firstViolation(buyCompanyRules, ctx, actor, a as BuyCompanyAction))
      .map((action) => ({ id: actionId(action), action }));
  },
  process(ctx, actor, action) {
    const a = action as BuyCompanyAction;
    const v = firstViolation(buyCompanyRules, ctx, actor, a);
    if (v) throw v;
    pay(ctx, playerHolder(actor.seat), 'bank', a.price);
    ctx.state.companies[a.company]!.owner = playerHolder(actor.seat);
    delete ctx.state.companies[a.company]!.forSale;
    ctx.log.push(`${playerName(ctx, actor.seat)} buys ${a.company} for ${money(ctx, a.price)}`);
    closeOnPurchase(ctx, a.company);
  },
};

/** Closes the open companies whose `closes` ability is triggered by buying `bought`. */
function closeOnPurchase(ctx: Ctx, bought: string): void {
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id]!;
    if (co.closed || def.id === bought) continue;
    const trigger = def.abilities.some((ab) => ab.kind === 'closes' && (ab.condition as { companyBought?: string } | undefined)?.companyBought === bought);
    if (!trigger) continue;
    co.closed = true;
    ctx.log.push(`${def.id} closes`);
  }
}
