/**
 * The Cost of Business track (title.json costOfBusiness; 1820 §10.5 L984-1031, Figure 10.1,
 * digest D5.3): the game's central timeline. The marker sits on one column (state
 * `costOfBusiness`, 0-based); the column gives the train limit, each train's maintenance per
 * operating round, the loan interest, and the float sizes and takeover premium later
 * mechanisms will read. It moves one column at the start of every Issue & Takeover round
 * (L989-990, §8.1 L717) and jumps to the first column of a colour when that colour's first
 * train is bought (L991-993); a column of a later colour starts its phase and takes the
 * earlier colours' trains left in the supply out of the game (§8.1 L719-724). Past the last
 * column lies END: the game ends at once (§9.1 L905).
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { finishGame } from '../end';
import { discardFromSupply, enterPhase, enforceTrainLimits } from '../trains';
import type { GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import { payMaintenance } from './payMaintenance';
import { retireTrains } from './retireTrains';
import { costOfBusinessConfig, currentColumn, maintenanceOf } from './columns';
import type { PublicState } from '../../public-view';

export { costOfBusinessConfig, currentColumn, maintenanceOf, type CostOfBusinessColumn } from './columns';

export const REF = '1820 rules §10.5 L984-1031 (Cost of Business)';

/**
 * Puts the marker on column `index`: a column of a later phase starts that phase, and the depot's
 * trains that start earlier phases leave the game (1820 §8.1 L719-724: "the remaining trains of
 * the previous colour are removed from the supply").
 */
function moveTo(ctx: Ctx, index: number): void {
  const { title, state } = ctx;
  const cfg = costOfBusinessConfig(title)!;
  state.costOfBusiness = index;
  const col = cfg.columns[index]!;
  ctx.log.push(`The Cost of Business marker moves to column ${index + 1} (${col.phase})`);
  const phaseIndex = title.phases.findIndex((p) => p.id === col.phase);
  if (phaseIndex > state.phase) {
    enterPhase(ctx, phaseIndex);
    const earlier = new Set(title.phases.slice(0, phaseIndex).map((p) => p.onTrain).filter((t): t is string => !!t));
    let removed = 0;
    for (const t of state.trains) {
      if (t.owner === 'depot' && earlier.has(t.type)) {
        t.owner = 'scrap';
        removed++;
      }
    }
    if (removed > 0) ctx.log.push(`${removed} train(s) of the earlier colours leave the supply`);
  }
  // The limit in force is the column's (limitNow): enforce it whenever the marker moves, also when the
  // phase has already begun (a discard or purchase entered it first, while the old column's limit held).
  enforceTrainLimits(ctx);
}

/** One column on (the Issue & Takeover round's first step); past the last column the game ends. */
export function advanceCostOfBusiness(ctx: Ctx): void {
  const { title, state } = ctx;
  const cfg = costOfBusinessConfig(title);
  if (!cfg || state.costOfBusiness === undefined) return;
  const next = state.costOfBusiness + 1;
  if (next >= cfg.columns.length) {
    state.costOfBusiness = cfg.columns.length;
    ctx.log.push('The Cost of Business marker reaches END: the game ends');
    finishGame(ctx, 'costOfBusinessEnd');
    return;
  }
  moveTo(ctx, next);
}

/** After a phase has begun by a train: the marker jumps to that phase's first column if it is behind it (1820 L991-993). */
export function followPhase(ctx: Ctx): void {
  const { title, state } = ctx;
  const cfg = costOfBusinessConfig(title);
  if (!cfg || state.costOfBusiness === undefined) return;
  const id = title.phases[state.phase]!.id;
  const first = cfg.columns.findIndex((c) => c.phase === id);
  if (first > state.costOfBusiness) moveTo(ctx, first);
}

/**
 * The Issue & Takeover round's second step (1820 §8.1 L726-733, L259): the depot's next train
 * leaves the game. An unlimited type never runs out, so nothing goes. When it was the last of its
 * type, the first train of the next type goes too. A discarded train of a new colour starts its
 * phase (the marker jumps), as a purchase would (Table 5.1 notes: "or discarded during an I&T").
 */
export function discardSupplyTrain(ctx: Ctx): void {
  discardFromSupply(ctx, {
    count: 1,
    cascade: true,
    unlimited: 'keep',
    say: (t, after) => (after ? `That was the last ${after.type}: a ${t.type} train is discarded too` : `A ${t.type} train is discarded from the supply`),
  });
}

/** The Cost of Business marker for the public view (title.json costOfBusiness), or nothing without the track. */
function costOfBusinessView(title: Title, state: GameState): { costOfBusiness?: PublicState['costOfBusiness'] } {
  const cfg = costOfBusinessConfig(title);
  if (!cfg || state.costOfBusiness === undefined) return {};
  const atEnd = state.costOfBusiness >= cfg.columns.length;
  const col = atEnd ? null : currentColumn(title, state);
  return {
    costOfBusiness: {
      column: state.costOfBusiness + 1,
      columns: cfg.columns.length,
      phase: col?.phase ?? null,
      trainLimit: col?.trainLimit ?? null,
      loanInterestPercent: col?.loanInterestPercent ?? null,
      maintenance: Object.entries(col?.maintenance ?? {}).map(([train, cost]) => ({ train, cost })),
    },
  };
}

export const mechanism: Mechanism = {
  id: 'costOfBusiness',
  summary: { words: { operatingSteps: { payMaintenance: 'pay train maintenance (Cost of Business)', retireTrains: 'discard trains from the game' } } },
  block: 'title.costOfBusiness',
  slice: { keys: ['costOfBusiness', 'maintenancePaid'] },
  appliesTo: (d) => (d.title as { costOfBusiness?: unknown }).costOfBusiness !== undefined,
  hooks: {
    // The Cost of Business marker starts on the first column (1820 §10.5 L986).
    setUp: (_title, state) => {
      state.costOfBusiness = 0;
    },
    trainLimit: (title, state) => currentColumn(title, state)?.trainLimit ?? null,
    publicView: costOfBusinessView,
    trainMaintenance: maintenanceOf,
    // The Cost of Business marker jumps to a colour a purchase started (1820 L991-993).
    phaseChanged: (ctx, type) => {
      if (type !== undefined) followPhase(ctx);
    },
  },
  // 1820 rules §7.2.5 (Pay train maintenance) and §7.2.6 (Discard trains): steps of the turn.
  operatingSteps: { payMaintenance, retireTrains },
};

declare module '../../state/slices' {
  interface GameSlices {
    /** The Cost of Business marker's column, 0-based (title.json costOfBusiness); the column count once it has reached END. Absent: no such track. */
    costOfBusiness?: number;
  }
}
