/**
 * Operating step "privateBuyTrain" (title.json privateCompanies; 1820 §13.2 L1236, §7.2.7): a
 * one-share private company "may buy trains from the supply immediately before the run trains step
 * of their operations as well as after". Placed before runRoutes in rounds.operating.steps; a public
 * company passes it at once. The purchase itself is the buyTrain step's, limited to the supply
 * (the depot, and the bank pool of discarded trains); it repeats until the director passes.
 */
import { illegal } from '../errors';
import { isPrivateCompany, PRIVATE_REF } from '../mechanisms/privateCompanies';
import { actingSeat } from '../mechanisms/receivership';
import type { Ctx } from '../context';
import { buyTrain } from './buyTrain';
import type { OperatingStep } from './operating';
import type { Actor, LegalAction } from './step';

const fromSupply = (action: { type: string; from?: string }): boolean => action.type === 'buy_train' && (action.from === 'depot' || action.from === 'pool');

function supplyBuys(ctx: Ctx, actor: Actor): LegalAction[] {
  const c = ctx.state.corporations[String(actor.entity)];
  if (!c || !isPrivateCompany(c)) return [];
  return buyTrain.legal(ctx, actor).filter((l) => fromSupply(l.action as unknown as { type: string; from?: string }));
}

export const privateBuyTrain: OperatingStep = {
  name: 'privateBuyTrain',
  accepts: ['buy_train'],
  legal: supplyBuys,
  process(ctx, actor, action) {
    const c = ctx.state.corporations[String(actor.entity)]!;
    if (!isPrivateCompany(c)) throw illegal(`${c.id} is not a private company: it buys trains after running`, PRIVATE_REF);
    if (!fromSupply(action as unknown as { type: string; from?: string })) throw illegal('before running, a private company buys trains from the supply only', PRIVATE_REF);
    buyTrain.process(ctx, actor, action);
  },
  done(ctx, corp) {
    const actor: Actor = { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
    return supplyBuys(ctx, actor).length === 0;
  },
  passBlocked: () => null,
};
