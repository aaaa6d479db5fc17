/**
 * Switchyard's own lint rules, loaded by eslint.config.mjs.
 *
 * `no-title-ids` keeps the promise that the engine never branches on a title: a string literal in engine/
 * that equals a title id ('1870', 'demo', …) is reported. The ids are read from definitions/<title>/title.json
 * when the config loads, so a new title is covered without editing this file.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** The `id` of every definitions/<title>/title.json under `root`, sorted. */
export function titleIds(root) {
  const dir = join(root, 'definitions');
  const ids = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, 'title.json');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const id = JSON.parse(readFileSync(file, 'utf8')).id;
    if (typeof id === 'string' && id !== '') ids.push(id);
  }
  return ids.sort();
}

/** @param {string[]} ids */
function noTitleIds(ids) {
  const known = new Set(ids);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'forbid string literals equal to a title id: title rules are switched on by data' },
      schema: [],
      messages: {
        titleId:
          "'{{id}}' is a title id: the engine must not branch on a title. Give the mechanism a setting in the definition and read that instead.",
      },
    },
    create(context) {
      const check = (node, value) => {
        if (known.has(value)) context.report({ node, messageId: 'titleId', data: { id: value } });
      };
      return {
        Literal(node) {
          if (typeof node.value === 'string') check(node, node.value);
        },
        TemplateLiteral(node) {
          if (node.expressions.length === 0) check(node, node.quasis[0].value.cooked ?? '');
        },
      };
    },
  };
}

/** The plugin, with `no-title-ids` bound to the ids found under `root`. */
export function switchyardPlugin(root) {
  return { meta: { name: 'switchyard' }, rules: { 'no-title-ids': noTitleIds(titleIds(root)) } };
}
