/**
 * Whether a sale of shares moves the price: title.json rounds.stock.sellMovement, the one setting
 * for the question (it replaced five that each answered part of it).
 */
import type { Title } from '../definition/title';
import type { CorporationState, GameState } from '../state/types';

/** True when shares of `c` sold now drop its price, one row per share (sellMovement.move "downPerShare"). */
export function saleMovesPrice(title: Title, state: GameState, c: CorporationState): boolean {
  const rule = title.rounds.stock.sellMovement;
  if (rule.move !== 'downPerShare') return false;
  // 1860 rules, Share Price Movement: no fall before the corporation has operated;
  // 1862 rules §2.5: nor before it has floated.
  if (rule.notBefore === 'operated' && !c.operated) return false;
  if (rule.notBefore === 'floated' && !c.floated) return false;
  // 1860 rules, Share Price Movement: none once the first 8+4 is bought (phase "8").
  if (rule.notFromPhase !== undefined) {
    const from = title.phases.findIndex((p) => p.id === rule.notFromPhase);
    if (from !== -1 && state.phase >= from) return false;
  }
  return true;
}
