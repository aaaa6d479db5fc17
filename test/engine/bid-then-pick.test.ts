/**
 * The bid-then-pick initial auction (rounds.auction.bidThenPick) and layers with their par
 * prices (title.json layers, corporations.json layer), as 1860 switches them on.
 *
 * Sources: 1860 rules (OCR, ../shared/rules/1860-rules-ocr.txt), "Private Companies and the
 * Initial Auction" L173-211 and "Major Companies" L262-287, L444-447; digest 1860 §2.3 (initial
 * auction), §4.1-4.2 (par, layers) and §5.4 (par ranges).
 */
import { legalActions, type AuctionRoundState } from '../../engine';
import { openLayerIndex } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';
import { Driver } from '../helpers/driver';

const title = titleOf('1860');
const PICK = /Private Companies and the Initial Auction/;
const LAYERS = /Major Companies/;

const auction = (d: Driver) => (d.state.round as AuctionRoundState).bidThenPick!;
const cash = (d: Driver) => d.state.players.map((p) => p.cash);
const legal = (d: Driver) => legalActions(d.title, d.state, d.seat);
/** The legal-action list as readable strings: "bid 5..640", "pass", "buy_company BHC 30", "par IOW 90". */
const options = (d: Driver) =>
  legal(d).map((l) => {
    const a = l.action as unknown as Record<string, unknown>;
    if (a.type === 'bid') return `bid ${l.params!.price!.min}..${l.params!.price!.max}`;
    if (a.type === 'buy_company') return `buy_company ${String(a.company)} ${String(a.price)}`;
    if (a.type === 'par') return `par ${String(a.corporation)} ${String(a.price)}`;
    return String(a.type);
  });

const ALL_PICKS = [
  'buy_company BHC 30',
  'buy_company YHC 50',
  'buy_company CMH 90',
  'buy_company RPSC 130',
  'par C&N 100',
  'par C&N 90',
  'par C&N 82',
  'par C&N 74',
  'par IOW 100',
  'par IOW 90',
  'par IOW 82',
  'par IOW 74',
];

describe('bid-then-pick initial auction (1860 rules L173-211; digest §2.3)', () => {
  test('the round offers the four exchangeable privates and the layer-1 director certificates, one auction each; the player left of the banker (seat 0) opens', () => {
    const d = new Driver(title, ['Ann', 'Bob', 'Cy']);
    expect(d.state.round.kind).toBe('auction');
    expect(auction(d)).toMatchObject({ auction: 1, opener: 0, high: null, out: [], picker: null });
    expect(d.seat).toBe(0);
    // A first bid raises £0 by at least £5; the most is cash less the cheapest item (BHC, £30): L193-197.
    expect(options(d)).toEqual(['bid 5..640', 'pass']);
  });

  test('bids raise by at least £5 and may not exceed cash less the cheapest item on offer; a bid names no company', () => {
    const d = new Driver(title, ['Ann', 'Bob', 'Cy']);
    expect(d.refuse({ type: 'bid', price: 4 }).ruleRef).toMatch(PICK);
    expect(d.refuse({ type: 'bid', price: 641 }).message).toMatch(/at most 640/);
    expect(d.refuse({ type: 'bid', company: 'BHC', price: 30 }).code).toBe('INVALID_INPUT');
    // Picking before winning is refused.
    expect(d.refuse({ type: 'buy_company', company: 'BHC', price: 30 }).ruleRef).toMatch(PICK);
    d.do({ type: 'bid', price: 25 }); // Ann
    expect(options(d)).toEqual(['bid 30..640', 'pass']); // Bob: 25 + 5
    expect(d.refuse({ type: 'bid', price: 29 }).message).toMatch(/at least 30/);
    d.do({ type: 'bid', price: 52 }); // raises need not be multiples of £5 (the fixtures bid 27, 16, 21)
    expect(options(d)).toEqual(['bid 57..640', 'pass']);
  });

  test('a player who cannot raise within the cash limit may only pass', () => {
    const d = new Driver(title, ['Ann', 'Bob']); // £1000 each
    d.do({ type: 'bid', price: 970 }); // Ann: 1000 - 30 for BHC
    expect(d.seat).toBe(1);
    expect(options(d)).toEqual(['pass']); // Bob: 975 + 30 > 1000
  });

  test('a passed player sits out the rest of that auction only; when all others have passed the winner pays the bid, and the next auction starts left of the winner', () => {
    const d = new Driver(title, ['Ann', 'Bob', 'Cy']);
    d.do({ type: 'bid', price: 10 }); // Ann
    d.pass(); // Bob sits out
    d.do({ type: 'bid', price: 15 }); // Cy
    expect(d.seat).toBe(0); // Bob is skipped
    d.do({ type: 'bid', price: 20 }); // Ann
    expect(d.seat).toBe(2);
    d.pass(); // Cy: only Ann is left
    expect(auction(d).picker).toBe(0);
    expect(cash(d)).toEqual([650, 670, 670]);
    expect(d.seat).toBe(0);
    // The winner now picks; bidding and passing are over.
    expect(d.refuse({ type: 'pass' }).ruleRef).toMatch(PICK);
    expect(d.refuse({ type: 'bid', price: 25 }).ruleRef).toMatch(PICK);
    d.do({ type: 'buy_company', company: 'CMH', price: 90 });
    expect(cash(d)).toEqual([560, 670, 670]);
    expect(d.state.companies.CMH!.owner).toBe('player:0');
    // Auction 2: opened by Bob (left of Ann), with Bob back in.
    expect(auction(d)).toMatchObject({ auction: 2, opener: 1, high: null, out: [], picker: null });
    expect(d.seat).toBe(1);
    expect(options(d)).toEqual(['bid 5..640', 'pass']);
  });

  test('nobody bids: the opener (the first to pass) wins for nothing and pays only the item', () => {
    const d = new Driver(title, ['Ann', 'Bob', 'Cy']);
    d.pass();
    d.pass();
    // Cy, the only one left, has not bid: she may still bid (and would win at once) or pass.
    expect(d.seat).toBe(2);
    expect(options(d)).toEqual(['bid 5..640', 'pass']);
    d.pass();
    expect(auction(d).picker).toBe(0);
    expect(cash(d)).toEqual([670, 670, 670]);
    d.do({ type: 'buy_company', company: 'BHC', price: 30 });
    expect(cash(d)).toEqual([640, 670, 670]);
    expect(auction(d)).toMatchObject({ auction: 2, opener: 1 });
  });

  test('the last player still in who has not bid wins at once with a bid', () => {
    const d = new Driver(title, ['Ann', 'Bob', 'Cy']);
    d.pass();
    d.pass();
    d.do({ type: 'bid', price: 5 });
    expect(auction(d).picker).toBe(2);
    expect(cash(d)).toEqual([670, 670, 665]);
  });

  test('the winner picks any item on offer they can pay for: a private at face value, or a director certificate at a layer-1 par (74-100), paying 2 x par', () => {
    const d = new Driver(title, ['Ann', 'Bob', 'Cy']);
    d.do({ type: 'bid', price: 10 });
    d.pass();
    d.pass();
    expect(options(d)).toEqual(ALL_PICKS);
    // Only the listed par prices of the corporation's layer (L203-204; table L266-270).
    expect(d.refuse({ type: 'par', corporation: 'IOW', price: 68 }).ruleRef).toMatch(LAYERS);
    expect(d.refuse({ type: 'par', corporation: 'IOW', price: 110 }).code).toBe('ILLEGAL_ACTION');
    // Director certificates of later layers and Fishbourne are not on offer.
    expect(d.refuse({ type: 'par', corporation: 'FYN', price: 82 }).ruleRef).toMatch(PICK);
    expect(d.refuse({ type: 'buy_company', company: 'FFC', price: 200 }).ruleRef).toMatch(PICK);
    expect(d.refuse({ type: 'buy_company', company: 'CMH', price: 80 }).ruleRef).toMatch(PICK);
    expect(d.refuse({ type: 'par', corporation: 'IOW', price: 90 }, 1).code).toBe('NOT_YOUR_TURN');
    d.do({ type: 'par', corporation: 'IOW', price: 90 });
    const iow = d.state.corporations.IOW!;
    expect([iow.par, iow.president, iow.certs[0], iow.market !== null, iow.floated]).toEqual([90, 0, 'player:0', true, false]);
    expect(cash(d)).toEqual([670 - 10 - 180, 670, 670]);
    expect(d.log).toContain("Ann picks IOW's director's certificate");
    // IOW is no longer on offer; the next winner sees the rest.
    d.pass();
    d.pass();
    d.pass();
    expect(d.seat).toBe(1);
    expect(options(d)).toEqual(ALL_PICKS.filter((p) => !p.startsWith('par IOW')));
  });

  test('the winner may pick only what they can still pay for after the bid', () => {
    const d = new Driver(title, ['Ann', 'Bob']); // £1000 each
    d.do({ type: 'bid', price: 900 });
    d.pass();
    expect(cash(d)).toEqual([100, 1000]);
    expect(options(d)).toEqual(['buy_company BHC 30', 'buy_company YHC 50', 'buy_company CMH 90']);
    expect(d.refuse({ type: 'buy_company', company: 'RPSC', price: 130 }).message).toMatch(/would cost 130/);
    expect(d.refuse({ type: 'par', corporation: 'C&N', price: 74 }).message).toMatch(/would cost 148/);
  });

  test('once only director certificates are left, the cheapest item is a certificate at 2 x the lowest par (£148)', () => {
    const d = new Driver(title, ['Ann', 'Bob']);
    for (const company of ['BHC', 'YHC', 'CMH', 'RPSC']) {
      d.pass();
      d.pass();
      d.do({ type: 'buy_company', company, price: title.company.get(company)!.value });
    }
    // Ann opened auctions 1 and 3 and won them; Bob 2 and 4: Ann 1000-30-90, Bob 1000-50-130; Ann opens auction 5.
    expect(cash(d)).toEqual([880, 820]);
    expect(d.seat).toBe(0);
    expect(options(d)).toEqual([`bid 5..${880 - 148}`, 'pass']);
  });

  /** Plays the six auctions of a two-player game so that the last bid decides the cash standings. */
  function sixAuctions(lastBid: number): Driver {
    const d = new Driver(title, ['Ann', 'Bob']);
    const nobodyBids = (pick: Record<string, unknown>) => {
      d.pass();
      d.pass();
      d.do(pick);
    };
    nobodyBids({ type: 'buy_company', company: 'RPSC', price: 130 }); // Ann opens, wins: 870
    nobodyBids({ type: 'par', corporation: 'C&N', price: 74 }); // Bob: 852
    nobodyBids({ type: 'buy_company', company: 'BHC', price: 30 }); // Ann: 840
    nobodyBids({ type: 'buy_company', company: 'YHC', price: 50 }); // Bob: 802
    nobodyBids({ type: 'par', corporation: 'IOW', price: 74 }); // Ann: 692
    d.do({ type: 'bid', price: lastBid }); // Bob opens the last auction
    d.pass(); // Ann
    d.do({ type: 'buy_company', company: 'CMH', price: 90 }); // Bob: 712 - lastBid
    return d;
  }

  test('after the last auction priority goes to the player with the most cash, and the first stock round begins (L209-210)', () => {
    const d = sixAuctions(15);
    expect(cash(d)).toEqual([692, 697]);
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 1 });
    // Bob won the last auction, so "the player after the last winner" would be Ann.
    expect(d.state.priority).toBe(1);
    expect(d.seat).toBe(1);
  });

  test('on a tie for cash, the player whose privates have the lowest total face value gets priority (L210-211)', () => {
    const d = sixAuctions(20);
    expect(cash(d)).toEqual([692, 692]);
    // Ann holds RPSC + BHC = 160, Bob YHC + CMH = 140.
    expect(d.state.priority).toBe(1);
  });
});

describe('layers and par ranges (1860 rules L262-287, L444-447; digest §4.2, §5.4)', () => {
  /** Two players; the auction leaves C&N and IOW started at 74, Ann with £692 and Bob with £697 (see above). */
  function firstStockRound(): Driver {
    const d = new Driver(title, ['Ann', 'Bob']);
    const nobodyBids = (pick: Record<string, unknown>) => {
      d.pass();
      d.pass();
      d.do(pick);
    };
    nobodyBids({ type: 'buy_company', company: 'RPSC', price: 130 });
    nobodyBids({ type: 'par', corporation: 'C&N', price: 74 });
    nobodyBids({ type: 'buy_company', company: 'BHC', price: 30 });
    nobodyBids({ type: 'buy_company', company: 'YHC', price: 50 });
    nobodyBids({ type: 'par', corporation: 'IOW', price: 74 });
    d.do({ type: 'bid', price: 15 });
    d.pass();
    d.do({ type: 'buy_company', company: 'CMH', price: 90 });
    expect(d.state.round.kind).toBe('stock');
    return d;
  }
  const pars = (d: Driver) => options(d).filter((o) => o.startsWith('par '));

  test('at the start only layer 1 is open: no later corporation may be started', () => {
    const d = firstStockRound();
    expect(openLayerIndex(title, d.state)).toBe(0);
    expect(pars(d)).toEqual([]); // C&N and IOW have their par already
    const refused = d.refuse({ type: 'par', corporation: 'IWNJ', price: 62 });
    expect(refused.ruleRef).toMatch(LAYERS);
    expect(refused.message).toMatch(/layer 2, which is not open/);
  });

  test('selling out a layer-1 corporation’s initial offering opens layer 2 at once, at its own par prices (62-82)', () => {
    const d = firstStockRound();
    // RPSC is out of the game (as after its exchange), so IOW's reserved certificate is for sale too.
    d.state.companies.RPSC!.closed = true;
    // Bob has priority. The two players buy IOW's eight 10% certificates between them.
    for (let i = 0; i < 8; i++) {
      expect(openLayerIndex(title, d.state)).toBe(0);
      d.do({ type: 'buy_shares', corporation: 'IOW', from: 'ipo', percent: 10 });
    }
    expect(d.state.corporations.IOW!.certs.includes('ipo')).toBe(false);
    expect(openLayerIndex(title, d.state)).toBe(1);
    expect(pars(d)).toEqual(['par IWNJ 82', 'par IWNJ 74', 'par IWNJ 68', 'par IWNJ 62', 'par FYN 82', 'par FYN 74', 'par FYN 68', 'par FYN 62']);
    // 90 is a par cell of the market but outside layer 2's range; layer 3 is still closed.
    expect(d.refuse({ type: 'par', corporation: 'FYN', price: 90 }).message).toMatch(/FYN may start at 82, 74, 68, 62/);
    expect(d.refuse({ type: 'par', corporation: 'NGStL', price: 62 }).message).toMatch(/layer 3/);
    d.do({ type: 'par', corporation: 'FYN', price: 68 });
    expect(d.state.corporations.FYN!.par).toBe(68);
  });

  test('a layer-1 corporation that has operated opens layer 2 (for the next stock round); each layer opens the next the same way, up to layer 4 (54-62)', () => {
    const d = firstStockRound();
    // Bob floats C&N (20% + 3 x 10% = 50%); that alone opens nothing.
    for (let i = 0; i < 3; i++) {
      d.do({ type: 'buy_shares', corporation: 'C&N', from: 'ipo', percent: 10 });
      // Floating, C&N lays its home tile on Cowes at once (rounds.stock.homeTrackAtFloat).
      if (i === 2) d.do({ type: 'lay_tile', hex: 'F2', tile: '787', rotation: 0 });
      d.pass();
    }
    expect(d.state.corporations['C&N']!.floated).toBe(true);
    expect(pars(d)).toEqual([]);
    d.pass(); // everybody has passed: operating round 1, where C&N operates
    expect(d.state.round.kind).toBe('operating');
    while (d.state.round.kind === 'operating') {
      // With track from its home tile it has a route, so it must buy a train; otherwise it passes.
      const buy = legal(d).find((l) => l.action.type === 'buy_train');
      if (buy && d.state.corporations['C&N']!.trains.length === 0) d.do(buy.action as unknown as Record<string, unknown>);
      else d.pass();
    }
    expect(d.state.corporations['C&N']!.operated).toBe(true);
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    expect(openLayerIndex(title, d.state)).toBe(1);
    expect(pars(d)).toEqual(['par IWNJ 82', 'par IWNJ 74', 'par IWNJ 68', 'par IWNJ 62', 'par FYN 82', 'par FYN 74', 'par FYN 68', 'par FYN 62']);
    // The same rule one layer up (the operated flag stands for a layer-2 and a layer-3 corporation's first run).
    d.state.corporations.FYN!.operated = true;
    expect(openLayerIndex(title, d.state)).toBe(2);
    expect(pars(d).filter((p) => /NGStL|BHI&R|S&C/.test(p))).toEqual(['par NGStL 68', 'par NGStL 62', 'par NGStL 58', 'par BHI&R 68', 'par BHI&R 62', 'par BHI&R 58']);
    d.state.corporations['BHI&R']!.operated = true;
    expect(openLayerIndex(title, d.state)).toBe(3);
    expect(pars(d).filter((p) => /S&C|VYSC/.test(p))).toEqual(['par S&C 62', 'par S&C 58', 'par S&C 54', 'par VYSC 62', 'par VYSC 58', 'par VYSC 54']);
  });
});
