/**
 * Operating step "privateBuyTrain" (title.json privateCompanies; 1820 §13.2 L1236, §7.2.7): a
 * one-share private company "may buy trains from the supply immediately before the run trains step
 * of their operations as well as after". Placed before runRoutes in rounds.operating.steps. The
 * purchase itself is the buyTrain step's, limited to the supply (the depot, and the bank pool of
 * discarded trains); it repeats until the director passes.
 * A public company passes it at once, unless a buyTrainBeforeRun ability granted to it (a cousin's,
 * cousins.json; 1820 §14.5.1 James Holden) has a use left: then it may buy one train from the supply
 * here, which runs in the step that follows; once per company per game.
 */
import { illegal } from '../../errors';
import { isPrivateCompany, PRIVATE_REF } from '../privateCompanies';
import { actingSeat } from '../../state/actingSeat';
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { buyTrain } from '../../steps/buyTrain';
import type { OperatingStep } from '../../steps/operating';
import type { Actor, LegalAction } from '../../steps/step';
import { grantWithUseLeft, useGrant } from '../../definition/abilities';

const TRAIN_BEFORE_RUN_REF = '1820 rules §14.5.1 L1450-1456 (James Holden: a train from the supply just before running, run at once, once per company per game)';

const fromSupply = (action: { type: string; from?: string }): boolean => action.type === 'buy_train' && (action.from === 'depot' || action.from === 'pool');

function supplyBuys(ctx: Ctx, actor: Actor): LegalAction[] {
  const c = ctx.state.corporations[String(actor.entity)];
  if (!c || (!isPrivateCompany(c) && grantWithUseLeft(ctx, c.id, 'buyTrainBeforeRun') === null)) return [];
  return buyTrain.legal(ctx, actor).filter((l) => fromSupply(l.action as unknown as { type: string; from?: string }));
}

export const privateBuyTrain: OperatingStep = {
  name: 'privateBuyTrain',
  accepts: ['buy_train'],
  legal: supplyBuys,
  process(ctx, actor, action) {
    const c = ctx.state.corporations[String(actor.entity)]!;
    const holden = isPrivateCompany(c) ? null : grantWithUseLeft(ctx, c.id, 'buyTrainBeforeRun');
    if (!isPrivateCompany(c) && holden === null) throw illegal(`${c.id} is not a private company, and no cousin lets it buy a train before running: it buys trains after running`, PRIVATE_REF);
    if (!fromSupply(action as unknown as { type: string; from?: string })) throw illegal('before running, trains are bought from the supply only', holden ? TRAIN_BEFORE_RUN_REF : PRIVATE_REF);
    buyTrain.process(ctx, actor, action);
    if (holden !== null) useGrant(holden, `${c.id} buys a train before running`);
  },
  done(ctx, corp) {
    const actor: Actor = { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
    return supplyBuys(ctx, actor).length === 0;
  },
  passBlocked: () => null,
};

/** The privateBuyTrain step (title.json rounds.operating.steps): private companies and James Holden's holders buy before running. */
export const mechanism: Mechanism = {
  id: 'trainBeforeRun',
  block: 'title.rounds.operating.steps[privateBuyTrain]',
  appliesTo: (d) => (d.title.rounds.operating.steps as readonly string[]).includes('privateBuyTrain'),
  hooks: {},
  operatingSteps: { privateBuyTrain },
  summary: { words: { operatingSteps: { privateBuyTrain: 'buy trains from the supply before the run' } } },
};
