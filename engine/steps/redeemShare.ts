/**
 * Redeeming a share in the operating turn (title.json rounds.operating.steps "redeemShare";
 * 1862 §2.6 item 8, as 18xx.games' RedeemShare step): the corporation may buy one of its
 * shares from the market pool into its treasury, at the current share price, paid to the
 * bank; at most one per operating round, never in receivership. Passing skips it. The step
 * is skipped when nothing can be redeemed (no share in the pool, or too little cash). Where a
 * mechanism keeps shares in columns (redeemSource: the solo tableau, 1862 solo S22) a column's top
 * share may be redeemed too, at the price it sets (redeemPrice).
 * 1870's redemption in the stock round is another step (corporateShares.ts).
 */
import { money, type Ctx } from '../context';
import { illegal, invalid, type GameError } from '../errors';
import type { RedeemShareAction } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../state/bank';
import { sharePrice } from '../shares/holdings';
import { concat, every, first } from '../core/ask';
import type { RedeemSource } from '../core/hook-types';
import { corpHolder } from '../state/types';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

const REF = '1862 rules §2.6 item 8, Redeem (title.json rounds.operating.steps redeemShare)';

/**
 * The certificate index a redemption by `corp` takes from the pool: its first normal share there, as
 * 18xx.games takes, so that a share the recorded games later buy from the treasury is the one here.
 * A game with a tableau has no president's certificate: any share in the pool (1862 solo S1).
 */
function poolShare(ctx: Ctx, corp: string): number {
  const first = every(ctx.title, 'permits', ctx.title, ctx.state, 'presidentCertificate') ? 1 : 0;
  return ctx.state.corporations[corp]!.certs.findIndex((h, i) => i >= first && h === 'market');
}

/**
 * What redeeming costs: the share price, unless a mechanism sets the price (redeemPrice; the solo
 * tableau, 1862 solo S22).
 */
function redeemPrice(ctx: Ctx, corp: string, from: 'market' | RedeemSource['from']): number | null {
  return first(ctx.title, 'redeemPrice', ctx, corp, from) ?? sharePrice(ctx.title, ctx.state.corporations[corp]!);
}

/** The place beside the market pool a share may be redeemed from now, if any (redeemSource). */
const sourceOf = (ctx: Ctx): RedeemSource | null => first(ctx.title, 'redeemSource', ctx.title, ctx.state);

/** Whether `corp` may redeem from the market pool (`source` null) or from `source` now (null), or why not. */
function check(ctx: Ctx, corp: string, source: RedeemSource | null = null): GameError | null {
  const c = ctx.state.corporations[corp]!;
  if (turnOf(ctx).redeemed) return illegal(`${corp} has already redeemed a share this operating round`, REF);
  const refused = first(ctx.title, 'redeemRefusal', ctx, corp);
  if (refused) return refused;
  if (!source && poolShare(ctx, corp) < 0) return illegal(`no ${corp} share is in the market pool`, REF);
  if (source && concat(ctx.title, 'redeemColumns', ctx, corp).length === 0) return illegal(`no ${corp} share is at the top of a ${source.from} column`, source.ref);
  const price = redeemPrice(ctx, corp, source?.from ?? 'market');
  if (price === null) return illegal(`${corp} has no share price`, REF);
  if (c.cash < price) return illegal(`${corp} has ${money(ctx, c.cash)}, less than the price ${money(ctx, price)}`, REF);
  return null;
}

export const redeemShare: OperatingStep = {
  name: 'redeemShare',
  accepts: ['redeem_share'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    const out = [];
    if (!check(ctx, corp)) {
      const action = act(actor, 'redeem_share', { corporation: corp, from: 'market' });
      out.push({ id: actionId(action), action, cost: redeemPrice(ctx, corp, 'market')! });
    }
    const source = sourceOf(ctx);
    if (source && !check(ctx, corp, source))
      for (const column of concat(ctx.title, 'redeemColumns', ctx, corp)) {
        const action = act(actor, 'redeem_share', { corporation: corp, from: source.from, column });
        out.push({ id: actionId(action), action, cost: redeemPrice(ctx, corp, source.from)! });
      }
    return out;
  },
  process(ctx, actor, action) {
    const a = action as RedeemShareAction;
    const corp = String(actor.entity);
    if (a.corporation !== corp) throw invalid(`redeem_share.corporation must be the operating corporation ${corp}`);
    const c = ctx.state.corporations[corp]!;
    const source = sourceOf(ctx);
    if (source && a.from === source.from) {
      const v = check(ctx, corp, source);
      if (v) throw v;
      if (a.column === undefined || !concat(ctx.title, 'redeemColumns', ctx, corp).includes(a.column)) throw illegal(`the top of column ${a.column ?? '(none)'} is not a ${corp} share`, source.ref);
      const price = redeemPrice(ctx, corp, source.from)!;
      const index = first(ctx.title, 'redeemFromColumn', ctx, corp, a.column)!;
      c.certs[index] = corpHolder(corp);
      if (price > 0) pay(ctx, corpHolder(corp), 'bank', price);
      turnOf(ctx).redeemed = true;
      ctx.log.push(`${corp} redeems a share from ${source.from} column ${a.column} for ${money(ctx, price)}`);
      return;
    }
    if (a.from !== 'market') throw illegal('in the operating turn a share is redeemed from the market pool only', REF);
    const v = check(ctx, corp);
    if (v) throw v;
    const price = redeemPrice(ctx, corp, 'market')!;
    const index = a.certificate ?? poolShare(ctx, corp);
    if ((index === 0 && every(ctx.title, 'permits', ctx.title, ctx.state, 'presidentCertificate')) || c.certs[index] !== 'market') throw illegal(`certificate ${index} of ${corp} is not a normal share in the market pool`, REF);
    c.certs[index] = corpHolder(corp);
    pay(ctx, corpHolder(corp), 'bank', price);
    turnOf(ctx).redeemed = true;
    ctx.log.push(`${corp} redeems a share from the market for ${money(ctx, price)}`);
  },
  done(ctx, corp) {
    const source = sourceOf(ctx);
    return check(ctx, corp) !== null && (source === null || check(ctx, corp, source) !== null);
  },
  passBlocked: () => null,
};
