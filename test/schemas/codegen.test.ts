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

/** Every file `npm run codegen` writes. */
const GENERATED = [
  'api/graphql/generated/action-schema.ts',
  'api/graphql/generated/actions.ts',
  'api/graphql/generated/state-types.ts',
  'engine/generated/action-table.ts',
  'engine/generated/actions.ts',
  'engine/generated/defaults.ts',
  'engine/generated/definition.ts',
  'engine/generated/public-view.ts',
];

describe('codegen', () => {
  let generated: Record<string, string>;
  beforeAll(() => {
    generated = generateInChild();
  });

  it('produces the generated modules', () => {
    expect(Object.keys(generated).sort()).toEqual(GENERATED);
  });

  it.each(GENERATED)('%s is up to date with schemas/', (file) => {
    const committed = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
    if (committed !== generated[file]) {
      throw new Error(`${file} is out of date with schemas/: run npm run codegen`);
    }
  });

  it.each(['engine/generated', 'api/graphql/generated'])('%s/ holds only generated files', (dir) => {
    const present = fs.readdirSync(path.join(REPO_ROOT, dir)).map((f) => `${dir}/${f}`).sort();
    expect(present).toEqual(Object.keys(generated).filter((f) => f.startsWith(dir + '/')).sort());
  });

  it('the action table lists every action type of the schema, with every field', () => {
    // Read from the schema here, independently of the generator, so a generator that drops an
    // action type or a field fails this test.
    const schema = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'schemas', 'actions.schema.json'), 'utf8'));
    const table = generated['engine/generated/action-table.ts']!;
    for (const { $ref } of schema.oneOf as { $ref: string }[]) {
      const def = schema.$defs[$ref.split('/').pop()!];
      const type: string = def.properties.type.const;
      const own = Object.keys(def.properties).filter((k) => !['type', 'entityType', 'entity'].includes(k));
      const entry = new RegExp(`^  ${type}: \\{(?:\\}|\\n([\\s\\S]*?)^  \\})`, 'm').exec(table);
      expect([type, entry !== null]).toEqual([type, true]);
      const fields = [...(entry![1] ?? '').matchAll(/^ {4}(\w+):/gm)].map((m) => m[1]);
      expect([type, fields]).toEqual([type, own]);
    }
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
