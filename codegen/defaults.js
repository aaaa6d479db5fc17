'use strict';
/**
 * Generates engine/generated/defaults.ts from the `default`s written in the definition files'
 * schemas: each setting's default, by file and path, which engine/definition/defaults.ts applies
 * once when a definition is compiled (so no engine module re-codes a default with `??`).
 *
 * A path runs through `properties` (a name) and array `items` ("*": every element); a default
 * under anyOf/oneOf/allOf or a map's values would be ambiguous, so the generator refuses one.
 */

/** A single-quoted TS string literal. */
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function resolveRef(schemas, ref, file) {
  const hash = ref.indexOf('#');
  const target = hash <= 0 ? file : ref.slice(0, hash).replace(/^.*\//, '');
  let node = schemas[target];
  if (!node) throw new Error(`codegen: $ref ${ref} in ${file} names an unknown schema file`);
  for (const raw of (hash === -1 ? '' : ref.slice(hash + 1)).split('/').slice(1)) node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!node) throw new Error(`codegen: cannot resolve $ref ${ref} in ${file}`);
  return { node, file: target };
}

/** Every default under `node`: { path, value }. */
function collect(schemas, node, file, path, out, refs = []) {
  if (node === null || typeof node !== 'object') return;
  if (node.default !== undefined && path.length > 0) out.push({ path, value: node.default });
  if (typeof node.$ref === 'string') {
    const key = `${file}${node.$ref.startsWith('#') ? '' : '@'}${node.$ref}`;
    if (refs.includes(key)) return; // a recursive shape: its defaults were collected one level up
    const { node: target, file: at } = resolveRef(schemas, node.$ref, file);
    collect(schemas, target, at, path, out, [...refs, key]);
  }
  for (const [name, child] of Object.entries(node.properties ?? {})) collect(schemas, child, file, [...path, name], out, refs);
  if (node.items && typeof node.items === 'object') collect(schemas, node.items, file, [...path, '*'], out, refs);
  for (const keyword of ['anyOf', 'oneOf', 'allOf', 'additionalProperties', 'patternProperties']) {
    const inner = [];
    const sub = node[keyword];
    if (sub && typeof sub === 'object') {
      const branches = Array.isArray(sub) ? sub : keyword === 'patternProperties' ? Object.values(sub) : [sub];
      for (const b of branches) collect(schemas, b, file, path, inner, refs);
    }
    if (inner.some((d) => d.path.length > path.length)) {
      throw new Error(`codegen: a default under ${keyword} at ${path.join('.') || '(root)'} is ambiguous; write it where one property has it`);
    }
  }
}

/**
 * @param schemas every schema file by name
 * @param files definition file key → schema file name
 */
function generateDefaultsOutput(schemas, files, banner) {
  const entries = [];
  for (const [key, schemaFile] of Object.entries(files)) {
    const out = [];
    collect(schemas, schemas[schemaFile], schemaFile, [], out);
    for (const d of out) entries.push({ file: key, ...d });
  }
  const lines = [
    banner,
    '',
    "import type { DefinitionFileKey } from '../definition/types';",
    '',
    '/** A setting\'s default: in `file`, at `path` ("*" = every element of an array), when absent and its parent is present. */',
    'export interface SettingDefault {',
    '  readonly file: DefinitionFileKey;',
    '  readonly path: readonly string[];',
    '  readonly value: unknown;',
    '}',
    '',
    '/** Every `default` of the definition files\' schemas, in schema order. */',
    'export const SETTING_DEFAULTS: readonly SettingDefault[] = [',
    ...entries.map((e) => `  { file: ${q(e.file)}, path: [${e.path.map(q).join(', ')}], value: ${JSON.stringify(e.value)} },`),
    '];',
    '',
  ];
  return { 'engine/generated/defaults.ts': lines.join('\n') };
}

module.exports = { generateDefaultsOutput };
