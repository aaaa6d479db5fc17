/**
 * A running cost a company must pay in its operating turn, with the director covering a
 * shortfall (1820 §7.2.5 L645-656 for train maintenance, §7.2.8 L688-700 for loan interest):
 * the treasury pays; if it cannot, the director pays the difference and the price moves
 * `coverMove` cells (1820: -1); if the director cannot either, nothing is paid and the company
 * goes "into liquidation": its marker goes to the market's lowest cell (1820's gray £10 box,
 * §10.7; the liquidation itself is 1820 G14). With `coverMove` null the treasury pays what it
 * can and the rest is forgiven.
 *
 * Where the title lets the director decide (costOfBusiness.maintenanceChoice, loans.interestChoice; 1820
 * §7.2.5 L652-656, §7.2.8 L696-700: the company "chooses not to pay", or its director "won't cover the
 * shortfall"), the step waits for a pay_costs action (`costDecision` below): `pay` charges as above, `not
 * pay` puts the company into liquidation (`refuseCost`). Otherwise the engine pays whenever it can.
 */
import { money, type Ctx } from '../../context';
import { cellAt, lowestCell, moveLeft, moveRight } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { corpHolder, playerHolder, type CorporationState } from '../../state/types';
import { pay } from '../../state/bank';

/** Moves the marker `by` cells (positive = right, or up on a ladder). */
export function movePrice(ctx: Ctx, c: CorporationState, by: number): void {
  if (!c.market || by === 0) return;
  let pos = c.market;
  for (let k = by; k > 0; k--) pos = moveRight(ctx.title.market, pos);
  for (let k = by; k < 0; k++) pos = moveLeft(ctx.title.market, pos);
  placeMarker(ctx, c, pos);
}

export function chargeWithCover(ctx: Ctx, corp: string, due: number, coverMove: number | null, what: string): void {
  const { title, state } = ctx;
  const c = state.corporations[corp]!;
  if (due <= 0) return;
  if (c.cash >= due) {
    pay(ctx, corpHolder(corp), 'bank', due);
    ctx.log.push(`${corp} pays ${money(ctx, due)} ${what}`);
    return;
  }
  const shortfall = due - c.cash;
  const director = c.president;
  if (coverMove !== null && director !== null && state.players[director]!.cash >= shortfall) {
    pay(ctx, playerHolder(director), corpHolder(corp), shortfall);
    pay(ctx, corpHolder(corp), 'bank', due);
    ctx.log.push(`${corp} pays ${money(ctx, due)} ${what}, ${money(ctx, shortfall)} of it from its director`);
    movePrice(ctx, c, coverMove);
    return;
  }
  if (coverMove !== null) {
    if (c.market) placeMarker(ctx, c, lowestCell(title.market));
    ctx.log.push(`${corp} cannot pay ${money(ctx, due)} ${what} and goes into liquidation at ${money(ctx, c.market ? cellAt(title.market, c.market).price : 0)}`);
    return;
  }
  const paid = c.cash;
  if (paid > 0) pay(ctx, corpHolder(corp), 'bank', paid);
  ctx.log.push(`${corp} pays ${money(ctx, paid)} of ${money(ctx, due)} ${what}`);
}

/** A cost the company's director decides on now (pay_costs). */
export interface CostDecision {
  due: number;
}

/**
 * The decision a running cost asks of the director (1820 §7.2.5 L647-656, §7.2.8 L690-700), or null when
 * there is none: nothing is due; or the treasury and the director's cash cannot cover it, so not paying is
 * all that is left (chargeWithCover then puts the company into liquidation by itself, as a forced move); or
 * the company has no price to put into liquidation (a one-share private company, whose treasury is its
 * director's cash, pays what it can: D8 #21); or no player directs it.
 */
export function costDecision(ctx: Ctx, corp: string, due: number): CostDecision | null {
  const c = ctx.state.corporations[corp]!;
  if (due <= 0 || !c.market || c.president === null) return null;
  if (c.cash + ctx.state.players[c.president]!.cash < due) return null;
  return { due };
}

/** The company does not pay `what`: it goes into liquidation, its marker to the lowest cell (§7.2.5 L652-656, §10.7 L1011-1012). */
export function refuseCost(ctx: Ctx, corp: string, due: number, what: string): void {
  const c = ctx.state.corporations[corp]!;
  if (c.market) placeMarker(ctx, c, lowestCell(ctx.title.market));
  ctx.log.push(`${corp} does not pay ${money(ctx, due)} ${what} and goes into liquidation at ${money(ctx, c.market ? cellAt(ctx.title.market, c.market).price : 0)}`);
}
