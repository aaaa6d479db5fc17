/**
 * 1843's private auction (G2; rules ../shared/rules/1843-rules-draft.lyx L1245-1496), driven through
 * the engine API on a four-player game: bids in multiples of 5fr (L1310-1315), the duel among several
 * bidders from the lowest bid (L1342-1375), the all-pass "brief operating round" that pays the privates,
 * discards a yellow train and cuts the cheapest price (L1398-1443), the game end when the sixth yellow
 * train goes (L1421-1423), and the first stock turn after the last buyer (L1447-1457).
 *
 * Seed 1 deals the cards D, C, B, A (seats 3, 2, 1, 0 hold cards 1-4): turns go D, C, B, A.
 */
import { compileTitle, legalActions, type GameState, type Title } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';

const title: Title = compileTitle(loadTitleDir(repoPath('definitions', '1843')).definition);
const A = 0;
const B = 1;
const C = 2;
const D = 3;

const yellowsInSupply = (s: GameState) => s.trains.filter((t) => t.type === '2+1' && t.owner === 'depot').length;
const cash = (s: GameState) => s.players.map((p) => p.cash);
const auction = (s: GameState) => s.round as Extract<GameState['round'], { kind: 'auction' }>;

/** Three bids on Cie de la Ceinture (face 20): D 25, B 30, C 35; then A buys TB, and the duel starts. */
function toDuel(): Driver {
  const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
  expect(d.state.playerOrder).toEqual([D, C, B, A]);
  d.do({ type: 'bid', company: 'C', price: 25 }); // D
  d.pass(); // C
  d.do({ type: 'bid', company: 'C', price: 30 }); // B
  d.pass(); // A
  d.pass(); // D
  d.do({ type: 'bid', company: 'C', price: 35 }); // C
  d.pass(); // B
  expect(d.seat).toBe(A);
  d.do({ type: 'bid', company: 'TB', price: 15 }); // A buys the cheapest
  return d;
}

describe('1843 G2 private auction', () => {
  it('takes bids only in multiples of 5fr above the face value or the high bid', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    expect(d.refuse({ type: 'bid', company: 'PStG', price: 47 }).message).toMatch(/multiple of 5/);
    d.do({ type: 'bid', company: 'PStG', price: 50 });
    expect(d.refuse({ type: 'bid', company: 'PStG', price: 57 }).message).toMatch(/multiple of 5/);
    const offer = legalActions(title, d.state, d.seat).find((l) => l.id === 'bid:PStG');
    expect(offer?.params?.price).toMatchObject({ min: 55, multipleOf: 5 });
  });

  it('runs the duel in rotating order of increasing bids, the lowest bidder first', () => {
    const d = toDuel();
    // Bids D 25, B 30, C 35: D bids first (after the high bidder C would come B).
    expect(auction(d.state).contest).toMatchObject({ company: 'C', order: [D, B, C] });
    expect(d.seat).toBe(D);
    expect(d.refuse({ type: 'bid', company: 'C', price: 42 }).message).toMatch(/multiple of 5/);
    d.do({ type: 'bid', company: 'C', price: 40 });
    expect(d.seat).toBe(B);
    d.pass(); // B drops out
    expect(d.seat).toBe(C);
    d.do({ type: 'bid', company: 'C', price: 45 });
    expect(d.seat).toBe(D);
    d.pass(); // D drops out: C takes it at 45, the losers keep their money
    expect(d.state.companies['C']!.owner).toBe(`player:${C}`);
    expect(cash(d.state)).toEqual([600 - 15, 600, 600 - 45, 600]);
    // Play goes on after the last buyer (A bought TB): D.
    expect(auction(d.state).contest).toBeNull();
    expect(d.seat).toBe(D);
  });

  it('starts the stock round after the last buyer, not after a duel winner who set a par', () => {
    const d = toDuel();
    d.do({ type: 'bid', company: 'C', price: 40 }).pass().do({ type: 'bid', company: 'C', price: 45 }).pass();
    d.do({ type: 'bid', company: 'PStG', price: 40 }); // D
    d.do({ type: 'bid', company: 'LH', price: 60 }); // C
    d.do({ type: 'bid', company: 'VdL', price: 110 }); // B
    d.do({ type: 'bid', company: 'LM', price: 215 }); // A
    d.do({ type: 'bid', company: 'LM', price: 220 }); // D
    expect(d.seat).toBe(C);
    d.do({ type: 'bid', company: 'BA', price: 150 }); // C buys the cheapest: duel for LM, A (215) first
    expect(d.seat).toBe(A);
    d.pass(); // D takes LM at 220 and sets the PLM par
    expect(d.seat).toBe(D);
    d.do({ type: 'par', corporation: 'PLM', price: 67 });
    expect(d.state.round.kind).toBe('stock');
    // C bought last at its price; after C in card order comes B.
    expect(d.seat).toBe(B);
    expect(cash(d.state)).toEqual([600 - 15, 600 - 110, 600 - 45 - 60 - 150, 600 - 40 - 220]);
  });

  it('on a round of passes pays the privates, discards a yellow train and cuts the cheapest price', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    d.do({ type: 'bid', company: 'TB', price: 15 }); // D buys TB (revenue 0)
    d.do({ type: 'bid', company: 'C', price: 20 }); // C buys Ceinture (revenue 5)
    expect(yellowsInSupply(d.state)).toBe(6);
    d.pass().pass().pass().pass(); // B, A, D, C
    expect(yellowsInSupply(d.state)).toBe(5);
    expect(d.state.trains.filter((t) => t.owner === 'scrap').map((t) => t.type)).toEqual(['2+1']);
    expect(cash(d.state)).toEqual([600, 600, 600 - 20 + 5, 600 - 15]);
    // PStG (40) now costs 35; the next player after the last to pass (C) is B.
    expect(d.seat).toBe(B);
    expect(d.refuse({ type: 'bid', company: 'PStG', price: 40 }).message).toMatch(/sells for 35/);
    d.do({ type: 'bid', company: 'PStG', price: 35 });
    expect(d.state.companies['PStG']!.owner).toBe(`player:${B}`);
  });

  it('gives a company cut to 0 to the next player, and ends the game when the sixth yellow train goes', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    const allPass = () => {
      for (let i = 0; i < 4; i++) d.pass();
    };
    allPass(); // TB 10, 5 yellows left
    allPass(); // TB 5, 4 left
    expect(d.seat).toBe(D);
    allPass(); // TB 0: D, next after the last to pass (A), takes it free; 3 left
    expect(d.state.companies['TB']!.owner).toBe(`player:${D}`);
    expect(d.state.players[D]!.cash).toBe(600);
    expect(yellowsInSupply(d.state)).toBe(3);
    // The turn passes on from the taker.
    expect(d.seat).toBe(C);
    allPass(); // Ceinture 15, 2 left
    allPass(); // Ceinture 10, 1 left
    expect(d.state.finished).toBeNull();
    allPass(); // the sixth yellow train is discarded: the game ends at once
    expect(yellowsInSupply(d.state)).toBe(0);
    expect(d.state.finished?.reason).toBe('trainsExhausted');
  });
});
