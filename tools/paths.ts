/**
 * Locating the repository root. The same code runs as tools/*.ts under jest and as
 * dist/tools/*.js after `tsc` (dist mirrors the tree one level deeper), so instead of a fixed
 * number of `..` we walk up to the package.json named "switchyard".
 */
import * as fs from 'fs';
import * as path from 'path';

let cachedRoot: string | undefined;

export function findRepoRoot(start: string = __dirname): string {
  if (start === __dirname && cachedRoot !== undefined) return cachedRoot;
  let dir = path.resolve(start);
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        if ((JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: unknown }).name === 'switchyard') {
          if (start === __dirname) cachedRoot = dir;
          return dir;
        }
      } catch {
        // An unreadable package.json on the way up is not ours: keep looking.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the switchyard repository root above ${start}`);
    dir = parent;
  }
}

export const repoPath = (...parts: string[]): string => path.join(findRepoRoot(), ...parts);

/**
 * The shared material beside the checkout (rules, digests, recorded games): SWITCHYARD_SHARED_DIR
 * when set, else `../shared` next to the repository; a clone made elsewhere on this machine (a
 * fresh clone in a temporary directory) falls back to /work/shared, where the workspace keeps it.
 */
export function sharedPath(...parts: string[]): string {
  const candidates = [process.env.SWITCHYARD_SHARED_DIR, repoPath('..', 'shared'), '/work/shared'].filter((d): d is string => !!d);
  const dir = candidates.find((d) => fs.existsSync(d)) ?? repoPath('..', 'shared');
  return path.join(dir, ...parts);
}
