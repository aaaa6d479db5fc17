/**
 * Selling a private company to the bank in a stock turn (title.json companySale.toBank;
 * 1860 rules L221-226: from the second stock round, for face value less £30). The turn
 * goes on, as after a share sale, but a company may not be sold after the turn's purchase.
 * The bank then offers the company again at face value (CompanyState.forSale), though not
 * to its seller in the same round.
 */
import { money, playerName, type Ctx } from '../context';
import { illegal, unknown } from '../errors';
import type { SellCompanyAction } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../state/bank';
import { recordSale } from '../shares/trade';
import { playerHolder, type StockRoundState } from '../state/types';
import { act, type Actor, type Step } from './step';

const REF = '1860 rules, Private Companies L221-226 (sale to the bank at face value less 30)';

function terms(ctx: Ctx): { discount: number; fromStockRound: number } | null {
  return (ctx.title.definition.title.companySale as { toBank?: { discount: number; fromStockRound: number } }).toBank ?? null;
}

function refusal(ctx: Ctx, actor: Actor, company: string): string | null {
  const t = terms(ctx);
  if (!t) return 'companies cannot be sold to the bank in this title';
  const round = ctx.state.round as StockRoundState;
  if (round.kind !== 'stock' || round.number < t.fromStockRound) return `companies may be sold to the bank from stock round ${t.fromStockRound}`;
  if (round.turnState.bought.length > 0) return 'a company may not be sold after the turn\'s purchase';
  const co = ctx.state.companies[company];
  if (!co) return `no private company ${company}`;
  if (co.closed || co.owner !== playerHolder(actor.seat)) return `you do not own ${company}`;
  return null;
}

export function companySalePrice(ctx: Ctx, company: string): number {
  return Math.max(0, ctx.title.company.get(company)!.value - terms(ctx)!.discount);
}

export const sellCompany: Step = {
  name: 'sellCompany',
  accepts: ['sell_company'],
  legal(ctx, actor) {
    if (!terms(ctx)) return [];
    return ctx.title.companies
      .filter((def) => refusal(ctx, actor, def.id) === null)
      .map((def) => {
        const action = act(actor, 'sell_company', { company: def.id, price: companySalePrice(ctx, def.id) });
        return { id: actionId(action), action };
      });
  },
  process(ctx, actor, action) {
    const a = action as SellCompanyAction;
    if (!ctx.state.companies[a.company]) throw unknown(`no private company ${a.company}`);
    const why = refusal(ctx, actor, a.company);
    if (why) throw illegal(why, REF);
    const price = companySalePrice(ctx, a.company);
    if (a.price !== price) throw illegal(`${a.company} sells to the bank for ${price}`, REF);
    const co = ctx.state.companies[a.company]!;
    co.owner = 'bank';
    co.forSale = true;
    pay(ctx, 'bank', playerHolder(actor.seat), price);
    recordSale(ctx.state.round as StockRoundState, actor.seat, a.company);
    ctx.log.push(`${playerName(ctx, actor.seat)} sells ${a.company} to the bank for ${money(ctx, price)}`);
  },
};
