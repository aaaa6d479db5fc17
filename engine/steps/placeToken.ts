/** Placing one station token per turn (1830 rules, Placing station markers). */
import type { PlaceTokenAction } from '../generated/actions';
import { illegal } from '../errors';
import { actionId } from '../ids';
import { checkToken, legalTokens, nextTokenCost, placeToken as place, tokenDistanceFee } from '../map/tokens';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

export const placeToken: OperatingStep = {
  name: 'placeToken',
  accepts: ['place_token'],
  legal(ctx, actor) {
    if (turnOf(ctx).tokenPlaced) return [];
    const corp = String(actor.entity);
    const price = nextTokenCost(ctx, corp);
    return legalTokens(ctx, corp).map((t) => {
      const action = act(actor, 'place_token', t);
      // The price checkToken charges: the charter's next price plus the distance fee (title.json tokenCost).
      const fee = tokenDistanceFee(ctx, corp, t.hex);
      return { id: actionId(action), action, ...(price !== null && fee !== null ? { cost: price + fee } : {}) };
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
