/**
 * Where 1820's stock side (G5: companies of 5, 10, 20 or 50 equal shares, title.json shareCounts) meets its
 * operating side (rules text ../shared/rules/1820-rules.txt, cited as L####):
 *
 * - G12 dividends, §7.2.4 L626-631: "the revenue of each share is the total revenue of the company divided by
 *   the share-count"; players' totals are rounded up, the pool's down, the treasury takes the remainder, and
 *   "the total dividend to the share-holder is rounded, not the dividend per share". So a holder of k of N
 *   shares is owed R × k / N, whatever N is, and every payment is whole pounds;
 * - G11 end of the stock round, §16.2.2 (rounds.stock.poolMovement unitPercent 10): -1 per 10% of the company
 *   or per pool share, whichever gives fewer moves, where a share of a 20-share company is 5%;
 * - G24/G1 §9.1 L902-903: no player controlling a company "after a Stock Round or Issue & Takeover Round" ends
 *   the game at once, so the I&T round checks it too (engine/rounds/issueTakeover.ts).
 *
 * Companies are set up directly on the state, to reach each case at once. Ladder prices:
 * 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { passTakeovers } from '../helpers/issue-takeover-1820';
import { publicState, apply, createGame, type GameState, type MarketPosition } from '../../engine';
import { type Ctx, operatingSteps, runIssueTakeoverRound } from '../helpers/engine-internals';
import { titleWithoutCousins } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions.
const title = titleWithoutCousins('1820');
const at = (price: number): MarketPosition => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
/** The share price the players see (publicState). */
const priceOf = (state: GameState, corp: string): number => publicState(title, state).corporations.find((c) => c.id === corp)!.sharePrice!;
const IDS = title.corporations.map((c) => c.id);
const shares = (holders: Record<string, number>): string[] => Object.entries(holders).flatMap(([h, n]) => Array(n).fill(h) as string[]);

/** A 3-player 1820 game whose first corporations are floated with the given holders (seat 0 directs them; one 2+ each). */
function game(corps: { price: number; certs: string[]; cash?: number }[]): { state: GameState; ids: string[] } {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  const ids = corps.map((s, i) => {
    const id = IDS[i]!;
    const c = state.corporations[id]!;
    Object.assign(c, { floated: true, operated: true, par: s.price, market: at(s.price), marketSeq: i + 1, president: 0, cash: s.cash ?? 0 });
    c.certs = [...s.certs];
    c.equalShares = s.certs.length;
    const t = { id: `2+-t${i}`, type: '2+', owner: `corp:${id}` };
    state.trains.push(t);
    c.trains.push(t.id);
    return id;
  });
  state.marketSeq = 100;
  return { state, ids };
}

/** Pays out `revenue` for `corp` through the dividend step; returns the new state. */
function payout(state: GameState, corp: string, revenue: number): GameState {
  const ctx: Ctx = { title, state, log: [] };
  operatingTurn(state, corp, { step: operatingSteps(ctx).findIndex((s) => s.name === 'dividend'), revenue });
  const r = apply(title, state, { type: 'dividend', entityType: 'corporation', entity: corp, kind: 'payout' }, { seat: 0 });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** Each player's cash gain, the company's treasury gain and the bank's loss. */
function gains(before: GameState, after: GameState, corp: string): { players: number[]; treasury: number; bank: number } {
  return {
    players: after.players.map((p, i) => p.cash - before.players[i]!.cash),
    treasury: after.corporations[corp]!.cash - before.corporations[corp]!.cash,
    bank: before.bank - after.bank,
  };
}

describe('1820 dividends by share count (G5 with G12, §7.2.4 L626-631)', () => {
  test('a 5-share company pays a fifth of the revenue per share (a share is 20%)', () => {
    // R = 50, £10 a share: seat 0 (2 shares) 20, seat 1 (1) 10, the treasury (2 unsold) 20.
    const { state, ids } = game([{ price: 55, certs: shares({ 'player:0': 2, 'player:1': 1, ipo: 2 }) }]);
    expect(gains(state, payout(state, ids[0]!, 50), ids[0]!)).toEqual({ players: [20, 10, 0], treasury: 20, bank: 50 });
  });

  test('a 20-share company: holders\' totals rounded, never a fraction of a pound', () => {
    // R = 130, £6.50 a share. Seat 0 (7): 45.5 → 46; seat 1 (3): 19.5 → 20; pool (2): 13, stays in the bank;
    // treasury (8 unsold): the remainder 130 - 46 - 20 - 13 = 51 (not 52: the players' round-ups come out of it).
    const { state, ids } = game([{ price: 78, certs: shares({ 'player:0': 7, 'player:1': 3, market: 2, ipo: 8 }) }]);
    expect(gains(state, payout(state, ids[0]!, 130), ids[0]!)).toEqual({ players: [46, 20, 0], treasury: 51, bank: 130 - 13 });
  });

  test('a 50-share company: R × k / 50 rounded up for each player, down for the pool', () => {
    // R = 77, £1.54 a share. Seat 0 (13): 20.02 → 21; seat 1 (8): 12.32 → 13; seat 2 (4): 6.16 → 7;
    // pool (5): 7.7 → 7; treasury (20): 77 - 21 - 13 - 7 - 7 = 29.
    const { state, ids } = game([{ price: 71, certs: shares({ 'player:0': 13, 'player:1': 8, 'player:2': 4, market: 5, ipo: 20 }) }]);
    const g = gains(state, payout(state, ids[0]!, 77), ids[0]!);
    expect(g).toEqual({ players: [21, 13, 7], treasury: 29, bank: 77 - 7 });
    expect([...g.players, g.treasury].every(Number.isInteger)).toBe(true);
  });
});

describe('1820 end-of-stock-round pool fall by share count (G5 with G11, §16.2.2)', () => {
  test('counts a 20-share company\'s pool shares as 5% each, a 50-share company\'s as 2%', () => {
    const { state, ids } = game([
      // 4 of 20 in the pool = 20%: min(4 shares, 2 tens) = 2 moves, 78 → 65.
      { price: 78, certs: shares({ 'player:0': 12, market: 4, ipo: 4 }) },
      // 12 of 50 = 24%: min(12, 2) = 2 moves, 60 → 51.
      { price: 60, certs: shares({ 'player:0': 30, market: 12, ipo: 8 }) },
      // 4 of 50 = 8%: less than 10%, no move.
      { price: 95, certs: shares({ 'player:0': 30, market: 4, ipo: 16 }) },
    ]);
    // Everyone passes: part A, then part B, and the stock round ends.
    let s = state;
    for (let k = 0; k < 8 && s.round.kind === 'stock'; k++) {
      const seat = s.round.turn;
      const r = apply(title, s, { type: 'pass', entityType: 'player', entity: seat }, { seat });
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      s = r.state;
    }
    expect(s.round.kind).toBe('operating');
    expect(ids.map((id) => priceOf(s, id))).toEqual([65, 51, 95]);
  });
});

describe('1820 game end after an Issue & Takeover round (G24, §9.1 L902-903)', () => {
  // Nothing in the engine yet takes a company from its director inside an OR or an I&T (liquidation and
  // takeovers are G14), so the state is set by hand: the OR's last action would start this I&T.
  function atIssueTakeover(directed: boolean): Ctx {
    const { state, ids } = game([{ price: 78, certs: shares({ 'player:0': 6, ipo: 4 }) }]);
    if (!directed) state.corporations[ids[0]!]!.president = null;
    return { title, state, log: [] };
  }

  test('ends the game at once when no player directs a company when the round ends', () => {
    const ctx = atIssueTakeover(false);
    const column = ctx.state.costOfBusiness!;
    runIssueTakeoverRound(ctx, 1);
    // The round's automatic steps ran first (the marker moved), then the check ended the game.
    expect(ctx.state.costOfBusiness).toBe(column + 1);
    expect(ctx.state.finished).toMatchObject({ reason: 'noControlledCompany' });
    expect(ctx.log).toEqual(expect.arrayContaining(['Issue & Takeover round 1 ends', 'No player directs any company']));
    expect(ctx.log.some((l) => l.startsWith('Operating round'))).toBe(false);
  });

  test('goes on to the next operating round while a player directs a company', () => {
    const ctx = atIssueTakeover(true);
    ctx.state.roundsStarted = 3; // SR, OR and this I&T (the cycle's third entry) started: an OR follows
    runIssueTakeoverRound(ctx, 1);
    // The company has 4 treasury shares, so the round waits for its director at the issue step
    // (engine/mechanisms/issueTakeoverRound/issueShares.ts); the director passes, and the next OR begins.
    expect(ctx.state.round).toMatchObject({ kind: 'issueTakeover', turn: 0 });
    const r = apply(title, ctx.state, { type: 'pass', entityType: 'player', entity: 0 }, { seat: 0 });
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.state.finished).toBeNull();
    // Then the takeover step (the company may offer itself); its director passes.
    expect(passTakeovers(r.state).round.kind).toBe('operating');
  });
});
