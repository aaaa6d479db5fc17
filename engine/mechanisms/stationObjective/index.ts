/**
 * corporations.json `stationObjective` (18AL's historical objectives; 18xx.games G18AL: a corporation's
 * assign_hexes ability, paid by its token step; facts only): the first time a station of the corporation
 * stands on the objective's hex, the bank pays the bonus into its treasury, once in the game.
 *
 * Checked after every action (the actionApplied hook): a station goes down by a place_token, a company's
 * power or a tile lifting one, and each way counts. A corporation reaching the hex is marked, so the bonus
 * is paid once even if the station later leaves the map.
 */
import { money, type Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { pay } from '../../state/bank';
import { corpHolder } from '../../state/types';

export const STATION_OBJECTIVE_REF = '18AL: historical objectives (a station in the charter\'s city earns $100 once)';

interface StationObjective {
  hex: string;
  bonus: number;
}

const objectiveOf = (ctx: Ctx, corp: string): StationObjective | undefined =>
  (ctx.title.corporation.get(corp) as { stationObjective?: StationObjective } | undefined)?.stationObjective;

function payReachedObjectives(ctx: Ctx): void {
  for (const c of Object.values(ctx.state.corporations)) {
    if (c.stationObjectiveMet || c.closed) continue;
    const objective = objectiveOf(ctx, c.id);
    if (!objective) continue;
    if (!ctx.state.hexes[objective.hex]?.tokens.some((t) => t.corporation === c.id && !t.blocked)) continue;
    c.stationObjectiveMet = true;
    pay(ctx, 'bank', corpHolder(c.id), objective.bonus);
    ctx.log.push(`${c.id} reaches its objective ${objective.hex} and receives ${money(ctx, objective.bonus)}`);
  }
}

export const mechanism: Mechanism = {
  id: 'stationObjective',
  block: 'corporations[].stationObjective',
  appliesTo: (d) => d.corporations.corporations.some((c) => c.stationObjective !== undefined),
  slice: { keys: ['stationObjectiveMet'] },
  summary: {
    fields: (title) => ({
      special: {
        stationObjectives: title.corporations.flatMap((c) => {
          const o = (c as { stationObjective?: StationObjective }).stationObjective;
          return o ? [{ corporation: c.id, hex: o.hex, bonus: o.bonus }] : [];
        }),
      },
    }),
    fieldsWhenOff: { special: { stationObjectives: [] } },
    text: {
      stations: (s, { money: m }) =>
        s.special.stationObjectives.length === 0
          ? []
          : [
              `Historical objectives: the first time a corporation has a station on its objective's hex, the bank pays it the bonus, once (${s.special.stationObjectives
                .map((o) => `${o.corporation} ${o.hex} ${m(o.bonus)}`)
                .join(', ')}).`,
            ],
    },
  },
  hooks: {
    actionApplied: (ctx) => payReachedObjectives(ctx),
  },
};

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** corporations.json stationObjective: each corporation's objective hex and its bonus. */
    stationObjectives: { corporation: string; hex: string; bonus: number }[];
  }
}

declare module '../../state/slices' {
  interface CorporationSlices {
    /** The corporation has had a station on its objective's hex and was paid (corporations.json stationObjective). Absent: not yet. */
    stationObjectiveMet?: true;
  }
}
