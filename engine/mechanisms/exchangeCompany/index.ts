/**
 * A player exchanges a private company for the top share of its corporation's pile in
 * the initial offering (mechanisms/exchangeCompany/exchange.ts exchangeCertificate): a free
 * action in their stock-round turn (it is not the turn's purchase and does not end the
 * turn). The company closes; the share may float the corporation. 1860 rules, Private
 * Companies (OCR ~L228-260).
 *
 * With an ability that names no corporation (1843's Val de Loire, rules L5225-5240) the action
 * names it: any 10% share in the initial offering, or, with orHalfDirectorsCertificate, the
 * director's certificate of an unstarted corporation, the player setting its par (`price`) and
 * paying for the other half; with countsAsAction it is the stock turn's purchase. The same offers
 * and the same processing serve the exchange out of turn (ability outOfTurnIn, mechanisms/outOfTurn/index.ts).
 */
import type { Mechanism } from '../../core/mechanism';
import type { PowerPart } from '../../definition/rules-summary';
import type { ExchangeCompanyAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { money, playerName } from '../../context';
import type { Ctx } from '../../context';
import { illegal } from '../../errors';
import { parCellsFor } from '../bankruptcy';
import { exchangeAbility, exchangeCertificate, exchangeRefusal, halfDirectorCost, reservedForExchange } from './exchange';
import { floatIfReady } from '../../shares/float';
import { updatePresidency } from '../../shares/holdings';
import { par } from '../../shares/trade';
import { playerHolder } from '../../state/types';
import { act, type Actor, type LegalAction, type Step } from '../../steps/step';

const REF = '1860 rules, Exchanging Private Companies L228-260; 1843 rules L5225-5240 (Val de Loire)';

/** Every exchange the player `actor` may make now, of the companies `companies` accepts (all by default). */
export function exchangeOffers(ctx: Ctx, actor: Actor, companies: (id: string) => boolean = () => true): LegalAction[] {
  if (actor.entityType !== 'player') return [];
  const out = [];
  for (const def of ctx.title.companies) {
    if (!companies(def.id)) continue;
    const ex = exchangeAbility(ctx.title, def.id);
    if (!ex) continue;
    // Only the owner may exchange: skip the corporation loop for everyone else.
    if (ctx.state.companies[def.id]?.owner !== playerHolder(actor.seat)) continue;
    if (ex.corporation) {
      if (exchangeRefusal(ctx, actor.seat, def.id, undefined, undefined, actor) === null) out.push(act(actor, 'exchange_company', { company: def.id }));
      continue;
    }
    for (const corp of ctx.title.corporations) {
      const c = ctx.state.corporations[corp.id]!;
      if (c.par !== null || ex.beforePar) {
        if (exchangeRefusal(ctx, actor.seat, def.id, corp.id, undefined, actor) === null) out.push(act(actor, 'exchange_company', { company: def.id, corporation: corp.id }));
      } else if (ex.halfDirector) {
        for (const price of [...new Set(parCellsFor(ctx.title, ctx.state, corp.id).map((p) => p.price))])
          if (exchangeRefusal(ctx, actor.seat, def.id, corp.id, price, actor) === null) out.push(act(actor, 'exchange_company', { company: def.id, corporation: corp.id, price }));
      }
    }
  }
  return out.map((action) => ({ id: actionId(action), action }));
}

/** Carries out the exchange of `a` by the player `actor`, or throws why it cannot be made. */
export function processExchange(ctx: Ctx, actor: Actor, a: ExchangeCompanyAction): void {
  const why = exchangeRefusal(ctx, actor.seat, a.company, a.corporation, a.price, actor);
  if (why) throw illegal(why, REF);
  const ex = exchangeAbility(ctx.title, a.company)!;
  const c = ctx.state.corporations[ex.corporation ?? a.corporation!]!;
  // The company closes first: the reserved certificate stops being reserved (it stays at the bottom).
  ctx.state.companies[a.company]!.closed = true;
  if (c.par === null && ex.halfDirector) {
    // Half a director's certificate: the player starts the corporation, paying only the other half.
    const cost = halfDirectorCost(ctx, c.id, ex.percent, a.price!);
    ctx.log.push(`${playerName(ctx, actor.seat)} exchanges ${a.company} for half of ${c.id}'s director's certificate and pays ${money(ctx, cost)} for the rest; ${a.company} leaves the game`);
    par(ctx, actor.seat, { type: 'par', entityType: 'player', entity: actor.seat, corporation: c.id, price: a.price! }, cost);
    return;
  }
  c.certs[exchangeCertificate(ctx, { corporation: c.id, percent: ex.percent, from: ex.from })!] = playerHolder(actor.seat);
  ctx.log.push(`${playerName(ctx, actor.seat)} exchanges ${a.company} for a share of ${c.id}; ${a.company} leaves the game`);
  updatePresidency(ctx, c);
  floatIfReady(ctx, c);
}

export const exchangeCompany: Step = {
  name: 'exchangeCompany',
  accepts: ['exchange_company'],
  // An exchange is a free action: the turn goes on as if it had not happened (1860 rules), unless its
  // ability makes it the turn's purchase (1843 rules L5225-5240, "as a player's stock round action").
  purchases: ['exchange_company'],
  freeAction: (ctx, action) => exchangeAbility(ctx.title, (action as ExchangeCompanyAction).company)?.countsAsAction !== true,
  legal(ctx, actor) {
    return exchangeOffers(ctx, actor);
  },
  process(ctx, actor, action) {
    processExchange(ctx, actor, action as ExchangeCompanyAction);
  },
};

declare module '../../definition/rules-summary' {
  interface CompanyPowerKinds {
    exchange: { company: string; kind: 'exchange'; corporation: string; percent: number; from: string[]; beforePar: boolean };
  }
}

/** The exchange power in the rules summary: for which share, from where. */
const exchangePower: PowerPart = {
  read(company, { params: p }) {
    const from = p.from === undefined ? ['ipo'] : Array.isArray(p.from) ? (p.from as string[]) : [String(p.from)];
    return { company, kind: 'exchange', corporation: String(p.corporation), percent: Number(p.percent ?? 10), from, beforePar: p.beforePar === true };
  },
  sentence(p, say) {
    if (p.kind !== 'exchange') return '';
    const from = say.list(p.from.map((f) => (f === 'market' ? 'the market pool' : 'the initial offering')), 'or');
    return `${p.company} may be exchanged for a ${p.percent}% share of ${p.corporation} from ${from}${p.beforePar ? `, even before ${p.corporation} has a par price` : ''}.`;
  },
};

/**
 * Private companies exchanged for their corporation's share (companies.json ability "exchange"; 1860
 * rules L228-260): the certificates they reserve, and the stock step the definition's turn names.
 */
export const mechanism: Mechanism = {
  id: 'companyExchange',
  block: 'companies[].abilities[kind=exchange]',
  appliesTo: (d) => d.title.rounds.stock.steps.includes('exchangeCompany') || d.companies.companies.some((c) => (c.abilities ?? []).some((a) => a.kind === 'exchange')),
  hooks: { reservedCertificates: reservedForExchange },
  stockSteps: { exchangeCompany },
  summary: { powers: { exchange: exchangePower } },
};
