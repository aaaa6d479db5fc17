/**
 * Moving certificates and money: par, buy, sell, and floating, for a player or an investor they
 * play (engine/shares/investor.ts). Rules have been checked before these run; these only carry out
 * the effects. Mechanisms act at named points: corporationStarting and corporationParred (par),
 * shareBought, directorBeforeSale, presidencyDumped, investorSold, and the terms (shares/terms.ts).
 */
import { money, playerName, type Ctx } from '../context';
import type { BuySharesAction, ParAction, SellSharesAction } from '../generated/actions';
import { cellAt, moveDownForSale } from '../market/grid';
import { saleMovesPrice } from '../market/saleMovement';
import { placeMarker, sinkInStack } from '../market/moves';
import { playerHolder, type CorporationState } from '../state/types';
import { certPercents, percentHeld, sharePercent, sharePrice, updatePresidency } from './holdings';
import { floatIfReady } from './float';
import { seatsAfter } from '../state/seats';
import { receive, pay } from '../state/bank';
import { each, every, first } from '../core/ask';
import { capitalizationOf, ipoUnitPrice, NONE_RESERVED, parCellsFor, reservedCertificates, salePricePerShare } from './terms';
import { traderOf } from './investor';

/** Where a bought certificate is: the initial offering, the market, or the corporation's treasury (rounds.stock.buyFromTreasury). */
export const sourceHolder = (a: Pick<BuySharesAction, 'from' | 'corporation'>): string => (a.from === 'treasury' ? `corp:${a.corporation}` : a.from);
export const SOURCE_NAMES: Record<string, string> = { ipo: 'initial offering', market: 'market', treasury: 'treasury' };

export function buyPrice(ctx: Ctx, a: BuySharesAction): number {
  const c = ctx.state.corporations[a.corporation]!;
  const unit = a.from === 'ipo' ? ipoUnitPrice(ctx.title, c) : sharePrice(ctx.title, c)!;
  return (a.percent / sharePercent(ctx.title, c)) * unit;
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
  // A par naming a share count (hook parCertificateCounts; 1820 §6.6.2 L503): that many equal shares, all in the treasury.
  if (a.shares !== undefined) {
    c.equalShares = a.shares;
    c.certs = new Array<string>(a.shares).fill('ipo');
  }
  each(title, 'corporationStarting', ctx, c);
  placeMarker(ctx, c, { row: cell.row, col: cell.col });
  const cost = paid ?? (certPercents(title, c)[0]! / sharePercent(ctx.title, c)) * a.price;
  const payee = ipoPayee(ctx, c, cost);
  c.president = seat;
  c.certs[0] = playerHolder(seat);
  noteBought(ctx, seat, c.id, certPercents(title, c)[0]!);
  pay(ctx, playerHolder(seat), payee, cost);
  ctx.log.push(`${playerName(ctx, seat)} starts ${c.id} at par ${money(ctx, a.price)} and pays ${money(ctx, cost)}`);
  // A mechanism may act on the start (title.json floatStations: no fixed home, the director places its first stations now; 1820 §6.6.2).
  each(title, 'corporationParred', ctx, c);
  floatIfReady(ctx, c);
}

/** Where money for initial-offering shares goes: the bank (full capitalisation) or the corporation (incremental). */
export function capitalizationTarget(ctx: Ctx, c: CorporationState): string {
  return capitalizationOf(ctx.title, c) === 'incremental' || c.reissued ? `corp:${c.id}` : 'bank';
}

/**
 * Who receives `amount` paid for an initial-offering share: a mechanism may send it elsewhere (the bank holding
 * it in escrow, title.json capitalizationSchedule), else the capitalisation decides. Asked before the certificate
 * moves, so that the offering is as it was before the sale.
 */
function ipoPayee(ctx: Ctx, c: CorporationState, amount: number): string {
  return first(ctx.title, 'ipoProceeds', ctx, c, amount) ?? capitalizationTarget(ctx, c);
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
  return { c, index: offeredCertificate(ctx, c, a, () => reservedFor(ctx, c, a.from)) };
}

/**
 * The certificates of `c` held back at a purchase's source for a company's exchange, which no purchase may take
 * (1860 rules, reserved shares): the initial offering's (reservedCertificates), none elsewhere.
 */
export const reservedFor = (ctx: Ctx, c: CorporationState, from: BuySharesAction['from']): ReadonlySet<number> =>
  from === 'ipo' ? reservedCertificates(ctx.title, ctx.state, c.id) : NONE_RESERVED;

/**
 * The index of the first normal certificate of `percent` of `c` at the purchase's source that is not one of the
 * `reserved`, or -1. The reserved ones are asked only once a certificate of the size is found there, as a source
 * often holds none (a listing asks this for every size and source).
 */
export function offeredCertificate(ctx: Ctx, c: CorporationState, a: Pick<BuySharesAction, 'from' | 'corporation' | 'percent'>, reserved: () => ReadonlySet<number>): number {
  const pct = certPercents(ctx.title, c);
  const holder = sourceHolder(a);
  const certs = c.certs;
  let held: ReadonlySet<number> | undefined;
  for (let i = 1; i < certs.length; i++) {
    if (certs[i] !== holder || pct[i] !== a.percent) continue;
    held ??= reserved();
    if (!held.has(i)) return i;
  }
  return -1;
}

/**
 * The certificates a sale of `percent` takes from `seller`: its certificates from the last one
 * down to `lowest` (1 leaves the director's certificate alone), each taken while it fits in what
 * is still to sell. Null when they do not make up exactly `percent` (a 10% sale from 20%
 * certificates): the sale rule sellsWholeCertificates refuses such a sale before it is made.
 */
export function certificatesToSell(pct: readonly number[], certs: readonly string[], seller: string, percent: number, lowest: number): number[] | null {
  const out: number[] = [];
  let left = percent;
  for (let i = certs.length - 1; i >= lowest && left > 0; i--) {
    if (certs[i] === seller && pct[i]! <= left) {
      out.push(i);
      left -= pct[i]!;
    }
  }
  return left === 0 ? out : null;
}

/**
 * A purchase by `seat`, for themselves or for an investor they play (1820 §6.5.2.4: the cousin's
 * treasury pays and the cousin holds the certificate). Money for initial-offering shares goes where
 * the corporation's capitalisation sends it, for treasury shares to the corporation, for market
 * shares to the bank (§6.5.2.4 L474-476).
 */
export function buyShare(ctx: Ctx, seat: number, a: BuySharesAction): void {
  const { c, index } = certificateToBuy(ctx, a);
  const cost = buyPrice(ctx, a);
  const buyer = traderOf(ctx, seat, a);
  const forInvestor = buyer.holder !== playerHolder(seat);
  // Only the player's own purchases stay unsold this round (rounds.stock.sellAllowed notBoughtThisRound).
  if (!forInvestor) noteBought(ctx, seat, c.id, a.percent);
  // A mechanism may take the certificate out of the game instead (title.json byPlayerCount marketBuyRemovesShare).
  if (a.from === 'market' && first(ctx.title, 'purchaseTakenOut', ctx, buyer.holder, c, index)) return;
  const payee = a.from === 'ipo' ? ipoPayee(ctx, c, cost) : a.from === 'treasury' ? `corp:${c.id}` : 'bank';
  c.certs[index] = buyer.holder;
  pay(ctx, buyer.holder, payee, cost);
  ctx.log.push(
    `${playerName(ctx, seat)} buys ${forInvestor ? `for ${buyer.name} ` : ''}a ${a.percent}% share of ${c.id} from the ${SOURCE_NAMES[a.from]} for ${money(ctx, cost)}`,
  );
  each(ctx.title, 'shareBought', ctx, buyer.holder, c.id);
  updatePresidency(ctx, c);
  floatIfReady(ctx, c);
}

/**
 * Sells to the market, for `seat` or for an investor they play (1820 §6.5.2.3: the cousin is paid
 * into its treasury); with `deferDrop` the price fall waits for price protection (1870).
 */
export function sellShares(ctx: Ctx, seat: number, a: SellSharesAction, deferDrop = false): void {
  const { title, state } = ctx;
  const c = state.corporations[a.corporation]!;
  const pct = certPercents(title, c);
  const trader = traderOf(ctx, seat, a);
  const seller = trader.holder;
  const forInvestor = seller !== playerHolder(seat);
  const presidentPct = pct[0]!;
  // Whether the director sells, as the sale begins (rounds.stock.sellMovement.directorSalesAlwaysMove).
  const byDirector = !forInvestor && c.president === seat;
  let left = a.percent;
  if (first(title, 'directorBeforeSale', ctx, c, seller, a.percent, a)) {
    // A mechanism settled who directs after the sale (1820 §13.4: a cousin may take over).
  } else if (forInvestor) {
    throw new Error(`no mechanism settles the director before ${trader.name}'s sale of ${c.id}`);
  } else if (c.president === seat && percentHeld(title, c, seller) - a.percent < presidentPct && presidencySuccessor(ctx, c, seat) === null) {
    // Nobody can take over (presidentCanDumpTo "pool"): the president's certificate is sold to the
    // market, and a partial sale takes normal certificates back (1860 rules L459-464).
    if (!first(title, 'presidencyDumped', ctx, c, seat)) throw new Error(`nobody takes the president's certificate of ${c.id}`);
    left -= presidentPct;
    for (let i = 1; i < c.certs.length && left < 0; i++) {
      if (c.certs[i] === 'market' && pct[i]! <= -left) {
        c.certs[i] = seller;
        left += pct[i]!;
      }
    }
  } else if (c.president === seat && percentHeld(title, c, seller) - a.percent < presidentPct) {
    // common 18xx rules, Change of presidency: the successor swaps normal certificates for the president's.
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
  // Certificate 0 is the director's, sold above, unless a mechanism makes it a plain share (CoreSwitch presidentCertificate).
  const lowest = every(title, 'permits', title, state, 'presidentCertificate') ? 1 : 0;
  const sold = certificatesToSell(pct, c.certs, seller, left, lowest);
  if (sold === null) throw new Error(`could not sell ${a.percent}% of ${c.id} in whole certificates`);
  for (const i of sold) c.certs[i] = 'market';
  const proceeds = (a.percent / sharePercent(ctx.title, c)) * salePricePerShare(title, c, price);
  receive(ctx, seller, proceeds);
  ctx.log.push(`${playerName(ctx, seat)} sells ${forInvestor ? `for ${trader.name} ` : ''}${a.percent}% of ${c.id} for ${money(ctx, proceeds)}`);
  // An investor's sale is noted by its mechanism (a player's by the round, recordSale); its director was settled before the sale.
  if (forInvestor) each(title, 'investorSold', ctx, seller, c.id);
  else updatePresidency(ctx, c);
  if (deferDrop) return;
  dropAfterSale(ctx, c, a.percent / sharePercent(ctx.title, c), byDirector);
}

/** The price fall for `shares` shares sold (title.json rounds.stock.sellMovement); `byDirector`: sold by the corporation's director. */
export function dropAfterSale(ctx: Ctx, c: CorporationState, shares: number, byDirector = false): void {
  const { title } = ctx;
  if (!saleMovesPrice(title, ctx.state, c)) return;
  if (!every(title, 'permits', title, ctx.state, 'salesMovePrice')) return;
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
