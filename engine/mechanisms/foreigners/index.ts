/**
 * title.json rounds.endOfSet: what happens after the last operating round of a set, in order. The
 * one kind so far, "foreigners" (1843 rules L753-786), buys trains from the supply; they leave the game
 * (18Chesapeake's export of the next 2, 3 or 4 train is the same, limited by onlyTypes).
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { foreignersBuy } from '../trains';

type EndOfSet = { kind: string; discard?: number; cascadeToNextType?: boolean; onlyTypes?: string[] };

const endOfSetOf = (rounds: object): EndOfSet[] => (rounds as { endOfSet?: EndOfSet[] }).endOfSet ?? [];

function endOfSet(ctx: Ctx): boolean {
  for (const hook of endOfSetOf(ctx.title.rounds)) {
    if (hook.kind !== 'foreigners') continue;
    // onlyTypes: an export that stops once the depot offers a later train (18Chesapeake: 2, 3 and 4 only).
    const next = ctx.state.trains.find((t) => t.owner === 'depot' && !t.rusted);
    if (hook.onlyTypes && (!next || !hook.onlyTypes.includes(next.type))) continue;
    foreignersBuy(ctx, hook.discard ?? 1, hook.cascadeToNextType ?? false);
  }
  return false;
}

export const mechanism: Mechanism = {
  id: 'foreigners',
  block: 'title.rounds.endOfSet',
  appliesTo: (d) => endOfSetOf(d.title.rounds).length > 0,
  hooks: { operatingSetEnded: endOfSet },
};
