/**
 * The fuzz bots' habits with lobbies (title.json rounds.stock.lobbies, 1820 §6.5.2.1, §6.6): a bot funds a
 * modest lobby that leaves it the money to float, and starts a company when its lobby resolves. Uniform
 * choices funded lobbies with nearly all the players' money, and no company ever started.
 */
import { actingSeats, apply, createGame, legalActions, type GameState } from '../../engine';
import { lowestModePar } from '../helpers/engine-internals';
import { botRandom, choose, fillParams } from '../../tools/fuzz';
import { titleWithout } from '../helpers/demo';

// Without cousins and future trains: their auctions (G7, G8) would open stock round 1; these tests start at the lobbies.
const title = titleWithout('1820', { cousins: false });

function botStep(state: GameState, rand: () => number): GameState {
  const seat = actingSeats(title, state)[0]!;
  const choice = choose(legalActions(title, state, seat), rand, title, state);
  const r = apply(title, state, fillParams(choice, rand, state.players[seat]?.cash), { seat });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

test('part A: every lobby a bot funds leaves it 40% of a company at the lowest par', () => {
  const reserve = 4 * lowestModePar(title, null);
  for (let seed = 1; seed <= 20; seed++) {
    const rand = botRandom(seed);
    let s = createGame(title, { players: ['A', 'B', 'C', 'D'], seed });
    for (let k = 0; k < 40 && s.round.kind === 'stock' && s.round.part === 'A' && !s.round.lobbyResolution; k++) {
      const seat = s.round.turn;
      const before = s.players[seat]!.cash;
      s = botStep(s, rand);
      const paid = before - s.players[seat]!.cash;
      if (paid > 0) expect(s.players[seat]!.cash).toBeGreaterThanOrEqual(reserve);
    }
    expect(s.round.kind === 'stock' && s.round.lobbyResolution).toBeTruthy();
  }
});

test('the lobbies resolve into companies: nearly every funder starts one', () => {
  let floated = 0;
  for (let seed = 1; seed <= 5; seed++) {
    const rand = botRandom(seed);
    let s = createGame(title, { players: ['A', 'B', 'C'], seed });
    for (let k = 0; k < 200 && s.round.kind === 'stock' && s.round.part !== 'B'; k++) s = botStep(s, rand);
    expect(s.round.kind === 'stock' && s.round.part).toBe('B');
    floated += Object.values(s.corporations).filter((c) => c.floated).length;
  }
  // Each of the 3 players funds at most one lobby in a round (and rarely raises another): of at most 15
  // lobbies in 5 first stock rounds, nearly all float a company.
  expect(floated).toBeGreaterThanOrEqual(10);
});

/**
 * Deals by consent and open-cry auctions (title.json negotiation; futureTrains and takeovers bidding "openCry"):
 * the bots pick a seat among those that may act (the proposal's counterpart, every open-cry bidder), as the
 * fuzzer does, and play what legalActions lists. They propose, accept and decline, and every future-train
 * auction ends: each seat declares done once the price passes its limit.
 */
test('the bots propose and answer deals, and bid in open cry until every seat is done', () => {
  const full = titleWithout('1820', { mustBuyTrain: 'never' });
  const played: Record<string, number> = {};
  for (let seed = 1; seed <= 4; seed++) {
    const rand = botRandom(seed);
    let s = createGame(full, { players: ['A', 'B', 'C', 'D'], seed });
    let auctions = 0;
    for (let k = 0; k < 1500 && !s.finished && !(s.round.kind === 'stock' && s.round.number === 3); k++) {
      if (s.round.kind === 'stock' && s.round.futureAuction) auctions = Math.max(auctions, s.round.number);
      const seats = actingSeats(full, s);
      const seat = seats[Math.floor(rand() * seats.length)]!;
      const choice = choose(legalActions(full, s, seat), rand, full, s);
      const r = apply(full, s, fillParams(choice, rand, s.players[seat]?.cash), { seat });
      if (!r.ok) throw new Error(`seed ${seed}: ${choice.id} refused: ${r.error.message}`);
      s = r.state;
      played[choice.action.type] = (played[choice.action.type] ?? 0) + 1;
    }
    // Stock rounds 1 and 2 opened with a future-train auction, and the game reached stock round 3.
    expect(auctions).toBe(2);
    expect(s.round.kind === 'stock' && s.round.number).toBe(3);
  }
  expect(played.bid_future_train).toBeGreaterThan(4);
  expect(played.propose_trade).toBeGreaterThan(0);
  expect((played.accept_proposal ?? 0) + (played.decline_proposal ?? 0)).toBeGreaterThan(0);
});
