/**
 * The sold-out rises at the end of a stock round made in operating order (title.json
 * rounds.stock.soldOutOrder "operating"), highest price first, so that corporations arriving on
 * one cell stack in that order and the next operating order follows it, as 18xx.games makes them
 * (Round::Stock#finish_round moves the corporations sorted by their operating order). Without the
 * setting the stock round makes them in corporations.json order; with poolMovement on, that
 * mechanism makes them itself, also in operating order.
 */
import type { Ctx } from '../../context';
import { each, first, type Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import { cellAt, moveUp } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { isShareholder } from '../../shares/investor';
import { compareOperatingOrder } from '../operatingOrder';

/** The rises in operating order; true: the stock round makes none of its own. */
function soldOutInOperatingOrder(ctx: Ctx): boolean {
  const { title, state } = ctx;
  if (title.rounds.stock.soldOutMovement !== 'up') return false;
  // What the stock round would move first, since the mechanism makes the moves in its place (a national railway's rise).
  each(title, 'soldOutRise', ctx);
  const corps = Object.values(state.corporations).filter((c) => c.market && !c.closed);
  corps.sort((a, b) => compareOperatingOrder(ctx, a, b));
  for (const c of corps) {
    // Sold out: every share with players (or cousins) or back in the corporation's own treasury.
    // A mechanism may decide it otherwise (hook soldOutTest; title.json byPlayerCount soldOut).
    const decided = first(title, 'soldOutTest', ctx, c);
    if (!(decided ? decided.soldOut : c.certs.every((h) => isShareholder(title, h) || h === `corp:${c.id}`))) continue;
    const before = cellAt(title.market, c.market!).price;
    placeMarker(ctx, c, moveUp(title.market, c.market!), 'soldOut');
    const after = cellAt(title.market, c.market!).price;
    if (after !== before) ctx.log.push(`${c.id} is sold out and rises to ${after}`);
  }
  return true;
}

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** The order of the sold-out rises at the end of a stock round (rounds.stock.soldOutOrder; poolMovement implies "operating"). */
    soldOutOrder: 'corporations' | 'operating';
  }
}

/** The rules summary's sold-out rises in operating order (this mechanism's, and poolMovement's). */
export const risesInOperatingOrder: SummaryPart = {
  fields: () => ({ special: { soldOutOrder: 'operating' } }),
  fieldsWhenOff: { special: { soldOutOrder: 'corporations' } },
  text: { soldOutRise: () => ['These rises are made in operating order, highest price first, which decides how corporations arriving on one cell stack.'] },
};

export const mechanism: Mechanism = {
  summary: risesInOperatingOrder,
  id: 'soldOutOrder',
  block: 'title.rounds.stock.soldOutOrder',
  appliesTo: (d) => d.title.rounds.stock.soldOutOrder === 'operating' && d.title.rounds.stock.poolMovement === undefined,
  hooks: { stockRoundPrices: soldOutInOperatingOrder },
};
