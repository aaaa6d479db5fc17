/**
 * Pointer operations: a variant's way to change one value deep inside a
 * definition file without repeating the array around it (a merge patch replaces
 * arrays whole, so changing one company's setting would repeat every company).
 *
 * An operation is RFC 6902's add, replace or remove, addressed by an RFC 6901
 * JSON pointer with one extension for definition data: in an array whose
 * elements are all objects with an `id`, a segment names the element by its id
 * ("/companies/GSC/abilities/closedPort/params/x"), so the pointer does not
 * depend on the order of the file; in any other array a segment is an index
 * ("/rows/4/0"). `*` names every element of an array, and a last segment `-` the
 * end of an array (add only). A pointer that names nothing is an error.
 */
import { GameError } from '../errors';

export interface VariantOp {
  op: 'add' | 'replace' | 'remove';
  path: string;
  value?: unknown;
}

type Container = Record<string, unknown> | unknown[];

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** RFC 6901 segments: "~1" is "/", "~0" is "~". */
export function pointerSegments(path: string): string[] {
  if (!path.startsWith('/')) throw new Error(`a pointer starts with "/": "${path}"`);
  return path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** True when the array's elements are named by id rather than by index. */
const byId = (array: unknown[]): boolean => array.length > 0 && array.every((e) => isObject(e) && (typeof e.id === 'string' || typeof e.id === 'number'));

/** The position in `array` that `segment` names, or -1. */
function indexOf(array: unknown[], segment: string): number {
  if (byId(array)) return array.findIndex((e) => String((e as Record<string, unknown>).id) === segment);
  if (!/^(0|[1-9][0-9]*)$/.test(segment)) return -1;
  const i = Number(segment);
  return i < array.length ? i : -1;
}

/**
 * The containers and keys the pointer's last segment names, after resolving
 * every earlier segment (a `*` fans out); `holder['']` is the file content. Each
 * container on the way is a copy already placed in its parent, so the caller may
 * change it in place without touching the shared base definition.
 */
function targets(holder: Record<string, unknown>, segments: string[], fail: (why: string) => never): { parent: Container; key: string }[] {
  let level: { parent: Container; key: string }[] = [{ parent: holder, key: '' }];
  let at = '';
  for (const segment of segments) {
    const next: { parent: Container; key: string }[] = [];
    for (const { parent, key } of level) {
      const node = Array.isArray(parent) ? parent[Number(key)] : parent[key];
      if (node === null || typeof node !== 'object') fail(`${at || '/'} is not an object or array`);
      // Copy on the way down: the base definition is shared by every game.
      const copy = (Array.isArray(node) ? [...node] : { ...(node as Record<string, unknown>) }) as Container;
      if (Array.isArray(parent)) parent[Number(key)] = copy;
      else parent[key] = copy;
      if (Array.isArray(copy)) {
        if (segment === '*') {
          if (copy.length === 0) fail(`${at || '/'} is an empty array, so "*" names nothing`);
          copy.forEach((_, i) => next.push({ parent: copy, key: String(i) }));
        } else if (segment === '-') {
          next.push({ parent: copy, key: String(copy.length) });
        } else {
          const i = indexOf(copy, segment);
          if (i < 0) fail(`no element "${segment}" in ${at || '/'}${byId(copy) ? ' (by id)' : ' (by index)'}`);
          next.push({ parent: copy, key: String(i) });
        }
      } else {
        next.push({ parent: copy, key: segment });
      }
    }
    level = next;
    at += `/${segment}`;
  }
  return level;
}

/** The file content with the operations applied in order; `where` names the variant and file in errors. */
export function applyOps<T>(content: T, ops: readonly VariantOp[], where: string): T {
  const holder: Record<string, unknown> = { '': content };
  for (const op of ops) {
    const fail = (why: string): never => {
      throw new GameError('INVALID_INPUT', `${where}: ${op.op} ${op.path}: ${why}`);
    };
    const segments = pointerSegments(op.path);
    if (segments.includes('-') && (op.op !== 'add' || segments.indexOf('-') !== segments.length - 1)) fail('"-" may only end the pointer of an add');
    if (op.op !== 'remove' && !('value' in op)) fail('needs a value');
    const found = targets(holder, segments, fail);
    // Remove from the back, so that a "*" removal does not shift the indexes it still has to visit.
    for (const { parent, key } of [...found].reverse()) {
      const exists = Array.isArray(parent) ? Number(key) < parent.length : key in parent;
      if (op.op !== 'add' && !exists) fail('names nothing');
      const value = structuredClone(op.value);
      if (Array.isArray(parent)) {
        const i = Number(key);
        if (op.op === 'remove') parent.splice(i, 1);
        else if (op.op === 'replace') parent[i] = value;
        else parent.splice(i, 0, value);
      } else if (op.op === 'remove') delete parent[key];
      else parent[key] = value;
    }
  }
  return holder[''] as T;
}
