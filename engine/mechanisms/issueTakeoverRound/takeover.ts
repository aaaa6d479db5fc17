/**
 * A completed takeover: the acquiring company buys the sold company (1820 §8.4.3 L854-880,
 * rounds.issueTakeover.takeovers; the auction is engine/mechanisms/issueTakeoverRound/takeoverSteps.ts).
 *
 * 1. Payment (L856-860): the acquirer pays the winning bid; each share held by a player is bought
 *    for bid / shares in play (rounded down) and the rest of the bid goes to the bank. A public
 *    acquirer short of cash takes loans as needed, unless its director has raised the bid first by
 *    loans and issues of its choice (takeoverPayment.ts, raisePayment "loansOrIssues", L849; a
 *    liquidation purchase too, §8.5 L884); a private acquirer pays from its director's cash (§13.2 L1231).
 * 2. The sold company's treasury goes to the acquirer (L862).
 * 3. Its loans go to the acquirer (L863-867): a public one's price falls a cell per loan
 *    (loans.priceMovePerLoan) and loans above its shares in play are repaid at once (treasury, then
 *    the director: §17.3); a private acquirer's director repays them all.
 * 4. Its stations (L868-879): markers on the map become the acquirer's and markers on its charter
 *    join the acquirer's unplaced ones (CorporationState.extraTokens). The acquiring director then
 *    chooses which of two markers in one hex goes, which go above the maximum (unplaced ones first) and
 *    any more down to the limit (L861-867, L1326; takeoverStations.ts): a marker that goes becomes
 *    British Rail's once BR exists (G15), else leaves the map. Each marker kept above the limit, up to
 *    the maximum, costs `overage`.
 * 5. Its trains go to the acquirer, which discards down to the train limit (L871): its director chooses
 *    (rounds.operating.limitDiscardChoice, limitDiscardChoice.ts), else the cheapest go.
 * 6. The sold charter returns to the supply (liquidation.ts returnToSupply).
 */
import { type Ctx, money, newCtx, playerName } from '../../context';
import { corpHolder, playerHolder, seatOf, type CorporationState } from '../../state/types';
import { investorInPlay } from '../../shares/investor';
import { pay } from '../../state/bank';
import { changeHexToken } from '../../state/hexes';
import { movePrice } from '../shared/companyCharges';
import { returnToSupply } from '../liquidation';
import { loanRefusal, loansConfig, sharesInPlay, takeLoan } from '../loans';
import { isPrivateCompany } from '../privateCompanies';
import { stationMarkers } from './stationLimits';
import { settleStations } from './takeoverStations';
import { limitNow, trainPrice } from '../trains';
import { directorDiscards } from '../limitDiscardChoice';

export const TAKEOVER_REF = '1820 rules §8.4 L789-882 (takeovers)';

/** What the company could pay for a takeover: its cash and the loans it could still take (public), or its director's cash (private). */
export function takeoverCapacity(ctx: Ctx, c: CorporationState): number {
  if (isPrivateCompany(c)) return c.cash + (c.president !== null ? ctx.state.players[c.president]!.cash : 0);
  const cfg = loansConfig(ctx.title);
  if (!cfg) return c.cash;
  // Loans one after the other while allowed: the cap and the price (loans.ts loanRefusal), on a scratch copy.
  const scratch: Ctx = newCtx(ctx.title, { ...ctx.state, corporations: { ...ctx.state.corporations, [c.id]: { ...c } } });
  let loans = 0;
  while (loans < 50 && loanRefusal(scratch, c.id) === null) {
    const s = scratch.state.corporations[c.id]!;
    s.loans = (s.loans ?? 0) + 1;
    movePriceOnly(scratch, s, cfg.priceMovePerLoan);
    loans++;
  }
  return c.cash + loans * cfg.amount;
}

/** Moves a scratch copy's price without the side effects of placeMarker. */
function movePriceOnly(ctx: Ctx, c: CorporationState, by: number): void {
  const market = ctx.title.market;
  const row = c.market!.row;
  let col = c.market!.col;
  for (let k = by; k < 0 && col > 0 && market.rows[row]![col - 1]; k++) col--;
  for (let k = by; k > 0 && market.rows[row]![col + 1]; k--) col++;
  c.market = { row, col };
}

/** A private company's director pays for it: the cash moves in for the purchase and back after. */
function withTreasury(ctx: Ctx, c: CorporationState, fn: () => void): void {
  const director = isPrivateCompany(c) ? c.president : null;
  if (director !== null && ctx.state.players[director]!.cash > 0) pay(ctx, playerHolder(director), corpHolder(c.id), ctx.state.players[director]!.cash);
  fn();
  if (director !== null && c.cash > 0) pay(ctx, corpHolder(c.id), playerHolder(director), c.cash);
}

/** Pays `due` from the treasury, the director covering the rest; false when they cannot. */
function payWithCover(ctx: Ctx, c: CorporationState, due: number): boolean {
  const short = Math.max(0, due - c.cash);
  if (short > 0) {
    if (c.president === null || ctx.state.players[c.president]!.cash < short) return false;
    pay(ctx, playerHolder(c.president), corpHolder(c.id), short);
    ctx.log.push(`${playerName(ctx, c.president)} contributes ${money(ctx, short)} to ${c.id}`);
  }
  if (due > 0) pay(ctx, corpHolder(c.id), 'bank', due);
  return true;
}

export function executeTakeover(ctx: Ctx, acquirer: CorporationState, sold: CorporationState, bid: number): void {
  withTreasury(ctx, acquirer, () => {
    // 1. Payment.
    while (acquirer.cash < bid && !isPrivateCompany(acquirer) && loanRefusal(ctx, acquirer.id) === null) takeLoan(ctx, acquirer.id);
    const inPlay = sharesInPlay(ctx.title, sold);
    const each = inPlay > 0 ? Math.floor(bid / inPlay) : 0;
    let paid = 0;
    // Cousins' shares are paid as players' are ([DECISION] D8 #18: L847 names players, but cousins'
    // shares are in play, §8.5 L875-876; a cousin-directed company offering itself, §14.1 L1356-1357,
    // would otherwise hand over its largest holding for nothing).
    const paidHolder = (h: string): boolean => seatOf(h) !== null || investorInPlay(ctx.title, ctx.state, h);
    for (const h of sold.certs) {
      if (!paidHolder(h) || each === 0) continue;
      pay(ctx, corpHolder(acquirer.id), h, each);
      paid += each;
    }
    if (bid - paid > 0) pay(ctx, corpHolder(acquirer.id), 'bank', bid - paid);
    ctx.log.push(`${acquirer.id} takes over ${sold.id} for ${money(ctx, bid)} (${money(ctx, each)} a share to its players and cousins)`);
    // 2. Treasury.
    if (sold.cash > 0) pay(ctx, corpHolder(sold.id), corpHolder(acquirer.id), sold.cash);
    // 3. Loans.
    const loans = sold.loans ?? 0;
    sold.loans = 0;
    const cfg = loansConfig(ctx.title);
    if (loans > 0 && cfg) {
      acquirer.loans = (acquirer.loans ?? 0) + loans;
      ctx.log.push(`${acquirer.id} takes on ${sold.id}'s ${loans} loan${loans === 1 ? '' : 's'}`);
      if (!isPrivateCompany(acquirer)) movePrice(ctx, acquirer, cfg.priceMovePerLoan * loans);
      const excess = isPrivateCompany(acquirer) ? acquirer.loans : Math.max(0, acquirer.loans - sharesInPlay(ctx.title, acquirer));
      if (excess > 0) {
        const covered = acquirer.cash < excess * cfg.amount;
        if (payWithCover(ctx, acquirer, excess * cfg.amount)) {
          acquirer.loans -= excess;
          ctx.log.push(`${acquirer.id} repays ${excess} loan${excess === 1 ? '' : 's'} above its limit`);
          if (!isPrivateCompany(acquirer)) {
            movePrice(ctx, acquirer, cfg.priceMovePerRepayment * excess);
            if (covered) movePrice(ctx, acquirer, cfg.directorCoverPriceMove);
          }
        }
      }
    }
    // 4. Stations, on the map and on the charter.
    takeStations(ctx, acquirer, sold, true);
    // 5. Trains.
    takeTrains(ctx, acquirer, sold);
  });
  // 6. The charter returns to the supply.
  if (sold.cash > 0) pay(ctx, corpHolder(sold.id), 'bank', sold.cash);
  returnToSupply(ctx, sold);
}

/**
 * Step 4 (L868-879): the sold company's stations on the map become the acquirer's, and with `charter`
 * its unplaced markers join the acquirer's (a liquidation sells only the map's, §8.5 L890); then the
 * acquiring director chooses the markers handed to British Rail and the fee is paid (takeoverStations.ts).
 */
export function takeStations(ctx: Ctx, acquirer: CorporationState, sold: CorporationState, charter: boolean): void {
  const { state } = ctx;
  const before = stationMarkers(ctx.title, acquirer);
  const unplaced = charter ? stationMarkers(ctx.title, sold) - sold.tokens.length : 0;
  for (const t of sold.tokens) {
    const slot = state.hexes[t.hex]?.tokens.find((x) => x.corporation === sold.id && x.city === t.city);
    if (!slot) continue;
    // Where the acquirer has a marker too, both are its own until its director hands one over (L861-862).
    changeHexToken(state, t.hex, slot, { corporation: acquirer.id });
    acquirer.tokens.push({ hex: t.hex, city: t.city });
    (acquirer.extraTokens ??= []).push(0);
  }
  sold.tokens = [];
  for (let k = 0; k < unplaced; k++) (acquirer.extraTokens ??= []).push(0);
  settleStations(ctx, acquirer, before);
}

/**
 * Step 5 (L871): the trains go to the acquirer, which discards down to the train limit: its director
 * chooses which (limitDiscardChoice.ts), else the cheapest go.
 */
export function takeTrains(ctx: Ctx, acquirer: CorporationState, sold: CorporationState): void {
  const { state } = ctx;
  for (const t of state.trains) {
    if (t.owner !== corpHolder(sold.id)) continue;
    t.owner = corpHolder(acquirer.id);
    acquirer.trains.push(t.id);
  }
  sold.trains = [];
  if (directorDiscards(ctx.title) && acquirer.president !== null) return;
  const limit = limitNow(ctx.title, state);
  while (acquirer.trains.length > limit) {
    const owned = acquirer.trains.map((id) => state.trains.find((t) => t.id === id)!);
    owned.sort((a, b) => trainPrice(ctx, a) - trainPrice(ctx, b));
    const gone = owned[0]!;
    gone.owner = 'scrap';
    acquirer.trains = acquirer.trains.filter((id) => id !== gone.id);
    ctx.log.push(`${acquirer.id} discards train ${gone.id} (over its limit of ${limit})`);
  }
}

/**
 * A company's winning bid in a liquidation (§8.5 L886-894): it pays the bid to the liquidated company's
 * treasury and takes only its stations on the map and its trains; the liquidation then goes on as the
 * bank's would (liquidation.ts: loans, assessments, surplus, the charter back). With raisePayment "loansOrIssues"
 * its director has raised any shortfall first (takeoverPayment.ts); otherwise it takes the loans it needs here.
 */
export function buyLiquidatedAssets(ctx: Ctx, acquirer: CorporationState, sold: CorporationState, bid: number): void {
  withTreasury(ctx, acquirer, () => {
    while (acquirer.cash < bid && !isPrivateCompany(acquirer) && loanRefusal(ctx, acquirer.id) === null) takeLoan(ctx, acquirer.id);
    pay(ctx, corpHolder(acquirer.id), corpHolder(sold.id), bid);
    ctx.log.push(`${acquirer.id} buys ${sold.id}'s stations and trains in its liquidation for ${money(ctx, bid)}`);
    takeStations(ctx, acquirer, sold, false);
    takeTrains(ctx, acquirer, sold);
  });
}
