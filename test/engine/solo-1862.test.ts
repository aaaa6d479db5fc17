/**
 * The 1862 solo variant (definitions/1862/title.json variant "solo"; the rules text
 * ../shared/rules/1862-solo-rules.md and 1862.md §3, S1-S30), driven through the engine API.
 * Figures are worked from the rules: a chartered start pays par per card to the bank, a later
 * chartered tableau share costs par (to the bank), a non-chartered one the market price (to the
 * company); floating at 3 shares held gives 10 × (chartered) or 5 × (non-chartered) the price.
 * Where a test needs a known tableau it lays the cards out itself (arrange), keeping every
 * certificate in exactly one place.
 */
import {
  apply, checkInvariants, legalActions, publicState, type GameState, type LegalAction, type Title,
} from '../../engine';
import {
  type Ctx, finishGame, afterMerger, gatherTops, layBlocked, rankFor, tokenBlocked, resetCorporation, distribute,
  inReceivership, onFirstPurchase, sellShares,
} from '../helpers/engine-internals';
import { botRandom, titleOf } from '../helpers/demo';
import { Driver } from '../helpers/driver';
import { setHex } from '../helpers/hex-state';

let title: Title;
beforeAll(() => {
  title = titleOf('1862', 'solo');
});

const solo = (seed: string | number = 1): Driver => new Driver(title, ['Solo'], seed);

/** Cards of one corporation at each position, counted. */
function holders(state: GameState, corp: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const h of state.corporations[corp]!.certs) out[h] = (out[h] ?? 0) + 1;
  return out;
}

/**
 * Lays out a known tableau: `columns` lists corporation ids from the first card to the top; the
 * corporations in `out` are out of the game (homes blocked); every other card is in the draw pile
 * in definition order. The permit queue is `permits`.
 */
function arrange(d: Driver, columns: string[][], out: string[] = ['NGC', 'WVR', 'I&B', 'WNR'], permits = ['freight', 'local', 'express', 'freight', 'local', 'express']): void {
  const s = d.state;
  const t = s.tableau!;
  const next: Record<string, number> = {};
  t.hexes = {};
  t.out = [];
  t.cup = [];
  for (const def of title.corporations) {
    const c = s.corporations[def.id]!;
    c.closed = false;
    delete c.removed;
    c.certs = c.certs.map(() => 'deck');
    next[def.id] = 0;
    if (out.includes(def.id)) {
      c.closed = true;
      c.removed = true;
      t.out.push(def.id);
      t.hexes[def.home!.hex] = 'blocked';
    } else t.cup.push(def.id);
  }
  t.columns = columns.map((col) =>
    col.map((corp) => {
      const i = next[corp]!++;
      s.corporations[corp]!.certs[i] = 'tableau';
      return `${corp}/${i}`;
    }),
  );
  t.drawPile = [];
  for (const def of title.corporations) for (let i = next[def.id]!; i < 7; i++) t.drawPile.push(`${def.id}/${i}`);
  t.permitQueue = [...permits];
  expect(checkInvariants(title, s)).toEqual([]);
}

const cash = (d: Driver): number => d.state.players[0]!.cash;
const cardCorp = (col: string[]): string => col[col.length - 1]!.slice(0, col[col.length - 1]!.lastIndexOf('/'));

describe('setup (S1-S9, S30)', () => {
  test('one player with £600, no parliament: a stock round; 7 plain shares each; 9 columns of 6; 4 companies out with their homes blocked', () => {
    const d = solo(1);
    const s = d.state;
    expect(s.players).toHaveLength(1);
    expect(cash(d)).toBe(600);
    expect(s.round).toMatchObject({ kind: 'stock', number: 1 });
    const t = s.tableau!;
    expect(t.columns).toHaveLength(9);
    for (const col of t.columns) expect(col).toHaveLength(6);
    expect(t.out).toHaveLength(4);
    expect(t.cup).toHaveLength(16);
    for (const corp of t.out) {
      expect(s.corporations[corp]!.closed).toBe(true);
      expect(t.hexes[title.corporation.get(corp)!.home!.hex]).toBe('blocked');
      // A dealt card of an out company goes to the market; none sits in the tableau.
      expect(holders(s, corp).tableau).toBeUndefined();
    }
    // 20 × 7 = 140 cards, each in exactly one place: 54 in the tableau, the rest in the pile or the market.
    let cards = 0;
    let inMarket = 0;
    for (const def of title.corporations) {
      expect(def.certificates).toEqual([10, 10, 10, 10, 10, 10, 10]);
      cards += s.corporations[def.id]!.certs.length;
      inMarket += holders(s, def.id).market ?? 0;
    }
    expect(cards).toBe(140);
    expect(t.drawPile.length).toBe(140 - 54 - inMarket);
    // Two of each permit, in a shuffled line of six; order cards 1-3 in a shuffled order.
    expect([...t.permitQueue].sort()).toEqual(['express', 'express', 'freight', 'freight', 'local', 'local']);
    expect([...t.orderCards].sort()).toEqual([1, 2, 3]);
    // No permit is dealt before a company starts.
    for (const c of Object.values(s.corporations)) expect(c.permits).toEqual([]);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('S30 difficulty variants extend solo: ten columns, ten columns and £650, eight columns', () => {
    const start = (v: string) => new Driver(titleOf('1862', v), ['Solo'], 1).state;
    expect(start('solo_easy').tableau!.columns).toHaveLength(10);
    expect(start('solo_easy').players[0]!.cash).toBe(600);
    expect(start('solo_easier').tableau!.columns).toHaveLength(10);
    expect(start('solo_easier').players[0]!.cash).toBe(650);
    expect(start('solo_hard').tableau!.columns).toHaveLength(8);
    for (const col of start('solo_hard').tableau!.columns) expect(col).toHaveLength(6);
  });

  test('the deal is a fold of the seed; the public view shows the columns but only the size of the draw pile', () => {
    expect(solo('a').state.tableau).toEqual(solo('a').state.tableau);
    expect(solo('a').state.tableau!.columns).not.toEqual(solo('b').state.tableau!.columns);
    const d = solo(7);
    const view = publicState(title, d.state);
    expect(view.tableau!.columns[0]!.map((c) => `${c.corporation}/${c.certificate}`)).toEqual(d.state.tableau!.columns[0]);
    expect(view.tableau!.drawPile).toBe(d.state.tableau!.drawPile.length);
    expect(JSON.stringify(view)).not.toContain('streams');
    expect(view.tableau!.permitQueue).toEqual(d.state.tableau!.permitQueue);
  });

  test('every legal action of the opening position applies and keeps the invariants (the fuzz bot can play it)', () => {
    const d = solo(3);
    const legal = legalActions(title, d.state, 0);
    expect(legal.length).toBeGreaterThan(10);
    expect(new Set(legal.map((l) => l.action.type))).toEqual(new Set(['tableau_buy', 'tableau_remove', 'tableau_move', 'mulligan', 'pass'].filter((k) => legal.some((l) => l.action.type === k))));
    for (const l of legal) {
      const r = apply(title, d.state, l.action, { seat: 0 });
      if (!r.ok) throw new Error(`${l.id}: ${r.error.message}`);
      expect(checkInvariants(title, r.state)).toEqual([]);
    }
  });
});

describe('the solo stock round (S10-S16)', () => {
  test('a chartered start takes the top block at par per card to the bank, takes the next permit, and floats at 3 shares with 10 × price less £180 of tokens', () => {
    const d = solo(1);
    arrange(d, [['ENR', 'ECR', 'ECR'], ['ENR', 'ECR'], ['ECR']]);
    const bank = d.state.bank;
    // A block of 3 is more than the top block of 2.
    expect(d.refuse({ type: 'tableau_buy', column: 0, count: 3, mode: 'chartered', par: 68 }).code).toBe('ILLEGAL_ACTION');
    // Chartered par prices are 54-100 only.
    expect(d.refuse({ type: 'tableau_buy', column: 0, count: 2, mode: 'chartered', par: 110 }).code).toBe('ILLEGAL_ACTION');
    d.do({ type: 'tableau_buy', column: 0, count: 2, mode: 'chartered', par: 68 });
    let ecr = d.state.corporations.ECR!;
    expect(cash(d)).toBe(600 - 2 * 68);
    expect(d.state.bank).toBe(bank + 136);
    expect(ecr).toMatchObject({ par: 68, startMode: 'chartered', floated: false, permits: ['freight'], president: 0 });
    expect(d.state.tableau!.columns[0]).toEqual(['ENR/0']);
    expect(d.state.tableau!.permitQueue).toEqual(['local', 'express', 'freight', 'local', 'express']);
    expect(d.state.tableau!.cup).not.toContain('ECR');
    // A chartered start puts no company out.
    expect(d.state.tableau!.out).toHaveLength(4);
    // The round goes on: one more share from the tableau at par, to the bank; 3 held: it floats.
    expect(d.state.round.kind).toBe('stock');
    d.do({ type: 'tableau_buy', column: 1 });
    ecr = d.state.corporations.ECR!;
    expect(cash(d)).toBe(600 - 3 * 68);
    expect(ecr.floated).toBe(true);
    expect(ecr.cash).toBe(10 * 68 - 180);
    expect(ecr.tokensBought).toBe(3);
    expect(d.state.bank).toBe(bank + 3 * 68 - 680 + 180);
    // A started company's share names no mode or par.
    expect(d.refuse({ type: 'tableau_buy', column: 2, mode: 'chartered', par: 68 }).code).toBe('ILLEGAL_ACTION');
  });

  test('a non-chartered start pays the bank and puts a random company out; later shares cost the market price, paid to the company; float: 5 × price, then 2-7 tokens at £40', () => {
    const d = solo(2);
    arrange(d, [['EUR'], ['EUR'], ['ESR', 'EUR']]);
    const cupBefore = [...d.state.tableau!.cup];
    d.do({ type: 'tableau_buy', column: 0, mode: 'nonChartered', par: 62 });
    expect(cash(d)).toBe(538);
    expect(d.state.corporations.EUR!.cash).toBe(0);
    const t = d.state.tableau!;
    expect(t.out).toHaveLength(5);
    const gone = t.out[4]!;
    expect(cupBefore).toContain(gone);
    expect(gone).not.toBe('EUR');
    expect(t.cup).toHaveLength(cupBefore.length - 2); // EUR started, one more out
    expect(d.state.corporations[gone]!.closed).toBe(true);
    expect(t.hexes[title.corporation.get(gone)!.home!.hex]).toBe('blocked');
    d.do({ type: 'tableau_buy', column: 1 });
    expect(cash(d)).toBe(538 - 62);
    expect(d.state.corporations.EUR!.cash).toBe(62);
    d.do({ type: 'tableau_buy', column: 2 });
    const eur = d.state.corporations.EUR!;
    expect(eur.floated).toBe(true);
    expect(eur.cash).toBe(62 + 62 + 5 * 62);
    // The token choice: 2 to 7 at £40 (the company can pay 7).
    expect(d.legal()).toEqual(['choose:2', 'choose:3', 'choose:4', 'choose:5', 'choose:6', 'choose:7']);
    d.do({ type: 'choose', choice: '3' });
    expect(d.state.corporations.EUR!.cash).toBe(434 - 120);
  });

  test('move onto the same company, remove (an unstarted company leaves the game), deal into an empty column (a random company leaves first)', () => {
    const d = solo(4);
    arrange(d, [['ENR', 'ECR'], ['ECR'], ['L&D'], []]);
    expect(d.refuse({ type: 'tableau_move', from: 0, to: 2 }).code).toBe('ILLEGAL_ACTION');
    expect(d.refuse({ type: 'tableau_deal', column: 0 }).code).toBe('ILLEGAL_ACTION');
    d.do({ type: 'tableau_move', from: 0, to: 1 });
    expect(d.state.tableau!.columns[0]).toEqual(['ENR/0']);
    expect(d.state.tableau!.columns[1]).toEqual(['ECR/1', 'ECR/0']);
    d.do({ type: 'tableau_remove', column: 2 });
    expect(d.state.corporations['L&D']!.certs[0]).toBe('market');
    expect(d.state.corporations['L&D']!.closed).toBe(true);
    expect(d.state.tableau!.hexes.D5).toBe('blocked');
    expect(d.state.tableau!.columns[2]).toEqual([]);
    // A removed card's company is out: its shares cannot be bought.
    const pile = d.state.tableau!.drawPile.length;
    const outBefore = d.state.tableau!.out.length;
    d.do({ type: 'tableau_deal', column: 3 });
    const t = d.state.tableau!;
    expect(t.out).toHaveLength(outBefore + 1);
    expect(t.columns[3]).toHaveLength(6);
    for (const card of t.columns[3]!) expect(t.out).not.toContain(card.slice(0, card.lastIndexOf('/')));
    // Each card of an out company met while dealing went to the market and was replaced.
    const skipped = pile - t.drawPile.length - 6;
    expect(skipped).toBeGreaterThanOrEqual(0);
    let dealtToMarket = 0;
    for (const corp of t.out) dealtToMarket += holders(d.state, corp).market ?? 0;
    expect(dealtToMarket).toBe(skipped + 1); // + the L&D card removed by hand
  });

  test('shares bought this round cannot be sold; unfloated shares sell at par/2 without moving the price; the market is never bought from', () => {
    const d = solo(5);
    arrange(d, [['ECR', 'ECR']]);
    d.do({ type: 'tableau_buy', column: 0, count: 2, mode: 'chartered', par: 82 });
    expect(d.refuse({ type: 'sell_shares', corporation: 'ECR', percent: 10 }).code).toBe('ILLEGAL_ACTION');
    // Pass: the operating round has nobody to run, and the next stock round begins at once.
    d.pass();
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    const before = cash(d);
    d.do({ type: 'sell_shares', corporation: 'ECR', percent: 10 });
    expect(cash(d)).toBe(before + 41);
    expect(d.state.corporations.ECR!.market).toEqual({ row: 0, col: 11 });
    expect(holders(d.state, 'ECR').market).toBe(1);
    expect(d.refuse({ type: 'buy_shares', corporation: 'ECR', from: 'market', percent: 10 }).code).toBe('ILLEGAL_ACTION');
  });

  test('the mulligan: once, before anything else', () => {
    const d = solo(6);
    const col = [...d.state.tableau!.columns[2]!];
    const pile = d.state.tableau!.drawPile.length;
    d.do({ type: 'mulligan', kind: 'column', column: 2 });
    const t = d.state.tableau!;
    expect(t.columns[2]).toHaveLength(6);
    expect(t.columns[2]).not.toEqual(col);
    // The old column went under the pile: the cards it held are the pile's last six.
    expect(t.drawPile.slice(-6)).toEqual(col);
    expect(t.drawPile.length).toBeLessThanOrEqual(pile);
    expect(d.refuse({ type: 'mulligan', kind: 'permits' }).code).toBe('ILLEGAL_ACTION');
  });
});

describe('operating-round changes (S17-S19, S26-S27)', () => {
  test('after the first OR the A trains leave; after the next the first order card removes that many trains plus one when none was bought', () => {
    const d = solo(8);
    const depot = (type: string) => d.state.trains.filter((t) => t.type === type && t.owner === 'depot').length;
    expect(depot('A')).toBe(7);
    expect(depot('B')).toBe(6);
    d.pass(); // SR 1 → OR 1.1 (nobody floated) → SR 2
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
    expect(depot('A')).toBe(0);
    expect(d.state.tableau!.orderCards).toHaveLength(3);
    const card = d.state.tableau!.orderCards[0]!;
    d.pass(); // OR 2.1: the order card, and one more as no train was bought
    expect(depot('B')).toBe(6 - (card + 1));
    expect(d.state.tableau!.orderCards).toHaveLength(2);
    // Removal acts as a purchase for the phase: the first B leaving starts phase B.
    expect(title.phases[d.state.phase]!.id).toBe('B');
  });

  test('optional reading solo_removals_no_phase: removed trains are no purchase; the first purchase starts its phase and the skipped rusts', () => {
    // 1862 solo rules, Operating Rounds ("remove the number of trains indicated on it from the bank")
    // read as scrapping, against the default reading (an export: the first B removed starts phase B).
    const other = titleOf('1862', 'solo_removals_no_phase');
    const d = new Driver(other, ['Solo'], 8);
    d.pass().pass();
    expect(d.state.trains.filter((t) => t.type === 'B' && t.owner === 'depot').length).toBeLessThan(6);
    expect(d.state.trains.filter((t) => t.removed).every((t) => t.owner === 'scrap')).toBe(true);
    expect(other.phases[d.state.phase]!.id).toBe('A');
    for (let k = 0; k < 40 && !d.state.finished; k++) d.pass();
    // Nothing bought: the phase never moves, however many trains leave.
    expect(other.phases[d.state.phase]!.id).toBe('A');
    expect(d.state.trains.filter((t) => t.removed).length).toBeGreaterThan(10);
    // A purchase after whole types were removed starts its own phase and rusts what the skipped types rust.
    const s = structuredClone(d.state);
    const ctx: Ctx = { title: other, state: s, log: [] };
    s.trains.find((t) => t.type === 'B' && t.removed)!.owner = 'scrap';
    const a = s.trains.find((t) => t.type === 'A')!;
    a.owner = 'corp:ECR';
    delete a.removed;
    s.corporations.ECR!.trains = [a.id];
    const next = s.trains.find((t) => t.owner === 'depot')!;
    next.owner = 'corp:ECR';
    s.corporations.ECR!.trains.push(next.id);
    onFirstPurchase(ctx, next.type);
    expect(other.phases[s.phase]!.onTrain).toBe(next.type);
    // A rusts on C: C was removed whole before the purchase (or is the purchase itself).
    expect(s.corporations.ECR!.trains).not.toContain(a.id);
  });

  test('optional reading solo_dividends_in_play: the seven shares share the whole revenue', () => {
    // 1862 solo rules, Setup ("Discard the director's certificates") read as leaving seven shares that
    // share the revenue, against the default (a tenth a share; the discarded 30% pays nobody).
    const other = titleOf('1862', 'solo_dividends_in_play');
    const d = new Driver(other, ['Solo'], 10);
    const s = d.state;
    const c = s.corporations.ECR!;
    c.certs = c.certs.map((_, i) => (i < 4 ? 'player:0' : 'market'));
    const ctx: Ctx = { title: other, state: s, log: [] };
    const player = s.players[0]!.cash;
    distribute(ctx, 'ECR', 100, 'payout');
    // 100 × 10 / 70 = 14 a share (rounded down), 4 shares held; the default pays 10 a share.
    expect(s.players[0]!.cash).toBe(player + 56);
    const base = structuredClone(d.state);
    base.players[0]!.cash = player;
    distribute({ title, state: base, log: [] }, 'ECR', 100, 'payout');
    expect(base.players[0]!.cash).toBe(player + 40);
  });

  test('a forced sale may sell certificate 0, a plain share in the solo (S1: no director\'s certificates)', () => {
    // Found by the fuzzer (solo_removals_no_phase, seed 1): a company in receivership whose only share the
    // player held was certificate 0 could not be sold to fund a forced train purchase.
    const d = solo(10);
    arrange(d, [['ECR'], ['ECR'], ['ECR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'chartered', par: 62 });
    const s = structuredClone(d.state);
    const c = s.corporations.ECR!;
    c.certs = c.certs.map((h, i) => (i === 0 ? 'player:0' : h === 'player:0' ? 'market' : h));
    c.president = null;
    sellShares({ title, state: s, log: [] }, 0, { type: 'sell_shares', entityType: 'player', entity: 0, corporation: 'ECR', percent: 10 } as never);
    expect(c.certs[0]).toBe('market');
  });

  test('the order cards are reshuffled when used up, and no more trains go once an H is available', () => {
    const d = solo(9);
    for (let k = 0; k < 40 && !d.state.finished; k++) d.pass();
    const s = d.state;
    // Every non-H train has left the depot by removals; the H is next and stays.
    expect(s.trains.filter((t) => t.owner === 'depot').every((t) => t.type === 'H')).toBe(true);
    expect(s.trains.some((t) => t.type === 'H' && t.owner === 'depot')).toBe(true);
    expect(s.tableau!.operatingRounds).toBeGreaterThan(4);
    // Three cards serve three removal rounds; the fourth reshuffles them.
    expect(d.log.filter((l) => /order cards are reshuffled/.test(l)).length).toBeGreaterThan(0);
  });

  test('a company put out over an empty home blocks it, over track without a station freezes it, over a station leaves it alone (S15, S17)', () => {
    const d = solo(19);
    arrange(d, [['ENR'], ['ESR'], ['L&D']]);
    const s = d.state;
    // ESR's home F11 gets a yellow city tile; L&D's home D5 a tile with ECR's station on it.
    setHex(s, 'F11', { tile: '57', rotation: 0, tokens: [] });
    setHex(s, 'D5', { tile: '57', rotation: 0, tokens: [{ corporation: 'ECR', city: 0, slot: 0 }] });
    s.corporations.ECR!.tokens.push({ hex: 'D5', city: 0 });
    s.tileSupply = { ...s.tileSupply, '57': s.tileSupply['57']! - 2 };
    d.do({ type: 'tableau_remove', column: 0 }).do({ type: 'tableau_remove', column: 1 }).do({ type: 'tableau_remove', column: 2 });
    expect(d.state.tableau!.hexes).toMatchObject({ F3: 'blocked', F11: 'frozen' });
    expect(d.state.tableau!.hexes.D5).toBeUndefined();
    expect(layBlocked(d.state, 'F11')!.message).toMatch(/frozen/);
    expect(tokenBlocked(d.state, 'F11')!.message).toMatch(/no station/);
    expect(layBlocked(d.state, 'D5')).toBeNull();
    expect(publicState(title, d.state).tableau!.hexes).toEqual(expect.arrayContaining([{ hex: 'F11', state: 'frozen' }, { hex: 'F3', state: 'blocked' }]));
  });

  test('tableau shares pay a non-chartered company; a chartered company’s pay nobody; the market and draw pile pay nobody', () => {
    const d = solo(10);
    arrange(d, [['EUR'], ['EUR'], ['EUR'], ['ECR'], ['ECR'], ['ECR'], ['EUR', 'ECR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'nonChartered', par: 62 });
    d.do({ type: 'tableau_buy', column: 1 }).do({ type: 'tableau_buy', column: 2 }).do({ type: 'choose', choice: '2' });
    d.do({ type: 'tableau_buy', column: 3, mode: 'chartered', par: 62 });
    d.do({ type: 'tableau_buy', column: 4 }).do({ type: 'tableau_buy', column: 5 });
    const s = structuredClone(d.state);
    // EUR: 3 held, 2 in the tableau (the covered card in column 6 counts too), 2 in the pile.
    expect(holders(s, 'EUR')).toMatchObject({ 'player:0': 3, tableau: 1 });
    s.corporations.EUR!.certs[4] = 'tableau';
    s.corporations.EUR!.certs[5] = 'market';
    const ctx: Ctx = { title, state: s, log: [] };
    const eurCash = s.corporations.EUR!.cash;
    const player = s.players[0]!.cash;
    distribute(ctx, 'EUR', 100, 'payout');
    expect(s.players[0]!.cash).toBe(player + 30);
    expect(s.corporations.EUR!.cash).toBe(eurCash + 20);
    const ecrCash = s.corporations.ECR!.cash;
    distribute(ctx, 'ECR', 100, 'payout');
    expect(s.players[0]!.cash).toBe(player + 60);
    expect(s.corporations.ECR!.cash).toBe(ecrCash);
  });

  test('receivership while fewer than 2 shares are held, left on reaching 2 again; no lay on a blocked hex', () => {
    const d = solo(11);
    arrange(d, [['ECR'], ['ECR'], ['ECR'], ['ECR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'chartered', par: 100 });
    d.do({ type: 'tableau_buy', column: 1 }).do({ type: 'tableau_buy', column: 2 });
    d.pass();
    // ECR operates: a lay on a blocked home hex (NGC's C10) is refused.
    expect(d.state.round.kind).toBe('operating');
    const lay = d.refuse({ type: 'lay_tile', hex: 'C10', tile: '57', rotation: 0 });
    expect(lay.code).toBe('ILLEGAL_ACTION');
    expect(lay.message).toMatch(/blocked/);
    for (let k = 0; k < 60 && d.state.round.kind === 'operating'; k++) {
      const ids = d.legal();
      const pass = ids.includes('pass');
      const choice = legalActions(title, d.state, 0).find((l) => (pass ? l.id === 'pass' : true))!;
      const r = apply(title, d.state, choice.action, { seat: 0 });
      if (!r.ok) throw new Error(r.error.message);
      d.state = r.state;
    }
    expect(d.state.round.kind).toBe('stock');
    d.do({ type: 'sell_shares', corporation: 'ECR', percent: 20 });
    expect(d.state.corporations.ECR).toMatchObject({ president: null, receivership: true });
    expect(inReceivership(d.state, 'ECR')).toBe(true);
    d.do({ type: 'tableau_buy', column: 3 });
    expect(d.state.corporations.ECR!.president).toBe(0);
    expect(inReceivership(d.state, 'ECR')).toBe(false);
  });
});

/** Plays the operating round: passes where it may, else the first legal choice, until `want` is legal (returned) or the round ends. */
function operateUntil(d: Driver, want: (l: LegalAction) => boolean): LegalAction[] {
  for (let k = 0; k < 80 && d.state.round.kind === 'operating'; k++) {
    const legal = legalActions(title, d.state, 0);
    if (legal.some(want)) return legal.filter(want);
    const choice = legal.find((l) => l.id === 'pass') ?? legal[0]!;
    const r = apply(title, d.state, choice.action, { seat: 0 });
    if (!r.ok) throw new Error(r.error.message);
    d.state = r.state;
  }
  return [];
}

/** Moves a card from the draw pile to the market (a share sold or discarded earlier). */
function toMarket(d: Driver, card: string): void {
  const t = d.state.tableau!;
  t.drawPile = t.drawPile.filter((k) => k !== card);
  const [corp, i] = card.split('/') as [string, string];
  d.state.corporations[corp]!.certs[Number(i)] = 'market';
}

describe('redemption (S22)', () => {
  test('a non-chartered company redeems a column top for nothing and a pool share at the market price; a chartered one pays par for a pool share', () => {
    const d = solo(14);
    arrange(d, [['EUR'], ['EUR'], ['EUR'], ['ENR', 'EUR'], ['ECR'], ['ECR'], ['ECR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'nonChartered', par: 62 });
    d.do({ type: 'tableau_buy', column: 1 }).do({ type: 'tableau_buy', column: 2 }).do({ type: 'choose', choice: '2' });
    d.do({ type: 'tableau_buy', column: 4, mode: 'chartered', par: 100 });
    d.do({ type: 'tableau_buy', column: 5 }).do({ type: 'tableau_buy', column: 6 });
    toMarket(d, 'EUR/6');
    toMarket(d, 'ECR/6');
    d.pass();
    // ECR (price 100) operates before EUR (62).
    const ecr = operateUntil(d, (l) => l.action.type === 'redeem_share');
    expect(d.state.round).toMatchObject({ kind: 'operating', current: 'ECR' });
    expect(ecr.map((l) => [l.action, l.cost])).toEqual([[{ type: 'redeem_share', entityType: 'corporation', entity: 'ECR', corporation: 'ECR', from: 'market' }, 100]]);
    d.pass();
    const eur = operateUntil(d, (l) => l.action.type === 'redeem_share');
    expect(d.state.round).toMatchObject({ kind: 'operating', current: 'EUR' });
    const price = title.market.rows[d.state.corporations.EUR!.market!.row]![d.state.corporations.EUR!.market!.col]!.price;
    expect(eur.map((l) => [(l.action as { from: string }).from, (l.action as { column?: number }).column, l.cost])).toEqual([
      ['market', undefined, price],
      ['tableau', 3, 0],
    ]);
    const before = d.state.corporations.EUR!.cash;
    d.do({ type: 'redeem_share', corporation: 'EUR', from: 'tableau', column: 3 });
    expect(d.state.corporations.EUR!.cash).toBe(before);
    expect(d.state.corporations.EUR!.certs[3]).toBe('corp:EUR');
    expect(d.state.tableau!.columns[3]).toEqual(['ENR/0']);
    // One redemption per operating turn.
    expect(d.refuse({ type: 'redeem_share', corporation: 'EUR', from: 'market' }).code).toBe('ILLEGAL_ACTION');
  });
});

describe('mergers, refinancing and emergency funding with the tableau (S20-S25)', () => {
  test('the involved companies’ column tops join in, again while uncovered: chartered to the market, non-chartered to its treasury', () => {
    const d = solo(15);
    arrange(d, [['ECR', 'EUR'], ['ESR', 'EUR', 'EUR'], ['EUR', 'ESR'], ['EUR'], ['ECR']]);
    d.do({ type: 'tableau_buy', column: 3, mode: 'nonChartered', par: 62 });
    d.do({ type: 'tableau_buy', column: 4, mode: 'chartered', par: 62 });
    const ctx: Ctx = { title, state: d.state, log: [] };
    gatherTops(ctx, ['EUR', 'ECR']);
    const t = d.state.tableau!;
    expect(t.columns).toEqual([[], ['ESR/0'], ['EUR/3', 'ESR/1'], [], []]);
    // EUR/0 (column 0) and EUR/1, EUR/2 (column 1) to EUR's treasury; ECR/0 uncovered in column 0 to the market.
    expect(d.state.corporations.EUR!.certs.slice(0, 4)).toEqual(['corp:EUR', 'corp:EUR', 'corp:EUR', 'tableau']);
    expect(d.state.corporations.ECR!.certs[0]).toBe('market');
    expect(checkInvariants(title, d.state)).toEqual([]);
  });

  test('after a merger a non-chartered survivor pays half its price for each of its shares in the tableau (rounded down, at most its cash); a refinancing also puts a company out', () => {
    const d = solo(16);
    arrange(d, [['EUR'], ['EUR'], ['EUR'], ['EUR'], ['ESR', 'EUR'], ['EUR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'nonChartered', par: 62 });
    d.do({ type: 'tableau_buy', column: 1 }).do({ type: 'tableau_buy', column: 2 }).do({ type: 'choose', choice: '2' });
    const s = structuredClone(d.state);
    const eur = s.corporations.EUR!;
    // Three EUR shares lie in the tableau (one of them covered): 3 × 62 / 2 = 93.
    eur.cash = 100;
    s.bank += 434 - 80 - 100;
    const ctx: Ctx = { title, state: s, log: [] };
    afterMerger(ctx, 'EUR', false);
    expect(eur.cash).toBe(7);
    expect(eur.mergedOrRefinanced).toBe(true);
    // Four out at setup and one for the non-chartered start; a merger adds none.
    expect(s.tableau!.out).toHaveLength(5);
    // Not enough cash: it pays all it has. A refinancing: one more company leaves the game.
    eur.cash = 50;
    s.bank -= 43;
    afterMerger(ctx, 'EUR', true);
    expect(eur.cash).toBe(0);
    expect(s.tableau!.out).toHaveLength(6);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('a company reset (merger non-survivor or bankruptcy) keeps its buried shares, sends the player’s to the market, returns to the cup, and restarts with its original permit', () => {
    const d = solo(17);
    arrange(d, [['EUR'], ['EUR'], ['ENR', 'EUR'], ['EUR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'chartered', par: 62 }).do({ type: 'tableau_buy', column: 1 });
    const permit = d.state.corporations.EUR!.permits;
    expect(permit).toEqual(['freight']);
    const ctx: Ctx = { title, state: d.state, log: [] };
    resetCorporation(ctx, d.state.corporations.EUR!);
    const eur = d.state.corporations.EUR!;
    expect(holders(d.state, 'EUR')).toEqual({ market: 2, tableau: 2, deck: 3 });
    expect(eur.par).toBeNull();
    expect(d.state.tableau!.cup).toContain('EUR');
    expect(checkInvariants(title, d.state)).toEqual([]);
    // Restarted from the tableau: it takes back its freight permit, not the next of the queue.
    const queue = [...d.state.tableau!.permitQueue];
    d.do({ type: 'tableau_buy', column: 3, mode: 'nonChartered', par: 62 });
    expect(d.state.corporations.EUR!.permits).toEqual(['freight']);
    expect(d.state.tableau!.permitQueue).toEqual(queue);
  });

  test('S21: a non-chartered company short of a forced train sells its column tops as treasury shares, only as many as needed', () => {
    const d = solo(18);
    arrange(d, [['EUR'], ['EUR'], ['EUR'], ['ESR', 'EUR'], ['EUR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'nonChartered', par: 62 });
    d.do({ type: 'tableau_buy', column: 1 }).do({ type: 'tableau_buy', column: 2 }).do({ type: 'choose', choice: '2' });
    d.pass();
    const offers = operateUntil(d, (l) => l.action.type === 'buy_train');
    expect(d.state.round).toMatchObject({ kind: 'operating', current: 'EUR' });
    const cheapest = Math.min(...offers.map((l) => (l.action as { price: number }).price));
    expect(cheapest).toBe(100);
    // No train yet, so no revenue: the withheld dividend moved EUR one cell left, from 62 to 58.
    const eur = d.state.corporations.EUR!;
    expect(title.market.rows[eur.market!.row]![eur.market!.col]!.price).toBe(58);
    // Leave EUR £40: £60 short of an A train; one share at £58 does not cover it, two do.
    d.state.bank += eur.cash - 40;
    eur.cash = 40;
    d.pass();
    const after = d.state.corporations.EUR!;
    expect(after.cash).toBe(40 + 2 * 58);
    // The tops of columns 3 and 4 went to the market (column 3's uncovered ESR card stays).
    expect(d.state.tableau!.columns[3]).toEqual(['ESR/0']);
    expect(d.state.tableau!.columns[4]).toEqual([]);
    expect(holders(d.state, 'EUR')).toEqual({ 'player:0': 3, market: 2, deck: 2 });
    // The two shares sold move the price down.
    expect(title.market.rows[after.market!.row]![after.market!.col]!.price).toBeLessThan(58);
  });

  /**
   * A scripted player: in stock rounds it completes the floats of started companies, starts cheap ones while it has
   * money, and now and then moves, deals or sells; in operating rounds it merges (at `mergeRate`), buys trains,
   * redeems, builds, runs and pays out. Each applied action is handed to `check` with its log.
   */
  function playScripted(seed: number, mergeRate: number, check: (d: Driver, log: string[]) => void): Driver {
    const d = solo(seed);
    const rand = botRandom(seed);
    for (let n = 0; n < 500 && !d.state.finished; n++) {
      const legal = legalActions(title, d.state, 0);
      const pick = (f: (l: LegalAction) => boolean) => {
        const xs = legal.filter(f);
        return xs.length ? xs[Math.floor(rand() * xs.length)] : undefined;
      };
      const a = (l: LegalAction) => l.action as unknown as Record<string, unknown>;
      const top = (col: number) => cardCorp(d.state.tableau!.columns[col]!);
      let choice: LegalAction | undefined;
      if (d.state.round.kind === 'stock') {
        const started = (l: LegalAction) => l.action.type === 'tableau_buy' && a(l).mode === undefined;
        const floated = Object.values(d.state.corporations).filter((c) => c.floated && !c.closed).length;
        choice =
          legal.find((l) => l.action.type === 'choose') ??
          pick((l) => started(l) && !d.state.corporations[top(a(l).column as number)]!.floated) ??
          (floated < 5 && cash(d) > 250 ? pick((l) => l.action.type === 'tableau_buy' && ((a(l).par as number) ?? 0) <= 68) : undefined) ??
          (rand() < 0.3 ? pick(started) : undefined) ??
          (rand() < 0.1 ? pick((l) => ['tableau_move', 'tableau_deal', 'sell_shares'].includes(l.action.type)) : undefined) ??
          legal.find((l) => l.id === 'pass')!;
      } else {
        choice =
          pick((l) => l.action.type === 'merge' && rand() < mergeRate) ??
          pick((l) => l.action.type === 'buy_train') ??
          pick((l) => l.action.type === 'redeem_share') ??
          pick((l) => l.action.type === 'lay_tile') ??
          pick((l) => l.action.type === 'place_token') ??
          pick((l) => l.action.type === 'run_routes') ??
          pick((l) => l.action.type === 'dividend' && a(l).kind === 'payout') ??
          legal.find((l) => l.id === 'pass') ??
          legal[Math.floor(rand() * legal.length)];
      }
      const r = apply(title, d.state, choice!.action, { seat: 0 });
      if (!r.ok) throw new Error(`${choice!.id}: ${r.error.message}`);
      d.state = r.state;
      expect(checkInvariants(title, d.state)).toEqual([]);
      check(d, r.log);
    }
    return d;
  }

  test('a played game keeps every invariant through operating rounds, refinancing and the end', () => {
    // Seed 3 with this policy refinances ECR in a forced train purchase and ends by the final era.
    let refinanced = false;
    const d = playScripted(3, 0.5, (_d, log) => {
      const i = log.findIndex((l) => / is refinanced and receives/.test(l));
      if (i < 0) return;
      refinanced = true;
      // S24: a refinancing puts a random company out of the game.
      expect(log.slice(i + 1).some((l) => /is out of the game/.test(l))).toBe(true);
    });
    expect(refinanced).toBe(true);
    expect(d.state.finished).toMatchObject({ reason: 'finalEra', rank: null });
  });

  test('a played game with a merger: the non-survivor returns to the cup with no share held, the survivor pays for its tableau shares', () => {
    // Seed 19, always merging, merges two companies.
    let merged: { survivor: string; nonsurvivor: string } | null = null;
    let names: RegExpExecArray | null = null;
    playScripted(19, 1, (d, log) => {
      // The survivor is named when it is chosen; the merger may complete in a later action (an option choice).
      for (const l of log) names = /^(\S+) \(non-survivor\) merges into (\S+) \(survivor\)/.exec(l) ?? names;
      if (merged === null && names && log.some((l) => /The merger is complete/.test(l))) {
        const m = names;
        merged = { nonsurvivor: m[1]!, survivor: m[2]! };
        const n = d.state.corporations[m[1]!]!;
        const s = d.state.corporations[m[2]!]!;
        expect(n.par).toBeNull();
        expect(n.certs.every((h) => ['market', 'tableau', 'deck'].includes(h))).toBe(true);
        expect(d.state.tableau!.cup).toContain(n.id);
        expect(s.mergedOrRefinanced).toBe(true);
        // S20 item 6: ½ the survivor's new price for each of its shares in the tableau, rounded down.
        const visible = s.certs.filter((h) => h === 'tableau').length;
        const price = title.market.rows[s.market!.row]![s.market!.col]!.price;
        const due = Math.floor((visible * price) / 2);
        expect(visible).toBeGreaterThan(0);
        expect(log).toContain(`${s.id} pays £${due} for its ${visible} share(s) in the tableau`);
      }
    });
    expect(merged).not.toBeNull();
  });
});

describe('end and scoring (S28-S29)', () => {
  test('the LNER forms at the end of the first full set of three operating rounds; the game ends after the next set', () => {
    // Nobody operates (one share of ECR is held, unfloated): the removal cycle alone brings phase D (three ORs a set).
    const d = solo(12);
    arrange(d, [['ECR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'chartered', par: 54 });
    const lines: string[] = [];
    for (let k = 0; k < 60 && !d.state.finished; k++) {
      const from = d.log.length;
      d.pass();
      lines.push(...d.log.slice(from));
    }
    const formed = lines.indexOf('The final era begins');
    expect(formed).toBeGreaterThan(0);
    const begun = lines.slice(0, formed).filter((l) => /^Operating round \d+\.1 \(of \d\) begins$/.test(l));
    // The set that ends with the LNER is the first one of three rounds; every earlier set had fewer.
    expect(begun[begun.length - 1]).toMatch(/\(of 3\) begins$/);
    for (const l of begun.slice(0, -1)) expect(l).not.toMatch(/\(of 3\)/);
    const ended = lines.slice(0, formed).filter((l) => /^Operating round \d+\.\d+ ends$/.test(l));
    expect(ended[ended.length - 1]).toMatch(/\.3 ends$/);
    // Then one more stock round and operating set, and the game ends.
    expect(lines.slice(formed).filter((l) => /^Stock round \d+ begins/.test(l))).toHaveLength(1);
    expect(d.state.finished).toMatchObject({ reason: 'finalEra' });
  });

  test('once the LNER has formed no company may be started from the tableau (finalEra.after.starts)', () => {
    const d = solo(20);
    arrange(d, [['ECR'], ['EUR']]);
    d.do({ type: 'tableau_buy', column: 0, mode: 'chartered', par: 62 });
    d.state.finalEra = 'formed';
    expect(d.refuse({ type: 'tableau_buy', column: 1, mode: 'chartered', par: 62 }).message).toMatch(/final era/);
    // Nor is a start offered among the legal actions.
    expect(legalActions(title, d.state, 0).some((l) => l.action.type === 'tableau_buy' && (l.action as { mode?: string }).mode !== undefined)).toBe(false);
  });

  test('score levels: £9,000 Apprentice … £14,000 Yokozuna; below £9,000 none; the result names it', () => {
    expect(rankFor(title, 8999)).toBeNull();
    expect(rankFor(title, 9000)).toBe('Apprentice');
    expect(rankFor(title, 10999)).toBe('Maegashuri');
    expect(rankFor(title, 11000)).toBe('Komisubi');
    expect(rankFor(title, 12500)).toBe('Sekiwake');
    expect(rankFor(title, 13000)).toBe('Ozeki');
    expect(rankFor(title, 20000)).toBe('Yokozuna');
    const d = solo(13);
    arrange(d, [['ECR', 'ECR']]);
    d.do({ type: 'tableau_buy', column: 0, count: 2, mode: 'chartered', par: 100 });
    const s = structuredClone(d.state);
    // Cash 600 - 200 = 400, plus the bank's gift; two unfloated shares count at par/2 = 50 each.
    s.players[0]!.cash += 9500;
    s.bank -= 9500;
    finishGame({ title, state: s, log: [] }, 'test');
    expect(s.finished).toMatchObject({ scores: { '0': 400 + 9500 + 100 }, rank: 'Maegashuri' });
  });
});
