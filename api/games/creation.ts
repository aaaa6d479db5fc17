/** Creating a game and claiming its open seats. */
import { randomBytes } from 'node:crypto';
import { Game, type StoredGameSetup } from '../db/entities';
import { echo, ServiceError } from '../errors';
import { UUID } from './checks';
import type { GameStore } from './game-store';
import { checkPlayers, openSeatName, openSeatsOf } from './players';
import { engineSetup, MAX_SEED_LENGTH } from './setup';
import { hashToken, newToken } from './tokens';
import type { CreatedGame, CreateGameInput, JoinedSeat } from './types';

export class GameCreation {
  constructor(private readonly store: GameStore) {}


  async createGame(input: CreateGameInput): Promise<CreatedGame> {
    const variant = input.variant === undefined || input.variant === null || input.variant === '' ? null : input.variant;
    const open = input.openSeats ?? 0;
    if (!Number.isInteger(open) || open < 0 || open > 16) throw new ServiceError('INVALID_INPUT', 'openSeats must be an integer from 0 to 16');
    const named = Array.isArray(input.players) ? input.players : [];
    if (named.length === 0 && open === 0) throw new ServiceError('INVALID_INPUT', 'players must list at least one player name');
    // Open seats carry a placeholder name until claimed, so the game can be shown (and
    // its player count checked by the engine) from the start.
    const players = checkPlayers(
      [...named, ...Array.from({ length: open }, (_, k) => openSeatName(named.length + k))],
      new Set(Array.from({ length: open }, (_, k) => named.length + k)),
    );
    const seed = input.seed ?? randomBytes(8).toString('hex');
    if (seed.length === 0 || seed.length > MAX_SEED_LENGTH) {
      throw new ServiceError('INVALID_INPUT', `seed must be 1 to ${MAX_SEED_LENGTH} characters`);
    }
    if (seed.includes('\u0000')) throw new ServiceError('INVALID_INPUT', 'seed must not contain the character U+0000');

    // Unknown title → INVALID_INPUT here; unknown variant and a player count outside
    // the title's range → the engine's INVALID_INPUT.
    const title = this.store.titles.get(input.title, variant);
    if (input.endByAgreement !== undefined && input.endByAgreement !== null && typeof input.endByAgreement !== 'boolean') throw new ServiceError('INVALID_INPUT', 'endByAgreement must be true or false');
    const setup: StoredGameSetup | null = input.endByAgreement ? { endByAgreement: true } : null;
    const state = this.store.engine.createGame(title, engineSetup(players, seed, variant, setup));

    const tokens = players.map((_, seat) => (seat < named.length ? newToken() : null));
    const game = await this.store.ds.getRepository(Game).save(
      this.store.ds.getRepository(Game).create({
        title: input.title,
        variant,
        seed,
        players,
        seatTokenHashes: tokens.map((t) => (t === null ? null : hashToken(t))),
        actionCount: 0,
        status: open > 0 ? 'open' : 'active',
        setup,
      }),
    );
    // An open game's state is not cached: its seats' names change as players join. A game with
    // every seat taken changes only by acts and undos: its first act needs neither its row
    // (GameStore.rememberRow) nor its state read again (when a hundred games start at once, that
    // read doubled their first act's wait for a database connection).
    if (open === 0) {
      this.store.cache.offer(game.id, 0, state);
      this.store.rememberRow(Object.assign(new Game(), game, { importHash: game.importHash ?? null, duplicateOf: game.duplicateOf ?? null }));
    }
    return {
      gameId: game.id,
      seed,
      seats: players.flatMap((name, seat) => (tokens[seat] ? [{ seat, name, token: tokens[seat] }] : [])),
    };
  }

  /**
   * Claims an open seat (the first one, or `seat`) under `name` and returns its token,
   * once. When the last open seat is taken the game begins. Refused: NOT_FOUND, and
   * ILLEGAL_ACTION when the game has no open seat (or `seat` is not open); a name used
   * by another seat: INVALID_INPUT.
   */
  async joinGame(gameId: string, name: string, seat?: number | null): Promise<JoinedSeat> {
    if (!UUID.test(gameId)) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
    return this.store.ds.transaction(async (em) => {
      // Pool-of-one rule (PGlite): inside this callback use `em` only.
      const game = await em.findOne(Game, { where: { id: gameId }, lock: { mode: 'pessimistic_write' } });
      if (!game) throw new ServiceError('NOT_FOUND', `no game with id ${echo(gameId)}`);
      const open = openSeatsOf(game);
      if (open.length === 0) throw new ServiceError('ILLEGAL_ACTION', 'this game has no open seat', 'Switchyard API, joinGame');
      const target = seat ?? open[0]!;
      if (!open.includes(target)) {
        throw new ServiceError('ILLEGAL_ACTION', `seat ${target} is not open (open seats: ${open.join(', ')})`, 'Switchyard API, joinGame');
      }
      const players = [...game.players];
      players[target] = name;
      // The same checks as createGame (length, trimmed, distinct), on the new list.
      const checked = checkPlayers(players, new Set(open.filter((s) => s !== target)));
      const token = newToken();
      const hashes = [...game.seatTokenHashes];
      hashes[target] = hashToken(token);
      const started = hashes.every((h) => h !== null);
      await em.update(Game, { id: gameId, status: 'open' }, { players: checked, seatTokenHashes: hashes, status: started ? 'active' : 'open' });
      return { gameId, seat: target, name: checked[target]!, token, started };
    });
  }
}
