'use strict';
/**
 * Bundles the web client into web/dist/ with esbuild: index.html, app.js and app.css.
 *
 * Plain CommonJS so that `npm install` (prepare) runs it before anything else is compiled.
 * `node web/build.js --watch` rebuilds on every change.
 */
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

const WEB = __dirname;
const DIST = path.join(WEB, 'dist');

/** @type {import('esbuild').BuildOptions} */
const options = {
  entryPoints: { app: path.join(WEB, 'src', 'main.tsx') },
  outdir: DIST,
  bundle: true,
  format: 'esm',
  target: 'es2020',
  minify: true,
  sourcemap: true,
  jsx: 'automatic',
  jsxImportSource: 'preact',
  loader: { '.graphql': 'text' },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
};

async function main() {
  fs.rmSync(DIST, { recursive: true, force: true });
  fs.mkdirSync(DIST, { recursive: true });
  fs.copyFileSync(path.join(WEB, 'index.html'), path.join(DIST, 'index.html'));
  if (process.argv.includes('--watch')) {
    const ctx = await esbuild.context(options);
    await ctx.watch();
    console.log('web: watching web/src, writing web/dist/');
    return;
  }
  const result = await esbuild.build(options);
  fs.writeFileSync(path.join(DIST, 'meta.json'), JSON.stringify(result.metafile));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
