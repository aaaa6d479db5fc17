/**
 * Ending a game early by agreement of every player (GameSetup.endByAgreement; imported games
 * have it, as 18xx.games lets players end a game they agree to stop). `end_game` is one player's
 * agreement, sent out of turn, for its own seat only; the game ends, scored as it stands, once
 * every player still in the game (not bankrupt) has agreed. An agreement holds only for the
 * position it was given on: any other action lapses every agreement so far.
 *
 * GameSetup.allowManualEnd is the older form, kept only so that games stored with it replay:
 * there `end_game` ended the game at once, as the import recorded it. Such a game no longer
 * takes an `end_game` from a seat.
 */
import { playerName, type Ctx } from '../context';
import { GameError } from '../errors';
import type { Action } from '../generated/actions';
import type { LegalAction } from '../steps/step';
import { finishGame } from './end';

const REF = 'Switchyard: a game ends early only when every player agrees (end_game)';

/** The agreement `seat` may still give now: an `end_game` choice, or nothing. */
export function endAgreementLegal(ctx: Ctx, seat: number): LegalAction[] {
  const { state } = ctx;
  const player = state.players[seat];
  if (!state.endByAgreement || state.finished || !player || player.bankrupt || state.endAgreement?.includes(seat)) return [];
  return [{ id: 'end_game', action: { type: 'end_game', entityType: 'player', entity: seat } as unknown as Action }];
}

/** Applies an `end_game` sent by `seat` (undefined when a stored log is replayed). */
export function processEndGame(ctx: Ctx, action: Action, seat: number | undefined): void {
  const { state } = ctx;
  if (!state.endByAgreement) {
    if (!state.allowManualEnd) throw new GameError('ILLEGAL_ACTION', 'this game does not allow ending by agreement');
    // The older form: only as recorded in a stored log, never from a seat.
    if (seat !== undefined) throw new GameError('ILLEGAL_ACTION', 'this game ends early only by agreement of every player', REF);
    finishGame(ctx, 'manual');
    return;
  }
  if (action.entityType !== 'player') throw new GameError('ILLEGAL_ACTION', 'a player agrees to end the game, not a corporation or company', REF);
  const agreeing = Number(action.entity);
  const player = state.players[agreeing];
  if (!Number.isInteger(action.entity) || !player) throw new GameError('UNKNOWN_ENTITY', `there is no seat ${String(action.entity)}`);
  if (seat !== undefined && seat !== agreeing) throw new GameError('NOT_YOUR_TURN', `only ${playerName(ctx, agreeing)} may agree for seat ${agreeing}`);
  if (player.bankrupt) throw new GameError('ILLEGAL_ACTION', `${playerName(ctx, agreeing)} is out of the game`, REF);
  if (state.endAgreement?.includes(agreeing)) throw new GameError('ILLEGAL_ACTION', `${playerName(ctx, agreeing)} has already agreed to end the game`, REF);
  const agreed = [...(state.endAgreement ?? []), agreeing];
  const needed = state.players.filter((p) => !p.bankrupt).map((p) => p.seat);
  ctx.log.push(`${playerName(ctx, agreeing)} agrees to end the game (${agreed.length} of ${needed.length})`);
  if (needed.every((s) => agreed.includes(s))) {
    delete state.endAgreement;
    ctx.log.push('Every player agrees: the game ends');
    finishGame(ctx, 'manual');
  } else {
    state.endAgreement = agreed;
  }
}

/** Any other action moves the game on: agreements given so far lapse. */
export function lapseEndAgreement(ctx: Ctx): void {
  if (ctx.state.endAgreement) {
    delete ctx.state.endAgreement;
    ctx.log.push('The agreement to end the game lapses');
  }
}
