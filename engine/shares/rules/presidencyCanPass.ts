import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { presidencySuccessor } from '../trade';
import { certPercents, percentHeld } from '../holdings';
import { playerHolder } from '../../state/types';
import { STOCK } from './refs';
import { forInvestor } from '../investor';
import { first } from '../../core/ask';

/**
 * A president may sell below the president's certificate only when another
 * player holds enough to take the presidency (or, where a mechanism decides who
 * may direct, someone it names: hook presidencyAfterSale); with presidentCanDumpTo
 * "pool" also when nobody does, the certificate then going to the market
 * (mechanisms/receivership/index.ts; 1860 rules L459-464), provided the market holds
 * the normal certificates a partial sale takes back.
 */
export const presidencyCanPass: Rule<SellSharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation]!;
  // An investor's sale: who directs after it is the investor mechanism's question (its own sale rules).
  if (c.president !== actor.seat || forInvestor(ctx, actor.seat, a)) return null;
  const presidentPct = certPercents(ctx.title, c)[0]!;
  const remaining = percentHeld(ctx.title, c, playerHolder(actor.seat)) - a.percent;
  if (remaining >= presidentPct) return null;
  if (ctx.title.rounds.stock.presidentCanDumpTo === 'never')
    return illegal(`the president of ${c.id} may not sell below ${presidentPct}%`, STOCK.presidency);
  const decided = first(ctx.title, 'presidencyAfterSale', ctx, c, playerHolder(actor.seat), a.percent);
  if (decided ? decided.passes : presidencySuccessor(ctx, c, actor.seat) !== null) return null;
  if (ctx.title.rounds.stock.presidentCanDumpTo === 'pool') {
    // What comes back from the market: the unsold part of the certificate, or (presidentDumpChange
    // "holding", 18xx.games 1862 can_dump?) all the seller keeps, handed in with the certificate.
    // A sale of at least the certificate's size hands in the certificate alone and takes nothing back.
    const back = a.percent >= presidentPct ? 0 : ctx.title.rounds.stock.presidentDumpChange === 'holding' ? remaining : presidentPct - a.percent;
    return back <= 0 || marketPercent(ctx, c.id) >= back ? null : illegal(`the market has no share of ${c.id} to give back for part of the president's certificate`, STOCK.presidency);
  }
  return illegal(`no other player holds ${presidentPct}% of ${c.id} to take over the presidency`, STOCK.presidency);
};

function marketPercent(ctx: Parameters<Rule<SellSharesAction>>[0], corp: string): number {
  const pct = certPercents(ctx.title, ctx.state.corporations[corp]!);
  return ctx.state.corporations[corp]!.certs.reduce((a, h, i) => a + (i > 0 && h === 'market' ? pct[i]! : 0), 0);
}
