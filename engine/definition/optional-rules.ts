/**
 * A title's optional rules, read from its variants (title.json `variants`).
 *
 * The definition does not distinguish "variants" from "optional rules": every
 * entry is a named set of patches (merge patches or pointer operations) that may be applied on its own
 * (createGame's `variant`) or after others (an imported game's optional rules).
 * What can be said about each one comes from its patches alone:
 *
 * - `changes`: the members of the definition it sets ("market.rows.0.20",
 *   "title.rounds.stock.reissueMaxPar"), the leaves of its merge patches and the
 *   targets of its pointer operations;
 * - `includes`: other rules whose every change it also makes, with the same value
 *   (1870's original_rules includes station_wars, max_reissue_200, ...);
 * - `conflictsWith`: other rules that set one of the same members (or a member
 *   inside it) to something else. Merge patches replace values and arrays whole,
 *   so of two conflicting rules applied together only the last one's value stays;
 *   pointer operations touch only what they address, so rules changing different
 *   cells of one array combine.
 */
import type { Title } from './title';
import { pointerSegments } from './pointer-ops';
import type { VariantPatch } from './variants';

export interface OptionalRuleInfo {
  id: string;
  name: string;
  description: string;
  /** Dotted paths of the definition members the rule sets, as "<file>.<member>...", in patch order. */
  changes: string[];
  /** Ids of other rules whose every change this one also makes, with the same value. */
  includes: string[];
  /** Ids of other rules that set an overlapping member to a different value. */
  conflictsWith: string[];
}

type Leaves = Map<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The leaves of a variant's patches, later patches replacing earlier ones. */
function leavesOf(patches: readonly VariantPatch[]): Leaves {
  const leaves: Leaves = new Map();
  const set = (path: string, value: unknown) => {
    // A value (or null, a deletion) replaces whatever an earlier patch set inside it.
    for (const existing of [...leaves.keys()]) if (existing.startsWith(`${path}.`)) leaves.delete(existing);
    leaves.set(path, value);
  };
  const walk = (path: string, value: unknown) => {
    if (isObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(`${path}.${k}`, v);
      return;
    }
    set(path, value);
  };
  for (const p of patches) {
    if (p.merge !== undefined) walk(p.file, p.merge);
    // A pointer operation sets the one value it addresses (a removal sets it to null, as a merge patch does).
    for (const op of p.ops ?? []) set([p.file, ...pointerSegments(op.path)].join('.'), op.op === 'remove' ? null : op.value);
  }
  return leaves;
}

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => k in b && same(a[k], b[k]));
  }
  return false;
}

const within = (inner: string, outer: string) => inner.startsWith(`${outer}.`);

function conflict(a: Leaves, b: Leaves): boolean {
  for (const [pa, va] of a) {
    for (const [pb, vb] of b) {
      if (pa === pb ? !same(va, vb) : within(pa, pb) || within(pb, pa)) return true;
    }
  }
  return false;
}

function includes(a: Leaves, b: Leaves): boolean {
  if (b.size === 0) return false;
  for (const [path, value] of b) if (!a.has(path) || !same(a.get(path), value)) return false;
  return true;
}

export function optionalRules(title: Title): OptionalRuleInfo[] {
  const variants = title.definition.title.variants ?? [];
  const leaves = variants.map((v) => leavesOf((v.patches ?? []) as VariantPatch[]));
  return variants.map((v, i) => ({
    id: v.id,
    name: v.name,
    description: v.description ?? '',
    changes: [...leaves[i]!.keys()],
    includes: variants.filter((_, j) => j !== i && includes(leaves[i]!, leaves[j]!)).map((w) => w.id),
    conflictsWith: variants.filter((_, j) => j !== i && conflict(leaves[i]!, leaves[j]!)).map((w) => w.id),
  }));
}
