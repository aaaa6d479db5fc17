/**
 * 1820's Cost of Business track and the Issue & Takeover round cycle, as generic mechanisms
 * switched on by definitions/1820 (title.json costOfBusiness, rounds.issueTakeover; rules text
 * ../shared/rules/1820-rules.txt §10.5 L984-1031 and Figure 10.1, §8.1 L711-751, §7.2.5 L645-656):
 *
 * - the cycle SR, OR, I&T, OR, I&T; every I&T moves the marker one column and discards the
 *   supply's next train (an unlimited 2+ never goes);
 * - a column of a new colour starts its phase and takes the earlier colours' trains out of the
 *   supply; the first train of a new colour bought makes the marker jump to that colour's first
 *   column; discarding the last train of a colour discards the next colour's first and starts it;
 * - each train pays the column's maintenance after the dividend; a director covers a shortfall
 *   (-1), and a company whose shortfall is not covered goes into liquidation (the £10 box);
 * - the train limit is the column's; moving onto END ends the game.
 */
import {
  apply, compileTitle, createGame, legalActions, publicState, type GameState, type MarketPosition,
} from '../../engine';
import {
  type Ctx, advanceCostOfBusiness, discardSupplyTrain, limitNow, operatingSteps,
} from '../helpers/engine-internals';
import { definitionOf, titleWithoutCousins } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions.
const title = titleWithoutCousins('1820');
const at = (price: number): MarketPosition => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
/** The share price the players see (publicState). */
const priceOf = (state: GameState, corp: string): number => publicState(title, state).corporations.find((c) => c.id === corp)!.sharePrice!;
const phaseId = (state: GameState): string => title.phases[state.phase]!.id;
const depot = (state: GameState, type: string): number => state.trains.filter((t) => t.owner === 'depot' && t.type === type).length;
const CORP = title.corporations[0]!.id;

function newGame(): GameState {
  return createGame(title, { players: ['A', 'B', 'C'], seed: 7 });
}

/** Puts the marker on column `n` (1-based) with its phase. */
function onColumn(state: GameState, n: number, phase: string): void {
  state.costOfBusiness = n - 1;
  state.phase = title.phases.findIndex((p) => p.id === phase);
  // The earlier colours' trains have left the supply.
  const earlier = title.phases.slice(0, state.phase).map((p) => p.onTrain);
  for (const t of state.trains) if (t.owner === 'depot' && earlier.includes(t.type)) t.owner = 'scrap';
}

/** CORP floated at `price`, directed by seat 0, owning trains of the given types. */
function withCorp(state: GameState, price: number, cash: number, trains: string[]): void {
  const c = state.corporations[CORP]!;
  c.floated = true;
  c.operated = true;
  c.par = price;
  c.market = at(price);
  c.president = 0;
  c.cash = cash;
  c.certs = [...Array(6).fill('player:0'), ...Array(4).fill('ipo')] as string[];
  trains.forEach((type, k) => {
    const t = { id: `${type}-x${k}`, type, owner: `corp:${CORP}` };
    state.trains.push(t);
    c.trains.push(t.id);
  });
}

function ok(r: ReturnType<typeof apply>): GameState {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

describe('the round cycle SR, OR, I&T, OR, I&T (§5 L237-256, §8.1 L711-733)', () => {
  test('two I&T rounds move the marker to column 3: green begins, the 2+ leave the supply, one 3+ is discarded', () => {
    // Without the noControlledCompany end (1820 §9.1, G24), which ends a game in which nobody floats at
    // the end of stock round 1: here nobody does anything, to watch the cycle alone.
    const def = structuredClone(definitionOf('1820'));
    def.title.endConditions = def.title.endConditions.filter((e) => e.kind !== 'noControlledCompany');
    // Nor the future-train auction (G8), whose turns are not the stock round's.
    delete def.trains.futureTrains;
    const title = compileTitle(def);
    let s = createGame(title, { players: ['A', 'B', 'C'], seed: 7 });
    expect(s.costOfBusiness).toBe(0);
    expect(s.round.kind).toBe('stock');
    // Nobody does anything: the ORs have no company, the I&Ts have no player action.
    for (let k = 0; k < 10 && s.round.kind === 'stock' && s.round.number === 1; k++) {
      const seat = s.round.turn;
      s = ok(apply(title, s, { type: 'pass', entityType: 'player', entity: seat }, { seat }));
    }
    expect(s.roundCounts).toEqual({ stock: 2, operating: 2, issueTakeover: 2 });
    expect(s.round.kind).toBe('stock');
    // I&T1: column 2 (yellow), no 2+ discarded (unlimited). I&T2: column 3, green.
    expect(s.costOfBusiness).toBe(2);
    expect(phaseId(s)).toBe('green');
    expect(depot(s, '2+')).toBe(0);
    expect(depot(s, '3+')).toBe(15); // 16 printed, one discarded by I&T2
    expect(limitNow(title, s)).toBe(5);
    expect(publicState(title, s).costOfBusiness).toEqual({ column: 3, columns: 17, phase: 'green', trainLimit: 5, loanInterestPercent: 10, maintenance: [{ train: '2+', cost: 10 }, { train: '3+', cost: 0 }] });
  });
});

describe('the marker and the supply (§10.5 L996-1004, §8.1 L719-733)', () => {
  test('the first train of a new colour bought makes the marker jump to its first column', () => {
    const s = newGame();
    onColumn(s, 3, 'green');
    for (const t of s.trains) if (t.type === '3+' && t.owner === 'depot') t.owner = 'scrap';
    withCorp(s, 95, 500, ['3+']);
    const ctx: Ctx = { title, state: s, log: [] };
    operatingTurn(s, CORP, { step: operatingSteps(ctx).findIndex((x) => x.name === 'buyTrain') });
    const first5 = s.trains.find((t) => t.owner === 'depot' && t.type === '5+')!;
    const next = ok(apply(title, s, { type: 'buy_train', entityType: 'corporation', entity: CORP, train: first5.id, price: 400, from: 'depot' }, { seat: 0 }));
    expect(phaseId(next)).toBe('blue');
    expect(next.costOfBusiness).toBe(5); // column 6, blue's first
    expect(next.corporations[CORP]!.cash).toBe(100);
  });

  test('discarding the last train of a colour discards the next colour\'s first and starts its phase', () => {
    const s = newGame();
    onColumn(s, 4, 'green');
    const threes = s.trains.filter((t) => t.type === '3+');
    threes.slice(1).forEach((t) => (t.owner = 'scrap'));
    const ctx: Ctx = { title, state: s, log: [] };
    discardSupplyTrain(ctx);
    expect(depot(s, '3+')).toBe(0);
    expect(depot(s, '5+')).toBe(13); // 14 printed, the first discarded too
    expect(phaseId(s)).toBe('blue');
    expect(s.costOfBusiness).toBe(5);
  });

  test('a discarded train of a colour not yet begun starts it (Table 5.1: "or discarded during an I&T")', () => {
    const s = newGame();
    onColumn(s, 4, 'green');
    for (const t of s.trains) if (t.type === '3+') t.owner = 'scrap'; // all sold or gone
    const ctx: Ctx = { title, state: s, log: [] };
    discardSupplyTrain(ctx);
    expect(depot(s, '5+')).toBe(13);
    expect(phaseId(s)).toBe('blue');
    expect(s.costOfBusiness).toBe(5);
  });

  test('a phase begun by a discard applies the new column\'s lower train limit (fuzz: 1820 seed 2)', () => {
    // Column 11 (brown, limit 4); the last 8+ is discarded, then the first 5D+: red begins and the
    // marker jumps to column 12 (limit 3). The limit must hold once the marker has jumped, not only
    // at the phase change (which still read column 11's 4).
    const s = newGame();
    onColumn(s, 11, 'brown');
    const eights = s.trains.filter((t) => t.type === '8+' && t.owner === 'depot');
    eights.slice(1).forEach((t) => (t.owner = 'scrap'));
    withCorp(s, 95, 500, ['5+', '5+', '8+', '8+']);
    const ctx: Ctx = { title, state: s, log: [] };
    discardSupplyTrain(ctx);
    expect(phaseId(s)).toBe('red');
    expect(s.costOfBusiness).toBe(11);
    expect(limitNow(title, s)).toBe(3);
    // The director chooses the excess train (§13.7 L1335, limitDiscardChoice "director"): one choice per type.
    expect(s.corporations[CORP]!.trains).toHaveLength(4);
    const offered = legalActions(title, s, 0).map((l) => l.action as { type: string; train?: string });
    expect(offered.map((a) => `${a.type} ${a.train}`)).toEqual(['discard_train 5+-x0', 'discard_train 8+-x2']);
    const after = ok(apply(title, s, offered[0]!, { seat: 0 }));
    expect(after.corporations[CORP]!.trains).toHaveLength(3);
    // The excess leaves the game (rounds.operating.limitDiscard "outOfGame"): nothing in the pool to buy.
    expect(after.trains.filter((t) => t.owner === 'pool')).toEqual([]);
    expect(after.trains.find((t) => t.id === '5+-x0')!.owner).toBe('scrap');
  });

  test('moving onto END ends the game at once (§9.1, §10.5 L1004)', () => {
    const s = newGame();
    onColumn(s, 17, 'gray');
    const ctx: Ctx = { title, state: s, log: [] };
    advanceCostOfBusiness(ctx);
    expect(s.finished).not.toBeNull();
  });

  test('the train limit is the column\'s', () => {
    const s = newGame();
    onColumn(s, 9, 'brown');
    expect(limitNow(title, s)).toBe(4);
    onColumn(s, 15, 'gray');
    expect(limitNow(title, s)).toBe(2);
  });
});

describe('train maintenance after the dividend (§7.2.5 L645-656, Figure 10.1)', () => {
  function withholdAt(column: number, phase: string, cash: number, trains: string[], directorCash: number, revenue: number) {
    const s = newGame();
    onColumn(s, column, phase);
    withCorp(s, 78, cash, trains);
    s.players[0]!.cash = directorCash;
    const ctx: Ctx = { title, state: s, log: [] };
    operatingTurn(s, CORP, { step: operatingSteps(ctx).findIndex((x) => x.name === 'dividend'), revenue });
    return ok(apply(title, s, { type: 'dividend', entityType: 'corporation', entity: CORP, kind: 'withhold' }, { seat: 0 }));
  }
  /** The director's answer at the payMaintenance step (costOfBusiness.maintenanceChoice). */
  const decide = (s: GameState, pay: boolean): GameState => ok(apply(title, s, { type: 'pay_costs', entityType: 'corporation', entity: CORP, kind: 'maintenance', pay }, { seat: 0 }));
  const stepName = (s: GameState): string | undefined => (s.round.kind === 'operating' && s.round.current === CORP ? title.rounds.operating.steps[s.round.turn.step] : undefined);

  test('column 3: a 2+ pays 10, a 3+ nothing', () => {
    const next = decide(withholdAt(3, 'green', 50, ['2+', '3+'], 0, 20), true);
    expect(next.corporations[CORP]!.cash).toBe(60); // 50 + 20 withheld - 10
    expect(priceOf(next, CORP)).toBe(78);
  });

  test('column 7: a shortfall is covered by the director and the price drops one space', () => {
    // Two 2+ at 160 and a 3+ at 100 = 420; the treasury has 100 + 20 = 120; the director adds 300.
    const next = decide(withholdAt(7, 'blue', 100, ['2+', '2+', '3+'], 350, 20), true);
    expect(next.corporations[CORP]!.cash).toBe(0);
    expect(next.players[0]!.cash).toBe(50);
    expect(priceOf(next, CORP)).toBe(71);
  });

  test('a shortfall the director cannot cover puts the company into liquidation (£10)', () => {
    const next = withholdAt(13, 'red', 100, ['2+'], 1000, 0); // 5,000 due, 100 + 1,000 available
    expect(priceOf(next, CORP)).toBe(10);
    expect(next.corporations[CORP]!.cash).toBe(100);
    expect(next.players[0]!.cash).toBe(1000);
    // Nothing was asked: not paying was all that was left.
    expect(stepName(next)).not.toBe('payMaintenance');
  });

  test('the director decides (maintenanceChoice): the step waits for pay_costs and offers no pass', () => {
    const at = withholdAt(7, 'blue', 100, ['2+', '2+', '3+'], 350, 20);
    expect(stepName(at)).toBe('payMaintenance');
    const r = apply(title, at, { type: 'pass', entityType: 'corporation', entity: CORP }, { seat: 0 });
    expect(r.ok).toBe(false);
    const other = apply(title, at, { type: 'pay_costs', entityType: 'corporation', entity: CORP, kind: 'interest', pay: true }, { seat: 0 });
    expect(other.ok).toBe(false);
  });

  test('a director who will not cover the shortfall lets the company go into liquidation (L655-656)', () => {
    const next = decide(withholdAt(7, 'blue', 100, ['2+', '2+', '3+'], 350, 20), false);
    expect(priceOf(next, CORP)).toBe(10);
    expect(next.corporations[CORP]!.cash).toBe(120);
    expect(next.players[0]!.cash).toBe(350);
  });

  test('a company may choose not to pay even when its treasury could (L653)', () => {
    const next = decide(withholdAt(3, 'green', 50, ['2+', '3+'], 0, 20), false);
    expect(priceOf(next, CORP)).toBe(10);
    expect(next.corporations[CORP]!.cash).toBe(70);
  });

  test('after the maintenance the company may discard trains from the game (§7.2.6 L658-660), then buy; none left and none bought: liquidation', () => {
    const paid = decide(withholdAt(7, 'blue', 500, ['2+', '3+'], 0, 20), true); // 160 + 100
    expect(stepName(paid)).toBe('retireTrains');
    const ids = paid.corporations[CORP]!.trains;
    const offered = legalActions(title, paid, 0).filter((l) => l.action.type === 'discard_train').map((l) => (l.action as { train: string }).train);
    expect(offered).toEqual(ids);
    const one = ok(apply(title, paid, { type: 'discard_train', entityType: 'corporation', entity: CORP, train: ids[0]! }, { seat: 0 }));
    expect(one.corporations[CORP]!.trains).toEqual([ids[1]]);
    expect(one.trains.find((t) => t.id === ids[0])!.owner).toBe('scrap');
    expect(one.corporations[CORP]!.cash).toBe(520 - 260); // no recompense
    // Discarding the last one too ends the step; with £260 it can buy no blue train (£400): it ends its purchase
    // step trainless and goes into liquidation (§7.2.7 L680).
    const none = ok(apply(title, one, { type: 'discard_train', entityType: 'corporation', entity: CORP, train: ids[1]! }, { seat: 0 }));
    expect(none.corporations[CORP]!.trains).toEqual([]);
    expect(priceOf(none, CORP)).toBe(10);
  });

  test('with nothing due there is nothing to decide', () => {
    const next = withholdAt(3, 'green', 50, ['3+'], 0, 20); // a 3+ costs nothing in column 3
    expect(stepName(next)).not.toBe('payMaintenance');
    expect(next.corporations[CORP]!.cash).toBe(70);
  });
});
