/**
 * The run step's "can it run at all" question (routes/canRun.ts) tries the paths a corporation ran before,
 * then asks the optimiser. The remembered paths decide only how fast the answer comes: at every operating
 * position of random demo games its answer is the optimiser's (bestRoutes firstFound), whatever paths are
 * remembered, those of the corporation's own runs, paths that no longer stand, or another corporation's.
 * (common 18xx rules, "Running trains": a corporation runs when some route of one of its trains earns something.)
 */
import { bestRoutes, replay, type GameState } from '../../engine';
import { type Ctx, corpHolder } from '../helpers/engine-internals';
import { canRun, rememberRun, stationPiece } from '../../engine/routes/canRun';
import { playRandomGame, titleOf } from '../helpers/demo';
import { titleFixture } from '../helpers/recorded-games';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { importSetup, replayExport, titleForExport } from '../../tools/import/replay';

const title = titleOf('demo');

test('canRun gives the optimiser answer whatever paths are remembered', () => {
  let yes = 0;
  let no = 0;
  let foreign = 0;
  const lastPaths = new Map<string, string[][]>();
  for (const seed of [41, 42]) {
    playRandomGame(title, { players: ['A', 'B', 'C'], seed }, (state) => {
      if (state.round.kind !== 'operating' || !state.round.current) return;
      const corp = state.round.current;
      if (!state.trains.some((t) => t.owner === corpHolder(corp))) return;
      const ctx: Ctx = { title, state: structuredClone(state), log: [] };
      const optimiser = bestRoutes(title, ctx.state, corp, { firstFound: true, abilities: true });
      const expected = optimiser.routes.length > 0;
      // As the run step asks it, with the paths its earlier questions and runs left.
      expect(canRun(ctx, corp)).toBe(expected);
      // With another corporation's last paths remembered for it: they prove a run only if they stand for it.
      for (const [other, paths] of lastPaths) {
        if (other === corp) continue;
        rememberRun(title, corp, paths.map((path) => ({ path })));
        expect(canRun(ctx, corp)).toBe(expected);
        foreign++;
      }
      // With a path that is no route at all.
      rememberRun(title, corp, [{ path: ['A1.0', 'A1.0'] }]);
      expect(canRun(ctx, corp)).toBe(expected);
      if (expected) {
        yes++;
        lastPaths.set(corp, optimiser.routes.map((r) => r.path));
      } else no++;
      // The state is only read.
      expect(ctx.state).toEqual(state);
    });
  }
  expect(yes).toBeGreaterThan(20);
  expect(foreign).toBeGreaterThan(20);
  // Corporations with trains and no route occur too (early in the game, or cut off), so both answers are checked.
  expect(no).toBeGreaterThan(0);
});

test('stationPiece: the first station on a path and the stop next to it, the hexes between kept', () => {
  // After the station where a stop follows it, else before it.
  expect(stationPiece(['A1.0', 'A2', 'A3.0', 'A4', 'A5.1', 'A6.0'], new Set(['A3.0']))).toEqual(['A3.0', 'A4', 'A5.1']);
  expect(stationPiece(['A1.0', 'A2', 'A3.0'], new Set(['A3.0', 'A9.0']))).toEqual(['A1.0', 'A2', 'A3.0']);
  // A hex passed through is no stop, even when a station's hex.
  expect(stationPiece(['A1.0', 'A3', 'A5.0'], new Set(['A3']))).toBeNull();
  expect(stationPiece(['A1.0', 'A5.0'], new Set(['B1.0']))).toBeNull();
});

/**
 * A replay puts the question off to the next action (canRunOrDefer), whose run answers it when it is the
 * corporation's; otherwise it is asked before that action, and a "no" makes the replay fold again without
 * putting questions off. Either way the replay gives the states and logs of apply(), action by action. The
 * 1860 game has corporations with trains and no route, and with a remembered path seeded for every
 * corporation every question is put off, those "no"s included.
 */
test('a replay that puts the question off gives the states and logs of apply()', () => {
  const definition = loadTitleDir(repoPath('definitions', '1860')).definition;
  const game = titleFixture('1860', '1860_game_end_stock_market.json');
  const logs: string[][] = [];
  let cannotRun = 0;
  const imported = replayExport(definition, game, {
    applied: (_before, after: GameState, action, log) => {
      logs.push(log);
      // A corporation with trains whose run step ended at nothing, without a run of its own: it could not run.
      const r = after.round;
      const a = action as { type?: string; entity?: unknown };
      if (r.kind === 'operating' && r.current && r.turn.revenue === 0 && r.turn.routes.length === 0 && !(a.type === 'run_routes' && a.entity === r.current) && after.trains.some((t) => t.owner === corpHolder(r.current!)))
        cannotRun++;
    },
  });
  expect(imported.error).toBeNull();
  expect(cannotRun).toBeGreaterThan(0);
  for (const seeded of [false, true]) {
    const title = titleForExport(definition, game);
    if (seeded) for (const c of title.corporations) rememberRun(title, c.id, [{ path: ['A1.0', 'A1.0'] }]);
    const r = replay(title, importSetup(game), imported.applied);
    expect(r.ok).toBe(true);
    expect(r.state).toEqual(imported.state);
    expect(r.logs).toEqual(logs);
  }
});
