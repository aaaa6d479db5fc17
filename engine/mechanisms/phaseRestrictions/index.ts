/**
 * Standing restrictions of a phase (phases.json `haltsCount: false`, `building: false`),
 * in force from the phase's start, or, with `restrictionsFrom: "nextStockRound"`, from
 * the first stock round after it began (1860 rules, Formation of the Southern Railway
 * L893-898: track and bases may still be built until the end of the current set of
 * operating rounds; from the following stock round no track, no bases, and halts no
 * longer count). `GameState.stockRoundPhase` records the phase when the latest stock
 * round began.
 */
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';
import { allowedInFinalEra } from '../finalEra';
import type { Mechanism } from '../../core/mechanism';
import { illegal } from '../../errors';

export const SOUTHERN_REF = '1860 rules, Formation of the Southern Railway L893-898';

function inForce(title: Title, state: GameState): boolean {
  const phase = title.phases[state.phase] as { restrictionsFrom?: string };
  if (phase.restrictionsFrom !== 'nextStockRound') return true;
  return (state.stockRoundPhase ?? -1) >= state.phase;
}

/** Whether halts count on routes now. */
export function haltsCountNow(title: Title, state: GameState): boolean {
  const phase = title.phases[state.phase] as { haltsCount?: boolean };
  return phase.haltsCount !== false || !inForce(title, state);
}

/** Whether track may be laid and station tokens placed now. */
export function buildingAllowed(title: Title, state: GameState): boolean {
  const phase = title.phases[state.phase] as { building?: boolean };
  if (!allowedInFinalEra(title, state, 'building')) return false;
  return phase.building !== false || !inForce(title, state);
}

/** Phases that stop building (phases.json building false) and the final era's building freeze. */
export const mechanism: Mechanism = {
  id: 'phaseRestrictions',
  block: 'phases[].building, phases[].haltsCount, title.finalEra.after.building',
  appliesTo: (d) =>
    d.phases.phases.some((p) => (p as { building?: boolean }).building === false || (p as { haltsCount?: boolean }).haltsCount === false) || d.title.finalEra?.after?.building === false,
  hooks: {
    permits: (title, state, what) => what !== 'building' || buildingAllowed(title, state),
    haltsCount: haltsCountNow,
    trackRefusal: (ctx) => (buildingAllowed(ctx.title, ctx.state) ? null : illegal('no track may be laid or upgraded any more', SOUTHERN_REF)),
    stationRefusal: (ctx) => (buildingAllowed(ctx.title, ctx.state) ? null : illegal('no station may be placed any more', SOUTHERN_REF)),
  },
};
