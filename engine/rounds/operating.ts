/**
 * Operating rounds: each floated corporation takes a turn, highest share price
 * first (ties: further right, then higher row, then whoever reached the cell
 * first), chosen afresh before each turn because prices move during the round.
 * A turn walks through the steps named in title.json rounds.operating.steps.
 * 1830 rules, "Operating round".
 */
import type { Ctx } from '../context';
import { cellAt } from '../market/grid';
import { payCompanyRevenue } from '../mechanisms/companies';
import type { OperatingRoundState } from '../state/types';
import { buyTrain } from '../steps/buyTrain';
import { dividend } from '../steps/dividend';
import { layTrack } from '../steps/layTrack';
import type { OperatingStep } from '../steps/operating';
import { placeToken } from '../steps/placeToken';
import { runRoutes } from '../steps/runRoutes';
import { illegal } from '../errors';
import { act, type Actor } from '../steps/step';
import type { RoundModule } from './registry';
import { roundFinished, startNextRound } from './sequence';

const STEPS: Record<string, OperatingStep> = { layTrack, placeToken, runRoutes, dividend, buyTrain };

export function operatingSteps(ctx: Ctx): OperatingStep[] {
  return ctx.title.rounds.operating.steps.map((name) => {
    const step = STEPS[name];
    if (!step) throw new Error(`operating step ${name} is not implemented`);
    return step;
  });
}

const freshTurn = (): OperatingRoundState['turn'] => ({
  step: 0,
  tilesLaid: [],
  tokenPlaced: false,
  revenue: null,
  dividend: null,
  routes: [],
  boughtTrain: false,
});

export function startOperatingSet(ctx: Ctx, set: number): void {
  const count = ctx.title.phases[ctx.state.phase]!.operatingRounds;
  startOperatingRound(ctx, set, 1, count);
}

function startOperatingRound(ctx: Ctx, set: number, index: number, count: number): void {
  ctx.state.round = { kind: 'operating', set, index, count, done: [], current: null, turn: freshTurn() };
  ctx.log.push(`Operating round ${set}.${index} (of ${count}) begins`);
  payCompanyRevenue(ctx);
  nextCorporation(ctx);
}

/** The corporation to operate next, or null when all have. */
function pickNext(ctx: Ctx): string | null {
  const { title, state } = ctx;
  const round = state.round as OperatingRoundState;
  const waiting = Object.values(state.corporations).filter((c) => c.floated && !c.closed && !round.done.includes(c.id));
  if (waiting.length === 0) return null;
  waiting.sort((a, b) => {
    const pa = cellAt(title.market, a.market!).price;
    const pb = cellAt(title.market, b.market!).price;
    return pb - pa || b.market!.col - a.market!.col || a.market!.row - b.market!.row || a.marketSeq - b.marketSeq;
  });
  return waiting[0]!.id;
}

function nextCorporation(ctx: Ctx): void {
  const round = ctx.state.round as OperatingRoundState;
  const next = pickNext(ctx);
  if (next === null) {
    finishOperatingRound(ctx);
    return;
  }
  round.current = next;
  round.turn = freshTurn();
  ctx.log.push(`${next} operates`);
  advance(ctx);
}

/** Moves past every step that has nothing to decide; ends the turn after the last step. */
export function advance(ctx: Ctx): void {
  for (;;) {
    if (ctx.state.finished) return;
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.current === null) return;
    const steps = operatingSteps(ctx);
    const step = steps[round.turn.step];
    if (step && !step.done(ctx, round.current)) return;
    if (step) {
      round.turn.step += 1;
      continue;
    }
    // Turn over.
    ctx.state.corporations[round.current]!.operated = true;
    round.done.push(round.current);
    round.current = null;
    nextCorporation(ctx);
    return;
  }
}

function finishOperatingRound(ctx: Ctx): void {
  const round = ctx.state.round as OperatingRoundState;
  const last = round.index >= round.count;
  ctx.log.push(`Operating round ${round.set}.${round.index} ends`);
  if (roundFinished(ctx, last)) return;
  if (!last) startOperatingRound(ctx, round.set, round.index + 1, round.count);
  else startNextRound(ctx);
}

export function operatingActor(ctx: Ctx): Actor | null {
  const round = ctx.state.round as OperatingRoundState;
  if (round.current === null) return null;
  const c = ctx.state.corporations[round.current]!;
  return { entityType: 'corporation', entity: c.id, seat: c.president ?? 0 };
}

export function currentOperatingStep(ctx: Ctx): OperatingStep | null {
  const round = ctx.state.round as OperatingRoundState;
  return operatingSteps(ctx)[round.turn.step] ?? null;
}

export const operatingRound: RoundModule = {
  actor: operatingActor,
  legal(ctx, actor) {
    const step = currentOperatingStep(ctx);
    if (!step) return [];
    const out = step.legal(ctx, actor);
    if (!step.passBlocked(ctx, String(actor.entity))) out.push({ id: 'pass', action: act(actor, 'pass', {}) });
    return out;
  },
  process(ctx, actor, action) {
    const step = currentOperatingStep(ctx);
    const corp = String(actor.entity);
    if (!step) throw new Error('operating turn without a step');
    if (action.type === 'pass') {
      const blocked = step.passBlocked(ctx, corp);
      if (blocked) throw blocked;
      const round = ctx.state.round;
      if (round.kind === 'operating') round.turn.step += 1;
    } else if (step.accepts.includes(action.type)) {
      step.process(ctx, actor, action);
    } else {
      throw illegal(`${corp} is at the ${step.name} step, which accepts ${[...step.accepts, 'pass'].join(', ')}`, 'title.json rounds.operating.steps');
    }
    advance(ctx);
  },
};
