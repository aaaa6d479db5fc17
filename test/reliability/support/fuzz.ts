/** Shared by the CI fuzz tests (test/reliability/fuzz*.test.ts). */
import type { runFuzz } from '../../../tools/fuzz';
import { formatViolation } from '../../../tools/fuzz';

/** No violation, no stalled game, and every game played to an end. */
export function expectClean(result: ReturnType<typeof runFuzz>): void {
  const problems = [...result.violations.map(formatViolation), ...result.stalled.map((r) => `${r.title} seed ${r.seed} stalled: ${r.stalled}`)];
  expect(problems).toEqual([]);
  for (const r of result.reports) expect(r.finished).not.toBeNull();
}
