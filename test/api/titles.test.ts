/**
 * Title loading for the server: every valid title directory is offered, an invalid
 * or half-written one is skipped with a warning instead of stopping the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as engine from '../../engine';
import { loadTitleDefinitions } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { repoPath } from '../../tools/paths';

describe('title definitions for the API', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-titles-'));
    for (const dir of ['demo', 'catalogue']) fs.cpSync(repoPath('definitions', dir), path.join(root, dir), { recursive: true });
    // A title being written: title.json only.
    fs.mkdirSync(path.join(root, 'half-written'));
    fs.writeFileSync(path.join(root, 'half-written', 'title.json'), '{ "id": "half" ');
    // A second directory claiming the demo's id.
    fs.cpSync(path.join(root, 'demo'), path.join(root, 'demo-copy'), { recursive: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('loads valid titles and skips broken or duplicate directories with a warning', () => {
    const warnings: string[] = [];
    const defs = loadTitleDefinitions(root, { warn: (m: string) => warnings.push(m) });
    expect([...defs.keys()]).toEqual(['demo']);
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/half-written skipped/);
    expect(warnings.join('\n')).toMatch(/demo-copy skipped: title id demo is already used/);
  });

  it('compiles per variant on demand; unknown titles and variants are INVALID_INPUT', () => {
    const registry = new TitleRegistry(loadTitleDefinitions(root, { warn: () => undefined }), engine);
    expect(registry.list().map((t) => t.id)).toEqual(['demo']);
    const base = registry.get('demo', null);
    expect(registry.get('demo', null)).toBe(base); // cached
    expect(registry.get('demo', 'short')).not.toBe(base);
    expect(() => registry.get('nope', null)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => registry.get('demo', 'nope')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('leaves a title that does not compile out of the list, and logs why', () => {
    const errors: unknown[] = [];
    const broken = new TitleRegistry(
      new Map([['demo', { title: { id: 'demo' } } as unknown as engine.Definition]]),
      engine,
      { error: (...args: unknown[]) => errors.push(args) },
    );
    expect(broken.list()).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(() => broken.get('demo', null)).toThrow(/not available/);
  });
});
