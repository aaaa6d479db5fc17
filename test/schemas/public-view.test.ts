/**
 * schemas/public-view.schema.json is the one description of a game's public state: the engine's
 * PublicState types and the API's GraphQL types are generated from it (codegen/public-view.js;
 * their staleness is checked in codegen.test.ts). Here: the engine's view keeps to the schema, and
 * a field written once in the schema reaches both the engine type and the GraphQL schema.
 */
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { compileTitle, publicState } from '../../engine';
import { playBotGame } from '../../tools/bots';
import { loadAllTitles } from '../../tools/definitions-fs';
import { getValidator } from '../../tools/schemas';
import { REPO_ROOT } from '../../codegen/generate';

describe('the engine public view keeps to schemas/public-view.schema.json', () => {
  const validate = getValidator('public-view.schema.json');
  const titles = [...loadAllTitles().values()];

  it.each(titles.map((d) => [d.title.id, d] as const))('%s: at the start and along a random game', (_id, definition) => {
    const title = compileTitle(definition);
    const seen: unknown[] = [];
    for (const max of [0, 60, 240]) {
      const { state } = playBotGame(title, 7, ['A', 'B', 'C', 'D'].slice(0, Math.max(2, definition.title.players.min)), max);
      const view = publicState(title, state);
      if (!validate(view)) seen.push({ actions: max, errors: validate.errors });
    }
    expect(seen).toEqual([]);
  });
});

/**
 * Runs the generator on a copy of schemas/ with one property added to CorporationState, in a child
 * process (the generator formats with prettier, whose dynamic import() needs jest's VM modules),
 * then builds a GraphQL schema from the generated type-graphql classes, compiled with TypeScript
 * as the build does (decorators, commonjs), and prints it.
 */
function generateWithExtraField(dir: string): { engine: string; graphql: string } {
  const script = `
    const path = require('path');
    const ts = require('typescript');
    const { generateTypes } = require('./codegen/generate.js');
    generateTypes(${JSON.stringify(dir)}).then((out) => {
      const source = out['api/graphql/generated/state-types.ts'] + \`
        import { Query, Resolver, buildSchemaSync } from 'type-graphql';
        @Resolver()
        class StateResolver {
          @Query(() => GameStateType)
          state(): GameStateType { throw new Error('not run'); }
        }
        export const schema = buildSchemaSync({ resolvers: [StateResolver], validate: false });
      \`;
      const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, experimentalDecorators: true, emitDecoratorMetadata: true } }).outputText;
      const m = new (require('module'))(path.join(process.cwd(), 'generated-state-types.js'));
      m.paths = require('module')._nodeModulePaths(process.cwd());
      m.filename = path.join(process.cwd(), 'generated-state-types.js');
      require('reflect-metadata');
      m._compile(js, m.filename);
      const { printSchema } = require('graphql');
      process.stdout.write(JSON.stringify({ engine: out['engine/generated/public-view.ts'], graphql: printSchema(m.exports.schema) }));
    }, (e) => { console.error(e); process.exit(1); });
  `;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })) as { engine: string; graphql: string };
}

describe('a field added to the schema', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-view-'));
    for (const f of fs.readdirSync(path.join(REPO_ROOT, 'schemas')).filter((n) => n.endsWith('.schema.json'))) fs.copyFileSync(path.join(REPO_ROOT, 'schemas', f), path.join(dir, f));
    const file = path.join(dir, 'public-view.schema.json');
    const schema = JSON.parse(fs.readFileSync(file, 'utf8'));
    schema.$defs.CorporationState.properties.signalBoxes = { type: 'integer', description: 'Signal boxes built (a test field).' };
    schema.$defs.CorporationState.required.push('signalBoxes');
    fs.writeFileSync(file, JSON.stringify(schema));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('appears in the engine type and in the GraphQL schema, described; the committed files do not have it', () => {
    const { engine, graphql } = generateWithExtraField(dir);
    const corporation = /^export interface PublicCorporationState \{\n([\s\S]*?)^\}/m.exec(engine)?.[1] ?? '';
    expect(corporation).toMatch(/Signal boxes built \(a test field\)\.\n\s+\*\/\n\s+signalBoxes: number;/);
    const type = /^type CorporationState \{\n([\s\S]*?)^\}/m.exec(graphql)?.[1] ?? '';
    expect(type).toMatch(/"""Signal boxes built \(a test field\)\."""\n\s+signalBoxes: Int!/);
    // The generated sources and schema.graphql hold only what schemas/ says.
    for (const f of ['engine/generated/public-view.ts', 'api/graphql/generated/state-types.ts', 'schema.graphql']) {
      expect([f, fs.readFileSync(path.join(REPO_ROOT, f), 'utf8').includes('signalBoxes')]).toEqual([f, false]);
    }
  });
});
