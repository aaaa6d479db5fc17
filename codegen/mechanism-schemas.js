'use strict';
/**
 * A mechanism folder carries the JSON Schema of its definition block beside its code:
 * engine/mechanisms/<id>/schema.json holds one fragment, or an array of fragments, each naming a
 * place in schemas/ (`into`: a schema file and a JSON Pointer) and what goes there:
 *
 *     { "into": "corporations.schema.json#/$defs/Corporation/properties/home/properties",
 *       "properties": { "locksHex": { "description": "…", "type": "boolean" } } }
 *
 * - `properties`: added to the `properties` object `into` points at (a setting, a block);
 * - `append`: items added at the end of the array `into` points at: a member of an enum (an ability
 *   kind, a step name, an end condition kind), a branch of an allOf or oneOf;
 * - `$defs`: definitions added to the `$defs` of the file `into` names (a kind's params); with
 *   `$defs` alone, `into` may name the file without a pointer.
 *
 * Whoever loads schemas/ assembles the fragments into it (codegen, the Ajv validators of
 * tools/schemas.ts, tools/unread-settings.ts), so adding a mechanism with a setting, an ability kind
 * or a step touches its folder and the registry list only. `$ref`s inside a fragment are read as if
 * written in the schema file it goes into ("common.schema.json#/$defs/Money", "#/$defs/…Params").
 * A name or an item declared twice, a pointer to nothing or to the wrong shape is an error naming
 * the folder's file and the pointer.
 *
 * Plain CommonJS, like codegen/generate.js: it runs before anything is compiled.
 */
const fs = require('fs');
const path = require('path');

const MECHANISMS_DIR = path.resolve(__dirname, '..', 'engine', 'mechanisms');

/** The keys a fragment may have. */
const FRAGMENT_KEYS = new Set(['$comment', 'into', 'properties', 'append', '$defs']);

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** One fragment, checked: { folder, into, properties?, append?, $defs? }. */
function readFragment(fragment, where) {
  if (!isObject(fragment)) throw new Error(`${where}: a fragment must be an object`);
  for (const key of Object.keys(fragment)) if (!FRAGMENT_KEYS.has(key)) throw new Error(`${where}: unknown key "${key}" (a fragment has ${[...FRAGMENT_KEYS].join(', ')})`);
  const { into, properties, append, $defs } = fragment;
  if (properties === undefined && append === undefined && $defs === undefined) throw new Error(`${where}: a fragment brings "properties", "append" or "$defs"`);
  if (properties !== undefined && append !== undefined) throw new Error(`${where}: "properties" and "append" go to different places; write two fragments`);
  const needsPointer = properties !== undefined || append !== undefined;
  if (typeof into !== 'string' || (needsPointer ? !into.includes('#/') : into.length === 0)) {
    throw new Error(`${where}: "into" must name a schema file${needsPointer ? ' and a pointer' : ''}`);
  }
  if (properties !== undefined && !isObject(properties)) throw new Error(`${where}: "properties" must be an object`);
  if (append !== undefined && (!Array.isArray(append) || append.length === 0)) throw new Error(`${where}: "append" must be a non-empty array`);
  if ($defs !== undefined && !isObject($defs)) throw new Error(`${where}: "$defs" must be an object`);
  return {
    folder: where,
    into,
    ...(properties !== undefined ? { properties } : {}),
    ...(append !== undefined ? { append } : {}),
    ...($defs !== undefined ? { $defs } : {}),
  };
}

/** The fragments of every mechanism folder, in folder order (a folder's own in file order). */
function loadFragments(dir = MECHANISMS_DIR) {
  const out = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name, 'schema.json');
    if (!fs.existsSync(file)) continue;
    const where = `engine/mechanisms/${name}/schema.json`;
    let parsed;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      throw new Error(`${where}: ${e.message}`, { cause: e });
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    if (list.length === 0) throw new Error(`${where}: no fragment`);
    list.forEach((f, i) => out.push(readFragment(f, Array.isArray(parsed) ? `${where} [${i}]` : where)));
  }
  return out;
}

function pointerTarget(doc, pointer, where) {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) throw new Error(`${where}: "into" points nowhere`);
    node = node[key];
  }
  return node;
}

/** Whether two JSON values are equal. */
function sameJson(a, b) {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => k in b && sameJson(a[k], b[k]));
}

/**
 * `schemas` (file name → parsed schema, as schemas/ holds them) with every fragment added where it
 * says; the files a fragment touches are copied, the others are shared. A property, definition or
 * item declared twice is an error.
 */
function assembleSchemas(schemas, fragments = loadFragments()) {
  const out = { ...schemas };
  const copied = new Set();
  for (const f of fragments) {
    const hash = f.into.indexOf('#');
    const file = hash === -1 ? f.into : f.into.slice(0, hash);
    const pointer = hash === -1 ? '' : f.into.slice(hash + 1);
    if (!(file in out)) throw new Error(`${f.folder}: "into" names an unknown schema file ${file}`);
    if (!copied.has(file)) {
      out[file] = JSON.parse(JSON.stringify(out[file]));
      copied.add(file);
    }
    if (f.$defs !== undefined) {
      const defs = (out[file].$defs ??= {});
      for (const [name, schema] of Object.entries(f.$defs)) {
        if (name in defs) throw new Error(`${f.folder}: ${file}#/$defs already declares ${name}`);
        defs[name] = schema;
      }
    }
    if (f.properties !== undefined) {
      const target = pointerTarget(out[file], pointer, f.folder);
      if (!isObject(target)) throw new Error(`${f.folder}: ${f.into} is not an object of properties`);
      for (const [name, schema] of Object.entries(f.properties)) {
        if (name in target) throw new Error(`${f.folder}: ${f.into} already declares ${name}`);
        target[name] = schema;
      }
    }
    if (f.append !== undefined) {
      const target = pointerTarget(out[file], pointer, f.folder);
      if (!Array.isArray(target)) throw new Error(`${f.folder}: ${f.into} is not an array (an enum, allOf or oneOf)`);
      for (const item of f.append) {
        if (target.some((t) => sameJson(t, item))) throw new Error(`${f.folder}: ${f.into} already holds ${JSON.stringify(item).slice(0, 80)}`);
        target.push(item);
      }
    }
  }
  return out;
}

module.exports = { loadFragments, assembleSchemas, MECHANISMS_DIR };
