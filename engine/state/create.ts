/**
 * A new game: the definition's starting position, with the seed recorded.
 */
import { newCtx, type Ctx } from '../context';
import type { Title } from '../definition/title';
import { GameError } from '../errors';
import { drawInt, hashSeed } from '../rng';
import { each } from '../core/ask';
import { startNextRound } from '../rounds/sequence';
import type { GameState, HexState, TrainState } from './types';

export interface GameSetup {
  /** Player names in seating order. */
  players: string[];
  /** Any string or integer; the game's random draws follow from it. */
  seed: string | number;
  /** Recorded for reference; the title passed in must already have the variant applied. */
  variant?: string | null;
  /**
   * "engine" (the default): the engine decides when corporations qualify for connection runs.
   * "actions": only destination_connection actions say so: for games imported from another
   * engine, whose logs record the outcome of its own check.
   */
  connectionChecks?: 'engine' | 'actions';
  /**
   * The game may end early by agreement of every player: each sends end_game for its own seat
   * (engine/state/endAgreement.ts). Imported games have it, as 18xx.games allows such ends.
   */
  endByAgreement?: boolean;
  /** The older form, kept so that stored games replay: a recorded end_game ends the game at once. */
  allowManualEnd?: boolean;
  /**
   * Games imported from another engine: the upgrade restriction (rounds.operating.upgradeRestriction)
   * is not checked, as 18xx.games does not check it when it loads a recorded game.
   */
  recordedLays?: boolean;
  /**
   * Games imported from another engine: a route's recorded revenue and subsidy are taken as
   * recorded (run_routes routes[].revenue/subsidy), as 18xx.games does when it loads a stored game,
   * even where the rules code that computed them has changed since.
   */
  recordedRevenues?: boolean;
  /**
   * Games imported from the oldest 18xx.games exports, whose routes are recorded as `hexes` alone (2020):
   * a route may pass through any number of cities that other corporations' stations fill. 18xx.games did
   * not check that when those games were played (its route then checked only that consecutive hexes face
   * each other), and it takes such a route's recorded revenue without tracing it when it replays one.
   */
  passBlockedCities?: boolean;
}

/** The starting position before the first round begins (also used to rebuild positions from other engines' logs). */
export function initialState(title: Title, setup: GameSetup): GameState {
  const n = setup.players.length;
  if (n < title.minPlayers || n > title.maxPlayers)
    throw new GameError('INVALID_INPUT', `${title.name} takes ${title.minPlayers} to ${title.maxPlayers} players, not ${n}`);
  if (setup.players.some((p) => typeof p !== 'string' || p.trim() === ''))
    throw new GameError('INVALID_INPUT', 'every player needs a name');
  const def = title.definition.title;
  const cash = (def.startingCash as Record<string, number>)[String(n)];
  if (cash === undefined) throw new GameError('INVALID_INPUT', `no starting cash defined for ${n} players`);

  const trains: TrainState[] = [];
  for (const tt of title.trainTypes) {
    const count = tt.count === 'unlimited' ? 1 : tt.count;
    for (let i = 0; i < count; i++) trains.push({ id: `${tt.id}-${i}`, type: tt.id, owner: 'depot' });
  }
  const hexes: Record<string, HexState> = {};
  for (const id of title.hexIds) hexes[id] = { tile: null, rotation: 0, tokens: [] };

  const seed = hashSeed(setup.seed);
  const state: GameState = {
    format: 1,
    title: title.id,
    variant: setup.variant ?? null,
    ...(setup.connectionChecks === 'actions' ? { connectionChecks: 'actions' as const } : {}),
    ...(setup.allowManualEnd ? { allowManualEnd: true } : {}),
    ...(setup.endByAgreement ? { endByAgreement: true } : {}),
    ...(setup.recordedLays ? { recordedLays: true } : {}),
    ...(setup.recordedRevenues ? { recordedRevenues: true } : {}),
    ...(setup.passBlockedCities ? { passBlockedCities: true } : {}),
    seed,
    rng: seed,
    players: setup.players.map((name, seat) => ({ seat, name, cash, bankrupt: false })),
    bank: def.bank.cash - cash * n,
    bankBroken: false,
    corporations: Object.fromEntries(
      title.corporations.map((c) => [
        c.id,
        {
          id: c.id,
          cash: 0,
          par: null,
          market: null,
          marketSeq: 0,
          certs: c.certificates.map(() => 'ipo'),
          president: null,
          floated: false,
          operated: false,
          tokens: [],
          trains: [],
          closed: false,
        },
      ]),
    ),
    // companies.json playerCounts: a company not in a game of this size starts closed, so it is never sold.
    companies: Object.fromEntries(title.companies.map((c) => [c.id, { id: c.id, owner: 'bank', closed: c.playerCounts !== undefined && !c.playerCounts.includes(n) }])),
    trains,
    hexes,
    tileSupply: { ...title.manifest },
    markers: [],
    phase: 0,
    priority: 0,
    round: { kind: 'stock', number: 0, turn: 0, turnState: { sold: [], acted: false, bought: [] }, passes: 0, lastActor: null, soldThisRound: {}, sales: [], protection: null, lastProtector: null, corporateActions: {}, treasuryAtStart: {} },
    roundsStarted: 0,
    roundCounts: {},
    marketSeq: 0,
    actionCount: 0,
    endPending: null,
    finished: null,
  };
  // The 18xx.games generator keeps its state modulo 2^31 (engine/rng.ts nextLcg).
  if (def.setup?.generator === 'lcg31') {
    state.generator = 'lcg31';
    state.rng = seed % 2147483648;
  }
  // Priority for the first round: the first seat, or one drawn from the seed.
  if (def.setup?.priority === 'seeded') state.priority = drawInt(state, n);
  // The mechanisms' parts, in the registry's order, which is the order of their random draws: player
  // cards (replacing that priority), the corporations' offer order and removals, permits, the solo
  // tableau, and the cousins in play last, so no earlier draw moves (engine/mechanisms/registry.ts).
  each(title, 'setUp', title, state, n);
  return state;
}

export function createGame(title: Title, setup: GameSetup): GameState {
  const state = initialState(title, setup);
  const ctx: Ctx = newCtx(title, state);
  startNextRound(ctx);
  return state;
}
