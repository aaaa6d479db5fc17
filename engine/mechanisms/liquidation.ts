/**
 * Liquidation of companies in the market's lowest cell (rounds.issueTakeover step "liquidate";
 * 1820 §8.1 step 4 L736-739, §8.5 L884-894, §8.4.3 L867-880; the £10 box is "in liquidation",
 * §10.7 L1008-1017).
 *
 * Simplified, as the rules let the bank's bid stand when no company bids (takeovers are not built,
 * G14): the bank "automatically makes the minimum bid" (L892), the current price (£10) times the
 * shares in play (L792, §10.6), and with no other bidder it wins. So, for each such company in
 * operating order:
 * 1. the bank pays that bid to the company's treasury (L894) and takes its stations on the map and
 *    its trains: the stations leave the map (British Rail would take them, G15, not built) and the
 *    trains leave the game (L880 "all other assets ... are discarded");
 * 2. the company repays all its loans (L872). A shortfall is divided by the shares in play
 *    (rounding down) and each player pays that much per share they hold (L874-875); a player
 *    pays what their cash covers (the forced share sales of §10.2-10.3 are not built);
 * 3. what the treasury then holds is divided among the shares in play (rounding down): players
 *    receive their shares' part, the pool's part goes to the bank, and the rest goes to the
 *    previous director (L876-877);
 * 4. the charter returns to the supply and may float again (L751): every certificate back to the
 *    company, no par, no price, no director, no share count.
 * Read as: a company is liquidated when the step runs if it is in the lowest cell then. §8.1 says
 * "in liquidation at the start of the Issue & Takeover Round"; nothing in the round before this
 * step can put a company there (issues may not, §8.3 L786; reductions are not built).
 */
import { britishRailTakesMarkers } from './britishRail';
import { money, playerName, type Ctx } from '../context';
import { cellAt, lowestCell } from '../market/grid';
import { corpHolder, playerHolder, type CorporationState } from '../state/types';
import { pay } from './bank';
import { loansConfig, sharesInPlay } from './loans';
import { compareOperatingOrder } from './operatingOrder';
import { clearStart } from './startModes';

export function inLiquidation(ctx: Ctx, c: CorporationState): boolean {
  if (!c.market || c.closed) return false;
  const bottom = lowestCell(ctx.title.market);
  return c.market.row === bottom.row && c.market.col === bottom.col;
}

export function liquidateCompanies(ctx: Ctx): void {
  const corps = Object.values(ctx.state.corporations).filter((c) => c.floated && inLiquidation(ctx, c));
  corps.sort((a, b) => compareOperatingOrder(ctx, a, b));
  for (const c of corps) liquidate(ctx, c);
}

function liquidate(ctx: Ctx, c: CorporationState): void {
  const { state, title } = ctx;
  const inPlay = sharesInPlay(c);
  const price = cellAt(title.market, c.market!).price;
  const holders = new Map<number, number>();
  for (const h of c.certs) if (h.startsWith('player:')) holders.set(Number(h.slice(7)), (holders.get(Number(h.slice(7))) ?? 0) + 1);
  const director = c.president;
  // 1. The bank's automatic minimum bid wins; it takes the stations on the map and the trains.
  const bid = price * inPlay;
  if (bid > 0) pay(ctx, 'bank', corpHolder(c.id), bid);
  ctx.log.push(`${c.id} is liquidated: the bank buys its stations and trains for ${money(ctx, bid)} (${inPlay} shares in play at ${money(ctx, price)})`);
  // Once British Rail exists its markers take the stations' circles (title.json britishRail; 1820 §13.5 L1286).
  britishRailTakesMarkers(ctx, c.id, c.tokens);
  for (const t of c.tokens) {
    const hs = state.hexes[t.hex];
    if (hs) hs.tokens = hs.tokens.filter((x) => x.corporation !== c.id);
  }
  c.tokens = [];
  for (const t of state.trains) if (t.owner === corpHolder(c.id)) t.owner = 'scrap';
  c.trains = [];
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
        const charge = Math.min(each * n, state.players[seat]!.cash);
        if (charge > 0) pay(ctx, playerHolder(seat), 'bank', charge);
        ctx.log.push(`${playerName(ctx, seat)} pays ${money(ctx, charge)} towards ${c.id}'s loans (${money(ctx, each)} a share)`);
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
    const pool = c.certs.filter((h) => h === 'market').length;
    if (each * pool > 0) pay(ctx, corpHolder(c.id), 'bank', each * pool);
    if (c.cash > 0 && director !== null) {
      ctx.log.push(`${playerName(ctx, director)} receives the remaining ${money(ctx, c.cash)} of ${c.id}'s treasury`);
      pay(ctx, corpHolder(c.id), playerHolder(director), c.cash);
    }
  }
  if (c.cash > 0) pay(ctx, corpHolder(c.id), 'bank', c.cash);
  // 4. The charter returns to the supply.
  c.certs = title.corporation.get(c.id)!.certificates.map(() => 'ipo');
  delete c.shareCount;
  clearStart(c);
  ctx.log.push(`${c.id}'s charter returns to the supply`);
}
