#!/usr/bin/env node
'use strict';
// The CLI is written in TypeScript (tools/cli.ts) and compiled to dist/ by `npm run build`,
// which `npm install` runs through the prepare script.
let cli;
try {
  cli = require('../dist/tools/cli.js');
} catch (err) {
  if (err && err.code === 'MODULE_NOT_FOUND' && String(err.message).includes('dist/tools/cli.js')) {
    console.error('switchyard: dist/tools/cli.js is missing; run `npm run build` first');
    process.exit(1);
  }
  throw err;
}

// V8's optimising compiler without inlining, as the server runs the engine (tools/jit.ts).
require('../dist/tools/jit.js').tuneJit();

cli
  .runCli(process.argv.slice(2), {
    stdout: (line) => process.stdout.write(line + '\n'),
    stderr: (line) => process.stderr.write(line + '\n'),
  })
  .then(
    (code) => {
      // exitCode rather than exit(): lets buffered output to pipes drain first.
      process.exitCode = code;
    },
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
