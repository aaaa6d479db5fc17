'use strict';
/**
 * Generates, from schemas/public-view.schema.json (the one description of a game's public state),
 * what used to repeat its shape by hand:
 *   - engine/generated/public-view.ts: the TypeScript types engine/public-view.ts returns, through
 *     json-schema-to-typescript as for the definitions; every titled object X becomes
 *     `PublicX` (so the root GameState does not clash with the engine's own GameState);
 *   - api/graphql/generated/state-types.ts: one type-graphql object type per titled object, named
 *     by its title, with the schema's descriptions, which the API's Game.state serves.
 *
 * GraphQL types follow from the JSON types: integer → Int, string (an enum too) → String, boolean →
 * Boolean, array → list, a $ref to a titled object → that object type. A property is nullable when
 * it is not required or its type admits null. A shape outside these makes the generator throw.
 */

/** A single-quoted TS string literal. */
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

const FILE = 'public-view.schema.json';
/** The prefix of the engine's type names. */
const TS_PREFIX = 'Public';

/** The schema with every titled object renamed `Public<title>`, for json-schema-to-typescript. */
function prefixed(schema) {
  const rename = (node) => (node && typeof node.title === 'string' ? { ...node, title: TS_PREFIX + node.title } : node);
  return {
    ...rename(schema),
    $defs: Object.fromEntries(Object.entries(schema.$defs ?? {}).map(([k, v]) => [k, rename(v)])),
  };
}

/** The titled object a local `$ref` ("#/$defs/X") names. */
function target(schema, ref) {
  const m = /^#\/\$defs\/([A-Za-z0-9_]+)$/.exec(ref);
  const def = m && schema.$defs?.[m[1]];
  if (!def || typeof def.title !== 'string') throw new Error(`codegen: ${FILE}: ${ref} must name a titled $def`);
  return def;
}

/** Splits `type: [T, "null"]` / `anyOf: [X, {type: null}]` into the non-null shape and whether null is allowed. */
function nonNull(node, where) {
  if (Array.isArray(node.anyOf)) {
    const rest = node.anyOf.filter((b) => b.type !== 'null');
    if (rest.length !== 1 || node.anyOf.length !== 2) throw new Error(`codegen: ${where}: only "X or null" anyOfs are supported`);
    return { shape: { ...rest[0] }, nullable: true };
  }
  if (Array.isArray(node.type)) {
    const rest = node.type.filter((t) => t !== 'null');
    if (rest.length !== 1) throw new Error(`codegen: ${where}: only "T or null" type lists are supported`);
    return { shape: { ...node, type: rest[0] }, nullable: node.type.includes('null') };
  }
  return { shape: node, nullable: false };
}

/**
 * The GraphQL type of a shape: { gql: the type-graphql type expression, ts: the TS type, nullableItems,
 * object: the titled object it names (lists: the innermost one) }.
 */
function typeOf(schema, node, where, objects) {
  const { shape } = nonNull(node, where);
  if (typeof shape.$ref === 'string') {
    const def = target(schema, shape.$ref);
    objects.push(def);
    return { gql: `${def.title}Type`, ts: `${def.title}Type` };
  }
  switch (shape.type) {
    case 'integer':
      return { gql: 'Int', ts: 'number' };
    case 'string':
      return { gql: 'String', ts: 'string' };
    case 'boolean':
      return { gql: 'Boolean', ts: 'boolean' };
    case 'array': {
      if (!shape.items) throw new Error(`codegen: ${where}: an array needs items`);
      const items = nonNull(shape.items, `${where}[]`);
      const inner = typeOf(schema, shape.items, `${where}[]`, objects);
      if (items.nullable && inner.gql.startsWith('[')) throw new Error(`codegen: ${where}: nullable nested lists are not supported`);
      return {
        gql: `[${inner.gql}]`,
        ts: items.nullable ? `(${inner.ts} | null)[]` : `${inner.ts}[]`,
        nullableItems: items.nullable,
      };
    }
    default:
      throw new Error(`codegen: ${where}: this property shape has no GraphQL type (see codegen/public-view.js)`);
  }
}

/** One class per titled object, dependencies first (a field's TS type names its class at load). */
function emitClasses(schema) {
  const done = new Set();
  const out = [];
  function emit(def) {
    if (done.has(def.title)) return;
    done.add(def.title);
    const required = new Set(def.required ?? []);
    const fields = [];
    const needs = [];
    for (const [name, property] of Object.entries(def.properties ?? {})) {
      const where = `${def.title}.${name}`;
      if (typeof property.description !== 'string') throw new Error(`codegen: ${where}: every property needs a description`);
      const { nullable } = nonNull(property, where);
      const t = typeOf(schema, property, where, needs);
      const optional = !required.has(name) || nullable;
      const options = [];
      if (optional && t.nullableItems) options.push("nullable: 'itemsAndList'");
      else if (optional) options.push('nullable: true');
      else if (t.nullableItems) options.push("nullable: 'items'");
      options.push(`description: ${q(property.description)}`);
      fields.push(`  @Field(() => ${t.gql}, { ${options.join(', ')} })`);
      fields.push(`  ${name}${required.has(name) ? '' : '?'}: ${t.ts}${optional ? ' | null' : ''};`, '');
    }
    for (const d of needs) emit(d);
    fields.pop();
    out.push(`@ObjectType(${q(def.title)}, { description: ${q(def.description)} })`);
    out.push(`export class ${def.title}Type {`, ...fields, '}', '');
  }
  emit(schema);
  return out;
}

/**
 * @param schemas every schema file by name
 * @param compile json-schema-to-typescript's compile
 * @param bundle codegen/generate.js's bundle()
 * @returns output path → content
 */
async function generatePublicViewOutputs(schemas, compile, bundle, banner, options) {
  const schema = schemas[FILE];
  if (!schema) throw new Error(`codegen: schemas/${FILE} is missing`);
  const ts = await compile(bundle({ [FILE]: prefixed(schema) }, prefixed(schema), FILE), TS_PREFIX + schema.title, options);
  const graphql = [
    banner,
    '',
    "import { Field, Int, ObjectType } from 'type-graphql';",
    '',
    ...emitClasses(schema),
  ].join('\n');
  return {
    'engine/generated/public-view.ts': ts,
    'api/graphql/generated/state-types.ts': graphql,
  };
}

module.exports = { generatePublicViewOutputs, TS_PREFIX };
