/**
 * title.json capitalizationSchedule (1856 and 1836Jr-56; 18xx.games' G1856 status texts escrow, incremental,
 * fullcap and facing_2 to facing_6, facts only): the terms a corporation starts on change as the depot sells
 * out of train types. A corporation takes the capitalisation in force when it is parred and keeps it; a
 * corporation not yet floated needs the float percentage in force. Escrow capitalisation is incremental, except
 * that the price of an initial-offering share bought while the offering holds `escrow.heldAtOrBelowPercent`% or
 * less stays with the bank, counted as the corporation's escrow (1856: "capitalized for the first 5 shares sold;
 * the money for the last 5 shares is held in escrow until the corporation has destinated").
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import type { Title } from '../../definition/title';
import type { TitleFile } from '../../generated/definition';
import type { CorporationState, GameState } from '../../state/types';
import { certPercents } from '../../shares/holdings';

type Schedule = NonNullable<TitleFile['capitalizationSchedule']>;
type Capitalization = 'full' | 'incremental' | 'escrow';

declare module '../../state/slices' {
  interface CorporationSlices {
    /** The capitalisation the corporation was parred with (title.json capitalizationSchedule). Absent: not parred under a schedule. */
    parredCapitalization?: Capitalization;
    /** Money the bank holds for an escrow-capitalised corporation (title.json capitalizationSchedule). Absent: none. */
    escrow?: number;
  }
}

const scheduleOf = (title: Title): Schedule | null => (title.definition.title as TitleFile).capitalizationSchedule ?? null;

/** The terms in force: `start`, changed by every entry whose train type has no copy left in the depot. */
function termsInForce(title: Title, state: GameState): { capitalization: Capitalization | undefined; floatPercent: number | undefined } {
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
  const pct = certPercents(ctx.title, c);
  // Asked before the certificate moves: the offering's holding before the sale (18xx.games' SharePool compares
  // the corporation's percentage before the transfer).
  const inOffering = c.certs.reduce((sum, h, i) => sum + (h === IPO ? pct[i]! : 0), 0);
  if (inOffering > held) return null;
  c.escrow = (c.escrow ?? 0) + amount;
  ctx.log.push(`the bank holds ${amount} in escrow for ${c.id} (${c.escrow} in all)`);
  return 'bank';
}

export const mechanism: Mechanism = {
  id: 'capitalizationSchedule',
  block: 'title.capitalizationSchedule',
  appliesTo: (d) => (d.title as TitleFile).capitalizationSchedule !== undefined,
  slice: { keys: ['parredCapitalization', 'escrow'] },
  hooks: {
    corporationStarting: (ctx, c) => {
      const cap = termsInForce(ctx.title, ctx.state).capitalization;
      if (cap !== undefined) c.parredCapitalization = cap;
    },
    capitalization: (_title, c) => (c.parredCapitalization === undefined ? null : c.parredCapitalization === 'full' ? 'full' : 'incremental'),
    floatPercent: (ctx) => termsInForce(ctx.title, ctx.state).floatPercent ?? null,
    ipoProceeds,
  },
};
