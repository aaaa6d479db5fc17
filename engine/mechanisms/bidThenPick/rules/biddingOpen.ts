import { illegal } from '../../../errors';
import type { Action } from '../../../generated/actions';
import { pickState, PICK_REF } from '../bidThenPick';
import type { Rule } from '../../../steps/step';

/** Bids and passes belong to an auction still being fought over; once it is won, the winner picks. */
export const biddingOpen: Rule<Action> = (ctx) =>
  pickState(ctx).picker === null ? null : illegal('this auction has been won: the winner now picks an item', PICK_REF);
