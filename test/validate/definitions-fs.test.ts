import * as fs from 'fs';
import * as path from 'path';
import { listTitleDirs, loadAllTitles, loadTitleDir } from '../../tools/definitions-fs';
import { findRepoRoot } from '../../tools/paths';
import { cleanupTemp, copyDemo, DEMO_DIR, REPO } from './helpers';

afterAll(cleanupTemp);

describe('definitions-fs', () => {
  it('finds the repository root from tools/', () => {
    expect(findRepoRoot()).toBe(REPO);
    expect(JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).name).toBe('switchyard');
  });

  it('lists title directories (the catalogue has no title.json)', () => {
    const dirs = listTitleDirs();
    expect(dirs).toContain(DEMO_DIR);
    expect(dirs).not.toContain(path.join(REPO, 'definitions', 'catalogue'));
  });

  it('loads the demo: files, paths and raw text, catalogue resolved relative to tiles.json', () => {
    const { definition, files } = loadTitleDir(DEMO_DIR);
    expect(definition.title.id).toBe('demo');
    expect(definition.map.hexes.length).toBe(19);
    expect(files.trains.path).toBe(path.join(DEMO_DIR, 'trains.json'));
    expect(files.trains.text).toContain('"trains"');
    expect(files.catalogue?.path).toBe(path.join(REPO, 'definitions', 'catalogue', 'tiles.json'));
    // The catalogue keeps the shared tiles the manifest uses, in catalogue order.
    const manifest = Object.keys(definition.tiles.manifest ?? {});
    expect(definition.catalogue.map((t) => t.id).sort()).toEqual([...manifest].sort());
  });

  it('adds the title\'s own tiles after the shared ones, and leaves out unused shared tiles', () => {
    const dir = copyDemo((f) => {
      delete f['tiles.json'].manifest['63'];
      f['tiles.json'].tiles = [{ id: 'X1', color: 'yellow', nodes: [], paths: [[0, 3]] }];
    });
    const ids = loadTitleDir(dir).definition.catalogue.map((t) => t.id);
    expect(ids).not.toContain('63');
    expect(ids[ids.length - 1]).toBe('X1');
  });

  it('gives an empty company list when companies.json is absent', () => {
    const dir = copyDemo((f) => delete f['companies.json']);
    const { definition, files } = loadTitleDir(dir);
    expect(definition.companies).toEqual({ companies: [] });
    expect(files.companies.text).toBeNull();
  });

  it('throws on a missing required file or invalid JSON', () => {
    expect(() => loadTitleDir(copyDemo((f) => delete f['map.json']))).toThrow(/map\.json: file is missing/);
    expect(() => loadTitleDir(copyDemo((f) => (f['map.json'] = '{')))).toThrow(/map\.json: invalid JSON/);
  });

  it('loads all titles by id', () => {
    const titles = loadAllTitles();
    expect(titles.get('demo')?.title.name).toBe('Switchyard Demo: Two Valleys');
  });
});
