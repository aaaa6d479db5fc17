/**
 * 1820 route rules for ports and London (G21; rules §15.2 L1492-1533, §15.3.1 L1537-1545), as
 * title.json `routes.ports`, `routes.stopNeedsOwnStation` and a `mayNotJoin` class by hex, and
 * map.json `countsAs: "town"` on the port nodes. Positions are built on the 1820 board by hand:
 * - Preston B6 and the hill B8 carry tile 57 (a city of 20) turned to run W-E, so the Preston port
 *   B4 (spike to its E, into B6's W edge) is joined to B6, and B6 to B8. In green B4 is worth 40.
 * - N12 carries tile 57 unturned (SW-NE): its NE edge meets London M13's SW edge, whose node n0
 *   (city index 0) is London's SW station circle, worth 60 in green.
 */
import { bestRoutes, type GameState } from '../../engine';
import type { Ctx } from '../../engine/context';
import { joinRefused } from '../../engine/routes/revenue';
import { checkRoute, checkRun } from '../../engine/routes/validate';
import { initialState } from '../../engine/state/create';
import { titleOf } from '../helpers/demo';

const title = titleOf('1820');
const CORP = 'LSR';

function position(stations: { hex: string; city: number }[], trainType = '2+'): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.phase = title.phases.findIndex((p) => p.id === 'green');
  for (const [hex, rotation] of [['B6', 1], ['B8', 1], ['N12', 0]] as const) {
    state.hexes[hex]!.tile = '57';
    state.hexes[hex]!.rotation = rotation;
  }
  const c = state.corporations[CORP]!;
  for (const s of stations) {
    state.hexes[s.hex]!.tokens.push({ corporation: CORP, city: s.city, slot: 0 });
    c.tokens.push({ hex: s.hex, city: s.city });
  }
  const t = state.trains.find((x) => x.type === trainType && x.owner === 'depot')!;
  t.owner = `corp:${CORP}`;
  c.trains.push(t.id);
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: CORP, turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const trainOf = (ctx: Ctx): string => ctx.state.corporations[CORP]!.trains[0]!;
const route = (ctx: Ctx, path: string[]) => checkRoute(ctx, CORP, { train: trainOf(ctx), path }, new Set());

describe('1820 ports (§15.2 L1505-1527, §15.3.1 L1543)', () => {
  test('a port next to a station at one end is paid and does not count toward N: a 2+ pays 40 + 20 + 20', () => {
    const ctx = position([{ hex: 'B6', city: 0 }]);
    expect(route(ctx, ['B4.0', 'B6.0', 'B8.0'])).toMatchObject({ revenue: 80, breakdown: [{ revenue: 40 }, { revenue: 20 }, { revenue: 20 }] });
    expect(checkRun(ctx, CORP, [{ train: trainOf(ctx), path: ['B8.0', 'B6.0', 'B4.0'] }]).revenue).toBe(80);
  });

  test('a port whose neighbouring stop is not a station of the company is refused', () => {
    // The station is at B8: the port's neighbour on the route, B6, holds none (L1505, L1524).
    const ctx = position([{ hex: 'B8', city: 0 }]);
    expect(route(ctx, ['B4.0', 'B6.0', 'B8.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('counts only next to a station') });
    expect(route(ctx, ['B6.0', 'B8.0'])).toMatchObject({ revenue: 40 });
  });

  test('a port is not one of the two revenue centres a route needs (L1533)', () => {
    const ctx = position([{ hex: 'B6', city: 0 }]);
    expect(route(ctx, ['B4.0', 'B6.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('two revenue centres besides ports') });
  });

  test('the optimiser agrees: the port counts only with the station next to it', () => {
    const withPort = position([{ hex: 'B6', city: 0 }]);
    expect(bestRoutes(withPort.title, withPort.state, CORP)).toMatchObject({ revenue: 80, proven: true });
    const without = position([{ hex: 'B8', city: 0 }]);
    expect(bestRoutes(without.title, without.state, CORP)).toMatchObject({ revenue: 40, proven: true });
  });

  test('a 5D+ doubles the port with the rest: (40 + 20 + 20) x 2', () => {
    const ctx = position([{ hex: 'B6', city: 0 }], '5D+');
    expect(route(ctx, ['B4.0', 'B6.0', 'B8.0'])).toMatchObject({ revenue: 160 });
    expect(bestRoutes(ctx.title, ctx.state, CORP)).toMatchObject({ revenue: 160, proven: true });
  });
});

describe('1820 London (§15.2 L1513-1514)', () => {
  test('London counts only through a station of the company on that edge', () => {
    const none = position([{ hex: 'N12', city: 0 }]);
    expect(route(none, ['N12.0', 'M13.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('M13.0 counts only through a station') });
    expect(bestRoutes(none.title, none.state, CORP)).toMatchObject({ revenue: 0, proven: true });
    // A station on another edge of London (n1, W) does not open the SW circle.
    const other = position([{ hex: 'N12', city: 0 }, { hex: 'M13', city: 1 }]);
    expect(route(other, ['N12.0', 'M13.0'])).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringContaining('M13.0 counts only through a station') });
    const own = position([{ hex: 'M13', city: 0 }]);
    expect(route(own, ['N12.0', 'M13.0'])).toMatchObject({ revenue: 80, breakdown: [{ revenue: 20 }, { revenue: 60 }] });
    expect(bestRoutes(own.title, own.state, CORP)).toMatchObject({ revenue: 80, proven: true });
  });

  test('no route both begins and ends in London', () => {
    const { state } = position([]);
    expect(joinRefused(title, state, { hex: 'M13', node: 0 }, { hex: 'M13', node: 1 })).toBe(true);
    expect(joinRefused(title, state, { hex: 'M13', node: 0 }, { hex: 'N12', node: 0 })).toBe(false);
  });
});
