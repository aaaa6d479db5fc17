/**
 * Port markers (title.json `ports`; 1843 rules L3482-3525, L2245-2247, L4546-4548). One marker lies
 * on each map.json hex with the icon "port". In its station step a corporation may claim one still
 * on the map instead of placing a station (claim_port) if, at the start of its turn, it owned a train
 * and its network reached the port city with at least one more stop (a route of two stops). Each
 * port held pays its holder's treasury at the start of every operating round. In its turn a
 * corporation may buy another corporation's port for exactly the sale price (buy_port).
 */
import { money, type Ctx } from '../../context';
import { illegal } from '../../errors';
import { nodeKey, parseNodeKey, placedTile, reach } from '../../map/graph';
import { corpHolder } from '../../state/types';
import { pay } from '../../state/bank';
import type { Mechanism } from '../../core/mechanism';
import type { Action, ClaimPortAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { act, type Actor, type LegalAction } from '../../steps/step';

export const PORT_REF = '1843 rules L3482-3525: claiming a port marker (a train owned and a route of two stops through the port city at the start of the turn, no station this turn)';
/** A port claimed stands for the turn's station (title.json ports). */
const PORT_INSTEAD_REF = '1843 rules L3482-3525: a port claimed instead of the turn\'s station';
const BUY_PORT_REF = '1843 rules L4546-4548: port markers are bought from other companies for exactly 20fr';

type PortRule = { income: number; salePrice: number; claimMinStops: number };

export function portRule(ctx: { title: Ctx['title'] }): PortRule | null {
  return (ctx.title.definition.title as { ports?: PortRule }).ports ?? null;
}

/** The initial holders of the ports: every port hex, on the map (null); undefined without ports. */
export function initialPorts(title: Ctx['title']): Record<string, string | null> | undefined {
  if (!portRule({ title })) return undefined;
  return Object.fromEntries(title.hexIds.filter((h) => title.hexes.get(h)!.icons.includes('port')).map((h) => [h, null]));
}

/** At the start of an operating round: each port held pays its holder (L2245-2247). */
export function payPortIncome(ctx: Ctx): void {
  const rule = portRule(ctx);
  if (!rule || !ctx.state.ports) return;
  for (const [hex, holder] of Object.entries(ctx.state.ports)) {
    if (holder === null || ctx.state.corporations[holder]?.closed) continue;
    pay(ctx, 'bank', corpHolder(holder), rule.income);
    ctx.log.push(`${holder}'s port at ${hex} pays ${money(ctx, rule.income)}`);
  }
}

/**
 * The ports `corp` may claim this turn, worked out at the start of its turn: it owns a train, and a
 * city of the port hex (either city of an OO hex counts) is in its network with at least
 * claimMinStops stops of that network joined to it by track (the port city included). Train lengths
 * are not checked: every 1843 train runs two stops.
 */
export function claimablePorts(ctx: Ctx, corp: string): string[] {
  const rule = portRule(ctx);
  if (!rule || !ctx.state.ports) return [];
  if (!ctx.state.trains.some((t) => t.owner === corpHolder(corp))) return [];
  const { title, state } = ctx;
  const ports = state.ports;
  if (!ports) return [];
  const r = reach(title, state, corp);
  const isStop = (key: string): boolean => {
    const at = parseNodeKey(key);
    const kind = placedTile(title, state, at.hex)?.tile.nodes[at.node]?.kind;
    return kind !== undefined && kind !== 'junction';
  };
  const routeFrom = (hex: string): boolean => {
    const tile = placedTile(title, state, hex)?.tile;
    return (tile?.cities ?? []).some((node, city) => {
      if (!r.nodes.has(nodeKey(hex, node))) return false;
      const around = reach(title, state, corp, [{ hex, city }]);
      return [...around.nodes].filter((key) => r.nodes.has(key) && isStop(key)).length >= rule.claimMinStops;
    });
  };
  return Object.entries(ports)
    .filter(([hex, holder]) => holder === null && routeFrom(hex))
    .map(([hex]) => hex);
}

export function checkClaim(ctx: Ctx, corp: string, hex: string): void {
  const round = ctx.state.round;
  if (round.kind !== 'operating' || !portRule(ctx) || !ctx.state.ports) throw illegal('there are no ports to claim', PORT_REF);
  if (!(hex in ctx.state.ports)) throw illegal(`${hex} has no port`, PORT_REF);
  if (ctx.state.ports[hex] !== null) throw illegal(`the port at ${hex} has been claimed`, PORT_REF);
  if (round.turn.tokenPlaced) throw illegal(`${corp} has placed a station this turn and may not claim a port`, PORT_REF);
  if (round.turn.portClaimed) throw illegal(`${corp} has claimed a port this turn`, PORT_REF);
  if (!(round.turn.portsClaimable ?? []).includes(hex)) throw illegal(`${corp} had no train or no route of two stops through ${hex} at the start of its turn`, PORT_REF);
}

export function claimPort(ctx: Ctx, corp: string, hex: string): void {
  checkClaim(ctx, corp, hex);
  ctx.state.ports![hex] = corp;
  const round = ctx.state.round;
  if (round.kind === 'operating') round.turn.portClaimed = true;
  ctx.log.push(`${corp} claims the port at ${hex}`);
}

/** The ports `corp` may buy now: held by another open corporation, within its treasury. */
export function buyablePorts(ctx: Ctx, corp: string): string[] {
  const rule = portRule(ctx);
  if (!rule || !ctx.state.ports || ctx.state.corporations[corp]!.cash < rule.salePrice) return [];
  return Object.entries(ctx.state.ports)
    .filter(([, holder]) => holder !== null && holder !== corp && !ctx.state.corporations[holder]!.closed)
    .map(([hex]) => hex);
}

export function buyPort(ctx: Ctx, corp: string, hex: string): void {
  const rule = portRule(ctx);
  if (!rule || !ctx.state.ports) throw illegal('there are no ports to buy', BUY_PORT_REF);
  if (!buyablePorts(ctx, corp).includes(hex)) throw illegal(`${corp} cannot buy the port at ${hex} (it must be another company's, for ${money(ctx, rule.salePrice)})`, BUY_PORT_REF);
  const seller = ctx.state.ports[hex]!;
  pay(ctx, corpHolder(corp), corpHolder(seller), rule.salePrice);
  ctx.state.ports[hex] = corp;
  ctx.log.push(`${corp} buys the port at ${hex} from ${seller} for ${money(ctx, rule.salePrice)}`);
}

export const mechanism: Mechanism = {
  id: 'ports',
  block: 'title.ports',
  slice: { keys: ['ports', 'portsClaimable', 'portClaimed'], viewWhenOff: { ports: [] } },
  appliesTo: (d) => (d.title as { ports?: unknown }).ports !== undefined,
  hooks: {
    publicView: (_title, state) => ({ ports: Object.entries(state.ports ?? {}).map(([hex, holder]) => ({ hex, holder })) }),
    // The station step: a port claimed instead of a station.
    stationAlternatives: (ctx, corp) => (ctx.state.round.kind === 'operating' ? (ctx.state.round.turn.portsClaimable ?? []) : []).flatMap((hex) => {
      try {
        checkClaim(ctx, corp, hex);
      } catch {
        return [];
      }
      return [{ type: 'claim_port', fields: { hex } }];
    }),
    stationTakenInstead: (ctx, corp) =>
      ctx.state.round.kind === 'operating' && ctx.state.round.turn.portClaimed ? illegal(`${corp} has claimed a port this turn and places no station`, PORT_INSTEAD_REF) : null,
    stationAlternative: (ctx, corp, action) => {
      if (action.type !== 'claim_port') return false;
      claimPort(ctx, corp, (action as ClaimPortAction).hex);
      return true;
    },
    setUp: (title, state) => {
      const ports = initialPorts(title);
      if (ports) state.ports = ports;
    },
    operatingRoundStarted: payPortIncome,
    // What the corporation may claim is fixed at the start of its turn (1843 rules L3503-3521).
    operatingTurnStarted: (ctx, corp) => {
      const claimable = claimablePorts(ctx, corp);
      const round = ctx.state.round;
      if (claimable.length && round.kind === 'operating') round.turn.portsClaimable = claimable;
    },
  },
  // Another corporation's port, at any point of the turn (1843 rules L4546-4548).
  anytime: { operating: [{ name: 'buyPort', legal: portLegal, process: portProcess }] },
};

function portLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  if (actor.entityType !== 'corporation') return [];
  return buyablePorts(ctx, String(actor.entity)).map((hex) => {
    const action = act(actor, 'buy_port', { hex });
    return { id: actionId(action), action };
  });
}

function portProcess(ctx: Ctx, actor: Actor, action: Action): boolean {
  if (action.type !== 'buy_port' || action.entityType !== 'corporation') return false;
  buyPort(ctx, String(actor.entity), action.hex);
  return true;
}

declare module '../../state/slices' {
  interface GameSlices {
    /** Port markers by port hex: the corporation holding it, or null while it is on the map (title.json ports). Absent: no ports. */
    ports?: Record<string, string | null>;
  }
  interface OperatingTurnSlices {
    /** The port hexes the corporation may claim this turn, worked out at its start (title.json ports). Absent: none. */
    portsClaimable?: string[];
    /** True once it claimed a port this turn (no station then). Absent: not claimed. */
    portClaimed?: boolean;
  }
}
