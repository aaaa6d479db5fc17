import { getPriority, setPriority } from 'node:os';

/**
 * Lowers the calling worker thread's priority by `increment` (nice, up to 19). Only on Linux,
 * where the nice value belongs to each thread; elsewhere it would lower the whole server's.
 * Lowering one's own priority needs no privilege; should it fail, the thread runs as before.
 */
export function niceThisThread(increment: unknown): void {
  if (process.platform !== 'linux' || typeof increment !== 'number' || !(increment > 0)) return;
  try {
    setPriority(Math.min(19, getPriority() + increment));
  } catch {
    // Not permitted here (a sandbox): the work runs at the server's priority.
  }
}
