/**
 * Cousins (cousins.json; 1820 §14 L1337-1468): non-player investors, each owned and played by a
 * player, with a treasury and holdings of their own. This module sets them up and answers who owns
 * and holds what; they close at the start of the phase cousins.json `closeOnPhase` names
 * (closeCousins, cousinDirectors.ts, which hands their companies over).
 * The auction that sells them is engine/mechanisms/cousins/cousinAuction.ts; their trading is in
 * engine/steps/buySellParShares.ts with the rules in engine/shares/rules/ and engine/mechanisms/cousins/cousinInvestors/rules/.
 */
import { grantsTo } from '../../definition/abilities';
import { money, playerName, type Ctx } from '../../context';
import type { Title } from '../../definition/compile';
import { drawInt } from '../../rng';
import { certPercents, sharePercent, sharePrice } from '../../shares/holdings';
import { playerHolder, type GameState } from '../../state/types';
import { cousinHolder } from './cousinHolders';
import { cousinDef, cousinDefs, cousinsConfig } from './definitions';
import type { PublicCousinState } from '../../generated/public-view';
import { pay } from '../../state/bank';
import { handOverBeforeSale, handOverOnLeaving, leaveWithoutDirector } from './cousinDirectors';
import { tradingBarredByLiquidation } from '../liquidationTrading';

export { cousinDef, cousinDefs, cousinsConfig } from './definitions';
/** What other mechanisms read of the family: the holder naming a cousin, the cousin auction (stockRoundAuctions/). */
export { cousinHolder, cousinOf } from './cousinHolders';
export { cousinAuctionActor, cousinAuctionLegal, initCousinAuction, processCousinAuction } from './cousinAuction';

export const COUSIN_REF = '1820 rules §14';


/**
 * The cousins a game uses (cousins.json inPlay): "onePerColourRandom" draws one of each colour with
 * the game's seeded generator, colours in the order they first appear in the file (1820 §4 L234,
 * "select one cousin of each colour"; how is not said: NOTES G7 decision); "all" takes every cousin.
 */
export function setUpCousins(title: Title, state: GameState): void {
  const cfg = cousinsConfig(title);
  if (!cfg) return;
  let chosen = cousinDefs(title);
  if (cfg.inPlay === 'onePerColourRandom') {
    const colours = [...new Set(cousinDefs(title).map((c) => c.colour))];
    chosen = colours.map((colour) => {
      const of = cousinDefs(title).filter((c) => c.colour === colour);
      return of[drawInt(state, of.length)]!;
    });
  }
  state.cousins = Object.fromEntries(chosen.map((c): [string, CousinState] => [c.id, { id: c.id, owner: null, cash: 0, status: 'offered' }]));
}

/** The cousins `seat` owns and plays now, in the file's order. */
export function cousinsOf(title: Title, state: GameState, seat: number): CousinState[] {
  return cousinDefs(title).map((c) => state.cousins?.[c.id]).filter((c): c is CousinState => c?.status === 'owned' && c.owner === seat);
}

/** The cousin `id` if `seat` owns it and it is in play. */
export function ownedCousin(state: GameState, seat: number, id: string | undefined): CousinState | null {
  if (id === undefined) return null;
  const c = state.cousins?.[id];
  return c && c.status === 'owned' && c.owner === seat ? c : null;
}

/** Shares held by a player or a cousin count as held for the sale and sold-out rules (1820 §6.5.2.3 L462, §6.7 L551). */
export const heldByInvestor = (holder: string): boolean => holder.startsWith('player:') || holder.startsWith('cousin:');

/**
 * A fee the cousin owes the bank (1820 §8.5 L876: its part of a liquidated company's loans). Short of
 * money, it sells shares it may sell (floated companies that have operated, not `except`, each sale
 * leaving a player or cousin holder), one at a time in definition order, until it can pay; a sale of
 * a company it directs may hand that company over (§13.4, cousinDirectors.ts). If it still cannot
 * pay, it is bankrupt (§10.3 L957-968): its treasury goes to the bank, its shares to the pool, the
 * companies it directs are left without a director and go into liquidation, and it leaves the game.
 * Returns those companies (not `except`, which is being liquidated already), for the Issue & Takeover
 * round to liquidate in the same round (§8.1 L738).
 */
export function chargeCousin(ctx: Ctx, id: string, amount: number, except: string): string[] {
  const { title, state } = ctx;
  const cousin = state.cousins?.[id];
  if (!cousin || cousin.status !== 'owned' || amount <= 0) return [];
  const holder = cousinHolder(id);
  sellToRaise(ctx, holder, amount, except);
  const paid = Math.min(amount, cousin.cash);
  pay(ctx, holder, 'bank', paid);
  ctx.log.push(`${cousinDef(title, id)!.name} pays ${money(ctx, paid)} towards ${except}'s loans`);
  if (paid >= amount) return [];
  pay(ctx, holder, 'bank', cousin.cash);
  const orphans = handOverOnLeaving(ctx, id, true);
  for (const c of Object.values(state.corporations)) c.certs = c.certs.map((h) => (h === holder ? 'market' : h));
  cousin.status = 'bankrupt';
  ctx.log.push(`${cousinDef(title, id)!.name} is bankrupt and leaves the game`);
  // The company being liquidated needs no director any more: its charter returns to the supply.
  const liquidating = state.corporations[except];
  if (liquidating?.cousinDirector === id) {
    liquidating.president = null;
    delete liquidating.cousinDirector;
  }
  const left = orphans.filter((corp) => corp !== except);
  leaveWithoutDirector(ctx, left);
  return left;
}

/**
 * A forced sale (1820 §10.2-10.3 L951-968: a fee the holder must pay "even after selling all sale-able shares"):
 * `holder` (a player or a cousin) sells shares to the pool at the current price, one at a time, until its cash
 * reaches `amount` or nothing more may be sold: only companies that have operated (§6.5.2.3 L454), not in
 * liquidation (L456), not `except` (the company being liquidated), never the last share players and cousins hold
 * (L462); a director's sale may hand the company over (§13.4). [DECISION] The rules let the seller choose which
 * shares go; the engine, settling the fee inside the action that causes it, sells in corporations.json order.
 */
export function sellToRaise(ctx: Ctx, holder: string, amount: number, except: string): void {
  const { title, state } = ctx;
  const cashOf = (): number => (holder.startsWith('cousin:') ? state.cousins![holder.slice(7)]!.cash : state.players[Number(holder.slice(7))]!.cash);
  const name = holder.startsWith('cousin:') ? cousinDef(title, holder.slice(7))!.name : playerName(ctx, Number(holder.slice(7)));
  for (const def of title.corporations) {
    const c = state.corporations[def.id]!;
    if (c.id === except || c.closed || !c.operated) continue;
    // "after selling all sale-able shares (see 6.5.2.3)" (§10.3 L959): none of a company in liquidation (L456).
    if (tradingBarredByLiquidation(ctx, c.id)) continue;
    const price = sharePrice(title, c);
    if (price === null) continue;
    const pct = certPercents(title, c);
    while (cashOf() < amount && c.certs.filter(heldByInvestor).length > 1) {
      handOverBeforeSale(ctx, c, holder, sharePercent(ctx.title, c));
      const i = c.certs.lastIndexOf(holder);
      if (i <= 0) break;
      c.certs[i] = 'market';
      const proceeds = (pct[i]! / sharePercent(ctx.title, c)) * price;
      pay(ctx, 'bank', holder, proceeds);
      ctx.log.push(`${name} sells a share of ${c.id} for ${money(ctx, proceeds)}`);
    }
  }
}

/**
 * halveFloatDistanceFee (1820 §14.3.1 Charles Blacker Vignoles): when the cousin buys a share of a
 * company in the stock round in which it was started, the distance fees paid for its stations
 * (StockRoundState.floatFees) are halved: the bank returns half to the player who paid them (the
 * rules say "the company director"; the lobby owner paid, D8 #29: the payer is refunded), and pays the
 * cousin half of the fees as charged. Once per company.
 */
export function halveFloatFee(ctx: Ctx, cousin: string, corp: string): void {
  const round = ctx.state.round;
  if (round.kind !== 'stock' || cousinDef(ctx.title, cousin)?.ability.kind !== 'halveFloatDistanceFee') return;
  const paid = round.floatFees?.[corp];
  if (!paid || paid.halved || paid.fee <= 0) return;
  const half = Math.floor(paid.fee / 2);
  pay(ctx, 'bank', playerHolder(paid.seat), half);
  pay(ctx, 'bank', cousinHolder(cousin), half);
  paid.halved = true;
  ctx.log.push(`${cousinDef(ctx.title, cousin)!.name} halves ${corp}'s distance fee: ${playerName(ctx, paid.seat)} gets ${money(ctx, half)} back and the cousin receives ${money(ctx, half)}`);
}

/**
 * extraCityUpgrade (1820 §14.4.1 Bedlington Ironworks): an investment may upgrade a city tile beyond
 * its normal track build, once a turn (the rules give no frequency: decision, NOTES G7). The cousin
 * giving it, when the turn has not used it yet.
 */
export function extraCityUpgradeBy(ctx: Ctx, corp: string): string | null {
  const round = ctx.state.round;
  if (round.kind !== 'operating' || round.turn.tilesLaid.some((t) => t.cousin)) return null;
  return grantsTo(ctx, corp, 'extraCityUpgrade')[0]?.holder.id ?? null;
}

/** Money held by cousins (for the conservation invariant). */
export const cousinCash = (state: GameState): number => Object.values(state.cousins ?? {}).reduce((a, c) => a + c.cash, 0);

/** The cousins in play for the public view (schemas/public-view.schema.json cousins): each with its player, treasury and holdings. */
export function publicCousins(title: Title, state: GameState): PublicCousinState[] {
  return cousinDefs(title)
    .filter((def) => state.cousins?.[def.id])
    .map((def) => {
      const k = state.cousins![def.id]!;
      const holder = `cousin:${def.id}`;
      const shares: PublicCousinState['shares'] = [];
      for (const cdef of title.corporations) {
        const c = state.corporations[cdef.id]!;
        const pct = certPercents(title, c);
        let percent = 0;
        let certificates = 0;
        c.certs.forEach((h, i) => {
          if (h !== holder) return;
          percent += pct[i] ?? 0;
          certificates += 1;
        });
        if (certificates > 0) shares.push({ corporation: cdef.id, percent, certificates });
      }
      return { id: def.id, name: def.name, colour: def.colour, price: def.price, ability: def.ability.kind, kickback: def.kickback.kind, owner: k.owner, cash: k.cash, status: k.status, shares };
    });
}

/**
 * A cousin in play (cousins.json; 1820 §14): a non-player investor owned and played by a player,
 * with its own treasury and holdings (its certificates are held by `cousin:<id>`).
 */
export interface CousinState {
  id: string;
  /** Seat of the player who bought it; null while it is offered at the cousin auction. */
  owner: number | null;
  cash: number;
  /**
   * "offered": at the cousin auction, not yet bought; "owned": in play; "discarded": nobody bought it
   * (1820 §6.3.3 L319-326); "closed": closed at the start of cousins.json closeOnPhase (§14.1 L1366);
   * "bankrupt": could not pay a fee to the bank (§10.3 L957-968).
   */
  status: 'offered' | 'owned' | 'discarded' | 'closed' | 'bankrupt';
  /** Uses of its ability in this game by all its investments together, counted where the ability has params.usesPerGame (cousins.json). */
  uses?: number;
}

declare module '../../state/slices' {
  interface GameSlices {
    /** The cousins in play, by id (cousins.json inPlay). Absent: the title has no cousins. */
    cousins?: Record<string, CousinState>;
  }
}
