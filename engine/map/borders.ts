/**
 * Hex-edge restrictions on laying track: impassable borders, borders that cost
 * money to build across, and partitions (1870's Mississippi) that track may
 * not cross while a private company blocks them.
 */
import type { Ctx } from '../context';
import type { HexInfo } from '../definition/title';
import { illegal, type GameError } from '../errors';
import { oppositeEdge, rotateEdge } from './grid';
import { isEdge, type Tile } from './tiles';

const BORDER = 'map.json borders: impassable edges, and edges that cost money to build across';
const PARTITION = '1870 rules, Mississippi River Bridge Company (no track across the river while a player owns it; river towns and cities keep their track on one bank)';

function borderAt(ctx: Ctx, info: HexInfo, edge: number): { kind: 'impassable' | 'cost'; cost: number } | null {
  const nb = info.neighbours[edge];
  const b = info.borders.get(edge) ?? (nb ? (ctx.title.hexes.get(nb)!.borders.get(oppositeEdge(edge)) ?? null) : null);
  if (!b) return null;
  // A gate is impassable only until its phase; from then on crossing it may cost money
  // (1820 rules §12.3.1.1: blue barriers closed in yellow, £80 for a connection across them after).
  if (b.kind === 'impassable' && b.openFromPhase !== null) {
    const opens = ctx.title.phases.findIndex((p) => p.id === b.openFromPhase);
    if (opens >= 0 && ctx.state.phase >= opens) return b.cost > 0 ? { kind: 'cost', cost: b.cost } : null;
  }
  return b;
}

/** Partition kinds closed now: a company with a blocksPartition ability is held by a player. */
export function blockedPartitionKinds(ctx: Ctx): Set<string> {
  const out = new Set<string>();
  for (const def of ctx.title.companies) {
    const co = ctx.state.companies[def.id];
    if (!co || co.closed || !co.owner.startsWith('player:')) continue;
    for (const ab of def.abilities ?? []) {
      if ((ab.kind as string) === 'blocksPartition') out.add(String((ab.params as { kind?: string } | undefined)?.kind ?? 'river'));
    }
  }
  return out;
}

/**
 * Checks the new tile's track against the hex's borders and partitions; returns
 * the extra cost of building across cost borders for edges that had no track.
 */
export function checkEdges(ctx: Ctx, info: HexInfo, next: Tile, rotation: number, oldExits: Set<number>): GameError | number {
  let cost = 0;
  const exitsNow = new Set<number>();
  for (const p of next.paths) for (const e of [p.a, p.b]) if (isEdge(e)) exitsNow.add(rotateEdge(e.edge, rotation));
  for (const e of exitsNow) {
    const border = borderAt(ctx, info, e);
    if (border?.kind === 'impassable') return illegal(`track on ${info.id} may not cross its edge ${e}`, BORDER);
    if (border?.kind === 'cost' && !oldExits.has(e)) cost += border.cost;
  }
  if (info.partitions.length > 0) {
    const blocked = blockedPartitionKinds(ctx);
    for (const part of info.partitions) {
      // Both the one-bank rule and the no-crossing rule hold only while the partition is blocked (18xx.games).
      if (!blocked.has(part.kind)) continue;
      if (part.restrict) {
        const allowed = (e: number): boolean => (part.restrict === 'inner' ? part.side.has(e) : !part.side.has(e));
        for (const e of exitsNow) if (!allowed(e)) return illegal(`track on ${info.id} must stay on one bank (edge ${e} is across the river)`, PARTITION);
      } else {
        for (const p of next.paths) {
          if (!isEdge(p.a) || !isEdge(p.b)) continue;
          const a = part.side.has(rotateEdge(p.a.edge, rotation));
          const b = part.side.has(rotateEdge(p.b.edge, rotation));
          if (a !== b) return illegal(`track on ${info.id} may not cross the ${part.kind} yet`, PARTITION);
        }
      }
    }
  }
  return cost;
}
