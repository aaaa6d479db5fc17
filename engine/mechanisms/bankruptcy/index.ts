/**
 * Corporation bankruptcy and refloating, switched on by title.json
 * `corporationBankruptcy` (1860 rules, Bankrupt Companies L939-980). A
 * corporation whose price reaches a closing cell does not close:
 * - every share returns to the initial offering without payment; it has no
 *   president, par or price, and does not operate;
 * - its stations stay, flipped: they keep their slots but stop nobody's trains
 *   (map/graph.ts blocksPassage);
 * - its treasury and trains stay with it (trains may still rust);
 * - priority passes to the player holding the fewest shares (not certificates),
 *   ties to the nearest from the priority holder on;
 * - a stock round under way ends, and a new one starts;
 * - the next par refloats it, at a top-row price flagged r or p from `reparMin`
 *   up to its layer's highest par; when it floats it receives 10 × the new par on
 *   top of what it kept, and its stations count again.
 */
import { money, type Ctx } from '../../context';
import type { Title } from '../../definition/compile';
import { percentHeld, sharePercent, sharePrice } from '../../shares/holdings';
import { receive } from '../../state/bank';
import { salePricePerShare } from '../shareValue';
import { resetCorporation } from '../startModes';
import { playerHolder, type CorporationState, type GameState } from '../../state/types';
import { parPricesFor } from '../layers';
import type { Mechanism } from '../../core/mechanism';

export const BANKRUPTCY_REF = '1860 rules, Bankrupt Companies L939-980';

export function bankruptcyRule(title: Title): { reparMin: number } | null {
  const rule = (title.definition.title as { corporationBankruptcy?: { kind?: string; reparMin: number } }).corporationBankruptcy ?? null;
  return rule && rule.kind !== 'reset' ? rule : null;
}

/** The other kind (title.json corporationBankruptcy.kind "reset"; 1862.md §2.8): holders paid, the corporation reset. */
export function resetBankruptcyRule(title: Title): { payHolders?: 'effectivePrice' | 'nothing' } | null {
  const rule = (title.definition.title as { corporationBankruptcy?: { kind?: string; payHolders?: 'effectivePrice' | 'nothing' } }).corporationBankruptcy;
  return rule?.kind === 'reset' ? rule : null;
}

export const RESET_BANKRUPTCY_REF = 'title.json corporationBankruptcy kind "reset" (1862.md §2.8)';

/**
 * A corporation bankruptcy of kind "reset": with `payHolders: "effectivePrice"` the bank pays every
 * player the price a share sells for now (half while trainless; nothing at 0) per share held; then
 * the corporation is reset (treasury to the bank, stations off the map, trains to the open market,
 * certificates to the bank, start mode and permits restored). It no longer floats, so it skips the
 * rest of an operating round (rounds/operating.ts advance).
 */
export function bankruptAndReset(ctx: Ctx, c: CorporationState, why: string): void {
  const { title, state } = ctx;
  const rule = resetBankruptcyRule(title) ?? {};
  ctx.log.push(`${c.id} goes bankrupt (${why})`);
  const price = c.market ? sharePrice(title, c) : null;
  if (rule.payHolders === 'effectivePrice' && price) {
    const each = salePricePerShare(title, c, price);
    for (const p of state.players) {
      const amount = (percentHeld(title, c, playerHolder(p.seat)) / sharePercent(title, c)) * each;
      if (amount > 0) {
        receive(ctx, playerHolder(p.seat), amount);
        ctx.log.push(`${p.name} receives ${money(ctx, amount)} for the shares of ${c.id}`);
      }
    }
  }
  resetCorporation(ctx, c);
}

export const isBankrupt = (state: GameState, corp: string): boolean => state.corporations[corp]?.bankrupt === true;

/** Shares a player holds across all corporations (a 20% certificate is two shares of a ten-share corporation). */
function sharesHeld(title: Title, state: GameState, seat: number): number {
  let n = 0;
  for (const c of Object.values(state.corporations)) n += percentHeld(title, c, playerHolder(seat)) / sharePercent(title, c);
  return n;
}

export function makeBankrupt(ctx: Ctx, c: CorporationState): void {
  const { title, state } = ctx;
  c.bankrupt = true;
  c.certs = c.certs.map(() => 'ipo');
  c.president = null;
  c.par = null;
  c.market = null;
  c.floated = false;
  ctx.log.push(`${c.id} is bankrupt: its shares return to the initial offering, its stations are flipped`);
  // Priority: the fewest shares, ties to the nearest from the current holder on.
  const n = state.players.length;
  let best = state.priority;
  for (let k = 1; k < n; k++) {
    const seat = (state.priority + k) % n;
    if (sharesHeld(title, state, seat) < sharesHeld(title, state, best)) best = seat;
  }
  state.priority = best;
  ctx.log.push(`${state.players[best]!.name} has the priority deal`);
  if (state.round.kind === 'stock') state.restartStockRound = true;
}

/** Re-par prices of a bankrupt corporation: top-row cells flagged r or p, from reparMin to its layer's highest par. */
export function reparCells(title: Title, corp: string): { row: number; col: number; price: number }[] {
  const rule = bankruptcyRule(title)!;
  const layerMax = Math.max(...parPricesFor(title, corp));
  const out: { row: number; col: number; price: number }[] = [];
  const row = title.market.rows[0] ?? [];
  row.forEach((cell, col) => {
    if (cell && (cell.repar || cell.par) && cell.price >= rule.reparMin && cell.price <= layerMax) out.push({ row: 0, col, price: cell.price });
  });
  return out;
}

/** The par cells open to a corporation (the core's, engine/shares/terms.ts): re-par cells when it is bankrupt (hook parCells). */
export { parCellsFor } from '../../shares/terms';

/** On floating: a refloated corporation's stations count again. */
export function refloat(ctx: Ctx, c: CorporationState): void {
  if (!c.bankrupt) return;
  delete c.bankrupt;
  ctx.log.push(`${c.id} is refloated: its stations are active again`);
}

/** title.json corporationBankruptcy: a company whose marker reaches a closing cell goes bankrupt (and may be refloated) instead of closing. */
export const mechanism: Mechanism = {
  id: 'corporationBankruptcy',
  block: 'title.corporationBankruptcy',
  appliesTo: (d) => (d.title as { corporationBankruptcy?: unknown }).corporationBankruptcy !== undefined,
  hooks: {
    // emergencyBuy.bankruptcy "corporationBankruptcy" (1862.md §2.8): the corporation, not its director, goes bankrupt.
    corporationBankrupt: (ctx, corp, why) => {
      if ((ctx.title.rounds.operating.emergencyBuy?.bankruptcy as string | undefined) !== 'corporationBankruptcy') return false;
      bankruptAndReset(ctx, ctx.state.corporations[corp]!, why);
      return true;
    },
    parCells: (title, state, corp) => (isBankrupt(state, corp) && bankruptcyRule(title) ? { cells: reparCells(title, corp), ref: BANKRUPTCY_REF } : null),
    corporationFloated: refloat,
    closingCell: (ctx, c, price) => {
      if (bankruptcyRule(ctx.title)) makeBankrupt(ctx, c);
      else if (resetBankruptcyRule(ctx.title)) bankruptAndReset(ctx, c, `its price has reached ${price}`);
      else return false;
      return true;
    },
  },
};
