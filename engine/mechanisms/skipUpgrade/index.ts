/**
 * corporations.json `skipUpgrade`: a corporation may lay a tile of a later colour straight onto
 * certain hexes, as if the tile of the colour before it were already there (1843 rules L3191-3202:
 * from the brown phase MID, PRO and SO may lay or upgrade a port location directly to brown "as if
 * there were already a green track tile there"). The lay is "placed as an upgrade": it needs the
 * turn's upgrade and is that upgrade.
 */
import type { Ctx } from '../../context';
import type { Tile } from '../../map/tiles';
import type { Mechanism } from '../../core/mechanism';

export const SKIP_UPGRADE_REF = '1843 rules L3191-3202: MID, PRO and SO lay brown on a port location as if it held a green tile (corporations.json skipUpgrade)';

/**
 * The tile `current` is taken to be when `corp` lays `next` on `hex` under its skipUpgrade: the same
 * tile one colour below `next`, with no explicit upgrade list; null when the skip does not apply.
 */
export function skippedFrom(ctx: Ctx, corp: string, hex: string, current: Tile, next: Tile): Tile | null {
  const rule = ctx.title.corporation.get(corp)?.skipUpgrade;
  if (!rule || next.color !== rule.to || current.rank >= next.rank - 1) return null;
  const from = ctx.title.phases.findIndex((p) => p.id === rule.fromPhase);
  if (from < 0 || ctx.state.phase < from) return null;
  if (!ctx.title.hexes.get(hex)?.icons.includes(rule.hexIcon)) return null;
  return { ...current, rank: next.rank - 1, upgradesTo: null };
}

export const mechanism: Mechanism = {
  id: 'skipUpgrade',
  block: 'corporations[].skipUpgrade',
  appliesTo: (d) => d.corporations.corporations.some((c) => c.skipUpgrade !== undefined),
  hooks: {
    upgradeBase: (ctx, corp, hex, current, next) => {
      const tile = skippedFrom(ctx, corp, hex, current, next);
      return tile ? { tile, ref: SKIP_UPGRADE_REF } : null;
    },
  },
};
