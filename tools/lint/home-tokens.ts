/**
 * Home stations fit: the corporations whose home is a given city are no more than its slots,
 * otherwise one of them could never place its home token.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg, plural, stationNodes } from './util';

export const homeTokens: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const hexes = new Map(def.map.hexes.map((h) => [h.id, h]));
  const homes = new Map<string, { hex: string; city: number; slots: number; corps: { id: string; index: number }[] }>();
  def.corporations.corporations.forEach((corp, index) => {
    // A corporation without a fixed home places its stations where there is room (title.json floatStations).
    const home = corp.home;
    if (!home) return;
    const tile = hexes.get(home.hex)?.tile;
    const city = home.city ?? 0;
    const nodeIndex = stationNodes(tile)[city];
    const node = nodeIndex === undefined ? undefined : tile?.nodes[nodeIndex];
    // Missing homes and slot-less cities are reported by the corporations and tileTopology rules.
    if (node === undefined || node.slots === undefined) return;
    const key = `${home.hex}#${city}`;
    const entry = homes.get(key) ?? { hex: home.hex, city, slots: node.slots, corps: [] };
    entry.corps.push({ id: corp.id, index });
    homes.set(key, entry);
  });
  for (const home of homes.values()) {
    if (home.corps.length <= home.slots) continue;
    // Reported on the first corporation that does not fit.
    const extra = home.corps[home.slots]!;
    out.push(
      msg(
        files.corporations.path,
        `/corporations/${extra.index}/home`,
        `hex ${home.hex} city ${home.city} has ${plural(home.slots, 'slot')} but is home to ${plural(home.corps.length, 'corporation')} (${home.corps.map((c) => c.id).join(', ')})`,
      ),
    );
  }
  return out;
};
