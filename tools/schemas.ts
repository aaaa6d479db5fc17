/**
 * Ajv validators for the JSON Schemas in schemas/. Every schema file is registered under its
 * absolute $id, so cross-file `$ref`s such as "common.schema.json#/$defs/Money" resolve
 * against https://switchyard.dev/schemas/ exactly as an editor following `$schema` would.
 */
import * as fs from 'fs';
import * as path from 'path';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { DefinitionFileKey } from '../engine/definition/types';
import { repoPath } from './paths';

export const SCHEMA_BASE_URL = 'https://switchyard.dev/schemas/';

/** The schema file of each definition file (the shared catalogue uses the tiles schema). */
export const FILE_SCHEMAS: Record<DefinitionFileKey, string> = {
  title: 'title.schema.json',
  map: 'map.schema.json',
  tiles: 'tiles.schema.json',
  market: 'market.schema.json',
  corporations: 'corporations.schema.json',
  companies: 'companies.schema.json',
  cousins: 'cousins.schema.json',
  trains: 'trains.schema.json',
  phases: 'phases.schema.json',
};

let ajvInstance: Ajv2020 | undefined;

export function schemasDir(): string {
  return repoPath('schemas');
}

/**
 * Every schema of schemas/ with the mechanism folders' fragments assembled in (engine/mechanisms/<id>/schema.json,
 * codegen/mechanism-schemas.js): file name → schema.
 */
export function assembledSchemas(dir: string = schemasDir()): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const name of fs.readdirSync(dir).sort()) if (name.endsWith('.schema.json')) schemas[name] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  // The assembler is plain CommonJS in codegen/ (it runs before the build); compiled tools find it from the repository root.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { assembleSchemas } = require(repoPath('codegen', 'mechanism-schemas.js')) as typeof import('../codegen/mechanism-schemas');
  return assembleSchemas(schemas);
}

/** The shared Ajv instance with every schema in schemas/ registered (built on first use). */
export function getAjv(): Ajv2020 {
  if (ajvInstance) return ajvInstance;
  // strict: unknown keywords and dubious constructs in our own schemas are bugs, not warnings.
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  for (const [name, schema] of Object.entries(assembledSchemas())) {
    if ((schema as { $id?: string }).$id !== SCHEMA_BASE_URL + name) {
      throw new Error(`schemas/${name}: $id must be ${SCHEMA_BASE_URL + name}`);
    }
    ajv.addSchema(schema as object);
  }
  ajvInstance = ajv;
  return ajv;
}

/** The validator for a schema file name, e.g. "map.schema.json". */
export function getValidator(schemaFile: string): ValidateFunction {
  const validate = getAjv().getSchema(SCHEMA_BASE_URL + schemaFile);
  if (!validate) throw new Error(`no schema ${schemaFile}`);
  return validate;
}

/** One schema error, already turned into a JSON Pointer and a readable message. */
export interface SchemaError {
  pointer: string;
  message: string;
}

/**
 * Validates a value against a schema file and returns readable errors (empty when valid).
 *
 * Ajv's raw output is reshaped so messages stay short and stable:
 * - for anyOf/oneOf, the branches' failures at the same location are folded into one
 *   "A or B" message (deeper failures inside a branch are kept, they are the useful ones);
 * - additionalProperties, enum and const name the offending property / the allowed values;
 * - propertyNames failures point at the bad key itself.
 */
export function validateAgainst(schemaFile: string, value: unknown): SchemaError[] {
  const validate = getValidator(schemaFile);
  if (validate(value)) return [];
  return reshapeErrors(validate.errors ?? []);
}

function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties':
      return `must NOT have additional property "${String(params.additionalProperty)}"`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    default:
      return e.message ?? e.keyword;
  }
}

function reshapeErrors(errors: ErrorObject[]): SchemaError[] {
  const combinators = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const folded = new Map<ErrorObject, string[]>();
  const dropped = new Set<ErrorObject>();
  for (const c of combinators) {
    // The schema path of a combinator error ends with "/anyOf"; its branches' errors live below
    // it. (Errors of a branch that is a bare $ref carry the referenced schema's path instead and
    // would not be folded: our schemas keep anyOf/oneOf branches inline for that reason.)
    const branchPrefix = c.schemaPath + '/';
    const branches = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      if (e !== c && e.instancePath === c.instancePath && e.schemaPath.startsWith(branchPrefix) && e.propertyName === undefined) {
        dropped.add(e);
        const branch = e.schemaPath.slice(branchPrefix.length).split('/')[0]!;
        branches.set(branch, [...(branches.get(branch) ?? []), e]);
      }
    }
    // If some branch failed only deeper inside the value (a bad key or item), the value has that
    // branch's shape and those deeper errors say what is wrong; "must be integer or ..." would
    // only mislead, so the combinator's own message is dropped.
    // (A branch reached through $ref reports schema paths of the referenced file, so "deeper"
    // is judged by the instance path; propertyNames failures stay at the object's own path.)
    const deeper = errors.some(
      (e) =>
        e.instancePath.startsWith(c.instancePath + '/') ||
        (e.keyword === 'propertyNames' && e.instancePath === c.instancePath && e.schemaPath.startsWith(branchPrefix)),
    );
    if (deeper) {
      dropped.add(c);
      continue;
    }
    const parts: string[] = [];
    for (const branchErrors of branches.values()) {
      // `"unlimited"` says more than `must be string` plus `must be "unlimited"`.
      const exact = branchErrors.some((e) => e.keyword === 'const' || e.keyword === 'enum');
      for (const e of branchErrors) if (!(exact && e.keyword === 'type')) parts.push(describe(e));
    }
    folded.set(c, parts);
  }

  const out: SchemaError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    if (dropped.has(e)) continue;
    // "must match \"then\" schema" only wraps the errors of the conditional's branch (an ability kind's params), reported on their own.
    if (e.keyword === 'if') continue;
    // The wrapper "property name must be valid" adds nothing to the key's own error.
    if (e.keyword === 'propertyNames') continue;
    let ptr = e.instancePath;
    let message: string;
    if (folded.has(e)) {
      const parts = [...new Set(folded.get(e))];
      message = parts.length > 0 ? parts.join(' or ') : describe(e);
    } else if (e.propertyName !== undefined) {
      ptr = `${e.instancePath}/${e.propertyName.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      message = `property name ${describe(e)}`;
    } else {
      message = describe(e);
    }
    const key = `${ptr}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer: ptr, message });
  }
  return out;
}

let actionDefs: Map<string, string> | undefined;

/** Action `type` → the $def of that action in actions.schema.json (read from the schema). */
function actionDefsByType(): Map<string, string> {
  if (actionDefs) return actionDefs;
  const schema = getAjv().getSchema(SCHEMA_BASE_URL + 'actions.schema.json')?.schema as {
    $defs: Record<string, { properties?: { type?: { const?: unknown } } }>;
  };
  actionDefs = new Map();
  for (const [name, def] of Object.entries(schema.$defs)) {
    const type = def.properties?.type?.const;
    if (typeof type === 'string') actionDefs.set(type, name);
  }
  return actionDefs;
}

/**
 * The action schemas' validators, compiled one per call of the returned step (true while some
 * remain): a server compiles them ahead of its first actions, a few milliseconds at a time,
 * rather than in the first act of each type (hundreds of milliseconds for the first).
 */
export function actionSchemaWarmUp(): () => boolean {
  const left = [...new Set(actionDefsByType().values())];
  return () => {
    const def = left.shift();
    if (def !== undefined) getAjv().getSchema(`${SCHEMA_BASE_URL}actions.schema.json#/$defs/${def}`);
    return left.length > 0;
  };
}

/**
 * Validates a submitted action against schemas/actions.schema.json. The action's `type` picks
 * the branch first: checked against the whole `oneOf`, a typo in one field would be reported
 * once per action type.
 */
export function validateAction(value: unknown): SchemaError[] {
  const defs = actionDefsByType();
  const type = value !== null && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
  const def = typeof type === 'string' ? defs.get(type) : undefined;
  if (def === undefined) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return [{ pointer: '', message: 'must be object' }];
    return [{ pointer: '/type', message: `must be one of ${[...defs.keys()].map((t) => JSON.stringify(t)).join(', ')}` }];
  }
  const validate = getAjv().getSchema(`${SCHEMA_BASE_URL}actions.schema.json#/$defs/${def}`);
  if (!validate) throw new Error(`no schema for action ${def}`);
  if (validate(value)) return [];
  return reshapeErrors(validate.errors ?? []);
}
