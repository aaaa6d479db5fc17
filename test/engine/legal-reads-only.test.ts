/**
 * legalActions works on the caller's state itself, not on a copy (engine/legal.ts), so nothing it runs
 * (the rounds' and steps' listings, the mechanisms' hooks, who acts) may write to the state. Checked here
 * on frozen states, where any write throws: every seat at every position of one recorded game of each
 * title with recorded games, but the best run offered to a corporation at its run step (the optimiser's
 * search, most of the time here) at every fourth such position only. (The fuzzer checks the same after
 * every listing of its random games.)
 */
import { legalActions, whoActs, type GameState } from '../../engine';
import { loadAllTitles } from '../../tools/definitions-fs';
import { replayExport } from '../../tools/import/replay';
import { operatingSteps } from '../helpers/engine-internals';
import { readRecordedGame, recordedGameFiles } from '../helpers/recorded-games';

const definitions = loadAllTitles();

/** A frozen copy of `state`: in strict mode (every module here) a write to it throws a TypeError. */
function frozen(state: GameState): GameState {
  const freeze = (v: unknown): void => {
    if (typeof v !== 'object' || v === null) return;
    for (const key in v) freeze((v as Record<string, unknown>)[key]);
    Object.freeze(v);
  };
  const copy = structuredClone(state);
  freeze(copy);
  return copy;
}

// The first recorded game of each title (the shared ones first: 1870's has offers of price protection).
const games = [...definitions.keys()].flatMap((title) => recordedGameFiles(title).slice(0, 1).map((g) => [title, g.name, g.file] as const));

test('there are recorded games to check', () => {
  expect(games.length).toBeGreaterThanOrEqual(10);
});

test('a write to a frozen state throws, so the check below can fail', () => {
  const state = frozen({ round: { kind: 'stock' } } as unknown as GameState);
  expect(() => {
    (state.round as unknown as { sales: unknown[] }).sales = [];
  }).toThrow(TypeError);
});

describe.each(games)('%s %s', (title, _name, file) => {
  test('legalActions writes nothing to the state, for any seat at any position', () => {
    const failures: string[] = [];
    let positions = 0;
    let runs = 0;
    const replay = replayExport(definitions.get(title)!, readRecordedGame(file), {
      beforeAction(state, action, compiled) {
        positions++;
        const fixed = frozen(state);
        const round = state.round;
        const atRun = round.kind === 'operating' && operatingSteps({ title: compiled, state, log: [] })[round.turn.step]?.name === 'runRoutes';
        const skipped = atRun && runs++ % 4 !== 0 ? whoActs(compiled, state)?.seat : undefined;
        for (let seat = 0; seat < state.players.length; seat++) {
          if (seat === skipped) continue;
          try {
            legalActions(compiled, fixed, seat);
          } catch (e) {
            if (failures.length < 5) failures.push(`before log id ${String(action.id)}, seat ${seat}: ${(e as Error).message}`);
          }
        }
      },
    });
    // A title in development may stop short of its recorded end (1836jr56 at the MESS): the positions up to there count.
    if (definitions.get(title)!.title.status !== 'inDevelopment') expect(replay.error).toBeNull();
    expect(positions).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 120_000);
});
