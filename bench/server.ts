/**
 * The API server as the benchmarks run it: the production wiring (api/server.ts) without the
 * per-token and per-address limits (a load generator is one client sending as fast as it can;
 * with BENCH_LIMITS=on, bench/attack.ts, the limits apply as under npm start), on PORT
 * (0: ephemeral) against DATABASE_URL / DATABASE_SCHEMA. Forked by bench/common.ts with an IPC
 * channel: it sends { ready: url }, answers { cmd: 'memory' } with its memory after a full
 * garbage collection (when run with --expose-gc), and stops on { cmd: 'stop' }.
 */
import 'reflect-metadata';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startServer } from '../api/server';
import { rateLimitFromEnv } from '../api/games/rate-limit';
import { clientLimitsFromEnv, requestCapsFromEnv } from '../api/limits';

async function main(): Promise<void> {
  // BENCH_LIMITS=on (bench/attack.ts): the production limits, as npm start reads them.
  const limits = process.env.BENCH_LIMITS === 'on';
  const server = await startServer({
    port: Number(process.env.PORT ?? 0),
    ...(limits
      ? { clientLimits: clientLimitsFromEnv(), requestCaps: requestCapsFromEnv(), ...(rateLimitFromEnv(process.env.SWITCHYARD_RATE_LIMIT) !== undefined ? { rateLimit: rateLimitFromEnv(process.env.SWITCHYARD_RATE_LIMIT)! } : {}) }
      : { rateLimit: false }),
  });
  const send = (m: unknown): void => {
    process.send?.(m);
  };
  // How long the event loop was held (bench/attack.ts asks): blocking, as opposed to a busy machine.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  process.on('message', (m: { id?: number; cmd?: string }) => {
    if (m.cmd === 'loop') {
      send({ id: m.id, loop: { p50_ms: loop.percentile(50) / 1e6, p99_ms: loop.percentile(99) / 1e6, max_ms: loop.max / 1e6 } });
      loop.reset();
    } else if (m.cmd === 'memory') {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      gc?.();
      send({ id: m.id, memory: process.memoryUsage() });
    } else if (m.cmd === 'stop') {
      void server.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }
  });
  console.log(`bench server ready at ${server.url}`);
  send({ ready: server.url });
}

main().catch((err: unknown) => {
  console.error('bench server failed:', err);
  process.exit(1);
});
