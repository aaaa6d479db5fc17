/**
 * 1843's private companies as generic abilities switched on by data (definitions/1843/NOTES.md
 * G25-G32), driven through the engine API on a four-player game of definitions/1843
 * (rules ../shared/rules/1843-rules-draft.lyx, cited as L####).
 *
 * Seed 1 deals the cards D, C, B, A (seats 3, 2, 1, 0 hold cards 1-4). The auction sells every
 * private at face value: D TB, C C, B PStG, A LH, D VdL, C BA, B LM (B sets the PLM par at 86).
 * In stock round 1 A, D, C and B each buy a PLM share, so the PLM floats (20% + 4 × 10% = 60%)
 * with 860fr and operates alone in the first operating round.
 */
import {
  apply, checkInvariants, compileTitle, legalActions, publicState, rulesSummary, type GameState, type Title,
  type Action, actionId,
} from '../../engine';
import { certificateCount, formatMoney, purchaseTerms } from '../helpers/engine-internals';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';
import { writableHex } from '../helpers/hex-state';

const title: Title = compileTitle(loadTitleDir(repoPath('definitions', '1843')).definition);

function plmOperating(): Driver {
  const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
  for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
    d.do({ type: 'bid', company, price });
  d.do({ type: 'par', corporation: 'PLM', price: 86 });
  for (let i = 0; i < 4; i++) d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
  d.pass().pass().pass().pass();
  return d;
}

const D = 3;

/** Gives the PLM a station in Nevers (H15, whose printed track runs NW to G14), as if it had placed one there. */
function stationAtNevers(state: GameState): void {
  writableHex(state, 'H15').tokens.push({ corporation: 'PLM', city: 0, slot: 0 });
  state.corporations.PLM!.tokens.push({ hex: 'H15', city: 0 });
}

const lays = (d: Driver, hex: string) => d.legal().filter((id) => id.startsWith(`lay_tile:${hex}:`));
const companyAct = (d: Driver, company: string, fields: Record<string, unknown>) => d.do({ entityType: 'company', entity: company, ...fields });

describe('G25 a private blocks its hexes while a player owns it (L4976-4982, L4819-4828)', () => {
  test('no tile on G14 while D owns Val de Loire; the hex opens when a company owns it or it closes', () => {
    const d = plmOperating();
    stationAtNevers(d.state);
    expect(d.state.companies.VdL!.owner).toBe(`player:${D}`);
    expect(lays(d, 'G14')).toEqual([]);
    expect(d.refuse({ type: 'lay_tile', hex: 'G14', tile: '1', rotation: 0 }).message).toMatch(/G14 is blocked by VdL/);
    d.state.companies.VdL!.owner = 'corp:PO';
    expect(lays(d, 'G14').length).toBeGreaterThan(0);
    d.state.companies.VdL!.owner = `player:${D}`;
    d.state.companies.VdL!.closed = true;
    expect(lays(d, 'G14').length).toBeGreaterThan(0);
  });

  test('the block covers every hex the ability lists: Ceinture closes both E18 and F17', () => {
    const d = plmOperating();
    expect(d.state.companies.C!.owner).toBe('player:2');
    expect(d.refuse({ type: 'lay_tile', hex: 'F17', tile: '7', rotation: 0 }).message).toMatch(/F17 is blocked by C/);
    expect(d.refuse({ type: 'lay_tile', hex: 'E18', tile: '7', rotation: 0 }).message).toMatch(/E18 is blocked by C/);
  });
});

describe('G26 Toulouse à Barcelone and Paris-Saint-Germain (L5027-5160)', () => {
  test('TB: an extra yellow lay in the normal manner for 20fr plus terrain, after which TB closes', () => {
    const d = plmOperating();
    d.state.companies.TB!.owner = 'corp:PLM';
    d.do({ type: 'lay_tile', hex: 'J17', tile: 'X02', rotation: 0 });
    // The normal lay is used; TB's lay is still offered, connected to Lyon's new track: Dijon I16 (hill, 80fr).
    const tb = d.legal().filter((id) => id.endsWith(':TB'));
    expect(tb.some((id) => id.startsWith('lay_tile:I16:'))).toBe(true);
    expect(tb.some((id) => id.startsWith('lay_tile:E14:'))).toBe(false); // not without a connection
    const before = d.state.corporations.PLM!.cash;
    const lay = tb.find((id) => id.startsWith('lay_tile:I16:'))!.split(':');
    companyAct(d, 'TB', { type: 'lay_tile', hex: 'I16', tile: lay[3], rotation: Number(lay[2]) });
    expect(d.state.corporations.PLM!.cash).toBe(before - 80 - 20);
    expect(d.state.companies.TB!.closed).toBe(true);
    expect(d.legal().some((id) => id.endsWith(':TB'))).toBe(false);
  });

  test('PStG: a free yellow tile on E14 without a connection, beside the normal lay; PStG stays open', () => {
    const d = plmOperating();
    d.state.companies.PStG!.owner = 'corp:PLM';
    const offered = d.legal().filter((id) => id.endsWith(':PStG'));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => id.startsWith('lay_tile:E14:'))).toBe(true);
    const before = d.state.corporations.PLM!.cash;
    const lay = offered[0]!.split(':');
    companyAct(d, 'PStG', { type: 'lay_tile', hex: 'E14', tile: lay[3], rotation: Number(lay[2]) });
    expect(d.state.corporations.PLM!.cash).toBe(before);
    expect(d.state.companies.PStG!.closed).toBe(false);
    expect(d.state.hexes.E14!.tile).toBe(lay[3]);
    // The normal lay is still there.
    expect(lays(d, 'J17')).toEqual(['lay_tile:J17:0:X02']);
  });
});

describe('G31 Lyon-Méditerranée closes when the PLM acquires a train (L5508-5512)', () => {
  test('the PLM buys its first train: LM closes; it stays open while the PLM has none', () => {
    const d = plmOperating();
    while (!d.legal().some((id) => id.startsWith('buy_train'))) {
      expect(d.state.companies.LM!.closed).toBe(false);
      d.pass();
    }
    d.do({ type: 'buy_train', train: '2+1-0', price: 125, from: 'depot', variant: '2+1' });
    expect(d.state.companies.LM!.closed).toBe(true);
    expect(d.state.companies.LM!.owner).toBe('player:1');
  });
});

describe('G32 private purchase price bounds in money (L4922, "1fr to 2x face")', () => {
  test('in green every private sells to a company for 1fr to twice its face value', () => {
    const d = plmOperating();
    const ctx = { title, state: d.state, log: [] as string[] };
    expect(purchaseTerms(ctx, 'PLM', 'VdL')).toBeNull(); // yellow: not yet
    d.state.phase = title.phases.findIndex((p) => p.id === 'green');
    expect(purchaseTerms(ctx, 'PLM', 'VdL')).toEqual({ min: 1, max: 220 });
    expect(purchaseTerms(ctx, 'PLM', 'BA')).toEqual({ min: 1, max: 300 });
    expect(purchaseTerms(ctx, 'PLM', 'TB')).toEqual({ min: 1, max: 30 });
    expect(purchaseTerms(ctx, 'PLM', 'LM')).toBeNull(); // LM: never
  });
});

describe('G12 the 500 cell reached by the sold-out rise ends the game at once (L4604-4619)', () => {
  /** Stock round 1: the PLM is sold out (B's 20% from LM, then eight 10% purchases); its marker is then put on 443. */
  function soldOutAt443(t: Title): Driver {
    const d = new Driver(t, ['A', 'B', 'C', 'D'], 1);
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
      d.do({ type: 'bid', company, price });
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    for (let i = 0; i < 8; i++) d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
    expect(d.state.corporations.PLM!.certs.every((h) => h.startsWith('player:'))).toBe(true);
    d.state.corporations.PLM!.market = { row: 1, col: 14 }; // 443, just below the 500 cell
    return d;
  }

  test('the stock round ends with the PLM sold out: it rises to 500 and the game is over before any operating round', () => {
    const d = soldOutAt443(title);
    while (!d.state.finished) {
      expect(d.state.round.kind).toBe('stock');
      d.pass();
    }
    expect(d.state.corporations.PLM!.market).toEqual({ row: 0, col: 14 });
    expect(d.state.finished!.reason).toBe('market');
    expect(d.state.round.kind).toBe('stock');
  });

  test('without soldOutTiming the same rise only sets the end for the end of the next operating round', () => {
    const def = structuredClone(loadTitleDir(repoPath('definitions', '1843')).definition);
    const end = def.title.endConditions.find((e) => e.kind === 'marketEndCell')!;
    delete end.soldOutTiming;
    const d = soldOutAt443(compileTitle(def));
    while (d.state.round.kind === 'stock') d.pass();
    expect(d.state.finished).toBeFalsy();
    expect(d.state.endPending).toMatchObject({ reason: 'market', timing: 'endOfOperatingRound' });
  });
});

describe('G34 currency after the amount, and the presentation of 1843 data', () => {
  test('the log writes money as the rules do: "125fr"', () => {
    const d = plmOperating();
    while (!d.legal().some((id) => id.startsWith('buy_train'))) d.pass();
    d.do({ type: 'buy_train', train: '2+1-0', price: 125, from: 'depot', variant: '2+1' });
    expect(d.log).toContain('PLM buys a 2+1 train from the depot for 125fr');
    expect(formatMoney({ symbol: 'fr', position: 'after' }, -40)).toBe('-40fr');
    expect(formatMoney({ symbol: '$' }, 40)).toBe('$40');
  });

  test('the rules summary describes player cards, par tiers, the certificate limit on trains and prices in money', () => {
    const s = rulesSummary(title);
    expect([s.currency, s.currencyPosition]).toEqual(['fr', 'after']);
    expect(s.turnOrder).toEqual({ kind: 'playerCards', deal: 'random', reassignAt: 'endOfStockRound', sortBy: 'cashDesc', ties: 'keepPrevious' });
    expect(s.market.parTiers).toEqual([
      { fromPhase: 'yellow', prices: [67, 73, 79] },
      { fromPhase: 'green', prices: [86, 94] },
      { fromPhase: 'blue', prices: [105] },
      { fromPhase: 'brown', prices: [120] },
    ]);
    // L4171-4376: trains/certificates 4/4, 4/4, 3/3, 3/2, 2/2, 2/2.
    expect(s.phases.map((p) => [p.trainLimit, p.trainCertificateLimit])).toEqual([[4, 4], [4, 4], [3, 3], [3, 2], [2, 2], [2, 2]]);
    expect(s.text).toContain('Train certificate limit (a double certificate holds two trains): 4 in phases yellow–green, 3 in phase blue, 2 from phase brown.');
    expect(s.text).toContain('Par prices open by phase: 67fr, 73fr and 79fr from phase yellow; 86fr and 94fr from phase green; 105fr from phase blue; 120fr from phase brown.');
    expect(s.text).toContain('When phase green starts, corporations may buy private companies from players for 1fr to 200% of face value.');
    expect(s.text.some((x) => x.startsWith('Numbered player cards, dealt at random'))).toBe(true);
    expect(s.text.some((x) => x.startsWith('Priority in the first stock round'))).toBe(false);
    expect(s.endConditions.find((e) => e.kind === 'marketEndCell')).toEqual({ kind: 'marketEndCell', timing: 'endOfOperatingRound', soldOutTiming: 'immediate', train: null, sets: null });
    expect(s.text.find((x) => x.startsWith('The game ends'))).toContain(
      'at the end of the current operating round (of the next one if it happens in a stock round) when a share price reaches 500fr by a dividend, at once, at the end of the stock round, when it gets there by the sold-out rise',
    );
    expect(s.text).toContain('Starting cash per player: 1200fr with 2 players, 800fr with 3 players, 600fr with 4 players, 480fr with 5 players, 400fr with 6 players.');
  });

  test('the public view shows the phase\'s certificate limit and the rusted, marked and obsolete flags of trains', () => {
    const d = plmOperating();
    expect(publicState(title, d.state).phase).toMatchObject({ id: 'yellow', trainLimit: 4, trainCertificateLimit: 4 });
    const [a, b, c] = ['2+1-0', '2+1-1', '2+1-2'].map((id) => d.state.trains.find((t) => t.id === id)!);
    for (const t of [a!, b!, c!]) {
      t.owner = 'corp:PLM';
      d.state.corporations.PLM!.trains.push(t.id);
    }
    a!.rusted = true;
    b!.marked = 'VdL';
    c!.obsolete = { runsLeft: 1 };
    const trains = publicState(title, d.state).corporations.find((x) => x.id === 'PLM')!.trains;
    expect(trains).toEqual([
      { id: '2+1-0', type: '2+1', rusted: true },
      { id: '2+1-1', type: '2+1', marked: 'VdL' },
      { id: '2+1-2', type: '2+1', obsolete: { runsLeft: 1 } },
    ]);
  });
});

describe('G28 Val de Loire exchange (L5225-5240)', () => {
  /** Stock round 1 as in G12's setup up to A's first turn: D owns VdL; A (card 4) acts first. */
  function stockRound1(): Driver {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
      d.do({ type: 'bid', company, price });
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    return d;
  }

  test('for any corporation\'s 10% IPO share, as the turn\'s purchase; VdL closes', () => {
    const d = stockRound1();
    d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 }); // A
    expect(d.seat).toBe(D);
    const offers = d.legal().filter((id) => id.startsWith('exchange_company'));
    // PLM (started) for a share; every other corporation for half its director's certificate at an open (yellow) par.
    expect(offers).toContain(actionId({ type: 'exchange_company', entityType: 'player', entity: D, company: 'VdL', corporation: 'PLM' }));
    expect(offers).toContain(actionId({ type: 'exchange_company', entityType: 'player', entity: D, company: 'VdL', corporation: 'EST', price: 67 }));
    expect(offers).not.toContain(actionId({ type: 'exchange_company', entityType: 'player', entity: D, company: 'VdL', corporation: 'EST', price: 86 }));
    const cash = d.state.players[D]!.cash;
    d.do({ type: 'exchange_company', company: 'VdL', corporation: 'PLM' });
    expect(d.state.companies.VdL!.closed).toBe(true);
    expect(d.state.corporations.PLM!.certs.filter((h) => h === `player:${D}`)).toHaveLength(1);
    expect(d.state.players[D]!.cash).toBe(cash);
    // The exchange was D's purchase: no further buy, and no sale in SR1, so D's turn is over and C (card 2) plays.
    // (A free exchange, as 1860's, would have left D its purchase.)
    expect(d.seat).toBe(2);
    expect(d.state.round.kind === 'stock' && d.state.round.lastActor).toBe(D);
  });

  test('for half of a director\'s certificate: D sets the par and pays the other 10%', () => {
    const d = stockRound1();
    d.pass(); // A
    const cash = d.state.players[D]!.cash;
    expect(d.refuse({ type: 'exchange_company', company: 'VdL', corporation: 'EST' }).message).toMatch(/set EST's par price/);
    expect(d.refuse({ type: 'exchange_company', company: 'VdL', corporation: 'EST', price: 86 }).code).toBe('ILLEGAL_ACTION'); // green par, closed in yellow
    d.do({ type: 'exchange_company', company: 'VdL', corporation: 'EST', price: 73 });
    const est = d.state.corporations.EST!;
    expect([est.par, est.president, est.certs[0]]).toEqual([73, D, `player:${D}`]);
    expect(d.state.players[D]!.cash).toBe(cash - 73);
    expect(d.state.companies.VdL!.closed).toBe(true);
  });
});

describe('G27 du Havre and Boulogne-Amiens: tile and station as the whole track build and station placement (L5164-5198, L5428-5474)', () => {
  test('du Havre: a yellow tile and a station at Le Havre C14, without a connection, for 80fr; then no other lay or station', () => {
    const d = plmOperating();
    d.state.companies.LH!.owner = 'corp:PLM';
    const offered = d.legal().filter((id) => id.endsWith(':LH'));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => id.startsWith('lay_tile:C14:'))).toBe(true);
    const cash = d.state.corporations.PLM!.cash;
    const [, , rotation, tile] = offered[0]!.split(':');
    companyAct(d, 'LH', { type: 'lay_tile', hex: 'C14', tile, rotation: Number(rotation) });
    expect(d.state.hexes.C14!.tile).toBe(tile);
    expect(d.state.hexes.C14!.tokens).toEqual([{ corporation: 'PLM', city: 0, slot: 0 }]);
    expect(d.state.corporations.PLM!.tokens).toEqual([{ hex: 'J17', city: 0 }, { hex: 'C14', city: 0 }]);
    expect(d.state.corporations.PLM!.cash).toBe(cash - 80);
    expect(d.state.companies.LH!.closed).toBe(false);
    // The track build and the station placement are over: no lay at Lyon, no station, no second use.
    expect(d.legal().some((id) => id.startsWith('lay_tile') || id.startsWith('place_token'))).toBe(false);
  });

  test('du Havre is refused once the corporation has laid track this turn, and outside the track step', () => {
    const d = plmOperating();
    d.state.companies.LH!.owner = 'corp:PLM';
    d.do({ type: 'lay_tile', hex: 'J17', tile: 'X02', rotation: 0 });
    expect(d.legal().some((id) => id.endsWith(':LH'))).toBe(false);
    // The lay used the only slot, so the turn is at the station step now.
    expect(d.refuse({ entityType: 'company', entity: 'LH', type: 'lay_tile', hex: 'C14', tile: '57', rotation: 0 }).message).toMatch(/used in the track step/);
    // Back in the track step after a lay (as with a second slot), the power is still refused.
    (d.state.round as { turn: { step: number } }).turn.step = 0;
    expect(d.refuse({ entityType: 'company', entity: 'LH', type: 'lay_tile', hex: 'C14', tile: '57', rotation: 0 }).message).toMatch(/already built this turn/);
  });

  test('Boulogne-Amiens: only a station on C18, which already shows its printed tile, for 100fr', () => {
    const d = plmOperating();
    d.state.companies.BA!.owner = 'corp:PLM';
    const offered = d.legal().filter((id) => id.endsWith(':BA'));
    // Yellow phase: no green tile for the printed yellow OO, so only the station, in either city.
    expect(offered.sort()).toEqual([
      actionId({ type: 'place_token', entityType: 'company', entity: 'BA', hex: 'C18', city: 0 }) + ':BA',
      actionId({ type: 'place_token', entityType: 'company', entity: 'BA', hex: 'C18', city: 1 }) + ':BA',
    ].sort());
    const cash = d.state.corporations.PLM!.cash;
    companyAct(d, 'BA', { type: 'place_token', hex: 'C18', city: 1 });
    expect(d.state.hexes.C18!.tokens).toEqual([{ corporation: 'PLM', city: 1, slot: 0 }]);
    expect(d.state.corporations.PLM!.cash).toBe(cash - 100);
    expect(d.legal().some((id) => id.startsWith('lay_tile') || id.startsWith('place_token'))).toBe(false);
  });
});

describe('G30 Val de Loire as a train with 5 or 6 players (L5332-5420, L2469-2483)', () => {
  /** A five-player game: every private sold at face, the PLM floated by four purchases, the PLM operating. */
  function plmOperating5(): Driver {
    const d = new Driver(title, ['A', 'B', 'C', 'D', 'E'], 1);
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
      d.do({ type: 'bid', company, price });
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    for (let i = 0; i < 4; i++) d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 });
    while (d.state.round.kind === 'stock') d.pass();
    expect(d.state.round.kind === 'operating' && d.state.round.current).toBe('PLM');
    return d;
  }

  test('in yellow a company buys it at exactly face value, and it becomes a 2-train that rusts with the yellow trains', () => {
    const d = plmOperating5();
    const seller = Number(d.state.companies.VdL!.owner.slice(7));
    const offer = legalActions(title, d.state, d.seat).find((l) => l.id === 'buy_company:VdL');
    expect(offer?.params).toEqual({ price: { min: 110, max: 110 } });
    expect(d.refuse({ type: 'buy_company', company: 'VdL', price: 100 }).message).toMatch(/110 to 110/);
    const [plmCash, sellerCash] = [d.state.corporations.PLM!.cash, d.state.players[seller]!.cash];
    d.do({ type: 'buy_company', company: 'VdL', price: 110 });
    expect(d.state.companies.VdL!.closed).toBe(true);
    expect(d.state.corporations.PLM!.trains).toEqual(['2-0']);
    expect(d.state.trains.find((t) => t.id === '2-0')).toEqual({ id: '2-0', type: '2', owner: 'corp:PLM' });
    expect([d.state.corporations.PLM!.cash, d.state.players[seller]!.cash]).toEqual([plmCash - 110, sellerCash + 110]);
    // The PLM acquired a train: Lyon-Méditerranée closes too (G31).
    expect(d.state.companies.LM!.closed).toBe(true);
    expect(title.trainType.get('2')!.rustsOn).toBe('5+2');
  });

  test('with four players it is not for sale to a company in yellow', () => {
    const d = plmOperating();
    expect(d.legal()).not.toContain('buy_company:VdL');
  });

  test('bought in blue (5 players) it stays a private: no train', () => {
    const d = plmOperating5();
    d.state.phase = title.phases.findIndex((p) => p.id === 'blue');
    d.do({ type: 'buy_company', company: 'VdL', price: 1 });
    expect(d.state.companies.VdL!).toMatchObject({ owner: 'corp:PLM', closed: false });
    expect(d.state.corporations.PLM!.trains).toEqual([]);
  });
});

describe('G28 Val de Loire exchange: the holding limit (D8 #15)', () => {
  test('no share beyond 60% of one company by an exchange', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
      d.do({ type: 'bid', company, price });
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    d.pass(); // A
    // D already holds 60% of the PLM (handed over for the test: four IPO shares after B's 20%).
    const plm = d.state.corporations.PLM!;
    for (const i of [1, 2, 3, 4, 5, 6]) plm.certs[i] = `player:${D}`;
    expect(d.legal().some((id) => id.startsWith('exchange_company') && id.includes('PLM'))).toBe(false);
    expect(d.refuse({ type: 'exchange_company', company: 'VdL', corporation: 'PLM' }).message).toMatch(/you would hold 70% of PLM; the limit is 60%/);
  });
});

describe('G28 Val de Loire exchange at any time during an operating round (L5225-5240, L5385-5388)', () => {
  const A = 0;
  const B = 1;
  const C = 2;
  const exchange = (fields: Record<string, unknown>): Action => ({ type: 'exchange_company', entityType: 'player', entity: D, company: 'VdL', ...fields }) as unknown as Action;
  const offersFor = (d: Driver, seat: number) => legalActions(title, d.state, seat).map((c) => c.id).filter((id) => id.startsWith('exchange_company'));
  /** D, who does not act, exchanges out of turn: applied from D's seat, as the API would. */
  function outOfTurn(d: Driver, fields: Record<string, unknown>): void {
    const r = apply(title, d.state, exchange(fields), { seat: D });
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    d.state = r.state;
    d.log.push(...r.log);
    expect(checkInvariants(title, d.state)).toEqual([]);
  }

  test('D exchanges while the PLM operates; the PLM keeps its turn and its step', () => {
    const d = plmOperating();
    expect(d.state.round.kind).toBe('operating');
    expect(d.seat).toBe(B); // the PLM's director acts
    const before = d.state.round.kind === 'operating' ? structuredClone(d.state.round.turn) : null;
    // Listed for D although D is not acting; never for the acting seat or for a seat without the company.
    expect(offersFor(d, D)).toContain(actionId(exchange({ corporation: 'PLM' })));
    expect(offersFor(d, D)).toContain(actionId(exchange({ corporation: 'EST', price: 67 })));
    expect(offersFor(d, B)).toEqual([]);
    expect(legalActions(title, d.state, A)).toEqual([]);
    const count = d.state.actionCount;
    outOfTurn(d, { corporation: 'PLM' });
    expect(d.state.companies.VdL!.closed).toBe(true);
    expect(d.state.corporations.PLM!.certs.filter((h) => h === `player:${D}`)).toHaveLength(2);
    // Whose turn it is, and where the turn stands, did not change.
    const r = d.state.round;
    expect(r.kind === 'operating' && [r.current, r.turn]).toEqual(['PLM', before]);
    expect(d.seat).toBe(B);
    expect(d.state.actionCount).toBe(count + 1);
    expect(offersFor(d, D)).toEqual([]);
    // The PLM carries on with its turn.
    expect(d.legal().some((id) => id.startsWith('lay_tile'))).toBe(true);
  });

  test('half of a director\'s certificate during the operating round: D starts the EST, which does not float yet', () => {
    const d = plmOperating();
    const cash = d.state.players[D]!.cash;
    outOfTurn(d, { corporation: 'EST', price: 73 });
    const est = d.state.corporations.EST!;
    expect([est.par, est.president, est.floated]).toEqual([73, D, false]);
    expect(d.state.players[D]!.cash).toBe(cash - 73);
    expect(d.seat).toBe(B);
  });

  test('refused: from another seat, for another player, outside its switch, and when not owned', () => {
    const d = plmOperating();
    // Another seat may not exchange D's company, acting or not.
    const fromC = apply(title, d.state, exchange({ corporation: 'PLM' }), { seat: C });
    expect(fromC.ok || fromC.error.code).toBe('NOT_YOUR_TURN');
    const fromB = apply(title, d.state, exchange({ corporation: 'PLM' }), { seat: B });
    expect(fromB.ok || fromB.error.code).toBe('NOT_YOUR_TURN');
    // Only the out-of-turn ability: D may not pass or buy for the operating corporation.
    expect(d.refuse({ type: 'pass' }, D).code).toBe('NOT_YOUR_TURN');
    // A seat that owns no such company is refused by the exchange's own rules.
    const notOwner = apply(title, d.state, { ...exchange({ corporation: 'PLM' }), entity: A }, { seat: A });
    expect(notOwner.ok || [notOwner.error.code, notOwner.error.message]).toEqual(['ILLEGAL_ACTION', 'you do not own VdL']);
    // outOfTurnIn names the operating round only: in a stock round D exchanges in D's own turn.
    const sr = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
      sr.do({ type: 'bid', company, price });
    sr.do({ type: 'par', corporation: 'PLM', price: 86 });
    expect(sr.seat).toBe(A);
    expect(offersFor(sr, D)).toEqual([]);
    const early = apply(title, sr.state, exchange({ corporation: 'PLM' }), { seat: D });
    expect(early.ok || early.error.code).toBe('NOT_YOUR_TURN');
    // Without the switch the same company is exchanged in the stock round only.
    const plain = structuredClone(title.definition);
    const vdl = plain.companies.companies.find((c: { id: string }) => c.id === 'VdL')!;
    for (const a of vdl.abilities) delete a.outOfTurnIn;
    const noSwitch = compileTitle(plain);
    const op = plmOperating();
    expect(legalActions(noSwitch, op.state, D)).toEqual([]);
    const r = apply(noSwitch, op.state, exchange({ corporation: 'PLM' }), { seat: D });
    expect(r.ok || r.error.code).toBe('NOT_YOUR_TURN');
  });

  test('a share that floats a corporation lets it operate in this round, after the PLM', () => {
    const d = new Driver(title, ['A', 'B', 'C', 'D'], 1);
    for (const [company, price] of [['TB', 15], ['C', 20], ['PStG', 40], ['LH', 60], ['VdL', 110], ['BA', 150], ['LM', 210]] as const)
      d.do({ type: 'bid', company, price });
    d.do({ type: 'par', corporation: 'PLM', price: 86 });
    d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 }); // A
    d.do({ type: 'par', corporation: 'EST', price: 67 }); // D
    d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 }); // C
    d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 }); // B
    d.do({ type: 'buy_shares', corporation: 'PLM', from: 'ipo', percent: 10 }); // A: the PLM floats
    d.do({ type: 'buy_shares', corporation: 'EST', from: 'ipo', percent: 10 }); // D
    d.do({ type: 'buy_shares', corporation: 'EST', from: 'ipo', percent: 10 }); // C
    d.do({ type: 'buy_shares', corporation: 'EST', from: 'ipo', percent: 10 }); // B: the EST holds 50%
    d.pass().pass().pass().pass();
    const r0 = d.state.round;
    expect(r0.kind === 'operating' && r0.current).toBe('PLM');
    expect(d.state.corporations.EST!.floated).toBe(false);
    outOfTurn(d, { corporation: 'EST' });
    const est = d.state.corporations.EST!;
    expect(est.floated).toBe(true);
    expect(est.cash).toBe(670); // full capitalisation: 10 × par
    // The PLM's turn goes on; the EST, floated before its place in the order came, operates next.
    expect(d.seat).toBe(B);
    for (let i = 0; i < 50 && d.state.round.kind === 'operating' && d.state.round.current === 'PLM'; i++) d.pass();
    const r1 = d.state.round;
    expect(r1.kind === 'operating' && [r1.index, r1.current, r1.done]).toEqual([1, 'EST', ['PLM']]);
    expect(d.seat).toBe(D);
  });
});

describe('G28 Val de Loire exchange: the certificate limit (L2005-2060)', () => {
  test('the company given up is a certificate: an exchange at the limit is allowed, one over it refused', () => {
    const d = plmOperating();
    // D holds TB, VdL and one PLM share: three certificates.
    expect(certificateCount(title, d.state, D)).toBe(3);
    const exchange = { type: 'exchange_company', entityType: 'player', entity: D, company: 'VdL', corporation: 'PLM' } as const;
    // The same title with a four-player certificate limit of `n` (title.json certificateLimit).
    const def = title.definition;
    const limited = (n: number): Title => compileTitle({ ...def, title: { ...def.title, certificateLimit: { ...(def.title.certificateLimit as Record<string, number>), '4': n } } });
    const [three, two] = [limited(3), limited(2)];
    const offered = (t: Title) => legalActions(t, d.state, D).some((c) => c.id === actionId(exchange));
    // At the limit: the swap keeps D at three (a purchase would have been refused).
    expect(offered(three)).toBe(true);
    const at = apply(three, d.state, exchange, { seat: D });
    expect(at.ok && certificateCount(three, at.state, D)).toBe(3);
    // Over the limit (as after a price leaves a free zone): the exchange would leave D over it.
    expect(offered(two)).toBe(false);
    const over = apply(two, d.state, exchange, { seat: D });
    expect(over.ok || [over.error.code, over.error.message]).toEqual(['ILLEGAL_ACTION', 'you would hold 3 certificates after the exchange; the limit is 2']);
    // A share of a corporation whose price is in the yellow zone does not count: allowed.
    d.state.corporations.PLM!.market = { row: 4, col: 0 };
    expect(offered(two)).toBe(true);
    const free = apply(two, d.state, exchange, { seat: D });
    expect(free.ok && certificateCount(two, free.state, D)).toBe(1);
  });
});
