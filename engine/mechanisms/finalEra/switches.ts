/** The final era's rule (title.json finalEra) and the switches its `after` turns off once it has begun. */
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import type { GameState } from '../../state/types';

export const FINAL_ERA_REF = 'title.json finalEra (1862.md §2.9)';

/** title.json `finalEra`, as its schema gives it. */
export type FinalEraRule = NonNullable<TitleFile['finalEra']>;

export function finalEraRule(title: Title): FinalEraRule | null {
  return title.definition.title.finalEra ?? null;
}

type Switch = 'starts' | 'building' | 'salesMovePrice' | 'trainTrades' | 'mergers' | 'certificateLimitSales' | 'bankBreakEnds';

/** False when the final era has begun and switches `what` off. */
export function allowedInFinalEra(title: Title, state: GameState, what: Switch): boolean {
  if (state.finalEra !== 'formed') return true;
  return finalEraRule(title)?.after?.[what] !== false;
}
