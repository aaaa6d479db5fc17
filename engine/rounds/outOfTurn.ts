/**
 * Actions a seat may take whoever the engine names as acting. Each comes from a source
 * (OutOfTurnSource, engine/rounds/registry.ts): the mechanisms' (the outOfTurnSources hook) and the
 * current round's own. legal.ts lists its actions for the seat they are for,
 * apply.ts hands such an action to its source before the turn check, accepting it only from that seat,
 * and the turn stays where it was unless the action itself moves it. The sources:
 *
 * - abilities a player may use at any moment of certain rounds (companies.json ability `outOfTurnIn`:
 *   the round kinds). 1843 rules L5225-5240 and L5385-5388: the Val de Loire "may be exchanged for a
 *   10% share at any time during an operating round". What it changes follows the ordinary rules: a
 *   share that floats a corporation lets it operate in this round when its place in the order comes
 *   (the order is chosen afresh before each turn among those that have not operated), and a share that
 *   changes a president hands the operating corporation to its new president. Built for kind
 *   "exchange" (action exchange_company); other kinds are not read here (engine/mechanisms/outOfTurn/index.ts);
 * - the answer to an open proposal (engine/mechanisms/negotiation/: accept_proposal, decline_proposal
 *   by the seat the proposal names);
 * - the current round's own (RoundModule.outOfTurn): an open-cry auction's bids and declarations
 *   (engine/mechanisms/shared/openCry.ts).
 */
import type { Ctx } from '../context';
import { concat } from '../core/ask';
import type { Action } from '../generated/actions';
import { roundModule, type OutOfTurnSource } from './registry';
import type { LegalAction } from '../steps/step';

function sources(ctx: Ctx): OutOfTurnSource[] {
  const own = roundModule(ctx.title, ctx.state.round.kind).outOfTurn;
  const mechanisms = concat(ctx.title, 'outOfTurnSources', ctx);
  return own ? [...mechanisms, own] : mechanisms;
}

/** Out-of-turn actions `seat` may take now. */
export function outOfTurnLegal(ctx: Ctx, seat: number): LegalAction[] {
  if (ctx.state.finished || !ctx.state.players[seat]) return [];
  const out: LegalAction[] = [];
  const seen = new Set<string>();
  for (const source of sources(ctx))
    for (const l of source.legal(ctx, seat)) {
      if (seen.has(l.id)) continue;
      seen.add(l.id);
      out.push(l);
    }
  return out;
}

/** Seats with an out-of-turn action now (no state is copied: a quick check for bots and clients). */
export function outOfTurnSeats(ctx: Ctx): number[] {
  return ctx.state.players.map((_, seat) => seat).filter((seat) => outOfTurnLegal(ctx, seat).length > 0);
}

/** Seats that must act out of turn before the game goes on (an open-cry auction's bidders; a proposal's counterpart may answer), in no particular priority. */
export function waitingSeats(ctx: Ctx): number[] {
  if (ctx.state.finished) return [];
  const out: number[] = [];
  for (const source of sources(ctx)) for (const seat of source.waiting?.(ctx) ?? []) if (!out.includes(seat)) out.push(seat);
  return out;
}

/** The source that takes `action` now and the seat it is for, or null when it is an ordinary action. */
export function claimOutOfTurn(ctx: Ctx, action: Action): { source: OutOfTurnSource; seat: number } | null {
  for (const source of sources(ctx)) {
    const seat = source.claim(ctx, action);
    if (seat !== null) return { source, seat };
  }
  return null;
}
