/**
 * Placing one station token per turn (1830 rules, Placing station markers), or instead claiming a
 * port (title.json ports; 1843 rules L3260, L3358, L3503-3521). A cousin's freeStation ability
 * (cousins.json; 1820 §14.3.2 Stephenson & Fox) makes the turn's station free when claimed
 * (place_token `cousin`): the bank pays the cousin its kickback.
 */
import type { ClaimPortAction, MoveTokenAction, PlaceTokenAction } from '../generated/actions';
import { legalMoves, moveRefusal, moveStation } from '../mechanisms/stationMove';
import { checkClaim, claimPort, PORT_REF } from '../mechanisms/ports';
import type { Ctx } from '../context';
import type { Actor, LegalAction } from './step';
import { illegal } from '../errors';
import { actionId } from '../ids';
import { checkToken, legalTokens, nextTokenCost, placeToken as place, tokenDistanceFee } from '../map/tokens';
import { turnOf, type OperatingStep } from './operating';
import { act } from './step';
import { abilityWithUseLeft, claimRefusal, FREE_STATION_REF, kickbackFor, noteUse, payKickback } from '../mechanisms/cousinAbilities';

/** claim_port for each port the corporation may claim now (title.json ports). */
function claimOptions(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  return (turnOf(ctx).portsClaimable ?? []).flatMap((hex) => {
    try {
      checkClaim(ctx, corp, hex);
    } catch {
      return [];
    }
    const action = act(actor, 'claim_port', { hex });
    return [{ id: actionId(action), action }];
  });
}

export const placeToken: OperatingStep = {
  name: 'placeToken',
  accepts: ['place_token', 'claim_port', 'move_token'],
  legal(ctx, actor) {
    if (turnOf(ctx).tokenPlaced || turnOf(ctx).portClaimed) return [];
    const corp = String(actor.entity);
    const claims = claimOptions(ctx, actor);
    // rounds.operating.stationMove (1843 gray phase): moving a station instead of placing one.
    const moves = legalMoves(ctx, corp).map((m) => {
      const action = act(actor, 'move_token', m);
      return { id: actionId(action), action };
    });
    const price = nextTokenCost(ctx, corp);
    // Stations made free by a cousin's freeStation ability (1820 §14.3.2), with a use left this game.
    const cousin = abilityWithUseLeft(ctx, corp, 'freeStation');
    const free = cousin === null ? [] : legalTokens(ctx, corp, true).map((t) => {
      const action = act(actor, 'place_token', { ...t, cousin });
      return { id: actionId(action), action, cost: 0 };
    });
    return legalTokens(ctx, corp).map((t) => {
      const action = act(actor, 'place_token', t);
      // The price checkToken charges: the charter's next price plus the distance fee (title.json tokenCost).
      const fee = tokenDistanceFee(ctx, corp, t.hex);
      return { id: actionId(action), action, ...(price !== null && fee !== null ? { cost: price + fee } : {}) };
    }).concat(free, claims, moves);
  },
  process(ctx, actor, action) {
    const corp = String(actor.entity);
    if (action.type === 'claim_port') {
      claimPort(ctx, corp, (action as ClaimPortAction).hex);
      return;
    }
    if (action.type === 'move_token') {
      const m = action as MoveTokenAction;
      moveStation(ctx, corp, m.fromHex, m.fromCity, m.hex, m.city);
      return;
    }
    const a = action as PlaceTokenAction;
    if (turnOf(ctx).tokenPlaced) throw illegal('one station per turn', '1830 rules, Placing station markers');
    if (turnOf(ctx).portClaimed) throw illegal(`${corp} has claimed a port this turn and places no station`, PORT_REF);
    if (a.cousin !== undefined) {
      const refused = claimRefusal(ctx, corp, a.cousin, 'freeStation', FREE_STATION_REF);
      if (refused) throw refused;
    }
    const res = checkToken(ctx, corp, a.hex, a.city, undefined, a.cousin !== undefined);
    if ('code' in res) throw res;
    place(ctx, corp, a.hex, a.city, res.cost, res.slot);
    turnOf(ctx).tokenPlaced = true;
    if (a.cousin !== undefined) {
      noteUse(ctx, corp, a.cousin);
      payKickback(ctx, a.cousin, kickbackFor(ctx.title.cousin.get(a.cousin)!.kickback, {}), `${corp} places its station on ${a.hex} for free`);
    }
  },
  done(ctx, corp) {
    const free = abilityWithUseLeft(ctx, corp, 'freeStation') !== null;
    return turnOf(ctx).tokenPlaced || turnOf(ctx).portClaimed === true || (legalTokens(ctx, corp, free).length === 0 && (turnOf(ctx).portsClaimable ?? []).every((h) => ctx.state.ports?.[h] !== null) && (moveRefusal(ctx, corp) !== null || legalMoves(ctx, corp).length === 0));
  },
  passBlocked: () => null,
};
