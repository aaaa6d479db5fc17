/**
 * docs/adding-a-title.md lists the round settings that have no default (the schema's `required`), since
 * "leave a setting out to get it" does not hold for them; an author of 18Moor met one through validate.
 * The list follows the schema: a setting made required, or given a default, changes the doc too.
 */
import * as fs from 'fs';
import * as path from 'path';

const ROOT = path.resolve(__dirname, '../..');
const doc = fs.readFileSync(path.join(ROOT, 'docs', 'adding-a-title.md'), 'utf8').replace(/\s+/g, ' ');
const rounds = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'assembled', 'rounds.schema.json'), 'utf8')) as {
  $defs: Record<string, { required?: string[] }>;
};

/** The backquoted names in the doc's sentence about one round, from its opening words to the next semicolon or full stop. */
function listed(opening: string): string[] {
  const at = doc.indexOf(opening);
  expect(at).toBeGreaterThanOrEqual(0);
  const sentence = doc.slice(at + opening.length, doc.slice(at).search(/[;.](\s|$)/) + at);
  return [...sentence.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]!).sort();
}

test.each([
  ["the stock round's", 'StockRoundConfig'],
  ["the operating round's", 'OperatingRoundConfig'],
])('%s required settings are the ones the doc names', (opening, def) => {
  expect(listed(opening)).toEqual([...(rounds.$defs[def]!.required ?? [])].sort());
});
