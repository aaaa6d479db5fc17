/**
 * 1820's stock-round mechanisms, driven through the engine API (definitions/1820; rules
 * ../shared/rules/1820-rules.txt, cited as L####): G2 player cards, starting cash and income
 * (L228-233, §6.2 L247-249), pass-order cards (§6.5.1 L403-420), and G28 trading rules (§6.5.2.3
 * L452-462, §6.5.2.4 L464-476, §6.5.3.1 L478-486).
 *
 * Seed 1 with three players deals the blue cards C, B, A (seats 2, 1, 0 hold cards 1-3).
 * No company floats (a par buys one 10% share; floating needs 40%), so the operating rounds pass at
 * once and stock round follows stock round.
 */
import { compileTitle, type GameState, type Title } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';

const title: Title = compileTitle(loadTitleDir(repoPath('definitions', '1820')).definition);
const A = 0;
const B = 1;
const C = 2;
const cash = (s: GameState) => s.players.map((p) => p.cash);
const passOrder = (s: GameState) => (s.round.kind === 'stock' ? s.round.passOrder : undefined);

describe('1820 G2 player cards, starting cash and income', () => {
  it('deals the cards at random and gives £10 × the card number plus the first £800 income', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(d.state.playerOrder).toEqual([C, B, A]);
    // C card 1: 10 + 800; B card 2: 20 + 800; A card 3: 30 + 800.
    expect(cash(d.state)).toEqual([830, 820, 810]);
    // The bank paid 60 of starting cash and 3 × 800 of income out of £100,000.
    expect(d.state.bank).toBe(100000 - 60 - 2400);
    expect(d.seat).toBe(C);
  });

  it('gives five players £10-£50 by card', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D', 'E'], 7);
    const order = d.state.playerOrder!;
    order.forEach((seat, i) => expect(d.state.players[seat]!.cash).toBe(10 * (i + 1) + 800));
    expect(d.state.bank).toBe(100000 - 150 - 4000);
  });

  it('pays £800 at every stock round until the one after the queenVictoria event, then stops', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    // Stock round 1: everybody passes; the operating round has no company, so stock round 2 follows.
    d.pass().pass().pass();
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    expect(cash(d.state)).toEqual([1630, 1620, 1610]);
    // Queen Victoria dies in the operating round after stock round 2 (the operating helper's BR work
    // records the event; here it is recorded by hand as mechanisms/gameEvents.ts would).
    d.state = { ...d.state, gameEvents: { queenVictoria: 2 } };
    d.pass().pass().pass();
    // Stock round 3 is the one immediately after the death: it still pays (L247-249 "until (and including)").
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 3 });
    expect(cash(d.state)).toEqual([2430, 2420, 2410]);
    d.pass().pass().pass();
    // Stock round 4: no more income.
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 4 });
    expect(cash(d.state)).toEqual([2430, 2420, 2410]);
  });
});

describe('1820 G2 pass-order cards', () => {
  it('makes the order of final passes the next stock round\'s order', () => {
    const d = new Driver(title, ['A', 'B', 'C'], 1);
    expect(passOrder(d.state)).toEqual([]);
    d.do({ type: 'par', corporation: 'LSR', price: 55 }); // C acts: no card
    d.pass(); // B passes: red card 1
    expect(passOrder(d.state)).toEqual([B]);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 10 }); // A acts
    d.pass(); // C passes: card 2
    expect(passOrder(d.state)).toEqual([B, C]);
    // B acts again and returns card 1; C moves down to card 1.
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 10 });
    expect(passOrder(d.state)).toEqual([C]);
    d.pass(); // A passes: card 2
    d.pass(); // C passes again and keeps card 1
    expect(passOrder(d.state)).toEqual([C, A]);
    d.pass(); // B passes: card 3; all have passed in rotation
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    // By cash the order would be A (1575), B (1565), C (1555); by passes it is C, A, B.
    expect(cash(d.state)).toEqual([830 - 55 + 800, 820 - 55 + 800, 810 - 55 + 800]);
    expect(d.state.playerOrder).toEqual([C, A, B]);
    expect(d.seat).toBe(C);
    expect(passOrder(d.state)).toEqual([]);
  });
});
