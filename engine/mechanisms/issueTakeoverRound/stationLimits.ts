/**
 * Station markers by company size (title.json stationLimits; 1820 §13.6 L1313-1326, Table 13.1
 * L1215-1223). A company holds up to `limit` markers at no extra cost and never more than
 * `maximum`; a takeover that brings it above the limit costs `overage` per marker above it.
 *
 * A company's markers are its charter's (corporations.json `tokens`, two in 1820) plus any gained
 * since (CorporationState.extraTokens), placed or not (engine/map/tokens.ts tokenPrices).
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { tokenPrices } from '../../map/tokens';
import type { CorporationState } from '../../state/types';
import { keepHexTokens } from '../../state/hexes';
import { britishRailTakesMarkers } from '../britishRail';

export const STATION_LIMIT_REF = '1820 rules §13.6 L1313-1326, Table 13.1';

export interface StationLimit {
  limit: number;
  maximum: number;
  overage: number;
}

/** The limits for a company of `count` equal shares, or null when the title has none for that size. */
export function stationLimitFor(title: Title, count: number | undefined): StationLimit | null {
  const table = title.definition.title.stationLimits;
  if (!table || count === undefined) return null;
  return table[String(count)] ?? null;
}

/** Markers the company owns, on the map or on its charter. */
export function stationMarkers(title: Title, c: CorporationState): number {
  return tokenPrices(title, c).length;
}

/**
 * Brings the company down to its size's maximum: unplaced markers are discarded first, then
 * placed ones, latest first, are replaced with British Rail's markers once it has appeared (1820
 * §8.4.3 L863-868, §13.6 L1325; before, they leave the map: mechanisms/britishRail/index.ts
 * britishRailTakesMarkers). Only gained markers (extraTokens) can go: the charter's own are within
 * every maximum. Returns the number discarded.
 */
export function trimStationsToMaximum(ctx: Ctx, c: CorporationState): number {
  const lim = stationLimitFor(ctx.title, c.equalShares);
  if (!lim) return 0;
  let dropped = 0;
  while (stationMarkers(ctx.title, c) > lim.maximum && (c.extraTokens?.length ?? 0) > 0) {
    if (c.tokens.length >= stationMarkers(ctx.title, c)) {
      const t = c.tokens.pop()!;
      const hs = ctx.state.hexes[t.hex];
      if (britishRailTakesMarkers(ctx, c.id, [t]) > 0) ctx.log.push(`${c.id} is above its maximum of ${lim.maximum}: its station in ${t.hex} goes to British Rail`);
      else {
        const i = hs ? hs.tokens.findIndex((x) => x.corporation === c.id && x.city === t.city) : -1;
        if (i >= 0) keepHexTokens(ctx.state, t.hex, (_x, k) => k !== i);
        ctx.log.push(`${c.id}'s station in ${t.hex} leaves the map (above its maximum of ${lim.maximum})`);
      }
    }
    c.extraTokens!.pop();
    dropped++;
  }
  return dropped;
}
