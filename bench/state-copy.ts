/**
 * The cost of apply()'s copy of the state (engine/state/clone.ts), which every act, import and analytics fold
 * makes once per action: a late position of three of issue #20's games (bench/six.ts), copied again and again,
 * each copy of the one before, as consecutive acts make them. Per position the median of five batches.
 *
 *   node dist/bench/state-copy.js
 *
 * Last line:
 *   SUMMARY state-copy <game>@<actions>=<µs per copy> ...
 */
import { performance } from 'node:perf_hooks';
import { replay, type GameState } from '../engine';
import { cloneState } from '../engine/state/clone';
import { loadAllTitles } from '../tools/definitions-fs';
import { fmt, median } from './common';
import { recordedLog } from './six';

const POSITIONS: [string, number][] = [
  ['shared:1870/1870-game-end-bank.json', 700],
  ['shared:1860/1860-game-end-bank.json', 400],
  ['shared:1862/1862-game-end-bank.json', 400],
];
const BATCH = 2000;

function main(): void {
  const definitions = loadAllTitles();
  const figures: string[] = [];
  for (const [file, at] of POSITIONS) {
    const log = recordedLog(file, definitions);
    const r = replay(log.title, log.setup, log.actions.slice(0, at));
    if (!r.ok) throw new Error(`${file}: refused at ${r.index}`);
    let state: GameState = r.state;
    for (let i = 0; i < BATCH; i++) state = cloneState(state);
    const batches: number[] = [];
    for (let b = 0; b < 5; b++) {
      const t = performance.now();
      for (let i = 0; i < BATCH; i++) state = cloneState(state);
      batches.push(((performance.now() - t) * 1000) / BATCH);
    }
    const name = `${file.split('/').pop()!.replace(/\.json$/, '')}@${at}`;
    console.log(`${name}: ${JSON.stringify(state).length} bytes of JSON, ${batches.map((x) => fmt(x, 1)).join(', ')} µs per copy`);
    figures.push(`${name}=${fmt(median(batches), 1)}`);
  }
  console.log(`SUMMARY state-copy ${figures.join(' ')}`);
}

main();
