import { illegal, invalid, unknown } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { STOCK } from './refs';
import { percentHeld, sharePercent } from '../holdings';
import { playerHolder } from '../../state/types';

/** Shares may be sold in whole shares (tens of percent, or a share-count company's shares), and (by the title's choice) only once the corporation has operated. */
export const sellAllowed: Rule<SellSharesAction> = (ctx, actor, a) => {
  const c = ctx.state.corporations[a.corporation];
  if (!c) return unknown(`no corporation ${a.corporation}`);
  // Whole shares: 10% each, or 100 / n for a company of n shares (CorporationState.equalShares).
  const unit = sharePercent(ctx.title, c);
  if (a.percent <= 0 || a.percent % unit !== 0) return invalid(`sell_shares.percent must be a positive multiple of ${unit}`);
  const when = ctx.title.rounds.stock.sellAllowed;
  if (when === 'afterOperated' && !c.operated)
    return illegal(`${a.corporation} has not operated yet; its shares cannot be sold`, STOCK.sell);
  if (when === 'afterFirstStockRound' && ctx.state.round.kind === 'stock' && ctx.state.round.number === 1)
    return illegal('no shares may be sold in the first stock round', STOCK.sell);
  if (when === 'notBoughtThisRound' && ctx.state.round.kind === 'stock') {
    // 1862 rules §2.5: what a player bought (or started) in this stock round stays until the next.
    const bought = ctx.state.round.boughtThisRound?.[String(actor.seat)]?.[a.corporation] ?? 0;
    if (percentHeld(ctx.title, c, playerHolder(actor.seat)) - bought < a.percent)
      return illegal(`shares of ${a.corporation} bought in this stock round cannot be sold in it (${bought}% bought)`, STOCK.sell);
  }
  return null;
};
