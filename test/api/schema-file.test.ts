/** schema.graphql, the published API schema, must match what the server builds. */
import * as fs from 'fs';
import { printedSchema, SCHEMA_FILE } from '../../tools/print-schema';

test('schema.graphql is up to date with the resolvers (npm run schema)', async () => {
  expect(fs.existsSync(SCHEMA_FILE)).toBe(true);
  expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(await printedSchema());
});
