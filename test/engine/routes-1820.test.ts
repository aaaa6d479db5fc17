/**
 * 1820 route rules for ports and London (G21; rules §15.2 L1492-1533, §15.3.1 L1537-1545), as
 * title.json `routes.ports`, `routes.stopNeedsOwnStation` and a `mayNotJoin` class by hex, and
 * map.json `countsAs: "town"` on the port nodes. Positions are built on the 1820 board by hand:
 * - Preston B6 and the hill B8 carry tile 57 (a city of 20) turned to run W-E, so the Preston port
 *   B4 (spike to its E, into B6's W edge) is joined to B6, and B6 to B8. In green B4 is worth 40.
 * - N12 carries tile 57 unturned (SW-NE): its NE edge meets London M13's SW edge, whose node n0
 *   (city index 0) is London's SW station circle, worth 60 in green.
 */
import { bestRoutes, type GameState, compileTitle } from '../../engine';
import { type Ctx, joinRefused, checkRoute, checkRun, initialState } from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1820');
const CORP = 'LSR';

function position(stations: { hex: string; city: number }[], trainType = '2+'): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.phase = title.phases.findIndex((p) => p.id === 'green');
  for (const [hex, rotation] of [['B6', 1], ['B8', 1], ['N12', 0]] as const) {
    writableHex(state, hex).tile = '57';
    writableHex(state, hex).rotation = rotation;
  }
  const c = state.corporations[CORP]!;
  for (const s of stations) {
    writableHex(state, s.hex).tokens.push({ corporation: CORP, city: s.city, slot: 0 });
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
    // The best run of a 2+ from the SW station is London to the London Docks, 60 + 60 (see the white track below).
    expect(bestRoutes(own.title, own.state, CORP)).toMatchObject({ revenue: 120, proven: true, routes: [{ path: ['M13.0', 'M15', 'M17', 'M19.0'] }] });
  });

  test('no route both begins and ends in London', () => {
    const { state } = position([]);
    expect(joinRefused(title, state, { hex: 'M13', node: 0 }, { hex: 'M13', node: 1 })).toBe(true);
    expect(joinRefused(title, state, { hex: 'M13', node: 0 }, { hex: 'N12', node: 0 })).toBe(false);
  });
});

describe('1820 the London Docks and the white track in M17 (§7.2.3 L617, §15.2 L1531)', () => {
  /**
   * LSR has stations in London's SW circle (M13.0) and in Chatham (M15), a 2+ and a 3+; N14 carries tile 57
   * unturned, joined to Chatham. London's trains leave by its E edge, over Chatham (the bypass) and the white
   * track in M17 to the Docks (M19, 60 in green); Chatham's run over the same white track.
   */
  function londonAndChatham(t = title): Ctx {
    const state: GameState = initialState(t, { players: ['A', 'B'], seed: 1 });
    state.phase = t.phases.findIndex((p) => p.id === 'green');
    writableHex(state, 'N14').tile = '57';
    writableHex(state, 'N14').rotation = 0;
    const c = state.corporations[CORP]!;
    for (const [hex, city] of [['M13', 0], ['M15', 0]] as const) {
      writableHex(state, hex).tokens.push({ corporation: CORP, city, slot: 0 });
      c.tokens.push({ hex, city });
    }
    for (const type of ['2+', '3+']) {
      const train = state.trains.find((x) => x.type === type && x.owner === 'depot')!;
      train.owner = `corp:${CORP}`;
      c.trains.push(train.id);
    }
    return { title: t, state, log: [] };
  }
  const fromLondon = ['M13.0', 'M15', 'M17', 'M19.0'];
  const fromChatham = ['N14.0', 'M15.0', 'M17', 'M19.0'];
  const trains = (ctx: Ctx): string[] => ctx.state.corporations[CORP]!.trains;
  /** The title without one of the two route rules (title.json routes). */
  const without = (rule: 'aloneWith' | 'sharedTrack'): typeof title => {
    const def = structuredClone(definitionOf('1820'));
    if (rule === 'aloneWith') delete def.title.routes!.ports!.aloneWith;
    else delete def.title.routes!.sharedTrack;
    return compileTitle(def);
  };

  test('a train from the London token to the Docks is a route: London and the port (L617, L1531 over L1533)', () => {
    const ctx = londonAndChatham();
    expect(checkRoute(ctx, CORP, { train: trains(ctx)[0]!, path: fromLondon }, new Set())).toMatchObject({ revenue: 120, breakdown: [{ stop: 'M13.0', revenue: 60 }, { stop: 'M19.0', revenue: 60 }] });
    // Chatham and the Docks alone are one revenue centre and a port: still refused.
    expect(checkRoute(ctx, CORP, { train: trains(ctx)[0]!, path: ['M15.0', 'M17', 'M19.0'] }, new Set())).toMatchObject({ message: expect.stringContaining('two revenue centres besides ports') });
    const strict = londonAndChatham(without('aloneWith'));
    expect(checkRoute(strict, CORP, { train: trains(strict)[0]!, path: fromLondon }, new Set())).toMatchObject({ message: expect.stringContaining('two revenue centres besides ports') });
  });

  test('two trains reach the Docks over the white track, one from each token; the optimiser finds both', () => {
    const ctx = londonAndChatham();
    const [two, three] = trains(ctx) as [string, string];
    const run = checkRun(ctx, CORP, [{ train: two, path: fromLondon }, { train: three, path: fromChatham }]);
    // London 60 + Docks 60; N14 20 + Chatham 30 + Docks 60.
    expect(run.revenue).toBe(120 + 110);
    expect(bestRoutes(ctx.title, ctx.state, CORP)).toMatchObject({ revenue: 230, proven: true });
  });

  test('without the shared track the two routes clash, and only one train reaches the Docks', () => {
    const ctx = londonAndChatham(without('sharedTrack'));
    const [two, three] = trains(ctx) as [string, string];
    expect(() => checkRun(ctx, CORP, [{ train: two, path: fromLondon }, { train: three, path: fromChatham }])).toThrow(/no unused track/);
    // London to the Docks (120), and Chatham's train stops short of them: N14 20 + Chatham 30.
    expect(bestRoutes(ctx.title, ctx.state, CORP)).toMatchObject({ revenue: 170, proven: true });
  });

  test('a route still uses the white track once only', () => {
    const ctx = londonAndChatham();
    const [two] = trains(ctx) as [string];
    // A train that ran to the Docks cannot come back over the same track.
    expect(checkRoute(ctx, CORP, { train: two, path: ['M13.0', 'M15', 'M17', 'M19.0', 'M17', 'M15.0'] }, new Set())).toMatchObject({ code: 'ILLEGAL_ACTION' });
  });
});
