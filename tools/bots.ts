/**
 * The random bots' habits, shared by the benchmarks and the tests: a seeded generator
 * (mulberry32; the bots are outside the game, so never the engine's own; the fuzzer uses it
 * too, with a choice of its own that reads the state, tools/fuzz.ts), and the choice among
 * legal actions: offers for other players' privates and proposals of deals by consent are left out
 * (random trades only shuffle them around, and only the acting seat plays here, so nobody would
 * answer), a non-pass choice is preferred seven times in ten, and open parameters take
 * their minimum. (examples/bots.ts has its own copy: an example client uses nothing but the API.)
 */
import { actingSeats, apply, createGame, legalActions, type GameState, type LegalAction, type Title } from '../engine';

export function botRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The bot's pick among `legal` (non-empty), as an action ready to apply; null when there is none. */
export function botMove(legal: readonly LegalAction[], rand: () => number): { choice: LegalAction; action: Record<string, unknown> } | null {
  const choices = legal.filter((c) => c.action.type !== 'offer_company' && c.action.type !== 'propose_trade');
  if (choices.length === 0) return null;
  const nonPass = choices.filter((c) => c.action.type !== 'pass');
  const pool = nonPass.length > 0 && rand() < 0.7 ? nonPass : choices;
  const choice = pool[Math.floor(rand() * pool.length)]!;
  const action = { ...(choice.action as unknown as Record<string, unknown>) };
  for (const [field, range] of Object.entries(choice.params ?? {})) action[field] = (range as { min: number }).min;
  return { choice, action };
}

/**
 * A random legal game played locally by these bots, with a numeric seed (the API passes "123" to
 * the engine as 123, so a game created with seed String(seed) and these player names is this
 * game). It stops at the end, after `maxActions`, or when no seat may act (`state.finished` says
 * which).
 */
export function playBotGame(title: Title, seed: number, players: string[], maxActions: number): { actions: { seat: number; action: Record<string, unknown> }[]; state: GameState } {
  const rand = botRandom(seed);
  let state = createGame(title, { players, seed });
  const actions: { seat: number; action: Record<string, unknown> }[] = [];
  while (!state.finished && actions.length < maxActions) {
    const [seat] = actingSeats(title, state);
    if (seat === undefined) break;
    const move = botMove(legalActions(title, state, seat), rand);
    if (!move) throw new Error(`${title.id} seed ${seed}: no usable legal action after ${actions.length} actions`);
    const { choice, action } = move;
    const r = apply(title, state, action, { seat });
    if (!r.ok) throw new Error(`${title.id} seed ${seed}: legal ${choice.id} refused: ${r.error.message}`);
    state = r.state;
    actions.push({ seat, action });
  }
  return { actions, state };
}
