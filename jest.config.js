/** Jest runs the TypeScript sources directly through swc (no type check: `npm test` runs tsc first). */
const os = require('os');

module.exports = {
  // Jest's default is one worker fewer than the cores: one worker on the 2-core machines CI uses. The suite
  // mixes CPU-bound engine tests with API and browser tests that wait on PostgreSQL, HTTP and Chromium
  // (each suite has its own database schema and an ephemeral port): with two workers a whole run kept the
  // 2 cores about 80 % busy, so a third worker fills the waits.
  maxWorkers: Math.max(3, os.cpus().length),
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', require('./tools/swc-options')],
  },
  testTimeout: 60000,
  // The long suites start first (tools/jest-sequencer.js), so that they do not run alone at the end.
  testSequencer: '<rootDir>/tools/jest-sequencer.js',
};
