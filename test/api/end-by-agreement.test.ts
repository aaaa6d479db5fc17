/**
 * Ending a game by agreement (issue 18, item 3): in a continued imported game no single
 * seat can end the game. Each seat's `end_game` is its agreement, listed in its own
 * legalActions and accepted out of turn for its own seat only; the game ends when every
 * player still in the game has agreed, and an agreement lapses when the game moves on.
 * Real engine (1870, an 18xx.games export cut short), on both backends.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import * as engine from '../../engine';
import { loadTitleDefinitions } from '../../api/server';
import { sharedPath } from '../../tools/paths';
import { fails, ok, Q } from './support/client';
import { BACKENDS } from './support/db';
import { serverForSuite } from './support/server';

const FIXTURE = sharedPath('fixtures', '1870', '34110-manual-end.json');
const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId seats { seat token } actionCount finished } }`;
const ACT_CHOICE = `mutation($gameId: ID!, $token: String!, $choiceId: String!) {
  act(gameId: $gameId, token: $token, choiceId: $choiceId) { index finished log } }`;
const GAME = `query($id: ID!) { game(id: $id) { status finished activeSeats actionCount result } }`;
const endGame = (seat: number) => ({ type: 'end_game', entityType: 'player', entity: seat });

describe.each(BACKENDS)('ending a game by agreement (%s)', (backend) => {
  const suite = serverForSuite(backend);

  async function unfinishedImport() {
    const file = JSON.parse(fs.readFileSync(FIXTURE, 'utf8'));
    file.actions = file.actions.slice(0, 150);
    delete file.result;
    delete file.game_end_reason;
    const { importGame } = await ok(suite.url, IMPORT, { json: JSON.stringify(file) });
    expect(importGame.finished).toBe(false);
    return { id: importGame.gameId as string, tokens: (importGame.seats as { token: string }[]).map((s) => s.token) };
  }
  const legalIds = async (gameId: string, token: string): Promise<string[]> =>
    ((await ok(suite.url, Q.legalActions, { gameId, token })).legalActions as { id: string }[]).map((l) => l.id);

  it('one seat cannot end the game: every player must agree, each for itself', async () => {
    const { id, tokens } = await unfinishedImport();
    const { game } = await ok(suite.url, GAME, { id });
    const acting: number = game.activeSeats[0];
    const waiting = 1 - acting;

    // Every seat is offered its agreement, acting or not.
    expect(await legalIds(id, tokens[acting]!)).toContain('end_game');
    expect(await legalIds(id, tokens[waiting]!)).toContain('end_game');
    // Not for another seat.
    expect((await fails(suite.url, Q.act, { gameId: id, token: tokens[waiting], action: endGame(acting) })).extensions?.code).toBe('NOT_YOUR_TURN');

    // The waiting seat agrees, out of turn: the game goes on.
    const first = (await ok(suite.url, Q.act, { gameId: id, token: tokens[waiting], action: endGame(waiting) })).act;
    expect(first.finished).toBe(false);
    expect(first.log.join(' ')).toMatch(/agrees to end the game \(1 of 2\)/);
    expect((await ok(suite.url, GAME, { id })).game).toMatchObject({ status: 'active', finished: false, activeSeats: [acting] });
    expect(await legalIds(id, tokens[waiting]!)).not.toContain('end_game');
    // Agreeing twice is refused.
    expect((await fails(suite.url, Q.act, { gameId: id, token: tokens[waiting], action: endGame(waiting) })).extensions?.code).toBe('ILLEGAL_ACTION');

    // The acting seat plays on instead: the agreement lapses.
    const move = ((await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[acting] })).legalActions as { id: string; action: unknown; params?: unknown }[]).find(
      (l) => l.id !== 'end_game' && !l.params,
    )!;
    await ok(suite.url, Q.act, { gameId: id, token: tokens[acting], action: move.action });
    expect(await legalIds(id, tokens[waiting]!)).toContain('end_game');

    // Both agree (by choice id): the game ends, as ended by agreement.
    const seats = (await ok(suite.url, GAME, { id })).game.activeSeats as number[];
    const order = [seats[0]!, 1 - seats[0]!];
    expect((await ok(suite.url, ACT_CHOICE, { gameId: id, token: tokens[order[0]!], choiceId: 'end_game' })).act.finished).toBe(false);
    const last = (await ok(suite.url, ACT_CHOICE, { gameId: id, token: tokens[order[1]!], choiceId: 'end_game' })).act;
    expect(last.finished).toBe(true);
    expect((await ok(suite.url, GAME, { id })).game).toMatchObject({ status: 'finished', finished: true, result: { reason: 'manual' } });

    // The log replays to the same state from scratch.
    const check = await suite.server.service.replayStored(id);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  });

  it('an 18xx.games game that ended by agreement imports as ended by every player', async () => {
    const { importGame } = await ok(suite.url, IMPORT, { json: fs.readFileSync(FIXTURE, 'utf8') });
    expect(importGame.finished).toBe(true);
    const rows = await suite.db.dataSource.query(`SELECT action FROM game_action WHERE game_id = $1 AND action->>'type' = 'end_game' ORDER BY index`, [importGame.gameId]);
    expect(rows.map((r: { action: { entity: number } }) => r.action.entity).sort()).toEqual([0, 1]);
    const [row] = await suite.db.dataSource.query('SELECT setup FROM game WHERE id = $1', [importGame.gameId]);
    expect(row.setup.endByAgreement).toBe(true);
    expect(row.setup.allowManualEnd).toBeUndefined();
  });

  it('createGame offers the end by agreement to any game (issue 22): off unless asked for', async () => {
    const create = async (endByAgreement?: boolean) =>
      (await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann', 'Bob'], seed: '7', ...(endByAgreement === undefined ? {} : { endByAgreement }) } })).createGame as {
        gameId: string;
        seats: { seat: number; token: string }[];
      };
    const plain = await create();
    expect(await legalIds(plain.gameId, plain.seats[1]!.token)).not.toContain('end_game');
    expect((await fails(suite.url, Q.act, { gameId: plain.gameId, token: plain.seats[1]!.token, action: endGame(1) })).extensions?.code).toBe('ILLEGAL_ACTION');

    const agreed = await create(true);
    const [row] = await suite.db.dataSource.query('SELECT setup FROM game WHERE id = $1', [agreed.gameId]);
    expect(row.setup).toEqual({ endByAgreement: true });
    for (const { token } of agreed.seats) expect(await legalIds(agreed.gameId, token)).toContain('end_game');
    expect((await ok(suite.url, Q.act, { gameId: agreed.gameId, token: agreed.seats[1]!.token, action: endGame(1) })).act.finished).toBe(false);
    expect((await ok(suite.url, Q.act, { gameId: agreed.gameId, token: agreed.seats[0]!.token, action: endGame(0) })).act.finished).toBe(true);
    expect((await ok(suite.url, GAME, { id: agreed.gameId })).game).toMatchObject({ status: 'finished', result: { reason: 'manual' } });
    // The stored setup replays the game to the same end.
    const check = await suite.server.service.replayStored(agreed.gameId);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  });
});

describe('the engine: ending by agreement is a setup option of any game', () => {
  const title = engine.compileTitle(loadTitleDefinitions().get('demo')!);
  const players = ['Ann', 'Bob', 'Cy'];
  const end = (seat: number) => ({ type: 'end_game', entityType: 'player', entity: seat });

  it('with endByAgreement, the game ends when all three have agreed, in any order', () => {
    let state = engine.createGame(title, { players, seed: 3, endByAgreement: true });
    for (const seat of [2, 0]) {
      const r = engine.apply(title, state, end(seat), { seat });
      if (!r.ok) throw r.error;
      expect(engine.summarize(title, r.state).finished).toBe(false);
      state = r.state;
    }
    expect(engine.legalActions(title, state, 0).some((l) => l.id === 'end_game')).toBe(false);
    expect(engine.legalActions(title, state, 1).some((l) => l.id === 'end_game')).toBe(true);
    const last = engine.apply(title, state, end(1), { seat: 1 });
    if (!last.ok) throw last.error;
    expect(last.state.finished?.reason).toBe('manual');
  });

  it('without it, end_game is refused; the older allowManualEnd ends at once only as a stored log replays', () => {
    const plain = engine.createGame(title, { players, seed: 3 });
    expect(engine.legalActions(title, plain, 0).some((l) => l.id === 'end_game')).toBe(false);
    const refused = engine.apply(title, plain, end(0), { seat: 0 });
    expect(!refused.ok && refused.error.code).toBe('ILLEGAL_ACTION');
    const older = engine.createGame(title, { players, seed: 3, allowManualEnd: true });
    const fromSeat = engine.apply(title, older, end(0), { seat: 0 });
    expect(!fromSeat.ok && fromSeat.error.code).toBe('ILLEGAL_ACTION');
    const replayed = engine.replay(title, { players, seed: 3, allowManualEnd: true }, [end(0)]);
    expect(replayed.ok && replayed.state.finished?.reason).toBe('manual');
  });
});
