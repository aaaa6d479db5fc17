/**
 * Limits per client address and per connection, for callers with or without a seat token
 * (the per-token limit is api/games/rate-limit.ts). Everything here is counted per process
 * and by the TCP peer's address: behind a reverse proxy every client has the proxy's address,
 * so run the proxy's own limits there (docs/api.md, Limits and security).
 *
 * Over a limit the caller gets RATE_LIMITED with `retryAfterMs`; over HTTP also status
 * 429 and a Retry-After header (app.ts), over a WebSocket an error message for that operation.
 */
import { ServiceError } from './errors';
import { rateLimitFromEnv, TokenRateLimiter, type RateLimitOptions } from './games/rate-limit';
import { DEFAULT_REQUEST_CAPS, type RequestCaps } from './graphql/rules';

export interface ClientLimits {
  /** HTTP requests to /graphql and WebSocket subscribe messages per address. */
  requests: RateLimitOptions | false;
  /** createGame per address per minute (also the burst). */
  gamesPerMinute: number | false;
  /** importGame per address per minute (also the burst). */
  importsPerMinute: number | false;
  /** Bytes of imported exports per address per minute (also the burst). */
  importBytesPerMinute: number | false;
  /** Subscriptions open at once on one WebSocket. */
  subscriptionsPerSocket: number | false;
  /** Subscriptions open at once from one address, over all its sockets. */
  subscriptionsPerClient: number | false;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  requests: { perSecond: 50, burst: 200 },
  gamesPerMinute: 30,
  importsPerMinute: 10,
  importBytesPerMinute: 20 * 1024 * 1024,
  subscriptionsPerSocket: 100,
  subscriptionsPerClient: 1000,
};

/** Every per-client limit off (tests and benchmarks that play whole games from one address). */
export const NO_CLIENT_LIMITS: ClientLimits = {
  requests: false,
  gamesPerMinute: false,
  importsPerMinute: false,
  importBytesPerMinute: false,
  subscriptionsPerSocket: false,
  subscriptionsPerClient: false,
};

function countFromEnv(env: NodeJS.ProcessEnv, name: string, scale = 1): number | false | undefined {
  const v = env[name];
  if (v === undefined || v === '') return undefined;
  if (v === 'off') return false;
  if (!/^\d+$/.test(v) || Number(v) < 1) throw new Error(`${name} must be "off" or a whole number of at least 1, got ${JSON.stringify(v)}`);
  return Number(v) * scale;
}

/**
 * The per-client limits from the environment (docs/api.md lists them); unset: the default.
 * SWITCHYARD_CLIENT_LIMITS=off turns them all off. Anything malformed is a start-up error.
 */
export function clientLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ClientLimits {
  if (env.SWITCHYARD_CLIENT_LIMITS === 'off') return { ...NO_CLIENT_LIMITS };
  if (env.SWITCHYARD_CLIENT_LIMITS !== undefined && env.SWITCHYARD_CLIENT_LIMITS !== '') {
    throw new Error(`SWITCHYARD_CLIENT_LIMITS must be "off" or unset, got ${JSON.stringify(env.SWITCHYARD_CLIENT_LIMITS)}`);
  }
  const limits = { ...DEFAULT_CLIENT_LIMITS };
  let requests: RateLimitOptions | false | undefined;
  try {
    requests = rateLimitFromEnv(env.SWITCHYARD_CLIENT_RATE_LIMIT);
  } catch {
    throw new Error(`SWITCHYARD_CLIENT_RATE_LIMIT must be "off" or "<perSecond>/<burst>" (e.g. "50/200"), got ${JSON.stringify(env.SWITCHYARD_CLIENT_RATE_LIMIT)}`);
  }
  if (requests !== undefined) limits.requests = requests;
  const set = <K extends keyof ClientLimits>(key: K, value: ClientLimits[K] | undefined) => {
    if (value !== undefined) limits[key] = value;
  };
  set('gamesPerMinute', countFromEnv(env, 'SWITCHYARD_GAMES_PER_MINUTE'));
  set('importsPerMinute', countFromEnv(env, 'SWITCHYARD_IMPORTS_PER_MINUTE'));
  set('importBytesPerMinute', countFromEnv(env, 'SWITCHYARD_IMPORT_MB_PER_MINUTE', 1024 * 1024));
  set('subscriptionsPerSocket', countFromEnv(env, 'SWITCHYARD_SUBSCRIPTIONS_PER_SOCKET'));
  set('subscriptionsPerClient', countFromEnv(env, 'SWITCHYARD_SUBSCRIPTIONS_PER_CLIENT'));
  return limits;
}

/** The per-request caps from the environment: SWITCHYARD_MAX_ALIASES, _MAX_TOKENS, _MAX_MUTATIONS, _MAX_COST. */
export function requestCapsFromEnv(env: NodeJS.ProcessEnv = process.env): RequestCaps {
  const caps = { ...DEFAULT_REQUEST_CAPS };
  const read = (name: string): number | undefined => {
    const v = env[name];
    if (v === undefined || v === '') return undefined;
    if (!/^\d+$/.test(v) || Number(v) < 1) throw new Error(`${name} must be a whole number of at least 1, got ${JSON.stringify(v)}`);
    return Number(v);
  };
  caps.maxAliases = read('SWITCHYARD_MAX_ALIASES') ?? caps.maxAliases;
  caps.maxTokens = read('SWITCHYARD_MAX_TOKENS') ?? caps.maxTokens;
  caps.maxMutations = read('SWITCHYARD_MAX_MUTATIONS') ?? caps.maxMutations;
  caps.maxCost = read('SWITCHYARD_MAX_COST') ?? caps.maxCost;
  return caps;
}

export function rateLimited(message: string, retryAfterMs: number): ServiceError {
  return new ServiceError('RATE_LIMITED', message, undefined, { retryAfterMs: Math.max(1, Math.ceil(retryAfterMs)) });
}

const perMinute = (n: number): RateLimitOptions => ({ perSecond: n / 60, burst: n });

/** The buckets behind ClientLimits (the subscription counts live with the WebSocket server, app.ts). */
export class ClientLimiter {
  private readonly requests: TokenRateLimiter | null;
  private readonly games: TokenRateLimiter | null;
  private readonly imports: TokenRateLimiter | null;
  private readonly importBytes: TokenRateLimiter | null;

  constructor(
    readonly limits: ClientLimits,
    now: () => number = Date.now,
  ) {
    this.requests = limits.requests ? new TokenRateLimiter(limits.requests, now) : null;
    this.games = limits.gamesPerMinute ? new TokenRateLimiter(perMinute(limits.gamesPerMinute), now) : null;
    this.imports = limits.importsPerMinute ? new TokenRateLimiter(perMinute(limits.importsPerMinute), now) : null;
    this.importBytes = limits.importBytesPerMinute ? new TokenRateLimiter(perMinute(limits.importBytesPerMinute), now) : null;
  }

  /** One request from `address`: 0 when allowed, else the milliseconds to wait. */
  request(address: string): number {
    return this.requests?.take(address) ?? 0;
  }

  /** A createGame from `address`; RATE_LIMITED over the limit. */
  createGame(address: string): void {
    const wait = this.games?.take(address) ?? 0;
    if (wait > 0) throw rateLimited(`at most ${String(this.limits.gamesPerMinute)} games may be created per minute from one address`, wait);
  }

  /** An importGame of `bytes` from `address`; RATE_LIMITED over either limit. */
  importGame(address: string, bytes: number): void {
    const wait = this.imports?.take(address) ?? 0;
    if (wait > 0) throw rateLimited(`at most ${String(this.limits.importsPerMinute)} imports per minute from one address`, wait);
    if (this.importBytes && this.limits.importBytesPerMinute) {
      // An export larger than the whole minute's allowance could never pass: the size limit says so.
      const waitBytes = this.importBytes.take(address, Math.min(bytes, this.limits.importBytesPerMinute));
      if (waitBytes > 0) {
        throw rateLimited(`at most ${Math.round(this.limits.importBytesPerMinute / (1024 * 1024))} MB of exports per minute from one address`, waitBytes);
      }
    }
  }
}
