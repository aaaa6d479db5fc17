/**
 * The terms a share trades on: the par cells a corporation may start on, where its money goes
 * (capitalisation), what an initial-offering share costs, what a sold share fetches, and which
 * certificates no purchase may take. The core's answers, which mechanisms change through the hooks
 * parCells, capitalization, ipoPrice, salePrice and reservedCertificates (engine/core/mechanism.ts).
 */
import { answers, concat, first } from '../core/ask';
import type { Title } from '../definition/title';
import type { CorporationState, GameState } from '../state/types';
import { sharePrice } from './holdings';

/** The par cells `corp` may start on: the market's, unless a mechanism gives others (a refloat's). */
export const parCellsFor = (title: Title, state: GameState, corp: string): { row: number; col: number; price: number }[] =>
  parCellsTerms(title, state, corp).cells;

/** The par cells `corp` may start on and the rule that gives them (null: the market's, the core's rule). */
export function parCellsTerms(title: Title, state: GameState, corp: string): { cells: { row: number; col: number; price: number }[]; ref: string | null } {
  return first(title, 'parCells', title, state, corp) ?? { cells: title.market.parCells, ref: null };
}

/** Where money for initial-offering shares goes: the bank (full capitalisation) or the corporation (incremental). */
export { capitalizationOf } from '../state/capitalization';

/** What one 10% share from the initial offering costs: par, or the current price (rounds.stock.ipoPrice "market"; 1820 §6.5.2.4 L466-467). */
export function ipoUnitPrice(title: Title, c: CorporationState): number {
  const way = first(title, 'ipoPrice', title, c) ?? title.rounds.stock.ipoPrice ?? 'par';
  return way === 'market' ? sharePrice(title, c)! : c.par!;
}

/** What one share sold at `price` fetches. */
export const salePricePerShare = (title: Title, c: CorporationState, price: number): number => first(title, 'salePrice', title, c, price) ?? price;

/** Certificates of `corp` in the initial offering that no purchase may take (none, without asking, where no mechanism reserves any). */
export const reservedCertificates = (title: Title, state: GameState, corp: string): ReadonlySet<number> =>
  answers(title, 'reservedCertificates') ? new Set(concat(title, 'reservedCertificates', title, state, corp)) : NONE_RESERVED;
/** No certificate reserved: the answer where nothing is held back. Shared, never changed. */
export const NONE_RESERVED: ReadonlySet<number> = new Set<number>();
