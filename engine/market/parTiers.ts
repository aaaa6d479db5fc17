/**
 * Par prices that open by phase (market.json `parTiers`). 1843 rules L1822-1934 and the board's Par
 * Chart: yellow pars 67/73/79 from the yellow phase, green 86/94 from green, blue 105 from blue,
 * brown 120 from brown; 1820 §16.1 (L1587-1610) the same by its own tiers. A tier opens when the
 * game reaches its phase or any later one; a par cell in no tier is always open.
 */
import type { Title } from '../definition/title';
import type { GameState } from '../state/types';

export const PAR_TIERS_REF = 'market.json parTiers (1843 rules L1822-1934, Par Chart; 1820 rules §16.1)';

/** The tier prices not yet open in the current phase (empty without tiers). */
export function closedParPrices(title: Title, state: GameState): Set<number> {
  const closed = new Set<number>();
  for (const tier of title.market.parTiers ?? []) {
    const from = title.phases.findIndex((p) => p.id === tier.fromPhase);
    if (from > state.phase) for (const p of tier.prices) closed.add(p);
  }
  // A price listed in an open tier too stays open.
  for (const tier of title.market.parTiers ?? []) {
    const from = title.phases.findIndex((p) => p.id === tier.fromPhase);
    if (from <= state.phase) for (const p of tier.prices) closed.delete(p);
  }
  return closed;
}

/** Whether a par price is open in the current phase. */
export function parPriceOpen(title: Title, state: GameState, price: number): boolean {
  return !closedParPrices(title, state).has(price);
}
