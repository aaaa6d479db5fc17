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
import { ACTION_FIELDS, ACTION_OBJECTS, ACTION_TYPES, FORMER_FIELD_NAMES, type ActionFieldKind, type ActionType, type FormerFieldNames } from './generated/action-table';

export { ACTION_FIELDS, ACTION_TYPES, type ActionFieldKind, type ActionType };

const isSeat = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * Throws INVALID_INPUT unless `v`, the field `field.name` of the object at `parent` (readable paths; item `index`
 * of that list when not -1), has the field's kind. The field's path is made only for an error: every action
 * replayed is checked, and nearly all are well formed.
 */
const objectPath = (parent: string, index: number): string => (index < 0 ? parent : `${parent}[${index}]`);
const fieldPath = (parent: string, index: number, name: string): string => `${objectPath(parent, index)}.${name}`;

function checkField(parent: string, index: number, v: unknown, field: FieldCheck): void {
  const { name, kind } = field;
  if (typeof kind === 'object') {
    if (kind.optional && v === undefined) return;
    if ('seatOr' in kind) {
      if (!kind.seatOr.includes(v as string) && !isSeat(v))
        throw invalid(`${fieldPath(parent, index, name)} must be ${kind.seatOr.map((w) => JSON.stringify(w)).join(', ')} or a seat number`);
      return;
    }
    if (!Array.isArray(v)) throw invalid(`${fieldPath(parent, index, name)} must be an array`);
    const fields = ACTION_OBJECTS[kind.objects]!;
    const at = fieldPath(parent, index, name);
    for (let i = 0; i < v.length; i++) checkFields(at, i, v[i], fields);
    return;
  }
  const optional = field.optional;
  if (optional && v === undefined) return;
  const when = optional ? ' when given' : '';
  switch (field.base) {
    case 'string':
      if (typeof v !== 'string') throw invalid(`${fieldPath(parent, index, name)} must be a string${when}`);
      return;
    case 'integer':
      if (optional ? !isSeat(v) : !Number.isInteger(v)) throw invalid(optional ? `${fieldPath(parent, index, name)} must be a whole number of at least 0 when given` : `${fieldPath(parent, index, name)} must be an integer`);
      return;
    case 'boolean':
      if (typeof v !== 'boolean') throw invalid(`${fieldPath(parent, index, name)} must be true or false${when}`);
      return;
    case 'strings':
      if (!isStrings(v)) throw invalid(`${fieldPath(parent, index, name)} must be an array of strings${when}`);
      return;
    case 'distinctStrings':
      if (!isStrings(v) || new Set(v).size !== v.length) throw invalid(`${fieldPath(parent, index, name)} must be an array of distinct strings${when}`);
      return;
  }
}

/** Checks every field of an object (at `where`, item `index` of it when not -1) against `fields`, and that it has no other field. */
function checkFields(where: string, index: number, raw: unknown, fields: Readonly<Record<string, ActionFieldKind>>, common: readonly string[] = []): void {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid(`${objectPath(where, index)} must be an object`);
  const o = raw as Record<string, unknown>;
  for (const field of fieldList(fields)) checkField(where, index, o[field.name], field);
  for (const key of Object.keys(o)) {
    if (!common.includes(key) && !(key in fields)) throw invalid(`${objectPath(where, index)} has an unknown field "${key}"`);
  }
}

/** A field of a generated table entry with its kind read once: a word's "?" (optional) and the kind without it. */
interface FieldCheck {
  name: string;
  kind: ActionFieldKind;
  optional: boolean;
  /** The kind word without its "?" (empty for an object kind). */
  base: string;
}

/** The fields of a generated table entry as a list, made once per entry (the tables never change). */
const fieldLists = new WeakMap<object, FieldCheck[]>();
function fieldList(fields: Readonly<Record<string, ActionFieldKind>>): FieldCheck[] {
  let list = fieldLists.get(fields);
  if (!list) {
    list = Object.entries(fields).map(([name, kind]) => {
      const optional = typeof kind === 'string' && kind.endsWith('?');
      return { name, kind, optional, base: typeof kind === 'string' ? (optional ? kind.slice(0, -1) : kind) : '' };
    });
    fieldLists.set(fields, list);
  }
  return list;
}

const COMMON = ['type', 'entityType', 'entity'] as const;

/** `o` with the fields `renames` names by a former name under their names now (a copy, or `o` itself when none is). */
function renamed(where: string, o: Record<string, unknown>, renames: FormerFieldNames): Record<string, unknown> {
  let out = o;
  for (const [former, now] of Object.entries(renames)) {
    if (typeof now !== 'string') {
      const items = o[former];
      if (!Array.isArray(items)) continue;
      const next = items.map((item: unknown, i) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? renamed(`${where}.${former}[${i}]`, item as Record<string, unknown>, now) : item));
      if (next.some((item, i) => item !== items[i])) out = { ...out, [former]: next };
      continue;
    }
    if (!Object.hasOwn(o, former)) continue;
    if (Object.hasOwn(o, now)) throw invalid(`${where} names ${now} twice: as "${now}" and by its former name "${former}"`);
    // In the former field's place, so that the action reads as if written with the name now.
    out = Object.fromEntries(Object.entries(out).map(([k, v]) => [k === former ? now : k, v]));
  }
  return out;
}

/**
 * Whether `o` gives some field by a former name `renames` lists (in its items too, for a list of objects): as `renamed`
 * walks it, without making a path or a copy. Nearly no action does, and every action replayed is asked.
 */
function usesFormerName(o: Record<string, unknown>, renames: FormerFieldNames): boolean {
  for (const former in renames) {
    const now = renames[former]!;
    if (typeof now === 'string') {
      if (Object.hasOwn(o, former)) return true;
      continue;
    }
    const items = o[former];
    if (!Array.isArray(items)) continue;
    for (const item of items) if (typeof item === 'object' && item !== null && !Array.isArray(item) && usesFormerName(item as Record<string, unknown>, now)) return true;
  }
  return false;
}

/**
 * The action with the fields it gives by a former name (schemas/actions.schema.json $defs FormerFieldNames: a game
 * stored before a field was renamed) under their names now; the action itself when it uses none. Not an object: as given.
 */
export function withCurrentFieldNames(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const type = (raw as { type?: unknown }).type;
  const renames = typeof type === 'string' && Object.hasOwn(FORMER_FIELD_NAMES, type) ? FORMER_FIELD_NAMES[type as ActionType] : undefined;
  return renames && usesFormerName(raw as Record<string, unknown>, renames) ? renamed(type as string, raw as Record<string, unknown>, renames) : raw;
}

/**
 * The action `raw` as the engine reads it, or INVALID_INPUT. A field given by a former name is read under its name
 * now (withCurrentFieldNames), so every stored game replays.
 */
export function parseAction(raw: unknown): Action {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw invalid('an action must be a JSON object');
  const a = withCurrentFieldNames(raw) as Record<string, unknown>;
  if (typeof a.type !== 'string' || !Object.hasOwn(ACTION_FIELDS, a.type))
    throw invalid(`unknown action type ${JSON.stringify(a.type)} (known: ${ACTION_TYPES.join(', ')})`);
  if (a.entityType !== 'player' && a.entityType !== 'corporation' && a.entityType !== 'company')
    throw invalid('entityType must be "player", "corporation" or "company"');
  if (a.entityType === 'player' ? !Number.isInteger(a.entity) : typeof a.entity !== 'string')
    throw invalid(a.entityType === 'player' ? 'entity must be a seat number' : 'entity must be an id string');
  checkFields(a.type, -1, a, ACTION_FIELDS[a.type as ActionType], COMMON);
  return a as unknown as Action;
}
