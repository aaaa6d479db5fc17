/**
 * Operating rounds: each floated corporation takes a turn, highest share price
 * first (ties: further right, then higher row, then whoever reached the cell
 * first), chosen afresh before each turn because prices move during the round.
 * A turn walks through the steps named in title.json rounds.operating.steps.
 * 1830 rules, "Operating round".
 */
import { pendingInterruption } from '../core/mechanism';
import { afterNationalizedRound, ceased, checkNationalization, nationalizing } from '../mechanisms/nationalization';
import { actingSeat } from '../mechanisms/receivership';
import { settleInsolvency } from '../mechanisms/insolvency';
import type { Ctx } from '../context';
import { payCompanyRevenue } from '../mechanisms/companies';
import { payIncomeUntilFloat } from '../mechanisms/historicalOrder';
import { buyablePorts, buyPort, claimablePorts, payPortIncome } from '../mechanisms/ports';
import { homeCities, placeChosenHome, placeHomeToken } from '../map/tokens';
import type { OperatingRoundState } from '../state/types';
import { buyTrain } from '../steps/buyTrain';
import { dividend } from '../steps/dividend';
import { redeemShare } from '../steps/redeemShare';
import { acquire, merge } from '../steps/merge';
import { mergerActor, mergerLegal, mergerPending, mergerProcess } from '../mechanisms/merger';
import { layTrack } from '../steps/layTrack';
import { HOME_STATION_REF } from '../mechanisms/homeStation';
import type { OperatingStep } from '../steps/operating';
import { placeToken } from '../steps/placeToken';
import { runRoutes } from '../steps/runRoutes';
import { payMaintenance } from '../steps/payMaintenance';
import { payLoanInterest, repayLoans } from '../steps/loans';
import { loanCount, loanRefusal, loansConfig, takeLoan } from '../mechanisms/loans';
import { actionId } from '../ids';
import { compareMarkers, compareOperatingOrder, noteTurnStart, settleTurnEnd } from '../mechanisms/operatingOrder';
import { endPrivateTurn, startPrivateTurn } from '../mechanisms/privateCompanies';
import { privateBuyTrain } from '../steps/privateBuyTrain';
import { illegal } from '../errors';
import { act, type Actor, type LegalAction } from '../steps/step';
import type { Action, AssignAction, LayTileAction, PlaceTokenAction } from '../generated/actions';
import { corporateBuyCompany } from '../steps/corporateBuyCompany';
import { discardActor, discardTrain } from '../steps/discardTrain';
import { retireTrains } from '../steps/retireTrains';
import { connectionActor, connectionLegal, connectionProcess } from '../steps/connectionRun';
import { qualifying, startNextConnection } from '../mechanisms/destinations';
import { declineProtection, offerNext, priceProtection, protectionActor, protectionLegal } from '../steps/priceProtection';
import { isEmergencySale } from '../steps/buyTrain';
import { assignStep, legalAssigns, legalCompanyLays, processAssign, processCompanyLay } from '../steps/companyAbilities';
import { hasTileAndToken, legalTileAndToken, processTileAndTokenLay, processTileAndTokenStation, stationOwed } from '../mechanisms/tileAndToken';
import type { RoundModule } from './registry';
import { roundFinished, startNextRound } from './sequence';
import { afterOperatingRound } from '../mechanisms/tableau';
import { endOfOperatingRoundEvents } from '../mechanisms/gameEvents';
import { afterGameEvent, britishRailPrice, operateBritishRail } from '../mechanisms/britishRail';
import { assignFutureTrain, futureAssignLegal } from '../mechanisms/futureTrains';
import type { AssignFutureTrainAction } from '../generated/actions';
import { playsItself } from '../mechanisms/cousinDirectors';
import { playAutomaticTurn } from '../mechanisms/automaticTurn';

const STEPS: Record<string, OperatingStep> = { layTrack, placeToken, runRoutes, dividend, buyTrain, buyCompany: corporateBuyCompany, discardTrain, assign: assignStep, redeemShare, merge, acquire, payMaintenance, payLoanInterest, repayLoans, privateBuyTrain, retireTrains };

/** Actions a corporation may take at any point of its turn, whatever step it is at. */
function anytimeLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const out: LegalAction[] = [];
  if (ctx.title.rounds.operating.steps.includes('buyCompany' as never)) out.push(...corporateBuyCompany.legal(ctx, actor));
  out.push(...legalAssigns(ctx, actor), ...legalCompanyLays(ctx, actor));
  // trains.json futureTrains: the director's future train, at any time in the turn (1820 §6.4.3 L359).
  out.push(...futureAssignLegal(ctx, actor));
  // A loan may be taken at any point of the turn (title.json loans; 1820 §17 L1646).
  if (actor.entityType === 'corporation' && loansConfig(ctx.title) && loanRefusal(ctx, String(actor.entity)) === null) {
    const action = act(actor, 'take_loan', {});
    out.push({ id: actionId(action), action });
  }
  // title.json ports: another corporation's port, at any point of the turn (1843 rules L4546-4548).
  if (actor.entityType === 'corporation')
    for (const hex of buyablePorts(ctx, String(actor.entity))) {
      const action = act(actor, 'buy_port', { hex });
      out.push({ id: actionId(action), action });
    }
  // companies.json tileAndToken (1843's du Havre, Boulogne-Amiens): in the track step only; a station
  // owed by a lay with params.stationSeparately (18xx.games' teleport), at any step of the turn.
  if (currentOperatingStep(ctx)?.name === 'layTrack' || stationOwed(ctx)) {
    for (const l of legalTileAndToken(ctx, String(actor.entity))) {
      const { company, type, ...fields } = l;
      const action = act({ entityType: 'company' as never, entity: company, seat: actor.seat }, type, fields);
      out.push({ id: `${actionId(action)}:${company}`, action });
    }
  }
  return out;
}

function anytimeProcess(ctx: Ctx, actor: Actor, action: Action): boolean {
  if (action.type === 'buy_company' && action.entityType === 'corporation' && ctx.title.rounds.operating.steps.includes('buyCompany' as never)) {
    corporateBuyCompany.process(ctx, actor, action);
    return true;
  }
  if (action.type === 'assign_future_train') {
    assignFutureTrain(ctx, actor, action as AssignFutureTrainAction);
    return true;
  }
  if (action.type === 'take_loan' && action.entityType === 'corporation') {
    const count = loanCount(action);
    for (let k = 0; k < count; k++) takeLoan(ctx, String(actor.entity));
    return true;
  }
  if (action.type === 'assign' && action.entityType === 'company') {
    processAssign(ctx, actor, action as AssignAction);
    return true;
  }
  if ((action.type === 'lay_tile' || action.type === 'place_token') && action.entityType === 'company' && hasTileAndToken(ctx, String(action.entity))) {
    const owedHere = action.type === 'place_token' && stationOwed(ctx)?.company === String(action.entity);
    if (!owedHere && currentOperatingStep(ctx)?.name !== 'layTrack') throw illegal(`${String(action.entity)}'s power is used in the track step`, '1843 rules L5164-5198, L5428-5474');
    if (action.type === 'lay_tile') processTileAndTokenLay(ctx, String(actor.entity), action as LayTileAction);
    else processTileAndTokenStation(ctx, String(actor.entity), action as PlaceTokenAction);
    return true;
  }
  if (action.type === 'lay_tile' && action.entityType === 'company') {
    processCompanyLay(ctx, actor, action as LayTileAction);
    return true;
  }
  if (action.type === 'buy_port' && action.entityType === 'corporation') {
    buyPort(ctx, String(actor.entity), action.hex);
    return true;
  }
  return false;
}

/** Step names that switch on round-level mechanisms rather than being a step of the turn. */
const MECHANISMS = new Set(['destinationConnection']);

export function operatingSteps(ctx: Ctx): OperatingStep[] {
  return ctx.title.rounds.operating.steps.filter((name) => !MECHANISMS.has(name)).map((name) => {
    const step = STEPS[name] ?? ctx.title.mechanisms.operatingSteps[name];
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
  ctx.state.round = { kind: 'operating', set, index, count, startPhase: ctx.state.phase, done: [], current: null, turn: freshTurn() };
  ctx.log.push(`Operating round ${set}.${index} (of ${count}) begins`);
  payCompanyRevenue(ctx);
  payPortIncome(ctx);
  payIncomeUntilFloat(ctx);
  if (queueConnections(ctx, null)) return;
  nextCorporation(ctx);
}

const connectionsEnabled = (ctx: Ctx): boolean => ctx.title.rounds.operating.steps.includes('destinationConnection' as never);

/** Queues the corporations qualifying for a connection run and starts the first; true while one is under way. */
function queueConnections(ctx: Ctx, first: string | null): boolean {
  if (!connectionsEnabled(ctx)) return false;
  if (ctx.state.connectionChecks === 'actions') {
    // Imported games: only the recorded checks count, taken at this check point.
    const pending = ctx.state.pendingConnections ?? [];
    if (pending.length === 0) return false;
    delete ctx.state.pendingConnections;
    (ctx.state.round as OperatingRoundState).connectionQueue = pending;
    return startNextConnection(ctx, true);
  }
  const round = ctx.state.round as OperatingRoundState;
  round.connectionQueue = qualifying(ctx, first);
  return startNextConnection(ctx);
}

/** The corporation to operate next, or null when all have. */
function pickNext(ctx: Ctx): string | null {
  const { state } = ctx;
  const round = state.round as OperatingRoundState;
  const waiting = Object.values(state.corporations).filter((c) => c.floated && !c.closed && !round.done.includes(c.id) && !ceased(state, c.id));
  if (waiting.length === 0) return null;
  waiting.sort((a, b) => compareOperatingOrder(ctx, a, b));
  return waiting[0]!.id;
}

function nextCorporation(ctx: Ctx): void {
  const round = ctx.state.round as OperatingRoundState;
  const next = pickNext(ctx);
  // title.json britishRail (1820 §13.5 L1299, "in the normal order"): the national railway operates by itself when its price comes.
  if (britishRailTurnComes(ctx, next)) {
    round.britishRailOperated = true;
    operateBritishRail(ctx);
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
  noteTurnStart(ctx, next);
  // title.json ports: what the corporation may claim is fixed at the start of its turn (1843 rules L3503-3521).
  const claimable = claimablePorts(ctx, next);
  if (claimable.length) round.turn.portsClaimable = claimable;
  // Title option: the home station goes down at the start of the first operating turn.
  placeHomeToken(ctx, ctx.state.corporations[next]!);
  // A private company's treasury is its director's cash (title.json privateCompanies; 1820 §13.2 L1231).
  startPrivateTurn(ctx, ctx.state.corporations[next]!);
  // A cousin-directed company plays its whole turn by itself (1820 §14.1 L1351-1353; mechanisms/automaticTurn.ts).
  if (playsItself(ctx.title, ctx.state, next)) playAutomaticTurn(ctx, next, operatingSteps(ctx));
  advance(ctx);
}

/**
 * Whether the national railway operates before `next` (null: everyone else has operated). Its marker is in the
 * market's order with the public companies' (1820 §7.1 L557-560: price, then the stack on a cell, by arrival);
 * private companies, which have no price, come after it (L561).
 */
function britishRailTurnComes(ctx: Ctx, next: string | null): boolean {
  const br = ctx.state.britishRail;
  const round = ctx.state.round as OperatingRoundState;
  if (!br || britishRailPrice(ctx.state) === null || round.britishRailOperated) return false;
  if (next === null) return true;
  const c = ctx.state.corporations[next]!;
  return !c.market || compareMarkers(ctx, br, { market: c.market, marketSeq: c.marketSeq }) < 0;
}

/** Moves past every step that has nothing to decide; ends the turn after the last step. */
export function advance(ctx: Ctx): void {
  for (;;) {
    if (ctx.state.finished) return;
    const round = ctx.state.round;
    if (round.kind !== 'operating' || round.current === null) return;
    // A merger under way waits for its choices; a pending home upgrade comes before any step
    // (rounds.operating.homeStation fallback upgradeForSlot; 18xx.games' HomeUpgrade step opens the turn).
    if (round.merger || round.turn.homeUpgrade || round.turn.homeChoice) return;
    // A corporation that closed during its own turn (its price reached the closing section) stops.
    // So does one that went bankrupt (1860: its price reached 0).
    // So does one reset by a bankruptcy (title.json corporationBankruptcy kind "reset": no longer floated).
    if (ctx.state.corporations[round.current]!.closed || ctx.state.corporations[round.current]!.bankrupt || !ctx.state.corporations[round.current]!.floated) round.turn.step = operatingSteps(ctx).length;
    const steps = operatingSteps(ctx);
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
    // A president's forced sales are offered for protection first (1870 rules).
    if ((round.sales?.length ?? 0) > 0) {
      if (offerNext(ctx, 0)) return;
      round.sales = [];
    }
    const finished = round.current;
    settleInsolvency(ctx, finished);
    settleTurnEnd(ctx, finished);
    const fc = ctx.state.corporations[finished]!;
    endPrivateTurn(ctx, fc);
    if (fc.floated || fc.bankrupt) fc.operated = true;
    round.done.push(finished);
    round.current = null;
    if (queueConnections(ctx, finished)) return;
    nextCorporation(ctx);
    return;
  }
}

function finishOperatingRound(ctx: Ctx): void {
  const round = ctx.state.round as OperatingRoundState;
  const last = round.index >= round.count;
  ctx.log.push(`Operating round ${round.set}.${round.index} ends`);
  // The solo train-removal cycle (title.json tableau; 1862 solo S26-S27).
  afterOperatingRound(ctx);
  // title.json gameEvents (1820 §10.8: Queen Victoria dies at the end of the first OR begun in brown), then what follows from them.
  for (const name of endOfOperatingRoundEvents(ctx, round.startPhase)) afterGameEvent(ctx, name);
  // Under nationalisation only operating rounds follow, each ending with the lowest payers ceasing.
  if (nationalizing(ctx.state)) {
    if (afterNationalizedRound(ctx)) return;
  } else {
    if (roundFinished(ctx, last)) return;
    // Checked at the end of every operating round: once it begins, the set never ends.
    const nationalisationBegins = checkNationalization(ctx);
    if (last && !nationalisationBegins) {
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
  // A mechanism's blocking step (engine/core/mechanism.ts Interruption) speaks first.
  const interrupted = pendingInterruption(ctx.title, ctx, 'operating');
  if (interrupted) return interrupted.actor;
  const protecting = (ctx.state.round as OperatingRoundState).protection ? protectionActor(ctx) : null;
  if (protecting) return protecting;
  const merging = mergerActor(ctx);
  if (merging) return merging;
  const discarding = discardActor(ctx);
  if (discarding) return discarding;
  const connecting = connectionActor(ctx);
  if (connecting) return connecting;
  const round = ctx.state.round as OperatingRoundState;
  if (round.current === null) return null;
  const c = ctx.state.corporations[round.current]!;
  return { entityType: 'corporation', entity: c.id, seat: actingSeat(ctx.state, c.id, ctx.title) };
}

/**
 * The operating company when its turn is at an ordinary step (no protection, merger, home choice, discard
 * or connection run interrupting it): where actions "at any time during its turn" are taken, such as a
 * future train assigned by another player's consent (mechanisms/negotiation.ts). Null otherwise.
 */
export function ordinaryOperatingTurn(ctx: Ctx): string | null {
  const r = ctx.state.round;
  if (r.kind !== 'operating' || r.current === null || ctx.state.finished) return null;
  if (r.protection || r.merger || r.connection || r.turn.homeUpgrade || r.turn.homeChoice || discardActor(ctx) || connectionActor(ctx)) return null;
  if (pendingInterruption(ctx.title, ctx, 'operating')) return null;
  return currentOperatingStep(ctx) ? r.current : null;
}

export function currentOperatingStep(ctx: Ctx): OperatingStep | null {
  const round = ctx.state.round as OperatingRoundState;
  return operatingSteps(ctx)[round.turn.step] ?? null;
}

export const operatingRound: RoundModule = {
  actor: operatingActor,
  legal(ctx, actor) {
    const interrupted = pendingInterruption(ctx.title, ctx, 'operating');
    if (interrupted) return interrupted.interruption.legal(ctx, actor);
    if ((ctx.state.round as OperatingRoundState).protection) return protectionLegal(ctx, actor);
    if (mergerPending(ctx)) return mergerLegal(ctx, actor);
    if ((ctx.state.round as OperatingRoundState).turn.homeUpgrade) return layTrack.legal(ctx, actor);
    if ((ctx.state.round as OperatingRoundState).turn.homeChoice) return homeChoiceLegal(ctx, actor);
    if (discardActor(ctx)) return discardTrain.legal(ctx, actor);
    if (connectionActor(ctx)) return connectionLegal(ctx, actor);
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
    // A private company the operating corporation owns uses its ability.
    return actor.entityType === 'corporation' && action.entityType === 'company' && ctx.state.companies[String(action.entity)]?.owner === `corp:${String(actor.entity)}`;
  },
  process(ctx, actor, action) {
    const interrupted = pendingInterruption(ctx.title, ctx, 'operating');
    if (interrupted) {
      interrupted.interruption.process(ctx, actor, action);
      advance(ctx);
      return;
    }
    const orState = ctx.state.round as OperatingRoundState;
    if (orState.protection) {
      if (action.type === 'pass') declineProtection(ctx);
      else if (action.type === 'protect_shares') priceProtection.process(ctx, actor, action);
      else throw illegal('protect the sold shares or pass', '1870 rules, Share price protection');
      if (!orState.protection) {
        orState.sales = [];
        advance(ctx);
      }
      return;
    }
    if (mergerPending(ctx)) {
      mergerProcess(ctx, actor, action);
      advance(ctx);
      return;
    }
    if (orState.turn.homeUpgrade) {
      if (action.type !== 'lay_tile') throw illegal(`${String(actor.entity)} must first upgrade its home hex`, HOME_STATION_REF);
      layTrack.process(ctx, actor, action);
      advance(ctx);
      return;
    }
    if (orState.turn.homeChoice) {
      const a = action as { hex?: string; city?: number };
      if (action.type !== 'place_token') throw illegal(`${String(actor.entity)} must first choose the city of its home station`, HOME_CHOICE_REF);
      if ((action as { cousin?: string }).cousin !== undefined) throw illegal('a home station uses no cousin\'s ability', HOME_CHOICE_REF);
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
    const round = ctx.state.round as OperatingRoundState;
    if (round.connection) {
      connectionProcess(ctx, actor, action);
      // After the run: the next qualifying corporation, or back to the round.
      if (!round.connection && !startNextConnection(ctx, ctx.state.connectionChecks === 'actions')) {
        if (round.current === null) nextCorporation(ctx);
        else advance(ctx);
      }
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
