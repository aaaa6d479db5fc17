/**
 * 1820 G15: the death of Queen Victoria (§10.8 L1033-1036) and British Rail (§13.5 L1281-1311),
 * driven through the engine API (definitions/1820 title.json gameEvents and britishRail).
 *
 * Seed 1 with three players deals the cards C, B, A. Stock round 1: C funds a lobby and starts LSR
 * (5 shares at £55, a station in G7) and buys 20%, so the game goes on past the stock round. The
 * cycle is SR, OR, I&T, OR, I&T; the phase is forced by hand before an operating round begins to put
 * that round in the wanted phase.
 */
import { titleWithout } from '../helpers/demo';
import { summarize, checkInvariants, publicState, type GameState, type Title } from '../../engine';
import { Driver } from '../helpers/driver';
import { setHex, writableHex } from '../helpers/hex-state';

// Without cousins (their auction, G7, would open stock round 1) and without trainless liquidation (G16):
// these tests drive trainless companies through operating rounds to the brown phase.
const title: Title = titleWithout('1820', { cousins: false, mustBuyTrain: 'never' });
const phaseIndex = (id: string) => title.phases.findIndex((p) => p.id === id);
const cellPrice = (p: { row: number; col: number }): number => title.market.rows[p.row]![p.col]!.price;
const brTokens = (s: GameState, hex: string) => s.hexes[hex]!.tokens.filter((t) => t.corporation === 'BR');

function passRound(d: Driver): Driver {
  const r = d.state.round;
  while (!d.state.finished && d.state.round.kind === 'stock' && d.state.round.number === (r.kind === 'stock' ? r.number : -1)) d.pass();
  return d;
}

/** Passes the operating or I&T round under way (and nothing after it). */
function passThisRound(d: Driver): Driver {
  const started = d.state.roundsStarted;
  while (!d.state.finished && d.state.roundsStarted === started && d.state.round.kind !== 'stock') d.pass();
  return d;
}

/** Stock round 1 with LSR floated, ended: the first operating round is under way. */
function afterStockRound1(): Driver {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  passRound(d);
  expect(d.state.round).toMatchObject({ kind: 'operating' });
  return d;
}

/** Forces the phase of the operating round under way, as if it had begun in `phase`. */
function beganIn(d: Driver, phase: string): void {
  const round = d.state.round;
  if (round.kind !== 'operating') throw new Error('not in an operating round');
  d.state = { ...d.state, phase: phaseIndex(phase), round: { ...round, startPhase: phaseIndex(phase) } };
}

describe('1820 G15 the death of Queen Victoria', () => {
  it('does not happen at the end of an operating round begun before brown', () => {
    const d = afterStockRound1();
    beganIn(d, 'blue');
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBeUndefined();
    expect(d.state.britishRail).toBeUndefined();
  });

  it('does not happen when brown begins during the round, only at the end of the next round', () => {
    const d = afterStockRound1();
    beganIn(d, 'blue');
    // Brown arrives during the round (the first 8+ bought): the round still began in blue.
    d.state = { ...d.state, phase: phaseIndex('brown') };
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBeUndefined();
    expect(d.state.round.kind).toBe('issueTakeover');
    passThisRound(d);
    // The second operating round of the cycle begins in brown and its end is the death.
    expect(d.state.round).toMatchObject({ kind: 'operating', startPhase: phaseIndex('brown') });
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBe(1);
    expect(d.log.some((l) => l.includes('Game event: queenVictoria'))).toBe(true);
  });

  it('happens at the end of the first operating round begun in brown, once', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    expect(d.state.gameEvents?.queenVictoria).toBeUndefined();
    passThisRound(d);
    // Recorded with the number of stock rounds started (1): the income stops after stock round 2.
    expect(d.state.gameEvents?.queenVictoria).toBe(1);
    const logged = d.log.filter((l) => l.includes('Game event: queenVictoria')).length;
    expect(logged).toBe(1);
    // The next operating round (also in brown) does not record or log it again.
    passThisRound(d);
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBe(1);
    expect(d.log.filter((l) => l.includes('Game event: queenVictoria')).length).toBe(1);
  });
});

describe('1820 G15 British Rail appears', () => {
  it('is absent before the death and appears at it: par 95, 100 shares in the pool, London and Chatham filled', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    expect(d.state.britishRail).toBeUndefined();
    expect(brTokens(d.state, 'M13')).toHaveLength(0);
    passThisRound(d);
    // London (M13) has five one-circle station areas, Chatham (M15) one circle: six markers of 40.
    expect(d.state.britishRail).toMatchObject({ price: 95, poolShareUnits: 100, markersLeft: 34, lastRevenue: null });
    expect(brTokens(d.state, 'M13').map((t) => t.city).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(brTokens(d.state, 'M15')).toEqual([{ corporation: 'BR', city: 0, slot: 0 }]);
  });

  it('shows the event and British Rail in the public view', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    expect(publicState(title, d.state)).toMatchObject({ gameEvents: [], britishRail: null });
    passThisRound(d);
    expect(publicState(title, d.state)).toMatchObject({
      gameEvents: [{ name: 'queenVictoria', stockRounds: 1 }],
      britishRail: { id: 'BR', price: 95, poolShareUnits: 100, markersLeft: 34, lastRevenue: null },
    });
  });

  it('fills only the empty circles: a company marker already in Chatham stays', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    writableHex(d.state, 'M15').tokens.push({ corporation: 'LSR', city: 0, slot: 0 });
    d.state.corporations['LSR']!.tokens.push({ hex: 'M15', city: 0 });
    passThisRound(d);
    expect(d.state.hexes['M15']!.tokens).toEqual([{ corporation: 'LSR', city: 0, slot: 0 }]);
    expect(brTokens(d.state, 'M13')).toHaveLength(5);
    expect(d.state.britishRail!.markersLeft).toBe(35);
  });
});

/** Lays a tile on a hex by hand (a tile laid in some earlier turn). */
function layTile(d: Driver, hex: string, tile: string, rotation: number): void {
  setHex(d.state, hex, { tile, rotation, tokens: [] });
}

/** QV has died at the end of operating round 1 (begun in brown); the I&T round after it is under way. */
function afterDeath(): Driver {
  const d = afterStockRound1();
  beganIn(d, 'brown');
  passThisRound(d);
  expect(d.state.britishRail).toBeDefined();
  expect(d.state.round.kind).toBe('issueTakeover');
  return d;
}

describe('1820 G15 British Rail operates', () => {
  it('places three markers an operating round on track tiles, nearest London first, ties clockwise from Margate', () => {
    const d = afterDeath();
    // Tile 57 (a one-circle yellow city, £20) one hex from London on N14 (south-east), N12 (south-west),
    // M11 (west) and L14 (north-east), and two hexes away on K13. Margate (N18) lies east by south, so
    // clockwise from it: N14, N12, M11, then L14; K13 is farther.
    for (const hex of ['K13', 'L14', 'M11', 'N12', 'N14']) layTile(d, hex, '57', 0);
    passThisRound(d);
    expect(d.state.round.kind).toBe('operating');
    expect(brTokens(d.state, 'N14')).toHaveLength(1);
    expect(brTokens(d.state, 'N12')).toHaveLength(1);
    expect(brTokens(d.state, 'M11')).toHaveLength(1);
    expect(brTokens(d.state, 'L14')).toHaveLength(0);
    expect(brTokens(d.state, 'K13')).toHaveLength(0);
    expect(d.state.britishRail!.markersLeft).toBe(40 - 6 - 3);
    // The next operating round takes the rest: L14, then K13; no third tile is left.
    passThisRound(d);
    passThisRound(d);
    passThisRound(d);
    expect(d.state.round.kind).toBe('stock');
    const before = d.state.britishRail!.markersLeft;
    passRound(d);
    expect(d.state.round.kind).toBe('operating');
    expect(brTokens(d.state, 'L14')).toHaveLength(1);
    expect(brTokens(d.state, 'K13')).toHaveLength(1);
    expect(d.state.britishRail!.markersLeft).toBe(before - 2);
  });

  it('does not place on a tile whose circle a company holds, nor on a hex without track', () => {
    const d = afterDeath();
    layTile(d, 'N14', '57', 0);
    writableHex(d.state, 'N14').tokens.push({ corporation: 'LSR', city: 0, slot: 0 });
    d.state.corporations['LSR']!.tokens.push({ hex: 'N14', city: 0 });
    // B6 (Preston) is a printed city with no track yet.
    passThisRound(d);
    expect(brTokens(d.state, 'N14')).toHaveLength(0);
    expect(brTokens(d.state, 'B6')).toHaveLength(0);
    expect(d.state.britishRail!.markersLeft).toBe(34);
  });

  it('earns its stations, the London Docks once, adjacent connected ports and connected off-boards, and moves its price', () => {
    const d = afterDeath();
    // In brown: five London circles at 80 each, Chatham 30, and the London Docks (80) next to both London
    // and Chatham but counted once.
    const base = 5 * 80 + 30 + 80;
    // B14 (tile 57 turned to edges 2 and 5) is joined to Scotland A13 (brown 40) but not to A15.
    layTile(d, 'B14', '57', 2);
    // B6 (Preston, tile 57 turned to edges 1 and 4) is joined to the port of Preston B4 (brown 30) next door.
    layTile(d, 'B6', '57', 1);
    const priceBefore = d.state.britishRail!.price;
    passThisRound(d);
    expect(brTokens(d.state, 'B14')).toHaveLength(1);
    expect(brTokens(d.state, 'B6')).toHaveLength(1);
    expect(d.state.britishRail!.lastRevenue).toBe(base + 20 + 40 + 20 + 30);
    // 1820 §7.2.4: a payout of at least 4 × the price moves it three cells right; nobody holds a share, so no money moves.
    expect(d.state.britishRail!.price).toBeGreaterThan(priceBefore);
    expect(d.log).toContain(`BR earns ${base + 110} and pays it out (100 of 100 share units in the bank pool)`);
  });

  it('does not count an off-board behind a city blocked by a company', () => {
    const d = afterDeath();
    // Scotland A13 - B14 (LSR's station, its only circle) - C15: BR takes C15 but its track to Scotland runs
    // through the blocked B14.
    layTile(d, 'B14', '57', 2);
    layTile(d, 'C15', '57', 2);
    writableHex(d.state, 'B14').tokens.push({ corporation: 'LSR', city: 0, slot: 0 });
    d.state.corporations['LSR']!.tokens.push({ hex: 'B14', city: 0 });
    passThisRound(d);
    expect(brTokens(d.state, 'C15')).toHaveLength(1);
    expect(d.state.britishRail!.lastRevenue).toBe(5 * 80 + 30 + 80 + 20);
  });

  it('operates in price order: before companies priced below it', () => {
    const d = afterDeath();
    passThisRound(d);
    const ops = d.log.filter((l) => / operates$/.test(l));
    // LSR is at £55, BR at £95: BR goes first.
    expect(ops.slice(-2)).toEqual(['BR operates', 'LSR operates']);
  });

  it('stacks with the companies on a shared price (§7.1 L557-560): the marker that arrived first operates first', () => {
    const at95 = { row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === 95) };
    // LSR reached £95 before British Rail appeared there: it operates first.
    const before = afterDeath();
    before.state.corporations['LSR']!.market = at95;
    before.state.corporations['LSR']!.marketSeq = before.state.britishRail!.marketSeq - 1;
    passThisRound(passThisRound(before)); // the I&T, then the operating round
    expect(before.log.filter((l) => / operates$/.test(l)).slice(-2)).toEqual(['LSR operates', 'BR operates']);
    // LSR arriving at £95 after British Rail: British Rail operates first.
    const after = afterDeath();
    after.state.marketSeq += 1;
    after.state.corporations['LSR']!.market = at95;
    after.state.corporations['LSR']!.marketSeq = after.state.marketSeq;
    passThisRound(passThisRound(after));
    expect(after.log.filter((l) => / operates$/.test(l)).slice(-2)).toEqual(['BR operates', 'LSR operates']);
  });

  it('arrives under the markers of the cell its payout moves it to, and is on the market in the public view', () => {
    const d = afterDeath();
    const seq = d.state.britishRail!.marketSeq;
    expect(publicState(title, d.state).market.positions).toContainEqual({ corporation: 'BR', row: 0, col: d.state.britishRail!.market.col, order: seq });
    passThisRound(d); // BR earns 5 × 80 + 30 + 80 and moves up
    const br = d.state.britishRail!;
    expect(br.price).toBeGreaterThan(95);
    expect(br.marketSeq).toBeGreaterThan(seq);
    expect(publicState(title, d.state).market.positions).toContainEqual({ corporation: 'BR', row: br.market.row, col: br.market.col, order: br.marketSeq });
  });

  it('ends the game at the end of the operating round when its payout reaches £500 (§9.1 L906-911)', () => {
    const d = afterDeath();
    const br = d.state.britishRail!;
    br.market = { row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === 477) };
    br.price = 477;
    passThisRound(d); // the I&T ends; BR operates first in the operating round and reaches £500
    expect(d.state.britishRail!.price).toBe(500);
    expect(d.log).toContain('BR reaches 500: the game will end');
    expect(d.state.endPending).toMatchObject({ reason: 'market', timing: 'endOfOperatingRound' });
  });

  it('takes a liquidated company\'s stations in their circles (§13.5 L1286, §8.5)', () => {
    const d = afterDeath();
    // LSR is in the £10 liquidation cell when the I&T round after the death reaches its liquidation step.
    const row = title.market.rows.findIndex((r) => r.some((c) => c?.price === 10));
    const col = title.market.rows[row]!.findIndex((c) => c?.price === 10);
    d.state.corporations['LSR']!.market = { row, col };
    expect(d.state.hexes['G7']!.tokens).toEqual([{ corporation: 'LSR', city: 0, slot: 0 }]);
    const left = d.state.britishRail!.markersLeft;
    passThisRound(d);
    expect(d.log.some((l) => l.startsWith('LSR is liquidated'))).toBe(true);
    expect(d.state.hexes['G7']!.tokens).toEqual([{ corporation: 'BR', city: 0, slot: 0 }]);
    expect(d.state.corporations['LSR']!.tokens).toEqual([]);
    expect(d.state.britishRail!.markersLeft).toBe(left - 1);
  });
});

/** The first stock round after the death (SR2; part A, where a buy is one of the turn's choices, §6.5.2 L415-418). */
function stockRoundAfterDeath(): Driver {
  const d = afterDeath();
  while (d.state.round.kind !== 'stock') passThisRound(d);
  expect(d.state.britishRail!.poolShareUnits).toBe(100);
  return d;
}

/** Gives `seat` share units out of the bank pool by hand (as bought in earlier rounds). */
function give(d: Driver, seat: number, units: number): void {
  d.state.britishRail!.holdings[seat] += units;
  d.state.britishRail!.poolShareUnits -= units;
}

describe('1820 G15 British Rail shares', () => {
  it('cannot be bought before British Rail appears', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(d.legal().some((id) => id.startsWith('buy_national_share'))).toBe(false);
    expect(d.refuse({ type: 'buy_national_share' }).message).toMatch(/not appeared/);
  });

  it('buys one unit from the bank pool at its price, the money to the bank, as the turn\'s one purchase', () => {
    const d = stockRoundAfterDeath();
    const seat = d.seat;
    const price = d.state.britishRail!.price;
    const cash = d.state.players[seat]!.cash;
    const bank = d.state.bank;
    expect(d.legal()).toContain('buy_national_share');
    d.do({ type: 'buy_national_share' });
    expect(d.state.players[seat]!.cash).toBe(cash - price);
    expect(d.state.bank).toBe(bank + price);
    expect(d.state.britishRail!.poolShareUnits).toBe(99);
    expect(d.state.britishRail!.holdings[seat]).toBe(1);
    expect(publicState(title, d.state).britishRail).toMatchObject({ poolShareUnits: 99, holdings: [{ seat, units: 1 }] });
    // A second purchase in the same turn is refused (§6.5.2.4 L466: one share each action).
    if (d.seat === seat) expect(d.refuse({ type: 'buy_national_share' }).message).toMatch(/already bought/);
  });

  it('refuses a buyer who already holds 60%', () => {
    const d = stockRoundAfterDeath();
    give(d, d.seat, 60);
    expect(d.legal()).not.toContain('buy_national_share');
    expect(d.refuse({ type: 'buy_national_share' }).message).toMatch(/already hold 60%/);
    d.state.britishRail!.holdings[d.seat] -= 1;
    d.state.britishRail!.poolShareUnits += 1;
    d.do({ type: 'buy_national_share' });
    expect(d.state.britishRail!.holdings.reduce((n, k) => n + k, 0)).toBe(60);
  });

  it('sells any number of units to the pool at its price, but not the last one any player holds', () => {
    const d = stockRoundAfterDeath();
    const seat = d.seat;
    give(d, seat, 5);
    const price = d.state.britishRail!.price;
    const cash = d.state.players[seat]!.cash;
    // Selling all five would leave no player holding British Rail (§6.5.2.3 L462).
    expect(d.legal()).toContain('sell_national_shares:4');
    expect(d.legal()).not.toContain('sell_national_shares:5');
    expect(d.refuse({ type: 'sell_national_shares', units: 5 }).message).toMatch(/no player would hold/);
    d.do({ type: 'sell_national_shares', units: 3 });
    expect(d.state.players[seat]!.cash).toBe(cash + 3 * price);
    expect(d.state.britishRail!.holdings[seat]).toBe(2);
    expect(d.state.britishRail!.poolShareUnits).toBe(98);
    // No buying back in the stock round of the sale (§6.5.2.4 L471, applied to BR by §13.5 L1298).
    expect(d.legal()).not.toContain('buy_national_share');
    expect(d.refuse({ type: 'buy_national_share' }).message).toMatch(/sold British Rail shares this stock round/);
    // With another holder, the rest may go.
    give(d, (seat + 1) % 3, 1);
    d.do({ type: 'sell_national_shares', units: 2 });
    expect(d.state.britishRail!.holdings[seat]).toBe(0);
    expect(d.refuse({ type: 'sell_national_shares', units: 1 }, seat).message).toMatch(/hold 0/);
  });

  it('pays holders their part of its revenue, rounded up; the pool\'s part stays in the bank', () => {
    const d = afterDeath();
    give(d, 0, 30);
    give(d, 2, 7);
    const cash = d.state.players.map((p) => p.cash);
    const lsrCash = d.state.corporations['LSR']!.cash;
    passThisRound(d); // the I&T round; BR, priced above LSR, operates as the operating round opens
    const revenue = d.state.britishRail!.lastRevenue!;
    expect(revenue).toBe(5 * 80 + 30 + 80);
    expect(d.state.players[0]!.cash - cash[0]!).toBe(Math.ceil((revenue * 30) / 100));
    expect(d.state.players[1]!.cash).toBe(cash[1]);
    expect(d.state.players[2]!.cash - cash[2]!).toBe(Math.ceil((revenue * 7) / 100));
    // The 63 pool units' part goes to nobody: British Rail has no treasury (§13.5 L1284), LSR gets nothing of it.
    expect(d.state.corporations['LSR']!.cash).toBe(lsrCash);
    expect(d.log).toContain(`A receives ${Math.ceil((revenue * 30) / 100)} for 30 BR share units`);
  });

  it('rises one space at the end of a stock round when players hold every unit, and does not fall for pool units', () => {
    // BR operates first as the next operating round opens, so its price is read from the log of its payout.
    const movedFrom = (from: number) => d.log.slice(from).find((l) => l.startsWith("BR's share price moves from"));
    const d = stockRoundAfterDeath();
    const price = d.state.britishRail!.price;
    let mark = d.log.length;
    passRound(d);
    // 100 units in the pool: no fall (§6.7 L549); its operating turn starts from the same price.
    expect(movedFrom(mark)).toMatch(new RegExp(`^BR's share price moves from ${price} to`));
    expect(d.log.slice(mark).some((l) => l.startsWith('BR is sold out'))).toBe(false);
    while (d.state.round.kind !== 'stock') passThisRound(d);
    const next = d.state.britishRail!.price;
    const pos = d.state.britishRail!.market;
    const up = title.market.rows[pos.row]![pos.col + 1]!.price;
    give(d, 0, 50);
    give(d, 1, 50);
    mark = d.log.length;
    passRound(d);
    expect(up).toBeGreaterThan(next);
    expect(d.log.slice(mark)).toContain(`BR is sold out and rises to ${up}`);
    expect(movedFrom(mark)).toMatch(new RegExp(`^BR's share price moves from ${up} to`));
  });

  it('rises in its operating-order place among the companies at the end of a stock round (§6.7 L544)', () => {
    const d = stockRoundAfterDeath();
    const at = (price: number) => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
    // British Rail and LSR share £86, British Rail arrived first; both are sold out (every LSR share with players).
    const br = d.state.britishRail!;
    give(d, 0, 100);
    br.market = at(86);
    br.price = 86;
    const lsr = d.state.corporations['LSR']!;
    lsr.market = at(86);
    lsr.marketSeq = br.marketSeq + 1;
    lsr.certs = lsr.certs.map((h) => (h === 'ipo' || h === 'market' ? 'player:0' : h));
    passRound(d);
    // Both rise to £95, British Rail first (it was first on £86): it keeps its place ahead of LSR, and so operates
    // first in the operating round that follows (before its payout moves it on).
    const rise = (who: string): number => d.log.indexOf(`${who} is sold out and rises to 95`);
    expect(rise('BR')).toBeGreaterThanOrEqual(0);
    expect(rise('LSR')).toBeGreaterThan(rise('BR'));
    expect(cellPrice(d.state.corporations['LSR']!.market!)).toBe(95);
    expect(d.log.filter((l) => / operates$/.test(l)).slice(-2)).toEqual(['BR operates', 'LSR operates']);
  });

  it('counts in net worth at its price', () => {
    const d = stockRoundAfterDeath();
    const before = summarize(title, d.state).players[1]!.netWorth;
    give(d, 1, 12);
    expect(summarize(title, d.state).players[1]!.netWorth).toBe(before + 12 * d.state.britishRail!.price);
  });

  it('keeps every unit in exactly one place (invariants)', () => {
    const d = stockRoundAfterDeath();
    expect(checkInvariants(title, d.state)).toEqual([]);
    d.state.britishRail!.holdings[0] += 1;
    expect(checkInvariants(title, d.state)).toContain('BR has 1 share units held and 100 in the pool, not 100');
  });
});
