/**
 * The settings' defaults, written once in the schemas (`default`) and applied once here, when a
 * definition is compiled: the compiled title's definition states every defaulted setting, so no
 * engine module re-codes a default with `??`. The table comes from the schemas by `npm run codegen`
 * (engine/generated/defaults.ts).
 */
import { SETTING_DEFAULTS, type SettingDefault } from '../generated/defaults';
import type { Definition } from './types';

type Node = Record<string, unknown> | unknown[];

/** `node` with the default set at `path` where absent; copies only what it changes; the same object when nothing changes. */
function withDefault(node: unknown, path: readonly string[], value: unknown): unknown {
  if (node === null || typeof node !== 'object') return node;
  const [head, ...rest] = path;
  if (head === undefined) return node;
  if (head === '*') {
    if (!Array.isArray(node)) return node;
    const items = node.map((item) => withDefault(item, rest, value));
    return items.some((item, i) => item !== node[i]) ? items : node;
  }
  if (Array.isArray(node)) return node;
  const obj = node as Record<string, unknown>;
  if (rest.length === 0) return head in obj ? node : { ...obj, [head]: structuredClone(value) };
  if (!(head in obj)) return node; // the parent setting is absent: nothing to default under it
  const child = withDefault(obj[head], rest, value);
  return child === obj[head] ? node : { ...obj, [head]: child };
}

/** The definition with every schema default applied (the input is not changed). */
export function withDefaults(definition: Definition, defaults: readonly SettingDefault[] = SETTING_DEFAULTS): Definition {
  let out = definition;
  for (const d of defaults) {
    const file = out[d.file] as Node | undefined;
    const next = withDefault(file, d.path, d.value);
    if (next !== file) out = { ...out, [d.file]: next };
  }
  return out;
}
