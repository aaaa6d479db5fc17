/**
 * One-off destination bonuses (title.json `destinationBonuses`; 1860 variant Destinations,
 * rules L1033-1040): the first time a corporation's run links its home station with one of its
 * destinations, the bank pays that destination's bonus to its treasury. "Links" means one route
 * stops at both, or routes that share stops (a connected set) do between them. An insolvent
 * corporation is paid in full.
 */
import { money, type Ctx } from '../../context';
import { nodeKey, placedTile } from '../../map/graph';
import { homeStation } from '../../routes/validate';
import type { Stop } from '../../routes/revenue';
import { corpHolder } from '../../state/types';
import { pay } from '../../state/bank';
import type { Mechanism } from '../../core/mechanism';

export const DESTINATION_BONUS_REF = '1860 rules, Variant: Destinations L1033-1040';

interface DestinationBonus {
  hex: string;
  city?: number;
  name?: string;
  bonus: number;
}

const keyOf = (d: DestinationBonus): string => (d.city === undefined ? d.hex : `${d.hex}/${d.city}`);

/** After a run: pays each destination newly linked to the home station. */
export function payDestinationBonuses(ctx: Ctx, corp: string, routes: Stop[][]): void {
  const all = (ctx.title.definition.title as { destinationBonuses?: Record<string, DestinationBonus[]> }).destinationBonuses?.[corp];
  if (!all?.length || routes.length === 0) return;
  const c = ctx.state.corporations[corp]!;
  const home = homeStation(ctx.title, ctx.state, corp);
  if (home === null) return;
  // The stops linked to home: routes through home, then routes sharing a stop with those.
  const keys = routes.map((r) => new Set(r.map((s) => nodeKey(s.hex, s.node))));
  const linked = new Set<number>(keys.flatMap((k, i) => (k.has(home) ? [i] : [])));
  for (let grew = true; grew; ) {
    grew = false;
    keys.forEach((k, i) => {
      if (linked.has(i) || ![...linked].some((j) => [...keys[j]!].some((x) => k.has(x)))) return;
      linked.add(i);
      grew = true;
    });
  }
  const stops = new Set<string>([...linked].flatMap((i) => [...keys[i]!]));
  for (const d of all) {
    const key = keyOf(d);
    if (c.destinationsReached?.includes(key)) continue;
    const pt = placedTile(ctx.title, ctx.state, d.hex);
    if (!pt) continue;
    const nodes = d.city === undefined ? pt.tile.nodes.map((_, i) => i) : pt.tile.cities[d.city] === undefined ? [] : [pt.tile.cities[d.city]!];
    if (!nodes.some((n) => stops.has(nodeKey(d.hex, n)))) continue;
    (c.destinationsReached ??= []).push(key);
    pay(ctx, 'bank', corpHolder(corp), d.bonus);
    ctx.log.push(`${corp} links its home with ${d.name ?? d.hex} and receives a bonus of ${money(ctx, d.bonus)}`);
  }
}

/** title.json destinationBonuses: a run linking home with a destination earns its bonus once. */
export const mechanism: Mechanism = {
  id: 'destinationBonus',
  block: 'title.destinationBonuses',
  slice: { keys: ['destinationsReached'] },
  appliesTo: (d) => (d.title as { destinationBonuses?: unknown }).destinationBonuses !== undefined,
  hooks: { routesRun: (ctx, corp, routes) => payDestinationBonuses(ctx, corp, routes.map((r) => r.stops)) },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /** Destinations whose bonus it has received, as "<hex>" or "<hex>/<city>" (title.json destinationBonuses). */
    destinationsReached?: string[];
  }
}
