/**
 * 1830's variant as_played_on_18xx_games (definitions/1830/title.json importVariants), found by the differential
 * fuzzer (tools/README-differential.md): where 18xx.games plays 1830 its own way, every game imported from it
 * does so too. The settings it sets are general: waterfallAuction duelOrder "lowestBidFirst" and priorityAfter
 * "nextTurn" (engine/rounds/auction.ts), grantsShare againOnSaleBetweenPlayers (engine/mechanisms/abilities/,
 * playerCompanySale/) and rounds.stock.multiBuy afterCompany (engine/shares/rules/oneBuyPerTurn.ts). Each is
 * checked against the title without the variant, which keeps the earlier reading.
 */
import * as fs from 'fs';
import { apply, applyVariant, compileTitle, createGame, whoActs, type GameState, type Title } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const definition = loadTitleDir(repoPath('definitions', '1830')).definition;
const asPlayed = compileTitle(applyVariant(definition, 'as_played_on_18xx_games'));
const base = compileTitle(definition);

type Step = [seat: number, action: Record<string, unknown>];
const bid = (seat: number, company: string, price: number): Step => [seat, { type: 'bid', entityType: 'player', entity: seat, company, price }];
const pass = (seat: number): Step => [seat, { type: 'pass', entityType: 'player', entity: seat }];

function play(title: Title, players: number, steps: Step[]): GameState {
  let state = createGame(title, { players: Array.from({ length: players }, (_, i) => `P${i + 1}`), seed: 1 });
  for (const [seat, action] of steps) {
    const r = apply(title, state, action, { seat });
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
  }
  return state;
}

test('the first stock round starts with the player whose auction turn is next, not after the B&O par (fuzz 1830 seed 5)', () => {
  // P1 buys the SV; the DH, bid on by both, goes to P2 in a duel P1 ends by passing; the MH, CA and BO follow to
  // their single bidders, and P2 sets the B&O's par. P2's ordinary auction turn was next (after P1's purchase).
  const steps: Step[] = [
    bid(0, 'CA', 165), bid(1, 'MH', 115), bid(0, 'DH', 75), bid(1, 'DH', 80), bid(0, 'CS', 45), bid(1, 'BO', 225),
    bid(0, 'SV', 20), bid(0, 'DH', 85), bid(1, 'DH', 90), pass(0),
    [1, { type: 'par', entityType: 'player', entity: 1, corporation: 'B&O', price: 100 }],
  ];
  const played = play(asPlayed, 2, steps);
  expect(played.round.kind).toBe('stock');
  expect(whoActs(asPlayed, played)?.seat).toBe(1);
  // Without the variant: the player after the last one who acted (P2's par).
  expect(whoActs(base, play(base, 2, steps))?.seat).toBe(0);
});

test('several bidders for the cheapest private bid lowest bid first (fuzz 1830 seed 4)', () => {
  const steps: Step[] = [
    bid(0, 'DH', 75), bid(1, 'SV', 20), bid(2, 'MH', 115), bid(3, 'BO', 225), bid(0, 'CA', 165), bid(1, 'MH', 120), pass(2),
    bid(3, 'MH', 125), bid(0, 'MH', 130), pass(1), bid(2, 'MH', 135), bid(3, 'CA', 170), bid(0, 'BO', 230), bid(1, 'DH', 80),
    // P3 buys the CS: the DH, bid on by P1 and P2, is the cheapest; P1 drops out, and the MH is the cheapest.
    bid(2, 'CS', 40), pass(0),
  ];
  // The MH's bids: P2 120, P4 125, P1 130, P3 135. 18xx.games' WaterfallAuction#active_entities: the lowest bidder.
  expect(whoActs(asPlayed, play(asPlayed, 4, steps))?.seat).toBe(1);
  // Without the variant: in turn order after the highest bidder (P3).
  expect(whoActs(base, play(base, 4, steps))?.seat).toBe(3);
});

// Positions of a recorded game, for the stock-round settings.
const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '1830-game-end-bank.json'), 'utf8'));
function stockRound(n: number): GameState {
  let found: GameState | null = null;
  replayExport(definition, game, { beforeAction: (s) => (!found && s.round.kind === 'stock' && s.round.number === n ? (found = s) : null) });
  return structuredClone(found!);
}
const buyCompany = (title: Title, state: GameState, seat: number, company: string) =>
  apply(title, state, { type: 'buy_company', entityType: 'player', entity: seat, company, price: 1 }, { seat });

test("the Camden & Amboy's PRR share comes again to a player buying the company from another, from the pool; refused while a player holds it", () => {
  const state = stockRound(2);
  const seat = whoActs(asPlayed, state)!.seat;
  const seller = (seat + 1) % state.players.length;
  state.companies.CA = { ...state.companies.CA!, closed: false, owner: `player:${seller}` };
  // The share the CA granted its first buyer (certificate 1, companies.json prrShare) lies in the pool.
  state.corporations.PRR!.certs[1] = 'market';
  const r = buyCompany(asPlayed, state, seat, 'CA');
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.corporations.PRR!.certs[1]).toBe(`player:${seat}`);
  expect(r.log).toContain(`${state.players[seat]!.name} receives PRR's share with CA`);
  // The rules give it to the initial purchaser alone: without the variant the pool keeps it.
  const plain = buyCompany(base, state, seat, 'CA');
  if (!plain.ok) throw new Error(plain.error.message);
  expect(plain.state.corporations.PRR!.certs[1]).toBe('market');
  // While a player holds that share, 18xx.games refuses the sale ("Cannot buy share from player").
  const held = structuredClone(state);
  held.corporations.PRR!.certs[1] = `player:${seller}`;
  expect(buyCompany(asPlayed, held, seat, 'CA')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/cannot be sold between players/) } });
  expect(buyCompany(base, held, seat, 'CA').ok).toBe(true);
});

test('a private bought in the turn does not stop several brown-zone shares of one corporation from the pool', () => {
  const state = stockRound(2);
  const seat = whoActs(asPlayed, state)!.seat;
  const seller = (seat + 1) % state.players.length;
  state.companies.SV = { ...state.companies.SV!, closed: false, owner: `player:${seller}` };
  // NYNH in a brown (multiple-buy) cell with two shares in the pool, and cash enough.
  const brown = asPlayed.market.rows.flatMap((row, r) => row.map((cell, c) => ({ cell, r, c }))).find(({ cell }) => cell?.multiBuy === true)!;
  const nynh = state.corporations.NYNH!;
  nynh.market = { row: brown.r, col: brown.c };
  const pool = nynh.certs.flatMap((h, i) => (i > 0 && h === 'ipo' ? [i] : [])).slice(0, 2);
  for (const i of pool) nynh.certs[i] = 'market';
  state.players[seat]!.cash += 1000;
  const buyShare = (title: Title, s: GameState) => apply(title, s, { type: 'buy_shares', entityType: 'player', entity: seat, corporation: 'NYNH', from: 'market', percent: 10 }, { seat });
  const bought = buyCompany(asPlayed, state, seat, 'SV');
  if (!bought.ok) throw new Error(bought.error.message);
  const first = buyShare(asPlayed, bought.state);
  if (!first.ok) throw new Error(first.error.message);
  expect(buyShare(asPlayed, first.state).ok).toBe(true);
  // Without the variant the private is the turn's one purchase.
  const plain = buyCompany(base, state, seat, 'SV');
  if (!plain.ok) throw new Error(plain.error.message);
  expect(buyShare(base, plain.state)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/already bought/) } });
});
