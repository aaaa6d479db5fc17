/**
 * A real API server for one test suite, on a fresh test database of the given backend:
 * started before the suite's tests and stopped after them. The rate limit is off, as
 * suites that play whole games need (test/api/rate-limit.test.ts tests the limit).
 */
import { startServer, type StartedServer } from '../../../api/server';
import { openTestDatabase, type Backend, type TestDatabase } from './db';

export interface SuiteServer {
  readonly url: string;
  readonly server: StartedServer;
  readonly db: TestDatabase;
}

export function serverForSuite(backend: Backend): SuiteServer {
  let db: TestDatabase | undefined;
  let server: StartedServer | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    server = await startServer({ port: 0, dataSource: db.dataSource, rateLimit: false });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });
  const started = <T>(x: T | undefined): T => {
    if (x === undefined) throw new Error('the suite server is not started (use it inside tests)');
    return x;
  };
  return {
    get url() {
      return started(server).url;
    },
    get server() {
      return started(server);
    },
    get db() {
      return started(db);
    },
  };
}
