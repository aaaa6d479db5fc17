/**
 * The parliament round and charters on definitions/1862 (rounds.parliament, title.json startModes;
 * ../shared/rules/digests/1862.md §2.3 round structure, §2.4 Parliament Round, §2.5 Stock Round).
 * 3 players, seed 46925: the setup of the recorded game 46925 (EUR, ECR, WVR, ENR are in wave A).
 */
import { legalActions, type Title, publicState } from '../../engine';
import { Driver } from '../helpers/driver';
import { titleOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

let t1862: Title;
beforeAll(() => {
  t1862 = titleOf('1862');
});

const newGame = () => new Driver(t1862, ['A', 'B', 'C'], 46925);
const corp = (d: Driver, id: string) => d.state.corporations[id]!;

/** Everyone passes until the round kind changes. */
function passRound(d: Driver): void {
  const kind = d.state.round.kind;
  const number = (d.state.round as { number?: number }).number;
  while (d.state.round.kind === kind && (d.state.round as { number?: number }).number === number) d.pass();
}

describe('1862 §2.3: round structure', () => {
  test('the game opens with two parliament rounds back to back, then a stock round', () => {
    const d = newGame();
    expect(d.state.round).toMatchObject({ kind: 'parliament', number: 1, turn: 0 });
    passRound(d);
    expect(d.state.round).toMatchObject({ kind: 'parliament', number: 2 });
    passRound(d);
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 1 });
  });
});

describe('1862 §2.4: the charter auction', () => {
  test('only startable companies are offered: not removed, in a wave already reached', () => {
    const d = newGame();
    const bids = d.legal().filter((id) => id.startsWith('bid:')).map((id) => id.slice(4));
    expect(bids).toContain('EUR');
    for (const id of bids) {
      expect(corp(d, id).removed).toBeFalsy();
      expect(corp(d, id).availableFrom).toBeUndefined();
    }
    const later = Object.values(d.state.corporations).find((c) => c.availableFrom !== undefined)!;
    expect(d.refuse({ type: 'bid', corporation: later.id, price: 0 }).code).toBe('ILLEGAL_ACTION');
  });

  test('bids in £5 steps, at most cash − 3 × £54; the auction of game 46925 (log ids 1-12)', () => {
    const d = newGame();
    expect(d.refuse({ type: 'bid', corporation: 'EUR', price: 3 }).message).toMatch(/multiples of 5/);
    expect(d.refuse({ type: 'bid', corporation: 'EUR', price: 640 }).message).toMatch(/at most 638/);
    const open = legalActions(t1862, d.state, 0).find((l) => l.id === 'bid:EUR')!;
    expect(open.params).toEqual({ price: { min: 0, max: 638, multipleOf: 5 } });
    d.do({ type: 'bid', corporation: 'EUR', price: 0 });
    expect(d.seat).toBe(1);
    expect(d.refuse({ type: 'bid', corporation: 'EUR', price: 0 }).message).toMatch(/at least 5/);
    expect(d.refuse({ type: 'bid', corporation: 'ECR', price: 5 }).message).toMatch(/EUR is being auctioned/);
    for (const price of [5, 10, 15, 20, 25, 30]) d.do({ type: 'bid', corporation: 'EUR', price });
    d.pass().pass();
    // Seat 0 wins for £30, holds the charter, and must par at once at a chartered (p) price.
    expect(d.state.players[0]!.cash).toBe(770);
    expect(corp(d, 'EUR').charterObligation).toEqual({ holder: 0, deadline: 1 });
    expect(d.seat).toBe(0);
    expect(d.legal().every((id) => id.startsWith('par:'))).toBe(true);
    expect(d.refuse({ type: 'par', corporation: 'EUR', price: 56 }).message).toMatch(/chartered company starts at 54, 58, 62/);
    expect(d.refuse({ type: 'pass' }).message).toMatch(/must start it now/);
    d.do({ type: 'par', corporation: 'EUR', price: 62 });
    expect(d.state.players[0]!.cash).toBe(770 - 186);
    expect(corp(d, 'EUR').startMode).toBe('chartered');
    // Up to two more shares at par while under 50%: the second floats it, fully capitalised, tokens prepaid.
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    expect(d.seat).toBe(0);
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    const eur = corp(d, 'EUR');
    expect(eur.floated).toBe(true);
    expect(eur.cash).toBe(620 - 180);
    expect(eur.tokensBought).toBe(3);
    expect(eur.charterObligation).toBeUndefined();
    expect(d.state.players[0]!.cash).toBe(770 - 186 - 124);
    // Play goes on with the player to the winner's left.
    expect(d.state.round).toMatchObject({ kind: 'parliament', winner: null, auction: null, turn: 1 });
  });

  test('a winner may not open a second auction in the round (but may bid); the round ends when all pass', () => {
    const d = newGame();
    d.do({ type: 'bid', corporation: 'EUR', price: 0 }).pass().pass();
    d.do({ type: 'par', corporation: 'EUR', price: 54 }).pass();
    expect(d.seat).toBe(1);
    d.do({ type: 'bid', corporation: 'ECR', price: 5 });
    expect(d.seat).toBe(2);
    d.pass();
    expect(d.seat).toBe(0);
    expect(d.legal()).toContain('bid:ECR');
    d.pass();
    d.do({ type: 'par', corporation: 'ECR', price: 54 }).pass();
    d.pass(); // seat 2 passes; seat 0 has won this round and is passed at once; seat 1 too
    expect(d.state.round).toMatchObject({ kind: 'parliament', number: 2, turn: 0 });
  });
});

describe('1862 §2.4: the obligation at the end of the next stock round', () => {
  test('an unfloated chartered company fines its holder 5 × par and is reset', () => {
    const d = newGame();
    const permits = [...corp(d, 'EUR').permits!];
    d.do({ type: 'bid', corporation: 'EUR', price: 10 }).pass().pass();
    d.do({ type: 'par', corporation: 'EUR', price: 54 }).pass();
    passRound(d); // the rest of PR 1
    passRound(d); // PR 2
    expect(d.state.round.kind).toBe('stock');
    corp(d, 'EUR').permits = ['express'];
    expect(d.state.players[0]!.cash).toBe(800 - 10 - 162);
    passRound(d); // SR 1 ends
    expect(d.state.players[0]!.cash).toBe(800 - 10 - 162 - 270);
    const eur = corp(d, 'EUR');
    expect(eur).toMatchObject({ par: null, market: null, president: null, floated: false, permits });
    expect(eur.charterObligation).toBeUndefined();
    expect(eur.startMode).toBeUndefined();
    expect(eur.certs.every((h) => h === 'ipo')).toBe(true);
  });

  test('what cash cannot pay is paid by that company’s shares at half price, the rest forgiven', () => {
    const d = newGame();
    d.do({ type: 'bid', corporation: 'EUR', price: 0 }).pass().pass();
    d.do({ type: 'par', corporation: 'EUR', price: 100 }).pass();
    passRound(d);
    passRound(d);
    // Seat 0 has 500; hand 450 to the bank so that 50 is left against a fine of 500.
    d.state.players[0]!.cash -= 450;
    d.state.bank += 450;
    passRound(d);
    // 50 from cash; the 30% is worth 3 × 100 / 2 = 150 (trainless); 300 is forgiven.
    expect(d.state.players[0]!.cash).toBe(0);
    expect(corp(d, 'EUR').par).toBeNull();
    expect(d.log.some((l) => /300 cannot be paid and is forgiven/.test(l))).toBe(true);
  });
});

describe('1862 §2.5: a non-chartered start in the stock round', () => {
  function inStockRound(): Driver {
    const d = newGame();
    passRound(d);
    passRound(d);
    return d;
  }

  test('par on any p or r cell, share money to the company at the current price, tokens chosen at float', () => {
    const d = inStockRound();
    expect(d.legal()).toContain('par:EUR:56');
    d.do({ type: 'par', corporation: 'EUR', price: 56 });
    const eur = corp(d, 'EUR');
    expect(eur.startMode).toBe('nonChartered');
    expect(eur.cash).toBe(168);
    // Unsold shares cost the current price, not par: move the price to 65 to tell them apart.
    const cell = t1862.market.parCells.find((p) => p.price === 65)!;
    eur.market = { row: cell.row, col: cell.col };
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    expect(d.state.players[0]!.cash).toBe(800 - 168 - 65);
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    expect(corp(d, 'EUR').floated).toBe(true);
    expect(corp(d, 'EUR').cash).toBe(168 + 130);
    // Its president chooses 2-7 tokens at £40 before play goes on.
    expect(d.seat).toBe(0);
    expect(d.legal()).toEqual(['choose:2', 'choose:3', 'choose:4', 'choose:5', 'choose:6', 'choose:7']);
    expect(d.refuse({ type: 'choose', choice: '8' }).code).toBe('ILLEGAL_ACTION');
    d.do({ type: 'choose', choice: '3' });
    expect(corp(d, 'EUR').cash).toBe(298 - 120);
    expect(corp(d, 'EUR').tokensBought).toBe(3);
    // The next station, as the players see its price (publicState tokensLeft), costs nothing: it was bought.
    expect(publicState(t1862, d.state).corporations.find((c) => c.id === 'EUR')!.tokensLeft[0]).toBe(0);
    expect(d.seat).toBe(1);
  });

  test('a sale before the company has floated does not move its price (rounds.stock.sellMovement.notBefore "floated"; 1862 §2.5)', () => {
    const d = inStockRound();
    d.do({ type: 'par', corporation: 'EUR', price: 56 });
    // Seat 1 holds 20% from before this round (written directly: nothing bought in this round).
    corp(d, 'EUR').certs[1] = 'player:1';
    corp(d, 'EUR').certs[2] = 'player:1';
    const before = { ...corp(d, 'EUR').market! };
    expect(corp(d, 'EUR').floated).toBe(false);
    // Seat 1 sells 10%: no fall (18xx.games selling_movement?: floated and not the LNER).
    d.do({ type: 'sell_shares', corporation: 'EUR', percent: 10 });
    expect(corp(d, 'EUR').market).toEqual(before);
    expect(corp(d, 'EUR').certs.filter((h) => h === 'market')).toHaveLength(1);
  });

  test('shares are sold in blocks: one sale of a company per turn (rounds.stock.sellInBlocks; 1862 §2.5, 18xx.games MUST_SELL_IN_BLOCKS)', () => {
    const d = inStockRound();
    d.do({ type: 'par', corporation: 'EUR', price: 56 });
    // Seat 1 holds 30% from before this round (written directly: nothing bought in this round).
    for (const i of [1, 2, 3]) corp(d, 'EUR').certs[i] = 'player:1';
    expect(d.seat).toBe(1);
    d.do({ type: 'sell_shares', corporation: 'EUR', percent: 10 });
    // Still seat 1's turn (sell, then buy): no second sale of EUR in it, in any amount.
    expect(d.seat).toBe(1);
    expect(d.legal().filter((id) => id.startsWith('sell_shares:EUR'))).toEqual([]);
    expect(d.refuse({ type: 'sell_shares', corporation: 'EUR', percent: 10 }).message).toMatch(/sold in one block per turn/);
    // On the next turn the rest may be sold.
    d.pass().pass();
    d.pass();
    expect(d.seat).toBe(1);
    expect(d.legal()).toContain('sell_shares:EUR:20');
  });

  test("a director's partial sale into receivership needs the market to give back all the director keeps (rounds.stock.presidentDumpChange \"holding\"; 18xx.games 1862 can_dump?)", () => {
    const d = inStockRound();
    d.do({ type: 'par', corporation: 'EUR', price: 56 });
    // Seat 0 directs EUR with the 30% certificate and a 10% share, both from before this round.
    corp(d, 'EUR').certs[1] = 'player:0';
    if (d.state.round.kind === 'stock') d.state.round.boughtThisRound = {};
    d.pass().pass();
    expect(d.seat).toBe(0);
    const eur = corp(d, 'EUR');
    // Selling 20% hands in the certificate and the share (40%) and takes 20% back: the market holds none.
    expect(d.legal()).not.toContain('sell_shares:EUR:20');
    expect(d.refuse({ type: 'sell_shares', corporation: 'EUR', percent: 20 }).message).toMatch(/market has no share/);
    // Selling the whole certificate's worth needs no change.
    expect(d.legal()).toContain('sell_shares:EUR:30');
    // With 10% in the market, still not (20% must come back); with 20%, yes.
    eur.certs[2] = 'market';
    expect(d.legal()).not.toContain('sell_shares:EUR:20');
    eur.certs[3] = 'market';
    expect(d.legal()).toContain('sell_shares:EUR:20');
  });

  test('shares bought in a stock round cannot be sold in it (rounds.stock.sellAllowed "notBoughtThisRound"; 18xx.games SELL_AFTER :round)', () => {
    const d = inStockRound();
    d.do({ type: 'par', corporation: 'EUR', price: 56 });
    corp(d, 'EUR').certs[1] = 'player:1'; // held from before this round
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    // 50% sold: EUR floats, and its director chooses its tokens first.
    d.do({ type: 'choose', choice: '2' }).pass().pass();
    // Seat 1 holds 20%, 10% of it bought now: 10% may be sold, not 20%; the starter may sell none.
    expect(d.seat).toBe(1);
    expect(d.legal()).toContain('sell_shares:EUR:10');
    expect(d.legal()).not.toContain('sell_shares:EUR:20');
    expect(d.refuse({ type: 'sell_shares', corporation: 'EUR', percent: 20 }).message).toMatch(/bought in this stock round/);
    expect(d.refuse({ type: 'sell_shares', corporation: 'EUR', percent: 10 }, 0).code).toBe('NOT_YOUR_TURN');
    expect(d.state.round.kind === 'stock' && d.state.round.boughtThisRound).toEqual({ '0': { EUR: 30 }, '1': { EUR: 10 } });
  });

  test('a company in receivership when its tokens are chosen: whoever takes its turns chooses (a random playout found the choice offered to no seat)', () => {
    const d = inStockRound();
    d.do({ type: 'par', corporation: 'EUR', price: 56 });
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    d.pass().pass();
    d.do({ type: 'buy_shares', corporation: 'EUR', from: 'ipo', percent: 10 });
    expect(corp(d, 'EUR').floated).toBe(true);
    // Its director's certificate goes to the market (as a sale allows, presidentCanDumpTo "pool"):
    // the majority holder (rounds.operating.receivership.operator), seat 0 with 20%, takes its turns.
    corp(d, 'EUR').president = null;
    corp(d, 'EUR').certs[0] = 'market';
    expect(d.seat).toBe(0);
    const legal = legalActions(t1862, d.state, 0);
    expect(legal.map((l) => l.id)).toEqual(['choose:2', 'choose:3', 'choose:4', 'choose:5', 'choose:6', 'choose:7']);
    expect(legal.every((l) => l.action.entity === 0)).toBe(true);
    d.do({ type: 'choose', choice: '2' });
    expect(corp(d, 'EUR').tokensBought).toBe(2);
    // The public view shows the two bought tokens, not the charter's three.
    expect(publicState(t1862, d.state).corporations.find((c) => c.id === 'EUR')!.tokensLeft).toEqual([0, 0]);
  });

  test('a company whose home city has no free slot cannot be started (startModes.homeMustHaveRoom)', () => {
    const d = inStockRound();
    const home = t1862.corporation.get('EUR')!.home!;
    expect(d.legal()).toContain('par:EUR:54');
    writableHex(d.state, home.hex).tokens.push({ corporation: 'ECR', city: home.city ?? 0, slot: 0 });
    // §2.6 item 1 (legal_to_start?): a home lay that adds a slot (the 2-slot N tile 790 on E12) still lets it start.
    expect(legalActions(t1862, d.state, 0).some((l) => l.id.startsWith('par:EUR'))).toBe(true);
    d.state.tileSupply = { ...d.state.tileSupply, '790': 0 };
    expect(legalActions(t1862, d.state, 0).some((l) => l.id.startsWith('par:EUR'))).toBe(false);
    expect(d.refuse({ type: 'par', corporation: 'EUR', price: 54 }).message).toMatch(/no free station slot/);
  });
});
