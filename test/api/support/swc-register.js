/**
 * `node -r ./test/api/support/swc-register.js api/main.ts`: runs the TypeScript sources
 * directly, compiled on load with the same swc settings as jest (tools/swc-options.js), so a test
 * can start real server processes without a build.
 */
'use strict';
const fs = require('fs');
const { transformSync } = require('@swc/core');
const SWC_OPTIONS = require('../../../tools/swc-options');

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    ...SWC_OPTIONS,
  });
  module._compile(code, filename);
};
