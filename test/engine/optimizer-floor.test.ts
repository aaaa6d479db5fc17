/**
 * The compulsory best run (1820 §7.2.3 L614; 1870 digest L367: a run is refused when a better one is
 * proven) asks the optimiser only for runs above the submitted one (`bestRoutes` `above`,
 * routes/compulsoryRun.ts). On every run of random demo games: above the best run's revenue less one,
 * the answer is the best run itself; at the best revenue, no run, and proven.
 */
import { bestRoutes } from '../../engine';
import { playRandomGame, titleOf } from '../helpers/demo';

const title = titleOf('demo');

test('a search above a revenue finds the best run when it earns more, and nothing otherwise', () => {
  let checked = 0;
  for (const seed of [41, 42]) {
    playRandomGame(title, { players: ['A', 'B', 'C'], seed }, (state, _seat, choices) => {
      if (state.round.kind === 'operating' && choices.some((c) => c.action.type === 'run_routes')) {
        const corp = state.round.current!;
        const best = bestRoutes(title, state, corp);
        if (best.proven && best.revenue > 0) {
          const below = bestRoutes(title, state, corp, { above: best.revenue - 1 });
          expect(below.proven).toBe(true);
          expect(below.revenue).toBe(best.revenue);
          expect(below.routes.length).toBeGreaterThan(0);
          const at = bestRoutes(title, state, corp, { above: best.revenue });
          expect(at.proven).toBe(true);
          expect(at.routes).toEqual([]);
          expect(at.stats.steps).toBeLessThanOrEqual(best.stats.steps);
          checked++;
        }
      }
    });
  }
  expect(checked).toBeGreaterThan(20);
});
