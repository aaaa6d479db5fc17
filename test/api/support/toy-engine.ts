/**
 * A stand-in engine with the real engine's contract (api/engine-port.ts) and a
 * trivial game, so the API layer's own behaviour (locking, STALE_INDEX, tokens,
 * error mapping, caching, event streams) is tested with rules that never change.
 *
 * The "toy" title: seats take turns adding 1 to 3 to a running total (or passing);
 * the game ends when the total reaches the target (12, or 6 in the "quick"
 * variant) and the seat that reached it wins. Adding more than 3 is ILLEGAL_ACTION
 * with a ruleRef. An action `{ type: "explode" }` makes apply throw a plain Error,
 * to test that unexpected failures are hidden from clients.
 */
import { GameError } from '../../../engine';
import type { Definition, EnginePort, GameState, GameSummary, Title } from '../../../api/engine-port';

interface ToyDefinition {
  title: { id: string; name: string; players: { min: number; max: number }; target: number; variants: { id: string; name: string; description: string; target: number }[] };
}

interface ToyState {
  format: 1;
  title: string;
  variant: string | null;
  seed: number;
  target: number;
  names: string[];
  turn: number;
  total: number;
  scores: number[];
  actionCount: number;
  finished: { reason: string; scores: Record<string, number>; ranking: number[] } | null;
}

interface ToyTitle {
  id: string;
  name: string;
  minPlayers: number;
  maxPlayers: number;
  variants: { id: string; name: string; description: string }[];
  definition: ToyDefinition;
  target: number;
}

export const TOY_RULE_REF = 'toy rules §2: add 1 to 3';

export function toyDefinitions(): Map<string, Definition> {
  const def: ToyDefinition = {
    title: {
      id: 'toy',
      name: 'Toy Adder',
      players: { min: 2, max: 3 },
      target: 12,
      variants: [{ id: 'quick', name: 'Quick', description: 'Target 6.', target: 6 }],
    },
  };
  return new Map([['toy', def as unknown as Definition]]);
}

function hashSeed(seed: string | number): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function applyToy(title: ToyTitle, s: ToyState, raw: unknown, seat?: number): { ok: true; state: ToyState; log: string[] } | { ok: false; error: GameError } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: new GameError('INVALID_INPUT', 'an action must be a JSON object') };
  }
  const a = raw as Record<string, unknown>;
  if (a.type === 'explode') throw new Error('toy engine exploded (secret detail)');
  if (a.type !== 'add' && a.type !== 'pass') {
    return { ok: false, error: new GameError('INVALID_INPUT', `unknown action type ${JSON.stringify(a.type)}`) };
  }
  if (a.entityType !== 'player' || !Number.isInteger(a.entity)) {
    return { ok: false, error: new GameError('INVALID_INPUT', 'entity must be a seat number') };
  }
  const entity = a.entity as number;
  if (entity < 0 || entity >= s.names.length) {
    return { ok: false, error: new GameError('UNKNOWN_ENTITY', `no seat ${entity}`) };
  }
  if (s.finished) return { ok: false, error: new GameError('GAME_OVER', 'the game is over') };
  if (entity !== s.turn || (seat !== undefined && seat !== entity)) {
    return { ok: false, error: new GameError('NOT_YOUR_TURN', `it is seat ${s.turn}'s turn`) };
  }
  const next: ToyState = { ...s, scores: [...s.scores], actionCount: s.actionCount + 1 };
  const log: string[] = [];
  if (a.type === 'add') {
    if (!Number.isInteger(a.amount)) return { ok: false, error: new GameError('INVALID_INPUT', 'amount must be an integer') };
    const amount = a.amount as number;
    if (amount < 1 || amount > 3) {
      return { ok: false, error: new GameError('ILLEGAL_ACTION', `cannot add ${amount}`, TOY_RULE_REF) };
    }
    next.total = s.total + amount;
    next.scores[entity] = next.scores[entity]! + amount;
    log.push(`${s.names[entity]} adds ${amount} (total ${next.total})`);
    if (next.total >= title.target) {
      const ranking = next.names.map((_, i) => i).sort((x, y) => (x === entity ? -1 : y === entity ? 1 : x - y));
      next.finished = {
        reason: 'target reached',
        scores: Object.fromEntries(next.scores.map((v, i) => [String(i), v])),
        ranking,
      };
      log.push(`${s.names[entity]} wins`);
    }
  } else {
    log.push(`${s.names[entity]} passes`);
  }
  next.turn = (s.turn + 1) % s.names.length;
  return { ok: true, state: next, log };
}

export function createToyEngine(): EnginePort {
  const engine = {
    compileTitle(def: ToyDefinition): ToyTitle {
      return {
        id: def.title.id,
        name: def.title.name,
        minPlayers: def.title.players.min,
        maxPlayers: def.title.players.max,
        variants: def.title.variants.map(({ id, name, description }) => ({ id, name, description })),
        definition: def,
        target: def.title.target,
      };
    },
    applyVariant(def: ToyDefinition, variant: string | null): ToyDefinition {
      if (!variant) return def;
      const v = def.title.variants.find((x) => x.id === variant);
      if (!v) throw new GameError('INVALID_INPUT', `title ${def.title.id} has no variant "${variant}"`);
      return { title: { ...def.title, target: v.target } };
    },
    createGame(title: ToyTitle, setup: { players: string[]; seed: string | number; variant?: string | null }): ToyState {
      if (setup.players.length < title.minPlayers || setup.players.length > title.maxPlayers) {
        throw new GameError('INVALID_INPUT', `${title.name} takes ${title.minPlayers} to ${title.maxPlayers} players`);
      }
      const seed = hashSeed(setup.seed);
      return {
        format: 1,
        title: title.id,
        variant: setup.variant ?? null,
        seed,
        target: title.target,
        names: [...setup.players],
        turn: seed % setup.players.length,
        total: 0,
        scores: setup.players.map(() => 0),
        actionCount: 0,
        finished: null,
      };
    },
    apply(title: ToyTitle, state: ToyState, action: unknown, opts?: { seat?: number }) {
      return applyToy(title, state, action, opts?.seat);
    },
    replay(title: ToyTitle, setup: { players: string[]; seed: string | number; variant?: string | null }, actions: unknown[]) {
      let state = engine.createGame(title, setup);
      for (const [index, action] of actions.entries()) {
        const r = applyToy(title, state, action);
        if (!r.ok) return { ok: false as const, index, error: r.error, state };
        state = r.state;
      }
      return { ok: true as const, state };
    },
    legalActions(_title: ToyTitle, state: ToyState, seat: number) {
      if (state.finished || seat !== state.turn) return [];
      const choice = (id: string, action: Record<string, unknown>) => ({ id, action });
      return [
        ...[1, 2, 3].map((n) => choice(`add:${n}`, { type: 'add', entityType: 'player', entity: seat, amount: n })),
        choice('pass', { type: 'pass', entityType: 'player', entity: seat }),
      ];
    },
    summarize(title: ToyTitle, state: ToyState) {
      return {
        title: title.id,
        phase: state.total >= title.target / 2 ? 'late' : 'early',
        round: { kind: 'stock' as const, number: 1, description: `Total ${state.total} of ${title.target}` },
        activeSeats: state.finished ? [] : [state.turn],
        players: state.names.map((name, seat) => ({ seat, name, cash: 100 - state.scores[seat]!, netWorth: state.scores[seat]!, bankrupt: false })),
        corporations: [{ id: 'TOY', name: 'Toy Railway', president: null, cash: state.total, sharePrice: null, floated: false, closed: false, trains: [] }],
        bank: 1000 - state.total,
        actionCount: state.actionCount,
        finished: state.finished !== null,
        result: state.finished,
      };
    },
  };
  // The toy's types are its own; the API only relies on the contract's shape.
  return engine as unknown as EnginePort;
}

export type { GameState, GameSummary, Title };
