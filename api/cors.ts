/**
 * Cross-origin requests (CORS) for browser pages served from elsewhere than this
 * server: the origins allowed come from SWITCHYARD_CORS_ORIGINS (a comma list, or `*`),
 * none by default. Same-origin pages (the web client, the IDE) need no CORS and always
 * work.
 *
 * Seat tokens travel in the Authorization header, never in cookies, so an allowed
 * origin gains nothing a script could not already do with a token it holds; no
 * credentials mode is offered. Apollo's CSRF prevention stays on for every origin: a
 * "simple" request (one a browser sends without asking first, e.g. a text/plain POST)
 * is still refused, and any other needs a preflight that only allowed origins pass.
 */
import type http from 'node:http';
import type express from 'express';

export interface CorsOptions {
  /** Origins allowed (`https://example.org`, `http://localhost:5173`), or '*' for any. */
  origins: string[] | '*';
}

/** Request headers a cross-origin page may send: JSON bodies, the seat token, Apollo's CSRF header. */
export const CORS_ALLOWED_HEADERS = ['content-type', 'authorization', 'apollo-require-preflight', 'x-apollo-operation-name'];
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'OPTIONS'];
/** How long a browser may keep a preflight's answer (seconds). */
export const CORS_MAX_AGE = 600;

/**
 * SWITCHYARD_CORS_ORIGINS: unset or empty → none; `*` → any; otherwise comma-separated
 * origins (scheme, host and port, nothing after). Anything else stops the server from
 * starting with a message naming the entry.
 */
export function corsFromEnv(value: string | undefined): CorsOptions | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (value.trim() === '*') return { origins: '*' };
  const origins = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`SWITCHYARD_CORS_ORIGINS: ${JSON.stringify(entry)} is not an origin such as https://example.org`);
      }
      if (!['http:', 'https:'].includes(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(
          `SWITCHYARD_CORS_ORIGINS: ${JSON.stringify(entry)} is not an origin (scheme://host[:port], nothing after; e.g. https://example.org)`,
        );
      }
      return url.origin;
    });
  return { origins };
}

/**
 * Whether `origin` is the request's own host (scheme aside: behind a proxy that ends
 * TLS, this server sees http where the browser wrote https).
 */
function isOwnHost(origin: string, req: Pick<http.IncomingMessage, 'headers'>): boolean {
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** What a request's Origin header allows: null when it has none. */
type Verdict = { origin: string; sameOrigin: boolean; permitted: boolean } | null;

function verdictFor(allowed: '*' | Set<string>, req: Pick<http.IncomingMessage, 'headers'>): Verdict {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || origin === '') return null;
  const sameOrigin = isOwnHost(origin, req);
  return { origin, sameOrigin, permitted: sameOrigin || allowed === '*' || allowed.has(origin) };
}

const allowedOf = (options: CorsOptions | undefined): '*' | Set<string> => (options?.origins === '*' ? '*' : new Set(options?.origins ?? []));

/**
 * The headers corsMiddleware gives the answer to a request that is not a preflight, in the
 * order and spelling it sets them (api/direct.ts answers such requests itself).
 */
export function corsAnswerHeaders(options: CorsOptions | undefined): (req: Pick<http.IncomingMessage, 'headers'>) => [string, string][] {
  const allowed = allowedOf(options);
  return (req) => {
    const verdict = verdictFor(allowed, req);
    if (!verdict) return [];
    const headers: [string, string][] = [['Vary', 'Origin']];
    if (verdict.permitted && !verdict.sameOrigin) {
      headers.push(['Access-Control-Allow-Origin', allowed === '*' ? '*' : verdict.origin], ['Access-Control-Expose-Headers', 'Retry-After']);
    }
    return headers;
  };
}

/**
 * Answers preflights and marks responses for allowed origins. A preflight from an
 * origin not allowed gets 403 with the GraphQL error shape (FORBIDDEN); the browser
 * then sends nothing.
 */
export function corsMiddleware(options: CorsOptions | undefined): express.RequestHandler {
  const allowed = allowedOf(options);
  return (req, res, next) => {
    const verdict = verdictFor(allowed, req);
    if (!verdict) return next();
    const { origin, sameOrigin, permitted } = verdict;
    // Answers differ by Origin: caches must keep them apart.
    res.vary('Origin');
    if (permitted && !sameOrigin) {
      res.set('Access-Control-Allow-Origin', allowed === '*' ? '*' : origin);
      // Clients read Retry-After when they are rate limited.
      res.set('Access-Control-Expose-Headers', 'Retry-After');
    }
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!preflight) return next();
    if (!permitted) {
      res.status(403).json({
        errors: [
          {
            message: `this origin may not call the API from a browser (allowed origins are set by SWITCHYARD_CORS_ORIGINS)`,
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      });
      return;
    }
    res.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(', '));
    res.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
    res.set('Access-Control-Max-Age', String(CORS_MAX_AGE));
    res.status(204).end();
  };
}
