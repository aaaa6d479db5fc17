/**
 * Variable share counts (title.json `shareCounts`; 1820 §13.3 L1255-1260, Table 5.1 L286-294, §6.6.2
 * L503): a corporation starts with a share count chosen in its par action from those open in the
 * phase; it then has that many equal certificates (CorporationState.equalShares, shares/holdings.ts
 * certPercents and sharePercent) and its price is quoted per share.
 */
import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';
import { currentColumn } from '../costOfBusiness';
import { afterPlacement, increasePlacement, increaseShareCount } from './increaseShareCount';
import { increaseSales } from './increaseSales';
import { sellNotIncreasedThisRound } from './sellNotIncreasedThisRound';

export const SHARE_COUNTS_REF = '1820 rules §6.6.2 L503, §10.5 L991 and Figure 10.1 (float sizes; Table 5.1)';

/**
 * The share counts a corporation may start with now, or null when the title has fixed certificates.
 * shareCounts.atFloatFrom "costOfBusiness": the current Cost of Business column's floatSizes ([DECISION] D8 #5:
 * §6.6.2 L503 and §10.5 L991 name the chart as the source of float sizes; it allows 5 or 10 shares in the green
 * columns where Table 5.1 says 10, and agrees with it everywhere else). Otherwise `atFloat` by phase.
 */
export function shareCountsAtFloat(title: Title, state: GameState): number[] | null {
  const table = title.definition.title.shareCounts?.atFloat;
  if (!table) return null;
  if (title.definition.title.shareCounts?.atFloatFrom === 'costOfBusiness') {
    const sizes = currentColumn(title, state)?.floatSizes;
    if (sizes) return sizes;
  }
  let best: { from: number; counts: number[] } | null = null;
  for (const entry of table) {
    const from = title.phases.findIndex((p) => p.id === entry.fromPhase);
    if (from < 0 || from > state.phase) continue;
    if (!best || from >= best.from) best = { from, counts: entry.counts };
  }
  return best ? best.counts : [];
}

/**
 * title.json shareCounts: the par chooses the share count (1820 Table 5.1); with `increase`, a director
 * increases it as a stock action (the step increaseShareCount), and its placement holds the turn.
 */
export const mechanism: Mechanism = {
  summary: { words: { phaseStatus: { noShareCountReduction: 'companies may not reduce their share count' } } },
  id: 'shareCounts',
  block: 'title.shareCounts',
  slice: { keys: ['increase', 'increased'] },
  appliesTo: (d) => d.title.shareCounts !== undefined || d.title.rounds.stock.steps.includes('increaseShareCount'),
  stockSteps: { increaseShareCount },
  interruptions: { stock: [increasePlacement] },
  hooks: {
    // Holders' sales while an increase is under way (shareCounts.increase.holdersMaySell; increaseSales.ts checks the setting).
    outOfTurnSources: () => [increaseSales],
    // No sale of a company increased this round, asked where the core's list used to hold it.
    stockRules: () => [{ action: 'sell_shares', at: 'corporation', rule: sellNotIncreasedThisRound }],
    // An increase waiting for its 40% (§6.5.2.2 step 4) holds the turn and is placed by the director on turn;
    // once placed (need 0) it waits only for its director to finish it (shareCounts.increase.holdersMaySell).
    stockTurnInterrupted: (ctx) => ctx.state.round.kind === 'stock' && !!ctx.state.round.increase,
    stockActionOpen: (ctx) => ctx.state.round.kind === 'stock' && !!ctx.state.round.increase,
    placementUnderWay: (ctx) => {
      const r = ctx.state.round;
      return r.kind === 'stock' && r.increase && r.increase.need > 0 && !r.protection && !r.offer ? { corporation: r.increase.corporation, seat: r.turn } : null;
    },
    // A share of the increase placed by a deal (negotiation/ placeShare): the increase goes on.
    placementBought: afterPlacement,
    parCertificateCounts: (title, state) => {
      const counts = shareCountsAtFloat(title, state);
      return counts === null ? null : { counts, ref: SHARE_COUNTS_REF };
    },
  },
};
