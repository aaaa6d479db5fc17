/**
 * The pool's worker entry when the server runs from its TypeScript sources (jest, and
 * `node -r test/api/support/swc-register.js`): compiles worker.ts (or the worker workerData's
 * `entry` names) and what it imports on load, with the settings the tests use (swc-register.js). Built servers (dist/) load
 * worker.js directly.
 *
 * Every test server starts fresh workers, and each would compile the whole engine again:
 * compiled files are kept on disk (under the OS's temporary directory, keyed by path, size
 * and modification time), so only the first worker after a change pays for it.
 */
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const os = require('os');
const path = require('path');
const SWC_OPTIONS = require('../../tools/swc-options');

// @swc/core is loaded only on a cache miss: its native module crashed the process (SIGSEGV)
// when loaded again in a worker started after another had been stopped.
let swc = null;
const cacheDir = path.join(os.tmpdir(), `switchyard-swc-${process.getuid ? process.getuid() : 'user'}`);
require.extensions['.ts'] = function cached(module, filename) {
  const st = fs.statSync(filename);
  const key = crypto.createHash('sha1').update(`${filename}\0${st.size}\0${st.mtimeMs}`).digest('hex');
  const file = path.join(cacheDir, `${key}.js`);
  let code = null;
  try {
    code = fs.readFileSync(file, 'utf8');
  } catch {
    // Not cached yet: compiled below, with the settings of tools/swc-options.js.
  }
  if (code === null) {
    swc ??= require('@swc/core');
    code = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      sourceMaps: 'inline',
      ...SWC_OPTIONS,
    }).code;
    try {
      fs.mkdirSync(cacheDir, { recursive: true });
      // Written whole under a temporary name, then renamed: another worker never reads half a file.
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      fs.writeFileSync(tmp, code);
      fs.renameSync(tmp, file);
    } catch {
      // A cache that cannot be written only costs time.
    }
  }
  module._compile(code, filename);
};

// Which worker: the pool's workerData names it (`entry`, e.g. the body lane's); the engine's by default.
const entry = require('piscina').workerData?.entry ?? 'worker';
try {
  module.exports = require(`./${entry}.ts`);
} catch (err) {
  // piscina would only say that no handler was exported.
  console.error('compute worker failed to load:', err);
  throw err;
}
