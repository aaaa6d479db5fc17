/**
 * Random legal playouts: a seeded bot plays whole games of a title through the engine's public
 * API, choosing among legalActions, and after every action checks what must always hold.
 *
 *   npm run fuzz -- [--title ID|DIR|all]... [--games N] [--seed S] [--replay-every K]
 *                   [--players P] [--variant V|none|random] [--max-actions M] [--stall-window W] [--quiet] [--trace]
 *                   [--dump FILE]
 *
 * `--title DIR` plays the title in that folder (one with a title.json), validated first, so a title
 * can be played before it moves to definitions/.
 *
 * Game g (0-based) of a title is played with the seed S+g; the player count and the variant
 * are drawn from that seed (unless given), so one failing game is rerun alone with
 * `--games 1 --seed S+g` (the command is printed with every violation).
 *
 * After every action:
 *   - legalActions leaves its input state as it was (it works on that state, not on a copy);
 *   - the chosen legal action is accepted (with any open parameter anywhere in its range);
 *   - engine invariants (checkInvariants: money conserved, every certificate, train, token and
 *     private in exactly one valid place, no negative cash, no bank below zero unless broken);
 *   - state.actionCount counts the actions, and apply did not change its input state;
 *   - the same action submitted for another seat is refused with NOT_YOUR_TURN and changes nothing;
 *   - a shadow fold (the stored log as the API replays it: actions through JSON, applied without
 *     a seat, from createGame) reaches a state deep-equal to the played one. That fold *is* the
 *     from-scratch replay of the log so far, computed incrementally;
 *   - every K actions (--replay-every, default 250) and at the end, engine.replay() of the whole
 *     log from scratch gives a deep-equal state. `--replay-every 1` calls replay() after every
 *     action (quadratic: minutes per demo game, hours per 1870 game; the long run).
 * The game must reach its end (no seat without a legal action while it runs) within
 * --max-actions (default 20000), and every round must end within --stall-window actions
 * (default 1000). A game in which nothing that matters changes for that long while the rounds
 * go on (no train bought, no tile laid, no corporation floated or closed, same phase: random
 * players can ruin every corporation, or buy and sell the same shares for ever) is ended by
 * agreement of every seat (each game is set up with endByAgreement; the bots never agree
 * otherwise, and each seat must be offered `end_game`) and reported as stalled, apart from the
 * violations, with the players' cash and what the bot did.
 * A title the engine cannot set up or run is reported as such. `--trace` prints every line the
 * engine logs, prefixed with the title, the seed and the action index, to see what the bots did.
 * `--dump FILE` writes the setup and actions of a game with a violation as JSON, to replay and inspect.
 *
 * Last line: SUMMARY games=N actions=A violations=V (exit code 1 when V > 0).
 */
import { existsSync, writeFileSync } from 'fs';
import { join } from 'path';
import { cousinDef } from '../engine/mechanisms/cousins';
import { performance } from 'perf_hooks';
import {
  actingSeats,
  outOfTurnSeats,
  apply,
  applyVariant,
  checkInvariants,
  compileTitle,
  createGame,
  legalActions,
  replay,
  summarize,
  type Definition,
  type GameState,
  type LegalAction,
  type Title,
} from '../engine';
import { loadAllTitles } from './definitions-fs';
import { loadValidTitleDir } from './validate';
import { lowestModePar } from '../engine/mechanisms/startModes';
import { maintenanceOf } from '../engine/mechanisms/costOfBusiness';
import { interestPerLoan } from '../engine/mechanisms/loans';

export interface FuzzOptions {
  /** Title ids; empty or ['all']: every title under definitions/. */
  titles: string[];
  /** Games per title. */
  games: number;
  /** Base seed: game g of a title uses seed + g. */
  seed: number;
  /** Call engine.replay() on the whole log every K actions (and always at the end). */
  replayEvery: number;
  /** A game still running after this many actions is a violation. */
  maxActions: number;
  /** A game in which nothing that matters changes for this many actions is stopped as stalled (default 1000). */
  stallWindow?: number;
  /** Fixed player count (default: drawn from the game's seed within the title's range). */
  players?: number;
  /** Fixed variant id, 'none' for the base game, 'random' (default) to draw one per game. */
  variant?: string;
  /** Progress output (one line per game); default none. */
  log?: (line: string) => void;
  /** Every engine log line of every action, prefixed with the game and the action index (`--trace`); default none. */
  trace?: (line: string) => void;
  /** Definitions by title id (default: loaded from definitions/). */
  definitions?: Map<string, Definition>;
  /** Title id → the folder it was loaded from (`--title DIR`, a title outside definitions/), named in rerun commands. */
  sources?: Record<string, string>;
  /** Called with a game's setup and actions when it has a violation (`--dump FILE` writes them as JSON, to replay and inspect). */
  dump?: (game: { title: string; variant: string | null; setup: { players: string[]; seed: number }; actions: unknown[] }) => void;
}

export interface Violation {
  title: string;
  seed: number;
  variant: string | null;
  players: number;
  /** Index of the action after which the check failed (-1: before the first action). */
  actionIndex: number;
  actionId: string | null;
  action: unknown;
  message: string;
  /** The command that plays this game alone. */
  repro: string;
}

export interface GameReport {
  title: string;
  seed: number;
  variant: string | null;
  players: number;
  actions: number;
  /** The end reason, or null when the game did not finish. */
  finished: string | null;
  /** Each seat's final score, when the game finished. */
  scores?: number[];
  /** Set when the game was stopped because nothing that matters changed for stallWindow actions. */
  stalled: string | null;
  violations: Violation[];
  ms: number;
  /** Action types played, with counts. */
  types: Record<string, number>;
}

export interface FuzzResult {
  games: number;
  actions: number;
  /** Games stopped as stalled (nothing that matters changes any more: not a violation, but not played to the end either). */
  stalled: GameReport[];
  violations: Violation[];
  reports: GameReport[];
}

export const DEFAULT_REPLAY_EVERY = 250;
export const DEFAULT_MAX_ACTIONS = 20_000;
export const DEFAULT_STALL_WINDOW = 1_000;

import { botRandom } from './bots';
export { botRandom };

/**
 * The first place where two JSON-like values differ ('' when deep-equal), as a path such as
 * `corporations.NR.cash: 100 vs 90`. Key order does not matter; undefined-valued keys count
 * as absent, as they would after a trip through JSON.
 */
export function firstDifference(a: unknown, b: unknown, path = '$'): string {
  if (a === b) return '';
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') {
    if (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return '';
    return `${path}: ${short(a)} vs ${short(b)}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: ${short(a)} vs ${short(b)}`;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return `${path}.length: ${a.length} vs ${bb.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], bb[i], `${path}[${i}]`);
      if (d) return d;
    }
    return '';
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) {
    if (ao[k] === undefined && bo[k] === undefined) continue;
    const d = firstDifference(ao[k], bo[k], `${path}.${k}`);
    if (d) return d;
  }
  return '';
}

function short(v: unknown): string {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.length > 120 ? `${s.slice(0, 117)}...` : s;
}

const ENGINE_CODES = new Set(['INVALID_INPUT', 'UNKNOWN_ENTITY', 'NOT_YOUR_TURN', 'ILLEGAL_ACTION', 'STALE_INDEX', 'GAME_OVER', 'INVARIANT_VIOLATION']);

/**
 * An open parameter's value: mostly the minimum, sometimes the maximum or anything between. A bid
 * above a quarter of the bidder's cash (`cash`) mostly falls back to the minimum: random raising
 * wins auctions for everything a player has (1862's charters), leaving nothing to float the company with.
 */
export function fillParams(choice: LegalAction, rand: () => number, cash?: number, bidCap?: number): Record<string, unknown> {
  const action = { ...(choice.action as unknown as Record<string, unknown>) };
  for (const [field, range] of Object.entries(choice.params ?? {})) {
    const r = rand();
    const { min, max } = range;
    // Values step by multipleOf when the bounds carry one (bounds are multiples of it).
    const step = range.multipleOf ?? 1;
    const steps = Math.floor((max - min) / step);
    action[field] = r < 0.85 || steps <= 0 ? min : r < 0.9 ? min + steps * step : min + Math.floor(rand() * (steps + 1)) * step;
    if ((choice.action.type === 'bid' || choice.action.type === 'bid_cousin' || choice.action.type === 'bid_future_train') && cash !== undefined && (action[field] as number) > cash / 4 && rand() < 0.8) action[field] = min;
    if ((choice.action.type === 'bid' || choice.action.type === 'bid_cousin') && bidCap !== undefined && (action[field] as number) > bidCap) action[field] = Math.max(min, min + Math.floor((bidCap - min) / step) * step);
  }
  return action;
}

/**
 * What a president needs to float `corporation` from nothing at `par` (the lowest par cell when
 * not given): its float percentage in 10% shares at par. A bot's estimate, not a rule.
 */
function floatCost(title: Title, corporation: string, par?: number): number {
  const corp = title.corporation.get(corporation);
  return Math.ceil((corp?.floatPercent ?? 60) / 10) * (par ?? lowestModePar(title, null));
}

/** Whether the player presides over a corporation that has not floated yet (and so still needs their money). */
function startedUnfloated(state: GameState, seat: number): boolean {
  return Object.values(state.corporations).some((c) => c.president === seat && !c.floated && !c.closed);
}

/**
 * The most a bot bids for a corporation's charter (1862's parliament auctions): what leaves it the
 * money to float the corporation at the lowest par. Undefined for other bids.
 */
export function charterBidCap(choice: LegalAction, title: Title, state: GameState): number | undefined {
  const a = choice.action as { type: string; corporation?: string; entity?: number; cousin?: string };
  // A cousin (1820 §6.3): no more than half its marked price (cousinBidCap).
  if (a.type === 'bid_cousin') return cousinBidCap(title, a.cousin ?? '');
  // A company bidding in a takeover (1820 §8.4): no more than its treasury, no loans for it.
  if (a.type === 'bid' && typeof a.entity === 'string' && a.corporation) return state.corporations[a.entity]?.cash;
  if (a.type !== 'bid' || !a.corporation || typeof a.entity !== 'number') return undefined;
  return (state.players[a.entity]?.cash ?? 0) - floatCost(title, a.corporation);
}

/** The most a bot bids for a cousin: half its marked price, so that the cousin starts with at least the other half (1820 §6.3 L327). */
function cousinBidCap(title: Title, cousin: string): number {
  return Math.floor((cousinDef(title, cousin)?.price ?? 0) / 2);
}

/**
 * The solo tableau's stock round (1862 solo): uniform choices would start a company with every card
 * and float none (a start costs a random par, up to £200). This player completes the floats of the
 * companies it started, starts one at a time at the lowest par with the largest block, and otherwise
 * mostly passes, sometimes moving, dealing, removing or selling.
 */
function chooseSolo(choices: LegalAction[], rand: () => number, state: GameState): LegalAction {
  const t = state.tableau!;
  const field = (c: LegalAction, k: string): unknown => (c.action as unknown as Record<string, unknown>)[k];
  const topCorp = (col: number) => {
    const column = t.columns[col]!;
    const card = column[column.length - 1]!;
    return state.corporations[card.slice(0, card.lastIndexOf('/'))];
  };
  const any = (xs: LegalAction[]) => xs[Math.floor(rand() * xs.length)]!;
  const chooseToken = choices.filter((c) => c.action.type === 'choose');
  if (chooseToken.length > 0) return any(chooseToken);
  const complete = choices.filter((c) => c.action.type === 'tableau_buy' && field(c, 'mode') === undefined && !topCorp(field(c, 'column') as number)?.floated);
  if (complete.length > 0 && rand() < 0.9) return any(complete);
  const unfloated = Object.values(state.corporations).filter((c) => c.par !== null && !c.floated && !c.closed).length;
  const starts = choices.filter((c) => c.action.type === 'tableau_buy' && field(c, 'mode') !== undefined);
  const cash = state.players[0]?.cash ?? 0;
  if (starts.length > 0 && unfloated < 2 && cash > 150 && rand() < 0.8) {
    const low = Math.min(...starts.map((c) => field(c, 'par') as number));
    const cheap = starts.filter((c) => field(c, 'par') === low);
    const most = Math.max(...cheap.map((c) => field(c, 'count') as number));
    return any(cheap.filter((c) => field(c, 'count') === most));
  }
  const pass = choices.find((c) => c.action.type === 'pass');
  const others = choices.filter((c) => ['tableau_move', 'tableau_deal', 'tableau_remove', 'sell_shares', 'buy_shares', 'mulligan'].includes(c.action.type));
  if (others.length > 0 && rand() < (unfloated > 0 ? 0.8 : 0.3)) return any(others);
  return pass ?? any(choices);
}

/** An exchange_company choice whose ability may be used out of turn in another round kind than this one. */
function exchangeKeptForLater(title: Title, state: GameState, c: LegalAction): boolean {
  if (c.action.type !== 'exchange_company') return false;
  const company = (c.action as { company: string }).company;
  return (title.company.get(company)?.abilities ?? []).some((a) => a.kind === 'exchange' && (a.outOfTurnIn ?? []).some((k) => k !== state.round.kind));
}

/**
 * Part A of a stock round with lobbies (rounds.stock.lobbies, 1820 §6.5.2.1) and the lobbies'
 * resolution (§6.6.2). Uniform choices fund lobbies with nearly all a player's money (every amount
 * is its own legal action), the money goes to the bank, and nobody can then buy the 40% a float
 * needs: no company ever starts. This player funds at most one lobby of its own a round, with a
 * modest amount that leaves the float's cost (`floatCost` at the lowest par) in hand, raises
 * another's lobby rarely and by the least step, and starts a company when its lobby resolves,
 * at a par that costs at most half its cash when there is one. Null when no lobby choice is offered.
 */
function chooseLobby(choices: LegalAction[], rand: () => number, title: Title, state: GameState): LegalAction | null {
  const any = (xs: LegalAction[]) => xs[Math.floor(rand() * xs.length)]!;
  const funds = choices.filter((c) => c.action.type === 'fund_lobby');
  const round = state.round;
  if (funds.length > 0 && round.kind === 'stock') {
    const seat = (funds[0]!.action as { entity: number }).entity;
    const cash = state.players[seat]?.cash ?? 0;
    const reserve = floatCost(title, title.corporations[0]!.id);
    const cost = (c: LegalAction) => {
      const a = c.action as { amount: number; lobby?: number };
      return a.amount - (a.lobby ?? 0);
    };
    const keeps = funds.filter((c) => cash - cost(c) >= reserve);
    const own = (round.lobbies ?? []).filter((l) => l.owner === seat).length;
    const fresh = keeps.filter((c) => (c.action as { lobby?: number }).lobby === undefined).sort((x, y) => cost(x) - cost(y));
    if (own === 0 && fresh.length > 0 && rand() < 0.85) return any(fresh.slice(0, 8));
    const raises = keeps.filter((c) => (c.action as { lobby?: number }).lobby !== undefined);
    if (raises.length > 0 && rand() < 0.05) {
      const least = Math.min(...raises.map(cost));
      return any(raises.filter((c) => cost(c) === least));
    }
    // Now and then a share-count increase, part A's other action (§6.5.2.2).
    const increases = choices.filter((c) => c.action.type === 'increase_shares');
    if (increases.length > 0 && rand() < 0.1) return any(increases);
    const pass = choices.find((c) => c.action.type === 'pass');
    if (pass) return pass;
    const others = choices.filter((c) => c.action.type !== 'fund_lobby');
    return others.length > 0 ? any(others) : any(funds);
  }
  // The float's stations (title.json floatStations): a station on the map is preferred to the free tile
  // (hundreds of lays are offered, a handful of circles), and a second station only for a fee of at most a
  // quarter of the director's cash (random fees of £700 leave nothing to trade with).
  if (round.kind === 'stock' && round.floatStations?.length) {
    const seat = state.corporations[round.floatStations[0]!]?.president ?? 0;
    const cash = state.players[seat]?.cash ?? 0;
    const tokens = choices.filter((c) => c.action.type === 'place_token' && (c.cost ?? 0) <= cash / 4);
    const pass = choices.find((c) => c.action.type === 'pass');
    if (tokens.length > 0 && (!pass || rand() < 0.5)) return any(tokens);
    if (pass) return pass;
    const lays = choices.filter((c) => c.action.type === 'lay_tile');
    if (lays.length > 0 && (tokens.length === 0 || rand() < 0.2)) return any(lays);
    return tokens.length > 0 ? any(tokens) : null;
  }
  if (round.kind === 'stock' && round.lobbyResolution && !round.lobbyResolution.floating) {
    const pars = choices.filter((c) => c.action.type === 'par');
    if (pars.length === 0 || rand() < 0.05) return null;
    const a0 = pars[0]!.action as { entity: number };
    const cash = state.players[a0.entity]?.cash ?? 0;
    const price = (c: LegalAction) => {
      const a = c.action as { corporation: string; price: number; shares?: number };
      const pct = title.corporation.get(a.corporation)?.floatPercent ?? 40;
      return a.price * Math.ceil((pct * (a.shares ?? 10)) / 100);
    };
    const cheap = pars.filter((c) => price(c) <= cash / 2);
    return any(cheap.length > 0 ? cheap : pars);
  }
  return null;
}

/**
 * Where no train purchase is ever forced (rounds.operating.mustBuyTrain "never" or "neverThenLiquidate",
 * 1820), nothing makes a company rebuy the train a random bot sells away for £1, and a trainless company
 * earns nothing (1820: goes into liquidation). This company keeps its trains: a trainless one buys one,
 * the cheapest it can (the depot's first), and it buys from another company rarely, and never that
 * company's last train. Loans (title.json loans) and share-count increases (shareCounts) are taken now
 * and then, not at every chance. Null: no opinion.
 */
function chooseUnforcedTrains(choices: LegalAction[], rand: () => number, title: Title, state: GameState): LegalAction | null {
  const rule = title.rounds.operating.mustBuyTrain;
  if (rule !== 'never' && rule !== 'neverThenLiquidate') return null;
  const round = state.round;
  const buys = choices.filter((c) => c.action.type === 'buy_train');
  if (round.kind === 'operating' && round.current && buys.length > 0) {
    const corp = state.corporations[round.current]!;
    const fromCorp = (c: LegalAction) => {
      const from = (c.action as { from: string }).from;
      return from !== 'depot' && from !== 'pool' ? state.corporations[from.replace(/^corp:/, '')] : undefined;
    };
    const priceOf = (c: LegalAction) => c.params?.price?.min ?? (c.action as { price?: number }).price ?? 0;
    const bank = buys.filter((c) => !fromCorp(c)).sort((x, y) => priceOf(x) - priceOf(y));
    const trades = buys.filter((c) => (fromCorp(c)?.trains.length ?? 0) > 1);
    // A train of another director's company by consent (negotiation deal buyTrain, 1820 §7.2.7 L665), now and then.
    const deals = choices.filter((c) => c.action.type === 'propose_trade' && (c.action as { deal?: string }).deal === 'buyTrain');
    if (deals.length > 0 && rand() < (corp.trains.length === 0 ? 0.3 : 0.05)) return deals[Math.floor(rand() * deals.length)]!;
    if (corp.trains.length === 0) {
      if (bank.length > 0 && rand() < 0.95) return bank[0]!;
      if (trades.length > 0 && rand() < 0.9) return trades[Math.floor(rand() * trades.length)]!;
    }
    const pass = choices.find((c) => c.action.type === 'pass');
    const r = rand();
    if (bank.length > 0 && corp.trains.length < 2 && r < 0.3) return bank[Math.floor(rand() * bank.length)]!;
    if (trades.length > 0 && r < 0.35) return trades[Math.floor(rand() * trades.length)]!;
    if (pass) return pass;
  }
  return null;
}

/**
 * A running cost the director decides on (pay_costs; 1820 §7.2.5, §7.2.8): the bot pays it 97 times in a
 * hundred when the treasury covers it, and three times in four when the director would have to add to it; not
 * paying puts the company into liquidation, and more refusals ended most games within a few rounds. rand() is drawn only when such a choice is offered. Null: none is.
 */
function chooseCosts(choices: LegalAction[], rand: () => number, title: Title, state: GameState): LegalAction | null {
  const pay = choices.find((c) => c.action.type === 'pay_costs' && (c.action as { pay?: boolean }).pay === true);
  const refuse = choices.find((c) => c.action.type === 'pay_costs' && (c.action as { pay?: boolean }).pay === false);
  if (!pay || !refuse) return pay ?? refuse ?? null;
  const round = state.round;
  const corp = round.kind === 'operating' && round.current ? state.corporations[round.current] : undefined;
  if (!corp) return pay;
  const due =
    (pay.action as { kind?: string }).kind === 'interest'
      ? (corp.loans ?? 0) * interestPerLoan(title, state)
      : corp.trains.reduce((sum, id) => sum + maintenanceOf(title, state, state.trains.find((t) => t.id === id)?.type ?? ''), 0);
  return rand() < (corp.cash >= due ? 0.97 : 0.75) ? pay : refuse;
}

/** Loans and share-count increases now and then (title.json loans, shareCounts): drops them from `choices` most of the time. */
function sparingly(choices: LegalAction[], rand: () => number, title: Title): LegalAction[] {
  const rare: Record<string, number> = {};
  if (title.definition.title.loans) rare.take_loan = 0.1;
  if (title.definition.title.shareCounts) rare.increase_shares = 0.15;
  // Trains discarded by choice (operating step retireTrains, 1820 §7.2.6) rarely: a company left trainless goes into liquidation.
  if (title.rounds.operating.steps.includes('retireTrains' as never)) rare.discard_train = 0.05;
  const kept = choices.filter((c) => rare[c.action.type] === undefined || rand() < rare[c.action.type]!);
  return kept.length > 0 ? kept : choices;
}

/**
 * Deals by consent (title.json negotiation) and open-cry bids (bidding "openCry"). The counterpart of a
 * proposal accepts six times in ten and declines otherwise. A proposer rarely withdraws, and proposals are
 * made now and then (in one choice of eight where one is offered), not at every chance: the turn would
 * otherwise go by in offers. In open cry a seat bids for a future train only while the lowest bid is at most
 * a quarter of its cash (companies bidding in takeovers are held to their treasury below), and otherwise
 * declares done: prices rise with every bid, so every seat is done within a bounded number of bids. rand()
 * is drawn only when such a choice is offered, so other titles' games are unchanged. Null: no opinion yet;
 * `choices` is then what is left to choose from.
 */
function chooseDeal(choices: LegalAction[], rand: () => number, state: GameState): { pick: LegalAction | null; choices: LegalAction[] } {
  const accept = choices.find((c) => c.action.type === 'accept_proposal');
  const decline = choices.find((c) => c.action.type === 'decline_proposal');
  if (accept || decline) return { pick: accept && (!decline || rand() < 0.6) ? accept : decline!, choices };
  // A director raising a train contribution by a sale that would pass another company's control to another player
  // proposes it to that player (1820 §7.2.7 L677, deal contributionSale) one time in two it is offered: kept at the
  // proposals' one in eight below, and then out-chosen by the depot's train (chooseUnforcedTrains), no game ever
  // carried one out. The turn cannot go by in offers: a declined sale is not offered again that turn.
  const sales = choices.filter((c) => c.action.type === 'propose_trade' && (c.action as { deal?: string }).deal === 'contributionSale');
  if (sales.length > 0 && rand() < 0.5) return { pick: sales[Math.floor(rand() * sales.length)]!, choices };
  let kept = choices;
  const drop = (type: string, keepOdds: number) => {
    if (!kept.some((c) => c.action.type === type)) return;
    if (rand() < keepOdds) return;
    const without = kept.filter((c) => c.action.type !== type);
    if (without.length > 0) kept = without;
  };
  drop('withdraw_proposal', 0.1);
  drop('propose_trade', 0.125);
  const cash = (c: LegalAction) => state.players[Number((c.action as { entity?: unknown }).entity)]?.cash ?? 0;
  const affordable = kept.filter((c) => c.action.type !== 'bid_future_train' || (c.params?.price?.min ?? 0) <= cash(c) / 4);
  if (affordable.length > 0) kept = affordable;
  return { pick: null, choices: kept };
}

/**
 * The bot's choice: never offer_company or a buy from another player (random trades only shuffle privates around), mostly
 * not a pass, and selling less often than anything else (a bot that sells at random ruins every
 * corporation, and the game stalls with nobody able to buy anything).
 */
export function choose(choices: LegalAction[], rand: () => number, title: Title, state: GameState): LegalAction {
  if (state.tableau && state.round.kind === 'stock') return chooseSolo(choices, rand, state);
  if (title.definition.title.negotiation || choices.some((c) => c.action.type === 'bid_future_train')) {
    const deal = chooseDeal(choices, rand, state);
    if (deal.pick) return deal.pick;
    choices = deal.choices;
  }
  if (title.rounds.stock.lobbies) {
    const lobby = chooseLobby(choices, rand, title, state);
    if (lobby) return lobby;
  }
  const trains = chooseUnforcedTrains(choices, rand, title, state);
  if (trains) return trains;
  const costs = chooseCosts(choices, rand, title, state);
  if (costs) return costs;
  choices = sparingly(choices, rand, title);
  // A bot does not start what it cannot float: it bids for a charter only with the money to float
  // that corporation left over, and not while it still has a corporation of its own to float; it
  // pars only where it can pay the float. Otherwise, where an unfloated start is fined and reset
  // (1862's charters), players bid everything away, every start fails, and nothing ever floats.
  const affordable = choices.filter((c) => {
    const a = c.action as { type: string; corporation?: string; entity?: number; price?: number };
    if (!a.corporation || typeof a.entity !== 'number') return true;
    const cash = state.players[a.entity]?.cash ?? 0;
    if (a.type === 'bid') {
      if (startedUnfloated(state, a.entity) && state.corporations[a.corporation]?.president !== a.entity) return false;
      return cash - (c.params?.price?.min ?? a.price ?? 0) >= floatCost(title, a.corporation);
    }
    if (a.type === 'par' && typeof a.price === 'number') return floatCost(title, a.corporation, a.price) <= cash;
    return true;
  });
  if (affordable.length > 0 && affordable.length < choices.length) choices = affordable;
  // Nor does a bot bid more for a cousin than half its marked price (1820 §6.3): bidding wars would
  // otherwise take every player's money, and no company could be started; and a cousin bought at its
  // price starts with nothing (|price - paid|), never buys a share, and its ability is never used.
  choices = choices.filter((c) => c.action.type !== 'bid_cousin' || (c.params?.price?.min ?? 0) <= cousinBidCap(title, (c.action as { cousin: string }).cousin));
  // Nor does a merger's survivor remove a station from a corporation's home hex (18xx.games allows
  // it): a corporation whose route cannot include its home station never runs again (1862).
  // Takeovers (1820's Issue & Takeover round) are offered now and then, never of the offering
  // company itself (the bank's half bid wins and liquidates it), and a company mostly bids only what
  // its treasury holds: random offers and raises with loans liquidated every company within a round or
  // two, and the game ended for want of a controlled company. One bidding turn in twelve it may bid up
  // to £100 beyond its treasury, so that the director's raise by loans or issues (1820 §8.4.3 L847-849,
  // §8.5 L884) is played too. Share-count reductions are rare too. rand() is drawn only when such a
  // choice is offered, so other titles' games are unchanged.
  const corporateBid = (a: { type: string; entity?: unknown; corporation?: string; entityType?: string }): boolean =>
    a.type === 'bid' && a.entityType === 'corporation' && typeof a.entity === 'string' && !!a.corporation;
  const beyondTreasury = choices.some((c) => corporateBid(c.action as never)) && rand() < 1 / 12 ? 100 : 0;
  choices = choices.filter((c) => {
    const a = c.action as { type: string; entity?: unknown; corporation?: string; entityType?: string };
    if (a.type === 'offer_takeover') return a.corporation !== a.entity;
    if (corporateBid(a)) return (c.params?.price?.min ?? 0) <= (state.corporations[String(a.entity)]?.cash ?? 0) + beyondTreasury;
    return true;
  });
  for (const rare of ['offer_takeover', 'reduce_shares']) {
    if (choices.some((c) => c.action.type === rare) && rand() < 0.9) {
      const without = choices.filter((c) => c.action.type !== rare);
      if (without.length > 0) choices = without;
    }
  }
  const keepsHomes = choices.filter((c) => {
    const a = c.action as { type: string; hex?: string; corporation?: string };
    return a.type !== 'remove_token' || !a.corporation || title.corporation.get(a.corporation)?.home?.hex !== a.hex;
  });
  if (keepsHomes.length > 0 && keepsHomes.length < choices.length) choices = keepsHomes;
  // Mergers are proposed now and then, not at every chance: random mergers fold every corporation
  // into one within a few rounds, which then sinks into receivership and bankruptcy, and the game
  // stalls with nothing left to float (1862). rand() is drawn only when a merger is offered, so
  // games of titles without mergers are unchanged.
  if (choices.some((c) => c.action.type === 'merge') && rand() < 0.9) {
    const noMerger = choices.filter((c) => c.action.type !== 'merge');
    if (noMerger.length > 0) choices = noMerger;
  }
  // Shares of a corporation that has not operated are not sold: where they sell below what they
  // cost (1860's trainless companies at half), random buying and selling drains every player and
  // no corporation ever floats.
  // Nor are private companies sold back to the bank (1860): at face value less 30 they only lose money and income.
  // Nor does a president sell the presidency away into the market (1860's receivership).
  const keepsPresidency = (c: LegalAction): boolean => {
    const a = c.action as { corporation: string; percent: number; entity: number };
    const corp = state.corporations[a.corporation];
    if (!corp || corp.president !== a.entity) return true;
    const sizes = title.corporation.get(a.corporation)!.certificates;
    const held = corp.certs.reduce((sum, h, i) => sum + (h === `player:${a.entity}` ? sizes[i]! : 0), 0);
    // Not even to another holder: where the certificate can go to the market (1862), the corporation
    // falls into receivership, withholds every run, and its price sinks to bankruptcy.
    return held - a.percent >= sizes[0]!;
  };
  // Nor does a bot buy back what it sold this stock round where the rules let it (rounds.stock
  // noBuyAfterSellSameRound false): selling and buying the same shares again, the bots never all
  // pass and the round never ends. Where the rules forbid it no such purchase is offered, so this
  // changes no other title's games.
  const soldThisRound = !title.rounds.stock.noBuyAfterSellSameRound && state.round.kind === 'stock' ? state.round.soldThisRound : {};
  const buysBack = (c: LegalAction): boolean => {
    const a = c.action as { type: string; entity?: unknown; corporation?: string };
    return a.type === 'buy_shares' && (soldThisRound[String(a.entity)] ?? []).includes(String(a.corporation));
  };
  const sensible = choices.filter(
    (c) =>
      c.action.type !== 'sell_company' &&
      !buysBack(c) &&
      (c.action.type !== 'sell_shares' || (state.corporations[(c.action as { corporation: string }).corporation]?.operated && keepsPresidency(c))),
  );
  // Nor a buy_company of another player's private (rounds.stock buyCompanyFromPlayer): bought back and
  // forth at random prices, it only shuffles privates around and the stock round never ends.
  const fromPlayer = (c: LegalAction) => c.action.type === 'buy_company' && c.action.entityType === 'player' && state.round.kind === 'stock' && (state.companies[String((c.action as { company?: string }).company)]?.owner ?? '').startsWith('player:');
  const usable = (sensible.length > 0 ? sensible : choices).filter((c) => c.action.type !== 'offer_company' && !fromPlayer(c));
  let pool0 = usable.length > 0 ? usable : choices;
  // A company that may also be exchanged out of turn in another kind of round (1843's Val de Loire,
  // "at any time during an operating round") is mostly kept for that round, so that the bots play
  // the out-of-turn exchange too. Titles without one draw no extra random numbers here.
  const keptForLater = pool0.filter((c) => exchangeKeptForLater(title, state, c));
  if (keptForLater.length > 0 && keptForLater.length < pool0.length && rand() < 0.95) pool0 = pool0.filter((c) => !keptForLater.includes(c));
  // Dividends are mostly paid out: a bot that withholds at random drives every price to the
  // bottom (1860: to bankruptcy), and the game stalls with nobody able to refloat anything.
  const payout = pool0.find((c) => c.action.type === 'dividend' && (c.action as { kind: string }).kind === 'payout');
  if (payout && rand() < 0.8) return payout;
  // A president mostly buys towards floating what they started: otherwise, where an unfloated start
  // is fined and reset (1862's charters), the fines drain every player and nothing ever floats.
  const floatIt = pool0.filter((c) => {
    if (c.action.type !== 'buy_shares') return false;
    const a = c.action as { corporation: string; entity: number };
    const corp = state.corporations[a.corporation];
    return !!corp && !corp.floated && corp.president === a.entity;
  });
  if (floatIt.length > 0 && rand() < 0.8) return floatIt[Math.floor(rand() * floatIt.length)]!;
  const nonPass = pool0.filter((c) => c.action.type !== 'pass');
  const pool = nonPass.length > 0 && rand() < 0.7 ? nonPass : pool0;
  const choice = pool[Math.floor(rand() * pool.length)]!;
  if (choice.action.type === 'sell_shares' && rand() < 0.9) {
    const other = pool.filter((c) => c.action.type !== 'sell_shares');
    if (other.length > 0) return other[Math.floor(rand() * other.length)]!;
  }
  return choice;
}

/**
 * What shows that a game moves on: the phase, who owns each train, the tiles left, the
 * corporations floated or closed. Unchanged for a long time while the rounds still turn over
 * means the random players no longer do anything that matters (nobody has the money to float
 * a corporation or buy a train, or they buy and sell the same shares round after round),
 * which the rules allow.
 */
function progressOf(state: GameState): string {
  return JSON.stringify([
    state.phase,
    state.trains.map((t) => t.owner),
    state.tileSupply,
    Object.values(state.corporations).map((c) => [(c as { floated?: unknown }).floated, (c as { closed?: unknown }).closed]),
  ]);
}

interface GameSpec {
  titleId: string;
  /** The folder the title was loaded from, when not definitions/ (FuzzOptions.sources). */
  source?: string;
  definition: Definition;
  seed: number;
  replayEvery: number;
  maxActions: number;
  stallWindow: number;
  players?: number;
  variant?: string;
  trace?: (line: string) => void;
  dump?: FuzzOptions['dump'];
}

function reproCommand(spec: GameSpec, players: number, variant: string | null): string {
  const parts = [`npm run fuzz -- --title ${spec.source ?? spec.titleId} --games 1 --seed ${spec.seed}`, `--players ${players}`, `--variant ${variant ?? 'none'}`];
  if (spec.replayEvery !== DEFAULT_REPLAY_EVERY) parts.push(`--replay-every ${spec.replayEvery}`);
  if (spec.maxActions !== DEFAULT_MAX_ACTIONS) parts.push(`--max-actions ${spec.maxActions}`);
  if (spec.stallWindow !== DEFAULT_STALL_WINDOW) parts.push(`--stall-window ${spec.stallWindow}`);
  return parts.join(' ');
}

/** Plays one game; never throws (an engine exception is a violation). */
export function fuzzGame(spec: GameSpec): GameReport {
  const started = performance.now();
  const rand = botRandom(spec.seed);
  const base = spec.definition;
  const min = base.title.players.min;
  const max = base.title.players.max;
  // The first draws fix the game's shape, so a game depends on its seed alone.
  const drawnPlayers = min + Math.floor(rand() * (max - min + 1));
  const variants = (base.title.variants ?? []).map((v) => v.id);
  const drawnVariantIndex = Math.floor(rand() * (variants.length * 2 + 2)); // the base game half the time
  const variant =
    spec.variant === undefined || spec.variant === 'random'
      ? (variants[drawnVariantIndex - variants.length - 2] ?? null)
      : spec.variant === 'none'
        ? null
        : spec.variant;
  // A variant may change the player range (1862 solo: one player): the drawn count is kept inside it.
  let range = base.title.players;
  try {
    range = applyVariant(base, variant).title.players;
  } catch {
    // An unknown variant is reported below, where the game is set up.
  }
  const players = spec.players ?? Math.min(range.max, Math.max(range.min, drawnPlayers));
  const names = Array.from({ length: players }, (_, i) => `P${i + 1}`);
  // Every game may end by agreement of every seat (engine/state/endAgreement.ts): the bots never offer it,
  // and a stalled game (nothing that matters changes any more) is ended that way.
  const setup = { players: names, seed: spec.seed, endByAgreement: true };
  const report: GameReport = { title: spec.titleId, seed: spec.seed, variant, players, actions: 0, finished: null, stalled: null, violations: [], ms: 0, types: {} };
  const repro = reproCommand(spec, players, variant);
  const violation = (actionIndex: number, choice: LegalAction | null, action: unknown, message: string): void => {
    report.violations.push({ title: spec.titleId, seed: spec.seed, variant, players, actionIndex, actionId: choice?.id ?? null, action, message, repro });
  };

  let title: Title;
  let state: GameState;
  try {
    title = compileTitle(applyVariant(base, variant));
    state = createGame(title, setup);
  } catch (err) {
    violation(-1, null, null, `title ${spec.titleId}${variant ? ` (variant ${variant})` : ''} cannot be played: it does not set up a ${players}-player game: ${describeError(err)}`);
    report.ms = performance.now() - started;
    return report;
  }

  const log: unknown[] = [];
  let shadow: GameState = createGame(title, setup);
  let progress = progressOf(state);
  let progressAt = 0;
  let roundName = summarize(title, state).round.description;
  let roundAt = 0;
  try {
    const d0 = firstDifference(state, shadow);
    if (d0) violation(-1, null, null, `createGame is not deterministic: ${d0}`);
    const initial = checkInvariants(title, state);
    if (initial.length) violation(-1, null, null, `invariants broken at the start: ${initial.join('; ')}`);

    while (!state.finished && report.violations.length === 0) {
      const k = log.length;
      if (k >= spec.maxActions) {
        violation(k - 1, null, null, `the game is still running after ${k} actions (--max-actions ${spec.maxActions})`);
        break;
      }
      const seats = actingSeats(title, state);
      if (seats.length === 0) {
        violation(k - 1, null, null, `title ${spec.titleId} cannot be played to its end: after ${k} actions no seat may act, yet the game is not finished (round ${state.round.kind})`);
        break;
      }
      let seat = seats[Math.floor(rand() * seats.length)]!;
      // Now and then a seat that is not acting uses an ability it may use out of turn
      // (companies.json outOfTurnIn). Titles without one draw no extra random numbers.
      const anyTime = outOfTurnSeats(title, state).filter((s) => !seats.includes(s));
      if (anyTime.length > 0 && rand() < 0.1) seat = anyTime[Math.floor(rand() * anyTime.length)]!;
      const before = JSON.stringify(state);
      const all = legalActions(title, state, seat);
      // legalActions works on the caller's state itself (engine/legal.ts): it must leave it as it was.
      if (JSON.stringify(state) !== before) violation(k - 1, null, null, `legalActions for seat ${seat} changed its input state`);
      // The agreement to end the game is every seat's at any time; the bots give it only to a stalled game.
      const choices = all.filter((c) => c.id !== 'end_game');
      if (all.length !== choices.length + 1) violation(k - 1, null, null, `seat ${seat} is not offered its agreement to end the game (end_game)`);
      if (choices.length === 0) {
        violation(k - 1, null, null, `title ${spec.titleId} cannot be played to its end: after ${k} actions seat ${seat} must act but has no legal action (round ${state.round.kind})`);
        break;
      }
      const ids = new Set(choices.map((c) => c.id));
      if (ids.size !== choices.length) violation(k - 1, null, null, `legalActions for seat ${seat} repeats an id: ${choices.map((c) => c.id).join(', ')}`);
      const choice = choose(choices, rand, title, state);
      const action = fillParams(choice, rand, state.players[seat]?.cash, charterBidCap(choice, title, state));

      const r = apply(title, state, action, { seat });
      if (JSON.stringify(state) !== before) violation(k, choice, action, 'apply changed its input state');
      if (!r.ok) {
        violation(k, choice, action, `legal action refused: ${r.error.code}: ${r.error.message}`);
        break;
      }

      // The same action from a seat that may not act now: refused, nothing changed.
      const others = state.players.map((_, s) => s).filter((s) => !seats.includes(s) && s !== seat);
      if (others.length > 0 && k % 7 === 0) {
        const other = others[Math.floor(rand() * others.length)]!;
        const wrong = apply(title, state, action, { seat: other });
        if (wrong.ok) violation(k, choice, action, `seat ${other}, which may not act, had the action accepted`);
        else if (wrong.error.code !== 'NOT_YOUR_TURN') violation(k, choice, action, `seat ${other}, which may not act, got ${wrong.error.code} (expected NOT_YOUR_TURN): ${wrong.error.message}`);
        if (JSON.stringify(state) !== before) violation(k, choice, action, 'a refused action changed the state');
      }

      state = r.state;
      for (const line of r.log) spec.trace?.(`${spec.titleId}/${spec.seed} #${k} ${line}`);
      log.push(action);
      report.actions = log.length;
      report.types[String(action.type)] = (report.types[String(action.type)] ?? 0) + 1;

      if (state.actionCount !== log.length) violation(k, choice, action, `state.actionCount is ${state.actionCount} after ${log.length} actions`);
      const broken = checkInvariants(title, state);
      if (broken.length) violation(k, choice, action, `invariant broken: ${broken.join('; ')}`);

      // The log as stored and replayed by the API: through JSON, applied without a seat.
      const stored = JSON.parse(JSON.stringify(action)) as unknown;
      const s = apply(title, shadow, stored);
      if (!s.ok) {
        violation(k, choice, action, `the stored log does not replay: action ${k} refused: ${s.error.code}: ${s.error.message}`);
        break;
      }
      shadow = s.state;
      const diff = firstDifference(state, shadow);
      if (diff) violation(k, choice, action, `the state differs from the replay of the log: ${diff}`);

      const p = progressOf(state);
      if (p !== progress) {
        progress = p;
        progressAt = log.length;
      }
      const rn = summarize(title, state).round.description;
      if (rn !== roundName) {
        roundName = rn;
        roundAt = log.length;
      }
      if (!state.finished && log.length - roundAt >= spec.stallWindow) {
        violation(k, choice, action, `the round "${rn}" has not ended in ${spec.stallWindow} actions`);
        break;
      }
      if (!state.finished && log.length - progressAt >= spec.stallWindow) {
        const recent = new Map<string, number>();
        for (const x of log.slice(-spec.stallWindow)) recent.set(String((x as { type?: unknown }).type), (recent.get(String((x as { type?: unknown }).type)) ?? 0) + 1);
        report.stalled =
          `nothing changed in the last ${spec.stallWindow} actions (phase ${state.phase}, no train bought, no tile laid, no corporation floated or closed) while the rounds went on (now ${rn}); ` +
          `players' cash ${state.players.map((pl) => pl.cash).join('/')}; floated: ${
            Object.values(state.corporations)
              .filter((c) => c.floated && !c.closed)
              .map((c) => `${c.id} ${c.cash}/${c.trains.length}t${c.insolvent ? '/insolvent' : ''}${c.president === null ? '/receivership' : ''}`)
              .join(', ') || 'none'
          }; the bot played ${[...recent].map(([t, n]) => `${n} ${t}`).join(', ')}`;
        // Stopped by agreement of every seat still in the game, each agreement an action checked as any other.
        for (const pl of state.players) {
          if (state.finished || pl.bankrupt) continue;
          const end = { type: 'end_game', entityType: 'player', entity: pl.seat };
          const e = apply(title, state, end, { seat: pl.seat });
          const se = e.ok ? apply(title, shadow, JSON.parse(JSON.stringify(end)) as unknown) : null;
          if (!e.ok || !se?.ok) {
            violation(log.length, null, end, `the agreement to end the stalled game is refused: ${!e.ok ? `${e.error.code}: ${e.error.message}` : 'by the replay of the log'}`);
            break;
          }
          state = e.state;
          shadow = se.state;
          log.push(end);
          report.actions = log.length;
          report.types.end_game = (report.types.end_game ?? 0) + 1;
        }
        if (state.finished) report.stalled += '; ended by agreement of every seat';
      }

      if ((k + 1) % spec.replayEvery === 0 || state.finished || report.stalled) {
        const rp = replay(title, setup, JSON.parse(JSON.stringify(log)) as unknown[]);
        if (!rp.ok) violation(k, choice, action, `replay() refuses action ${rp.index}: ${rp.error.code}: ${rp.error.message}`);
        else {
          const d = firstDifference(state, rp.state);
          if (d) violation(k, choice, action, `the state differs from replay() of the whole log: ${d}`);
        }
      }
      if (report.stalled) break;
    }
  } catch (err) {
    violation(log.length, null, null, `the engine threw: ${describeError(err)}`);
  }
  if (state.finished) {
    report.finished = state.finished.reason;
    const scores = state.finished.scores;
    report.scores = state.players.map((p) => scores[String(p.seat)] ?? 0);
  }
  if (report.violations.length > 0) spec.dump?.({ title: spec.titleId, variant, setup, actions: log });
  report.ms = performance.now() - started;
  return report;
}

function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const typed = typeof code === 'string' && ENGINE_CODES.has(code);
    return typed ? `${code}: ${err.message}` : `${err.name}: ${err.message}${err.stack ? `\n${err.stack.split('\n').slice(1, 4).join('\n')}` : ''}`;
  }
  return String(err);
}

export function runFuzz(options: FuzzOptions): FuzzResult {
  const definitions = options.definitions ?? loadAllTitles();
  // "all" means every playable title; a title in development (title.json status) runs only when named.
  const playable = [...definitions.keys()].filter((id) => definitions.get(id)!.title.status !== 'inDevelopment').sort();
  const wanted = options.titles.length === 0 || options.titles.includes('all') ? playable : options.titles;
  const result: FuzzResult = { games: 0, actions: 0, stalled: [], violations: [], reports: [] };
  for (const titleId of wanted) {
    const definition = definitions.get(titleId);
    if (!definition) {
      const v: Violation = {
        title: titleId,
        seed: options.seed,
        variant: null,
        players: 0,
        actionIndex: -1,
        actionId: null,
        action: null,
        message: `title ${titleId} cannot be played: no title with this id under definitions/ (there are: ${[...definitions.keys()].sort().join(', ')})`,
        repro: `npm run fuzz -- --title ${titleId}`,
      };
      result.violations.push(v);
      options.log?.(formatViolation(v));
      continue;
    }
    for (let g = 0; g < options.games; g++) {
      const seed = (options.seed + g) >>> 0;
      const report = fuzzGame({
        titleId,
        ...(options.sources?.[titleId] ? { source: options.sources[titleId] } : {}),
        definition,
        seed,
        replayEvery: options.replayEvery,
        maxActions: options.maxActions,
        stallWindow: options.stallWindow ?? DEFAULT_STALL_WINDOW,
        ...(options.players !== undefined ? { players: options.players } : {}),
        ...(options.variant !== undefined ? { variant: options.variant } : {}),
        ...(options.trace ? { trace: options.trace } : {}),
        ...(options.dump ? { dump: options.dump } : {}),
      });
      result.games++;
      result.actions += report.actions;
      result.reports.push(report);
      result.violations.push(...report.violations);
      if (report.stalled && report.violations.length === 0) result.stalled.push(report);
      const end = report.finished ?? (report.stalled ? 'stalled' : 'NOT FINISHED');
      options.log?.(
        `${titleId.padEnd(6)} seed ${String(seed).padStart(10)}  ${report.players}p  ${(report.variant ?? '-').padEnd(22)} ${String(report.actions).padStart(5)} actions  ${end.padEnd(22)} ${(report.ms / 1000).toFixed(1).padStart(6)} s  ${report.violations.length ? `${report.violations.length} VIOLATION(S)` : 'ok'}`,
      );
      for (const v of report.violations) options.log?.(formatViolation(v));
      if (report.stalled && report.violations.length === 0) options.log?.(`  stalled: ${report.stalled}`);
    }
  }
  return result;
}

export function formatViolation(v: Violation): string {
  return [
    `VIOLATION title=${v.title} seed=${v.seed} players=${v.players} variant=${v.variant ?? 'none'} action=${v.actionIndex}${v.actionId ? ` (${v.actionId})` : ''}`,
    `  ${v.message}`,
    ...(v.action !== null ? [`  action: ${JSON.stringify(v.action)}`] : []),
    `  rerun: ${v.repro}`,
  ].join('\n');
}

export function summaryLine(r: Pick<FuzzResult, 'games' | 'actions' | 'violations'>): string {
  return `SUMMARY games=${r.games} actions=${r.actions} violations=${r.violations.length}`;
}

export const FUZZ_USAGE = `usage: switchyard fuzz [--title ID|DIR|all]... [--games N] [--seed S] [--replay-every K]
                     [--players P] [--variant V|none|random] [--max-actions M] [--stall-window W] [--quiet] [--trace] [--dump FILE]`;

export function parseArgs(argv: string[]): FuzzOptions & { quiet: boolean } {
  const opts: FuzzOptions & { quiet: boolean } = { titles: [], games: 5, seed: 1, replayEvery: DEFAULT_REPLAY_EVERY, maxActions: DEFAULT_MAX_ACTIONS, quiet: false };
  const int = (name: string, v: string | undefined, min: number): number => {
    const n = Number(v);
    if (v === undefined || !Number.isInteger(n) || n < min) throw new Error(`${name} takes an integer >= ${min}, got ${JSON.stringify(v)}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = (): string | undefined => argv[++i];
    switch (a) {
      case '--title':
        opts.titles.push(...(next() ?? '').split(',').filter(Boolean));
        break;
      case '--games':
        opts.games = int(a, next(), 1);
        break;
      case '--seed':
        opts.seed = int(a, next(), 0);
        break;
      case '--replay-every':
        opts.replayEvery = int(a, next(), 1);
        break;
      case '--max-actions':
        opts.maxActions = int(a, next(), 1);
        break;
      case '--stall-window':
        opts.stallWindow = int(a, next(), 1);
        break;
      case '--players':
        opts.players = int(a, next(), 1);
        break;
      case '--variant': {
        const v = next();
        if (!v) throw new Error('--variant takes a variant id, none or random');
        opts.variant = v;
        break;
      }
      case '--dump': {
        const file = next();
        if (!file) throw new Error('--dump takes a file name');
        opts.dump = (game) => writeFileSync(file, JSON.stringify(game));
        break;
      }
      case '--quiet':
        opts.quiet = true;
        break;
      case '--trace':
        opts.trace = (line) => console.log(line);
        break;
      case '--help':
      case '-h':
        throw new Error(FUZZ_USAGE);
      default:
        throw new Error(`unknown argument ${a}\n${FUZZ_USAGE}`);
    }
  }
  return opts;
}

/** `switchyard fuzz` and `npm run fuzz`: returns the exit code (0 clean, 1 a violation, 2 bad arguments). */
export function fuzzCommand(argv: string[], io: { stdout(line: string): void; stderr(line: string): void }): number {
  let opts: ReturnType<typeof parseArgs>;
  try {
    opts = parseArgs(argv);
  } catch (err) {
    io.stderr((err as Error).message);
    return 2;
  }
  // A --title naming a folder with a title.json plays that title, validated first: a title being
  // written outside definitions/ (docs/adding-a-title.md, step 3).
  const dirs = opts.titles.filter((t) => existsSync(join(t, 'title.json')));
  if (dirs.length > 0) {
    const ids = opts.titles.filter((t) => !dirs.includes(t));
    const definitions = ids.length > 0 ? loadAllTitles() : new Map<string, Definition>();
    const sources: Record<string, string> = {};
    for (const dir of dirs) {
      let loaded: ReturnType<typeof loadValidTitleDir>;
      try {
        loaded = loadValidTitleDir(dir);
      } catch (err) {
        io.stderr((err as Error).message);
        return 2;
      }
      definitions.set(loaded.definition.title.id, loaded.definition);
      sources[loaded.definition.title.id] = dir;
    }
    opts = { ...opts, titles: [...ids, ...Object.keys(sources)], definitions, sources };
  }
  const started = performance.now();
  const titles = opts.titles.length ? opts.titles.join(',') : 'all';
  io.stdout(`fuzz: titles ${titles}, ${opts.games} game(s) each from seed ${opts.seed}, replay() every ${opts.replayEvery} action(s) and at the end, shadow replay after every action`);
  const result = runFuzz({ ...opts, log: (line) => (opts.quiet && !line.startsWith('VIOLATION') && !line.startsWith('  ') ? undefined : io.stdout(line)) });
  io.stdout(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (result.stalled.length > 0) {
    io.stdout(`${result.stalled.length} game(s) stalled (the random players stopped changing anything; not counted as violations): ${result.stalled.map((r) => `${r.title}/${r.seed}`).join(', ')}`);
  }
  io.stdout(summaryLine(result));
  return result.violations.length > 0 ? 1 : 0;
}

function main(): void {
  process.exit(fuzzCommand(process.argv.slice(2), { stdout: (line) => console.log(line), stderr: (line) => console.error(line) }));
}

if (require.main === module) main();
