import { illegal } from '../../../errors';
import type { Action } from '../../../generated/actions';
import { parliamentState, PARLIAMENT_REF } from '../parliament';
import type { Rule } from '../../../steps/step';

/** Bids wait while an auction's winner starts the corporation (1862 rules §2.4, "Winning"). */
export const noWinnerStarting: Rule<Action> = (ctx) =>
  parliamentState(ctx).winner ? illegal(`${parliamentState(ctx).winner!.corporation}'s charter has been won: its winner now starts it`, PARLIAMENT_REF) : null;
