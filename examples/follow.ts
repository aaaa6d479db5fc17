/**
 * A spectator: follows a game live through the `gameEvents` subscription (graphql-ws
 * over WebSocket), checks that the events arrive in order with no gap and no repeat,
 * stops when the game is over, then checks what it received against the stored log
 * (`exportGame`). See examples/README.md.
 *
 *   npm run example:follow -- --url http://localhost:4000/graphql --game <id>
 *
 * Exit status 0 when every action arrived exactly once, in order, and equals the
 * exported log; 1 otherwise.
 */
import { writeFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ApiError, canonicalJson, DEFAULT_URL, GraphQLClient, intFlag, parseFlags, sleep } from './lib/client';

const USAGE = `Usage: follow --game ID [--url URL] [--after N] [--quiet] [--events-out FILE] [--timeout SECONDS]

  --game        the game's id (bots prints it on its first line)
  --url         the GraphQL endpoint, http(s):// (default ${DEFAULT_URL}); the WebSocket is at the same address
  --after       start after this action index (default -1: from the first action)
  --quiet       print a line every 100 events instead of one per event
  --events-out  write the events received ([{ index, seat, action }]) to this JSON file
  --timeout     give up (exit 1) when no event has arrived for this many seconds (default 0: never)`;

const Q = {
  gameEvents: `subscription ($gameId: ID!, $after: Int) {
    gameEvents(gameId: $gameId, after: $after) { index seat action log actionCount } }`,
  status: `query ($id: ID!) { game(id: $id) { actionCount finished } }`,
  final: `query ($id: ID!) { game(id: $id) {
    title actionCount finished phase round { description } bank result
    players { seat name cash netWorth bankrupt }
    corporations { id president cash sharePrice floated trains } } }`,
  exportGame: `query ($gameId: ID!) { exportGame(gameId: $gameId) }`,
};

interface GameEvent {
  index: number;
  seat: number | null;
  action: { type?: string } & Record<string, unknown>;
  log: string[];
  actionCount: number;
}

interface Export {
  format: string;
  actions: { seat: number | null; action: unknown }[];
}

/** How many times in a row a dropped connection is resumed (`after` = the last index received), a second apart. */
const RECONNECTS = 60;

/** What graphql-ws reports when a connection ends: an Error, a CloseEvent, or an Event. */
function describe(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  const r = reason as { code?: number; reason?: string; message?: string; type?: string } | null;
  if (r?.code !== undefined) return `closed with ${r.code}${r.reason ? `: ${r.reason}` : ''}`;
  return r?.message ?? r?.type ?? String(reason);
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['url', 'game', 'after', 'quiet', 'events-out', 'timeout'], USAGE);
  const url = flags.get('url') ?? DEFAULT_URL;
  const gameId = flags.get('game');
  if (!gameId) {
    console.error(`--game is required\n\n${USAGE}`);
    process.exit(2);
  }
  const quiet = flags.get('quiet') === 'true';
  const timeoutMs = intFlag(flags, 'timeout', 0) * 1000;
  const api = new GraphQLClient(url, 60);
  const startAfter = Number(flags.get('after') ?? -1);
  if (!Number.isInteger(startAfter) || startAfter < -1) {
    console.error(`--after must be an integer >= -1, got ${JSON.stringify(flags.get('after'))}`);
    process.exit(2);
  }

  const received: GameEvent[] = [];
  let last = startAfter;
  const problems: string[] = [];
  /** actionCount of the finished game, once a status check has seen it finished. */
  let finalCount: number | null = null;
  let lastEventAt = Date.now();
  let lastCheckAt = 0;
  let failure: unknown = null;
  let reconnects = 0;

  const onEvent = (e: GameEvent): void => {
    lastEventAt = Date.now();
    reconnects = 0;
    if (e.index <= last) problems.push(`event ${e.index} received again (after ${last})`);
    else if (e.index !== last + 1) problems.push(`gap: event ${e.index} after ${last} (missing ${last + 1}..${e.index - 1})`);
    if (problems.length > 0) return;
    last = e.index;
    received.push(e);
    if (!quiet) {
      const who = e.seat === null ? 'import' : `seat ${e.seat}`;
      const text = e.log.length > 0 ? `: ${e.log[0]}${e.log.length > 1 ? ` (+${e.log.length - 1} lines)` : ''}` : '';
      console.log(`#${e.index} ${who} ${e.action.type ?? '?'}${text}`);
    } else if ((e.index + 1) % 100 === 0) {
      console.log(`#${e.index} received`);
    }
  };

  // Subscribe; when the connection drops, subscribe again after the last index received.
  let client: Client | null = null;
  let closedWith: unknown = null;
  const subscribe = (): void => {
    closedWith = null;
    client = createClient({ url: url.replace(/^http/, 'ws'), webSocketImpl: WebSocket, retryAttempts: 0 });
    client.subscribe<{ gameEvents: GameEvent }>(
      { query: Q.gameEvents, variables: { gameId, after: last } },
      {
        next: (r) => {
          if (r.errors?.length) {
            const e = r.errors[0]!;
            failure = new ApiError(String(e.extensions?.code ?? 'UNKNOWN'), e.message);
          } else if (r.data) onEvent(r.data.gameEvents);
        },
        error: (err) => (closedWith = err ?? new Error('connection closed')),
        complete: () => (closedWith = new Error('the server completed the subscription')),
      },
    );
  };
  subscribe();

  while (problems.length === 0 && failure === null && (finalCount === null || last + 1 < finalCount)) {
    if (closedWith !== null) {
      if (++reconnects > RECONNECTS) throw new Error(`the subscription failed: ${describe(closedWith)}`);
      if (reconnects === 1) console.log(`connection lost (${describe(closedWith)}); resuming after ${last}`);
      await client!.dispose();
      await sleep(1000);
      subscribe();
    }
    if (timeoutMs > 0 && Date.now() - lastEventAt > timeoutMs) throw new Error(`no event for ${timeoutMs / 1000} s (last index ${last})`);
    // Events do not say whether the game is over: ask the game whenever they pause (as they
    // do for good once it is over, and before it when the game ended before we subscribed).
    if (Date.now() - lastEventAt >= 250 && Date.now() - lastCheckAt >= 500) {
      lastCheckAt = Date.now();
      const { game } = await api.request<{ game: { actionCount: number; finished: boolean } }>(Q.status, { id: gameId });
      if (game.finished) finalCount = game.actionCount;
      continue;
    }
    await sleep(50);
  }
  await client!.dispose();
  if (failure !== null) throw failure;
  if (problems.length > 0) {
    for (const p of problems) console.error(`FAIL: ${p}`);
    process.exit(1);
  }
  console.log(`game over: received ${received.length} events (${startAfter + 1}..${last}), in order, none missing or repeated`);

  const eventsOut = flags.get('events-out');
  if (eventsOut) writeFileSync(eventsOut, JSON.stringify(received.map(({ index, seat, action }) => ({ index, seat, action }))));

  // What was received, against the stored log.
  const { exportGame } = await api.request<{ exportGame: Export }>(Q.exportGame, { gameId });
  const stored = exportGame.actions.slice(startAfter + 1);
  const mismatches: string[] = [];
  if (stored.length !== received.length) mismatches.push(`the stored log has ${exportGame.actions.length} actions; received up to ${last}`);
  for (let i = 0; i < Math.min(stored.length, received.length); i++) {
    const a = stored[i]!;
    const e = received[i]!;
    if (a.seat !== e.seat || canonicalJson(a.action) !== canonicalJson(e.action)) {
      mismatches.push(`action ${e.index}: received ${canonicalJson({ seat: e.seat, action: e.action })}, stored ${canonicalJson(a)}`);
      if (mismatches.length >= 5) break;
    }
  }
  if (mismatches.length > 0) {
    for (const m of mismatches) console.error(`FAIL: ${m}`);
    process.exit(1);
  }
  console.log(`the ${received.length} actions received equal the exported log`);

  const { game } = await api.request<{
    game: {
      title: string;
      actionCount: number;
      phase: string;
      round: { description: string };
      bank: number;
      result: { reason?: string; scores?: Record<string, number>; ranking?: number[] } | null;
      players: { seat: number; name: string; cash: number; netWorth: number; bankrupt: boolean }[];
      corporations: { id: string; president: number | null; cash: number; sharePrice: number | null; floated: boolean; trains: string[] }[];
    };
  }>(Q.final, { id: gameId });
  console.log(`${game.title}, ${game.actionCount} actions, ${game.round.description}, phase ${game.phase}, bank ${game.bank}: ${game.result?.reason ?? ''}`);
  for (const p of game.players) {
    console.log(`  ${p.name.padEnd(12)} score ${String(game.result?.scores?.[String(p.seat)] ?? p.netWorth).padStart(6)}  cash ${p.cash}${p.bankrupt ? ' (bankrupt)' : ''}`);
  }
  for (const c of game.corporations.filter((x) => x.floated)) {
    console.log(`  ${c.id.padEnd(5)} president ${c.president ?? '-'}  cash ${c.cash}  price ${c.sharePrice ?? '-'}  trains ${c.trains.join(' ') || '-'}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ApiError ? err.message : err);
  process.exit(1);
});
