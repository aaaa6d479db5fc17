/**
 * The `switchyard` command line. Subcommands are entries of COMMANDS: add one there (name,
 * summary, usage, run) and it appears in `--help`. `runCli` never exits the process itself,
 * so tests can call it with captured output; bin/switchyard.js turns its result into the
 * exit code.
 */
import * as path from 'path';
import { listTitleDirs } from './definitions-fs';
import { formatMessage, titleDirWarnings, validateTitleDir } from './validate';
import { replayCommand } from './replay-command';
import { FUZZ_USAGE, fuzzCommand } from './fuzz';

export interface CliIO {
  /** Writes one line (no trailing newline needed) to standard output. */
  stdout(line: string): void;
  /** Writes one line to standard error. */
  stderr(line: string): void;
}

export interface CliCommand {
  summary: string;
  usage: string;
  run(args: string[], io: CliIO): Promise<number>;
}

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

async function validateCommand(args: string[], io: CliIO): Promise<number> {
  const unknownOption = args.find((a) => a.startsWith('-'));
  if (unknownOption !== undefined) {
    io.stderr(`validate: unknown option ${unknownOption}`);
    io.stderr(COMMANDS.validate!.usage);
    return 2;
  }
  const dirs = args.length > 0 ? args.map((a) => path.resolve(a)) : listTitleDirs();
  if (dirs.length === 0) {
    io.stderr('validate: no title directories found');
    return 1;
  }
  let failed = false;
  for (const dir of dirs) {
    const messages = validateTitleDir(dir);
    for (const m of messages) io.stdout(formatMessage(m));
    // Warnings (a setting nothing reads, or one without effect where it stands) go to stderr and do not fail the title.
    if (messages.length === 0) for (const w of titleDirWarnings(dir)) io.stderr(formatMessage(w));
    io.stdout(`${path.basename(dir)}: ${messages.length === 0 ? 'ok' : plural(messages.length, 'error')}`);
    if (messages.length > 0) failed = true;
  }
  return failed ? 1 : 0;
}

export const COMMANDS: Record<string, CliCommand> = {
  fuzz: {
    summary: 'play random legal games of titles (under definitions/, or a title folder) to their end, checking the invariants and replays',
    usage: [
      FUZZ_USAGE,
      '',
      'Plays random legal games (game g of a title from seed S + g), checks the invariants after',
      'every action and that replaying the log gives the same state, and ends with a line',
      '`SUMMARY games=… actions=… violations=…`. --dump FILE writes a game with a violation',
      '(setup and actions) as JSON. --title DIR plays the title in that folder, validated first.',
      'Exit code 1 on a violation, 2 on a bad argument or an invalid title folder.',
    ].join('\n'),
    run: async (args, io) => fuzzCommand(args, io),
  },
  replay: {
    summary: 'replay 18xx.games exports through the engine and compare with their recorded result',
    usage: [
      'usage: switchyard replay FILE|DIR [--json] [--trace]',
      '',
      'Replays an 18xx.games export (undo/redo applied, messages dropped, every route',
      'recomputed), prints the final result and whether it equals the recorded one. On the',
      'first action the engine refuses it names the action, its mapping and the reason, and',
      'exits 1. --json prints one object: finished, gameEndReason, result, actions,',
      'routeRevenueMismatches, and for a refused action error { action (the export\'s),',
      'ours (our translation), code, message }. --trace prints, after each action, each',
      'player\'s cash and each started corporation\'s treasury. With a directory, replays',
      'every .json file in it and prints a table (file, actions, matched or first',
      'divergence, time).',
    ].join('\n'),
    run: replayCommand,
  },
  validate: {
    summary: 'check title definitions against the schemas and the lint rules',
    usage: [
      'usage: switchyard validate [TITLE_DIR...]',
      '',
      'Validates each title directory (default: every directory under definitions/ with a',
      'title.json). Prints one line per problem as `file: /json/pointer: message` (schema and',
      'cross-reference errors together), then `<title>: ok` or `<title>: N errors`. Exit code 1',
      'if any title has errors. A valid title may also get warnings on stderr: a setting nothing',
      'reads (tools/unread-settings.ts), or one without effect where it stands (a hex cost on a',
      'preprinted yellow tile, tools/lint/warnings.ts).',
    ].join('\n'),
    run: validateCommand,
  },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  return [
    'usage: switchyard <command> [args...]',
    '',
    'commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `switchyard <command> --help` for a command\'s usage.',
  ].join('\n');
}

const isHelp = (arg: string | undefined): boolean => arg === '--help' || arg === '-h' || arg === 'help';

/** Runs the CLI; resolves to the process exit code. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    io.stderr(usage());
    return 2;
  }
  if (isHelp(name)) {
    io.stdout(usage());
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.stderr(`switchyard: unknown command ${name}`);
    io.stderr(usage());
    return 2;
  }
  if (args.some((a) => a === '--help' || a === '-h')) {
    io.stdout(command.usage);
    return 0;
  }
  try {
    return await command.run(args, io);
  } catch (err) {
    io.stderr(`switchyard ${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return 1;
  }
}
