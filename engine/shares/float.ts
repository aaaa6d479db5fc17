/**
 * Floating: once enough of a corporation's shares have left the initial
 * offering it floats, receives its capital (full capitalisation: ten times par
 * from the bank) and places its home station.
 */
import { each, first } from '../core/mechanism';
import { money, type Ctx } from '../context';
import { pay } from '../state/bank';
import { placeHomeToken } from '../map/tokens';
import type { CorporationState } from '../state/types';
import { certPercents, sharePercent } from './holdings';
import { capitalizationOf } from './terms';

/**
 * The percentage sold from the initial offering. Shares in the open market count, unless
 * the title floats on shares held outside the bank only (rounds.stock.floatExcludesMarket:
 * 1860 rules, Floating: "50% sold from the IPO", pool shares do not count).
 */
export function soldPercent(ctx: Ctx, c: CorporationState): number {
  const pct = certPercents(ctx.title, c);
  const excludeMarket = ctx.title.rounds.stock.floatExcludesMarket === true;
  let sold = 0;
  c.certs.forEach((h, i) => {
    if (h !== 'ipo' && !(excludeMarket && h === 'market')) sold += pct[i]!;
  });
  return sold;
}

export function floatIfReady(ctx: Ctx, c: CorporationState): void {
  if (c.floated) return;
  const def = ctx.title.corporation.get(c.id)!;
  // A mechanism may set the percentage (rounds.stock.historicalOrder floatPercent).
  if (soldPercent(ctx, c) < (first(ctx.title, 'floatPercent', ctx, c.id) ?? def.floatPercent)) return;
  c.floated = true;
  // Mechanisms act on the float before the capital is paid (a bankrupt corporation is refloated).
  each(ctx.title, 'corporationFloated', ctx, c);
  // 1860: the marker joins its cell's stack when the corporation floats (rounds.operating.arrivalOnFloat).
  if (ctx.title.rounds.operating.arrivalOnFloat && c.market) {
    ctx.state.marketSeq += 1;
    c.marketSeq = ctx.state.marketSeq;
  }
  if (capitalizationOf(ctx.title, c) === 'full') {
    // The par price of every share: ten, or 100 / sharePercent (corporations.json sharePercent).
    const capital = c.par! * (100 / sharePercent(ctx.title, c));
    pay(ctx, 'bank', `corp:${c.id}`, capital);
    ctx.log.push(`${c.id} floats and receives ${money(ctx, capital)}`);
  } else {
    ctx.log.push(`${c.id} floats`);
  }
  // Capital paid: a start mode may have it buy its tokens now.
  each(ctx.title, 'floatCapitalised', ctx, c);
  if ((ctx.title.rounds.operating.homeToken ?? 'float') === 'float') placeHomeToken(ctx, c);
  each(ctx.title, 'floatCompleted', ctx, c);
}
