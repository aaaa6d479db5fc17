/**
 * What an action would change, worked out from the engine's summaries of the state before
 * and after it (so it serves any title, and the stand-in engine of the API tests).
 */
import type { GameSummary } from '../engine-port';

export interface PreviewResult {
  log: string[];
  phaseBefore: string;
  phaseAfter: string;
  bankBefore: number;
  bankAfter: number;
  finished: boolean;
  /** Who acts after the action (null when nobody: the game is over). */
  nextActive: GameSummary['active'];
  players: { seat: number; cashBefore: number; cashAfter: number; netWorthBefore: number; netWorthAfter: number }[];
  corporations: {
    id: string;
    cashBefore: number;
    cashAfter: number;
    sharePriceBefore: number | null;
    sharePriceAfter: number | null;
    presidentBefore: number | null;
    presidentAfter: number | null;
    trainsBefore: string[];
    trainsAfter: string[];
  }[];
  /** Trains no corporation holds any more (rusted, or discarded to the pool). */
  trainsRemoved: string[];
}

/** Only what changed: players and corporations with a difference, trains that left every corporation. */
export function previewOf(before: GameSummary, after: GameSummary, log: string[]): PreviewResult {
  const players = after.players
    .map((p) => {
      const b = before.players.find((x) => x.seat === p.seat)!;
      return { seat: p.seat, cashBefore: b.cash, cashAfter: p.cash, netWorthBefore: b.netWorth, netWorthAfter: p.netWorth };
    })
    .filter((p) => p.cashBefore !== p.cashAfter || p.netWorthBefore !== p.netWorthAfter);
  const corporations = after.corporations
    .map((c) => {
      const b = before.corporations.find((x) => x.id === c.id)!;
      return {
        id: c.id,
        cashBefore: b.cash,
        cashAfter: c.cash,
        sharePriceBefore: b.sharePrice,
        sharePriceAfter: c.sharePrice,
        presidentBefore: b.president,
        presidentAfter: c.president,
        trainsBefore: b.trains,
        trainsAfter: c.trains,
      };
    })
    .filter(
      (c) =>
        c.cashBefore !== c.cashAfter ||
        c.sharePriceBefore !== c.sharePriceAfter ||
        c.presidentBefore !== c.presidentAfter ||
        c.trainsBefore.join() !== c.trainsAfter.join(),
    );
  const held = new Set(after.corporations.flatMap((c) => c.trains));
  const trainsRemoved = before.corporations.flatMap((c) => c.trains).filter((t) => !held.has(t));
  return {
    log,
    phaseBefore: before.phase,
    phaseAfter: after.phase,
    bankBefore: before.bank,
    bankAfter: after.bank,
    finished: after.finished,
    nextActive: after.active,
    players,
    corporations,
    trainsRemoved,
  };
}
