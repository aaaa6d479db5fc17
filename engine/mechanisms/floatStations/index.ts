/**
 * Stations placed when a corporation with no fixed home starts (title.json `floatStations`; 1820 §6.6.2
 * L516-531). Right after the par action the corporation, through its director, places `min` to `max` of
 * its station tokens, free, on open city slots anywhere on the map except `excludeHexes` (1820: London),
 * each in a different hex. A station after the first costs the director `perEdge` × the hex edges of the
 * shortest grid path to the nearest one placed (engine/map/hexDistance.ts: no blue barrier, no gray edge
 * without track, never off the board); with no such path the hex is refused.
 *
 * With `freeTile` (L520-527) the corporation may first lay one tile free (lay_tile: no terrain, upgrade or
 * barrier cost, no connection needed, the phase's colours and the usual placement rules) that gives a city
 * with an open circle; its next station then goes on that hex, and no other corporation floating in the
 * same stock round may lay on it.
 *
 * Vignoles' half fee is engine/mechanisms/cousins/index.ts halveFloatFee (fees recorded in floatFees). Not modelled: the
 * undoing of the whole float when 40% is not sold (L538-540, with the lobbies of G4): instead, in a lobby's float, a
 * fee must leave the director the price of the shares the float still needs (mechanisms/lobbies/index.ts floatSharesOwed).
 */
import type { Mechanism } from '../../core/mechanism';
import { money, playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import type { LayTileAction, PlaceTokenAction } from '../../generated/actions';
import { checkLay, layTile, laysWhere } from '../../map/lay';
import { isShared } from '../../map/supply';
import { placedTile, reach, type Reach } from '../../map/graph';
import { actionId } from '../../ids';
import { hexDistance } from '../../map/hexDistance';
import { freeSlot } from '../../map/tokens';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { playerHolder, type CorporationState, type StockRoundState } from '../../state/types';
import { pay } from '../../state/bank';
import { addHexToken } from '../../state/hexes';
import { floatSharesOwed } from '../lobbies';

export const FLOAT_STATIONS_REF = '1820 rules §6.6.2 L516-531 (stations placed at the float)';
export const FLOAT_FREE_TILE_REF = '1820 rules §6.6.2 L520-527 (a free yellow tile or single upgrade for a station at the float, not on a tile another company floated onto this stock round)';

/** Why `corp` may not lay this free tile at its float now, or the lay's check (title.json floatStations.freeTile). */
function checkFreeLay(ctx: Ctx, corp: string, a: Pick<LayTileAction, 'hex' | 'tile' | 'rotation'>, r: Reach = reach(ctx.title, ctx.state, corp)): ReturnType<typeof illegal> | ReturnType<typeof checkLay> {
  const round = ctx.state.round as StockRoundState;
  const c = ctx.state.corporations[corp]!;
  if (!config(ctx)?.freeTile) return illegal(`${corp} lays no tile at its float`, FLOAT_FREE_TILE_REF);
  if (round.floatLays?.[corp] !== undefined) return illegal(`${corp} has laid its free tile`, FLOAT_FREE_TILE_REF);
  if (c.tokens.length >= config(ctx)!.max) return illegal(`${corp} has placed its stations`, FLOAT_FREE_TILE_REF);
  if (Object.entries(round.floatLays ?? {}).some(([other, hex]) => other !== corp && hex === a.hex))
    return illegal(`another company floated onto ${a.hex} this stock round`, FLOAT_FREE_TILE_REF);
  if ((config(ctx)!.excludeHexes ?? []).includes(a.hex)) return illegal(`no company may start in ${a.hex}`, FLOAT_STATIONS_REF);
  if (c.tokens.some((t) => t.hex === a.hex)) return illegal(`${corp}'s stations must be in different hexes`, FLOAT_STATIONS_REF);
  const next = ctx.title.tiles.get(a.tile);
  // The lay must make an open station circle: more circles on the new tile than stations on the hex.
  const circles = next ? next.nodes.reduce((n, node) => n + (node.slots ?? 0), 0) : 0;
  if (next && circles <= ctx.state.hexes[a.hex]!.tokens.length) return illegal(`tile ${a.tile} gives no open station circle on ${a.hex}`, FLOAT_FREE_TILE_REF);
  return checkLay(ctx, corp, a.hex, a.tile, a.rotation, r, { consumesLay: false, free: true, anywhere: true });
}

/**
 * Every free lay `corp` may make at its float now (title.json floatStations.freeTile), each distinct layout
 * once: the tiles in the supply of the phase's colours that have a station circle, on every hex the
 * float may use (checkFreeLay decides the rest). Empty once the tile is laid or the stations are placed.
 */
function freeLays(ctx: Ctx, corp: string): { hex: string; tile: string; rotation: number }[] {
  const cfg = config(ctx);
  const round = ctx.state.round as StockRoundState;
  const c = ctx.state.corporations[corp]!;
  if (!cfg?.freeTile || round.floatLays?.[corp] !== undefined || c.tokens.length >= cfg.max) return [];
  const { title, state } = ctx;
  const colours = title.phases[state.phase]!.tiles as string[];
  const candidates = title.manifestOrder.filter((id) => {
    const t = title.tiles.get(id)!;
    return ((state.tileSupply[id] ?? 0) !== 0 || isShared(title, id)) && colours.includes(t.color) && t.nodes.some((n) => (n.slots ?? 0) > 0);
  });
  const taken = new Set([...(cfg.excludeHexes ?? []), ...c.tokens.map((t) => t.hex), ...Object.values(round.floatLays ?? {})]);
  const r = reach(title, state, corp);
  const hexes = title.hexIds.filter((hex) => !taken.has(hex));
  return laysWhere(ctx, corp, hexes, candidates, (hex, tile, rotation) => !('code' in checkFreeLay(ctx, corp, { hex, tile, rotation }, r)));
}

type Config = NonNullable<Ctx['title']['definition']['title']['floatStations']>;

function config(ctx: Ctx): Config | undefined {
  return ctx.title.definition.title.floatStations;
}

/** After `c` is started: queue its station placement when it has no fixed home and the title places them. */
export function queueFloatStations(ctx: Ctx, c: CorporationState): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || !config(ctx) || ctx.title.corporation.get(c.id)!.home) return;
  (round.floatStations ??= []).push(c.id);
  ctx.log.push(`${c.id} must place its first stations before play goes on`);
}

/** The corporation placing its first stations now, acting through its director. */
export function floatStationsActor(ctx: Ctx): Actor | null {
  const round = ctx.state.round as StockRoundState;
  const corp = round.floatStations?.[0];
  if (!corp) return null;
  return { entityType: 'corporation', entity: corp, seat: ctx.state.corporations[corp]!.president! };
}

/** The fee for a station on `hex`: perEdge × edges from the nearest station placed, 0 for the first; null when no path. */
export function floatStationFee(ctx: Ctx, corp: string, hex: string): number | null {
  const c = ctx.state.corporations[corp]!;
  if (c.tokens.length === 0) return 0;
  const d = hexDistance(ctx.title, c.tokens.map((t) => t.hex), hex);
  return d === null ? null : d * config(ctx)!.perEdge;
}

function check(ctx: Ctx, actor: Actor, hex: string, city: number): { slot: number; fee: number } | ReturnType<typeof illegal> {
  const cfg = config(ctx)!;
  const corp = String(actor.entity);
  const c = ctx.state.corporations[corp]!;
  if (c.tokens.length >= cfg.max) return illegal(`${corp} has placed its ${cfg.max} stations`, FLOAT_STATIONS_REF);
  if (!ctx.title.hexes.has(hex)) return illegal(`no hex ${hex}`, FLOAT_STATIONS_REF);
  if ((cfg.excludeHexes ?? []).includes(hex)) return illegal(`no company may start in ${hex}`, FLOAT_STATIONS_REF);
  if (c.tokens.some((t) => t.hex === hex)) return illegal(`${corp}'s stations must be in different hexes`, FLOAT_STATIONS_REF);
  // L520-527: after a free lay, the station goes on the laid tile.
  const laid = (ctx.state.round as StockRoundState).floatLays?.[corp];
  if (laid !== undefined && laid !== hex && !c.tokens.some((t) => t.hex === laid)) return illegal(`${corp}'s station goes on the tile it laid on ${laid}`, FLOAT_FREE_TILE_REF);
  const slot = freeSlot(ctx, hex, city, corp);
  if (slot === null) return illegal(`${hex} has no open station circle in city ${city}`, FLOAT_STATIONS_REF);
  const fee = floatStationFee(ctx, corp, hex);
  if (fee === null) return illegal(`no path joins ${hex} to ${corp}'s station without crossing a barrier, a gray edge without track or the edge of the board`, FLOAT_STATIONS_REF);
  // A lobby's float: the money for the float's shares (step 5) stays with the director (mechanisms/lobbies/index.ts).
  const owed = floatSharesOwed(ctx, corp);
  const cash = ctx.state.players[actor.seat]!.cash - owed;
  if (fee > cash) return illegal(`the distance fee is ${money(ctx, fee)}, ${money(ctx, cash)} available${owed > 0 ? ` after the ${money(ctx, owed)} the float's shares cost` : ''}`, FLOAT_STATIONS_REF);
  return { slot, fee };
}

/** Every open city slot the corporation may take now (with its fee as `cost`), every free lay, and a pass once `min` are placed. */
export function floatStationsLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const cfg = config(ctx)!;
  const c = ctx.state.corporations[String(actor.entity)]!;
  const out: LegalAction[] = [];
  if (c.tokens.length < cfg.max) {
    for (const hex of [...ctx.title.hexes.keys()].sort()) {
      const pt = placedTile(ctx.title, ctx.state, hex);
      if (!pt) continue;
      for (let city = 0; city < pt.tile.cities.length; city++) {
        const r = check(ctx, actor, hex, city);
        if ('code' in r) continue;
        const action = act(actor, 'place_token', { hex, city });
        out.push({ id: actionId(action), action, cost: r.fee });
      }
    }
  }
  // The free tile (L520-527), free of any cost.
  for (const l of freeLays(ctx, c.id)) {
    const action = act(actor, 'lay_tile', l);
    out.push({ id: actionId(action), action, cost: 0 });
  }
  if (c.tokens.length >= cfg.min) out.push({ id: 'pass', action: act(actor, 'pass', {}) });
  return out;
}

export function processFloatStations(ctx: Ctx, actor: Actor, action: { type: string }): void {
  const cfg = config(ctx)!;
  const round = ctx.state.round as StockRoundState;
  const corp = String(actor.entity);
  const c = ctx.state.corporations[corp]!;
  if (action.type === 'pass') {
    const laid = round.floatLays?.[corp];
    if (laid !== undefined && !c.tokens.some((t) => t.hex === laid)) throw illegal(`${corp} must place a station on the tile it laid on ${laid}`, FLOAT_FREE_TILE_REF);
    if (c.tokens.length < cfg.min) throw illegal(`${corp} must place at least ${cfg.min} station${cfg.min === 1 ? '' : 's'}`, FLOAT_STATIONS_REF);
    round.floatStations!.shift();
    return;
  }
  if (action.type === 'lay_tile') {
    const a = action as LayTileAction;
    const r = checkFreeLay(ctx, corp, a);
    if ('code' in r) throw r;
    layTile(ctx, corp, a.hex, a.tile, a.rotation, r, true);
    (round.floatLays ??= {})[corp] = a.hex;
    return;
  }
  if (action.type !== 'place_token') throw illegal(`${corp} must place its first stations first`, FLOAT_STATIONS_REF);
  const a = action as PlaceTokenAction;
  const r = check(ctx, actor, a.hex, a.city);
  if ('code' in r) throw r;
  addHexToken(ctx.state, a.hex, { corporation: corp, city: a.city, slot: r.slot });
  c.tokens.push({ hex: a.hex, city: a.city });
  pay(ctx, playerHolder(actor.seat), 'bank', r.fee);
  // Recorded for a cousin that may halve it this round (cousins.json halveFloatDistanceFee; 1820 §14.3.1).
  if (r.fee > 0) {
    const fees = ((round.floatFees ??= {})[corp] ??= { seat: actor.seat, fee: 0 });
    fees.fee += r.fee;
  }
  ctx.log.push(`${corp} places a station on ${a.hex}${r.fee > 0 ? `; ${playerName(ctx, actor.seat)} pays ${money(ctx, r.fee)} for the distance` : ''}`);
  if (c.tokens.length >= cfg.max) round.floatStations!.shift();
}

/** title.json floatStations (1820 §6.6.2): a corporation without a fixed home places its first stations once started. */
export const mechanism: Mechanism = {
  id: 'floatStations',
  slice: { keys: ['floatStations', 'floatLays'] },
  block: 'title.floatStations',
  appliesTo: (d) => d.title.floatStations !== undefined,
  hooks: { corporationParred: queueFloatStations },
};

declare module '../../state/slices' {
  interface StockRoundSlices {
    /** Corporations just started that must place their first stations now, first one first (title.json floatStations; 1820). */
    floatStations?: string[];
    /** The hex on which each corporation laid its free tile at its float this round (title.json floatStations.freeTile; 1820 §6.6.2 L520-527). */
    floatLays?: Record<string, string>;
  }
}
