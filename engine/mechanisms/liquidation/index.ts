/**
 * Liquidation of companies in the market's lowest cell (rounds.issueTakeover step "liquidate";
 * 1820 §8.1 step 4 L736-739, §8.5 L884-894, §8.4.3 L867-880; the £10 box is "in liquidation",
 * §10.7 L1008-1017).
 *
 * The bank "automatically makes the minimum bid" (L892), the current price (£10) times the shares
 * in play (L792, §10.6). Where the title has takeovers (rounds.issueTakeover.takeovers), companies
 * may outbid it (engine/mechanisms/issueTakeoverRound/takeoverSteps.ts; a winner buys the stations on the map and the trains,
 * mechanisms/issueTakeoverRound/takeover.ts buyLiquidatedAssets); otherwise, or when nobody does, the bank wins. So,
 * for each such company in operating order:
 * 1. the bank pays that bid to the company's treasury (L894) and takes its stations on the map and
 *    its trains: the stations leave the map (British Rail would take them, G15, not built) and the
 *    trains leave the game (L880 "all other assets ... are discarded");
 * 2. the company repays all its loans (L872). A shortfall is divided by the shares in play
 *    (rounding down) and each player and investor (a cousin, engine/shares/investor.ts) pays that much
 *    per share they hold (L874-876); one short of cash sells shares of other companies to pay
 *    (`sellToRaise`, and a player British Rail units), and a player who still cannot pay is bankrupt: the
 *    game ends at once (§10.2 L951-955, `assessPlayer`; an investor goes bankrupt instead, §10.3: its
 *    mechanism answers the investorCharged hook, engine/shares/investor.ts chargeInvestor);
 * 3. what the treasury then holds is divided among the shares in play (rounding down): players
 *    receive their shares' part, the pool's part goes to the bank, and the rest goes to the
 *    previous director (L876-877);
 * 4. the charter returns to the supply and may float again (L751): every certificate back to the
 *    company, no par, no price, no director, no share count.
 * Read as: a company is liquidated when the step runs if it is in the lowest cell then. §8.1 says
 * "in liquidation at the start of the Issue & Takeover Round"; nothing in the round before this
 * step can put a company there (issues may not, §8.3 L786; reductions are not built).
 */
import { sellToRaise } from '../shared/sellToRaise';
import { finishGame } from '../end';
import { britishRailTakesMarkers } from '../britishRail';
import { money, playerName, type Ctx } from '../../context';
import { cellAt, lowestCell } from '../../market/grid';
import { placeMarker } from '../../market/moves';
import { corpHolder, playerHolder, seatOf, type CorporationState } from '../../state/types';
import { chargeInvestor, directorOf, holderName, investorInPlay, isInvestor, seatPlaying } from '../../shares/investor';
import type { Holder } from '../../state/types';
import { pay } from '../../state/bank';
import { keepHexTokens } from '../../state/hexes';
import { inLiquidation } from '../shared/liquidationBox';
import { loansConfig, sharesInPlay } from '../loans';
import { compareOperatingOrder } from '../operatingOrder';
import { clearStart } from '../startModes';
import { each, type Mechanism } from '../../core/mechanism';

export { inLiquidation } from '../shared/liquidationBox';

/**
 * rounds.operating.mustBuyTrain "neverThenLiquidate" (1820 §7.2.7 L679-680): a company that owns no train
 * when its train-buying step ends is put into liquidation, its marker moved to the lowest cell, under any
 * marker already there (§10.7 L1010-1012). The liquidation itself waits for the next Issue & Takeover
 * round's liquidate step (§8.1 step 4 L736: "in liquidation at the start of the Issue & Takeover Round");
 * 1820's every operating round is followed by one (§5 L237-256). Until then it runs the rest of its turn.
 */
export function liquidateIfTrainless(ctx: Ctx, corp: string): void {
  if (ctx.title.rounds.operating.mustBuyTrain !== 'neverThenLiquidate') return;
  const c = ctx.state.corporations[corp]!;
  if (!c.floated || c.closed || !c.market || c.trains.length > 0 || inLiquidation(ctx, c)) return;
  placeMarker(ctx, c, lowestCell(ctx.title.market));
  ctx.log.push(`${corp} owns no train after its train-buying step and goes into liquidation at ${money(ctx, cellAt(ctx.title.market, c.market).price)}`);
}

/** The companies in the liquidation box, in operating order (§8.1 step 4). */
export function companiesInLiquidation(ctx: Ctx): CorporationState[] {
  const corps = Object.values(ctx.state.corporations).filter((c) => c.floated && inLiquidation(ctx, c));
  corps.sort((a, b) => compareOperatingOrder(ctx, a, b));
  return corps;
}

export function liquidateCompanies(ctx: Ctx): void {
  // A bankrupt cousin's companies follow in the same round (§8.1 L738), in operating order here
  // (with takeovers, engine/mechanisms/issueTakeoverRound/takeoverSteps.ts lets the cousin's player choose).
  const queue = companiesInLiquidation(ctx);
  while (queue.length > 0 && !ctx.state.finished) {
    const orphans = liquidate(ctx, queue.shift()!);
    for (const id of orphans.flatMap((o) => o.companies)) queue.push(ctx.state.corporations[id]!);
  }
}

/**
 * Liquidates the company with the bank's winning `bid` (default: the minimum bid, the current price
 * times the shares in play, §8.5 L892; a self-offer won by the bank's automatic bid passes its own,
 * §8.4.3 L852-853).
 */
export function liquidate(ctx: Ctx, c: CorporationState, winningBid?: number, assetsSold = false): LeftWithoutDirector {
  const { state, title } = ctx;
  const inPlay = sharesInPlay(ctx.title, c);
  const price = cellAt(title.market, c.market!).price;
  const holders = new Map<number, number>();
  for (const h of c.certs) if (h.startsWith('player:')) holders.set(Number(h.slice(7)), (holders.get(Number(h.slice(7))) ?? 0) + 1);
  // Investors (cousins) are assessed and paid per share as players are (§8.5 L876-878).
  const investors = new Map<Holder, number>();
  for (const h of c.certs) if (isInvestor(title, h)) investors.set(h, (investors.get(h) ?? 0) + 1);
  // The previous director, a player or a cousin, takes what is left of the treasury (L878).
  const director = directorOf(title, c);
  const orphans: LeftWithoutDirector = [];
  // 1. The bank's automatic minimum bid wins; it takes the stations on the map and the trains. A
  //    company's winning bid has already been paid and its assets taken (takeover.ts buyLiquidatedAssets).
  if (!assetsSold) {
    const bid = winningBid ?? price * inPlay;
    if (bid > 0) pay(ctx, 'bank', corpHolder(c.id), bid);
    ctx.log.push(`${c.id} is liquidated: the bank buys its stations and trains for ${money(ctx, bid)} (${inPlay} shares in play at ${money(ctx, price)})`);
    // Once British Rail exists its markers take the stations' circles (title.json britishRail; 1820 §13.5 L1286).
    britishRailTakesMarkers(ctx, c.id, c.tokens);
    for (const t of c.tokens) if (state.hexes[t.hex]) keepHexTokens(state, t.hex, (x) => x.corporation !== c.id);
    c.tokens = [];
    for (const t of state.trains) if (t.owner === corpHolder(c.id)) t.owner = 'scrap';
    c.trains = [];
  } else ctx.log.push(`${c.id} is liquidated`);
  // 2. Loans are repaid; holders are assessed for a shortfall.
  const loans = c.loans ?? 0;
  if (loans > 0) {
    const due = loans * (loansConfig(title)?.amount ?? 0);
    const paid = Math.min(due, c.cash);
    if (paid > 0) pay(ctx, corpHolder(c.id), 'bank', paid);
    ctx.log.push(`${c.id} repays ${loans} loan${loans === 1 ? '' : 's'} (${money(ctx, due)})`);
    const each = inPlay > 0 ? Math.floor((due - paid) / inPlay) : 0;
    if (each > 0)
      for (const [seat, n] of holders) {
        if (!assessPlayer(ctx, seat, each * n, c.id)) return orphans;
        ctx.log.push(`${playerName(ctx, seat)} pays ${money(ctx, each * n)} towards ${c.id}'s loans (${money(ctx, each)} a share)`);
      }
    // An investor that cannot pay, even after selling what it may, goes bankrupt (§10.3 L957-968: a cousin).
    // Its companies are then left without a director (§10.3 L964): returned to the caller to liquidate.
    if (each > 0)
      for (const [h, n] of investors) {
        const left = chargeInvestor(ctx, h, each * n, c.id);
        if (left.length > 0) orphans.push({ seat: seatPlaying(title, state, h)!, companies: left });
      }
    c.loans = 0;
  }
  // 3. A surplus goes to the shares in play, the rest to the previous director.
  if (c.cash > 0 && inPlay > 0) {
    const each = Math.floor(c.cash / inPlay);
    for (const [seat, n] of holders) {
      if (each * n === 0) continue;
      pay(ctx, corpHolder(c.id), playerHolder(seat), each * n);
      ctx.log.push(`${playerName(ctx, seat)} receives ${money(ctx, each * n)} from ${c.id}'s treasury (${money(ctx, each)} a share)`);
    }
    for (const [h, n] of investors) {
      if (each * n === 0 || !investorInPlay(title, state, h)) continue;
      pay(ctx, corpHolder(c.id), h, each * n);
      ctx.log.push(`${holderName(ctx, h)} receives ${money(ctx, each * n)} from ${c.id}'s treasury (${money(ctx, each)} a share)`);
    }
    const pool = c.certs.filter((h) => h === 'market').length;
    if (each * pool > 0) pay(ctx, corpHolder(c.id), 'bank', each * pool);
    // A director that has left the game (a bankrupt cousin) takes nothing.
    if (c.cash > 0 && director !== null && (seatOf(director) !== null || investorInPlay(title, state, director))) {
      ctx.log.push(`${holderName(ctx, director)} receives the remaining ${money(ctx, c.cash)} of ${c.id}'s treasury`);
      pay(ctx, corpHolder(c.id), director, c.cash);
    }
  }
  if (c.cash > 0) pay(ctx, corpHolder(c.id), 'bank', c.cash);
  // 4. The charter returns to the supply.
  returnToSupply(ctx, c);
  return orphans;
}

/**
 * A player owes `amount` to the bank for a liquidated company's loans (§8.5 L876, §17.3 L1676-1679): they pay from
 * their cash, selling shares of other companies when it falls short (`sellToRaise`) and then British Rail units
 * (§13.5 L1298: traded as shares), never the last unit players hold (§6.5.2.3 L462). One who still cannot pay is
 * bankrupt (§10.2 L953-955): their cash goes to the bank and the game ends at once (endConditions bankruptcy;
 * scoring.bankruptScoresZero gives them £0). False then.
 */
function assessPlayer(ctx: Ctx, seat: number, amount: number, except: string): boolean {
  const { state } = ctx;
  const player = state.players[seat]!;
  if (player.cash < amount) sellToRaise(ctx, playerHolder(seat), amount, except);
  const br = state.britishRail;
  if (player.cash < amount && br && br.holdings[seat]! > 0) {
    const others = br.holdings.reduce((a, u, s) => a + (s === seat ? 0 : u), 0);
    const sellable = others > 0 ? br.holdings[seat]! : br.holdings[seat]! - 1;
    const units = Math.min(sellable, Math.ceil((amount - player.cash) / br.price));
    if (units > 0) {
      br.holdings[seat]! -= units;
      br.poolShareUnits += units;
      pay(ctx, 'bank', playerHolder(seat), units * br.price);
      ctx.log.push(`${playerName(ctx, seat)} sells ${units} British Rail share unit${units === 1 ? '' : 's'} for ${money(ctx, units * br.price)}`);
    }
  }
  if (player.cash >= amount) {
    pay(ctx, playerHolder(seat), 'bank', amount);
    return true;
  }
  ctx.log.push(`${playerName(ctx, seat)} cannot pay ${money(ctx, amount)} towards ${except}'s loans, even after selling every share they may sell, and is bankrupt`);
  player.bankrupt = true;
  if (player.cash > 0) pay(ctx, playerHolder(seat), 'bank', player.cash);
  finishGame(ctx, 'bankruptcy');
  return false;
}

/** Companies cousins' bankruptcies left without a director (§10.3 L964), one group per cousin with the seat of its player, who orders them. */
export type LeftWithoutDirector = { seat: number; companies: string[] }[];

/**
 * An acquired or liquidated company's charter returns to the supply and may float again (§8.1 L751):
 * every certificate back to the company, no par, price, director, share count, loans or gained markers.
 */
export function returnToSupply(ctx: Ctx, c: CorporationState): void {
  const before = [...c.certs];
  c.certs = ctx.title.corporation.get(c.id)!.certificates.map(() => 'ipo');
  delete c.equalShares;
  delete c.privateTrack;
  delete c.extraTokens;
  if (c.loans !== undefined) c.loans = 0;
  clearStart(c);
  ctx.log.push(`${c.id}'s charter returns to the supply`);
  // A company floated again is a new company (§8.1 L751, §13.1 L1213): the mechanisms clear their part of it
  // (1820: its investor director, its cousins' per-game uses).
  each(ctx.title, 'corporationReset', ctx, c, before);
}

/** rounds.operating.mustBuyTrain "neverThenLiquidate" (1820 §7.2.7): a company left trainless by its buy-train step goes into liquidation. */
export const mechanism: Mechanism = {
  id: 'trainlessLiquidation',
  block: 'title.rounds.operating.mustBuyTrain neverThenLiquidate',
  appliesTo: (d) => d.title.rounds.operating.mustBuyTrain === 'neverThenLiquidate',
  hooks: { trainStepLeft: liquidateIfTrainless },
};
