/**
 * 1820 through GraphQL (embedded database): the open-cry future-train auction and a deal by consent, each
 * made by the seat the token names, whoever the engine names as acting (title.json negotiation, futureTrains
 * bidding "openCry"; 1820 §10.1, §10.4; docs/api.md "Proposals and consent", "Open-cry auctions").
 *
 * The first suite starts the server with the definition given explicitly, without the cousins (whose auction
 * would open stock round 1). Seed 1 deals the cards C, B, A (seats 2, 1, 0). The second plays the title as the
 * server offers it, on PostgreSQL.
 */
import 'reflect-metadata';
import { startServer, type StartedServer } from '../../api/server';
import { botRandom, definitionOf } from '../helpers/demo';
import { fails, ok, Q } from './support/client';
import { openTestDatabase, type TestDatabase } from './support/db';
import { serverForSuite } from './support/server';

const ACT = `mutation($gameId: ID!, $token: String!, $action: JSON!, $expectedIndex: Int) {
  act(gameId: $gameId, token: $token, action: $action, expectedIndex: $expectedIndex) { index actionCount activeSeats finished } }`;

type Legal = { id: string; action: Record<string, unknown>; params: unknown };
const STATE = `query($id: ID!) { game(id: $id) { actionCount activeSeats round { kind number } state {
  proposal { from to deal corporation investor toInvestor train }
  futureAuction { lot bid { seat price } winner { seat price took } openCry { done barred } }
  stockRoundPart lobbies { seat amount }
  costOfBusiness { column columns phase trainLimit loanInterestPercent maintenance { train cost } }
  corporations { id president floated cash loans } players { seat cash } } } }`;

describe('GraphQL API: 1820 open cry and proposals (pglite)', () => {
  let db: TestDatabase | undefined;
  let server: StartedServer | undefined;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
    const def = structuredClone(definitionOf('1820'));
    def.cousins = { cousins: [] };
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false, definitions: new Map([['1820', def]]), logError: () => undefined });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('plays an open-cry auction and a placement accepted by the other seat, refusing a third seat', async () => {
    const url = server!.url;
    const { createGame } = await ok(url, Q.createGame, { input: { title: '1820', players: ['A', 'B', 'C'], seed: '1' } });
    const id = createGame.gameId as string;
    const tokens = (createGame.seats as { token: string }[]).map((s) => s.token);
    let count = 0;
    const act = async (seat: number, fields: Record<string, unknown>, entity: Record<string, unknown> = { entityType: 'player', entity: seat }) =>
      ok(url, Q.act, { gameId: id, token: tokens[seat], action: { ...entity, ...fields }, expectedIndex: count++ });
    const legal = async (seat: number) => (await ok(url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions as Legal[];
    const state = async () => (await ok(url, STATE, { id })).game;

    // Stock round 1 opens with the 2+ and 3+ in open cry: every seat may bid, each listed as active.
    let g = await state();
    expect(g.state.futureAuction).toMatchObject({ lot: ['2+', '3+'], bid: null, openCry: { done: [], barred: [] } });
    expect(g.activeSeats).toEqual([2, 1, 0]);
    // A (seat 0, card 3) bids out of turn through its own token; its bid from B's token is refused.
    expect((await legal(0)).map((l) => l.action.type).sort()).toEqual(['bid_future_train', 'pass']);
    const bidA = { type: 'bid_future_train', entityType: 'player', entity: 0, price: 20 };
    expect((await fails(url, Q.act, { gameId: id, token: tokens[1], action: bidA, expectedIndex: count })).extensions?.code).toBe('NOT_YOUR_TURN');
    await act(0, { type: 'bid_future_train', price: 20 });
    g = await state();
    expect(g.state.futureAuction.bid).toEqual({ seat: 0, price: 20 });
    expect(g.activeSeats).toEqual([2, 1]);
    await act(2, { type: 'pass' });
    await act(1, { type: 'pass' });
    g = await state();
    expect(g.state.futureAuction.winner).toEqual({ seat: 0, price: 20, took: 0 });
    await act(0, { type: 'take_future_train', train: '3+' });
    await act(0, { type: 'pass' });
    for (const seat of [0, 1, 2]) await act(seat, { type: 'pass' });
    g = await state();
    expect(g.state.futureAuction).toBeNull();

    // Part A: C funds a lobby; all pass; C floats LSR (5 shares at 55) with one station.
    await act(2, { type: 'fund_lobby', amount: 20 });
    // The lobby, part A and the Cost of Business column are in the state (NOTES G4, G9).
    g = await state();
    expect(g.state.stockRoundPart).toBe('A');
    expect(g.state.lobbies).toEqual([{ seat: 2, amount: 20 }]);
    expect(g.state.costOfBusiness).toEqual({ column: 1, columns: 17, phase: 'yellow', trainLimit: 6, loanInterestPercent: 10, maintenance: [{ train: '2+', cost: 0 }] });
    for (const seat of [1, 0, 2]) await act(seat, { type: 'pass' });
    await act(2, { type: 'par', corporation: 'LSR', price: 55, shares: 5 });
    await act(2, { type: 'place_token', hex: 'G7', city: 0 }, { entityType: 'corporation', entity: 'LSR' });
    await act(2, { type: 'pass' }, { entityType: 'corporation', entity: 'LSR' });

    // The float needs one more share: C proposes it to B.
    const offers = (await legal(2)).filter((l) => l.action.type === 'propose_trade').map((l) => l.action);
    expect(offers).toContainEqual({ type: 'propose_trade', entityType: 'player', entity: 2, deal: 'placeShare', to: 1, corporation: 'LSR' });
    // A client written before the investor's fields were renamed names B's investor `toCousin`: the API reads it as
    // `toInvestor` (schemas/actions.schema.json $defs FormerFieldNames), and the rules then find no such cousin of B's;
    // an action naming the field both ways is malformed.
    const former = { type: 'propose_trade', entityType: 'player', entity: 2, deal: 'placeShare', to: 1, corporation: 'LSR', toCousin: 'NOBODY' };
    expect((await fails(url, Q.act, { gameId: id, token: tokens[2], action: former, expectedIndex: count })).message).toMatch(/B has no cousin NOBODY in play/);
    const both = await fails(url, Q.act, { gameId: id, token: tokens[2], action: { ...former, toInvestor: 'NOBODY' }, expectedIndex: count });
    expect([both.extensions?.code, both.message]).toEqual(['INVALID_INPUT', expect.stringMatching(/names toInvestor twice/)]);
    await act(2, { type: 'propose_trade', deal: 'placeShare', to: 1, corporation: 'LSR' });
    g = await state();
    expect(g.state.proposal).toEqual({ from: 2, to: 1, deal: 'placeShare', corporation: 'LSR', investor: null, toInvestor: null, train: null });
    expect(g.activeSeats).toEqual([2, 1]);
    // B's legal actions are the answer; A's are none; A may not answer, for itself or for B.
    expect((await legal(1)).map((l) => l.id)).toEqual(['accept_proposal', 'decline_proposal']);
    expect(await legal(0)).toEqual([]);
    expect((await fails(url, Q.act, { gameId: id, token: tokens[0], action: { type: 'accept_proposal', entityType: 'player', entity: 0 }, expectedIndex: count })).extensions?.code).toBe('NOT_YOUR_TURN');
    expect((await fails(url, Q.act, { gameId: id, token: tokens[0], action: { type: 'accept_proposal', entityType: 'player', entity: 1 }, expectedIndex: count })).extensions?.code).toBe('NOT_YOUR_TURN');
    const bCash = g.state.players[1].cash as number;
    // B accepts through its own token: B buys the share at 55, LSR floats, part B begins.
    const r = await act(1, { type: 'accept_proposal' });
    expect(r.act.log).toEqual(expect.arrayContaining(['B agrees']));
    g = await state();
    expect(g.state.proposal).toBeNull();
    expect(g.state.players[1].cash).toBe(bCash - 55);
    expect(g.state.corporations.find((c: { id: string }) => c.id === 'LSR')).toMatchObject({ president: 2, floated: true, cash: 110, loans: 0 });
    expect(g.state.stockRoundPart).toBe('B');
    expect(g.state.lobbies).toEqual([]);

    // The stored log, out-of-turn actions among it, replays to the same game.
    const check = await server!.service.replayStored(id);
    expect(check.actionCount).toBe(count);
    expect(check.replayed.corporations.LSR!.certs.filter((h) => h === 'player:1')).toHaveLength(1);
  });
});

describe('GraphQL API: 1820 as offered (postgres)', () => {
  const suite = serverForSuite('postgres');

  it('offers 1820 for 2 to 5 players', async () => {
    const { titles } = await ok(suite.url, Q.titles);
    const t = (titles as { id: string; minPlayers: number; maxPlayers: number }[]).find((x) => x.id === '1820');
    expect(t).toBeDefined();
    expect([t!.minPlayers, t!.maxPlayers]).toEqual([2, 5]);
  });

  it('opens a 4-player game at the cousin auction, plays 150 random legal actions, and the stored log replays to the same state', async () => {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: '1820', players: ['Ann', 'Bob', 'Cy', 'Di'], seed: '1820' } });
    const id = createGame.gameId as string;
    const tokens = (createGame.seats as { token: string }[]).map((s) => s.token);
    const first = (await ok(suite.url, STATE, { id })).game;
    expect(first.round.kind).toBe('stock');
    const opening = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[first.activeSeats[0]] })).legalActions as Legal[];
    expect(opening.map((l) => l.action.type)).toContain('bid_cousin');
    const rand = botRandom(1820);
    let seats: number[] = first.activeSeats;
    let count = 0;
    const played = new Set<string>();
    for (; count < 150 && seats.length > 0; count++) {
      const seat = seats[Math.floor(rand() * seats.length)]!;
      const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions as (Legal & { params?: { price?: { min: number }; amount?: { min: number } } })[];
      expect(legal.length).toBeGreaterThan(0);
      // Prices and amounts at their minimum, so that no bidding or lobby war takes every player's money.
      const nonPass = legal.filter((l) => l.id !== 'pass' && l.action.type !== 'propose_trade');
      const pool = nonPass.length > 0 && (rand() < 0.7 || !legal.some((l) => l.id === 'pass')) ? nonPass : legal.filter((l) => l.id === 'pass');
      const choice = pool[Math.floor(rand() * pool.length)]!;
      const action: Record<string, unknown> = { ...choice.action, ...(choice.params?.price ? { price: choice.params.price.min } : {}), ...(choice.params?.amount ? { amount: choice.params.amount.min } : {}) };
      played.add(String(action.type));
      const r = await ok(suite.url, ACT, { gameId: id, token: tokens[seat], action, expectedIndex: count });
      expect(r.act.index).toBe(count);
      seats = r.act.activeSeats;
    }
    expect(count).toBe(150);
    // The game went through stock round 1's cousin and future-train auctions to its lobbies.
    expect([...played]).toEqual(expect.arrayContaining(['bid_cousin', 'bid_future_train', 'fund_lobby']));
    const check = await suite.server.service.replayStored(id);
    expect(check.actionCount).toBe(count);
    expect(JSON.stringify(check.replayed)).toBe(JSON.stringify(check.cached));
  }, 180_000);
});
