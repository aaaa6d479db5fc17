/**
 * undo: a seat takes back its own last action, through GraphQL, on both backends,
 * with the real engine (1870). The undo is a new log entry that subscribers see; the
 * state after it is the state before the undone action, in this process, in a
 * process with a cold cache, and in a game imported from the export.
 */
import 'reflect-metadata';
import * as engine from '../../engine';
import { GameService } from '../../api/games/service';
import { InProcessGameEventBus } from '../../api/pubsub';
import { loadTitleDefinitions } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { fails, ok, Q } from './support/client';
import { BACKENDS } from './support/db';
import { serverForSuite } from './support/server';

const UNDO = `mutation($gameId: ID!, $token: String!, $expectedIndex: Int) {
  undo(gameId: $gameId, token: $token, expectedIndex: $expectedIndex) { index undone actionCount log finished } }`;
const STATE = `query($id: ID!) { game(id: $id) { actionCount activeSeats state { actionCount bank { cash }
  players { seat cash companies } companies { id owner } } } }`;
const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount } }`;
const EXPORT = `query($id: ID!) { exportGame(gameId: $id) }`;

describe.each(BACKENDS)('undo (%s)', (backend) => {
  const suite = serverForSuite(backend);

  /** The first legal choice that is not a pass, for the seat that must act. */
  async function firstMove(gameId: string, tokens: string[]): Promise<{ seat: number; action: Record<string, unknown> }> {
    const { game } = await ok(suite.url, STATE, { id: gameId });
    const seat: number = game.activeSeats[0];
    const legal = (await ok(suite.url, Q.legalActions, { gameId, token: tokens[seat] })).legalActions as {
      id: string;
      action: Record<string, unknown>;
      params?: { price?: { min: number } };
    }[];
    const choice = legal.find((a) => a.id !== 'pass') ?? legal[0]!;
    return { seat, action: { ...choice.action, ...(choice.params?.price ? { price: choice.params.price.min } : {}) } };
  }

  it("takes back a seat's own last action, only its own, and keeps the history in the log", async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1870', players: ['Ann', 'Bob', 'Cy'], seed: 'undo' } });
    const id: string = createGame.gameId;
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    const initial = (await ok(suite.url, STATE, { id })).game.state;

    // Nothing to undo yet.
    expect((await fails(suite.url, UNDO, { gameId: id, token: tokens[0] })).extensions?.code).toBe('ILLEGAL_ACTION');

    const m1 = await firstMove(id, tokens);
    await ok(suite.url, Q.act, { gameId: id, token: tokens[m1.seat], action: m1.action, expectedIndex: 0 });
    const afterMove = (await ok(suite.url, STATE, { id })).game.state;
    expect(afterMove).not.toEqual(initial);

    // Another seat may not take it back.
    const other = (m1.seat + 1) % 3;
    const refused = await fails(suite.url, UNDO, { gameId: id, token: tokens[other] });
    expect(refused.extensions?.code).toBe('ILLEGAL_ACTION');
    expect(refused.message).toMatch(/only its own/);
    // A wrong expectedIndex is stale, as for act.
    expect((await fails(suite.url, UNDO, { gameId: id, token: tokens[m1.seat], expectedIndex: 0 })).extensions?.code).toBe('STALE_INDEX');

    const { undo } = await ok(suite.url, UNDO, { gameId: id, token: tokens[m1.seat], expectedIndex: 1 });
    expect(undo).toMatchObject({ index: 1, undone: 0, actionCount: 2, finished: false });
    const afterUndo = (await ok(suite.url, STATE, { id })).game;
    expect(afterUndo.actionCount).toBe(2);
    // The engine's own count of actions that count is back to 0, and so is everything else.
    expect(afterUndo.state).toEqual(initial);

    // The log keeps both entries; the undo names what it took back.
    const { game } = await ok(suite.url, Q.events, { id });
    expect(game.events.map((e: { index: number; action: unknown }) => [e.index, e.action])).toEqual([
      [0, m1.action],
      [1, { type: 'undo', undoes: 0 }],
    ]);

    // Play on: two moves by different seats; the first mover can no longer undo.
    const m2 = await firstMove(id, tokens);
    await ok(suite.url, Q.act, { gameId: id, token: tokens[m2.seat], action: m2.action, expectedIndex: 2 });
    const m3 = await firstMove(id, tokens);
    expect(m3.seat).not.toBe(m2.seat);
    const beforeM3 = (await ok(suite.url, STATE, { id })).game.state;
    await ok(suite.url, Q.act, { gameId: id, token: tokens[m3.seat], action: m3.action, expectedIndex: 3 });
    expect((await fails(suite.url, UNDO, { gameId: id, token: tokens[m2.seat] })).extensions?.code).toBe('ILLEGAL_ACTION');
    await ok(suite.url, UNDO, { gameId: id, token: tokens[m3.seat] });
    expect((await ok(suite.url, STATE, { id })).game.state).toEqual(beforeM3);
    // Now m2 is the last action that counts again: its seat may take it back too.
    const again = (await ok(suite.url, UNDO, { gameId: id, token: tokens[m2.seat] })).undo;
    expect(again.undone).toBe(2);
    expect((await ok(suite.url, STATE, { id })).game.state).toEqual(initial);

    // A process with a cold cache replays the log (undo entries included) to the same state.
    const titles = new TitleRegistry(loadTitleDefinitions(), engine);
    const cold = new GameService({ dataSource: suite.db.dataSource, titles, engine, events: new InProcessGameEventBus(), rateLimit: false });
    const check = await cold.replayStored(id);
    expect(check.actionCount).toBe(6);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify((await suite.server.service.replayStored(id)).replayed));

    // Export and import keep the undo entries and reach the same state.
    const exported = (await ok(suite.url, EXPORT, { id })).exportGame;
    expect(exported.actions).toHaveLength(6);
    const imported = (await ok(suite.url, IMPORT, { json: JSON.stringify(exported) })).importGame;
    expect(imported.actionCount).toBe(6);
    expect((await ok(suite.url, STATE, { id: imported.gameId })).game.state).toEqual(initial);
  }, 60_000);
});
