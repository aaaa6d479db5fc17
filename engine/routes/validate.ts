/**
 * Checking routes a corporation submits, against the revenue definition in
 * revenue.ts. Returns a per-stop breakdown so clients can show why a route
 * pays what it pays.
 */
import type { Ctx } from '../context';
import { illegal, invalid, type GameError } from '../errors';
import { blocksPassage, nodeKey, stationNodes } from '../map/graph';
import { isEdge, type Endpoint } from '../map/tiles';
import { corpHolder } from '../state/types';
import { markerAt, mayRun, scoreRoute, stopRevenue, trainRule, type Stop } from './revenue';
import { TrackView, type Move } from './walk';

export const ROUTES_REF = '1830 rules, Running trains (distinct track, a station of the corporation, n stops for an n-train)';

export interface RouteInput {
  train: string;
  path: string[];
}

export interface CheckedRoute {
  train: string;
  stops: Stop[];
  /** Revenue of each stop, in order. */
  breakdown: { stop: string; revenue: number }[];
  revenue: number;
  tracks: string[];
  /** The route as it can be submitted again. */
  path: string[];
}

const ELEMENT = /^([A-Z]+[0-9]+)(?:\.([0-9]+))?$/;

function parseElement(s: string): { hex: string; node: number | null } | null {
  const m = ELEMENT.exec(s);
  if (!m) return null;
  return { hex: m[1]!, node: m[2] === undefined ? null : Number(m[2]) };
}

/** Validates one route's walk; `usedTrack` collects track across the corporation's routes. */
export function checkRoute(ctx: Ctx, corp: string, input: RouteInput, usedTrack: Set<string>, view = new TrackView(ctx.title, ctx.state)): GameError | CheckedRoute {
  const { title, state } = ctx;
  const train = state.trains.find((t) => t.id === input.train);
  if (!train || train.owner !== corpHolder(corp)) return illegal(`${corp} does not own train ${input.train}`, ROUTES_REF);
  if (!mayRun(title, state, corp, train.type)) return illegal(`${corp}'s permits do not allow it to run a ${train.type} train`, '1862 rules, Permits');
  const elements = input.path.map(parseElement);
  if (elements.some((e) => e === null)) return invalid(`route of ${input.train}: path elements are "<hex>" or "<hex>.<node>"`);
  const els = elements as { hex: string; node: number | null }[];
  if (els.length < 2) return illegal(`route of ${input.train} needs at least two stops`, ROUTES_REF);
  const first = els[0]!;
  const last = els[els.length - 1]!;
  if (first.node === null || last.node === null) return illegal(`route of ${input.train} must start and end at a stop`, ROUTES_REF);
  for (const e of els) if (!title.hexes.has(e.hex)) return invalid(`route of ${input.train}: no hex ${e.hex}`);

  const stops: Stop[] = [{ hex: first.hex, node: first.node }];
  const visited = new Set<string>([nodeKey(first.hex, first.node)]);
  const tracks: string[] = [];
  const free = (m: Move): boolean => !usedTrack.has(m.track) && !tracks.includes(m.track);
  const fail = (why: string): GameError => illegal(`route of ${input.train}: ${why}`, ROUTES_REF);
  let hex = first.hex;
  let at: Endpoint = { node: first.node };
  const arriveAt = (node: number): GameError | null => {
    const key = nodeKey(hex, node);
    if (visited.has(key)) return fail(`visits ${key} twice`);
    visited.add(key);
    stops.push({ hex, node });
    at = { node };
    return null;
  };
  let i = 1;
  while (i < els.length) {
    const target = els[i]!;
    // Only the first stop may be left when it is an off-board area or a blocked city.
    if (i > 1 && !isEdge(at) && blocksPassage(state, hex, view.tile(hex)!.tile, at.node, corp))
      return fail(`cannot run through ${nodeKey(hex, at.node)}`);
    const here: Move[] = view.moves(hex, at).filter(free);
    if (target.hex === hex && target.node !== null) {
      const m = here.find((n) => !n.crossed && !isEdge(n.at) && n.at.node === target.node);
      if (!m) return fail(`no unused track from ${input.path[i - 1]} to ${input.path[i]}`);
      tracks.push(m.track);
      const err = arriveAt(target.node);
      if (err) return err;
      i++;
      continue;
    }
    const cross: Move | undefined = here.find((n) => n.crossed && n.hex === target.hex);
    if (!cross) return fail(`no unused track from ${input.path[i - 1]} to ${input.path[i]}`);
    tracks.push(cross.track);
    hex = cross.hex;
    at = cross.at;
    // Now on the border of `hex`: run to the element's stop, or straight through toward the next element.
    for (;;) {
      const cur = els[i]!;
      const inside: Move[] = view.moves(hex, at).filter(free);
      if (cur.node !== null) {
        const m = inside.find((n) => !n.crossed && !isEdge(n.at) && n.at.node === cur.node);
        if (!m) return fail(`no unused track into ${input.path[i]}`);
        tracks.push(m.track);
        const err = arriveAt(cur.node);
        if (err) return err;
        i++;
        break;
      }
      const next = els[i + 1];
      if (!next) return fail('must end at a stop');
      const m = inside.find((n) => n.crossed && n.hex === next.hex);
      if (!m) return fail(`no unused track through ${cur.hex} toward ${next.hex}`);
      tracks.push(m.track);
      hex = m.hex;
      at = m.at;
      i++;
    }
  }
  return finishRoute(ctx, corp, input.train, train.type, stops, tracks, input.path, view);
}

export function finishRoute(
  ctx: Ctx,
  corp: string,
  trainId: string,
  type: string,
  stops: Stop[],
  tracks: string[],
  path: string[],
  view?: TrackView,
): GameError | CheckedRoute {
  const { title, state } = ctx;
  if (stops.length < 2) return illegal(`route of ${trainId} needs at least two stops`, ROUTES_REF);
  const stations = stationNodes(title, state, corp);
  const hasStation = stops.some((s) => stations.some((t) => t.hex === s.hex && t.node === s.node));
  if (!hasStation) return illegal(`route of ${trainId} must include a station of ${corp}`, ROUTES_REF);
  const hexCount = new Set(tracks.map((t) => t.slice(0, t.indexOf('#')))).size;
  const scored = scoreRoute(title, state, trainRule(title, type), stops, hexCount, corp);
  if (!scored) return illegal(`a ${type} train cannot run this route (${stops.length} stops, ${hexCount} hexes)`, ROUTES_REF);
  const breakdown = stops.map((s, i) => ({
    stop: nodeKey(s.hex, s.node),
    revenue: (scored.paid[i] ? stopRevenue(title, state, s) : 0) + markerAt(title, state, stops, scored.paid, corp, i),
  }));
  return { train: trainId, stops, breakdown, revenue: scored.revenue, tracks, path };
}

/**
 * Checks a corporation's whole run: each train at most once, no piece of track
 * shared between its routes. Throws the first refusal; returns each route checked.
 */
export function checkRun(ctx: Ctx, corp: string, routes: RouteInput[]): { revenue: number; checked: CheckedRoute[] } {
  const used = new Set<string>();
  const trains = new Set<string>();
  const view = new TrackView(ctx.title, ctx.state);
  let revenue = 0;
  const checked: CheckedRoute[] = [];
  for (const r of routes) {
    if (trains.has(r.train)) throw illegal(`train ${r.train} runs twice`, ROUTES_REF);
    trains.add(r.train);
    const res = checkRoute(ctx, corp, r, used, view);
    if ('code' in res) throw res;
    for (const t of res.tracks) used.add(t);
    revenue += res.revenue;
    checked.push(res);
  }
  return { revenue, checked };
}
