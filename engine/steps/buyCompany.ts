/**
 * Buying a private company from the bank at face value during a stock turn
 * (title.json companySale = fixedPrice in the stock round). It counts as the
 * turn's purchase.
 */
import type { BuyCompanyAction } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../mechanisms/bank';
import { buyCompanyRules } from '../rules/stock';
import { money, playerName } from '../context';
import { playerHolder } from '../state/types';
import { act, firstViolation, type Step } from './step';

export const buyCompany: Step = {
  name: 'buyCompany',
  accepts: ['buy_company'],
  legal(ctx, actor) {
    if (ctx.title.definition.title.companySale?.kind !== 'fixedPrice') return [];
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
    ctx.log.push(`${playerName(ctx, actor.seat)} buys ${a.company} for ${money(ctx, a.price)}`);
  },
};
