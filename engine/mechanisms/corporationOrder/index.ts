/**
 * Setup by offer order (title.json setup.corporationOrder; 1862 §2.2, steps 1, 2 and 4): the
 * corporations are shuffled into an offer order, the first few leave the game, and the rest
 * become available in waves counted from the back of the order. The shuffle draws from the game's
 * generator (with setup.generator "lcg31", exactly as 18xx.games draws it), so the setup is part of
 * the deterministic fold of seed and log.
 */
import { corporationInWave } from './rules/corporationInWave';
import type { Title } from '../../definition/title';
import { shuffled } from '../../rng';
import type { GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';

export { corporationAvailable, WAVES_REF } from './waves';

export function setUpCorporationOrder(title: Title, state: GameState, players: number): void {
  const rule = title.definition.title.setup?.corporationOrder;
  if (!rule) return;
  const order = shuffled(state, title.corporations.map((c) => c.id));
  const remove = rule.remove?.[String(players)] ?? rule.remove?.default ?? 0;
  for (const id of order.slice(0, remove)) {
    const c = state.corporations[id]!;
    c.closed = true;
    c.removed = true;
  }
  const staying = order.slice(remove);
  state.offerOrder = staying;
  // Waves from the back: the first wave listed takes the last `count` corporations, the next the
  // `count` before them, and so on; the rest are available from the start.
  let end = staying.length;
  for (const wave of rule.waves ?? []) {
    const start = Math.max(0, end - wave.count);
    for (const id of staying.slice(start, end)) state.corporations[id]!.availableFrom = wave.phase;
    end = start;
  }
}

export const mechanism: Mechanism = {
  id: 'corporationOrder',
  block: 'title.setup.corporationOrder',
  appliesTo: (d) => d.title.setup?.corporationOrder !== undefined,
  hooks: { setUp: setUpCorporationOrder, stockRules: () => [{ action: 'par', at: 'corporation', rule: corporationInWave }] },
};
