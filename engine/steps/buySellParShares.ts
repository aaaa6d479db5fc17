/**
 * The stock-round step where a player starts corporations, buys and sells
 * shares, or passes. Turn shape (title.json rounds.stock.turn = "sellThenBuy"):
 * any number of sales, then at most one purchase, which ends the turn.
 */
import { parCellsFor } from '../shares/terms';
import { listingCtx, type Ctx } from '../context';
import { firstViolation, act, type Actor, type LegalAction, type Step } from './step';
import type { Action, BuySharesAction, ParAction, SellSharesAction } from '../generated/actions';
import { stockRuleLists } from '../shares/rules';
import { presidentCertificateShares } from '../shares/rules/canAffordPresidentCertificate';
import { certificateOnOffer, reservedFor } from '../shares/rules/certificateAvailable';
import { first } from '../core/ask';
import { buyShare, par, sellShares } from '../shares/trade';
import { forInvestor, investorsOf } from '../shares/investor';
import { certPercents, percentHeld, sharePercent } from '../shares/holdings';
import { sellAsPlayer } from '../shares/playerSale';
import { playerHolder } from '../state/types';
import { actionId } from '../ids';

/** The turn's record of a sale (a player's or an investor's): what was sold, and whether after a purchase. */
function noteSale(ctx: Ctx, corporation: string): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock') return;
  round.turnState.sold.push(corporation);
  if (round.turnState.bought.length > 0) round.turnState.soldAfterBuy = true;
}

function* keep(candidates: Iterable<Action>, check: (a: Action) => boolean): Generator<LegalAction> {
  for (const action of candidates) if (check(action)) yield { id: actionId(action), action };
}

/** A sale as offered: itself, or once per choice a mechanism asks of the seller (1820 §13.4: a cousin director's successor). */
const saleChoices = (ctx: Ctx, actor: Actor, sale: Action): Action[] => first(ctx.title, 'saleChoices', ctx, actor.seat, sale as SellSharesAction) ?? [sale];

/**
 * The sales of `corporation` out of `held` percent, a share more each (with an investor's `fields` for its sales),
 * each as offered (saleChoices): made as asked, so a caller that stops at the first choice (hasStockChoice) builds no more.
 */
function* sales(ctx: Ctx, actor: Actor, corporation: string, unit: number, held: number, fields: Readonly<Record<string, unknown>>): Generator<Action> {
  for (let p = unit; p <= held; p += unit) yield* saleChoices(ctx, actor, act(actor, 'sell_shares', { corporation, percent: p, ...fields }));
}

/**
 * The pars of `corporation` that `seat` can pay for, in the listing's order (price, then share count): the
 * others are never made, as the rule canAffordPresidentCertificate, which every par passes, refuses them.
 * Most players cannot start most corporations at any price for most of a game.
 */
function affordablePars(ctx: Ctx, seat: number, corporation: string, counts: readonly number[] | null): { price: number; shares: number | undefined }[] {
  const { title, state } = ctx;
  const cash = state.players[seat]!.cash;
  const out: { price: number; shares: number | undefined }[] = [];
  const perPrice = (counts ?? [undefined]).map((shares) => presidentCertificateShares(title, state, corporation, shares));
  for (const p of parCellsFor(title, state, corporation)) {
    (counts ?? [undefined]).forEach((shares, i) => {
      if (cash >= perPrice[i]! * p.price) out.push({ price: p.price, shares });
    });
  }
  return out;
}

/** Where a purchase may take its certificate from (rounds.stock.buyFromTreasury adds the corporation's treasury). */
const SOURCES: readonly BuySharesAction['from'][] = ['ipo', 'market'];
const SOURCES_WITH_TREASURY: readonly BuySharesAction['from'][] = ['ipo', 'market', 'treasury'];

/** The step's choices one at a time, in the order `legal` lists them, for a caller that may stop at the first. */
function* choices(outer: Ctx, actor: Actor): Generator<LegalAction> {
  // The state stays as it is while the candidates are tried: their rules keep what they all ask.
  const ctx = listingCtx(outer);
  const { title, state } = ctx;
  const round = state.round;
  if (round.kind !== 'stock') return;
  const seat = actor.seat;
  const rules = stockRuleLists(title);
  for (const def of title.corporations) {
    const c = state.corporations[def.id]!;
    if (c.par === null) {
      // Where the par chooses a share count, one choice per count open now (1820 Table 5.1).
      const counts = first(title, 'parCertificateCounts', title, state)?.counts ?? null;
      const offers = affordablePars(ctx, seat, def.id, counts);
      // A refusal at every price (rule homeHasRoom: 1862's home city without room) is asked once, as it
      // may try every upgrade of the home hex; not at all when the player can pay for no price.
      if (offers.length === 0 || first(title, 'parRefusal', title, state, def.id)) continue;
      // Made as asked, so a caller that stops at the first choice (hasStockChoice) builds no more pars than it needs.
      // The rules that decide by the corporation alone (a closed one, one not open yet) are asked once, of the first.
      const cands = function* (): Generator<Action> {
        let asked = false;
        for (const { price, shares } of offers) {
          const a = act(actor, 'par', { corporation: def.id, price, ...(shares === undefined ? {} : { shares }) });
          if (!asked) {
            asked = true;
            if (firstViolation(rules.parByCorporation, ctx, actor, a as ParAction)) return;
          }
          yield a;
        }
      };
      yield* keep(cands(), (a) => !firstViolation(rules.parByPrice, ctx, actor, a as ParAction));
      continue;
    }
    const sizes = [...new Set(certPercents(title, c).slice(1))];
    // Only the certificates on offer are tried: rule certificateAvailable refuses the others, whoever buys.
    const buys: Action[] = [];
    for (const from of title.rounds.stock.buyFromTreasury ? SOURCES_WITH_TREASURY : SOURCES) {
      const reserved = reservedFor(ctx, c, from);
      for (const percent of sizes) if (certificateOnOffer(ctx, c, { corporation: def.id, from, percent }, reserved)) buys.push(act(actor, 'buy_shares', { corporation: def.id, from, percent }));
    }
    yield* keep(buys, (a) => !firstViolation(rules.buy, ctx, actor, a as BuySharesAction));
    const held = percentHeld(title, c, playerHolder(seat));
    const unit = sharePercent(ctx.title, c);
    yield* keep(sales(ctx, actor, def.id, unit, held, {}), (a) => !firstViolation(rules.sell, ctx, actor, a as SellSharesAction));
    // The investors the player plays trade too, each from its own treasury and holding (1820 §6.5.2: cousins).
    for (const investor of investorsOf(ctx, seat)) {
      const ibuys = buys.map((b) => ({ ...b, ...investor.fields }) as Action);
      yield* keep(ibuys, (a) => !firstViolation(rules.buy, ctx, actor, a as BuySharesAction));
      const iheld = percentHeld(title, c, investor.holder);
      yield* keep(sales(ctx, actor, def.id, unit, iheld, investor.fields), (a) => !firstViolation(rules.sell, ctx, actor, a as SellSharesAction));
    }
  }
}

export const buySellParShares: Step = {
  name: 'buySellParShares',
  accepts: ['par', 'buy_shares', 'sell_shares'],

  legal: (ctx, actor) => [...choices(ctx, actor)],
  choices,

  process(ctx, actor, action) {
    const seat = actor.seat;
    const rules = stockRuleLists(ctx.title);
    if (action.type === 'par') {
      const v = firstViolation(rules.par, ctx, actor, action as ParAction);
      if (v) throw v;
      par(ctx, seat, action as ParAction);
    } else if (action.type === 'sell_shares' && forInvestor(ctx, seat, action)) {
      // An investor's sale goes to the market at once: no price protection is offered on it.
      const a = action as SellSharesAction;
      const v = firstViolation(rules.sell, ctx, actor, a);
      if (v) throw v;
      sellShares(ctx, seat, a);
      noteSale(ctx, a.corporation);
    } else if (action.type === 'buy_shares') {
      const v = firstViolation(rules.buy, ctx, actor, action as BuySharesAction);
      if (v) throw v;
      buyShare(ctx, seat, action as BuySharesAction);
    } else {
      const a = action as SellSharesAction;
      const v = firstViolation(rules.sell, ctx, actor, a);
      if (v) throw v;
      sellAsPlayer(ctx, seat, a);
      noteSale(ctx, a.corporation);
    }
  },
};

/** Why `actor` may not make this sale by the stock round's selling rules, or null: asked by a forced train purchase's sales (steps/buyTrain.ts). */
export const saleRefusal = (ctx: Ctx, actor: Actor, a: SellSharesAction): ReturnType<typeof firstViolation> => firstViolation(stockRuleLists(ctx.title).sell, ctx, actor, a);
