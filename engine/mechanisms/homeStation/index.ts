/**
 * The home station at a corporation's first operation (title.json rounds.operating.homeStation,
 * with homeToken "operate"; 1862 digest §2.1, §2.2 step 2, §2.6 items 1 and 3):
 *
 * - `reserved: false`: no slot is held back for a home station not yet placed;
 * - fallbacks when the home city is full: `upgradeForSlot` (the corporation must first lay, on its
 *   home hex and without a connection, a tile that gives the home city another slot; that lay is
 *   its turn's upgrade), then `displaceLast` (the station in the city's last slot goes back to its
 *   owner, and the home station takes the slot);
 * - `mustLayBareHome`: while the home hex shows its printed tile and a lay there is legal, the
 *   corporation may not pass its track step.
 */
import type { Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import { checkLay, layTile, legalLays, type SpecialLay } from '../../map/lay';
import { placeHomeAfterUpgrade } from '../../map/tokens';
import { addHexToken, keepHexTokens } from '../../state/hexes';
import type { LayTileAction } from '../../generated/actions';
import { placedTile, reach } from '../../map/graph';
import { isShared } from '../../map/supply';
import type { Mechanism } from '../../core/mechanism';

export const HOME_STATION_REF = '1862 rules (digest §2.6 item 1): the home station at the first operation; a home upgrade that adds a slot, else the last station in the city is displaced';
export const BARE_HOME_REF = '1862 rules (digest §2.6 item 3): a company whose home hex is still bare must lay a tile there before it may pass';

type HomeStationRule = { reserved?: boolean; fallbacks?: ('upgradeForSlot' | 'displaceLast')[]; mustLayBareHome?: boolean };

function rule(ctx: Ctx): HomeStationRule | null {
  return (ctx.title.rounds.operating as { homeStation?: HomeStationRule }).homeStation ?? null;
}

/** Whether home slots are held back for corporations that have not placed their home station (default true). */
export function homesReserved(ctx: Ctx): boolean {
  return rule(ctx)?.reserved !== false;
}

function homeOf(ctx: Ctx, corp: string): { hex: string; city: number } {
  const home = ctx.title.corporation.get(corp)!.home!;
  return { hex: home.hex, city: home.city ?? 0 };
}

function slotsOf(tile: { nodes: { slots?: number }[]; cities: number[] }, city: number): number {
  const node = tile.cities[city];
  return node === undefined ? 0 : (tile.nodes[node]!.slots ?? 0);
}

/**
 * The lays on `corp`'s home hex, without a connection, that give its home city more slots than it
 * has now. `consumesLay`: the lay uses the turn's next tile-lay slot (in its turn); otherwise any
 * slot is assumed free (a start check before the corporation operates).
 */
export function homeUpgradeLays(ctx: Ctx, corp: string, consumesLay = true, firstOnly = false): { hex: string; tile: string; rotation: number }[] {
  const { title, state } = ctx;
  const { hex, city } = homeOf(ctx, corp);
  const current = placedTile(title, state, hex)?.tile;
  if (!current) return [];
  const have = slotsOf(current, city);
  const special: SpecialLay = { consumesLay, hexes: [hex], anywhere: true };
  const out: { hex: string; tile: string; rotation: number }[] = [];
  // Only tiles with more slots can help: the network is worked out once there is one.
  const candidates = title.manifestOrder.filter((id) => slotsOf(title.tiles.get(id)!, city) > have && ((state.tileSupply[id] ?? 0) !== 0 || isShared(title, id)));
  if (candidates.length === 0) return out;
  const r = reach(title, state, corp);
  for (const tileId of candidates) {
    for (let rotation = 0; rotation < 6; rotation++) {
      if (!('code' in checkLay(ctx, corp, hex, tileId, rotation, r, special))) {
        out.push({ hex, tile: tileId, rotation });
        if (firstOnly) return out;
      }
    }
  }
  return out;
}

/** Whether the upgradeForSlot fallback would let `corp` place its home station (a start check, §2.4 legal_to_start?). */
export function homeUpgradeWouldMakeRoom(ctx: Ctx, corp: string): boolean {
  return (rule(ctx)?.fallbacks ?? []).includes('upgradeForSlot') && homeUpgradeLays(ctx, corp, false, true).length > 0;
}

/**
 * The home city has no free slot: applies the first fallback that can. Returns false when none
 * can (the caller then fails as before). In an operating turn, `upgradeForSlot` leaves the
 * corporation a pending home lay (turn.homeUpgrade); the station follows that lay (layTrack).
 */
export function homeFallback(ctx: Ctx, corp: string): boolean {
  for (const f of rule(ctx)?.fallbacks ?? []) {
    if (f === 'upgradeForSlot') {
      const round = ctx.state.round;
      if (round.kind !== 'operating' || round.current !== corp || homeUpgradeLays(ctx, corp).length === 0) continue;
      round.turn.homeUpgrade = true;
      ctx.log.push(`${corp} must upgrade its home hex ${homeOf(ctx, corp).hex} to place its home station`);
      return true;
    }
    if (f === 'displaceLast') {
      const { hex, city } = homeOf(ctx, corp);
      const hs = ctx.state.hexes[hex]!;
      const inCity = hs.tokens.filter((t) => t.city === city).sort((a, b) => a.slot - b.slot);
      const last = inCity[inCity.length - 1];
      if (!last) continue;
      // The displaced station returns to its owner's charter.
      keepHexTokens(ctx.state, hex, (t) => t !== last);
      const owner = ctx.state.corporations[last.corporation]!;
      const i = owner.tokens.findIndex((t) => t.hex === hex && t.city === city);
      if (i >= 0) owner.tokens.splice(i, 1);
      addHexToken(ctx.state, hex, { corporation: corp, city, slot: last.slot });
      ctx.state.corporations[corp]!.tokens.push({ hex, city });
      ctx.log.push(`${corp} places its home station on ${hex}, displacing ${last.corporation}'s station`);
      return true;
    }
  }
  return false;
}

/** Places the home station after the pending home lay (turn.homeUpgrade), in the slot the lay added. */
export function finishHomeUpgrade(ctx: Ctx, corp: string, freeSlot: (hex: string, city: number) => number | null): void {
  const round = ctx.state.round;
  if (round.kind !== 'operating') return;
  delete round.turn.homeUpgrade;
  const { hex, city } = homeOf(ctx, corp);
  const slot = freeSlot(hex, city);
  if (slot === null) throw new Error(`no slot for ${corp}'s home station on ${hex} after its home upgrade`);
  addHexToken(ctx.state, hex, { corporation: corp, city, slot });
  ctx.state.corporations[corp]!.tokens.push({ hex, city });
  ctx.log.push(`${corp} places its home station on ${hex}`);
}

/** A pending home lay, or a bare home hex that could take a tile, blocks passing the track step. */
export function homeLayBlocksPass(ctx: Ctx, corp: string, layableAt: (hex: string) => boolean): GameError | null {
  const round = ctx.state.round;
  if (round.kind === 'operating' && round.turn.homeUpgrade) return illegal(`${corp} must first upgrade its home hex`, HOME_STATION_REF);
  if (!rule(ctx)?.mustLayBareHome) return null;
  const { hex } = homeOf(ctx, corp);
  if (ctx.state.hexes[hex]?.tile !== null) return null;
  if (!layableAt(hex)) return null;
  return illegal(`${corp}'s home hex ${hex} is bare: lay a tile there before passing`, BARE_HOME_REF);
}

/** The lays a pending home upgrade allows (all of them, when none is pending). */
export function pendingHomeLays(ctx: Ctx, corp: string): { hex: string; tile: string; rotation: number }[] | null {
  const round = ctx.state.round;
  if (round.kind !== 'operating' || !round.turn.homeUpgrade) return null;
  return homeUpgradeLays(ctx, corp);
}

/**
 * The forced home upgrade (`upgradeForSlot`): it uses no cousin's ability and needs no connection; it
 * is the turn's lay, then the home station goes down.
 */
function forcedHomeLay(ctx: Ctx, corp: string, home: { hex: string; tile: string; rotation: number }[], a: LayTileAction): void {
  if (a.investor !== undefined) throw illegal(`${corp}'s forced home upgrade uses no cousin's ability`, HOME_STATION_REF);
  if (!home.some((l) => l.hex === a.hex && l.tile === a.tile && l.rotation === a.rotation))
    throw illegal(`${corp} must first lay a tile on its home hex that gives its home city another slot`, HOME_STATION_REF);
  const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, { consumesLay: true, hexes: [a.hex], anywhere: true });
  if ('code' in res) throw res;
  layTile(ctx, corp, a.hex, a.tile, a.rotation, res);
  placeHomeAfterUpgrade(ctx, corp);
}

/** rounds.operating.homeStation: unreserved home cities, and the fallbacks when a home city has no slot. */
export const mechanism: Mechanism = {
  id: 'homeStation',
  block: 'title.rounds.operating.homeStation',
  appliesTo: (d) => (d.title.rounds.operating as { homeStation?: unknown }).homeStation !== undefined,
  hooks: {
    homesReserved,
    homeFallback,
    homeAfterUpgrade: finishHomeUpgrade,
    forcedLays: (ctx, corp) => {
      const home = pendingHomeLays(ctx, corp);
      return home && { lays: home, lay: (a) => forcedHomeLay(ctx, corp, home, a) };
    },
    // Asked whenever a pass is weighed: only the bare home hex's lays are worked out, and only when it is bare.
    layPassRefusal: (ctx, corp) => homeLayBlocksPass(ctx, corp, (hex) => legalLays(ctx, corp, undefined, [hex]).length > 0),
  },
};
