/**
 * The run step's "can it run at all" question (steps/runRoutes.ts done) first searches the part of the
 * network one link from the corporation's stations (buildNodeGraph maxHops, optimize.ts NEAR_HOPS).
 * That is sound only if the near graph is a subgraph of the whole one: every link in it is a link of
 * the whole network with the same track, and it holds no node further than one link from a station.
 * When nothing was left unwalked the near graph is the whole network, link for link.
 * Checked on every operating position of random demo games (1830 rules, "Running trains": a route is
 * any run of track between stops, so any route of the subgraph is a route of the map).
 */
import { stationNodes, buildNodeGraph } from '../helpers/engine-internals';
import { playRandomGame, titleOf } from '../helpers/demo';

const title = titleOf('demo');

test('the near graph of a corporation is a subgraph of its whole network, one link deep', () => {
  let checked = 0;
  let smaller = 0;
  let nearWhole = 0;
  for (const seed of [31, 32]) {
    playRandomGame(title, { players: ['A', 'B', 'C'], seed }, (state) => {
      if (state.round.kind === 'operating' && state.round.current) {
        const corp = state.round.current;
        const roots = stationNodes(title, state, corp).map((s) => `${s.hex}.${s.node}`);
        const whole = buildNodeGraph(title, state, roots);
        const near = buildNodeGraph(title, state, roots, undefined, 1);
        const wholeLinks = new Set(whole.links.map((l) => `${[l.from, l.to].sort().join('~')}:${[...l.tracks].sort().join('|')}`));
        for (const l of near.links) {
          expect(wholeLinks.has(`${[l.from, l.to].sort().join('~')}:${[...l.tracks].sort().join('|')}`)).toBe(true);
          // One link deep: every link has a station at one end.
          expect(roots.includes(l.from) || roots.includes(l.to)).toBe(true);
        }
        // Every link at a station is in the near graph too: a two-stop route from a station is never missed.
        const atStations = whole.links.filter((l) => roots.includes(l.from) || roots.includes(l.to));
        expect(near.links.length).toBe(atStations.length);
        if (near.links.length < whole.links.length) smaller++;
        // A near graph that says it is whole (every node walked) is the whole network: the run check then
        // takes its answer without building the network again (optimize.ts bestRoutesOf).
        expect(whole.whole).toBe(true);
        if (near.whole) {
          expect(near.links).toEqual(whole.links);
          nearWhole++;
        }
        checked++;
      }
    });
  }
  expect(checked).toBeGreaterThan(50);
  // The games reach networks bigger than one link around the stations, so the check is not vacuous.
  expect(smaller).toBeGreaterThan(10);
  expect(nearWhole).toBeGreaterThan(10);
});
