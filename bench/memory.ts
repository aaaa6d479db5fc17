/**
 * Memory per active game. A server keeps, per recently used game, its latest state in an LRU
 * cache (api/games/service.ts, 256 games by default); nothing else per game stays in memory
 * between requests (subscriptions aside). Two measurements:
 *
 *   state    in this process: K independent copies of one game's state at several points of
 *            a random 1870 game (and at the end of a demo game), heap growth after a full
 *            garbage collection divided by K; with the state's JSON size for comparison.
 *   server   the benchmark server (bench/server.ts, PostgreSQL): heap and RSS after a full
 *            collection, between two batches of games held in its cache: 1870 games just
 *            created (C per batch), and 1870 games imported (our own export format, P actions
 *            each, G per batch). Growth between the batches / batch size.
 *
 * Run with --expose-gc (npm run bench does).
 *   node --expose-gc dist/bench/memory.js [--copies K] [--created C] [--games G] [--actions P]
 *
 * Last line: SUMMARY memory state_kb_1870_mid=… state_kb_1870_end=… state_kb_demo_end=… server_kb_per_game_start=… server_kb_per_game_P=…
 */
import { replay, type GameState } from '../engine';
import { fmt, gql, plannedGame, startBenchServer, table, titleOf } from './common';

const IMPORT = `mutation($json: String!) { importGame(json: $json) { gameId actionCount } }`;
const CREATE = `mutation($input: CreateGameInput!) { createGame(input: $input) { gameId } }`;

function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (!g) throw new Error('run with node --expose-gc');
  g();
  g();
}

/** Heap bytes retained per copy of `state`. */
function retained(state: GameState, copies: number): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const keep: GameState[] = [];
  for (let i = 0; i < copies; i++) keep.push(structuredClone(state));
  gc();
  const after = process.memoryUsage().heapUsed;
  if (keep.length !== copies) throw new Error('unreachable');
  return (after - before) / copies;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const num = (flag: string, dflt: number): number => {
    const i = args.indexOf(flag);
    return i >= 0 ? Number(args[i + 1]) : dflt;
  };
  const copies = num('--copies', 200);
  const createdGames = num('--created', 100);
  const games = num('--games', 10);
  const perGame = num('--actions', 200);

  const plan = plannedGame('1870', 3, ['A', 'B', 'C', 'D']);
  const title = titleOf('1870');
  const at = (n: number): GameState => {
    const r = replay(title, { players: plan.players, seed: plan.seed }, plan.actions.slice(0, n).map((a) => a.action));
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  const demo = plannedGame('demo', 11, ['Ann', 'Ben', 'Cy']);
  const points: [string, GameState][] = [
    ['1870, start', at(0)],
    [`1870, ${Math.floor(plan.actions.length / 2)} actions (mid-game)`, at(Math.floor(plan.actions.length / 2))],
    [`1870, ${plan.actions.length} actions (end)`, plan.state],
    [`demo, ${demo.actions.length} actions (end)`, demo.state],
  ];
  const rows: string[][] = [];
  const kb: number[] = [];
  for (const [label, state] of points) {
    const bytes = retained(state, copies);
    kb.push(bytes / 1024);
    rows.push([label, fmt(bytes / 1024, 1), fmt(JSON.stringify(state).length / 1024, 1)]);
  }
  console.log(`memory: one game's state, ${copies} copies each`);
  console.log(table(['state', 'heap KiB per game', 'JSON KiB'], rows));

  const server = await startBenchServer();
  let createdKb: number;
  let importedKb: number;
  try {
    const json = JSON.stringify({
      format: 'switchyard-game',
      formatVersion: 1,
      title: '1870',
      titleVersion: 'bench',
      variant: null,
      seed: String(plan.seed),
      players: plan.players,
      setup: null,
      actions: plan.actions.slice(0, perGame).map((a) => ({ seat: a.seat, action: a.action })),
    });
    const create = (): Promise<unknown> => gql(server.url, CREATE, { input: { title: '1870', players: plan.players, seed: String(plan.seed) } });
    const importOne = (): Promise<unknown> => gql(server.url, IMPORT, { json });
    // Per game = the growth between two measurements, each after a batch of games: one-off
    // growth (the title compiled, code optimised, pools filled) happens in the first batch.
    const slope = async (batch: number, add: () => Promise<unknown>): Promise<{ kb: number; rssKb: number; heapMb: number }> => {
      for (let g = 0; g < batch; g++) await add();
      const m1 = await server.memory();
      for (let g = 0; g < batch; g++) await add();
      const m2 = await server.memory();
      return { kb: (m2.heapUsed - m1.heapUsed) / batch / 1024, rssKb: (m2.rss - m1.rss) / batch / 1024, heapMb: m2.heapUsed / 2 ** 20 };
    };
    const created = await slope(createdGames, create);
    const imported = await slope(games, importOne);
    createdKb = created.kb;
    importedKb = imported.kb;
    console.log(`server: games held in its cache (heap and RSS growth per game between two batches)`);
    console.log(
      table(
        ['games', 'batch', 'heap KiB per game', 'RSS KiB per game', 'heap MiB after'],
        [
          ['1870, created (start)', String(createdGames), fmt(created.kb, 1), fmt(created.rssKb, 1), fmt(created.heapMb, 1)],
          [`1870, imported, ${perGame} actions`, String(games), fmt(imported.kb, 1), fmt(imported.rssKb, 1), fmt(imported.heapMb, 1)],
        ],
      ),
    );
  } finally {
    await server.stop();
  }
  console.log(
    `SUMMARY memory state_kb_1870_mid=${fmt(kb[1]!, 1)} state_kb_1870_end=${fmt(kb[2]!, 1)} state_kb_demo_end=${fmt(kb[3]!, 1)} server_kb_per_game_start=${fmt(createdKb, 1)} server_kb_per_game_${perGame}=${fmt(importedKb, 1)}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
