/**
 * A printed white or yellow hex with cities or towns can be built on: some tile of the manifest
 * upgrades it by the usual rule (engine/map/tiles.ts canUpgradeKind: the next colour, the hex's
 * label, the same numbers of cities and towns), once a phase opens that colour. Without one the
 * hex is never built and its stops never join a route; 18Vale's author printed a white OO hex and
 * listed only the green and brown OO tiles. A hex whose printed tile says `upgradesTo: []` is
 * meant never to be upgraded and is left alone.
 */
import { canUpgradeKind, normaliseTile, type Tile } from '../../engine/map/tiles';
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { fileTiles, msg, plural } from './util';

export const printedStopsUpgrade: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const manifest = new Set(Object.keys(def.tiles.manifest ?? {}));
  // The title's own tiles come after the catalogue's and replace a catalogue tile of the same id.
  const byId = new Map<string, Tile>();
  for (const { tile } of fileTiles(def, files)) if (tile.id !== undefined && manifest.has(tile.id)) byId.set(tile.id, normaliseTile(tile, tile.id));
  const tiles = [...byId.values()];
  const opened = new Set(def.phases.phases.flatMap((p) => p.tiles as string[]));
  def.map.hexes.forEach((hex, i) => {
    const printed = hex.tile;
    if (!printed || (printed.color !== 'white' && printed.color !== 'yellow')) return;
    if (printed.upgradesTo !== undefined && printed.upgradesTo.length === 0) return;
    const cities = printed.nodes.filter((n) => n.kind === 'city').length;
    const towns = printed.nodes.filter((n) => n.kind === 'town').length;
    if (cities + towns === 0) return;
    const next = printed.color === 'white' ? 'yellow' : 'green';
    if (!opened.has(next)) return;
    const current = normaliseTile({ ...printed, id: hex.id }, hex.id);
    const futureLabels = (hex as { futureLabels?: Record<string, string> }).futureLabels ?? {};
    if (tiles.some((t) => canUpgradeKind(current, t, futureLabels[t.color] ?? hex.label ?? null))) return;
    const label = hex.label ?? printed.label;
    out.push(msg(files.map.path, `/hexes/${i}/tile`, `no ${next} tile of the manifest upgrades ${hex.id} (${[cities ? plural(cities, 'city', 'cities') : '', towns ? plural(towns, 'town') : '', label ? `label ${label}` : ''].filter(Boolean).join(', ')}): the hex can never be built`));
  });
  return out;
};
