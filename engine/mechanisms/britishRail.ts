/**
 * A national railway that appears at a game event (title.json `britishRail`; 1820 §13.5 L1281-1311,
 * §10.8 L1033-1036): no charter, treasury, director or trains. When the event named by `appearsAt`
 * happens it is parred at `par` with all its `shareUnits` in the bank pool, and its markers fill every
 * empty station circle of the `fillHexes` ("All empty station marker locations in London (M13) and
 * Chatham (M15) are filled with British Rail station markers").
 * Its state is `GameState.britishRail` (absent before it appears); its markers on the map are hex
 * tokens of the corporation id `id`, which has no entry in `state.corporations`.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/compile';
import { placedTile } from '../map/graph';

export const BRITISH_RAIL_REF = '1820 rules §13.5 L1281-1311, British Rail';

export function britishRailRule(title: Title) {
  return title.definition.title.britishRail ?? null;
}

/** Effects of a game event just recorded (engine/mechanisms/gameEvents.ts). */
export function afterGameEvent(ctx: Ctx, name: string): void {
  const rule = britishRailRule(ctx.title);
  if (rule && rule.appearsAt === name) britishRailAppears(ctx);
}

/** 1820 §13.5 L1293-1297: parred at £95, every share in the pool, London's and Chatham's empty circles filled. */
export function britishRailAppears(ctx: Ctx): void {
  const rule = britishRailRule(ctx.title);
  if (!rule || ctx.state.britishRail) return;
  ctx.state.britishRail = { price: rule.par, poolShareUnits: rule.shareUnits, markersLeft: rule.stationMarkers };
  ctx.log.push(`${rule.id} appears: par ${rule.par}, all ${rule.shareUnits} shares in the bank pool`);
  for (const hex of rule.fillHexes) {
    const placed = fillEmptyCircles(ctx, hex);
    if (placed) ctx.log.push(`${rule.id} fills ${placed} empty station circle${placed === 1 ? '' : 's'} in ${hex}`);
  }
}

/** Puts a British Rail marker on every empty slot of every station node of `hex`, while markers last; returns how many. */
function fillEmptyCircles(ctx: Ctx, hex: string): number {
  const rule = britishRailRule(ctx.title)!;
  const br = ctx.state.britishRail!;
  const pt = placedTile(ctx.title, ctx.state, hex);
  const hexState = ctx.state.hexes[hex];
  if (!pt || !hexState) return 0;
  let placed = 0;
  pt.tile.cities.forEach((node, city) => {
    const slots = pt.tile.nodes[node]!.slots;
    for (let slot = 0; slot < slots && br.markersLeft > 0; slot++) {
      if (hexState.tokens.some((t) => t.city === city && t.slot === slot)) continue;
      hexState.tokens.push({ corporation: rule.id, city, slot });
      br.markersLeft -= 1;
      placed += 1;
    }
  });
  return placed;
}
