/**
 * The settings 18AL added for data-only authoring, each checked on 18AL's data and its recorded games
 * (18xx.games' g_18_al for the facts), and each off in a title without it: corporations.json stationObjective
 * (the historical objectives), companies.json trainDiscount (New Decatur Yards) and routeMarkers (Memphis &
 * Charleston's markers), trains.json bucket multiplier (the 4D), tiles node passThrough false (Nashville and
 * Mobile), tileLay anyStops (the Lumber Terminal), assignToken conditions (the Warrior Coal Field) and
 * rounds.operating.mustBuyTrain "ifRouteWhileBankSells".
 */
import { bestRoutes, compileTitle, legalActions, whoActs, type Definition, type GameState } from '../../engine';
import { blocksPassage, MECHANISMS, placedTile, type Ctx } from '../helpers/engine-internals';
import type { ExportGame } from '../../tools/import/export-format';
import type { ReplayReport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { editedCopy, replayUpTo, titleFixture } from '../helpers/recorded-games';

const def = loadTitleDir(repoPath('definitions', '18AL')).definition;
const title = compileTitle(def);
const fixture = (name: string): ExportGame => titleFixture('18AL', name);
const bank = fixture('18AL_game_end_bank.json');
const bankrupt = fixture('18AL_game_end_bankrupt.json');
const market = fixture('18AL_game_end_stock_market.json');
const otherTitle = compileTitle(loadTitleDir(repoPath('definitions', '18GA')).definition);

/** The replay of `game` up to and including the recorded action `id`, by `d`. */
const upTo = (game: ExportGame, id: number, d: Definition = def): ReplayReport & { state: GameState } => replayUpTo(d, game, id);

/** The definition with `edit` applied to a copy. */
const edited = (edit: (d: Definition) => void): Definition => editedCopy(def, edit);

const revenue = (s: GameState): number | null => (s.round.kind === 'operating' ? s.round.turn.revenue : null);

describe('corporations.json stationObjective: the historical objectives', () => {
  const off = edited((d) => d.corporations.corporations.forEach((c) => delete (c as { stationObjective?: unknown }).stationObjective));

  test('ATN\'s station in Meridian pays it $100 once (18AL_game_end_bankrupt, log id 95)', () => {
    const s = upTo(bankrupt, 95).state;
    expect(s.corporations.ATN!.stationObjectiveMet).toBe(true);
    expect(upTo(bankrupt, 94).state.corporations.ATN!.stationObjectiveMet).toBeUndefined();
    expect(s.corporations.ATN!.cash - upTo(bankrupt, 95, off).state.corporations.ATN!.cash).toBe(100);
    // M&O's station there earlier (log id 24) is not its objective (York, K2).
    expect(upTo(bankrupt, 24).state.corporations['M&O']!.stationObjectiveMet).toBeUndefined();
  });

  test('without it the games do not replay as recorded; a title without it does not run the mechanism', () => {
    expect(upTo(bankrupt, 10_000, off).matchesRecorded).toBe(false);
    expect(title.mechanisms.ids).toContain('stationObjective');
    expect(otherTitle.mechanisms.ids).not.toContain('stationObjective');
  });
});

describe('companies.json trainDiscount: New Decatur Yards', () => {
  const off = edited((d) => d.companies!.companies.forEach((c) => delete (c as { trainDiscount?: unknown }).trainDiscount));

  test('ATN buys 5-0 at half price with the company acting, and the company closes (18AL_game_end_bankrupt, log id 176)', () => {
    const s = upTo(bankrupt, 176).state;
    expect(s.trains.find((t) => t.id === '5-0')!.owner).toBe('corp:ATN');
    expect(s.companies.NDY!.closed).toBe(true);
    expect(upTo(bankrupt, 175).state.corporations.ATN!.cash - s.corporations.ATN!.cash).toBe(225);
  });

  test('the discounted purchase is offered while the company is open, and refused without the setting', () => {
    const s = upTo(bankrupt, 175).state;
    const offered = legalActions(title, s, whoActs(title, s)!.seat).filter((l) => l.action.type === 'buy_train' && l.action.entityType === 'company');
    expect(offered.map((l) => [l.action.entity, (l.action as { price: number }).price])).toEqual([['NDY', 225]]);
    expect(upTo(bankrupt, 176, off).error?.id).toBe(176);
    expect(otherTitle.mechanisms.ids).not.toContain('trainDiscount');
  });
});

describe('companies.json routeMarkers: Robert E. Lee and Pan American', () => {
  const routeMarkers = MECHANISMS.find((m) => m.id === 'routeMarkers')!;
  const off = edited((d) => d.companies!.companies.forEach((c) => delete (c as { routeMarkers?: unknown }).routeMarkers));

  test('L&N, holding the markers since it bought M&C (log id 232), earns 20 more on its route from Atlanta to Birmingham (log id 249)', () => {
    expect(upTo(market, 232).state.corporations['L&N']!.routeMarkers).toEqual({ company: 'M&C', president: expect.any(Number) });
    expect(revenue(upTo(market, 249).state)! - revenue(upTo(market, 249, off).state)!).toBe(20);
    expect(upTo(market, 10_000, off).matchesRecorded).toBe(false);
  });

  test("the optimiser's answer carries the markers, and a corporation that holds none keeps its proof", () => {
    const s = upTo(market, 248).state;
    const best = bestRoutes(title, s, 'L&N');
    expect(best.routes.flatMap((r) => (r as { bonuses?: { name: string; amount: number }[] }).bonuses ?? [])).toContainEqual({ name: 'Robert E. Lee', amount: 20 });
    expect(best.proven).toBe(false);
    const offTitle = compileTitle(off);
    const others = Object.keys(s.corporations).filter((c) => c !== 'L&N' && s.trains.some((t) => t.owner === `corp:${c}`));
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) expect(bestRoutes(title, s, c)).toEqual(bestRoutes(offTitle, s, c));
  });

  test('the markers leave the game when the corporation\'s president changes', () => {
    const s = structuredClone(upTo(market, 249).state);
    const ctx: Ctx = { title, state: s, log: [] };
    routeMarkers.hooks.actionApplied!(ctx);
    expect(s.corporations['L&N']!.routeMarkers).toBeDefined();
    s.corporations['L&N']!.president = (s.corporations['L&N']!.president! + 1) % s.players.length;
    routeMarkers.hooks.actionApplied!(ctx);
    expect(s.corporations['L&N']!.routeMarkers).toBeUndefined();
    expect(ctx.log).toEqual(['L&N loses Robert E. Lee and Pan American: its president changed']);
    expect(otherTitle.mechanisms.ids).not.toContain('routeMarkers');
  });
});

describe('trains.json bucket multiplier: the 4D doubles cities and off-boards, not towns', () => {
  // The same 4D with the train-wide multiplier (1820's N+D form): every stop doubled, towns too.
  const wide = edited((d) => {
    const t = d.trains.trains.find((x) => x.id === '4D')! as { distance: { multiplier?: number }[]; multiplier?: number };
    delete t.distance[0]!.multiplier;
    t.multiplier = 2;
  });

  test('M&O\'s 4D route through Dothan and the Lumber Terminal (18AL_game_end_bank, log id 322) earns the towns\' 10 and 20 once', () => {
    const s = upTo(bank, 322).state;
    expect([s.hexes.O6!.tile, s.hexes.N5!.tile]).toEqual([expect.any(String), '445']);
    expect(revenue(upTo(bank, 322, wide).state)! - revenue(s)!).toBe(30);
  });

  test('with every stop doubled the game does not end as recorded', () => {
    expect(upTo(bank, 10_000).matchesRecorded).toBe(true);
    expect(upTo(bank, 10_000, wide).matchesRecorded).toBe(false);
  });
});

describe('tiles node passThrough false: Nashville and Mobile end routes', () => {
  test('L&N\'s home in Nashville blocks passage even to L&N; without the setting it would not', () => {
    const s = upTo(bank, 60).state;
    const open = compileTitle(edited((d) => delete (d.map.hexes.find((h) => h.id === 'A4')!.tile!.nodes![0] as { passThrough?: boolean }).passThrough));
    expect(s.hexes.A4!.tokens.map((t) => t.corporation)).toEqual(['L&N']);
    expect(blocksPassage(s, 'A4', placedTile(title, s, 'A4')!.tile, 0, 'L&N')).toBe(true);
    expect(blocksPassage(s, 'A4', placedTile(open, s, 'A4')!.tile, 0, 'L&N')).toBe(false);
  });
});

describe('tileLay anyStops: the Lumber Terminal', () => {
  const off = edited((d) => delete (d.companies!.companies.find((c) => c.id === 'BLC')!.abilities[0]!.params as { anyStops?: boolean }).anyStops);

  test('ATN lays tile 445, a town, on the empty swamp G2 with the company (18AL_game_end_bankrupt, log id 141); without anyStops it may not', () => {
    expect(upTo(bankrupt, 141).state.hexes.G2!.tile).toBe('445');
    expect(upTo(bankrupt, 141, off).error?.id).toBe(141);
  });
});

describe('assignToken conditions: the Warrior Coal Field needs a train and a reached city', () => {
  const off = compileTitle(edited((d) => {
    d.companies!.companies.find((c) => c.id === 'SNAR')!.abilities[0]!.condition = { ownerType: 'corporation' };
  }));
  const assigns = (t: ReturnType<typeof compileTitle>, s: GameState): string[] =>
    legalActions(t, s, whoActs(t, s)!.seat)
      .filter((l) => l.action.type === 'assign')
      .map((l) => (l.action as { hex: string }).hex);

  test('ABC, owning SNAR and trains (18AL_game_end_bankrupt, log id 103), may place it only where its track reaches', () => {
    const s = upTo(bankrupt, 103).state;
    const reached = assigns(title, s);
    expect(reached).toContain('G4');
    expect(reached.length).toBeLessThan(assigns(off, s).length);
    expect(assigns(off, s)).toEqual(['E6', 'G4', 'G6', 'H3', 'H5']);
  });

  test('without a train it may not place it', () => {
    const s = structuredClone(upTo(bankrupt, 103).state);
    for (const t of s.trains) if (t.owner === 'corp:ABC') t.owner = 'pool';
    s.corporations.ABC!.trains = [];
    expect(assigns(title, s)).toEqual([]);
    expect(assigns(off, s).length).toBeGreaterThan(0);
  });
});

describe('rounds.operating.mustBuyTrain "ifRouteWhileBankSells"', () => {
  const ifRoute = edited((d) => (d.title.rounds.operating.mustBuyTrain = 'ifRoute'));

  test('the bank\'s 4Ds sold, trainless L&N passes its train step (18AL_game_end_bank, log id 339); under "ifRoute" it must buy', () => {
    const s = upTo(bank, 339).state;
    expect(s.trains.some((t) => t.owner === 'depot')).toBe(false);
    expect(s.corporations['L&N']!.trains).toEqual([]);
    expect(upTo(bank, 10_000).matchesRecorded).toBe(true);
    expect(upTo(bank, 10_000, ifRoute).matchesRecorded).toBe(false);
  });
});
