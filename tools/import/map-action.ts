/**
 * Turning one 18xx.games action into ours, reading the current state where the
 * two vocabularies differ (share ids become a source and a percent, tile
 * instances become tile ids, city ids become hex + city index, route
 * connections become paths).
 */
import type { Title } from '../../engine';
import type { GameState } from '../../engine/state/types';
import { placedTile } from '../../engine/map/graph';
import { newCtx, type Ctx } from '../../engine/context';
import { checkRoute } from '../../engine/routes/validate';
import { ImportError, type ExportAction } from './export-format';

/** "57-0" → "57"; "171K-0" → "171K": 18xx.games names each copy of a tile. */
export const tileOfInstance = (instance: string): string => instance.slice(0, instance.lastIndexOf('-'));

export interface ImportContext {
  title: Title;
  /** 18xx.games player id (as a string) → our seat. */
  seats: Map<string, number>;
  /** Tile instance ("57-0") → the hex it was laid on. */
  instances: Map<string, string>;
  /** Player name → seat, for exports that name players rather than number them. */
  names: Map<string, number>;
}

/**
 * Action types that only drive 18xx.games' user interface or record its internal checks. A `log`
 * (Engine::Action::Log, a line a player adds to the game log, e.g. a confirmed consent) changes
 * nothing; unlike a `message` it can be undone, so it stays in the undo history.
 */
export const IGNORED = new Set(['program_buy_shares', 'program_share_pass', 'program_disable', 'program_auto_pass', 'message', 'log']);

type Ours = Record<string, unknown>;

function entityOf(ic: ImportContext, a: ExportAction): { entityType: string; entity: number | string } {
  if (a.entity_type === 'player') {
    // Older exports name players by name rather than id.
    const seat = ic.seats.get(String(a.entity)) ?? ic.names.get(String(a.entity));
    if (seat === undefined) throw new ImportError(`unknown player ${String(a.entity)}`);
    return { entityType: 'player', entity: seat };
  }
  return { entityType: a.entity_type === 'minor' ? 'corporation' : a.entity_type, entity: String(a.entity) };
}

function shareIndex(id: string): { corporation: string; index: number } {
  const at = id.lastIndexOf('_');
  return { corporation: id.slice(0, at), index: Number(id.slice(at + 1)) };
}

/**
 * The percent a share action moves: its recorded `percent`, or, in older exports that name only the
 * certificates (18xx.games before it recorded `percent`), the sum of the named certificates' sizes.
 */
function sharePercent(ic: ImportContext, a: ExportAction): number {
  if (a.percent !== undefined && a.percent !== null) return Number(a.percent);
  let sum = 0;
  for (const id of (a.shares as string[]) ?? []) {
    const { corporation, index } = shareIndex(id);
    const size = ic.title.corporation.get(corporation)?.certificates[index];
    if (size === undefined) throw new ImportError(`unknown certificate ${id}`);
    sum += size;
  }
  return sum;
}

/**
 * A gift of rounds.stock.certificateGifts names its receiver by seat ("cert_<seat>_<corporation>"); 18xx.games
 * names them by their place in its player order, which it turns at each stock round's start so that the
 * priority holder comes first (Game::Base#reorder_players). The place becomes the seat.
 */
function giftChoice(ic: ImportContext, state: GameState, choice: string): string {
  const m = /^(cert|prez)_(\d+)_(.+)$/.exec(choice);
  if (!m || state.round.kind !== 'stock' || ic.title.rounds.stock.certificateGifts === undefined) return choice;
  const n = state.players.length;
  return `${m[1]}_${(state.priority + Number(m[2])) % n}_${m[3]}`;
}

/** Our action for `a`, or null when it has no counterpart (UI-only actions). */
export function mapAction(ic: ImportContext, state: GameState, a: ExportAction): Ours | Ours[] | null {
  if (IGNORED.has(a.type)) return null;
  const who = entityOf(ic, a);
  switch (a.type) {
    case 'pass':
    case 'bankrupt':
    case 'end_game':
      return { type: a.type, ...who };
    case 'bid': {
      // A bid-then-pick auction (18xx.games' 1860 BuyCert): a bid without a company is for the
      // right to pick; the winner's pick of a private is a bid naming it at its face value, which
      // is our buy_company (a pick of a director's certificate is a par, mapped below).
      // A charter auction (1862's parliament round): the bid names a corporation.
      if (a.corporation !== undefined && a.corporation !== null) return { type: 'bid', ...who, corporation: String(a.corporation), price: Number(a.price) };
      if (a.company === undefined || a.company === null) return { type: 'bid', ...who, price: Number(a.price) };
      if (state.round.kind === 'auction' && state.round.bidThenPick) return { type: 'buy_company', ...who, company: String(a.company), price: Number(a.price) };
      return { type: 'bid', ...who, company: String(a.company), price: Number(a.price) };
    }
    case 'par': {
      const price = Number(String(a.share_price).split(',')[0]);
      return { type: 'par', ...who, corporation: String(a.corporation), price };
    }
    case 'buy_shares': {
      const shares = (a.shares as string[]) ?? [];
      if (shares.length === 0) throw new ImportError('buy_shares without shares');
      const { corporation, index } = shareIndex(shares[0]!);
      const c = state.corporations[corporation];
      if (!c) throw new ImportError(`unknown corporation in ${shares[0]}`);
      const holder = c.certs[index] ?? 'ipo';
      // A private company "buying" a share is its exchange for a share (1860), made by its owner.
      if (a.entity_type === 'company') {
        const owner = state.companies[String(a.entity)]?.owner ?? '';
        if (!owner.startsWith('player:')) throw new ImportError(`${String(a.entity)} is not owned by a player, so it cannot be exchanged`);
        return { type: 'exchange_company', entityType: 'player', entity: Number(owner.slice('player:'.length)), company: String(a.entity) };
      }
      if (a.entity_type === 'corporation') {
        // A corporation buying its own share is a redemption (1870). Shares are interchangeable, so
        // where our copy of the named certificate is elsewhere, the market (which must be used first
        // when it has one) is the source.
        const inMarket = c.certs.some((h, i) => i > 0 && h === 'market');
        const from = holder.startsWith('player:') && !inMarket ? Number(holder.slice('player:'.length)) : 'market';
        // In the operating turn (1862) the named pool certificate is the one redeemed, when ours is in the pool too.
        const certificate = state.round.kind === 'operating' && holder === 'market' && index > 0 ? { certificate: index } : {};
        return { type: 'redeem_share', ...who, corporation, from, ...certificate };
      }
      if ((state.round as { protection?: unknown }).protection) return { type: 'protect_shares', ...who, corporation };
      // Certificates of one size are interchangeable, and the two engines may have moved different
      // ones: a certificate we show with a player was in the market or the initial offering there.
      let from = holder;
      // A certificate the corporation redeemed is bought from its treasury where the title allows it (1862).
      if (holder === `corp:${corporation}` && ic.title.rounds.stock.buyFromTreasury) from = 'treasury';
      else if (holder !== 'ipo' && holder !== 'market') from = c.certs.some((h, i) => i > 0 && h === 'market') ? 'market' : 'ipo';
      return { type: 'buy_shares', ...who, corporation, from, percent: sharePercent(ic, a) };
    }
    case 'sell_shares': {
      const shares = (a.shares as string[]) ?? [];
      const { corporation } = shareIndex(shares[0]!);
      // A corporation selling its own shares is a reissue (1870).
      if (a.entity_type === 'corporation') return { type: 'reissue_shares', ...who, corporation };
      return { type: 'sell_shares', ...who, corporation, percent: sharePercent(ic, a) };
    }
    case 'buy_company':
      return { type: 'buy_company', ...who, company: String(a.company), price: Number(a.price) };
    case 'sell_company':
      return { type: 'sell_company', ...who, company: String(a.company), price: Number(a.price) };
    case 'lay_tile': {
      ic.instances.set(String(a.tile), String(a.hex));
      return { type: 'lay_tile', ...who, hex: String(a.hex), tile: tileOfInstance(String(a.tile)), rotation: Number(a.rotation) };
    }
    case 'place_token':
      return { type: 'place_token', ...who, ...recordedCity(ic, state, String(a.city), 'place a token on') };
    case 'remove_token': {
      // A merger's station removal (1862): the recorded city and slot name the token; ours names its corporation.
      const { hex, city } = recordedCity(ic, state, String(a.city), 'remove a token from');
      const token = state.hexes[hex]!.tokens.find((t) => t.city === city && t.slot === Number(a.slot)) ?? null;
      if (!token) throw new ImportError(`no token in slot ${String(a.slot)} of ${String(a.city)} (${hex})`);
      return { type: 'remove_token', ...who, hex, city, corporation: token.corporation };
    }
    case 'run_routes':
      if (Array.isArray(a.routes)) a = { ...a, routes: a.routes.map((r: unknown) => withConnections(ic, state, r)) };
      if (!Array.isArray(a.routes) || !a.routes.every((r) => r && typeof r === 'object' && typeof (r as ExportRoute).train === 'string' && Array.isArray((r as ExportRoute).connections) && (r as ExportRoute).connections.every((c) => Array.isArray(c) && c.every((h) => typeof h === 'string')))) {
        throw new ImportError(`run_routes${a.id !== undefined ? ` (log id ${String(a.id)})` : ''}: routes must be a list of { train, connections: [[hex, ...], ...] }`);
      }
      return {
        type: 'run_routes',
        ...who,
        // `halts`: the halts the director chose to count (18xx.games 1860 keeps it per route).
        routes: ((a.routes as ExportRoute[]) ?? []).map((r) => ({ train: r.train, path: checkedRoutePath(ic, state, String(a.entity), r), ...(typeof r.halts === 'number' ? { halts: r.halts } : {}), ...recordedFigures(r) })),
      };
    case 'dividend':
      return { type: 'dividend', ...who, kind: String(a.kind) };
    case 'buy_train': {
      const t = state.trains.find((x) => x.id === a.train);
      if (!t) throw new ImportError(`unknown train ${String(a.train)}`);
      const from = t.owner === 'depot' || t.owner === 'pool' ? t.owner : t.owner.startsWith('corp:') ? t.owner.slice(5) : t.owner;
      // 18xx.games records a `variant` on every purchase (the type's name when it has none): it is ours only
      // for a depot train of a type with variants (trains.json variants; 1862's 1F*, 2/3L, 4/5E).
      const variant = from === 'depot' && ic.title.trainType.get(t.type)?.variants?.length && a.variant !== undefined ? { variant: String(a.variant) } : {};
      const warranties = Number(a.warranties ?? 0) > 0 ? { warranties: Number(a.warranties) } : {};
      return { type: 'buy_train', ...who, train: t.id, price: Number(a.price), from, ...(a.exchange ? { exchange: String(a.exchange) } : {}), ...variant, ...warranties };
    }
    case 'discard_train':
      return { type: 'discard_train', ...who, train: String(a.train) };
    case 'destination_connection': {
      // 18xx.games records its connection check; an empty one changes nothing.
      const corporations = ((a.corporations as string[]) ?? []).map(String);
      if (corporations.length === 0) return null;
      return { type: 'destination_connection', ...who, corporations };
    }
    case 'choose':
      return { type: 'choose', ...who, choice: giftChoice(ic, state, String(a.choice)) };
    case 'assign':
      return { type: 'assign', ...who, hex: String(a.target) };
    case 'merge':
      return { type: 'merge', ...who, corporation: String(a.corporation) };
    case 'convert':
      return { type: 'convert', ...who };
    // 18xx.games names the loan it hands out or takes back (`loan`: its index in the bank's stack); ours are
    // interchangeable, so the number is dropped (title.json loans).
    case 'take_loan':
      return { type: 'take_loan', ...who };
    case 'payoff_loan':
      return { type: 'pay_loan', ...who };
    default:
      throw new ImportError(`action type ${a.type} is not supported yet`);
  }
}

/**
 * The hex and our city index of a recorded city id "<tile instance>-<n>" (or "<hex>-<n>" on a printed
 * tile). On a printed tile whose code lists other parts first, the recorded number is a part, not a
 * city (map.json recordedCities).
 */
function recordedCity(ic: ImportContext, state: GameState, cityId: string, doing: string): { hex: string; city: number } {
  const instance = cityId.slice(0, cityId.lastIndexOf('-'));
  const city = Number(cityId.slice(cityId.lastIndexOf('-') + 1));
  const hex = ic.instances.get(instance) ?? (state.hexes[instance.split('-')[0]!] ? instance.split('-')[0]! : null);
  if (!hex) throw new ImportError(`cannot ${doing} ${cityId}: unknown tile`);
  const printed = state.hexes[hex]!.tile === null ? ic.title.definition.map.hexes.find((h) => h.id === hex)?.recordedCities : undefined;
  return { hex, city: printed?.[String(city)] ?? city };
}

/** A route's recorded revenue and subsidy: the engine takes them in imported games (GameSetup.recordedRevenues). */
function recordedFigures(r: ExportRoute): { revenue?: number; subsidy?: number } {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return { ...(ok(r.revenue) ? { revenue: r.revenue } : {}), ...(ok(r.subsidy) ? { subsidy: r.subsidy } : {}) };
}

interface ExportRoute {
  train: string;
  connections: string[][];
  nodes?: string[];
  /** The stops' hexes in visit order (newer exports). */
  hexes?: string[];
  revenue?: number;
  subsidy?: number;
  halts?: number | null;
  /** The distinct hexes of an old `hexes`-only route (withConnections), for walkCandidates. */
  walkHexes?: string[];
}

/**
 * The oldest exports (18xx.games, 2020) record a route as `hexes` alone, in one of two shapes: the
 * walk, every hex once (["I4", "I2", "J3", "K4"]), where each stop ends one connection and starts the
 * next; or, when a hex comes twice, the connections (each a chain from one stop to the next, either
 * way round) written one after the other, a stop shared by two of them in each (["J5", "K4", "J5",
 * "I4"]: K4-J5, then J5-I4). A connection ends at the first hex after its start whose tile has a stop.
 */
function withConnections(ic: ImportContext, state: GameState, r: unknown): unknown {
  const route = r as Partial<ExportRoute> | null;
  if (!route || typeof route !== 'object' || route.connections !== undefined || !Array.isArray(route.hexes)) return r;
  const isStop = (hex: string): boolean => (placedTile(ic.title, state, hex)?.tile.nodes ?? []).some((n) => n.kind !== 'junction');
  const concatenated = new Set(route.hexes).size < route.hexes.length;
  const connections: string[][] = [];
  let current: string[] = [];
  for (const hex of route.hexes) {
    current.push(hex);
    if (current.length > 1 && isStop(hex)) {
      connections.push(current);
      current = concatenated ? [] : [hex];
    }
  }
  const { hexes: _hexes, ...rest } = route;
  return { ...rest, connections, walkHexes: [...new Set(route.hexes)] };
}

/** Walks through the distinct hexes of an old `hexes`-only route, each read as connections split at stops. */
function walkCandidates(ic: ImportContext, state: GameState, r: ExportRoute): ExportRoute[] {
  const hexes = r.walkHexes ?? [];
  if (hexes.length > 7) return [];
  const isStop = (hex: string): boolean => (placedTile(ic.title, state, hex)?.tile.nodes ?? []).some((n) => n.kind !== 'junction');
  return permutations(hexes.map((_, i) => i))
    .map((order) => order.map((i) => hexes[i]!))
    .filter((walk) => isStop(walk[0]!) && isStop(walk[walk.length - 1]!))
    .map((walk) => {
      const connections: string[][] = [];
      let current: string[] = [];
      for (const hex of walk) {
        current.push(hex);
        if (current.length > 1 && isStop(hex)) {
          connections.push(current);
          current = [hex];
        }
      }
      return { ...r, connections };
    });
}

/**
 * The route's path: from the connections (routePath), and when our validator does not accept
 * that (exports that write moves inside one hex as connections, e.g. 1860's ["F2 0.1"] and
 * ["H4"]), from the stops in visit order (`hexes`) with their nodes (`nodes`, in no useful
 * order): each ordering of the nodes of a hex visited several times in a row is tried, and the
 * first our validator accepts is taken.
 */
function checkedRoutePath(ic: ImportContext, state: GameState, corp: string, r: ExportRoute): string[] {
  const ctx: Ctx = newCtx(ic.title, state);
  const valid = (path: string[]) => !('code' in checkRoute(ctx, corp, { train: r.train, path }, new Set()));
  let first: string[] | null = null;
  try {
    first = routePath(ic, state, r);
    if (valid(first)) return first;
  } catch {
    // fall through to the stop-by-stop reading
  }
  // The recorded node numbers count a printed tile's parts as 18xx.games lists them, which may not be
  // our node indices (1862's A8: "A8-2" is its second off-board): the connections alone are the fallback.
  if (r.hexes && r.nodes) for (const candidate of stopOrderings(r)) if (valid(candidate)) return candidate;
  for (const candidate of connectionOrderings(ic, state, r)) if (valid(candidate)) return candidate;
  for (const walk of walkCandidates(ic, state, r)) for (const candidate of connectionOrderings(ic, state, walk)) if (valid(candidate)) return candidate;
  return first ?? [];
}

/**
 * Candidate paths read from the connections alone (older exports): a connection is a chain of
 * hexes between two stops, or "<hex> <a>.<b>", a move inside one hex from node a to node b.
 * Chains are oriented head to tail; a stop whose node no connection names is tried at each of
 * its hex's revenue nodes.
 */
function connectionOrderings(ic: ImportContext, state: GameState, r: ExportRoute): string[][] {
  type Piece = { hex: string; node: number | null; stop: boolean };
  const segments: Piece[][] = r.connections.map((c) => {
    const inside = c.length === 1 ? /^([A-Z]+[0-9]+) ([0-9]+)\.([0-9]+)$/.exec(c[0]!) : null;
    if (inside) return [{ hex: inside[1]!, node: Number(inside[2]), stop: true }, { hex: inside[1]!, node: Number(inside[3]), stop: true }];
    // A lone hex: a move between two of its stops, neither named (1860's two-village hexes).
    if (c.length === 1) return [{ hex: c[0]!, node: null, stop: true }, { hex: c[0]!, node: null, stop: true }];
    return c.map((hex, k) => ({ hex, node: null, stop: k === 0 || k === c.length - 1 }));
  });
  if (segments.length === 0) return [];
  const meets = (a: Piece, b: Piece) => a.hex === b.hex && (a.node === null || b.node === null || a.node === b.node);
  // Each segment may run either way; keep the orientations that chain head to tail, joining
  // the pieces where consecutive segments meet (a named node fills in an unnamed one).
  const chained: Piece[][] = [];
  const orient = (k: number, acc: Piece[]): void => {
    if (chained.length >= 16) return;
    if (k === segments.length) {
      chained.push(acc);
      return;
    }
    for (const seg of [segments[k]!, [...segments[k]!].reverse()]) {
      const last = acc[acc.length - 1];
      if (last && !meets(last, seg[0]!)) continue;
      const joined = acc.map((p) => ({ ...p }));
      if (last) {
        const tail = joined[joined.length - 1]!;
        if (tail.node === null) tail.node = seg[0]!.node;
      }
      orient(k + 1, [...joined, ...seg.slice(last ? 1 : 0).map((p) => ({ ...p }))]);
    }
  };
  orient(0, []);
  const stopNodes = (hex: string): number[] => {
    const nodes = placedTile(ic.title, state, hex)?.tile.nodes ?? [];
    const out = nodes.flatMap((n, i) => (n.kind === 'junction' ? [] : [i]));
    return out.length > 0 ? out : [0];
  };
  const out: string[][] = [];
  for (const pieces of chained) {
    const build = (k: number, acc: string[]): void => {
      if (out.length >= 512) return;
      if (k === pieces.length) {
        out.push(acc);
        return;
      }
      const p = pieces[k]!;
      if (!p.stop) return build(k + 1, [...acc, p.hex]);
      for (const node of p.node !== null ? [p.node] : stopNodes(p.hex)) build(k + 1, [...acc, `${p.hex}.${node}`]);
    };
    build(0, []);
  }
  return out;
}

/** Candidate paths from `hexes` (stop order) and `nodes` ("<hex>-<node>"), with the hexes between stops from `connections`. */
function stopOrderings(r: ExportRoute): string[][] {
  const hexes = r.hexes!;
  const nodesOf = new Map<string, number[]>();
  for (const n of r.nodes!) {
    const cut = n.lastIndexOf('-');
    const hex = n.slice(0, cut);
    nodesOf.set(hex, [...(nodesOf.get(hex) ?? []), Number(n.slice(cut + 1))]);
  }
  // Runs of the same hex in a row (several stops in one hex), each with its number of stops. A hex
  // may come back later in the route (where the title lets routes re-enter hexes): each visit then
  // takes its own nodes of the hex, so the candidates pick distinct nodes across the runs.
  const runs: { hex: string; count: number }[] = [];
  for (const hex of hexes) {
    const last = runs[runs.length - 1];
    if (last && last.hex === hex) last.count += 1;
    else runs.push({ hex, count: 1 });
  }
  const between = (a: string, b: string): string[] => {
    for (const c of r.connections) {
      if (c.length < 2) continue;
      if (c[0] === a && c[c.length - 1] === b) return c.slice(1, -1);
      if (c[0] === b && c[c.length - 1] === a) return c.slice(1, -1).reverse();
    }
    return [];
  };
  const out: string[][] = [];
  const build = (k: number, acc: string[], lastHex: string | null, taken: Set<string>): void => {
    if (out.length >= 64) return;
    if (k === runs.length) {
      out.push(acc);
      return;
    }
    const run = runs[k]!;
    const free = (nodesOf.get(run.hex) ?? [0]).filter((n) => !taken.has(`${run.hex}.${n}`));
    for (const order of permutations(free)) {
      const chosen = order.slice(0, run.count);
      if (chosen.length < run.count) continue;
      const via = lastHex ? between(lastHex, run.hex) : [];
      const keys = chosen.map((n) => `${run.hex}.${n}`);
      build(k + 1, [...acc, ...via, ...keys], run.hex, new Set([...taken, ...keys]));
    }
  };
  build(0, [], null, new Set());
  return [...new Map(out.map((p) => [p.join(' '), p])).values()];
}

function permutations(xs: number[]): number[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * Connections are hex chains from stop to stop (in either direction). Ours is
 * one path: "<hex>.<node>" at stops, "<hex>" in between. Where a stop hex has
 * several nodes and the log does not name them, the first that the route's
 * neighbouring chain reaches is taken; the validator then decides.
 */
function routePath(ic: ImportContext, state: GameState, r: ExportRoute): string[] {
  const chains = r.connections.map((c) => [...c]);
  if (chains.length === 0) return [];
  // Orient the chains head to tail.
  if (chains.length > 1) {
    const [a, b] = [chains[0]!, chains[1]!];
    const shared = (x: string) => x === b[0] || x === b[b.length - 1];
    if (!shared(a[a.length - 1]!) && shared(a[0]!)) a.reverse();
  }
  for (let i = 1; i < chains.length; i++) {
    const prev = chains[i - 1]!;
    const cur = chains[i]!;
    if (cur[0] !== prev[prev.length - 1] && cur[cur.length - 1] === prev[prev.length - 1]) cur.reverse();
  }
  const nodeAt = (hex: string, k: number): string => {
    const named = r.nodes?.[k];
    if (named && named.startsWith(`${hex}-`)) return `${hex}.${Number(named.slice(hex.length + 1))}`;
    const pt = placedTile(ic.title, state, hex);
    const nodes = pt?.tile.nodes ?? [];
    const first = nodes.findIndex((n) => n.kind !== 'junction');
    return `${hex}.${Math.max(first, 0)}`;
  };
  const path: string[] = [];
  chains.forEach((chain, i) => {
    if (i === 0) path.push(nodeAt(chain[0]!, 0));
    for (let k = 1; k < chain.length - 1; k++) path.push(chain[k]!);
    path.push(nodeAt(chain[chain.length - 1]!, i + 1));
  });
  return path;
}
