/** Placing one station token per turn (1830 rules, Placing station markers). */
import type { PlaceTokenAction } from '../generated/actions';
import { illegal } from '../errors';
import { actionId } from '../ids';
import { checkToken, legalTokens, placeToken as place } from '../map/tokens';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

export const placeToken: OperatingStep = {
  name: 'placeToken',
  accepts: ['place_token'],
  legal(ctx, actor) {
    if (turnOf(ctx).tokenPlaced) return [];
    return legalTokens(ctx, String(actor.entity)).map((t) => {
      const action = act(actor, 'place_token', t);
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const a = action as PlaceTokenAction;
    const corp = String(actor.entity);
    if (turnOf(ctx).tokenPlaced) throw illegal('one station per turn', '1830 rules, Placing station markers');
    const res = checkToken(ctx, corp, a.hex, a.city);
    if ('code' in res) throw res;
    place(ctx, corp, a.hex, a.city, res.cost, res.slot);
    turnOf(ctx).tokenPlaced = true;
  },
  done(ctx, corp) {
    return turnOf(ctx).tokenPlaced || legalTokens(ctx, corp).length === 0;
  },
  passBlocked: () => null,
};
