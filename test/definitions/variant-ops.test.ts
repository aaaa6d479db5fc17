/**
 * Variant pointer operations (title.json variants[].patches[].ops, engine/definition/pointer-ops.ts):
 * how a pointer names its target, that an operation changes exactly the value it addresses, that a
 * pointer naming nothing is an error naming the variant, and that the variants written with them give
 * the same definitions as the merge patches they replaced.
 */
import * as fs from 'fs';
import * as path from 'path';
import { applyVariant, mergePatch, GameError, type Definition, type DefinitionFileKey } from '../../engine';
import { applyOps, pointerSegments, type VariantOp } from '../helpers/engine-internals';
import { loadAllTitles } from '../../tools/definitions-fs';
import { findRepoRoot } from '../../tools/paths';

const titles = loadAllTitles();
const def = (id: string): Definition => titles.get(id)!;

describe('pointer operations', () => {
  const file = {
    trains: [
      { id: '2', count: 5, rustsOn: '4' },
      { id: '4', count: 3 },
    ],
    rows: [
      ['60', '70p'],
      ['50', '60'],
    ],
    bank: { cash: 100 },
  };

  it('names an element of an id array by its id and of any other array by its index', () => {
    const out = applyOps(file, [
      { op: 'replace', path: '/trains/4/count', value: 2 },
      { op: 'replace', path: '/rows/1/0', value: '55' },
    ], 'test');
    expect(out.trains[1]).toEqual({ id: '4', count: 2 });
    expect(out.rows).toEqual([['60', '70p'], ['55', '60']]);
    // The base is shared by every game: it is never changed in place.
    expect(file.trains[1]!.count).toBe(3);
    expect(file.rows[1]![0]).toBe('50');
  });

  it('adds before a named element or at the end (-), removes members and elements, and fans out on *', () => {
    const out = applyOps(file, [
      { op: 'add', path: '/trains/4', value: { id: '3', count: 4 } },
      { op: 'add', path: '/trains/-', value: { id: 'D', count: 9 } },
      { op: 'remove', path: '/trains/2/rustsOn' },
      { op: 'remove', path: '/rows/*/0' },
      { op: 'add', path: '/bank/afterBreak', value: 'continue' },
    ], 'test');
    expect(out.trains.map((t) => t.id)).toEqual(['2', '3', '4', 'D']);
    expect(out.trains[0]).toEqual({ id: '2', count: 5 });
    expect(out.rows).toEqual([['70p'], ['60']]);
    expect(out.bank).toEqual({ cash: 100, afterBreak: 'continue' });
  });

  it('reads ~1 as / and ~0 as ~ in a segment (RFC 6901)', () => {
    expect(pointerSegments('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });

  it.each<[string, VariantOp, string]>([
    ['an unknown id', { op: 'replace', path: '/trains/8/count', value: 1 }, 'v of t, file trains: replace /trains/8/count: no element "8" in /trains (by id)'],
    ['an index past the end', { op: 'remove', path: '/rows/2' }, 'v of t, file trains: remove /rows/2: no element "2" in /rows (by index)'],
    ['a missing member', { op: 'replace', path: '/bank/coins', value: 1 }, 'v of t, file trains: replace /bank/coins: names nothing'],
    ['a path through a value', { op: 'replace', path: '/bank/cash/x', value: 1 }, 'v of t, file trains: replace /bank/cash/x: /bank/cash is not an object or array'],
    ['- outside an add', { op: 'replace', path: '/trains/-', value: 1 }, 'v of t, file trains: replace /trains/-: "-" may only end the pointer of an add'],
  ])('refuses a pointer to %s, naming the variant and the pointer', (_name, op, message) => {
    let error: unknown;
    try {
      applyOps(file, [op], 'v of t, file trains');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe('INVALID_INPUT');
    expect((error as GameError).message).toBe(message);
  });

  it('makes applyVariant fail with the variant named when a pointer names nothing', () => {
    const d = structuredClone(def('1870'));
    d.title.variants!.push({ id: 'broken', name: 'Broken', description: '', patches: [{ file: 'companies', ops: [{ op: 'replace', path: '/companies/GULF/abilities/port/params/x', value: true }] }] } as never);
    expect(() => applyVariant(d, 'broken')).toThrow('variant broken of 1870, file companies: replace /companies/GULF/abilities/port/params/x: no element "GULF" in /companies (by id)');
  });
});

/** The concrete pointers an operation addresses, its `*` segments expanded against `content`. */
function expand(content: unknown, op: VariantOp): string[] {
  const segs = pointerSegments(op.path);
  let paths: { node: unknown; at: string[] }[] = [{ node: content, at: [] }];
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1;
    paths = paths.flatMap(({ node, at }) => {
      const keys = seg === '*' ? (node as unknown[]).map((_, j) => ((node as { id?: string }[])[j]?.id !== undefined ? String((node as { id: string }[])[j]!.id) : String(j))) : [seg];
      return keys.map((k) => ({ node: last ? undefined : step(node, k), at: [...at, k] }));
    });
  });
  return paths.map((p) => '/' + p.at.join('/'));
}

function step(node: unknown, key: string): unknown {
  if (!Array.isArray(node)) return (node as Record<string, unknown>)[key];
  const byId = node.every((e) => e !== null && typeof e === 'object' && 'id' in e);
  return byId ? node.find((e) => String((e as { id: unknown }).id) === key) : node[Number(key)];
}

function get(content: unknown, pointer: string): unknown {
  return pointerSegments(pointer).reduce(step, content);
}

/** The operation that undoes `op` (one concrete pointer) on `before`. */
function inverse(before: unknown, op: VariantOp, after: unknown): VariantOp {
  const segs = pointerSegments(op.path);
  const parent = '/' + segs.slice(0, -1).join('/');
  const container = segs.length > 1 ? get(before, parent) : before;
  const key = segs[segs.length - 1]!;
  if (op.op === 'replace') return { op: 'replace', path: op.path, value: get(before, op.path) };
  if (op.op === 'remove') {
    if (!Array.isArray(container)) return { op: 'add', path: op.path, value: get(before, op.path) };
    // Put the element back before the one that followed it.
    const i = container.indexOf(get(before, op.path));
    const next = container[i + 1] as { id?: unknown } | undefined;
    const where = next === undefined ? '-' : next.id !== undefined ? String(next.id) : String(i);
    return { op: 'add', path: `${parent}/${where}`, value: get(before, op.path) };
  }
  // add: remove what was added (at the end of an array for "-").
  if (!Array.isArray(container)) return key in (container as object) ? { op: 'replace', path: op.path, value: get(before, op.path) } : { op: 'remove', path: op.path };
  const added = op.value as { id?: unknown };
  const grown = (segs.length > 1 ? get(after, parent) : after) as unknown[];
  return { op: 'remove', path: `${parent}/${added.id !== undefined ? String(added.id) : key === '-' ? String(grown.length - 1) : key}` };
}

describe('the variants written with pointer operations', () => {
  const withOps = [...titles].flatMap(([id, d]) =>
    (d.title.variants ?? []).flatMap((v) => (v.patches as { file: string; ops?: VariantOp[] }[]).filter((p) => p.ops).map((p) => [id, v.id, p.file, p.ops!] as const)),
  );

  it('exist in every title that used to repeat a whole array (1830, 1860, 1862, 1870), in 18GA (a home and a station changed), in 18AL (a home, a city made an off-board, a train count and a rusting), in 18Chesapeake (Off the Rails: its market, trains and ends) and in 1836jr56 (the Diesels for the 8s)', () => {
    expect([...new Set(withOps.map(([id]) => id))].sort()).toEqual(['1830', '1836jr56', '1860', '1862', '1870', '18AL', '18Chesapeake', '18GA']);
  });

  it.each(withOps)('%s %s (%s): each operation changes exactly the value it addresses', (id, _v, file, ops) => {
    let content: unknown = (def(id) as unknown as Record<string, unknown>)[file];
    for (const op of ops) {
      for (const path of expand(content, op)) {
        const one = { ...op, path };
        const after = applyOps(content, [one], 'test');
        if (op.op !== 'remove' && !path.endsWith('/-')) expect(get(after, path)).toEqual(op.value);
        // Undoing that one change gives back the file as it was: nothing else moved.
        expect(applyOps(after, [inverse(content, one, after)], 'test')).toEqual(content);
        content = after;
      }
    }
  });

  // The merge patches these variants had before they were rewritten as operations, as they stood in
  // definitions/*/title.json then: the same files must come out. (Should a base file later change where
  // an old patch repeated it, that old patch, not the operation, is what went stale: drop its entry.)
  const before = JSON.parse(fs.readFileSync(path.join(findRepoRoot(), 'test/fixtures/variants/merge-form.json'), 'utf8')) as Record<string, Record<string, { file: string; merge: unknown }[]>>;
  const pairs = Object.entries(before).flatMap(([id, vs]) => Object.keys(vs).map((v) => [id, v] as const));

  it.each(pairs)('%s %s gives the definition its merge patches gave', (id, v) => {
    const d = def(id);
    const variant = d.title.variants!.find((x) => x.id === v)!;
    const chain = variant.extends ? [...before[id]![variant.extends]!, ...before[id]![v]!] : before[id]![v]!;
    const old: Record<string, unknown> = { ...d };
    for (const p of chain) old[p.file] = mergePatch(old[p.file], p.merge);
    const now = applyVariant(d, v) as unknown as Record<string, unknown>;
    for (const key of ['map', 'tiles', 'market', 'corporations', 'companies', 'cousins', 'trains', 'phases'] as DefinitionFileKey[]) expect([key, now[key]]).toEqual([key, old[key]]);
    const { variants: _a, notes: _b, ...titleNow } = now.title as Record<string, unknown>;
    const { variants: _c, notes: _d, ...titleOld } = old.title as Record<string, unknown>;
    expect(titleNow).toEqual(titleOld);
  });

  it('let 1870 combine the $400 finish with the original market colours (1870 rules L1178-1181: variants combine by agreement; L1183, L1260)', () => {
    const both = applyVariant(applyVariant(def('1870'), 'original_market'), 'finish_on_400');
    expect(both.market.rows[0]![20]).toBe('400e');
    expect([both.market.rows[4]![0], both.market.rows[6]![5], both.market.rows[7]![6]]).toEqual(['40o', '60', '60']);
    expect(both.title.endConditions.map((c) => c.kind)).toContain('marketEndCell');
  });
});
