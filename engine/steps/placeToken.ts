/**
 * Placing one station token per turn (common 18xx rules, Placing station markers), or instead what a
 * mechanism offers (stationAlternatives: claiming a port, title.json ports, 1843 rules L3260, L3358,
 * L3503-3521; moving a station, 1843 gray phase). An ability granting a free station (stationAbility;
 * an ability a shareholder grants: 1820 §14.3.2 Stephenson & Fox) makes the turn's station free when
 * claimed (claimedGrantor): the grantor is paid its kickback (stationAbilityUsed).
 */
import type { PlaceTokenAction } from '../generated/actions';
import { illegal, invalid } from '../errors';
import { actionId } from '../ids';
import { anyLegalToken, checkToken, legalTokens, nextTokenCost, placeToken as place, tokenDistanceFee } from '../map/tokens';
import { answers, concat, each, first } from '../core/ask';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';

const STATION_REF = 'common 18xx rules, Placing station markers';

export const placeToken: OperatingStep = {
  name: 'placeToken',
  accepts: ['place_token', 'claim_port', 'move_token'],
  legal(ctx, actor) {
    const corp = String(actor.entity);
    if (turnOf(ctx).tokenPlaced || first(ctx.title, 'stationTakenInstead', ctx, corp) !== null) return [];
    // A port claimed (title.json ports), a station moved (rounds.operating.stationMove, 1843 gray phase): stationAlternatives.
    const alternatives = concat(ctx.title, 'stationAlternatives', ctx, corp).map((alt) => {
      const action = act(actor, alt.type, alt.fields);
      return { id: actionId(action), action };
    });
    const price = nextTokenCost(ctx, corp);
    // Stations made free by an ability with a use left this game (stationAbility; 1820 §14.3.2).
    const grantor = first(ctx.title, 'stationAbility', ctx, corp);
    const free = grantor === null ? [] : legalTokens(ctx, corp, true).map((t) => {
      const action = act(actor, 'place_token', { ...t, ...first(ctx.title, 'grantorClaim', grantor) });
      return { id: actionId(action), action, cost: 0 };
    });
    return legalTokens(ctx, corp).map((t) => {
      const action = act(actor, 'place_token', t);
      // The price checkToken charges: the charter's next price plus the distance fee (title.json tokenCost).
      const fee = tokenDistanceFee(ctx, corp, t.hex);
      return { id: actionId(action), action, ...(price !== null && fee !== null ? { cost: price + fee } : {}) };
    }).concat(free, alternatives);
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    if (action.type !== 'place_token') {
      if (!first(ctx.title, 'stationAlternative', ctx, corp, action)) throw illegal(`${corp} may not ${action.type.replace('_', ' ')} in this title`, STATION_REF);
      return;
    }
    const a = action as PlaceTokenAction;
    if (turnOf(ctx).tokenPlaced) throw illegal('one station per turn', STATION_REF);
    // Something taken instead of the turn's station (stationTakenInstead: 1843's port claimed).
    const instead = first(ctx.title, 'stationTakenInstead', ctx, corp);
    if (instead) throw instead;
    // A station claiming a grantor's ability (the claimedGrantor hook reads the action's field).
    const grantor = first(ctx.title, 'claimedGrantor', a);
    if (grantor !== null) {
      const refused = answers(ctx.title, 'abilityClaimRefusal') ? first(ctx.title, 'abilityClaimRefusal', ctx, corp, grantor, 'station') : invalid(`place_token: no ability may be claimed in this title (${grantor})`);
      if (refused) throw refused;
    }
    const res = checkToken(ctx, corp, a.hex, a.city, undefined, grantor !== null);
    if ('code' in res) throw res;
    place(ctx, corp, a.hex, a.city, res.cost, res.slot);
    turnOf(ctx).tokenPlaced = true;
    if (grantor !== null) each(ctx.title, 'stationAbilityUsed', ctx, corp, grantor, a.hex);
  },
  done(ctx, corp) {
    // The turn's station placed (or something taken instead): nothing more is asked.
    if (turnOf(ctx).tokenPlaced || first(ctx.title, 'stationTakenInstead', ctx, corp) !== null) return true;
    // A company's power may hold the step open (stationStepHeld: 18GA's Waycross & Southern), and so may something
    // offered instead of a station (stationAlternatives): asked before the map is walked for a station.
    if (first(ctx.title, 'stationStepHeld', ctx, corp) !== null || concat(ctx.title, 'stationAlternatives', ctx, corp).length > 0) return false;
    return !anyLegalToken(ctx, corp, first(ctx.title, 'stationAbility', ctx, corp) !== null);
  },
  passBlocked: () => null,
};
