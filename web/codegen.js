'use strict';
/**
 * Generates web/src/generated/graphql.ts: TypeScript types for every operation in web/src/**\/*.graphql,
 * checked against the published schema.graphql, plus each operation's text as a typed document constant
 * (`<Name>Document`) that the client sends as is.
 *
 * Run `npm run codegen:web` after changing an operation or the schema; test/web/codegen.test.ts fails
 * while the committed file is stale (it runs `node web/codegen.js --print`: codegen's plugins are ES modules,
 * which jest's CommonJS loader cannot require). Plain CommonJS so it runs before anything is compiled.
 */
const fs = require('fs');
const path = require('path');
const { parse, buildSchema, print, validate } = require('graphql');
const { codegen } = require('@graphql-codegen/core');
const operationsPlugin = require('@graphql-codegen/typescript-operations');

const WEB = __dirname;
const SCHEMA_FILE = path.join(WEB, '..', 'schema.graphql');
const SRC = path.join(WEB, 'src');
const OUT_FILE = path.join(SRC, 'generated', 'graphql.ts');

const BANNER = [
  '/* eslint-disable */',
  '/**',
  ' * GENERATED FILE: do not edit.',
  ' * Generated from schema.graphql and the .graphql operations under web/src by `npm run codegen:web` (web/codegen.js).',
  ' */',
].join('\n');

function operationFiles(dir = SRC) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...operationFiles(full));
    else if (entry.name.endsWith('.graphql')) out.push(full);
  }
  return out;
}

/** The generated file's text. Throws when an operation does not validate against the schema. */
async function generate() {
  const schemaText = fs.readFileSync(SCHEMA_FILE, 'utf8');
  const schema = buildSchema(schemaText);
  const documents = operationFiles().map((file) => ({
    location: path.relative(WEB, file).split(path.sep).join('/'),
    document: parse(fs.readFileSync(file, 'utf8')),
  }));
  for (const doc of documents) {
    const errors = validate(schema, doc.document);
    if (errors.length) throw new Error(`${doc.location}: ${errors.map((e) => e.message).join('; ')}`);
  }
  const types = await codegen({
    schema: parse(schemaText),
    documents,
    filename: 'graphql.ts',
    config: {},
    plugins: [
      { typescriptOperations: { scalars: { JSON: 'any', DateTimeISO: 'string' }, skipTypename: true } },
    ],
    pluginMap: { typescriptOperations: operationsPlugin },
  });
  // Each operation's text, with the fragments it spreads, typed by its result and variables.
  const fragments = new Map();
  for (const doc of documents)
    for (const def of doc.document.definitions)
      if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);
  const consts = [];
  for (const doc of documents) {
    for (const def of doc.document.definitions) {
      if (def.kind !== 'OperationDefinition') continue;
      const name = def.name.value;
      const suffix = def.operation === 'query' ? 'Query' : def.operation === 'mutation' ? 'Mutation' : 'Subscription';
      const used = new Set();
      const collect = (node) => {
        if (!node || typeof node !== 'object') return;
        if (node.kind === 'FragmentSpread' && !used.has(node.name.value)) {
          used.add(node.name.value);
          collect(fragments.get(node.name.value));
        }
        for (const [key, value] of Object.entries(node)) if (key !== 'loc' && value && typeof value === 'object') collect(value);
      };
      collect(def);
      const text = [def, ...[...used].sort().map((f) => fragments.get(f))].map(print).join('\n');
      consts.push(
        `export const ${name}Document = ${JSON.stringify(text)} as Doc<${name}${suffix}, ${name}${suffix}Variables>;`,
      );
    }
  }
  return [
    BANNER,
    types.trim(),
    '',
    '/** An operation\'s text, carrying its result and variables types. */',
    'export type Doc<Result, Variables> = string & { readonly __result?: Result; readonly __variables?: Variables };',
    '',
    ...consts,
    '',
  ].join('\n');
}

module.exports = { generate, OUT_FILE };

if (require.main === module) {
  generate()
    .then((text) => {
      if (process.argv.includes('--print')) {
        process.stdout.write(text);
        return;
      }
      fs.mkdirSync(path.dirname(OUT_FILE), { recursive: true });
      fs.writeFileSync(OUT_FILE, text);
      console.log(`wrote ${path.relative(process.cwd(), OUT_FILE)}`);
    })
    .catch((err) => {
      console.error(err.message || err);
      process.exit(1);
    });
}
