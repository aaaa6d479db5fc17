/**
 * Route answers kept across replays of the same log (engine/routes/replayMemo.ts). A replay is a pure fold, so
 * the same title, setup and actions reach the same state at every point, and an answer the optimiser gave there
 * holds when the same log is folded again. The memory answers only within replay(), only for the same log up to
 * the action being applied; a log that differs from some action on is answered afresh from there; and a replay
 * gives the same state and logs whether or not it was answered from memory.
 */
import * as fs from 'fs';
import { apply, compileTitle, legalActions, replay, whoActs, type GameState, type Title } from '../../engine';
import { memo, withFold } from '../../engine/routes/replayMemo';
import { effectiveActions, parseExport } from '../../tools/import/export-format';
import { importSetup, replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

describe('memo within folds', () => {
  const title = { id: 'memo-test' } as unknown as Title;
  const setup = { seed: 1 };
  /** Folds `actions`, asking one question per action; returns the actions whose answer was computed. */
  const fold = (actions: unknown[], state: GameState = {} as GameState): number[] => {
    const computed: number[] = [];
    withFold(title, setup, state, actions, (at) => {
      for (let i = 0; i < actions.length; i++) {
        at(i);
        // Asked twice within an action: each asking is its own question.
        expect(memo(state, 'q', () => (computed.push(i), `${JSON.stringify(actions[i])}/1`))).toBe(`${JSON.stringify(actions[i])}/1`);
        expect(memo(state, 'q', () => (computed.push(i), `${JSON.stringify(actions[i])}/2`))).toBe(`${JSON.stringify(actions[i])}/2`);
      }
    });
    return computed;
  };

  test('the same log is answered from memory; a log that differs is answered afresh from where it differs', () => {
    const log = [{ a: 1 }, { a: 2 }, { a: 3 }];
    expect(fold(log)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(fold(log)).toEqual([]);
    // A shorter log (an undo) is the same log as far as it goes.
    expect(fold(log.slice(0, 2))).toEqual([]);
    // Action 1 differs: it and every action after it are answered afresh, even where they are the same again.
    expect(fold([{ a: 1 }, { a: 9 }, { a: 3 }])).toEqual([1, 1, 2, 2]);
    expect(fold(log)).toEqual([1, 1, 2, 2]);
    // Another setup is another game.
    const other: number[] = [];
    const state = {} as GameState;
    withFold(title, { seed: 2 }, state, log, (at) => {
      at(0);
      memo(state, 'q', () => other.push(0));
    });
    expect(other).toEqual([0]);
  });

  test('outside a replay, and after it, every question is computed', () => {
    const state = {} as GameState;
    fold([{ a: 1 }], state);
    let n = 0;
    memo(state, 'q', () => n++);
    memo(state, 'q', () => n++);
    memo({} as GameState, 'q', () => n++);
    expect(n).toBe(3);
  });
});

describe('1870: replays of one log answered from memory give what a first replay gives', () => {
  const definition = loadTitleDir(repoPath('definitions', '1870')).definition;
  const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1870', '1644327587-mississippi-river.json'), 'utf8'));
  const title: Title = compileTitle(definition);
  // Up to and including action 263 of the recorded game: GMO runs for 160 where the best run earns 170.
  const eff = effectiveActions(game.actions);
  const cut = eff.findIndex((a) => a.id === 263);
  const recordedLog = replayExport(definition, { ...game, actions: eff.slice(0, cut + 1) }).applied;
  const setup = importSetup(game);
  const before = replay(title, setup, recordedLog.slice(0, -1));
  if (!before.ok) throw new Error('the prefix does not replay');
  const seat = whoActs(title, before.state)!.seat;
  const bestLog = [...recordedLog.slice(0, -1), legalActions(title, before.state, seat).find((l) => l.action.type === 'run_routes')!.action];
  const lesser = (logs: string[][]) => logs.at(-1)!.filter((l) => /where the best run earns/.test(l));

  test('the recorded lesser run, the best run, then both again', () => {
    const first = replay(title, setup, recordedLog);
    const best = replay(title, setup, bestLog);
    const again = replay(title, setup, recordedLog);
    const bestAgain = replay(title, setup, bestLog);
    if (!first.ok || !best.ok || !again.ok || !bestAgain.ok) throw new Error('a log was refused');
    expect(lesser(first.logs)).toEqual(['GMO runs for 160 where the best run earns 170 (recorded run kept)']);
    expect(lesser(best.logs)).toEqual([]);
    expect(again.state).toEqual(first.state);
    expect(again.logs).toEqual(first.logs);
    expect(bestAgain.state).toEqual(best.state);
    expect(bestAgain.logs).toEqual(best.logs);
    expect(best.state.round).not.toEqual(first.state.round);
    // The incremental fold (apply, one action at a time on a copy) reaches the same state.
    let state = before.state;
    const r = apply(title, state, recordedLog.at(-1));
    if (!r.ok) throw r.error;
    state = r.state;
    expect(state).toEqual(first.state);
  });
});
