/**
 * Variants: unique ids and export titles, import variants that exist, pointer operations that name something, and each variant, once
 * applied, still gives a valid definition: every
 * patched file passes its schema, and the other lint rules find nothing new. Only problems the
 * variant introduces are reported (the base definition's own are reported by the rules
 * themselves), each prefixed with the variant id and the file inside the patched definition.
 *
 * A factory rather than a plain rule because it needs the list of rules to re-run, which
 * lives in index.ts (importing it from here would be circular).
 */
import * as path from 'path';
import { GameError } from '../../engine/errors';
import { applyVariant } from '../../engine/definition/variants';
import type { Definition, DefinitionFileKey } from '../../engine/definition/types';
import { buildCatalogue } from '../definitions-fs';
import { formatMessage, type ValidationMessage } from '../messages';
import { FILE_SCHEMAS, validateAgainst } from '../schemas';
import type { LintRule } from './types';
import { catalogueTiles, findDuplicates, msg } from './util';

export function variantsRule(rules: LintRule[]): LintRule {
  return (def, files) => {
    const out: ValidationMessage[] = [];
    const file = files.title.path;
    const variants = def.title.variants ?? [];
    for (const d of findDuplicates(variants, (v) => v.id)) {
      out.push(msg(file, `/variants/${d.index}/id`, `variant ${d.key} is already defined at /variants/${d.first}`));
    }
    // An export's title names one variant at most, and not the title itself (tools/import/export-format.ts exportVariant).
    for (const d of findDuplicates(variants, (v) => v.exportTitle)) {
      out.push(msg(file, `/variants/${d.index}/exportTitle`, `export title ${d.key} is already the export title of /variants/${d.first}`));
    }
    variants.forEach((v, i) => {
      if (v.exportTitle === def.title.id) out.push(msg(file, `/variants/${i}/exportTitle`, `export title ${v.exportTitle} is the title's own id`));
    });
    // Every import variant is a variant of the title.
    ((def.title as { importVariants?: string[] }).importVariants ?? []).forEach((id, i) => {
      if (!variants.some((v) => v.id === id)) out.push(msg(file, `/importVariants/${i}`, `import variant ${id} is not one of the title's variants`));
    });
    const titleDir = path.dirname(file);
    const baseline = new Set(rules.flatMap((rule) => rule(def, files)).map((m) => formatMessage(m, titleDir)));

    variants.forEach((variant, i) => {
      const at = `/variants/${i}`;
      const touched = new Set<DefinitionFileKey>();
      // A variant extending another is checked with that one's patches first.
      const base = variant.extends !== undefined ? variants.find((v) => v.id === variant.extends) : undefined;
      if (variant.extends !== undefined && !base) {
        out.push(msg(file, `${at}/extends`, `variant ${variant.id} extends ${variant.extends}, which is not a variant`));
        return;
      }
      for (const patch of [...(base?.patches ?? []), ...variant.patches]) touched.add(patch.file);
      let patched: Record<string, unknown>;
      try {
        patched = applyVariant(def, variant.id) as unknown as Record<string, unknown>;
      } catch (e) {
        // A pointer operation that names nothing (engine/definition/pointer-ops.ts), by variant and pointer.
        if (!(e instanceof GameError)) throw e;
        out.push(msg(file, at, e.message));
        return;
      }
      let schemaValid = true;
      for (const key of touched) {
        for (const e of validateAgainst(FILE_SCHEMAS[key], patched[key])) {
          schemaValid = false;
          out.push(msg(file, at, `variant ${variant.id}: ${key}.json: ${e.pointer || '/'}: ${e.message}`));
        }
      }
      // The rules trust the schema, so a variant that breaks it is not linted further.
      if (!schemaValid) return;
      const variantDef = patched as unknown as Definition;
      if (touched.has('tiles')) variantDef.catalogue = buildCatalogue(variantDef.tiles, catalogueTiles(files));
      for (const m of rules.flatMap((rule) => rule(variantDef, files))) {
        const line = formatMessage(m, titleDir);
        if (!baseline.has(line)) out.push(msg(file, at, `variant ${variant.id}: ${line}`));
      }
    });
    return out;
  };
}
