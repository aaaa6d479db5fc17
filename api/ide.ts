/**
 * The GraphQL IDE a browser gets at /graphql: GraphiQL, served with its React runtime
 * from the project's own node_modules (their prebuilt browser builds), so the page
 * works on a machine without internet and no request leaves for a CDN. Apollo's own
 * landing page, which loads its scripts from a CDN, is turned off in api/app.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type express from 'express';

/** Where the IDE's scripts and styles are served from. */
export const IDE_ASSET_PATH = '/graphiql';

/** Browser builds shipped inside the npm packages, by the file name they are served under. */
const ASSETS: Record<string, { pkg: string; file: string; type: string }> = {
  'react.production.min.js': { pkg: 'react', file: 'umd/react.production.min.js', type: 'text/javascript' },
  'react-dom.production.min.js': { pkg: 'react-dom', file: 'umd/react-dom.production.min.js', type: 'text/javascript' },
  'graphiql.min.js': { pkg: 'graphiql', file: 'graphiql.min.js', type: 'text/javascript' },
  'graphiql.min.css': { pkg: 'graphiql', file: 'graphiql.min.css', type: 'text/css' },
  'graphql-ws.min.js': { pkg: 'graphql-ws', file: 'umd/graphql-ws.min.js', type: 'text/javascript' },
};

function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

/**
 * The page's own script: a fetcher that sends queries and mutations over HTTP and
 * subscriptions over graphql-ws, both to the page's own origin. An `Authorization`
 * header typed in GraphiQL's header editor is sent with HTTP requests and as the
 * WebSocket's `connectionParams.authorization` (see docs/api.md).
 */
const IDE_SCRIPT = String.raw`'use strict';
(function () {
  var endpoint = new URL(${JSON.stringify('__GRAPHQL_PATH__')}, location.href);
  var wsUrl = endpoint.href.replace(/^http/, 'ws');

  // The keyword of the operation that will run: the named one, or the first one.
  // Comments and strings are blanked first so that words inside them do not count.
  function operationKind(query, operationName) {
    var text = query.replace(/"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*/g, ' ');
    var re = /(?:^|[\s}])(query|mutation|subscription)(?:\s+([_A-Za-z][_0-9A-Za-z]*))?/g;
    var m, first = null;
    while ((m = re.exec(text))) {
      if (first === null) first = m[1];
      if (operationName && m[2] === operationName) return m[1];
    }
    return first || 'query';
  }

  function headerValue(headers, name) {
    if (!headers) return undefined;
    for (var k in headers) if (k.toLowerCase() === name) return headers[k];
    return undefined;
  }

  function subscribe(params, headers) {
    var authorization = headerValue(headers, 'authorization');
    var client = graphqlWs.createClient({
      url: wsUrl,
      lazy: true,
      retryAttempts: 0,
      connectionParams: authorization ? { authorization: authorization } : {},
    });
    var iterator = client.iterate({ query: params.query, variables: params.variables || {}, operationName: params.operationName || undefined });
    return {
      next: function () { return iterator.next(); },
      return: function () {
        return Promise.resolve(iterator.return ? iterator.return() : undefined).then(function () {
          client.dispose();
          return { done: true, value: undefined };
        });
      },
      [Symbol.asyncIterator]: function () { return this; },
    };
  }

  function fetcher(params, options) {
    var headers = (options && options.headers) || {};
    if (operationKind(params.query || '', params.operationName) === 'subscription') return subscribe(params, headers);
    var all = Object.assign({ 'content-type': 'application/json', accept: 'application/json' }, headers);
    return fetch(endpoint.href, { method: 'POST', headers: all, body: JSON.stringify(params) }).then(function (res) {
      return res.json();
    });
  }

  var root = ReactDOM.createRoot(document.getElementById('graphiql'));
  root.render(React.createElement(GraphiQL, { fetcher: fetcher, defaultEditorToolsVisibility: true }));
})();
`;

function idePage(): string {
  const a = (name: string): string => `${IDE_ASSET_PATH}/${name}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Switchyard GraphQL IDE</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${a('graphiql.min.css')}">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>
</head>
<body>
<div id="graphiql">Loading the GraphQL IDE…</div>
<script src="${a('react.production.min.js')}"></script>
<script src="${a('react-dom.production.min.js')}"></script>
<script src="${a('graphiql.min.js')}"></script>
<script src="${a('graphql-ws.min.js')}"></script>
<script src="${a('ide.js')}"></script>
</body>
</html>
`;
}

/**
 * Only this origin's scripts, styles and connections: the IDE page can reach nothing
 * else even if a dependency tried to. React sets inline styles, hence 'unsafe-inline'
 * for styles only.
 */
const IDE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether a request to the GraphQL path is a browser asking for a page rather than a GET query. */
export function wantsIdePage(req: express.Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.query && typeof req.query === 'object' && 'query' in req.query) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

/** The IDE page for `graphqlPath` and its assets under IDE_ASSET_PATH. */
export function ideRoutes(app: express.Express, graphqlPath: string): void {
  const page = idePage();
  const script = IDE_SCRIPT.replace('__GRAPHQL_PATH__', graphqlPath);
  // Read once: these files are large and do not change while the server runs.
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const [name, { pkg, file, type }] of Object.entries(ASSETS)) {
    files.set(name, { body: readFileSync(packageFile(pkg, file)), type });
  }
  files.set('ide.js', { body: Buffer.from(script), type: 'text/javascript' });

  app.get(graphqlPath, (req, res, next) => {
    if (!wantsIdePage(req)) return next();
    res.set('Content-Security-Policy', IDE_CSP);
    res.set('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  app.get(`${IDE_ASSET_PATH}/:file`, (req, res, next) => {
    const asset = files.get(req.params.file);
    if (!asset) return next();
    // Versions change only with package.json, and then the server restarts: a short
    // cache with revalidation keeps reloads fast without serving stale builds for long.
    res.set('Cache-Control', 'public, max-age=3600, must-revalidate');
    res.type(asset.type).send(asset.body);
  });
}
