/**
 * Random positions for checking the route optimiser against the brute force
 * (test/helpers/route-brute-force.ts).
 */
import { applyVariant, compileTitle, type GameState, type Title } from '../../engine';
import { placedTile, exits, initialState, corpHolder } from './engine-internals';
import { botRandom, definitionOf } from './demo';
import { writableHex } from './hex-state';

const CITY = ['5', '6', '57', '115', '12', '205', '206', '756', '759', '771', '772', '776', '777'];
const SMALL = ['741', '742', '743', '747', '748', '749', '750', '751', '752', '753', '764', '765', '766', '767', '768', '769'];
const DOUBLE = ['744', '745', '754', '755', '782', '783', '784', '785'];
const PLAIN = ['7', '8', '9', '16', '17', '18', '19', '20', '21', '22', '625', '626', '778', '779', '780', '781'];
const PRINTED: Record<string, string[]> = { G5: ['763', '773'], G7: ['761', '775'], I3: ['758', '786'], I11: ['760', '774'], F2: ['787', '788', '789'] };

/**
 * A random position on the 1860 map: random tiles grown from a random corporation's home, random
 * stations (some cities full), one or two trains from the depot, any phase. The title is 1860 under
 * a random variant (base rules, re_enter_hexes, no_skip_towns), or what `makeTitle` builds.
 */
export function randomPosition(seed: number, makeTitle?: (pick: <T>(xs: T[]) => T) => Title): { title: Title; state: GameState; corp: string } {
  const rand = botRandom(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const title = makeTitle ? makeTitle(pick) : compileTitle(applyVariant(definitionOf('1860'), pick([null, null, 're_enter_hexes', 'no_skip_towns'])));
  const state = initialState(title, { players: ['A', 'B', 'C'], seed });
  state.phase = Math.floor(rand() * title.phases.length);
  const poolOf = (hex: string): string[] | null => {
    const kinds = title.hexes.get(hex)!.printed?.nodes.map((n) => n.kind) ?? [];
    if (PRINTED[hex]) return PRINTED[hex]!;
    if (kinds.includes('offboard')) return null;
    if (kinds.length === 0) return PLAIN;
    if (kinds.length === 2) return DOUBLE;
    return kinds[0] === 'city' ? CITY : SMALL;
  };
  // A network grown from the runner's home: each new tile joins an edge some tile already reaches.
  const corp = pick(title.corporations.map((c) => c.id));
  const home = title.corporation.get(corp)!.home!;
  const frontier: { hex: string; edge: number }[] = [];
  const lay = (hex: string, entry: number | null): void => {
    const pool = poolOf(hex);
    if (!pool) return;
    const tile = title.tiles.get(pick(pool))!;
    const rotations = [0, 1, 2, 3, 4, 5].filter((r) => entry === null || exits(tile, r).has(entry));
    if (rotations.length === 0) return;
    const rotation = pick(rotations);
    writableHex(state, hex).tile = tile.id;
    writableHex(state, hex).rotation = rotation;
    for (const e of exits(tile, rotation)) {
      const nb = title.hexes.get(hex)!.links[e];
      if (nb) frontier.push({ hex: nb, edge: (e + 3) % 6 });
    }
  };
  lay(home.hex, null);
  for (let k = 6 + Math.floor(rand() * 12); k > 0 && frontier.length > 0; k--) {
    const f = frontier.splice(Math.floor(rand() * frontier.length), 1)[0]!;
    if (state.hexes[f.hex]!.tile === null) lay(f.hex, f.edge);
  }
  // A few tiles anywhere.
  for (const hex of title.hexIds) if (state.hexes[hex]!.tile === null && rand() < 0.1) lay(hex, null);
  // Station tokens: the runner's home and up to two more, and other corporations' tokens (some cities full).
  const cities: { hex: string; city: number }[] = [];
  for (const hex of title.hexIds) {
    const pt = placedTile(title, state, hex);
    pt?.tile.cities.forEach((_n, city) => cities.push({ hex, city }));
  }
  const place = (corp: string, at: { hex: string; city: number }): void => {
    const pt = placedTile(title, state, at.hex)!;
    const taken = state.hexes[at.hex]!.tokens.filter((t) => t.city === at.city);
    if (taken.length >= pt.tile.nodes[pt.tile.cities[at.city]!]!.slots || taken.some((t) => t.corporation === corp)) return;
    writableHex(state, at.hex).tokens.push({ corporation: corp, city: at.city, slot: taken.length });
    state.corporations[corp]!.tokens.push({ hex: at.hex, city: at.city });
  };
  place(corp, { hex: home.hex, city: 0 });
  for (let k = Math.floor(rand() * 3); k > 0; k--) place(corp, pick(cities));
  for (let k = Math.floor(rand() * 8); k > 0; k--) place(pick(title.corporations.map((c) => c.id).filter((c) => c !== corp)), pick(cities));
  const count = 1 + Math.floor(rand() * 2);
  for (let k = 0; k < count; k++) {
    const free = state.trains.filter((t) => t.owner === 'depot');
    const t = pick(free);
    t.owner = corpHolder(corp);
    state.corporations[corp]!.trains.push(t.id);
  }
  return { title, state, corp };
}

