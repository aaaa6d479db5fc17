/**
 * One situation, one error code: an action in the name of an entity the game does not have (a seat
 * number beyond the table, a corporation or company id that is not in the title) is UNKNOWN_ENTITY,
 * not the NOT_YOUR_TURN the turn check would give it, whoever sends it. Consulted only when an action
 * has been refused as out of turn, so an entity some mechanism accepts is never turned away here.
 */
import { GameError } from '../errors';
import type { Action } from '../generated/actions';
import type { GameState } from '../state/types';

/** The entity as a message names it: at most 40 characters of whatever was sent. */
const named = (entity: unknown): string => {
  const text = String(entity);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** UNKNOWN_ENTITY when `action`'s acting entity does not exist in `state`; null when it does. */
export function unknownActingEntity(state: GameState, action: Action): GameError | null {
  const { entityType, entity } = action as { entityType: string; entity: unknown };
  if (entityType === 'player') {
    if (typeof entity === 'number' && Number.isInteger(entity) && entity >= 0 && entity < state.players.length) return null;
    return new GameError('UNKNOWN_ENTITY', `there is no seat ${named(entity)} (seats 0 to ${state.players.length - 1})`);
  }
  if (entityType === 'corporation' && typeof entity === 'string' && !state.corporations[entity]) {
    return new GameError('UNKNOWN_ENTITY', `there is no corporation ${named(entity)} in this game`);
  }
  if (entityType === 'company' && typeof entity === 'string' && !state.companies[entity]) {
    return new GameError('UNKNOWN_ENTITY', `there is no company ${named(entity)} in this game`);
  }
  return null;
}
