/**
 * title.json capitalizationSchedule (1856 and 1836Jr-56; 18xx.games' G1856 status texts escrow, incremental,
 * fullcap and facing_2 to facing_6, facts only): the terms a corporation starts on change as the depot sells
 * out of train types. A corporation takes the capitalisation in force when it is parred and keeps it; a
 * corporation not yet floated needs the float percentage in force. Escrow capitalisation is incremental, except
 * that the price of an initial-offering share bought while the offering holds `escrow.heldAtOrBelowPercent`% or
 * less stays with the bank, counted as the corporation's escrow (1856: "capitalized for the first 5 shares sold;
 * the money for the last 5 shares is held in escrow until the corporation has destinated").
 */
import { money, type Ctx } from '../../context';
import { placedTile, reach } from '../../map/graph';
import { pay } from '../../state/bank';
import { corpHolder } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import type { CorporationState, GameState } from '../../state/types';
import { percentHeld } from '../../shares/holdings';

type Schedule = NonNullable<TitleFile['capitalizationSchedule']>;
type Capitalization = 'full' | 'incremental' | 'escrow';

declare module '../../state/slices' {
  interface CorporationSlices {
    /** The capitalisation the corporation was parred with (title.json capitalizationSchedule). Absent: not parred under a schedule. */
    parredCapitalization?: Capitalization;
    /** Money the bank holds for an escrow-capitalised corporation (title.json capitalizationSchedule). Absent: none. */
    escrow?: number;
    /** True once the corporation has reached its destination (capitalizationSchedule.escrow.destinations). */
    destinated?: boolean;
  }
}

const scheduleOf = (title: Title): Schedule | null => (title.definition.title as TitleFile).capitalizationSchedule ?? null;

/** The terms in force: `start`, changed by every entry whose train type has no copy left in the depot. */
export function termsInForce(title: Title, state: GameState): { capitalization: Capitalization | undefined; floatPercent: number | undefined } {
  const s = scheduleOf(title)!;
  let capitalization = s.start.capitalization;
  let floatPercent = s.start.floatPercent;
  for (const step of s.afterLastSold ?? []) {
    if (state.trains.some((t) => t.type === step.train && t.owner === 'depot')) continue;
    capitalization = step.capitalization ?? capitalization;
    floatPercent = step.floatPercent ?? floatPercent;
  }
  return { capitalization, floatPercent };
}

const IPO = 'ipo';

/** The price of an initial-offering share an escrow-capitalised corporation does not receive yet: the bank keeps it. */
function ipoProceeds(ctx: Ctx, c: CorporationState, amount: number): string | null {
  if (c.parredCapitalization !== 'escrow') return null;
  const held = scheduleOf(ctx.title)!.escrow?.heldAtOrBelowPercent ?? 50;
  // Asked before the certificate moves: the offering's holding before the sale (18xx.games' SharePool compares
  // the corporation's percentage before the transfer).
  const inOffering = percentHeld(ctx.title, c, IPO);
  if (inOffering > held) return null;
  c.escrow = (c.escrow ?? 0) + amount;
  ctx.log.push(`the bank holds ${money(ctx, amount)} in escrow for ${c.id} (${money(ctx, c.escrow)} in all)`);
  return 'bank';
}

const DESTINATION_REF = "18xx.games' G1856 Escrow step, destinated! and release_escrow!";

/** Whether escrow capitalisation applies to `c`: parred under it, or not parred while it is in force. */
function underEscrow(ctx: Ctx, c: CorporationState): boolean {
  if (c.par !== null) return c.parredCapitalization === 'escrow';
  return termsInForce(ctx.title, ctx.state).capitalization === 'escrow';
}

/** Whether track joins a city of `corp`'s home hex to `dest` (any corporation's track; its own stations pass). */
function connected(ctx: Ctx, corp: string, dest: string): boolean {
  const home = ctx.title.corporation.get(corp)?.home?.hex;
  if (!home) return false;
  const tile = placedTile(ctx.title, ctx.state, home)?.tile;
  if (!tile) return false;
  return tile.cities.some((_node, city) => {
    const r = reach(ctx.title, ctx.state, corp, [{ hex: home, city }]);
    return [...r.nodes].some((k) => k.startsWith(`${dest}.`)) || [...r.edges].some((k) => k.startsWith(`${dest}:`));
  });
}

/**
 * After every tile laid, the corporations under escrow that have reached their destinations: in a game imported
 * from 18xx.games, those its own check recorded (destination_connection actions), else those connected now.
 */
function checkDestinations(ctx: Ctx): void {
  const destinations = scheduleOf(ctx.title)!.escrow?.destinations ?? {};
  let reached: string[];
  if (ctx.state.connectionChecks === 'actions') {
    reached = (ctx.state.pendingConnections ?? []).filter((id) => id in destinations);
    const rest = (ctx.state.pendingConnections ?? []).filter((id) => !(id in destinations));
    if (rest.length > 0) ctx.state.pendingConnections = rest;
    else delete ctx.state.pendingConnections;
  } else {
    reached = Object.keys(destinations).filter((id) => {
      const c = ctx.state.corporations[id]!;
      return !c.destinated && !c.closed && underEscrow(ctx, c) && connected(ctx, id, destinations[id]!);
    });
  }
  for (const id of reached) destinate(ctx, ctx.state.corporations[id]!);
}

function destinate(ctx: Ctx, c: CorporationState): void {
  if (c.destinated) return;
  c.destinated = true;
  const held = c.escrow ?? 0;
  if (held > 0) pay(ctx, 'bank', corpHolder(c.id), held);
  delete c.escrow;
  if (c.parredCapitalization === 'escrow') c.parredCapitalization = 'incremental';
  ctx.log.push(`${c.id} reaches its destination${held > 0 ? ` and receives the ${money(ctx, held)} held in escrow` : ''} [${DESTINATION_REF}]`);
}

export const mechanism: Mechanism = {
  id: 'capitalizationSchedule',
  block: 'title.capitalizationSchedule',
  appliesTo: (d) => (d.title as TitleFile).capitalizationSchedule !== undefined,
  slice: { keys: ['parredCapitalization', 'escrow', 'destinated'] },
  hooks: {
    corporationStarting: (ctx, c) => {
      const cap = termsInForce(ctx.title, ctx.state).capitalization;
      // A corporation that reached its destination before it was parred has nothing to hold in escrow.
      if (cap !== undefined) c.parredCapitalization = cap === 'escrow' && c.destinated ? 'incremental' : cap;
    },
    tileLaid: (ctx) => checkDestinations(ctx),
    capitalization: (_title, c) => (c.parredCapitalization === undefined ? null : c.parredCapitalization === 'full' ? 'full' : 'incremental'),
    floatPercent: (ctx) => termsInForce(ctx.title, ctx.state).floatPercent ?? null,
    ipoProceeds,
  },
};
