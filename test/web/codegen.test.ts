/** web/src/generated/graphql.ts must match what `npm run codegen:web` writes from schema.graphql and the operations. */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '..', '..');
const GENERATED = path.join(ROOT, 'web', 'src', 'generated', 'graphql.ts');

test('the web client operation types are up to date (npm run codegen:web)', () => {
  // A child process: codegen's plugins are ES modules, which jest's module loader does not require.
  const expected = execFileSync(process.execPath, [path.join(ROOT, 'web', 'codegen.js'), '--print'], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  expect(expected).toContain('export type GameQuery');
  expect(fs.readFileSync(GENERATED, 'utf8')).toBe(expected);
});
