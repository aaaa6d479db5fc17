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
