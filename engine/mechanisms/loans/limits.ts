/** How many loans a corporation may have, and whether it may take one now (title.json loans). */
import { money, type Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { cellAt, lowestCell, moveLeft, moveRight } from '../../market/grid';
import { certPercents, sharePercent } from '../../shares/holdings';
import { isShareholder } from '../../shares/investor';
import type { CorporationState, Holder } from '../../state/types';
import { loansConfig } from './terms';

/**
 * Shares held by players or in the pool (1820 §10.6 "in play"), and by investors (engine/shares/investor.ts):
 * §10.6 names only players, but a liquidation's shortfall "divided by the number of shares in play" is charged
 * to "cousins and players" per share held (§8.5 L875-876), so their shares are in play (NOTES G7).
 */
export function sharesInPlay(title: Title, c: CorporationState): number {
  return sharesHeldBy(title, c, (h) => h === 'market' || isShareholder(title, h));
}

/** The most loans `c` may have (loans.maxLoans): its shares in play, or its shares held by players. */
export function maxLoans(title: Title, c: CorporationState): number {
  if (loansConfig(title)?.maxLoans !== 'playerShares') return sharesInPlay(title, c);
  return sharesHeldBy(title, c, (h) => h.startsWith('player:'));
}

/**
 * The shares of `c` whose holders `counts`, counted in shares, not certificates: a two-share president's certificate
 * of a five-share corporation (corporations.json sharePercent 20) is two. 1820's equal shares are one each.
 */
function sharesHeldBy(title: Title, c: CorporationState, counts: (holder: Holder) => boolean): number {
  const pct = certPercents(title, c);
  const unit = sharePercent(title, c);
  let n = 0;
  c.certs.forEach((h, i) => {
    if (counts(h)) n += pct[i]! / unit;
  });
  return n;
}

/** Why the corporation may not take a loan now, or null when it may. */
export function loanRefusal(ctx: Ctx, corp: string): string | null {
  const cfg = loansConfig(ctx.title);
  if (!cfg) return 'this title has no loans';
  const c = ctx.state.corporations[corp]!;
  // 1820 §13.2 L1235: private companies (title.json privateCompanies) take no loans.
  if (c.privateTrack) return `${corp} is a private company and takes no loans`;
  if (!c.market) return `${corp} has no share price`;
  const bottom = lowestCell(ctx.title.market);
  const at = (p: { row: number; col: number }): boolean => p.row === bottom.row && p.col === bottom.col;
  if (at(c.market)) return `${corp} is in liquidation`;
  const max = maxLoans(ctx.title, c);
  if ((c.loans ?? 0) >= max) return `${corp} has as many loans as ${cfg.maxLoans === 'playerShares' ? 'shares held by players' : 'shares in play'} (${max})`;
  if (cfg.notFromPhase !== undefined && ctx.state.phase >= ctx.title.phases.findIndex((p) => p.id === cfg.notFromPhase)) return `no loans are taken from phase ${cfg.notFromPhase}`;
  const round = ctx.state.round;
  if (round.kind === 'operating' && round.current === corp) {
    if (cfg.perTurn !== undefined && (round.turn.loansTaken ?? 0) >= cfg.perTurn) return `${corp} has taken ${cfg.perTurn === 1 ? 'its loan' : `${cfg.perTurn} loans`} this turn`;
    if (cfg.noLoanAfterRepayment && round.turn.loanRepaid) return `${corp} has repaid a loan this turn`;
  }
  let pos = c.market;
  for (let k = cfg.priceMovePerLoan; k > 0; k--) pos = moveRight(ctx.title.market, pos);
  for (let k = cfg.priceMovePerLoan; k < 0; k++) pos = moveLeft(ctx.title.market, pos);
  if (at(pos)) return `a loan would put ${corp} into liquidation (${money(ctx, cellAt(ctx.title.market, pos).price)})`;
  return null;
}

