/**
 * Checking that a submitted action is well-formed before any rule looks at it.
 * The JSON Schema in schemas/actions.schema.json is the published contract; the
 * table of action types and their fields is generated from it (engine/generated/
 * action-table.ts, `npm run codegen`), and this is the engine's own fast check of
 * those shapes, so a malformed action is always INVALID_INPUT and never reaches a
 * step half-understood. (Value ranges and patterns are the schema's job, checked at
 * the API's door; here only the kinds, which the rules rely on.)
 */
import { invalid } from './errors';
import type { Action } from './generated/actions';
import { ACTION_FIELDS, ACTION_OBJECTS, ACTION_TYPES, type ActionFieldKind, type ActionType } from './generated/action-table';

export { ACTION_FIELDS, ACTION_TYPES, type ActionFieldKind, type ActionType };

const isSeat = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Throws INVALID_INPUT unless `v`, the field `name` (a readable path), has the kind `kind`. */
function checkField(where: string, v: unknown, kind: ActionFieldKind): void {
  if (typeof kind === 'object') {
    if (kind.optional && v === undefined) return;
    if ('seatOr' in kind) {
      if (!kind.seatOr.includes(v as string) && !isSeat(v))
        throw invalid(`${where} must be ${kind.seatOr.map((w) => JSON.stringify(w)).join(', ')} or a seat number`);
      return;
    }
    if (!Array.isArray(v)) throw invalid(`${where} must be an array`);
    const fields = ACTION_OBJECTS[kind.objects]!;
    for (const [i, item] of v.entries()) checkFields(`${where}[${i}]`, item, fields);
    return;
  }
  const optional = kind.endsWith('?');
  if (optional && v === undefined) return;
  const when = optional ? ' when given' : '';
  switch (optional ? kind.slice(0, -1) : kind) {
    case 'string':
      if (typeof v !== 'string') throw invalid(`${where} must be a string${when}`);
      return;
    case 'integer':
      if (optional ? !isSeat(v) : !Number.isInteger(v)) throw invalid(optional ? `${where} must be a whole number of at least 0 when given` : `${where} must be an integer`);
      return;
    case 'boolean':
      if (typeof v !== 'boolean') throw invalid(`${where} must be true or false${when}`);
      return;
    case 'strings':
      if (!isStrings(v)) throw invalid(`${where} must be an array of strings${when}`);
      return;
    case 'distinctStrings':
      if (!isStrings(v) || new Set(v).size !== v.length) throw invalid(`${where} must be an array of distinct strings${when}`);
      return;
  }
}

/** Checks every field of an object against `fields`, and that it has no other field. */
function checkFields(where: string, raw: unknown, fields: Readonly<Record<string, ActionFieldKind>>, common: readonly string[] = []): void {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid(`${where} must be an object`);
  const o = raw as Record<string, unknown>;
  for (const [name, kind] of Object.entries(fields)) checkField(`${where}.${name}`, o[name], kind);
  for (const key of Object.keys(o)) {
    if (!common.includes(key) && !(key in fields)) throw invalid(`${where} has an unknown field "${key}"`);
  }
}

const COMMON = ['type', 'entityType', 'entity'] as const;

export function parseAction(raw: unknown): Action {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('an action must be a JSON object');
  const a = raw as Record<string, unknown>;
  if (typeof a.type !== 'string' || !Object.hasOwn(ACTION_FIELDS, a.type))
    throw invalid(`unknown action type ${JSON.stringify(a.type)} (known: ${ACTION_TYPES.join(', ')})`);
  if (a.entityType !== 'player' && a.entityType !== 'corporation' && a.entityType !== 'company')
    throw invalid('entityType must be "player", "corporation" or "company"');
  if (a.entityType === 'player' ? !Number.isInteger(a.entity) : typeof a.entity !== 'string')
    throw invalid(a.entityType === 'player' ? 'entity must be a seat number' : 'entity must be an id string');
  checkFields(a.type, a, ACTION_FIELDS[a.type as ActionType], COMMON);
  return a as unknown as Action;
}
