import { bestRoutes, compileTitle } from '../../engine';
import { type Ctx, transferTrain } from '../helpers/engine-internals';
import { Driver } from '../helpers/driver';
import { definitionOf, titleOf } from '../helpers/demo';

const title = titleOf('demo');

/** NR floated at par 100 (a: 30%, b: 20%), and the first operating round begun with NR to act. */
function nrOperating() {
  const d = new Driver(title, ['Ann', 'Bob'], 'operating-round');
  const a = d.seat;
  const b = 1 - a;
  d.do({ type: 'par', corporation: 'NR', price: 100 });
  d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
  d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
  d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
  d.pass().pass();
  expect(d.state.round).toMatchObject({ kind: 'operating', current: 'NR' });
  return { d, a, b };
}

describe('operating round (1830 rules as the demo title configures them)', () => {
  test('tile lays must connect to a station and keep the track on the map', () => {
    const { d } = nrOperating();
    const lays = d.legal().filter((id) => id.startsWith('lay_tile'));
    // B2 (flat): edges 1 (A3) and 4 (C1) are the only straight pair on the map, so 57 fits one way.
    expect(lays.filter((id) => id.startsWith('lay_tile:B2:') && id.endsWith(':57'))).toEqual(['lay_tile:B2:1:57']);
    expect(lays.every((id) => id.startsWith('lay_tile:B2:'))).toBe(true);
    const far = d.refuse({ type: 'lay_tile', hex: 'F4', tile: '57', rotation: 0 });
    expect(far.code).toBe('ILLEGAL_ACTION');
    expect(far.ruleRef).toMatch(/Laying track/);
    const offMap = d.refuse({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 0 });
    expect(offMap.message).toMatch(/off the map/);
    const green = d.refuse({ type: 'lay_tile', hex: 'B2', tile: '14', rotation: 0 });
    expect(green.message).toMatch(/green tiles cannot be laid in phase 2/);
  });

  test('a tile lay that costs money says so in the title\'s currency, as every other payment does', () => {
    const def = structuredClone(definitionOf('demo'));
    def.map.hexes.find((h) => h.id === 'B2')!.cost = 40;
    const d = new Driver(compileTitle(def), ['Ann', 'Bob'], 'operating-round');
    d.do({ type: 'par', corporation: 'NR', price: 100 });
    for (let i = 0; i < 3; i++) d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    d.pass().pass();
    d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
    expect(d.log).toContain('NR lays tile 57 on B2 (rotation 1) for $40');
  });

  test('a corporation with a route and no train must buy one; a zero run is withheld and the price falls', () => {
    const { d } = nrOperating();
    d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
    // No other city is reachable, so the token step is skipped; with no train, nothing runs:
    // the revenue is 0, withheld, and NR moves left from 100 to 90.
    expect(d.state.corporations.NR!.market).toEqual({ row: 0, col: 3 });
    expect(d.legal()).toEqual(['buy_train:depot:80:2-0']);
    const pass = d.refuse({ type: 'pass' });
    expect(pass.ruleRef).toMatch(/Forced train purchase/);
    d.do({ type: 'buy_train', train: '2-0', price: 80, from: 'depot' });
    expect(d.state.corporations.NR!.cash).toBe(920);
    expect(d.legal()).toContain('pass');
  });

  test('routes: the optimiser and the validator agree, with a per-stop breakdown; payout moves the price right', () => {
    const { d, a, b } = nrOperating();
    d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
    d.do({ type: 'buy_train', train: '2-0', price: 80, from: 'depot' });
    d.pass(); // end NR's turn; phase 2 has one operating round, so stock round 2 begins
    expect(d.state.round.kind).toBe('stock');
    d.pass().pass();
    expect(d.state.round).toMatchObject({ kind: 'operating', current: 'NR' });
    // Lay nothing; then run. Off-board West Port pays 20 in yellow, Northgate 20.
    while (d.state.round.kind === 'operating' && d.state.round.turn.step < 2) d.pass();
    const best = bestRoutes(title, d.state, 'NR');
    expect(best).toMatchObject({ revenue: 40, proven: true, upperBound: 40 });
    expect(best.routes[0]!.breakdown.map((x) => `${x.stop}=${x.revenue}`).sort()).toEqual(['A3.0=20', 'B2.0=20']);
    const wrong = d.refuse({ type: 'run_routes', routes: [{ train: '2-0', path: ['B2.0', 'C3.0'] }] });
    expect(wrong.ruleRef).toMatch(/Running trains/);
    const twice = d.refuse({ type: 'run_routes', routes: [{ train: '2-0', path: ['B2.0', 'A3.0'] }, { train: '2-0', path: ['A3.0', 'B2.0'] }] });
    expect(twice.message).toMatch(/runs twice/);
    const notOwned = d.refuse({ type: 'run_routes', routes: [{ train: '2-1', path: ['B2.0', 'A3.0'] }] });
    expect(notOwned.message).toMatch(/does not own/);
    d.do({ type: 'run_routes', routes: [{ train: '2-0', path: ['B2.0', 'A3.0'] }] });
    expect(d.state.round.kind === 'operating' && d.state.round.turn.revenue).toBe(40);
    const cashA = d.state.players[a]!.cash;
    const cashB = d.state.players[b]!.cash;
    d.do({ type: 'dividend', kind: 'payout' });
    // $4 per 10% share: a holds 30%, b 20%; the market and initial-offering shares earn nothing.
    expect(d.state.players[a]!.cash - cashA).toBe(12);
    expect(d.state.players[b]!.cash - cashB).toBe(8);
    expect(d.state.corporations.NR!.market).toEqual({ row: 0, col: 4 });
  });

  test('the first train of a type starts its phase, and rusts the types it names', () => {
    const { d } = nrOperating();
    const ctx: Ctx = { title, state: structuredClone(d.state), log: [] };
    const nr = ctx.state.corporations.NR!;
    nr.cash = 5000;
    ctx.state.bank -= 5000 - 1000;
    const buy = (id: string, price: number) => transferTrain(ctx, 'NR', ctx.state.trains.find((t) => t.id === id)!, price, null, 0);
    buy('2-0', 80);
    buy('2-1', 80);
    expect(ctx.state.phase).toBe(0);
    buy('3-0', 180);
    expect(title.phases[ctx.state.phase]!.id).toBe('3');
    expect(ctx.log).toContain('Phase 3 begins: yellow, green tiles, train limit 4, 2 operating round(s) per set');
    buy('3-1', 180);
    // A 2-train discarded to the bank pool rusts like the others.
    ctx.state.trains.find((t) => t.id === '2-1')!.owner = 'pool';
    nr.trains = nr.trains.filter((id) => id !== '2-1');
    buy('4-0', 300);
    // Phase 4: every 2-train rusts (including the one in the pool), the private companies close, the limit drops to 3.
    expect(title.phases[ctx.state.phase]!.id).toBe('4');
    expect(ctx.state.trains.filter((t) => t.type === '2').every((t) => t.owner === 'scrap')).toBe(true);
    expect(nr.trains).toEqual(['3-0', '3-1', '4-0']);
    expect(ctx.state.trains.find((t) => t.owner === 'depot')!.id).toBe('3-2');
    expect(ctx.log.some((l) => l.startsWith('2 trains rust'))).toBe(true);
  });

  test('forced purchase: the president adds the shortfall, and is bankrupt when he cannot', () => {
    const { d } = nrOperating();
    d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
    // Drain NR's treasury to 50 and the president to 20, outside the rules, to reach the edge case.
    const s = d.state;
    const pres = s.corporations.NR!.president!;
    s.bank += s.corporations.NR!.cash - 50 + s.players[pres]!.cash - 20;
    s.corporations.NR!.cash = 50;
    s.players[pres]!.cash = 20;
    expect(d.legal()).toEqual(['bankrupt']);
    s.players[pres]!.cash = 40;
    s.bank -= 20;
    expect(d.legal()).toEqual(['buy_train:depot:80:2-0']);
    d.do({ type: 'buy_train', train: '2-0', price: 80, from: 'depot' });
    expect(s.players[pres]!.cash).toBe(40); // the old state object is untouched: apply works on a copy
    expect(d.state.players[pres]!.cash).toBe(10);
    expect(d.state.corporations.NR!.cash).toBe(0);
  });

  test('bankruptcy ends the game at once with net worths as the result', () => {
    const { d } = nrOperating();
    d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
    const s = d.state;
    const pres = s.corporations.NR!.president!;
    s.bank += s.corporations.NR!.cash - 50 + s.players[pres]!.cash;
    s.corporations.NR!.cash = 50;
    s.players[pres]!.cash = 0;
    d.do({ type: 'bankrupt' });
    expect(d.state.finished?.reason).toBe('bankruptcy');
    expect(d.state.players[pres]!.bankrupt).toBe(true);
    expect(Object.keys(d.state.finished!.scores)).toEqual(['0', '1']);
    expect(d.refuse({ type: 'pass' }, 0).code).toBe('GAME_OVER');
  });
});
