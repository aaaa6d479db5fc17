/**
 * Writes the GraphQL schema the API serves to schema.graphql at the repository root, so client
 * developers can read and generate from it without running a server. `--check` exits 1 when the
 * file is stale instead of writing it (test/api/schema-file.test.ts does the same check).
 *
 *   npm run schema [-- --check]
 */
import * as fs from 'fs';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildApiSchema } from '../api/graphql/schema';
import { repoPath } from './paths';

export const SCHEMA_FILE = repoPath('schema.graphql');

export async function printedSchema(): Promise<string> {
  const header = '# Generated from the type-graphql resolvers by `npm run schema`; do not edit.\n\n';
  return header + printSchema(lexicographicSortSchema(await buildApiSchema())) + '\n';
}

async function main(): Promise<void> {
  const text = await printedSchema();
  const current = fs.existsSync(SCHEMA_FILE) ? fs.readFileSync(SCHEMA_FILE, 'utf8') : null;
  if (process.argv.includes('--check')) {
    if (current !== text) {
      console.error('schema.graphql is stale: run `npm run schema`');
      process.exit(1);
    }
    console.log('schema.graphql: up to date');
    return;
  }
  fs.writeFileSync(SCHEMA_FILE, text);
  console.log(current === text ? 'schema.graphql: up to date' : 'schema.graphql: written');
}

if (require.main === module) void main();
