/**
 * Moving certificates and money: par, buy, sell, and floating. Rules have been
 * checked before these run; these only carry out the effects.
 */
import { parCellsFor } from '../mechanisms/bankruptcy';
import { dumpPresidency } from '../mechanisms/receivership';
import { allowedInFinalEra } from '../mechanisms/finalEra';
import { salePricePerShare } from '../mechanisms/shareValue';
import { money, playerName, type Ctx } from '../context';
import type { BuySharesAction, ParAction, SellSharesAction } from '../generated/actions';
import { cellAt, moveDownForSale } from '../market/grid';
import { placeMarker, sinkInStack } from '../market/moves';
import { playerHolder, type CorporationState } from '../state/types';
import { certPercents, percentHeld, sharePercent, sharePrice, updatePresidency } from './holdings';
import { floatIfReady } from './float';
import { queueFloatStations } from '../mechanisms/floatStations';
import { seatsAfter } from '../state/seats';
import { receive, pay } from '../state/bank';
import { reservedCertificates } from '../mechanisms/exchange';
import { capitalizationOf, ipoUnitPrice, setStartMode } from '../mechanisms/startModes';
import { cousinsMayDirect, handOverBeforeSale } from '../mechanisms/cousinDirectors';

/** Where a bought certificate is: the initial offering, the market, or the corporation's treasury (rounds.stock.buyFromTreasury). */
export const sourceHolder = (a: BuySharesAction): string => (a.from === 'treasury' ? `corp:${a.corporation}` : a.from);
export const SOURCE_NAMES: Record<string, string> = { ipo: 'initial offering', market: 'market', treasury: 'treasury' };

export function buyPrice(ctx: Ctx, a: BuySharesAction): number {
  const c = ctx.state.corporations[a.corporation]!;
  const unit = a.from === 'ipo' ? ipoUnitPrice(ctx.title, c) : sharePrice(ctx.title, c)!;
  return (a.percent / sharePercent(c)) * unit;
}

/**
 * The player who would take over the presidency if the president dropped below
 * the president's certificate: the other player holding the most, at least the
 * certificate's size; ties go to the first in seating order after the president.
 */
export function presidencySuccessor(ctx: Ctx, c: CorporationState, president: number): number | null {
  const need = certPercents(ctx.title, c)[0]!;
  let best: number | null = null;
  let bestPct = need - 1;
  // Ties: the first in turn order after the president (seating, or player cards: 1843 rules L1995-1998).
  for (const seat of seatsAfter(ctx.state, president)) {
    const p = percentHeld(ctx.title, c, playerHolder(seat));
    if (p > bestPct) {
      best = seat;
      bestPct = p;
    }
  }
  return best;
}

/** Starts a corporation; `paid` replaces the president's certificate's price where a rule lets the buyer pay less (all their cash). */
export function par(ctx: Ctx, seat: number, a: ParAction, paid?: number): void {
  const { title, state } = ctx;
  const c = state.corporations[a.corporation]!;
  const cell = parCellsFor(title, state, c.id).find((p) => p.price === a.price)!;
  c.par = a.price;
  // title.json shareCounts (1820 §6.6.2 L503): the chosen number of equal shares, all in the treasury.
  if (a.shares !== undefined) {
    c.shareCount = a.shares;
    c.certs = new Array<string>(a.shares).fill('ipo');
  }
  setStartMode(ctx, c);
  placeMarker(ctx, c, { row: cell.row, col: cell.col });
  c.president = seat;
  c.certs[0] = playerHolder(seat);
  noteBought(ctx, seat, c.id, certPercents(title, c)[0]!);
  const cost = paid ?? (certPercents(title, c)[0]! / sharePercent(c)) * a.price;
  pay(ctx, playerHolder(seat), capitalizationTarget(ctx, c), cost);
  ctx.log.push(`${playerName(ctx, seat)} starts ${c.id} at par ${money(ctx, a.price)} and pays ${money(ctx, cost)}`);
  // No fixed home: the director places its first stations now (title.json floatStations; 1820 §6.6.2).
  queueFloatStations(ctx, c);
  floatIfReady(ctx, c);
}

/** Where money for initial-offering shares goes: the bank (full capitalisation) or the corporation (incremental). */
export function capitalizationTarget(ctx: Ctx, c: CorporationState): string {
  return capitalizationOf(ctx.title, c) === 'incremental' || c.reissued ? `corp:${c.id}` : 'bank';
}

/** What a player bought (or started) in this stock round, which rounds.stock.sellAllowed "notBoughtThisRound" keeps unsold. */
export function noteBought(ctx: Ctx, seat: number, corp: string, percent: number): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock') return;
  const mine = ((round.boughtThisRound ??= {})[String(seat)] ??= {});
  mine[corp] = (mine[corp] ?? 0) + percent;
}

/** The certificate a purchase takes: of its size, from its source, not the president's nor a reserved one. */
export function certificateToBuy(ctx: Ctx, a: BuySharesAction): { c: CorporationState; index: number } {
  const c = ctx.state.corporations[a.corporation]!;
  const pct = certPercents(ctx.title, c);
  const reserved = a.from === 'ipo' ? reservedCertificates(ctx.title, ctx.state, c.id) : new Set<number>();
  const holder = sourceHolder(a);
  return { c, index: c.certs.findIndex((h, i) => i > 0 && h === holder && pct[i] === a.percent && !reserved.has(i)) };
}

export function buyShare(ctx: Ctx, seat: number, a: BuySharesAction): void {
  const { c, index } = certificateToBuy(ctx, a);
  const cost = buyPrice(ctx, a);
  c.certs[index] = playerHolder(seat);
  noteBought(ctx, seat, c.id, a.percent);
  pay(ctx, playerHolder(seat), a.from === 'ipo' ? capitalizationTarget(ctx, c) : a.from === 'treasury' ? `corp:${c.id}` : 'bank', cost);
  ctx.log.push(
    `${playerName(ctx, seat)} buys a ${a.percent}% share of ${c.id} from the ${SOURCE_NAMES[a.from]} for ${money(ctx, cost)}`,
  );
  updatePresidency(ctx, c);
  floatIfReady(ctx, c);
}

/** Sells; with `deferDrop` the price fall waits for price protection (1870). */
export function sellShares(ctx: Ctx, seat: number, a: SellSharesAction, deferDrop = false): void {
  const { title, state } = ctx;
  const c = state.corporations[a.corporation]!;
  const pct = certPercents(title, c);
  const seller = playerHolder(seat);
  const presidentPct = pct[0]!;
  // Whether the director sells, as the sale begins (market.json movement.directorSalesAlwaysMove).
  const byDirector = c.president === seat;
  let left = a.percent;
  if (cousinsMayDirect(title)) {
    // A player or a cousin may take over, the seller choosing among tied cousins (1820 §13.4 L1275-1279).
    handOverBeforeSale(ctx, c, seller, a.percent, a.successorCousin);
  } else if (c.president === seat && percentHeld(title, c, seller) - a.percent < presidentPct && presidencySuccessor(ctx, c, seat) === null) {
    // Nobody can take over (presidentCanDumpTo "pool"): the president's certificate is sold to the
    // market, and a partial sale takes normal certificates back (1860 rules L459-464).
    dumpPresidency(ctx, c, seat);
    left -= presidentPct;
    for (let i = 1; i < c.certs.length && left < 0; i++) {
      if (c.certs[i] === 'market' && pct[i]! <= -left) {
        c.certs[i] = seller;
        left += pct[i]!;
      }
    }
  } else if (c.president === seat && percentHeld(title, c, seller) - a.percent < presidentPct) {
    // 1830 rules, Change of presidency: the successor swaps normal certificates for the president's.
    const successor = presidencySuccessor(ctx, c, seat)!;
    const from = playerHolder(successor);
    let owed = presidentPct;
    for (let i = 1; i < c.certs.length && owed > 0; i++) {
      if (c.certs[i] === from && pct[i]! <= owed) {
        c.certs[i] = seller;
        owed -= pct[i]!;
      }
    }
    c.certs[0] = from;
    c.president = successor;
    ctx.log.push(`${playerName(ctx, successor)} becomes president of ${c.id}`);
  }
  const price = sharePrice(title, c)!;
  // Certificate 0 is the director's, sold above; in the 1862 solo (a tableau) it is a plain share (S1).
  const lowest = state.tableau ? 0 : 1;
  for (let i = c.certs.length - 1; i >= lowest && left > 0; i--) {
    if (c.certs[i] === seller && pct[i]! <= left) {
      c.certs[i] = 'market';
      left -= pct[i]!;
    }
  }
  if (left !== 0) throw new Error(`could not sell ${a.percent}% of ${c.id} in whole certificates`);
  const proceeds = (a.percent / sharePercent(c)) * salePricePerShare(title, c, price);
  receive(ctx, seller, proceeds);
  ctx.log.push(`${playerName(ctx, seat)} sells ${a.percent}% of ${c.id} for ${money(ctx, proceeds)}`);
  updatePresidency(ctx, c);
  if (deferDrop) return;
  dropAfterSale(ctx, c, a.percent / sharePercent(c), byDirector);
}

/** The price fall for `shares` shares sold (title.json rounds.stock.sellMovement); `byDirector`: sold by the corporation's director. */
export function dropAfterSale(ctx: Ctx, c: CorporationState, shares: number, byDirector = false): void {
  const { title } = ctx;
  if (title.rounds.stock.sellMovement !== 'downPerShare') return;
  // 1860 rules, Share Price Movement: no fall before the corporation has operated, nor once
  // the phase says sales no longer move prices (from the first 8+4).
  if (title.rounds.stock.sellMovementAfterOperatingOnly && !c.operated) return;
  // 1862 rules §2.5: nor before it has floated.
  if (title.rounds.stock.sellMovementAfterFloatOnly && !c.floated) return;
  if (title.phases[ctx.state.phase]!.status?.includes('salesDoNotMovePrice')) return;
  if (!allowedInFinalEra(title, ctx.state, 'salesMovePrice')) return;
  const before = cellAt(title.market, c.market!).price;
  const target = moveDownForSale(title.market, c.market!, shares, byDirector);
  // Already at the bottom of its column: it may sink in its cell's stack instead (1843 rules L2092-2101).
  if (title.market.saleAtColumnBottom === 'downStack' && target.row === c.market!.row && target.col === c.market!.col && !title.market.rows[target.row + 1]?.[target.col]) {
    sinkInStack(ctx, c, shares);
    return;
  }
  placeMarker(ctx, c, target);
  // A corporation that went bankrupt on reaching the closing cell has no price any more.
  if (!c.market) return;
  const after = cellAt(title.market, c.market).price;
  if (after !== before) ctx.log.push(`${c.id} falls to ${money(ctx, after)}`);
}

/** Notes that `seat` sold `corporation` this round (no buying it back; no protecting it). */
export function recordSale(round: { soldThisRound?: Record<string, string[]> }, seat: number, corporation: string): void {
  const list = ((round.soldThisRound ??= {})[String(seat)] ??= []);
  if (!list.includes(corporation)) list.push(corporation);
}
