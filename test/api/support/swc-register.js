/**
 * `node -r ./test/api/support/swc-register.js api/main.ts`: runs the TypeScript sources
 * directly, compiled on load with the same swc settings as jest (jest.config.js), so a test
 * can start real server processes without a build.
 */
'use strict';
const fs = require('fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
