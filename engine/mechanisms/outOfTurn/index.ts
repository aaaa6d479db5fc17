/**
 * Abilities a player may use at any moment of certain rounds (companies.json ability `outOfTurnIn`:
 * the round kinds), as an out-of-turn source (engine/rounds/outOfTurn.ts). 1843 rules L5225-5240 and
 * L5385-5388: the Val de Loire "may be exchanged for a 10% share at any time during an operating
 * round". Built for kind "exchange" (action exchange_company).
 */
import type { Mechanism } from '../../core/mechanism';
import type { Ctx } from '../../context';
import type { ExchangeCompanyAction } from '../../generated/actions';
import type { OutOfTurnSource } from '../../rounds/registry';
import { exchangeOffers, processExchange } from '../exchangeCompany';
import type { Actor } from '../../steps/step';
import { playerHolder } from '../../state/types';

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

/** companies.json outOfTurnIn: a player's exchange of a company whose ability lists the current round kind. */
const exchangeAbilities: OutOfTurnSource = {
  legal(ctx, seat) {
    const companies = ownedOutOfTurn(ctx, seat, 'exchange');
    if (companies.length === 0) return [];
    return exchangeOffers(ctx, playerActor(seat), (id) => companies.includes(id));
  },
  // Whether it may be made (ownership, shares left, limits) is processExchange's question.
  claim(ctx, action) {
    if (action.type !== 'exchange_company' || action.entityType !== 'player') return null;
    return outOfTurnNow(ctx, (action as ExchangeCompanyAction).company, 'exchange') ? Number(action.entity) : null;
  },
  process(ctx, seat, action) {
    processExchange(ctx, playerActor(seat), action as ExchangeCompanyAction);
  },
};

export const mechanism: Mechanism = {
  id: 'outOfTurnAbilities',
  block: 'companies[].abilities[].outOfTurnIn',
  appliesTo: (d) => (d.companies.companies ?? []).some((c) => (c.abilities ?? []).some((a) => a.outOfTurnIn !== undefined)),
  hooks: { outOfTurnSources: () => [exchangeAbilities] },
};
