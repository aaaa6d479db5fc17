/**
 * 1820's takeovers in the Issue & Takeover round (G14; rules text ../shared/rules/1820-rules.txt, cited as
 * L####; engine/steps/takeovers.ts, engine/mechanisms/issueTakeoverRound/takeover.ts):
 *
 * - §8.1 step 5 L741-748: offers in reverse operating order; a company offers until it passes or a takeover of it
 *   or by it completes;
 * - §8.4.1-8.4.2 L789-842: the minimum bid (price x shares in play), the forcing bid (the price moved up the Cost of
 *   Business premium), the offered director's £10 cap, the self-offer's bank bid (half, whole after Queen Victoria);
 * - §8.4.3 L844-880: a declined or missing bid fails; the players' shares bought at bid / shares in play; cash,
 *   loans (price down a cell each), stations and trains to the acquirer; the charter back to the supply.
 *
 * Share-count reductions are barred in brown, so these set the brown phase to keep the free-for-all quiet.
 * Ladder prices: 10 40 43 47 51 55 60 65 71 78 86 95 105 ...
 */
import { legalActions, whoActs, type GameState, checkInvariants, summarize } from '../../engine';
import { currentColumn, cellAt, moveRight } from '../helpers/engine-internals';
import { act1820 as act, at, atIssueTakeover, passTakeovers, phaseIndex, priceOf, refuse1820 as refuse, shares, title1820 as title, type CorpSetup } from '../helpers/issue-takeover-1820';
import { writableHex } from '../helpers/hex-state';

const offer = (by: string, target: string): Record<string, unknown> => ({ type: 'offer_takeover', entityType: 'corporation', entity: by, corporation: target });
const bid = (by: string, target: string, price: number): Record<string, unknown> => ({ type: 'bid', entityType: 'corporation', entity: by, corporation: target, price });
const passAs = (state: GameState, seat: number): GameState => act(state, seat, { type: 'pass', entityType: 'player', entity: seat });
const respond = (state: GameState, seat: number, accept: boolean): GameState => act(state, seat, { type: 'respond_takeover', entityType: 'player', entity: seat, accept });

/** The forcing bid for a company at `price` with 5 shares in play, from the Cost of Business column in force. */
function forcing(state: GameState, price: number): number {
  let pos = at(price);
  for (let k = currentColumn(title, state)!.takeoverPremium ?? 0; k > 0; k--) pos = moveRight(title.market, pos);
  return cellAt(title.market, pos).price * 5;
}

/**
 * X (51, seat 0, £3000) offers first, being last in operating order; Y (60, 5 shares: seat 1 three, seat 2 two;
 * £100, one loan, a 2+ train, a station in G7); optionally Z (95, seat 1, £5000).
 */
function setup(withZ = false, events?: Record<string, number>, xExtraMarkers = 0) {
  const corps: CorpSetup[] = [
    { price: 51, certs: shares({ 'player:0': 5 }), president: 0, cash: 3000 },
    { price: 60, certs: shares({ 'player:1': 3, 'player:2': 2 }), president: 1, cash: 100, loans: 1 },
  ];
  if (withZ) corps.push({ price: 95, certs: shares({ 'player:1': 5 }), president: 1, cash: 5000 });
  return atIssueTakeover(corps, (s, ids) => {
    s.phase = phaseIndex('brown');
    if (events) s.gameEvents = { ...events };
    if (xExtraMarkers) s.corporations[ids[0]!]!.extraTokens = Array(xExtraMarkers).fill(0) as number[];
    const y = s.corporations[ids[1]!]!;
    y.tokens = [{ hex: 'G7', city: 0 }];
    writableHex(s, 'G7').tokens.push({ corporation: y.id, city: 0, slot: 0 });
  });
}

describe('1820 takeovers (§8.4)', () => {
  test('a director with two companies that may bid gets one choice for each, with distinct ids', () => {
    // X (51) and W (95) are seat 0's; X offers first (last in operating order) and offers Y.
    const { state, ids } = atIssueTakeover(
      [
        { price: 51, certs: shares({ 'player:0': 5 }), president: 0, cash: 3000 },
        { price: 60, certs: shares({ 'player:1': 3, 'player:2': 2 }), president: 1, cash: 100 },
        { price: 95, certs: shares({ 'player:0': 5 }), president: 0, cash: 3000 },
      ],
      (s) => void (s.phase = phaseIndex('brown')),
    );
    const [x, y, w] = [ids[0]!, ids[1]!, ids[2]!];
    const s = act(state, 0, offer(x, y));
    const bids = legalActions(title, s, 0).filter((l) => l.action.type === 'bid');
    expect(bids.map((l) => (l.action as unknown as { entity: string }).entity).sort()).toEqual([x, w].sort());
    expect(new Set(bids.map((l) => l.id)).size).toBe(bids.length);
  });

  test('offers start with the company last in operating order; the offer lists the companies it may offer', () => {
    const { state, ids } = setup();
    expect(state.round).toMatchObject({ kind: 'issueTakeover', takeover: { order: [ids[0], ids[1]], index: 0 } });
    expect(whoActs(title, state)!.seat).toBe(0);
    const offers = legalActions(title, state, 0)
      .map((l) => l.action as unknown as { type: string; corporation?: string })
      .filter((a) => a.type === 'offer_takeover')
      .map((a) => a.corporation);
    expect(offers).toEqual([ids[0], ids[1]]);
  });

  test('a bid at the forcing bid completes the takeover: shares bought, cash, loan, station and train transferred, charter returned', () => {
    const { state, ids } = setup();
    const [x, y] = [ids[0]!, ids[1]!];
    const force = forcing(state, 60);
    const p1 = state.players[1]!.cash;
    const p2 = state.players[2]!.cash;
    let s = act(state, 0, offer(x, y));
    expect(s.round).toMatchObject({ takeover: { auction: { target: y, minimum: 300, forcing: force, turn: 0 } } });
    const b = Math.ceil(force / 10) * 10; // bids are multiples of £10
    s = act(s, 0, bid(x, y, b));
    // Seat 1 directs only Y, seat 2 nothing: the auction ends and the bid stands.
    const X = s.corporations[x]!;
    expect(s.corporations[y]!).toMatchObject({ floated: false, president: null, market: null, cash: 0, loans: 0, tokens: [], trains: [] });
    expect(s.corporations[y]!.certs.every((h) => h === 'ipo')).toBe(true);
    expect(s.players[1]!.cash).toBe(p1 + Math.floor(b / 5) * 3);
    expect(s.players[2]!.cash).toBe(p2 + Math.floor(b / 5) * 2);
    expect(X.cash).toBe(3000 - b + 100);
    expect(X.loans).toBe(1);
    expect(priceOf(s, x)).toBe(47); // one cell down for the loan taken on
    expect(X.trains).toEqual(expect.arrayContaining(['2+-t0', '2+-t1']));
    expect(X.tokens).toEqual([{ hex: 'G7', city: 0 }]);
    expect(s.hexes['G7']!.tokens.map((t) => t.corporation)).toEqual([x]);
    // Y's placed marker and the one left on its charter join X's: 4 markers, under the 5-share limit of 6 (no overage).
    expect(X.extraTokens).toHaveLength(2);
    // X took over a company: its turn is over, Y is gone, the round moves on.
    expect(s.round.kind).toBe('operating');
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('markers gained above the station limit cost £100 each (Table 13.1: a 5-share company, limit 6)', () => {
    // X has 2 + 4 = 6 markers; Y brings 2: 8, two above the limit of 6 and under the maximum of 9.
    const { state, ids } = setup(false, undefined, 4);
    const [x, y] = [ids[0]!, ids[1]!];
    const s = act(act(state, 0, offer(x, y)), 0, bid(x, y, 300));
    // The director keeps them all (the choice to discard down to the limit: director-choices-1820.test.ts).
    const t = act(respond(s, 1, true), 0, { type: 'pass', entityType: 'corporation', entity: x });
    expect(t.corporations[x]!.extraTokens).toHaveLength(6);
    expect(t.corporations[x]!.cash).toBe(3000 - 300 + 100 - 200);
  });

  test('a winning bid below the forcing bid waits for the offered director, who may decline: the takeover fails', () => {
    const { state, ids } = setup();
    const [x, y] = [ids[0]!, ids[1]!];
    let s = act(state, 0, offer(x, y));
    expect(refuse(s, 0, bid(x, y, 290))).toMatch(/at least £300/);
    expect(refuse(s, 0, bid(x, y, 305))).toMatch(/multiples of £10/);
    s = act(s, 0, bid(x, y, 300));
    expect(s.round).toMatchObject({ takeover: { auction: { decision: true } } });
    // Clients read the auction in the summary's round description.
    expect(summarize(title, s).round.description).toMatch(new RegExp(`takeover of ${y.replace(/[&]/g, '.')} offered by .*best bid 300 by .*minimum 300.*awaiting`));
    expect(whoActs(title, s)!.seat).toBe(1);
    s = respond(s, 1, false);
    expect(s.corporations[y]!.floated).toBe(true);
    expect(s.corporations[x]!.cash).toBe(3000);
    // X is still on turn; Y may not be offered again this round.
    expect(whoActs(title, s)!.seat).toBe(0);
    expect(refuse(s, 0, offer(x, y))).toMatch(/already been offered/);
  });

  test('accepting a bid below the forcing bid completes the takeover', () => {
    const { state, ids } = setup();
    const [x, y] = [ids[0]!, ids[1]!];
    let s = act(act(state, 0, offer(x, y)), 0, bid(x, y, 300));
    s = respond(s, 1, true);
    expect(s.corporations[y]!.floated).toBe(false);
    expect(s.corporations[x]!.cash).toBe(3000 - 300 + 100);
  });

  test("the offered company's director may bid at most £10 above another player's bid", () => {
    const { state, ids } = setup(true);
    const [x, y, z] = [ids[0]!, ids[1]!, ids[2]!];
    let s = act(state, 0, offer(x, y));
    s = act(s, 0, bid(x, y, 300));
    expect(whoActs(title, s)!.seat).toBe(1);
    const zBid = legalActions(title, s, 1).find((l) => l.action.type === 'bid')!;
    expect(zBid.action).toMatchObject({ entity: z, price: 310 });
    expect(zBid.params).toMatchObject({ price: { min: 310, max: 310 } });
    expect(refuse(s, 1, bid(z, y, 320))).toMatch(/at most £310/);
    s = act(s, 1, bid(z, y, 310));
    expect(s.round).toMatchObject({ takeover: { auction: { high: { seat: 1, corporation: z, amount: 310 }, turn: 0 } } });
  });

  test('a self-offer: the bank bids half the minimum; when it wins the company is liquidated', () => {
    const { state, ids } = setup();
    const [x, y] = [ids[0]!, ids[1]!];
    let s = passAs(state, 0); // X offers nothing: Y is on turn
    expect(whoActs(title, s)!.seat).toBe(1);
    const p1 = s.players[1]!.cash;
    s = act(s, 1, offer(y, y));
    expect(s.round).toMatchObject({ takeover: { auction: { high: { seat: null, amount: 150 }, forcing: 150 } } });
    // Seat 0 could outbid with X (at least £300) but drops out; seat 1 may not go above £160 < £300.
    expect(whoActs(title, s)!.seat).toBe(0);
    s = passAs(s, 0);
    // Liquidated with the bank's £150: treasury 250, the £200 loan repaid, 50 / 5 = 10 a share.
    expect(s.corporations[y]!.floated).toBe(false);
    expect(s.players[1]!.cash).toBe(p1 + 30);
    expect(s.corporations[x]!.cash).toBe(3000);
    expect(s.round.kind).toBe('operating');
  });

  test('after the Queen Victoria event the bank bids the whole minimum on a self-offer', () => {
    const { state, ids } = setup(false, { queenVictoria: 1 });
    const y = ids[1]!;
    const s = act(passAs(state, 0), 1, offer(y, y));
    expect(s.round).toMatchObject({ takeover: { auction: { high: { seat: null, amount: 300 }, forcing: 300 } } });
  });

  test('a company that reduced its share count this round may not be offered by another', () => {
    const { state, ids } = setup();
    const s = structuredClone(state);
    (s.round as { reduced?: string[] }).reduced = [ids[1]!];
    expect(refuse(s, 0, offer(ids[0]!, ids[1]!))).toMatch(/reduced its share count/);
    expect(passTakeovers(s).round.kind).toBe('operating');
  });
});

describe('1820 companies bidding in a liquidation (§8.5 L884-894)', () => {
  test("a company outbids the bank: its bid goes to the liquidated company's treasury and it takes the station and train", () => {
    // L (price 10, 5 shares: seat 0 three, pool two; £0; a 2+ and a station in G7); Y (55, seat 1, £500).
    // The bank bids 10 x 5 = 50; Y bids 60: L's treasury gets 60, no loans, 60 / 5 = 12 a share: seat 0 gets 36,
    // the pool's 24 goes to the bank. Y takes the station and the train, not the charter's other marker.
    const { state, ids } = atIssueTakeover(
      [
        { price: 10, certs: shares({ 'player:0': 3, market: 2 }), president: 0 },
        { price: 55, certs: shares({ 'player:1': 5 }), president: 1, cash: 500 },
      ],
      (s, ids) => {
        s.phase = phaseIndex('brown');
        s.corporations[ids[0]!]!.tokens = [{ hex: 'G7', city: 0 }];
        writableHex(s, 'G7').tokens.push({ corporation: ids[0]!, city: 0, slot: 0 });
      },
    );
    const [l, y] = [ids[0]!, ids[1]!];
    expect(state.round).toMatchObject({ takeover: { auction: { target: l, minimum: 50, forcing: 50, liquidation: true } } });
    expect(whoActs(title, state)!.seat).toBe(1); // seat 0 directs only L, which may not bid
    expect(refuse(state, 1, bid(y, l, 50))).toMatch(/at least £60/);
    const p0 = state.players[0]!.cash;
    const s = act(state, 1, bid(y, l, 60));
    expect(s.corporations[l]!.floated).toBe(false);
    expect(s.players[0]!.cash).toBe(p0 + 36);
    expect(s.corporations[y]!.cash).toBe(440);
    expect(s.corporations[y]!.tokens).toEqual([{ hex: 'G7', city: 0 }]);
    expect(s.hexes['G7']!.tokens.map((t) => t.corporation)).toEqual([y]);
    expect(s.corporations[y]!.extraTokens).toHaveLength(1);
    expect(s.corporations[y]!.trains).toEqual(expect.arrayContaining(['2+-t0', '2+-t1']));
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

// 1820 rules L849: "The acquiring company may take loans (17.1) or may issue its shares (see 8.3) as needed to raise
// money for the purchase" (title.json rounds.issueTakeover.takeovers.raisePayment "loansOrIssues").
describe('1820 raising a takeover payment by loans or issued shares (§8.4.3 L849)', () => {
  test('the acquiring director chooses issues and loans, as needed, before the takeover is paid', () => {
    // X (71, 10 shares: seat 0 five, five in its treasury; £100) offers and wins Y (60, 5 shares; £100, a loan) at £300.
    const { state, ids } = atIssueTakeover(
      [
        { price: 71, certs: shares({ 'player:0': 5, ipo: 5 }), president: 0, cash: 100 },
        { price: 60, certs: shares({ 'player:1': 3, 'player:2': 2 }), president: 1, cash: 100, loans: 1 },
      ],
      (s) => void (s.phase = phaseIndex('brown')),
    );
    const [x, y] = [ids[0]!, ids[1]!];
    // Nobody issues or reduces in the free-for-all (X could issue): the takeover step follows.
    let s = state;
    for (let k = 0; k < 6 && s.round.kind === 'issueTakeover' && !s.round.takeover; k++) s = passAs(s, whoActs(title, s)!.seat);
    // Y, last in operating order, offers first: it offers nothing; X's turn.
    s = passAs(s, 1);
    const p1 = s.players[1]!.cash;
    s = act(act(s, 0, offer(x, y)), 0, bid(x, y, 300));
    if (s.round.kind === 'issueTakeover' && s.round.takeover?.auction?.decision) s = respond(s, 1, true);
    // X has £100 of the £300: its director raises the rest, and nothing else happens until then.
    expect(s.round).toMatchObject({ takeover: { auction: { payment: true } } });
    expect(whoActs(title, s)!.seat).toBe(0);
    const choices = () => legalActions(title, s, 0).map((l) => l.id);
    const issue = (n: number) => ({ type: 'sell_shares', entityType: 'corporation', entity: x, corporation: x, percent: 10 * n });
    const loan = { type: 'take_loan', entityType: 'corporation', entity: x };
    // A loan, or an issue of one to three shares (3 x 71 covers the £200 short; a fourth is not needed).
    expect(choices().filter((id) => id.startsWith('take_loan')).length).toBe(1);
    expect(legalActions(title, s, 0).filter((l) => l.action.type === 'sell_shares').map((l) => (l.action as unknown as { percent: number }).percent)).toEqual([10, 20, 30]);
    expect(refuse(s, 0, issue(4))).toMatch(/are enough/);
    expect(refuse(s, 0, { type: 'pass', entityType: 'player', entity: 0 })).toMatch(/must first raise/);
    // Two shares issued at 71 (§8.3: £142 to the treasury, the price down min(2, ceil(20% / 5%)) = 2 cells, to 60).
    s = act(s, 0, issue(2));
    expect([s.corporations[x]!.cash, priceOf(s, x)]).toEqual([242, 60]);
    expect(s.corporations[x]!.certs.filter((h) => h === 'market')).toHaveLength(2);
    // £58 short: one share at 60 would do, or a loan; X takes a loan (§17.1: £200, the price down a cell).
    expect(legalActions(title, s, 0).filter((l) => l.action.type === 'sell_shares').map((l) => (l.action as unknown as { percent: number }).percent)).toEqual([10]);
    s = act(s, 0, loan);
    // The treasury holds the bid: the takeover is paid at once. 300 / 5 = 60 a share; Y's cash and loan come over.
    expect(s.corporations[y]!.floated).toBe(false);
    expect(s.players[1]!.cash).toBe(p1 + 180);
    expect(s.corporations[x]!).toMatchObject({ cash: 442 - 300 + 100, loans: 2 });
    expect(priceOf(s, x)).toBe(51); // 60, then 55 for its loan, then 51 for Y's
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

// 1820 rules §8.5 L884: "Liquidations are handled identically to takeovers", so a company's winning bid in a
// liquidation is raised as a takeover's payment is (L849: loans or issued shares, as needed, at its director's choice).
describe('1820 raising a liquidation purchase by loans or issued shares (§8.5 L884, §8.4.3 L849)', () => {
  test("the winning company's director chooses an issue or a loan before the liquidated company's assets are bought", () => {
    // L (price 10, 5 shares: seat 0 three, pool two; £0; a station in G7); Y (71, 10 shares: seat 1 five, five in
    // its treasury; £20). The bank bids 10 x 5 = 50; Y bids 60, £40 more than its treasury holds.
    const { state, ids } = atIssueTakeover(
      [
        { price: 10, certs: shares({ 'player:0': 3, market: 2 }), president: 0 },
        { price: 71, certs: shares({ 'player:1': 5, ipo: 5 }), president: 1, cash: 20 },
      ],
      (s, ids) => {
        s.phase = phaseIndex('brown');
        s.corporations[ids[0]!]!.tokens = [{ hex: 'G7', city: 0 }];
        writableHex(s, 'G7').tokens.push({ corporation: ids[0]!, city: 0, slot: 0 });
      },
    );
    const [l, y] = [ids[0]!, ids[1]!];
    // Nobody issues or reduces in the free-for-all (Y could issue): the liquidation step follows.
    let s = state;
    for (let k = 0; k < 6 && s.round.kind === 'issueTakeover' && !s.round.takeover; k++) s = passAs(s, whoActs(title, s)!.seat);
    expect(s.round).toMatchObject({ takeover: { auction: { target: l, liquidation: true } } });
    const p0 = s.players[0]!.cash;
    s = act(s, 1, bid(y, l, 60));
    // Nothing is bought yet: Y's director raises the £40 first, and nothing else happens until then.
    expect(s.corporations[l]!.floated).toBe(true);
    expect(s.round).toMatchObject({ takeover: { auction: { target: l, liquidation: true, payment: true } } });
    expect(whoActs(title, s)!.seat).toBe(1);
    const issue = (n: number) => ({ type: 'sell_shares', entityType: 'corporation', entity: y, corporation: y, percent: 10 * n });
    // A loan, or an issue of one share (71 covers the £40; a second is not needed).
    const choices = legalActions(title, s, 1);
    expect(choices.filter((c) => c.action.type === 'take_loan')).toHaveLength(1);
    expect(choices.filter((c) => c.action.type === 'sell_shares').map((c) => (c.action as unknown as { percent: number }).percent)).toEqual([10]);
    expect(refuse(s, 1, issue(2))).toMatch(/are enough/);
    expect(refuse(s, 1, { type: 'pass', entityType: 'player', entity: 1 })).toMatch(/must first raise/);
    // One share issued at 71 (§8.3): the treasury holds the bid and the liquidation goes on at once, with no loan.
    s = act(s, 1, issue(1));
    expect(s.corporations[l]!.floated).toBe(false);
    expect(s.players[0]!.cash).toBe(p0 + 36); // 60 / 5 = 12 a share
    expect(s.corporations[y]!).toMatchObject({ cash: 20 + 71 - 60, loans: 0 });
    expect(s.corporations[y]!.tokens).toEqual([{ hex: 'G7', city: 0 }]);
    expect(checkInvariants(title, s)).toEqual([]);
  });
});
