/**
 * Train maintenance (operating step "payMaintenance"; 1820 §7.2.5 L645-656): after the dividend,
 * the company pays the Cost of Business column's maintenance for each train it owns
 * (title.json costOfBusiness). A shortfall is covered by the director, and the price moves
 * (costOfBusiness.directorCoversMaintenance.priceMove, -1); a director who cannot cover it pays
 * nothing and the company goes "into liquidation": its marker goes to the market's lowest cell
 * (the gray £10 box; the liquidation itself, in the next Issue & Takeover round, is 1820 G14).
 *
 * Not modelled: a director's choice not to cover (or a company's choice not to pay) and so to
 * go into liquidation on purpose; the engine always pays when it can. The step is automatic.
 */
import { money, type Ctx } from '../context';
import { illegal } from '../errors';
import { cellAt, moveLeft, moveRight } from '../market/grid';
import { placeMarker } from '../market/moves';
import { pay } from '../mechanisms/bank';
import { costOfBusinessConfig, maintenanceOf } from '../mechanisms/costOfBusiness';
import { corpHolder, playerHolder } from '../state/types';
import type { OperatingStep } from './operating';

const REF = '1820 rules §7.2.5 L645-656 (Pay train maintenance)';

/** The market's lowest-priced cell (1820: the gray £10 liquidation box). */
function lowestCell(ctx: Ctx): { row: number; col: number } {
  let best: { row: number; col: number; price: number } | null = null;
  ctx.title.market.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell && (!best || cell.price < best.price)) best = { row: r, col: c, price: cell.price };
    }),
  );
  return best!;
}

export function payMaintenanceNow(ctx: Ctx, corp: string): void {
  const { title, state } = ctx;
  const c = state.corporations[corp]!;
  const due = c.trains.reduce((sum, id) => sum + maintenanceOf(title, state, state.trains.find((t) => t.id === id)!.type), 0);
  if (due === 0) return;
  if (c.cash >= due) {
    pay(ctx, corpHolder(corp), 'bank', due);
    ctx.log.push(`${corp} pays ${money(ctx, due)} train maintenance`);
    return;
  }
  const cover = costOfBusinessConfig(title)?.directorCoversMaintenance;
  const shortfall = due - c.cash;
  const director = c.president;
  if (cover && director !== null && state.players[director]!.cash >= shortfall) {
    pay(ctx, playerHolder(director), corpHolder(corp), shortfall);
    pay(ctx, corpHolder(corp), 'bank', due);
    ctx.log.push(`${corp} pays ${money(ctx, due)} train maintenance, ${money(ctx, shortfall)} of it from its director`);
    if (c.market) {
      let pos = c.market;
      for (let k = cover.priceMove; k > 0; k--) pos = moveRight(title.market, pos);
      for (let k = cover.priceMove; k < 0; k++) pos = moveLeft(title.market, pos);
      placeMarker(ctx, c, pos);
    }
    return;
  }
  if (cover) {
    // Unpaid: the company goes into liquidation, its marker to the lowest cell (§7.2.5, §10.7).
    if (c.market) placeMarker(ctx, c, lowestCell(ctx));
    ctx.log.push(`${corp} cannot pay ${money(ctx, due)} train maintenance and goes into liquidation at ${money(ctx, c.market ? cellAt(title.market, c.market).price : 0)}`);
    return;
  }
  // Without a cover rule the treasury pays what it can.
  const paid = c.cash;
  if (paid > 0) pay(ctx, corpHolder(corp), 'bank', paid);
  ctx.log.push(`${corp} pays ${money(ctx, paid)} of ${money(ctx, due)} train maintenance`);
}

export const payMaintenance: OperatingStep = {
  name: 'payMaintenance',
  accepts: [],
  legal: () => [],
  process() {
    throw illegal('train maintenance is paid automatically', REF);
  },
  done(ctx, corp) {
    const round = ctx.state.round;
    if (round.kind !== 'operating') return true;
    const turn = round.turn;
    if (!turn.maintenancePaid) {
      turn.maintenancePaid = true;
      payMaintenanceNow(ctx, corp);
    }
    return true;
  },
  passBlocked: () => null,
};
