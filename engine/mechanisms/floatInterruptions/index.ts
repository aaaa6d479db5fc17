/**
 * What a corporation floating in a stock turn does before play goes on, each interrupting the
 * round's turns while it is pending, in this order: its president chooses how many station tokens
 * it buys (title.json startModes tokens; engine/mechanisms/startModes/), it places its first
 * stations when it has no fixed home (title.json floatStations; 1820 §6.6.2), it lays its home
 * track (rounds.stock.homeTrackAtFloat; 1860 rules, Floating).
 */
import type { Ctx } from '../../context';
import type { Interruption, Mechanism } from '../../core/mechanism';
import { floatStationsActor, floatStationsLegal, processFloatStations } from '../floatStations';
import { homeTrackActor, homeTrackLegal, processHomeTrack } from '../homeTrack';
import { processTokenChoice, tokenChoiceActor, tokenChoiceLegal } from '../startModes';

const tokenChoice: Interruption = { name: 'tokenChoice', actor: tokenChoiceActor, legal: tokenChoiceLegal, process: processTokenChoice };
const floatStations: Interruption = { name: 'floatStations', actor: floatStationsActor, legal: floatStationsLegal, process: processFloatStations };
const homeTrack: Interruption = { name: 'homeTrack', actor: homeTrackActor, legal: homeTrackLegal, process: processHomeTrack };

/** Whether a floating corporation's choice of tokens, first stations or home track is pending. */
function floatPending(ctx: Ctx): boolean {
  const r = ctx.state.round;
  return r.kind === 'stock' && !!(r.tokenChoice?.length || r.floatStations?.length || r.homeTrack?.length);
}

export const mechanism: Mechanism = {
  id: 'floatInterruptions',
  // No block of its own: it asks the float steps of startModes/, floatStations/ and homeTrack/, whose
  // blocks (title.startModes, title.floatStations, rounds.stock.homeTrackAtFloat) switch it on.
  block: null,
  appliesTo: (d) => d.title.startModes !== undefined || d.title.floatStations !== undefined || (d.title.rounds.stock as { homeTrackAtFloat?: unknown }).homeTrackAtFloat !== undefined,
  hooks: {
    stockTurnInterrupted: floatPending,
    // A floating corporation's tokens, first stations and home track come before a placement under way goes on.
    placementWaits: floatPending,
  },
  interruptions: { stock: [tokenChoice, floatStations, homeTrack] },
};
