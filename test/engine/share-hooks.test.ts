/**
 * The named points where mechanisms act on shares (engine/core/mechanism.ts, the block "shares and
 * the stock round"): the holder a share action trades for (investorFor), the terms of a trade
 * (engine/shares/terms.ts), and the points of a start and a float (engine/shares/trade.ts, float.ts).
 * Each is tried on the demo title with a mechanism of the test's own listed before the title's.
 */
import { titleOf } from '../helpers/demo';
import {
  createGame, type GameState, type Title, type Action, type BuySharesAction, type ParAction, type SellSharesAction,
} from '../../engine';
import {
  type Ctx, buildDispatcher, type Mechanism, MECHANISMS, holderName, traderOf, capitalizationOf, ipoUnitPrice,
  parCellsFor, reservedCertificates, salePricePerShare, canAffordShare, withinCertificateLimit, holdsSharesToSell,
  floatIfReady, par, playerHolder, cousinHolder,
} from '../helpers/engine-internals';

const demo = titleOf('demo');
const withMechanism = (m: Mechanism): Title => ({ ...demo, mechanisms: buildDispatcher([m, ...MECHANISMS], demo.definition) });
const mech = (hooks: Mechanism['hooks']): Mechanism => ({ id: 'testShares', block: null, appliesTo: () => true, hooks });
const ctxOf = (title: Title, state?: GameState): Ctx => ({ title, state: state ?? createGame(title, { players: ['Ann', 'Bob'], seed: 1 }), log: [] });
const actor = { entityType: 'player' as const, entity: 0, seat: 0 };

describe('investorFor: the stock rules read the holder an action trades for', () => {
  // An investor "X" with 5 in cash, holding one 10% share of NR, named by the action's `investor` field.
  const investor = mech({
    investorFor: (_ctx, _seat, id) =>
      id === 'X' ? { holder: cousinHolder('X'), name: 'X', cash: 5, soldThisRound: [], refusal: null, fields: { investor: 'X' } } : null,
    holderName: (_ctx, h) => (h === cousinHolder('X') ? 'Investor X' : null),
  });
  const title = withMechanism(investor);
  const buy = (extra: object) => ({ type: 'buy_shares', entityType: 'player', entity: 0, corporation: 'NR', from: 'ipo', percent: 10, ...extra }) as BuySharesAction & Action;

  it('takes the investor the action names, else the acting player', () => {
    const ctx = ctxOf(title);
    expect(traderOf(ctx, 0, buy({ investor: 'X' })).holder).toBe(cousinHolder('X'));
    expect(traderOf(ctx, 0, buy({})).holder).toBe(playerHolder(0));
    // Without it, an action naming a cousin the player does not play is refused, not taken as the player's (1820 §6.5.1).
    const plain = traderOf(ctxOf(demo), 0, buy({ investor: 'X' }));
    expect([plain.holder, plain.refusal?.message]).toEqual([cousinHolder('X'), 'you have no cousin X in play']);
  });

  it('reads the investor\'s cash and holdings, and leaves its purchases out of the player\'s certificate limit', () => {
    const ctx = ctxOf(title);
    const nr = ctx.state.corporations.NR!;
    nr.par = 100;
    // The player can pay; the investor's 5 cannot.
    expect(canAffordShare(ctx, actor, buy({}))).toBeNull();
    expect(canAffordShare(ctx, actor, buy({ investor: 'X' }))?.message).toMatch(/costs 100, 5 available/);
    // Over the certificate limit the player may not buy, the investor may.
    ctx.state.players[0]!.cash = 100000;
    nr.certs = nr.certs.map((h, i) => (i < 8 ? playerHolder(0) : h));
    for (const id of ['CR', 'SR', 'ER']) ctx.state.corporations[id]!.certs = ctx.state.corporations[id]!.certs.map(() => playerHolder(0));
    expect(withinCertificateLimit(ctx, actor, buy({}))).not.toBeNull();
    expect(withinCertificateLimit(ctx, actor, buy({ investor: 'X' }))).toBeNull();
    // It sells only what it holds itself.
    nr.certs[8] = cousinHolder('X');
    const sell = (extra: object) => ({ type: 'sell_shares', entityType: 'player', entity: 0, corporation: 'NR', percent: 20, ...extra }) as SellSharesAction & Action;
    expect(holdsSharesToSell(ctx, actor, sell({}))).toBeNull();
    expect(holdsSharesToSell(ctx, actor, sell({ investor: 'X' }))?.message).toMatch(/X holds 10% of NR/);
    expect(holderName(ctx, cousinHolder('X'))).toBe('Investor X');
    expect(holderName(ctx, playerHolder(1))).toBe('Bob');
  });
});

describe('the terms of a trade', () => {
  it('are the core\'s unless a mechanism answers, and an answer of 0 stands', () => {
    const ctx = ctxOf(demo);
    const nr = ctx.state.corporations.NR!;
    nr.par = 100;
    expect(parCellsFor(demo, ctx.state, 'NR')).toBe(demo.market.parCells);
    expect(capitalizationOf(demo, nr)).toBe('full');
    expect(ipoUnitPrice(demo, nr)).toBe(100);
    expect(salePricePerShare(demo, nr, 90)).toBe(90);
    expect([...reservedCertificates(demo, ctx.state, 'NR')]).toEqual([]);

    const title = withMechanism(
      mech({
        parCells: (_t, _s, corp) => (corp === 'NR' ? { cells: [{ row: 0, col: 0, price: 55 }], ref: 'a refloat' } : null),
        capitalization: () => 'incremental',
        ipoPrice: () => 'market',
        salePrice: () => 0,
        reservedCertificates: (_t, _s, corp) => (corp === 'NR' ? [3, 4] : []),
      }),
    );
    expect(parCellsFor(title, ctx.state, 'NR')).toEqual([{ row: 0, col: 0, price: 55 }]);
    expect(parCellsFor(title, ctx.state, 'CR')).toBe(demo.market.parCells);
    expect(capitalizationOf(title, nr)).toBe('incremental');
    nr.market = { row: demo.market.parCells[0]!.row, col: demo.market.parCells[0]!.col };
    expect(ipoUnitPrice(title, nr)).toBe(demo.market.parCells[0]!.price);
    expect(salePricePerShare(title, nr, 90)).toBe(0);
    expect([...reservedCertificates(title, ctx.state, 'NR')]).toEqual([3, 4]);
  });
});

describe('a start and a float', () => {
  it('asks corporationStarting before the certificate is paid, corporationParred after, and the float points in order', () => {
    const seen: string[] = [];
    const title = withMechanism(
      mech({
        corporationStarting: (ctx, c) => seen.push(`starting ${c.id} president ${ctx.state.corporations[c.id]!.president}`),
        corporationParred: (ctx, c) => seen.push(`parred ${c.id} president ${ctx.state.corporations[c.id]!.president}`),
        // NR floats once its president's certificate alone is sold.
        floatPercent: (_ctx, corp) => (corp === 'NR' ? 20 : null),
        corporationFloated: (ctx, c) => seen.push(`floated ${c.id} cash ${ctx.state.corporations[c.id]!.cash}`),
        floatCapitalised: (ctx, c) => seen.push(`capitalised ${c.id} cash ${ctx.state.corporations[c.id]!.cash}`),
        floatCompleted: (_ctx, c) => seen.push(`completed ${c.id}`),
      }),
    );
    const ctx = ctxOf(title);
    const price = demo.market.parCells[0]!.price;
    par(ctx, 0, { type: 'par', entityType: 'player', entity: 0, corporation: 'NR', price } as ParAction);
    expect(seen).toEqual(['starting NR president null', 'parred NR president 0', 'floated NR cash 0', `capitalised NR cash ${price * 10}`, 'completed NR']);
    // Without the float percentage NR (50%) would not have floated on its 20%.
    const plain = ctxOf(demo);
    par(plain, 0, { type: 'par', entityType: 'player', entity: 0, corporation: 'NR', price } as ParAction);
    floatIfReady(plain, plain.state.corporations.NR!);
    expect(plain.state.corporations.NR!.floated).toBe(false);
  });
});
