/**
 * Small hand-made maps for tile-lay tests: a blank flat-topped grid on the demo title, the shared
 * tile catalogue, and shortcuts for putting tiles and starting an operating turn.
 */
import * as fs from 'fs';
import * as path from 'path';
import type { GameState, TileDefinition, HexDefinition, Title } from '../../engine';
import { initialState, type Ctx, type Reach } from './engine-internals';
import { findRepoRoot } from '../../tools/paths';
import { writableHex } from './hex-state';

/** definitions/catalogue/tiles.json's tiles. */
export const CATALOGUE = (JSON.parse(fs.readFileSync(path.join(findRepoRoot(), 'definitions/catalogue/tiles.json'), 'utf8')) as { tiles: TileDefinition[] }).tiles;

/** Hexes A1 … of a doubled-coordinate grid with letters 0..maxX and numbers 1..maxY+1, blank unless `extra` gives one. */
export function blankGrid(maxX: number, maxY: number, extra: Record<string, Partial<HexDefinition>> = {}): HexDefinition[] {
  const hexes: HexDefinition[] = [];
  for (let x = 0; x <= maxX; x++) {
    for (let y = 0; y <= maxY; y++) {
      if ((x + y) % 2 !== 0) continue;
      const id = `${String.fromCharCode(65 + x)}${y + 1}`;
      hexes.push({ id, ...(extra[id] ?? {}) } as HexDefinition);
    }
  }
  return hexes;
}

/** A reach holding every hex edge: every tile counts as connected. */
export function everywhere(ctx: Ctx): Reach {
  const edges = new Set(ctx.title.hexIds.flatMap((h) => [0, 1, 2, 3, 4, 5].map((e) => `${h}:${e}`)));
  return { nodes: new Set(), edges, entries: edges };
}

export const put = (ctx: Ctx, hex: string, tile: string, rotation = 0): void => {
  writableHex(ctx.state, hex).tile = tile;
  writableHex(ctx.state, hex).rotation = rotation;
};

/** The corporation's operating turn, at its first step with nothing done yet unless `turn` says otherwise. */
export function operatingTurn(state: GameState, corp: string, turn: { step?: number; revenue?: number | null } = {}): void {
  state.round = {
    kind: 'operating',
    set: 1,
    index: 1,
    count: 1,
    done: [],
    current: corp,
    turn: { step: turn.step ?? 0, tilesLaid: [], tokenPlaced: false, revenue: turn.revenue ?? null, dividend: null, routes: [], boughtTrain: false },
  };
}

/** A two-player game of `title` before its first round, NR with 1,000 in its treasury and its station in the first city of `home`. */
export function nrStationed(title: Title, home: string): GameState {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.corporations.NR!.cash = 1000;
  writableHex(state, home).tokens.push({ corporation: 'NR', city: 0, slot: 0 });
  state.corporations.NR!.tokens.push({ hex: home, city: 0 });
  return state;
}
