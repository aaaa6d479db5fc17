/**
 * 1862's dividends, share-price moves and redemption, as generic mechanisms switched on by
 * definitions/1862 (digest ../shared/rules/digests/1862.md):
 *
 * - §2.6 item 6: payout revenue/10 per share to players, treasury shares to the company, IPO
 *   and pool to nobody; a payout of at least 1-4 × the price moves 1-4 steps right (a step is two
 *   cells of the one-row track), one below the price does not move; withholding or no revenue moves
 *   one step left; subsidies go to the treasury whatever the choice; the G Hudson manoeuvre
 *   (rounds.operating.dividend kind "hudson", `hudson: {roundTo: 10, revenueAbove: 10}`); a company
 *   in receivership withholds (rounds.operating.receivership.withhold);
 * - §2.5 and §2.11.3: a sale drops the price one cell per share; on `i` cells (written f) the first
 *   share is ignored, on `j` cells the first two, unless the director sells
 *   (title.json rounds.stock.sellMovement.directorSalesAlwaysMove);
 * - §2.6 item 8: one share per operating round redeemed from the pool at the current price
 *   (operating step redeemShare), never in receivership.
 *
 * The title is in development, so positions are set directly.
 */
import {
  apply, compileTitle, createGame, legalActions, mergePatch, type GameState, type Title, type MarketPosition,
} from '../../engine';
import {
  type Ctx, cellAt, moveDownForSale, type Market, operatingSteps, sellShares, dividend, hudsonDelta, redeemShare,
  type Actor, initialState,
} from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1862');
const market: Market = title.market;
/** The one printed row of §2.11.3, read off the folded grid: track index → price. */
const TRACK = [0, 7, 14, 20, 26, 31, 36, 40, 44, 47, 50, 52, 54, 56, 58, 60, 62, 65, 68, 71, 74, 78, 82, 86, 90, 95, 100, 105, 110, 116, 122, 128, 134, 142, 150, 158, 166, 174, 182, 191, 200, 210, 220, 232, 245, 260, 275, 292, 310, 330, 350, 375, 400, 430, 460, 495, 530, 570, 610, 655, 700, 750, 800, 850, 900, 950, 1000];
const cells = (from: number, by: number): number => TRACK[TRACK.indexOf(from) + by]!;
function at(price: number): MarketPosition {
  for (let row = 0; row < market.rows.length; row++) {
    const col = market.rows[row]!.findIndex((c) => c?.price === price);
    if (col >= 0) return { row, col };
  }
  throw new Error(`no cell ${price}`);
}
const priceOf = (state: GameState, corp: string) => cellAt(market, state.corporations[corp]!.market!).price;

interface Setup {
  price: number;
  revenue: number;
  cash?: number;
  /** Holders of certificates 1..n (certificate 0, the 30% director's, is seat 0's). */
  certs?: string[];
  title?: Title;
}

/** A 1862 game at `id`'s dividend step, with its revenue run, seat 0 director. */
function atDividend(s: Setup) {
  const t = s.title ?? title;
  const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
  const c = Object.values(state.corporations).find((x) => !x.removed)!;
  c.floated = true;
  c.operated = true;
  c.par = 100;
  c.market = at(s.price);
  c.president = 0;
  c.cash = s.cash ?? 0;
  c.certs = ['player:0', ...(s.certs ?? ['player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo'])];
  const ctx: Ctx = { title: t, state, log: [] };
  operatingTurn(state, c.id, { step: operatingSteps(ctx).findIndex((x) => x.name === 'dividend'), revenue: s.revenue });
  return { ctx, state, id: c.id, title: t };
}

function pay(setup: ReturnType<typeof atDividend>, kind: string) {
  const r = apply(setup.title, setup.state, { type: 'dividend', entityType: 'corporation', entity: setup.id, kind }, { seat: 0 });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}
const kindsOffered = (setup: ReturnType<typeof atDividend>) =>
  legalActions(setup.title, setup.state, 0)
    .filter((l) => l.action.type === 'dividend')
    .map((l) => (l.action as { kind: string }).kind);

describe('1862 dividend share-price moves (§2.6 item 6)', () => {
  test('a payout of 1, 2, 3 or 4 × the price moves 1-4 steps, two cells of the one-row track each', () => {
    // Price 100, revenue 250: 2 × the price → 2 steps = 4 cells right, to 122.
    const s250 = atDividend({ price: 100, revenue: 250 });
    expect(priceOf(pay(s250, 'payout'), s250.id)).toBe(122);
    const cases: [number, number][] = [
      [100, 1],
      [299, 2],
      [300, 3],
      [400, 4],
      [1000, 4],
    ];
    for (const [revenue, steps] of cases) {
      const s = atDividend({ price: 100, revenue });
      expect({ revenue, price: priceOf(pay(s, 'payout'), s.id) }).toEqual({ revenue, price: cells(100, 2 * steps) });
    }
    expect(cells(100, 4)).toBe(122);
  });

  test('a payout below the price does not move it; shareholders are still paid', () => {
    const s = atDividend({ price: 100, revenue: 60 });
    const after = pay(s, 'payout');
    expect(priceOf(after, s.id)).toBe(100);
    expect(after.players[0]!.cash - s.state.players[0]!.cash).toBe(18);
  });

  test('withholding moves one step (two cells) left, the revenue to the treasury', () => {
    const s = atDividend({ price: 100, revenue: 250, cash: 5 });
    const after = pay(s, 'withhold');
    expect(priceOf(after, s.id)).toBe(90);
    expect(cells(100, -2)).toBe(90);
    expect(after.corporations[s.id]!.cash).toBe(255);
  });

  test('no revenue: withheld without a choice, one step left', () => {
    const s = atDividend({ price: 100, revenue: 0 });
    expect(dividend.done(s.ctx, s.id)).toBe(true);
    expect(priceOf(s.state, s.id)).toBe(90);
  });
});

describe('1862 dividend recipients (§2.6 item 6)', () => {
  test('players are paid revenue/10 per share, the company for its treasury shares, pool and IPO nobody', () => {
    const s = atDividend({ price: 100, revenue: 250, cash: 0, certs: ['player:1', 'player:2', 'treasury', 'market', 'market', 'ipo', 'ipo'] });
    s.state.corporations[s.id]!.certs[3] = `corp:${s.id}`;
    const bank = s.state.bank;
    const after = pay(s, 'payout');
    expect(after.players.map((p, i) => p.cash - s.state.players[i]!.cash)).toEqual([75, 25, 25]);
    expect(after.corporations[s.id]!.cash).toBe(25);
    expect(bank - after.bank).toBe(150);
  });

  test('an incrementally capitalised company (1862 non-chartered) is paid for its unsold shares (recipients.ipo corporationIfIncremental)', () => {
    const def = structuredClone(definitionOf('1862'));
    def.corporations.corporations = def.corporations.corporations.map((c) => ({ ...c, capitalization: 'incremental' as const }));
    const s = atDividend({ price: 100, revenue: 250, title: compileTitle(def) });
    const after = pay(s, 'payout');
    // Five unsold 10% shares pay 5 × 25 to the company; chartered (full) companies' IPO pays nobody.
    expect(after.corporations[s.id]!.cash).toBe(125);
    const chartered = atDividend({ price: 100, revenue: 250 });
    expect(pay(chartered, 'payout').corporations[chartered.id]!.cash).toBe(0);
  });

  test('a company in receivership withholds, with no choice and no Hudson', () => {
    const s = atDividend({ price: 100, revenue: 80, cash: 100, certs: ['player:1', 'player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo'] });
    const c = s.state.corporations[s.id]!;
    c.certs[0] = 'market';
    c.president = null;
    expect(dividend.done(s.ctx, s.id)).toBe(true);
    expect(c.cash).toBe(180);
    expect(priceOf(s.state, s.id)).toBe(90);
  });
});

describe('the G Hudson manoeuvre (§2.6 item 6)', () => {
  test('revenue 83 at price 100: the company adds Δ = 20, 103 is paid out (10 per share, rounded down) and the price moves one step', () => {
    const s = atDividend({ price: 100, revenue: 83, cash: 50 });
    expect(hudsonDelta(s.ctx, s.id, 83)).toBe(20);
    expect(kindsOffered(s)).toEqual(['payout', 'withhold', 'hudson']);
    const after = pay(s, 'hudson');
    expect(after.corporations[s.id]!.cash).toBe(30);
    expect(after.players.map((p, i) => p.cash - s.state.players[i]!.cash)).toEqual([30, 20, 0]);
    expect(priceOf(after, s.id)).toBe(cells(100, 2));
  });

  test('revenue 90 at price 100: Δ = 10, 10 per share, one step; revenue 11: Δ = 90', () => {
    const s = atDividend({ price: 100, revenue: 90, cash: 10 });
    const after = pay(s, 'hudson');
    expect(after.corporations[s.id]!.cash).toBe(0);
    expect(after.players[1]!.cash - s.state.players[1]!.cash).toBe(20);
    expect(priceOf(after, s.id)).toBe(110);
    const low = atDividend({ price: 100, revenue: 11, cash: 90 });
    expect(hudsonDelta(low.ctx, low.id, 11)).toBe(90);
    expect(priceOf(pay(low, 'hudson'), low.id)).toBe(110);
  });

  test('offered only when revenue > 10, revenue < price and the treasury covers Δ; refused otherwise', () => {
    expect(kindsOffered(atDividend({ price: 100, revenue: 10, cash: 500 }))).toEqual(['payout', 'withhold']);
    expect(kindsOffered(atDividend({ price: 100, revenue: 100, cash: 500 }))).toEqual(['payout', 'withhold']);
    expect(kindsOffered(atDividend({ price: 100, revenue: 20, cash: 79 }))).toEqual(['payout', 'withhold']);
    expect(kindsOffered(atDividend({ price: 100, revenue: 20, cash: 80 }))).toEqual(['payout', 'withhold', 'hudson']);
    const s = atDividend({ price: 100, revenue: 20, cash: 79 });
    const r = apply(s.title, s.state, { type: 'dividend', entityType: 'corporation', entity: s.id, kind: 'hudson' }, { seat: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  test('a title without `hudson` in its dividend kinds never offers it (1860)', () => {
    const t1860 = titleOf('1860');
    const state = createGame(t1860, { players: ['A', 'B', 'C'], seed: 1 });
    const c = Object.values(state.corporations)[0]!;
    c.market = t1860.market.parCells.find((p) => p.price === 100)!;
    c.cash = 1000;
    expect(hudsonDelta({ title: t1860, state, log: [] }, c.id, 50)).toBeNull();
  });
});

describe('1862 sales: i and j cells, except for the director (§2.5, §2.11.3)', () => {
  test('the cells are read as f (i: 7-36, 210-375), j (400-950) and plain', () => {
    for (const row of market.rows)
      for (const cell of row) {
        if (!cell) continue;
        const i = (cell.price >= 7 && cell.price <= 36) || (cell.price >= 210 && cell.price <= 375);
        const j = cell.price >= 400 && cell.price <= 950;
        expect({ p: cell.price, i: cell.firstShareFree, j: cell.firstTwoSharesFree }).toEqual({ p: cell.price, i, j });
      }
    expect(market.directorSalesAlwaysMove).toBe(true);
  });

  function sale(price: number, seat: number, percent: number) {
    const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
    const c = Object.values(state.corporations).find((x) => !x.removed)!;
    c.floated = true;
    c.operated = true;
    c.market = at(price);
    c.president = 0;
    c.certs = ['player:0', 'player:0', 'player:0', 'player:1', 'player:1', 'player:1', 'ipo', 'ipo'];
    const ctx: Ctx = { title, state, log: [] };
    sellShares(ctx, seat, { type: 'sell_shares', entityType: 'player', entity: seat, corporation: c.id, percent } as never);
    return priceOf(state, c.id);
  }

  test('j cell 400: another player\'s first two shares are ignored; the director\'s all count', () => {
    expect(sale(400, 1, 20)).toBe(400);
    expect(sale(400, 1, 30)).toBe(cells(400, -1));
    expect(sale(400, 0, 20)).toBe(cells(400, -2));
  });

  test('i cell 220: another player\'s first share is ignored; the director\'s all count', () => {
    expect(sale(220, 1, 10)).toBe(220);
    expect(sale(220, 1, 20)).toBe(cells(220, -1));
    expect(sale(220, 0, 20)).toBe(cells(220, -2));
  });

  test('a plain cell: one cell per share for anyone', () => {
    expect(sale(100, 1, 20)).toBe(cells(100, -2));
    expect(sale(100, 0, 20)).toBe(cells(100, -2));
  });

  test('1860 is unchanged: its red-letter cells spare the director too', () => {
    const m1860 = titleOf('1860').market;
    const pos = m1860.rows[0]!.findIndex((c) => c?.price === 182);
    expect(m1860.directorSalesAlwaysMove).toBe(false);
    expect(cellAt(m1860, moveDownForSale(m1860, { row: 0, col: pos }, 3, true)).price).toBe(166);
  });
});

describe('redeeming a share from the pool (§2.6 item 8)', () => {
  function atRedeem(cash: number, certs: string[]) {
    const s = atDividend({ price: 100, revenue: 0, cash, certs });
    if (s.state.round.kind === 'operating') s.state.round.turn.step = operatingSteps(s.ctx).findIndex((x) => x.name === 'redeemShare');
    const actor: Actor = { entityType: 'corporation', entity: s.id, seat: 0 };
    return { ...s, actor };
  }
  const POOL = ['player:1', 'player:1', 'market', 'market', 'ipo', 'ipo', 'ipo'];

  test('one share from the pool, at the current price, into the treasury; then no more this round', () => {
    const s = atRedeem(250, POOL);
    const legal = redeemShare.legal(s.ctx, s.actor);
    expect(legal.map((l) => l.action)).toEqual([{ type: 'redeem_share', entityType: 'corporation', entity: s.id, corporation: s.id, from: 'market' }]);
    const bank = s.state.bank;
    redeemShare.process(s.ctx, s.actor, legal[0]!.action);
    const c = s.state.corporations[s.id]!;
    expect(c.cash).toBe(150);
    expect(s.state.bank - bank).toBe(100);
    expect(c.certs.filter((h) => h === `corp:${s.id}`).length).toBe(1);
    expect(c.certs.filter((h) => h === 'market').length).toBe(1);
    expect(redeemShare.done(s.ctx, s.id)).toBe(true);
    expect(() => redeemShare.process(s.ctx, s.actor, legal[0]!.action)).toThrow(/already redeemed/);
  });

  test('not offered without a pool share, without the price in cash, or in receivership', () => {
    const none = atRedeem(250, ['player:1', 'player:1', 'ipo', 'ipo', 'ipo', 'ipo', 'ipo']);
    expect(redeemShare.done(none.ctx, none.id)).toBe(true);
    const poor = atRedeem(99, POOL);
    expect(redeemShare.legal(poor.ctx, poor.actor)).toEqual([]);
    const recv = atRedeem(250, ['player:1', 'player:1', 'player:1', 'market', 'ipo', 'ipo', 'ipo']);
    const c = recv.state.corporations[recv.id]!;
    c.certs[0] = 'market';
    c.president = null;
    expect(redeemShare.legal(recv.ctx, recv.actor)).toEqual([]);
    expect(() => redeemShare.process(recv.ctx, recv.actor, { type: 'redeem_share', entityType: 'corporation', entity: recv.id, corporation: recv.id, from: 'market' } as never)).toThrow(/receivership/);
  });

  test('the step is offered through the operating round, with a pass', () => {
    const s = atRedeem(250, POOL);
    const ids = legalActions(s.title, s.state, 0).map((l) => l.action.type);
    expect(ids).toEqual(['redeem_share', 'pass']);
    const r = apply(s.title, s.state, { type: 'redeem_share', entityType: 'corporation', entity: s.id, corporation: s.id, from: 'market' }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations[s.id]!.certs.filter((h) => h === `corp:${s.id}`).length).toBe(1);
  });
});

describe('subsidies go to the treasury whatever the dividend (§2.6 items 5-6)', () => {
  // 1870's row B as a small board (as test/engine/route-kinds-1862.test.ts): MKT at Kansas City
  // runs a 2L to B15 for 50 and a £30 subsidy; 1862's dividend rules and recipients.
  const def = structuredClone(definitionOf('1870'));
  const d1862 = definitionOf('1862');
  const LOCAL = { id: '2L', kind: 'local', distance: [{ nodes: ['city'], pay: 2 }, { nodes: ['town'], pay: 20 }], mayNotVisit: ['offboard'], subsidyPerHex: 10, price: 100, count: 4 };
  def.trains = mergePatch(def.trains, { trains: [LOCAL, ...def.trains.trains.slice(1)] }) as typeof def.trains;
  def.title = mergePatch(def.title, {
    routes: { sharedTrack: 'all', mayNotEndAt: ['town'], locationPaysOnce: true },
    dividends: d1862.title.dividends,
    rounds: { operating: { dividend: d1862.title.rounds.operating.dividend } },
  }) as typeof def.title;
  const t = compileTitle(def);

  function ran(cash: number) {
    const state: GameState = initialState(t, { players: ['A', 'B', 'C', 'D'], seed: 1 });
    for (const [hex, tile, rotation] of [['B11', '57', 1], ['B13', '4', 1], ['B15', '57', 1]] as const) {
      writableHex(state, hex).tile = tile;
      writableHex(state, hex).rotation = rotation;
    }
    const c = state.corporations.MKT!;
    writableHex(state, 'B11').tokens.push({ corporation: 'MKT', city: 0, slot: 0 });
    c.tokens.push({ hex: 'B11', city: 0 });
    const train = state.trains.find((x) => x.type === '2L' && x.owner === 'depot')!;
    train.owner = 'corp:MKT';
    c.trains.push(train.id);
    c.floated = true;
    c.operated = true;
    c.president = 0;
    c.cash = cash;
    c.market = { row: 0, col: t.market.rows[0]!.findIndex((x) => x?.price === 100) };
    c.certs = c.certs.map((_, i) => (i < 2 ? 'player:0' : i < 4 ? 'player:1' : 'ipo'));
    const ctx: Ctx = { title: t, state, log: [] };
    operatingTurn(state, 'MKT', { step: operatingSteps(ctx).findIndex((x) => x.name === 'runRoutes') });
    const r = apply(t, state, { type: 'run_routes', entityType: 'corporation', entity: 'MKT', routes: [{ train: train.id, path: ['B11.0', 'B13.0', 'B15.0'] }] }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.round.kind === 'operating' && r.state.round.turn).toMatchObject({ revenue: 50, subsidy: 30 });
    return r.state;
  }
  const choose = (state: GameState, kind: string) => {
    const r = apply(t, state, { type: 'dividend', entityType: 'corporation', entity: 'MKT', kind }, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };

  test('payout: the revenue to the shareholders, the subsidy to the treasury', () => {
    const after = choose(ran(20), 'payout');
    expect(after.corporations.MKT!.cash).toBe(50);
  });

  test('withhold: both to the treasury', () => {
    expect(choose(ran(20), 'withhold').corporations.MKT!.cash).toBe(100);
  });

  test('Hudson: the subsidy offsets Δ (price 100, revenue 50: Δ 50 = 20 in the treasury + the 30 subsidy)', () => {
    const s = ran(20);
    const offered = legalActions(t, s, 0).filter((l) => l.action.type === 'dividend').map((l) => (l.action as { kind: string }).kind);
    expect(offered).toContain('hudson');
    const after = choose(s, 'hudson');
    expect(after.corporations.MKT!.cash).toBe(0);
    expect(after.players[1]!.cash - s.players[1]!.cash).toBe(20);
    const poorer = ran(19);
    expect(legalActions(t, poorer, 0).some((l) => (l.action as { kind?: string }).kind === 'hudson')).toBe(false);
  });
});
