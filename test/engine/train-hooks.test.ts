/**
 * The hooks of trains and buying them (engine/core/mechanism.ts, the block "trains and buying
 * them"): each is answered by the mechanisms of the titles whose rules need it and by no others,
 * and the answers are checked directly on a new game.
 */
import { titleOf } from '../helpers/demo';
import { createGame, type Title, type GameState, type TrainState } from '../../engine';
import { each, every, first, sum, type HookName, type Ctx } from '../helpers/engine-internals';

/** Hook → a title (and variant) that answers it, and one that does not (null: every title answers). */
const ANSWERED: readonly [HookName, string, string | null, string | null][] = [
  ['trainBought', '1843', null, '1870'],
  ['trainLeftDepot', '1862', null, '1870'],
  ['phaseChanged', '1820', null, '1870'],
  ['rustDeferred', '1862', null, '1870'],
  ['trainNotRequired', '1860', null, null],
  ['tradesTrains', '1860', null, null],
  ['trainBuyRefusal', '1860', null, null],
  ['trainMaintenance', '1820', null, '1870'],
  ['trainWarranties', '1862', null, '1870'],
  ['refinancing', '1862', null, '1870'],
  ['emergencyFunds', '1862', 'solo', '1862'],
  ['corporationBankrupt', '1862', null, '1870'],
  ['trainStepAutomatic', '1862', null, null],
  ['trainStepLeft', '1820', null, '1870'],
];

const titles = new Map<string, Title>();
const title = (id: string, variant: string | null = null): Title => {
  const key = `${id}/${variant ?? ''}`;
  if (!titles.has(key)) titles.set(key, titleOf(id, variant));
  return titles.get(key)!;
};

function game(id: string, variant: string | null = null, players = ['A', 'B', 'C']): { t: Title; state: GameState; ctx: Ctx } {
  const t = title(id, variant);
  const state = createGame(t, { players, seed: 1 });
  return { t, state, ctx: { title: t, state, log: [] } as unknown as Ctx };
}

describe('the train hooks', () => {
  test.each(ANSWERED)('%s is answered in %s and not where no mechanism needs it', (hook, on, variant, off) => {
    expect(title(on, variant).mechanisms[hook].length).toBeGreaterThan(0);
    if (off !== null) expect(title(off).mechanisms[hook]).toHaveLength(0);
  });

  test('rustDeferred keeps a corporation\'s train with warranty marks left, not one without (1862.md §2.6 item 6)', () => {
    const { t, state } = game('1862');
    const train: TrainState = { id: 'x', type: t.trainTypes[0]!.id, owner: `corp:${t.corporations[0]!.id}`, warranties: 1 };
    expect(first(t, 'rustDeferred', state, train)).toBe(true);
    expect(first(t, 'rustDeferred', state, { ...train, warranties: 0 })).toBeNull();
    expect(first(t, 'rustDeferred', state, { ...train, owner: 'pool' })).toBeNull();
  });

  test('trainWarranties gives the price and what a train may take (trains.json warranties)', () => {
    const t = title('1862');
    const w = first(t, 'trainWarranties', t)!;
    expect(w.price).toBe(50);
    const pairs = (warranty: boolean): (readonly [string, string])[] =>
      t.trainTypes.flatMap((tt) => (tt.variants ?? []).filter((v) => (v.warranty ?? false) === warranty).map((v) => [tt.id, v.id] as const));
    const [plainType, plain] = pairs(false)[0]!;
    expect(w.builtIn(plainType, plain)).toBe(0);
    expect(w.allowed(plainType, plain)).toBe(3);
    const [builtType, built] = pairs(true)[0]!;
    expect(w.builtIn(builtType, built)).toBe(1);
    expect(w.allowed(builtType, built)).toBe(2);
    expect(first(title('1870'), 'trainWarranties', title('1870'))).toBeNull();
  });

  test('trainNotRequired spares an 1860 company that cannot pay for a bank train, not one that can (1860 rules L847-848)', () => {
    const { t, state, ctx } = game('1860');
    const corp = t.corporations[0]!.id;
    state.corporations[corp]!.cash = 0;
    expect(first(t, 'trainNotRequired', ctx, corp)).toBe(true);
    state.corporations[corp]!.cash = 100000;
    expect(first(t, 'trainNotRequired', ctx, corp)).toBeNull();
  });

  test('tradesTrains: a final era with trainTrades false stops trades once formed (1862)', () => {
    const { t, state, ctx } = game('1862');
    const corp = t.corporations[0]!.id;
    expect(every(t, 'tradesTrains', ctx, corp)).toBe(true);
    state.finalEra = 'formed';
    expect(every(t, 'tradesTrains', ctx, corp)).toBe(false);
  });

  test('trainMaintenance is the Cost of Business column\'s (1820), nothing without the track', () => {
    const { t, state } = game('1820', null, ['A', 'B', 'C', 'D']);
    const cfg = (t.definition.title as unknown as { costOfBusiness: { columns: { maintenance: Record<string, number> }[] } }).costOfBusiness;
    const col = cfg.columns.findIndex((c) => Object.values(c.maintenance).some((m) => m > 0));
    state.costOfBusiness = col;
    const [type, cost] = Object.entries(cfg.columns[col]!.maintenance).find(([, m]) => m > 0)!;
    expect(sum(t, 'trainMaintenance', t, state, type)).toBe(cost);
    const g = game('1870');
    expect(sum(g.t, 'trainMaintenance', g.t, g.state, g.t.trainTypes[0]!.id)).toBe(0);
  });

  test('trainLeftDepot: the first H train triggers the final era (1862 finalEra.trigger.firstTrain)', () => {
    const { t, state, ctx } = game('1862');
    each(t, 'trainLeftDepot', ctx, 'G');
    expect(state.finalEra).toBeUndefined();
    each(t, 'trainLeftDepot', ctx, 'H');
    expect(state.finalEra).toBe('triggered');
  });

  test('trainBought: a gray train acquired in an operating round counts the set (1843 endConditions trainOwnedForSets)', () => {
    const { t, state, ctx } = game('1843');
    const cond = (t.definition.title.endConditions ?? []).find((e) => e.kind === 'trainOwnedForSets') as unknown as { train: string };
    const train = state.trains.find((x) => x.type === cond.train)!;
    state.round = { ...state.round, kind: 'operating' } as GameState['round'];
    each(t, 'trainBought', ctx, t.corporations[0]!.id, { ...train, type: t.trainTypes[0]!.id }, 'depot');
    expect(state.trainOwnedSets?.thisSet ?? false).toBe(false);
    each(t, 'trainBought', ctx, t.corporations[0]!.id, train, 'depot');
    expect(state.trainOwnedSets?.thisSet).toBe(true);
  });

  test('phaseChanged: the Cost of Business marker follows a phase a purchase started, not one the track started (1820 L991-993)', () => {
    const { t, state, ctx } = game('1820', null, ['A', 'B', 'C', 'D']);
    const green = t.phases.findIndex((p) => p.id === 'green');
    state.costOfBusiness = 0;
    state.phase = green;
    each(t, 'phaseChanged', ctx, undefined);
    expect(state.costOfBusiness).toBe(0);
    each(t, 'phaseChanged', ctx, t.phases[green]!.onTrain);
    expect(state.costOfBusiness).toBeGreaterThan(0);
  });

  test('trainStepLeft puts a trainless 1820 company into liquidation, not one with a train (§7.2.7)', () => {
    const { t, state, ctx } = game('1820', null, ['A', 'B', 'C', 'D']);
    const c = state.corporations[t.corporations[0]!.id]!;
    c.floated = true;
    c.market = { row: 0, col: 5 };
    c.trains = ['x'];
    each(t, 'trainStepLeft', ctx, c.id);
    expect(c.market).toEqual({ row: 0, col: 5 });
    c.trains = [];
    each(t, 'trainStepLeft', ctx, c.id);
    expect(c.market).not.toEqual({ row: 0, col: 5 });
  });
});
