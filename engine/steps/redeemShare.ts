/**
 * Redeeming a share in the operating turn (title.json rounds.operating.steps "redeemShare";
 * 1862 §2.6 item 8, as 18xx.games' RedeemShare step): the corporation may buy one of its
 * shares from the market pool into its treasury, at the current share price, paid to the
 * bank; at most one per operating round, never in receivership. Passing skips it. The step
 * is skipped when nothing can be redeemed (no share in the pool, or too little cash).
 * 1870's redemption in the stock round is another step (corporateShares.ts).
 */
import { money, type Ctx } from '../context';
import { illegal, invalid, type GameError } from '../errors';
import type { RedeemShareAction } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../mechanisms/bank';
import { inReceivership } from '../mechanisms/receivership';
import { sharePrice } from '../shares/holdings';
import { corpHolder } from '../state/types';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

const REF = '1862 rules §2.6 item 8, Redeem (title.json rounds.operating.steps redeemShare)';

/**
 * The certificate index a redemption by `corp` takes from the pool: its first normal share there, as
 * 18xx.games takes, so that a share the recorded games later buy from the treasury is the one here.
 */
function poolShare(ctx: Ctx, corp: string): number {
  return ctx.state.corporations[corp]!.certs.findIndex((h, i) => i > 0 && h === 'market');
}

function check(ctx: Ctx, corp: string): GameError | null {
  const c = ctx.state.corporations[corp]!;
  if (turnOf(ctx).redeemed) return illegal(`${corp} has already redeemed a share this operating round`, REF);
  if (inReceivership(ctx.state, corp)) return illegal(`${corp} is in receivership and may not redeem`, REF);
  if (poolShare(ctx, corp) < 0) return illegal(`no ${corp} share is in the market pool`, REF);
  const price = sharePrice(ctx.title, c);
  if (price === null) return illegal(`${corp} has no share price`, REF);
  if (c.cash < price) return illegal(`${corp} has ${money(ctx, c.cash)}, less than the share price ${money(ctx, price)}`, REF);
  return null;
}

export const redeemShare: OperatingStep = {
  name: 'redeemShare',
  accepts: ['redeem_share'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    if (check(ctx, corp)) return [];
    const action = act(actor, 'redeem_share', { corporation: corp, from: 'market' });
    return [{ id: actionId(action), action, cost: sharePrice(ctx.title, ctx.state.corporations[corp]!)! }];
  },
  process(ctx, actor, action) {
    const a = action as RedeemShareAction;
    const corp = String(actor.entity);
    if (a.corporation !== corp) throw invalid(`redeem_share.corporation must be the operating corporation ${corp}`);
    if (a.from !== 'market') throw illegal('in the operating turn a share is redeemed from the market pool only', REF);
    const v = check(ctx, corp);
    if (v) throw v;
    const c = ctx.state.corporations[corp]!;
    const price = sharePrice(ctx.title, c)!;
    const index = a.certificate ?? poolShare(ctx, corp);
    if (index === 0 || c.certs[index] !== 'market') throw illegal(`certificate ${index} of ${corp} is not a normal share in the market pool`, REF);
    c.certs[index] = corpHolder(corp);
    pay(ctx, corpHolder(corp), 'bank', price);
    turnOf(ctx).redeemed = true;
    ctx.log.push(`${corp} redeems a share from the market for ${money(ctx, price)}`);
  },
  done(ctx, corp) {
    return check(ctx, corp) !== null;
  },
  passBlocked: () => null,
};
