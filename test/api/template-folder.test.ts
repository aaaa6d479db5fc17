/**
 * The template cluster's folder (api/db/template-folder.ts): a tar of files and folders unpacked beside it
 * once, trusted only as this user's, unwritable by others and unpacked from the tar as it is now, and copied
 * into a new data directory. The tars here are made by the system's tar in POSIX (ustar) format, as PGlite's
 * dumpDataDir writes them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyTemplateFolder, templateFolder, templateFolderOf, untar } from '../../api/db/template-folder';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-template-folder-test-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A cluster-like tree: folders, an empty file, a file whose size is no multiple of 512. */
function makeTree(root: string): void {
  fs.mkdirSync(path.join(root, 'base', '1'), { recursive: true });
  fs.mkdirSync(path.join(root, 'pg_wal'));
  fs.writeFileSync(path.join(root, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(root, 'base', '1', '112'), Buffer.alloc(8192, 7));
  fs.writeFileSync(path.join(root, 'base', '1', 'empty'), '');
  fs.writeFileSync(path.join(root, 'pg_wal', 'segment'), Buffer.from('x'.repeat(1000)));
}

/** The tree's files, relative path → content, folders as null. */
function listing(root: string): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(root, full)] = entry.isDirectory() ? null : fs.readFileSync(full, 'latin1');
  }
  return out;
}

/** A ustar tar of `root`'s contents. */
function tarOf(root: string, file: string): string {
  execFileSync('tar', ['--format=ustar', '-cf', file, '-C', root, '.']);
  return file;
}

/** `tar` with its first header's name set to `name` and the checksum made again. */
function renamedFirstEntry(tar: Buffer, name: string): Buffer {
  const out = Buffer.from(tar);
  out.fill(0, 0, 100);
  out.write(name, 0, 'utf8');
  out.fill(32, 148, 156);
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += out[i]!;
  out.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return out;
}

test('untar unpacks files and folders as they were packed', () => {
  const src = path.join(dir, 'src');
  makeTree(src);
  const into = path.join(dir, 'into');
  fs.mkdirSync(into);
  untar(fs.readFileSync(tarOf(src, path.join(dir, 't.tar'))), into);
  expect(listing(into)).toEqual(listing(src));
  expect(fs.statSync(path.join(into, 'PG_VERSION')).mode & 0o777).toBe(0o600);
});

test('untar refuses links, damaged headers, names leaving the folder and a cut archive', () => {
  const src = path.join(dir, 'src');
  makeTree(src);
  fs.symlinkSync('PG_VERSION', path.join(src, 'link'));
  const withLink = fs.readFileSync(tarOf(src, path.join(dir, 'link.tar')));
  const into = () => fs.mkdtempSync(path.join(dir, 'into-'));
  expect(() => untar(withLink, into())).toThrow(/only files and folders/);
  fs.rmSync(path.join(src, 'link'));
  const good = fs.readFileSync(tarOf(src, path.join(dir, 'good.tar')));
  const damaged = Buffer.from(good);
  damaged[5] = damaged[5]! ^ 1;
  expect(() => untar(damaged, into())).toThrow(/damaged tar header/);
  expect(() => untar(renamedFirstEntry(good, '../escaped'), into())).toThrow(/outside the folder/);
  expect(fs.existsSync(path.join(dir, 'escaped'))).toBe(false);
  expect(() => untar(good.subarray(0, 1024), into())).toThrow();
});

test('the folder is unpacked once beside the tar, again when the tar changes or others may write it, and copied without its note', () => {
  const src = path.join(dir, 'src');
  makeTree(src);
  const tar = tarOf(src, path.join(dir, 'cluster.tar'));
  const folder = templateFolder(tar);
  expect(folder).toBe(templateFolderOf(tar));
  expect(folder).toBe(path.join(dir, 'cluster.d'));
  const note = path.join(folder!, '.switchyard-template');
  const made = fs.statSync(note).mtimeMs;
  // Used as it is the second time.
  expect(templateFolder(tar)).toBe(folder);
  expect(fs.statSync(note).mtimeMs).toBe(made);

  const copy = path.join(dir, 'copy');
  fs.mkdirSync(copy);
  expect(copyTemplateFolder(tar, copy)).toBe(true);
  expect(listing(copy)).toEqual(listing(src));

  // The tar written again with other contents: the folder follows it.
  fs.writeFileSync(path.join(src, 'PG_VERSION'), '18\n');
  fs.writeFileSync(path.join(src, 'added'), 'new');
  tarOf(src, tar);
  expect(templateFolder(tar)).toBe(folder);
  expect(listing(folder!)).toEqual({ ...listing(src), '.switchyard-template': expect.any(String) });

  // A folder others may write is not copied from: it is unpacked anew.
  fs.writeFileSync(path.join(folder!, 'planted'), 'x');
  fs.chmodSync(folder!, 0o777);
  expect(templateFolder(tar)).toBe(folder);
  expect(fs.existsSync(path.join(folder!, 'planted'))).toBe(false);
  expect(fs.statSync(folder!).mode & 0o777).toBe(0o700);
});

test('no folder for a tar that is not one, or not one to trust', () => {
  const bad = path.join(dir, 'bad.tar');
  fs.writeFileSync(bad, 'not a cluster', { mode: 0o644 });
  expect(templateFolder(bad)).toBeNull();
  expect(copyTemplateFolder(bad, fs.mkdtempSync(path.join(dir, 'into-')))).toBe(false);
  const src = path.join(dir, 'src');
  makeTree(src);
  const open = tarOf(src, path.join(dir, 'open.tar'));
  fs.chmodSync(open, 0o666);
  expect(templateFolder(open)).toBeNull();
  expect(templateFolder(path.join(dir, 'missing.tar'))).toBeNull();
  // Nothing half-made is left behind.
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.d') || f.includes('.d.'))).toEqual([]);
});
