/**
 * What a computation reads of a state. `readView` gives a view of the state that records each
 * property read through it (its value, or for an object what is read of that in turn), and whether
 * keys were listed or tested; `readsSame` says whether another state holds the same at every one of
 * those places. A computation that is a pure function of the title and the state it reads gives the
 * same answer on any state that `readsSame` accepts: its answer can be remembered for positions that
 * differ only in what it never looked at (routes/runCache.ts: a corporation's best run does not depend
 * on the players' cash or the round).
 *
 * The view is read-only (a write throws) and answers every question about the state's objects as they
 * would (values, keys, `in`, descriptors), so the computation runs as on the state itself, on frozen
 * states too (each object's proxy stands on an empty object of the same kind, not on the frozen one,
 * whose invariants would forbid handing out views of its properties). State is plain data: own
 * properties, plain objects and arrays, no symbols; what a property read finds on the prototype is
 * recorded as the property's absence.
 */
import type { GameState } from './types';

/** What was read of one object of the state. */
export interface ReadRecord {
  array: boolean;
  /** Own properties read whose value is not an object: key -> value (ABSENT: no own property). */
  values: Map<string, unknown>;
  /** Own properties read whose value is an object: what was read of it. */
  objects: Map<string, ReadRecord>;
  /** Keys tested with `in`, hasOwn or a descriptor: key -> whether it is an own property. */
  present: Map<string, boolean>;
  /** The own keys, when they were listed (Object.keys, for...in, spreading, JSON). */
  keys: string[] | null;
}

const ABSENT = Symbol('absent');

const readOnly = (): never => {
  throw new Error('the state is read-only here (state/reads.ts)');
};

function recordOf(target: object): ReadRecord {
  return { array: Array.isArray(target), values: new Map(), objects: new Map(), present: new Map(), keys: null };
}

/** A recording view of `target`, writing what is read into `record`. */
function view(target: Record<string, unknown>, record: ReadRecord): object {
  /** What each key read returned (a value, or the view of an object): the state does not change while it is read. */
  const seen = new Map<string, unknown>();
  const shadow: object = Array.isArray(target) ? [] : Object.create(Object.getPrototypeOf(target) as object | null);
  const own = (k: string): boolean => Object.prototype.hasOwnProperty.call(target, k);
  const firstRead = (k: string): unknown => {
    let out: unknown;
    if (!own(k)) {
      record.values.set(k, ABSENT);
      out = target[k];
    } else {
      const v = target[k];
      if (v !== null && typeof v === 'object') {
        const sub = recordOf(v);
        record.objects.set(k, sub);
        out = view(v as Record<string, unknown>, sub);
      } else {
        record.values.set(k, v);
        out = v;
      }
    }
    seen.set(k, out);
    return out;
  };
  const read = (k: string): unknown => {
    const v = seen.get(k);
    return v !== undefined || seen.has(k) ? v : firstRead(k);
  };
  return new Proxy(shadow, {
    get: (_s, k) => (typeof k === 'symbol' ? (target as Record<symbol, unknown>)[k] : read(k)),
    has: (_s, k) => {
      if (typeof k === 'string' && !record.present.has(k)) record.present.set(k, own(k));
      return k in target;
    },
    ownKeys: () => {
      const keys = Reflect.ownKeys(target);
      if (record.keys === null) record.keys = keys.filter((k): k is string => typeof k === 'string');
      return keys;
    },
    getOwnPropertyDescriptor: (_s, k) => {
      if (typeof k === 'symbol') return undefined;
      if (!record.present.has(k)) record.present.set(k, own(k));
      const d = Reflect.getOwnPropertyDescriptor(target, k);
      if (!d) return undefined;
      // An array's length is the one property the empty array the proxy stands on has: described as its own.
      if (Array.isArray(target) && k === 'length') return { value: read(k), writable: true, enumerable: false, configurable: false };
      return { value: read(k), writable: true, enumerable: d.enumerable ?? true, configurable: true };
    },
    set: readOnly,
    defineProperty: readOnly,
    deleteProperty: readOnly,
    setPrototypeOf: readOnly,
    preventExtensions: readOnly,
  });
}

/** A view of `state` that records what is read through it in `record` (readsSame checks another state against it). */
export function readView(state: GameState): { state: GameState; record: ReadRecord } {
  const record = recordOf(state);
  return { state: view(state as unknown as Record<string, unknown>, record) as GameState, record };
}

/** Whether `value` holds what `record` read, everywhere it read something. */
export function readsSame(record: ReadRecord, value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value) !== record.array) return false;
  const o = value as Record<string, unknown>;
  const own = (k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
  for (const [k, v] of record.values) {
    if (v === ABSENT ? own(k) : !own(k) || o[k] !== v) return false;
  }
  for (const [k, sub] of record.objects) if (!own(k) || !readsSame(sub, o[k])) return false;
  for (const [k, present] of record.present) if (own(k) !== present) return false;
  if (record.keys !== null) {
    const keys = Reflect.ownKeys(o).filter((k): k is string => typeof k === 'string');
    if (keys.length !== record.keys.length || keys.some((k, i) => k !== record.keys![i])) return false;
  }
  return true;
}
