/**
 * Ending the game and scoring it. The end conditions are data (title.json endConditions): a timed
 * end is recorded as the state's `endPending` for the round sequence to honour, and the finished
 * game is scored by net worth. The mechanisms add what their holdings are worth (certificateWorth,
 * netWorthExtra hooks).
 */
import { money, type Ctx } from '../context';
import { first, sum } from '../core/mechanism';
import type { Title } from '../definition/compile';
import { certPercents, sharePercent, sharePrice } from '../shares/holdings';
import { playerHolder, type GameState } from './types';

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
      if (h === holder) worth += first(title, 'certificateWorth', title, c, price, pct[i]!) ?? (pct[i]! / sharePercent(title, c)) * price;
    });
  }
  for (const co of Object.values(state.companies)) {
    if (co.owner === holder && !co.closed) worth += title.company.get(co.id)!.value;
  }
  // Holdings of a mechanism's own (title.json britishRail: the national railway's share units at its price; 1820 §9.2 with §13.5).
  worth += sum(title, 'netWorthExtra', title, state, seat);
  return worth;
}


/** The endConditions kind behind an end reason the engine records, where the two differ (else the reason is the kind). */
const KIND_OF_REASON: Record<string, string> = { bank: 'bankBroken', market: 'marketEndCell' };

/** Timings from the soonest to the latest. */
const TIMING_ORDER = ['immediate', 'endOfRound', 'endOfOperatingRound', 'endOfOperatingSet'];

/**
 * Records a timed game end. An end met later takes over only when it comes sooner: a price reaching
 * the end cell (end of this operating round) after the bank broke (end of the set) ends the game
 * at the end of this round, both by the rules and on 18xx.games (1862: stock_market :current_or,
 * bank :full_or). When one action meets two ends of the same timing (a payout that breaks the bank
 * and lifts a price to the end cell, 1860), the one listed first in title.json endConditions names
 * the end, as 18xx.games checks its conditions in its own order after each action.
 */
export function setEndPending(ctx: Ctx, reason: string, timing: string): void {
  const { state } = ctx;
  const pending = state.endPending;
  if (pending) {
    const sooner = TIMING_ORDER.indexOf(timing) - TIMING_ORDER.indexOf(pending.timing);
    if (sooner > 0) return;
    if (sooner === 0) {
      if (pending.atAction !== state.actionCount) return;
      const order = (ctx.title.definition.title.endConditions ?? []).map((e) => e.kind as string);
      const rank = (r: string): number => {
        const i = order.indexOf(KIND_OF_REASON[r] ?? r);
        return i < 0 ? order.length : i;
      };
      if (rank(reason) >= rank(pending.reason)) return;
    }
  }
  state.endPending = { reason, timing, atAction: state.actionCount };
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

/** The score level reached by `score` (title.json scoring.ranks), or null. */
export function rankFor(title: Title, score: number): string | null {
  const ranks = title.definition.title.scoring.ranks ?? [];
  let best: string | null = null;
  let bestAt = -Infinity;
  for (const r of ranks) if (score >= r.atLeast && r.atLeast > bestAt) {
    best = r.name;
    bestAt = r.atLeast;
  }
  return best;
}
