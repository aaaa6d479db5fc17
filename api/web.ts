/**
 * The web client (web/, built into web/dist/) served by the same express app and port
 * as the API: its files at `/`, and `index.html` for `/` and every `/games/<id>` path,
 * which the client routes itself. Without a build, those paths answer a short page
 * saying how to make one.
 */
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { repoPath } from '../tools/paths';

/** The client build next to the sources (web/dist/), wherever the server runs from. */
export function defaultWebDir(): string {
  return repoPath('web', 'dist');
}

/** Paths the client routes itself: `/` and `/games/<id>` (with anything after it). */
const CLIENT_ROUTE = /^\/(?:games\/[^/]+(?:\/.*)?)?$/;

/**
 * A file name carrying a content hash: esbuild's `[name]-[hash]` (eight characters of
 * A–Z and 2–7, e.g. `app-5XQ2ZK3N.js`) or a hexadecimal digest (`app.3f2a9b1c.css`).
 * Its content never changes under that name, so browsers may keep it for a year. Every
 * other file is revalidated on each use (ETag), so that a new build shows at once.
 */
export function isHashedAsset(fileName: string): boolean {
  // Parts between the first and the extension: `app`, `5XQ2ZK3N`, `js`, `map` → `5XQ2ZK3N`.
  const parts = path.basename(fileName).split(/[-.]/).slice(1, -1);
  return parts.some((p) => /^[A-Z2-7]{8}$/.test(p) || (/^[a-f0-9]{8,}$/.test(p) && /[0-9]/.test(p)));
}

const NOT_BUILT_PAGE = (webDir: string): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Switchyard: the web client is not built</title></head>
<body>
<h1>The web client is not built</h1>
<p>No build was found in <code>${escapeHtml(webDir)}</code>. Run <code>npm install</code> (or <code>npm run build</code>)
in the Switchyard checkout, then reload this page.</p>
<p>The GraphQL API is up meanwhile: open <a href="/graphql">/graphql</a> to explore it.</p>
</body>
</html>
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function webRoutes(app: express.Express, webDir: string): void {
  const index = path.join(webDir, 'index.html');
  app.use(
    express.static(webDir, {
      // index.html is answered by the route below, with its own caching.
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        res.setHeader('Cache-Control', isHashedAsset(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get(CLIENT_ROUTE, (req, res) => {
    // Looked up on each request: a build made while the server runs is served without a restart.
    if (!fs.existsSync(index)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(NOT_BUILT_PAGE(webDir));
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
