/**
 * Reducing a company's share count in the Issue & Takeover round's free-for-all (title.json
 * shareCounts.reduce; 1820 §8.2 L753-778, §13.3 L1261-1262). Action: reduce_shares by the
 * corporation (entityType "corporation", entity = corporation) with the new count `shares`, one of
 * `reduce.sizes` below its count.
 *
 * - Barred while the phase has status `noShareCountReduction` (L755: "not available in brown phase
 *   or later", 1820 G29) and for a company in liquidation.
 * - Step 1 (L757-761): the company buys back, at the current price, shares in play (pool and
 *   players and cousins) until no more than the new count are in play; the pool first (L759). The
 *   director "may freely choose" the players (L760); the engine takes the other players' shares first,
 *   in seat order from the director's left, then the cousins' (in cousins.json order), and the
 *   director's last, certificate 0 the very last, so control never passes (L761, §13.4) — a choice of
 *   sellers is not offered.
 * - Step 2 (L762): treasury shares are retired until the company has the new count in all.
 * - Step 4 (L772-774, §17.2 L1663-1665): loans above the shares now in play are repaid at once, from
 *   the treasury and then by the director (§17.3 L1672-1675: the price moves up per loan repaid and
 *   down `directorCoverPriceMove` after, when the director paid); a director who cannot cover the
 *   rest makes the whole reduction fail (L776-777), so it is not offered.
 * - A company over its new size's station maximum (title.json stationLimits, Table 13.1) discards
 *   the excess (engine/mechanisms/issueTakeoverRound/stationLimits.ts); the charter's two markers are under every
 *   maximum, so only markers gained in takeovers can go.
 * - The reduction is recorded in the round (IssueTakeoverRoundState.reduced): such a company may not
 *   be offered for takeover by others this round (§8.4.1 L822-826).
 * - A company short of the buy-back's price may take loans for it first, as needed (§17.1 L1650, "as needed in
 *   any other round for any expense"; `loans`, mechanisms/loans/index.ts loansAsNeeded): the reduction is then offered
 *   with the fewest loans that make it possible, step 4 included (loans above the new shares in play are repaid);
 *   never for a reduction to one share (a private company "cannot have or take loans", L1648-1649).
 * Step 3, the count of one (a private company, §13.2), is engine/mechanisms/privateCompanies/index.ts. When
 * the director already directs a private company, `mergeInto` names it: the new private company merges
 * into it (L768-770, "The process is the same as for a takeover (see 8.4.3)"), for no payment, since
 * the director holds both; its stations, trains and treasury go over, and its charter returns to the
 * supply.
 */
import { directed } from './issueShares';
import { money, playerName, type Ctx } from '../../context';
import { illegal, invalid, unknown, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { movePrice } from '../shared/companyCharges';
import { inLiquidation } from '../liquidation';
import { loansAsNeeded, loansConfig, sharesInPlay, takeLoansAsNeeded } from '../loans';
import { becomePrivate, isPrivateCompany, privateCompaniesConfig } from '../privateCompanies';
import { executeTakeover } from './takeover';
import { trimStationsToMaximum } from './stationLimits';
import { sharePrice } from '../../shares/holdings';
import { corpHolder, playerHolder } from '../../state/types';
import type { IssueTakeoverRoundState } from './index';
import { investorHolders } from '../../shares/investor';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';

export const REDUCE_REF = '1820 rules §8.2 L753-778 (reduce share-count)';

interface Plan {
  /** Certificate indexes bought back, in order. */
  buy: number[];
  cost: number;
  /** Loans repaid. */
  repay: number;
  /** What the director adds to the treasury for the repayment. */
  cover: number;
}

function reduceSizes(ctx: Ctx): number[] | null {
  return ctx.title.definition.title.shareCounts?.reduce?.sizes ?? null;
}

export function reductionBarred(ctx: Ctx): boolean {
  return (ctx.title.phases[ctx.state.phase]!.status ?? []).includes('noShareCountReduction');
}

const MERGE_REF = '1820 rules §8.2 L768-770 (a new private company may merge with one its director controls)';

/** The private companies, other than `corp`, that `seat` directs: where a new private company may merge (L768-770). */
function mergeTargets(ctx: Ctx, seat: number, corp: string): string[] {
  return Object.values(ctx.state.corporations)
    .filter((t) => t.id !== corp && !t.closed && t.president === seat && isPrivateCompany(t))
    .map((t) => t.id);
}

function mergeRefusal(ctx: Ctx, actor: Actor, corp: string, shares: number, mergeInto: string | undefined): GameError | null {
  if (mergeInto === undefined) return null;
  if (shares !== 1) return illegal(`only a company reduced to one share (a private company) may merge, not one of ${shares}`, MERGE_REF);
  if (!mergeTargets(ctx, actor.seat, corp).includes(mergeInto)) return illegal(`${mergeInto} is not a private company you direct`, MERGE_REF);
  return null;
}

function plan(ctx: Ctx, actor: Actor, corp: string, shares: number, mergeInto?: string): Plan | GameError {
  const merge = mergeRefusal(ctx, actor, corp, shares, mergeInto);
  if (merge) return merge;
  const sizes = reduceSizes(ctx);
  const c = ctx.state.corporations[corp];
  if (!c) return unknown(`no corporation ${corp}`);
  if (!sizes || !c.equalShares) return illegal(`${corp}'s share count cannot be reduced`, REDUCE_REF);
  if (c.president !== actor.seat || c.closed) return illegal(`you do not direct ${corp}`, REDUCE_REF);
  if (!c.floated || !c.market) return illegal(`${corp} is not a public company on the market`, REDUCE_REF);
  if (reductionBarred(ctx)) return illegal(`share counts may not be reduced in the ${ctx.title.phases[ctx.state.phase]!.id} phase`, REDUCE_REF);
  if (inLiquidation(ctx, c)) return illegal(`${corp} is in liquidation`, REDUCE_REF);
  if (!sizes.includes(shares) || shares >= c.equalShares)
    return illegal(`${corp} may go from ${c.equalShares} shares to ${sizes.filter((n) => n < c.equalShares!).join(' or ') || 'no smaller count'}, not ${shares}`, REDUCE_REF);
  if (shares === 1 && !privateCompaniesConfig(ctx.title)) return illegal('this title has no private (one-share) companies', REDUCE_REF);
  const n = ctx.state.players.length;
  const seat = actor.seat;
  // Cousins' shares are in play (NOTES G7): they are bought after the other players', in the cousins
  // file's order (the investors' order, engine/shares/investor.ts), and before the director's, whose certificate 0 goes last, so the director keeps the
  // most (1820 §13.4).
  const order = [
    ...c.certs.flatMap((h, i) => (h === 'market' ? [i] : [])),
    ...Array.from({ length: n - 1 }, (_, k) => (seat + 1 + k) % n).flatMap((s) => c.certs.flatMap((h, i) => (h === playerHolder(s) ? [i] : []))),
    ...investorHolders(ctx.title).flatMap((k) => c.certs.flatMap((h, i) => (h === k ? [i] : []))),
    ...c.certs.flatMap((h, i) => (h === playerHolder(seat) ? [i] : [])).reverse(),
  ];
  const buy = order.slice(0, Math.max(0, sharesInPlay(ctx.title, c) - shares));
  const cost = buy.length * sharePrice(ctx.title, c)!;
  if (cost > c.cash) return illegal(`${corp} must buy back ${buy.length} share${buy.length === 1 ? '' : 's'} for ${money(ctx, cost)} and has ${money(ctx, c.cash)}`, REDUCE_REF);
  // A private company may have no loans (§13.2 L1235, §17.2 L1664); a public one no more than its shares in play.
  const loans = c.loans ?? 0;
  const repay = shares === 1 ? loans : Math.max(0, loans - (sharesInPlay(ctx.title, c) - buy.length));
  const due = repay * (loansConfig(ctx.title)?.amount ?? 0);
  const cover = Math.max(0, due - (c.cash - cost));
  if (cover > ctx.state.players[seat]!.cash)
    return illegal(`${corp} must repay ${repay} loan${repay === 1 ? '' : 's'} (${money(ctx, due)}); with the buy-back its treasury and director fall short`, REDUCE_REF);
  return { buy, cost, repay, cover };
}

/** The reduction's refusal in a given state (for loansAsNeeded), or null. */
const planRefusal =
  (actor: Actor, corp: string, shares: number, mergeInto?: string) =>
  (after: Ctx): GameError | null => {
    const p = plan(after, actor, corp, shares, mergeInto);
    return 'code' in p ? p : null;
  };

export const reduceShareCount: Step = {
  name: 'reduceShareCount',
  accepts: ['reduce_shares'],
  legal(ctx, actor) {
    const sizes = reduceSizes(ctx);
    if (!sizes || reductionBarred(ctx)) return [];
    const out: LegalAction[] = [];
    for (const corp of directed(ctx, actor.seat)) {
      const corpActor: Actor = { entityType: 'corporation', entity: corp, seat: actor.seat };
      for (const shares of sizes) {
        // Without a loan, or with the loans it needs (§17.1 L1650); none for a company becoming private (L1648-1649).
        const loans = shares === 1 ? ('code' in plan(ctx, actor, corp, shares) ? null : 0) : loansAsNeeded(ctx, corp, planRefusal(actor, corp, shares));
        if (loans === null) continue;
        const withLoans = loans > 0 ? { loans } : {};
        const action = act(corpActor, 'reduce_shares', { corporation: corp, shares, ...withLoans });
        out.push({ id: actionId(action), action });
        if (shares !== 1) continue;
        for (const mergeInto of mergeTargets(ctx, actor.seat, corp)) {
          if (loansAsNeeded(ctx, corp, planRefusal(actor, corp, shares, mergeInto)) !== loans) continue;
          const merging = act(corpActor, 'reduce_shares', { corporation: corp, shares, mergeInto, ...withLoans });
          out.push({ id: `${actionId(merging)}:${mergeInto}`, action: merging });
        }
      }
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const a = action as unknown as { entityType: string; entity: unknown; corporation: string; shares: number; mergeInto?: string; loans?: number };
    if (a.entityType !== 'corporation' || a.entity !== a.corporation) throw invalid('a company reduces its own share count: entityType "corporation", entity = corporation');
    if (a.loans !== undefined && a.shares === 1) throw illegal('a company becoming private takes no loans: private companies "cannot have or take loans"', '1820 rules §17.1 L1648-1649');
    takeLoansAsNeeded(ctx, a.corporation, a.loans, planRefusal(actor, a.corporation, a.shares, a.mergeInto));
    const p = plan(ctx, actor, a.corporation, a.shares, a.mergeInto);
    if ('code' in p) throw p;
    const c = ctx.state.corporations[a.corporation]!;
    const before = c.equalShares!;
    const price = sharePrice(ctx.title, c)!;
    // Step 1: the buy-back at the current price.
    for (const i of p.buy) {
      const from = c.certs[i]!;
      pay(ctx, corpHolder(c.id), from === 'market' ? 'bank' : from, price);
      c.certs[i] = corpHolder(c.id);
    }
    // Step 2: treasury shares are retired from the end until the count is reached.
    for (let i = c.certs.length - 1; i >= 0 && c.certs.length > a.shares; i--) {
      if (c.certs[i] === 'ipo' || c.certs[i] === corpHolder(c.id)) c.certs.splice(i, 1);
    }
    c.equalShares = a.shares;
    ctx.log.push(
      `${c.id} reduces its share count from ${before} to ${a.shares}${p.buy.length > 0 ? `, buying back ${p.buy.length} share${p.buy.length === 1 ? '' : 's'} for ${money(ctx, p.cost)} at ${money(ctx, price)}` : ''}`,
    );
    // Step 4: loans above the shares in play (all of them for a private company) are repaid.
    if (p.repay > 0) {
      const cfg = loansConfig(ctx.title)!;
      if (p.cover > 0) {
        pay(ctx, playerHolder(actor.seat), corpHolder(c.id), p.cover);
        ctx.log.push(`${playerName(ctx, actor.seat)} contributes ${money(ctx, p.cover)} to repay ${c.id}'s loans`);
      }
      pay(ctx, corpHolder(c.id), 'bank', p.repay * cfg.amount);
      c.loans = (c.loans ?? 0) - p.repay;
      ctx.log.push(`${c.id} repays ${p.repay} loan${p.repay === 1 ? '' : 's'} (${c.loans} left)`);
      if (a.shares > 1) {
        movePrice(ctx, c, cfg.priceMovePerRepayment * p.repay);
        if (p.cover > 0) movePrice(ctx, c, cfg.directorCoverPriceMove);
      }
    }
    trimStationsToMaximum(ctx, c);
    const round = ctx.state.round as IssueTakeoverRoundState;
    (round.reduced ??= []).push(c.id);
    // Step 3 (L763-768): one share makes it a private company.
    if (a.shares === 1) becomePrivate(ctx, c);
    if (a.mergeInto !== undefined) {
      ctx.log.push(`${c.id} merges into ${a.mergeInto}`);
      executeTakeover(ctx, ctx.state.corporations[a.mergeInto]!, c, 0);
    }
  },
};

declare module './index' {
  interface IssueTakeoverRoundState {
    /** Companies that reduced their share count this round (1820 §8.4.1 L822-826: others may not offer them). */
    reduced?: string[];
  }
}
