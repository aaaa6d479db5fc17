/**
 * companies.json `routeMarkers` (18AL's Memphis & Charleston and its Robert E. Lee and Pan American markers;
 * 18xx.games G18AL hexes_bonus abilities given on the purchase, facts only): the corporation buying the company
 * receives its markers. In each run a marker adds its revenue to one route stopping on all its hexes (the first
 * such route in the run's order); both markers may go on one route. The markers outlive the company and leave
 * the game when the corporation's president changes ("unless a new player becomes president").
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import type { RouteBonus as BonusOnRoute } from '../../routes/routeBonuses';
import type { Stop } from '../../routes/revenue';
import type { GameState } from '../../state/types';

export const ROUTE_BONUS_MARKERS_REF = '18AL: Memphis & Charleston (Robert E. Lee and Pan American markers)';

interface RouteBonus {
  name: string;
  hexes: string[];
  revenue: number;
}

const bonusesOf = (title: Title, company: string): RouteBonus[] => (title.company.get(company) as { routeMarkers?: RouteBonus[] } | undefined)?.routeMarkers ?? [];

/** The markers `corp` holds, each on the first route of the run stopping on all its hexes (the routeBonuses hook). */
function routeBonuses(title: Title, state: GameState, corp: string, routes: readonly { stops: readonly Stop[] }[]): BonusOnRoute[] {
  const held = state.corporations[corp]?.routeMarkers;
  if (!held) return [];
  const out: BonusOnRoute[] = [];
  for (const b of bonusesOf(title, held.company)) {
    const route = routes.findIndex((r) => b.hexes.every((h) => r.stops.some((s) => s.hex === h)));
    if (route >= 0) out.push({ route, amount: b.revenue, name: b.name });
  }
  return out;
}

/** The most the markers can add to a run: each pays once (0 for a corporation holding none). */
function routeBonusCeiling(title: Title, state: GameState, corp: string): number {
  const held = state.corporations[corp]?.routeMarkers;
  return held ? bonusesOf(title, held.company).reduce((a, b) => a + b.revenue, 0) : 0;
}

/** Markers whose corporation has a new president leave the game (checked after every action). */
function dropOnNewPresident(ctx: Ctx): void {
  for (const c of Object.values(ctx.state.corporations)) {
    const held = c.routeMarkers;
    if (!held || c.president === held.president) continue;
    delete c.routeMarkers;
    ctx.log.push(`${c.id} loses ${bonusesOf(ctx.title, held.company).map((b) => b.name).join(' and ')}: its president changed`);
  }
}

export const mechanism: Mechanism = {
  id: 'routeMarkers',
  block: 'companies[].routeMarkers',
  appliesTo: (d) => (d.companies?.companies ?? []).some((c) => c.routeMarkers !== undefined),
  slice: { keys: ['routeMarkers'] },
  hooks: {
    corporationBoughtCompany: (ctx, corp, company) => {
      if (bonusesOf(ctx.title, company).length === 0) return;
      const c = ctx.state.corporations[corp]!;
      c.routeMarkers = { company, president: c.president };
      ctx.log.push(`${corp} receives ${bonusesOf(ctx.title, company).map((b) => b.name).join(' and ')}`);
    },
    routeBonuses,
    routeBonusCeiling,
    actionApplied: dropOnNewPresident,
  },
  summary: {
    fields: (title) => ({
      special: {
        routeMarkers: title.companies.flatMap((c) => ((c as { routeMarkers?: RouteBonus[] }).routeMarkers ?? []).map((b) => ({ company: c.id, name: b.name, hexes: [...b.hexes], revenue: b.revenue }))),
      },
    }),
    fieldsWhenOff: { special: { routeMarkers: [] } },
    text: {
      operatingRound: (s, say) =>
        s.special.routeMarkers.length === 0
          ? []
          : [
              `A corporation buying ${say.list([...new Set(s.special.routeMarkers.map((b) => b.company))])} receives its route markers (${s.special.routeMarkers
                .map((b) => `${b.name}: ${say.money(b.revenue)} more for a route stopping at ${say.list(b.hexes)}`)
                .join('; ')}); each marker pays on one route a run, and the markers leave the game when the corporation's president changes.`,
            ],
    },
  },
};

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** companies.json routeMarkers: each company's markers. */
    routeMarkers: { company: string; name: string; hexes: string[]; revenue: number }[];
  }
}

declare module '../../state/slices' {
  interface CorporationSlices {
    /** The company whose route markers the corporation holds, and the president it had when it got them (companies.json routeMarkers). Absent: none. */
    routeMarkers?: { company: string; president: number | null };
  }
}
