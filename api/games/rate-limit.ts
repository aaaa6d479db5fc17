/**
 * A token bucket per seat token: each request takes one unit; units come back at
 * `perSecond`, up to `burst`. Per process (several processes each allow the rate).
 * Buckets idle long enough to be full again are forgotten, so memory stays bounded by
 * the tokens active in the last few seconds.
 */
export interface RateLimitOptions {
  perSecond: number;
  burst: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perSecond: 20, burst: 60 };

/**
 * SWITCHYARD_RATE_LIMIT: "off", or "<perSecond>/<burst>" (e.g. "20/60"); unset: the default.
 * Anything else is a start-up error rather than a silently ignored setting.
 */
export function rateLimitFromEnv(value: string | undefined): RateLimitOptions | false | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'off') return false;
  const m = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(value);
  if (!m || Number(m[1]) <= 0 || Number(m[2]) < 1) {
    throw new Error(`SWITCHYARD_RATE_LIMIT must be "off" or "<perSecond>/<burst>" (e.g. "20/60"), got ${JSON.stringify(value)}`);
  }
  return { perSecond: Number(m[1]), burst: Number(m[2]) };
}

export class TokenRateLimiter {
  private readonly buckets = new Map<string, { units: number; at: number }>();
  private lastSweep = 0;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes `units` (default one) for `key`; returns 0 when allowed, else the milliseconds until they are free. */
  take(key: string, units = 1): number {
    const t = this.now();
    this.sweep(t);
    const b = this.buckets.get(key) ?? { units: this.options.burst, at: t };
    b.units = Math.min(this.options.burst, b.units + ((t - b.at) / 1000) * this.options.perSecond);
    b.at = t;
    this.buckets.set(key, b);
    if (b.units >= units) {
      b.units -= units;
      return 0;
    }
    return Math.ceil(((units - b.units) / this.options.perSecond) * 1000);
  }

  private sweep(t: number): void {
    const full = (this.options.burst / this.options.perSecond) * 1000;
    if (t - this.lastSweep < full) return;
    this.lastSweep = t;
    for (const [key, b] of this.buckets) if (t - b.at >= full) this.buckets.delete(key);
  }
}
