/**
 * Discarding trains by choice (operating step "retireTrains"; 1820 §7.2.6 L658-660: "A company may freely
 * discard any or all of its trains from the game"): at this step of its turn the company discards trains
 * one discard_train at a time, without recompense, out of the game (not to the pool), then passes. In 1820
 * it comes after the maintenance step (§7.2 L575-576), so a train is charged once more in the turn it goes
 * (D8 #51), and before the train purchase, whose end puts a company left without a train into liquidation
 * (§7.2.7 L680-681). Not offered to a company that plays itself (mechanisms/cousins/automaticTurn.ts).
 */
import { illegal } from '../../errors';
import type { DiscardTrainAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { ownedTrains } from '../../state/trainLimit';
import { corpHolder } from '../../state/types';
import type { OperatingStep } from '../../steps/operating';
import { act } from '../../steps/step';

const REF = '1820 rules §7.2.6 L658-660 (Discard trains)';

export const retireTrains: OperatingStep = {
  name: 'retireTrains',
  accepts: ['discard_train'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    return ownedTrains(ctx, corp).map((t) => {
      const action = act(actor, 'discard_train', { train: t.id });
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    const a = action as DiscardTrainAction;
    if (a.flip) throw illegal('a train discarded here leaves the game; it is not turned over', REF);
    const t = ctx.state.trains.find((x) => x.id === a.train);
    if (!t || t.owner !== corpHolder(corp)) throw illegal(`${corp} does not own train ${a.train}`, REF);
    t.owner = 'scrap';
    ctx.state.corporations[corp]!.trains = ctx.state.corporations[corp]!.trains.filter((id) => id !== t.id);
    ctx.log.push(`${corp} discards its ${t.type} train ${t.id} from the game`);
  },
  done(ctx, corp) {
    return ownedTrains(ctx, corp).length === 0;
  },
  passBlocked: () => null,
};
