/**
 * Runs the long suites first. On a fresh clone Jest has no timings yet and orders files by size, so the
 * long random playouts and fuzzers (small files) started last and ran alone at the end, on one of the two
 * workers; started first, they overlap the many short suites. Later runs use Jest's own timings as well.
 */
const Sequencer = require('@jest/test-sequencer').default;

// Longest first, as fresh runs of `npm test` measured them (jest's per-suite seconds); the bots example and the
// snapshots suite by their CPU after their last changes.
const LONG = [
  'test/reliability/fuzz-1862.test.ts',
  'test/e2e/web-client.test.ts',
  'test/e2e/board.test.ts',
  'test/reliability/fuzz-1820.test.ts',
  'test/api/demo-game.test.ts',
  'test/examples/bots.test.ts',
  'test/api/snapshots.test.ts',
  'test/reliability/fuzz.test.ts',
  'test/engine/playout-1870.test.ts',
];

class LongFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (t) => {
      const i = LONG.findIndex((p) => t.path.endsWith(p));
      return i === -1 ? LONG.length : i;
    };
    const rest = super.sort(tests);
    const order = new Map(rest.map((t, i) => [t, i]));
    return [...rest].sort((a, b) => rank(a) - rank(b) || order.get(a) - order.get(b));
  }
}

module.exports = LongFirstSequencer;
