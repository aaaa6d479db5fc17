/** A corporation raising the money for a forced purchase itself (rounds.operating.emergencyBuy.raise). */
import { every, first } from '../../core/ask';
import { money, type Ctx } from '../../context';
import { pay } from '../../state/bank';
import { capitalizationOf } from '../../state/capitalization';
import { corpHolder, type CorporationState } from '../../state/types';
import { moveDown } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { sharePrice } from '../../shares/holdings';
import { emergency } from './emergency';
/**
 * rounds.operating.emergencyBuy.raise: when the director passes a forced purchase the treasury
 * cannot pay for, the corporation raises the money itself, the first way that covers the shortfall
 * (selling treasury shares, refinancing); when none does, it goes bankrupt under
 * emergencyBuy.bankruptcy "corporationBankruptcy". True when the pass was taken that way; the turn
 * stays at the purchase (unless the corporation went bankrupt).
 */
/**
 * Whether the director may choose refinancing over the treasury sale a pass would make: both are
 * ways the title allows and both would cover the shortfall (18xx.games' `convert`).
 */
export function mayConvert(ctx: Ctx, corp: string): boolean {
  const ways = ctx.title.rounds.operating.emergencyBuy?.raise ?? [];
  if (!ways.includes('sellTreasuryShares') || !ways.includes('refinance')) return false;
  const em = emergency(ctx, corp);
  if (!em) return false;
  const c = ctx.state.corporations[corp]!;
  return treasuryShares(ctx, c).length * sharePrice(ctx.title, c)! >= em.shortfall && (first(ctx.title, 'refinancing', ctx, corp)?.payment ?? 0) >= em.shortfall;
}

export function treasuryShares(ctx: Ctx, c: CorporationState): number[] {
  // Where certificate 0 is no director's certificate it is a plain share (a mechanism says so: CoreSwitch presidentCertificate).
  const first = every(ctx.title, 'permits', ctx.title, ctx.state, 'presidentCertificate') ? 1 : 0;
  return c.certs.map((h, i) => (i >= first && (h === corpHolder(c.id) || (h === 'ipo' && capitalizationOf(ctx.title, c) === 'incremental')) ? i : -1)).filter((i) => i >= 0);
}

export function raiseMoney(ctx: Ctx, corp: string): boolean {
  const cfg = ctx.title.rounds.operating.emergencyBuy;
  const ways = cfg?.raise ?? [];
  const em = ways.length ? emergency(ctx, corp) : null;
  if (!em) return false;
  const c = ctx.state.corporations[corp]!;
  ctx.log.push(`${corp} must buy a train and is short ${money(ctx, em.shortfall)}`);
  for (const way of ways) {
    if (way === 'sellTreasuryShares' && sellTreasuryShares(ctx, c, em.shortfall)) return true;
    const refinancing = way === 'refinance' && c.par !== null ? first(ctx.title, 'refinancing', ctx, corp) : null;
    if (refinancing && refinancing.payment >= em.shortfall) {
      refinancing.start();
      return true;
    }
  }
  // The corporation, not its director, may go bankrupt instead (corporationBankrupt; 1862.md §2.8).
  return first(ctx.title, 'corporationBankrupt', ctx, corp, 'it cannot raise the money for a forced train purchase') !== null;
}

/** Sells just enough treasury shares to the market at the current price to cover `shortfall`, the price moving down a cell per share. */
export function sellTreasuryShares(ctx: Ctx, c: CorporationState, shortfall: number): boolean {
  const price = sharePrice(ctx.title, c)!;
  const treasury = treasuryShares(ctx, c);
  // A mechanism may add certificates to sell, only when that covers the shortfall (emergencyFunds: 1862 solo S21's tableau tops).
  const extra = first(ctx.title, 'emergencyFunds', ctx, c.id);
  if ((treasury.length + (extra?.count ?? 0)) * price < shortfall) return false;
  const n = Math.ceil(shortfall / price);
  for (const i of treasury.slice(0, n)) c.certs[i] = 'market';
  if (n > treasury.length) extra!.sell(n - treasury.length);
  pay(ctx, 'bank', corpHolder(c.id), n * price);
  ctx.log.push(`${c.id} sells ${n} treasury share${n === 1 ? '' : 's'} for ${money(ctx, n * price)}`);
  let pos = c.market!;
  for (let k = 0; k < n; k++) pos = moveDown(ctx.title.market, pos);
  placeMarker(ctx, c, pos);
  return true;
}
