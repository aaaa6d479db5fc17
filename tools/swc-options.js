/**
 * The swc settings that compile the TypeScript sources when they run without a build: jest
 * (jest.config.js), server processes started by tests (test/api/support/swc-register.js) and
 * the compute pool's workers under them (api/compute/ts-worker.js). One copy, so the three
 * compile alike.
 */
'use strict';

module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
