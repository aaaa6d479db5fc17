/** The Cost of Business track's columns (title.json costOfBusiness) and the one the marker is on. */
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';

export interface CostOfBusinessColumn {
  phase: string;
  trainLimit: number;
  maintenance: Record<string, number>;
  floatSizes?: number[];
  takeoverPremium?: number;
  loanInterestPercent?: number;
}

interface CostOfBusinessConfig {
  columns: CostOfBusinessColumn[];
  directorCoversMaintenance?: { priceMove: number };
  /** The director decides whether the maintenance is paid (pay_costs; 1820 §7.2.5 L652-656). */
  maintenanceChoice?: boolean;
}

export function costOfBusinessConfig(title: Title): CostOfBusinessConfig | null {
  return (title.definition.title as { costOfBusiness?: CostOfBusinessConfig }).costOfBusiness ?? null;
}

/** The column the marker is on, or null when the title has no Cost of Business track. */
export function currentColumn(title: Title, state: GameState): CostOfBusinessColumn | null {
  const cfg = costOfBusinessConfig(title);
  if (!cfg || state.costOfBusiness === undefined) return null;
  return cfg.columns[Math.min(state.costOfBusiness, cfg.columns.length - 1)] ?? null;
}

/** What one train of `type` pays for maintenance this operating round (0 without the track). */
export function maintenanceOf(title: Title, state: GameState, type: string): number {
  return currentColumn(title, state)?.maintenance[type] ?? 0;
}
