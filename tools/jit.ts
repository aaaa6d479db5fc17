/**
 * How our processes that run the engine tune V8's optimising compiler (TurboFan): without inlining. The server
 * (api/main.ts), the CLI (tools/cli.ts) and the benchmarks (bench/common.ts) call `tuneJit` first, so the
 * benchmarks time the engine as the server runs it. SWITCHYARD_JIT_INLINING=on leaves V8's default.
 *
 * Why: the engine is a lot of code, and each title takes other branches of it. With inlining, TurboFan spent
 * about three times the CPU compiling it that the engine spent running (`node --trace-opt`: 1.7–1.8 s of
 * compiles over twelve replays of one 1862 game that took 0.54–0.63 s, one function 20–57 ms), on the second
 * core while the engine waits for its optimised code; and the inlined code ran no faster once compiled. Without
 * inlining, on this project's two-core machine (docs/performance.md, "Where it stands"): the six games' replay,
 * warm, 37–47 µs per action against 53–62; legalActions p99 2.3–2.4 ms against 3.2–3.6; the route optimiser
 * and the server's acts unchanged or a little faster.
 * V8 reads the flag whenever it compiles, so it holds for all code compiled after the call, worker threads'
 * included (V8's flags are the process's).
 */
import * as v8 from 'node:v8';

/** Turns inlining off unless `env` keeps it; whether it did. A Node whose V8 refuses the flag runs with its default. */
export function tuneJit(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SWITCHYARD_JIT_INLINING === 'on') return false;
  try {
    v8.setFlagsFromString('--no-turbo-inlining');
    return true;
  } catch {
    return false;
  }
}
