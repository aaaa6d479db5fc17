import { illegal, unknown } from '../../errors';
import type { BuyCompanyAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';

/**
 * An unsold private company is sold by the bank at its face value to a player who can pay: every
 * one where the title sells companies that way in stock rounds (companySale fixedPrice in stock),
 * else only those a phase event has put up for sale (1860's Fishbourne Ferry).
 */
export const companyForSale: Rule<BuyCompanyAction> = (ctx, actor, a) => {
  const co = ctx.state.companies[a.company];
  if (!co) return unknown(`no private company ${a.company}`);
  if (co.closed) return illegal(`${a.company} has closed`, STOCK.company);
  if (co.owner !== 'bank') return illegal(`${a.company} has already been sold`, STOCK.company);
  const sale = ctx.title.definition.title.companySale;
  if (!(sale?.kind === 'fixedPrice' && sale.in === 'stock') && !co.forSale) return illegal(`${a.company} is not for sale`, STOCK.company);
  // A company sold to the bank this round is not bought back by its seller (1860, as 18xx.games).
  const round = ctx.state.round;
  if (round.kind === 'stock' && (round.soldThisRound[String(actor.seat)] ?? []).includes(a.company)) return illegal(`you sold ${a.company} this round`, STOCK.company);
  const value = ctx.title.company.get(a.company)!.value;
  if (a.price !== value) return illegal(`${a.company} sells at its face value ${value}`, STOCK.company);
  const cash = ctx.state.players[actor.seat]!.cash;
  return cash >= value ? null : illegal(`${a.company} costs ${value}, ${cash} available`, STOCK.company);
};
