/**
 * The two-dimensional stock market (the common 18xx kind). Each cell is written in the
 * definition as its price followed by flags:
 *   p  a par price            y  certificates here do not count toward the limit
 *   o  as y, and a player may hold more than the holding limit
 *   b  as o, and several shares may be bought in one turn
 *   c  the corporation closes on reaching it
 *   e  the game ends when a corporation reaches it
 * Movement follows the common 18xx conventions: right when a dividend is paid (up at
 * the right end of a row), left when withheld (down at the left end), down one
 * row per share sold (stays on the bottom row), up when sold out.
 *
 * A zig-zag market (market.json movement.zigzag, 1860's two-tier chart) is two rows
 * read as one folded track: top[c] is step 2c, bottom[c] is step 2c - 1. A share
 * sold moves one step down the track (top → the bottom cell below it, bottom → the
 * top cell up and to the left), a dividend move is one cell along the same tier
 * (two steps), and the track's ends clamp every move.
 */
import type { MarketFile } from '../generated/definition';
import type { MarketPosition } from '../state/types';

export interface MarketCell {
  price: number;
  par: boolean;
  noCertLimit: boolean;
  unlimitedHolding: boolean;
  multiBuy: boolean;
  closes: boolean;
  endsGame: boolean;
  /** Below the ledge (1870): a single share sold does not push a token down into it; a right move into it becomes a move up. */
  belowLedge: boolean;
  /** Red-letter zone (1860, flag f): the first share of a sale block sold here does not move the price. */
  firstShareFree: boolean;
  /** As firstShareFree for the first two shares of the block (1862, flag j). */
  firstTwoSharesFree: boolean;
  /** A corporation may be re-parred here after a bankruptcy (1860, flag r; par cells may be too). */
  repar: boolean;
}

export interface Market {
  kind: 'grid';
  /** What a move up does on the top row. */
  upOnTopRow: 'stay' | 'rightThenDown';
  /** Two rows read as one folded track (see the file comment). */
  zigzag: boolean;
  /** How far a payout moves the price: one cell, or one per whole multiple of the price in revenue (1860). */
  payoutSteps: 'one' | 'revenueMultiple';
  maxPayoutSteps: number;
  /** Payout moves by thresholds of revenue against price, with moves below the price (market.json movement.payoutThresholds; 1820). */
  payoutThresholds: { steps: { ratio: number; move: number }[]; belowPrice: number; trainlessExtra: number } | null;
  /** A payout that leaves the price unchanged still puts the marker under the others (1860 rules L796-800). */
  restackOnUnchangedPayout: boolean;
  /** The f and j cells spare only sales by others than the director (1862 rules, Stock Round; title.json rounds.stock.sellMovement). */
  directorSalesAlwaysMove: boolean;
  rows: (MarketCell | null)[][];
  /** Par cells, highest price first. */
  parCells: (MarketPosition & { price: number })[];
  /** Red barrier lines: a move left from `col` to `col - 1` in `row` (0-based) goes down instead (1843). */
  barriers: { row: number; col: number }[];
  /** A sale at the bottom of a column moves the marker down its cell's stack (1843 rules L2092-2101). */
  saleAtColumnBottom: 'stay' | 'downStack';
  /** Par prices that open by phase (market.json parTiers; engine/market/parTiers.ts). Absent: all open. */
  parTiers?: { fromPhase: string; prices: number[] }[];
}

export function parseCell(text: string): MarketCell | null {
  if (text === '') return null;
  const m = /^([0-9]+)([a-z]*)$/.exec(text);
  if (!m) throw new Error(`bad market cell "${text}"`);
  const flags = m[2]!;
  const o = flags.includes('o') || flags.includes('b');
  return {
    price: Number(m[1]),
    par: flags.includes('p'),
    noCertLimit: flags.includes('y') || o,
    unlimitedHolding: o,
    multiBuy: flags.includes('b'),
    closes: flags.includes('c'),
    endsGame: flags.includes('e'),
    belowLedge: flags.includes('l'),
    firstShareFree: flags.includes('f'),
    firstTwoSharesFree: flags.includes('j'),
    repar: flags.includes('r'),
  };
}

/**
 * `directorSalesAlwaysMove`: title.json rounds.stock.sellMovement's, compiled into the market that
 * moves the price (the market file no longer carries it: one setting answers when a sale moves it).
 */
export function parseMarket(file: MarketFile, directorSalesAlwaysMove: boolean): Market {
  const rows = file.rows.map((row) => row.map(parseCell));
  const parCells: (MarketPosition & { price: number })[] = [];
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell?.par) parCells.push({ row: r, col: c, price: cell.price });
    }),
  );
  parCells.sort((a, b) => b.price - a.price || a.row - b.row);
  // The movement settings' defaults are stated by compileTitle (engine/definition/defaults.ts, from market.schema.json).
  const movement = file.movement!;
  const zigzag = movement.zigzag === true;
  if (zigzag && (rows.length !== 2 || rows[1]![0] !== null)) {
    throw new Error('a zig-zag market has two rows, and its bottom row starts with an empty cell ("")');
  }
  return {
    kind: 'grid',
    rows,
    parCells,
    upOnTopRow: movement.upOnTopRow!,
    zigzag,
    payoutSteps: movement.payoutSteps!,
    maxPayoutSteps: movement.maxPayoutSteps!,
    payoutThresholds: movement.payoutThresholds
      ? { steps: movement.payoutThresholds.steps.map((x) => ({ ratio: x.ratio, move: x.move })), belowPrice: movement.payoutThresholds.belowPrice, trainlessExtra: movement.payoutThresholds.trainlessExtra ?? 0 }
      : null,
    restackOnUnchangedPayout: movement.restackOnUnchangedPayout!,
    directorSalesAlwaysMove,
    // A line between printed columns a|b (1-based) blocks the move from 0-based column max(a, b) - 1 leftwards.
    barriers: (movement.barriers ?? []).map((b) => ({ row: b.row - 1, col: Math.max(b.between[0]!, b.between[1]!) - 1 })),
    saleAtColumnBottom: movement.saleAtColumnBottom!,
    ...(file.parTiers ? { parTiers: file.parTiers.map((t) => ({ fromPhase: t.fromPhase, prices: [...t.prices] })) } : {}),
  };
}

export function cellAt(market: Market, pos: MarketPosition): MarketCell {
  const cell = market.rows[pos.row]?.[pos.col];
  if (!cell) throw new Error(`no market cell at ${pos.row},${pos.col}`);
  return cell;
}

const exists = (market: Market, row: number, col: number): boolean => !!market.rows[row]?.[col];

// Zig-zag markets: a position as a step on the folded track, and back.
const stepOf = (pos: MarketPosition): number => (pos.row === 0 ? 2 * pos.col : 2 * pos.col - 1);
const positionOf = (step: number): MarketPosition => (step % 2 === 0 ? { row: 0, col: step / 2 } : { row: 1, col: (step + 1) / 2 });
/** The last step of a zig-zag track, found once per market (markets are the compiled title's, never changed): every move along it asks. */
const lastSteps = new WeakMap<Market, number>();
function lastStep(market: Market): number {
  let last = lastSteps.get(market);
  if (last === undefined) {
    last = 0;
    for (let s = 0; exists(market, positionOf(s).row, positionOf(s).col); s++) last = s;
    lastSteps.set(market, last);
  }
  return last;
}
/** `by` steps along a zig-zag track, clamped at both ends (1860 rules, Share Price Movement). */
function alongTrack(market: Market, pos: MarketPosition, by: number): MarketPosition {
  return positionOf(Math.max(0, Math.min(lastStep(market), stepOf(pos) + by)));
}

export function moveRight(market: Market, pos: MarketPosition): MarketPosition {
  if (market.zigzag) return alongTrack(market, pos, 2);
  const here = market.rows[pos.row]?.[pos.col];
  const right = market.rows[pos.row]?.[pos.col + 1];
  // The ledge: a dividend never carries a token from above the ledge into the zone below it.
  if (right && !(right.belowLedge && !here?.belowLedge)) return { row: pos.row, col: pos.col + 1 };
  if (exists(market, pos.row - 1, pos.col)) return { row: pos.row - 1, col: pos.col };
  return pos;
}

/**
 * Cells a payout of `revenue` moves the price right: one, or (payoutSteps "revenueMultiple")
 * one for each whole multiple of `price` the revenue reaches, capped (1860 rules, Dividends
 * and the Share Price: a dividend below the price does not move it).
 */
export function payoutSteps(market: Market, revenue: number, price: number): number {
  if (market.payoutSteps === 'one') return 1;
  if (price <= 0) return market.maxPayoutSteps;
  return Math.min(market.maxPayoutSteps, Math.floor(revenue / price));
}

/**
 * Cells a payout of `revenue` moves the price under market.json movement.payoutThresholds
 * (positive = right/up, negative = left/down), or null when the market has none. 1820 §7.2.4
 * L632-643: +1/+2/+3 from 1×/2×/4× the price; below it -1, and -1 more without a train.
 */
export function thresholdMove(market: Market, revenue: number, price: number, trainless: boolean): number | null {
  const t = market.payoutThresholds;
  if (!t) return null;
  let best: number | null = null;
  let bestRatio = -1;
  for (const s of t.steps) if (revenue >= s.ratio * price && s.ratio > bestRatio) {
    best = s.move;
    bestRatio = s.ratio;
  }
  if (best !== null) return best;
  return t.belowPrice + (trainless ? t.trainlessExtra : 0);
}

export function moveLeft(market: Market, pos: MarketPosition): MarketPosition {
  if (market.zigzag) return alongTrack(market, pos, -2);
  // 1843 rules L2163-2164: "If a red line blocks movement to the left, then the stock price marker is moved down
  // to the next lower row instead" (and stays put where there is no lower row).
  if (market.barriers.some((b) => b.row === pos.row && b.col === pos.col)) return exists(market, pos.row + 1, pos.col) ? { row: pos.row + 1, col: pos.col } : pos;
  if (exists(market, pos.row, pos.col - 1)) return { row: pos.row, col: pos.col - 1 };
  if (exists(market, pos.row + 1, pos.col)) return { row: pos.row + 1, col: pos.col };
  return pos;
}

/** The market's lowest-priced cell (1820: the gray £10 liquidation box). */
export function lowestCell(market: Market): MarketPosition {
  let best: (MarketPosition & { price: number }) | null = null;
  market.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell && (!best || cell.price < best.price)) best = { row: r, col: c, price: cell.price };
    }),
  );
  const b = best as (MarketPosition & { price: number }) | null;
  if (!b) throw new Error('the market has no cell');
  return { row: b.row, col: b.col };
}

/** A single row that is not a zig-zag is a ladder: up is right and down is left (1820's 33-cell market). */
const ladder = (market: Market): boolean => market.rows.length === 1 && !market.zigzag;

export function moveUp(market: Market, pos: MarketPosition): MarketPosition {
  if (market.zigzag) return alongTrack(market, pos, 1);
  if (ladder(market)) return moveRight(market, pos);
  if (exists(market, pos.row - 1, pos.col)) return { row: pos.row - 1, col: pos.col };
  // 1870: on the top row a rise moves the token one right and one down (same price, further right).
  if (pos.row === 0 && market.upOnTopRow === 'rightThenDown' && exists(market, 0, pos.col + 1) && exists(market, 1, pos.col + 1))
    return { row: 1, col: pos.col + 1 };
  return pos;
}

/**
 * Down one row per share sold, except at the ledge (1870 rules, glossary "Ledge"): a share that
 * would take the token from above the ledge into the zone below it is absorbed, and the next share
 * of the same sale pushes it across and on. So a lone share stops at the ledge, while a block
 * carries on through it (the order of moves follows 18xx.games, which the recorded games use).
 */
export function moveDownForSale(market: Market, pos: MarketPosition, shares: number, byDirector = false): MarketPosition {
  // 1860 rules, Share Price Movement: in a red-letter zone the first share of a block is ignored.
  // 1862 (rounds.stock.sellMovement.directorSalesAlwaysMove): the first one (f) or two (j), unless the director sells.
  const here = market.rows[pos.row]?.[pos.col];
  const free = byDirector && market.directorSalesAlwaysMove ? 0 : here?.firstTwoSharesFree ? 2 : here?.firstShareFree ? 1 : 0;
  shares = Math.max(0, shares - free);
  if (market.zigzag) return alongTrack(market, pos, -shares);
  let p = pos;
  let atLedge = false;
  for (let k = 0; k < shares; k++) {
    if (atLedge) {
      p = moveDown(market, p);
      atLedge = false;
    }
    const here = market.rows[p.row]?.[p.col];
    const below = market.rows[p.row + 1]?.[p.col];
    if (below?.belowLedge && !here?.belowLedge) atLedge = true;
    else p = moveDown(market, p);
  }
  return p;
}

export function moveDown(market: Market, pos: MarketPosition): MarketPosition {
  if (market.zigzag) return alongTrack(market, pos, -1);
  if (ladder(market)) return moveLeft(market, pos);
  return exists(market, pos.row + 1, pos.col) ? { row: pos.row + 1, col: pos.col } : pos;
}
