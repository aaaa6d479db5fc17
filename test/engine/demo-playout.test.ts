import { actingSeats, apply, checkInvariants, createGame, legalActions, replay, type GameState } from '../../engine';
import { botRandom, titleOf } from '../helpers/demo';

const title = titleOf('demo');

/** Plays a game with a bot that prefers doing something over passing; returns the log of actions. */
function playOut(seed: number, players: string[], maxActions = 5000): { state: GameState; actions: unknown[] } {
  const rand = botRandom(seed);
  let state = createGame(title, { players, seed });
  const actions: unknown[] = [];
  while (!state.finished && actions.length < maxActions) {
    const [seat] = actingSeats(title, state);
    expect(seat).toBeDefined();
    const choices = legalActions(title, state, seat!);
    expect(choices.length).toBeGreaterThan(0);
    const nonPass = choices.filter((c) => c.id !== 'pass');
    const pool = nonPass.length > 0 && rand() < 0.8 ? nonPass : choices;
    const choice = pool[Math.floor(rand() * pool.length)]!;
    const action = { ...choice.action } as Record<string, unknown>;
    if (choice.params?.price) action.price = choice.params.price.min;
    const r = apply(title, state, action, { seat });
    if (!r.ok) throw new Error(`legal action ${choice.id} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
    actions.push(action);
    const broken = checkInvariants(title, state);
    if (broken.length) throw new Error(`after action ${actions.length - 1} (${choice.id}): ${broken.join('; ')}`);
  }
  return { state, actions };
}

describe('demo title: random legal playouts', () => {
  for (const [seed, players] of [
    [1, ['Ann', 'Bob']],
    [2, ['Ann', 'Bob', 'Cy']],
    [3, ['Ann', 'Bob', 'Cy']],
  ] as [number, string[]][]) {
    test(`seed ${seed}, ${players.length} players: reaches the end with invariants holding, and replays identically`, () => {
      const { state, actions } = playOut(seed, players);
      expect(state.finished).not.toBeNull();
      expect(['bank', 'bankruptcy', 'market']).toContain(state.finished!.reason);
      const again = replay(title, { players, seed }, actions);
      expect(again.ok).toBe(true);
      expect(again.state).toEqual(state);
    });
  }
});
