/**
 * The stock-round step where a player starts corporations, buys and sells
 * shares, or passes. Turn shape (title.json rounds.stock.turn = "sellThenBuy"):
 * any number of sales, then at most one purchase, which ends the turn.
 */
import { parCellsFor } from '../shares/terms';
import { listingCtx, type Ctx } from '../context';
import { firstViolation, act, type Actor, type LegalAction, type Rule, type Step } from './step';
import type { Action, BuySharesAction, ParAction, SellSharesAction } from '../generated/actions';
import { stockRuleLists } from '../shares/rules';
import { presidentCertificateShares } from '../shares/rules/canAffordPresidentCertificate';
import { first } from '../core/ask';
import { buyShare, offeredCertificate, par, reservedFor, sellShares } from '../shares/trade';
import { forInvestor, investorsOf, type ShareHolder } from '../shares/investor';
import { certPercents, percentHeld, sharePercent } from '../shares/holdings';
import { sellAsPlayer } from '../shares/playerSale';
import { playerHolder, type CorporationState } from '../state/types';
import type { Title } from '../definition/title';
import { actionId } from '../ids';

/** The turn's record of a sale (a player's or an investor's): what was sold, and whether after a purchase. */
function noteSale(ctx: Ctx, corporation: string): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock') return;
  round.turnState.sold.push(corporation);
  if (round.turnState.bought.length > 0) round.turnState.soldAfterBuy = true;
}

/** `action` as a listed choice. */
const offered = (action: Action): LegalAction => ({ id: actionId(action), action });

/** The candidates that pass `rules`, as listed choices, one at a time. */
function* passing<A extends Action>(rules: Rule<A>[], ctx: Ctx, actor: Actor, candidates: readonly A[]): Generator<LegalAction> {
  for (const a of candidates) if (!firstViolation(rules, ctx, actor, a)) yield offered(a);
}

/**
 * The sales of `corporation` out of `held` percent, a share more each (with an investor's `fields` for its sales),
 * that pass the selling rules: each as offered (itself, or once per choice a mechanism asks of the seller, 1820 §13.4:
 * a cousin director's successor), made as asked, so a caller that stops at the first choice (hasStockChoice) builds no more.
 */
function* saleChoices(ctx: Ctx, actor: Actor, corporation: string, unit: number, held: number, fields: Readonly<Record<string, unknown>>): Generator<LegalAction> {
  const rules = stockRuleLists(ctx.title).sell;
  for (let p = unit; p <= held; p += unit) {
    const sale = act(actor, 'sell_shares', { corporation, percent: p, ...fields }) as SellSharesAction;
    const asked = first(ctx.title, 'saleChoices', ctx, actor.seat, sale);
    if (!asked) {
      if (!firstViolation(rules, ctx, actor, sale)) yield offered(sale);
    } else yield* passing(rules, ctx, actor, asked as SellSharesAction[]);
  }
}

/**
 * The pars of `corporation` that `seat` can pay for, in the listing's order (price, then share count): the
 * others are never made, as the rule canAffordPresidentCertificate, which every par passes, refuses them.
 * Most players cannot start most corporations at any price for most of a game.
 */
function affordablePars(ctx: Ctx, seat: number, corporation: string, counts: readonly (number | undefined)[]): { price: number; shares: number | undefined }[] {
  const { title, state } = ctx;
  const cash = state.players[seat]!.cash;
  const out: { price: number; shares: number | undefined }[] = [];
  const perPrice = counts.map((shares) => presidentCertificateShares(title, state, corporation, shares));
  for (const p of parCellsFor(title, state, corporation)) {
    for (let i = 0; i < counts.length; i++) if (cash >= perPrice[i]! * p.price) out.push({ price: p.price, shares: counts[i] });
  }
  return out;
}

/** The par of `corporation` at an offer of affordablePars. */
const parAt = (actor: Actor, corporation: string, { price, shares }: { price: number; shares: number | undefined }): ParAction =>
  act(actor, 'par', { corporation, price, ...(shares === undefined ? {} : { shares }) }) as ParAction;

/** The pars at the offers that pass the rules asked of each price, made as asked, so a caller that stops at the first choice builds no more than it needs. */
function* parChoices(ctx: Ctx, actor: Actor, corporation: string, offers: readonly { price: number; shares: number | undefined }[]): Generator<LegalAction> {
  const rules = stockRuleLists(ctx.title).parByPrice;
  for (const offer of offers) {
    const a = parAt(actor, corporation, offer);
    if (!firstViolation(rules, ctx, actor, a)) yield offered(a);
  }
}

/** The fields of the player's own sales (an investor's carry its id). */
const NO_FIELDS: Readonly<Record<string, unknown>> = {};

/** A par's share counts where the title chooses none: one par per price. */
const NO_COUNT: readonly undefined[] = [undefined];

/**
 * The sizes of `c`'s normal certificates (all but the president's), each once, in the order they first come:
 * the purchases a listing tries. A definition's list is worked out once (it never changes); one the state
 * holds (equal shares, the setup's choice: certPercents) afresh each time.
 */
const sizesOf = new WeakMap<readonly number[], number[]>();
function normalSizes(title: Title, c: CorporationState): number[] {
  const pct = certPercents(title, c);
  if (c.equalShares || c.certificates) return [...new Set(pct.slice(1))];
  let sizes = sizesOf.get(pct);
  if (!sizes) {
    sizes = [...new Set(pct.slice(1))];
    sizesOf.set(pct, sizes);
  }
  return sizes;
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
  // Asked once for the whole listing, when first needed: the state stays as it is while the candidates are tried.
  let counts: readonly (number | undefined)[] | undefined;
  let investors: ShareHolder[] | undefined;
  for (const def of title.corporations) {
    const c = state.corporations[def.id]!;
    if (c.par === null) {
      // Where the par chooses a share count, one choice per count open now (1820 Table 5.1).
      counts ??= first(title, 'parCertificateCounts', title, state)?.counts ?? NO_COUNT;
      const offers = affordablePars(ctx, seat, def.id, counts);
      if (offers.length === 0) continue;
      // The rules that decide by the corporation alone (a closed one, one not open yet) are asked once, of the first
      // par, and before the mechanisms' refusal at every price (rule homeHasRoom: 1862's home city without room),
      // which may try every upgrade of the home hex: both must pass, and most corporations fail the first.
      if (firstViolation(rules.parByCorporation, ctx, actor, parAt(actor, def.id, offers[0]!)) || first(title, 'parRefusal', title, state, def.id)) continue;
      yield* parChoices(ctx, actor, def.id, offers);
      continue;
    }
    const sizes = normalSizes(title, c);
    // Only the certificates on offer are tried: rule certificateAvailable refuses the others, whoever buys.
    const buys: BuySharesAction[] = [];
    for (const from of title.rounds.stock.buyFromTreasury ? SOURCES_WITH_TREASURY : SOURCES) {
      // The source's reserved certificates, asked once, and only where it holds a certificate of a size on sale.
      let reserved: ReadonlySet<number> | undefined;
      const reservedHere = (): ReadonlySet<number> => (reserved ??= reservedFor(ctx, c, from));
      for (const percent of sizes) if (offeredCertificate(ctx, c, { corporation: def.id, from, percent }, reservedHere) >= 0) buys.push(act(actor, 'buy_shares', { corporation: def.id, from, percent }) as BuySharesAction);
    }
    if (buys.length > 0) yield* passing(rules.buy, ctx, actor, buys);
    const unit = sharePercent(ctx.title, c);
    // A holder of less than one share has nothing to sell: no sale is made.
    const held = percentHeld(title, c, playerHolder(seat));
    if (held >= unit) yield* saleChoices(ctx, actor, def.id, unit, held, NO_FIELDS);
    // The investors the player plays trade too, each from its own treasury and holding (1820 §6.5.2: cousins).
    investors ??= investorsOf(ctx, seat);
    for (const investor of investors) {
      const ibuys = buys.map((b) => ({ ...b, ...investor.fields }) as BuySharesAction);
      if (ibuys.length > 0) yield* passing(rules.buy, ctx, actor, ibuys);
      const iheld = percentHeld(title, c, investor.holder);
      if (iheld >= unit) yield* saleChoices(ctx, actor, def.id, unit, iheld, investor.fields);
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
