/**
 * Setup by offer order (title.json setup.corporationOrder; 1862 rules 2.2, steps 1, 2 and 4, as the
 * digest gives them): the corporations are shuffled into an offer order, the first k leave the
 * game, and the rest become available in waves counted from the back of the order. On the demo
 * title (four corporations: NR, CR, SR, ER; phases 2-6), patched with the rule.
 */
import { compileTitle, createGame, mergePatch } from '../../engine';
import { Driver } from '../helpers/driver';
import { definitionOf } from '../helpers/demo';

function titleWith(setup: object) {
  const def = structuredClone(definitionOf('demo'));
  def.title = mergePatch(def.title, { setup }) as typeof def.title;
  return compileTitle(def);
}

const ORDER = { corporationOrder: { remove: { '3': 0, default: 1 }, waves: [{ count: 1, phase: '4' }, { count: 1, phase: '3' }] } };

describe('offer order, removal and waves (1862 rules 2.2)', () => {
  test('the first k of the shuffled order leave the game; waves count from the back', () => {
    const title = titleWith(ORDER);
    const state = createGame(title, { players: ['A', 'B'], seed: 7 });
    const order = state.offerOrder!;
    expect(order).toHaveLength(3);
    const removed = Object.values(state.corporations).filter((c) => c.removed);
    expect(removed).toHaveLength(1);
    expect(removed[0]!.closed).toBe(true);
    expect(order).not.toContain(removed[0]!.id);
    // The last of the order from phase 4, the one before it from phase 3, the first from the start.
    expect(order.map((id) => state.corporations[id]!.availableFrom ?? null)).toEqual([null, '3', '4']);
    // The player count picks the number removed: none with three players.
    expect(createGame(title, { players: ['A', 'B', 'C'], seed: 7 }).offerOrder).toHaveLength(4);
  });

  test('the order is a fold of the seed: the same seed, the same order; other seeds, other orders', () => {
    const title = titleWith(ORDER);
    const orderOf = (seed: number) => createGame(title, { players: ['A', 'B'], seed }).offerOrder!.join(',');
    expect(orderOf(7)).toBe(orderOf(7));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(orderOf)).size).toBeGreaterThan(3);
  });

  test('with the 18xx.games generator the order is Ruby\'s sort_by { rand } on the LCG', () => {
    const title = titleWith({ ...ORDER, generator: 'lcg31', priority: 'firstSeat' }); // no priority draw first
    const state = createGame(title, { players: ['A', 'B', 'C'], seed: 46925 });
    // Keys for NR, CR, SR, ER from seed 46925: 179679746, 455448339, 784026960, 321813321.
    expect(state.offerOrder).toEqual(['NR', 'ER', 'CR', 'SR']);
    expect(state.generator).toBe('lcg31');
  });

  test('a corporation may not be started before its wave\'s phase; then it may', () => {
    const title = titleWith(ORDER);
    const d = new Driver(title, ['A', 'B'], 7);
    const order = d.state.offerOrder!;
    const late = order[2]!;
    const early = order[0]!;
    expect(d.refuse({ type: 'par', corporation: late, price: 100 })).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('1862 rules 2.2') });
    const removed = Object.values(d.state.corporations).find((c) => c.removed)!.id;
    expect(d.refuse({ type: 'par', corporation: removed, price: 100 })).toMatchObject({ code: 'ILLEGAL_ACTION' });
    d.state.phase = title.phases.findIndex((p) => p.id === '4');
    d.do({ type: 'par', corporation: late, price: 100 });
    expect(d.state.corporations[late]!.par).toBe(100);
    expect(d.legal().some((id) => id.includes(early))).toBe(true);
  });
});
