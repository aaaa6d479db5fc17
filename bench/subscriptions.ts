/**
 * Subscriptions: many subscribers on one game. N graphql-ws clients (default 1000, one
 * WebSocket each) subscribe to gameEvents of one demo game on the benchmark server
 * (bench/server.ts on PostgreSQL, so events travel through LISTEN/NOTIFY as in production);
 * then K actions are played one after another and, for each, the delay from sending the `act`
 * request to each subscriber receiving the event is recorded. The next action is sent when
 * every subscriber has its event. All subscribers live in this one process, so the delays
 * include this process handling N messages in turn (the last one waits for the others).
 *
 *   node dist/bench/subscriptions.js [--subscribers N] [--actions K]
 *
 * Last line: SUMMARY subscriptions subscribers=N events=K p50_ms=… p99_ms=… max_ms=… act_p50_ms=… missing=M
 */
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { ACT, createGameOn, fmt, gql, plannedGame, quantile, sleep, startBenchServer, table } from './common';

const SUBSCRIBE = `subscription($gameId: ID!, $after: Int) { gameEvents(gameId: $gameId, after: $after) { index } }`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const num = (flag: string, dflt: number): number => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : dflt;
  };
  const subscribers = num('--subscribers', 1000);
  const actions = num('--actions', 20);
  const plan = plannedGame('demo', 11, ['Ann', 'Ben', 'Cy']);
  const server = await startBenchServer();
  const clients: Client[] = [];
  try {
    const game = await createGameOn(server.url, 'demo', plan.players, plan.seed);
    // received[s][i]: when subscriber s got the event of action i.
    const received: number[][] = Array.from({ length: subscribers }, () => []);
    let errors = 0;
    const wsUrl = server.url.replace(/^http/, 'ws');
    const openStarted = performance.now();
    for (let s = 0; s < subscribers; s++) {
      const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
      clients.push(client);
      client.subscribe<{ gameEvents: { index: number } }>(
        { query: SUBSCRIBE, variables: { gameId: game.id, after: -1 } },
        {
          next: (r) => {
            if (r.data) received[s]![r.data.gameEvents.index] = performance.now();
            else errors++;
          },
          error: () => errors++,
          complete: () => undefined,
        },
      );
      // Do not open a thousand sockets in one burst.
      if (s % 100 === 99) await sleep(50);
    }
    const act = async (i: number): Promise<number> => {
      const { seat, action } = plan.actions[i]!;
      const t = performance.now();
      await gql(server.url, ACT, { gameId: game.id, token: game.tokens[seat], action, expectedIndex: i });
      return t;
    };
    const allHave = async (i: number, ms: number): Promise<number> => {
      const deadline = performance.now() + ms;
      for (;;) {
        const missing = received.filter((r) => r[i] === undefined).length;
        if (missing === 0 || performance.now() > deadline) return missing;
        await sleep(2);
      }
    };
    // Warm-up action: every subscription is live once all have its event.
    await act(0);
    const warmMissing = await allHave(0, 60_000);
    if (warmMissing > 0) throw new Error(`${warmMissing} of ${subscribers} subscribers never got the first event (errors: ${errors})`);
    const ready = performance.now() - openStarted;

    const delays: number[] = [];
    const acks: number[] = [];
    let missing = 0;
    for (let i = 1; i <= actions; i++) {
      const sent = await act(i);
      acks.push(performance.now() - sent);
      missing += await allHave(i, 30_000);
      for (const r of received) if (r[i] !== undefined) delays.push(r[i]! - sent);
      await sleep(20);
    }
    delays.sort((a, b) => a - b);
    acks.sort((a, b) => a - b);
    console.log(`subscriptions: ${subscribers} subscribers on one game (${fmt(ready / 1000, 1)} s to connect and receive the first event), ${actions} actions`);
    console.log(
      table(
        ['', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
        [
          ['act answered', fmt(quantile(acks, 0.5)), fmt(quantile(acks, 0.9)), fmt(quantile(acks, 0.99)), fmt(acks[acks.length - 1]!)],
          ['event delivered (act sent → subscriber)', fmt(quantile(delays, 0.5)), fmt(quantile(delays, 0.9)), fmt(quantile(delays, 0.99)), fmt(delays[delays.length - 1]!)],
        ],
      ),
    );
    console.log(
      `SUMMARY subscriptions subscribers=${subscribers} events=${actions} p50_ms=${fmt(quantile(delays, 0.5))} p99_ms=${fmt(quantile(delays, 0.99))} max_ms=${fmt(delays[delays.length - 1]!)} act_p50_ms=${fmt(quantile(acks, 0.5))} missing=${missing} errors=${errors}`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
