/**
 * The route optimiser on recorded late-1862 runs (issue #22): each must be proven within 50,000 steps, less than
 * the search took before its bounds counted a location once among the chains' ends and a loop by its routes' first
 * stops, and before it was seeded (1862-game-end-bank 631 took 4.1 million steps, 677 1.3 million, lner 655 0.37
 * million), and before the greedy seed gave way to the width-1 pass and the last chained train's routes were valued
 * exactly (59,073, 52,094 and 107,189; now 24,571, 29,167 and 45,157), and never below the revenue the players
 * recorded. The optimum itself is checked against brute force on small positions (route-kinds-1862.test.ts); here
 * the search must finish.
 */
import { bestRoutes, type GameState, type Title } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { replayExport } from '../../tools/import/replay';
import { readRecordedGame, recordedGameFiles } from '../helpers/recorded-games';

const definition = loadTitleDir(repoPath('definitions', '1862')).definition;

interface Position {
  id: number;
  corporation: string;
  state: GameState;
  title: Title;
  recorded: number;
}

function positions(name: string, ids: number[]): Position[] {
  const file = recordedGameFiles('1862').find((g) => g.name === name);
  if (!file) throw new Error(`recorded game ${name} is missing`);
  const out: Position[] = [];
  replayExport(definition, readRecordedGame(file.file), {
    beforeAction(state, a, title) {
      if (a.type !== 'run_routes' || a.id === undefined || !ids.includes(a.id)) return;
      const recorded = ((a.routes as { revenue?: number }[]) ?? []).reduce((s, r) => s + (r.revenue ?? 0), 0);
      out.push({ id: a.id, corporation: String(a.entity), state: structuredClone(state), title, recorded });
    },
  });
  return out;
}

describe('the optimiser on recorded late-1862 runs', () => {
  test.each([
    ['1862-game-end-bank.json', [631, 677]],
    ['46925-lner.json', [655]],
  ] as const)('%s: proven within 50,000 steps, never below the recorded revenue', (name, ids) => {
    const found = positions(name, [...ids]);
    expect(found.map((p) => p.id)).toEqual([...ids]);
    for (const p of found) {
      const best = bestRoutes(p.title, p.state, p.corporation, { maxSteps: 50_000 });
      expect({ id: p.id, proven: best.proven, atLeastRecorded: best.revenue >= p.recorded }).toEqual({ id: p.id, proven: true, atLeastRecorded: true });
      // A proven answer is its own upper bound.
      expect(best.upperBound).toBe(best.revenue);
    }
  });
});
