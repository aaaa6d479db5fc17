/**
 * Jest's setup in each worker (jest.config.js setupFiles): the engine runs in the tests as the server runs it,
 * V8's optimising compiler without inlining (tools/jit.ts), which makes the engine-heavy suites faster.
 */
import { tuneJit } from '../../tools/jit';

tuneJit();
