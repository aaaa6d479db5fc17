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
import { bestRoutes, compileTitle, legalActions, mergePatch, type GameState, type Title } from '../../engine';
import type { Ctx } from '../../engine/context';
import { checkRun } from '../../engine/routes/validate';
import { runForms } from '../../engine/routes/revenue';
import { initialState } from '../../engine/state/create';
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
