/**
 * companies.json routeBonuses (18ChristmasEve's Egg Nog Express and Conductor's Hat; 18xx.games'
 * G18ChristmasEve revenue_for, facts only): while a corporation owns an open company with route bonuses,
 * its routes earn them besides their stops. "stopsAtAll": each route stopping at every one of the hexes earns
 * the amount. "perArea": a route earns the amount for each area (a named set of hexes, 18ChristmasEve's rooms)
 * in which it stops; with routes "mostAreas" only the route of the run that stops in the most areas does, the
 * first of them when several tie (18xx.games gives it to the first such route of the run).
 */
import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import type { SpecialRulesSummaryParts, SummaryStructure, SummaryWords } from '../../definition/rules-summary';
import type { Company } from '../../generated/definition';
import type { RouteBonus } from '../../routes/routeBonuses';
import type { Stop } from '../../routes/revenue';
import { corpHolder, type GameState } from '../../state/types';


type Bonus = NonNullable<Company['routeBonuses']>[number];

/** The route bonuses of the open companies `corp` owns, each with its company. */
function bonusesOf(title: Title, state: GameState, corp: string): { company: string; bonus: Bonus }[] {
  const holder = corpHolder(corp);
  return title.companies.flatMap((def) => {
    const co = state.companies[def.id];
    if (!co || co.closed || co.owner !== holder) return [];
    return (def.routeBonuses ?? []).map((bonus) => ({ company: def.id, bonus }));
  });
}

/** The areas of `bonus` a route with these stops stops in. */
function areasStoppedIn(bonus: Bonus, stops: readonly Stop[]): number {
  const hexes = new Set(stops.map((s) => s.hex));
  return Object.values(bonus.areas ?? {}).filter((area) => area.some((h) => hexes.has(h))).length;
}

function routeBonuses(title: Title, state: GameState, corp: string, routes: readonly { stops: readonly Stop[] }[]): RouteBonus[] {
  const out: RouteBonus[] = [];
  for (const { company, bonus } of bonusesOf(title, state, corp)) {
    if (bonus.kind === 'stopsAtAll') {
      routes.forEach((r, route) => {
        if ((bonus.hexes ?? []).every((h) => r.stops.some((s) => s.hex === h))) out.push({ route, amount: bonus.amount, name: company });
      });
      continue;
    }
    const counts = routes.map((r) => areasStoppedIn(bonus, r.stops));
    if ((bonus.routes ?? 'each') === 'each') {
      counts.forEach((n, route) => n > 0 && out.push({ route, amount: n * bonus.amount, name: company }));
      continue;
    }
    // mostAreas: the first route stopping in the most areas.
    const most = Math.max(...counts);
    if (most > 0) out.push({ route: counts.indexOf(most), amount: most * bonus.amount, name: company });
  }
  return out;
}

/** The most the bonuses could add to a run of `trains` routes. */
function ceiling(title: Title, state: GameState, corp: string, trains: number): number {
  return bonusesOf(title, state, corp).reduce((sum, { bonus }) => {
    if (bonus.kind === 'stopsAtAll') return sum + trains * bonus.amount;
    const areas = Object.keys(bonus.areas ?? {}).length * bonus.amount;
    return sum + ((bonus.routes ?? 'each') === 'each' ? trains * areas : areas);
  }, 0);
}

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** companies.json routeBonuses: each company's route bonuses; empty: none. */
    companyRouteBonuses: { company: string; kind: 'stopsAtAll' | 'perArea'; amount: number; hexes: string[]; areas: number; routes: 'each' | 'mostAreas' }[];
  }
}

function sentence(b: SpecialRulesSummaryParts['companyRouteBonuses'][number], say: SummaryWords): string {
  if (b.kind === 'stopsAtAll') return `While a corporation owns ${b.company}, each of its routes that stops at ${say.list(b.hexes, 'and')} earns ${say.money(b.amount)} more.`;
  const which = b.routes === 'mostAreas' ? `the one of its routes that stops in the most of the ${b.areas} areas` : 'each of its routes';
  return `While a corporation owns ${b.company}, ${which} earns ${say.money(b.amount)} for each ${b.routes === 'mostAreas' ? 'area' : `of the ${b.areas} areas`} it stops in.`;
}

const sentences = (s: SummaryStructure, say: SummaryWords): string[] => s.special.companyRouteBonuses.map((b) => sentence(b, say));

export const mechanism: Mechanism = {
  id: 'companyRouteBonuses',
  block: 'companies[].routeBonuses',
  appliesTo: (d) => (d.companies.companies ?? []).some((c) => (c.routeBonuses ?? []).length > 0),
  hooks: { routeBonuses, routeBonusCeiling: ceiling },
  summary: {
    fields: (title) => ({
      special: {
        companyRouteBonuses: title.companies.flatMap((c) =>
          (c.routeBonuses ?? []).map((b) => ({ company: c.id, kind: b.kind, amount: b.amount, hexes: [...(b.hexes ?? [])], areas: Object.keys(b.areas ?? {}).length, routes: b.routes ?? 'each' })),
        ),
      },
    }),
    fieldsWhenOff: { special: { companyRouteBonuses: [] } },
    text: { operatingRound: sentences },
  },
};
