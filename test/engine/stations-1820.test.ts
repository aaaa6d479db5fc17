/**
 * 1820 station markers placed in an operating turn (G17; rules §7.2.2 L599-609): £40 in the yellow
 * phase and £100 for the rest of the game (title.json `stationPrices`), at most one per Operating
 * Round. Position: LSR has its float station at Preston B6 (tile 57 turned W-E) and one marker left
 * on its charter (corporations.json tokens [0, 40]); B8 (tile 57, W-E) is joined to it.
 */
import type { GameState } from '../../engine';
import type { Ctx } from '../../engine/context';
import { checkToken, nextTokenCost } from '../../engine/map/tokens';
import { initialState } from '../../engine/state/create';
import { placeToken } from '../../engine/steps/placeToken';
import { titleOf } from '../helpers/demo';

const title = titleOf('1820');
const CORP = 'LSR';

function position(phase: string): Ctx {
  const state: GameState = initialState(title, { players: ['A', 'B'], seed: 1 });
  state.phase = title.phases.findIndex((p) => p.id === phase);
  for (const hex of ['B6', 'B8']) {
    state.hexes[hex]!.tile = '57';
    state.hexes[hex]!.rotation = 1;
  }
  const c = state.corporations[CORP]!;
  state.hexes.B6!.tokens.push({ corporation: CORP, city: 0, slot: 0 });
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

  test('the legal placement offered carries the phase price', () => {
    const ctx = position('green');
    const offered = placeToken.legal(ctx, actor).find((l) => (l.action as { hex?: string }).hex === 'B8');
    expect(offered).toMatchObject({ cost: 100 });
  });

  test('a company cannot place more than one station marker per Operating Round (L605)', () => {
    const ctx = position('yellow');
    // A third marker (as a takeover would bring, §13.6) and a third city B10 joined to B8.
    ctx.state.corporations[CORP]!.extraTokens = [40];
    ctx.state.hexes.B10!.tile = '57';
    ctx.state.hexes.B10!.rotation = 1;
    placeToken.process(ctx, actor, place('B8'));
    // B10 could take the marker (reached, a marker left, cash enough) …
    expect(checkToken(ctx, CORP, 'B10', 0)).toMatchObject({ cost: 40 });
    // … but not in this Operating Round.
    expect(placeToken.legal(ctx, actor)).toEqual([]);
    expect(() => placeToken.process(ctx, actor, place('B10'))).toThrow(/one station per turn/);
  });
});
