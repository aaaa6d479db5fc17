/**
 * The connection run's three decisions, taken by the connecting corporation
 * (mechanisms/connectionRun/destinations.ts decides who qualifies and when):
 * choose the marker's place, run the trains (one exactly home to destination),
 * then pay out or withhold (no half dividend; withholding does not move the price).
 */
import { actingSeat } from '../../state/actingSeat';
import { money, type Ctx } from '../../context';
import { illegal, invalid } from '../../errors';
import type { ChooseAction, DividendAction, RunRoutesAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { CONNECTION_REF, connectionEnds, destinationOf, mayPlaceOnMap, qualifying, startNextConnection } from './destinations';
import type { Mechanism } from '../../core/mechanism';
import { parseNodeKey, placedTile } from '../../map/graph';
import { bestRoutes } from '../../routes/optimize';
import { checkRun } from '../../routes/validate';
import { corpHolder, type OperatingRoundState } from '../../state/types';
import { distribute } from '../../steps/dividend';
import { act, type Actor, type LegalAction } from '../../steps/step';

const connection = (ctx: Ctx) => (ctx.state.round as OperatingRoundState).connection!;

export function connectionActor(ctx: Ctx): Actor | null {
  const r = ctx.state.round;
  if (r.kind !== 'operating' || !r.connection) return null;
  const corp = r.connection.corporation;
  return { entityType: 'corporation', entity: corp, seat: actingSeat(ctx.state, corp, ctx.title) };
}

export function connectionLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const c = connection(ctx);
  const corp = c.corporation;
  const wrap = (action: ReturnType<typeof act>): LegalAction => ({ id: actionId(action), action });
  if (c.stage === 'choose') {
    const out = [];
    if (mayPlaceOnMap(ctx, corp)) out.push(wrap(act(actor, 'choose', { choice: 'Map' })));
    out.push(wrap(act(actor, 'choose', { choice: 'Charter' })));
    return out;
  }
  if (c.stage === 'run') {
    const ends = connectionEnds(ctx, corp);
    const best = bestRoutes(ctx.title, ctx.state, corp, ends ? { mustConnect: ends } : {});
    return [wrap(act(actor, 'run_routes', { routes: best.routes.map((r) => ({ train: r.train, path: r.path })) }))];
  }
  return ['payout', 'withhold'].map((kind) => wrap(act(actor, 'dividend', { kind })));
}

export function connectionProcess(ctx: Ctx, actor: Actor, action: { type: string }): void {
  const c = connection(ctx);
  const corp = c.corporation;
  const state = ctx.state.corporations[corp]!;
  if (c.stage === 'choose') {
    if (action.type !== 'choose') throw illegal(`${corp} must first choose where its destination marker goes (Map or Charter)`, CONNECTION_REF);
    const choice = (action as ChooseAction).choice;
    const dest = destinationOf(ctx, corp)!;
    if (choice === 'Map') {
      if (!mayPlaceOnMap(ctx, corp)) throw illegal(`${corp} already has a station on ${dest.hex}`, CONNECTION_REF);
      // Station Marker Wars (1870 variant station_wars): on a city the marker holds a station slot.
      const pt = placedTile(ctx.title, ctx.state, dest.hex);
      const onCity = pt?.tile.cities.length ? pt.tile.nodes[pt.tile.cities[0]!]!.kind === 'city' : false;
      const takesSlot = (ctx.title.rounds.operating.destinationMarkerTakesSlot ?? false) && onCity;
      ctx.state.markers.push({ hex: dest.hex, kind: 'doubleAtEnd', corporation: corp, ownerBonus: 0, otherBonus: 0, source: 'destination', ...(takesSlot ? { takesSlot } : {}) });
      ctx.log.push(`${corp} places its destination marker on ${dest.hex}`);
    } else if (choice === 'Charter') {
      (state.extraTokens ??= []).push(dest.tokenCost ?? 100);
      ctx.log.push(`${corp} keeps its destination marker as an extra station`);
    } else throw invalid('choose "Map" or "Charter"');
    state.destinationUsed = true;
    c.stage = 'run';
    return;
  }
  if (c.stage === 'run') {
    if (action.type !== 'run_routes') throw illegal(`${corp} must now run its trains`, CONNECTION_REF);
    const a = action as RunRoutesAction;
    const ends = connectionEnds(ctx, corp)!;
    const { revenue, checked } = checkRun(ctx, corp, a.routes);
    // One train's route must end at the home hex and at the destination hex.
    const hexOf = (k: string): string => parseNodeKey(k).hex;
    const [h, d] = [hexOf(ends[0]), hexOf(ends[1])];
    const connected = checked.some((res) => {
      const first = hexOf(res.breakdown[0]!.stop);
      const last = hexOf(res.breakdown[res.breakdown.length - 1]!.stop);
      return (first === h && last === d) || (first === d && last === h);
    });
    if (!connected) throw illegal('one train must run exactly from home to destination', CONNECTION_REF);
    c.revenue = revenue;
    c.stage = 'dividend';
    ctx.log.push(`${corp}'s connection run earns ${money(ctx, revenue)}`);
    return;
  }
  if (action.type !== 'dividend') throw illegal(`${corp} must pay out or withhold the connection run`, CONNECTION_REF);
  const kind = (action as DividendAction).kind;
  if (kind === 'payout') distribute(ctx, corp, c.revenue, 'payout');
  else if (kind === 'withhold') {
    pay(ctx, 'bank', corpHolder(corp), c.revenue);
    ctx.log.push(`${corp} withholds ${money(ctx, c.revenue)}`);
  } else throw illegal('a connection run pays out or withholds: no half dividend', CONNECTION_REF);
  (ctx.state.round as OperatingRoundState).connection = null;
}

/** Queues the corporations qualifying for a connection run and starts the first; true while one is under way. */
function queueConnections(ctx: Ctx, first: string | null): boolean {
  const round = ctx.state.round as OperatingRoundState;
  if (ctx.state.connectionChecks === 'actions') {
    // Imported games: only the recorded checks count, taken at this check point.
    const pending = ctx.state.pendingConnections ?? [];
    if (pending.length === 0) return false;
    delete ctx.state.pendingConnections;
    round.connectionQueue = pending;
    return startNextConnection(ctx, true);
  }
  round.connectionQueue = qualifying(ctx, first);
  return startNextConnection(ctx);
}

/**
 * Connection runs (title.json rounds.operating.steps "destinationConnection", a switch rather than
 * a step of the turn): checked before the first turn and after each, the qualifying corporations
 * run one after the other, interrupting the round.
 */
export const mechanism: Mechanism = {
  id: 'connectionRuns',
  summary: { words: { operatingSteps: { destinationConnection: 'destination connection runs' } } },
  block: 'title.rounds.operating.steps[destinationConnection]',
  slice: { keys: ['connection', 'connectionQueue'] },
  appliesTo: (d) => (d.title.rounds.operating.steps as readonly string[]).includes('destinationConnection'),
  hooks: {
    operatingStepSwitches: () => ['destinationConnection'],
    betweenOperatingTurns: queueConnections,
  },
  interruptions: {
    operating: [
      {
        name: 'connectionRun',
        actor: connectionActor,
        legal: connectionLegal,
        process(ctx, actor, action) {
          connectionProcess(ctx, actor, action);
          // After the run: the next qualifying corporation, if any.
          if (!(ctx.state.round as OperatingRoundState).connection) startNextConnection(ctx, ctx.state.connectionChecks === 'actions');
        },
      },
    ],
  },
};

declare module '../../state/slices' {
  interface OperatingRoundSlices {
    /** A connection run under way (1870 rules, "Connection run"): its stage and revenue. */
    connection?: { corporation: string; stage: 'choose' | 'run' | 'dividend'; revenue: number } | null;
    /** Corporations waiting for their connection run, in order. */
    connectionQueue?: string[];
  }
}
