/**
 * Paying out or withholding the run's revenue, and moving the share price
 * (title.json rounds.operating.dividend). Dividends on shares in the initial
 * offering and the market are not paid (they stay in the bank), as in most 18xx titles.
 * A "hudson" dividend (dividend.hudson; 1862 §2.6 item 6, the G Hudson manoeuvre)
 * tops a revenue below the share price up from the treasury, so that the payout
 * reaches the price: the corporation pays delta = price - revenue rounded up, and
 * revenue + delta is paid out and moves the price as a payout of that much.
 */
import type { Ctx } from '../context';
import { money } from '../context';
import type { DividendAction } from '../generated/actions';
import { illegal, invalid } from '../errors';
import { actionId } from '../ids';
import { cellAt, moveLeft, moveRight, payoutSteps, thresholdMove } from '../market/grid';
import { placeMarker } from '../market/moves';
import { pay } from '../state/bank';
import { certPercents, sharePercent } from '../shares/holdings';
import { capitalizationOf } from '../state/capitalization';
import { each, first } from '../core/ask';
import { corpHolder } from '../state/types';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

const REF = 'common 18xx rules, Dividends (payout moves the price right, withholding moves it left)';
const HUDSON_REF = '1862 rules §2.6 item 6, G Hudson manoeuvre (title.json rounds.operating.dividend.hudson)';

function kinds(ctx: Ctx): string[] {
  return ctx.title.rounds.operating.dividend?.kinds ?? ['payout', 'withhold'];
}

/**
 * What the corporation adds to a "hudson" dividend of `revenue`: the share price less the revenue,
 * rounded up to dividend.hudson.roundTo; null when the title has none or it is not allowed now
 * (revenue not above revenueAbove or not below the price, or the treasury, which already holds
 * this run's subsidy, cannot pay it).
 */
export function hudsonDelta(ctx: Ctx, corp: string, revenue: number): number | null {
  const cfg = ctx.title.rounds.operating.dividend?.hudson;
  if (!cfg || !kinds(ctx).includes('hudson')) return null;
  const c = ctx.state.corporations[corp]!;
  if (!c.market) return null;
  const price = cellAt(ctx.title.market, c.market).price;
  if (revenue <= cfg.revenueAbove || revenue >= price) return null;
  const delta = Math.ceil((price - revenue) / cfg.roundTo) * cfg.roundTo;
  return c.cash >= delta ? delta : null;
}

function move(ctx: Ctx, corp: string, kind: string, revenue: number): void {
  const { title } = ctx;
  const c = ctx.state.corporations[corp]!;
  // A private company (title.json privateCompanies) has no price to move.
  if (!c.market) return;
  // A mechanism may hold the price (phases.json lostTrainRun: a corporation with one train).
  const held = first(title, 'dividendMoveHeld', ctx, corp);
  if (held !== null) {
    ctx.log.push(held);
    return;
  }
  const before = cellAt(title.market, c.market!).price;
  const cfg = title.rounds.operating.dividend;
  // A hudson dividend moves the price as a payout of the topped-up amount (`revenue` here).
  // Thresholds with moves below the price (market.json movement.payoutThresholds; 1820 §7.2.4 L632-643).
  const byThreshold = kind === 'payout' ? thresholdMove(title.market, revenue, before, c.trains.length === 0) : null;
  if (byThreshold !== null) {
    let pos = c.market!;
    for (let k = byThreshold; k > 0; k--) pos = moveRight(title.market, pos);
    for (let k = byThreshold; k < 0; k++) pos = moveLeft(title.market, pos);
    placeMarker(ctx, c, pos);
  } else if ((kind === 'payout' || kind === 'hudson') && (cfg?.payoutMovement ?? 'right') === 'right') {
    let pos = c.market!;
    const steps = payoutSteps(title.market, revenue, before);
    for (let k = steps; k > 0; k--) pos = moveRight(title.market, pos);
    placeMarker(ctx, c, pos);
    // 1860 rules L796-800: paid, but the price did not change: the marker still goes under the others.
    if (steps === 0 && title.market.restackOnUnchangedPayout) {
      ctx.state.marketSeq += 1;
      c.marketSeq = ctx.state.marketSeq;
    }
  }
  if (kind === 'withhold' && (cfg?.withholdMovement ?? 'left') === 'left') placeMarker(ctx, c, moveLeft(title.market, c.market!));
  // A half dividend does not move the price (1870 rules, Dividends); other titles may say otherwise.
  const half = (cfg as { halfMovement?: string } | undefined)?.halfMovement ?? 'none';
  if (kind === 'half' && half === 'right' && c.market) placeMarker(ctx, c, moveRight(title.market, c.market));
  // A corporation that went bankrupt on reaching the closing cell has no price any more.
  if (!c.market) return;
  const after = cellAt(title.market, c.market).price;
  if (after !== before) ctx.log.push(`${corp} ${after > before ? 'rises' : 'falls'} to ${money(ctx, after)}`);
}

/** Who receives the dividend of shares held by the initial offering, the treasury, the market, or a holder a mechanism keeps (by its name). */
interface Recipients {
  ipo: string;
  treasury: string;
  market: string;
  [holder: string]: string | undefined;
}

/** Who receives the dividend of shares not held by players (title.json dividends.recipients; default: nobody, the treasury's own shares paying it). */
function recipients(ctx: Ctx): Recipients {
  const r = (ctx.title.definition.title as { dividends?: { recipients?: Partial<Recipients> } }).dividends?.recipients ?? {};
  return { ...r, ipo: r.ipo ?? 'none', treasury: r.treasury ?? 'corporation', market: r.market ?? 'none' };
}

/**
 * Whether the corporation is incrementally capitalised (by its start mode, else corporations.json),
 * so that its unsold shares are its own treasury (dividends.recipients.ipo "corporationIfIncremental").
 */
const incremental = (ctx: Ctx, corp: string): boolean => capitalizationOf(ctx.title, ctx.state.corporations[corp]!) === 'incremental';

/**
 * The percent a payout is split over (title.json dividends.perShare): 100, so that each 10% share is
 * paid a tenth of the revenue; with "inPlay" the corporation's certificates in the game (the 1862
 * solo's optional reading, definitions/1862/NOTES.md Solo variant: its seven 10% shares, the
 * discarded director's certificate gone, share the whole revenue).
 */
function payoutWhole(ctx: Ctx, pct: number[]): number {
  const per = (ctx.title.definition.title as { dividends?: { perShare?: string } }).dividends?.perShare;
  return per === 'inPlay' ? pct.reduce((a, b) => a + b, 0) : 100;
}

/** The part of the revenue a corporation keeps on a half dividend (1870: half, rounded down to $10 as 18xx.games does). */
function retainedOnHalf(ctx: Ctx, revenue: number): number {
  const cfg = (ctx.title.rounds.operating.dividend as { halfRetained?: { rounding?: string; multiple?: number } } | undefined)?.halfRetained;
  const multiple = cfg?.multiple ?? 10;
  const half = revenue / 2 / multiple;
  return (cfg?.rounding === 'up' ? Math.ceil(half) : Math.floor(half)) * multiple;
}

interface Rounding {
  player: 'up' | 'down';
  market: 'up' | 'down';
}

const roundingOf = (ctx: Ctx): Rounding | null => (ctx.title.definition.title as { dividends?: { rounding?: Rounding } }).dividends?.rounding ?? null;

/** `numerator` / `whole` rounded to a whole amount (both are integers, so the quotient is exact enough to round). */
const rounded = (numerator: number, whole: number, way: 'up' | 'down'): number => (way === 'up' ? Math.ceil(numerator / whole) : Math.floor(numerator / whole));

/**
 * A payout split by holders' totals (title.json dividends.rounding; 1820 §7.2.4 L626-631):
 * "the revenue of each share is the total revenue divided by the share-count", and "the total
 * dividend to the share-holder is rounded, not the dividend per share". A holder of k of the N
 * shares (CorporationState.equalShares: 1820's 5, 10, 20 or 50 equal shares; otherwise percents of 100) is owed
 * revenue × k / N: each player's total is rounded as `player` says, the open market's part (rounded
 * as `market` says) stays in the bank, and the corporation, when it holds shares that pay it, takes
 * what is left, never less than 0 (D8 #19: the bank bears the rounding when the holders' parts,
 * rounded up, exceed the revenue). Every amount is a whole number.
 */
function payRounded(ctx: Ctx, corp: string, revenue: number, rounding: Rounding): void {
  const c = ctx.state.corporations[corp]!;
  // Units of the whole: shares of a company of equal shares, else percents.
  const pct = certPercents(ctx.title, c);
  const whole = c.equalShares ?? 100;
  const units = (i: number): number => (c.equalShares ? 1 : pct[i]!);
  const to = recipients(ctx);
  const byPlayer = new Map<string, number>();
  let market = 0;
  let corpPays = false;
  c.certs.forEach((h, i) => {
    // Cousins are paid into their treasuries as players are, rounded up (1820 §7.2.4 L629).
    if (h.startsWith('player:') || first(ctx.title, 'investorHolder', ctx.title, h)) byPlayer.set(h, (byPlayer.get(h) ?? 0) + units(i));
    else if (h === 'market') {
      if (to.market === 'corporation') corpPays = true;
      else market += units(i);
    } else if (h === 'ipo') {
      if (to.ipo === 'corporation' || (to.ipo === 'corporationIfIncremental' && incremental(ctx, corp))) corpPays = true;
    } else if (h === corpHolder(corp) && to.treasury === 'corporation') corpPays = true;
  });
  let paid = 0;
  for (const [holder, k] of byPlayer) {
    const amount = rounded(revenue * k, whole, rounding.player);
    pay(ctx, 'bank', holder, amount);
    paid += amount;
  }
  paid += rounded(revenue * market, whole, rounding.market);
  const rest = Math.max(0, revenue - paid);
  if (corpPays && rest > 0) pay(ctx, 'bank', corpHolder(corp), rest);
  ctx.log.push(`${corp} pays out ${money(ctx, revenue)}${corpPays && rest > 0 ? `, ${money(ctx, rest)} of it to its treasury` : ''}`);
}

export function distribute(ctx: Ctx, corp: string, revenue: number, kind: string): void {
  const c = ctx.state.corporations[corp]!;
  if (kind === 'hudson') {
    const delta = hudsonDelta(ctx, corp, revenue);
    if (delta === null) throw illegal('a G Hudson manoeuvre needs a revenue above the minimum and below the share price, and the treasury to pay the difference', HUDSON_REF);
    pay(ctx, corpHolder(corp), 'bank', delta);
    ctx.log.push(`${corp} adds ${money(ctx, delta)} to its revenue of ${money(ctx, revenue)}`);
    revenue += delta;
  }
  if (kind === 'withhold') {
    pay(ctx, 'bank', corpHolder(corp), revenue);
    if (revenue > 0) ctx.log.push(`${corp} withholds ${money(ctx, revenue)}`);
    else ctx.log.push(`${corp} earns nothing`);
  } else if (kind === 'payout' && roundingOf(ctx)) {
    payRounded(ctx, corp, revenue, roundingOf(ctx)!);
  } else {
    const retained = kind === 'half' ? retainedOnHalf(ctx, revenue) : 0;
    if (retained > 0) pay(ctx, 'bank', corpHolder(corp), retained);
    const pct = certPercents(ctx.title, c);
    // Paid per share: 10%, or the corporation's own share (corporations.json sharePercent).
    const unit = sharePercent(ctx.title, c);
    const perShare = Math.floor(((revenue - retained) * unit) / payoutWhole(ctx, pct));
    const to = recipients(ctx);
    const byHolder = new Map<string, number>();
    // The corporation as a holder, named once for all its certificates.
    const own = corpHolder(corp);
    c.certs.forEach((h, i) => {
      const recipient = h.startsWith('player:') || first(ctx.title, 'investorHolder', ctx.title, h)
        ? h
        : h === 'ipo'
          ? to.ipo === 'corporation' || (to.ipo === 'corporationIfIncremental' && incremental(ctx, corp)) ? own : null
          : h === 'market'
            ? to.market === 'corporation' ? own : null
            : h === own
              ? to.treasury === 'corporation' ? own : null
              // A holder a mechanism keeps, by its name in dividends.recipients (1862 solo: the tableau's columns).
              : to[h] === 'corporation' || (to[h] === 'corporationIfIncremental' && incremental(ctx, corp)) ? own : null;
      if (recipient) byHolder.set(recipient, (byHolder.get(recipient) ?? 0) + (pct[i]! / unit) * perShare);
    });
    for (const [holder, amount] of byHolder) pay(ctx, 'bank', holder, amount);
    ctx.log.push(`${corp} pays ${money(ctx, perShare)} per share${retained > 0 ? ` and keeps ${money(ctx, retained)}` : ''}`);
  }
  move(ctx, corp, kind, revenue);
  // What was paid (1860's nationalisation counts it), and a dividend step's wear (trains.json warranties).
  each(ctx.title, 'revenuePaid', ctx, corp, kind, kind === 'withhold' ? 0 : revenue);
}

export const dividend: OperatingStep = {
  name: 'dividend',
  accepts: ['dividend'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    const offered = kinds(ctx).filter((kind) => kind !== 'hudson' || hudsonDelta(ctx, corp, turnOf(ctx).revenue ?? 0) !== null);
    return offered.map((kind) => {
      const action = act(actor, 'dividend', { kind });
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const a = action as DividendAction;
    if (!kinds(ctx).includes(a.kind)) throw invalid(`dividend.kind must be one of ${kinds(ctx).join(', ')}`);
    const turn = turnOf(ctx);
    distribute(ctx, String(actor.entity), turn.revenue ?? 0, a.kind);
    turn.dividend = a.kind;
  },
  done(ctx, corp) {
    const turn = turnOf(ctx);
    if (turn.dividend !== null) return true;
    // Nothing earned: the price moves as for a withheld dividend (common 18xx rules). A mechanism may
    // leave no choice (dividendForced): 1860's insolvency and receivership retain (L855, L884),
    // its nationalisation pays out in full (L917-920).
    const forced = (turn.revenue ?? 0) === 0 ? 'withhold' : first(ctx.title, 'dividendForced', ctx, corp);
    if (forced === null) return false;
    distribute(ctx, corp, turn.revenue ?? 0, forced);
    turn.dividend = forced;
    return true;
  },
  passBlocked: () => illegal('choose how to use the revenue', REF),
};
