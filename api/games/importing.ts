/** Importing a game (an 18xx.games export or our own) and exporting one in our own format. */
import { rowsFor, type DerivedRows } from '../analytics/recorder';
import type { GameRef, ImportFold } from '../compute/jobs';
import { Game, GameAction, type StoredGameSetup } from '../db/entities';
import type { GameState } from '../engine-port';
import { echo, ServiceError } from '../errors';
import { countingEntries, isUndo } from '../../engine/undo';
import { exportFromData, ImportError, parseJson, routesAsHexesAlone, type ExportGame } from '../../tools/import/export-format';
import { exportSeed, importRules } from '../../tools/import/replay';
import { undoLine } from './acting';
import type { GameStore } from './game-store';
import { definitionVersion, hasHiddenDraws, OWN_FORMAT, ownExportFrom, type OwnExport } from './own-export';
import { checkPlayers } from './players';
import { engineSeed, engineSetup, MAX_SEED_LENGTH } from './setup';
import { hashToken, newToken } from './tokens';
import type { ImportedGame } from './types';

/** Largest export importGame accepts, in UTF-8 bytes (18xx.games exports are rarely over 1 MB). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The game id an import's analytics rows are derived for before the game row has its own (rowsFor). */
const PENDING_GAME_ID = '00000000-0000-0000-0000-000000000000';
/** Action rows per INSERT when storing an imported log. */
const IMPORT_INSERT_CHUNK = 2000;

export class GameImports {
  constructor(private readonly store: GameStore) {}


  /**
   * Stores an 18xx.games export (its JSON text) as a game of ours: replays it with
   * tools/import/replay.ts and stores the actions our engine applied as the game's
   * log, in one transaction, with new seat tokens. Nothing is stored when the export
   * is refused: INVALID_INPUT for text that is not an export (or too large), an
   * unknown title or optional rule, or players the title does not take;
   * IMPORT_DIVERGED when our engine refuses one of its actions.
   */
  async importGame(json: string): Promise<ImportedGame> {
    if (typeof json !== 'string') throw new ServiceError('INVALID_INPUT', 'json must be a string');
    if (json.length > MAX_IMPORT_BYTES || Buffer.byteLength(json, 'utf8') > MAX_IMPORT_BYTES) {
      throw new ServiceError('INVALID_INPUT', `the export is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`);
    }
    let exported: ExportGame;
    try {
      // Parsed once: our own format, or else an 18xx.games export.
      const data = parseJson(json);
      const ours = ownExportFrom(data);
      if (ours) return await this.importOwn(ours);
      exported = exportFromData(data);
    } catch (err) {
      if (err instanceof ImportError) throw new ServiceError('INVALID_INPUT', err.message);
      throw err;
    }
    const { players, seed, seedAsGiven, optionalRules: exportRules } = this.checkExport(exported);

    // Unknown title → INVALID_INPUT (as for createGame); an unknown optional rule → the
    // engine's INVALID_INPUT. This is also the title every later replay uses.
    const definition = this.store.titles.definitionForExport(exported.title);
    const titleId = definition.title.id;
    // The variant the export's title names, the title's import variants (its 18xx.games readings), then the export's rules.
    const optionalRules = importRules(definition, exportRules, exported.title);
    const title = this.store.titles.get(titleId, null, optionalRules);

    // What will be stored and how it will be replayed from now on. The import folds the export from
    // this very setup, the actions as they will come back from the database (tools/import/replay.ts
    // ReplayHooks.setup): so the stored log folds to the state the import reached, and is folded once.
    const setup: StoredGameSetup = {
      connectionChecks: 'actions',
      endByAgreement: true,
      recordedLays: true,
      recordedRevenues: true,
      ...(routesAsHexesAlone(exported) ? { passBlockedCities: true } : {}),
      optionalRules,
      ...(engineSeed(seed) !== seedAsGiven ? { engineSeed: seedAsGiven } : {}),
    };
    // The analytics rows come from the same fold, for a game id the row does not have yet (rowsFor below).
    const ref: GameRef | null = this.store.importRowsInJobs ? { id: PENDING_GAME_ID, title: titleId, variant: null, players } : null;
    let fold: ImportFold;
    try {
      // Folded with the registry's title (the worker's own registry in the pool), which every later replay of the game uses.
      fold = await this.store.jobs.replayExport(title, this.store.keyOfTitle(titleId, null, setup), exported, engineSetup(players, seed, null, setup), ref, { title: titleId, variant: null, seed, players, setup }, this.store.snapshots?.every ?? null);
    } catch (err) {
      if (err instanceof ImportError) throw new ServiceError('INVALID_INPUT', err.message);
      throw err; // the engine's GameError (e.g. a player count out of range) passes as is
    }
    const { report } = fold;
    if (report.error) {
      const e = report.error;
      throw new ServiceError(
        'IMPORT_DIVERGED',
        `the export's action ${e.index} (${e.action.type}${e.id !== undefined ? `, log id ${e.id}` : ''}) was refused: ${e.code}: ${e.message}`,
        e.ruleRef,
        {
          index: e.index,
          logId: typeof e.id === 'number' ? e.id : null,
          actionType: String(e.action.type),
          reason: e.message,
          engineCode: e.code,
        },
      );
    }
    const actions = report.applied as object[];
    const finished = this.store.engine.summarize(title, report.state).finished;

    const { gameId, tokens, duplicateOf } = await this.storeReplayedGame(
      { title: titleId, variant: null, seed, players, setup, finished },
      actions.map((action) => ({ seat: null, action })), // not made by a seat of this game
      // A test's own recorder beside workers derives its rows by a replay of the stored log of its own.
      fold.rows || !this.store.analytics ? { state: report.state, logs: fold.logs, rows: fold.rows, snapshots: fold.snapshots } : { expected: report.state, what: `import of ${exported.title} game ${String(exported.id)}` },
      fold.recordingHash,
    );

    return {
      gameId,
      seed,
      seats: players.map((name, seat) => ({ seat, name, token: tokens[seat]! })),
      actionCount: actions.length,
      finished,
      gameEndReason: report.gameEndReason,
      result: report.result,
      matchesRecorded: report.matchesRecorded,
      routeRevenueMismatches: report.routeRevenueMismatches,
      duplicateOf,
    };
  }

  /**
   * The game in our own export format: title, the definition's version hash, variant,
   * seed, setup and the action log. importGame takes it back (as a new game).
   */
  async exportGame(gameId: string): Promise<OwnExport> {
    const game = await this.store.requireGame(gameId);
    const rows = await this.store.ds.getRepository(GameAction).find({ where: { gameId }, order: { index: 'ASC' } });
    // The seed (and a setup's copy of it) stays secret while the game has hidden draws to come.
    const secret = game.status !== 'finished' && hasHiddenDraws(this.store.titleOf(game));
    const { engineSeed: _seed, ...setup } = game.setup ?? {};
    return {
      format: OWN_FORMAT,
      formatVersion: 1,
      title: game.title,
      titleVersion: definitionVersion(this.store.titles.definition(game.title)),
      variant: game.variant,
      seed: secret ? null : game.seed,
      players: game.players,
      setup: secret && game.setup ? setup : game.setup,
      actions: rows.map((r) => ({ seat: r.seat, action: r.action })),
    };
  }

  /** A game in our own format (see exportGame), replayed and stored as a new game. */
  private async importOwn(exported: OwnExport & { seed: string }): Promise<ImportedGame> {
    const players = checkPlayers(exported.players);
    const title = this.store.titles.get(exported.title, exported.variant, exported.setup?.optionalRules ?? []);
    const version = definitionVersion(this.store.titles.definition(exported.title));
    const log = exported.actions.map((a) => a.action);
    let counting: number[];
    try {
      counting = countingEntries(log);
    } catch (err) {
      throw new ServiceError('INVALID_INPUT', `not a valid ${OWN_FORMAT} export: ${(err as Error).message}`);
    }
    const seats = exported.actions.map((a) => a.seat);
    const wrongSeat = (index: number, why: string): never => {
      throw new ServiceError('INVALID_INPUT', `not a valid ${OWN_FORMAT} export: action ${index}: ${why}`, undefined, { index });
    };
    seats.forEach((seat, i) => {
      if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < players.length)) {
        wrongSeat(i, `seat must be null (imported) or a seat from 0 to ${players.length - 1}, not ${echo(seat)}`);
      }
      const a = log[i];
      // countingEntries has checked that each undo names the latest entry still counting.
      if (isUndo(a) && (seat === null || seat !== seats[a.undoes])) wrongSeat(i, `an undo is made by the seat that made the action it takes back (seat ${String(seats[a.undoes])})`);
    });
    const actions = counting.map((i) => log[i]);
    // Each action's seat is checked as it folds (seatedReplay, in the compute pool).
    // An export from before endByAgreement: a game it left running ends early only by agreement
    // of every player from now on, as stored games are migrated (migration EndByAgreement).
    if (exported.setup?.allowManualEnd && !actions.some((a) => (a as { type?: unknown }).type === 'end_game')) {
      const { allowManualEnd: _older, ...rest } = exported.setup;
      exported = { ...exported, setup: { ...rest, endByAgreement: true } };
    }
    const seatsOfCounting = counting.map((i) => seats[i]!);
    const replayed = await this.store.jobs.seatedReplay(title, this.store.keyOfTitle(exported.title, exported.variant, exported.setup), engineSetup(players, exported.seed, exported.variant, exported.setup), actions, seatsOfCounting);
    if ('wrongSeat' in replayed) return wrongSeat(counting[replayed.wrongSeat]!, `seat ${String(seatsOfCounting[replayed.wrongSeat])} may not make it: it is another seat's action`);
    if (!replayed.ok) {
      const changed = version !== exported.titleVersion ? ` (the title's definition has changed since the export: version ${exported.titleVersion}, now ${version})` : '';
      throw new ServiceError('IMPORT_DIVERGED', `action ${replayed.index} was refused: ${replayed.error.code}: ${replayed.error.message}${changed}`, replayed.error.ruleRef, {
        index: replayed.index,
        logId: null,
        actionType: String((actions[replayed.index] as { type?: unknown } | undefined)?.type ?? ''),
        reason: replayed.error.message,
        engineCode: replayed.error.code,
      });
    }
    const summary = this.store.engine.summarize(title, replayed.state);
    // Log lines by log entry: an undo entry's own line, the replay's lines for the others.
    const logs: string[][] = log.map((a) => (isUndo(a) ? [undoLine(a)] : []));
    counting.forEach((entry, k) => (logs[entry] = replayed.logs[k] ?? []));
    const { gameId, tokens, duplicateOf } = await this.storeReplayedGame(
      { title: exported.title, variant: exported.variant, seed: exported.seed, players, setup: exported.setup, finished: summary.finished },
      exported.actions.map((a) => ({ seat: a.seat, action: a.action as object })),
      { state: replayed.state, logs },
    );
    return {
      gameId,
      seed: exported.seed,
      seats: players.map((name, seat) => ({ seat, name, token: tokens[seat]! })),
      actionCount: log.length,
      finished: summary.finished,
      gameEndReason: summary.finished ? (summary.result?.reason ?? null) : null,
      // Keyed by player name (our export has no player ids).
      result: summary.finished && summary.result ? Object.fromEntries(Object.entries(summary.result.scores).map(([seat, v]) => [players[Number(seat)]!, v])) : {},
      matchesRecorded: true,
      routeRevenueMismatches: 0,
      duplicateOf,
    };
  }

  /**
   * Stores a game whose whole log has been replayed (an import): the game row with new seat
   * tokens and every action with its log lines, in one transaction; the final state goes
   * to the cache. Returns the new id and the tokens (shown once).
   */
  private async storeReplayedGame(
    row: { title: string; variant: string | null; seed: string; players: string[]; setup: StoredGameSetup | null; finished: boolean },
    actions: { seat: number | null; action: object }[],
    given: { state: GameState; logs: string[][]; rows?: DerivedRows | null; snapshots?: ImportFold['snapshots'] } | { expected: GameState; what: string },
    /** recordingHash(row, actions), when the fold has computed it. */
    hash: string | null = null,
  ): Promise<{ gameId: string; tokens: string[]; duplicateOf: string | null }> {
    const tokens = row.players.map(() => newToken());
    let replayed: { state: GameState; logs: string[][] } | null = 'logs' in given ? given : null;
    const derived = 'logs' in given ? (given.rows ?? null) : null;
    const importHash = hash ?? (await this.store.jobs.recordingHash(row, actions));
    let duplicateOf: string | null = null;
    const gameId = await this.store.ds.transaction(async (em) => {
      // Pool-of-one rule (PGlite): inside this callback use `em` only.
      // One import of a recording at a time, so that of two racing imports one is the first. Its own
      // statement: the next one's snapshot is taken after the lock, so it sees an import committed meanwhile.
      await em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [importHash]);
      // The game row, marked as a repeat of the first game stored from the same recording (found in the same statement).
      const inserted = (await em.query(
        'INSERT INTO game (title, variant, seed, players, seat_token_hashes, action_count, status, setup, import_hash, duplicate_of, version) ' +
          'VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8::jsonb, $9::varchar, ' +
          '(SELECT COALESCE(g.duplicate_of, g.id) FROM game g WHERE g.import_hash = $9::varchar ORDER BY g.created_at ASC LIMIT 1), 1) RETURNING id, duplicate_of',
        [
          row.title,
          row.variant,
          row.seed,
          JSON.stringify(row.players),
          JSON.stringify(tokens.map(hashToken)),
          actions.length,
          row.finished ? 'finished' : 'active',
          row.setup === null ? null : JSON.stringify(row.setup),
          importHash,
        ],
      )) as { id: string; duplicate_of: string | null }[];
      const { id, duplicate_of: firstImport } = inserted[0]!;
      duplicateOf = firstImport;
      const game = Object.assign(new Game(), { id, title: row.title, variant: row.variant, seed: row.seed, players: row.players, actionCount: actions.length, setup: row.setup, importHash, duplicateOf });
      // Not replayed yet (an import with analytics): the analytics replay of the stored log is
      // the check that it replays to the state the import reached, and gives the log lines.
      let rows: DerivedRows | null = derived && rowsFor(derived, game.id);
      if (!replayed && this.store.analytics && 'expected' in given) {
        const log = actions.map((a) => a.action);
        const ref = { id: game.id, title: game.title, variant: game.variant, players: game.players };
        const r = this.store.analyticsInJobs
          ? await this.store.jobs.analyticsReplay!(this.store.keyOf(game), ref, this.store.setupOf(game), log)
          : this.store.analytics.replayGame(game, this.store.titleOf(game), this.store.setupOf(game), log);
        if (JSON.stringify(r.state) !== JSON.stringify(given.expected)) throw new Error(`${given.what}: replaying the stored log gives another state than the import`);
        replayed = { state: r.state, logs: actions.map((_, i) => r.logs.get(i) ?? []) };
        rows = r.rows;
      }
      if (!replayed) throw new Error('storeReplayedGame: nothing replayed the log');
      const logs = replayed.logs;
      // The log as JSON parameters unpacked by the database, IMPORT_INSERT_CHUNK rows a statement (TypeORM's
      // multi-row insert of a thousand entities cost more CPU than the rest of the import's writes). The last
      // statement also writes the final state's snapshot (its first load after the cache folds nothing) and the
      // analytics rows (AnalyticsRecorder.writeParts), each a WITH part: one round trip for most imports.
      // The fold's snapshots (every snapshot interval and the end), or else the final state alone.
      const states = 'snapshots' in given && given.snapshots?.length ? given.snapshots : [{ count: actions.length, state: JSON.stringify(replayed.state) }];
      const snapshot = this.store.snapshots?.part(game, states, 3) ?? null;
      const first = 3 + (snapshot?.params.length ?? 0);
      const analytics = rows ? this.store.analytics!.writeParts(em, game.id, rows, first, 'TRUE') : null;
      for (let from = 0; from === 0 || from < actions.length; from += IMPORT_INSERT_CHUNK) {
        const chunk = actions.slice(from, from + IMPORT_INSERT_CHUNK).map((a, k) => ({ i: from + k, s: a.seat, a: a.action, l: logs[from + k] ?? [] }));
        const insert = 'INSERT INTO game_action (game_id, index, seat, action, log) SELECT $1, t.i, t.s, t.a, t.l FROM jsonb_to_recordset($2::jsonb) AS t(i int, s int, a jsonb, l jsonb)';
        if (from + IMPORT_INSERT_CHUNK < actions.length) {
          await em.query(insert, [game.id, JSON.stringify(chunk)]);
          continue;
        }
        const parts = [...(snapshot ? [snapshot.sql] : []), ...(analytics?.parts ?? [])];
        await em.query(`WITH stored AS (${insert})${parts.map((part, k) => `, written_${k} AS (${part})`).join('')} SELECT 1`, [
          game.id,
          JSON.stringify(chunk),
          ...(snapshot?.params ?? []),
          ...(analytics?.params ?? []),
        ]);
      }
      // Analytics rows more than one statement takes (writeParts: null), or none derived yet.
      if (rows && !analytics) await this.store.analytics!.writeRows(em, game.id, rows);
      else if (!rows) await this.store.analytics?.recordGame(em, game, this.store.titleOf(game), this.store.setupOf(game), actions.map((a) => a.action));
      return game.id;
    });
    this.store.cache.offer(gameId, actions.length, replayed!.state);
    return { gameId, tokens, duplicateOf };
  }

  /** The parts of an export the game row needs, checked (INVALID_INPUT otherwise). */
  private checkExport(exported: ExportGame): {
    players: string[];
    seed: string;
    seedAsGiven: string | number;
    optionalRules: string[];
  } {
    const players = exported.players.map((p, i) => {
      const name = typeof p === 'object' && p !== null ? (p as { name?: unknown }).name : undefined;
      if (typeof name !== 'string') throw new ServiceError('INVALID_INPUT', `players[${i}] has no name`);
      return name;
    });
    // The names as the export has them (the import replays with those), checked like createGame's.
    const checked = checkPlayers(players);
    players.forEach((name, seat) => {
      if (name !== checked[seat]) {
        throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must be in normal form (no spaces around it, Unicode NFKC): ${echo(name)} is stored as ${echo(checked[seat])}`);
      }
    });
    const settings: unknown = exported.settings ?? {};
    if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) {
      throw new ServiceError('INVALID_INPUT', 'settings must be an object');
    }
    const { seed: rawSeed, optional_rules: rawRules } = settings as { seed?: unknown; optional_rules?: unknown };
    // As 18xx.games: without a seed, the first number in the game's id (tools/import/replay.ts exportSeed).
    const seedAsGiven = rawSeed === undefined || rawSeed === '' ? exportSeed({ id: (exported as { id?: number | string }).id }) : rawSeed;
    if (typeof seedAsGiven !== 'string' && !(typeof seedAsGiven === 'number' && Number.isFinite(seedAsGiven))) {
      throw new ServiceError('INVALID_INPUT', 'settings.seed must be a number or a string');
    }
    const seed = String(seedAsGiven);
    if (seed.length === 0 || seed.length > MAX_SEED_LENGTH) {
      throw new ServiceError('INVALID_INPUT', `settings.seed must be 1 to ${MAX_SEED_LENGTH} characters`);
    }
    if (seed.includes('\u0000')) throw new ServiceError('INVALID_INPUT', 'settings.seed must not contain the character U+0000');
    const rules = rawRules ?? [];
    if (!Array.isArray(rules) || rules.some((r) => typeof r !== 'string')) {
      throw new ServiceError('INVALID_INPUT', 'settings.optional_rules must be a list of strings');
    }
    return { players, seed, seedAsGiven, optionalRules: rules as string[] };
  }
}
