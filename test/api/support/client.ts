/**
 * Minimal GraphQL clients for the API tests: fetch for queries and mutations, and
 * graphql-ws over a real WebSocket for subscriptions.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GqlError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; ruleRef?: string; [k: string]: unknown };
}

export interface GqlResponse<T = Record<string, any>> {
  data?: T | null;
  errors?: GqlError[];
}

export async function gql<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlResponse<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GqlResponse<T>;
}

/** The data of a response that must have no errors. */
export async function ok<T = Record<string, any>>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await gql<T>(url, query, variables);
  if (r.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

/** The single error of a response that must fail. */
export async function fails(url: string, query: string, variables: Record<string, unknown> = {}): Promise<GqlError> {
  const r = await gql(url, query, variables);
  if (!r.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
  return r.errors[0]!;
}

export const Q = {
  titles: `{ titles { id name minPlayers maxPlayers variants { id name description } } }`,
  createGame: `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId seats { seat name token } } }`,
  game: `query($id: ID!) { game(id: $id) {
    id title titleName variant status phase round { kind number index description }
    players { seat name cash netWorth bankrupt }
    corporations { id name president cash sharePrice floated trains }
    bank actionCount activeSeats finished result createdAt updatedAt } }`,
  legalActions: `query($gameId: ID!, $token: String!) { legalActions(gameId: $gameId, token: $token) { id action params cost } }`,
  act: `mutation($gameId: ID!, $token: String!, $action: JSON!, $expectedIndex: Int) {
    act(gameId: $gameId, token: $token, action: $action, expectedIndex: $expectedIndex) { index actionCount log finished } }`,
  events: `query($id: ID!, $after: Int, $limit: Int) { game(id: $id) { events(after: $after, limit: $limit) { index seat action log actionCount createdAt } } }`,
  gameEvents: `subscription($gameId: ID!, $after: Int) { gameEvents(gameId: $gameId, after: $after) { index seat action log actionCount createdAt } }`,
};

export interface GameEvent {
  index: number;
  seat: number | null;
  action: unknown;
  log: string[];
  actionCount: number;
  createdAt: string;
}

export function wsClient(httpUrl: string): Client {
  return createClient({
    url: httpUrl.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    // Tests want failures, not reconnection attempts.
    retryAttempts: 0,
  });
}

/**
 * Collects a gameEvents subscription's events. Uses the callback form of
 * `client.subscribe`, which sends the subscription as soon as the socket is open
 * (unlike `iterate()`, which waits for the first read).
 */
export class EventCollector {
  readonly events: GameEvent[] = [];
  readonly errors: unknown[] = [];
  completed = false;
  private readonly dispose: () => void;
  private waiters: (() => void)[] = [];

  constructor(client: Client, gameId: string, after?: number) {
    this.dispose = client.subscribe<{ gameEvents: GameEvent }>(
      { query: Q.gameEvents, variables: after === undefined ? { gameId } : { gameId, after } },
      {
        next: (r) => {
          if (r.errors) this.errors.push(...r.errors);
          if (r.data) this.events.push(r.data.gameEvents);
          this.notify();
        },
        error: (e) => {
          this.errors.push(e);
          this.notify();
        },
        complete: () => {
          this.completed = true;
          this.notify();
        },
      },
    );
  }

  private notify(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves once `predicate` holds (checked after every message), or fails after `ms`. */
  async until(predicate: (c: EventCollector) => boolean, ms = 15_000, what = 'condition'): Promise<void> {
    const deadline = Date.now() + ms;
    while (!predicate(this)) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `timed out waiting for ${what}: ${this.events.length} events, errors ${JSON.stringify(this.errors)}`,
        );
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  waitForCount(n: number, ms?: number): Promise<void> {
    return this.until((c) => c.events.length >= n || c.errors.length > 0 || c.completed, ms, `${n} events`);
  }

  close(): void {
    this.dispose();
  }
}

/** Asserts events are exactly indices from..to-1, in order. */
export function expectContiguous(events: GameEvent[], from: number, to: number): void {
  const indices = events.map((e) => e.index);
  const expected = Array.from({ length: to - from }, (_, i) => from + i);
  if (JSON.stringify(indices) !== JSON.stringify(expected)) {
    throw new Error(`events are not ${from}..${to - 1} in order: got ${JSON.stringify(indices)}`);
  }
}
