/**
 * Seat tokens in the `Authorization: Bearer <token>` header (HTTP) and in graphql-ws's
 * connectionParams.authorization (WebSocket), instead of or beside the `token` argument.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GqlResponse } from './support/client';
import { ok, Q } from './support/client';
import { serverForSuite } from './support/server';

const LEGAL = `query($gameId: ID!, $token: String) { legalActions(gameId: $gameId, token: $token) { id action } }`;
const ACT = `mutation($gameId: ID!, $token: String, $action: JSON!) { act(gameId: $gameId, token: $token, action: $action) { index actionCount } }`;
const UNDO = `mutation($gameId: ID!, $token: String) { undo(gameId: $gameId, token: $token) { undone actionCount } }`;
const PREVIEW = `query($gameId: ID!, $token: String, $action: JSON!) { preview(gameId: $gameId, token: $token, action: $action) { log } }`;
const STATUS = `query($id: ID!) { game(id: $id) { actionCount activeSeats } }`;
const YOUR_TURN = `subscription($gameId: ID!, $token: String) { yourTurn(gameId: $gameId, token: $token) { seat actionCount } }`;

async function post(url: string, query: string, variables: Record<string, unknown>, authorization?: string): Promise<GqlResponse> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization !== undefined ? { authorization } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResponse;
}

const code = (r: GqlResponse): string | undefined => r.errors?.[0]?.extensions?.code;

describe('seat token in the Authorization header (postgres)', () => {
  const suite = serverForSuite('postgres');

  async function newGame(): Promise<{ id: string; tokens: string[] }> {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann', 'Bob'], seed: 'bearer' } });
    return { id: createGame.gameId, tokens: createGame.seats.map((s: { token: string }) => s.token) };
  }

  async function activeSeat(id: string): Promise<number> {
    return (await ok(suite.url, STATUS, { id })).game.activeSeats[0] as number;
  }

  it('legalActions, preview, act and undo take the token from the header', async () => {
    const g = await newGame();
    const seat = await activeSeat(g.id);
    const bearer = `Bearer ${g.tokens[seat]}`;

    const byHeader = await post(suite.url, LEGAL, { gameId: g.id }, bearer);
    expect(byHeader.errors).toBeUndefined();
    const byArg = await ok(suite.url, LEGAL, { gameId: g.id, token: g.tokens[seat] });
    expect(byHeader.data!.legalActions).toEqual(byArg.legalActions);
    expect((byArg.legalActions as unknown[]).length).toBeGreaterThan(0);
    // The scheme's letter case does not matter (RFC 9110 §11.1).
    expect((await post(suite.url, LEGAL, { gameId: g.id }, `bearer ${g.tokens[seat]}`)).errors).toBeUndefined();
    // Both given and equal: fine.
    expect((await post(suite.url, LEGAL, { gameId: g.id, token: g.tokens[seat] }, bearer)).errors).toBeUndefined();

    const choice = (byArg.legalActions as { id: string; action: unknown }[]).find((l) => l.id !== 'pass')!;
    const preview = await post(suite.url, PREVIEW, { gameId: g.id, action: choice.action }, bearer);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.preview.log.length).toBeGreaterThan(0);

    const acted = await post(suite.url, ACT, { gameId: g.id, action: choice.action }, bearer);
    expect(acted.errors).toBeUndefined();
    expect(acted.data!.act.actionCount).toBe(1);

    const undone = await post(suite.url, UNDO, { gameId: g.id }, bearer);
    expect(undone.errors).toBeUndefined();
    expect(undone.data!.undo.undone).toBe(0);
  });

  it('refuses two different tokens, no token, a wrong one and a header that is not Bearer', async () => {
    const g = await newGame();
    const seat = await activeSeat(g.id);
    const other = 1 - seat;

    const both = await post(suite.url, LEGAL, { gameId: g.id, token: g.tokens[seat] }, `Bearer ${g.tokens[other]}`);
    expect(code(both)).toBe('INVALID_INPUT');
    expect(both.errors![0]!.message).toMatch(/different seat tokens/);

    // Neither: the same code as a token that is not a seat's.
    const neither = await post(suite.url, LEGAL, { gameId: g.id });
    expect(code(neither)).toBe('FORBIDDEN');
    expect(code(await post(suite.url, LEGAL, { gameId: g.id }, 'Bearer not-a-seat-token'))).toBe('FORBIDDEN');
    expect(code(await post(suite.url, LEGAL, { gameId: g.id, token: 'not-a-seat-token' }))).toBe('FORBIDDEN');
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', `Bearer ${g.tokens[seat]} extra`, 'x'.repeat(5000)]) {
      const r = await post(suite.url, LEGAL, { gameId: g.id }, header);
      expect(code(r)).toBe('FORBIDDEN');
      // The message does not echo what was sent.
      expect(r.errors![0]!.message.length).toBeLessThan(200);
    }
    // Nothing was acted on by any of these.
    expect((await ok(suite.url, STATUS, { id: g.id })).game.actionCount).toBe(0);

    // A header on a request that needs no token is ignored.
    const titles = await post(suite.url, Q.titles, {}, 'Basic whatever');
    expect(titles.errors).toBeUndefined();
  });

  describe('over WebSocket', () => {
    const clients: Client[] = [];
    const connect = (connectionParams?: Record<string, unknown>): Client => {
      const client = createClient({
        url: suite.url.replace(/^http/, 'ws'),
        webSocketImpl: WebSocket,
        retryAttempts: 0,
        ...(connectionParams ? { connectionParams } : {}),
      });
      clients.push(client);
      return client;
    };
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.dispose()));
    });

    /** The first message of a yourTurn subscription (data or the error). */
    function first(client: Client, variables: Record<string, unknown>): Promise<{ data?: any; errors?: unknown }> {
      return new Promise((resolve) => {
        const stop = client.subscribe(
          { query: YOUR_TURN, variables },
          {
            next: (r) => {
              stop();
              resolve(r.errors ? { errors: r.errors } : { data: r.data });
            },
            error: (e) => resolve({ errors: e }),
            complete: () => undefined,
          },
        );
      });
    }

    it('yourTurn takes the token from connectionParams.authorization', async () => {
      const g = await newGame();
      const seat = await activeSeat(g.id);
      const r = await first(connect({ authorization: `Bearer ${g.tokens[seat]}` }), { gameId: g.id });
      expect(r.errors).toBeUndefined();
      expect(r.data.yourTurn).toEqual({ seat, actionCount: 0 });

      // The key's letter case does not matter; the argument still works alone.
      const capital = await first(connect({ Authorization: `Bearer ${g.tokens[seat]}` }), { gameId: g.id });
      expect(capital.data?.yourTurn.seat).toBe(seat);
      const byArg = await first(connect(), { gameId: g.id, token: g.tokens[seat] });
      expect(byArg.data?.yourTurn.seat).toBe(seat);
    });

    it('refuses over WebSocket as over HTTP', async () => {
      const g = await newGame();
      const seat = await activeSeat(g.id);
      const none = await first(connect(), { gameId: g.id });
      expect(JSON.stringify(none.errors)).toContain('FORBIDDEN');
      const wrong = await first(connect({ authorization: 'Bearer not-a-seat-token' }), { gameId: g.id });
      expect(JSON.stringify(wrong.errors)).toContain('FORBIDDEN');
      const differ = await first(connect({ authorization: `Bearer ${g.tokens[1 - seat]}` }), { gameId: g.id, token: g.tokens[seat] });
      expect(JSON.stringify(differ.errors)).toContain('INVALID_INPUT');
      const notString = await first(connect({ authorization: 42 }), { gameId: g.id });
      expect(JSON.stringify(notString.errors)).toContain('FORBIDDEN');
    });
  });
});
