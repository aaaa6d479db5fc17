'use strict';
/**
 * A mechanism folder carries the JSON Schema of its definition block beside its code:
 * engine/mechanisms/<id>/schema.json names the place in schemas/ its properties go (`into`: a
 * schema file and a JSON Pointer to a `properties` object) and the properties themselves:
 *
 *     { "into": "corporations.schema.json#/$defs/Corporation/properties/home/properties",
 *       "properties": { "locksHex": { "description": "…", "type": "boolean" } } }
 *
 * Whoever loads schemas/ assembles the fragments into it (codegen, the Ajv validators of
 * tools/schemas.ts, tools/unread-settings.ts), so adding a mechanism with a setting touches its
 * folder and the registry list only. `$ref`s inside a fragment are read as if written in the
 * schema file it goes into ("common.schema.json#/$defs/Money").
 *
 * Plain CommonJS, like codegen/generate.js: it runs before anything is compiled.
 */
const fs = require('fs');
const path = require('path');

const MECHANISMS_DIR = path.resolve(__dirname, '..', 'engine', 'mechanisms');

/** The fragments of every mechanism folder, in folder order: { folder, into, properties }. */
function loadFragments(dir = MECHANISMS_DIR) {
  const out = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name, 'schema.json');
    if (!fs.existsSync(file)) continue;
    const fragment = JSON.parse(fs.readFileSync(file, 'utf8'));
    const where = `engine/mechanisms/${name}/schema.json`;
    if (typeof fragment.into !== 'string' || !fragment.into.includes('#/')) throw new Error(`${where}: "into" must name a schema file and a pointer`);
    if (!fragment.properties || typeof fragment.properties !== 'object') throw new Error(`${where}: "properties" must be an object`);
    out.push({ folder: where, into: fragment.into, properties: fragment.properties });
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

/**
 * `schemas` (file name → parsed schema, as schemas/ holds them) with every fragment's properties
 * added where it says; the files a fragment touches are copied, the others are shared. A property
 * declared twice is an error.
 */
function assembleSchemas(schemas, fragments = loadFragments()) {
  const out = { ...schemas };
  const copied = new Set();
  for (const f of fragments) {
    const hash = f.into.indexOf('#');
    const file = f.into.slice(0, hash);
    if (!(file in out)) throw new Error(`${f.folder}: "into" names an unknown schema file ${file}`);
    if (!copied.has(file)) {
      out[file] = JSON.parse(JSON.stringify(out[file]));
      copied.add(file);
    }
    const target = pointerTarget(out[file], f.into.slice(hash + 1), f.folder);
    for (const [name, schema] of Object.entries(f.properties)) {
      if (name in target) throw new Error(`${f.folder}: ${f.into} already declares ${name}`);
      target[name] = schema;
    }
  }
  return out;
}

module.exports = { loadFragments, assembleSchemas, MECHANISMS_DIR };
