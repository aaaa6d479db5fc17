/**
 * Compiling a title: index a loaded definition once (hex neighbours, tiles by
 * id, market cells, phase of each train) so that every step can look things up
 * in constant time. A Title is immutable and shared by every game of the title. Its type is
 * engine/definition/title.ts: this module builds the mechanism dispatcher, and so reaches every
 * mechanism, which a module wanting the type alone must not.
 */
import { compareIds } from './tileOrder';
import { GameError } from '../errors';
import { neighbourId, type Axes, type Layout } from '../map/grid';
import { normaliseTile, type Tile } from '../map/tiles';
import { parseMarket } from '../market/grid';
import type { TrainType, HexDefinition } from '../generated/definition';
import type { Definition } from './types';
import type { HexInfo, Partition, Title } from './title';
import { withDefaults } from './defaults';
import { supplyPools } from '../map/supply';
import { dispatcherOf } from '../core/dispatch';
import { auctionRound } from '../rounds/auction';
import { operatingRound } from '../rounds/operating';
import { stockRound } from '../rounds/stock';
import { unitKey, variantKey } from './keys';

// Kept importable from here for callers that know them by this module.
export { linkAt, unitKey, variantKey } from './keys';

/** Hex fields newer than the generated types may know (kept optional so older definitions still compile). */
interface HexExtras {
  partitions?: { a: number; b: number; restrict?: 'inner' | 'outer'; kind?: string }[];
  futureLabels?: { color: string; label: string }[];
  icons?: string[];
}

export function compileTitle(loaded: Definition): Title {
  // The schemas' defaults, applied once here (engine/definition/defaults.ts): the compiled
  // definition states every defaulted setting.
  const definition = withDefaults(loaded);
  const t = definition.title;
  const layout = definition.map.layout as Layout;
  const axes: Axes = { x: definition.map.axes?.x ?? 'letter', y: definition.map.axes?.y ?? 'number' };

  const tiles = new Map<string, Tile>();
  // Shared catalogue tiles come first and the title's own tiles after them, so a title's tile
  // overrides a catalogue tile of the same id (tools/definitions-fs.ts buildCatalogue): the later wins.
  for (const def of definition.catalogue) {
    const tile = normaliseTile(def, def.id ?? '?');
    tiles.set(tile.id, tile);
  }

  // Each hex's id as the map names it: a neighbour is named by that same string, not the one neighbourId builds,
  // so that looking a neighbour up (state.hexes[hex], on every step of every walk) finds a string V8 already
  // keeps as a property name, instead of searching its string table for the new string's twin each time.
  const onMap = new Map(definition.map.hexes.map((h) => [h.id, h.id]));
  const hexes = new Map<string, HexInfo>();
  for (const h of definition.map.hexes) {
    const neighbours: (string | null)[] = [];
    for (let e = 0; e < 6; e++) {
      const n = neighbourId(h.id, e, layout, axes);
      neighbours.push(n !== null ? (onMap.get(n) ?? null) : null);
    }
    const extra = h as HexDefinition & HexExtras;
    const partitions: Partition[] = (extra.partitions ?? []).map((p) => {
      const side = new Set<number>();
      for (let e = p.a; e !== p.b; e = (e + 1) % 6) side.add(e);
      return { a: p.a, b: p.b, restrict: p.restrict ?? null, kind: p.kind ?? 'river', side };
    });
    hexes.set(h.id, {
      id: h.id,
      name: h.name ?? null,
      printed: h.tile ? normaliseTile(h.tile, `printed:${h.id}`) : null,
      cost: h.cost ?? 0,
      label: h.label ?? h.tile?.label ?? null,
      futureLabels: Object.fromEntries((extra.futureLabels ?? []).map((f) => [f.color, f.label])),
      borders: new Map((h.borders ?? []).map((b) => [b.edge, { kind: b.kind, cost: b.cost ?? 0, openFromPhase: b.openFromPhase ?? null }])),
      gates: new Map(),
      partitions,
      icons: extra.icons ?? [],
      neighbours,
      links: neighbours,
      def: h,
    });
  }
  // Track never runs across an impassable border, whichever side of the edge lists it; a border
  // that opens with a phase (1820's blue barriers) is a gate, checked against the current phase.
  const phaseIndex = new Map(definition.phases.phases.map((p, i) => [p.id, i]));
  for (const info of hexes.values()) {
    info.links = info.neighbours.map((nb, e) => {
      if (!nb) return null;
      for (const b of [info.borders.get(e), hexes.get(nb)!.borders.get((e + 3) % 6)]) {
        if (b?.kind !== 'impassable') continue;
        if (b.openFromPhase === null) return null;
        info.gates.set(e, phaseIndex.get(b.openFromPhase) ?? Infinity);
      }
      return nb;
    });
  }

  const manifest: Record<string, number> = {};
  for (const [id, count] of Object.entries(definition.tiles.manifest ?? {})) {
    if (!tiles.has(id)) throw new GameError('INVALID_INPUT', `tile ${id} in the manifest is not in the catalogue`);
    manifest[id] = count === 'unlimited' ? -1 : (count as number);
  }
  // tiles.json sharedSupply: each variant's base is in the manifest with the same count.
  supplyPools({ definition, manifest });

  const corporations = definition.corporations.corporations;
  const companies = definition.companies.companies ?? [];
  const trainTypes = definition.trains.trains;
  const mechanisms = dispatcherOf(definition);
  return {
    id: t.id,
    name: t.name,
    minPlayers: t.players.min,
    maxPlayers: t.players.max,
    variants: (t.variants ?? []).map((v) => ({ id: v.id, name: v.name, description: v.description ?? '' })),
    definition,
    layout,
    axes,
    hexes,
    hexIds: definition.map.hexes.map((h) => h.id),
    tiles,
    manifest,
    manifestOrder: Object.keys(manifest).sort(compareIds),
    corporations,
    corporation: new Map(corporations.map((c) => [c.id, c])),
    companies,
    company: new Map(companies.map((c) => [c.id, c])),
    trainTypes,
    trainType: new Map(trainTypes.map((tt) => [tt.id, tt])),
    runTerms: runTermsOf(trainTypes),
    phases: definition.phases.phases,
    // Stated by withDefaults (its schema default is false).
    market: parseMarket(definition.market, t.rounds.stock.sellMovement.directorSalesAlwaysMove!),
    rounds: t.rounds,
    mechanisms,
    roundModules: { stock: stockRound, operating: operatingRound, auction: auctionRound, ...mechanisms.rounds },
  };
}


/** Title.runTerms: each type, and each variant as its card with the variant's route fields (trains.schema.json TrainVariant). */
function runTermsOf(trainTypes: TrainType[]): Map<string, TrainType> {
  const out = new Map<string, TrainType>(trainTypes.map((tt) => [tt.id, tt]));
  for (const tt of trainTypes) {
    // The card's own route fields are only a default: a variant runs by its own alone.
    const { variants, distance: _d, kind: _k, mayNotVisit: _m, ignores: _i, subsidyPerHex: _s, chain: _c, ...card } = tt;
    for (const v of variants ?? []) {
      const { id, warranty: _w, price: _p, runs, flipsTo: _f, ...route } = v;
      if (route.distance === undefined && !runs) throw new Error(`train ${tt.id} variant ${id} has neither distance nor runs`);
      out.set(variantKey(tt.id, id), { ...card, ...route, distance: route.distance ?? runs![0]![0]!.distance, id: variantKey(tt.id, id) } as TrainType);
      // A side that runs as several trains (1843 ×2 sides): each of its trains runs by its own distance.
      (runs ?? []).flat().forEach((unit, i) => out.set(unitKey(variantKey(tt.id, id), i + 1), { ...card, ...route, distance: unit.distance, id: unitKey(variantKey(tt.id, id), i + 1) } as TrainType));
    }
  }
  return out;
}
