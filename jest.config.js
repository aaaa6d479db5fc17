/** Jest runs the TypeScript sources directly through swc (no type check: `npm test` runs tsc first). */
const os = require('os');

module.exports = {
  // Jest's default is one worker fewer than the cores: one worker on the 2-core machines CI uses. The suite
  // mixes CPU-bound engine tests with API tests that mostly wait on PostgreSQL and HTTP, so two workers
  // overlap them (each suite has its own database schema and an ephemeral port).
  maxWorkers: Math.max(2, os.cpus().length - 1),
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', require('./tools/swc-options')],
  },
  testTimeout: 60000,
  // The engine as the server runs it: V8's optimising compiler without inlining (tools/jit.ts).
  setupFiles: ['<rootDir>/test/helpers/jit-setup.ts'],
  // The long suites start first (tools/jest-sequencer.js), so that they do not run alone at the end.
  testSequencer: '<rootDir>/tools/jest-sequencer.js',
};
