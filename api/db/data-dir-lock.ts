/**
 * One server per embedded-database folder. PGlite has no lock of its own: two processes on
 * one data directory both run, each with its own copy of the database in memory, and the
 * writes of one are lost when the other saves. So the folder holds a lock file,
 * `switchyard.lock` ({ pid, host, startedAt }), created exclusively when a server opens the
 * folder and removed when it closes it (or exits). A server that finds the lock of a process
 * still running refuses to start; a lock whose process is gone (a crash, a kill -9) is stale
 * and taken over. A lock written on another host cannot be checked, so it counts as held.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'switchyard.lock';

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

/** Whether a process with this pid runs on this host (EPERM: it runs, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (typeof data.pid !== 'number' || !Number.isInteger(data.pid) || data.pid <= 0 || typeof data.host !== 'string') return null;
    return { pid: data.pid, host: data.host, startedAt: String(data.startedAt ?? '') };
  } catch {
    return null; // unreadable or half written: a crash while writing it
  }
}

export class DataDirInUseError extends Error {
  constructor(dir: string, holder: LockContent) {
    super(
      `the embedded database at ${dir} is in use by another Switchyard server (pid ${holder.pid} on ${holder.host}, ` +
        `started ${holder.startedAt || 'at an unknown time'}). Stop that server first, give this one another ` +
        `SWITCHYARD_DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes on one database. ` +
        `If no such server runs, delete ${path.join(dir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes the folder's lock for this process, or throws DataDirInUseError. Returns the function
 * that releases it (idempotent; also run when the process exits).
 */
export function lockDataDir(dir: string, logger: Pick<Console, 'warn'> = console): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine: LockContent = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw err;
    }
    const holder = readLock(file);
    // The lock of a process that still runs here, this one included (a second open in one
    // process is as harmful), or of another host, which cannot be checked.
    if (holder && (holder.host !== mine.host || running(holder.pid))) throw new DataDirInUseError(dir, holder);
    logger.warn(`taking over the stale lock ${file}${holder ? ` of pid ${holder.pid}, which no longer runs` : ' (unreadable)'}`);
    fs.rmSync(file, { force: true });
  }
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Only our own lock: never one another server has taken over since.
    if (readLock(file)?.pid === mine.pid && readLock(file)?.startedAt === mine.startedAt) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
