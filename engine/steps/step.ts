/**
 * A round is an ordered list of small steps; each step owns the action types
 * it accepts, offers its legal choices, and applies its actions.
 *
 * Legality is written once, as rules (engine/shares/rules/, a mechanism's rules/): a step's `legal` makes
 * candidate actions and keeps those that pass its rules, and `process` runs the
 * same rules before changing anything. So what legalActions offers and what
 * apply accepts cannot drift apart.
 */
import type { Ctx } from '../context';
import type { GameError } from '../errors';
import type { Action } from '../generated/actions';

/** Who must act now: a player, or a corporation (acted for by its president). */
export interface Actor {
  entityType: 'player' | 'corporation';
  entity: number | string;
  /** The seat that controls the actor. */
  seat: number;
}

export interface LegalAction {
  /** Stable for a given state: the same choice has the same id on every call. */
  id: string;
  action: Action;
  /** Open numeric fields the client chooses (e.g. a price), with their bounds and, when set, the step between allowed values. */
  params?: Record<string, { min: number; max: number; multipleOf?: number }>;
  /** What the choice costs the acting entity as it would be charged (place_token: the charter's price plus any distance fee). Informative: not part of the action or its id. */
  cost?: number;
}

/** A legality rule: null when the action passes, else the refusal. */
export type Rule<A extends Action = Action> = (ctx: Ctx, actor: Actor, action: A) => GameError | null;

export function firstViolation<A extends Action>(rules: Rule<A>[], ctx: Ctx, actor: Actor, action: A): GameError | null {
  for (const rule of rules) {
    const v = rule(ctx, actor, action);
    if (v) return v;
  }
  return null;
}

export interface Step {
  name: string;
  accepts: readonly string[];
  legal(ctx: Ctx, actor: Actor): LegalAction[];
  /**
   * The same choices one at a time, in the same order, for a caller that may stop at the first (a
   * turn with anything to do but pass). A step whose list is costly to build gives it.
   */
  choices?(ctx: Ctx, actor: Actor): Iterable<LegalAction>;
  /** Applies the action; throws GameError when it is not legal. */
  process(ctx: Ctx, actor: Actor, action: Action): void;
  /** A stock step's action types that are the turn's purchase, for the turn's shape (title.json rounds.stock.turn). */
  purchases?: readonly string[];
  /**
   * Whether `action`, a stock action this step takes, is free: the turn goes on as if it had not
   * happened (1860's exchange of a private company; absent: never).
   */
  freeAction?(ctx: Ctx, action: Action): boolean;
}

/** A step's choices one at a time (Step.choices), or its list when it gives no other way. */
export const choicesOf = (step: Step, ctx: Ctx, actor: Actor): Iterable<LegalAction> => (step.choices ? step.choices(ctx, actor) : step.legal(ctx, actor));

/** Builds the action object for an actor, with the entity fields filled in. */
export function act<T extends Record<string, unknown>>(actor: Actor, type: string, fields: T): Action {
  return { type, entityType: actor.entityType, entity: actor.entity, ...fields } as unknown as Action;
}
