/**
 * companies.json tileDiscount: while a corporation owns the company, its lays on hexes of one terrain are
 * spared that terrain's cost, or `discount` of it (1889's Sumitomo Mines Railway: no building cost on
 * mountain hexes without a river; 18xx.games tile_discount, which matches the hex's terrain exactly, so a
 * hex of water and mountain, written as water in map.json, is not spared).
 */
import type { Ctx } from '../context';
import type { Mechanism } from '../core/mechanism';
import { abilitiesOf } from '../definition/abilities';
import { corpHolder } from '../state/types';

interface TileDiscountParams {
  terrain: string;
  discount?: number;
}

/** What `corp`'s companies take off the terrain cost `terrain` of a lay on `hex`. */
function terrainCostOff(ctx: Ctx, corp: string, hex: string, terrain: number): number {
  if (terrain <= 0) return 0;
  const hexTerrain = (ctx.title.hexes.get(hex)?.def as { terrain?: string } | undefined)?.terrain;
  if (hexTerrain === undefined) return 0;
  let off = 0;
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id];
    if (!co || co.closed || co.owner !== corpHolder(corp)) continue;
    for (const ab of abilitiesOf(ctx, def.id, 'tileDiscount')) {
      const p = ab.params as unknown as TileDiscountParams;
      if (p.terrain === hexTerrain) off += p.discount ?? terrain;
    }
  }
  return Math.min(off, terrain);
}

export const mechanism: Mechanism = {
  id: 'tileDiscount',
  block: 'companies[].abilities[kind=tileDiscount]',
  appliesTo: (d) => (d.companies.companies ?? []).some((c) => (c.abilities ?? []).some((a) => (a.kind as string) === 'tileDiscount')),
  hooks: { terrainCostOff },
};
