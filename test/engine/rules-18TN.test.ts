/**
 * The settings 18TN added for data-only authoring, each checked on 18TN's data and its recorded games
 * (18xx.games' g_18_tn for the facts): phases.json lostTrainRun (the Civil War of phase 3½, 18xx.games
 * event civil_war), trains.json obsoleteOn (the 4-trains on the first 6', 18xx.games obsolete_on) and
 * rounds.stock.salesOverHoldingLimit (a player above 60% sells as many shares as he likes).
 */
import { apply, compileTitle, legalActions, whoActs, type Definition, type GameState } from '../../engine';
import type { ExportGame } from '../../tools/import/export-format';
import type { ReplayReport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { editedCopy, replayUpTo, titleFixture } from '../helpers/recorded-games';

const def = loadTitleDir(repoPath('definitions', '18TN')).definition;
const fixture = (name: string): ExportGame => titleFixture('18TN', name);
const bank = fixture('18TN_game_end_bank.json');
const market = fixture('18TN_game_end_stock_market.json');

/** The replay of `game` up to and including the recorded action `id`, by `d`. */
const upTo = (game: ExportGame, id: number, d: Definition = def): ReplayReport & { state: GameState } => replayUpTo(d, game, id);

/** The definition with `edit` applied to a copy. */
const edited = (edit: (d: Definition) => void): Definition => editedCopy(def, edit);

const revenue = (s: GameState): number | null => (s.round.kind === 'operating' ? s.round.turn.revenue : null);

describe('phases.json lostTrainRun: the Civil War', () => {
  const noWar = edited((d) => d.phases.phases.forEach((p) => delete (p as { lostTrainRun?: boolean }).lostTrainRun));

  test('phase 3.5 carries it, and no other phase', () => {
    expect(def.phases.phases.filter((p) => (p as { lostTrainRun?: boolean }).lostTrainRun).map((p) => p.id)).toEqual(['3.5']);
  });

  test('the first 3\' marks every floated corporation owning a train (18TN_game_end_bank, log id 190: SR buys 3\'-0; TC and NC&StL are not yet parred)', () => {
    const s = upTo(bank, 190).state;
    expect(Object.values(s.corporations).filter((c) => c.lostTrainRun).map((c) => c.id).sort()).toEqual(['GMO', 'IC', 'L&N', 'SR']);
    expect(Object.values(upTo(bank, 189).state.corporations).some((c) => c.lostTrainRun)).toBe(false);
  });

  test('a marked corporation whose trains all run loses its lowest route (18TN_game_end_stock_market, log id 169: L&N runs 110, 40 and 80)', () => {
    expect(revenue(upTo(market, 169).state)).toBe(190);
    expect(revenue(upTo(market, 169, noWar).state)).toBe(230);
  });

  test('a marked corporation with one train earns nothing and keeps its price (18TN_game_end_bank, log id 202: GMO runs its 3-2)', () => {
    const beforeRun = upTo(bank, 201).state.corporations.GMO!;
    const s = upTo(bank, 202).state;
    expect(beforeRun.lostTrainRun).toBe(true);
    expect(s.corporations.GMO!.market).toEqual(beforeRun.market);
    expect(s.corporations.GMO!.lostTrainRun).toBeUndefined();
    expect(revenue(upTo(bank, 202, noWar).state)).toBeGreaterThan(0);
  });

  test('without it neither game replays to its result', () => {
    expect(upTo(bank, 10_000, noWar).matchesRecorded).toBe(false);
    expect(upTo(market, 10_000, noWar).matchesRecorded).toBe(false);
  });
});

describe('trains.json obsoleteOn: the 4-trains on the first 6\'', () => {
  test('the 4-train type is made obsolete by the 6\' and rusts on nothing', () => {
    expect(def.trains.trains.find((t) => t.id === '4')).toMatchObject({ obsoleteOn: "6'" });
    expect(def.trains.trains.find((t) => t.id === '4')!.rustsOn).toBeUndefined();
  });

  test('18TN_game_end_bank, log id 443: GMO buys 6\'-0 and every 4-train a corporation owns becomes obsolete, with one run left', () => {
    const before = upTo(bank, 442).state.trains.filter((t) => t.type === '4' && t.owner.startsWith('corp:'));
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((t) => t.obsolete === undefined)).toBe(true);
    const after = upTo(bank, 443).state.trains.filter((t) => t.type === '4' && t.owner.startsWith('corp:'));
    expect(after.map((t) => [t.id, t.obsolete])).toEqual(before.map((t) => [t.id, { runsLeft: 1 }]));
  });

  test('SR\'s obsolete 4-2 runs once (log id 479) and is gone before its purchase of 8-0 (log id 481)', () => {
    expect(upTo(bank, 478).state.trains.find((t) => t.id === '4-2')!.owner).toBe('corp:SR');
    expect(upTo(bank, 481).state.trains.find((t) => t.id === '4-2')!.owner).toBe('scrap');
  });

  test('without it SR keeps the 4-2 and cannot buy the 8-train at log id 481', () => {
    const r = upTo(bank, 10_000, edited((d) => delete (d.trains.trains.find((t) => t.id === '4') as { obsoleteOn?: string }).obsoleteOn));
    expect(r.error?.id).toBe(481);
  });
});

describe('rounds.stock.salesOverHoldingLimit "any": a player above the holding limit sells what he likes', () => {
  // 18TN_game_end_bank, log id 559: Player 4 holds 90% of GMO (bought in the orange zone) and sells 20%.
  test('18TN sets it, and the sale to 70% is accepted', () => {
    expect(def.title.rounds.stock.salesOverHoldingLimit).toBe('any');
    expect(upTo(bank, 559).error).toBeNull();
  });

  test('with "toLimit" (1870 rules, Selling shares: "sufficient shares must be sold to bring the player within the 60% share limit") the sale is refused', () => {
    const r = upTo(bank, 559, edited((d) => (d.title.rounds.stock.salesOverHoldingLimit = 'toLimit')));
    expect(r.error?.id).toBe(559);
    expect(r.error?.message).toMatch(/a sale must bring you to 60% or less/);
  });
});

describe('rounds.operating.firstRoundCompanyPurchase: companies bought at face value in the first operating round', () => {
  // 18TN_game_end_bank, log id 43: L&N opens OR 1 (phase 2: no phase has opened company purchases yet).
  const state = upTo(bank, 42).state;
  const title = compileTitle(def);
  const off = compileTitle(edited((d) => delete (d.title.rounds.operating as { firstRoundCompanyPurchase?: unknown }).firstRoundCompanyPurchase));
  const seat = (s: GameState): number => whoActs(title, s)!.seat;
  const purchases = (t: ReturnType<typeof compileTitle>, s: GameState): [string, unknown][] =>
    legalActions(t, s, seat(s))
      .map((l) => l as unknown as { action: Record<string, unknown>; params?: { price?: unknown } })
      .filter((l) => l.action.type === 'buy_company' && l.action.entity === (s.round.kind === 'operating' ? s.round.current : null))
      .map((l) => [String(l.action.company), l.params?.price]);
  const buy = (s: GameState, corp: string, company: string, price: number): GameState => {
    const r = apply(title, s, { type: 'buy_company', entityType: 'corporation', entity: corp, company, price });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };

  test('L&N may buy any player\'s company at exactly its face value; without the setting, none', () => {
    expect(state.round.kind === 'operating' && [state.round.set, state.round.index, state.round.current]).toEqual([1, 1, 'L&N']);
    expect(purchases(title, state)).toEqual([['TCC', { min: 20, max: 20 }], ['ETWCR', { min: 40, max: 40 }], ['MCR', { min: 70, max: 70 }], ['OWR', { min: 100, max: 100 }]]);
    expect(purchases(off, state)).toEqual([]);
    expect(apply(title, state, { type: 'buy_company', entityType: 'corporation', entity: 'L&N', company: 'MCR', price: 80 }).ok).toBe(false);
  });

  test('onlyWithoutCompany: once L&N owns one it buys no other', () => {
    expect(purchases(title, buy(state, 'L&N', 'TCC', 20))).toEqual([]);
  });

  test('onePerSeller: a player who sold one sells no other in the round', () => {
    // Player 1 (seat 0) is given the TCC too: after L&N buys his MCR, SR may not buy the TCC from him.
    const twoOwned = JSON.parse(JSON.stringify(state)) as GameState;
    twoOwned.companies.TCC!.owner = 'player:0';
    expect(twoOwned.companies.MCR!.owner).toBe('player:0');
    const s = buy(twoOwned, 'L&N', 'MCR', 70);
    // After its 2-train (log id 45) L&N is offered the purchases still (our buyCompany step ends the turn); it passes.
    const passed = apply(title, upTo(bank, 45).state, { type: 'pass', entityType: 'corporation', entity: 'L&N' });
    if (!passed.ok) throw new Error(passed.error.message);
    const sr = passed.state;
    expect(sr.round.kind === 'operating' && sr.round.current).toBe('SR');
    const srTwoOwned = { ...JSON.parse(JSON.stringify(sr)), companies: s.companies, companyPurchases: s.companyPurchases } as GameState;
    expect(purchases(title, srTwoOwned).map(([c]) => c)).toEqual(['ETWCR', 'OWR']);
  });

  test('in the second operating round (set 2, phase 2 still) nothing is offered', () => {
    const later = upTo(bank, 57).state;
    expect(later.round.kind === 'operating' && later.round.set).toBe(2);
    expect(later.phase).toBe(0);
    expect(purchases(title, later)).toEqual([]);
  });
});
