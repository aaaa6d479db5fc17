/**
 * Trades of private companies between players: in a stock turn, where the phase allows it
 * (phases.json status interplayerPrivateTrade; 1870 phases 1 to 3, as the digest reads the
 * rules), a player offers to buy another player's private company at a price of their
 * choosing, and the owner accepts or declines before play goes on. An accepted trade is the
 * turn's purchase; one offer per turn, so a declined one cannot be repeated at once.
 */
import { money, playerName, type Ctx } from '../context';
import { illegal, type GameError } from '../errors';
import type { Action } from '../generated/actions';
import { actionId } from '../ids';
import { pay } from '../state/bank';
import { oneBuyPerTurn } from '../shares/rules/oneBuyPerTurn';
import { withinCertificateLimit } from '../shares/rules/withinCertificateLimit';
import { playerHolder, seatOf, type StockRoundState } from '../state/types';
import { act, type Actor, type LegalAction, type Step } from './step';
import { companyAtPriceChoices, notAnotherPlayersCompany } from './companyAtPrice';

export const TRADE_REF = '1870 rules, Phase one (players may trade private companies; digest §5.1)';

interface Offer {
  company: string;
  price: number;
}

const round = (ctx: Ctx): StockRoundState => ctx.state.round as StockRoundState;

function tradesAllowed(ctx: Ctx): boolean {
  return (ctx.title.phases[ctx.state.phase]!.status ?? []).includes('interplayerPrivateTrade');
}

function checkOffer(ctx: Ctx, actor: Actor, a: Offer): GameError | null {
  if (!tradesAllowed(ctx)) return illegal('private companies cannot be traded between players in this phase', TRADE_REF);
  return companyRefusal(ctx, actor, a.company) ?? offerRefusal(ctx, actor, a);
}

/** Why `company` may not be offered for: it is not another player's. */
const companyRefusal = (ctx: Ctx, actor: Actor, company: string): GameError | null => notAnotherPlayersCompany(ctx, actor, company, TRADE_REF);

/** Why `actor` may not make the offer, for a company companyRefusal allows: the turn, the price, the purchase and the certificate limit (the same for every company). */
function offerRefusal(ctx: Ctx, actor: Actor, a: Offer): GameError | null {
  if (round(ctx).turnState.offered) return illegal('one offer per turn', TRADE_REF);
  const cash = ctx.state.players[actor.seat]!.cash;
  if (a.price < 1 || a.price > cash) return illegal(`offer between 1 and ${cash}`, TRADE_REF);
  const asBuy = { type: 'buy_company', entityType: 'player', entity: actor.seat, company: a.company, price: a.price } as Action;
  return oneBuyPerTurn(ctx, actor, asBuy) ?? withinCertificateLimit(ctx, actor, asBuy as never);
}

/** The offers `actor` may make now, one at a time in the companies' order. */
function* offers(ctx: Ctx, actor: Actor): Generator<LegalAction> {
  if (!tradesAllowed(ctx)) return;
  yield* companyAtPriceChoices(
    ctx,
    actor,
    'offer_company',
    (company) => companyRefusal(ctx, actor, company) !== null,
    (company) => offerRefusal(ctx, actor, { company, price: 1 }) !== null,
    (_action, company) => `offer_company:${company}`,
  );
}

export const privateTrade: Step = {
  name: 'privateTrade',
  accepts: ['offer_company'],
  legal: (ctx, actor) => [...offers(ctx, actor)],
  choices: offers,
  process(ctx, actor, action) {
    const a = action as unknown as Offer;
    const v = checkOffer(ctx, actor, a);
    if (v) throw v;
    const seller = seatOf(ctx.state.companies[a.company]!.owner)!;
    round(ctx).turnState.offered = true;
    round(ctx).offer = { buyer: actor.seat, seller, company: a.company, price: a.price };
    ctx.log.push(`${playerName(ctx, actor.seat)} offers ${money(ctx, a.price)} to ${playerName(ctx, seller)} for ${a.company}`);
  },
};

/** The owner who must answer a pending offer, if any. */
export function offerActor(ctx: Ctx): Actor | null {
  const o = round(ctx).offer;
  return o ? { entityType: 'player', entity: o.seller, seat: o.seller } : null;
}

export function offerLegal(_ctx: Ctx, actor: Actor): LegalAction[] {
  return [true, false].map((accept) => {
    const action = act(actor, 'respond_offer', { accept });
    return { id: actionId(action), action };
  });
}

/** The owner's answer; returns true when the company changed hands (the buyer's purchase). */
export function respondToOffer(ctx: Ctx, actor: Actor, action: Action): boolean {
  const o = round(ctx).offer!;
  if (action.type !== 'respond_offer') throw illegal(`${playerName(ctx, o.seller)} must first accept or decline the offer for ${o.company}`, TRADE_REF);
  round(ctx).offer = null;
  if (!(action as unknown as { accept: boolean }).accept) {
    ctx.log.push(`${playerName(ctx, actor.seat)} declines`);
    return false;
  }
  pay(ctx, playerHolder(o.buyer), playerHolder(o.seller), o.price);
  ctx.state.companies[o.company]!.owner = playerHolder(o.buyer);
  ctx.log.push(`${playerName(ctx, o.seller)} sells ${o.company} to ${playerName(ctx, o.buyer)} for ${money(ctx, o.price)}`);
  return true;
}
