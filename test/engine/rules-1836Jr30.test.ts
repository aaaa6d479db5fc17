/**
 * The settings 1836Jr30 added for data-only authoring, each checked on 1836Jr30's data and its recorded
 * games: the tiles node revenuePerStation and minRouteStops (the ports Harwich, Dover and Paris pay once
 * per station of the running corporation on the route, and need two other stops; 18xx.games G1836Jr30
 * revenue_for), and phases.json depotTrainsPerTurn "onePerType" in every phase (one train of each type
 * from the depot per turn; 18xx.games BuySingleTrainOfType).
 */
import * as fs from 'fs';
import { apply, bestRoutes, compileTitle, type Definition, type GameState } from '../../engine';
import { type Ctx, checkRoute, trainOffers } from '../helpers/engine-internals';
import { parseExport, type ExportGame } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { writableHex } from '../helpers/hex-state';

const def = loadTitleDir(repoPath('definitions', '1836Jr30')).definition;
const title = compileTitle(def);
const fixture = (name: string): ExportGame => parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1836Jr30', name), 'utf8'));

/** The state just before (or just after) the recorded action `id` of `game`. */
function at(game: ExportGame, id: number, when: 'before' | 'after'): GameState {
  let state: GameState | null = null;
  replayExport(def, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, {
    beforeAction: (s, a) => {
      if (when === 'before' && a.id === id) state = s;
    },
    afterAction: (s, a) => {
      if (when === 'after' && a.id === id) state = s;
    },
  });
  if (!state) throw new Error(`no state at ${id}`);
  return state;
}

/** The definition with the port nodes' `key` removed. */
const withoutPortSetting = (key: 'revenuePerStation' | 'minRouteStops'): Definition =>
  ({
    ...def,
    map: {
      ...def.map,
      hexes: def.map.hexes.map((h) => (h.tile?.nodes?.[0]?.group === 'port' ? { ...h, tile: { ...h.tile, nodes: h.tile.nodes.map((n) => Object.fromEntries(Object.entries(n).filter(([k]) => k !== key))) } } : h)),
    },
  }) as Definition;

describe('tiles node revenuePerStation: a port pays once per station of the running corporation on the route', () => {
  // 2851, log id 247 (phase 6, brown): HSM's 5-train runs Harwich (E3) - Rotterdam (E5) - Utrecht (E7) -
  // Amsterdam (D6) - Den Haag (E5); HSM has stations in Utrecht and Amsterdam, so Harwich's brown 30 counts twice.
  const state = at(fixture('2851.json'), 247, 'before');
  const path = ['E3.0', 'E5.0', 'E7.0', 'D6.0', 'E5.1'];
  const run = (t: typeof title, p: string[], s: GameState = state) => checkRoute({ title: t, state: s, log: [] } as Ctx, 'HSM', { train: '5-0', path: p }, new Set());

  test('two stations on the route: Harwich pays 2 x 30', () => {
    expect(state.corporations.HSM!.tokens.map((t) => t.hex).sort()).toEqual(['D6', 'E7']);
    expect(run(title, path)).toMatchObject({ revenue: 240, breakdown: [{ stop: 'E3.0', revenue: 60 }, { stop: 'E5.0', revenue: 50 }, { stop: 'E7.0', revenue: 40 }, { stop: 'D6.0', revenue: 40 }, { stop: 'E5.1', revenue: 50 }] });
  });

  test('one station on the route: Harwich pays 30 once', () => {
    expect(run(title, ['E3.0', 'E5.0', 'E7.0'])).toMatchObject({ revenue: 120, breakdown: [{ stop: 'E3.0', revenue: 30 }, { stop: 'E5.0', revenue: 50 }, { stop: 'E7.0', revenue: 40 }] });
  });

  test('without the setting the port pays its value once', () => {
    expect(run(compileTitle(withoutPortSetting('revenuePerStation')), path)).toMatchObject({ revenue: 210 });
  });

  test('the optimiser pays the same and finds the route', () => {
    expect(bestRoutes(title, state, 'HSM')).toMatchObject({ revenue: 240, proven: true });
    const plain = compileTitle(withoutPortSetting('revenuePerStation'));
    expect(bestRoutes(plain, state, 'HSM')).toMatchObject({ revenue: 210, proven: true });
  });
});

describe('tiles node minRouteStops: a route through a port has two other stops', () => {
  // The same position with an HSM station added in Rotterdam (E5 city 0), next to Harwich.
  const state = at(fixture('2851.json'), 247, 'before');
  writableHex(state, 'E5').tokens.push({ corporation: 'HSM', city: 0, slot: 0 });
  state.corporations.HSM!.tokens.push({ hex: 'E5', city: 0 });
  const run = (t: typeof title) => checkRoute({ title: t, state, log: [] } as Ctx, 'HSM', { train: '5-0', path: ['E3.0', 'E5.0'] }, new Set());

  test('port and one city: refused', () => {
    expect(run(title)).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('needs at least 3 stops') });
  });

  test('without the setting the two-stop route runs (the port paid once for the one station)', () => {
    expect(run(compileTitle(withoutPortSetting('minRouteStops')))).toMatchObject({ revenue: 80 });
  });
});

describe('phases.json depotTrainsPerTurn "onePerType": one train of each type from the depot per turn', () => {
  // 2851, log id 37: HSM buys the first 2-train; 18xx.games then offers it no second 2 from the depot, and the
  // game moves on to the stock round (log ids 38-40 are the players' passes).
  const state = at(fixture('2851.json'), 37, 'before');
  const buy = { type: 'buy_train', entityType: 'corporation', entity: 'HSM', train: '2-0', price: 80, from: 'depot' };
  const off = compileTitle({ ...def, phases: { ...def.phases, phases: def.phases.phases.map((p) => ({ ...p, depotTrainsPerTurn: 'unlimited' as const })) } } as Definition);
  const after = (t: typeof title): GameState => {
    const r = apply(t, state, buy);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };

  test('before the purchase the depot offers a 2', () => {
    expect(trainOffers({ title, state, log: [] }, 'HSM')).toEqual([{ train: '2-0', from: 'depot' }]);
  });

  test('after a 2 from the depot, no other 2 from it: HSM\'s turn ends and the stock round begins', () => {
    const s = after(title);
    expect(s.corporations.HSM!.trains).toEqual(['2-0']);
    expect(s.round.kind).toBe('stock');
  });

  test('with "unlimited" HSM may buy the next 2 in the same turn', () => {
    const s = after(off);
    expect(s.round.kind).toBe('operating');
    expect(trainOffers({ title: off, state: s, log: [] }, 'HSM')).toEqual([{ train: '2-1', from: 'depot' }]);
  });
});
