/**
 * Cousin directors (cousins.json; 1820 §13.4 L1265-1279, §14.1 L1345-1357, §10.3 L957-968; NOTES G7).
 * In a title with cousins, whoever holds the largest percentage of a company directs it, a player or
 * a cousin (L1271). Representation: a cousin director holds certificate 0 and is named by
 * `CorporationState.cousinDirector`; `president` is then null, so nothing that reads `president`
 * asks a player to act for the company or to pay its costs (a cousin-directed company incurs none,
 * L1352-1353). Its behaviour: engine/mechanisms/cousins/automaticTurn.ts (operating rounds), the stock
 * round's pass rule (engine/rounds/stock.ts, L378) and the takeover step's self-offer
 * (engine/mechanisms/issueTakeoverRound/takeoverSteps.ts, L1354-1357).
 *
 * Changes of director:
 * - a buyer (player or cousin) holding more than the director takes over (L1273-1274);
 * - after a director's sale, when another holder has more than the seller kept, the one with the most
 *   takes over (L1275-1276). Ties among players: the next tied player in player-card order from the
 *   seller (a cousin seller: from its player, who comes last); ties among cousins: the seller's choice
 *   (`sell_shares.successorCousin`, L1279). [DECISION] a player tied with a cousin takes it before the
 *   cousin (D8 #44: the rules do not say; a company stays in a player's hands where it can);
 * - a cousin closing (§14.1 L1366-1371) hands its companies over the same way, as if it sold them all;
 *   a company nobody else holds is then left without a director and is put into liquidation
 *   ([DECISION] by §10.3's rule for a bankrupt cousin's companies; D8 #43);
 * - a bankrupt cousin's companies are left without a director and put into liquidation (§10.3 L964,
 *   L738 "Companies directed by bankrupt cousins are liquidated in the same round").
 * Certificates are equal in a title with share counts (1820), so certificate 0 moves by a swap with one
 * of the new director's shares (holdings.ts takePresidentsCertificate).
 */
import { money, playerName, type Ctx } from '../../context';
import { cousinDef, cousinDefs } from './definitions';
import { holderName } from '../../shares/investor';
import type { Title } from '../../definition/compile';
import { lowestCell } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { certPercents, percentHeld, sharePercent, sharePrice, takePresidentsCertificate } from '../../shares/holdings';
import { pay } from '../../state/bank';
import { playerHolder, seatOf, type CorporationState, type GameState, type Holder } from '../../state/types';
import { cousinHolder, cousinOf } from './cousinHolders';
import { seatsAfter } from '../playerCards';
import type { Mechanism } from '../../core/mechanism';
import type { Action, SellSharesAction } from '../../generated/actions';

export const DIRECTORS_REF = '1820 rules §13.4 L1265-1279';
export const COUSIN_DIRECTOR_REF = '1820 rules §14.1 L1345-1357';

/** Cousins may direct companies in every title that has cousins (cousins.json). */
export const cousinsMayDirect = (title: Title): boolean => cousinDefs(title).length > 0;

/** The cousin directing `corp`, if one does. */
export function cousinDirectorOf(state: GameState, corp: string): string | null {
  const c = state.corporations[corp];
  return c && !c.closed && c.cousinDirector ? c.cousinDirector : null;
}

/** The cousin directing `c` as a holder (the investorDirector hook: engine/shares/investor.ts directorOf), or null. */
const cousinDirectorHolder = (c: CorporationState): Holder | null => (c.cousinDirector ? cousinHolder(c.cousinDirector) : null);

/** The director as a holder: `player:<seat>`, `cousin:<id>`, or null when nobody directs it. */
export function directorHolder(c: CorporationState): Holder | null {
  if (c.president !== null) return playerHolder(c.president);
  return cousinDirectorHolder(c);
}

/** The seat a holder sits at for the card order: a player's own, a cousin's player's. */
function seatFor(state: GameState, holder: Holder): number | null {
  const seat = seatOf(holder);
  if (seat !== null) return seat;
  return cousinSeat(state, holder);
}

/** The seat of the player who owns the cousin `holder` (the investorSeat hook); null for any other holder. */
function cousinSeat(state: GameState, holder: Holder): number | null {
  const cousin = cousinOf(holder);
  return cousin !== null ? (state.cousins?.[cousin]?.owner ?? null) : null;
}

/** Cousins in play (owned), in the cousins file's order. */
function cousinsInPlay(title: Title, state: GameState): string[] {
  return cousinDefs(title).filter((d) => state.cousins?.[d.id]?.status === 'owned').map((d) => d.id);
}

/** What a change of director comes to: the new director (null: a choice among `tiedCousins` is needed, or nobody holds any). */
export interface DirectorChoice {
  holder: Holder | null;
  /** Cousins tied for the most when no player is: the seller chooses (more than one). */
  tiedCousins: string[];
}

/**
 * Who directs `c` once `seller`, its director, has `percent` fewer of its shares: the seller while
 * nobody holds more than it keeps; else the player or cousin holding the most (§13.4 L1275-1279), with
 * `chosen` naming the cousin when cousins alone are tied.
 */
export function directorAfterSale(ctx: Ctx, c: CorporationState, seller: Holder, percent: number, chosen?: string): DirectorChoice {
  const { title, state } = ctx;
  const kept = percentHeld(title, c, seller) - percent;
  const from = seatFor(state, seller);
  const seats = from === null ? state.players.map((p) => p.seat) : [...seatsAfter(state, from), from];
  const players = seats.map(playerHolder).filter((h) => h !== seller);
  const cousins = cousinsInPlay(title, state).map(cousinHolder).filter((h) => h !== seller);
  const held = new Map([...players, ...cousins].map((h) => [h, percentHeld(title, c, h)]));
  const most = Math.max(0, ...held.values());
  if (most <= kept) return { holder: kept > 0 ? seller : null, tiedCousins: [] };
  const player = players.find((h) => held.get(h) === most);
  if (player) return { holder: player, tiedCousins: [] };
  const tied = cousins.filter((h) => held.get(h) === most).map((h) => cousinOf(h)!);
  if (tied.length === 1) return { holder: cousinHolder(tied[0]!), tiedCousins: [] };
  return { holder: chosen !== undefined && tied.includes(chosen) ? cousinHolder(chosen) : null, tiedCousins: tied };
}

/** `holder` becomes the director of `c`: it takes certificate 0 for one of its own (§13.4 L1274, "takes control of the company charter"). */
export function setDirector(ctx: Ctx, c: CorporationState, holder: Holder): void {
  if (directorHolder(c) === holder) return;
  takePresidentsCertificate(ctx.title, c, holder);
  c.president = seatOf(holder);
  const cousin = cousinOf(holder);
  if (cousin !== null) c.cousinDirector = cousin;
  else delete c.cousinDirector;
  ctx.log.push(`${holderName(ctx, holder)} becomes director of ${c.id}${cousin !== null ? ' (a cousin: the company now plays itself)' : ''}`);
}

/**
 * Before `seller` sells `percent` of `c`: when it directs `c` and someone will then hold more, the
 * director changes now, so that the seller sells ordinary certificates (§13.4 L1275-1279). Tied
 * cousins with no `chosen` one (a forced sale, chargeCousin, made inside the action that causes it):
 * the first in the cousins file directs for now, and the seller's player names the one it chooses
 * before play goes on (state.cousinSuccession, engine/mechanisms/cousins/cousinSuccession.ts). The tied
 * cousins' holdings do not change in the sale, so the later choice is the one the seller would have made.
 */
export function handOverBeforeSale(ctx: Ctx, c: CorporationState, seller: Holder, percent: number, chosen?: string): void {
  if (directorHolder(c) !== seller) return;
  handOver(ctx, c, seller, directorAfterSale(ctx, c, seller, percent, chosen));
}

/**
 * `seller`, the director, hands `c` to `next`: with cousins alone tied and none chosen, the first of them
 * directs for now and the seller's player names the one it chooses before play goes on (cousinSuccession.ts).
 */
function handOver(ctx: Ctx, c: CorporationState, seller: Holder, next: DirectorChoice): void {
  const holder = next.holder ?? (next.tiedCousins.length > 0 ? cousinHolder(next.tiedCousins[0]!) : null);
  if (holder === null || holder === seller) return;
  setDirector(ctx, c, holder);
  const seat = seatFor(ctx.state, seller);
  if (next.holder === null && seat !== null) (ctx.state.cousinSuccession ??= []).push({ corporation: c.id, seat, cousins: next.tiedCousins });
}

/**
 * After a purchase (or any change of holdings): a player or cousin holding more than the director takes
 * over (§13.4 L1273-1274); the first such in card order from the director. Cousins alone tied above the
 * director come only from the director's own loss of shares, since nobody held more before and one buyer
 * gains at a time: a share the director sold to a player or a cousin by consent (§6.5.2.4 L466) is a sale
 * by the director, so the seller's player names the tied cousin (L1275-1279), as after a forced sale.
 * A company with no director keeps none (it is in liquidation: §10.3).
 */
export function updateDirector(ctx: Ctx, c: CorporationState): void {
  const current = directorHolder(c);
  if (current === null) return;
  handOver(ctx, c, current, directorAfterSale(ctx, c, current, 0));
}

/**
 * A cousin leaves the game (closing, §14.1 L1366-1371, or bankrupt, §10.3 L957-968): before its
 * shares go to the pool, each company it directs passes to the holder with the most (closing only;
 * a bankrupt cousin's companies are left without one, L738, L964). Tied cousins take it in the cousins
 * file's order: cousins close only all together at red (L1362), so the company passes on from cousin to
 * cousin until a player or nobody directs it, whichever tied cousin took it first (NOTES G7). Returns the companies left without
 * a director, which still hold certificate 0 with the cousin; `leaveWithoutDirector` finishes them
 * once the cousin's certificates are in the pool.
 */
export function handOverOnLeaving(ctx: Ctx, cousin: string, bankrupt: boolean): string[] {
  const holder = cousinHolder(cousin);
  const orphans: string[] = [];
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.closed || c.cousinDirector !== cousin) continue;
    const next = bankrupt ? null : directorAfterSale(ctx, c, holder, percentHeld(ctx.title, c, holder));
    const to = next?.holder ?? (next && next.tiedCousins.length > 0 ? cousinHolder(next.tiedCousins[0]!) : null);
    if (to !== null && to !== holder) setDirector(ctx, c, to);
    else orphans.push(c.id);
  }
  return orphans;
}

/**
 * Companies left without a director (handOverOnLeaving) are put into liquidation: no director, the
 * marker to the market's lowest cell (§10.3 L964, §10.7), to be liquidated by the Issue & Takeover
 * round (in that same round when it is under way: engine/mechanisms/issueTakeoverRound/takeoverSteps.ts).
 */
export function leaveWithoutDirector(ctx: Ctx, corps: string[]): void {
  for (const id of corps) {
    const c = ctx.state.corporations[id]!;
    c.president = null;
    delete c.cousinDirector;
    if (c.market) placeMarker(ctx, c, lowestCell(ctx.title.market));
    ctx.log.push(`${id} is left without a director and goes into liquidation`);
  }
}

/**
 * Whether `corp` plays its own operating turn: a cousin directs it (§14.1 L1351-1356), or, in a title
 * with cousins, nobody does (left without a director and waiting in liquidation for the next Issue &
 * Takeover round: [DECISION] it runs as a cousin's company would, since no player may act for it).
 */
export function playsItself(title: Title, state: GameState, corp: string): boolean {
  const c = state.corporations[corp];
  if (!c || c.closed || !c.floated) return false;
  if (c.cousinDirector) return true;
  return cousinsMayDirect(title) && c.president === null && c.market !== null;
}

/**
 * A director's sale after which cousins alone tie for the most is offered once per tied cousin, the
 * seller's choice of new director (`successorCousin`, §13.4 L1277-1279).
 */
function saleChoices(ctx: Ctx, seat: number, a: SellSharesAction): Action[] | null {
  const c = ctx.state.corporations[a.corporation]!;
  if (directorHolder(c) !== (a.cousin !== undefined ? cousinHolder(a.cousin) : playerHolder(seat))) return null;
  const tied = directorAfterSale(ctx, c, directorHolder(c)!, a.percent).tiedCousins;
  return tied.length > 1 ? tied.map((successorCousin) => ({ ...a, successorCousin }) as Action) : null;
}

/**
 * A cousin director (1820 §13.4) holds certificate 0, is in play, and no player is president too; a
 * company left without a director by a cousin (§10.3 L964) has its certificate 0 in the pool until
 * liquidated. Null: a player directs it, or nobody, and the core checks it.
 */
function directorCheck(_title: Title, state: GameState, c: CorporationState): string[] | null {
  if (c.cousinDirector === undefined) return c.president === null && c.floated && c.certs[0] === 'market' ? [] : null;
  const errors: string[] = [];
  if (c.president !== null) errors.push(`${c.id} has both a president (seat ${c.president}) and a cousin director (${c.cousinDirector})`);
  if (c.certs[0] !== cousinHolder(c.cousinDirector)) errors.push(`${c.id} is directed by cousin ${c.cousinDirector} but certificate 0 is with ${c.certs[0]}`);
  if (state.cousins?.[c.cousinDirector]?.status !== 'owned') errors.push(`${c.id} is directed by cousin ${c.cousinDirector}, which is not in play`);
  return errors;
}

/** With cousins the director is whoever holds the most, player or cousin (1820 §13.4 L1271). */
function mostHolderDirects(title: Title, state: GameState): string[] {
  const errors: string[] = [];
  for (const def of title.corporations) {
    const c = state.corporations[def.id]!;
    if (!c.floated || (c.president === null && c.cousinDirector === undefined)) continue;
    const count = new Map<string, number>();
    for (const h of c.certs) if (seatOf(h) !== null || cousinOf(h) !== null) count.set(h, (count.get(h) ?? 0) + 1);
    const director = c.certs[0]!;
    for (const [h, n] of count) if (n > (count.get(director) ?? 0)) errors.push(`${def.id}: ${h} holds ${n} shares, more than its director ${director} (${count.get(director) ?? 0})`);
  }
  return errors;
}

/**
 * cousins.json closeOnPhase (1820 §14.1 L1366-1371, Table 5.1 red): every cousin closes. Its shares go
 * to the bank pool at the current price, paid to its treasury; half the treasury, rounded up, goes to
 * its player and the rest to the bank.
 */
export function closeCousins(ctx: Ctx): void {
  const { title, state } = ctx;
  for (const cousin of Object.values(state.cousins ?? {})) {
    if (cousin.status !== 'owned') {
      if (cousin.status === 'offered') cousin.status = 'discarded';
      continue;
    }
    const holder = cousinHolder(cousin.id);
    // The companies it directs pass to their largest holders first (1820 §13.4; NOTES G7).
    const orphans = handOverOnLeaving(ctx, cousin.id, false);
    for (const c of Object.values(state.corporations)) {
      const price = sharePrice(title, c);
      const pct = certPercents(title, c);
      c.certs.forEach((h, i) => {
        if (h !== holder) return;
        c.certs[i] = 'market';
        // A company in liquidation (or without a price) still takes its shares to the pool, for its price or nothing.
        pay(ctx, 'bank', holder, price === null ? 0 : (pct[i]! / sharePercent(ctx.title, c)) * price);
      });
    }
    const half = Math.ceil(cousin.cash / 2);
    pay(ctx, holder, playerHolder(cousin.owner!), half);
    pay(ctx, holder, 'bank', cousin.cash);
    cousin.status = 'closed';
    ctx.log.push(`${cousinDef(title, cousin.id)!.name} closes: ${playerName(ctx, cousin.owner!)} receives ${money(ctx, half)}`);
    leaveWithoutDirector(ctx, orphans);
  }
}

/** With cousins, a cousin holding the most directs too (1820 §13.4 L1271-1274). */
export const mechanism: Mechanism = {
  id: 'cousinDirectors',
  block: 'cousins',
  appliesTo: (d) => (d.cousins?.cousins ?? []).length > 0,
  slice: { keys: ['cousinDirector'] },
  hooks: {
    corporationView: (_title, _state, c) => ({ cousinDirector: c.cousinDirector ?? null }),
    corporationSummary: (_title, _state, c) => (c.cousinDirector !== undefined ? { cousinDirector: c.cousinDirector } : {}),
    // A deal handed the director's certificate to a player (negotiation, shares/investorTrade.ts): no cousin directs.
    directorCertificateTaken: (_ctx, c, holder) => {
      const cousin = cousinOf(holder);
      if (cousin !== null) c.cousinDirector = cousin;
      else delete c.cousinDirector;
    },
    directorCheck,
    // A cousin directing a company is its director for every mechanism asking (engine/shares/investor.ts directorOf).
    investorDirector: cousinDirectorHolder,
    investorSeat: cousinSeat,
    invariants: mostHolderDirects,
    presidencyUpdate: (ctx, c) => {
      if (!cousinsMayDirect(ctx.title)) return false;
      updateDirector(ctx, c);
      return true;
    },
    // A president's sale below the certificate: a cousin may take over too (1820 §13.4 L1275-1279).
    presidencyAfterSale: (ctx, c, seller, percent) => {
      if (!cousinsMayDirect(ctx.title)) return null;
      const next = directorAfterSale(ctx, c, seller, percent);
      return { passes: next.holder !== null || next.tiedCousins.length > 0 };
    },
    // cousins.json closeOnPhase (1820 §14.1 L1366, Table 5.1: cousins close at the start of red).
    // Before costOfBusiness in the registry: the cousins close before the marker follows the phase.
    phaseChanged: (ctx) => {
      if (ctx.title.definition.cousins?.closeOnPhase === ctx.title.phases[ctx.state.phase]!.id) closeCousins(ctx);
    },
    // A player or a cousin may take over, the seller choosing among tied cousins (1820 §13.4 L1275-1279).
    directorBeforeSale: (ctx, c, seller, percent, sale) => {
      handOverBeforeSale(ctx, c, seller, percent, sale.successorCousin);
      return true;
    },
    saleChoices,
  },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /**
     * The cousin (cousins.json id) directing it: it holds the most shares and certificate 0 (1820 §13.4
     * L1265-1279); the company then plays itself (§14.1 L1345-1357, engine/mechanisms/cousins/cousinDirectors.ts)
     * and `president` is null, so nothing asks a player to act for it or pay its costs. Absent: a player
     * directs it, or nobody does.
     */
    cousinDirector?: string;
  }
}

declare module '../../summary' {
  interface CorporationSummaryParts {
    /** The cousin directing it (1820 §13.4; `president` is then null); absent when none does. */
    cousinDirector: string;
  }
}
