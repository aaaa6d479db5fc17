/**
 * Ending the game and scoring it. The end conditions are data
 * (title.json endConditions); this module applies their timing.
 */
import { certificateValue } from './shareValue';
import { money, type Ctx } from '../context';
import { certPercents, sharePrice } from '../shares/holdings';
import { playerHolder, type GameState } from '../state/types';
import type { Title } from '../definition/compile';
import { rankFor } from './tableau';

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
  // The national railway's share units at its price (title.json britishRail; 1820 §9.2 with §13.5).
  if (state.britishRail) worth += (state.britishRail.holdings[seat] ?? 0) * state.britishRail.price;
  return worth;
}

/**
 * endConditions "noControlledCompany" (1820 §9.1 L902-903): when no player directs any company, the game
 * ends at once; true when it has. Called at the end of each stock round and each Issue & Takeover
 * round (engine/rounds/stock.ts, engine/rounds/issueTakeover.ts). Cousins directing companies (G7) do not count: only players.
 */
export function noControlledCompanyEnds(ctx: Ctx): boolean {
  if (!(ctx.title.definition.title.endConditions ?? []).some((e) => e.kind === 'noControlledCompany')) return false;
  if (Object.values(ctx.state.corporations).some((c) => !c.closed && c.president !== null)) return false;
  ctx.log.push('No player directs any company');
  finishGame(ctx, 'noControlledCompany');
  return true;
}

export function finishGame(ctx: Ctx, reason: string): void {
  const { title, state } = ctx;
  const scores: Record<string, number> = {};
  // scoring.bankruptScoresZero (1820 §10.2 L955): a bankrupt player scores nothing.
  const zero = title.definition.title.scoring.bankruptScoresZero === true;
  state.players.forEach((p) => (scores[String(p.seat)] = zero && p.bankrupt ? 0 : netWorth(title, state, p.seat)));
  const ranking = state.players
    .map((p) => p.seat)
    .sort((a, b) => scores[String(b)]! - scores[String(a)]! || a - b);
  state.finished = { reason, scores, ranking };
  // title.json scoring.ranks (1862 solo S29): the level the winner's score reaches.
  if (title.definition.title.scoring.ranks) state.finished.rank = rankFor(title, scores[String(ranking[0])] ?? 0);
  state.endPending = null;
  ctx.log.push(
    `Game over (${reason}): ${ranking.map((s) => `${state.players[s]!.name} ${money(ctx, scores[String(s)]!)}`).join(', ')}`,
  );
}
