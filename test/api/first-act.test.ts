/**
 * A game's first act after its creation, on both backends: the process that created the game with
 * every seat taken remembers its row (api/games/game-store.ts rememberRow), so the first act reads
 * no game row (its one statement only: when many games start at once, a read doubled the first
 * act's wait for a database connection); and when another process acted first, the remembered row
 * is out of date and the act is decided again on the stored row, never refused or written wrongly.
 */
import 'reflect-metadata';
import type { EntityManager } from 'typeorm';
import * as engine from '../../engine';
import { readGame } from '../../api/games/game-row';
import { GameService } from '../../api/games/service';
import { InProcessGameEventBus } from '../../api/pubsub';
import { loadTitleDefinitions } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';

describe.each(BACKENDS)('the first act of a game (%s)', (backend) => {
  let db: TestDatabase;
  const titles = new TitleRegistry(loadTitleDefinitions(), engine);
  /** A service as one process has it: its own cache and remembered rows. */
  const service = (): GameService => new GameService({ dataSource: db.dataSource, titles, engine, events: new InProcessGameEventBus(), rateLimit: false });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.close();
  });

  /** The texts of the queries sent through the data source's manager while `run` runs. */
  async function queriesDuring<T>(run: () => Promise<T>): Promise<{ result: T; texts: string[] }> {
    const manager: EntityManager = db.dataSource.manager;
    const spy = jest.spyOn(manager, 'query');
    try {
      const result = await run();
      return { result, texts: spy.mock.calls.map((c) => String(c[0])) };
    } finally {
      spy.mockRestore();
    }
  }

  async function firstMove(s: GameService, gameId: string, token: string): Promise<unknown> {
    return (await s.legalActions(gameId, token))[0]!.action;
  }

  it('reads no game row: the row its creation stored is the one the act decides on', async () => {
    const a = service();
    const created = await a.createGame({ title: 'demo', players: ['Ann', 'Ben'], seed: 'first-act' });
    const remembered = (a as unknown as { store: { rememberedRow(id: string): unknown } }).store.rememberedRow(created.gameId);
    expect(remembered).toEqual(await readGame(db.dataSource.manager, created.gameId));
    const seat = created.seats[0]!;
    const action = await firstMove(a, created.gameId, seat.token);
    const { result, texts } = await queriesDuring(() => a.act(created.gameId, seat.token, action, 0));
    expect(result.index).toBe(0);
    expect(texts.filter((t) => /FROM game WHERE id/.test(t))).toEqual([]);
  });

  it('decides again on the stored row when another process acted first', async () => {
    const a = service();
    const b = service();
    const created = await a.createGame({ title: 'demo', players: ['Ann', 'Ben'], seed: 'first-act-elsewhere' });
    const tokens = created.seats.map((s) => s.token);
    // B acts first: the row A remembers from the creation is now out of date.
    const firstSeat = (await b.summary(created.gameId)).summary.activeSeats[0]!;
    expect((await b.act(created.gameId, tokens[firstSeat]!, await firstMove(b, created.gameId, tokens[firstSeat]!), 0)).index).toBe(0);
    const nextSeat = (await b.summary(created.gameId)).summary.activeSeats[0]!;
    // A decides on the stored row: index 1, not a refusal for index 0 (the remembered count).
    const action = await firstMove(b, created.gameId, tokens[nextSeat]!);
    expect((await a.act(created.gameId, tokens[nextSeat]!, action, 1)).index).toBe(1);
    const stored = await readGame(db.dataSource.manager, created.gameId);
    expect(stored?.actionCount).toBe(2);
  });
});
