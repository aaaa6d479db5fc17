/**
 * Ending the game and scoring it. The end conditions are data
 * (title.json endConditions); this module applies their timing.
 */
import { certificateValue } from './shareValue';
import { money, type Ctx } from '../context';
import { certPercents, sharePrice } from '../shares/holdings';
import { playerHolder, type GameState } from '../state/types';
import type { Title } from '../definition/compile';

/** A player's net worth: cash, shares at market value, private companies at face value. */
export function netWorth(title: Title, state: GameState, seat: number): number {
  const holder = playerHolder(seat);
  let worth = state.players[seat]!.cash;
  for (const c of Object.values(state.corporations)) {
    if (c.closed) continue;
    const price = sharePrice(title, c);
    if (price === null) continue;
    const pct = certPercents(title, c);
    c.certs.forEach((h, i) => {
      if (h === holder) worth += certificateValue(title, c, price, pct[i]!);
    });
  }
  for (const co of Object.values(state.companies)) {
    if (co.owner === holder && !co.closed) worth += title.company.get(co.id)!.value;
  }
  return worth;
}

export function finishGame(ctx: Ctx, reason: string): void {
  const { title, state } = ctx;
  const scores: Record<string, number> = {};
  state.players.forEach((p) => (scores[String(p.seat)] = netWorth(title, state, p.seat)));
  const ranking = state.players
    .map((p) => p.seat)
    .sort((a, b) => scores[String(b)]! - scores[String(a)]! || a - b);
  state.finished = { reason, scores, ranking };
  state.endPending = null;
  ctx.log.push(
    `Game over (${reason}): ${ranking.map((s) => `${state.players[s]!.name} ${money(ctx, scores[String(s)]!)}`).join(', ')}`,
  );
}
