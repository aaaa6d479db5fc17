/**
 * The semantic lint rules, run in this order once every file has passed its schema
 * (graphql-js style: a rule is a function, the list is the configuration). To add a rule,
 * write tools/lint/<name>.ts exporting a LintRule and list it in `definitionRules`.
 */
import { abilityRefs } from './ability-refs';
import { auctionRound } from './auction-round';
import { certificateLimit } from './certificate-limit';
import { companies } from './companies';
import { corporations } from './corporations';
import { costOfBusiness } from './cost-of-business';
import { destinations } from './destinations';
import { endConditions } from './end-conditions';
import { futureLabels } from './future-labels';
import { hexes } from './hexes';
import { homeTokens } from './home-tokens';
import { layers } from './layers';
import { market } from './market';
import { mergers } from './mergers';
import { partitions } from './partitions';
import { phaseEvents } from './phase-events';
import { phases } from './phases';
import { players } from './players';
import { printedPathEdges } from './printed-path-edges';
import { printedStopsUpgrade } from './printed-stops-upgrade';
import { rounds } from './rounds';
import { sharePercentRule } from './share-percent';
import { tileIds } from './tile-ids';
import { tileTopology } from './tile-topology';
import { tileUpgrades } from './tile-upgrades';
import { tradeIn } from './trade-in';
import { trains } from './trains';
import type { LintRule } from './types';
import { variantsRule } from './variants';

export type { LintRule } from './types';

/** Rules that check one definition (and are re-run on each variant's patched definition). */
export const definitionRules: readonly LintRule[] = [
  players,
  certificateLimit,
  rounds,
  auctionRound,
  tileIds,
  tileUpgrades,
  tileTopology,
  hexes,
  printedPathEdges,
  printedStopsUpgrade,
  partitions,
  futureLabels,
  corporations,
  sharePercentRule,
  layers,
  homeTokens,
  destinations,
  companies,
  abilityRefs,
  trains,
  tradeIn,
  phases,
  phaseEvents,
  market,
  mergers,
  endConditions,
  costOfBusiness,
];

/** Every rule, the variants check last. */
export const lintRules: readonly LintRule[] = [...definitionRules, variantsRule([...definitionRules])];
