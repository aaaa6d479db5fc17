/**
 * abilities terrainDiscount: a discount on the terrain (and with params.barriers, the border) costs of
 * the lays of the corporation the ability is granted to, read for every holder of abilities alike
 * (engine/definition/abilities.ts):
 * - 1889's Sumitomo Mines Railway, a private company, while a corporation owns it: no terrain cost on
 *   mountain hexes that do not also hold a river (params.terrain "mountain"; 18xx.games tile_discount,
 *   which matches the hex's terrain exactly, so a hex of water and mountain, written as water in map.json,
 *   is not spared);
 * - 1820 §14.4.3 L1436-1444 Joseph Locke, a cousin, for each company whose shares it holds: "a 50%
 *   discount on terrain & barrier costs" (params.percentOff 50, barriers), which the director cannot
 *   refuse; who is paid the discount is the grantor's (cousins.json kickback "discount": the bank pays it
 *   to the cousin, cousinInvestors/ tileLaid); a company is paid nothing.
 * params.discount takes a sum off, params.percentOff a percentage (rounded down; absent both: all of it).
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { grantsTo } from '../../definition/abilities';
import type { LayDiscount } from '../../map/lay';

interface TerrainDiscountParams {
  /** Only hexes of this map.json terrain; absent: any. */
  terrain?: string;
  /** The border costs of the lay (blue barriers, London's) count too, also on an upgrade. */
  barriers?: boolean;
  /** Money off. */
  discount?: number;
  /** Percent off, rounded down; absent with discount absent: 100. */
  percentOff?: number;
}

const hasKind = (abilities: readonly { kind: string }[] | undefined): boolean => (abilities ?? []).some((a) => a.kind === 'terrainDiscount');

/** The discounts granted to `corp` on a lay on `hex` costing `costs.terrain` in terrain (0 on an upgrade) and `costs.edges` at its borders. */
function layDiscounts(ctx: Ctx, corp: string, hex: string, costs: { terrain: number; edges: number }): LayDiscount[] {
  if (costs.terrain + costs.edges <= 0) return [];
  const out: LayDiscount[] = [];
  let left = costs.terrain + costs.edges;
  for (const g of grantsTo<TerrainDiscountParams>(ctx, corp, 'terrainDiscount')) {
    const p = g.params;
    const onTerrain = p.terrain === undefined || p.terrain === (ctx.title.hexes.get(hex)?.def as { terrain?: string } | undefined)?.terrain;
    const base = (onTerrain ? costs.terrain : 0) + (p.barriers ? costs.edges : 0);
    const amount = Math.min(left, p.discount !== undefined ? Math.min(p.discount, base) : Math.floor((base * (p.percentOff ?? 100)) / 100));
    if (amount <= 0) continue;
    left -= amount;
    out.push({ grantor: g.holder.id, by: g.holder.kind, amount });
  }
  return out;
}

export const mechanism: Mechanism = {
  id: 'terrainDiscount',
  block: 'companies[].abilities[kind=terrainDiscount], cousins[].ability[kind=terrainDiscount]',
  appliesTo: (d) => (d.companies.companies ?? []).some((c) => hasKind(c.abilities)) || (d.cousins?.cousins ?? []).some((c) => hasKind([c.ability])),
  hooks: { layDiscounts },
};
