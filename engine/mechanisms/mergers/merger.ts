/**
 * The merger procedure (title.json mergers; 1862 rules §2.7, as 18xx.games runs it). The operating
 * steps "merge" (start of a turn) and "acquire" (its end) start it with a `merge`; then:
 *
 * 1. the proposer's director chooses the survivor (`choose` "first" = the proposer, "last" = the partner);
 * 2. the survivor's price becomes the lower effective price (half while trainless) plus half the
 *    higher, snapped down to a market cell, and its par the highest par cell not above that;
 * 3. unsold shares of a full-capitalisation company go to the market, and each company's treasury
 *    shares (an incremental company's unsold shares among them) go to the proposer;
 * 4. each holder in turn (players from the proposer's director in seat order, then the proposer):
 *    a director holding less than 60% across both swaps the director's certificate for three market
 *    shares, or keeps it as an option; the holder returns half their holding to the market
 *    (non-survivor shares first), swaps what is left of the non-survivor for survivor shares from the
 *    market or later holders, or sells it to the bank; an odd share left over is an option the holder
 *    may redeem (buy) or sell for half the price, and must sell when they cannot pay;
 * 5. the player holding the most of the survivor, at least the director's certificate, becomes
 *    director, else the survivor enters receivership;
 * 6. cash, trains, treasury shares and permits pass to the survivor, which keeps full capitalisation
 *    only when both had it;
 * 7. the non-survivor's stations co-located with the survivor's go, the survivor removes any beyond
 *    mergers.maxStations (`remove_token`), the rest become the survivor's; the non-survivor is reset;
 * 8. the survivor operates no more this round when the other company has already operated or when it
 *    was an acquisition.
 *
 * Refinancing (rounds.operating.emergencyBuy.raise "refinance"; 1862 rules §2.6 item 7) runs steps 3-5
 * on one company at its current price, with no swaps; the bank then pays it ten times its par, and its
 * turn stays at the train purchase.
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal, invalid } from '../../errors';
import type { Action, ChooseAction, RemoveTokenAction } from '../../generated/actions';
import { placeMarker } from '../../market/moves';
import { certPercents, percentHeld, sharePrice, takePresidentsCertificate } from '../../shares/holdings';
import { corpHolder, corpOf, playerHolder, seatOf, type CorporationState, type Holder, type OperatingRoundState } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { pay } from '../../state/bank';
import { changeHexToken, keepHexTokens } from '../../state/hexes';
import { tokenPrices } from '../../map/tokens';
import { isLinkHex } from '../railLink';
import { actingSeat } from '../receivership';
import { salePricePerShare } from '../shareValue';
import { capitalizationOf, modeParPrices, resetCorporation } from '../startModes';
import { afterMerger, gatherTops, updateControl } from '../tableau';

export const MERGER_REF = '1862 rules §2.7, Mergers (title.json mergers)';

interface Share {
  corp: string;
  index: number;
  percent: number;
  president: boolean;
}

const MARKET: Holder = 'market';

function mergerOf(ctx: Ctx): MergerState | null {
  const round = ctx.state.round;
  return round.kind === 'operating' ? (round.merger ?? null) : null;
}

const holderName = (ctx: Ctx, h: Holder): string => {
  const seat = seatOf(h);
  return seat !== null ? playerName(ctx, seat) : (corpOf(h) ?? h);
};

/** The companies: the survivor, then the non-survivor (the company alone when refinancing). */
const corpsOf = (m: MergerState): string[] => (m.type === 'refinance' ? [m.survivor!] : [m.survivor!, m.nonsurvivor!]);

function sharesHeld(ctx: Ctx, corp: string, holder: Holder): Share[] {
  const c = ctx.state.corporations[corp]!;
  const pct = certPercents(ctx.title, corp);
  const out: Share[] = [];
  c.certs.forEach((h, i) => {
    // A game with a tableau has no director's certificate (1862 solo S1).
    if (h === holder) out.push({ corp, index: i, percent: pct[i]!, president: i === 0 && !ctx.state.tableau });
  });
  return out;
}

// Which of a holder's equal certificates moves decides which one a recorded game later names, so
// the orders follow 18xx.games': a stable sort by percentage, reversed where it sorts descending
// (certificates of one size then come last-acquired first; the certificate index stands in for the
// order acquired).
const percentDescLastFirst = (a: Share, b: Share): number => b.percent - a.percent || b.index - a.index;
const percentDescFirstFirst = (a: Share, b: Share): number => b.percent - a.percent || a.index - b.index;
const percentAscLastFirst = (a: Share, b: Share): number => a.percent - b.percent || b.index - a.index;

/** A holder's shares of the companies: the survivor's first, the director's certificate first within each. */
function affected(ctx: Ctx, m: MergerState, holder: Holder): Share[] {
  return corpsOf(m).flatMap((c) => sharesHeld(ctx, c, holder).sort(percentDescLastFirst));
}

/** The order shares are returned in: the non-survivor's (director's first), then the survivor's plain ones before its director's. */
function returnOrder(m: MergerState, shares: Share[]): Share[] {
  const [s, n] = corpsOf(m);
  if (n === undefined) return [...shares].sort(percentAscLastFirst);
  return [...shares.filter((x) => x.corp === n).sort(percentDescFirstFirst), ...shares.filter((x) => x.corp === s).sort(percentAscLastFirst)];
}

function transfer(ctx: Ctx, share: Share, to: Holder): void {
  ctx.state.corporations[share.corp]!.certs[share.index] = to;
}

/** The price a company counts for in a merger: half while it has no train (1862 rules §2.7). */
function effectivePrice(ctx: Ctx, c: CorporationState): number {
  return salePricePerShare(ctx.title, c, sharePrice(ctx.title, c)!);
}

/** The highest market cell not above `price`. */
function cellAtOrBelow(ctx: Ctx, price: number): { row: number; col: number; price: number } {
  let best: { row: number; col: number; price: number } | null = null;
  ctx.title.market.rows.forEach((row, r) =>
    row.forEach((cell, col) => {
      if (cell && cell.price <= price && (!best || cell.price > best.price)) best = { row: r, col, price: cell.price };
    }),
  );
  if (best) return best;
  throw new Error(`no market cell at or below ${price}`);
}

/** The highest par price not above `price`, or the lowest par price when all are above it (title.json mergers.parStartMode). */
function parAtOrBelow(ctx: Ctx, price: number): number {
  const mode = ctx.title.definition.title.mergers?.parStartMode;
  const pars = (mode ? modeParPrices(ctx.title, mode) : null) ?? ctx.title.market.parCells.map((p) => p.price);
  const lowest = Math.min(...pars);
  if (price < lowest) return lowest;
  return Math.max(...pars.filter((p) => p <= price));
}

// ---------------------------------------------------------------- start and survivor

/** The operating corporation proposes a merger (or acquisition) with `partner`: its director chooses the survivor next. */
export function proposeMerger(ctx: Ctx, type: MergerState['type'], originator: string, partner: string): void {
  const round = ctx.state.round as OperatingRoundState;
  round.merger = { type, originator, partner, stage: 'survivor' };
  ctx.log.push(`${originator} and ${partner} will merge`);
}

function chooseSurvivor(ctx: Ctx, m: MergerState, choice: string): void {
  if (choice !== 'first' && choice !== 'last') throw invalid(`choose "first" (${m.originator} survives) or "last" (${m.partner} survives)`);
  const [survivor, nonsurvivor] = choice === 'first' ? [m.originator, m.partner] : [m.partner, m.originator];
  m.survivor = survivor;
  m.nonsurvivor = nonsurvivor;
  ctx.log.push(`${nonsurvivor} (non-survivor) merges into ${survivor} (survivor)`);
  const { state } = ctx;
  const s = state.corporations[survivor]!;
  const n = state.corporations[nonsurvivor]!;
  m.holders = holdersOf(ctx, m);

  // 1. The survivor's new price and par.
  const prices = [effectivePrice(ctx, s), effectivePrice(ctx, n)].sort((a, b) => a - b);
  const cell = cellAtOrBelow(ctx, prices[0]! + prices[1]! / 2);
  m.price = cell.price;
  s.par = parAtOrBelow(ctx, cell.price);
  // The survivor's marker goes to the new cell, under any already there (even the cell it was on).
  s.market = null;
  placeMarker(ctx, s, { row: cell.row, col: cell.col });
  ctx.log.push(`${survivor}'s new share price is ${money(ctx, cell.price)} (par ${money(ctx, s.par)})`);
  gatherShares(ctx, m);
}

/** The holders, fixed before any share moves: players holding either company, from the proposer's director, then the proposer. */
function holdersOf(ctx: Ctx, m: MergerState): Holder[] {
  const { state } = ctx;
  const certs = corpsOf(m).map((id) => state.corporations[id]!.certs);
  const origin = state.corporations[m.originator]!.president ?? 0;
  const players = state.players.length;
  const out: Holder[] = [];
  for (let k = 0; k < players; k++) {
    const h = playerHolder((origin + k) % players);
    if (certs.some((c) => c.includes(h))) out.push(h);
  }
  out.push(corpHolder(m.originator));
  return out;
}

/** Steps 2-3: unsold full-capitalisation shares to the market, treasury shares to the proposer; then the holders settle. */
function gatherShares(ctx: Ctx, m: MergerState): void {
  // 1862 solo S20: the companies' shares at the tops of tableau columns join in first.
  gatherTops(ctx, corpsOf(m));
  for (const c of corpsOf(m).map((id) => ctx.state.corporations[id]!)) {
    // An incremental company's unsold shares are its treasury.
    if (capitalizationOf(ctx.title, c) === 'incremental') c.certs = c.certs.map((h) => (h === 'ipo' ? corpHolder(c.id) : h));
    // 2. A full-capitalisation company's unsold shares go to the market.
    const unsold = c.certs.filter((h) => h === 'ipo').length;
    if (unsold > 0) {
      c.certs = c.certs.map((h) => (h === 'ipo' ? MARKET : h));
      ctx.log.push(`${unsold} unsold shares of ${c.id} go to the market`);
    }
  }
  // 3. Each company's treasury shares go to the proposer.
  for (const c of corpsOf(m).map((id) => ctx.state.corporations[id]!)) {
    if (c.id === m.originator) continue;
    c.certs = c.certs.map((h) => (h === corpHolder(c.id) ? corpHolder(m.originator) : h));
  }
  m.stage = 'option';
  settleFrom(ctx, m, 0);
}

/** Refinancing (rounds.operating.emergencyBuy.raise "refinance"): the procedure on the company alone, at its current price. */
export function startRefinance(ctx: Ctx, corp: string): void {
  const round = ctx.state.round as OperatingRoundState;
  const c = ctx.state.corporations[corp]!;
  const m: MergerState = { type: 'refinance', originator: corp, partner: corp, stage: 'option', survivor: corp, price: sharePrice(ctx.title, c)! };
  round.merger = m;
  ctx.log.push(`${corp} refinances`);
  m.holders = holdersOf(ctx, m);
  gatherShares(ctx, m);
}

// ---------------------------------------------------------------- holders

/** Settles the holders from `start` on, stopping at the first that has an option to decide. */
function settleFrom(ctx: Ctx, m: MergerState, start: number): void {
  for (let i = start; i < m.holders!.length; i++) if (settleHolder(ctx, m, m.holders![i]!)) return;
  delete m.option;
  afterShares(ctx, m);
}

/** Finds a survivor share of `percent` for `holder` to swap: from the market, then from the holders after it. */
function donorShare(ctx: Ctx, m: MergerState, holder: Holder, percent: number): Share | null {
  const survivor = m.survivor!;
  const donors = corpOf(holder) !== null ? [MARKET] : [MARKET, ...m.holders!.slice(m.holders!.indexOf(holder) + 1)];
  for (const d of donors) {
    const match = sharesHeld(ctx, survivor, d).find((x) => x.percent === percent);
    if (match) return match;
  }
  return null;
}

/** One holder's return, swap and sale; true when it stops for the holder's option choice. */
function settleHolder(ctx: Ctx, m: MergerState, holder: Holder): boolean {
  const survivor = m.survivor!;
  const nonsurvivor = m.type === 'refinance' ? null : m.nonsurvivor!;
  const price = m.price!;
  const name = holderName(ctx, holder);
  let shares = affected(ctx, m, holder);
  let presOption: number | null = null;
  let swapCorp: string | null = null;
  let odd: Share | null = null;
  let kept: Share[] = [];

  // A director holding less than 60% across both companies: the director's certificate is swapped
  // for three market shares, or, when the market lacks them, kept as an option while the plain shares go.
  const pres = shares.find((x) => x.president);
  const total0 = shares.reduce((a, x) => a + x.percent, 0);
  if (pres && total0 < 60) {
    swapCorp = pres.corp;
    const plainInMarket = affected(ctx, m, MARKET).filter((x) => !x.president);
    if (plainInMarket.reduce((a, x) => a + x.percent, 0) >= 30) {
      for (const x of plainInMarket.slice(0, 3)) transfer(ctx, x, holder);
      transfer(ctx, pres, MARKET);
      shares = affected(ctx, m, holder);
      ctx.log.push(`${name} swaps ${pres.corp}'s director's certificate for 3 shares`);
    } else {
      presOption = total0;
      odd = pres;
      for (const x of shares) if (!x.president) transfer(ctx, x, MARKET);
      ctx.log.push(`${name} cannot return ${pres.corp}'s director's certificate: the plain shares go to the market and it becomes an option`);
    }
  }

  // Half the holding goes back to the market, non-survivor shares first.
  if (presOption === null) {
    const total = shares.reduce((a, x) => a + x.percent, 0);
    const toReturn = Math.floor(total / 20) * 10;
    kept = returnOrder(m, shares);
    let returned = 0;
    while (returned < toReturn) {
      const x = kept.shift()!;
      returned += x.percent;
      transfer(ctx, x, MARKET);
      ctx.log.push(`${name} returns a ${x.percent}% share of ${x.corp} to the market`);
      if (x.president && x.corp === survivor && m.type !== 'refinance') throw new Error(`merger: ${name} returned the survivor's director's certificate`);
    }
    odd = total !== toReturn * 2 ? (kept[0] ?? null) : null;
  }

  // What is left of the non-survivor is swapped for survivor shares, or sold to the bank.
  if (nonsurvivor !== null && presOption !== null && swapCorp === nonsurvivor) {
    const old = odd!;
    const swap = donorShare(ctx, m, holder, certPercents(ctx.title, survivor)[0]!);
    if (swap) {
      const donor = ctx.state.corporations[survivor]!.certs[swap.index]!;
      transfer(ctx, old, donor);
      transfer(ctx, swap, holder);
      odd = swap;
      ctx.log.push(`${name} swaps director's certificates with ${holderName(ctx, donor)}`);
    } else {
      // 1862 rules §2.7: an option on a director's certificate not swapped is sold for its percentage at the new price, halved.
      const sale = Math.floor((price * presOption) / 20);
      transfer(ctx, old, MARKET);
      pay(ctx, 'bank', holder, sale);
      ctx.log.push(`${name} sells the non-survivor's director's certificate option for ${money(ctx, sale)}`);
      odd = null;
    }
  } else if (nonsurvivor !== null && presOption === null) {
    const old = [...kept].reverse().filter((x) => x.corp === nonsurvivor);
    for (const os of old) {
      const swap = donorShare(ctx, m, holder, os.percent);
      if (swap) {
        const donor = ctx.state.corporations[survivor]!.certs[swap.index]!;
        transfer(ctx, os, donor);
        transfer(ctx, swap, holder);
        ctx.log.push(`${name} swaps a ${nonsurvivor} share for a ${survivor} share from ${holderName(ctx, donor)}`);
        if (odd && os.corp === odd.corp && os.index === odd.index) odd = swap;
      } else {
        const isOdd = !!odd && os.corp === odd.corp && os.index === odd.index;
        const sale = isOdd ? Math.floor(price / 2) : price;
        transfer(ctx, os, MARKET);
        pay(ctx, 'bank', holder, sale);
        ctx.log.push(`${name} sells a ${nonsurvivor} ${isOdd ? 'option ' : ''}share for ${money(ctx, sale)}`);
        if (isOdd) odd = null;
      }
    }
  }

  if (!odd) return false;
  // The odd share is an option: redeem (buy) it or sell it, at half the price per 10%.
  const now = sharePrice(ctx.title, ctx.state.corporations[survivor]!)!;
  const percent = presOption ?? 10;
  const sellPrice = presOption !== null ? Math.floor((now * presOption) / 20) : Math.floor(now / 2);
  const redeemPrice = presOption !== null ? Math.floor((now * (60 - presOption)) / 20) : sellPrice;
  // The proposer decides with both companies' cash.
  if (holder === corpHolder(m.originator) && nonsurvivor !== null) {
    const other = m.originator === survivor ? nonsurvivor : survivor;
    const oc = ctx.state.corporations[other]!;
    if (oc.cash > 0) pay(ctx, corpHolder(other), holder, oc.cash);
  }
  if (cashOf(ctx, holder) >= redeemPrice) {
    m.option = { holder, corporation: odd.corp, cert: odd.index, percent, sellPrice, redeemPrice };
    return true;
  }
  pay(ctx, 'bank', holder, sellPrice);
  transfer(ctx, odd, MARKET);
  ctx.log.push(`${name} must sell the ${percent}% option share for ${money(ctx, sellPrice)}`);
  return false;
}

function cashOf(ctx: Ctx, holder: Holder): number {
  const seat = seatOf(holder);
  if (seat !== null) return ctx.state.players[seat]!.cash;
  return ctx.state.corporations[corpOf(holder)!]!.cash;
}

function decideOption(ctx: Ctx, m: MergerState, choice: string): void {
  const o = m.option!;
  const name = holderName(ctx, o.holder);
  if (choice === 'sell') {
    pay(ctx, 'bank', o.holder, o.sellPrice);
    ctx.state.corporations[o.corporation]!.certs[o.cert] = MARKET;
    ctx.log.push(`${name} sells the ${o.corporation} ${o.percent}% option share for ${money(ctx, o.sellPrice)}`);
  } else if (choice === 'redeem') {
    if (cashOf(ctx, o.holder) < o.redeemPrice) throw illegal(`${name} cannot pay ${money(ctx, o.redeemPrice)} to redeem the option share`, MERGER_REF);
    pay(ctx, o.holder, 'bank', o.redeemPrice);
    ctx.log.push(`${name} redeems the ${o.corporation} ${o.percent}% option share for ${money(ctx, o.redeemPrice)}`);
  } else {
    throw invalid('choose "sell" or "redeem" for the option share');
  }
  delete m.option;
  settleFrom(ctx, m, m.holders!.indexOf(o.holder) + 1);
}

// ---------------------------------------------------------------- director, assets, stations

function afterShares(ctx: Ctx, m: MergerState): void {
  if (m.type === 'refinance') {
    finishRefinance(ctx, m);
    return;
  }
  const [survivor, nonsurvivor] = corpsOf(m) as [string, string];
  const { state } = ctx;
  const s = state.corporations[survivor]!;
  const n = state.corporations[nonsurvivor]!;
  // With a tableau, shares buried in it or in the draw pile stay there (1862 solo S20 item 1).
  if (n.certs.some((h) => h !== MARKET && !(state.tableau && (h === 'tableau' || h === 'deck')))) throw new Error(`merger: not every ${nonsurvivor} share is in the market`);
  settleDirector(ctx, m, s);
  moveAssets(ctx, s, n);
  adjustTurn(ctx, m);
  // A removed station leaves its company for good (placed or not, it is counted no more).
  m.owned = { [survivor]: tokenPrices(ctx.title, s).length, [nonsurvivor]: tokenPrices(ctx.title, n).length };
  removeCoLocated(ctx, s, n);
  const max = ctx.title.definition.title.mergers?.maxStations ?? Infinity;
  const placed = s.tokens.length + n.tokens.length;
  if (placed > max) {
    const home = ctx.title.corporation.get(survivor)!.home?.hex;
    const hexes = [...s.tokens.filter((t) => t.hex !== home).map((t) => t.hex), ...n.tokens.map((t) => t.hex)];
    m.stage = 'stations';
    m.removals = { count: placed - max, hexes: [...new Set(hexes)] };
    ctx.log.push(`${survivor} must remove ${placed - max} station${placed - max === 1 ? '' : 's'}`);
    return;
  }
  finish(ctx, m);
}

/** An incremental company's treasury is its unsold stock: after the settlement, back to the offering (gatherShares took it out). */
function treasuryBackToOffering(ctx: Ctx, c: CorporationState): void {
  // With a tableau the treasury is where the player buys a company's shares from (1862 solo S12).
  if (ctx.state.tableau) return;
  if (capitalizationOf(ctx.title, c) === 'incremental') c.certs = c.certs.map((h) => (h === corpHolder(c.id) ? 'ipo' : h));
}

/** What refinancing pays: ten times the par, counted as a par of the merger's par prices (1862: a non-chartered par snaps down to a chartered one). */
export function refinancePayment(ctx: Ctx, c: CorporationState): number {
  return c.par === null ? 0 : parAtOrBelow(ctx, c.par) * 10;
}

function finishRefinance(ctx: Ctx, m: MergerState): void {
  const c = ctx.state.corporations[m.survivor!]!;
  settleDirector(ctx, m, c);
  const payment = refinancePayment(ctx, c);
  pay(ctx, 'bank', corpHolder(c.id), payment);
  ctx.log.push(`${c.id} is refinanced and receives ${money(ctx, payment)}`);
  treasuryBackToOffering(ctx, c);
  afterMerger(ctx, c.id, true);
  // The turn stays at the train purchase.
  (ctx.state.round as OperatingRoundState).merger = null;
}

/** The player holding the most of the survivor (the first in settling order on a tie) directs it with the director's certificate, else it enters receivership. */
function settleDirector(ctx: Ctx, m: MergerState, s: CorporationState): void {
  // With a tableau the player directs the survivor unless holding too few shares (1862 solo S18).
  if (ctx.state.tableau) {
    s.president = 0;
    delete s.receivership;
    updateControl(ctx, s);
    return;
  }
  const held = (h: Holder): number => percentHeld(ctx.title, s, h);
  let best: Holder | null = null;
  for (const h of m.holders!) if (seatOf(h) !== null && (best === null || held(h) > held(best))) best = h;
  if (best !== null && held(best) >= certPercents(ctx.title, s.id)[0]!) {
    const seat = seatOf(best)!;
    takePresidentsCertificate(ctx.title, s, best);
    ctx.log.push(s.president === seat ? `${playerName(ctx, seat)} remains director of ${s.id}` : `${playerName(ctx, seat)} becomes director of ${s.id}`);
    s.president = seat;
    return;
  }
  s.president = null;
  ctx.log.push(`${s.id} has no director and enters receivership`);
}

function moveAssets(ctx: Ctx, s: CorporationState, n: CorporationState): void {
  const { state } = ctx;
  s.certs = s.certs.map((h) => (h === corpHolder(n.id) ? corpHolder(s.id) : h));
  if (n.cash > 0) pay(ctx, corpHolder(n.id), corpHolder(s.id), n.cash);
  for (const t of state.trains) if (t.owner === corpHolder(n.id)) t.owner = corpHolder(s.id);
  s.trains.push(...n.trains);
  n.trains = [];
  if (s.permits || n.permits) s.permits = [...new Set([...(s.permits ?? []), ...(n.permits ?? [])])];
  // The survivor keeps full capitalisation only when both companies had it.
  if (capitalizationOf(ctx.title, n) === 'incremental' && capitalizationOf(ctx.title, s) !== 'incremental') s.startMode = n.startMode;
  ctx.log.push(`${n.id}'s cash, trains and permits pass to ${s.id}`);
}

/**
 * The survivor takes the turn when the non-survivor proposed it, and ends it at once when the other
 * company has already operated this round.
 */
function adjustTurn(ctx: Ctx, m: MergerState): void {
  const round = ctx.state.round as OperatingRoundState;
  const [survivor, nonsurvivor] = corpsOf(m) as [string, string];
  if (m.originator === survivor) {
    if (round.done.includes(nonsurvivor)) m.skip = true;
  } else {
    if (round.done.includes(survivor)) m.skip = true;
    round.current = survivor;
  }
}

/** The non-survivor's stations in a city where the survivor has one go; so do those in link hexes once the survivor has a link there. */
function removeCoLocated(ctx: Ctx, s: CorporationState, n: CorporationState): void {
  const { title } = ctx;
  const sLinked = s.tokens.some((t) => isLinkHex(title, t.hex));
  for (const t of [...n.tokens]) {
    const both = s.tokens.some((x) => x.hex === t.hex && x.city === t.city);
    if (!both && !(sLinked && isLinkHex(title, t.hex))) continue;
    removeStation(ctx, n, t.hex, t.city);
    ctx.log.push(`${n.id}'s station in ${t.hex} is removed (co-located with ${s.id})`);
  }
}

function removeStation(ctx: Ctx, c: CorporationState, hex: string, city: number): void {
  keepHexTokens(ctx.state, hex, (x) => !(x.corporation === c.id && x.city === city));
  c.tokens = c.tokens.filter((x) => !(x.hex === hex && x.city === city));
  const m = mergerOf(ctx);
  if (m?.owned?.[c.id] !== undefined) m.owned[c.id] -= 1;
}

/** The survivor removes one station, its own or the non-survivor's, from the hexes the merger allows. */
function removeToken(ctx: Ctx, m: MergerState, a: RemoveTokenAction): void {
  const [survivor, nonsurvivor] = corpsOf(m) as [string, string];
  if (a.corporation !== survivor && a.corporation !== nonsurvivor) throw illegal(`only ${survivor}'s or ${nonsurvivor}'s stations may be removed`, MERGER_REF);
  if (!m.removals!.hexes.includes(a.hex)) throw illegal(`no station may be removed from ${a.hex} (not the survivor's home)`, MERGER_REF);
  const c = ctx.state.corporations[a.corporation]!;
  if (!c.tokens.some((t) => t.hex === a.hex && t.city === a.city)) throw invalid(`${a.corporation} has no station in city ${a.city} of ${a.hex}`);
  // Ownership counts drop with the token: `owned` is set for the stations stage.
  removeStation(ctx, c, a.hex, a.city);
  ctx.log.push(`${survivor} removes ${a.corporation}'s station from ${a.hex}`);
  m.removals!.count -= 1;
  if (m.removals!.count === 0) finish(ctx, m);
}

function finish(ctx: Ctx, m: MergerState): void {
  const [survivor, nonsurvivor] = corpsOf(m) as [string, string];
  const { state } = ctx;
  const s = state.corporations[survivor]!;
  const n = state.corporations[nonsurvivor]!;
  const max = ctx.title.definition.title.mergers?.maxStations ?? Infinity;
  const sOwned = m.owned![survivor]!;
  const nOwned = m.owned![nonsurvivor]!;
  const placed = s.tokens.length + n.tokens.length;
  const unplaced = Math.min(max - placed, sOwned - s.tokens.length + (nOwned - n.tokens.length));
  s.tokensBought = Math.max(sOwned, placed + unplaced);
  for (const t of n.tokens) {
    const ht = state.hexes[t.hex]!.tokens.find((x) => x.corporation === nonsurvivor && x.city === t.city)!;
    changeHexToken(state, t.hex, ht, { corporation: survivor });
    s.tokens.push({ hex: t.hex, city: t.city });
  }
  n.tokens = [];
  treasuryBackToOffering(ctx, s);
  resetCorporation(ctx, n);
  afterMerger(ctx, survivor, false);
  const round = state.round as OperatingRoundState;
  round.merger = null;
  // The survivor's turn ends after an acquisition, or when the other company had operated.
  round.turn.step = m.skip || m.type === 'acquire' ? Number.MAX_SAFE_INTEGER : round.turn.step + 1;
  if (m.skip && m.type === 'merge') ctx.log.push(`${survivor} will not operate again this round`);
  ctx.log.push('The merger is complete');
}

// ---------------------------------------------------------------- the round's interface

/** Who must act in the merger under way, or null when there is none. */
export function mergerActor(ctx: Ctx): Actor | null {
  const m = mergerOf(ctx);
  if (!m) return null;
  const corp = (id: string): Actor => ({ entityType: 'corporation', entity: id, seat: actingSeat(ctx.state, id, ctx.title) });
  if (m.stage === 'survivor') return corp(m.originator);
  if (m.stage === 'stations') return corp(m.survivor!);
  const h = m.option!.holder;
  const seat = seatOf(h);
  return seat !== null ? { entityType: 'player', entity: seat, seat } : corp(corpOf(h)!);
}

export function mergerLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const m = mergerOf(ctx)!;
  const me = mergerActor(ctx)!;
  if (actor.entityType !== me.entityType || actor.entity !== me.entity) return [];
  if (m.stage === 'survivor') return ['first', 'last'].map((choice) => ({ id: `choose:${choice}`, action: act(actor, 'choose', { choice }) }));
  if (m.stage === 'option') {
    const o = m.option!;
    const out: LegalAction[] = [{ id: 'choose:sell', action: act(actor, 'choose', { choice: 'sell' }) }];
    if (cashOf(ctx, o.holder) >= o.redeemPrice) out.push({ id: 'choose:redeem', action: act(actor, 'choose', { choice: 'redeem' }), cost: o.redeemPrice });
    return out;
  }
  const out: LegalAction[] = [];
  for (const id of corpsOf(m)) {
    for (const t of ctx.state.corporations[id]!.tokens) {
      if (!m.removals!.hexes.includes(t.hex)) continue;
      out.push({ id: `remove_token:${id}:${t.hex}:${t.city}`, action: act(actor, 'remove_token', { hex: t.hex, city: t.city, corporation: id }) });
    }
  }
  return out;
}

export function mergerProcess(ctx: Ctx, actor: Actor, action: Action): void {
  const m = mergerOf(ctx)!;
  const me = mergerActor(ctx)!;
  if (actor.entityType !== me.entityType || actor.entity !== me.entity) throw illegal(`the merger waits for ${String(me.entity)}`, MERGER_REF);
  if (m.stage === 'stations') {
    if (action.type !== 'remove_token') throw illegal(`${m.survivor} must first remove ${m.removals!.count} station(s)`, MERGER_REF);
    removeToken(ctx, m, action as RemoveTokenAction);
    return;
  }
  if (action.type !== 'choose') throw illegal(m.stage === 'survivor' ? 'choose the survivor: "first" or "last"' : 'choose "sell" or "redeem" for the option share', MERGER_REF);
  const choice = (action as ChooseAction).choice;
  if (m.stage === 'survivor') chooseSurvivor(ctx, m, choice);
  else decideOption(ctx, m, choice);
}

/** True while a merger is under way: the turn waits for it. */
export const mergerPending = (ctx: Ctx): boolean => mergerOf(ctx) !== null;

/**
 * A merger or acquisition under way (1862 rules §2.7). It waits for the survivor's choice, then
 * for each holder's option choice in turn, then for the survivor's station removals.
 */
export interface MergerState {
  /** "refinance": the procedure run on the originator alone (1862 §2.6 item 7), for a forced train purchase. */
  type: 'merge' | 'acquire' | 'refinance';
  /** The operating corporation that proposed it. */
  originator: string;
  partner: string;
  stage: 'survivor' | 'option' | 'stations';
  survivor?: string;
  nonsurvivor?: string;
  /** The survivor's new share price. */
  price?: number;
  /** Who settles their holding, in order: players from the originator's director in seat order, then the originator. */
  holders?: Holder[];
  /** The holder deciding an option now (stage "option"): its certificate, percentage and prices. */
  option?: { holder: Holder; corporation: string; cert: number; percent: number; sellPrice: number; redeemPrice: number };
  /** Stations the survivor must still remove, and the hexes it may remove them from (stage "stations"). */
  removals?: { count: number; hexes: string[] };
  /** Station tokens each company owns (placed or not) while stations are removed. */
  owned?: Record<string, number>;
  /** The survivor's turn ends when the merger completes (the other company has already operated, or an acquisition). */
  skip?: boolean;
}

declare module '../../state/slices' {
  interface OperatingRoundSlices {
    /** A merger or acquisition under way (title.json mergers; engine/mechanisms/mergers/merger.ts). */
    merger?: MergerState | null;
  }
}
