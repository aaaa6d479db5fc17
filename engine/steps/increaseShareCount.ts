/**
 * Increasing a company's share count (title.json shareCounts.increase; 1820 §6.5.2.2 L426-449), as the
 * one action of a part A stock turn (it keeps part A open, like a lobby: L384-388). The company must have
 * operated (nearest to "floated in a prior Stock Round"). The new shares go to the treasury; the director
 * buys from it at the current price until the players hold `minHeldPercent` (others join only with
 * consent, G26, so the director buys alone and the increase is offered only when they can pay); then
 * `poolPercent` of the company, at least one share, goes from the treasury to the pool without payment,
 * and as much again when the count skips a size (5 → 20). The company may not be sold for the rest of the
 * stock round (rule sellNotIncreasedThisRound).
 *
 * A one-share private company (title.json privateCompanies) goes public the same way (L431-435): the
 * action names a par price open now (`price`, a par cell of market.json whose tier is open), its marker
 * goes on that cell below any already there, and it counts as having had one size below the first of
 * `sizes`, so that going past the first size places the second 10% (L447-448).
 *
 * Not modelled: holders selling during the increase.
 */
import { heldByInvestor } from '../mechanisms/cousins';
import { money, playerName, type Ctx } from '../context';
import { illegal, unknown, type GameError } from '../errors';
import type { Action } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../mechanisms/bank';
import { parPriceOpen } from '../mechanisms/parTiers';
import { isPrivateCompany } from '../mechanisms/privateCompanies';
import { cellAt } from '../market/grid';
import { placeMarker } from '../market/moves';
import { sharePrice } from '../shares/holdings';
import { playerHolder, type MarketPosition, type StockRoundState } from '../state/types';
import { act, type Actor, type LegalAction, type Step } from './step';

export const INCREASE_REF = '1820 rules §6.5.2.2 L426-449 (increase share-count)';

interface Plan {
  buy: number;
  pool: number;
  cost: number;
  /** A private company going public: the par cell chosen. */
  parCell?: MarketPosition;
}

/** The par cells open now, where a private company going public may be placed (§16, market.json parTiers). */
function openParCells(ctx: Ctx): { row: number; col: number; price: number }[] {
  return ctx.title.market.parCells.filter((p) => parPriceOpen(ctx.title, ctx.state, p.price));
}

function plan(ctx: Ctx, corp: string, shares: number, price?: number): Plan | GameError {
  const cfg = ctx.title.definition.title.shareCounts?.increase;
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (!cfg || !c.shareCount) return illegal(`${corp}'s share count cannot be changed`, INCREASE_REF);
  const sizes: number[] = cfg.sizes;
  const going = isPrivateCompany(c);
  let parCell: MarketPosition | undefined;
  if (going) {
    const cell = openParCells(ctx).find((p) => p.price === price);
    if (!cell) return illegal(`${corp} is a private company: choose an open par price (${openParCells(ctx).map((p) => p.price).join(', ')})`, INCREASE_REF);
    parCell = { row: cell.row, col: cell.col };
  } else if (price !== undefined) return illegal(`${corp} has a share price; only a private company chooses a par price`, INCREASE_REF);
  // A private company stands one size below the first (L447-448: 1 to 10 skips 5).
  const from = going ? -1 : sizes.indexOf(c.shareCount);
  const to = sizes.indexOf(shares);
  if (to < 0 || to <= from) return illegal(`${corp} may go from ${c.shareCount} shares to ${cfg.sizes.filter((n) => n > c.shareCount!).join(' or ') || 'no larger count'}, not ${shares}`, INCREASE_REF);
  // Shares already held by players and cousins count towards the 40% (1820 §6.5.2.2 L439).
  const held = c.certs.filter((h) => heldByInvestor(h)).length;
  const buy = Math.max(0, Math.ceil((cfg.minHeldPercent * shares) / 100) - held);
  const steps = from < 0 && !going ? 1 : Math.min(2, to - from);
  const pool = steps * Math.max(1, Math.round((cfg.poolPercent * shares) / 100));
  const added = shares - c.certs.length;
  const treasury = c.certs.filter((h) => h === 'ipo').length + added;
  if (buy + pool > treasury) return illegal(`${corp}'s treasury would not hold the ${buy + pool} shares the increase needs`, INCREASE_REF);
  const perShare = parCell ? cellAt(ctx.title.market, parCell).price : sharePrice(ctx.title, c)!;
  return { buy, pool, cost: buy * perShare, ...(parCell ? { parCell } : {}) };
}

function check(ctx: Ctx, actor: Actor, corp: string, shares: number, price?: number): Plan | GameError {
  const round = ctx.state.round as StockRoundState;
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (c.president !== actor.seat || c.closed) return illegal(`you do not direct ${corp}`, INCREASE_REF);
  if (round.part !== undefined && round.part !== 'A') return illegal('share counts are increased only in part A of the stock round', INCREASE_REF);
  if (round.turnState.bought.length > 0) return illegal('you have already taken your one action this turn', INCREASE_REF);
  if (!c.operated) return illegal(`${corp} must have floated in a prior stock round`, INCREASE_REF);
  const p = plan(ctx, corp, shares, price);
  if ('code' in p) return p;
  const cash = ctx.state.players[actor.seat]!.cash;
  if (p.cost > cash) return illegal(`the director must buy ${p.buy} share${p.buy === 1 ? '' : 's'} for ${money(ctx, p.cost)}, ${money(ctx, cash)} available`, INCREASE_REF);
  return p;
}

export const increaseShareCount: Step = {
  name: 'increaseShareCount',
  accepts: ['increase_shares'],
  legal(ctx, actor) {
    const cfg = ctx.title.definition.title.shareCounts?.increase;
    if (!cfg || ctx.state.round.kind !== 'stock' || actor.entityType !== 'player') return [];
    const out: LegalAction[] = [];
    for (const def of ctx.title.corporations) {
      const c = ctx.state.corporations[def.id]!;
      const prices = isPrivateCompany(c) ? openParCells(ctx).map((p) => p.price) : [undefined];
      for (const shares of cfg.sizes)
        for (const price of prices) {
          if ('code' in check(ctx, actor, def.id, shares, price)) continue;
          const action = act(actor, 'increase_shares', { corporation: def.id, shares, ...(price !== undefined ? { price } : {}) });
          out.push({ id: actionId(action), action });
        }
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const a = action as unknown as { corporation: string; shares: number; price?: number };
    const p = check(ctx, actor, a.corporation, a.shares, a.price);
    if ('code' in p) throw p;
    const c = ctx.state.corporations[a.corporation]!;
    const before = c.shareCount!;
    if (p.parCell) {
      // §6.5.2.2 step 1: back on the stock market at the chosen par, under the markers already there.
      delete c.privateTrack;
      c.par = cellAt(ctx.title.market, p.parCell).price;
      placeMarker(ctx, c, p.parCell);
      ctx.log.push(`${c.id} goes public again at ${money(ctx, c.par)}`);
    }
    c.shareCount = a.shares;
    while (c.certs.length < a.shares) c.certs.push('ipo');
    const price = sharePrice(ctx.title, c)!;
    for (let k = 0; k < p.buy; k++) c.certs[c.certs.indexOf('ipo')] = playerHolder(actor.seat);
    pay(ctx, playerHolder(actor.seat), `corp:${c.id}`, p.cost);
    for (let k = 0; k < p.pool; k++) c.certs[c.certs.lastIndexOf('ipo')] = 'market';
    const round = ctx.state.round as StockRoundState;
    (round.increased ??= []).push(c.id);
    round.turnState.lobbied = true;
    ctx.log.push(
      `${playerName(ctx, actor.seat)} increases ${c.id} from ${before} to ${a.shares} shares${p.buy > 0 ? `, buying ${p.buy} for ${money(ctx, p.cost)} at ${money(ctx, price)}` : ''}; ${p.pool} go${p.pool === 1 ? 'es' : ''} to the pool`,
    );
  },
};
