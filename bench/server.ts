/**
 * The API server as the benchmarks run it: the production wiring (api/server.ts) without the
 * per-token and per-address limits (a load generator is one client sending as fast as it can;
 * with BENCH_LIMITS=on, bench/attack.ts, the limits apply as under npm start), on PORT
 * (0: ephemeral) against DATABASE_URL / DATABASE_SCHEMA. Forked by bench/common.ts with an IPC
 * channel: it sends { ready: url }, answers { cmd: 'memory' } with its memory after a full
 * garbage collection (when run with --expose-gc), and stops on { cmd: 'stop' }.
 */
import 'reflect-metadata';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { startServer } from '../api/server';
import { rateLimitFromEnv } from '../api/games/rate-limit';
import { clientLimitsFromEnv, requestCapsFromEnv } from '../api/limits';
import { tuneJit } from '../tools/jit';

async function main(): Promise<void> {
  // As api/main.ts does: V8's optimising compiler without inlining (tools/jit.ts).
  tuneJit();
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
  // How long the event loop was held (bench/attack.ts, bench/act.ts ask): blocking, as opposed to a busy machine.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // How long the event loop ran (rather than waited for I/O): its time per act, and whether it was the bottleneck.
  let elu = performance.eventLoopUtilization();
  // The garbage collector's pauses of the main thread (each one holds every request in flight).
  let gcCount = 0;
  let gcMs = 0;
  let gcMaxMs = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcCount++;
      gcMs += e.duration;
      gcMaxMs = Math.max(gcMaxMs, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  // Each act's time in the server, from the resolver's call to its answer (waits for the database
  // and behind other acts of this process included), with its action's type: which acts are slow.
  const service = server.service as { act: (gameId: string, token: string, action: unknown, ...rest: unknown[]) => Promise<unknown> };
  const act = service.act.bind(service);
  let acts: { ms: number; type: string }[] = [];
  service.act = async (gameId, token, action, ...rest) => {
    const t0 = process.hrtime.bigint();
    try {
      return await act(gameId, token, action, ...rest);
    } finally {
      acts.push({ ms: Number(process.hrtime.bigint() - t0) / 1e6, type: String((action as { type?: unknown } | null)?.type ?? '?') });
    }
  };
  process.on('message', (m: { id?: number; cmd?: string }) => {
    if (m.cmd === 'loop') {
      const sorted = [...acts].sort((a, b) => a.ms - b.ms);
      const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]?.ms ?? NaN;
      send({
        id: m.id,
        loop: {
          p50_ms: loop.percentile(50) / 1e6,
          p99_ms: loop.percentile(99) / 1e6,
          max_ms: loop.max / 1e6,
          busy: (() => {
            const d = performance.eventLoopUtilization(elu);
            return { ms: d.active, share: d.utilization };
          })(),
          gc: { count: gcCount, ms: gcMs, max_ms: gcMaxMs },
          acts: { count: sorted.length, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: at(1), slowest: sorted.slice(-5).reverse() },
        },
      });
      loop.reset();
      elu = performance.eventLoopUtilization();
      gcCount = gcMs = gcMaxMs = 0;
      acts = [];
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
