/**
 * Open-cry auctions (engine/mechanisms/shared/openCry.ts; 1820 rules ../shared/rules/1820-rules.txt §10.4 L970-982),
 * as 1820's data bids them: the future-train auction (trains.json futureTrains.bidding "openCry", §6.4.2
 * L344) and the takeover and liquidation auctions (rounds.issueTakeover.takeovers.bidding "openCry",
 * §8.4.2 L819, §8.5). Every seat not barred bids at any time, out of turn; each declares done with a
 * pass; the auction ends when every seat that could still bid has declared done since the last bid; equal
 * bids against the same standing bid go to the lower player card; a defaulting winner is barred and the
 * auction is repeated.
 *
 * Seed 1 with three players deals the cards C, B, A (seats 2, 1, 0): C holds card 1. Cash: A 830, B 820, C 810.
 */
import { actingSeats, legalActions, replay, type GameState, type Title } from '../../engine';
import { titleWithout } from '../helpers/demo';
import { Table as BaseTable } from '../helpers/table';
import { atIssueTakeover, phaseIndex, shares, title1820OpenCry as itTitle } from '../helpers/issue-takeover-1820';

const title: Title = titleWithout('1820', { cousins: false, futureTrains: true, mustBuyTrain: 'never' });
const seatOrder: Title = titleWithout('1820', { cousins: false, futureTrains: true, mustBuyTrain: 'never', seatOrderAuctions: true });
const A = 0;
const B = 1;
const C = 2;

class Table extends BaseTable {
  bid(seat: number, price: number): this {
    return this.act(seat, { type: 'bid_future_train', price });
  }
}

const auction = (s: GameState) => (s.round.kind === 'stock' ? s.round.futureAuction : undefined);

describe('open cry: the future-train auction (§6.4.2 L344, §10.4)', () => {
  it('lets every seat bid or declare done out of turn, and names them all as active', () => {
    const t = new Table(title);
    expect(auction(t.state)).toMatchObject({ lot: ['2+', '3+'], openCry: { done: [], barred: [] } });
    // Every seat may act: card 1 (C) first, then B and A.
    expect(actingSeats(title, t.state)).toEqual([C, B, A]);
    for (const seat of [A, B, C]) expect(t.types(seat)).toEqual(['bid_future_train', 'pass']);
    // A, card 3, bids first, out of turn; the bid is A's own: another seat may not make it.
    expect(t.refuse(B, { type: 'bid_future_train', price: 20 }, { entityType: 'player', entity: A }).code).toBe('NOT_YOUR_TURN');
    t.bid(A, 20);
    expect(auction(t.state)!.bid).toEqual({ seat: A, price: 20 });
    // The standing bidder has nothing to do; the others must still bid or declare.
    expect(actingSeats(title, t.state)).toEqual([C, B]);
    expect(t.types(A)).toEqual([]);
    expect(t.refuse(A, { type: 'bid_future_train', price: 30 }).message).toMatch(/standing bid/);
  });

  it('ends when every other seat has declared done since the last bid; a bid clears the declarations', () => {
    const t = new Table(title);
    t.bid(B, 20).pass(A);
    expect(auction(t.state)!.openCry!.done).toEqual([A]);
    // A declared done: no bid from A until someone else bids.
    expect(t.types(A)).toEqual([]);
    expect(t.refuse(A, { type: 'bid_future_train', price: 30 }).message).toMatch(/will not bid further/);
    expect(t.refuse(A, { type: 'pass' }).message).toMatch(/will not bid further/);
    // C raises: every declaration is cleared, A may bid again.
    t.bid(C, 40);
    expect(auction(t.state)!.openCry!.done).toEqual([]);
    expect(actingSeats(title, t.state)).toEqual([B, A]);
    t.bid(A, 50).pass(C).pass(B);
    // All but the standing bidder are done: A wins and takes a train.
    expect(auction(t.state)!.winner).toEqual({ seat: A, price: 50, took: 0 });
    expect(actingSeats(title, t.state)).toEqual([A]);
    expect(t.types(B)).toEqual([]);
    t.act(A, { type: 'take_future_train', train: '3+' }).pass(A);
    // The 2+ goes up again, everyone back in, A too (L349-350).
    expect(auction(t.state)).toMatchObject({ lot: ['2+'], bid: null, winner: null, openCry: { done: [], barred: [] } });
    expect(actingSeats(title, t.state)).toEqual([C, B, A]);
    t.pass(A).pass(B).pass(C);
    // Nobody bids for it: it leaves the game (L351) and the stock actions begin with card 1.
    expect(auction(t.state)).toBeUndefined();
    expect(t.state.futureTrains!.held).toEqual([{ seat: A, type: '3+', train: '3+-15' }]);
    expect(t.log.join('\n')).toMatch(/Nobody bids: 2\+ leave the game/);
    expect(actingSeats(title, t.state)).toEqual([C]);
  });

  it('gives an equal bid against the same standing bid to the lower player card, only right after it (L978)', () => {
    const t = new Table(title);
    t.bid(B, 30);
    // C holds card 1, B card 2: C may bid the same £30 now (a simultaneous bid, the engine's reading); A, card 3, may not.
    expect(legalActions(title, t.state, C).find((l) => l.action.type === 'bid_future_train')!.params!.price!.min).toBe(30);
    expect(legalActions(title, t.state, A).find((l) => l.action.type === 'bid_future_train')!.params!.price!.min).toBe(40);
    expect(t.refuse(A, { type: 'bid_future_train', price: 30 }).message).toMatch(/already £30/);
    t.bid(C, 30);
    expect(auction(t.state)!.bid).toEqual({ seat: C, price: 30 });
    expect(t.log.join('\n')).toMatch(/lower player card/);
    // B (higher card) may not tie back; once anyone else acts the tie is closed for everyone.
    expect(t.refuse(B, { type: 'bid_future_train', price: 30 }).message).toMatch(/already £30/);
    t.pass(A);
    const again = new Table(title);
    again.bid(B, 30).pass(A);
    expect(again.refuse(C, { type: 'bid_future_train', price: 30 }).message).toMatch(/already £30/);
  });

  it('bars a winner who declines the train and repeats the auction without them (L980-982)', () => {
    const t = new Table(title);
    t.bid(A, 60).pass(B).pass(C);
    expect(auction(t.state)!.winner).toMatchObject({ seat: A, took: 0 });
    // Open cry: the winner may decline before taking a train.
    expect(t.types(A)).toEqual(['pass', 'take_future_train', 'take_future_train']);
    t.pass(A);
    expect(auction(t.state)).toMatchObject({ lot: ['2+', '3+'], bid: null, winner: null, openCry: { done: [], barred: [A] } });
    expect(t.log.join('\n')).toMatch(/repeated without them/);
    expect(actingSeats(title, t.state)).toEqual([C, B]);
    expect(t.types(A)).toEqual([]);
    expect(t.refuse(A, { type: 'bid_future_train', price: 20 }).message).toMatch(/barred/);
    t.bid(B, 20).pass(C);
    t.act(B, { type: 'take_future_train', train: '2+' });
    // A sale lifts the bar for the rest of the lot.
    expect(auction(t.state)!.openCry!.barred).toEqual([]);
    t.pass(B);
    expect(actingSeats(title, t.state)).toEqual([C, B, A]);
    // Nothing was paid by the defaulter; B's stock round 1 bid is deferred (L354).
    expect(t.state.futureTrains!.debts).toEqual({ [B]: 20 });
    expect(t.state.players.map((p) => p.cash)).toEqual([830, 820, 810]);
  });

  it('replays: the log of out-of-turn bids, stored without seats, folds to the same state', () => {
    const t = new Table(title);
    t.bid(A, 20).bid(C, 30).pass(B).bid(A, 40).pass(C).pass(B);
    const r = replay(title, { players: ['A', 'B', 'C'], seed: 1 }, JSON.parse(JSON.stringify(t.actions)) as unknown[]);
    expect(r.ok).toBe(true);
    expect(r.ok && r.state).toEqual(t.state);
  });

  it('keeps seat-order bidding where the data says "seatOrder": a pass is final, only the seat on turn bids', () => {
    const t = new Table(seatOrder);
    expect(auction(t.state)!.openCry).toBeUndefined();
    expect(actingSeats(seatOrder, t.state)).toEqual([C]);
    expect(t.types(A)).toEqual([]);
    expect(t.refuse(A, { type: 'bid_future_train', price: 20 }).code).toBe('NOT_YOUR_TURN');
    t.bid(C, 20).pass(B);
    expect(auction(t.state)!.out).toEqual([B]);
  });
});

describe('open cry: takeovers and liquidations (§8.4.2 L819, §8.5)', () => {
  const bid = (by: string, target: string, price: number) => [{ type: 'bid', corporation: target, price }, { entityType: 'corporation', entity: by }] as const;
  const offer = (by: string, target: string) => [{ type: 'offer_takeover', corporation: target }, { entityType: 'corporation', entity: by }] as const;

  /** X (seat 0, 51, £3000) offers first; Y (60; seat 1 three shares, seat 2 two), W (95, seat 2, £3000), Z (86, seat 1, £3000). Brown: no reductions. */
  function setup() {
    const { state, ids } = atIssueTakeover(
      [
        { price: 51, certs: shares({ 'player:0': 5 }), president: 0, cash: 3000 },
        { price: 60, certs: shares({ 'player:1': 3, 'player:2': 2 }), president: 1, cash: 100 },
        { price: 95, certs: shares({ 'player:2': 5 }), president: 2, cash: 3000 },
        { price: 86, certs: shares({ 'player:1': 5 }), president: 1, cash: 3000 },
      ],
      (s) => void (s.phase = phaseIndex('brown')),
      itTitle,
    );
    return { t: new Table(itTitle, state), x: ids[0]!, y: ids[1]!, w: ids[2]!, z: ids[3]! };
  }

  it('takes bids from every director at any time; the offered company\'s director is capped; all done ends it', () => {
    const { t, x, y, w, z } = setup();
    // X is last in operating order and offers first.
    t.act(0, ...offer(x, y));
    const a = () => (t.state.round.kind === 'issueTakeover' ? t.state.round.takeover!.auction! : undefined);
    expect(a()).toMatchObject({ target: y, minimum: 300, openCry: { done: [], barred: [] } });
    // Seats 0 (X), 1 (Z; Y's director) and 2 (W) may all bid: card order from seed 1 is 2, 1, 0.
    expect(actingSeats(itTitle, t.state)).toEqual([2, 1, 0]);
    // Y's director may bid only the minimum while nobody else has bid (the £10 cap, L837).
    expect(legalActions(itTitle, t.state, 1).find((l) => l.action.type === 'bid')!.params!.price).toEqual({ min: 300, max: 300, multipleOf: 10 });
    // Seat 0, last by card, bids first, out of turn; then seat 2 with W.
    t.act(0, ...bid(x, y, 300));
    t.act(2, ...bid(w, y, 320));
    expect(a()!.high).toEqual({ seat: 2, corporation: w, amount: 320 });
    // Now Y's director may go £10 above the best other bid.
    expect(legalActions(itTitle, t.state, 1).find((l) => l.action.type === 'bid')!.params!.price).toEqual({ min: 330, max: 330, multipleOf: 10 });
    expect(t.refuse(1, ...bid(z, y, 340)).message).toMatch(/at most £330/);
    // A bid names a company the seat directs: seat 0 may not bid with W.
    expect(t.refuse(0, ...bid(w, y, 330)).code).toBe('NOT_YOUR_TURN');
    t.act(1, ...bid(z, y, 330));
    t.pass(0).pass(2);
    // Seat 1 holds the best bid, the others are done: Z's bid (below the forcing bid) waits for Y's director.
    expect(a()).toMatchObject({ high: { seat: 1, corporation: z, amount: 330 }, decision: true });
    expect(actingSeats(itTitle, t.state)).toEqual([1]);
  });

  it('a liquidation: the bank\'s minimum stands unless a company outbids it before everyone is done', () => {
    const { state, ids } = atIssueTakeover(
      [
        { price: 51, certs: shares({ 'player:0': 5 }), president: 0, cash: 3000 },
        { price: 10, certs: shares({ 'player:1': 3, 'player:2': 2 }), president: 1, cash: 0 },
        { price: 95, certs: shares({ 'player:2': 5 }), president: 2, cash: 3000 },
      ],
      (s) => void (s.phase = phaseIndex('brown')),
      itTitle,
    );
    const t = new Table(itTitle, state);
    const [x, y, w] = [ids[0]!, ids[1]!, ids[2]!];
    const a = () => (t.state.round.kind === 'issueTakeover' ? t.state.round.takeover?.auction : undefined);
    expect(a()).toMatchObject({ target: y, liquidation: true, high: { seat: null, amount: 50 } });
    // The bank's bid cannot be tied: the next bid is £60.
    expect(legalActions(itTitle, t.state, 0).find((l) => l.action.type === 'bid')!.params!.price!.min).toBe(60);
    t.act(2, ...bid(w, y, 60)).pass(0);
    // Y's director (seat 1) directs nothing else: nothing to declare. Seat 2 holds the bid: W buys Y's assets.
    expect(a()).toBeUndefined();
    expect(t.state.corporations[y]!.floated).toBe(false);
    expect(t.state.corporations[w]!.trains).toContain('2+-t1');
    expect(t.log.join('\n')).toMatch(/buys .*stations and trains in its liquidation for £60/);
    void x;
  });
});
