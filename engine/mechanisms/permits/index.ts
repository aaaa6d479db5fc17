import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import { shuffled } from '../../rng';
import type { GameState } from '../../state/types';

/**
 * Permits dealt at setup (title.json `permits`; 1862 §2.2 step 3 and §2.11.5). The list takes the
 * pool's kinds in turn, one of each per pass while its count lasts (1862: F, E, L, F, E, L, ...);
 * for each `dropBelowPlayers` key above the player count, the last entry of each kind listed is
 * removed; the list is shuffled with the game's generator (rng.ts `shuffled`: Fisher-Yates, or
 * 18xx.games' random keys with the "lcg31" generator); the i-th corporation still in play, in
 * definition order, gets entry i as `permits`, also kept as `originalPermits`. A corporation
 * beyond the end of the list gets an empty list: it may run only trains without a kind (1862
 * deals one to each company in play).
 */
function dealPermits(title: Title, state: GameState, players: number): void {
  const rule = title.definition.title.permits;
  if (!rule) return;
  const left = rule.pool.map((p) => p.count);
  const list: string[] = [];
  for (let more = true; more; ) {
    more = false;
    rule.pool.forEach((p, i) => {
      if (left[i]! <= 0) return;
      list.push(p.kind);
      left[i]!--;
      more = true;
    });
  }
  for (const [below, kinds] of Object.entries(rule.dropBelowPlayers ?? {})) {
    if (players >= Number(below)) continue;
    for (const kind of kinds) {
      const i = list.lastIndexOf(kind);
      if (i >= 0) list.splice(i, 1);
    }
  }
  const deck = shuffled(state, list);
  // Corporations removed at setup get none (1862 §2.2 step 3: "the remaining corporations in definition order").
  title.corporations
    .filter((c) => !state.corporations[c.id]!.removed)
    .forEach((c, i) => {
      const corp = state.corporations[c.id]!;
      corp.permits = i < deck.length ? [deck[i]!] : [];
      corp.originalPermits = [...corp.permits];
    });
}

export const mechanism: Mechanism = {
  id: 'permits',
  block: 'title.permits',
  appliesTo: (d) => d.title.permits !== undefined,
  hooks: { setUp: dealPermits },
};
