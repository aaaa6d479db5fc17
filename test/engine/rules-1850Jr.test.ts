/**
 * The settings 1850Jr added for data-only authoring, each checked on 1850Jr's data and its recorded
 * games: the tiles node routeBonus (a route through a port earns half its revenue more, rounded down to
 * ten; 18xx.games G1850Jr revenue_for), and a port's minRouteStops in the forced train purchase (a
 * station whose only other stop is a port has no route; 18xx.games marks the ports `route: never`).
 */
import { bestRoutes, compileTitle, type Definition, type GameState } from '../../engine';
import { type Ctx, checkRoute, mustBuyTrain } from '../helpers/engine-internals';
import { readRecordedGame } from '../helpers/recorded-games';
import { recordedPositions } from '../helpers/recorded-positions';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const def = loadTitleDir(repoPath('definitions', '1850Jr')).definition;
const title = compileTitle(def);
// hotseat.json: the positions before log ids 100 and 170 (IFT's runs to Napoli) and 202 (CTL's second pass).
const hotseat = recordedPositions(def, readRecordedGame(repoPath('test', 'fixtures', '1850Jr', 'hotseat.json')), [100, 170, 202]);
const before = (id: number): GameState => hotseat.before(id);

/** The definition with the port nodes' `key` removed. */
const withoutPortSetting = (key: 'routeBonus' | 'minRouteStops'): Definition =>
  ({
    ...def,
    map: {
      ...def.map,
      hexes: def.map.hexes.map((h) => (h.tile?.nodes?.[0]?.group === 'port' ? { ...h, tile: { ...h.tile, nodes: h.tile.nodes.map((n) => Object.fromEntries(Object.entries(n).filter(([k]) => k !== key))) } } : h)),
    },
  }) as Definition;

describe('tiles node routeBonus: a port adds half the route\'s revenue, rounded down to ten', () => {
  const run = (t: typeof title, state: GameState, corp: string, train: string, path: string[]) => checkRoute({ title: t, state, log: [] } as Ctx, corp, { train, path }, new Set());

  test('hotseat, log id 100: IFT\'s 3-train Catania - Messina - Napoli, 70 from the cities, earns 70 + 30 (35 rounded down)', () => {
    const state = before(100);
    const r = run(title, state, 'IFT', '3-1', ['G5.0', 'H4', 'H2.0', 'H0.0']);
    expect(r).toMatchObject({ revenue: 100 });
    expect(run(compileTitle(withoutPortSetting('routeBonus')), state, 'IFT', '3-1', ['G5.0', 'H4', 'H2.0', 'H0.0'])).toMatchObject({ revenue: 70 });
  });

  test('hotseat, log id 170: IFT\'s 4-train Napoli - Messina - Catania - Siracusa, 100 from the cities, earns 150', () => {
    const state = before(170);
    expect(run(title, state, 'IFT', '4-0', ['H0.0', 'H2.0', 'H4', 'G5.0', 'G7', 'H6', 'H8.0'])).toMatchObject({ revenue: 150 });
  });

  test('the optimiser finds the recorded best run with the bonus, and without it pays less', () => {
    const state = before(170);
    expect(bestRoutes(title, state, 'IFT')).toMatchObject({ revenue: 150, proven: true });
    expect(bestRoutes(compileTitle(withoutPortSetting('routeBonus')), state, 'IFT').revenue).toBeLessThan(150);
  });

  test('a port and one city: refused (minRouteStops 3, "must contain 2 other stops")', () => {
    const state = before(100);
    expect(run(title, state, 'IFT', '3-1', ['H2.0', 'H0.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('needs at least 3 stops') });
  });
});

describe('the forced train purchase: a port that needs two other stops does not make a route', () => {
  // hotseat, log ids 201-202: CTL, trainless after selling its 6-train to IFT (log id 189), reaches only
  // Tunisia's port (A5) from its station in Trapani (B4); 18xx.games lets it pass its train purchase.
  const state = before(202);

  test('CTL need not buy a train', () => {
    expect(state.corporations.CTL!.trains).toEqual([]);
    expect(mustBuyTrain({ title, state, log: [] } as Ctx, 'CTL')).toBe(false);
  });

  test('without minRouteStops the port would count as the route\'s second stop', () => {
    const plain = compileTitle(withoutPortSetting('minRouteStops'));
    expect(mustBuyTrain({ title: plain, state, log: [] } as Ctx, 'CTL')).toBe(true);
  });
});
