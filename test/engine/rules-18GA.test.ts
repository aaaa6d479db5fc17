/**
 * The settings 18GA added for data-only authoring, each checked on 18GA's data and its recorded games:
 * phases.json depotTrainsPerTurn "one" (one train from the depot per operating turn in phases 2
 * and 3; 18xx.games SingleDepotTrainBuy, status limited_train_buy), and the convertToTrain ability's
 * params.closesCompany and condition.belowTrainLimit (the Ocilla Southern hands a corporation buying it
 * the free 2-train, below its train limit, and stays open), and rounds.operating.firstTurnTileLays
 * (18xx.games' optional rule double_yellow_first_or, the variant of the same id); and the ability kind
 * placeStation (the Waycross & Southern's free station in Waycross, I9, without a connection).
 */
import * as fs from 'fs';
import { apply, applyVariant, compileTitle, legalActions, whoActs, type Definition, type GameState } from '../../engine';
import { nextLaySlot, trainOffers } from '../helpers/engine-internals';
import { parseExport, type ExportGame } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const def = loadTitleDir(repoPath('definitions', '18GA')).definition;
const title = compileTitle(def);
const fixture = (name: string): ExportGame => parseExport(fs.readFileSync(repoPath('test', 'fixtures', '18GA', name), 'utf8'));

/** The state just before the recorded action `id` of `game`. */
function before(game: ExportGame, id: number): GameState {
  let state: GameState | null = null;
  replayExport(def, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, {
    beforeAction: (s, a) => {
      if (a.id === id) state = s;
    },
  });
  if (!state) throw new Error(`no state at ${id}`);
  return state;
}

function applied(t: ReturnType<typeof compileTitle>, state: GameState, action: Record<string, unknown>): GameState {
  const r = apply(t, state, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** The definition with the Ocilla Southern's freeTrain ability changed by `edit`. */
function withFreeTrain(edit: (ab: { condition?: Record<string, unknown>; params?: Record<string, unknown> }) => void): ReturnType<typeof compileTitle> {
  const d = JSON.parse(JSON.stringify(def)) as Definition;
  const ab = d.companies!.companies.find((c) => c.id === 'OSR')!.abilities!.find((a) => a.id === 'freeTrain')!;
  edit(ab as { condition?: Record<string, unknown>; params?: Record<string, unknown> });
  return compileTitle(d);
}

describe('phases.json depotTrainsPerTurn "one": one train from the depot per turn', () => {
  // 18GA_game_end_bankrupt, log id 26 (phase 2): W&A buys the first 2-train; 18xx.games offers it no second
  // train from the depot, and CoG operates next (log id 27).
  const state = before(fixture('18GA_game_end_bankrupt.json'), 26);
  const buy = { type: 'buy_train', entityType: 'corporation', entity: 'W&A', train: '2-0', price: 100, from: 'depot' };
  const limitedTo = (limit: 'unlimited' | 'one' | 'onePerType'): ReturnType<typeof compileTitle> =>
    compileTitle({ ...def, phases: { ...def.phases, phases: def.phases.phases.map((p) => ({ ...p, depotTrainsPerTurn: limit })) } } as Definition);
  const off = limitedTo('unlimited');

  test('before the purchase the depot offers a 2', () => {
    expect(trainOffers({ title, state, log: [] }, 'W&A')).toEqual([{ train: '2-0', from: 'depot' }]);
  });

  const operating = (s: GameState): string | null => (s.round.kind === 'operating' ? s.round.current : null);

  test('after a 2 from the depot, nothing more: W&A\'s turn ends and CoG operates', () => {
    expect(operating(state)).toBe('W&A');
    const s = applied(title, state, buy);
    expect(s.corporations['W&A']!.trains).toEqual(['2-0']);
    expect(operating(s)).toBe('CoG');
  });

  test('with "unlimited" W&A may buy the next 2 in the same turn', () => {
    const s = applied(off, state, buy);
    expect(operating(s)).toBe('W&A');
    expect(trainOffers({ title: off, state: s, log: [] }, 'W&A')).toEqual([{ train: '2-1', from: 'depot' }]);
  });

  test('from phase 4 on the depot is not limited (the schema default)', () => {
    expect(title.phases.map((p) => [p.id, p.depotTrainsPerTurn])).toEqual([['2', 'one'], ['3', 'one'], ['4', 'unlimited'], ['5', 'unlimited'], ['6', 'unlimited'], ['8', 'unlimited']]);
  });

  test('"one" counts every type, "onePerType" only the types bought', () => {
    // W&A's turn as if it had bought a 3 from the depot: "one" offers no depot train, "onePerType" still the 2.
    const round = state.round;
    if (round.kind !== 'operating') throw new Error('not an operating round');
    const boughtA3 = { ...state, round: { ...round, turn: { ...round.turn, depotTypesBought: ['3'] } } } as GameState;
    expect(trainOffers({ title: limitedTo('one'), state: boughtA3, log: [] }, 'W&A')).toEqual([]);
    expect(trainOffers({ title: limitedTo('onePerType'), state: boughtA3, log: [] }, 'W&A')).toEqual([{ train: '2-0', from: 'depot' }]);
  });
});

describe('convertToTrain closesCompany and belowTrainLimit: the Ocilla Southern\'s free 2-train', () => {
  // 18GA_game_end_bank, log id 185 (phase 3): GA, holding one train, buys the OSR from a player for $50.
  const gaBuys = before(fixture('18GA_game_end_bank.json'), 185);
  const gaAction = { type: 'buy_company', entityType: 'corporation', entity: 'GA', company: 'OSR', price: 50 };
  // 18GA_game_end_bankrupt, log id 147 (phase 3): CoG buys it holding four trains, the phase's limit.
  const cogBuys = before(fixture('18GA_game_end_bankrupt.json'), 147);
  const cogAction = { type: 'buy_company', entityType: 'corporation', entity: 'CoG', company: 'OSR', price: 50 };

  test('GA receives the free 2-train (18xx.games id 2-5) and the OSR stays open', () => {
    expect(gaBuys.corporations.GA!.trains).toEqual(['2-4']);
    const s = applied(title, gaBuys, gaAction);
    expect(s.corporations.GA!.trains).toEqual(['2-4', '2-5']);
    expect(s.companies.OSR).toMatchObject({ owner: 'corp:GA', closed: false });
  });

  test('with closesCompany left at its default the OSR would close', () => {
    const t = withFreeTrain((ab) => delete ab.params!.closesCompany);
    const s = applied(t, gaBuys, gaAction);
    expect(s.corporations.GA!.trains).toEqual(['2-4', '2-5']);
    expect(s.companies.OSR!.closed).toBe(true);
  });

  test('CoG, at its train limit, receives no train', () => {
    expect(cogBuys.corporations.CoG!.trains).toHaveLength(4);
    const s = applied(title, cogBuys, cogAction);
    expect(s.corporations.CoG!.trains).toEqual(cogBuys.corporations.CoG!.trains);
    expect(s.companies.OSR!.closed).toBe(false);
  });

  test('without belowTrainLimit CoG would receive it', () => {
    const t = withFreeTrain((ab) => delete ab.condition!.belowTrainLimit);
    const s = applied(t, cogBuys, cogAction);
    expect(s.corporations.CoG!.trains).toContain('2-5');
  });

  test('from phase 4 on (condition.phaseIn 2 and 3) no free train comes', () => {
    expect(title.companies.find((c) => c.id === 'OSR')!.abilities!.find((a) => a.id === 'freeTrain')!.condition).toEqual({ phaseIn: ['2', '3'], belowTrainLimit: true });
  });
});

describe('rounds.operating.firstTurnTileLays: two yellow tiles in a corporation\'s first operating turn (variant double_yellow_first_or)', () => {
  // 18GA_game_end_bankrupt, log id 24: W&A, in its first operating turn, lays 451a on Atlanta (D4), a new tile.
  const game = fixture('18GA_game_end_bankrupt.json');
  const state = before(game, 24);
  const lay = { type: 'lay_tile', entityType: 'corporation', entity: 'W&A', hex: 'D4', tile: '451a', rotation: 0 };
  const extra = compileTitle(applyVariant(def, 'double_yellow_first_or'));
  const slot = (t: ReturnType<typeof compileTitle>, s: GameState) => nextLaySlot({ title: t, state: s, log: [] }, 'W&A');

  test('the variant sets the setting; the title alone does not', () => {
    expect(title.rounds.operating.firstTurnTileLays).toBeUndefined();
    expect(extra.rounds.operating.firstTurnTileLays).toHaveLength(2);
  });

  test('after the first lay W&A may lay a second tile, a new one and no upgrade', () => {
    expect(state.corporations['W&A']!.operated).toBe(false);
    const s = applied(extra, state, lay);
    expect(slot(extra, s)).toMatchObject({ lay: true, upgrade: false });
  });

  test('without the variant its one lay is used', () => {
    const s = applied(title, state, lay);
    expect(slot(title, s)).toBeNull();
  });

  test('in its second turn the variant gives one lay only', () => {
    // log id 33: W&A's second operating turn, before its lay on C3.
    const second = before(game, 33);
    expect(second.corporations['W&A']!.operated).toBe(true);
    const s = applied(extra, second, { type: 'lay_tile', entityType: 'corporation', entity: 'W&A', hex: 'C3', tile: '6', rotation: 3 });
    expect(slot(extra, s)).toBeNull();
  });
});

describe('ability placeStation: the Waycross & Southern\'s free station in Waycross (I9), as the turn\'s station', () => {
  // 18GA_game_end_bank: CoG bought the W&SR (log id 142); log id 191 is CoG's station step, where it placed
  // an ordinary station on Macon's tile 15 instead. Waycross (I9) is still the empty printed city.
  const state = before(fixture('18GA_game_end_bank.json'), 191);
  const wsr = { type: 'place_token', entityType: 'company', entity: 'W&SR', hex: 'I9', city: 0 };
  const seat = (s: GameState): number => whoActs(title, s)!.seat;

  test('the station step offers the company\'s place_token on I9', () => {
    expect(state.companies['W&SR']!.owner).toBe('corp:CoG');
    const offered = legalActions(title, state, seat(state)).map((l) => l.action as unknown as Record<string, unknown>);
    expect(offered).toContainEqual(expect.objectContaining({ type: 'place_token', entity: 'W&SR', hex: 'I9', city: 0 }));
  });

  test('placing it costs nothing, puts CoG on I9 without a connection and is the turn\'s station', () => {
    const s = applied(title, state, wsr);
    expect(s.corporations.CoG!.tokens.map((t) => t.hex)).toContain('I9');
    expect(s.corporations.CoG!.cash).toBe(state.corporations.CoG!.cash);
    const r = apply(title, s, { type: 'place_token', entityType: 'corporation', entity: 'CoG', hex: 'F6', city: 0 });
    expect(r.ok).toBe(false);
  });

  test('the company stays open and its one use is spent', () => {
    const s = applied(title, state, wsr);
    expect(s.companies['W&SR']!.closed).toBe(false);
    expect(s.abilityUses).toMatchObject({ 'W&SR/waycross': 1 });
  });

  test('without the ability the company places nothing', () => {
    const t = compileTitle({ ...def, companies: { ...def.companies!, companies: def.companies!.companies.map((c) => (c.id === 'W&SR' ? { ...c, abilities: [] } : c)) } } as Definition);
    expect(apply(t, state, wsr).ok).toBe(false);
  });
});
