import { illegal } from '../../../errors';
import type { Action } from '../../../generated/actions';
import { pickState, PICK_REF } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/** Only the winner of the auction picks, and only once the auction is won: 1860 rules, OCR L198-200. */
export const pickByWinner: Rule<Action> = (ctx, actor) =>
  pickState(ctx).picker === actor.seat ? null : illegal('win an auction before picking an item: bid or pass', PICK_REF);
