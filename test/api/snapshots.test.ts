/**
 * Snapshots of the fold (api/games/snapshots.ts): a state stored as JSON after N log entries,
 * with the entries after it folded over it, is the state a fold of the whole log gives. First
 * for recorded games with the engine alone, then through the service on both backends: cache
 * misses, undos (across a snapshot, and an undo chain that reaches back before one), a look back
 * (summaryAt) and an import (its snapshots at every interval too), each against a fold of the whole stored log.
 */
import 'reflect-metadata';
import * as fs from 'fs';
import * as engine from '../../engine';
import { foldFrom } from '../../api/compute/jobs';
import { GameService } from '../../api/games/service';
import { InProcessGameEventBus } from '../../api/pubsub';
import { loadTitleDefinitions } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { loadTitleDir } from '../../tools/definitions-fs';
import { parseExport } from '../../tools/import/export-format';
import { importSetup, replayExport, titleForExport } from '../../tools/import/replay';
import { repoPath, sharedPath } from '../../tools/paths';
import { BACKENDS, openTestDatabase, type TestDatabase } from './support/db';

const json = (x: unknown): string => JSON.stringify(x);

describe.each([
  ['1870', sharedPath('fixtures', '1870', '34110-manual-end.json')],
  ['1862', sharedPath('fixtures', '1862', '46925-lner.json')],
])('a snapshot of %s (%s) and the actions after it', (titleId, file) => {
  test('give the state the whole fold gives, at every snapshot point', () => {
    const game = parseExport(fs.readFileSync(file, 'utf8'));
    const definition = loadTitleDir(repoPath('definitions', titleId)).definition;
    const imported = replayExport(definition, game);
    expect(imported.error).toBeNull();
    const title = titleForExport(definition, game);
    const actions = imported.applied;
    const whole = engine.replay(title, importSetup(game), actions);
    expect(whole.ok).toBe(true);
    // Snapshots as the database keeps them (JSON text) every 100 actions, and at one odd point.
    const at = new Set([1, 37, ...actions.map((_, i) => i).filter((i) => i > 0 && i % 100 === 0)]);
    const snapshots = new Map<number, string>();
    let state = engine.createGame(title, importSetup(game));
    actions.forEach((action, i) => {
      if (at.has(i)) snapshots.set(i, json(state));
      const r = engine.apply(title, state, action);
      if (!r.ok) throw new Error(`action ${i} refused: ${r.error.message}`);
      state = r.state;
    });
    expect(snapshots.size).toBeGreaterThan(2);
    for (const [n, text] of snapshots) {
      const r = foldFrom(engine, title, JSON.parse(text), actions.slice(n));
      expect(r.ok).toBe(true);
      // Equal as values and as JSON text, key order included (the engine iterates records).
      expect(json(r.state)).toBe(json(whole.state));
      expect(r.state).toEqual(whole.state);
    }
  });
});

describe.each(BACKENDS)('snapshots in the service (%s)', (backend) => {
  let db: TestDatabase;
  const titles = new TitleRegistry(loadTitleDefinitions(), engine);
  /** A service as another process would have it: its own empty cache. */
  const service = (snapshotEvery: number | false): GameService =>
    new GameService({ dataSource: db.dataSource, titles, engine, events: new InProcessGameEventBus(), rateLimit: false, snapshotEvery });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await db?.close();
  });

  const snapshotCounts = async (gameId: string): Promise<number[]> =>
    ((await db.dataSource.query('SELECT action_count FROM game_snapshot WHERE game_id = $1 ORDER BY action_count', [gameId])) as { action_count: number }[]).map((r) =>
      Number(r.action_count),
    );

  /** A fresh service's state (from the nearest snapshot) equals a fold of the whole stored log. */
  async function expectMissEqualsFold(gameId: string): Promise<void> {
    const fresh = service(4);
    const { state } = await fresh.load(gameId);
    const { replayed } = await fresh.replayStored(gameId);
    expect(json(state)).toBe(json(replayed));
  }

  test('a cache miss, an undo and a look back fold from the nearest snapshot and equal the whole fold', async () => {
    const svc = service(4);
    const created = await svc.createGame({ title: 'demo', players: ['Ann', 'Bob', 'Cy'], seed: 'snapshots' });
    const id = created.gameId;
    const tokens = created.seats.map((s) => s.token);
    const seats: number[] = [];
    async function move(): Promise<number> {
      const { summary } = await svc.summary(id);
      const seat = summary.activeSeats[0]!;
      const legal = await svc.legalActions(id, tokens[seat]!);
      const choice = legal.find((c) => c.id !== 'pass' && !(c.params && Object.keys(c.params).length > 0)) ?? legal.find((c) => !c.params || Object.keys(c.params).length === 0)!;
      await svc.act(id, tokens[seat]!, choice.action);
      seats.push(seat);
      return seat;
    }
    for (let i = 0; i < 9; i++) await move();
    // Entries 0-8: snapshots after 4 and 8 entries.
    expect(await snapshotCounts(id)).toEqual([4, 8]);
    await expectMissEqualsFold(id);

    // Undo entry 8 (entry 9), then the seat of entry 7 undoes it (entry 10): an undo after the
    // snapshot at 8 that reaches back before it, found by jumping over the first undo.
    await svc.undo(id, tokens[seats[8]!]!);
    expect((await svc.undo(id, tokens[seats[7]!]!)).undone).toBe(7);
    await expectMissEqualsFold(id);
    // The snapshot at 8 holds entry 7's effect, so the state after 11 entries came from the one at 4.
    const fresh = service(4);
    expect(json((await fresh.summaryAt(id, 11)).state)).toBe(json((await service(false).summaryAt(id, 11)).state));

    // Play on past the next snapshot point, and look back at every count.
    for (let i = 0; i < 6; i++) await move();
    expect(await snapshotCounts(id)).toEqual(expect.arrayContaining([4, 8, 12, 16]));
    await expectMissEqualsFold(id);
    const { game } = await svc.load(id);
    for (let at = 0; at <= game.actionCount; at++) {
      expect(json((await service(4).summaryAt(id, at)).state)).toBe(json((await service(false).summaryAt(id, at)).state));
    }
  });

  test('an act due a snapshot stores it in its own statement, with no transaction, as the state it answers', async () => {
    const svc = service(4);
    const created = await svc.createGame({ title: 'demo', players: ['Ann', 'Bob'], seed: 'snapshot-statement' });
    const id = created.gameId;
    const transaction = jest.spyOn(db.dataSource, 'transaction');
    try {
      let last: Awaited<ReturnType<GameService['act']>> | null = null;
      for (let i = 0; i < 4; i++) {
        const { summary } = await svc.summary(id);
        const seat = summary.activeSeats[0]!;
        const legal = await svc.legalActions(id, created.seats[seat]!.token);
        const choice = legal.find((c) => !c.params || Object.keys(c.params).length === 0)!;
        last = await svc.act(id, created.seats[seat]!.token, choice.action, i);
      }
      expect(transaction).not.toHaveBeenCalled();
      expect(await snapshotCounts(id)).toEqual([4]);
      const stored = (await db.dataSource.query('SELECT state::text AS state FROM game_snapshot WHERE game_id = $1', [id])) as { state: string }[];
      // The text as the engine wrote it: its keys in the engine's order.
      expect(stored[0]!.state).toBe(JSON.stringify(last!.state));
    } finally {
      transaction.mockRestore();
    }
    await expectMissEqualsFold(id);
  });

  test('a snapshot of another version (another build or definition) is never read', async () => {
    const svc = service(4);
    const created = await svc.createGame({ title: 'demo', players: ['Ann', 'Bob'], seed: 'versions' });
    const id = created.gameId;
    for (let i = 0; i < 5; i++) {
      const { summary } = await svc.summary(id);
      const seat = summary.activeSeats[0]!;
      const legal = await svc.legalActions(id, created.seats[seat]!.token);
      await svc.act(id, created.seats[seat]!.token, legal.find((c) => !c.params || Object.keys(c.params).length === 0)!.action);
    }
    // A wrong state under another version at 4: a fresh service must ignore it.
    await db.dataSource.query(`UPDATE game_snapshot SET version = 'other', state = '{"broken":true}' WHERE game_id = $1`, [id]);
    await expectMissEqualsFold(id);
  });

  test('an import stores its states every snapshot interval and its final state: a first load folds nothing, a look back little', async () => {
    const svc = service(100);
    const imported = await svc.importGame(fs.readFileSync(sharedPath('fixtures', '1870', '34110-manual-end.json'), 'utf8'));
    const n = imported.actionCount;
    expect(n).toBeGreaterThan(200);
    expect(await snapshotCounts(imported.gameId)).toEqual([...Array.from({ length: Math.floor((n - 1) / 100) }, (_, i) => (i + 1) * 100), n]);
    await expectMissEqualsFold(imported.gameId);
    // A look back from a stored snapshot and the entries after it, against a service that folds the whole log.
    for (const at of [100, 150, n - 1]) expect(json((await service(100).summaryAt(imported.gameId, at)).state)).toBe(json((await service(false).summaryAt(imported.gameId, at)).state));
  });
});
