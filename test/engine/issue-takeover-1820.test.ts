/**
 * 1820's Issue & Takeover round, the free-for-all's share issues (G14; rules text
 * ../shared/rules/1820-rules.txt, cited as L####; engine/mechanisms/issueTakeoverRound/issueShares.ts, engine/rounds/issueTakeover.ts):
 *
 * - §8.3 L783: "The company treasury receives the current stock value for each share issued";
 * - L784-785: the price moves "down one space for each 5% of the company (rounding up) or share issued, whichever
 *   is the smaller" (rounds.issueTakeover.issueUnitPercent 5);
 * - L786: no issue that "would put that company's stock price into liquidation" (the £10 box), and L781 none by a
 *   company in liquidation;
 * - §8.1 step 3 L725-731: the step "ends when all company directors agree": a full circle of passes.
 *
 * Companies are set up directly on the state, to reach each case at once. Ladder prices:
 * 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { apply, type GameState, legalActions } from '../../engine';
import { act1820 as act, at, atIssueTakeover, count, IDS, passTakeovers, priceOf, shares, title1820 as title } from '../helpers/issue-takeover-1820';
import { writableHex } from '../helpers/hex-state';

const issue = (state: GameState, seat: number, corp: string, percent: number): GameState =>
  act(state, seat, { type: 'sell_shares', entityType: 'corporation', entity: corp, corporation: corp, percent });
const pass = (state: GameState, seat: number): GameState => act(state, seat, { type: 'pass', entityType: 'player', entity: seat });
function refuse(state: GameState, seat: number, action: Record<string, unknown>): string {
  const r = apply(title, state, action as never, { seat });
  if (r.ok) throw new Error('the action was accepted');
  return r.error.message;
}

describe('1820 I&T share issues (G14, §8.3 L780-787)', () => {
  test('a 10-share company issues 2 shares: the treasury gets 2 x 78, the price falls 2 cells (2 shares < 20%/5%)', () => {
    const { state, ids } = atIssueTakeover([{ price: 78, certs: shares({ 'player:0': 6, ipo: 4 }), president: 0, cash: 100 }]);
    expect(state.round).toMatchObject({ kind: 'issueTakeover', turn: 0 });
    const bank = state.bank;
    const s = issue(state, 0, ids[0]!, 20);
    expect(s.corporations[ids[0]!]!.cash).toBe(100 + 156);
    expect(s.bank).toBe(bank - 156);
    expect(count(s, ids[0]!, 'market')).toBe(2);
    expect(count(s, ids[0]!, 'ipo')).toBe(2);
    expect(priceOf(s, ids[0]!)).toBe(65); // 78 → 71 → 65
  });

  test('a 50-share company issues 3 shares (6%): the price falls 2 cells (ceil(6/5) = 2 < 3 shares)', () => {
    const { state, ids } = atIssueTakeover([{ price: 95, certs: shares({ 'player:0': 30, ipo: 20 }), president: 0 }]);
    const s = issue(state, 0, ids[0]!, 6);
    expect(s.corporations[ids[0]!]!.cash).toBe(3 * 95);
    expect(count(s, ids[0]!, 'market')).toBe(3);
    expect(priceOf(s, ids[0]!)).toBe(78); // 95 → 86 → 78
  });

  test('shares the company bought back are treasury shares too', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 4, [`corp:${IDS[0]}`]: 1 }), president: 0 }]);
    const s = issue(state, 0, ids[0]!, 20);
    expect(count(s, ids[0]!, 'market')).toBe(1);
    expect(count(s, ids[0]!, `corp:${ids[0]}`)).toBe(0);
    expect(priceOf(s, ids[0]!)).toBe(55); // 1 share of 5 (20%): min(1, 4) = 1 cell
  });

  test('refuses an issue that would reach the £10 liquidation box, more shares than the treasury, and a fraction of a share', () => {
    const { state, ids } = atIssueTakeover([
      { price: 43, certs: shares({ 'player:0': 3, ipo: 7 }), president: 0 },
      { price: 55, certs: shares({ 'player:0': 4, ipo: 1 }), president: 0 },
    ]);
    // 43 → 40 → 10: two shares would put the first company into liquidation; one is allowed.
    expect(refuse(state, 0, { type: 'sell_shares', entityType: 'corporation', entity: ids[0], corporation: ids[0], percent: 20 })).toMatch(/liquidation/);
    expect(refuse(state, 0, { type: 'sell_shares', entityType: 'corporation', entity: ids[1], corporation: ids[1], percent: 40 })).toMatch(/1 share in its treasury/);
    expect(refuse(state, 0, { type: 'sell_shares', entityType: 'corporation', entity: ids[0], corporation: ids[0], percent: 15 })).toMatch(/whole number/);
    const legal = legalActions(title, state, 0).map((l) => l.action as unknown as Record<string, unknown>);
    expect(legal.filter((a) => a.type === 'sell_shares').map((a) => [a.corporation, a.percent])).toEqual([[ids[0], 10], [ids[1], 20]]);
    expect(priceOf(issue(state, 0, ids[0]!, 10), ids[0]!)).toBe(40);
  });

  test('a company in the £10 box cannot issue (L781): only the director\'s other company is offered', () => {
    const { state, ids } = atIssueTakeover([
      { price: 10, certs: shares({ 'player:0': 6, ipo: 4 }), president: 0 },
      { price: 55, certs: shares({ 'player:0': 4, ipo: 1 }), president: 0 },
    ]);
    expect(state.round).toMatchObject({ kind: 'issueTakeover', turn: 0 });
    const legal = legalActions(title, state, 0).map((l) => l.action as unknown as Record<string, unknown>);
    expect(legal.filter((a) => a.type === 'sell_shares').map((a) => a.corporation)).toEqual([ids[1]]);
    expect(refuse(state, 0, { type: 'sell_shares', entityType: 'corporation', entity: ids[0], corporation: ids[0], percent: 10 })).toMatch(/in liquidation/);
  });
});

describe('1820 I&T free-for-all turns (§8.1 step 3 L725-731)', () => {
  const setup = () =>
    atIssueTakeover([
      { price: 78, certs: shares({ 'player:0': 6, ipo: 4 }), president: 0 },
      { price: 55, certs: shares({ 'player:1': 3, ipo: 2 }), president: 1 },
    ]);

  test('ends after a full circle of passes (seat 2 directs nothing and is passed by the engine)', () => {
    const { state, ids } = setup();
    let s = issue(state, 0, ids[0]!, 10); // 78 → 71 (1 share, 10%: min(1, 2) = 1)
    expect(s.round).toMatchObject({ kind: 'issueTakeover', turn: 1 });
    s = pass(s, 1); // seat 2 has nothing to issue: back to seat 0
    expect(s.round).toMatchObject({ kind: 'issueTakeover', turn: 0 });
    s = pass(s, 0); // seats 1, 2, 0 passed in succession: the takeover step follows (engine/steps/takeovers.ts)
    expect(s.round).toMatchObject({ kind: 'issueTakeover', takeover: expect.anything() });
    s = passTakeovers(s);
    expect(s.round.kind).toBe('operating');
    expect(priceOf(s, ids[0]!)).toBe(71);
    expect(priceOf(s, ids[1]!)).toBe(55);
  });

  test('an issue restarts the count: a director who passed is asked again', () => {
    const { state, ids } = setup();
    let s = pass(state, 0);
    s = issue(s, 1, ids[1]!, 20); // 55 → 51
    expect(s.round).toMatchObject({ kind: 'issueTakeover', turn: 0 });
    s = pass(s, 0);
    expect(s.round).toMatchObject({ kind: 'issueTakeover', turn: 1 });
    s = passTakeovers(pass(s, 1));
    expect(s.round.kind).toBe('operating');
    expect(priceOf(s, ids[1]!)).toBe(51);
    expect(s.corporations[ids[1]!]!.cash).toBe(55);
  });

  test('a player may not issue for a company another player directs', () => {
    const { state, ids } = setup();
    expect(refuse(state, 0, { type: 'sell_shares', entityType: 'corporation', entity: ids[1], corporation: ids[1], percent: 20 })).toMatch(/turn|direct/);
  });
});

describe('1820 I&T liquidation of companies in the £10 box (G14, §8.5 L884-894, §8.4.3 L867-880)', () => {
  test('the bank bids £10 x shares in play, the loans are repaid and the shortfall assessed per share; the charter returns', () => {
    // X: 10 shares, seat 0 holds 4, seat 1 holds 2, pool 2, treasury 2: 8 in play. £30 cash, one £200 loan.
    // Bid 10 x 8 = 80 → treasury 110; the loan takes it all and leaves 90 short: floor(90 / 8) = 11 a share,
    // seat 0 pays 44 and seat 1 pays 22. Y (seat 1, no treasury share) keeps the game going.
    // Y could outbid the bank (engine/steps/takeovers.ts, test/engine/takeovers-1820.test.ts); seat 1 drops out.
    const { state: start, ids } = atIssueTakeover(
      [
        { price: 10, certs: shares({ 'player:0': 4, 'player:1': 2, market: 2, ipo: 2 }), president: 0, cash: 30, loans: 1 },
        { price: 55, certs: shares({ 'player:1': 5 }), president: 1 },
      ],
      (s, ids) => {
        s.corporations[ids[0]!]!.tokens = [{ hex: 'G7', city: 0 }];
        writableHex(s, 'G7').tokens.push({ corporation: ids[0]!, city: 0, slot: 0 });
        // The run below must start from these players' cash.
        s.players[0]!.cash = 500;
        s.players[1]!.cash = 500;
      },
    );
    expect(start.round).toMatchObject({ takeover: { auction: { target: ids[0], high: { seat: null, amount: 80 }, liquidation: true } } });
    const state = passTakeovers(start);
    const x = state.corporations[ids[0]!]!;
    expect([state.players[0]!.cash, state.players[1]!.cash]).toEqual([500 - 44, 500 - 22]);
    expect(x).toMatchObject({ cash: 0, loans: 0, market: null, par: null, president: null, floated: false, tokens: [], trains: [] });
    expect(x.equalShares).toBeUndefined();
    expect(x.certs).toEqual(Array(10).fill('ipo'));
    expect(state.hexes['G7']!.tokens.filter((t) => t.corporation === ids[0])).toEqual([]);
    expect(state.trains.find((t) => t.id === '2+-t0')!.owner).toBe('scrap');
    expect(state.corporations[ids[1]!]!.market).toEqual(at(55));
    expect(passTakeovers(state).round.kind).toBe('operating');
  });

  test('a surplus goes to the shares in play (rounded down; the pool part to the bank) and the rest to the director', () => {
    // X: 5 shares, seat 0 holds 3, seat 1 holds 1, pool 1: 5 in play; £57, no loan. Bid 50 → 107;
    // floor(107 / 5) = 21 a share: seat 0 gets 63 + the remaining 2, seat 1 gets 21, the pool's 21 stays with the bank.
    const { state: start, ids } = atIssueTakeover(
      [
        { price: 10, certs: shares({ 'player:0': 3, 'player:1': 1, market: 1 }), president: 0, cash: 57 },
        { price: 55, certs: shares({ 'player:1': 5 }), president: 1 },
      ],
      (s) => {
        s.players[0]!.cash = 500;
        s.players[1]!.cash = 500;
        s.bank = 10000;
      },
    );
    const state = passTakeovers(start); // seat 1 does not outbid the bank with Y
    expect([state.players[0]!.cash, state.players[1]!.cash]).toEqual([565, 521]);
    expect(state.bank).toBe(10000 - 50 + 21);
    expect(state.corporations[ids[0]!]!.cash).toBe(0);
  });

  /** X (10 shares, 8 in play) at £10 with £30 and a loan, assessing 11 a share; Y at 55 directed by seat 1; seat 0 has `cash`, and one Y share with `yShare`. */
  function assessment(cash: number, yShare: boolean) {
    return atIssueTakeover(
      [
        { price: 10, certs: shares({ 'player:0': 4, 'player:1': 2, market: 2, ipo: 2 }), president: 0, cash: 30, loans: 1 },
        { price: 55, certs: shares(yShare ? { 'player:1': 4, 'player:0': 1 } : { 'player:1': 5 }), president: 1 },
      ],
      (st) => {
        st.players[0]!.cash = cash;
        st.players[1]!.cash = 500;
      },
    );
  }

  test('a holder short of cash for the assessment sells shares of another company to pay it (§8.5 L876, §17.3 L1679)', () => {
    const { state: start, ids } = assessment(20, true);
    const state = passTakeovers(start);
    // Seat 0 owes 44: it sells its Y share for 55 and pays; Y's share is in the pool.
    expect(state.finished).toBeFalsy();
    expect(state.players[0]!.cash).toBe(20 + 55 - 44);
    expect(count(state, ids[1]!, 'market')).toBe(1);
  });

  test('a player who cannot pay it even after selling every share they may is bankrupt: the game ends, scoring them £0 (§10.2 L953-955)', () => {
    const { state: start } = assessment(20, false);
    const state = passTakeovers(start);
    expect(state.finished).toMatchObject({ reason: 'bankruptcy' });
    expect(state.players[0]!.bankrupt).toBe(true);
    expect(state.finished!.scores['0']).toBe(0);
    expect(state.players[0]!.cash).toBe(0);
  });

  test('the game ends when the liquidated company was the only one a player directed', () => {
    const { state } = atIssueTakeover([{ price: 10, certs: shares({ 'player:0': 5 }), president: 0 }]);
    expect(state.finished).toMatchObject({ reason: 'noControlledCompany' });
  });
});
