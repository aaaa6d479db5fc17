/**
 * The solo stock round (stock step "tableau"; 1862 solo rules, Stock Rounds; 1862.md §3.3 S10-S16).
 * The single player starts companies from the top of tableau columns, buys their shares from the
 * tableau or from a company, moves, deals and removes cards, sells to the market, and once, before
 * anything else, takes a mulligan. Every action is a whole turn of its own, so a pass ends the round
 * (S10). The mechanisms (dealing, putting companies out, floating, control) are in
 * tableau.ts.
 */
import { money, playerName, type Ctx } from '../../context';
import { GameError, illegal } from '../../errors';
import type { Action, BuySharesAction, MulliganAction, SellSharesAction, TableauBuyAction, TableauDealAction, TableauMoveAction, TableauRemoveAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { shuffled } from '../../rng';
import { parCellsFor } from '../bankruptcy';
import { salePricePerShare } from '../shareValue';
import { startModes } from '../startModes';
import {
  afterOperatingRound,
  cardOf,
  emergencyTops,
  sellTops,
  dealInto,
  floatIfHeld,
  givePermit,
  putOut,
  layBlocked,
  putOutAtRandom,
  setUpTableau,
  tableauInvariants,
  tableauRedeemPrice,
  tableauRule,
  tableauTops,
  tokenBlocked,
  updateControl,
  publicTableau,
} from './tableau';
/** The tableau's part in a merger (mergers/merger.ts; 1862 solo S18, S20). */
export { afterMerger, gatherTops, updateControl } from './tableau';
import { placeMarker } from '../../market/moves';
import { pay, receive } from '../../state/bank';
import { tableauBuyCost } from './buyCost';
import { afterReset } from './reset';
import { canAffordCard } from './rules/canAffordCard';
import { columnHasTop } from './rules/columnHasTop';
import { corporationInGame } from './rules/corporationInGame';
import { dealIntoEmptyColumn } from './rules/dealIntoEmptyColumn';
import { moveOntoSameCompany } from './rules/moveOntoSameCompany';
import { mulliganAvailable } from './rules/mulliganAvailable';
import { TABLEAU } from './rules/refs';
import { startChoice, startPars, topBlock } from './rules/startChoice';
import { treasuryShareAvailable } from './rules/treasuryShareAvailable';
import { holdsSharesToSell } from '../../shares/rules/holdsSharesToSell';
import { sellAllowed } from '../../shares/rules/sellAllowed';
import { sharePrice } from '../../shares/holdings';
import { dropAfterSale } from '../../shares/trade';
import { corpHolder, playerHolder, type CorporationState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import { act, firstViolation, type Actor, type LegalAction, type Rule, type Step } from '../../steps/step';

const topCorp = (ctx: Ctx, column: number): CorporationState => {
  const col = ctx.state.tableau!.columns[column]!;
  return ctx.state.corporations[cardOf(col[col.length - 1]!).corp]!;
};

const buyRules: Rule<TableauBuyAction>[] = [
  (ctx, _actor, a) => columnHasTop(ctx, a.column, TABLEAU.buy),
  corporationInGame,
  startChoice,
  canAffordCard,
];
const removeRules: Rule<TableauRemoveAction>[] = [(ctx, _actor, a) => columnHasTop(ctx, a.column, TABLEAU.remove)];
const sellRules: Rule<SellSharesAction>[] = [
  (ctx, _actor, a) => {
    const c = ctx.state.corporations[a.corporation];
    return c && c.par !== null && !c.closed ? null : illegal(`${a.corporation} is not in play`, TABLEAU.buy);
  },
  sellAllowed,
  holdsSharesToSell,
];

function check<A extends Action>(rules: Rule<A>[], ctx: Ctx, actor: Actor, a: A): void {
  const v = firstViolation(rules, ctx, actor, a);
  if (v) throw v;
}

/** Records what the player bought this round (rounds.stock.sellAllowed "notBoughtThisRound": not sold in it; S14). */
function noteBought(ctx: Ctx, seat: number, corp: string, percent: number): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock') return;
  const mine = ((round.boughtThisRound ??= {})[String(seat)] ??= {});
  mine[corp] = (mine[corp] ?? 0) + percent;
}

/** Takes the top card of a column into the player's hands. */
function takeTop(ctx: Ctx, column: number, seat: number): void {
  const card = ctx.state.tableau!.columns[column]!.pop()!;
  const { corp, index } = cardOf(card);
  ctx.state.corporations[corp]!.certs[index] = playerHolder(seat);
}

function buy(ctx: Ctx, actor: Actor, a: TableauBuyAction): void {
  check(buyRules, ctx, actor, a);
  const { state } = ctx;
  const t = state.tableau!;
  const c = topCorp(ctx, a.column);
  const { cost, payee } = tableauBuyCost(ctx, a);
  if (c.par === null) {
    const count = a.count ?? 1;
    for (let k = 0; k < count; k++) takeTop(ctx, a.column, actor.seat);
    t.cup = t.cup.filter((id) => id !== c.id);
    const cell = parCellsFor(ctx.title, state, c.id).find((p) => p.price === a.par)!;
    c.par = a.par!;
    c.startMode = a.mode!;
    placeMarker(ctx, c, { row: cell.row, col: cell.col });
    c.president = actor.seat;
    pay(ctx, playerHolder(actor.seat), payee, cost);
    noteBought(ctx, actor.seat, c.id, 10 * count);
    ctx.log.push(`${playerName(ctx, actor.seat)} starts ${c.id} (${a.mode}) at par ${money(ctx, a.par!)} with ${count} share(s) from column ${a.column} for ${money(ctx, cost)}`);
    givePermit(ctx, c);
    // S11: starting a non-chartered company puts a random company out of the game.
    if ((tableauRule(ctx.title)!.outOnStart ?? []).includes(a.mode!)) putOutAtRandom(ctx);
  } else {
    takeTop(ctx, a.column, actor.seat);
    pay(ctx, playerHolder(actor.seat), payee, cost);
    noteBought(ctx, actor.seat, c.id, 10);
    ctx.log.push(`${playerName(ctx, actor.seat)} buys a share of ${c.id} from column ${a.column} for ${money(ctx, cost)}${payee === 'bank' ? '' : ` (paid to ${c.id})`}`);
  }
  floatIfHeld(ctx, c);
  updateControl(ctx, c);
}

function buyFromTreasury(ctx: Ctx, actor: Actor, a: BuySharesAction): void {
  check([treasuryShareAvailable], ctx, actor, a);
  const c = ctx.state.corporations[a.corporation]!;
  const index = c.certs.lastIndexOf(corpHolder(c.id));
  const price = sharePrice(ctx.title, c)!;
  c.certs[index] = playerHolder(actor.seat);
  pay(ctx, playerHolder(actor.seat), corpHolder(c.id), price);
  noteBought(ctx, actor.seat, c.id, 10);
  ctx.log.push(`${playerName(ctx, actor.seat)} buys a share of ${c.id} from its treasury for ${money(ctx, price)}`);
  floatIfHeld(ctx, c);
  updateControl(ctx, c);
}

/** S14: sold at the market price (par/2 for an unfloated or trainless company), the price falling as in the base game. */
function sell(ctx: Ctx, actor: Actor, a: SellSharesAction): void {
  check(sellRules, ctx, actor, a);
  const c = ctx.state.corporations[a.corporation]!;
  const seller = playerHolder(actor.seat);
  const n = a.percent / 10;
  let left = n;
  for (let i = c.certs.length - 1; i >= 0 && left > 0; i--) {
    if (c.certs[i] === seller) {
      c.certs[i] = 'market';
      left--;
    }
  }
  const proceeds = n * salePricePerShare(ctx.title, c, sharePrice(ctx.title, c)!);
  receive(ctx, seller, proceeds);
  ctx.log.push(`${playerName(ctx, actor.seat)} sells ${a.percent}% of ${c.id} for ${money(ctx, proceeds)}`);
  dropAfterSale(ctx, c, n);
  updateControl(ctx, c);
}

function move(ctx: Ctx, actor: Actor, a: TableauMoveAction): void {
  check([moveOntoSameCompany], ctx, actor, a);
  const cols = ctx.state.tableau!.columns;
  const card = cols[a.from]!.pop()!;
  cols[a.to]!.push(card);
  ctx.log.push(`A ${cardOf(card).corp} share moves from column ${a.from} to column ${a.to}`);
}

function deal(ctx: Ctx, actor: Actor, a: TableauDealAction): void {
  check([dealIntoEmptyColumn], ctx, actor, a);
  // S13: first a random company leaves the game, then the column is dealt.
  putOutAtRandom(ctx);
  dealInto(ctx, a.column);
  ctx.log.push(`Column ${a.column} is dealt: ${ctx.state.tableau!.columns[a.column]!.map((k) => cardOf(k).corp).join(', ')}`);
}

function remove(ctx: Ctx, actor: Actor, a: TableauRemoveAction): void {
  check(removeRules, ctx, actor, a);
  const card = ctx.state.tableau!.columns[a.column]!.pop()!;
  const { corp, index } = cardOf(card);
  const c = ctx.state.corporations[corp]!;
  c.certs[index] = 'market';
  ctx.log.push(`A ${corp} share is removed from column ${a.column} to the market`);
  // S13 and 1862.md §5.2 #7: a company not yet started (nor already out) leaves the game; a started one stays.
  if (c.par === null && !c.closed) putOut(ctx, corp);
}

/**
 * S7: one change of the setup. "permits": the queue is rebuilt and reshuffled. "companies": the
 * companies out of the game come back to the cup (their cards in the market go under the draw
 * pile, their hexes are cleared) and as many are drawn again; cards of the new ones in the tableau
 * go to the market and their columns are topped up from the draw pile. "column": the column's cards
 * go under the draw pile and it is dealt again.
 */
function mulligan(ctx: Ctx, actor: Actor, a: MulliganAction): void {
  check([mulliganAvailable], ctx, actor, a);
  const { title, state } = ctx;
  const t = state.tableau!;
  if (a.kind === 'permits') {
    const holder = { rng: t.streams.permits };
    const list = [...t.permitQueue];
    t.permitQueue = shuffled(holder, list);
    t.streams.permits = holder.rng;
    ctx.log.push(`The permits are reshuffled: ${t.permitQueue.join(', ')}`);
  } else if (a.kind === 'companies') {
    const back = [...t.out];
    for (const corp of back) {
      const c = state.corporations[corp]!;
      c.closed = false;
      delete c.removed;
      const home = title.corporation.get(corp)!.home;
      if (home?.hex) delete t.hexes[home.hex];
      c.certs.forEach((h, i) => {
        if (h === 'market') {
          c.certs[i] = 'deck';
          t.drawPile.push(`${corp}/${i}`);
        }
      });
    }
    t.out = [];
    t.cup = title.corporations.map((d) => d.id).filter((id) => state.corporations[id]!.par === null);
    for (let k = 0; k < back.length; k++) putOutAtRandom(ctx);
    t.columns.forEach((column, col) => {
      const kept = column.filter((card) => !t.out.includes(cardOf(card).corp));
      for (const card of column) if (t.out.includes(cardOf(card).corp)) state.corporations[cardOf(card).corp]!.certs[cardOf(card).index] = 'market';
      t.columns[col] = kept;
      if (kept.length < column.length) dealInto(ctx, col);
    });
    ctx.log.push(`The companies out of the game are drawn again: ${t.out.join(', ')}`);
  } else {
    const column = t.columns[a.column!]!;
    for (const card of column) {
      const { corp, index } = cardOf(card);
      state.corporations[corp]!.certs[index] = 'deck';
      t.drawPile.push(card);
    }
    t.columns[a.column!] = [];
    dealInto(ctx, a.column!);
    ctx.log.push(`Column ${a.column} goes under the draw pile and is dealt again`);
  }
  t.mulligan = false;
}

function legal(ctx: Ctx, actor: Actor): LegalAction[] {
  const { state } = ctx;
  const t = state.tableau;
  if (!t) return [];
  const out: LegalAction[] = [];
  const offer = (action: Action, rules: Rule[]): void => {
    if (firstViolation(rules, ctx, actor, action) === null) out.push({ id: actionId(action), action });
  };
  const modes = Object.keys(startModes(ctx.title)?.modes ?? {});
  t.columns.forEach((column, col) => {
    if (column.length === 0) {
      if (t.drawPile.length > 0) offer(act(actor, 'tableau_deal', { column: col }), [dealIntoEmptyColumn as Rule]);
      return;
    }
    const c = topCorp(ctx, col);
    if (!c.closed) {
      if (c.par === null) {
        const block = topBlock(column);
        for (const mode of modes)
          for (const par of startPars(ctx, c.id, mode))
            for (let count = 1; count <= block; count++) offer(act(actor, 'tableau_buy', { column: col, count, mode, par }), buyRules as Rule[]);
      } else offer(act(actor, 'tableau_buy', { column: col }), buyRules as Rule[]);
    }
    offer(act(actor, 'tableau_remove', { column: col }), removeRules as Rule[]);
    t.columns.forEach((other, to) => {
      if (to !== col && other.length > 0) offer(act(actor, 'tableau_move', { from: col, to }), [moveOntoSameCompany as Rule]);
    });
  });
  for (const c of Object.values(state.corporations)) {
    if (c.par === null || c.closed) continue;
    const held = c.certs.filter((h) => h === playerHolder(actor.seat)).length;
    for (let n = 1; n <= held; n++) offer(act(actor, 'sell_shares', { corporation: c.id, percent: 10 * n }), sellRules as Rule[]);
    if (c.certs.includes(corpHolder(c.id))) offer(act(actor, 'buy_shares', { corporation: c.id, from: 'treasury', percent: 10 }), [treasuryShareAvailable as Rule]);
  }
  if (t.mulligan) {
    offer(act(actor, 'mulligan', { kind: 'permits' }), [mulliganAvailable as Rule]);
    offer(act(actor, 'mulligan', { kind: 'companies' }), [mulliganAvailable as Rule]);
    t.columns.forEach((_, col) => offer(act(actor, 'mulligan', { kind: 'column', column: col }), [mulliganAvailable as Rule]));
  }
  return out;
}

export const tableau: Step & { wholeTurn: true } = {
  name: 'tableau',
  accepts: ['tableau_buy', 'tableau_move', 'tableau_deal', 'tableau_remove', 'mulligan', 'sell_shares', 'buy_shares'],
  wholeTurn: true,
  legal,
  process(ctx, actor, action) {
    if (!ctx.state.tableau) throw new GameError('ILLEGAL_ACTION', 'this game has no tableau');
    if (action.type !== 'mulligan') ctx.state.tableau.mulligan = false;
    switch (action.type) {
      case 'tableau_buy':
        return buy(ctx, actor, action as TableauBuyAction);
      case 'buy_shares':
        return buyFromTreasury(ctx, actor, action as BuySharesAction);
      case 'sell_shares':
        return sell(ctx, actor, action as SellSharesAction);
      case 'tableau_move':
        return move(ctx, actor, action as TableauMoveAction);
      case 'tableau_deal':
        return deal(ctx, actor, action as TableauDealAction);
      case 'tableau_remove':
        return remove(ctx, actor, action as TableauRemoveAction);
      case 'mulligan':
        return mulligan(ctx, actor, action as MulliganAction);
      default:
        throw illegal(`${action.type} is not possible in the solo stock round`, TABLEAU.buy);
    }
  },
};

const SOLO_REDEEM_REF = '1862 solo rules, Operating Rounds: redeem from the bank pool or a column top (S22)';

/**
 * The solo tableau: blocked and frozen home hexes of companies out of the game take no tile and no
 * station, and the stock turn is played on the tableau. Registered here, beside its stock step, so
 * that tableau.ts, which the start modes load early, does not load the stock step's imports.
 */
export const mechanism: Mechanism = {
  id: 'tableau',
  block: 'title.tableau',
  appliesTo: (d) => d.title.tableau !== undefined,
  slice: { keys: ['tableau'], viewWhenOff: { tableau: null } },
  hooks: {
    publicView: (_title, state) => ({ tableau: state.tableau ? publicTableau(state.tableau) : null }),
    // A game with a tableau has no president's certificate (1862 solo S1): certificate 0 is a share like the others.
    permits: (_title, _state, what) => what !== 'presidentCertificate',
    setUp: setUpTableau,
    // A company reset (a merger's, a bankruptcy's) keeps its shares where they are and its marker returns to the cup (1862 solo S23, S25).
    corporationReset: afterReset,
    hexLayRefusal: (ctx, _corp, hex) => layBlocked(ctx.state, hex),
    hexStationRefusal: (ctx, _corp, hex) => tokenBlocked(ctx.state, hex),
    invariants: tableauInvariants,
    // The tableau's columns and deck hold certificates (1862 solo S1-S3).
    certificateHolders: (_title, state) => (state.tableau ? ['deck', 'tableau'] : []),
    redeemPrice: tableauRedeemPrice,
    // A column's top share may be redeemed too (1862 solo S22).
    redeemSource: (_title, state) => (state.tableau ? { from: 'tableau', ref: SOLO_REDEEM_REF } : null),
    redeemColumns: tableauTops,
    redeemFromColumn: (ctx, _corp, column) => cardOf(ctx.state.tableau!.columns[column]!.pop()!).index,
    // The solo train-removal cycle (1862 solo S26-S27).
    operatingRoundEnded: (ctx) => afterOperatingRound(ctx),
    // The train-removal cycle removes one more train after a round without purchases.
    // 1862 solo S21: a non-chartered company short for a forced purchase may also sell the shares at the tops of tableau columns.
    emergencyFunds: (ctx, corp) => {
      const c = ctx.state.corporations[corp]!;
      const tops = emergencyTops(ctx, c);
      return { count: tops.length, sell: (n) => sellTops(ctx, c, tops.slice(0, n)) };
    },
    trainBought: (ctx) => {
      if (ctx.state.tableau) ctx.state.tableau.trainBought = true;
    },
  },
  // The solo stock turn: buy from, clear or deal the tableau (1862 solo S10).
  stockSteps: { tableau },
};
