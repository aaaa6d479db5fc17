/**
 * V8's code cache for the server's modules (api/compile-cache.ts): a module compiled in one process is
 * taken from the cache file in the next, a module whose source changed (even to the same length, which
 * V8's own check would not notice) is compiled from its source, and a cache file others may write is
 * not read. Real processes: the hook replaces Node's module compilation, which jest's runtime does not use.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import * as path from 'node:path';
import { repoPath } from '../../tools/paths';

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-compile-cache-test-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Loads `module.js` of the test folder in a new process with the cache on; its value and what was taken from the cache. */
function load(): { value: unknown; module: 'cached' | 'compiled' } {
  const script = `
    const { enableCompileCache } = require(${JSON.stringify(repoPath('api', 'compile-cache.ts'))});
    const cache = enableCompileCache(${JSON.stringify(path.join(dir, 'cache.bin'))});
    const before = cache.stats.cached;
    const value = require(${JSON.stringify(path.join(dir, 'module.js'))}).value();
    cache.save();
    process.stdout.write(JSON.stringify({ value, module: cache.stats.cached > before ? 'cached' : 'compiled' }));`;
  const out = execFileSync(process.execPath, ['-r', path.join(__dirname, 'support', 'swc-register.js'), '-e', script], {
    cwd: repoPath(),
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(out.toString()) as { value: unknown; module: 'cached' | 'compiled' };
}

const source = (n: number): string => `'use strict';\nconst table = Array.from({ length: 50 }, (_, i) => i * ${n});\nexports.value = () => table[1] + ${n};\n`;

test('a module compiled once is taken from the cache; a changed source of the same length is compiled again', () => {
  fs.writeFileSync(path.join(dir, 'module.js'), source(1));
  expect(load()).toEqual({ value: 2, module: 'compiled' });
  expect(load()).toEqual({ value: 2, module: 'cached' });
  // Same length, other code: the cached code must not run.
  fs.writeFileSync(path.join(dir, 'module.js'), source(7));
  expect(load()).toEqual({ value: 14, module: 'compiled' });
  expect(load()).toEqual({ value: 14, module: 'cached' });
});

test('a cache file others may write is not read', () => {
  fs.writeFileSync(path.join(dir, 'module.js'), source(3));
  load();
  expect(load().module).toBe('cached');
  fs.chmodSync(path.join(dir, 'cache.bin'), 0o666);
  expect(load()).toEqual({ value: 6, module: 'compiled' });
});
