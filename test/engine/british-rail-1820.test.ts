/**
 * 1820 G15: the death of Queen Victoria (§10.8 L1033-1036) and British Rail (§13.5 L1281-1311),
 * driven through the engine API (definitions/1820 title.json gameEvents and britishRail).
 *
 * Seed 1 with three players deals the cards C, B, A. Stock round 1: C funds a lobby and starts LSR
 * (5 shares at £55, a station in G7) and buys 20%, so the game goes on past the stock round. The
 * cycle is SR, OR, I&T, OR, I&T; the phase is forced by hand before an operating round begins to put
 * that round in the wanted phase.
 */
import { compileTitle, type GameState, type Title } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';

const title: Title = compileTitle(loadTitleDir(repoPath('definitions', '1820')).definition);
const phaseIndex = (id: string) => title.phases.findIndex((p) => p.id === id);
const brTokens = (s: GameState, hex: string) => s.hexes[hex]!.tokens.filter((t) => t.corporation === 'BR');

function passRound(d: Driver): Driver {
  const r = d.state.round;
  while (!d.state.finished && d.state.round.kind === 'stock' && d.state.round.number === (r.kind === 'stock' ? r.number : -1)) d.pass();
  return d;
}

/** Passes the operating or I&T round under way (and nothing after it). */
function passThisRound(d: Driver): Driver {
  const started = d.state.roundsStarted;
  while (!d.state.finished && d.state.roundsStarted === started && d.state.round.kind !== 'stock') d.pass();
  return d;
}

/** Stock round 1 with LSR floated, ended: the first operating round is under way. */
function afterStockRound1(): Driver {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 }).pass();
  d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
  passRound(d);
  expect(d.state.round).toMatchObject({ kind: 'operating' });
  return d;
}

/** Forces the phase of the operating round under way, as if it had begun in `phase`. */
function beganIn(d: Driver, phase: string): void {
  const round = d.state.round;
  if (round.kind !== 'operating') throw new Error('not in an operating round');
  d.state = { ...d.state, phase: phaseIndex(phase), round: { ...round, startPhase: phaseIndex(phase) } };
}

describe('1820 G15 the death of Queen Victoria', () => {
  it('does not happen at the end of an operating round begun before brown', () => {
    const d = afterStockRound1();
    beganIn(d, 'blue');
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBeUndefined();
    expect(d.state.britishRail).toBeUndefined();
  });

  it('does not happen when brown begins during the round, only at the end of the next round', () => {
    const d = afterStockRound1();
    beganIn(d, 'blue');
    // Brown arrives during the round (the first 8+ bought): the round still began in blue.
    d.state = { ...d.state, phase: phaseIndex('brown') };
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBeUndefined();
    expect(d.state.round.kind).toBe('issueTakeover');
    passThisRound(d);
    // The second operating round of the cycle begins in brown and its end is the death.
    expect(d.state.round).toMatchObject({ kind: 'operating', startPhase: phaseIndex('brown') });
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBe(1);
    expect(d.log.some((l) => l.includes('Game event: queenVictoria'))).toBe(true);
  });

  it('happens at the end of the first operating round begun in brown, once', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    expect(d.state.gameEvents?.queenVictoria).toBeUndefined();
    passThisRound(d);
    // Recorded with the number of stock rounds started (1): the income stops after stock round 2.
    expect(d.state.gameEvents?.queenVictoria).toBe(1);
    const logged = d.log.filter((l) => l.includes('Game event: queenVictoria')).length;
    expect(logged).toBe(1);
    // The next operating round (also in brown) does not record or log it again.
    passThisRound(d);
    passThisRound(d);
    expect(d.state.gameEvents?.queenVictoria).toBe(1);
    expect(d.log.filter((l) => l.includes('Game event: queenVictoria')).length).toBe(1);
  });
});

describe('1820 G15 British Rail appears', () => {
  it('is absent before the death and appears at it: par 95, 100 shares in the pool, London and Chatham filled', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    expect(d.state.britishRail).toBeUndefined();
    expect(brTokens(d.state, 'M13')).toHaveLength(0);
    passThisRound(d);
    // London (M13) has five one-circle station areas, Chatham (M15) one circle: six markers of 40.
    expect(d.state.britishRail).toEqual({ price: 95, poolShareUnits: 100, markersLeft: 34 });
    expect(brTokens(d.state, 'M13').map((t) => t.city).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(brTokens(d.state, 'M15')).toEqual([{ corporation: 'BR', city: 0, slot: 0 }]);
  });

  it('fills only the empty circles: a company marker already in Chatham stays', () => {
    const d = afterStockRound1();
    beganIn(d, 'brown');
    d.state.hexes['M15']!.tokens.push({ corporation: 'LSR', city: 0, slot: 0 });
    d.state.corporations['LSR']!.tokens.push({ hex: 'M15', city: 0 });
    passThisRound(d);
    expect(d.state.hexes['M15']!.tokens).toEqual([{ corporation: 'LSR', city: 0, slot: 0 }]);
    expect(brTokens(d.state, 'M13')).toHaveLength(5);
    expect(d.state.britishRail!.markersLeft).toBe(35);
  });
});
