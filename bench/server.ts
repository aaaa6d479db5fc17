/**
 * The API server as the benchmarks run it: the production wiring (api/server.ts) without the
 * per-token rate limit (a load generator is one client sending as fast as it can), on PORT
 * (0: ephemeral) against DATABASE_URL / DATABASE_SCHEMA. Forked by bench/common.ts with an IPC
 * channel: it sends { ready: url }, answers { cmd: 'memory' } with its memory after a full
 * garbage collection (when run with --expose-gc), and stops on { cmd: 'stop' }.
 */
import 'reflect-metadata';
import { startServer } from '../api/server';

async function main(): Promise<void> {
  const server = await startServer({ port: Number(process.env.PORT ?? 0), rateLimit: false });
  const send = (m: unknown): void => {
    process.send?.(m);
  };
  process.on('message', (m: { id?: number; cmd?: string }) => {
    if (m.cmd === 'memory') {
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
