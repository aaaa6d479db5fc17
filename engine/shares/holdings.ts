/**
 * Certificates and who holds them. A corporation's certificates are listed in
 * its definition as percents (the first is the president's); the state keeps
 * only the holder of each, by index, so every certificate is in exactly one place.
 */
import { each, first } from '../core/ask';
import { seatsAfter } from '../state/seats';
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import { cellAt, moveDownForSale } from '../market/grid';
import { playerHolder, type CorporationState, type GameState, type Holder } from '../state/types';

/**
 * The percent of each certificate, by index. Pass the corporation's state where there is one: a
 * corporation started with n equal shares (CorporationState.equalShares; 1820) has n certificates of 100 / n percent,
 * one whose certificates the setup chose (CorporationState.certificates) those.
 */
export function certPercents(title: Title, corp: string | CorporationState): number[] {
  if (typeof corp !== 'string' && corp.equalShares) return new Array<number>(corp.equalShares).fill(100 / corp.equalShares);
  if (typeof corp !== 'string' && corp.certificates) return corp.certificates;
  return title.corporation.get(typeof corp === 'string' ? corp : corp.id)!.certificates;
}

/**
 * The percent one share stands for, the unit the market price is quoted in and a sale moves the
 * price by: 100 / n for a corporation started with n equal shares (CorporationState.equalShares;
 * 1820 prices are per share), else corporations.json `sharePercent` (a five-share corporation priced
 * per 20% share, as 18xx.games prices every corporation per its own share), else 10 (a price per 10%).
 */
export function sharePercent(title: Title, c: CorporationState): number {
  if (c.equalShares) return 100 / c.equalShares;
  return title.corporation.get(c.id)?.sharePercent ?? 10;
}

/** The percent of `c` that `holder` holds. A plain loop: every stock rule and listing asks it, many times per action. */
export function percentHeld(title: Title, c: CorporationState, holder: Holder): number {
  const pct = certPercents(title, c);
  const certs = c.certs;
  let sum = 0;
  for (let i = 0; i < certs.length; i++) if (certs[i] === holder) sum += pct[i]!;
  return sum;
}

/**
 * Whether the president still holds the presidency of `c` after selling `percent` of it: no other player
 * holds more, and what they keep covers the president's certificate (a sale that would pass the presidency
 * is refused in a forced sale: 1870 rules, Forced stock sales; and in a sale to pay a company's loan debt).
 */
export function keepsPresidency(title: Title, state: GameState, c: CorporationState, seat: number, percent: number): boolean {
  const mine = percentHeld(title, c, playerHolder(seat)) - percent;
  const other = Math.max(0, ...state.players.filter((p) => p.seat !== seat).map((p) => percentHeld(title, c, playerHolder(p.seat))));
  return mine >= other && mine >= certPercents(title, c)[0]!;
}

export function certsHeld(c: CorporationState, holder: Holder): number[] {
  const out: number[] = [];
  c.certs.forEach((h, i) => {
    if (h === holder) out.push(i);
  });
  return out;
}

/** Current price of one share (10%, or see sharePercent), or null before par. */
export function sharePrice(title: Title, c: CorporationState): number | null {
  if (!c.market) return null;
  return cellAt(title.market, c.market).price;
}

/**
 * Certificates counting toward a player's limit: shares outside the free zones, and private
 * companies. While a sale waits for price protection (1870), a corporation whose price the sale
 * would take into a free zone already counts as there, unless `protecting` (a protection keeps
 * the price where it is), as 18xx.games counts them in the recorded games.
 */
export function certificateCount(title: Title, state: GameState, seat: number, protecting = false): number {
  const holder = playerHolder(seat);
  const pending = (state.round as { sales?: { corporation: string; percent: number }[] }).sales;
  // Plain loops over the state, allocating nothing: every purchase's certificate-limit rule asks it.
  let n = 0;
  for (const id in state.corporations) {
    const c = state.corporations[id]!;
    if (c.closed) continue;
    // The player's certificates first: most corporations have none of them, and then their zone does not matter.
    let held = 0;
    for (const h of c.certs) if (h === holder) held++;
    if (held === 0) continue;
    if (c.market && cellAt(title.market, c.market).noCertLimit) continue;
    if (!protecting && c.market && pending !== undefined && pending.length > 0 && pending.some((s) => s.corporation === c.id && cellAt(title.market, moveDownForSale(title.market, c.market!, s.percent / sharePercent(title, c))).noCertLimit)) continue;
    n += held;
  }
  for (const id in state.companies) {
    const co = state.companies[id]!;
    if (co.owner === holder && !co.closed) n++;
  }
  return n;
}

/**
 * The certificate limit for the number of players; where the title keys it
 * also by corporations still in play (1870 rules, certificate limit table), the
 * row for the current count, or the nearest larger row when there is none.
 */
export function certificateLimit(title: Title, state: GameState): number {
  // A limit fixed during play (certificateLimit: the final era's formation, 1862.md §2.9).
  const fixed = first(title, 'certificateLimit', title, state);
  if (fixed !== null) return fixed;
  // 1860 rules L538-539: no certificate limit from the first 8+4 (phases.json status).
  if ((title.phases[state.phase]!.status ?? []).includes('noCertificateLimit')) return Infinity;
  const limits = title.definition.title.certificateLimit as Record<string, number | Record<string, number>>;
  const entry = limits[String(state.players.length)];
  if (entry === undefined) return Infinity;
  if (typeof entry === 'number') return entry;
  let inPlay = 0;
  for (const id in state.corporations) if (!state.corporations[id]!.closed) inPlay++;
  if (entry[String(inPlay)] !== undefined) return entry[String(inPlay)]!;
  const keys = limitRows(entry);
  const larger = keys.find((k) => k > inPlay);
  return entry[String(larger ?? keys[keys.length - 1]!)]!;
}

/** The corporation counts a certificate-limit table is keyed by, ascending: sorted once per table of the definition. */
const sortedRows = new WeakMap<Record<string, number>, number[]>();
function limitRows(entry: Record<string, number>): number[] {
  let keys = sortedRows.get(entry);
  if (!keys) {
    keys = Object.keys(entry).map(Number).sort((a, b) => a - b);
    sortedRows.set(entry, keys);
  }
  return keys;
}

/**
 * After any change of holdings: the player with the most shares becomes
 * president if they hold more than the current one (ties keep the current
 * president). The certificates are swapped: the new president hands over
 * normal certificates worth the president's certificate and takes it.
 * common 18xx rules, "Change of presidency".
 */
/**
 * `holder` takes the president's certificate, handing its present holder (a player, or the market)
 * normal certificates worth as much, lowest-numbered first. common 18xx rules, "Change of presidency".
 */
export function takePresidentsCertificate(title: Title, c: CorporationState, holder: Holder): void {
  if (c.certs[0] === holder) return;
  const pct = certPercents(title, c);
  const to = c.certs[0]!;
  let owed = pct[0]!;
  for (let i = 1; i < c.certs.length && owed > 0; i++) {
    if (c.certs[i] === holder && pct[i]! <= owed) {
      c.certs[i] = to;
      owed -= pct[i]!;
    }
  }
  if (owed !== 0) throw new Error(`presidency swap in ${c.id} could not balance certificates`);
  c.certs[0] = holder;
}

export function updatePresidency(ctx: Ctx, c: CorporationState): void {
  const { title, state } = ctx;
  // A mechanism may settle it (with cousins a cousin holding the most directs too, 1820 §13.4 L1271-1274).
  if (first(title, 'presidencyUpdate', ctx, c)) return;
  if (c.president === null) {
    // A mechanism may hand it over (in receivership, the first player holding enough takes the certificate from the market).
    each(title, 'presidentless', ctx, c);
    return;
  }
  const current = c.president;
  let best = current;
  let bestPct = percentHeld(title, c, playerHolder(current));
  // Ties go to the first tied player in turn order after the current president (seating order, or
  // player-card order: 1843 rules L1995-1998).
  for (const seat of seatsAfter(state, current)) {
    const p = percentHeld(title, c, playerHolder(seat));
    if (p > bestPct) {
      best = seat;
      bestPct = p;
    }
  }
  if (best === current) return;
  takePresidentsCertificate(title, c, playerHolder(best));
  c.president = best;
  ctx.log.push(`${ctx.state.players[best]!.name} becomes president of ${c.id}`);
}
