/**
 * The pool's worker entry when the server runs from its TypeScript sources (jest, and
 * `node -r test/api/support/swc-register.js`): compiles worker.ts and what it imports on
 * load, with the settings the tests use. Built servers (dist/) load worker.js directly.
 */
'use strict';
require('../../test/api/support/swc-register.js');
try {
  module.exports = require('./worker.ts');
} catch (err) {
  // piscina would only say that no handler was exported.
  console.error('compute worker failed to load:', err);
  throw err;
}
