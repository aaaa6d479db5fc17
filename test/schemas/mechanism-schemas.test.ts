/**
 * A mechanism folder's schema fragment (engine/mechanisms/<id>/schema.json) is assembled into
 * schemas/ by every reader (codegen/mechanism-schemas.js): the validators, codegen and the
 * unread-settings check see its properties where `into` points, and nowhere else.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { assembleSchemas, loadFragments, MECHANISMS_DIR } from '../../codegen/mechanism-schemas';
import { assembledSchemas, validateAgainst } from '../../tools/schemas';
import { settingNames } from '../../tools/unread-settings';
import { repoPath } from '../../tools/paths';

const raw = (file: string): any => JSON.parse(fs.readFileSync(repoPath('schemas', file), 'utf8'));

describe('mechanism schema fragments', () => {
  const fragments = loadFragments();

  test('each mechanism folder with a schema.json gives its fragments, and its folder also holds the mechanism', () => {
    const folders = fs.readdirSync(MECHANISMS_DIR).filter((d) => fs.existsSync(path.join(MECHANISMS_DIR, d, 'schema.json')));
    expect([...new Set(fragments.map((f) => f.folder.replace(/ \[\d+\]$/, '')))]).toEqual(folders.sort().map((d) => `engine/mechanisms/${d}/schema.json`));
    for (const d of folders) expect(fs.existsSync(path.join(MECHANISMS_DIR, d, 'index.ts'))).toBe(true);
    expect(fragments.length).toBeGreaterThan(0);
  });

  test('a fragment’s properties, items and definitions are in the assembled schema and not in schemas/ itself', () => {
    const all = assembledSchemas();
    for (const f of fragments) {
      const [file, pointer = ''] = f.into.split('#') as [string, string?];
      const at = (doc: any) => pointer.split('/').slice(1).reduce((n, k) => n?.[k], doc);
      for (const [name, schema] of Object.entries(f.properties ?? {})) {
        expect(at(all[file])[name]).toEqual(schema);
        expect(at(raw(file))?.[name]).toBeUndefined();
        expect(settingNames().has(name)).toBe(true);
      }
      for (const item of f.append ?? []) {
        expect(at(all[file])).toContainEqual(item);
        expect(at(raw(file))).not.toContainEqual(item);
      }
      for (const [name, schema] of Object.entries(f.$defs ?? {})) {
        expect((all[file] as any).$defs[name]).toEqual(schema);
        expect(raw(file).$defs?.[name]).toBeUndefined();
      }
    }
  });

  test('the validators read a fragment: 1843 rules L3368-3373 locksHex is a boolean', () => {
    const corp = raw('corporations.schema.json');
    expect(corp.$defs.Corporation.properties.home.properties.locksHex).toBeUndefined();
    const file = JSON.parse(fs.readFileSync(repoPath('definitions', '1843', 'corporations.json'), 'utf8'));
    expect(validateAgainst('corporations.schema.json', file)).toEqual([]);
    const withLock = file.corporations.find((c: any) => c.home?.locksHex === true);
    expect(withLock).toBeDefined();
    withLock.home.locksHex = 'yes';
    expect(validateAgainst('corporations.schema.json', file).map((e) => e.message)).toContain('must be boolean');
  });

  test('a property declared twice, or a place that does not exist, is an error', () => {
    const schemas = { 'x.schema.json': { properties: { a: { type: 'string' } } } };
    expect(assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json#/properties', properties: { b: { type: 'number' } } }])['x.schema.json']).toEqual({ properties: { a: { type: 'string' }, b: { type: 'number' } } });
    expect(schemas['x.schema.json'].properties).toEqual({ a: { type: 'string' } });
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json#/properties', properties: { a: {} } }])).toThrow('already declares a');
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json#/nowhere', properties: { b: {} } }])).toThrow('points nowhere');
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'y.schema.json#/properties', properties: { b: {} } }])).toThrow('unknown schema file');
  });

  test('a fragment may add an enum member, an allOf branch and definitions; a member or definition declared twice is an error', () => {
    const schemas = {
      'x.schema.json': {
        $defs: { Kind: { enum: ['a'] } },
        allOf: [{ if: { const: 'a' }, then: { $ref: '#/$defs/AParams' } }],
      },
    };
    const branch = { if: { const: 'b' }, then: { $ref: '#/$defs/BParams' } };
    const out = assembleSchemas(schemas, [
      { folder: 'f', into: 'x.schema.json#/$defs/Kind/enum', append: ['b'] },
      { folder: 'f', into: 'x.schema.json#/allOf', append: [branch], $defs: { BParams: { type: 'object' } } },
    ])['x.schema.json'] as any;
    expect(out.$defs).toEqual({ Kind: { enum: ['a', 'b'] }, BParams: { type: 'object' } });
    expect(out.allOf[1]).toEqual(branch);
    expect(schemas['x.schema.json'].$defs.Kind.enum).toEqual(['a']);
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json#/$defs/Kind/enum', append: ['a'] }])).toThrow('f: x.schema.json#/$defs/Kind/enum already holds "a"');
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json', $defs: { Kind: {} } }])).toThrow('x.schema.json#/$defs already declares Kind');
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json#/$defs/Kind', append: ['b'] }])).toThrow('is not an array');
    expect(() => assembleSchemas(schemas, [{ folder: 'f', into: 'x.schema.json#/allOf', properties: { b: {} } }])).toThrow('is not an object of properties');
  });

  test('a folder’s schema.json holds one fragment or an array of them; a malformed one names its file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fragments-'));
    try {
      const write = (name: string, body: unknown) => {
        fs.mkdirSync(path.join(dir, name));
        fs.writeFileSync(path.join(dir, name, 'schema.json'), JSON.stringify(body));
      };
      write('a', { into: 'x.schema.json#/properties', properties: { p: {} } });
      write('b', [{ into: 'x.schema.json#/enum', append: ['q'] }, { into: 'x.schema.json', $defs: { Q: {} } }]);
      expect(loadFragments(dir).map((f) => f.folder)).toEqual(['engine/mechanisms/a/schema.json', 'engine/mechanisms/b/schema.json [0]', 'engine/mechanisms/b/schema.json [1]']);
      write('c', { into: 'x.schema.json#/properties', propertys: {} });
      expect(() => loadFragments(dir)).toThrow('engine/mechanisms/c/schema.json: unknown key "propertys"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
