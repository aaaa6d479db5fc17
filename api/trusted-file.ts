/**
 * Files in the shared temporary folder that this process reads back (the compile cache, the PGlite
 * template and its unpacked folder): someone else's file there could hold any code or cluster, so one is
 * used only when it is a regular file (or a folder) of this process's own user that no one else may write.
 */
import * as fs from 'node:fs';

/** Whether `entry` is of this process's user, no one else may write it, and it is the kind `isKind` asks for. */
function ownOthersCannotWrite(entry: string, isKind: (st: fs.Stats) => boolean): boolean {
  try {
    const st = fs.statSync(entry);
    const uid = typeof process.getuid === 'function' ? process.getuid() : st.uid;
    return isKind(st) && st.uid === uid && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

export const ownFileOthersCannotWrite = (file: string): boolean => ownOthersCannotWrite(file, (st) => st.isFile());

export const ownFolderOthersCannotWrite = (folder: string): boolean => ownOthersCannotWrite(folder, (st) => st.isDirectory());
