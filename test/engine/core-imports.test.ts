/**
 * The core imports no mechanism (engine/core/mechanism.ts): it reaches them through the compiled
 * title's dispatcher only. Core files still importing engine/mechanisms/ directly
 * are listed below; the list only shrinks — a file moved behind the interface must leave it, and
 * no file may join it.
 */
import { resolve } from 'node:path';
import { coreMechanismImports, importCircles, importGraph, isCore, REGISTRY } from '../../tools/import-graph';
import type { Title } from '../../engine';
import {
  MECHANISMS, anytimeLegal, anytimeProcess, buildDispatcher, every, first, pendingInterruption, type Mechanism,
} from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

const ROOT = resolve(__dirname, '..', '..');

/** Core files that still import a mechanism directly, to be moved behind the interface. */
const NOT_YET_MOVED: readonly string[] = [
];

describe('the core and the mechanisms', () => {
  const graph = importGraph(ROOT);
  const direct = coreMechanismImports(graph);

  test('no core file outside the allowlist imports a mechanism', () => {
    const offenders = [...direct.keys()].filter((f) => !NOT_YET_MOVED.includes(f));
    expect(offenders).toEqual([]);
  });

  test('the allowlist names only files that still import a mechanism (it shrinks as they move)', () => {
    expect(NOT_YET_MOVED.filter((f) => !direct.has(f))).toEqual([]);
  });

  test('only the dispatcher imports the registry', () => {
    const importers = [...graph].filter(([, targets]) => targets.includes(REGISTRY)).map(([f]) => f);
    expect(importers).toEqual(['engine/core/dispatch.ts']);
  });

  test('the moved layers are in no runtime import circle with a mechanism', () => {
    const circles = importCircles(importGraph(ROOT, 'engine', true));
    const moved = [...graph.keys()].filter((f) => isCore(f) && !NOT_YET_MOVED.includes(f));
    // A moved file may still sit in a circle through a file not yet moved; the dispatcher and the interface never do.
    const inCircle = circles.flat();
    expect(['engine/core/dispatch.ts', 'engine/core/mechanism.ts', 'engine/definition/compile.ts', 'engine/apply.ts', 'engine/legal.ts'].filter((f) => inCircle.includes(f))).toEqual([]);
    expect(moved.length).toBeGreaterThan(0);
  });
});

describe('the mechanism registry and dispatcher', () => {
  test('mechanism ids are unique', () => {
    const ids = MECHANISMS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a title holds the hooks of the mechanisms its definition switches on, and no others', () => {
    const t1820 = titleOf('1820');
    const t1870 = titleOf('1870');
    // 1820 has cousins and British Rail; 1870 has neither.
    expect(t1820.mechanisms.ids).toEqual(expect.arrayContaining(['cousinInvestors', 'britishRail', 'permissivePlacement']));
    expect(t1870.mechanisms.ids).not.toContain('cousinInvestors');
    expect(t1870.mechanisms.ids).not.toContain('britishRail');
    expect(t1870.mechanisms.tileLaid).toHaveLength(0);
    expect(t1820.mechanisms.tileLaid.length).toBeGreaterThan(0);
    // Hooks keep the registry's order, which decides which refusal speaks first.
    const order = MECHANISMS.map((m) => m.id).filter((id) => t1820.mechanisms.ids.includes(id));
    expect(t1820.mechanisms.ids).toEqual(order);
  });
});

describe('the dispatcher', () => {
  const def = titleOf('demo').definition;
  const mech = (id: string, on: boolean, hooks: Mechanism['hooks']): Mechanism => ({ id, block: null, appliesTo: () => on, hooks });
  const titleWith = (ms: Mechanism[]): Title => ({ mechanisms: buildDispatcher(ms, def) }) as Title;

  test('first takes the first answer that is not null, in list order; switched-off mechanisms are never asked', () => {
    const asked: string[] = [];
    const t = titleWith([
      mech('off', false, { tileLayCount: () => (asked.push('off'), 9) }),
      mech('none', true, { tileLayCount: () => (asked.push('none'), null) }),
      mech('two', true, { tileLayCount: () => (asked.push('two'), 2) }),
      mech('three', true, { tileLayCount: () => (asked.push('three'), 3) }),
    ]);
    expect(first(t, 'tileLayCount', {} as never, 'X')).toBe(2);
    expect(asked).toEqual(['none', 'two']);
  });

  test('every is false when one answer is false, and true with no answer at all', () => {
    const yes = mech('yes', true, { homesReserved: () => true });
    const no = mech('no', true, { homesReserved: () => false });
    expect(every(titleWith([yes, no]), 'homesReserved', {} as never)).toBe(false);
    expect(every(titleWith([yes]), 'homesReserved', {} as never)).toBe(true);
    expect(every(titleWith([]), 'homesReserved', {} as never)).toBe(true);
  });

  test('a hook the core does not call is refused when the title is compiled', () => {
    expect(() => buildDispatcher([mech('typo', true, { tileLayed: () => undefined } as never)], def)).toThrow(/typo\.tileLayed/);
  });

  test('steps and round kinds a switched-on mechanism brings are found by name; two bringing one name are refused', () => {
    const step = { name: 'x', accepts: [], legal: () => [], process: () => undefined, done: () => true, passBlocked: () => null };
    const on = { ...mech('brings', true, {}), operatingSteps: { extraStep: step }, rounds: { extraRound: {} as never } };
    const off = { ...mech('idle', false, {}), stockSteps: { idleStep: step } };
    const t = titleWith([on, off]);
    expect(t.mechanisms.operatingSteps.extraStep).toBe(step);
    expect(Object.keys(t.mechanisms.rounds)).toEqual(['extraRound']);
    expect(t.mechanisms.stockSteps).toEqual({});
    expect(() => buildDispatcher([on, { ...on, id: 'again' }], def)).toThrow(/two mechanisms bring operatingSteps extraStep/);
  });

  test('interruptions are asked in registry order and the first with an actor speaks; any-time actions gather and the first taker applies', () => {
    const actor = { entityType: 'player' as const, entity: 1, seat: 1 };
    const quiet = { name: 'quiet', actor: () => null, legal: () => [], process: () => undefined };
    const pending = { name: 'pending', actor: () => actor, legal: () => [], process: () => undefined };
    const later = { name: 'later', actor: () => ({ ...actor, seat: 2 }), legal: () => [], process: () => undefined };
    const taken: string[] = [];
    const loans = { name: 'loans', legal: () => [{ id: 'l', action: { type: 'take_loan' } as never }], process: (_c: unknown, _a: unknown, a: { type: string }) => a.type === 'take_loan' && taken.push('loans') > 0 };
    const ports = { name: 'ports', legal: () => [{ id: 'p', action: { type: 'buy_port' } as never }], process: () => (taken.push('ports'), true) };
    const t = titleWith([
      { ...mech('a', true, {}), interruptions: { stock: [quiet] }, anytime: { operating: [loans] } },
      { ...mech('b', true, {}), interruptions: { stock: [pending, later] }, anytime: { operating: [ports] } },
    ]);
    expect(pendingInterruption(t, {} as never, 'stock')?.interruption.name).toBe('pending');
    expect(pendingInterruption(t, {} as never, 'operating')).toBeNull();
    expect(anytimeLegal(t, {} as never, 'operating', actor).map((l) => l.id)).toEqual(['l', 'p']);
    expect(anytimeProcess(t, {} as never, 'operating', actor, { type: 'buy_port' } as never)).toBe(true);
    expect(taken).toEqual(['ports']);
    expect(anytimeProcess(t, {} as never, 'stock', actor, { type: 'take_loan' } as never)).toBe(false);
  });
});
