/**
 * The solo tableau (title.json `tableau`; 1862 solo rules, written for 1862 and parameterised so
 * that another solo can reuse it). Setup, putting corporations out of the game, the permit queue,
 * dealing, floating at a number of shares held, receivership by holding, and the train-removal
 * cycle after operating rounds. The stock-round actions are in index.ts.
 *
 * Readings of the open questions (1862.md §5.2) are recorded in definitions/1862/NOTES.md,
 * "Solo variant".
 */
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import type { PublicTableauState } from '../../generated/public-view';
import { type Ctx, money, newCtx } from '../../context';
import { illegal } from '../../errors';
import { placedTile } from '../../map/graph';
import { drawInt, hashSeed, shuffled } from '../../rng';
import { corpHolder, playerHolder, type CorporationState, type GameState } from '../../state/types';
import { pay } from '../../state/bank';
import { buyTokensAtFloat, capitalizationOf } from '../startModes';
import { refloat } from '../bankruptcy';
import { placeHomeToken } from '../../map/tokens';
import { onFirstPurchase } from '../trains';
import { sharePrice } from '../../shares/holdings';

export const SOLO_REF = '1862 solo rules';

export type TableauRule = NonNullable<TitleFile['tableau']>;

export function tableauRule(title: Title): TableauRule | null {
  return title.definition.title.tableau ?? null;
}

/** The card naming certificate `index` of `corp`. */
export const cardId = (corp: string, index: number): string => `${corp}/${index}`;

/** The corporation and certificate index a card names. */
export function cardOf(card: string): { corp: string; index: number } {
  const at = card.lastIndexOf('/');
  return { corp: card.slice(0, at), index: Number(card.slice(at + 1)) };
}

type Stream = keyof TableauState['streams'];

/** One generator state per purpose, each seeded from FNV-1a of "<seed>/<purpose>" (1862.md §3.6). */
function streamsFor(seed: number): TableauState['streams'] {
  return { deck: hashSeed(`${seed}/deck`), order: hashSeed(`${seed}/order`), cup: hashSeed(`${seed}/cup`), permits: hashSeed(`${seed}/permits`) };
}

function drawFrom(t: TableauState, stream: Stream, n: number): number {
  const holder = { rng: t.streams[stream] };
  const v = drawInt(holder, n);
  t.streams[stream] = holder.rng;
  return v;
}

function shuffleWith<T>(t: TableauState, stream: Stream, items: readonly T[]): T[] {
  const holder = { rng: t.streams[stream] };
  const out = shuffled(holder, items);
  t.streams[stream] = holder.rng;
  return out;
}

/** The permit list before its shuffle: the kinds taken in turn while their counts last. */
function permitList(rule: TableauRule): string[] {
  const left = rule.permitQueue.map((p) => p.count);
  const list: string[] = [];
  for (let more = true; more; ) {
    more = false;
    rule.permitQueue.forEach((p, i) => {
      if (left[i]! <= 0) return;
      list.push(p.kind);
      left[i]!--;
      more = true;
    });
  }
  return list;
}

/**
 * Setup (S1-S6): every certificate of every corporation goes into the draw pile, shuffled; the order
 * cards and the permit queue are shuffled; `outAtStart` corporations are drawn from the cup and put
 * out of the game; then the columns are dealt (a card of a corporation out of the game goes to the
 * market and is replaced, as in a mid-game deal).
 */
export function setUpTableau(title: Title, state: GameState): void {
  const rule = tableauRule(title);
  if (!rule) return;
  const t: TableauState = {
    columns: [],
    drawPile: [],
    cup: title.corporations.map((c) => c.id),
    out: [],
    hexes: {},
    permitQueue: [],
    orderCards: [],
    streams: streamsFor(state.seed),
    mulligan: true,
    operatingRounds: 0,
    trainBought: false,
  };
  state.tableau = t;
  const cards: string[] = [];
  for (const def of title.corporations) {
    const c = state.corporations[def.id]!;
    c.certs = c.certs.map(() => 'deck');
    c.permits = [];
    c.originalPermits = [];
    def.certificates.forEach((_, i) => cards.push(cardId(def.id, i)));
  }
  t.drawPile = shuffleWith(t, 'deck', cards);
  t.orderCards = shuffleWith(t, 'order', rule.orderCards ?? []);
  t.permitQueue = shuffleWith(t, 'permits', permitList(rule));
  const ctx: Ctx = newCtx(title, state);
  for (let k = 0; k < rule.outAtStart; k++) putOutAtRandom(ctx);
  for (let col = 0; col < rule.columns; col++) {
    t.columns.push([]);
    dealInto(ctx, col);
  }
}

/** Deals up to `depth` cards into column `col` from the draw pile; cards of corporations out of the game go to the market and are replaced (S13). */
export function dealInto(ctx: Ctx, col: number): void {
  const t = ctx.state.tableau!;
  const rule = tableauRule(ctx.title)!;
  const column = t.columns[col]!;
  while (column.length < rule.depth && t.drawPile.length > 0) {
    const card = t.drawPile.shift()!;
    const { corp, index } = cardOf(card);
    const c = ctx.state.corporations[corp]!;
    if (t.out.includes(corp)) {
      c.certs[index] = 'market';
      continue;
    }
    c.certs[index] = 'tableau';
    column.push(card);
  }
}

/** Draws a corporation from the cup and puts it out of the game (S15 "at random"); nothing when the cup is empty. */
export function putOutAtRandom(ctx: Ctx): string | null {
  const t = ctx.state.tableau!;
  // A company closed otherwise (never started when the final era removed it) is no longer drawn.
  const cup = t.cup.filter((id) => !ctx.state.corporations[id]!.closed);
  if (cup.length === 0) {
    ctx.log.push('The cup is empty: no company leaves the game');
    return null;
  }
  const corp = cup[drawFrom(t, 'cup', cup.length)]!;
  putOut(ctx, corp);
  return corp;
}

/**
 * Puts a corporation out of the game (S15): it leaves the cup and is closed; its home hex is
 * blocked when empty, frozen when it has track but no station, and left alone when it holds a station.
 */
export function putOut(ctx: Ctx, corp: string): void {
  const { title, state } = ctx;
  const t = state.tableau!;
  t.cup = t.cup.filter((id) => id !== corp);
  if (!t.out.includes(corp)) t.out.push(corp);
  const c = state.corporations[corp]!;
  c.closed = true;
  c.removed = true;
  const home = title.corporation.get(corp)!.home;
  let effect = '';
  if (home?.hex && state.hexes[home.hex]) {
    const hs = state.hexes[home.hex]!;
    const track = (placedTile(title, state, home.hex)?.paths.length ?? 0) > 0;
    if (hs.tokens.length > 0) effect = '';
    else if (track) {
      t.hexes[home.hex] = 'frozen';
      effect = `; its home ${home.hex} is frozen`;
    } else {
      t.hexes[home.hex] = 'blocked';
      effect = `; its home ${home.hex} is blocked`;
    }
  }
  ctx.log.push(`${corp} is out of the game${effect}`);
}

/** The hex's solo overlay: "blocked", "frozen" or null. */
export function hexOverlay(state: GameState, hex: string): 'blocked' | 'frozen' | null {
  return state.tableau?.hexes[hex] ?? null;
}

/** S17: no tile may be laid or upgraded on a blocked or frozen hex. */
export function layBlocked(state: GameState, hex: string) {
  const o = hexOverlay(state, hex);
  return o ? illegal(`${hex} is ${o}: its company is out of the game`, `${SOLO_REF}, Operating Rounds (S17)`) : null;
}

/** S17: no station may be placed on a frozen (or blocked) hex. */
export function tokenBlocked(state: GameState, hex: string) {
  const o = hexOverlay(state, hex);
  return o ? illegal(`${hex} is ${o}: no station may be placed there`, `${SOLO_REF}, Operating Rounds (S17)`) : null;
}

/** Shares of `c` the solo player holds. */
export function sharesHeld(c: CorporationState): number {
  return c.certs.filter((h) => h === playerHolder(0)).length;
}

/** Gives the next permit of the queue to a corporation being started (S11 item 5, 1862.md §5.2 #4: at start). */
export function givePermit(ctx: Ctx, c: CorporationState): void {
  const t = ctx.state.tableau!;
  // S23: a company restarted after leaving through a merger or bankruptcy uses its original permit.
  if (c.originalPermits && c.originalPermits.length > 0) {
    c.permits = [...c.originalPermits];
    ctx.log.push(`${c.id} takes back its ${c.permits.join(', ')} permit`);
    return;
  }
  const next = t.permitQueue.shift();
  c.permits = next ? [next] : [];
  c.originalPermits = [...c.permits];
  ctx.log.push(next ? `${c.id} receives a ${next} permit` : `No permit is left: ${c.id} will not float or operate`);
}

/**
 * Control of a started corporation (S18): the player is its president unless it has floated and
 * they hold fewer than `receivershipBelowShares` of its shares; it is then in receivership.
 */
export function updateControl(ctx: Ctx, c: CorporationState): void {
  const rule = tableauRule(ctx.title);
  if (!rule || c.par === null || c.closed) return;
  const under = c.floated && sharesHeld(c) < rule.receivershipBelowShares;
  if (under && !c.receivership) {
    c.receivership = true;
    c.president = null;
    ctx.log.push(`${c.id} goes into receivership: fewer than ${rule.receivershipBelowShares} shares are held`);
  } else if (!under && c.president === null) {
    if (c.receivership) ctx.log.push(`${c.id} leaves receivership`);
    delete c.receivership;
    c.president = 0;
  }
}

/**
 * Floats the corporation once the player holds `floatShares` of its shares and it has a permit
 * (S16, S11): it receives `floatCapital[mode]` × its share price from the bank and buys its tokens.
 */
export function floatIfHeld(ctx: Ctx, c: CorporationState): void {
  const rule = tableauRule(ctx.title)!;
  if (c.floated || c.par === null || sharesHeld(c) < rule.floatShares) return;
  if ((c.permits ?? []).length === 0) return;
  c.floated = true;
  refloat(ctx, c);
  const price = ctx.title.market.rows[c.market!.row]![c.market!.col]!.price;
  const capital = (rule.floatCapital[c.startMode ?? ''] ?? 10) * price;
  pay(ctx, 'bank', corpHolder(c.id), capital);
  ctx.log.push(`${c.id} floats and receives ${money(ctx, capital)}`);
  buyTokensAtFloat(ctx, c);
  if ((ctx.title.rounds.operating.homeToken ?? 'float') === 'float') placeHomeToken(ctx, c);
}

/**
 * After each operating round (S26, S27): after the first the remaining `clearAfterFirstRound` trains
 * leave the depot; after each later one the next order card is turned and that many trains leave it
 * (one more when no corporation bought a train in the round), the cards being reshuffled when used
 * up, until a `removalStopsAt` train is available. Removed trains are scrapped and act like a
 * purchase for phase changes and rusting (1862.md §5.2 #11, as 18xx.games' export); with
 * `removalStartsPhases: false` they are no purchase (marked `removed`), and a type removed whole
 * rusts what it rusts at the next purchase (mechanisms/trains/index.ts onFirstPurchase).
 */
export function afterOperatingRound(ctx: Ctx): void {
  const t = ctx.state.tableau;
  const rule = tableauRule(ctx.title);
  if (!t || !rule) return;
  t.operatingRounds += 1;
  const bought = t.trainBought;
  t.trainBought = false;
  if (t.operatingRounds === 1) {
    if (!rule.clearAfterFirstRound) return;
    const gone = ctx.state.trains.filter((tr) => tr.owner === 'depot' && tr.type === rule.clearAfterFirstRound);
    for (const tr of gone) tr.owner = 'scrap';
    if (gone.length > 0) ctx.log.push(`The ${gone.length} remaining ${rule.clearAfterFirstRound} trains leave the game`);
    return;
  }
  if (!rule.orderCards || rule.orderCards.length === 0) return;
  if (stopped(ctx)) return;
  if (t.orderCards.length === 0) {
    t.orderCards = shuffleWith(t, 'order', rule.orderCards);
    ctx.log.push(`The order cards are reshuffled: ${t.orderCards.join(', ')}`);
  }
  const card = t.orderCards.shift()!;
  const n = card + (bought ? 0 : rule.extraIfNoneBought ?? 0);
  let removed = 0;
  for (let k = 0; k < n && !stopped(ctx); k++) {
    const next = ctx.state.trains.find((tr) => tr.owner === 'depot');
    if (!next) break;
    next.owner = 'scrap';
    removed++;
    ctx.log.push(`A ${next.type} train leaves the game`);
    // As a purchase (18xx.games' export), or, with removalStartsPhases false, as no purchase at all.
    if (rule.removalStartsPhases === false) next.removed = true;
    else onFirstPurchase(ctx, next.type);
  }
  ctx.log.push(`Order card ${card}${bought ? '' : ' and one more, as no train was bought'}: ${removed} train(s) removed`);
}

/** No removals once a `removalStopsAt` train is available (or has been bought). */
function stopped(ctx: Ctx): boolean {
  const stop = tableauRule(ctx.title)?.removalStopsAt;
  if (!stop) return false;
  const next = ctx.state.trains.find((tr) => tr.owner === 'depot');
  return !next || next.type === stop || ctx.state.trains.some((tr) => tr.type === stop && tr.owner !== 'depot');
}

export { rankFor } from '../../state/end';

/** The columns whose top card is a share of `c`. */
export function topsOf(state: GameState, corp: string): number[] {
  const out: number[] = [];
  state.tableau?.columns.forEach((col, i) => {
    if (col.length > 0 && cardOf(col[col.length - 1]!).corp === corp) out.push(i);
  });
  return out;
}

/**
 * S21: the tableau tops a non-chartered company may sell to fund a forced train purchase, as if they
 * were on its charter: the tops when the sale begins (a card uncovered by the sale is not added).
 */
export function emergencyTops(ctx: Ctx, c: CorporationState): number[] {
  if (!ctx.state.tableau || capitalizationOf(ctx.title, c) !== 'incremental') return [];
  return topsOf(ctx.state, c.id);
}

/** Sells the top cards of these columns to the market (the money is paid by the caller). */
export function sellTops(ctx: Ctx, c: CorporationState, columns: number[]): void {
  for (const col of columns) {
    const { index } = cardOf(ctx.state.tableau!.columns[col]!.pop()!);
    c.certs[index] = 'market';
    ctx.log.push(`${c.id} sells its share from the top of tableau column ${col}`);
  }
}

/**
 * S20 items 1-3: before a merger or refinancing, the top cards of the companies involved leave the
 * tableau, again while newly uncovered tops belong to them: a chartered company's to the market, a
 * non-chartered company's to its treasury (as its unsold shares).
 */
export function gatherTops(ctx: Ctx, corps: string[]): void {
  const t = ctx.state.tableau;
  if (!t) return;
  for (let moved = true; moved; ) {
    moved = false;
    t.columns.forEach((col, i) => {
      while (col.length > 0 && corps.includes(cardOf(col[col.length - 1]!).corp)) {
        const { corp, index } = cardOf(col.pop()!);
        const c = ctx.state.corporations[corp]!;
        const to = capitalizationOf(ctx.title, c) === 'incremental' ? corpHolder(corp) : 'market';
        c.certs[index] = to;
        ctx.log.push(`${corp}'s share at the top of column ${i} goes to ${to === 'market' ? 'the market' : `${corp}'s treasury`}`);
        moved = true;
      }
    });
  }
}

/**
 * S20 item 6, S24, S25: after a merger or refinancing. The survivor counts as merged; a non-chartered
 * survivor pays ½ its share price for each of its shares still in the tableau (total rounded down,
 * at most its cash); a refinancing puts a random company out of the game.
 */
export function afterMerger(ctx: Ctx, survivor: string, refinance: boolean): void {
  const t = ctx.state.tableau;
  if (!t) return;
  const c = ctx.state.corporations[survivor]!;
  c.mergedOrRefinanced = true;
  updateControl(ctx, c);
  if (capitalizationOf(ctx.title, c) === 'incremental') {
    const visible = c.certs.filter((h) => h === 'tableau').length;
    const price = ctx.title.market.rows[c.market!.row]![c.market!.col]!.price;
    const due = Math.min(c.cash, Math.floor((visible * price) / 2));
    if (due > 0) {
      pay(ctx, corpHolder(survivor), 'bank', due);
      ctx.log.push(`${survivor} pays ${money(ctx, due)} for its ${visible} share(s) in the tableau`);
    }
  }
  if (refinance) putOutAtRandom(ctx);
}

/** The tableau columns whose top card is a share of `corp` (1862 solo S22: only a column's top may be redeemed). */
export function tableauTops(ctx: Ctx, corp: string): number[] {
  const out: number[] = [];
  ctx.state.tableau?.columns.forEach((col, i) => {
    if (col.length > 0 && cardOf(col[col.length - 1]!).corp === corp) out.push(i);
  });
  return out;
}

/**
 * What redeeming costs with a tableau (1862 solo S22): par for a chartered company never merged or
 * refinanced, the share price otherwise; a non-chartered company's tableau share is free.
 */
export function tableauRedeemPrice(ctx: Ctx, corp: string, from: 'market' | 'tableau'): number | null {
  const c = ctx.state.corporations[corp]!;
  const price = sharePrice(ctx.title, c);
  if (price === null || !ctx.state.tableau) return price;
  if (capitalizationOf(ctx.title, c) === 'incremental') return from === 'tableau' ? 0 : price;
  return c.mergedOrRefinanced ? price : c.par;
}

/** Each card in a column or the draw pile is a certificate held there, once. */
export function tableauInvariants(_title: Title, state: GameState): string[] {
  const errors: string[] = [];
  if (state.tableau) {
    const seen = new Set<string>();
    const place = (card: string, where: string) => {
      const at = card.lastIndexOf('/');
      const c = state.corporations[card.slice(0, at)];
      if (seen.has(card)) errors.push(`tableau card ${card} is in two places`);
      seen.add(card);
      if (c?.certs[Number(card.slice(at + 1))] !== where) errors.push(`tableau card ${card} lies in the ${where} but its certificate is held by ${c?.certs[Number(card.slice(at + 1))]}`);
    };
    for (const col of state.tableau.columns) for (const card of col) place(card, 'tableau');
    for (const card of state.tableau.drawPile) place(card, 'deck');
    for (const c of Object.values(state.corporations))
      c.certs.forEach((h, i) => {
        if ((h === 'tableau' || h === 'deck') && !seen.has(`${c.id}/${i}`)) errors.push(`${c.id} certificate ${i} is held by ${h} but is not there`);
      });
  }
  return errors;
}

/** The tableau as the player sees it: the draw pile's order and the generator streams stay hidden. */
export function publicTableau(t: TableauState): PublicTableauState {
  const card = (id: string) => {
    const at = id.lastIndexOf('/');
    return { corporation: id.slice(0, at), certificate: Number(id.slice(at + 1)) };
  };
  return {
    columns: t.columns.map((col) => col.map(card)),
    drawPile: t.drawPile.length,
    cup: [...t.cup].sort(),
    out: [...t.out],
    hexes: Object.entries(t.hexes).map(([hex, st]) => ({ hex, state: st })),
    permitQueue: [...t.permitQueue],
    orderCards: [...t.orderCards],
    mulligan: t.mulligan,
  };
}

/**
 * The 1862 solo tableau (title.json `tableau`; this file). Cards are named
 * "<corporation>/<certificate index>"; their certificates are held by "tableau" or "deck".
 */
export interface TableauState {
  /** The columns, each from its first card dealt to its top (the last element). */
  columns: string[][];
  /** The face-down draw pile, next card first (hidden from clients). */
  drawPile: string[];
  /** Corporations that can be drawn at random to leave the game. */
  cup: string[];
  /** Corporations out of the game, in the order they left. */
  out: string[];
  /** Home hexes out of the game: "blocked" (nothing may be built) or "frozen" (track usable, no upgrade, no station). */
  hexes: Record<string, 'blocked' | 'frozen'>;
  /** Permits still to be given, the next first. */
  permitQueue: string[];
  /** Order cards still to be turned for the train-removal cycle, the next first. */
  orderCards: number[];
  /** One generator state per purpose (1862.md §3.6): a draw for one purpose never shifts another. */
  streams: { deck: number; order: number; cup: number; permits: number };
  /** The setup may still be changed once (S7): true until the first action other than the mulligan. */
  mulligan: boolean;
  /** Operating rounds completed so far (the first one clears the A trains). */
  operatingRounds: number;
  /** A corporation bought a train in the operating round under way. */
  trainBought: boolean;
}

declare module '../../state/slices' {
  interface GameSlices {
    /** The solo tableau (title.json tableau). */
    tableau?: TableauState;
  }
}
