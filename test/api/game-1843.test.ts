/**
 * 1843 through GraphQL on the real PostgreSQL: the title is offered, a new game opens with the
 * private auction and takes its first legal action, and the Val de Loire's owner exchanges it
 * during an operating round while another seat's corporation operates (definitions/1843/NOTES.md
 * G28; companies.json ability outOfTurnIn): the API's turn check lets that seat act out of turn.
 */
import 'reflect-metadata';
import { fails, ok, Q } from './support/client';
import { serverForSuite } from './support/server';

type Legal = { id: string; action: Record<string, unknown>; params: unknown };

describe('GraphQL API: 1843 (postgres)', () => {
  const suite = serverForSuite('postgres');

  it('offers 1843 for 2 to 6 players', async () => {
    const { titles } = await ok(suite.url, Q.titles);
    const t = (titles as { id: string; minPlayers: number; maxPlayers: number }[]).find((x) => x.id === '1843');
    expect(t).toBeDefined();
    expect([t!.minPlayers, t!.maxPlayers]).toEqual([2, 6]);
  });

  it('opens a new 4-player game and accepts a first legal bid', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1843', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: '1' } });
    const id = createGame.gameId as string;
    const tokens = (createGame.seats as { token: string }[]).map((s) => s.token);
    const { game } = await ok(suite.url, Q.game, { id });
    expect(game.round.kind).toBe('auction');
    const [seat] = game.activeSeats as number[];
    const { legalActions } = await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat!] });
    const types = new Set((legalActions as Legal[]).map((l) => l.action.type));
    expect(types.has('bid')).toBe(true);
    const bid = (legalActions as Legal[]).find((l) => l.action.type === 'bid')!;
    const r = await ok(suite.url, Q.act, { gameId: id, token: tokens[seat!], action: bid.action, expectedIndex: 0 });
    expect(r.act.index).toBe(0);
    // Other seats have nothing to do in the auction.
    const other = (seat! + 1) % 4;
    expect((await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[other] })).legalActions).toEqual([]);
  });

  it('the Val de Loire owner exchanges it out of turn in the first operating round', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1843', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: '1' } });
    const id = createGame.gameId as string;
    const tokens = (createGame.seats as { token: string }[]).map((s) => s.token);
    let count = 0;
    const acting = async (): Promise<number> => ((await ok(suite.url, Q.game, { id })).game.activeSeats as number[])[0]!;
    const act = async (fields: Record<string, unknown>): Promise<number> => {
      const seat = await acting();
      await ok(suite.url, Q.act, { gameId: id, token: tokens[seat], action: { entityType: 'player', entity: seat, ...fields }, expectedIndex: count++ });
      return seat;
    };
    // Every private at face value; the LM's buyer sets the PLM's par; four PLM shares float it.
    let owner = -1;
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const) {
      const seat = await act({ type: 'bid', company, price });
      if (company === 'VdL') owner = seat;
    }
    await act({ type: 'par', corporation: 'PLM', price: 86 });
    for (let i = 0; i < 4; i++) await act({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
    for (let i = 0; i < 4; i++) await act({ type: 'pass' });
    const before = (await ok(suite.url, Q.game, { id })).game;
    expect(before.round.kind).toBe('operating');
    const president = (before.activeSeats as number[])[0]!;
    expect(president).not.toBe(owner);

    const exchange = { type: 'exchange_company', entityType: 'player', entity: owner, company: 'VdL', corporation: 'PLM' };
    const offered = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[owner] })).legalActions as Legal[];
    expect(offered.map((l) => l.action)).toContainEqual(exchange);
    // Another seat may not exchange the owner's company.
    const bystander = [0, 1, 2, 3].find((s) => s !== owner && s !== president)!;
    expect((await fails(suite.url, Q.act, { gameId: id, token: tokens[bystander], action: exchange, expectedIndex: count })).extensions?.code).toBe('NOT_YOUR_TURN');
    const r = await ok(suite.url, Q.act, { gameId: id, token: tokens[owner], action: exchange, expectedIndex: count });
    expect(r.act.index).toBe(count);
    const after = (await ok(suite.url, Q.game, { id })).game;
    expect(after.activeSeats).toEqual([president]);
    expect(after.round).toEqual(before.round);
    // The stored log, the out-of-turn exchange among it, replays to the same game.
    const check = await suite.server.service.replayStored(id);
    expect(check.actionCount).toBe(count + 1);
    expect(check.replayed.companies.VdL!.closed).toBe(true);
    expect(check.replayed.corporations.PLM!.certs.filter((h) => h === `player:${owner}`)).toHaveLength(2);
  });
});
