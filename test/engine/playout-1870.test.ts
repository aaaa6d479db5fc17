/**
 * 1870 played by a seeded random bot through the public engine API: every
 * action is chosen from legalActions, accepted by apply, and leaves the
 * invariants intact; the game reaches an end by its own rules; replaying the
 * log from scratch gives the same state.
 */
import { actingSeats, apply, checkInvariants, createGame, legalActions, replay } from '../../engine';
import { botRandom, titleOf } from '../helpers/demo';

test('a random 1870 game runs to its end with the invariants holding, and replays identically', () => {
  const title = titleOf('1870');
  // Seed 5: a game that ends at the bank and exercises the mechanisms below (which seed does depends on the rules:
  // seed 2 no longer ended within 4000 actions once shares were sold in blocks and brown-zone buys followed 18xx.games;
  // seed 1 ended with every corporation closed once an upgrade's new track had to be entered, not only left by;
  // seed 3 so once a lay's network no longer turned back at a city, map/graph.ts traceReach).
  const rand = botRandom(5);
  const players = ['A', 'B', 'C', 'D'];
  let state = createGame(title, { players, seed: 5 });
  const actions: unknown[] = [];
  const seen = new Set<string>();
  while (!state.finished && actions.length < 4000) {
    const [seat] = actingSeats(title, state);
    const choices = legalActions(title, state, seat!);
    expect(choices.length).toBeGreaterThan(0);
    // No offers for other players' privates: random trades only shuffle them around (rules-1870.test.ts covers trades).
    const usable = choices.filter((c) => c.action.type !== 'offer_company');
    const nonPass = usable.filter((c) => c.id !== 'pass');
    const pool = nonPass.length > 0 && rand() < 0.7 ? nonPass : usable;
    const choice = pool[Math.floor(rand() * pool.length)]!;
    const action = { ...choice.action } as Record<string, unknown>;
    if (choice.params?.price) action.price = choice.params.price.min;
    const r = apply(title, state, action, { seat });
    if (!r.ok) throw new Error(`legal ${choice.id} refused at ${actions.length}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
    seen.add(choice.action.type);
    const broken = checkInvariants(title, state);
    if (broken.length) throw new Error(`after ${choice.id} (${actions.length}): ${broken.join('; ')}`);
  }
  expect(state.finished?.reason).toBe('bank');
  // The bot exercised the 1870 mechanisms, not just the 1830 core. (Whether a random game makes a
  // connection run depends on the seed; the fixtures and rules-1870.test.ts cover those.)
  for (const type of ['bid', 'protect_shares', 'redeem_share', 'buy_company', 'assign', 'discard_train']) expect(seen).toContain(type);
  const again = replay(title, { players, seed: 5 }, actions);
  expect(again.ok).toBe(true);
  expect(again.state).toEqual(state);
}, 240_000);
