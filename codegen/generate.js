'use strict';
/**
 * Generates TypeScript types from the JSON Schemas in schemas/ (and, through codegen/actions.js,
 * the engine's action table and the API's typed GraphQL actions; through codegen/public-view.js,
 * the public state's engine types and GraphQL types).
 *
 * Plain CommonJS on purpose: `npm run codegen` must work on a fresh checkout before anything is
 * compiled (the generated files are inputs of the build), and the codegen test requires it as is.
 *
 * Why we bundle the schemas ourselves instead of letting json-schema-to-typescript follow the
 * cross-file `$ref`s: its ref parser turns every `$ref` that has sibling keywords (we put a
 * `description` next to each `$ref`, because every property must be documented) into a new,
 * merged object. A titled target such as TileDefinition then comes out twice (`TileDefinition`
 * and `TileDefinition1`), and for untitled targets the target's description sometimes wins over
 * the property's own. So `bundle()` below rewrites the schema graph first:
 *   - a `$ref` to a schema with a `title` becomes a bare `$ref` to `#/$defs/<title>` (one shared
 *     object, hence one named type; the property keeps the target's documentation);
 *   - a `$ref` to an untitled schema (HexId, Money, ...) is inlined, with the referencing
 *     object's own keywords (its description) taking precedence.
 */
const fs = require('fs');
const path = require('path');

const REPO_ROOT = path.resolve(__dirname, '..');
const SCHEMAS_DIR = path.join(REPO_ROOT, 'schemas');
const { generateActionOutputs } = require('./actions.js');
const { generatePublicViewOutputs } = require('./public-view.js');
const { generateDefaultsOutput } = require('./defaults.js');
const { assembleSchemas } = require('./mechanism-schemas.js');

const BANNER = [
  '/* eslint-disable */',
  '/**',
  ' * GENERATED FILE: do not edit.',
  ' * Generated from the JSON Schemas in schemas/ by `npm run codegen` (codegen/generate.js).',
  ' * Change the schemas, then run `npm run codegen`.',
  ' */',
].join('\n');

/** The definition files, in the order their types are listed in the synthetic root. */
const DEFINITION_FILE_SCHEMAS = {
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

/** Names each generated file must export exactly once (checked after generation). */
const EXPECTED_EXPORTS = {
  'engine/generated/definition.ts': [
    'DefinitionFiles', 'TitleFile', 'MapFile', 'TilesFile', 'MarketFile', 'CorporationsFile', 'CompaniesFile', 'CousinsFile', 'Cousin',
    'TrainsFile', 'PhasesFile', 'TileDefinition', 'TileNode', 'PathEndpoint', 'HexDefinition',
    'Border', 'Corporation', 'Company', 'Ability', 'TrainType', 'Phase', 'RoundsConfig',
    'StockRoundConfig', 'OperatingRoundConfig',
  ],
  'engine/generated/actions.ts': [
    'Action', 'PassAction', 'ParAction', 'BuySharesAction', 'SellSharesAction', 'BuyCompanyAction',
    'LayTileAction', 'PlaceTokenAction', 'RunRoutesAction', 'Route', 'DividendAction',
    'BuyTrainAction', 'DiscardTrainAction', 'BankruptAction', 'EndGameAction',
  ],
};

const SYNTHETIC_ROOT = 'DefinitionFiles';

/** Keywords whose value maps names to subschemas. */
const NAME_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas']);
/** Keywords whose value is data, not a schema: copied untouched. */
const VALUE_KEYWORDS = new Set(['enum', 'const', 'required', 'default', 'examples', 'title', 'description']);

/** Reads every schemas/*.schema.json file, with the mechanism folders' fragments assembled in: file name → parsed schema. */
function loadSchemas(dir = SCHEMAS_DIR) {
  const schemas = {};
  for (const name of fs.readdirSync(dir).sort()) {
    if (name.endsWith('.schema.json')) {
      schemas[name] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    }
  }
  return assembleSchemas(schemas);
}

function resolvePointer(doc, pointer, where) {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`codegen: cannot resolve $ref ${where}`);
    }
    node = node[key];
  }
  return node;
}

/**
 * Rewrites `root` (a schema living in file `rootFile`) into one self-contained schema whose only
 * `$ref`s are bare references to titled schemas hoisted into its `$defs` (see the file comment).
 */
function bundle(schemas, root, rootFile) {
  const defs = {};
  const origins = {}; // title → "file#pointer", to catch two different schemas sharing a title

  function resolveRef(ref, baseFile) {
    const hash = ref.indexOf('#');
    const filePart = hash === -1 ? ref : ref.slice(0, hash);
    const pointer = hash === -1 ? '' : ref.slice(hash + 1);
    // Refs are relative to the referencing file; all schemas sit in one directory, and a
    // reference may also use the absolute $id (https://switchyard.dev/schemas/<file>).
    const file = filePart === '' ? baseFile : filePart.replace(/^.*\//, '');
    const doc = schemas[file];
    if (!doc) throw new Error(`codegen: $ref ${ref} in ${baseFile} names an unknown schema file`);
    return { file, pointer, target: resolvePointer(doc, pointer, `${ref} in ${baseFile}`) };
  }

  function transform(node, baseFile) {
    if (Array.isArray(node)) return node.map((item) => transform(item, baseFile));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const { file, pointer, target } = resolveRef(node.$ref, baseFile);
      if (typeof target.title === 'string') {
        const origin = `${file}#${pointer}`;
        if (origins[target.title] === undefined) {
          origins[target.title] = origin;
          defs[target.title] = {}; // placeholder first, so a recursive reference terminates
          defs[target.title] = transform(target, file);
        } else if (origins[target.title] !== origin) {
          throw new Error(`codegen: two schemas are titled ${target.title}: ${origins[target.title]} and ${origin}`);
        }
        return { $ref: `#/$defs/${target.title}` };
      }
      const { $ref, ...siblings } = node;
      return { ...transform(target, file), ...transform(siblings, baseFile) };
    }
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      // Source-file bookkeeping does not belong in the bundle: $defs are hoisted on demand.
      if (key === '$defs' || key === '$id' || key === '$schema') continue;
      // Conditionals that only validate (abilities.schema.json: each kind's params) change no type,
      // and json-schema-to-typescript would emit the parent twice for them.
      if (key === 'allOf' && Array.isArray(value) && value.every((v) => v !== null && typeof v === 'object' && 'if' in v)) continue;
      if (NAME_MAP_KEYWORDS.has(key)) {
        // Keys here are property names (a file's `$schema` property among them), not keywords.
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, transform(v, baseFile)]));
      } else if (VALUE_KEYWORDS.has(key)) {
        out[key] = value;
      } else {
        out[key] = transform(value, baseFile);
      }
    }
    return out;
  }

  const bundled = transform(root, rootFile);
  return { ...bundled, $defs: defs };
}

const COMPILE_OPTIONS = {
  bannerComment: BANNER,
  // Objects without an explicit additionalProperties are closed, as in the schemas themselves;
  // free-form objects (variant merge patches, ability params) say `additionalProperties: true`.
  additionalProperties: false,
  // minItems/maxItems become tuple types. Only tile paths use them (min = max = 2, giving
  // [PathEndpoint, PathEndpoint]); other "non-empty" rules live in the linter, so that lists
  // stay plain T[] instead of [T, ...T[]], which is awkward to build in engine code and tests.
  // Prettier style matching the hand-written sources.
  style: { singleQuote: true, printWidth: 110 },
};

function exportedNames(source) {
  return [...source.matchAll(/^export (?:interface|type) ([A-Za-z0-9_]+)/gm)].map((m) => m[1]);
}

function checkExports(file, source) {
  const names = exportedNames(source);
  const problems = [];
  for (const expected of EXPECTED_EXPORTS[file]) {
    const count = names.filter((n) => n === expected).length;
    if (count !== 1) problems.push(`${expected} is exported ${count} times`);
  }
  // A numbered name (TileDefinition1) means a schema was emitted twice: see bundle().
  for (const name of names) if (/[0-9]$/.test(name)) problems.push(`unexpected duplicate type ${name}`);
  if (problems.length > 0) throw new Error(`codegen: ${file}: ${problems.join('; ')}`);
}

/**
 * Generates the TypeScript sources.
 * @returns {Promise<Record<string, string>>} output path relative to the repo root → content
 */
async function generateTypes(schemasDir = SCHEMAS_DIR) {
  // Required lazily: loading it pulls in prettier, which uses dynamic import() and so fails
  // inside jest without --experimental-vm-modules; the constants above stay usable there.
  const { compile } = require('json-schema-to-typescript');
  const schemas = loadSchemas(schemasDir);

  // One compile for all definition files, through a synthetic root that references each file
  // schema, so shared types (TileDefinition, used by tiles and map) are emitted once.
  const root = {
    title: SYNTHETIC_ROOT,
    description: 'One object per definition file of a title directory, keyed by the name used in variant patches; engine/definition/types.ts composes the Definition from it.',
    type: 'object',
    additionalProperties: false,
    required: Object.keys(DEFINITION_FILE_SCHEMAS),
    properties: Object.fromEntries(
      Object.entries(DEFINITION_FILE_SCHEMAS).map(([key, file]) => [key, { $ref: file }]),
    ),
  };
  let definition = await compile(bundle(schemas, root, '(root)'), SYNTHETIC_ROOT, COMPILE_OPTIONS);
  const rootInterface = new RegExp(`^export interface ${SYNTHETIC_ROOT} \\{\\n[\\s\\S]*?^\\}\\n`, 'm');
  if (!rootInterface.test(definition)) throw new Error(`codegen: ${SYNTHETIC_ROOT} not found in the output`);
  // The list of the files, one per schema, so the core names none of them (a mechanism's file, such as
  // 1820's cousins.json, is one schema more).
  definition += [
    '',
    '/** The definition files of a title directory, keyed by the name used in variant patches, in the order of the schemas. */',
    `export const DEFINITION_FILES = [${Object.keys(DEFINITION_FILE_SCHEMAS).map((k) => `'${k}'`).join(', ')}] as const;`,
    '/** The name of a definition file. */',
    'export type DefinitionFileKey = (typeof DEFINITION_FILES)[number];',
    '',
  ].join('\n');

  const actions = await compile(
    bundle(schemas, schemas['actions.schema.json'], 'actions.schema.json'),
    'Action',
    COMPILE_OPTIONS,
  );

  const out = {
    'engine/generated/definition.ts': definition,
    'engine/generated/actions.ts': actions,
  };
  for (const [file, source] of Object.entries(out)) checkExports(file, source);
  // The action table and the API's typed actions (codegen/actions.js); the public state's
  // engine types and GraphQL types (codegen/public-view.js).
  return {
    ...out,
    // The schemas as an editor following a definition file's `$schema` must read them: schemas/ with
    // the mechanism folders' fragments assembled in (codegen/mechanism-schemas.js).
    ...assembledSchemaOutputs(schemas),
    ...generateActionOutputs(schemas, bundle, BANNER),
    // The settings' defaults, applied once at compile (codegen/defaults.js).
    ...generateDefaultsOutput(schemas, DEFINITION_FILE_SCHEMAS, BANNER),
    ...(await generatePublicViewOutputs(schemas, compile, bundle, BANNER, COMPILE_OPTIONS)),
  };
}

/** schemas/assembled/<file>: every schema file, fragments included, for editors (definitions name them in `$schema`). */
function assembledSchemaOutputs(schemas) {
  const note = 'Generated by npm run codegen from schemas/ and engine/mechanisms/*/schema.json: edit those, not this file.';
  const out = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $schema, $id, $comment, ...rest } = schema;
    const comment = $comment === undefined ? note : `${note} ${$comment}`;
    out[`schemas/assembled/${name}`] = `${JSON.stringify({ $schema, $id, $comment: comment, ...rest }, null, 2)}\n`;
  }
  return out;
}

module.exports = { generateTypes, bundle, loadSchemas, REPO_ROOT, SCHEMAS_DIR, EXPECTED_EXPORTS };
