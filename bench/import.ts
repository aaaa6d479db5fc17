/**
 * importGame of a recorded 1,000-action game (1870-game-end-bank from the shared fixtures) through
 * the game service on PostgreSQL (DATABASE_URL, a schema of its own dropped afterwards), with the
 * engine's jobs inline (the same work the server's compute pool does, on this thread), and then
 * the first load of the imported game by a service with an empty cache (another process: it reads
 * the import's snapshot instead of folding the log). One untimed import, then the median of three.
 * Beside the whole, each timed alone: the importer's replay of the export (tools/import/replay.ts,
 * without the analytics rows an import derives on the way), and an analytics replay of the stored
 * log (what an import cost on top when it folded the game a second time to check it).
 *
 *   node dist/bench/import.js
 *
 * Wall times move with the machine's load; import_cpu_ms (this process's CPU during an import) less so.
 *
 * Last line: SUMMARY import actions=N import_ms=… import_cpu_ms=… replay_export_ms=… analytics_replay_ms=… first_load_ms=…
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as engine from '../engine';
import { AnalyticsRecorder } from '../api/analytics/recorder';
import { dropSchema, openDatabase } from '../api/db/datasource';
import { Game } from '../api/db/entities';
import { GameService } from '../api/games/service';
import { engineSetup } from '../api/games/setup';
import { InProcessGameEventBus } from '../api/pubsub';
import { loadTitleDefinitions } from '../api/server';
import { TitleRegistry } from '../api/titles';
import { parseExport } from '../tools/import/export-format';
import { importRules, replayExport } from '../tools/import/replay';
import { sharedPath } from '../tools/paths';
import { databaseUrl, fmt, median } from './common';

const FIXTURE = sharedPath('fixtures', '1870', '1870-game-end-bank.json');

async function main(): Promise<void> {
  const text = fs.readFileSync(FIXTURE, 'utf8');
  const definitions = loadTitleDefinitions();
  const titles = new TitleRegistry(definitions, engine);
  const url = databaseUrl();
  const schema = `switchyard_bench_import_${process.pid}_${randomBytes(4).toString('hex')}`;
  const { dataSource } = await openDatabase({ databaseUrl: url, schema });
  try {
    const service = (): GameService => new GameService({ dataSource, titles, engine, events: new InProcessGameEventBus(), rateLimit: false });
    const svc = service();
    const imports: number[] = [];
    const importCpu: number[] = [];
    const loads: number[] = [];
    let actions = 0;
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const imported = await svc.importGame(text);
      const cpu = process.cpuUsage(cpu0);
      const t1 = performance.now();
      await service().load(imported.gameId);
      const t2 = performance.now();
      actions = imported.actionCount;
      if (i > 0) {
        imports.push(t1 - t0);
        importCpu.push((cpu.user + cpu.system) / 1000);
        loads.push(t2 - t1);
      }
    }
    // The two replays inside an import, alone.
    const exported = parseExport(text);
    const definition = definitions.get('1870')!;
    const replays: number[] = [];
    const analytics: number[] = [];
    const recorder = new AnalyticsRecorder(engine, console);
    const title = titles.get('1870', null, importRules(definition, (exported.settings as { optional_rules?: string[] } | undefined)?.optional_rules ?? []));
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      const report = replayExport(definition, exported);
      const t1 = performance.now();
      const game = Object.assign(new Game(), { id: '00000000-0000-0000-0000-000000000000', title: '1870', variant: null, players: exported.players.map((p) => (p as { name: string }).name) });
      const setup = engineSetup(game.players, String(exported.id), null, { connectionChecks: 'actions', endByAgreement: true, recordedLays: true, recordedRevenues: true });
      recorder.replayGame(game, title, setup, JSON.parse(JSON.stringify(report.applied)) as unknown[]);
      const t2 = performance.now();
      if (i > 0) {
        replays.push(t1 - t0);
        analytics.push(t2 - t1);
      }
    }
    console.log(`importGame of ${FIXTURE} (${actions} actions) on PostgreSQL, jobs inline; median of 3 after one untimed`);
    console.log(`  import ${fmt(median(imports), 0)} ms, CPU ${fmt(median(importCpu), 0)} ms in this process (of which the export's replay ${fmt(median(replays), 0)} ms, the analytics replay ${fmt(median(analytics), 0)} ms); first load by a cold service ${fmt(median(loads), 1)} ms`);
    console.log(
      `SUMMARY import actions=${actions} import_ms=${fmt(median(imports), 0)} import_cpu_ms=${fmt(median(importCpu), 0)} replay_export_ms=${fmt(median(replays), 0)} analytics_replay_ms=${fmt(median(analytics), 0)} first_load_ms=${fmt(median(loads), 1)}`,
    );
  } finally {
    await dataSource.destroy();
    await dropSchema(url, schema);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
