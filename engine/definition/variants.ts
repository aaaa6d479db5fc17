/**
 * Variants and optional rules are data: each is a list of patches, one per
 * definition file, applied in order. A patch is either an RFC 7396 JSON merge
 * patch (`merge`) or a list of operations on single values (`ops`, see
 * ./pointer-ops.ts). Applying them is a pure transformation of the definition,
 * done before the title is compiled.
 */
import { GameError } from '../errors';
import { applyOps, type VariantOp } from './pointer-ops';
import type { Definition, DefinitionFileKey } from './types';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** RFC 7396: objects merge recursively, null deletes, anything else replaces. */
export function mergePatch<T>(target: T, patch: unknown): T {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return structuredClone(patch) as T;
  const base: Record<string, Json> =
    target !== null && typeof target === 'object' && !Array.isArray(target)
      ? { ...(target as Record<string, Json>) }
      : {};
  for (const [key, value] of Object.entries(patch as Record<string, Json>)) {
    if (value === null) delete base[key];
    else base[key] = mergePatch(base[key] ?? null, value);
  }
  return base as T;
}

/** One patch of a variant, as title.json writes it: a merge patch or pointer operations. */
export interface VariantPatch {
  file: string;
  merge?: Record<string, unknown>;
  ops?: VariantOp[];
}

/** The definition with the named variant's patches applied (null: the base game). */
export function applyVariant(definition: Definition, variantId: string | null | undefined): Definition {
  if (variantId === null || variantId === undefined || variantId === '') return definition;
  const variant = (definition.title.variants ?? []).find((v) => v.id === variantId);
  if (!variant) {
    throw new GameError(
      'INVALID_INPUT',
      `title ${definition.title.id} has no variant "${variantId}"` +
        ` (known: ${(definition.title.variants ?? []).map((v) => v.id).join(', ') || 'none'})`,
    );
  }
  // A variant may extend another: that one's patches first (title.json variants[].extends).
  const seen = new Set([variantId]);
  const chain = [variant];
  for (let v = variant; v.extends !== undefined; ) {
    const base = (definition.title.variants ?? []).find((x) => x.id === v.extends);
    if (!base || seen.has(base.id)) throw new GameError('INVALID_INPUT', `variant ${v.id} extends ${v.extends}, which is not a variant of ${definition.title.id} (or loops)`);
    seen.add(base.id);
    chain.unshift(base);
    v = base;
  }
  const result: Definition = { ...definition };
  for (const v of chain) {
    for (const patch of v.patches as VariantPatch[]) {
      const key = patch.file as DefinitionFileKey;
      const files = result as unknown as Record<string, unknown>;
      if ((patch.ops === undefined) === (patch.merge === undefined))
        throw new GameError('INVALID_INPUT', `variant ${v.id} of ${definition.title.id}, file ${patch.file}: a patch has exactly one of merge and ops`);
      if (patch.ops !== undefined) files[key] = applyOps(files[key], patch.ops, `variant ${v.id} of ${definition.title.id}, file ${patch.file}`);
      else files[key] = mergePatch(result[key], patch.merge);
    }
  }
  return result;
}
