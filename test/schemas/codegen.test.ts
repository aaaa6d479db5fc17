import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { EXPECTED_EXPORTS, REPO_ROOT } from '../../codegen/generate';

/**
 * Runs generateTypes() in a child node process and returns its output (nothing is written).
 * Not in-process: the generator formats with prettier, whose dynamic import() needs jest to
 * run with --experimental-vm-modules; a child process works however jest is started.
 */
function generateInChild(): Record<string, string> {
  const script =
    "require('./codegen/generate.js').generateTypes()" +
    '.then((o) => process.stdout.write(JSON.stringify(o)), (e) => { console.error(e); process.exit(1); })';
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: REPO_ROOT, encoding: 'utf8' })) as Record<string, string>;
}

describe('codegen', () => {
  let generated: Record<string, string>;
  beforeAll(() => {
    generated = generateInChild();
  });

  it('produces the two generated modules', () => {
    expect(Object.keys(generated).sort()).toEqual(['engine/generated/actions.ts', 'engine/generated/definition.ts']);
  });

  it.each(['engine/generated/definition.ts', 'engine/generated/actions.ts'])(
    '%s is up to date with schemas/',
    (file) => {
      const committed = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
      if (committed !== generated[file]) {
        throw new Error(`${file} is out of date with schemas/: run npm run codegen`);
      }
    },
  );

  it('engine/generated/ holds only generated files', () => {
    const dir = path.join(REPO_ROOT, 'engine', 'generated');
    const present = fs.readdirSync(dir).map((f) => `engine/generated/${f}`).sort();
    expect(present).toEqual(Object.keys(generated).sort());
  });

  it('exports every named type exactly once, and no numbered duplicates', () => {
    for (const [file, names] of Object.entries(EXPECTED_EXPORTS)) {
      const exported = [...generated[file]!.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
      for (const name of names) expect(exported.filter((n) => n === name)).toHaveLength(1);
      expect(exported.filter((n) => /\d$/.test(n!))).toEqual([]);
    }
  });

  it('starts with the do-not-edit banner', () => {
    for (const source of Object.values(generated)) expect(source).toContain('Generated from the JSON Schemas in schemas/ by `npm run codegen`');
  });
});
