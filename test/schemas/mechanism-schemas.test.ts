/**
 * A mechanism folder's schema fragment (engine/mechanisms/<id>/schema.json) is assembled into
 * schemas/ by every reader (codegen/mechanism-schemas.js): the validators, codegen and the
 * unread-settings check see its properties where `into` points, and nowhere else.
 */
import * as fs from 'fs';
import * as path from 'path';
import { assembleSchemas, loadFragments, MECHANISMS_DIR } from '../../codegen/mechanism-schemas';
import { assembledSchemas, validateAgainst } from '../../tools/schemas';
import { settingNames } from '../../tools/unread-settings';
import { repoPath } from '../../tools/paths';

const raw = (file: string): any => JSON.parse(fs.readFileSync(repoPath('schemas', file), 'utf8'));

describe('mechanism schema fragments', () => {
  const fragments = loadFragments();

  test('each mechanism folder with a schema.json gives one fragment, whose folder also holds the mechanism', () => {
    const folders = fs.readdirSync(MECHANISMS_DIR).filter((d) => fs.existsSync(path.join(MECHANISMS_DIR, d, 'schema.json')));
    expect(fragments.map((f) => f.folder)).toEqual(folders.sort().map((d) => `engine/mechanisms/${d}/schema.json`));
    for (const d of folders) expect(fs.existsSync(path.join(MECHANISMS_DIR, d, 'index.ts'))).toBe(true);
    expect(fragments.length).toBeGreaterThan(0);
  });

  test('a fragment’s properties are in the assembled schema and not in schemas/ itself', () => {
    const all = assembledSchemas();
    for (const f of fragments) {
      const [file, pointer] = f.into.split('#') as [string, string];
      const at = (doc: any) => pointer.split('/').slice(1).reduce((n, k) => n?.[k], doc);
      for (const name of Object.keys(f.properties)) {
        expect(at(all[file])[name]).toEqual(f.properties[name]);
        expect(at(raw(file))?.[name]).toBeUndefined();
        expect(settingNames().has(name)).toBe(true);
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
});
