/**
 * Start modes (title.json startModes; 1862 §1 item 2, §2.4, §2.5): how a corporation is started
 * decides its capitalisation, its par prices and its station tokens, so these are read from the
 * corporation's state (`startMode`, set at par) instead of corporations.json. A par in a stock
 * round gives startModes.stockRoundPar (1862 non-chartered); a charter won in a parliament round
 * gives rounds.parliament.startMode (1862 chartered).
 *
 * Also here: tokens bought at float (a fixed count, or a count the president chooses), the
 * startability of a corporation (wave, home room), and the charter obligation enforced at the end
 * of the next stock round (fine and reset; rounds.parliament.obligation).
 */
import { parPriceForStartMode } from './rules/parPriceForStartMode';
import type { Title } from '../../definition/title';
import { each, type Mechanism } from '../../core/mechanism';
import { type Ctx, money, newCtx, playerName } from '../../context';
import { illegal, type GameError } from '../../errors';
import type { Action, ChooseAction } from '../../generated/actions';
import { freeSlot } from '../../map/tokens';
import { homeUpgradeWouldMakeRoom } from '../homeStation';
import { sharePrice, certPercents, percentHeld } from '../../shares/holdings';
import { corpHolder, playerHolder, type CorporationState, type GameState, type StockRoundState } from '../../state/types';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { pay, receive } from '../../state/bank';
import { keepHexTokens } from '../../state/hexes';
import { corporationAvailable } from '../corporationOrder';
import { actingSeat } from '../../state/actingSeat';
import { salePricePerShare } from '../shareValue';
import { modeConfig, modeForNewStart, START_REF, startModes } from './modes';

export { lowestModePar, modeConfig, modeForNewStart, modeParPrices, START_REF, startModes } from './modes';

export const TOKENS_REF = '1862 rules §2.5 (tokens bought at float; title.json startModes tokens)';
export const OBLIGATION_REF = '1862 rules §2.4 (obligation: fine and reset at the end of the next stock round)';

/**
 * The corporation's capitalisation (its start mode's, else corporations.json) and what an
 * initial-offering share costs (its mode's ipoPrice, else rounds.stock.ipoPrice): the core's
 * (engine/shares/terms.ts), which asks the hooks capitalization and ipoPrice below.
 */
export { capitalizationOf, ipoUnitPrice } from '../../shares/terms';

/** At par: the corporation takes the start mode of the round it is started in. */
export function setStartMode(ctx: Ctx, c: CorporationState): void {
  const mode = modeForNewStart(ctx);
  if (mode) c.startMode = mode;
}

/**
 * Whether the corporation may be started now (1862 §2.4 "startable"): it is open and not started,
 * its wave has come (setup.corporationOrder), and, with startModes.homeMustHaveRoom, its home city
 * has a free station slot. (The case of a home tile that could be upgraded to one with an extra
 * slot is not modelled: definitions/1862/NOTES.md G6.)
 */
export function startable(title: Title, state: GameState, corp: string): GameError | null {
  const c = state.corporations[corp];
  if (!c || c.closed) return illegal(`${corp} is not in play`, START_REF);
  if (c.par !== null) return illegal(`${corp} has already been started`, START_REF);
  const wave = corporationAvailable(title, state, corp);
  if (wave) return wave;
  return homeRoom(title, state, corp);
}

/** startModes.homeMustHaveRoom: the home city must have a free slot, or (rounds.operating.homeStation upgradeForSlot) a legal home lay that adds one (1862 legal_to_start?). */
export function homeRoom(title: Title, state: GameState, corp: string): GameError | null {
  if (!startModes(title)?.homeMustHaveRoom) return null;
  const home = title.corporation.get(corp)!.home;
  if (!home) return null;
  const ctx: Ctx = newCtx(title, state);
  return freeSlot(ctx, home.hex, home.city ?? 0, corp) !== null || homeUpgradeWouldMakeRoom(ctx, corp) ? null : illegal(`${corp}'s home city ${home.hex} has no free station slot`, START_REF);
}

/**
 * At float: the corporation buys its station tokens (its mode's `tokens`). A fixed count is paid at
 * once; a range waits for the president's choose action (queued in the stock round).
 */
export function buyTokensAtFloat(ctx: Ctx, c: CorporationState): void {
  const t = modeConfig(ctx.title, c.startMode)?.tokens;
  if (!t) return;
  if (t.count !== undefined) {
    payForTokens(ctx, c, t.count, t.price);
    return;
  }
  const round = ctx.state.round;
  if (round.kind === 'stock') (round.tokenChoice ??= []).push(c.id);
  else payForTokens(ctx, c, t.min ?? 1, t.price);
}

function payForTokens(ctx: Ctx, c: CorporationState, n: number, price: number): void {
  pay(ctx, corpHolder(c.id), 'bank', n * price);
  c.tokensBought = n;
  ctx.log.push(`${c.id} buys ${n} station tokens for ${money(ctx, n * price)}`);
}

/** The counts the president may choose: min..max that the treasury can pay (at least the minimum). */
export function tokenCounts(ctx: Ctx, c: CorporationState): number[] {
  const t = modeConfig(ctx.title, c.startMode)?.tokens;
  if (!t || t.min === undefined) return [];
  const max = t.max ?? t.min;
  const out: number[] = [];
  for (let n = t.min; n <= max; n++) if (n * t.price <= c.cash) out.push(n);
  return out.length > 0 ? out : [t.min];
}

const pendingChoice = (ctx: Ctx): string | null => {
  const round = ctx.state.round;
  return round.kind === 'stock' && round.tokenChoice?.length ? round.tokenChoice[0]! : null;
};

/** While a token choice is pending, its president acts (for the corporation); in receivership, whoever takes its turns. */
export function tokenChoiceActor(ctx: Ctx): Actor | null {
  const corp = pendingChoice(ctx);
  if (!corp) return null;
  const seat = actingSeat(ctx.state, corp, ctx.title);
  return { entityType: 'player', entity: seat, seat };
}

export function tokenChoiceLegal(ctx: Ctx, actor: Actor): LegalAction[] {
  const corp = pendingChoice(ctx);
  if (!corp) return [];
  return tokenCounts(ctx, ctx.state.corporations[corp]!).map((n) => ({ id: `choose:${n}`, action: act(actor, 'choose', { choice: String(n) }) }));
}

export function processTokenChoice(ctx: Ctx, actor: Actor, action: Action): void {
  const corp = pendingChoice(ctx)!;
  const c = ctx.state.corporations[corp]!;
  if (action.type !== 'choose') throw illegal(`${corp} has floated: ${playerName(ctx, actor.seat)} must first choose how many station tokens it buys`, TOKENS_REF);
  const n = Number((action as ChooseAction).choice);
  const counts = tokenCounts(ctx, c);
  if (!counts.includes(n)) throw illegal(`${corp} may buy ${counts.join(', ')} tokens, not ${(action as ChooseAction).choice}`, TOKENS_REF);
  payForTokens(ctx, c, n, modeConfig(ctx.title, c.startMode)!.tokens!.price);
  (ctx.state.round as StockRoundState).tokenChoice!.shift();
}

/**
 * The end of a stock round (rounds.parliament.obligation): each charter whose deadline is this
 * round and that is still held (its corporation has not floated) fines its holder and resets the
 * corporation. The fine, fineParMultiple x par, comes from cash; what cash cannot cover is paid by
 * the holder's certificates of the corporation at their sale value (any surplus refunded); the
 * rest is forgiven. Forced sales of the holder's other shares (18xx.games forced_sales) are not
 * modelled (definitions/1862/NOTES.md G5).
 */
export function enforceObligations(ctx: Ctx, stockRound: number): void {
  const rule = ctx.title.rounds.parliament?.obligation;
  if (!rule) return;
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (!c.charterObligation || c.charterObligation.deadline > stockRound || c.floated) continue;
    const seat = c.charterObligation.holder;
    const holder = playerHolder(seat);
    const fine = rule.fineParMultiple * c.par!;
    const fromCash = Math.min(fine, Math.max(0, ctx.state.players[seat]!.cash));
    pay(ctx, holder, 'bank', fromCash);
    let owed = fine - fromCash;
    if (owed > 0) {
      const value = (percentHeld(ctx.title, c, holder) / 10) * salePricePerShare(ctx.title, c, sharePrice(ctx.title, c)!);
      const refund = Math.max(0, value - owed);
      owed = Math.max(0, owed - value);
      if (refund > 0) receive(ctx, holder, refund);
    }
    ctx.log.push(
      `${playerName(ctx, seat)} has not floated ${c.id}: fined ${money(ctx, fine)}` + (owed > 0 ? `; ${money(ctx, owed)} cannot be paid and is forgiven` : ''),
    );
    resetCorporation(ctx, c);
  }
}

/**
 * A corporation is reset so that it can be started again (1862 §2.4 restart_corporation!): all its
 * certificates go back to the initial offering, it loses its par, price, president, start mode and
 * tokens, its treasury goes to the bank, and its dealt permits are restored.
 */
/** A corporation back to unstarted: no par, price, president, start mode or bought tokens; not floated or operated. */
export function clearStart(c: CorporationState): void {
  c.par = null;
  c.market = null;
  c.president = null;
  c.floated = false;
  c.operated = false;
  // Cleared, not deleted: a delete turns the corporation's object into a slow dictionary for the rest of the game
  // (V8), and every step reads corporations. The stored state is the same (JSON leaves undefined fields out).
  if (c.startMode !== undefined) c.startMode = undefined;
  if (c.tokensBought !== undefined) c.tokensBought = undefined;
}

export function resetCorporation(ctx: Ctx, c: CorporationState): void {
  const before = [...c.certs];
  for (let i = 0; i < c.certs.length; i++) c.certs[i] = 'ipo';
  if (c.cash !== 0) pay(ctx, corpHolder(c.id), 'bank', c.cash);
  for (const t of c.tokens) keepHexTokens(ctx.state, t.hex, (x) => x.corporation !== c.id);
  c.tokens = [];
  // No trains after a reset (1862.md §2.8): any it had go to the open market.
  for (const t of ctx.state.trains) if (t.owner === corpHolder(c.id)) t.owner = 'pool';
  c.trains = [];
  clearStart(c);
  if (c.charterObligation !== undefined) c.charterObligation = undefined;
  if (c.originalPermits) c.permits = [...c.originalPermits];
  ctx.log.push(`${c.id} is reset: its certificates return to the bank and it may be started again`);
  // With a tableau its shares stay where they are (the player's go to the market) and its marker returns to the cup (1862 solo S23, S25).
  each(ctx.title, 'corporationReset', ctx, c, before);
}

/** The percentage of the president's certificate: what starting a corporation buys. */
export const presidentPercent = (title: Title, corp: string): number => certPercents(title, corp)[0]!;

/**
 * Tokens bought at float (title.json startModes tokens; 1862 §2.5) or gathered in a merger: exactly
 * that many, already paid for, in place of the charter's.
 */
export const tokensBought = (_title: Title, c: CorporationState): number[] | null =>
  // fill, not Array.from with a mapper: every station check asks this (map/tokens.ts tokenPrices), and the mapper costs a call per token.
  c.tokensBought === undefined ? null : new Array<number>(c.tokensBought).fill(0);

/** title.json startModes (1862 §2.4-2.5): a new start's mode sets its capitalisation, its share price and its tokens. */
export const mechanism: Mechanism = {
  id: 'startModes',
  block: 'title.startModes',
  slice: { keys: ['startMode', 'tokensBought', 'tokenChoice'] },
  appliesTo: (d) => d.title.startModes !== undefined,
  hooks: {
    capitalization: (title, c) => modeConfig(title, c.startMode)?.capitalization ?? null,
    ipoPrice: (title, c) => modeConfig(title, c.startMode)?.ipoPrice ?? null,
    corporationStarting: setStartMode,
    floatCapitalised: buyTokensAtFloat,
    stockRules: () => [{ action: 'par', at: 'price', rule: parPriceForStartMode }],
    parRefusal: homeRoom,
    stationTokens: tokensBought,
  },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /** How it was started (title.json startModes.modes; 1862 chartered / nonChartered): decides capitalisation, par prices and tokens. */
    startMode?: string;
    /** Station tokens bought at float (title.json startModes tokens): it has exactly this many. */
    tokensBought?: number;
  }
}

declare module '../../state/slices' {
  interface StockRoundSlices {
    /** Corporations that floated this round whose president must now choose how many tokens to buy (title.json startModes tokens min/max). */
    tokenChoice?: string[];
  }
}
