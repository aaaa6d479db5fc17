/**
 * A pending home upgrade (title.json rounds.operating.homeStation fallback upgradeForSlot; 1862
 * digest §2.6 item 1): when the home city has no slot, the corporation's turn opens with a lay on
 * its home hex that adds one (18xx.games' HomeUpgrade step opens the turn), before any step.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import { actingSeat } from '../../state/actingSeat';
import { layTrack } from '../../steps/layTrack';
import type { Actor } from '../../steps/step';
import { HOME_STATION_REF } from './index';

function homeUpgradeActor(ctx: Ctx): Actor | null {
  const round = ctx.state.round;
  if (round.kind !== 'operating' || round.current === null || !round.turn.homeUpgrade) return null;
  return { entityType: 'corporation', entity: round.current, seat: actingSeat(ctx.state, round.current, ctx.title) };
}

function homeUpgradeProcess(ctx: Ctx, actor: Actor, action: Action): void {
  if (action.type !== 'lay_tile') throw illegal(`${String(actor.entity)} must first upgrade its home hex`, HOME_STATION_REF);
  layTrack.process(ctx, actor, action);
}

export const mechanism: Mechanism = {
  id: 'homeUpgrade',
  block: 'title.rounds.operating.homeStation',
  slice: { keys: ['homeUpgrade'] },
  appliesTo: (d) => (d.title.rounds.operating as { homeStation?: unknown }).homeStation !== undefined,
  // The track step is not over while the home upgrade is pending.
  hooks: { layAwaited: (ctx) => ctx.state.round.kind === 'operating' && ctx.state.round.turn.homeUpgrade === true },
  interruptions: { operating: [{ name: 'homeUpgrade', actor: homeUpgradeActor, legal: (ctx, actor) => layTrack.legal(ctx, actor), process: homeUpgradeProcess }] },
};

declare module '../../state/slices' {
  interface OperatingTurnSlices {
    /** True while the corporation must first lay a tile on its home hex that gives its home city a slot, then place its home station there (rounds.operating.homeStation fallbacks "upgradeForSlot"). Absent: no such lay pending. */
    homeUpgrade?: boolean;
  }
}
