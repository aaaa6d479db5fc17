/**
 * The lint rules that keep the layers apart (eslint.config.mjs) can fail: each is run through ESLint's Node API
 * on a small snippet placed, by its file path, where the rule applies, and must report it; the same import placed
 * where it is allowed must not be reported. The snippets are linted in memory: no file is written.
 */
import * as fs from 'fs';
import * as path from 'path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });
});

/** The rule ids ESLint reports for `code` as if it were the file `file` (relative to the repository). */
async function reported(file: string, code: string): Promise<{ rule: string | null; severity: number }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, severity: m.severity }));
}
const ERROR = 2;

describe('engine/ imports nothing from the outer layers', () => {
  it.each([
    ['engine/apply.ts', "import { GameService } from '../api/games/service';"],
    ['engine/map/lay.ts', "import { loadTitleDir } from '../../tools/definitions-fs';"],
    ['engine/steps/buyTrain.ts', "import { table } from '../../bench/common';"],
    ['engine/rounds/stock.ts', "export { demo } from '../../test/helpers/demo';"],
    ['engine/rng.ts', "import { readFileSync } from 'fs';"],
    ['engine/rng.ts', "import * as net from 'node:net';"],
    ['engine/ids.ts', "import { spawn } from 'child_process';"],
    ['engine/summary.ts', "import { Client } from 'pg';"],
    ['engine/summary.ts', "import { DataSource } from 'typeorm';"],
    ['engine/summary.ts', "import { GraphQLError } from 'graphql';"],
    ['engine/summary.ts', "import { ApolloServer } from '@apollo/server';"],
  ])('%s: %s', async (file, code) => {
    expect(await reported(file, code)).toContainEqual({ rule: 'no-restricted-imports', severity: ERROR });
  });

  it('lets the engine import itself and tools import the engine', async () => {
    expect(await reported('engine/apply.ts', "import { legalActions } from './legal';\nexport { legalActions };")).toEqual([]);
    expect(await reported('tools/fuzz.ts', "import { readFileSync } from 'fs';\nimport { apply } from '../engine';\nexport { readFileSync, apply };")).toEqual([]);
  });
});

describe('no title ids in engine/', () => {
  const ids = fs
    .readdirSync(path.join(ROOT, 'definitions'))
    .filter((d) => fs.existsSync(path.join(ROOT, 'definitions', d, 'title.json')))
    .map((d) => JSON.parse(fs.readFileSync(path.join(ROOT, 'definitions', d, 'title.json'), 'utf8')).id as string);

  it('knows every title under definitions/', () => {
    expect(ids).toEqual(expect.arrayContaining(['1870', '1860', '1862', '1820', '1843', 'demo']));
  });

  it.each(ids)("reports a literal '%s' in engine/ (plain and template strings)", async (id) => {
    const plain = await reported('engine/legal.ts', `export const special = (t: { id: string }) => t.id === '${id}';`);
    expect(plain).toContainEqual({ rule: 'switchyard/no-title-ids', severity: ERROR });
    const template = await reported('engine/mechanisms/bank.ts', `export const name = \`${id}\`;`);
    expect(template).toContainEqual({ rule: 'switchyard/no-title-ids', severity: ERROR });
  });

  it('allows other strings in engine/, title ids outside it, and the generated types', async () => {
    expect(await reported('engine/legal.ts', "export const kind = 'operating';\nexport const year = `${1870}`;")).toEqual([]);
    expect(await reported('tools/fuzz.ts', "export const title = '1870';")).toEqual([]);
    // Generated code is not linted: its source is schemas/.
    expect(await eslint.isPathIgnored(path.join(ROOT, 'engine/generated/actions.ts'))).toBe(true);
  });
});

describe('the core reaches no mechanism (an error)', () => {
  it.each([
    ['engine/apply.ts', "import { cousinsOf } from './mechanisms/cousins';"],
    ['engine/map/lay.ts', "import { cousinsOf } from '../mechanisms/cousins';"],
    ['engine/rounds/operating.ts', "import * as m from '../mechanisms';"],
    ['engine/state/types.ts', "import type { Loan } from '../mechanisms/loans';"],
  ])('%s: %s', async (file, code) => {
    expect(await reported(file, code)).toContainEqual({ rule: '@typescript-eslint/no-restricted-imports', severity: ERROR });
  });

  it('lets a mechanism import another and the core import the core', async () => {
    expect(await reported('engine/mechanisms/loans.ts', "import { pay } from './bank';\nexport { pay };")).toEqual([]);
    expect(await reported('engine/map/lay.ts', "import { cellAt } from '../market/grid';\nexport { cellAt };")).toEqual([]);
  });
});

describe('web/ talks to the API only', () => {
  it.each([
    ['web/src/main.tsx', "import { apply } from '../../engine';"],
    ['web/src/map/hex.ts', "import { GameService } from '../../../api/games/service';"],
    ['web/src/app.tsx', "import { loadTitleDir } from '../../tools/definitions-fs';"],
  ])('%s: %s', async (file, code) => {
    expect(await reported(file, code)).toContainEqual({ rule: 'no-restricted-imports', severity: ERROR });
  });

  it('parses TSX and allows its own modules', async () => {
    expect(await reported('web/src/app.tsx', "import { h } from './h';\nexport const App = () => <div class=\"x\">{h}</div>;")).toEqual([]);
  });

  it("allows the client's own GraphQL client folder, web/src/api/", async () => {
    expect(await reported('web/src/board/map.tsx', "import { request } from '../api/client';\nexport const r = request;")).toEqual([]);
  });
});
