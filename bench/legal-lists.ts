/**
 * The legal lists themselves, to compare two builds: a change meant to make listing faster must list the
 * same choices. Replays the recorded games (../shared/fixtures and test/fixtures, as `switchyard replay`
 * does; not the authored, variant, former-name or position folders) and, before each recorded action,
 * writes one line per seat: game, position, seat, the number of choices and a SHA-1 of the list's JSON.
 * Every position of issue #20's six games (bench/six.ts), every Nth of the others.
 *
 *   node dist/bench/legal-lists.js OUT_FILE [--every N] [--only SUBSTRING] [--full]
 *     (--every: the others' stride, 10 by default; --only: the games whose path contains it;
 *     --full: the list's JSON instead of its hash, to see what differs)
 *
 * Then `cmp` or `diff` the files of the two builds. Last line:
 *   SUMMARY legal-lists games=G lists=L choices=C
 */
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { legalActions } from '../engine';
import { loadAllTitles } from '../tools/definitions-fs';
import { parseExport } from '../tools/import/export-format';
import { replayExport } from '../tools/import/replay';
import { fixturePath, ROOTS, SUMMARY_SET } from './six';
import { tuneJit } from '../tools/jit';

const SKIPPED = new Set(['authored', 'variants', 'former-names', 'positions']);

function recordedGames(): string[] {
  const out: string[] = [];
  for (const root of Object.values(ROOTS)) {
    const dir = root();
    for (const folder of fs.readdirSync(dir).sort()) {
      const sub = path.join(dir, folder);
      if (SKIPPED.has(folder) || !fs.statSync(sub).isDirectory()) continue;
      for (const f of fs.readdirSync(sub).sort()) if (f.endsWith('.json')) out.push(path.join(sub, f));
    }
  }
  return out;
}

function main(): void {
  // As the server runs the engine (tools/jit.ts).
  tuneJit();
  const args = process.argv.slice(2);
  const outFile = args[0];
  if (!outFile || outFile.startsWith('--')) throw new Error('usage: legal-lists OUT_FILE [--every N] [--only SUBSTRING] [--full]');
  const everyArg = args.indexOf('--every');
  const every = everyArg >= 0 ? Number(args[everyArg + 1]) : 10;
  const onlyArg = args.indexOf('--only');
  const only = onlyArg >= 0 ? args[onlyArg + 1]! : null;
  const full = args.includes('--full');
  const six = new Set(SUMMARY_SET.map((k) => path.resolve(fixturePath(k))));
  const titles = loadAllTitles();
  const out = fs.openSync(outFile, 'w');
  let games = 0;
  let lists = 0;
  let choices = 0;
  for (const file of recordedGames()) {
    if (only !== null && !file.includes(only)) continue;
    const game = parseExport(fs.readFileSync(file, 'utf8'));
    const definition = titles.get(game.title);
    if (!definition) continue;
    const name = path.relative(path.dirname(path.dirname(path.dirname(file))), file);
    const stride = six.has(path.resolve(file)) ? 1 : every;
    games++;
    let position = 0;
    const lines: string[] = [];
    replayExport(definition, game, {
      beforeAction(state, _action, title) {
        position++;
        if ((position - 1) % stride !== 0) return;
        for (let seat = 0; seat < state.players.length; seat++) {
          const list = legalActions(title, state, seat);
          const json = JSON.stringify(list);
          lists++;
          choices += list.length;
          lines.push(`${name}\t${position}\t${seat}\t${list.length}\t${full ? json : createHash('sha1').update(json).digest('hex')}`);
        }
      },
    });
    fs.writeSync(out, lines.length ? `${lines.join('\n')}\n` : '');
  }
  fs.closeSync(out);
  console.log(`SUMMARY legal-lists games=${games} lists=${lists} choices=${choices}`);
}

main();
