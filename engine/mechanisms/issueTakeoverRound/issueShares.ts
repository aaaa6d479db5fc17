/**
 * The I&T free-for-all's share issue (rounds.issueTakeover step "issueShares"; 1820 §8.1 step 3
 * L725-734, §8.3 L780-787): a director has a company issue shares from its treasury to the market
 * pool. Action: sell_shares by the corporation (entityType "corporation", entity = corporation =
 * the company) with `percent` a whole number of its shares.
 *
 * - The treasury receives the current price for each share (L783). Treasury shares are the unsold
 *   ones ("ipo", incremental capitalization) and those the company bought back ("corp:<id>").
 * - The price then moves down one cell "for each 5% of the company (rounding up) or share issued,
 *   whichever is the smaller" (L784-785): min(shares, ceil(percent / issueUnitPercent)).
 * - "The company may not issue shares that would put that company's stock price into liquidation"
 *   (L786): the move may not reach the market's lowest cell (the £10 box), and a company already
 *   there may not issue (L781).
 * Private companies (title.json privateCompanies, G6) cannot issue (L781): they have no price.
 */
import { money, type Ctx } from '../../context';
import { illegal, invalid, unknown, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { cellAt, lowestCell, moveDown } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { sharePercent, sharePrice } from '../../shares/holdings';
import { corpHolder, type MarketPosition } from '../../state/types';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';

export const ISSUE_REF = '1820 rules §8.3 L780-787';

function unitPercent(ctx: Ctx): number {
  return (ctx.title.rounds as { issueTakeover?: { issueUnitPercent?: number } }).issueTakeover?.issueUnitPercent ?? 5;
}

/** Certificate indexes of the company's treasury shares (unsold, then bought back). */
function treasuryIndexes(ctx: Ctx, corp: string): number[] {
  const c = ctx.state.corporations[corp]!;
  const own = corpHolder(corp);
  return [...c.certs.flatMap((h, i) => (h === 'ipo' ? [i] : [])), ...c.certs.flatMap((h, i) => (h === own ? [i] : []))];
}

/** The cells the price falls for an issue of `count` shares (L784-785). */
export function issueMoves(ctx: Ctx, corp: string, count: number): number {
  const pct = sharePercent(ctx.title, ctx.state.corporations[corp]!) * count;
  return Math.min(count, Math.ceil(pct / unitPercent(ctx) - 1e-9));
}

function after(ctx: Ctx, corp: string, count: number): MarketPosition {
  let pos = ctx.state.corporations[corp]!.market!;
  for (let k = issueMoves(ctx, corp, count); k > 0; k--) pos = moveDown(ctx.title.market, pos);
  return pos;
}

const same = (a: MarketPosition, b: MarketPosition): boolean => a.row === b.row && a.col === b.col;

/** Why `actor` may not have `corp` issue `count` shares now (§8.3 L781-786), or null. */
export function issueRefusal(ctx: Ctx, actor: Actor, corp: string, count: number): GameError | null {
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (c.president !== actor.seat || c.closed) return illegal(`you do not direct ${corp}`, ISSUE_REF);
  if (!c.floated || !c.market) return illegal(`${corp} has not floated`, ISSUE_REF);
  const bottom = lowestCell(ctx.title.market);
  if (same(c.market, bottom)) return illegal(`${corp} is in liquidation and cannot issue shares`, ISSUE_REF);
  if (!Number.isInteger(count) || count < 1) return illegal('issue at least one whole share', ISSUE_REF);
  const held = treasuryIndexes(ctx, corp).length;
  if (count > held) return illegal(`${corp} has ${held} share${held === 1 ? '' : 's'} in its treasury`, ISSUE_REF);
  if (same(after(ctx, corp, count), bottom)) return illegal(`issuing ${count} would put ${corp} into liquidation`, ISSUE_REF);
  return null;
}

/** The open companies `seat` directs, in the title's order (the I&T free-for-all's issues and reductions). */
export function directed(ctx: Ctx, seat: number): string[] {
  return ctx.title.corporations.map((c) => c.id).filter((id) => ctx.state.corporations[id]!.president === seat && !ctx.state.corporations[id]!.closed);
}

export const issueShares: Step = {
  name: 'issueShares',
  accepts: ['sell_shares'],
  legal(ctx, actor) {
    const out: LegalAction[] = [];
    for (const corp of directed(ctx, actor.seat)) {
      const corpActor: Actor = { entityType: 'corporation', entity: corp, seat: actor.seat };
      const unit = sharePercent(ctx.title, ctx.state.corporations[corp]!);
      for (let count = 1; count <= treasuryIndexes(ctx, corp).length; count++) {
        if (issueRefusal(ctx, actor, corp, count)) break;
        const action = act(corpActor, 'sell_shares', { corporation: corp, percent: unit * count });
        out.push({ id: actionId(action), action });
      }
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const a = action as unknown as { corporation: string };
    const n = issueCount(ctx, action);
    const v = issueRefusal(ctx, actor, a.corporation, n);
    if (v) throw v;
    issue(ctx, a.corporation, n);
  },
};

/** The count of shares a sell_shares by the company itself names (`percent` a whole number of its shares). */
export function issueCount(ctx: Ctx, action: Action): number {
  const a = action as unknown as { entityType: string; entity: unknown; corporation: string; percent: number };
  if (a.entityType !== 'corporation' || a.entity !== a.corporation) throw invalid('a company issues its own shares: entityType "corporation", entity = corporation');
  const c = ctx.state.corporations[a.corporation];
  if (!c) throw unknown(`no corporation ${a.corporation}`);
  const count = a.percent / sharePercent(ctx.title, c);
  const n = Math.round(count);
  if (Math.abs(count - n) > 1e-6) throw invalid(`${a.percent}% is not a whole number of ${a.corporation} shares`);
  return n;
}

/** The company issues `n` treasury shares to the pool (checked by issueRefusal): the price per share to its treasury, then the price falls (L783-785). */
export function issue(ctx: Ctx, corp: string, n: number): void {
  const c = ctx.state.corporations[corp]!;
  const price = sharePrice(ctx.title, c)!;
  for (const i of treasuryIndexes(ctx, c.id).slice(0, n)) c.certs[i] = 'market';
  pay(ctx, 'bank', corpHolder(c.id), price * n);
  const pos = after(ctx, c.id, n);
  if (!same(pos, c.market!)) placeMarker(ctx, c, pos);
  ctx.log.push(`${c.id} issues ${n} share${n === 1 ? '' : 's'} to the market pool for ${money(ctx, price * n)}; its price falls to ${cellAt(ctx.title.market, c.market!).price}`);
}

/** How many treasury shares the company could issue at most. */
export function treasuryShares(ctx: Ctx, corp: string): number {
  return treasuryIndexes(ctx, corp).length;
}
