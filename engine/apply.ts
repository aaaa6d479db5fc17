/**
 * Applying one action: check its shape, that it comes from whoever must act,
 * then hand it to the step of the current round that accepts it. The input
 * state is never changed: the action works on a copy, and a refusal simply
 * drops the copy. A replay folds its whole log over one copy of its own
 * instead, since no one sees the states between its actions; for the same
 * reason it puts off the run step's "can it run" check to the next action,
 * which usually answers it (routes/canRun.ts canRunOrDefer).
 */
import { parseAction } from './actions';
import { newCtx, type Ctx, type RunCheckDeferral } from './context';
import type { Title } from './definition/title';
import { GameError } from './errors';
import type { Action } from './generated/actions';
import { roundModule } from './rounds/registry';
import { each, first } from './core/ask';
import { lapseEndAgreement, processEndGame } from './state/endAgreement';
import { unknownActingEntity } from './state/actingEntity';
import { claimOutOfTurn } from './rounds/outOfTurn';
import { cloneState } from './state/clone';
import { RunCheckUnsettled, settleRunCheck } from './routes/canRun';
import { createGame, type GameSetup } from './state/create';
import type { GameState } from './state/types';
import type { Actor } from './steps/step';

export interface ApplyOptions {
  /** The seat submitting the action; when given, it must be the seat that controls the acting entity. */
  seat?: number;
}

export type ApplyResult = { ok: true; state: GameState; log: string[] } | { ok: false; error: GameError };

export function currentActor(ctx: Ctx): Actor | null {
  if (ctx.state.finished) return null;
  return roundModule(ctx.title, ctx.state.round.kind).actor(ctx);
}

export function describeActor(ctx: Ctx, actor: Actor): string {
  return actor.entityType === 'player' ? ctx.state.players[actor.seat]!.name : `${actor.entity} (president ${ctx.state.players[actor.seat]!.name})`;
}

export function apply(title: Title, state: GameState, raw: unknown, options: ApplyOptions = {}): ApplyResult {
  return applyTo(title, state, raw, options, cloneState);
}

/**
 * The action on `state` itself, which a refusal may leave half changed: for a fold that owns
 * its state and, on a refusal, folds again (replay below).
 */
function applyInPlace(title: Title, state: GameState, raw: unknown, runChecks?: RunCheckDeferral): ApplyResult {
  return applyTo(title, state, raw, {}, (s) => s, runChecks);
}

function applyTo(title: Title, state: GameState, raw: unknown, options: ApplyOptions, working: (state: GameState) => GameState, runChecks?: RunCheckDeferral): ApplyResult {
  if (state.finished) return { ok: false, error: new GameError('GAME_OVER', 'the game has ended') };
  let action: Action;
  try {
    action = parseAction(raw);
  } catch (e) {
    if (e instanceof GameError) return { ok: false, error: e };
    throw e;
  }
  const next = working(state);
  const ctx: Ctx = newCtx(title, next, runChecks);
  try {
    const actor = currentActor(ctx);
    if (!actor) throw new GameError('GAME_OVER', 'no one can act');
    if (action.type === 'end_game') {
      // Ending by agreement of every player, out of turn (state/endAgreement.ts).
      processEndGame(ctx, action, options.seat);
      next.actionCount += 1;
      return { ok: true, state: next, log: ctx.log };
    }
    if (action.type === 'destination_connection') {
      // An imported game's recorded connection check: it takes effect at the next check point
      // (the end of a corporation's turn, or the start of an operating round).
      if (ctx.state.connectionChecks !== 'actions') throw new GameError('ILLEGAL_ACTION', 'connection checks are made by the engine in games played here');
      next.pendingConnections = [...(next.pendingConnections ?? []), ...(action as unknown as { corporations: string[] }).corporations];
      next.actionCount += 1;
      return { ok: true, state: next, log: ctx.log };
    }
    // An ability a shareholder grants, claimed on a lay or a station (the claimedGrantor hook; 1820's
    // bigCitySpecial, freeStation) belongs to a corporation's own operating turn, where layTrack and placeToken take it.
    if ((action.type === 'lay_tile' || action.type === 'place_token') && !(ctx.state.round.kind === 'operating' && action.entityType === 'corporation')) {
      const grantor = first(ctx.title, 'claimedGrantor', action);
      if (grantor !== null) throw new GameError('ILLEGAL_ACTION', `${first(ctx.title, 'grantorName', ctx.title, grantor) ?? grantor}'s ability is claimed on a lay or a station in a corporation's operating turn only`);
    }
    const claimed = claimOutOfTurn(ctx, action);
    if (claimed) {
      // Out of turn (rounds/outOfTurn.ts): companies.json outOfTurnIn (1843 rules L5225-5240, "at any
      // time during an operating round"), the answer to a proposal, an open-cry bid or declaration: the
      // seat it is for acts whoever's turn it is, and the turn stays where it was unless the action moves it.
      if (options.seat !== undefined && options.seat !== claimed.seat)
        throw new GameError('NOT_YOUR_TURN', `only seat ${claimed.seat} may act for ${String(action.entity)}`);
      claimed.source.process(ctx, claimed.seat, action);
    } else {
      const round = roundModule(ctx.title, ctx.state.round.kind);
      const own = action.entityType === actor.entityType && action.entity === actor.entity;
      if (!own && !round.actsFor?.(ctx, actor, action))
        throw new GameError('NOT_YOUR_TURN', `it is ${describeActor(ctx, actor)}'s turn, not ${String(action.entity)}'s`);
      if (options.seat !== undefined && options.seat !== actor.seat)
        throw new GameError('NOT_YOUR_TURN', `it is ${describeActor(ctx, actor)}'s turn`);
      // An action of the acting entity a mechanism takes (title.json negotiation: a proposal, or its withdrawal, leaves the turn with it).
      if (!first(title, 'turnAction', ctx, actor, action)) round.process(ctx, actor, action);
    }
    // The mechanisms' look at the new state (a proposal whose proposer's turn is over, or that has become impossible, lapses).
    each(title, 'actionApplied', ctx);
    lapseEndAgreement(ctx);
  } catch (e) {
    // Out of turn in the name of an entity that does not exist: UNKNOWN_ENTITY (state/actingEntity.ts).
    if (e instanceof GameError) return { ok: false, error: (e.code === 'NOT_YOUR_TURN' && unknownActingEntity(state, action)) || e };
    throw e;
  }
  next.actionCount += 1;
  return { ok: true, state: next, log: ctx.log };
}

export type ReplayResult =
  | { ok: true; state: GameState; logs: string[][] }
  | { ok: false; index: number; error: GameError; state: GameState; logs: string[][] };

/**
 * Folds `actions` over a new game: the state any stored game is. The fold works on one copy of
 * the new game (so nothing it changes is shared with the title), action after action; when an
 * action is refused, which may have half changed that copy, the actions before it are folded
 * again and the refused one is applied to a copy, so the result is what apply() gives.
 */
export function replay(title: Title, setup: GameSetup, actions: readonly unknown[]): ReplayResult {
  return foldDeferring(title, setup, actions) ?? fold(title, setup, actions);
}

/** The fold, each action as apply() takes it. */
function fold(title: Title, setup: GameSetup, actions: readonly unknown[]): ReplayResult {
  const state = cloneState(createGame(title, setup));
  const logs: string[][] = [];
  for (let i = 0; i < actions.length; i++) {
    const r = applyInPlace(title, state, actions[i]);
    if (!r.ok) return refusedAt(title, setup, actions, i);
    logs.push(r.log);
  }
  return { ok: true, state, logs };
}

/**
 * The fold with the run step's "can it run" checks put off to the next action (routes/canRun.ts
 * canRunOrDefer): settled by that action's run when it is the corporation's, else asked before that
 * action, on the state the check was put off at. Null when the fold must be made again without
 * putting checks off: a check answered "no", a check the next action left waiting, or a refused action
 * (whose error and state fold() gives as apply() would).
 */
function foldDeferring(title: Title, setup: GameSetup, actions: readonly unknown[]): ReplayResult | null {
  const state = cloneState(createGame(title, setup));
  const logs: string[][] = [];
  const runChecks: RunCheckDeferral = { pending: null };
  try {
    for (let i = 0; i < actions.length; i++) {
      const raw = actions[i];
      const waiting = runChecks.pending;
      if (waiting !== null && !runOf(raw, waiting.corp)) settleRunCheck(newCtx(title, state, runChecks));
      const r = applyInPlace(title, state, raw, runChecks);
      if (!r.ok || (waiting !== null && runChecks.pending === waiting)) return null;
      logs.push(r.log);
    }
    settleRunCheck(newCtx(title, state, runChecks));
  } catch (e) {
    if (e instanceof RunCheckUnsettled) return null;
    throw e;
  }
  return { ok: true, state, logs };
}

/** Whether `raw` is a run of `corp`'s trains (the action that settles its check). */
function runOf(raw: unknown, corp: string): boolean {
  const a = raw as { type?: unknown; entity?: unknown } | null;
  return typeof a === 'object' && a !== null && a.type === 'run_routes' && a.entity === corp;
}

function refusedAt(title: Title, setup: GameSetup, actions: readonly unknown[], index: number): ReplayResult {
  const before = replay(title, setup, actions.slice(0, index));
  if (!before.ok) throw new Error(`replay: action ${before.index} was accepted once and refused when folded again`);
  const r = apply(title, before.state, actions[index]);
  if (r.ok) throw new Error(`replay: action ${index} was refused once and accepted when folded again`);
  return { ok: false, index, error: r.error, state: before.state, logs: before.logs };
}

/** Who must act now, or null when the game is over. */
export function whoActs(title: Title, state: GameState): Actor | null {
  return currentActor(newCtx(title, state));
}
