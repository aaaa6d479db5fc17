/**
 * One worker thread of the compute pool (pool.ts). It loads the engine and the title
 * definitions itself (the definitions arrive once, as workerData), compiles titles on first
 * use like the server's registry, and runs one job at a time. Answers are values: a refusal
 * or a failure is returned as data (an Error crossing threads would lose its code).
 */
// Piscina hands each worker the pool's workerData (node's own workerData is piscina's).
import { workerData } from 'piscina';
import * as engine from '../../engine';
import type { ExportGame } from '../../tools/import/export-format';
import { ImportError } from '../../tools/import/export-format';
import { AnalyticsRecorder } from '../analytics/recorder';
import type { Game } from '../db/entities';
import type { Definition, GameState } from '../engine-port';
import { TitleRegistry } from '../titles';
import { recordingHash, type RecordingRow } from '../games/recording-hash';
import { niceThisThread } from './nice';
import { foldFrom, importFold, seatedReplay, type GameRef, type ReplaySetup, type TitleKey } from './jobs';

export type Job =
  | { kind: 'replay'; key: TitleKey; setup: ReplaySetup; actions: unknown[] }
  | { kind: 'foldFrom'; key: TitleKey; state: GameState; actions: unknown[] }
  | { kind: 'legalActions'; key: TitleKey; state: GameState; seat: number }
  | { kind: 'bestRoutes'; key: TitleKey; state: GameState; corporation: string; budgetMs: number }
  | { kind: 'replayExport'; key: TitleKey; exported: ExportGame; setup: ReplaySetup; game: GameRef | null; row: RecordingRow; snapshotEvery: number | null }
  | { kind: 'analyticsReplay'; key: TitleKey; game: GameRef; setup: ReplaySetup; actions: unknown[] }
  | { kind: 'seatedReplay'; key: TitleKey; setup: ReplaySetup; actions: unknown[]; seats: (number | null)[] }
  | { kind: 'recordingHash'; row: RecordingRow; actions: { seat: number | null; action: object }[] };

/** A replay's refusal (a GameError) as a plain object, rebuilt by the pool. */
function plainRefusal<R extends { ok: boolean }>(r: R): R {
  if (r.ok || !('error' in r)) return r;
  const e = (r as unknown as { error: { code: string; message: string; ruleRef?: string } }).error;
  return { ...r, error: { code: e.code, message: e.message, ...(e.ruleRef !== undefined ? { ruleRef: e.ruleRef } : {}) } };
}

/** An error as data: `kind` says which class to rebuild on the other side. */
export interface JobFailure {
  kind: 'game' | 'import' | 'other';
  message: string;
  code?: string;
  ruleRef?: string;
}

export type JobAnswer = { ok: true; value: unknown } | { ok: false; failure: JobFailure };

const { definitions, nice } = workerData as { definitions: Map<string, Definition>; nice?: number };
niceThisThread(nice);
const titles = new TitleRegistry(definitions, engine);
const analytics = new AnalyticsRecorder(engine, console);

const titleFor = (key: TitleKey) => titles.get(key.title, key.variant, key.optionalRules);

/** A GameError (a refusal, from the engine or the registry) as data; ServiceErrors carry a code too. */
function failure(err: unknown): JobFailure {
  if (err instanceof ImportError) return { kind: 'import', message: err.message };
  if (err instanceof Error) {
    const { code, ruleRef } = err as Error & { code?: unknown; ruleRef?: unknown };
    if (typeof code === 'string') return { kind: 'game', message: err.message, code, ...(typeof ruleRef === 'string' ? { ruleRef } : {}) };
    return { kind: 'other', message: err.stack ?? err.message };
  }
  return { kind: 'other', message: String(err) };
}

function run(job: Job): unknown {
  switch (job.kind) {
    case 'replay':
      // The refusal is a GameError: keep its fields as a plain object (rebuilt by the pool).
      return plainRefusal(engine.replay(titleFor(job.key), job.setup, job.actions));
    case 'foldFrom':
      return plainRefusal(foldFrom(engine, titleFor(job.key), job.state, job.actions));
    case 'seatedReplay':
      return plainRefusal(seatedReplay(engine, titleFor(job.key), job.setup, job.actions, job.seats));
    case 'recordingHash':
      return recordingHash(job.row, job.actions);
    case 'legalActions':
      return engine.legalActions(titleFor(job.key), job.state, job.seat);
    case 'bestRoutes': {
      const started = Date.now();
      const best = engine.bestRoutes(titleFor(job.key), job.state, job.corporation, { shouldStop: () => Date.now() - started > job.budgetMs });
      return { best, elapsedMs: Date.now() - started };
    }
    case 'replayExport':
      return importFold(titleFor(job.key), job.exported, job.setup, job.game ? { game: job.game, recorder: analytics } : null, job.row, job.snapshotEvery);
    case 'analyticsReplay':
      return analytics.replayGame(job.game as unknown as Game, titleFor(job.key), job.setup, job.actions);
  }
}

export default function handle(job: Job): JobAnswer {
  try {
    return { ok: true, value: run(job) };
  } catch (err) {
    return { ok: false, failure: failure(err) };
  }
}
