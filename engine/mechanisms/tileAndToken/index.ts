/**
 * A private company's ability to lay a tile and place a station on a named hex as the owning
 * corporation's whole track build and station placement for the turn, without a connection, for
 * one fee (1843 rules L5164-5198, Cie du Havre: a yellow tile and a station at Le Havre C14 for
 * 80fr; L5428-5474, Boulogne-Amiens: a tile and a station at C18, or only a station on an
 * available city of a tile already there, for 100fr). The company stays open.
 *
 * Data: companies.json ability { kind: "tileAndToken", when: "ownerOperatingTurn", params: {
 * hexes, cost, tileColours?, stationOnlyIfTiled? } }. `cost` covers terrain, the tile and the
 * station (D8 #18). Used in the track step, before any tile is laid or station placed this turn:
 * the company `lay_tile`s (the station goes in the first city of the new tile with a free slot) or,
 * with stationOnlyIfTiled on a hex that already shows a tile, `place_token`s.
 *
 * With params.stationSeparately the tile and the station are two actions, as 18xx.games records
 * its `teleport` ability ("place a tile and station token ... for only the cost of the terrain"):
 * the company's lay_tile pays the cost and lays the tile, and the station is then owed. As on
 * 18xx.games (Step::SpecialTrack sets `teleported`, Step::SpecialToken blocks until it is settled),
 * the owed station interrupts the turn: the president places it with the company's place_token in
 * a city of the hex, or declines with the company's pass, before anything else. A corporation
 * without a station left lays the tile alone and owes none.
 */
import { money, type Ctx } from '../../context';
import { illegal, unknown } from '../../errors';
import type { LayTileAction, PlaceTokenAction } from '../../generated/actions';
import { acceptedLays, checkLay, layTile, type SpecialLay } from '../../map/lay';
import { freeSlot, nextTokenCost, placeToken } from '../../map/tokens';
import { placedTile, reach, type Reach } from '../../map/graph';
import { corpHolder } from '../../state/types';
import { abilitiesOf } from '../../definition/abilities';
import type { Interruption, Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';
import { actingSeat } from '../receivership';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { currentOperatingStep } from '../../rounds/operating';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { pay } from '../../state/bank';

const REF = '1843 rules L5164-5198 (Cie du Havre), L5428-5474 (Boulogne-Amiens): tile and station as the whole track build and station placement';

interface Params {
  hexes: string[];
  cost: number;
  tileColours?: string[];
  /** The only tiles the lay may use (18Chesapeake's Chesapeake and Ohio Canal: #57). */
  tiles?: string[];
  stationOnlyIfTiled?: boolean;
  stationSeparately?: boolean;
}

function paramsOf(ctx: Ctx, company: string): Params | null {
  const ab = abilitiesOf(ctx, company, 'tileAndToken')[0];
  return ab ? (ab.params as unknown as Params) : null;
}

/** Why the corporation may not use `company`'s tileAndToken now, or null. */
function refusal(ctx: Ctx, corp: string, company: string): string | null {
  const p = paramsOf(ctx, company);
  if (!p) return `${company} has no tile-and-station ability`;
  const co = ctx.state.companies[company];
  if (!co || co.closed || co.owner !== corpHolder(corp)) return `${corp} does not own ${company}`;
  const round = ctx.state.round;
  if (round.kind !== 'operating') return 'only in an operating turn';
  if (round.turn.tilesLaid.length > 0 || round.turn.tokenPlaced || round.turn.trackDone) return `${company}'s power replaces the whole track build and station placement: ${corp} has already built this turn`;
  // A separate station is owed only when one is left (18xx.games removes the ability instead).
  if (nextTokenCost(ctx, corp) === null && !p.stationSeparately) return `${corp} has no station left`;
  if (ctx.state.corporations[corp]!.cash < p.cost) return `${company}'s power costs ${money(ctx, p.cost)}`;
  return null;
}

/** The hex already shows a tile: one laid, or a printed tile that is not plain white. */
function tiled(ctx: Ctx, hex: string): boolean {
  return ctx.state.hexes[hex]?.tile != null || (ctx.title.hexes.get(hex)?.def.tile?.color ?? 'white') !== 'white';
}

function firstFreeCity(ctx: Ctx, corp: string, hex: string): { city: number; slot: number } | null {
  const cities = placedTile(ctx.title, ctx.state, hex)?.tile.cities ?? [];
  for (let city = 0; city < cities.length; city++) {
    if (ctx.state.corporations[corp]!.tokens.some((t) => t.hex === hex && t.city === city)) continue;
    const slot = freeSlot(ctx, hex, city, corp);
    if (slot !== null) return { city, slot };
  }
  return null;
}

function spec(p: Params): SpecialLay {
  return { consumesLay: false, free: true, anywhere: true, hexes: p.hexes, ...(p.tileColours ? { colors: p.tileColours } : {}), ...(p.tiles ? { tiles: p.tiles } : {}) };
}

function finish(ctx: Ctx, corp: string, company: string, hex: string, city: number, slot: number, cost: number): void {
  placeToken(ctx, corp, hex, city, cost, slot, company);
  const round = ctx.state.round;
  if (round.kind === 'operating') {
    round.turn.tokenPlaced = true;
    round.turn.trackDone = true;
  }
}

/** The company's lays (tile and station) and station-only placements open to the operating corporation now. */
export function legalTileAndToken(ctx: Ctx, corp: string): ({ company: string; type: 'lay_tile'; hex: string; tile: string; rotation: number } | { company: string; type: 'place_token'; hex: string; city: number })[] {
  const out: ({ company: string; type: 'lay_tile'; hex: string; tile: string; rotation: number } | { company: string; type: 'place_token'; hex: string; city: number })[] = [];
  // The corporation's network, walked once: every candidate below is checked against the same state.
  let network: Reach | null = null;
  for (const def of ctx.title.companies) {
    const p = paramsOf(ctx, def.id);
    if (!p || refusal(ctx, corp, def.id) !== null) continue;
    network ??= reach(ctx.title, ctx.state, corp);
    for (const hex of p.hexes) {
      if (p.stationOnlyIfTiled && tiled(ctx, hex)) {
        const stationed = ctx.state.corporations[corp]!.tokens.some((t) => t.hex === hex);
        (placedTile(ctx.title, ctx.state, hex)?.tile.cities ?? []).forEach((_n, city) => {
          if (!stationed && freeSlot(ctx, hex, city, corp) !== null) out.push({ company: def.id, type: 'place_token', hex, city });
        });
      }
      for (const { tile, rotation } of acceptedLays(ctx, corp, [hex], network, spec(p))) {
        if ((ctx.title.tiles.get(tile)?.cities.length ?? 0) === 0) continue;
        if (!out.some((o) => o.type === 'lay_tile' && o.company === def.id && o.hex === hex && o.tile === tile && o.rotation === rotation)) out.push({ company: def.id, type: 'lay_tile', hex, tile, rotation });
      }
    }
  }
  return out;
}

export function hasTileAndToken(ctx: Ctx, company: string): boolean {
  return paramsOf(ctx, company) !== null;
}

/** The station a params.stationSeparately lay still owes this turn, if any. */
export function stationOwed(ctx: Ctx): { company: string; hex: string } | null {
  const round = ctx.state.round;
  return round.kind === 'operating' ? (round.turn.stationOwed ?? null) : null;
}

/** A company's lay_tile by its tileAndToken ability: the tile, then a station in its first city with room. */
export function processTileAndTokenLay(ctx: Ctx, corp: string, a: LayTileAction): void {
  const company = String(a.entity);
  const why = refusal(ctx, corp, company);
  if (why) throw illegal(why, REF);
  const p = paramsOf(ctx, company)!;
  const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, spec(p));
  if ('code' in res) throw res;
  layTile(ctx, corp, a.hex, a.tile, a.rotation, res, true);
  if (p.stationSeparately) {
    // The cost now; the station by the company's own place_token (as 18xx.games records the teleport ability).
    pay(ctx, corpHolder(corp), 'bank', p.cost);
    const owes = nextTokenCost(ctx, corp) !== null;
    const round = ctx.state.round;
    if (round.kind === 'operating') {
      round.turn.trackDone = true;
      if (owes) round.turn.stationOwed = { company, hex: a.hex };
    }
    ctx.log.push(`${corp} lays tile ${a.tile} on ${a.hex} with ${company} for ${money(ctx, p.cost)}${owes ? '; its station follows' : `; it has no station left to place`}`);
    return;
  }
  const free = firstFreeCity(ctx, corp, a.hex);
  if (!free) throw illegal(`tile ${a.tile} leaves no city with room for ${corp}'s station on ${a.hex}`, REF);
  finish(ctx, corp, company, a.hex, free.city, free.slot, p.cost);
}

/** A company's place_token by its tileAndToken ability (stationOnlyIfTiled): a station on a hex that already shows a tile. */
export function processTileAndTokenStation(ctx: Ctx, corp: string, a: PlaceTokenAction): void {
  const company = String(a.entity);
  const owed = stationOwed(ctx);
  if (owed && owed.company === company) {
    if (a.hex !== owed.hex) throw illegal(`${company}'s station goes on ${owed.hex}, where its tile was laid`, REF);
    const slot = freeSlot(ctx, a.hex, a.city, corp);
    if (slot === null) throw illegal(`city ${a.city} on ${a.hex} has no free slot`, REF);
    const round = ctx.state.round;
    if (round.kind === 'operating') delete round.turn.stationOwed;
    finish(ctx, corp, company, a.hex, a.city, slot, 0);
    return;
  }
  const why = refusal(ctx, corp, company);
  if (why) throw illegal(why, REF);
  const p = paramsOf(ctx, company)!;
  if (!p.hexes.includes(a.hex)) throw illegal(`${company} places stations only on ${p.hexes.join(', ')}`, REF);
  if (!p.stationOnlyIfTiled || !tiled(ctx, a.hex)) throw illegal(`${company} places a station alone only on a hex that already has a tile`, REF);
  const cities = placedTile(ctx.title, ctx.state, a.hex)?.tile.cities ?? [];
  if (a.city < 0 || a.city >= cities.length) throw unknown(`no city ${a.city} on ${a.hex}`);
  if (ctx.state.corporations[corp]!.tokens.some((t) => t.hex === a.hex)) throw illegal(`${corp} already has a station on ${a.hex}`, REF);
  const slot = freeSlot(ctx, a.hex, a.city, corp);
  if (slot === null) throw illegal(`the city on ${a.hex} has no free slot`, REF);
  finish(ctx, corp, company, a.hex, a.city, slot, p.cost);
}

const inTrackStep = (ctx: Ctx): boolean => currentOperatingStep(ctx)?.name === 'layTrack';

/** The company's lays and stations, offered in the track step only. */
function tileAndTokenLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  if (!inTrackStep(ctx)) return [];
  return legalTileAndToken(ctx, String(actor.entity)).map((l) => {
    const { company, type, ...fields } = l;
    const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, type, fields);
    return { id: `${actionId(action)}:${company}`, action };
  });
}

function tileAndTokenProcess(ctx: Ctx, actor: Actor, action: Action): boolean {
  if ((action.type !== 'lay_tile' && action.type !== 'place_token') || action.entityType !== 'company' || !hasTileAndToken(ctx, String(action.entity))) return false;
  if (!inTrackStep(ctx)) throw illegal(`${String(action.entity)}'s power is used in the track step`, '1843 rules L5164-5198, L5428-5474');
  if (action.type === 'lay_tile') processTileAndTokenLay(ctx, String(actor.entity), action as LayTileAction);
  else processTileAndTokenStation(ctx, String(actor.entity), action as PlaceTokenAction);
  return true;
}

const OWED_REF = 'As 18xx.games plays a teleport ability (Step::SpecialToken): after the tile, its station is placed or declined before anything else (params.stationSeparately)';

/**
 * The station a stationSeparately lay owes: the operating corporation's president places it (the
 * company's place_token, in a city of the hex with a free slot) or declines it (the company's pass)
 * before the turn goes on.
 */
const owedStation: Interruption = {
  name: 'tileAndTokenStation',
  actor(ctx) {
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.current === null || !stationOwed(ctx)) return null;
    return { entityType: 'corporation', entity: round.current, seat: actingSeat(ctx.state, round.current, ctx.title) };
  },
  legal(ctx, actor): LegalAction[] {
    const owed = stationOwed(ctx)!;
    const corp = String(actor.entity);
    const as = { entityType: 'company' as never, entity: owed.company, seat: actor.seat };
    const places = (placedTile(ctx.title, ctx.state, owed.hex)?.tile.cities ?? []).flatMap((_n, city) =>
      freeSlot(ctx, owed.hex, city, corp) === null ? [] : [act(as, 'place_token', { hex: owed.hex, city })],
    );
    return [...places, act(as, 'pass', {})].map((action) => ({ id: `${actionId(action)}:${owed.company}`, action }));
  },
  process(ctx, actor, action) {
    const owed = stationOwed(ctx)!;
    if (action.entityType !== 'company' || String(action.entity) !== owed.company || (action.type !== 'place_token' && action.type !== 'pass'))
      throw illegal(`${String(actor.entity)} must first place ${owed.company}'s station on ${owed.hex}, or decline it`, OWED_REF);
    if (action.type === 'place_token') {
      processTileAndTokenStation(ctx, String(actor.entity), action as PlaceTokenAction);
      return;
    }
    const round = ctx.state.round;
    if (round.kind === 'operating') delete round.turn.stationOwed;
    ctx.log.push(`${String(actor.entity)} declines to place a station on ${owed.hex} with ${owed.company}`);
  },
};

/** companies.json tileAndToken (1843's du Havre, Boulogne-Amiens): used in the owning corporation's track step. */
declare module '../../definition/rules-summary' {
  interface CompanyPowerKinds {
    tileAndToken: { company: string; kind: 'tileAndToken'; hexes: string[]; cost: number; stationSeparately: boolean };
  }
}

/** The rules summary's power: where, for how much, and whether the station follows apart. */
const summary: SummaryPart = {
  powers: {
    tileAndToken: {
      read: (company, { params: p }) => ({ company, kind: 'tileAndToken', hexes: [...((p.hexes as string[]) ?? [])], cost: Number(p.cost ?? 0), stationSeparately: p.stationSeparately === true }),
      sentence: (p, { money, list }) =>
        p.kind !== 'tileAndToken'
          ? ''
          : `A corporation owning ${p.company} may lay a tile and place a station on ${list(p.hexes, 'or')} for ${money(p.cost)}, without a connection, as its tile lay and station for the turn` +
            (p.stationSeparately ? '; the station follows the tile as a separate action, which must be taken (or declined) before anything else.' : '.'),
    },
  },
};

export const mechanism: Mechanism = {
  summary,
  id: 'tileAndToken',
  block: 'companies[].abilities[kind=tileAndToken]',
  appliesTo: (d) => d.companies.companies.some((c) => (c.abilities ?? []).some((a) => (a.kind as string) === 'tileAndToken')),
  hooks: {},
  anytime: { operating: [{ name: 'tileAndToken', legal: tileAndTokenLegal, process: tileAndTokenProcess }] },
  interruptions: { operating: [owedStation] },
};
