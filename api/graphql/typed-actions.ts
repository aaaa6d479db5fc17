/**
 * Actions as GraphQL types, beside their JSON form. The types themselves are generated from
 * schemas/actions.schema.json (api/graphql/generated/actions.ts, `npm run codegen`); this file
 * connects them: `LegalAction.typed` and `GameEvent.typed` return an action as the `Action` union, `act` and
 * `preview` take an `ActionInput` (a @oneOf input) as an alternative to the JSON argument, and
 * `actionSchema` serves the JSON Schema itself.
 */
import { GraphQLJSON } from 'graphql-scalars';
import { FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { ServiceError } from '../errors';
import { ACTION_SCHEMA } from './generated/action-schema';
import { ACTION_INPUT_FIELDS, ACTION_OBJECT_TYPES, ActionInputType, ActionUnion } from './generated/actions';
import { GameEventType, LegalActionType } from './types';

/** A typed input value as plain JSON: nested objects and arrays copied, nulls (= not given) dropped. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = plain(v);
  return out;
}

/**
 * The JSON action an ActionInput stands for: `{ type, ...the one field's value }`. GraphQL has
 * already checked that exactly one field is set (@oneOf) and that each field has its type; the
 * engine judges the rest exactly as for the JSON form.
 */
export function actionFromInput(input: ActionInputType): Record<string, unknown> {
  const given = Object.entries(input).filter(([, v]) => v !== null && v !== undefined);
  if (given.length !== 1) throw new ServiceError('INVALID_INPUT', `an ActionInput sets exactly one field (got ${given.length})`);
  const [field, value] = given[0]!;
  const type = ACTION_INPUT_FIELDS[field as keyof typeof ACTION_INPUT_FIELDS];
  if (type === undefined) throw new ServiceError('INVALID_INPUT', `ActionInput has no field ${JSON.stringify(field)}`);
  return { type, ...(plain(value) as Record<string, unknown>) };
}

/**
 * The one action of a request that may carry it as JSON (`action`) or typed (`typedAction`):
 * the JSON as given, or the typed one converted; null when neither is given. Both: INVALID_INPUT.
 */
export function oneAction(action: unknown, typedAction: ActionInputType | null | undefined): unknown {
  const hasTyped = typedAction !== null && typedAction !== undefined;
  if (hasTyped && action !== null && action !== undefined) {
    throw new ServiceError('INVALID_INPUT', 'send the action once: either `action` (JSON) or `typedAction`, not both');
  }
  return hasTyped ? actionFromInput(typedAction) : (action ?? null);
}

@Resolver(() => LegalActionType)
export class LegalActionTypedResolver {
  @FieldResolver(() => ActionUnion, {
    description: 'The same action as `action`, typed: select its fields with `... on LayTileAction { hex tile rotation }`.',
  })
  typed(@Root() legal: LegalActionType): unknown {
    return legal.action;
  }
}

@Resolver(() => GameEventType)
export class GameEventTypedResolver {
  @FieldResolver(() => ActionUnion, {
    nullable: true,
    description: 'The same action as `action`, typed; null for a log entry that is not an action (an undo: { type: "undo", undoes }).',
  })
  typed(@Root() event: GameEventType): unknown {
    const type = (event.action as { type?: unknown } | null)?.type;
    return typeof type === 'string' && Object.hasOwn(ACTION_OBJECT_TYPES, type) ? event.action : null;
  }
}

@Resolver()
export class ActionSchemaResolver {
  @Query(() => GraphQLJSON, {
    description:
      'The JSON Schema (draft 2020-12) of an action, self-contained: the contract the JSON `action` argument of act and preview is checked against. Also served at GET /schemas/actions.json.',
  })
  actionSchema(): unknown {
    return ACTION_SCHEMA;
  }
}
