/**
 * The 1862 merger / refinancing procedure (engine/mechanisms/mergers/merger.ts; rules digest
 * ../shared/rules/digests/1862.md §2.7, definitions/1862/NOTES.md G20), started by the operating
 * steps "merge" / "acquire" (engine/mechanisms/mergers/index.ts) and by a forced train purchase the treasury
 * cannot pay for (engine/steps/buyTrain.ts raiseMoney / sellTreasuryShares).
 *
 * Every expected value is worked out by hand from the rules and from 18xx.games'
 * lib/engine/game/g_1862/game.rb (start_merge … finish_merge, "T:" below), never read back from
 * the engine. The title is in development, so positions are set directly (as in
 * test/engine/mergers-1862.test.ts).
 *
 * The market (definitions/1862/market.json) folds 18xx.games' one-row track into two rows; read as
 * one track it runs … 50 52 54 56 58 60 62 65 68 71 74 78 82 86 90 95 100 105 110 116 122 128 …
 * 18xx.games' "p" (chartered par) cells are 54 58 62 68 74 82 90 100 (title.json
 * startModes.modes.chartered.parPrices); its "r" cells (56 60 65 … 200, non-chartered par only)
 * are written `p` in market.json (NOTES.md, market cells).
 */
import { apply, createGame, legalActions, type GameState, type OperatingRoundState } from '../../engine';
import { type Ctx, advance, currentOperatingStep } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';
import { setHex, writableHex } from '../helpers/hex-state';

const title = titleOf('1862');
const steps = title.rounds.operating.steps as readonly string[];

const A = 'player:0';
const B = 'player:1';
const C = 'player:2';
const M = 'market';
const I = 'ipo';

/** The market cell showing `price` (read from definitions/1862/market.json). */
function cellOf(price: number): { row: number; col: number } {
  for (let row = 0; row < title.market.rows.length; row++) {
    const col = title.market.rows[row]!.findIndex((c) => c?.price === price);
    if (col >= 0) return { row, col };
  }
  throw new Error(`no market cell shows ${price}`);
}

interface CorpSetup {
  /** The director's seat. */
  seat: number;
  /** All 8 certificates: index 0 the 30% director's certificate, 1..7 the 10% shares. */
  certs: string[];
  price: number;
  cash: number;
  /** A depot train to give it (e.g. "A-0"); none = trainless. */
  train?: string;
  /** Station hexes, home first (city 0; `hex:slot` for another slot). */
  stations: string[];
  permits?: string[];
}

/** A chartered (full capitalisation) company, floated at `price` with par = price. */
function float(state: GameState, id: string, s: CorpSetup): void {
  const c = state.corporations[id]!;
  Object.assign(c, { removed: false, floated: true, operated: false, president: s.seat, cash: s.cash, par: s.price, market: cellOf(s.price), certs: [...s.certs], tokensBought: Math.max(3, s.stations.length) });
  if (s.permits) c.permits = [...s.permits];
  if (s.train) {
    state.trains.find((t) => t.id === s.train)!.owner = `corp:${id}`;
    c.trains = [s.train];
  }
  for (const st of s.stations) {
    const [hex, slot] = st.split(':');
    writableHex(state, hex!).tokens.push({ corporation: id, city: 0, slot: Number(slot ?? 0) });
    c.tokens.push({ hex: hex!, city: 0 });
  }
}

/**
 * Three players A, B, C (seats 0-2, £800 each). ESR (home Ipswich F11) and, when given, EUR (home
 * Colchester E12), with a tile 57 on F11 and E12 joined across their common edge so each reaches
 * the other's station. ESR's turn at `step`, advanced past steps with nothing to decide.
 */
function position(esr: CorpSetup, eur: CorpSetup | null, step = 0): GameState {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  float(state, 'ESR', esr);
  if (eur) float(state, 'EUR', eur);
  setHex(state, 'F11', { ...state.hexes.F11!, tile: '57', rotation: 1 });
  setHex(state, 'E12', { ...state.hexes.E12!, tile: '57', rotation: 1 });
  operatingTurn(state, 'ESR', { step });
  const ctx: Ctx = { title, state, log: [] };
  advance(ctx);
  return state;
}

function ok(state: GameState, action: Record<string, unknown>): GameState {
  const r = apply(title, state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

const ids = (state: GameState, seat: number): string[] => legalActions(title, state, seat).map((l) => l.id);

/** Plays the legal action `id` offered to `seat`. */
function play(state: GameState, seat: number, id: string): GameState {
  const l = legalActions(title, state, seat).find((x) => x.id === id);
  if (!l) throw new Error(`${id} is not offered to seat ${seat}: ${ids(state, seat).join(', ')}`);
  return ok(state, l.action as unknown as Record<string, unknown>);
}

const mergeWith = (state: GameState, partner: string): GameState => ok(state, { type: 'merge', entityType: 'corporation', entity: 'ESR', corporation: partner });

/** The percentage of `corp` that `holder` holds (certificate 0 is 30%, the others 10%). */
const pct = (state: GameState, corp: string, holder: string): number => state.corporations[corp]!.certs.reduce((a, h, i) => a + (h === holder ? (i === 0 ? 30 : 10) : 0), 0);

const round = (state: GameState): OperatingRoundState => state.round as OperatingRoundState;
const step = (state: GameState): string | undefined => currentOperatingStep({ title, state, log: [] })?.name;

/**
 * The common merger position: A directs ESR with 60%, B directs EUR with 60% (both ≥ 60%: no
 * director's-certificate swap, even holdings: no option). ESR trainless at £100, EUR with train
 * A-1 at £82. ESR: £300, EUR: £150.
 */
const evenESR = (over: Partial<CorpSetup> = {}): CorpSetup => ({ seat: 0, certs: [A, A, A, A, I, I, I, I], price: 100, cash: 300, stations: ['F11'], ...over });
const evenEUR = (over: Partial<CorpSetup> = {}): CorpSetup => ({ seat: 1, certs: [B, B, B, B, I, I, I, I], price: 82, cash: 150, train: 'A-1', stations: ['E12'], ...over });

describe('§2.7 step 1: the survivor and its new price', () => {
  test('merge → choose first: ESR survives at the cell at or below (lower effective price + half the higher); a trainless company counts at half', () => {
    // T:compute_merger_share_price: effective prices ESR (trainless) 100 / 2 = 50, EUR 82.
    // Sorted [50, 82]: 50 + 82 / 2 = 91 → the cell at or below 91 is 90 (… 86 90 95 …).
    // (Had ESR counted in full: 82 + 100 / 2 = 132 → 128.)
    // T:find_valid_par_price: the highest par cell at or below 90 is 90.
    let s = mergeWith(position(evenESR(), evenEUR()), 'EUR');
    expect(ids(s, 0)).toEqual(['choose:first', 'choose:last']);
    s = play(s, 0, 'choose:first');
    expect(s.corporations.ESR!.market).toEqual(cellOf(90));
    expect(s.corporations.ESR!.market).toEqual({ row: 0, col: 12 });
    expect(s.corporations.ESR!.par).toBe(90);
  });

  test('choose last: the partner EUR survives and takes the same new price and par', () => {
    // Same arithmetic, whichever survives: 50 + 82 / 2 = 91 → 90, par 90.
    let s = mergeWith(position(evenESR(), evenEUR()), 'EUR');
    s = play(s, 0, 'choose:last');
    expect(s.corporations.EUR!.market).toEqual(cellOf(90));
    expect(s.corporations.EUR!.par).toBe(90);
    expect(s.corporations.EUR!.floated).toBe(true);
    expect(s.corporations.ESR!.floated).toBe(false);
  });

  // market.json writes the non-chartered "r" cells (56 60 65 … 200) as `p` too; the rule (digest §2.7
  // step 1: "the highest 'p' cell ≤ the new price") and T:find_valid_par_price
  // (@stock_market.par_prices: only :par cells, 54 … 100) snap to a chartered par
  // (title.json mergers.parStartMode "chartered"):
  // here ESR 100 (train) and EUR 82 (train): 82 + 100 / 2 = 132 → price 128, par 100, not 128.
  test('the new par is the highest chartered par cell (54 … 100) at or below the new price, not any p cell', () => {
    let s = mergeWith(position(evenESR({ train: 'A-0' }), evenEUR()), 'EUR');
    s = play(s, 0, 'choose:first');
    expect(s.corporations.ESR!.market).toEqual(cellOf(128));
    expect(s.corporations.ESR!.par).toBe(100);
  });
});

describe('§2.7 step 4: the holders settle', () => {
  /**
   * ESR: A 60% (director), C 10%. EUR: B 60% (director), C 20%. New price 90 (as above).
   * Unsold: ESR 3 shares and EUR 2 shares go to the market (chartered IPO → pool, T: step 2).
   * Holders (from ESR's director, clockwise, then ESR): A, B, C, ESR.
   * - A: 60% ESR, returns half = 30% (three 10% shares; the director's certificate last) → 30%.
   * - B: 60% EUR, returns 30% non-survivor first: the EUR director's certificate (T:reorder_shares:
   *   non-surviving director cert first) → keeps 3 EUR shares, each swapped for an ESR share from
   *   the market → 30% ESR.
   * - C: 10% ESR + 20% EUR = 30%: returns floor(30 / 20) × 10 = 10%, EUR first; the other EUR
   *   share is swapped for an ESR share from the market; 30 ≠ 2 × 10, so that share is an option:
   *   sell for 90 / 2 = £45 or redeem by paying £45.
   */
  const oddPosition = (cCash = 800): GameState => {
    const s = position(evenESR({ certs: [A, A, A, A, C, I, I, I] }), evenEUR({ certs: [B, B, B, B, C, C, I, I] }));
    s.players[2]!.cash = cCash;
    return play(mergeWith(s, 'EUR'), 0, 'choose:first');
  };

  test('half returned (non-survivor first), the rest swapped from the market, the odd share offered as sell / redeem', () => {
    const s = oddPosition();
    expect(pct(s, 'ESR', A)).toBe(30);
    expect(s.corporations.ESR!.certs[0]).toBe(A);
    expect(pct(s, 'ESR', B)).toBe(30);
    expect(pct(s, 'EUR', B)).toBe(0);
    // C returned an EUR share (not its ESR share) and swapped the other: 20% ESR, one of them the option.
    expect(s.corporations.ESR!.certs[4]).toBe(C);
    expect(pct(s, 'ESR', C)).toBe(20);
    expect(pct(s, 'EUR', C)).toBe(0);
    expect(s.players[2]!.cash).toBe(800);
    // C (seat 2) decides; nobody else may act.
    expect(ids(s, 2)).toEqual(['choose:sell', 'choose:redeem']);
    expect(legalActions(title, s, 2).find((l) => l.id === 'choose:redeem')!.cost).toBe(45);
    expect(ids(s, 0)).toEqual([]);
    expect(round(s).merger?.stage).toBe('option');
  });

  test('choose sell: the bank pays half the survivor price (£45) and the share goes to the market', () => {
    const s = play(oddPosition(), 2, 'choose:sell');
    expect(s.players[2]!.cash).toBe(800 + 45);
    expect(pct(s, 'ESR', C)).toBe(10);
    // ESR: A 30 + B 30 + C 10 + market 30 = 100.
    expect(pct(s, 'ESR', M)).toBe(30);
    expect(round(s).merger).toBeNull();
  });

  test('choose redeem: the player pays the same £45 and keeps the share', () => {
    const s = play(oddPosition(), 2, 'choose:redeem');
    expect(s.players[2]!.cash).toBe(800 - 45);
    expect(pct(s, 'ESR', C)).toBe(20);
    expect(pct(s, 'ESR', M)).toBe(20);
    expect(round(s).merger).toBeNull();
  });

  test('a holder who cannot pay the £45 is not asked: the option share is sold', () => {
    // T:return_half_and_swap: "only ask if they can afford to buy", otherwise sell for £45.
    const s = oddPosition(40);
    expect(round(s).merger).toBeNull();
    expect(s.players[2]!.cash).toBe(40 + 45);
    expect(pct(s, 'ESR', C)).toBe(10);
  });
});

describe('§2.7 step 4: a director holding less than 60%', () => {
  test('swaps the director\'s certificate for 3 plain shares from the market, then returns half', () => {
    // ESR: A 60%. EUR: B 40% (director's certificate + one share). New price 90 (as above).
    // Unsold: ESR 4, EUR 6 shares to the market; A returns 3 ESR shares → the market holds 7 plain ESR.
    // B: 40% < 60% with a director's certificate and ≥ 30% plain in the market: the EUR
    // certificate goes to the market for 3 plain shares (T: survivor's first) → 30% ESR + 10% EUR;
    // returns half = 20%, EUR first: the EUR share and one ESR share → 20% ESR. No sale: cash unchanged.
    let s = position(evenESR(), evenEUR({ certs: [B, B, I, I, I, I, I, I] }));
    s = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    expect(round(s).merger).toBeNull();
    expect(pct(s, 'ESR', B)).toBe(20);
    expect(s.players[1]!.cash).toBe(800);
    expect(pct(s, 'ESR', A)).toBe(30);
    expect(s.corporations.ESR!.certs[0]).toBe(A);
    // ESR: A 30 + B 20 + market 50.
    expect(pct(s, 'ESR', M)).toBe(50);
  });
});

describe('§2.7 step 6: the director after the merger', () => {
  test('the player with the most survivor shares (≥ 30%) takes the director\'s certificate', () => {
    // ESR (A 60%, director) proposes; EUR (B 30%, director) survives: choose last.
    // Both with a train: ESR 68, EUR 68: 68 + 68 / 2 = 102 → 100, par 100.
    // Unsold: ESR 4, EUR 7 shares to the market.
    // A: 60% ESR, returns 30%, the non-survivor director's certificate first; its 3 ESR shares are
    //    swapped for 3 EUR shares from the market → 30% EUR.
    // B: 30% < 60%, director's certificate swapped for 3 EUR shares from the market (the EUR
    //    certificate goes to the market); returns floor(30 / 20) × 10 = 10% → 20%, one an option
    //    (sell at 100 / 2 = £50).
    // T:adjust_president: A holds 30% (the most, ≥ 30%) → A becomes director, handing 3 shares
    // for the certificate to its holder (the market).
    let s = position(evenESR({ certs: [A, A, A, A, I, I, I, I], price: 68, train: 'A-0' }), evenEUR({ certs: [B, I, I, I, I, I, I, I], price: 68 }));
    s = play(mergeWith(s, 'EUR'), 0, 'choose:last');
    expect(s.corporations.EUR!.market).toEqual(cellOf(100));
    expect(ids(s, 1)).toEqual(['choose:sell', 'choose:redeem']);
    s = play(s, 1, 'choose:sell');
    expect(s.players[1]!.cash).toBe(800 + 50);
    expect(s.corporations.EUR!.president).toBe(0);
    expect(s.corporations.EUR!.certs[0]).toBe(A);
    expect(pct(s, 'EUR', A)).toBe(30);
    expect(pct(s, 'EUR', B)).toBe(10);
    // EUR: A 30 + B 10 + market 60.
    expect(pct(s, 'EUR', M)).toBe(60);
  });

  test('nobody with 30%: no director, the certificate stays in the market (receivership)', () => {
    // ESR: A 40% (director + 1). EUR: B 40% (director + 1). New price 90 (ESR trainless 100, EUR 82).
    // A: 40% < 60%: ESR certificate to the market for 3 plain shares, then returns half → 20% ESR.
    // B: 40% < 60%: EUR certificate for 3 plain (ESR) shares, returns 20% (EUR first) → 20% ESR.
    // Most held 20% < 30% → receivership (T:adjust_president: owner = share pool).
    let s = position(evenESR({ certs: [A, A, I, I, I, I, I, I] }), evenEUR({ certs: [B, B, I, I, I, I, I, I] }));
    s = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    // The merger completed and ESR, now in receivership, ran the rest of its turn unattended (the
    // operating round, with no other company, is over).
    expect(s.round.kind === 'operating' && round(s).merger).toBeFalsy();
    expect(pct(s, 'ESR', A)).toBe(20);
    expect(pct(s, 'ESR', B)).toBe(20);
    expect(s.corporations.ESR!.president).toBeNull();
    expect(s.corporations.ESR!.certs[0]).toBe(M);
    expect(s.corporations.ESR!.floated).toBe(true);
  });
});

describe('§2.7 step 8: assets and the non-survivor', () => {
  test('cash, trains and permits pass to the survivor; the non-survivor is reset', () => {
    // ESR £300 + EUR £150 = £450; EUR's train A-1 becomes ESR's; permits united
    // (T:move_assets: @permits[survivor].concat(@permits[nonsurvivor]).uniq!); EUR restarts
    // (T:restart_corporation!): no par, no price, not floated, certificates in the bank, no stations,
    // its original permit back.
    let s = position(evenESR({ permits: ['express'] }), evenEUR({ permits: ['freight', 'local'] }));
    const eurOriginal = [...s.corporations.EUR!.originalPermits!];
    s = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    expect(round(s).merger).toBeNull();
    const esr = s.corporations.ESR!;
    const eur = s.corporations.EUR!;
    expect(esr.cash).toBe(450);
    expect(esr.trains).toEqual(['A-1']);
    expect(s.trains.find((t) => t.id === 'A-1')!.owner).toBe('corp:ESR');
    expect([...esr.permits!].sort()).toEqual(['express', 'freight', 'local']);
    expect(eur.floated).toBe(false);
    expect(eur.par).toBeNull();
    expect(eur.market).toBeNull();
    expect(eur.president).toBeNull();
    expect(eur.cash).toBe(0);
    expect(eur.trains).toEqual([]);
    expect(eur.tokens).toEqual([]);
    expect(eur.certs).toEqual([I, I, I, I, I, I, I, I]);
    expect(eur.permits).toEqual(eurOriginal);
    // Shares after the merger: A 30 (director) + B 30 + market 40.
    expect(pct(s, 'ESR', A) + pct(s, 'ESR', B) + pct(s, 'ESR', M)).toBe(100);
  });
});

describe('§2.7 step 8: stations', () => {
  // ESR: F11 (home), F5, H5, H7 (4). EUR: E12 (home), F5 (same city as ESR's), B9, D9, C10, D11 (6).
  // T:remove_colocated_tokens: EUR's F5 station goes → 4 + 5 = 9 placed > mergers.maxStations 7:
  // ESR removes 2, from ESR's non-home hexes F5 H5 H7 or EUR's E12 B9 D9 C10 D11
  // (T:merge_hex_list; never ESR's home F11).
  const stationPosition = (): GameState => {
    const s = position(evenESR({ stations: ['F11', 'F5', 'H5', 'H7'] }), evenEUR({ stations: ['E12', 'F5:1', 'B9', 'D9', 'C10', 'D11'] }));
    return play(mergeWith(s, 'EUR'), 0, 'choose:first');
  };

  test('a co-located station goes; beyond 7 the survivor removes stations (never its home); the rest become the survivor\'s', () => {
    expect(title.definition.title.mergers?.maxStations).toBe(7);
    let s = stationPosition();
    expect(s.hexes.F5!.tokens.map((t) => t.corporation)).toEqual(['ESR']);
    expect(round(s).merger?.stage).toBe('stations');
    expect([...ids(s, 0)].sort()).toEqual(
      ['ESR:F5', 'ESR:H5', 'ESR:H7', 'EUR:E12', 'EUR:B9', 'EUR:D9', 'EUR:C10', 'EUR:D11'].map((x) => `remove_token:${x}:0`).sort(),
    );
    s = play(s, 0, 'remove_token:ESR:H7:0');
    expect(round(s).merger?.stage).toBe('stations');
    s = play(s, 0, 'remove_token:EUR:B9:0');
    expect(round(s).merger).toBeNull();
    expect(s.hexes.H7!.tokens).toEqual([]);
    expect(s.hexes.B9!.tokens).toEqual([]);
    for (const hex of ['E12', 'D9', 'C10', 'D11']) expect(s.hexes[hex]!.tokens.map((t) => t.corporation)).toEqual(['ESR']);
    expect(s.corporations.ESR!.tokens.map((t) => t.hex).sort()).toEqual(['C10', 'D11', 'D9', 'E12', 'F11', 'F5', 'H5'].sort());
    expect(s.corporations.EUR!.tokens).toEqual([]);
    // 7 placed, none left unplaced: min(7 − 7, …) = 0 → 7 stations.
    expect(s.corporations.ESR!.tokensBought).toBe(7);
  });

  test('within 7 stations nothing is removed: the non-survivor\'s stations simply become the survivor\'s', () => {
    let s = position(evenESR(), evenEUR({ stations: ['E12', 'B9'] }));
    s = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    expect(round(s).merger).toBeNull();
    expect(s.hexes.E12!.tokens.map((t) => t.corporation)).toEqual(['ESR']);
    expect(s.hexes.B9!.tokens.map((t) => t.corporation)).toEqual(['ESR']);
  });
});

describe('§2.7 step 8: the turn', () => {
  test('a merger at the start of the turn: the survivor goes on to lay track', () => {
    let s = position(evenESR(), evenEUR());
    expect(step(s)).toBe('merge');
    s = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    expect(round(s).merger).toBeNull();
    expect(round(s).current).toBe('ESR');
    expect(step(s)).toBe('layTrack');
  });

  test('an acquisition (the last step) ends the survivor\'s turn', () => {
    let s = position(evenESR(), evenEUR(), steps.indexOf('acquire'));
    expect(step(s)).toBe('acquire');
    s = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    // ESR's turn is over (it has operated); no other company floats, so the operating round is over too.
    expect(s.corporations.ESR!.operated).toBe(true);
    expect(s.round.kind === 'operating' && s.round.current === 'ESR').toBe(false);
    expect(s.corporations.EUR!.floated).toBe(false);
  });

  test('when the proposer is the non-survivor, the survivor takes over the turn', () => {
    // T:adjust_round_entities: survivor replaces the originator's spot; the Merge step passes.
    let s = position(evenESR(), evenEUR());
    s = play(mergeWith(s, 'EUR'), 0, 'choose:last');
    expect(round(s).merger).toBeNull();
    expect(round(s).current).toBe('EUR');
    expect(s.corporations.ESR!.floated).toBe(false);
    expect(step(s)).toBe('layTrack');
  });
});

describe('§2.6 item 7: raising money for a forced train purchase', () => {
  // The cheapest depot train is an A at £100 (phase A).
  test('refinancing: no treasury shares, pass → holders settle, the bank pays 10 × par, the turn stays at buyTrain', () => {
    // ESR trainless, £40 (short £60), par and price 68; A 60% (director), C 10%; 4 unsold shares.
    // Refinance (T:refinance! = start_merge(entity, entity, nil, :refinance)), at the current price 68:
    // unsold shares to the market; A returns 30% (3 plain shares) → 30%; C 10%: returns
    // floor(10 / 20) × 10 = 0, 10 ≠ 0 → option: sell for 68 / 2 = £34.
    // A keeps 30% → stays director. The bank pays 10 × 68 = £680: £40 + £680 = £720.
    let s = position({ seat: 0, certs: [A, A, A, A, C, I, I, I], price: 68, cash: 40, stations: ['F11'] }, null, steps.indexOf('buyTrain'));
    expect(step(s)).toBe('buyTrain');
    expect(ids(s, 0)).toContain('pass');
    s = play(s, 0, 'pass');
    expect(round(s).merger?.type).toBe('refinance');
    expect(ids(s, 2)).toEqual(['choose:sell', 'choose:redeem']);
    expect(s.corporations.ESR!.cash).toBe(40);
    s = play(s, 2, 'choose:sell');
    expect(s.players[2]!.cash).toBe(800 + 34);
    expect(round(s).merger).toBeNull();
    expect(s.corporations.ESR!.cash).toBe(40 + 680);
    expect(s.corporations.ESR!.president).toBe(0);
    expect(pct(s, 'ESR', A)).toBe(30);
    expect(pct(s, 'ESR', C)).toBe(0);
    expect(pct(s, 'ESR', M)).toBe(70);
    // The price does not move.
    expect(s.corporations.ESR!.market).toEqual(cellOf(68));
    expect(round(s).current).toBe('ESR');
    expect(step(s)).toBe('buyTrain');
    expect(ids(s, 0).some((id) => id.startsWith('buy_train'))).toBe(true);
  });

  // The bank pays 10 × the ORIGINAL par (digest §2.7 step 7; T:merge_post_shares
  // original_par_price.price × 10), and a non-chartered company's original par is its par snapped
  // down to a chartered par cell (T:after_par → find_valid_par_price; merger.ts refinancePayment).
  // Here a non-chartered ESR parred at 65 (an "r" cell): original par 62, so the bank pays £620, not £650.
  test('refinancing a non-chartered company pays 10 × its par snapped down to a chartered par', () => {
    // ESR (non-chartered) trainless, £40, par and price 65; A 60% (director), B 40%; no treasury shares.
    // A returns 30% → 30% (director); B returns 20% → 20%; no odd shares, no choice.
    // Payment: 10 × 62 = £620 → £660 (the engine: 10 × 65 = £650 → £690).
    let s = position({ seat: 0, certs: [A, A, A, A, B, B, B, B], price: 65, cash: 40, stations: ['F11'] }, null, steps.indexOf('buyTrain'));
    s.corporations.ESR!.startMode = 'nonChartered';
    s = play(s, 0, 'pass');
    expect(round(s).merger).toBeNull();
    expect(pct(s, 'ESR', A)).toBe(30);
    expect(pct(s, 'ESR', B)).toBe(20);
    expect(s.corporations.ESR!.cash).toBe(40 + 620);
  });

  test('treasury shares: pass sells just enough at the current price, the price down a cell per share', () => {
    // ESR trainless, £10 (short £90), price 68, 3 treasury shares (corp:ESR).
    // T:raise_money!: ceil(90 / 68) = 2 shares → +2 × 68 = £136 → £146; 68 → 65 → 62 (two cells down the track).
    const T = 'corp:ESR';
    let s = position({ seat: 0, certs: [A, A, A, A, I, T, T, T], price: 68, cash: 10, stations: ['F11'] }, null, steps.indexOf('buyTrain'));
    s = play(s, 0, 'pass');
    expect(round(s).merger ?? null).toBeNull();
    expect(s.corporations.ESR!.cash).toBe(10 + 136);
    expect(s.corporations.ESR!.market).toEqual(cellOf(62));
    expect(s.corporations.ESR!.certs.filter((h) => h === T)).toHaveLength(1);
    expect(pct(s, 'ESR', M)).toBe(20);
    expect(step(s)).toBe('buyTrain');
    expect(ids(s, 0).some((id) => id.startsWith('buy_train'))).toBe(true);
  });

  test('convert: where both a treasury sale and refinancing would cover the shortfall, the director may choose refinancing', () => {
    // As above (short £90; 3 treasury shares at 68 = £204 cover it) and 10 × par 68 = £680 covers it too
    // (T:BuyTrain#actions offers `convert` when ebuy_choice?: can_sell_stock? and can_refinance?).
    const T = 'corp:ESR';
    let s = position({ seat: 0, certs: [A, A, A, A, I, T, T, T], price: 68, cash: 10, stations: ['F11'] }, null, steps.indexOf('buyTrain'));
    expect(ids(s, 0)).toContain('convert');
    expect(ids(s, 0)).toContain('pass');
    s = play(s, 0, 'convert');
    // Refinancing at 68 (T:voluntary_refinance → refinance!): the unsold share (index 4) to the market.
    // A (60%: director's 30 + 3 × 10) returns floor(60 / 20) × 10 = 30%, plain shares first, keeps the
    // director's certificate: no odd share. ESR itself (its 3 treasury shares, 30%) returns 10% and keeps
    // 20%; 30 ≠ 2 × 10, so one is an option at 68 / 2 = £34, which ESR (£10) cannot redeem: it is sold,
    // +£34. A holds 30%: still director. The bank pays 10 × 68 = £680: 10 + 34 + 680 = £724.
    expect(round(s).merger ?? null).toBeNull();
    expect(s.corporations.ESR!.cash).toBe(724);
    expect(s.corporations.ESR!.president).toBe(0);
    expect(pct(s, 'ESR', A)).toBe(30);
    expect(s.corporations.ESR!.certs.filter((h) => h === T)).toHaveLength(1);
    expect(pct(s, 'ESR', M)).toBe(60);
    expect(s.corporations.ESR!.market).toEqual(cellOf(68));
    expect(step(s)).toBe('buyTrain');
    // Without a shortfall covered both ways there is no convert: a company with cash for the train.
    const rich = position({ seat: 0, certs: [A, A, A, A, I, T, T, T], price: 68, cash: 500, stations: ['F11'] }, null, steps.indexOf('buyTrain'));
    expect(ids(rich, 0)).not.toContain('convert');
    const refused = apply(title, rich, { type: 'convert', entityType: 'corporation', entity: 'ESR' });
    expect(refused.ok).toBe(false);
  });
});

describe('errors during the merger', () => {
  test('choose anything but first / last for the survivor → INVALID_INPUT', () => {
    const s = mergeWith(position(evenESR(), evenEUR()), 'EUR');
    const r = apply(title, s, { type: 'choose', entityType: 'corporation', entity: 'ESR', choice: 'middle' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('INVALID_INPUT');
  });

  test('someone other than the holder deciding the option is refused', () => {
    const s = position(evenESR({ certs: [A, A, A, A, C, I, I, I] }), evenEUR({ certs: [B, B, B, B, C, C, I, I] }));
    const m = play(mergeWith(s, 'EUR'), 0, 'choose:first');
    // C (seat 2) holds the option; A and the operating ESR may not act.
    for (const action of [
      { type: 'choose', entityType: 'player', entity: 0, choice: 'sell' },
      { type: 'pass', entityType: 'corporation', entity: 'ESR' },
    ]) {
      const r = apply(title, m, action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('NOT_YOUR_TURN');
    }
  });

  test('remove_token in a hex not offered (the survivor\'s home) → ILLEGAL_ACTION', () => {
    const s = play(mergeWith(position(evenESR({ stations: ['F11', 'F5', 'H5', 'H7'] }), evenEUR({ stations: ['E12', 'B9', 'D9', 'C10', 'D11'] })), 'EUR'), 0, 'choose:first');
    expect(round(s).merger?.stage).toBe('stations');
    const r = apply(title, s, { type: 'remove_token', entityType: 'corporation', entity: 'ESR', corporation: 'ESR', hex: 'F11', city: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('ILLEGAL_ACTION');
  });
});
