/**
 * The compute pool: the engine's CPU-heavy calls (jobs.ts) run in worker threads
 * (piscina), so that the event loop stays free for /health, acts and subscriptions
 * whatever anyone asks for.
 *
 * Two lanes, each its own pool of threads: `search` for the long jobs (the route
 * optimiser, an import's replays) and `fold` for the short ones every game needs
 * (whole-log replays on a cache miss, legal actions). A burst of searches therefore
 * never queues ahead of a player's legal actions.
 *
 * Every job has a time budget and the request's signal (scope.ts): when the budget runs
 * out or the client goes away, piscina stops the worker running it (and starts a fresh
 * one), so abandoned work does not go on burning a core. Each client address may have
 * only a few search jobs queued or running at once, and each lane's queue is bounded:
 * over either, RATE_LIMITED at once rather than a wait behind everybody else's work.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { GameError } from '../../engine';
import type { ErrorCode } from '../../engine';
import { ImportError } from '../../tools/import/export-format';
import type { Definition } from '../engine-port';
import { ServiceError } from '../errors';
import { currentScope } from './scope';
import type { EngineJobs } from './jobs';
import type { BodyAnswer } from '../request-body';
import type { Job, JobAnswer, JobFailure } from './worker';

export interface ComputePoolOptions {
  /** Threads for route searches and imports. Default: half the cores, at least 1. */
  searchThreads: number;
  /** Threads for replays and legal actions. Default: half the cores, at least 1. */
  foldThreads: number;
  /** Jobs waiting per lane beyond the running ones; more: RATE_LIMITED. */
  maxQueue: number;
  /** Search jobs (queued or running) per client address; more: RATE_LIMITED. 0: no limit. */
  searchJobsPerClient: number;
  /** Time budget of a replay, legal actions or an import step; over it: TIMEOUT. */
  jobTimeoutMs: number;
  /**
   * Extra time a route search gets beyond its own budget before it is stopped by force. The
   * clock starts when the job is queued, so this also covers the wait and a fresh worker's
   * start (seconds on a busy machine, more from the TypeScript sources).
   */
  searchGraceMs: number;
  /**
   * Nice value (0-19, Linux: per thread) of the search and body lanes' threads. Their work is
   * long and nobody waits on it turn by turn; raised, it yields the cores to the event loop and
   * the fold lane, whose answers players wait for. 0: as the server.
   */
  searchNice: number;
}

export function defaultComputeOptions(): ComputePoolOptions {
  const half = Math.max(1, Math.floor(availableParallelism() / 2));
  return { searchThreads: half, foldThreads: half, maxQueue: 64, searchJobsPerClient: 2, jobTimeoutMs: 60_000, searchGraceMs: 30_000, searchNice: 10 };
}

/**
 * SWITCHYARD_SEARCH_THREADS, SWITCHYARD_FOLD_THREADS, SWITCHYARD_JOB_QUEUE,
 * SWITCHYARD_SEARCH_JOBS_PER_CLIENT, SWITCHYARD_JOB_TIMEOUT_MS, SWITCHYARD_SEARCH_NICE: whole
 * numbers; unset, the default. Anything else is a start-up error.
 */
export function computeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ComputePoolOptions {
  const options = defaultComputeOptions();
  const read = (name: string, min: number): number | undefined => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    if (!/^\d+$/.test(v) || Number(v) < min) throw new Error(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(v)}`);
    return Number(v);
  };
  options.searchThreads = read('SWITCHYARD_SEARCH_THREADS', 1) ?? options.searchThreads;
  options.foldThreads = read('SWITCHYARD_FOLD_THREADS', 1) ?? options.foldThreads;
  options.maxQueue = read('SWITCHYARD_JOB_QUEUE', 0) ?? options.maxQueue;
  options.searchJobsPerClient = read('SWITCHYARD_SEARCH_JOBS_PER_CLIENT', 0) ?? options.searchJobsPerClient;
  options.jobTimeoutMs = read('SWITCHYARD_JOB_TIMEOUT_MS', 1) ?? options.jobTimeoutMs;
  options.searchNice = read('SWITCHYARD_SEARCH_NICE', 0) ?? options.searchNice;
  if (options.searchNice > 19) throw new Error(`SWITCHYARD_SEARCH_NICE must be at most 19, got ${options.searchNice}`);
  return options;
}

/**
 * The worker's entry: worker.js next to this file when built; from the TypeScript sources
 * (jest), ts-worker.js, which compiles worker.ts on load.
 */
function workerFile(entry: 'worker' | 'body-worker'): string {
  return __filename.endsWith('.ts') ? path.join(__dirname, 'ts-worker.js') : path.join(__dirname, `${entry}.js`);
}

type Lane = 'search' | 'fold' | 'body';

export class ComputePool implements EngineJobs {
  private readonly lanes: Record<Lane, Piscina>;
  private readonly searchesByClient = new Map<string, number>();
  /** Jobs handed to a worker so far, jobs not yet answered, and jobs stopped because their client went away or their time ran out (tests, diagnostics). */
  started = 0;
  pending = 0;
  cancelled = 0;

  constructor(
    definitions: Map<string, Definition>,
    private readonly options: ComputePoolOptions = defaultComputeOptions(),
  ) {
    // No niceIncrement: piscina's native helper for it crashed the process (SIGSEGV) when a
    // second pool started workers after the first was destroyed. A worker sets its own thread's
    // nice value instead (`nice` in workerData; os.setPriority, per thread on Linux).
    const make = (threads: number, entry: 'worker' | 'body-worker', nice: number) =>
      new Piscina({
        filename: workerFile(entry),
        workerData: entry === 'worker' ? { definitions, nice } : { entry, nice },
        // Threads start on first use and stay (a fresh one compiles its titles again).
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 60_000,
        maxQueue: options.maxQueue,
      });
    // Large request bodies are parsed on a thread of their own (body-worker.ts, which loads no
    // engine): a parse takes milliseconds and must not wait behind a search or a replay.
    this.lanes = {
      search: make(options.searchThreads, 'worker', options.searchNice),
      fold: make(options.foldThreads, 'worker', 0),
      body: make(1, 'body-worker', options.searchNice),
    };
  }

  async destroy(): Promise<void> {
    await Promise.all([this.lanes.search.destroy(), this.lanes.fold.destroy(), this.lanes.body.destroy()]);
  }

  /** parseRequestBody (request-body.ts) in the body lane; `bytes` is moved there, not copied. */
  parseBody: NonNullable<EngineJobs['parseBody']> = async (bytes) => {
    // A Buffer may be a slice of a larger (pooled) one: only a buffer of its own can be moved.
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
    return (await this.run('body', Piscina.move(own) as unknown as Job)) as BodyAnswer;
  };

  replay: EngineJobs['replay'] = async (_title, key, setup, actions) =>
    withGameError((await this.run('fold', { kind: 'replay', key, setup, actions: [...actions] })) as Awaited<ReturnType<EngineJobs['replay']>>);

  foldFrom: EngineJobs['foldFrom'] = async (_title, key, state, actions) =>
    withGameError((await this.run('fold', { kind: 'foldFrom', key, state, actions: [...actions] })) as Awaited<ReturnType<EngineJobs['foldFrom']>>);

  seatedReplay: EngineJobs['seatedReplay'] = async (_title, key, setup, actions, seats) =>
    withGameError((await this.run('search', { kind: 'seatedReplay', key, setup, actions: [...actions], seats: [...seats] })) as Awaited<ReturnType<EngineJobs['seatedReplay']>>);

  recordingHash: EngineJobs['recordingHash'] = async (row, actions) => (await this.run('search', { kind: 'recordingHash', row, actions })) as string;

  legalActions: EngineJobs['legalActions'] = async (_title, key, state, seat) =>
    (await this.run('fold', { kind: 'legalActions', key, state, seat })) as Awaited<ReturnType<EngineJobs['legalActions']>>;

  bestRoutes: EngineJobs['bestRoutes'] = async (_title, key, state, corporation, budgetMs) =>
    (await this.run('search', { kind: 'bestRoutes', key, state, corporation, budgetMs }, budgetMs + this.options.searchGraceMs)) as Awaited<
      ReturnType<EngineJobs['bestRoutes']>
    >;

  replayExport: EngineJobs['replayExport'] = async (_title, key, exported, setup, game, row, snapshotEvery) =>
    (await this.run('search', { kind: 'replayExport', key, exported, setup, game, row, snapshotEvery })) as Awaited<ReturnType<EngineJobs['replayExport']>>;

  analyticsReplay: NonNullable<EngineJobs['analyticsReplay']> = async (key, game, setup, actions) =>
    (await this.run('search', { kind: 'analyticsReplay', key, game, setup, actions: [...actions] })) as Awaited<
      ReturnType<NonNullable<EngineJobs['analyticsReplay']>>
    >;

  private async run(lane: Lane, job: Job, timeoutMs = this.options.jobTimeoutMs): Promise<unknown> {
    const scope = currentScope();
    const client = lane === 'search' && scope && this.options.searchJobsPerClient > 0 ? scope.address : null;
    if (client !== null) {
      const running = this.searchesByClient.get(client) ?? 0;
      if (running >= this.options.searchJobsPerClient) {
        throw new ServiceError('RATE_LIMITED', `at most ${this.options.searchJobsPerClient} route searches or imports per client at a time; retry when one has finished`, undefined, {
          retryAfterMs: 1000,
        });
      }
      this.searchesByClient.set(client, running + 1);
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = scope ? AbortSignal.any([timeout, scope.signal]) : timeout;
    let answer: JobAnswer;
    // The counters are the engine's work (a body parse is not).
    const counted = lane !== 'body';
    if (counted) {
      this.started++;
      this.pending++;
    }
    try {
      answer = (await this.lanes[lane].run(job, { signal })) as JobAnswer;
    } catch (err) {
      if (signal.aborted) {
        if (counted) this.cancelled++;
        if (timeout.aborted) throw new ServiceError('TIMEOUT', `the work took longer than its ${timeoutMs} ms budget and was stopped`);
        throw new ServiceError('CANCELLED', 'the client went away; the work was stopped');
      }
      if (err instanceof Error && /queue is at limit/i.test(err.message)) {
        throw new ServiceError('RATE_LIMITED', 'the server is busy with other work; retry shortly', undefined, { retryAfterMs: 1000 });
      }
      throw err;
    } finally {
      if (counted) this.pending--;
      if (client !== null) {
        const left = (this.searchesByClient.get(client) ?? 1) - 1;
        if (left <= 0) this.searchesByClient.delete(client);
        else this.searchesByClient.set(client, left);
      }
    }
    if (answer.ok) return answer.value;
    throw rebuild(answer.failure);
  }
}

/** A replay's refusal came across as a plain object: a GameError again. */
function withGameError<R extends { ok: boolean }>(r: R): R {
  if (r.ok || !('error' in r)) return r;
  const e = (r as unknown as { error: { code: ErrorCode; message: string; ruleRef?: string } }).error;
  return { ...r, error: new GameError(e.code, e.message, e.ruleRef) };
}

function rebuild(f: JobFailure): Error {
  if (f.kind === 'import') return new ImportError(f.message);
  if (f.kind === 'game' && f.code) return new ServiceError(f.code as ServiceError['code'], f.message, f.ruleRef);
  return new Error(`compute worker: ${f.message}`);
}
