/**
 * A private company sold by one player to another as one recorded action: the buyer's
 * buy_company naming a company another player owns, at the price the two agreed (the base game's rule that
 * private companies may be sold between players at any agreed price; 18xx.games records the
 * agreed sale as the buyer's buy_company). It is the turn's purchase, in phases whose status has
 * interplayerPrivateTrade, from stock round rounds.stock.companyTradeFromRound on (18xx.games:
 * from the second). A company that may never be sold (purchaseWindow phases []) is not for sale. Title.json rounds.stock.steps "buyCompanyFromPlayer"; 1870's
 * offer and answer are the privateTrade step. A certificate the company carries with grantsShare
 * againOnSaleBetweenPlayers comes to the buyer again (18xx.games' reading, 1830's Camden & Amboy as played there).
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Action } from '../../generated/actions';
import { actionId } from '../../ids';
import { pay } from '../../state/bank';
import { oneBuyPerTurn } from '../../shares/rules/oneBuyPerTurn';
import { withinCertificateLimit } from '../../shares/rules/withinCertificateLimit';
import { playerHolder, seatOf, type StockRoundState } from '../../state/types';
import { type Actor, type LegalAction, type Step } from '../../steps/step';
import { companyAtPriceChoices, notAnotherPlayersCompany } from '../../steps/companyAtPrice';
import type { Mechanism } from '../../core/mechanism';
import { abilitiesOf, grantSharesOnResale, resaleGrantRefusal } from '../abilities';

const REF = 'Private companies sold between players at any agreed price (18xx.games records the sale as the buyer\'s buy_company)';

interface Purchase {
  company: string;
  price: number;
}

function refusal(ctx: Ctx, actor: Actor, a: Purchase): GameError | null {
  return roundRefusal(ctx) ?? companyRefusal(ctx, actor, a.company) ?? buyerRefusal(ctx, actor, a) ?? resaleGrantRefusal(ctx, a.company);
}

/** Why no private company changes hands between players now: the phase, the stock round. */
function roundRefusal(ctx: Ctx): GameError | null {
  if (!(ctx.title.phases[ctx.state.phase]!.status ?? []).includes('interplayerPrivateTrade')) return illegal('private companies cannot be sold between players in this phase', REF);
  const from = ctx.title.rounds.stock.companyTradeFromRound ?? 1;
  if ((ctx.state.round as StockRoundState).number < from) return illegal(`private companies change hands between players from stock round ${from} on`, REF);
  return null;
}

/** Why `company` may not be bought from its owner: it is not another player's, or may never be sold. */
function companyRefusal(ctx: Ctx, actor: Actor, company: string): GameError | null {
  const other = notAnotherPlayersCompany(ctx, actor, company, REF);
  if (other) return other;
  if (abilitiesOf(ctx, company, 'purchaseWindow').some((ab) => ((ab.params ?? {}) as { phases?: string[] }).phases?.length === 0)) return illegal(`${company} may not be sold`, REF);
  return null;
}

/** Why `actor` may not buy at the price: their cash, the turn's purchase and the certificate limit (the same for every company). */
function buyerRefusal(ctx: Ctx, actor: Actor, a: Purchase): GameError | null {
  const cash = ctx.state.players[actor.seat]!.cash;
  if (!Number.isInteger(a.price) || a.price < 1 || a.price > cash) return illegal(`a price between 1 and ${cash}`, REF);
  const asBuy = { type: 'buy_company', entityType: 'player', entity: actor.seat, company: a.company, price: a.price } as Action;
  return oneBuyPerTurn(ctx, actor, asBuy) ?? withinCertificateLimit(ctx, actor, asBuy as never);
}

/** The purchases `actor` may make now, one at a time in the companies' order. */
function* purchases(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  if (actor.entityType !== 'player' || roundRefusal(ctx)) return;
  yield* companyAtPriceChoices(
    ctx,
    actor,
    'buy_company',
    (company) => companyRefusal(ctx, actor, company) !== null || resaleGrantRefusal(ctx, company) !== null,
    (company) => buyerRefusal(ctx, actor, { company, price: 1 }) !== null,
    (action) => actionId(action),
  );
}

const step: Step = {
  name: 'buyCompanyFromPlayer',
  accepts: ['buy_company'],
  legal: (ctx, actor): LegalAction[] => [...purchases(ctx, actor)],
  choices: purchases,
  process(ctx, actor, action) {
    const a = action as unknown as Purchase;
    const why = refusal(ctx, actor, a);
    if (why) throw why;
    const seller = seatOf(ctx.state.companies[a.company]!.owner)!;
    pay(ctx, playerHolder(actor.seat), playerHolder(seller), a.price);
    ctx.state.companies[a.company]!.owner = playerHolder(actor.seat);
    ctx.log.push(`${playerName(ctx, actor.seat)} buys ${a.company} from ${playerName(ctx, seller)} for ${money(ctx, a.price)}`);
    // A certificate the company grants again on a sale between players (grantsShare againOnSaleBetweenPlayers).
    grantSharesOnResale(ctx, a.company, actor.seat);
  },
};

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** With the buyCompanyFromPlayer stock step: the first stock round of sales between players; null without it. */
    companyTradeFromRound: number | null;
  }
}

export const mechanism: Mechanism = {
  id: 'playerCompanySale',
  summary: {
    fields: (title) => ({ special: { companyTradeFromRound: title.rounds.stock.companyTradeFromRound ?? 1 } }),
    fieldsWhenOff: { special: { companyTradeFromRound: null } },
    words: { stockSteps: { buyCompanyFromPlayer: "buy another player's private company at a price the two agree" } },
    text: {
      stockSteps: (s) => (s.special.companyTradeFromRound !== null && s.special.companyTradeFromRound > 1 ? [`Players sell private companies to each other from stock round ${s.special.companyTradeFromRound}.`] : []),
    },
  },
  block: 'title.rounds.stock.steps buyCompanyFromPlayer, title.rounds.stock.companyTradeFromRound',
  appliesTo: (d) => (d.title.rounds.stock.steps as readonly string[]).includes('buyCompanyFromPlayer'),
  hooks: {},
  stockSteps: { buyCompanyFromPlayer: step },
};
