'use strict';
/**
 * Generates, from schemas/actions.schema.json, everything that used to copy the action shapes by
 * hand:
 *   - engine/generated/action-table.ts: the list of action types and, per type, its fields and
 *     their kinds, which engine/actions.ts checks a submitted action against;
 *   - api/graphql/generated/actions.ts: type-graphql classes for the API: one object type per
 *     action (members of the `Action` union that legalActions returns), one input type per action
 *     and the `ActionInput` @oneOf input that act and preview accept;
 *   - api/graphql/generated/action-schema.ts: the action JSON Schema bundled into one
 *     self-contained document, which the API serves.
 *
 * Every property shape the schema uses must map onto a field kind below; a new shape makes the
 * generator throw, so the engine and the API never silently ignore a field.
 */

/** A single-quoted TS string literal (the style of the generated and hand-written sources). */
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const qs = (list) => `[${list.map(q).join(', ')}]`;

/** The three properties every action has; checked once, not per action type. */
const COMMON = ['type', 'entityType', 'entity'];

/** "lay_tile" → "layTile". */
const camel = (s) => s.replace(/_([a-z])/g, (_m, c) => c.toUpperCase());
/** "lay_tile" / "from" → "LayTile" / "From". */
const pascal = (s) => camel(s).replace(/^[a-z]/, (c) => c.toUpperCase());

/**
 * Follows `$ref`s (local to a file, or "file.schema.json#/pointer") until a schema without one,
 * merging each referencing object's own keywords over its target (the property's description
 * wins). Returns the resolved schema and the name of the first `$defs` entry of the actions file
 * it went through, which names shared GraphQL enums.
 */
function resolve(schemas, node, file) {
  let defName;
  let current = node;
  let currentFile = file;
  const own = {};
  while (typeof current.$ref === 'string') {
    const { $ref, ...siblings } = current;
    for (const [k, v] of Object.entries(siblings)) if (!(k in own)) own[k] = v;
    const hash = $ref.indexOf('#');
    const target = hash <= 0 ? currentFile : $ref.slice(0, hash).replace(/^.*\//, '');
    const pointer = $ref.slice(hash + 1).split('/').slice(1);
    let doc = schemas[target];
    if (!doc) throw new Error(`codegen: $ref ${$ref} in ${currentFile} names an unknown schema file`);
    for (const key of pointer) doc = doc?.[key];
    if (!doc) throw new Error(`codegen: cannot resolve $ref ${$ref} in ${currentFile}`);
    if (defName === undefined && target === 'actions.schema.json' && pointer[0] === '$defs') defName = pointer[1];
    current = doc;
    currentFile = target;
  }
  return { schema: { ...current, ...own }, defName, defDescription: defName && schemas['actions.schema.json'].$defs[defName].description, file: currentFile };
}

const isSeat = (s) => s.type === 'integer' && s.minimum === 0 && Object.keys(s).every((k) => ['type', 'minimum', 'description'].includes(k));

/**
 * The kind of one property:
 *   { kind: 'string' | 'integer' | 'boolean' | 'strings' | 'routes' }
 *   { kind: 'string', enum: [...] }            a string from a fixed list
 *   { kind: 'strings', distinct: true }        an array of distinct strings
 *   { kind: 'seatOr', words: [...] }           a seat number, or one of the words
 *   { kind: 'seatOrId' }                       a seat number, or an id (the acting entity)
 *   { kind: 'object', name, fields }           a titled object (only Route today), one level deep
 */
function kindOf(schemas, property, file, where) {
  const { schema: s, defName, defDescription, file: at } = resolve(schemas, property, file);
  if (Array.isArray(s.anyOf)) {
    const branches = s.anyOf.map((b) => resolve(schemas, b, at).schema);
    if (branches.length === 2 && branches.some(isSeat) && branches.some((b) => b.type === 'string' && b.const === undefined)) {
      return { kind: 'seatOrId' };
    }
    const words = branches.filter((b) => typeof b.const === 'string').map((b) => b.const);
    if (words.length === branches.length - 1 && branches.some(isSeat)) return { kind: 'seatOr', words };
    throw new Error(`codegen: ${where}: anyOf of this shape has no field kind (see codegen/actions.js)`);
  }
  if (typeof s.const === 'string') return { kind: 'string', const: s.const };
  const allStrings = Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string');
  if ((s.type === 'string' || s.type === undefined) && allStrings) return { kind: 'string', enum: s.enum, enumName: defName, enumDescription: defDescription };
  if (s.type === 'string') return { kind: 'string' };
  if (s.type === 'integer') return { kind: 'integer' };
  if (s.type === 'boolean') return { kind: 'boolean' };
  if (s.type === 'array' && s.items) {
    const item = resolve(schemas, s.items, at);
    if (item.schema.type === 'string') return s.uniqueItems ? { kind: 'strings', distinct: true } : { kind: 'strings' };
    if (item.schema.type === 'object' && typeof item.schema.title === 'string') {
      return { kind: 'objects', object: objectOf(schemas, item.schema, item.file, item.schema.title, true) };
    }
  }
  throw new Error(`codegen: ${where}: this property shape has no field kind (see codegen/actions.js)`);
}

/** A titled object's fields: name → { kind..., required, description }. */
function objectOf(schemas, schema, file, where, nested = false) {
  const required = new Set(schema.required ?? []);
  const fields = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const kind = kindOf(schemas, property, file, `${where}.${name}`);
    if (kind.kind === 'objects' && nested) throw new Error(`codegen: ${where}.${name}: objects nested two levels deep are not supported`);
    fields[name] = { ...kind, required: required.has(name), description: resolve(schemas, property, file).schema.description };
  }
  return { name: schema.title, description: schema.description, fields };
}

/** Every action type, in the schema's oneOf order: { type, title, description, fields, examples }. */
function readActions(schemas) {
  const root = schemas['actions.schema.json'];
  return root.oneOf.map((branch) => {
    const { schema } = resolve(schemas, branch, 'actions.schema.json');
    const type = schema.properties?.type?.const;
    if (typeof type !== 'string') throw new Error(`codegen: ${schema.title}: an action needs "type": { "const": ... }`);
    for (const key of COMMON) {
      if (!(schema.required ?? []).includes(key)) throw new Error(`codegen: ${schema.title}: ${key} must be required`);
    }
    const object = objectOf(schemas, schema, 'actions.schema.json', schema.title);
    return { type, title: schema.title, description: schema.description, fields: object.fields };
  });
}

// ---------------------------------------------------------------------------------------------
// engine/generated/action-table.ts

/** The engine's check of one field, written compactly: 'integer?' is an optional integer. */
function engineKind(f) {
  const opt = f.required ? '' : '?';
  switch (f.kind) {
    case 'string':
    case 'integer':
    case 'boolean':
      return q(f.kind + opt);
    case 'strings':
      return q((f.distinct ? 'distinctStrings' : 'strings') + opt);
    case 'seatOr':
      return `{ seatOr: ${qs(f.words)}${f.required ? '' : ', optional: true'} }`;
    case 'objects':
      return `{ objects: ${q(f.object.name)}${f.required ? '' : ', optional: true'} }`;
    default:
      throw new Error(`codegen: no engine check for field kind ${f.kind}`);
  }
}

function emitEngineTable(actions, banner, formerNames) {
  const objects = new Map();
  for (const a of actions) for (const f of Object.values(a.fields)) if (f.kind === 'objects') objects.set(f.object.name, f.object);
  const lines = [
    banner,
    '',
    "import type { Action } from './actions';",
    '',
    '/** An action type, e.g. "lay_tile". */',
    "export type ActionType = Action['type'];",
    '',
    '/**',
    ' * How the engine checks one field of a submitted action. A trailing "?" marks an optional field',
    ' * (absent, or of that kind; an optional integer is at least 0). `seatOr`: a seat number or one of',
    ' * the words. `objects`: an array of objects of the named shape in ACTION_OBJECTS.',
    ' */',
    'export type ActionFieldKind =',
    "  | 'string' | 'string?' | 'integer' | 'integer?' | 'boolean' | 'boolean?'",
    "  | 'strings' | 'strings?' | 'distinctStrings' | 'distinctStrings?'",
    '  | { readonly seatOr: readonly string[]; readonly optional?: true }',
    '  | { readonly objects: string; readonly optional?: true };',
    '',
    '/** Every action type, in the order of the schema. */',
    'export const ACTION_TYPES: readonly ActionType[] = [',
    ...actions.map((a) => `  ${q(a.type)},`),
    '];',
    '',
    '/** The object shapes actions contain (a run\'s routes), by schema title. */',
    'export const ACTION_OBJECTS: Readonly<Record<string, Readonly<Record<string, ActionFieldKind>>>> = {',
  ];
  for (const o of objects.values()) {
    lines.push(`  ${o.name}: {`);
    for (const [name, f] of Object.entries(o.fields)) lines.push(`    ${name}: ${engineKind(f)},`);
    lines.push('  },');
  }
  lines.push(
    '};',
    '',
    '/** Per action type, its own fields (beyond type, entityType and entity) and their kinds. */',
    'export const ACTION_FIELDS: { readonly [T in ActionType]: Readonly<Record<string, ActionFieldKind>> } = {',
  );
  for (const a of actions) {
    const own = Object.entries(a.fields).filter(([name]) => !COMMON.includes(name));
    if (own.length === 0) {
      lines.push(`  ${a.type}: {},`);
      continue;
    }
    lines.push(`  ${a.type}: {`);
    for (const [name, f] of own) lines.push(`    ${name}: ${engineKind(f)},`);
    lines.push('  },');
  }
  lines.push('};', '');
  lines.push(
    '/**',
    ' * Fields given by a former name, per action type: former name → name now, or for a field holding objects the',
    ' * renames of their fields (actions.schema.json $defs FormerFieldNames). parseAction reads the former names.',
    ' */',
    'export type FormerFieldNames = Readonly<Record<string, string | Readonly<Record<string, string>>>>;',
    '',
    `export const FORMER_FIELD_NAMES: Readonly<Partial<Record<ActionType, FormerFieldNames>>> = ${JSON.stringify(formerNames)};`,
    '',
  );
  return lines.join('\n');
}

/**
 * The renames of actions.schema.json $defs FormerFieldNames, checked against the actions: each type exists,
 * each name now is a field of it (an objects field for a nested table) and no former name is one still.
 */
function readFormerNames(schemas, actions) {
  const table = schemas['actions.schema.json'].$defs?.FormerFieldNames?.const ?? {};
  const byType = new Map(actions.map((a) => [a.type, a]));
  const check = (where, fields, renames) => {
    for (const [former, now] of Object.entries(renames)) {
      if (former in fields) throw new Error(`codegen: FormerFieldNames ${where}.${former}: still a field`);
      if (typeof now === 'string') {
        if (!(now in fields)) throw new Error(`codegen: FormerFieldNames ${where}.${former}: ${now} is not a field`);
      } else {
        const f = fields[former];
        if (f !== undefined) throw new Error(`codegen: FormerFieldNames ${where}.${former}: still a field`);
      }
    }
  };
  for (const [type, renames] of Object.entries(table)) {
    const a = byType.get(type);
    if (!a) throw new Error(`codegen: FormerFieldNames: no action type ${type}`);
    for (const [field, nested] of Object.entries(renames)) {
      if (typeof nested === 'string') continue;
      const f = a.fields[field];
      if (!f || f.kind !== 'objects') throw new Error(`codegen: FormerFieldNames ${type}.${field}: not a field of objects`);
      check(`${type}.${field}[]`, f.object.fields, nested);
    }
    check(type, a.fields, Object.fromEntries(Object.entries(renames).filter(([, v]) => typeof v === 'string')));
  }
  return table;
}

// ---------------------------------------------------------------------------------------------
// api/graphql/generated/actions.ts

const ENTITY_SCALAR = 'SeatOrIdScalar';

/** The GraphQL name of an action's object type, input type, and ActionInput field. */
const names = (a) => ({ object: a.title, input: `${a.title}Input`, field: camel(a.type), cls: `${a.title}Type`, inputCls: `${a.title}InputType` });

function emitGraphql(actions, banner) {
  const enums = new Map(); // GraphQL name → values
  const enumOf = (a, fieldName, f) => {
    const name = f.enumName ? `Action${f.enumName}` : `${a.title.replace(/Action$/, '')}${pascal(fieldName)}`;
    const known = enums.get(name);
    if (known && JSON.stringify(known.values) !== JSON.stringify(f.enum)) throw new Error(`codegen: two enums are named ${name}`);
    for (const v of f.enum) if (!/^[_A-Za-z][_0-9A-Za-z]*$/.test(v) || ['true', 'false', 'null'].includes(v)) {
      throw new Error(`codegen: ${a.title}.${fieldName}: ${JSON.stringify(v)} cannot be a GraphQL enum value`);
    }
    enums.set(name, { values: f.enum, description: f.enumDescription ?? f.description });
    return name;
  };
  const objects = new Map();

  /** The type-graphql type function and TS type of a field, for output (object) or input. */
  function fieldType(a, fieldName, f, input) {
    switch (f.kind) {
      case 'string':
        if (f.enum) {
          const e = enumOf(a, fieldName, f);
          return { gql: e, ts: f.enum.map((v) => q(v)).join(' | ') };
        }
        return { gql: 'String', ts: f.const ? q(f.const) : 'string' };
      case 'integer':
        return { gql: 'Int', ts: 'number' };
      case 'boolean':
        return { gql: 'Boolean', ts: 'boolean' };
      case 'strings':
        return { gql: '[String]', ts: 'string[]' };
      case 'seatOr':
      case 'seatOrId':
        return { gql: ENTITY_SCALAR, ts: 'number | string' };
      case 'objects': {
        objects.set(f.object.name, f.object);
        const cls = `Action${f.object.name}${input ? 'Input' : ''}Type`;
        return { gql: `[${cls}]`, ts: `${cls}[]` };
      }
      default:
        throw new Error(`codegen: no GraphQL type for field kind ${f.kind}`);
    }
  }

  /**
   * The output type of each field name across the union's members. GraphQL lets a client select
   * `... on ParAction { price } ... on BidAction { price }` together only when both `price`
   * fields have the same type, nullability included (OverlappingFieldsCanBeMerged), so a name
   * whose type differs between actions is widened to one type for all of them: non-null only if
   * every action requires it; strings and enums to String; a mix with integers to SeatOrId.
   * Inputs never merge, so they keep each action's exact types.
   */
  const widened = new Map();
  for (const a of actions) {
    for (const [name, f] of Object.entries(a.fields)) {
      const { gql, ts } = fieldType(a, name, f, false);
      const w = widened.get(name) ?? { gqls: new Set(), tss: new Set(), required: true };
      w.gqls.add(gql);
      w.tss.add(ts);
      w.required &&= f.required;
      widened.set(name, w);
    }
  }
  function outputType(name, own) {
    const w = widened.get(name);
    if (!w || w.gqls.size === 1) return { ...own, required: w ? w.required : undefined };
    const scalars = [...w.gqls];
    const stringy = (g) => g === 'String' || enums.has(g);
    if (scalars.every(stringy)) return { gql: 'String', ts: 'string', required: w.required };
    if (scalars.every((g) => stringy(g) || g === 'Int' || g === ENTITY_SCALAR)) {
      return { gql: ENTITY_SCALAR, ts: 'number | string', required: w.required };
    }
    throw new Error(`codegen: the field ${name} has types ${scalars.join(', ')} in different actions, with no common GraphQL type`);
  }

  function emitFields(a, fields, input, lines, member = false) {
    for (const [name, own] of Object.entries(fields)) {
      if (input && name === 'type') continue; // implied by the ActionInput field that holds it
      const typed = fieldType(a, name, own, input);
      const { gql, ts, required: wide } = member ? outputType(name, typed) : typed;
      const f = { ...own, required: wide ?? own.required };
      const options = [];
      if (!f.required) options.push('nullable: true');
      options.push(`description: ${q(f.description)}`);
      lines.push(`  @Field(() => ${gql}, { ${options.join(', ')} })`);
      lines.push(`  ${name}${f.required ? '' : '?'}: ${ts}${f.required ? '' : ' | null'};`, '');
    }
  }

  const body = [];
  for (const a of actions) {
    const n = names(a);
    body.push(`@ObjectType(${q(n.object)}, { description: ${q(a.description)} })`);
    body.push(`export class ${n.cls} {`);
    emitFields(a, a.fields, false, body, true);
    body.pop();
    body.push('}', '');
    body.push(`@InputType(${q(n.input)}, { description: ${q(`The ${a.type} action (ActionInput.${n.field}). ${a.description}`)} })`);
    body.push(`export class ${n.inputCls} {`);
    emitFields(a, a.fields, true, body);
    body.pop();
    body.push('}', '');
  }

  const head = [];
  for (const o of objects.values()) {
    for (const input of [false, true]) {
      const cls = `Action${o.name}${input ? 'Input' : ''}Type`;
      const gqlName = `Action${o.name}${input ? 'Input' : ''}`;
      head.push(`@${input ? 'InputType' : 'ObjectType'}(${q(gqlName)}, { description: ${q(o.description)} })`);
      head.push(`export class ${cls} {`);
      emitFields({ title: o.name }, o.fields, input, head);
      head.pop();
      head.push('}', '');
    }
  }

  const out = [
    banner,
    '',
    "import { Field, InputType, Int, ObjectType, createUnionType, registerEnumType } from 'type-graphql';",
    "import { GraphQLScalarType, Kind } from 'graphql';",
    '',
    '/**',
    ' * A seat number (an Int, 0-based) or a word/id (a String): the acting entity, and redeem_share\'s',
    ' * `from`. A custom scalar because a GraphQL union cannot hold scalars.',
    ' */',
    `export const ${ENTITY_SCALAR} = new GraphQLScalarType({`,
    "  name: 'SeatOrId',",
    "  description: 'A seat number (Int, 0-based) or an id or word (String), exactly as in the action JSON.',",
    '  serialize: (value) => value,',
    '  parseValue: (value) => {',
    "    if ((Number.isInteger(value) && (value as number) >= 0) || typeof value === 'string') return value;",
    "    throw new TypeError('SeatOrId must be a seat number (a whole number of at least 0) or a string');",
    '  },',
    '  parseLiteral: (ast) => {',
    '    if (ast.kind === Kind.INT && Number(ast.value) >= 0) return Number(ast.value);',
    '    if (ast.kind === Kind.STRING) return ast.value;',
    "    throw new TypeError('SeatOrId must be a seat number (a whole number of at least 0) or a string');",
    '  },',
    '});',
    '',
  ];
  for (const [name, e] of enums) {
    out.push(`export const ${name} = { ${e.values.map((v) => `${v}: ${q(v)}`).join(', ')} } as const;`);
    out.push(`registerEnumType(${name}, { name: ${q(name)}, description: ${q(e.description)} });`, '');
  }
  out.push(...head, ...body);
  out.push(
    '/** Action type → the type-graphql class of its object type. */',
    'export const ACTION_OBJECT_TYPES = {',
    ...actions.map((a) => `  ${a.type}: ${names(a).cls},`),
    '} as const;',
    '',
    'export const ActionUnion = createUnionType({',
    "  name: 'Action',",
    "  description: 'An action, typed: one object type per action type (the JSON form is the same object with its `type`).',",
    '  types: () => Object.values(ACTION_OBJECT_TYPES),',
    '  resolveType: (value: { type?: unknown }) => {',
    '    const cls = ACTION_OBJECT_TYPES[value.type as keyof typeof ACTION_OBJECT_TYPES];',
    '    if (!cls) throw new TypeError(`no GraphQL type for action type ${JSON.stringify(value.type)}`);',
    '    return cls;',
    '  },',
    '});',
    '',
    '/** ActionInput field → action type. */',
    'export const ACTION_INPUT_FIELDS = {',
    ...actions.map((a) => `  ${names(a).field}: ${q(a.type)},`),
    '} as const;',
    '',
    '/**',
    ' * One action, typed: exactly one field, named after the action type in camelCase (graphql',
    ' * @oneOf; api/graphql/schema.ts marks it so after type-graphql built it).',
    ' */',
    "@InputType('ActionInput', { description: 'An action, typed: set exactly one field, named after the action type in camelCase (lay_tile → layTile). The same action as the JSON form, with `type` given by the field.' })",
    'export class ActionInputType {',
  );
  for (const a of actions) {
    const n = names(a);
    out.push(`  @Field(() => ${n.inputCls}, { nullable: true, description: ${q(`${a.type}: ${a.description}`)} })`);
    out.push(`  ${n.field}?: ${n.inputCls} | null;`, '');
  }
  out.pop();
  out.push('}', '');
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// api/graphql/generated/action-schema.ts

function emitBundledSchema(bundled, root, banner) {
  const doc = { $schema: root.$schema, $id: root.$id, ...bundled };
  return [
    banner,
    '',
    '/** schemas/actions.schema.json with its references to other schema files inlined: one self-contained document. */',
    `export const ACTION_SCHEMA = ${JSON.stringify(doc, null, 2)} as const;`,
    '',
  ].join('\n');
}

/**
 * @param schemas every schema file by name
 * @param bundle codegen/generate.js's bundle()
 * @returns output path → content
 */
function generateActionOutputs(schemas, bundle, banner) {
  const actions = readActions(schemas);
  const root = schemas['actions.schema.json'];
  return {
    'engine/generated/action-table.ts': emitEngineTable(actions, banner, readFormerNames(schemas, actions)),
    'api/graphql/generated/actions.ts': emitGraphql(actions, banner),
    'api/graphql/generated/action-schema.ts': emitBundledSchema(bundle(schemas, root, 'actions.schema.json'), root, banner),
  };
}

module.exports = { generateActionOutputs, readActions };
