/**
 * One embedded database folder, one server (issue 18, item 5): a server process started on
 * a PGlite data directory that another process holds refuses to start, with a message
 * saying so, instead of running beside it and losing its writes. A lock left by a process
 * that was killed is taken over; a holder that closes cleanly removes its lock. Real
 * processes: the server is api/main.ts as `npm start` runs it; the holder opens the database
 * as the server does (support/hold-data-dir.ts), which is quicker to start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import * as path from 'node:path';
import { repoPath } from '../../tools/paths';

const children: ChildProcess[] = [];
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-lock-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.on('exit', r)))));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a TypeScript file of ours on the embedded database in `dataDir`; resolves once `ready` is printed or it exits. */
function run(file: string, args: string[], ready: RegExp): Promise<{ child: ChildProcess; ready: boolean; out: string; code: number | null }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', SWITCHYARD_DATA_DIR: dataDir, NODE_OPTIONS: '' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['-r', path.join(__dirname, 'support', 'swc-register.js'), file, ...args], { cwd: repoPath(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${file} neither got ready nor exited:\n${out}`)), 200_000);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({ child, ready: true, out, code: null });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ child, ready: false, out, code });
    });
  });
}
const holder = () => run(path.join(__dirname, 'support', 'hold-data-dir.ts'), [dataDir], /^held$/m);
const server = () => run(repoPath('api', 'main.ts'), [], /ready at http/);
const exited = (child: ChildProcess, signal: NodeJS.Signals): Promise<unknown> =>
  new Promise((r) => {
    child.on('exit', r);
    child.kill(signal);
  });

test('a server on a data directory another process holds refuses to start; a killed holder\'s lock is taken over', async () => {
  const lock = path.join(dataDir, 'switchyard.lock');
  const first = await holder();
  expect(first.ready).toBe(true);
  expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(first.child.pid);

  const second = await server();
  expect(second.ready).toBe(false);
  expect(second.code).toBe(1);
  expect(second.out).toMatch(/the embedded database at .* is in use by another Switchyard server \(pid \d+/);
  expect(second.out).toContain(`pid ${first.child.pid} `);
  // The refusal left the holder's lock alone.
  expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(first.child.pid);

  // Killed outright, the holder leaves its lock behind: the next process takes it over.
  await exited(first.child, 'SIGKILL');
  expect(fs.existsSync(lock)).toBe(true);
  const third = await holder();
  expect(third.ready).toBe(true);
  expect(third.out).toMatch(/taking over the stale lock .* of pid \d+, which no longer runs/);
  expect(JSON.parse(fs.readFileSync(lock, 'utf8')).pid).toBe(third.child.pid);

  // Closed cleanly, a holder removes its lock.
  await exited(third.child, 'SIGTERM');
  expect(fs.existsSync(lock)).toBe(false);
}, 480_000);
