/**
 * Moving a placed station (title.json rounds.operating.stationMove; 1843 rules L3392-3467): once
 * per game, from the given phase, in the station step instead of placing a station, for a fee. The
 * station goes where a new one could be placed, or elsewhere on its own tile (even the same city);
 * a blocked marker takes its old slot and stops routes, the mover's too, like another corporation's
 * station. The new place must trace by track to another of its stations or to that blocked marker.
 */
import { type Ctx, money, scratchCtx } from '../../context';
import { illegal, unknown, type GameError } from '../../errors';
import { pay } from '../../state/bank';
import { addHexToken, changeHexToken } from '../../state/hexes';
import { nodeKey, placedTile, reach } from '../../map/graph';
import { freeSlot } from '../../map/tokens';
import { corpHolder, type GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import type { MoveTokenAction } from '../../generated/actions';

export const STATION_MOVE_REF = '1843 rules L3392-3467: in gray phase a company may move one station once per game for 100fr, leaving a blocked marker';

type MoveRule = { fromPhase: string; cost: number; blockers: number };

export function moveRule(ctx: Ctx): MoveRule | null {
  return (ctx.title.rounds.operating as { stationMove?: MoveRule }).stationMove ?? null;
}

const blockersPlaced = (state: GameState): number => Object.values(state.hexes).reduce((n, h) => n + h.tokens.filter((t) => t.blocked).length, 0);

/** The conditions that do not depend on where: null when a move may be made now. */
export function moveRefusal(ctx: Ctx, corp: string): GameError | null {
  const rule = moveRule(ctx);
  if (!rule) return illegal('stations are never moved in this title', STATION_MOVE_REF);
  const from = ctx.title.phases.findIndex((p) => p.id === rule.fromPhase);
  if (from < 0 || ctx.state.phase < from) return illegal(`stations may be moved only from phase ${rule.fromPhase}`, STATION_MOVE_REF);
  const c = ctx.state.corporations[corp]!;
  if (c.stationMoved) return illegal(`${corp} has already moved a station`, STATION_MOVE_REF);
  const round = ctx.state.round;
  if (round.kind !== 'operating' || round.turn.tokenPlaced || round.turn.portClaimed) return illegal(`${corp} has placed a station or claimed a port this turn`, STATION_MOVE_REF);
  if (blockersPlaced(ctx.state) >= rule.blockers) return illegal('no blocked marker is left', STATION_MOVE_REF);
  if (c.cash < rule.cost) return illegal(`moving a station costs ${money(ctx, rule.cost)}, ${corp} has ${money(ctx, c.cash)}`, STATION_MOVE_REF);
  if (c.tokens.length === 0) return illegal(`${corp} has no station to move`, STATION_MOVE_REF);
  return null;
}

/** Takes `corp`'s station off (hex, city) and leaves a blocked marker in its slot. */
function lift(state: GameState, corp: string, hex: string, city: number): void {
  const t = state.hexes[hex]!.tokens.find((x) => x.corporation === corp && !x.blocked && x.city === city)!;
  changeHexToken(state, hex, t, { blocked: true });
}

/** A simulation of the lift: the state with the blocked marker, for the checks. */
function lifted(ctx: Ctx, corp: string, hex: string, city: number): Ctx {
  const sim = scratchCtx(ctx);
  lift(sim.state, corp, hex, city);
  const c = sim.state.corporations[corp]!;
  c.tokens = c.tokens.filter((t) => !(t.hex === hex && t.city === city));
  return sim;
}

/** Where the station on (fromHex, fromCity) may go: the slot, or why not. */
function checkTarget(ctx: Ctx, sim: Ctx, corp: string, fromHex: string, fromCity: number, hex: string, city: number, r: Set<string>): GameError | { slot: number } {
  const pt = placedTile(ctx.title, ctx.state, hex);
  const node = pt?.tile.cities[city];
  if (!pt || node === undefined) return unknown(`no city ${city} on ${hex}`);
  const c = sim.state.corporations[corp]!;
  if (c.tokens.some((t) => t.hex === hex && t.city === city)) return illegal(`${corp} already has a station in that city`, STATION_MOVE_REF);
  // Elsewhere on its own tile is always allowed; otherwise the usual one-per-hex and J9 rules.
  if (hex !== fromHex) {
    if (ctx.title.rounds.operating.stationInSameHex === 'refused' && c.tokens.some((t) => t.hex === hex)) return illegal(`${corp} already has a station on ${hex}`, STATION_MOVE_REF);
    const locker = ctx.title.corporations.find((d) => d.home?.locksHex && d.home.hex === hex && d.id !== corp && sim.state.corporations[d.id]!.tokens.length === 0 && !sim.state.corporations[d.id]!.closed);
    if (locker) return illegal(`no station may be placed on ${hex} before ${locker.id} has placed its home station there`, STATION_MOVE_REF);
  }
  if (!r.has(nodeKey(hex, node))) return illegal(`${hex} does not trace to another station of ${corp} or to the blocked marker`, STATION_MOVE_REF);
  const slot = freeSlot(sim, hex, city, corp);
  if (slot === null) return illegal(`the city on ${hex} has no free slot`, STATION_MOVE_REF);
  return { slot };
}

function reachAfterLift(sim: Ctx, corp: string, fromHex: string, fromCity: number): Set<string> {
  const starts = [...sim.state.corporations[corp]!.tokens.map((t) => ({ hex: t.hex, city: t.city })), { hex: fromHex, city: fromCity }];
  return reach(sim.title, sim.state, corp, starts).nodes;
}

export function checkMove(ctx: Ctx, corp: string, fromHex: string, fromCity: number, hex: string, city: number): GameError | { slot: number } {
  const refused = moveRefusal(ctx, corp);
  if (refused) return refused;
  if (!ctx.state.corporations[corp]!.tokens.some((t) => t.hex === fromHex && t.city === fromCity)) return illegal(`${corp} has no station on ${fromHex} city ${fromCity}`, STATION_MOVE_REF);
  const sim = lifted(ctx, corp, fromHex, fromCity);
  return checkTarget(ctx, sim, corp, fromHex, fromCity, hex, city, reachAfterLift(sim, corp, fromHex, fromCity));
}

export function legalMoves(ctx: Ctx, corp: string): { fromHex: string; fromCity: number; hex: string; city: number }[] {
  if (moveRefusal(ctx, corp)) return [];
  const out: { fromHex: string; fromCity: number; hex: string; city: number }[] = [];
  for (const from of ctx.state.corporations[corp]!.tokens) {
    const sim = lifted(ctx, corp, from.hex, from.city);
    const r = reachAfterLift(sim, corp, from.hex, from.city);
    for (const hex of ctx.title.hexIds) {
      const pt = placedTile(ctx.title, ctx.state, hex);
      if (!pt) continue;
      pt.tile.cities.forEach((node, city) => {
        if (!r.has(nodeKey(hex, node))) return;
        if (!('code' in checkTarget(ctx, sim, corp, from.hex, from.city, hex, city, r))) out.push({ fromHex: from.hex, fromCity: from.city, hex, city });
      });
    }
  }
  return out;
}

export function moveStation(ctx: Ctx, corp: string, fromHex: string, fromCity: number, hex: string, city: number): void {
  const res = checkMove(ctx, corp, fromHex, fromCity, hex, city);
  if ('code' in res) throw res;
  const rule = moveRule(ctx)!;
  const c = ctx.state.corporations[corp]!;
  lift(ctx.state, corp, fromHex, fromCity);
  addHexToken(ctx.state, hex, { corporation: corp, city, slot: res.slot });
  // The station keeps its place in the list (the home station stays first).
  const i = c.tokens.findIndex((t) => t.hex === fromHex && t.city === fromCity);
  c.tokens[i] = { hex, city };
  c.stationMoved = true;
  pay(ctx, corpHolder(corp), 'bank', rule.cost);
  const round = ctx.state.round;
  if (round.kind === 'operating') round.turn.tokenPlaced = true;
  ctx.log.push(`${corp} moves its station from ${fromHex} to ${hex} for ${money(ctx, rule.cost)}, leaving a blocked marker`);
}

/** rounds.operating.stationMove: the station step may move a station instead of placing one. */
export const mechanism: Mechanism = {
  id: 'stationMove',
  block: 'title.rounds.operating.stationMove',
  slice: { keys: ['stationMoved'] },
  appliesTo: (d) => (d.title.rounds.operating as { stationMove?: unknown }).stationMove !== undefined,
  hooks: {
    stationAlternatives: (ctx, corp) => legalMoves(ctx, corp).map((m) => ({ type: 'move_token', fields: m })),
    stationAlternative: (ctx, corp, action) => {
      if (action.type !== 'move_token') return false;
      const m = action as MoveTokenAction;
      moveStation(ctx, corp, m.fromHex, m.fromCity, m.hex, m.city);
      return true;
    },
  },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /** True once it has moved a station (rounds.operating.stationMove, once per game). Absent: not yet. */
    stationMoved?: true;
  }
}
