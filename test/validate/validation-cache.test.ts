/**
 * The server remembers `switchyard validate`'s answers between starts (tools/validation-cache.ts):
 * an answer must follow every change of the title's files, never be a stale one.
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { checkTitleDir } from '../../tools/validation-cache';
import { validateTitleDir } from '../../tools/validate';
import { repoPath } from '../../tools/paths';

let dir: string;

beforeEach(() => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-cache-test-'));
  dir = path.join(root, 'demo');
  fs.cpSync(repoPath('definitions', 'demo'), dir, { recursive: true });
  // The catalogue is named relative to the title's folder: keep the path valid from the copy.
  const tiles = JSON.parse(fs.readFileSync(path.join(dir, 'tiles.json'), 'utf8')) as { catalogue?: string };
  if (tiles.catalogue) {
    tiles.catalogue = path.resolve(repoPath('definitions', 'demo'), tiles.catalogue);
    fs.writeFileSync(path.join(dir, 'tiles.json'), JSON.stringify(tiles));
  }
});

afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

test('gives the check answer, then a fresh one after a file changes, and the first again when it is restored', () => {
  expect(checkTitleDir(dir)).toEqual(validateTitleDir(dir));
  expect(checkTitleDir(dir)).toEqual([]);
  const file = path.join(dir, 'trains.json');
  const valid = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, JSON.stringify({ not: 'trains' }));
  const broken = checkTitleDir(dir);
  expect(broken.length).toBeGreaterThan(0);
  expect(broken).toEqual(validateTitleDir(dir));
  fs.writeFileSync(file, valid);
  expect(checkTitleDir(dir)).toEqual([]);
});

test('a file added to the folder is an input too', () => {
  expect(checkTitleDir(dir)).toEqual([]);
  fs.writeFileSync(path.join(dir, 'cousins.json'), '{ not json');
  expect(checkTitleDir(dir).length).toBeGreaterThan(0);
});
