/**
 * Abilities a player may use at any moment of certain rounds, whoever is acting (companies.json
 * ability `outOfTurnIn`: the round kinds). 1843 rules L5225-5240 and L5385-5388: the Val de Loire
 * "may be exchanged for a 10% share at any time during an operating round".
 *
 * Such an action is the owner's, not the acting entity's: legal.ts lists it for the owner's seat
 * (acting or not), apply.ts accepts it from that seat before the turn check and leaves whose turn
 * it is alone. What it changes follows the ordinary rules: a share that floats a corporation lets it
 * operate in this round when its place in the order comes (the order is chosen afresh before each
 * turn among those that have not operated), and a share that changes a president hands the
 * operating corporation to its new president.
 *
 * Built for kind "exchange" (action exchange_company); other kinds are not read here.
 */
import type { Ctx } from '../context';
import type { Action, ExchangeCompanyAction } from '../generated/actions';
import { exchangeOffers, processExchange } from '../steps/exchangeCompany';
import type { Actor, LegalAction } from '../steps/step';
import { playerHolder } from '../state/types';

/** Whether `company` has an ability of `kind` its owning player may use out of turn in the current round. */
function outOfTurnNow(ctx: Ctx, company: string, kind: string): boolean {
  const round = ctx.state.round.kind;
  return (ctx.title.company.get(company)?.abilities ?? []).some((a) => a.kind === kind && (a.outOfTurnIn as string[] | undefined)?.includes(round));
}

/** The companies `seat` owns that have an out-of-turn ability of `kind` now. */
function ownedOutOfTurn(ctx: Ctx, seat: number, kind: string): string[] {
  const holder = playerHolder(seat);
  return ctx.title.companies.filter((def) => ctx.state.companies[def.id]?.owner === holder && !ctx.state.companies[def.id]!.closed && outOfTurnNow(ctx, def.id, kind)).map((def) => def.id);
}

const playerActor = (seat: number): Actor => ({ entityType: 'player', entity: seat, seat });

/** Out-of-turn actions `seat` may take now. */
export function outOfTurnLegal(ctx: Ctx, seat: number): LegalAction[] {
  if (ctx.state.finished || !ctx.state.players[seat]) return [];
  const companies = ownedOutOfTurn(ctx, seat, 'exchange');
  if (companies.length === 0) return [];
  return exchangeOffers(ctx, playerActor(seat), (id) => companies.includes(id));
}

/** Seats with an out-of-turn action now (no state is copied: a quick check for bots and clients). */
export function outOfTurnSeats(ctx: Ctx): number[] {
  return ctx.state.players.map((_, seat) => seat).filter((seat) => outOfTurnLegal(ctx, seat).length > 0);
}

/**
 * Whether `action` is an out-of-turn action as data declares it: a player's exchange_company of a
 * company whose exchange ability lists the current round kind in outOfTurnIn. Whether it may be
 * made (ownership, shares left, limits) is processOutOfTurn's question.
 */
export function isOutOfTurn(ctx: Ctx, action: Action): boolean {
  if (action.type !== 'exchange_company' || action.entityType !== 'player') return false;
  return outOfTurnNow(ctx, (action as ExchangeCompanyAction).company, 'exchange');
}

/** Applies an out-of-turn action for the player it names; the round's turn is untouched. */
export function processOutOfTurn(ctx: Ctx, action: Action): void {
  const seat = Number(action.entity);
  processExchange(ctx, playerActor(seat), action as ExchangeCompanyAction);
}
