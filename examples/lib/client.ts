/**
 * What the example clients share: a GraphQL-over-HTTP call with fetch, errors carrying
 * the API's `extensions.code`, waiting out RATE_LIMITED, and command-line flags.
 *
 * Written as a third-party client would be: it knows the public API (schema.graphql,
 * docs/api.md) and nothing of the server's code.
 */

export interface GraphQLErrorShape {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; ruleRef?: string; [key: string]: unknown };
}

/** A GraphQL error answer (or a transport failure, with code `HTTP` or `NETWORK`). */
export class ApiError extends Error {
  readonly code: string;
  readonly ruleRef: string | undefined;
  constructor(code: string, message: string, ruleRef?: string) {
    super(`${code}: ${message}${ruleRef ? ` (${ruleRef})` : ''}`);
    this.name = 'ApiError';
    this.code = code;
    this.ruleRef = ruleRef;
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait RATE_LIMITED asks for: its message says "retry in N ms". */
export function retryDelayMs(err: ApiError): number {
  const m = /retry in (\d+) ?ms/.exec(err.message);
  return m ? Number(m[1]) : 1000;
}

export interface RateLimitStats {
  /** How many requests were refused with RATE_LIMITED (and sent again). */
  refused: number;
  /** Milliseconds spent waiting for them. */
  waitedMs: number;
}

export class GraphQLClient {
  readonly rateLimit: RateLimitStats = { refused: 0, waitedMs: 0 };

  /**
   * `networkRetries`: how many times a request that got no answer at all (server down or
   * restarting) is sent again, a second apart. Safe for queries, and for `act` with
   * `expectedIndex`: an action that was stored after all is then refused with STALE_INDEX.
   */
  constructor(
    readonly url: string,
    private readonly networkRetries = 0,
  ) {}

  /** One request; throws ApiError on any error in the answer. */
  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    let res: Response;
    for (let attempt = 0; ; attempt++) {
      try {
        res = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        });
        break;
      } catch (err) {
        const cause = (err as Error & { cause?: { code?: string } }).cause?.code;
        if (attempt >= this.networkRetries) throw new ApiError('NETWORK', `${this.url}: ${(err as Error).message}${cause ? ` (${cause})` : ''}`);
        await sleep(1000);
      }
    }
    let body: { data?: T | null; errors?: GraphQLErrorShape[] };
    try {
      body = (await res.json()) as typeof body;
    } catch {
      throw new ApiError('HTTP', `${this.url} answered ${res.status} ${res.statusText} without a JSON body`);
    }
    const first = body.errors?.[0];
    if (first) throw new ApiError(first.extensions?.code ?? 'UNKNOWN', first.message, first.extensions?.ruleRef);
    if (body.data == null) throw new ApiError('HTTP', `${this.url} answered ${res.status} with no data`);
    return body.data;
  }

  /**
   * A request made with a seat token: when the server says RATE_LIMITED, wait as long
   * as it asks and send it again (a refused request changed nothing).
   */
  async withToken<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    for (;;) {
      try {
        return await this.request<T>(query, variables);
      } catch (err) {
        if (!(err instanceof ApiError) || err.code !== 'RATE_LIMITED') throw err;
        const wait = retryDelayMs(err);
        this.rateLimit.refused++;
        this.rateLimit.waitedMs += wait;
        await sleep(wait);
      }
    }
  }
}

/** `--name value` and `--name=value` flags; `--flag` alone is "true". */
export function parseFlags(argv: string[], known: readonly string[], usage: string): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!m || !known.includes(m[1]!)) {
      console.error(`unknown argument ${JSON.stringify(arg)}\n\n${usage}`);
      process.exit(2);
    }
    let value = m[2];
    if (value === undefined) {
      const next = argv[i + 1];
      value = next !== undefined && !next.startsWith('--') ? (i++, next) : 'true';
    }
    flags.set(m[1]!, value);
  }
  return flags;
}

/** The flag as a non-negative integer, or the default. */
export function intFlag(flags: Map<string, string>, name: string, fallback: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

/** JSON with object keys sorted, so that equal values print equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const DEFAULT_URL = 'http://localhost:4000/graphql';
