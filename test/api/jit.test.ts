/**
 * tools/jit.ts turns off V8's inlining in optimised code for the processes that run the engine (the server,
 * the CLI, the benchmarks), unless SWITCHYARD_JIT_INLINING=on. Seen from outside: a process that calls it and
 * then runs a hot loop over a small function reports no inlining under --trace-turbo-inlining.
 */
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The --trace-turbo-inlining lines of a process that calls tuneJit with `env`, then makes a loop hot enough to optimise. */
function inliningLines(env: Record<string, string>): string[] {
  const script = `
    const tuned = require(${JSON.stringify(path.join(ROOT, 'tools', 'jit.ts'))}).tuneJit(${JSON.stringify(env)});
    function callee(x) { return x * 2 + 1; }
    function hot(n) { let s = 0; for (let i = 0; i < n; i++) s += callee(i); return s; }
    for (let k = 0; k < 300; k++) hot(10000);
    console.log('tuned=' + tuned);
  `;
  const out = execFileSync(process.execPath, ['--trace-turbo-inlining', '-r', path.join(ROOT, 'test', 'api', 'support', 'swc-register.js'), '-e', script], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(out).toContain(`tuned=${env.SWITCHYARD_JIT_INLINING === 'on' ? 'false' : 'true'}`);
  return out.split('\n').filter((l) => /inlining/i.test(l));
}

test('tuneJit turns inlining off', () => {
  expect(inliningLines({})).toEqual([]);
});

test('SWITCHYARD_JIT_INLINING=on leaves V8 inlining', () => {
  expect(inliningLines({ SWITCHYARD_JIT_INLINING: 'on' }).length).toBeGreaterThan(0);
});
