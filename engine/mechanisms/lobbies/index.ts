/**
 * Lobbies and the two-part stock round (title.json rounds.stock.lobbies; 1820 §6.5.1 L384-424,
 * §6.5.2.1 L395-409, §6.6 L488-540).
 *
 * Part A: a player's one action of a turn may be to fund a new lobby or raise any lobby (step fundLobby):
 * unique amounts, at least `min`, multiples of `step`; the money goes to the bank at once (lobby funds are
 * always discarded, L491). Part A ends when every player in turn has had a turn without funding (the
 * share-count increase of §6.5.2.2, which also keeps part A open, is not built: G5). The lobbies are then
 * resolved from the largest: its funder starts a company (par with a share count, the first stations,
 * then buys shares from the treasury one by one until it floats at 40%) or passes. Part B follows with no
 * lobbies; its passes set the pass-order cards (mechanisms/playerCards/index.ts notePassCard).
 *
 * The 40% (§6.6.2 step 5 L533-535) is bought one share at a time from the treasury by the funder, their
 * own cousins (buy_shares with `cousin`), and other players and their cousins who agree (title.json
 * negotiation deal placeShare, mechanisms/negotiation/). A par is still offered only when the funder
 * could pay for every share the float needs alone, so the float can always be completed: a float that
 * fails and is undone (L538-540) cannot happen here.
 */
import { money, playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import type { Action, BuySharesAction, ParAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { stockRuleLists } from '../../shares/rules';
import { cousinsOf } from '../cousins';
import { sharePercent } from '../../shares/holdings';
import { buyPrice, buyShare, par } from '../../shares/trade';
import type { StockRoundState } from '../../state/types';
import { act, firstViolation, type Actor, type LegalAction } from '../../steps/step';
import { parCellsFor } from '../bankruptcy';
import { shareCountsAtFloat } from '../shareCounts';

export const LOBBY_REF = '1820 rules §6.5.2.1 L395-409 and §6.6 L488-540 (lobbies)';

export function lobbiesConfig(ctx: Ctx) {
  return ctx.title.rounds.stock.lobbies;
}

/** Starts the round's part A (called when a stock round begins). */
export function initLobbies(ctx: Ctx, round: StockRoundState): void {
  if (!lobbiesConfig(ctx)) return;
  round.part = 'A';
  round.lobbies = [];
  round.quietTurns = 0;
}

/** A turn is over in part A: funding resets the count of quiet turns. */
export function noteLobbyTurn(ctx: Ctx, lobbied: boolean): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || round.part !== 'A') return;
  round.quietTurns = lobbied ? 0 : (round.quietTurns ?? 0) + 1;
}

/** Whether every player in turn has now had a turn without funding a lobby (L384-389). */
export function partAOver(ctx: Ctx): boolean {
  const round = ctx.state.round;
  return round.kind === 'stock' && round.part === 'A' && (round.quietTurns ?? 0) >= ctx.state.players.filter((p) => !p.bankrupt).length;
}

/** Part A is over: the lobbies are resolved, largest first (L489-492). */
export function startLobbyResolution(ctx: Ctx): void {
  const round = ctx.state.round as StockRoundState;
  const queue = [...(round.lobbies ?? [])].sort((a, b) => b.amount - a.amount);
  round.lobbies = [];
  round.lobbyResolution = { queue, floating: null };
  round.turnState = { sold: [], acted: false, bought: [] };
  ctx.log.push(queue.length ? `The lobbies are resolved: ${queue.map((l) => `${money(ctx, l.amount)} (${playerName(ctx, l.owner)})`).join(', ')}` : 'Part A ends with no lobby');
}

/** The funder of the lobby being resolved, or null. */
export function lobbyActor(ctx: Ctx): Actor | null {
  const r = (ctx.state.round as StockRoundState).lobbyResolution;
  const lobby = r?.queue[0];
  if (!lobby) return null;
  return { entityType: 'player', entity: lobby.owner, seat: lobby.owner };
}

/** Shares a company of `n` shares must have sold to float (40%: 2 of 5, 4 of 10, ...). */
function sharesToFloat(ctx: Ctx, corp: string, n: number): number {
  const pct = ctx.title.corporation.get(corp)!.floatPercent;
  return Math.ceil((pct * n) / 100);
}

/**
 * What the funder must still pay for `corp` to float, while its lobby resolves (0 otherwise): the shares
 * short of the float percentage at the treasury price. The funder alone buys the 40% here (see the header),
 * so a station fee at the float (step 4, paid before the shares of step 5) may not eat into this money:
 * the float would fail (L538-540), which is not modelled, and the resolution could not go on.
 */
export function floatSharesOwed(ctx: Ctx, corp: string): number {
  const r = (ctx.state.round as StockRoundState).lobbyResolution;
  const c = ctx.state.corporations[corp]!;
  if (ctx.state.round.kind !== 'stock' || r?.floating !== corp || c.floated) return 0;
  const sold = c.certs.filter((h) => h !== 'ipo').length;
  const short = Math.max(0, sharesToFloat(ctx, corp, c.equalShares ?? 10) - sold);
  return short * buyPrice(ctx, { type: 'buy_shares', entity: c.president!, corporation: corp, from: 'ipo', percent: sharePercent(ctx.title, c) } as BuySharesAction);
}

export function lobbyLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const r = (ctx.state.round as StockRoundState).lobbyResolution!;
  const out: LegalAction[] = [];
  const keep = (a: Action) => out.push({ id: actionId(a), action: a });
  if (r.floating) {
    const c = ctx.state.corporations[r.floating]!;
    const a = act(actor, 'buy_shares', { corporation: c.id, from: 'ipo', percent: sharePercent(ctx.title, c) });
    if (!firstViolation(stockRuleLists(ctx.title).buy, ctx, actor, a as BuySharesAction)) keep(a);
    // The funder's own cousins may buy too (L535: "any combination of players and cousins").
    for (const k of cousinsOf(ctx.title, ctx.state, actor.seat)) {
      const ka = act(actor, 'buy_shares', { corporation: c.id, from: 'ipo', percent: sharePercent(ctx.title, c), cousin: k.id });
      if (!firstViolation(stockRuleLists(ctx.title).buy, ctx, actor, ka as BuySharesAction)) keep(ka);
    }
    return out;
  }
  const cash = ctx.state.players[actor.seat]!.cash;
  // Without title.json shareCounts the par names no count and a share is 10%.
  const counts: (number | undefined)[] = shareCountsAtFloat(ctx.title, ctx.state) ?? [undefined];
  for (const def of ctx.title.corporations) {
    if (ctx.state.corporations[def.id]!.par !== null) continue;
    for (const p of parCellsFor(ctx.title, ctx.state, def.id))
      for (const shares of counts) {
        if (p.price * sharesToFloat(ctx, def.id, shares ?? 10) > cash) continue;
        const a = act(actor, 'par', { corporation: def.id, price: p.price, ...(shares === undefined ? {} : { shares }) });
        if (!firstViolation(stockRuleLists(ctx.title).par, ctx, actor, a as ParAction)) keep(a);
      }
  }
  keep(act(actor, 'pass', {}));
  return out;
}

/** Applies the funder's choice; true when the last lobby is resolved (part B then begins). */
/** The lobby being resolved is done: the next one, or part B (true: the last lobby is resolved). */
function lobbyDone(ctx: Ctx): boolean {
  const round = ctx.state.round as StockRoundState;
  const r = round.lobbyResolution!;
  r.queue.shift();
  r.floating = null;
  round.turnState = { sold: [], acted: false, bought: [] };
  if (r.queue.length > 0) return false;
  delete round.lobbyResolution;
  round.part = 'B';
  ctx.log.push('Part B of the stock round begins');
  return true;
}

/** A share of the floating company was bought (by anyone): once it has floated the lobby is done; true when the last lobby is resolved. */
export function afterFloatPurchase(ctx: Ctx): boolean {
  const r = (ctx.state.round as StockRoundState).lobbyResolution;
  if (!r?.floating || !ctx.state.corporations[r.floating]!.floated) return false;
  return lobbyDone(ctx);
}

export function processLobby(ctx: Ctx, actor: Actor, action: Action): boolean {
  const round = ctx.state.round as StockRoundState;
  const r = round.lobbyResolution!;
  const done = (): boolean => lobbyDone(ctx);
  if (r.floating) {
    if (action.type !== 'buy_shares') throw illegal(`${playerName(ctx, actor.seat)} must buy ${r.floating} shares until it floats`, LOBBY_REF);
    const a = action as BuySharesAction;
    if (a.corporation !== r.floating || a.from !== 'ipo') throw illegal(`only ${r.floating} shares from its treasury`, LOBBY_REF);
    const v = firstViolation(stockRuleLists(ctx.title).buy, ctx, actor, a);
    if (v) throw v;
    round.turnState.bought = [];
    buyShare(ctx, actor.seat, a);
    return afterFloatPurchase(ctx);
  }
  if (action.type === 'pass') {
    ctx.log.push(`${playerName(ctx, actor.seat)} starts no company with the lobby`);
    return done();
  }
  if (action.type !== 'par') throw illegal('the lobby\'s funder may start a company (par) or pass', LOBBY_REF);
  if (!lobbyLegal(ctx, actor).some((l) => l.id === actionId(action))) {
    const v = firstViolation(stockRuleLists(ctx.title).par, ctx, actor, action as ParAction);
    throw v ?? illegal('the funder cannot pay for the shares the company needs to float', LOBBY_REF);
  }
  par(ctx, actor.seat, action as ParAction);
  const c = ctx.state.corporations[(action as ParAction).corporation]!;
  if (c.floated) return done();
  r.floating = c.id;
  return false;
}

/** A par outside a lobby's resolution (rounds.stock.lobbies: companies start only from lobbies). */
export function parOutsideLobby(ctx: Ctx): boolean {
  const round = ctx.state.round;
  return !!lobbiesConfig(ctx) && round.kind === 'stock' && !round.lobbyResolution;
}

declare module '../../state/slices' {
  interface StockRoundSlices {
    /** rounds.stock.lobbies (1820 §6.5.1): part "A" (lobbies open) until they are resolved, then "B". Absent: no parts. */
    part?: 'A' | 'B';
    /** Part A: the funded lobbies (funder and amount; the money is already with the bank). */
    lobbies?: { owner: number; amount: number }[];
    /** Part A: consecutive turns without lobby funding; a whole rotation ends part A. */
    quietTurns?: number;
    /** Lobbies being resolved, largest first; `floating`: the company the first one's funder has started and is buying to float. */
    lobbyResolution?: { queue: { owner: number; amount: number }[]; floating: string | null };
  }
  interface StockTurnSlices {
    /** A lobby was funded or raised this turn (rounds.stock.lobbies; 1820). */
    lobbied?: boolean;
  }
}
