/**
 * Operating rounds: each floated corporation takes a turn, highest share price
 * first (ties: further right, then higher row, then whoever reached the cell
 * first), chosen afresh before each turn because prices move during the round.
 * A turn walks through the steps named in title.json rounds.operating.steps.
 * common 18xx rules, "Operating round".
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import { anytimeLegal as mechanismAnytimeLegal, anytimeProcess as mechanismAnytimeProcess, concat, each, every, first, pendingInterruption } from '../core/ask';
import { homeCities, placeChosenHome, placeHomeToken } from '../map/tokens';
import { compareMarkers, type MarketMarker } from '../market/order';
import { payCompanyRevenue } from '../state/companyRevenue';
import { actingSeat } from '../state/actingSeat';
import type { CorporationState, OperatingRoundState } from '../state/types';
import { buyTrain, isEmergencySale } from '../steps/buyTrain';
import { dividend } from '../steps/dividend';
import { redeemShare } from '../steps/redeemShare';
import { layTrack } from '../steps/layTrack';
import type { OperatingStep } from '../steps/operating';
import { placeToken } from '../steps/placeToken';
import { runRoutes } from '../steps/runRoutes';
import { actionId } from '../ids';
import { illegal } from '../errors';
import { act, type Actor, type LegalAction } from '../steps/step';
import type { Action, AssignAction, LayTileAction } from '../generated/actions';
import { corporateBuyCompany } from '../steps/corporateBuyCompany';
import { discardActor, discardTrain } from '../steps/discardTrain';
import { assignStep, legalAssigns, legalCompanyLays, presidentLayCompanies, processAssign, processCompanyLay } from '../steps/companyAbilities';
import type { RoundModule } from './registry';
import { roundFinished, startNextRound } from './sequence';

/** The core's steps of an operating turn; mechanisms bring the others (their operatingSteps). */
const STEPS: Record<string, OperatingStep> = { layTrack, placeToken, runRoutes, dividend, buyTrain, buyCompany: corporateBuyCompany, discardTrain, assign: assignStep, redeemShare };

const buysCompanies = (ctx: Ctx): boolean => ctx.title.rounds.operating.steps.includes('buyCompany' as never);

/**
 * Actions a corporation may take at any point of its turn, whatever step it is at: the core's (a
 * company bought, a company's ability), then the mechanisms' (their `anytime` contributions).
 */
function anytimeLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  if (buysCompanies(ctx)) out.push(...corporateBuyCompany.legal(ctx, actor));
  out.push(...legalAssigns(ctx, actor), ...legalCompanyLays(ctx, actor));
  out.push(...mechanismAnytimeLegal(ctx.title, ctx, 'operating', actor));
  return out;
}

function anytimeProcess(ctx: Ctx, actor: Actor, action: Action): boolean {
  if (action.type === 'buy_company' && action.entityType === 'corporation' && buysCompanies(ctx)) {
    corporateBuyCompany.process(ctx, actor, action);
    return true;
  }
  if (action.type === 'assign' && action.entityType === 'company') {
    processAssign(ctx, actor, action as AssignAction);
    return true;
  }
  // A mechanism's any-time action, before a company's own lay (a tileAndToken power is a company's lay_tile too).
  if (mechanismAnytimeProcess(ctx.title, ctx, 'operating', actor, action)) return true;
  if (action.type === 'lay_tile' && action.entityType === 'company') {
    processCompanyLay(ctx, actor, action as LayTileAction);
    return true;
  }
  return false;
}

/**
 * The steps of an operating turn, made once per compiled title (they depend on it alone) and shared: the
 * turn's loop (advance) asks for them several times per action. Never to be changed by a caller.
 */
const stepsOf = new WeakMap<Title, OperatingStep[]>();

export function operatingSteps(ctx: Ctx): OperatingStep[] {
  let steps = stepsOf.get(ctx.title);
  if (steps) return steps;
  // Step names that switch a mechanism on rather than name a step of the turn.
  const switches = concat(ctx.title, 'operatingStepSwitches', ctx.title);
  steps = ctx.title.rounds.operating.steps.filter((name) => !switches.includes(name)).map((name) => {
    const step = STEPS[name] ?? ctx.title.mechanisms.operatingSteps[name];
    if (!step) throw new Error(`operating step ${name} is not implemented`);
    return step;
  });
  stepsOf.set(ctx.title, steps);
  return steps;
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
  ctx.state.round = { kind: 'operating', set, index, count, startPhase: ctx.state.phase, done: [], current: null, turn: freshTurn() };
  ctx.log.push(`Operating round ${set}.${index} (of ${count}) begins`);
  payCompanyRevenue(ctx);
  each(ctx.title, 'operatingRoundStarted', ctx);
  if (first(ctx.title, 'betweenOperatingTurns', ctx, null)) return;
  nextCorporation(ctx);
}

/** The corporation to operate next, or null when all have. */
function pickNext(ctx: Ctx): string | null {
  const { state } = ctx;
  const round = state.round as OperatingRoundState;
  const waiting = Object.values(state.corporations).filter((c) => c.floated && !c.closed && !round.done.includes(c.id) && every(ctx.title, 'mayOperate', ctx.title, state, c.id));
  // The first in operating order: what a stable sort would put first, without sorting the rest (the orders
  // are comparisons of keys, a consistent ranking, so the earliest listed of the least is the sort's first).
  let next: CorporationState | null = null;
  for (const c of waiting) if (next === null || compareOperatingOrder(ctx, c, next) < 0) next = c;
  return next?.id ?? null;
}

/** Operating order: a mechanism's where it decides (private companies last), else the market order of the markers. */
function compareOperatingOrder(ctx: Ctx, a: CorporationState, b: CorporationState): number {
  return first(ctx.title, 'operatingOrder', ctx, a, b) ?? compareMarkers(ctx, a as MarketMarker, b as MarketMarker);
}

function nextCorporation(ctx: Ctx): void {
  const round = ctx.state.round as OperatingRoundState;
  const next = pickNext(ctx);
  // A mechanism's own railway may operate first, by itself (1820's British Rail).
  if (first(ctx.title, 'operatesBefore', ctx, next)) {
    nextCorporation(ctx);
    return;
  }
  if (next === null) {
    finishOperatingRound(ctx);
    return;
  }
  round.current = next;
  round.turn = freshTurn();
  ctx.log.push(`${next} operates`);
  each(ctx.title, 'operatingTurnStarted', ctx, next);
  // Title option: the home station goes down at the start of the first operating turn, or waits
  // until the turn moves past a step (rounds.operating.homeToken afterStep: 1862's printed order).
  if (homeAfterStep(ctx) === null) placeHomeToken(ctx, ctx.state.corporations[next]!);
  else if (ctx.state.corporations[next]!.tokens.length === 0) round.turn.homeWaiting = true;
  each(ctx.title, 'operatingTurnReady', ctx, next, operatingSteps(ctx));
  advance(ctx);
}

/** The step the home station waits for (rounds.operating.homeToken afterStep), or null: at the turn start. */
function homeAfterStep(ctx: Ctx): string | null {
  const home = ctx.title.rounds.operating.homeToken;
  return typeof home === 'object' ? home.afterStep : null;
}

/** Whether the turn has moved past the step the home station waits for (or the title has no such step). */
function homeStepPassed(ctx: Ctx): boolean {
  const round = ctx.state.round as OperatingRoundState;
  const at = operatingSteps(ctx).findIndex((s) => s.name === homeAfterStep(ctx));
  return at < 0 || round.turn.step > at;
}

/** Moves past every step that has nothing to decide; ends the turn after the last step. */
export function advance(ctx: Ctx): void {
  for (;;) {
    if (ctx.state.finished) return;
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.current === null) return;
    // A mechanism's interruption (a merger under way, a pending home upgrade) waits for its actor;
    // so does the choice of the home city.
    if (round.turn.homeChoice || pendingInterruption(ctx.title, ctx, 'operating')) return;
    if (round.turn.homeWaiting && homeStepPassed(ctx)) {
      delete round.turn.homeWaiting;
      placeHomeToken(ctx, ctx.state.corporations[round.current]!);
      continue;
    }
    // A corporation that closed during its own turn (its price reached the closing section) stops.
    // So does one that went bankrupt (1860: its price reached 0).
    // So does one reset by a bankruptcy (title.json corporationBankruptcy kind "reset": no longer floated).
    const steps = operatingSteps(ctx);
    const c = ctx.state.corporations[round.current]!;
    if (c.closed || c.bankrupt || !c.floated) round.turn.step = steps.length;
    const step = steps[round.turn.step];
    if (step && !step.done(ctx, round.current)) return;
    if (step) {
      step.leave?.(ctx, round.current);
      round.turn.step += 1;
      continue;
    }
    // Turn over, once every corporation over the train limit after a phase change has discarded:
    // the discards belong to the turn that bought the train, so the connection check at its end
    // comes after them (as on 18xx.games, whose recorded check follows the discard).
    if (discardActor(ctx)) return;
    // A mechanism may have something settled first (1870: the forced sales offered for protection).
    if (first(ctx.title, 'operatingTurnEnding', ctx, round.current)) return;
    const finished = round.current;
    each(ctx.title, 'operatingTurnEnded', ctx, finished);
    const fc = ctx.state.corporations[finished]!;
    if (fc.floated || fc.bankrupt) fc.operated = true;
    round.done.push(finished);
    round.current = null;
    if (first(ctx.title, 'betweenOperatingTurns', ctx, finished)) return;
    nextCorporation(ctx);
    return;
  }
}

function finishOperatingRound(ctx: Ctx): void {
  const round = ctx.state.round as OperatingRoundState;
  const last = round.index >= round.count;
  ctx.log.push(`Operating round ${round.set}.${round.index} ends`);
  each(ctx.title, 'operatingRoundEnded', ctx, round.startPhase);
  // A mechanism may decide what follows instead of the round sequence (1860's nationalisation: only operating rounds).
  const follows = first(ctx.title, 'operatingRoundFollows', ctx, last);
  if (follows === 'stop') return;
  if (follows === null) {
    if (roundFinished(ctx, last)) return;
    // Asked at the end of every operating round: a mechanism may make the set go on.
    const extended = first(ctx.title, 'operatingSetExtends', ctx) === true;
    if (last && !extended) {
      startNextRound(ctx);
      return;
    }
  }
  startOperatingRound(ctx, round.set, round.index + 1, Math.max(round.count, round.index + 1));
}

const HOME_CHOICE_REF = '1843 rules L2352-2356, L3368-3373: the home station first, on the city the director chooses (corporations.json home.cityChoice)';

/** place_token on each city of the home hex with a free slot (corporations.json home.cityChoice). */
function homeChoiceLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = String(actor.entity);
  const hex = ctx.title.corporation.get(corp)!.home?.hex ?? '';
  return homeCities(ctx, corp).map((city) => {
    const action = act(actor, 'place_token', { hex, city });
    return { id: actionId(action), action };
  });
}

export function operatingActor(ctx: Ctx): Actor | null {
  const interrupting = pendingInterruption(ctx.title, ctx, 'operating');
  if (interrupting) return interrupting.actor;
  const discarding = discardActor(ctx);
  if (discarding) return discarding;
  const round = ctx.state.round as OperatingRoundState;
  if (round.current === null) return null;
  const c = ctx.state.corporations[round.current]!;
  return { entityType: 'corporation', entity: c.id, seat: actingSeat(ctx.state, c.id, ctx.title) };
}

/**
 * The operating company when its turn is at an ordinary step (no protection, merger, home choice, discard
 * or connection run interrupting it): where actions "at any time during its turn" are taken, such as a
 * future train assigned by another player's consent (mechanisms/negotiation/). Null otherwise.
 */
export function ordinaryOperatingTurn(ctx: Ctx): string | null {
  const r = ctx.state.round;
  if (r.kind !== 'operating' || r.current === null || ctx.state.finished) return null;
  if (r.turn.homeChoice || pendingInterruption(ctx.title, ctx, 'operating') || discardActor(ctx)) return null;
  return currentOperatingStep(ctx) ? r.current : null;
}

export function currentOperatingStep(ctx: Ctx): OperatingStep | null {
  const round = ctx.state.round as OperatingRoundState;
  return operatingSteps(ctx)[round.turn.step] ?? null;
}

export const operatingRound: RoundModule = {
  start: startOperatingSet,
  actor: operatingActor,
  legal(ctx, actor) {
    const interrupting = pendingInterruption(ctx.title, ctx, 'operating');
    if (interrupting) return interrupting.interruption.legal(ctx, actor);
    if ((ctx.state.round as OperatingRoundState).turn.homeChoice) return homeChoiceLegal(ctx, actor);
    if (discardActor(ctx)) return discardTrain.legal(ctx, actor);
    const step = currentOperatingStep(ctx);
    if (!step) return [];
    const out = step.legal(ctx, actor);
    const seen = new Set(out.map((l) => l.id));
    for (const l of anytimeLegal(ctx, actor)) if (!seen.has(l.id)) out.push(l);
    if (!step.passBlocked(ctx, String(actor.entity))) out.push({ id: 'pass', action: act(actor, 'pass', {}) });
    return out;
  },
  actsFor(ctx, actor, action) {
    // The president sells shares for the corporation's forced train purchase.
    if (actor.entityType === 'corporation' && isEmergencySale(ctx, String(actor.entity), action)) return true;
    // A private company the operating corporation owns uses its ability, or its president's company lays a tile.
    if (actor.entityType !== 'corporation' || action.entityType !== 'company') return false;
    if (ctx.state.companies[String(action.entity)]?.owner === `corp:${String(actor.entity)}`) return true;
    return action.type === 'lay_tile' && presidentLayCompanies(ctx, String(actor.entity)).includes(String(action.entity));
  },
  process(ctx, actor, action) {
    const orState = ctx.state.round as OperatingRoundState;
    const interrupting = pendingInterruption(ctx.title, ctx, 'operating');
    if (interrupting) {
      interrupting.interruption.process(ctx, actor, action);
      // Between turns (a connection run) the round goes on with the next corporation once nothing is pending.
      if (orState.current !== null) advance(ctx);
      else if (!pendingInterruption(ctx.title, ctx, 'operating')) nextCorporation(ctx);
      return;
    }
    if (orState.turn.homeChoice) {
      const a = action as { hex?: string; city?: number };
      if (action.type !== 'place_token') throw illegal(`${String(actor.entity)} must first choose the city of its home station`, HOME_CHOICE_REF);
      if (first(ctx.title, 'claimedGrantor', action) !== null) throw illegal('a home station uses no ability a shareholder grants', HOME_CHOICE_REF);
      placeChosenHome(ctx, String(actor.entity), String(a.hex), Number(a.city));
      advance(ctx);
      return;
    }
    if (discardActor(ctx)) {
      if (action.type !== 'discard_train') throw illegal(`${String(actor.entity)} must first discard down to the train limit`, '1870 rules, Buying trains');
      discardTrain.process(ctx, actor, action);
      advance(ctx);
      return;
    }
    const step = currentOperatingStep(ctx);
    const corp = String(actor.entity);
    if (!step) throw new Error('operating turn without a step');
    if (anytimeProcess(ctx, actor, action)) {
      // Done whatever the current step; it stays where it was.
    } else if (action.type === 'pass' && step.pass?.(ctx, actor)) {
      // The step took the pass itself and stays.
    } else if (action.type === 'pass') {
      const blocked = step.passBlocked(ctx, corp);
      if (blocked) throw blocked;
      const round = ctx.state.round;
      step.leave?.(ctx, corp);
      if (round.kind === 'operating') round.turn.step += 1;
    } else if (step.accepts.includes(action.type)) {
      step.process(ctx, actor, action);
    } else {
      throw illegal(`${corp} is at the ${step.name} step, which accepts ${[...step.accepts, 'pass'].join(', ')}`, 'title.json rounds.operating.steps');
    }
    advance(ctx);
  },
};
