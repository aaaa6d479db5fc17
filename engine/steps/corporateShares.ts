/**
 * A president acting for their corporation in a stock turn (1870 rules,
 * "Share redemption" and "Share reissue"):
 *
 * - redeem_share: the corporation buys one of its shares at the market price,
 *   from the market if it has any there, otherwise from a player (never the
 *   president's certificate, never changing the presidency), paying only from
 *   its treasury as it stood when the round began; at most one per round, only
 *   after it has operated, and only while fewer than 4 of its shares are in its
 *   treasury or the initial offering. It is the whole of the stock turn.
 * - reissue_shares: all redeemed shares go back to the initial offering at a
 *   new par, the higher of the old par and the top-row price nearest to 75% of
 *   the current price (ties upward, as on 18xx.games); from then on the
 *   corporation receives the money for those shares. Only with an empty
 *   initial offering, once per round; it ends the turn.
 */
import { money, type Ctx } from '../context';
import { illegal, unknown, type GameError } from '../errors';
import type { Action } from '../generated/actions';
import { actionId } from '../ids';
import { cellAt } from '../market/grid';
import { pay } from '../state/bank';
import { certPercents, percentHeld, sharePrice } from '../shares/holdings';
import { corpHolder, playerHolder, type CorporationState, type StockRoundState } from '../state/types';
import { act, type Actor, type LegalAction, type Step } from './step';

const REDEEM = '1870 rules, Share redemption';
const REISSUE = '1870 rules, Share reissue';

const round = (ctx: Ctx): StockRoundState => ctx.state.round as StockRoundState;

function presided(ctx: Ctx, actor: Actor): string[] {
  const out: string[] = [];
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.president === actor.seat && !c.closed) out.push(def.id);
  }
  return out;
}

function done(ctx: Ctx, corp: string, what: string): boolean {
  return (round(ctx).corporateActions[corp] ?? []).includes(what);
}

function note(ctx: Ctx, corp: string, what: string): void {
  (round(ctx).corporateActions[corp] ??= []).push(what);
}

/** Why `corp` may not redeem a share now from any source, or null: the part of checkRedeem a listing asks once for all sources. */
function redeemRefusal(ctx: Ctx, actor: Actor, corp: string): GameError | null {
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (c.president !== actor.seat) return illegal(`you are not the president of ${corp}`, REDEEM);
  if (round(ctx).turnState.acted) return illegal('a redemption is the whole of a stock turn', REDEEM);
  if (!c.operated) return illegal(`${corp} has not operated yet`, REDEEM);
  if (done(ctx, corp, 'redeem')) return illegal(`${corp} has already redeemed a share this round`, REDEEM);
  const treasury = corpHolder(corp);
  let held = 0;
  for (const h of c.certs) if (h === treasury || h === 'ipo') held++;
  if (held >= 4) return illegal(`${corp} already holds 4 of its shares`, REDEEM);
  const price = sharePrice(ctx.title, c)!;
  const budget = Math.min(round(ctx).treasuryAtStart[corp] ?? 0, c.cash);
  if (price > budget) return illegal(`${corp} can spend only ${budget} (its treasury at the start of the round)`, REDEEM);
  return null;
}

/** Why `corp` may not redeem a share from `from` now, or null (redeemRefusal, then the source's own conditions). */
function checkRedeem(ctx: Ctx, actor: Actor, corp: string, from: 'market' | number): GameError | null {
  return redeemRefusal(ctx, actor, corp) ?? sourceRefusal(ctx, actor, corp, from, marketHolds(ctx.state.corporations[corp]!));
}

/** Whether the market holds a normal share of `c`: a redemption must then take it from there. */
const marketHolds = (c: CorporationState): boolean => c.certs.some((h, i) => i > 0 && h === 'market');

/** Why the share may not come from `from`, for a corporation redeemRefusal lets redeem, or null (`inMarket`: marketHolds). */
function sourceRefusal(ctx: Ctx, actor: Actor, corp: string, from: 'market' | number, inMarket: boolean): GameError | null {
  const c = ctx.state.corporations[corp]!;
  if (from === 'market') return inMarket ? null : illegal(`no ${corp} share is in the market`, REDEEM);
  if (inMarket) return illegal('while the market holds a share, the share must come from the market', REDEEM);
  const holder = playerHolder(from);
  if (!c.certs.some((h, i) => i > 0 && h === holder)) return illegal(`that player holds no ${corp} share`, REDEEM);
  if (from === actor.seat) {
    // Taking the president's own share may not cost the presidency.
    const mine = percentHeld(ctx.title, c, holder) - 10;
    const other = Math.max(...ctx.state.players.filter((p) => p.seat !== actor.seat).map((p) => percentHeld(ctx.title, c, playerHolder(p.seat))));
    if (mine <= other) return illegal('the redemption may not change the presidency', REDEEM);
  }
  return null;
}

function checkReissue(ctx: Ctx, actor: Actor, corp: string): GameError | null {
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (c.president !== actor.seat) return illegal(`you are not the president of ${corp}`, REISSUE);
  const treasury = corpHolder(corp);
  if (!c.certs.some((h) => h === treasury)) return illegal(`${corp} holds no redeemed shares`, REISSUE);
  if (c.certs.some((h) => h === 'ipo')) return illegal(`${corp} still has shares in the initial offering`, REISSUE);
  if (done(ctx, corp, 'reissue')) return illegal(`${corp} has already reissued this round`, REISSUE);
  return null;
}

/** The new par: max(old par, the top-row price nearest to 75% of the price, ties upward). */
export function reissuePar(ctx: Ctx, corp: string): number {
  const c = ctx.state.corporations[corp]!;
  const target = sharePrice(ctx.title, c)! * 0.75 + 1;
  // Title option (1870 variant max_reissue_200): only top-row prices up to the cap are candidates.
  const cap = ctx.title.rounds.stock.reissueMaxPar ?? Infinity;
  const top = ctx.title.market.rows[0]!.filter((x) => x !== null && x.price <= cap).map((x) => x!.price);
  let best = top[0]!;
  for (const p of top) if (Math.abs(p - target) < Math.abs(best - target)) best = p;
  return Math.max(c.par ?? 0, best);
}

/** The redemptions `actor` may make now, one at a time in the listing's order, for a caller that may stop at the first. */
function* redemptions(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  for (const corp of presided(ctx, actor)) {
    // What holds for every source is asked once.
    if (redeemRefusal(ctx, actor, corp)) continue;
    const corpActor: Actor = { entityType: 'corporation', entity: corp, seat: actor.seat };
    const inMarket = marketHolds(ctx.state.corporations[corp]!);
    const sources: ('market' | number)[] = ['market', ...ctx.state.players.map((p) => p.seat)];
    for (const from of sources) {
      if (sourceRefusal(ctx, actor, corp, from, inMarket)) continue;
      const action = act(corpActor, 'redeem_share', { corporation: corp, from });
      yield { id: actionId(action), action };
    }
  }
}

/** The reissues `actor` may make now, one at a time in the listing's order. */
function* reissues(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  for (const corp of presided(ctx, actor)) {
    if (checkReissue(ctx, actor, corp)) continue;
    const action = act({ entityType: 'corporation', entity: corp, seat: actor.seat }, 'reissue_shares', { corporation: corp });
    yield { id: actionId(action), action };
  }
}

export const corporateBuyback: Step = {
  name: 'corporateBuyback',
  accepts: ['redeem_share'],
  legal: (ctx, actor) => [...redemptions(ctx, actor)],
  choices: redemptions,
  process(ctx, actor, action: Action) {
    const a = action as unknown as { corporation: string; from: 'market' | number };
    const v = checkRedeem(ctx, actor, a.corporation, a.from);
    if (v) throw v;
    const c = ctx.state.corporations[a.corporation]!;
    const source = a.from === 'market' ? 'market' : playerHolder(a.from);
    const pct = certPercents(ctx.title, c);
    const index = c.certs.findIndex((h, i) => i > 0 && h === source && pct[i] === 10);
    const price = sharePrice(ctx.title, c)!;
    c.certs[index] = corpHolder(c.id);
    pay(ctx, corpHolder(c.id), a.from === 'market' ? 'bank' : source, price);
    note(ctx, c.id, 'redeem');
    ctx.log.push(`${c.id} redeems a share from ${a.from === 'market' ? 'the market' : ctx.state.players[a.from]!.name} for ${money(ctx, price)}`);
  },
};

export const reissue: Step = {
  name: 'reissue',
  accepts: ['reissue_shares'],
  legal: (ctx, actor) => [...reissues(ctx, actor)],
  choices: reissues,
  process(ctx, actor, action: Action) {
    const a = action as unknown as { corporation: string };
    const v = checkReissue(ctx, actor, a.corporation);
    if (v) throw v;
    const c = ctx.state.corporations[a.corporation]!;
    const par = reissuePar(ctx, c.id);
    const n = c.certs.filter((h) => h === corpHolder(c.id)).length;
    c.certs = c.certs.map((h) => (h === corpHolder(c.id) ? 'ipo' : h));
    c.par = par;
    c.reissued = true;
    note(ctx, c.id, 'reissue');
    ctx.log.push(`${c.id} reissues ${n} share(s) at a new par of ${money(ctx, par)} (price ${money(ctx, cellAt(ctx.title.market, c.market!).price)})`);
  },
};
