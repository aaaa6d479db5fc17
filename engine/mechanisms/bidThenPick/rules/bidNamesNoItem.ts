import { invalid } from '../../../errors';
import type { BidAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';

/** A bid is for the right to pick, not for an item: it names no company (the winner picks afterwards). */
export const bidNamesNoItem: Rule<BidAction> = (_ctx, _actor, a) =>
  a.company === undefined ? null : invalid('in this auction a bid is for the right to pick an item and names no company');
