import * as fs from 'fs';
import * as path from 'path';
import { findRepoRoot } from '../../tools/paths';
import { ACTION_TYPES, parseAction } from '../helpers/engine-internals';
import { assembledSchemas, getAjv, SCHEMA_BASE_URL, validateAction, validateAgainst } from '../../tools/schemas';

const SCHEMAS_DIR = path.join(findRepoRoot(), 'schemas');
const schemaFiles = fs.readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.schema.json')).sort();
// As every reader sees them: with the mechanism folders' fragments assembled in (codegen/mechanism-schemas.js).
const assembled = assembledSchemas();
const load = (file: string): any => assembled[file];

/** Definition file schemas: their instances are files that may name their schema in `$schema`. */
const FILE_SCHEMAS = ['title', 'map', 'tiles', 'market', 'corporations', 'companies', 'cousins', 'trains', 'phases'].map(
  (n) => `${n}.schema.json`,
);

/** Calls `visit` for every subschema, with a readable location. */
function walk(node: unknown, where: string, visit: (schema: any, where: string) => void): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((n, i) => walk(n, `${where}/${i}`, visit));
    return;
  }
  const schema = node as Record<string, unknown>;
  visit(schema, where);
  for (const key of ['properties', '$defs', 'patternProperties']) {
    const map = schema[key] as Record<string, unknown> | undefined;
    if (map) for (const [name, sub] of Object.entries(map)) walk(sub, `${where}/${key}/${name}`, visit);
  }
  // A conditional's if/then (abilities.schema.json: each ability kind's params) narrows a shape that
  // is described and closed where it is defined (the $defs it refers to), so it is not walked.
  for (const key of ['items', 'additionalProperties', 'propertyNames', 'not', 'contains']) {
    if (typeof schema[key] === 'object') walk(schema[key], `${where}/${key}`, visit);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
    if (Array.isArray(schema[key])) walk(schema[key], `${where}/${key}`, visit);
  }
}

describe('schemas/', () => {
  it('has the expected files', () => {
    expect(schemaFiles).toEqual(
      [
        'abilities', 'actions', 'common', 'companies', 'corporations', 'cousins', 'map', 'market', 'phases',
        'public-view', 'rounds', 'tiles', 'title', 'trains',
      ].map((n) => `${n}.schema.json`),
    );
  });

  it.each(schemaFiles)('%s: draft 2020-12, absolute $id, title and description', (file) => {
    const schema = load(file);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(SCHEMA_BASE_URL + file);
    expect(typeof schema.title).toBe('string');
    expect(schema.description).toEqual(expect.any(String));
  });

  it('every property, and every $def, has a description', () => {
    const missing: string[] = [];
    for (const file of schemaFiles) {
      walk(load(file), file + '#', (schema, where) => {
        for (const key of ['properties', '$defs']) {
          for (const [name, sub] of Object.entries((schema[key] ?? {}) as Record<string, any>)) {
            if (typeof sub?.description !== 'string' || sub.description.trim() === '') missing.push(`${where}/${key}/${name}`);
          }
        }
      });
    }
    expect(missing).toEqual([]);
  });

  it('objects with properties are closed (additionalProperties: false)', () => {
    const open: string[] = [];
    for (const file of schemaFiles) {
      walk(load(file), file + '#', (schema, where) => {
        if (schema.properties && schema.additionalProperties !== false) open.push(where);
      });
    }
    expect(open).toEqual([]);
  });

  it.each(FILE_SCHEMAS)('%s allows the $schema property at the root', (file) => {
    expect(load(file).properties.$schema).toBeDefined();
  });

  it('all compile with Ajv in strict mode', () => {
    const ajv = getAjv();
    for (const file of schemaFiles) expect(ajv.getSchema(SCHEMA_BASE_URL + file)).toBeDefined();
  });

  it('market cell flags', () => {
    const market = (cell: string) => validateAgainst('market.schema.json', { kind: 'grid', rows: [[cell]] });
    for (const ok of ['', '60', '100p', '40y', '20o', '10b', '0c', '250e', '90py']) expect(market(ok)).toEqual([]);
    for (const bad of ['p', '60x', ' 60', '6 0', '-10']) expect(market(bad)).not.toEqual([]);
  });
});

describe('actions schema', () => {
  const valid: object[] = [
    { type: 'pass', entityType: 'player', entity: 0 },
    { type: 'par', entityType: 'player', entity: 1, corporation: 'NR', price: 90 },
    { type: 'buy_shares', entityType: 'player', entity: 0, corporation: 'NR', from: 'ipo', percent: 10 },
    { type: 'sell_shares', entityType: 'player', entity: 0, corporation: 'NR', percent: 20 },
    { type: 'buy_company', entityType: 'player', entity: 0, company: 'MCT', price: 40 },
    { type: 'lay_tile', entityType: 'corporation', entity: 'NR', hex: 'B4', tile: '57', rotation: 3 },
    { type: 'place_token', entityType: 'corporation', entity: 'NR', hex: 'C3', city: 0 },
    {
      type: 'run_routes',
      entityType: 'corporation',
      entity: 'NR',
      routes: [{ train: '2-1', path: ['B2.0', 'B4', 'C5.0'] }],
    },
    { type: 'dividend', entityType: 'corporation', entity: 'NR', kind: 'payout' },
    { type: 'buy_train', entityType: 'corporation', entity: 'NR', train: '3-2', price: 180, from: 'depot' },
    { type: 'buy_train', entityType: 'corporation', entity: 'NR', train: '3-2', price: 1, from: 'CR' },
    { type: 'discard_train', entityType: 'corporation', entity: 'NR', train: '2-1' },
    { type: 'bankrupt', entityType: 'player', entity: 2 },
    { type: 'end_game', entityType: 'player', entity: 0 },
  ];

  it.each(valid.map((a) => [JSON.stringify(a), a]))('accepts %s', (_s, action) => {
    expect(validateAction(action)).toEqual([]);
    expect(validateAgainst('actions.schema.json', action)).toEqual([]);
  });

  // Every action type of the schema (its oneOf), with the examples its $def carries. Read from the
  // schema itself, so an action type added without an example fails below.
  const actionSchema = load('actions.schema.json');
  const actionDefs: [string, any][] = (actionSchema.oneOf as { $ref: string }[]).map(({ $ref }) => {
    const def = actionSchema.$defs[$ref.split('/').pop()!];
    return [def.properties.type.const as string, def];
  });

  it('covers every action type: each has an example, valid against the schema and the engine', () => {
    const uncovered = actionDefs.filter(([, def]) => !Array.isArray(def.examples) || def.examples.length === 0).map(([type]) => type);
    expect(uncovered).toEqual([]);
    for (const [type, def] of actionDefs) {
      for (const example of def.examples) {
        expect([type, example.type]).toEqual([type, type]);
        expect([type, validateAction(example)]).toEqual([type, []]);
        // The engine's own shape check (generated table) takes it as is.
        expect(parseAction(example)).toBe(example);
      }
    }
  });

  it('the engine knows exactly the action types of the schema', () => {
    expect([...ACTION_TYPES]).toEqual(actionDefs.map(([type]) => type));
  });

  it.each<[string, unknown, { pointer: string; message: string }[]]>([
    ['a comment', { type: 'pass', entityType: 'player', entity: 0, comment: 'hi' }, [{ pointer: '', message: 'must NOT have additional property "comment"' }]],
    ['an unknown type', { type: 'fly', entityType: 'player', entity: 0 }, [{ pointer: '/type', message: expect.stringContaining('must be one of "pass", "par"') }]],
    ['not an object', 'pass', [{ pointer: '', message: 'must be object' }]],
    ['a missing field', { type: 'par', entityType: 'player', entity: 0, corporation: 'NR' }, [{ pointer: '', message: "must have required property 'price'" }]],
    ['a bad rotation', { type: 'lay_tile', entityType: 'corporation', entity: 'NR', hex: 'B4', tile: '57', rotation: 6 }, [{ pointer: '/rotation', message: 'must be <= 5' }]],
    [
      'a bad route stop',
      { type: 'run_routes', entityType: 'corporation', entity: 'NR', routes: [{ train: '2-1', path: ['B2:0'] }] },
      [{ pointer: '/routes/0/path/0', message: 'must match pattern "^[A-Z]{1,2}[0-9]{1,3}(\\.[0-9]+)?$"' }],
    ],
    ['a train type instead of a train', { type: 'discard_train', entityType: 'corporation', entity: 'NR', train: '2' }, [{ pointer: '/train', message: expect.stringContaining('must match pattern') }]],
    ['a bad entity type', { type: 'pass', entityType: 'bank', entity: 0 }, [{ pointer: '/entityType', message: 'must be one of "player", "corporation", "company"' }]],
  ])('rejects %s', (_name, action, expected) => {
    expect(validateAction(action)).toEqual(expected);
    // The whole oneOf rejects it too (with noisier messages).
    expect(validateAgainst('actions.schema.json', action)).not.toEqual([]);
  });
});
