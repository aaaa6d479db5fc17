/**
 * Funding a lobby (rounds.stock.lobbies; 1820 §6.5.2.1 L395-409): in part A of a stock round, as the
 * one action of a turn, a player funds a new lobby of their own or raises any lobby, to an amount unique
 * among the lobbies, at least `min`, a multiple of `step`; the player pays the new money to the bank.
 * Resolution and the two parts are in engine/mechanisms/lobbies/index.ts.
 */
import { parOnlyFromLobby } from './rules/parOnlyFromLobby';
import { money, playerName, type Ctx } from '../../../context';
import { illegal, type GameError } from '../../../errors';
import type { Action } from '../../../generated/actions';
import { actionId } from '../../../ids';
import { pay } from '../../../state/bank';
import { afterFloatPurchase, initLobbies, LOBBY_REF, lobbiesConfig, lobbyActor, lobbyLegal, noteLobbyTurn, partAOver, processLobby, startLobbyResolution } from '..';
import type { Interruption, Mechanism } from '../../../core/mechanism';
import { resumeStockTurns } from '../../../rounds/stock';
import { playerHolder, type StockRoundState } from '../../../state/types';
import { act, type Actor, type LegalAction, type Step } from '../../../steps/step';

interface Fund {
  lobby?: number;
  amount: number;
}

function check(ctx: Ctx, actor: Actor, a: Fund): GameError | null {
  const cfg = lobbiesConfig(ctx);
  const round = ctx.state.round as StockRoundState;
  if (!cfg) return illegal('this title has no lobbies', LOBBY_REF);
  if (round.part !== 'A') return illegal('lobbies are funded only in part A of the stock round', LOBBY_REF);
  if (round.turnState.bought.length > 0) return illegal('you have already taken your one action this turn', LOBBY_REF);
  const lobbies = round.lobbies ?? [];
  if (!Number.isInteger(a.amount) || a.amount < cfg.min || a.amount % cfg.step !== 0)
    return illegal(`a lobby's funding is at least ${money(ctx, cfg.min)} and a multiple of ${money(ctx, cfg.step)}`, LOBBY_REF);
  if (lobbies.some((l) => l.amount === a.amount)) return illegal(`a lobby is already funded with ${money(ctx, a.amount)}`, LOBBY_REF);
  let cost = a.amount;
  if (a.lobby === undefined) {
    if (lobbies.filter((l) => l.owner === actor.seat).length >= cfg.markersPerPlayer)
      return illegal(`you have no lobby marker left (${cfg.markersPerPlayer})`, LOBBY_REF);
  } else {
    const l = lobbies.find((x) => x.amount === a.lobby);
    if (!l) return illegal(`no lobby is funded with ${money(ctx, a.lobby)}`, LOBBY_REF);
    if (a.amount <= l.amount) return illegal('a raise must increase the funding', LOBBY_REF);
    cost = a.amount - l.amount;
  }
  const cash = ctx.state.players[actor.seat]!.cash;
  return cost <= cash ? null : illegal(`that costs ${money(ctx, cost)}, ${money(ctx, cash)} available`, LOBBY_REF);
}

export const fundLobby: Step = {
  name: 'fundLobby',
  accepts: ['fund_lobby'],
  purchases: ['fund_lobby'],
  legal(ctx, actor) {
    const cfg = lobbiesConfig(ctx);
    const round = ctx.state.round as StockRoundState;
    if (!cfg || round.kind !== 'stock' || round.part !== 'A' || actor.entityType !== 'player') return [];
    const out: LegalAction[] = [];
    const cash = ctx.state.players[actor.seat]!.cash;
    const targets: (number | undefined)[] = [undefined, ...(round.lobbies ?? []).map((l) => l.amount)];
    for (const lobby of targets) {
      const top = (lobby ?? 0) + cash;
      for (let amount = cfg.min; amount <= top; amount += cfg.step) {
        const f: Fund = lobby === undefined ? { amount } : { lobby, amount };
        if (check(ctx, actor, f)) continue;
        const action = act(actor, 'fund_lobby', f as unknown as Record<string, unknown>);
        out.push({ id: actionId(action), action });
      }
    }
    return out;
  },
  process(ctx, actor, action: Action) {
    const a = action as unknown as Fund;
    const v = check(ctx, actor, a);
    if (v) throw v;
    const round = ctx.state.round as StockRoundState;
    const lobbies = (round.lobbies ??= []);
    if (a.lobby === undefined) {
      lobbies.push({ owner: actor.seat, amount: a.amount });
      pay(ctx, playerHolder(actor.seat), 'bank', a.amount);
      ctx.log.push(`${playerName(ctx, actor.seat)} funds a lobby with ${money(ctx, a.amount)}`);
    } else {
      const l = lobbies.find((x) => x.amount === a.lobby)!;
      pay(ctx, playerHolder(actor.seat), 'bank', a.amount - l.amount);
      ctx.log.push(`${playerName(ctx, actor.seat)} raises ${playerName(ctx, l.owner)}'s lobby from ${money(ctx, l.amount)} to ${money(ctx, a.amount)}`);
      l.amount = a.amount;
    }
    round.turnState.lobbied = true;
  },
};

/** Lobbies being resolved: their funders start companies; then part B goes on from the turn that ended part A. */
const lobbyResolution: Interruption = {
  name: 'lobbyResolution',
  actor: lobbyActor,
  legal: lobbyLegal,
  process(ctx, actor, action) {
    if (processLobby(ctx, actor, action)) resumeStockTurns(ctx);
  },
};

/**
 * A share of the company being floated was placed with another player or cousin (mechanisms/negotiation/):
 * the float goes on. True when a lobby is being resolved (handled here).
 */
function afterLobbyPlacement(ctx: Ctx): boolean {
  const round = ctx.state.round as StockRoundState;
  if (!round.lobbyResolution) return false;
  if (afterFloatPurchase(ctx)) resumeStockTurns(ctx);
  return true;
}

/** A whole rotation without lobby funding ends part A: the lobbies are resolved (1820 §6.5.1 L384-389). */
function partAEnds(ctx: Ctx): boolean {
  if (!partAOver(ctx)) return false;
  const round = ctx.state.round as StockRoundState;
  startLobbyResolution(ctx);
  round.passes = 0;
  if (round.lobbyResolution!.queue.length > 0) return true;
  delete round.lobbyResolution;
  round.part = 'B';
  ctx.log.push('Part B of the stock round begins');
  round.turnState = { sold: [], acted: false, bought: [] };
  return false;
}

/** Lobbies (rounds.stock.lobbies; 1820 §6.5): part A's funding step, its quiet turns, and the resolution that ends it. */
export const mechanism: Mechanism = {
  id: 'lobbies',
  block: 'title.rounds.stock.lobbies',
  slice: { keys: ['lobbies', 'quietTurns', 'lobbyResolution', 'lobbied'], viewWhenOff: { stockRoundPart: null, lobbies: [] } },
  appliesTo: (d) => d.title.rounds.stock.lobbies !== undefined || d.title.rounds.stock.steps.includes('fundLobby'),
  hooks: {
    publicView: (_title, state) => ({
      stockRoundPart: state.round.kind === 'stock' ? (state.round.part ?? null) : null,
      lobbies: state.round.kind === 'stock' ? (state.round.lobbies ?? []).map((l) => ({ seat: l.owner, amount: l.amount })) : [],
    }),
    stockRules: () => [{ action: 'par', at: 'opening', rule: parOnlyFromLobby }],
    // 1820: part A with lobbies, then part B.
    stockRoundStarted: (ctx) => initLobbies(ctx, ctx.state.round as StockRoundState),
    stockTurnOver: (ctx) => noteLobbyTurn(ctx, (ctx.state.round as StockRoundState).turnState.lobbied === true),
    stockTurnPassing: partAEnds,
    stockTurnInterrupted: (ctx) => ctx.state.round.kind === 'stock' && !!ctx.state.round.lobbyResolution,
    // A share of the floating company placed by a deal (negotiation/ placeShare): the float goes on.
    // Before shareCounts in the registry: a lobby's float is placed before an increase would be.
    placementBought: afterLobbyPlacement,
    // The first lobby's funder buying to float the company it started (§6.6.2 step 5).
    placementUnderWay: (ctx) => {
      const r = ctx.state.round;
      const floating = r.kind === 'stock' ? r.lobbyResolution?.floating : null;
      return r.kind === 'stock' && floating ? { corporation: floating, seat: r.lobbyResolution!.queue[0]!.owner } : null;
    },
  },
  stockSteps: { fundLobby },
  interruptions: { stock: [lobbyResolution] },
};
