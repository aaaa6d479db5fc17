/**
 * The identity of an imported recording (api/games/recording-hash.ts). Its hashes are stored
 * (games.import_hash) and a later import of the same recording is found by them, so the canonical
 * text must never change: the hash of a fixed recording is pinned here, as the first implementation
 * (a map-and-join of sorted entries) computed it.
 */
import { canonicalJson, recordingHash } from '../../api/games/recording-hash';

const row = { title: '1870', variant: null, seed: '1234', players: ['Ann', 'Bö'], setup: { optionalRules: [], recordedRevenues: true, connectionChecks: 'actions' as const, engineSeed: undefined } };
const actions = [
  { seat: null, action: { type: 'bid', entity: 0, entityType: 'player', company: 'SCC', price: 20 } },
  // Keys that look like array indices, text that JSON escapes, a property left undefined, minus zero.
  { seat: 1, action: { type: 'run_routes', entityType: 'corporation', entity: 'ATSF', routes: [{ train: '2-0', path: ['H13.0', 'I12.1'], revenue: undefined }], extra: { '10': 1, '9': 2, b: [null, 'é\u2028"\\'], a: -0 } } },
  { seat: 0, action: { undoes: 1, type: 'undo' } },
];

test('the hash of a recording is the one stored for it before', () => {
  expect(recordingHash(row, actions)).toBe('363856a2bc265036a9db518b66e25a8925308634b1cc278c622645b32a40d68b');
});

test('keys are sorted by UTF-16 code units at every level, undefined properties left out, undefined elements null', () => {
  expect(canonicalJson({ b: 1, a: { '9': [undefined, 2], '10': 'x', é: null, Z: undefined } })).toBe('{"a":{"10":"x","9":[null,2],"é":null},"b":1}');
  expect(canonicalJson([])).toBe('[]');
  expect(canonicalJson({})).toBe('{}');
  expect(canonicalJson(undefined)).toBe('null');
});
