/**
 * importGame checks what it stores (issue 18, items 8 and 9): our own export's `setup`
 * must have the documented keys and types, and each action's `seat` must be the seat
 * that may make it (the one controlling the acting entity), else INVALID_INPUT naming
 * the action's index; nothing is stored. With the real engine (demo title), on both backends.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import { sharedPath } from '../../tools/paths';
import { fails, ok, Q } from './support/client';
import { BACKENDS } from './support/db';
import { serverForSuite } from './support/server';

const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount finished duplicateOf } }`;
const STATS = `query($title: String!) { titleStats(title: $title) { games averageActions winRateBySeat { seat games wins } } }`;
const EXPORT = `query($id: ID!) { exportGame(gameId: $id) }`;
const STATUS = `query($id: ID!) { game(id: $id) { activeSeats actionCount } }`;

interface OwnExport {
  setup: Record<string, unknown> | null;
  actions: { seat: number | null; action: Record<string, unknown> }[];
  [k: string]: unknown;
}

describe.each(BACKENDS)('importGame checks (%s)', (backend) => {
  const suite = serverForSuite(backend);

  async function gameCount(): Promise<number> {
    const [r] = await suite.db.dataSource.query('SELECT count(*)::int AS n FROM game');
    return Number(r.n);
  }

  /** A demo game with three actions by the seats whose turn it was, exported. */
  async function played(): Promise<OwnExport> {
    const { createGame } = await ok(suite.url, Q.createGame, { input: { title: 'demo', players: ['Ann', 'Bob'], seed: '42' } });
    const id: string = createGame.gameId;
    const tokens: string[] = createGame.seats.map((s: { token: string }) => s.token);
    for (let n = 0; n < 3; n++) {
      const seat: number = (await ok(suite.url, STATUS, { id })).game.activeSeats[0];
      const legal = (await ok(suite.url, Q.legalActions, { gameId: id, token: tokens[seat] })).legalActions as { id: string; action: unknown; params?: unknown }[];
      const choice = legal.find((l) => l.id !== 'pass' && !l.params) ?? legal[0]!;
      await ok(suite.url, Q.act, { gameId: id, token: tokens[seat], action: choice.action });
    }
    return (await ok(suite.url, EXPORT, { id })).exportGame as OwnExport;
  }

  it('refuses setup values of the wrong type or unknown keys, storing nothing', async () => {
    const exported = await played();
    const before = await gameCount();
    for (const [setup, what] of [
      [{ allowManualEnd: 'yes' }, /allowManualEnd/],
      [{ connectionChecks: 'sometimes' }, /connectionChecks/],
      [{ optionalRules: [1] }, /optionalRules/],
      [{ engineSeed: { x: 1 } }, /engineSeed/],
      [{ recordedLays: 1 }, /recordedLays/],
      [{ surprise: true }, /surprise/],
    ] as const) {
      const e = await fails(suite.url, IMPORT, { json: JSON.stringify({ ...exported, setup }) });
      expect(e.extensions?.code).toBe('INVALID_INPUT');
      expect(e.message).toMatch(what);
    }
    expect(await gameCount()).toBe(before);
    // The export as it is imports.
    const good = (await ok(suite.url, IMPORT, { json: JSON.stringify(exported) })).importGame;
    expect(good.actionCount).toBe(3);
  });

  it("refuses an action whose seat is not the seat that may make it, naming the action's index", async () => {
    const exported = await played();
    const before = await gameCount();
    const moved = exported.actions[1]!;
    const wrongSeat = { ...exported, actions: exported.actions.map((a, i) => (i === 1 ? { ...a, seat: 1 - (moved.seat as number) } : a)) };
    const e = await fails(suite.url, IMPORT, { json: JSON.stringify(wrongSeat) });
    expect(e.extensions?.code).toBe('INVALID_INPUT');
    expect(e.extensions?.index).toBe(1);
    expect(e.message).toMatch(/action 1/);
    const noSuchSeat = { ...exported, actions: exported.actions.map((a, i) => (i === 2 ? { ...a, seat: 9 } : a)) };
    const e2 = await fails(suite.url, IMPORT, { json: JSON.stringify(noSuchSeat) });
    expect(e2.extensions?.code).toBe('INVALID_INPUT');
    expect(e2.extensions?.index).toBe(2);
    expect(await gameCount()).toBe(before);
  });

  it('counts a recording imported twice once in titleStats: the repeat is stored, flagged as a duplicate of the first', async () => {
    const json = fs.readFileSync(sharedPath('fixtures', '1870', '34110-manual-end.json'), 'utf8');
    const first = (await ok(suite.url, IMPORT, { json })).importGame;
    expect(first.duplicateOf).toBeNull();
    const once = (await ok(suite.url, STATS, { title: '1870' })).titleStats;
    expect(once.games).toBe(1);

    // The same file again, and with its keys reordered and spaced out: the same recording.
    const again = (await ok(suite.url, IMPORT, { json })).importGame;
    expect(again.gameId).not.toBe(first.gameId);
    expect(again.duplicateOf).toBe(first.gameId);
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(JSON.parse(json)).reverse()), null, 2);
    expect((await ok(suite.url, IMPORT, { json: reordered })).importGame.duplicateOf).toBe(first.gameId);
    // Our own export of it is the same recording too.
    const exported = (await ok(suite.url, EXPORT, { id: first.gameId })).exportGame;
    expect((await ok(suite.url, IMPORT, { json: JSON.stringify(exported) })).importGame.duplicateOf).toBe(first.gameId);
    expect((await ok(suite.url, STATS, { title: '1870' })).titleStats).toEqual(once);

    // Another recording (the same game cut short and unfinished) is not a duplicate.
    const file = JSON.parse(json);
    file.actions = file.actions.slice(0, 100);
    delete file.result;
    delete file.game_end_reason;
    expect((await ok(suite.url, IMPORT, { json: JSON.stringify(file) })).importGame.duplicateOf).toBeNull();
  });
});
