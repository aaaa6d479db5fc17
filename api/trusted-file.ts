/**
 * Files in the shared temporary folder that this process reads back (the compile cache, the PGlite
 * template): someone else's file there could hold any code or cluster, so one is used only when it is
 * a regular file of this process's own user that no one else may write.
 */
import * as fs from 'node:fs';

export function ownFileOthersCannotWrite(file: string): boolean {
  try {
    const st = fs.statSync(file);
    const uid = typeof process.getuid === 'function' ? process.getuid() : st.uid;
    return st.isFile() && st.uid === uid && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}
