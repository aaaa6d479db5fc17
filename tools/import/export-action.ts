/**
 * The reverse of map-action.ts: our action as 18xx.games' (the export format), for the differential
 * fuzzer (tools/differential.ts), which plays it on 18xx.games' own engine.
 *
 * Where 18xx.games names one of several interchangeable things by an id of its own (a share
 * certificate, a tile's copy, a city's slot, a train of a type), the two engines may number the
 * copies differently (each picks which certificate a sale moves, which copy of a tile is laid): the
 * action then carries our best id and a hint saying what is meant, and the Ruby side
 * (bench/ruby/differential-server.rb) takes the id from its own state.
 */
import type { Title } from '../../engine';
import type { GameState } from '../../engine/state/types';
import { certPercents } from '../../engine/shares/holdings';
import { isEdge } from '../../engine/map/tiles';
import type { ExportAction } from './export-format';

export interface ExportHints {
  share?: { corporation: string; from: string; percent?: number };
  tile?: string;
  city?: { hex: string; index: number };
  train?: { name: string; from: string };
  exchange?: string;
  par?: number;
  /** A pass that ends a stock turn in which the player acted. */
  closesTurn?: boolean;
  /** The train type of each route of a run, in order. */
  routeTrains?: string[];
}

export interface Exported {
  action: ExportAction;
  hints: ExportHints;
}

export class ExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportError';
  }
}

/** 18xx.games player ids for our seats: seat + 1 (differential-server.rb numbers players 1..n in seat order). */
export const playerId = (seat: number): number => seat + 1;

type Ours = Record<string, unknown>;

function entity(a: Ours): Pick<ExportAction, 'entity' | 'entity_type'> {
  const type = String(a.entityType);
  if (type === 'player') return { entity: playerId(Number(a.entity)), entity_type: 'player' };
  if (type === 'corporation' || type === 'company' || type === 'minor') return { entity: String(a.entity), entity_type: type };
  throw new ExportError(`entity type ${type} has no 18xx.games counterpart`);
}

/** A train's type (its name on 18xx.games) from our instance id. */
function trainType(state: GameState, id: string): string {
  const t = state.trains.find((x) => x.id === id);
  if (!t) throw new ExportError(`unknown train ${id}`);
  return t.type;
}

/**
 * Our route path ("<hex>.<node>" at stops, "<hex>" between) as 18xx.games' connections: one hex chain
 * per pair of consecutive stops, both stops' hexes included; a move between two stops of one hex is
 * that hex alone, or "<hex> <a>.<b>" where `ambiguous` says its tile has several node-to-node paths. `nodes` are the stops' signatures ("<hex>-<node>"), which 18xx.games reads only to
 * choose among several chains with the same hexes.
 */
export function routeConnections(path: readonly string[], ambiguous: (hex: string) => boolean = () => false): { connections: string[][]; nodes: string[] } {
  const connections: string[][] = [];
  const nodes: string[] = [];
  let current: string[] | null = null;
  let last = -1;
  for (const step of path) {
    const dot = step.indexOf('.');
    const hex = dot < 0 ? step : step.slice(0, dot);
    if (dot < 0) {
      current?.push(hex);
      continue;
    }
    const node = Number(step.slice(dot + 1));
    nodes.push(`${hex}-${node}`);
    if (current) {
      current.push(hex);
      const inHex = current.length === 2 && current[0] === current[1];
      // A move inside a tile with several node-to-node paths is named by its two nodes there (Route#chain_id: "<hex> <a>.<b>").
      connections.push(inHex ? [ambiguous(hex) ? `${hex} ${Math.min(last, node)}.${Math.max(last, node)}` : hex] : current);
    }
    current = [hex];
    last = node;
  }
  return { connections, nodes: [...new Set(nodes)] };
}

/**
 * Our action `a`, about to be applied to `state`, as 18xx.games' action with its hints; null for one that
 * 18xx.games makes by itself (a destination connection check: its automatic action after the turn).
 */
export function exportAction(title: Title, state: GameState, a: Ours): Exported | null {
  if (a.type === 'destination_connection') return null;
  const who = entity(a);
  const act = (type: string, fields: Record<string, unknown> = {}, hints: ExportHints = {}): Exported => ({ action: { type, ...who, ...fields }, hints });
  const corporation = a.corporation === undefined ? '' : String(a.corporation);
  switch (a.type) {
    case 'pass':
      // A pass that ends a stock turn in which the player has acted ("Done"): 18xx.games may have ended that turn by itself.
      return act('pass', {}, state.round.kind === 'stock' && state.round.turnState.acted ? { closesTurn: true } : {});
    case 'bid':
      if (a.company !== undefined) return act('bid', { company: String(a.company), price: Number(a.price) });
      if (a.corporation !== undefined) return act('bid', { corporation, price: Number(a.price) });
      return act('bid', { price: Number(a.price) });
    case 'par':
      return act('par', { corporation, share_price: `${Number(a.price)}` }, { par: Number(a.price) });
    case 'buy_shares':
      return act('buy_shares', { shares: [], percent: Number(a.percent) }, { share: { corporation, from: String(a.from ?? 'ipo'), percent: Number(a.percent) } });
    case 'sell_shares':
      return act('sell_shares', { shares: [], percent: Number(a.percent) }, { share: { corporation, from: 'sell', percent: Number(a.percent) } });
    case 'protect_shares':
      // 1870's price protection is the seller's buy of the bundle just sold (G1870::Step::PriceProtection).
      return act('buy_shares', { shares: [] }, { share: { corporation, from: 'protect' } });
    case 'redeem_share': {
      // A corporation buying its own share (1870): from the market, or from a player.
      const from = a.from === 'market' || a.from === undefined ? 'market' : `player:${playerId(Number(a.from))}`;
      return act('buy_shares', { shares: [] }, { share: { corporation, from } });
    }
    case 'reissue_shares':
      return act('sell_shares', { shares: [] }, { share: { corporation, from: 'self' } });
    case 'exchange_company': {
      // A private company exchanged for a share is, on 18xx.games, the company "buying" the share (Step::Exchange),
      // the reverse of map-action.ts; the share comes from the first of the ability's sources that holds one, as ours takes it.
      const company = String(a.company);
      const p = (title.company.get(company)?.abilities.find((ab) => ab.kind === 'exchange')?.params ?? {}) as { corporation?: string; percent?: number; from?: string | string[] };
      const corp = a.corporation === undefined ? String(p.corporation) : corporation;
      const percent = p.percent ?? 10;
      const sources = p.from === undefined ? ['ipo'] : Array.isArray(p.from) ? p.from : [p.from];
      const c = state.corporations[corp];
      if (!c) throw new ExportError(`unknown corporation ${corp} for the exchange of ${company}`);
      const pct = certPercents(title, c);
      const from = sources.find((h) => c.certs.some((holder, i) => i > 0 && holder === h && pct[i] === percent));
      if (from === undefined) throw new ExportError(`no ${percent}% ${corp} share for the exchange of ${company}`);
      return { action: { type: 'buy_shares', entity: company, entity_type: 'company', shares: [], percent }, hints: { share: { corporation: corp, from, percent } } };
    }
    case 'buy_company':
      // The pick after a turn auction (1860's bid-then-pick) is 18xx.games' bid outside the auction (G1860 BuyCert#process_bid), as map-action.ts reads it.
      if (state.round.kind === 'auction' && (state.round as { bidThenPick?: unknown }).bidThenPick) return act('bid', { company: String(a.company), price: Number(a.price) });
      return act('buy_company', { company: String(a.company), price: Number(a.price) });
    case 'sell_company':
      return act(String(a.type), { company: String(a.company), price: Number(a.price) });
    case 'lay_tile':
      return act('lay_tile', { hex: String(a.hex), tile: `${String(a.tile)}-0`, rotation: Number(a.rotation) }, { tile: String(a.tile) });
    case 'place_token':
      return act('place_token', { city: `${String(a.hex)}-0-${Number(a.city)}` }, { city: { hex: String(a.hex), index: Number(a.city) } });
    case 'run_routes': {
      // A tile with more than one path between two of its nodes (18xx.games Tile#ambiguous_connection?).
      const ambiguous = (hex: string): boolean => {
        const id = state.hexes[hex]?.tile;
        const tile = id ? title.tiles.get(id) : title.hexes.get(hex)?.printed;
        return (tile?.paths ?? []).filter((p) => !isEdge(p.a) && !isEdge(p.b)).length > 1;
      };
      const routes = ((a.routes as { train: string; path: string[] }[]) ?? []).map((r) => ({ train: r.train, ...routeConnections(r.path, ambiguous) }));
      // The two engines number trains of a type each their own way: each route names the type, run by a train of the corporation's.
      return act('run_routes', { routes }, { routeTrains: routes.map((r) => trainType(state, r.train)) });
    }
    case 'dividend':
      return act('dividend', { kind: String(a.kind) });
    case 'buy_train': {
      const name = trainType(state, String(a.train));
      const from = String(a.from ?? 'depot');
      const exchange = a.exchange === undefined ? {} : { exchange: trainType(state, String(a.exchange)) };
      return act('buy_train', { train: String(a.train), price: Number(a.price), variant: a.variant === undefined ? name : String(a.variant) }, { train: { name, from }, ...exchange });
    }
    case 'discard_train':
      return act('discard_train', { train: String(a.train) }, { train: { name: trainType(state, String(a.train)), from: String(a.entity) } });
    case 'assign':
      return act('assign', { target: String(a.hex), target_type: 'hex' });
    case 'choose':
      return act('choose', { choice: String(a.choice) });
    case 'bankrupt':
      return act('bankrupt');
    default:
      void title;
      throw new ExportError(`our action type ${String(a.type)} has no 18xx.games counterpart here yet`);
  }
}
