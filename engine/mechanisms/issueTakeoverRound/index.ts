/**
 * The Issue & Takeover round (round kind "issueTakeover", title.json rounds.issueTakeover;
 * 1820 §8.1 L711-751, digest D3.4). Its steps run in order as the round starts:
 * "advanceCostOfBusiness" moves the Cost of Business marker one column (a new colour starts its
 * phase; END ends the game), "discardSupplyTrain" takes the supply's next train out of the game.
 * "issueShares" is the free-for-all of §8.1 step 3 (engine/mechanisms/issueTakeoverRound/issueShares.ts): the round
 * waits for the players there (state.round kind "issueTakeover"), from the priority holder round
 * the table; a player may have a company they direct issue shares, or pass. A player with nothing
 * to issue passes at once, and a full circle of passes ends the step: every director has
 * declared their companies done (L731, the "going, going, gone"). An issue restarts the count, as
 * any company action interrupts the call. The free-for-all is read as turns round the table
 * (the rules have no order: anyone may act until all agree).
 *
 * Where title.json shareCounts.reduce is set, the free-for-all also takes share-count reductions
 * (action reduce_shares, engine/mechanisms/issueTakeoverRound/reduceShareCount.ts, §8.2), which restart the count as
 * issues do.
 *
 * "liquidate" liquidates the companies in the £10 box (engine/mechanisms/liquidation/index.ts, §8.5).
 *
 * "takeovers" (engine/mechanisms/issueTakeoverRound/takeoverSteps.ts, §8.4): offers in reverse operating order and their auctions. When the steps are done the round ends; the game then
 * ends if no player directs a company (endConditions noControlledCompany), else the next round
 * begins.
 */
import { playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import type { Action } from '../../generated/actions';
import { advanceCostOfBusiness, discardSupplyTrain } from '../costOfBusiness';
import { noControlledCompanyEnds } from '../end';
import { liquidateCompanies } from '../liquidation';
import { ISSUE_REF, issueShares } from './issueShares';
import { reduceShareCount } from './reduceShareCount';
import { settleLiquidations, settleTakeovers, startLiquidations, startTakeovers, takeoverLegal, takeoverNote, takeoverOpenCryBidding, takeoverOpenCryLegal, takeoverProcess, takeoverSeat, takeoverWaitingSeats } from './takeoverSteps';
import { act, type Actor } from '../../steps/step';
import { actionId } from '../../ids';
import { pendingInterruption, type Mechanism } from '../../core/mechanism';
import type { IssueTakeoverRoundState } from './roundState';
import type { OutOfTurnSource, RoundModule } from '../../rounds/registry';
import { startNextRound } from '../../rounds/sequence';

const AUTO: Record<string, (ctx: Ctx) => void> = { advanceCostOfBusiness, discardSupplyTrain, liquidate: liquidateCompanies };
/** Steps where the round waits for the players ("liquidate" too when companies may bid: rounds.issueTakeover.takeovers). */
const PLAYER_STEPS = new Set(['issueShares', 'takeovers']);

const hasTakeovers = (ctx: Ctx): boolean => (ctx.title.rounds as { issueTakeover?: { takeovers?: unknown } }).issueTakeover?.takeovers !== undefined;
const isPlayerStep = (ctx: Ctx, name: string): boolean => PLAYER_STEPS.has(name) || (name === 'liquidate' && hasTakeovers(ctx));
/** The step of the round that runs as auctions (engine/mechanisms/issueTakeoverRound/takeoverSteps.ts). */
const AUCTION_STEPS = new Set(['takeovers', 'liquidate']);

const stepsOf = (ctx: Ctx): string[] => (ctx.title.rounds as { issueTakeover?: { steps: string[] } }).issueTakeover?.steps ?? [];

export function runIssueTakeoverRound(ctx: Ctx, number: number): void {
  ctx.log.push(`Issue & Takeover round ${number} begins`);
  runSteps(ctx, number, 0);
}

/** Runs the steps from `from` on, stopping at a player step that someone can act in. */
function runSteps(ctx: Ctx, number: number, from: number): void {
  const steps = stepsOf(ctx);
  for (let i = from; i < steps.length; i++) {
    const name = steps[i]!;
    if (isPlayerStep(ctx, name)) {
      // What the free-for-all recorded (reductions) stays for the takeovers (§8.4.1 L822-826).
      const prev = ctx.state.round.kind === 'issueTakeover' && ctx.state.round.number === number ? ctx.state.round.reduced : undefined;
      ctx.state.round = { kind: 'issueTakeover', number, step: i, turn: ctx.state.priority, passes: 0, ...(prev ? { reduced: prev } : {}) };
      const over = name === 'takeovers' ? startTakeovers(ctx) : name === 'liquidate' ? startLiquidations(ctx) : settle(ctx);
      if (!over) return;
      continue;
    }
    const step = AUTO[name];
    if (!step) throw new Error(`issueTakeover step ${name} is not implemented`);
    step(ctx);
    if (ctx.state.finished) return;
  }
  ctx.log.push(`Issue & Takeover round ${number} ends`);
  // 1820 §9.1 L902-903: no player controlling a company "after a Stock Round or Issue & Takeover
  // Round" ends the game at once (endConditions noControlledCompany).
  if (noControlledCompanyEnds(ctx)) return;
  startNextRound(ctx);
}

const roundState = (ctx: Ctx): IssueTakeoverRoundState => ctx.state.round as IssueTakeoverRoundState;

/** Passes for players with nothing to do; true when the step is over (a full circle of passes). */
function settle(ctx: Ctx): boolean {
  const r = roundState(ctx);
  const n = ctx.state.players.length;
  for (;;) {
    if (r.passes >= n) return true;
    const seat = r.turn;
    const actor: Actor = { entityType: 'player', entity: seat, seat };
    if (issueShares.legal(ctx, actor).length > 0 || reduceShareCount.legal(ctx, actor).length > 0) return false;
    r.passes += 1;
    r.turn = (seat + 1) % n;
  }
}

const inTakeovers = (ctx: Ctx): boolean => AUCTION_STEPS.has(stepsOf(ctx)[roundState(ctx).step] ?? '') && roundState(ctx).takeover !== undefined;

/** An action of the takeover or liquidation step; the round moves on when the step is over. */
function processTakeoverStep(ctx: Ctx, actor: Actor, action: Action): void {
  const r = roundState(ctx);
  takeoverProcess(ctx, actor, action);
  if (ctx.state.finished) return;
  const over = stepsOf(ctx)[r.step] === 'liquidate' ? settleLiquidations(ctx) : settleTakeovers(ctx);
  if (over) runSteps(ctx, r.number, r.step + 1);
}

/**
 * Takeover and liquidation auctions bid in open cry (rounds.issueTakeover.takeovers.bidding "openCry"; 1820
 * §8.4.2 L819, §8.5, §10.4): every waiting seat bids with a company it directs, or declares done, out of turn.
 */
const takeoverOutOfTurn: OutOfTurnSource = {
  legal(ctx, seat) {
    return inTakeovers(ctx) && takeoverOpenCryBidding(ctx) && !interrupted(ctx) ? takeoverOpenCryLegal(ctx, seat) : [];
  },
  claim(ctx, action) {
    if (!inTakeovers(ctx) || !takeoverOpenCryBidding(ctx) || interrupted(ctx)) return null;
    if (action.type === 'pass' && action.entityType === 'player') return Number(action.entity);
    // A bid is its company's, made by the company's director.
    if (action.type === 'bid' && action.entityType === 'corporation') return ctx.state.corporations[String(action.entity)]?.president ?? null;
    return null;
  },
  process(ctx, seat, action) {
    processTakeoverStep(ctx, { entityType: 'player', entity: seat, seat }, action);
  },
  waiting(ctx) {
    return inTakeovers(ctx) && !interrupted(ctx) ? takeoverWaitingSeats(ctx) : [];
  },
};

/**
 * A mechanism's blocking choice (a discard over the train limit, a takeover's stations, a tied cousin's
 * succession) is made before the round goes on: its actor acts first, and only through it.
 */
const pending = (ctx: Ctx): ReturnType<typeof pendingInterruption> => pendingInterruption(ctx.title, ctx, 'issueTakeover');
const interrupted = (ctx: Ctx): boolean => pending(ctx) !== null;

export const issueTakeoverRound: RoundModule = {
  // Runs its automatic steps and goes straight on to the next round when nothing in it waits for a player.
  start: runIssueTakeoverRound,
  outOfTurn: takeoverOutOfTurn,
  actor(ctx): Actor {
    const interruption = pending(ctx);
    if (interruption) return interruption.actor;
    const seat = inTakeovers(ctx) ? takeoverSeat(ctx) : roundState(ctx).turn;
    return { entityType: 'player', entity: seat, seat };
  },
  legal(ctx, actor) {
    const interruption = pending(ctx);
    if (interruption) return interruption.interruption.legal(ctx, actor);
    if (inTakeovers(ctx)) return takeoverLegal(ctx, actor);
    const pass = act(actor, 'pass', {});
    return [...reduceShareCount.legal(ctx, actor), ...issueShares.legal(ctx, actor), { id: actionId(pass), action: pass }];
  },
  actsFor(ctx, actor, action) {
    // A director acts for the companies they direct.
    const a = action as { entityType: string; entity: unknown };
    return a.entityType === 'corporation' && ctx.state.corporations[String(a.entity)]?.president === actor.seat;
  },
  process(ctx, actor, action) {
    const r = roundState(ctx);
    const n = ctx.state.players.length;
    const interruption = pending(ctx);
    if (interruption) {
      interruption.interruption.process(ctx, actor, action);
      return;
    }
    if (inTakeovers(ctx)) {
      processTakeoverStep(ctx, actor, action);
      return;
    }
    if (action.type === 'pass') {
      ctx.log.push(`${playerName(ctx, actor.seat)} is done issuing`);
      r.passes += 1;
    } else if (issueShares.accepts.includes(action.type)) {
      issueShares.process(ctx, actor, action);
      r.passes = 0;
    } else if (reduceShareCount.accepts.includes(action.type)) {
      reduceShareCount.process(ctx, actor, action);
      r.passes = 0;
    } else throw illegal(`${action.type} is not possible in the Issue & Takeover round: sell_shares (an issue), reduce_shares or pass`, ISSUE_REF);
    r.turn = (actor.seat + 1) % n;
    if (settle(ctx)) {
      const { number, step } = r;
      runSteps(ctx, number, step + 1);
    }
  },
};

/** The Issue & Takeover round kind (rounds.issueTakeover; 1820 §8), started where the round sequence names it. */
export const mechanism: Mechanism = {
  id: 'issueTakeover',
  block: 'title.rounds.issueTakeover',
  slice: { keys: ['reduced', 'takeover'] },
  appliesTo: (d) => [...d.title.rounds.initial, ...d.title.rounds.cycle].includes('issueTakeover'),
  hooks: {
    roundDescription: (_title, state) => (state.round.kind === 'issueTakeover' ? `Issue & Takeover round ${state.round.number}${takeoverNote(state.round)}` : null),
  },
  rounds: { issueTakeover: issueTakeoverRound },
};

export type { IssueTakeoverRoundState } from './roundState';
