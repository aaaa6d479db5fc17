/**
 * 1820 station markers placed in an operating turn (G17; rules §7.2.2 L599-609): £40 in the yellow
 * phase and £100 for the rest of the game (title.json `stationPrices`), at most one per Operating
 * Round. Position: LSR has its float station at Preston B6 (tile 57 turned W-E) and one marker left
 * on its charter (corporations.json tokens [0, 40]); B8 (tile 57, W-E) is joined to it.
 */
import { type GameState, compileTitle, publicState } from '../../engine';
import {
  type Ctx, checkToken, nextTokenCost, initialState, placeToken, britishRailAppears, stationMarkers,
} from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1820');
const CORP = 'LSR';

function position(phase: string): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.phase = title.phases.findIndex((p) => p.id === phase);
  for (const hex of ['B6', 'B8']) {
    writableHex(state, hex).tile = '57';
    writableHex(state, hex).rotation = 1;
  }
  const c = state.corporations[CORP]!;
  writableHex(state, 'B6').tokens.push({ corporation: CORP, city: 0, slot: 0 });
  c.tokens.push({ hex: 'B6', city: 0 });
  c.cash = 500;
  state.round = { kind: 'operating', set: 1, index: 1, count: 1, done: [], current: CORP, turn: { step: 0, tilesLaid: [], tokenPlaced: false, revenue: null, dividend: null, routes: [], boughtTrain: false } };
  return { title, state, log: [] };
}

const actor = { entityType: 'corporation' as const, entity: CORP, seat: 0 };
const place = (hex: string) => ({ type: 'place_token' as const, entityType: 'corporation' as const, entity: CORP, hex, city: 0 });

describe('1820 station prices by phase (§7.2.2 L601)', () => {
  test.each([
    ['yellow', 40],
    ['green', 100],
    ['blue', 100],
    ['brown', 100],
    ['gray', 100],
  ])('in the %s phase a station costs £%d', (phase, price) => {
    const ctx = position(phase);
    expect(nextTokenCost(ctx, CORP)).toBe(price);
    expect(checkToken(ctx, CORP, 'B8', 0)).toMatchObject({ cost: price });
    placeToken.process(ctx, actor, place('B8'));
    expect(ctx.state.corporations[CORP]!.cash).toBe(500 - price);
  });

  test('the public view shows the phase price of the markers left on the charter', () => {
    expect(publicState(title, position('yellow').state).corporations.find((c) => c.id === CORP)!.tokensLeft).toEqual([40]);
    expect(publicState(title, position('green').state).corporations.find((c) => c.id === CORP)!.tokensLeft).toEqual([100]);
  });

  test('the legal placement offered carries the phase price', () => {
    const ctx = position('green');
    const offered = placeToken.legal(ctx, actor).find((l) => (l.action as { hex?: string }).hex === 'B8');
    expect(offered).toMatchObject({ cost: 100 });
  });

  test('a company cannot place more than one station marker per Operating Round (L605)', () => {
    const ctx = position('yellow');
    // A third marker (as a takeover would bring, §13.6) and a third city B10 joined to B8.
    ctx.state.corporations[CORP]!.extraTokens = [40];
    writableHex(ctx.state, 'B10').tile = '57';
    writableHex(ctx.state, 'B10').rotation = 1;
    placeToken.process(ctx, actor, place('B8'));
    // B10 could take the marker (reached, a marker left, cash enough) …
    expect(checkToken(ctx, CORP, 'B10', 0)).toMatchObject({ cost: 40 });
    // … but not in this Operating Round.
    expect(placeToken.legal(ctx, actor)).toEqual([]);
    expect(() => placeToken.process(ctx, actor, place('B10'))).toThrow(/one station per turn/);
  });
});

describe('1820 a station placed in a hex where the company has one (§7.2.2 L608-609)', () => {
  /**
   * LSR has stations in M11 and N12 (tile 57 pointing at London): it reaches London's W circle (city 1) from M11
   * and its SW circle (city 0) from N12. Its third marker is in London's W circle; a fourth (from a takeover) is on
   * its charter.
   */
  function inLondon(phase: string): Ctx {
    const ctx = position(phase);
    const { state } = ctx;
    const c = state.corporations[CORP]!;
    writableHex(state, 'B6').tokens = [];
    c.tokens = [];
    writableHex(state, 'M11').tile = '57';
    writableHex(state, 'M11').rotation = 1;
    writableHex(state, 'N12').tile = '57';
    writableHex(state, 'N12').rotation = 0;
    for (const [hex, city] of [['M11', 0], ['N12', 0], ['M13', 1]] as const) {
      writableHex(state, hex).tokens.push({ corporation: CORP, city, slot: 0 });
      c.tokens.push({ hex, city });
    }
    c.extraTokens = [100, 100];
    return ctx;
  }
  const london = (city: number) => ({ type: 'place_token' as const, entityType: 'corporation' as const, entity: CORP, hex: 'M13', city });

  test('the earlier station leaves London and returns to the charter (before British Rail appears)', () => {
    const ctx = inLondon('green');
    const c = ctx.state.corporations[CORP]!;
    const unplaced = stationMarkers(title, c) - c.tokens.length;
    expect(checkToken(ctx, CORP, 'M13', 0)).toMatchObject({ cost: 100 });
    placeToken.process(ctx, actor, london(0));
    expect(c.tokens).toEqual([{ hex: 'M11', city: 0 }, { hex: 'N12', city: 0 }, { hex: 'M13', city: 0 }]);
    expect(ctx.state.hexes.M13!.tokens).toEqual([{ corporation: CORP, city: 0, slot: 0 }]);
    // One marker paid for and placed, one back on the charter: as many unplaced as before.
    expect(stationMarkers(title, c) - c.tokens.length).toBe(unplaced);
    expect(c.cash).toBe(500 - 100);
    expect(ctx.log).toContain("LSR's earlier station on M13 returns to its charter");
  });

  test('once British Rail has appeared, its marker takes the earlier station\'s circle', () => {
    const ctx = inLondon('brown');
    const c = ctx.state.corporations[CORP]!;
    // London's other circles stay free for the test: British Rail fills London and Chatham as it appears.
    writableHex(ctx.state, 'M13').tokens = [{ corporation: CORP, city: 1, slot: 0 }];
    britishRailAppears(ctx);
    writableHex(ctx.state, 'M13').tokens = ctx.state.hexes.M13!.tokens.filter((t) => t.corporation === CORP);
    const left = ctx.state.britishRail!.markersLeft;
    placeToken.process(ctx, actor, london(0));
    expect(ctx.state.hexes.M13!.tokens).toEqual(expect.arrayContaining([{ corporation: CORP, city: 0, slot: 0 }, { corporation: 'BR', city: 1, slot: 0 }]));
    expect(ctx.state.hexes.M13!.tokens).toHaveLength(2);
    expect(c.tokens.filter((t) => t.hex === 'M13')).toEqual([{ hex: 'M13', city: 0 }]);
    expect(ctx.state.britishRail!.markersLeft).toBe(left - 1);
  });

  test('without the rule (another title) both stations stay', () => {
    const def = structuredClone(definitionOf('1820'));
    delete def.title.rounds.operating.stationInSameHex;
    const other = compileTitle(def);
    const ctx = { ...inLondon('green'), title: other };
    placeToken.process(ctx, actor, london(0));
    expect(ctx.state.corporations[CORP]!.tokens.filter((t) => t.hex === 'M13')).toHaveLength(2);
  });
});
