/**
 * 1843's train mechanisms as generic ones switched on by data (definitions/1843/NOTES.md G7-G12):
 * double-sided certificates (trains.json variants with their own `price`, `runs` and `flipsTo`,
 * `variantFromPool`), the two-dimensional train limit (phases.json trainCertificateLimit), the
 * foreigners' purchase (title.json rounds.endOfSet), the gray phase (phase events
 * removeAllOtherTrains and rustedTrainMarket) and the end after the second operating set with a
 * gray train owned (endConditions trainOwnedForSets). Rules: ../shared/rules/1843-rules-draft.lyx.
 *
 * Purchases, discards and set ends are driven on the demo title with 1843-shaped trains and
 * phases; running is checked on row B of the 1870 board (test/helpers/row-b-1870.ts).
 */
import { bestRoutes, compileTitle, legalActions, mergePatch, replay, type GameState, type Title } from '../../engine';
import { type Ctx, checkRun, runForms, trainOffers, initialState } from '../helpers/engine-internals';
import { Driver } from '../helpers/driver';
import { definitionOf } from '../helpers/demo';
import { KC_TO_B15, KC_TO_DENVER, layRowB, refusal } from '../helpers/row-b-1870';

// ---------------------------------------------------------------- a demo title with 1843-shaped trains

/** Yellow: "2" at 80 or "2×2 or 3" at 130; green: "4" at 300 or "3×2" at 450; gray "E" at 600, permanent. */
const YELLOW = {
  id: 'Y',
  distance: 2,
  price: 80,
  count: 3,
  rustsOn: 'E',
  variantFromPool: true,
  variants: [
    { id: '2', distance: 2 },
    { id: '2x2|3', price: 130, flipsTo: '2', runs: [[{ distance: 2 }, { distance: 2 }], [{ distance: 3 }]] },
  ],
};
const GREEN = {
  id: 'G',
  distance: 4,
  price: 300,
  count: 3,
  rustsOn: 'E',
  variantFromPool: true,
  variants: [
    { id: '4', distance: 4 },
    { id: '3x2', price: 450, flipsTo: '4', runs: [[{ distance: 3 }, { distance: 3 }]] },
  ],
};
const GRAY = { id: 'E', distance: 'unlimited', price: 600, count: 4 };
/** Trains/certificates 4/4, then 3/2 (1843's brown), then 2/2 with the gray-phase events. */
const PHASES = [
  { id: 'yellow', onTrain: 'Y', color: 'yellow', tiles: ['yellow'], operatingRounds: 1, trainLimit: 4, trainCertificateLimit: 4 },
  { id: 'green', onTrain: 'G', color: 'green', tiles: ['yellow', 'green'], operatingRounds: 1, trainLimit: 3, trainCertificateLimit: 2 },
  {
    id: 'gray',
    onTrain: 'E',
    color: 'gray',
    tiles: ['yellow', 'green'],
    operatingRounds: 1,
    trainLimit: 2,
    trainCertificateLimit: 2,
    events: [{ kind: 'removeAllOtherTrains' }, { kind: 'rustedTrainMarket', treasuryOnly: true, maxPerCompany: 1, satisfiesMustOwn: false, discardToUpgrade: true }],
  },
];

function demoTitle(): Title {
  const def = structuredClone(definitionOf('demo'));
  def.trains = { trains: [YELLOW, GREEN, GRAY] } as unknown as typeof def.trains;
  def.phases = { phases: PHASES } as unknown as typeof def.phases;
  def.title = mergePatch(def.title, {
    rounds: {
      operating: { steps: ['layTrack', 'placeToken', 'runRoutes', 'dividend', 'discardTrain', 'buyTrain'], trainsFromCorporations: 'any' },
      endOfSet: [{ kind: 'foreigners', discard: 1, cascadeToNextType: true }],
    },
    endConditions: [{ kind: 'trainOwnedForSets', train: 'E', sets: 2, timing: 'endOfOperatingSet' }],
  }) as typeof def.title;
  return compileTitle(def);
}

/** NR floated at par 100 with 1000, its first operating turn at the buy-train step. */
function nrAtBuyTrain(title = demoTitle()): Driver {
  const d = new Driver(title, ['Ann', 'Bob'], 'operating-round');
  d.do({ type: 'par', corporation: 'NR', price: 100 });
  for (let i = 0; i < 3; i++) d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
  d.pass().pass();
  d.do({ type: 'lay_tile', hex: 'B2', tile: '57', rotation: 1 });
  expect(d.legal().some((id) => id.startsWith('buy_train'))).toBe(true);
  return d;
}

/** Hands the next depot train of `type` to `corp` as `variant`. */
function give(state: GameState, corp: string, type: string, variant?: string): string {
  const t = state.trains.find((x) => x.type === type && x.owner === 'depot' && !x.rusted)!;
  t.owner = `corp:${corp}`;
  if (variant !== undefined) t.variant = variant;
  state.corporations[corp]!.trains.push(t.id);
  return t.id;
}

const buys = (d: Driver): string[] => d.legal().filter((id) => id.startsWith('buy_train'));
const buy = (train: string, variant: string | undefined, price: number, from = 'depot') => ({ type: 'buy_train', train, price, from, ...(variant !== undefined ? { variant } : {}) });

describe('G7 double-sided certificates: the buyer picks the side and pays its price (1843 rules L3957-3983)', () => {
  test('both sides are offered at their own prices; the certificate keeps the side bought', () => {
    const d = nrAtBuyTrain();
    expect(buys(d)).toEqual(['buy_train:depot:80:Y-0:2', 'buy_train:depot:130:Y-0:2x2|3']);
    expect(d.refuse(buy('Y-0', '2x2|3', 80)).message).toMatch(/as 2x2\|3 costs 130/);
    d.do(buy('Y-0', '2x2|3', 130));
    expect(d.state.trains.find((t) => t.id === 'Y-0')).toMatchObject({ owner: 'corp:NR', variant: '2x2|3' });
    expect(d.state.corporations.NR!.cash).toBe(870);
  });

  test('a certificate in the pool may be bought on either side at that side\'s price (D8 #29)', () => {
    const d = nrAtBuyTrain();
    for (const t of d.state.trains) if (t.type === 'Y' && t.id !== 'Y-2') t.owner = 'scrap';
    const pooled = d.state.trains.find((t) => t.id === 'Y-2')!;
    pooled.owner = 'pool';
    pooled.variant = '2x2|3';
    const fromPool = buys(d).filter((id) => id.includes(':pool:'));
    expect(fromPool).toEqual(['buy_train:pool:80:Y-2:2', 'buy_train:pool:130:Y-2:2x2|3']);
    d.do(buy('Y-2', '2', 80, 'pool'));
    expect(d.state.trains.find((t) => t.id === 'Y-2')).toMatchObject({ owner: 'corp:NR', variant: '2' });
  });

  test('a ×2 pair changes hands as one certificate: both its trains go to the buyer', () => {
    const d = nrAtBuyTrain();
    const pair = give(d.state, 'CR', 'G', '3x2');
    Object.assign(d.state.corporations.CR!, { floated: true, president: 1 });
    d.state.corporations.CR!.certs[0] = 'player:1';
    d.do({ type: 'buy_train', train: pair, price: 200, from: 'CR' });
    const t = d.state.trains.find((x) => x.id === pair)!;
    expect(t).toMatchObject({ owner: 'corp:NR', variant: '3x2' });
    expect(runForms(d.title, t).map((f) => f.map((u) => u.id))).toEqual([[`${pair}#1`, `${pair}#2`]]);
    expect(d.state.corporations.CR!.trains).toEqual([]);
  });
});

describe('G8 the two-dimensional train limit: trains and certificates (1843 rules L4171-4376)', () => {
  test('at 3 trains / 2 certificates a ×2 certificate (2 trains) leaves room for a single side only', () => {
    const d = nrAtBuyTrain();
    d.state.phase = 1;
    for (const t of d.state.trains) if (t.type === 'Y') t.owner = 'scrap';
    give(d.state, 'NR', 'G', '3x2');
    // 2 trains + 1 = 3 ≤ 3 on 2 certificates; a second ×2 side would make 4 trains.
    expect(buys(d).filter((id) => id.includes(':depot:'))).toEqual(['buy_train:depot:300:G-1:4']);
    expect(d.refuse(buy('G-1', '3x2', 450)).message).toMatch(/at its train limit/);
  });

  test('the flexible yellow side counts as one train (its 3-train form), so four fit a 4/4 limit', () => {
    const d = nrAtBuyTrain();
    give(d.state, 'NR', 'Y', '2x2|3');
    give(d.state, 'NR', 'Y', '2x2|3');
    give(d.state, 'NR', 'G', '3x2');
    // 1 + 1 + 2 = 4 trains on 3 certificates: nothing more fits.
    expect(buys(d)).toEqual([]);
  });

  /** CR floated with Bob as its director, holding trains of the given types and sides. */
  function crHolds(d: Driver, held: [type: string, variant: string][]): string[] {
    const cr = d.state.corporations.CR!;
    cr.floated = true;
    cr.president = 1;
    cr.certs[0] = 'player:1';
    return held.map(([type, variant]) => give(d.state, 'CR', type, variant));
  }
  const crActs = (d: Driver) => legalActions(d.title, d.state, 1).filter((l) => (l.action as { entity?: unknown }).entity === 'CR').map((l) => l.id);

  test('over the train number, a ×2 certificate may be turned to its single side (L4316-4334)', () => {
    const d2 = nrAtBuyTrain();
    const [g1, g2] = crHolds(d2, [['G', '3x2'], ['G', '3x2']]);
    // Green: 3 trains / 2 certificates; CR holds 4 trains on 2 certificates.
    d2.state.phase = 1;
    expect(crActs(d2)).toEqual([`discard_train:true:${g1}`, `discard_train:${g1}`]);
    d2.do({ entityType: 'corporation', entity: 'CR', type: 'discard_train', train: g2, flip: true });
    expect(d2.state.trains.find((t) => t.id === g2)).toMatchObject({ owner: 'corp:CR', variant: '4' });
    // 3 trains on 2 certificates: within; NR's turn goes on.
    expect(crActs(d2)).toEqual([]);
    expect(d2.legal().some((id) => id.startsWith('buy_train'))).toBe(true);
  });

  test('over the certificate number, certificates go to the pool without compensation', () => {
    const d = nrAtBuyTrain();
    const [y1] = crHolds(d, [['Y', '2'], ['Y', '2'], ['Y', '2']]);
    d.state.phase = 1;
    const cash = d.state.corporations.CR!.cash;
    // Three single-side yellows (3 trains, 3 certificates): one choice, the identical certificates being one.
    expect(crActs(d)).toEqual([`discard_train:${y1}`]);
    d.do({ entityType: 'corporation', entity: 'CR', type: 'discard_train', train: y1 });
    expect(d.state.trains.find((t) => t.id === y1)!.owner).toBe('pool');
    expect(d.state.corporations.CR!.trains).toHaveLength(2);
    expect(d.state.corporations.CR!.cash).toBe(cash);
    expect(crActs(d)).toEqual([]);
  });
});

describe("G10 the foreigners' purchase at the end of each operating set (1843 rules L753-786, L830-831)", () => {
  test('the next depot train leaves the game after the last operating round of the set', () => {
    const d = nrAtBuyTrain();
    d.do(buy('Y-0', '2', 80));
    d.pass();
    // The set (one OR in yellow) is over: the foreigners took Y-1, the next in the depot; Y-2 is left.
    expect(d.state.round.kind).toBe('stock');
    expect(d.state.trains.filter((t) => t.type === 'Y').map((t) => [t.id, t.owner])).toEqual([
      ['Y-0', 'corp:NR'],
      ['Y-1', 'scrap'],
      ['Y-2', 'depot'],
    ]);
    expect(d.state.phase).toBe(0);
    expect(d.log).toContain('The foreigners buy a Y train (Y-1); it leaves the game');
  });

  test('a replay of the log gives the same state (a side bought, the foreigners at the set end)', () => {
    const d = nrAtBuyTrain();
    d.do(buy('Y-0', '2x2|3', 130));
    d.pass();
    const r = replay(d.title, { players: ['Ann', 'Bob'], seed: 'operating-round' }, d.actions);
    expect(r.ok).toBe(true);
    expect(r.state).toEqual(d.state);
  });

  test('taking the last train of a type takes the first of the next too, and that is a purchase: the phase changes', () => {
    const d = nrAtBuyTrain();
    d.do(buy('Y-0', '2', 80));
    d.state.trains.find((t) => t.id === 'Y-2')!.owner = 'scrap';
    d.pass();
    expect(d.state.trains.filter((t) => t.owner === 'scrap').map((t) => t.id)).toEqual(['Y-1', 'Y-2', 'G-0']);
    expect(d.state.trains.find((t) => t.id === 'G-1')!.owner).toBe('depot');
    // The first green "bought" starts the green phase (3 trains / 2 certificates).
    expect(d.title.phases[d.state.phase]!.id).toBe('green');
  });
});

describe('G11 the gray phase: removeAllOtherTrains and the rusted-train market (1843 rules L4033-4128, L8046-8098)', () => {
  /** NR at its buy step with the depot down to the gray trains; CR holds a yellow ×2 and a green ×2. */
  function beforeGray(): Driver {
    const d = nrAtBuyTrain();
    const cr = d.state.corporations.CR!;
    Object.assign(cr, { floated: true, president: 1 });
    cr.certs[0] = 'player:1';
    give(d.state, 'CR', 'Y', '2x2|3');
    give(d.state, 'CR', 'G', '3x2');
    for (const t of d.state.trains) if (t.owner === 'depot' && t.type !== 'E') t.owner = 'scrap';
    d.state.phase = 1;
    return d;
  }

  test('the first gray train removes every other train and returns all rusted certificates to the depot on their single side', () => {
    const d = beforeGray();
    const depotBuys = (): string[] => buys(d).filter((id) => id.includes(':depot:'));
    expect(depotBuys()).toEqual(['buy_train:depot:600:E-0']);
    d.do(buy('E-0', undefined, 600));
    expect(d.title.phases[d.state.phase]!.id).toBe('gray');
    expect(d.state.corporations.CR!.trains).toEqual([]);
    // Every yellow and green certificate (3 + 3, those scrapped included) is back, rusted, on its single side.
    const back = d.state.trains.filter((t) => t.type !== 'E');
    expect(back).toHaveLength(6);
    expect(back.every((t) => t.owner === 'depot' && t.rusted === true)).toBe(true);
    expect(new Set(back.map((t) => `${t.type}:${t.variant}`))).toEqual(new Set(['Y:2', 'G:4']));
    // All rusted types are on sale at once, next to the next gray train, on their single side only.
    expect(depotBuys()).toEqual(['buy_train:depot:80:Y-0', 'buy_train:depot:300:G-0']);
    expect(d.refuse(buy('Y-0', '2x2|3', 130)).message).toMatch(/not bought as variant 2x2\|3/);
  });

  test('at most one rusted certificate per company; it may be discarded at once to buy a larger train', () => {
    const d = beforeGray();
    d.do(buy('E-0', undefined, 600));
    d.do(buy('Y-0', undefined, 80));
    expect(d.state.corporations.NR!.cash).toBe(320);
    // A second rusted certificate only by discarding the first (G at 300 is larger than Y at 80); E-1 (600) is beyond the treasury.
    expect(buys(d)).toEqual(['buy_train:Y-0:depot:300:G-0']);
    expect(d.refuse(buy('G-0', undefined, 300)).message).toMatch(/at most 1 rusted/);
    d.do({ type: 'buy_train', train: 'G-0', price: 300, from: 'depot', exchange: 'Y-0' });
    // The logged action keeps its `exchange` (a replay must make the same discard).
    expect(d.actions[d.actions.length - 1]).toMatchObject({ exchange: 'Y-0' });
    expect(d.state.trains.find((t) => t.id === 'Y-0')!.owner).toBe('scrap');
    expect(d.state.corporations.NR!.trains.sort()).toEqual(['E-0', 'G-0']);
    expect(d.state.corporations.NR!.cash).toBe(20);
  });

  test('a rusted certificate does not satisfy the must-own rule, and a forced purchase skips it and the director pays only for a real train', () => {
    const d = nrAtBuyTrain();
    for (const t of d.state.trains) if (t.owner === 'depot' && t.type !== 'E') t.owner = 'scrap';
    d.do(buy('E-0', undefined, 600));
    // NR gives its gray train away (to another company): left with a rusted certificate only.
    d.do(buy('Y-0', undefined, 80));
    const e0 = d.state.trains.find((t) => t.id === 'E-0')!;
    e0.owner = 'scrap';
    d.state.corporations.NR!.trains = ['Y-0'];
    // Treasury 100, the director 1000 (the bank makes up the difference, keeping money conserved).
    const director = d.state.players[d.state.corporations.NR!.president!]!;
    d.state.bank += d.state.corporations.NR!.cash - 100 + director.cash - 1000;
    d.state.corporations.NR!.cash = 100;
    director.cash = 1000;
    // It must buy: only the gray train, the director adding the 500 missing; no rusted certificate.
    expect(buys(d)).toEqual(['buy_train:depot:600:E-1']);
    d.do(buy('E-1', undefined, 600));
    expect(d.state.players[d.state.corporations.NR!.president!]!.cash).toBe(500);
    expect(d.state.corporations.NR!.cash).toBe(0);
  });
});

describe('G12 the game ends after the second operating set during which a company owned a gray train (1843 rules L4624-4625)', () => {
  /** Plays on (passing stock turns, taking the first legal action or a pass in operating turns) until the round kind changes from `kind`. */
  function playThrough(d: Driver, kind: string): void {
    for (let i = 0; i < 200 && d.state.round.kind === kind && !d.state.finished; i++) {
      const legal = legalActions(d.title, d.state, d.seat);
      const pass = legal.find((l) => l.action.type === 'pass');
      const pick = kind === 'stock' ? pass : legal.find((l) => l.action.type === 'run_routes' || l.action.type === 'dividend') ?? pass ?? legal[0];
      if (!pick) throw new Error(`nothing to do: ${legal.map((l) => l.id).join(', ')}`);
      d.do(pick.action as unknown as Record<string, unknown>);
    }
  }

  test('a set in which a company bought one counts; the second such set ends the game', () => {
    const d = nrAtBuyTrain();
    for (const t of d.state.trains) if (t.owner === 'depot' && t.type !== 'E') t.owner = 'scrap';
    d.do(buy('E-0', undefined, 600));
    d.pass();
    expect(d.state.trainOwnedSets).toEqual({ count: 1, thisSet: false });
    expect(d.state.finished).toBeFalsy();
    playThrough(d, 'stock');
    expect(d.state.round.kind).toBe('operating');
    playThrough(d, 'operating');
    expect(d.state.finished?.reason).toBe('trainOwnedForSets');
  });

  test("a gray train taken only by the foreigners at the end of a set does not count that set", () => {
    const d = nrAtBuyTrain();
    give(d.state, 'NR', 'Y', '2');
    for (const t of d.state.trains) if (t.owner === 'depot' && t.type !== 'E') t.owner = 'scrap';
    d.pass();
    // NR bought nothing; the foreigners took E-0 and started the gray phase.
    expect(d.state.trains.find((t) => t.id === 'E-0')!.owner).toBe('scrap');
    expect(d.title.phases[d.state.phase]!.id).toBe('gray');
    expect(d.state.trainOwnedSets?.count ?? 0).toBe(0);
  });
});

// ---------------------------------------------------------------- running (1870 board, row B)

/** A yellow-like certificate: "2" on one side, "2×2 or 3+1" on the other; a green-like one: "4+1" or "3/5×2". */
const CARD_F = {
  id: 'F',
  distance: 2,
  price: 100,
  count: 4,
  variants: [
    { id: '2', distance: 2 },
    { id: '2x2|3+1', price: 160, flipsTo: '2', runs: [[{ distance: 2 }, { distance: 2 }], [{ distance: { major: 3, minor: 1, minorMayUseMajor: true } }]] },
  ],
};
const CARD_P = {
  id: 'P',
  distance: { major: 4, minor: 1, minorMayUseMajor: true },
  price: 300,
  count: 4,
  variants: [
    { id: '4+1', distance: { major: 4, minor: 1, minorMayUseMajor: true } },
    { id: '3/5x2', price: 500, flipsTo: '4+1', runs: [[{ distance: [{ pay: 3, visit: 5 }] }, { distance: [{ pay: 3, visit: 5 }] }]] },
  ],
};

function boardTitle(trainLimit?: number): Title {
  const def = structuredClone(definitionOf('1870'));
  def.trains = mergePatch(def.trains, { trains: [CARD_F, CARD_P, ...def.trains.trains.slice(1)] }) as typeof def.trains;
  if (trainLimit !== undefined) def.phases.phases[0]!.trainLimit = trainLimit;
  return compileTitle(def);
}

/** MKT with a station in Kansas City (B11), row B laid, and one certificate per [type, side]. */
function position(held: [type: string, variant: string][], trainLimit?: number, more: string[] = []): Ctx {
  const title = boardTitle(trainLimit);
  const state: GameState = initialState(title, { players: ['A', 'B', 'C', 'D'], seed: 1 });
  layRowB(state, 'MKT', more);
  for (const [type, variant] of held) give(state, 'MKT', type, variant);
  return { title, state, log: [] };
}

const run = (ctx: Ctx, routes: [train: string, path: string[]][]) => checkRun(ctx, 'MKT', routes.map(([train, path]) => ({ train, path })));
const KC_TO_TOPEKA = ['B11.0', 'B9.0'];
const KC_TO_B13 = ['B11.0', 'B13.0'];

describe('G9 N/M trains and the ×2 pairs run as trains (1843 rules L6642-6741, L4268-4304)', () => {
  test('the flexible yellow side runs as two 2-trains or as one 3+1, one form at a time', () => {
    const ctx = position([['F', '2x2|3+1']]);
    // 3+1: Kansas City 20, Topeka 20, Denver 30 and the town B7 10.
    expect(run(ctx, [['F-0#3', KC_TO_DENVER]])).toMatchObject({ revenue: 80 });
    // Two 2-trains: Kansas City–Topeka 40, Kansas City–B13 (town 10) 30.
    expect(run(ctx, [['F-0#1', KC_TO_TOPEKA], ['F-0#2', KC_TO_B13]])).toMatchObject({ revenue: 70 });
    // A 2-train cannot count four stops; the forms do not mix; the certificate's own id is not a train here.
    expect(refusal(() => run(ctx, [['F-0#1', KC_TO_DENVER]]))).toMatch(/^ILLEGAL_ACTION: .*cannot run/);
    expect(refusal(() => run(ctx, [['F-0#1', KC_TO_TOPEKA], ['F-0#3', KC_TO_B15]]))).toMatch(/runs in one form at a time/);
    expect(refusal(() => run(ctx, [['F-0', KC_TO_TOPEKA]]))).toMatch(/does not own train F-0/);
  });

  test('bestRoutes chooses the better form (here the 3+1, 80 against 70)', () => {
    const ctx = position([['F', '2x2|3+1']]);
    const best = bestRoutes(ctx.title, ctx.state, 'MKT');
    expect(best.revenue).toBe(80);
    expect(best.routes.map((r) => r.train)).toEqual(['F-0#3']);
    expect(run(ctx, best.routes.map((r) => [r.train, r.path])).revenue).toBe(80);
  });

  test('a ×2 side of N/M trains runs both: each counts the best N of at most M stops', () => {
    const ctx = position([['P', '3/5x2']]);
    // #1: four stops, the best three paid (Denver 30, Kansas City 20, Topeka 20); #2: Kansas City, B13 (10), B15 (20).
    expect(run(ctx, [['P-0#1', KC_TO_DENVER], ['P-0#2', KC_TO_B15]])).toMatchObject({ revenue: 120 });
    expect(bestRoutes(ctx.title, ctx.state, 'MKT').revenue).toBeGreaterThanOrEqual(120);
  });

  test('when trains run they are within the train limit: at 2, two flexible certificates run as 3+1s', () => {
    // A second station in B15, so that three routes fit on row B.
    const ctx = position([['F', '2x2|3+1'], ['F', '2x2|3+1']], 2, ['B15']);
    expect(refusal(() => run(ctx, [['F-0#1', KC_TO_TOPEKA], ['F-0#2', KC_TO_B13], ['F-1#3', ['B15.0', 'B17', 'B19.0']]]))).toMatch(/3 trains run, over the train limit of 2/);
    expect(run(ctx, [['F-0#3', KC_TO_DENVER], ['F-1#3', ['B15.0', 'B17', 'B19.0']]])).toMatchObject({ revenue: 120 });
    const best = bestRoutes(ctx.title, ctx.state, 'MKT');
    expect(best.routes.every((r) => r.train.endsWith('#3'))).toBe(true);
    expect(best.routes.length).toBeLessThanOrEqual(2);
  });
});

describe('G33 emergency train buying: privates to the bank at face value, the director helping buy from another company up to face value (1843 rules L4391-4530)', () => {
  function emergencyTitle(): Title {
    const title = demoTitle();
    Object.assign(title.rounds.operating.emergencyBuy!, { presidentFundsFromCorporations: 'upToFaceValue', privatesToBank: 'faceValue' });
    return title;
  }
  /** NR (trainless, with a route) at its buy step with `treasury`; its director holds `cash` and the private MCT (face 40). */
  function shortOfMoney(treasury: number, cash: number): Driver {
    const d = nrAtBuyTrain(emergencyTitle());
    const nr = d.state.corporations.NR!;
    const director = d.state.players[nr.president!]!;
    const mct = d.state.companies.MCT!;
    mct.owner = `player:${nr.president}`;
    d.state.bank += nr.cash - treasury + director.cash - cash;
    nr.cash = treasury;
    director.cash = cash;
    return d;
  }

  test('a director short of money may discard a private to the bank for its face value (it closes), then pay the rest', () => {
    // The cheapest train is the 2 side of Y-0 at 80: NR has 10, the director 40, short by 30.
    const d = shortOfMoney(10, 40);
    const seat = d.state.corporations.NR!.president!;
    expect(buys(d)).toEqual([]);
    const sale = legalActions(d.title, d.state, seat).find((l) => l.action.type === 'sell_company');
    expect(sale?.action).toMatchObject({ company: 'MCT', price: 40, entityType: 'player', entity: seat });
    expect(d.refuse({ ...sale!.action, price: 80 } as unknown as Record<string, unknown>).message).toMatch(/face value, 40/);
    d.do(sale!.action as unknown as Record<string, unknown>);
    expect(d.state.companies.MCT).toMatchObject({ owner: 'bank', closed: true });
    expect(d.state.players[seat]!.cash).toBe(80);
    // Now 10 + 80 covers the 80 train: the director adds 70, only what the certificate costs beyond the treasury.
    expect(buys(d)).toEqual(['buy_train:depot:80:Y-0:2']);
    d.do(buy('Y-0', '2', 80));
    expect(d.state.players[seat]!.cash).toBe(10);
    expect(d.state.corporations.NR!.cash).toBe(0);
  });

  test('from another company the director may add money, the price then at most the face value', () => {
    const d = shortOfMoney(50, 400);
    const seat = d.state.corporations.NR!.president!;
    Object.assign(d.state.corporations.CR!, { floated: true, president: seat });
    d.state.corporations.CR!.certs[0] = `player:${seat}`;
    // CR's green on its single side: face value 300.
    const g = give(d.state, 'CR', 'G', '4');
    const offer = legalActions(d.title, d.state, seat).find((l) => l.id === `buy_train:${g}:CR`);
    expect(offer?.params).toEqual({ price: { min: 1, max: 300 } });
    expect(d.refuse({ type: 'buy_train', train: g, price: 310, from: 'CR' }).message).toMatch(/at most the face value/);
    d.do({ type: 'buy_train', train: g, price: 300, from: 'CR' });
    expect(d.state.corporations.NR!.cash).toBe(0);
    expect(d.state.players[seat]!.cash).toBe(150);
    expect(d.state.corporations.CR!.cash).toBe(300);
  });
});

describe("G29 the Engineers card: obsolescence instead of rusting (1843 rules L5265-5330)", () => {
  function engineersTitle(): Title {
    const title = demoTitle();
    const mct = title.company.get('MCT')!;
    mct.abilities = [{ id: 'engineers', kind: 'obsolescence' as never, when: 'ownerOperatingTurn', condition: { ownerType: 'corporation' }, params: { runsAfterRust: 1, closesCompany: true } }];
    return title;
  }
  /** NR at its buy step owning MCT and a yellow 2; the depot down to the gray trains. */
  function withEngineers(): { d: Driver; y: string } {
    const d = nrAtBuyTrain(engineersTitle());
    d.state.companies.MCT!.owner = 'corp:NR';
    const y = give(d.state, 'NR', 'Y', '2');
    for (const t of d.state.trains) if (t.owner === 'depot' && t.type !== 'E') t.owner = 'scrap';
    return { d, y };
  }

  test('in its buy step the company marks a certificate (the private closes); at the rust it becomes obsolete, off the limit and not for sale', () => {
    const { d, y } = withEngineers();
    const mark = legalActions(d.title, d.state, d.seat).filter((l) => l.action.type === 'mark_train');
    expect(mark.map((l) => l.action)).toEqual([{ type: 'mark_train', entityType: 'company', entity: 'MCT', train: y }]);
    d.do(mark[0]!.action as unknown as Record<string, unknown>);
    expect(d.state.companies.MCT!.closed).toBe(true);
    expect(d.state.trains.find((t) => t.id === y)!.marked).toBe('MCT');
    d.do(buy('E-0', undefined, 600));
    // Gray: every other train is gone or back in the depot as a rusted certificate, but the marked one is obsolete and stays.
    const yt = d.state.trains.find((t) => t.id === y)!;
    expect(yt).toMatchObject({ owner: 'corp:NR', obsolete: { runsLeft: 1 } });
    expect(yt.rusted).toBeUndefined();
    // It does not count toward the 2/2 limit: with E-0 NR still has room for a rusted certificate.
    expect(buys(d).filter((id) => id.includes(':depot:'))).toContain('buy_train:depot:80:Y-1');
    // Another company may not buy it.
    Object.assign(d.state.corporations.CR!, { floated: true, president: d.state.corporations.NR!.president });
    d.state.corporations.CR!.certs[0] = `player:${d.state.corporations.NR!.president}`;
    const offered = trainOffers({ title: d.title, state: d.state, log: [] }, 'CR').filter((o) => o.from === 'NR').map((o) => o.train);
    expect(offered).toEqual(['E-0']);
  });

  test('an obsolete certificate runs once more and is discarded just before its owner\'s next buy-train step', () => {
    const { d, y } = withEngineers();
    d.do({ type: 'mark_train', entityType: 'company', entity: 'MCT', train: y });
    d.do(buy('E-0', undefined, 600));
    d.pass();
    // Stock round, then NR's next operating turn: it runs (the obsolete 2 among its trains), then the train goes.
    let ranWithIt = false;
    for (let i = 0; i < 100 && d.state.trains.find((t) => t.id === y)!.owner !== 'scrap'; i++) {
      const legal = legalActions(d.title, d.state, d.seat);
      if (d.state.round.kind === 'operating' && legal.some((l) => l.action.type === 'run_routes')) ranWithIt = d.state.trains.find((t) => t.id === y)!.obsolete?.runsLeft === 1;
      const pick = legal.find((l) => l.action.type === 'run_routes' || l.action.type === 'dividend') ?? legal.find((l) => l.action.type === 'pass');
      d.do(pick!.action as unknown as Record<string, unknown>);
    }
    expect(ranWithIt).toBe(true);
    expect(d.state.trains.find((t) => t.id === y)!.owner).toBe('scrap');
    expect(d.state.corporations.NR!.trains).not.toContain(y);
    expect(d.log.some((l) => l.includes(`obsolete Y train ${y} is discarded`))).toBe(true);
  });

  test('a marked certificate sold to another company loses the mark', () => {
    const { d, y } = withEngineers();
    d.do({ type: 'mark_train', entityType: 'company', entity: 'MCT', train: y });
    const seat = d.state.corporations.NR!.president!;
    Object.assign(d.state.corporations.CR!, { floated: true, president: seat });
    d.state.corporations.CR!.certs[0] = `player:${seat}`;
    // The marked certificate passes to CR (as CR's purchase would move it), then NR buys it back from CR.
    const t = d.state.trains.find((x) => x.id === y)!;
    d.state.corporations.NR!.trains = d.state.corporations.NR!.trains.filter((id) => id !== y);
    t.owner = 'corp:CR';
    d.state.corporations.CR!.trains.push(y);
    d.do({ type: 'buy_train', train: y, price: 1, from: 'CR' });
    expect(d.state.trains.find((x) => x.id === y)).toMatchObject({ owner: 'corp:NR' });
    expect(d.state.trains.find((x) => x.id === y)!.marked).toBeUndefined();
  });
});
