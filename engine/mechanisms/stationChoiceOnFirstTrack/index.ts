/**
 * Stations placed again when a trackless hex of several cities gets its first tile (title.json
 * rounds.operating.stationChoiceOnFirstTrack). A home station on such a hex (two city circles
 * printed on a yellow OO hex without track) is put in its first city when the corporation first
 * operates, since nothing yet tells the cities apart; the first tile laid there gives them track,
 * and a president then chooses its city, as 18xx.games plays it (Tracker#update_token!). Each lifted
 * station waits in the operating round's `stationChoices`, and the interruption below asks for its
 * place (place_token on the hex) before play goes on. Who chooses is the setting's value:
 * "operator" (18xx.games' :current_operator, the default of its titles): the corporation that
 * laid the tile places every lifted station, another corporation's too; "owner" (18xx.games' 1835,
 * 1880): each station's own corporation places it.
 */
import type { Ctx } from '../../context';
import { illegal } from '../../errors';
import { actionId } from '../../ids';
import { freeSlot } from '../../map/tokens';
import { placedTile } from '../../map/graph';
import type { Interruption, Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import type { OperatingRoundState } from '../../state/types';
import { addHexToken, keepHexTokens } from '../../state/hexes';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { actingSeat } from '../receivership';

const REF = 'As 18xx.games plays it: the home station on a trackless two-city hex is placed in the city its president chooses once the first tile is laid there (rounds.operating.stationChoiceOnFirstTrack)';

function pending(ctx: Ctx): OperatingRoundState['stationChoices'] {
  const r = ctx.state.round;
  return r.kind === 'operating' && r.stationChoices?.length ? r.stationChoices : undefined;
}

/** The cities of the hex where the waiting station may go: those of the new tile with a free slot. */
function cities(ctx: Ctx, corp: string, hex: string): number[] {
  const tile = placedTile(ctx.title, ctx.state, hex)?.tile;
  return (tile?.cities ?? []).map((_n, city) => city).filter((city) => freeSlot(ctx, hex, city, corp) !== null);
}

const choice: Interruption = {
  name: 'stationChoiceOnFirstTrack',
  actor(ctx) {
    const first = pending(ctx)?.[0];
    if (!first) return null;
    const chooser = first.chooser ?? first.corporation;
    return { entityType: 'corporation', entity: chooser, seat: actingSeat(ctx.state, chooser, ctx.title) };
  },
  legal(ctx, actor): LegalAction[] {
    const first = pending(ctx)![0]!;
    return cities(ctx, first.corporation, first.hex).map((city) => {
      const action = act(actor, 'place_token', { hex: first.hex, city });
      return { id: actionId(action), action };
    });
  },
  process(ctx, _actor: Actor, action) {
    const list = pending(ctx)!;
    const first = list[0]!;
    const a = action as { type: string; hex?: string; city?: number };
    if (a.type !== 'place_token' || a.hex !== first.hex || !cities(ctx, first.corporation, first.hex).includes(Number(a.city)))
      throw illegal(`${first.chooser ?? first.corporation} must first place ${first.corporation}'s station again in a city of ${first.hex} with a free slot`, REF);
    const city = Number(a.city);
    const slot = freeSlot(ctx, first.hex, city, first.corporation)!;
    addHexToken(ctx.state, first.hex, { corporation: first.corporation, city, slot });
    ctx.state.corporations[first.corporation]!.tokens.splice(first.index, 0, { hex: first.hex, city });
    list.shift();
    ctx.log.push(first.chooser && first.chooser !== first.corporation ? `${first.chooser} places ${first.corporation}'s station on ${first.hex} (city ${city})` : `${first.corporation} places its station on ${first.hex} (city ${city})`);
  },
};

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** rounds.operating.stationChoiceOnFirstTrack: who chooses the city of a lifted station; null when off. */
    stationChoiceOnFirstTrack: 'operator' | 'owner' | null;
  }
}

/** The rules summary's lifted stations: who chooses their city. */
const summary: SummaryPart = {
  fields: (title) => ({ special: { stationChoiceOnFirstTrack: title.rounds.operating.stationChoiceOnFirstTrack ?? null } }),
  fieldsWhenOff: { special: { stationChoiceOnFirstTrack: null } },
  text: {
    stations: (s) => [
      'A station on a hex of several cities without track is placed in its first city; when the first tile is laid there, it is placed again in the city ' +
        (s.special.stationChoiceOnFirstTrack === 'operator' ? "the president of the corporation laying the tile chooses, whoever's station it is." : "its own corporation's president chooses."),
    ],
  },
};

export const mechanism: Mechanism = {
  summary,
  id: 'stationChoiceOnFirstTrack',
  block: 'title.rounds.operating.stationChoiceOnFirstTrack',
  slice: { keys: ['stationChoices'] },
  appliesTo: (d) => d.title.rounds.operating.stationChoiceOnFirstTrack !== undefined,
  hooks: {
    tileLaid(ctx, corp, hex, tileId, _check, replaced) {
      if (replaced !== null || ctx.state.round.kind !== 'operating') return;
      const printed = ctx.title.hexes.get(hex)?.printed;
      if (!printed || printed.cities.length < 2 || printed.paths.length > 0) return;
      if ((ctx.title.tiles.get(tileId)?.paths.length ?? 0) === 0) return;
      const hs = ctx.state.hexes[hex]!;
      const round = ctx.state.round;
      for (const t of hs.tokens.filter((x) => !x.blocked)) {
        const c = ctx.state.corporations[t.corporation]!;
        const index = c.tokens.findIndex((x) => x.hex === hex && x.city === t.city);
        if (index < 0) continue;
        c.tokens.splice(index, 1);
        const chooser = ctx.title.rounds.operating.stationChoiceOnFirstTrack === 'owner' ? t.corporation : corp;
        (round.stationChoices ??= []).push({ corporation: t.corporation, hex, index, chooser });
        ctx.log.push(chooser === t.corporation ? `${t.corporation} must choose the city of its station on ${hex}` : `${chooser} must choose the city of ${t.corporation}'s station on ${hex}`);
      }
      keepHexTokens(ctx.state, hex, (x) => x.blocked === true);
    },
  },
  interruptions: { operating: [choice] },
};

declare module '../../state/slices' {
  interface OperatingRoundSlices {
    /** Stations lifted by a first tile (title rounds.operating.stationChoiceOnFirstTrack), each with the corporation whose president places it. Absent: none. */
    stationChoices?: { corporation: string; hex: string; index: number; chooser?: string }[];
  }
}
