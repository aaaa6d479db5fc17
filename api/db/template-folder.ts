/**
 * A template cluster (a tar file of PGlite's dumpDataDir, datasource.ts) unpacked once into a folder beside
 * it, `<template>.d`, so that a new data directory is a copy of that folder. PGlite's own way in
 * (`loadDataDir`) unpacks the tar in JavaScript and writes every file through its Emscripten file system:
 * about 1.1 s for the migrated cluster's 40 MB here, against 0.1 s for the kernel's copy of the folder when the
 * disk keeps up with the writes (up to 1 s when it has just written much; docs/performance.md, Start).
 *
 * The folder is trusted as the tar is (trusted-file.ts): a folder of this process's user that no one else may
 * write, holding a note of the tar it was unpacked from (size and modification time), so a tar written again
 * (a damaged one replaced, datasource.ts) is unpacked again. It is unpacked under another name and renamed,
 * so concurrent starts never copy half a folder. Any failure leaves the caller to PGlite's own way.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ownFileOthersCannotWrite, ownFolderOthersCannotWrite } from '../trusted-file';

/** The note, in the folder, of the tar it was unpacked from. Written last: a folder without it is incomplete. */
const NOTE = '.switchyard-template';

/** Where `tar`'s folder is. */
export const templateFolderOf = (tar: string): string => `${tar.replace(/\.tar$/, '')}.d`;

/** What the note says of `tar`: its size and modification time. */
function identity(tar: string): string {
  const st = fs.statSync(tar);
  return `${st.size}:${st.mtimeMs}`;
}

/** Whether `folder` is one to copy for `tar`: this user's, not writable by others, and unpacked from `tar` as it is now. */
function trustedFolder(folder: string, tar: string): boolean {
  if (!ownFolderOthersCannotWrite(folder)) return false;
  try {
    const note = path.join(folder, NOTE);
    return ownFileOthersCannotWrite(note) && fs.readFileSync(note, 'utf8') === identity(tar);
  } catch {
    return false;
  }
}

/**
 * `tar`'s folder, unpacked now if it is missing or stale; null when `tar` is not a file to trust or cannot be
 * unpacked (not a tar of files and folders only).
 */
export function templateFolder(tar: string): string | null {
  if (!ownFileOthersCannotWrite(tar)) return null;
  const folder = templateFolderOf(tar);
  if (trustedFolder(folder, tar)) return folder;
  const partial = `${folder}.${process.pid}.${Date.now()}`;
  try {
    const id = identity(tar);
    fs.mkdirSync(partial, { mode: 0o700 });
    untar(fs.readFileSync(tar), partial);
    fs.writeFileSync(path.join(partial, NOTE), id, { mode: 0o600 });
    // A stale folder goes first; a folder another start has just put there is used as it is.
    if (fs.existsSync(folder) && !trustedFolder(folder, tar)) fs.rmSync(folder, { recursive: true, force: true });
    try {
      fs.renameSync(partial, folder);
    } catch {
      // Another start renamed its folder first.
    }
    return trustedFolder(folder, tar) ? folder : null;
  } catch {
    return null;
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

/** Copies `tar`'s folder (unpacked if need be) into the empty folder `dir`; false when there is none to copy. */
export function copyTemplateFolder(tar: string, dir: string): boolean {
  const folder = templateFolder(tar);
  if (!folder) return false;
  // A clone of each file where the file system makes one (btrfs, XFS, APFS: no data written), else a copy.
  fs.cpSync(folder, dir, { recursive: true, mode: fs.constants.COPYFILE_FICLONE, filter: (src) => path.basename(src) !== NOTE });
  return true;
}

/** The tar header's bytes from `at`, `length` long, up to the first NUL, as text. */
function field(header: Buffer, at: number, length: number): string {
  const bytes = header.subarray(at, at + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** A numeric header field: octal digits, NUL or space ended. */
function octal(header: Buffer, at: number, length: number): number {
  const text = field(header, at, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new Error(`not a tar number: ${JSON.stringify(text)}`);
  return text === '' ? 0 : parseInt(text, 8);
}

/** The header's checksum as POSIX counts it: the sum of its bytes, the checksum field read as spaces. */
function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

/**
 * Unpacks a POSIX (ustar) tar of regular files and folders, as PGlite's dumpDataDir writes it, into `into`:
 * folders 0700, files 0600. Throws on anything else (links, long-name extensions, a damaged header, a name
 * leaving `into`), which a template never holds.
 */
export function untar(buf: Buffer, into: string): void {
  const root = path.resolve(into);
  for (let at = 0; at + 512 <= buf.length; ) {
    const header = buf.subarray(at, at + 512);
    // Two zero blocks end the archive; the first is enough to stop at.
    if (header.every((b) => b === 0)) return;
    if (octal(header, 148, 8) !== checksum(header)) throw new Error(`damaged tar header at byte ${at}`);
    const prefix = field(header, 345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const target = path.resolve(root, `./${name}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`)) throw new Error(`tar entry outside the folder: ${name}`);
    const data = at + 512;
    if (data + size > buf.length) throw new Error(`tar entry ${name} runs past the end`);
    if (type === '5') fs.mkdirSync(target, { recursive: true, mode: 0o700 });
    else if (type === '0' || type === '\0') {
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      fs.writeFileSync(target, buf.subarray(data, data + size), { mode: 0o600 });
    } else throw new Error(`tar entry ${name} of type ${JSON.stringify(type)}: only files and folders are unpacked`);
    at = data + Math.ceil(size / 512) * 512;
  }
  throw new Error('tar without its end blocks');
}
