/**
 * Network (FLOOD) trains, 1820 rules §15.3.4 (L1563-1581): the network of a selected station,
 * ports next to the corporation's stations in it, the port multiplier as the number of off-board
 * spikes with track-disjoint paths to those stations (a max-flow), track of the corporation's
 * other trains left out, and the optimiser choosing the station. Small hand-made maps on the
 * demo title: every hex carries a printed gray tile, so no tile is laid.
 *
 * Flat layout, doubled coordinates: edge 0 = south, 1 = south-west, 2 = north-west, 3 = north,
 * 4 = north-east, 5 = south-east. A1, A3, ... A9 is a column running south; B4 lies south-east
 * of A3, B10 south-east of A9, B2 north-east of A3.
 */
import { bestRoutes, compileTitle, mergePatch, type GameState, type Title } from '../../engine';
import { type Ctx, checkRoute, checkRun, initialState, floodNetwork } from '../helpers/engine-internals';
import { allRoutes } from '../helpers/route-brute-force';
import { definitionOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

type Path = [number | string, number | string];
const node = (kind: string, revenue: number, slots?: number) => (slots ? { kind, revenue, slots } : { kind, revenue });
const hex = (id: string, nodes: object[], paths: Path[], icons?: string[]) => ({ id, tile: { color: kind(nodes), nodes, paths }, ...(icons ? { icons } : {}) });
const kind = (nodes: object[]): string => (nodes.some((n) => (n as { kind: string }).kind === 'offboard') ? 'red' : 'gray');
const port = (id: string, value: number, edge: number) => hex(id, [node('offboard', value)], [['n0', edge]], ['port']);

function titleWith(hexes: object[]): Title {
  const demo = definitionOf('demo');
  const def = structuredClone(demo) as unknown as Record<string, unknown>;
  def.map = mergePatch(def.map, { hexes });
  def.corporations = mergePatch(def.corporations, {
    corporations: [
      { ...demo.corporations.corporations[0]!, id: 'X', home: { hex: 'A3' } },
      { ...demo.corporations.corporations[1]!, id: 'Y', home: { hex: 'A7' } },
    ],
  });
  def.trains = mergePatch(def.trains, { trains: [...demo.trains.trains, { id: 'F', distance: 'unlimited', price: 1000, count: 2, network: {} }] });
  return compileTitle(def as never);
}

/** A position where X holds stations on `stations` and trains `trains`, and Y stations on `blockers`. */
function position(title: Title, stations: string[], trains: string[], blockers: string[] = []): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  const token = (corp: string, at: string): void => {
    writableHex(state, at).tokens.push({ corporation: corp, city: 0, slot: state.hexes[at]!.tokens.length });
    state.corporations[corp]!.tokens.push({ hex: at, city: 0 });
  };
  for (const h of blockers) token('Y', h);
  for (const h of stations) token('X', h);
  for (const id of trains) {
    const t = state.trains.find((x) => x.id === id)!;
    t.owner = 'corp:X';
    state.corporations.X!.trains.push(id);
  }
  return { title, state, log: [] };
}

/**
 * Map 1, a column: off-board A1 (40) – city A3 (30) – town A5 (10) – city A7 (20, `a7Slots`) –
 * city A9 (10). Ports: B4 (20) joined to A3, B10 (100) joined to A9, B2 (50) next to A3 but with
 * no track to it.
 */
function column(a7Slots = 1): Title {
  return titleWith([
    hex('A1', [node('offboard', 40)], [['n0', 0]]),
    hex('A3', [node('city', 30, 1)], [['n0', 3], ['n0', 0], ['n0', 5]]),
    hex('A5', [node('town', 10)], [['n0', 3], ['n0', 0]]),
    hex('A7', [node('city', 20, a7Slots)], [['n0', 3], ['n0', 0]]),
    hex('A9', [node('city', 10, 1)], [['n0', 3], ['n0', 5]]),
    port('B4', 20, 2),
    port('B10', 100, 2),
    port('B2', 50, 1),
  ]);
}

const flood = (ctx: Ctx, station: string, used = new Set<string>()) => checkRoute(ctx, 'X', { train: 'F-0', path: [station] }, used);
const stopsOf = (r: unknown): string[] => (r as { breakdown: { stop: string }[] }).breakdown.map((b) => b.stop).sort();

describe('FLOOD trains: the network (1820 rules §15.3.4)', () => {
  test('the network is every revenue centre connected to the selected station, each paid once', () => {
    const ctx = position(column(), ['A3'], ['F-0'], ['A7']);
    const r = flood(ctx, 'A3.0');
    // A3 30 + A1 40 + A5 10 + A7 20 (reached, not passed) + port B4 20 × 1.
    expect(r).toMatchObject({ train: 'F-0', path: ['A3.0'], revenue: 120, network: { station: 'A3.0', spikes: 1, multiplier: 1 } });
    expect(stopsOf(r)).toEqual(['A1.0', 'A3.0', 'A5.0', 'A7.0', 'B4.0']);
  });

  test('a city full of other corporations blocks the network beyond it; an open slot or an own station lets it through', () => {
    // Full (Y's token in its one slot): A9 beyond it is not in the network.
    expect(stopsOf(flood(position(column(), ['A3'], ['F-0'], ['A7']), 'A3.0'))).not.toContain('A9.0');
    // An open slot left in A7: A9 joins (+10).
    const open = flood(position(column(2), ['A3'], ['F-0'], ['A7']), 'A3.0');
    expect(stopsOf(open)).toContain('A9.0');
    expect(open).toMatchObject({ revenue: 130 });
    // A7 full, but one of its slots holds X's own station: A9 joins too.
    const own = flood(position(column(2), ['A3', 'A7'], ['F-0'], ['A7']), 'A3.0');
    expect(stopsOf(own)).toContain('A9.0');
    expect(own).toMatchObject({ revenue: 130 });
  });

  test('a port counts only next to, and joined by track to, a station of the corporation in the network', () => {
    // B10 lies next to A9, which is in the network through A7's open slot but is not X's station.
    expect(stopsOf(flood(position(column(2), ['A3'], ['F-0'], ['A7']), 'A3.0'))).not.toContain('B10.0');
    // With X's station on A9, B10 counts: 130 + 100.
    const both = flood(position(column(2), ['A3', 'A9'], ['F-0'], ['A7']), 'A3.0');
    expect(stopsOf(both)).toContain('B10.0');
    expect(both).toMatchObject({ revenue: 230 });
    // A7 full of Y: X's station A9 is not in A3's network, so neither is its port B10.
    const cut = flood(position(column(), ['A3', 'A9'], ['F-0'], ['A7']), 'A3.0');
    expect(stopsOf(cut)).not.toContain('B10.0');
    expect(cut).toMatchObject({ revenue: 120 });
    // B2 lies next to A3 but no track joins them: never counted.
    expect(stopsOf(both)).not.toContain('B2.0');
    // Selected A9: B10 and A7 (reached, not passed); A3's port B4 is not in this network.
    const fromA9 = flood(position(column(), ['A3', 'A9'], ['F-0'], ['A7']), 'A9.0');
    expect(stopsOf(fromA9)).toEqual(['A7.0', 'A9.0', 'B10.0']);
    expect(fromA9).toMatchObject({ revenue: 130 });
  });

  test('the submission is the train and one station of the corporation', () => {
    const ctx = position(column(), ['A3'], ['F-0'], ['A7']);
    expect(flood(ctx, 'A7.0')).toMatchObject({ code: 'ILLEGAL_ACTION' });
    expect(checkRoute(ctx, 'X', { train: 'F-0', path: ['A3.0', 'A5.0'] }, new Set())).toMatchObject({ code: 'INVALID_INPUT' });
  });
});

/**
 * Map 2, around X's station C5 (30) with its port D6 (50) to the south-east. `spikes`:
 * - 'disjoint': off-boards C3 (north) and B4 (north-west), each with its own track into C5;
 * - 'shared': off-boards B2 and D2 both run into town C3 (10), whose one track runs on to C5;
 * - 'none': no off-board.
 */
function harbour(spikes: 'disjoint' | 'shared' | 'none'): Title {
  const c5: Path[] = [['n0', 5]];
  const rest: object[] = [];
  if (spikes === 'disjoint') {
    c5.push(['n0', 3], ['n0', 2]);
    rest.push(hex('C3', [node('offboard', 40)], [['n0', 0]]), hex('B4', [node('offboard', 40)], [['n0', 5]]));
  }
  if (spikes === 'shared') {
    c5.push(['n0', 3]);
    rest.push(hex('C3', [node('town', 10)], [['n0', 0], ['n0', 2], ['n0', 4]]), hex('B2', [node('offboard', 40)], [['n0', 5]]), hex('D2', [node('offboard', 40)], [['n0', 1]]));
  }
  return titleWith([hex('A3', [node('city', 0, 1)], []), hex('A7', [node('city', 0, 1)], []), hex('C5', [node('city', 30, 1)], c5), port('D6', 50, 2), ...rest]);
}

describe('FLOOD trains: the port multiplier (1820 rules §15.3.4 L1575-1581, digest item 46)', () => {
  const port = (r: unknown) => (r as { breakdown: { stop: string; revenue: number; value?: number; multiplier?: number }[] }).breakdown.find((b) => b.stop === 'D6.0');

  test('two off-board spikes on disjoint track: the port pays double', () => {
    const r = flood(position(harbour('disjoint'), ['C5'], ['F-0']), 'C5.0');
    expect(port(r)).toEqual({ stop: 'D6.0', revenue: 100, value: 50, multiplier: 2 });
    expect(r).toMatchObject({ revenue: 30 + 40 + 40 + 100, network: { spikes: 2, multiplier: 2 } });
  });

  test('two off-board spikes sharing one track segment: the port pays once', () => {
    const r = flood(position(harbour('shared'), ['C5'], ['F-0']), 'C5.0');
    expect(port(r)).toEqual({ stop: 'D6.0', revenue: 50, value: 50, multiplier: 1 });
    expect(r).toMatchObject({ revenue: 30 + 10 + 40 + 40 + 50, network: { spikes: 1, multiplier: 1 } });
  });

  test('no off-board: the multiplier is 1 (at least 1)', () => {
    const r = flood(position(harbour('none'), ['C5'], ['F-0']), 'C5.0');
    expect(port(r)).toEqual({ stop: 'D6.0', revenue: 50, value: 50, multiplier: 1 });
    expect(r).toMatchObject({ revenue: 80, network: { spikes: 0 } });
  });
});

describe('FLOOD trains: track of the corporation\'s other trains (1820 rules §15.3.4, note)', () => {
  test('the network leaves out track another train of the corporation runs, in whatever order the routes are listed', () => {
    const ctx = position(column(), ['A3'], ['2-0', 'F-0'], ['A7']);
    const two = { train: '2-0', path: ['A3.0', 'A1.0'] };
    const net = { train: 'F-0', path: ['A3.0'] };
    for (const routes of [[two, net], [net, two]]) {
      const run = checkRun(ctx, 'X', routes);
      const f = run.checked.find((c) => c.train === 'F-0')!;
      // A1 and its spike are the 2-train's: the network is A3 30 + A5 10 + A7 20 + B4 20 × 1.
      expect(f.revenue).toBe(80);
      expect(stopsOf(f)).toEqual(['A3.0', 'A5.0', 'A7.0', 'B4.0']);
      const twoTracks = run.checked.find((c) => c.train === '2-0')!.tracks;
      expect(f.tracks.filter((t) => twoTracks.includes(t))).toEqual([]);
      expect(run.revenue).toBe(70 + 80);
    }
  });

  test('the off-board spikes count only over track the other trains leave', () => {
    const ctx = position(harbour('disjoint'), ['C5'], ['2-0', 'F-0']);
    const run = checkRun(ctx, 'X', [{ train: 'F-0', path: ['C5.0'] }, { train: '2-0', path: ['C5.0', 'C3.0'] }]);
    // C3's spike runs the 2-train: one spike (B4) is left, the port pays 50 × 1.
    expect(run.checked.find((c) => c.train === 'F-0')).toMatchObject({ revenue: 30 + 40 + 50, network: { spikes: 1, multiplier: 1 } });
  });
});

describe('FLOOD trains: the optimiser', () => {
  test('it picks the best station, and validation pays what it says', () => {
    // From A3: 120; from A9: A9 10 + A7 20 + B10 100 = 130.
    const ctx = position(column(), ['A3', 'A9'], ['F-0'], ['A7']);
    const best = bestRoutes(ctx.title, ctx.state, 'X');
    expect(best).toMatchObject({ revenue: 130, proven: true, routes: [{ train: 'F-0', path: ['A9.0'] }] });
    expect(checkRun(ctx, 'X', best.routes.map((r) => ({ train: r.train, path: r.path }))).revenue).toBe(130);
    // With B10 worth less than A3's network, A3 is chosen.
    const cheap = titleWith([...column().definition.map.hexes.filter((h) => h.id !== 'B10'), port('B10', 10, 2)]);
    const c2 = position(cheap, ['A3', 'A9'], ['F-0'], ['A7']);
    expect(bestRoutes(c2.title, c2.state, 'X')).toMatchObject({ revenue: 120, routes: [{ path: ['A3.0'] }] });
  });

  test('with another train, it finds the best route and network together (brute force) and validation agrees', () => {
    for (const title of [column(), column(2), harbour('disjoint'), harbour('shared')]) {
      const stations = title.hexes.has('A9') ? ['A3', 'A9'] : ['C5'];
      const ctx = position(title, stations, ['2-0', 'F-0'], title.hexes.get('A7')?.printed?.nodes.length ? ['A7'] : []);
      const best = bestRoutes(ctx.title, ctx.state, 'X');
      // Brute force: every route of the 2-train (or none), then every station for the network on the track it leaves.
      let expected = 0;
      for (const r of [null, ...allRoutes(ctx.title, ctx.state, 'X', '2-0')]) {
        const used = new Set(r?.tracks ?? []);
        for (const s of ctx.state.corporations.X!.tokens) {
          const net = floodNetwork(ctx.title, ctx.state, 'X', { hex: s.hex, node: 0 }, used, 'port');
          expected = Math.max(expected, (r?.revenue ?? 0) + net.revenue);
        }
      }
      expect(best.proven).toBe(true);
      expect(best.revenue).toBe(expected);
      expect(checkRun(ctx, 'X', best.routes.map((r) => ({ train: r.train, path: r.path }))).revenue).toBe(expected);
    }
  });
});
