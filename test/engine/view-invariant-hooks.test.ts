/**
 * Hooks the invariants and the public view ask (engine/core/mechanism.ts): markers of an owner
 * that is not a corporation (markerOwners), the bank made unlimited (permits bankBreaks), markers
 * on the stock market (marketPositions), a corporation's status tags (corporationStatus), and
 * station tokens a mechanism fixes (stationTokens).
 */
import { checkInvariants, createGame, publicState, type Title, type GameState } from '../../engine';
import { buildDispatcher, type Mechanism, MECHANISMS, placedTile, tokenPrices } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const demo = titleOf('demo');
const withMechanism = (hooks: Mechanism['hooks']): Title => ({ ...demo, mechanisms: buildDispatcher([...MECHANISMS, { id: 'test', block: null, appliesTo: () => true, hooks }], demo.definition) });
const fresh = (): GameState => createGame(demo, { players: ['A', 'B', 'C'], seed: 1 });

/** A state with a marker of `owner` in the first city on the map with a free slot. */
function withMarker(owner: string): GameState {
  const state = fresh();
  const hex = demo.hexIds.find((h) => (placedTile(demo, state, h)?.tile.cities.length ?? 0) > 0 && state.hexes[h]!.tokens.length === 0)!;
  writableHex(state, hex).tokens.push({ corporation: owner, city: 0, slot: 0 });
  return state;
}

describe('markerOwners: markers of an owner that is not a corporation', () => {
  test('are reported unless a mechanism owns them', () => {
    expect(checkInvariants(demo, withMarker('XX')).some((e) => e.includes('of unknown XX'))).toBe(true);
    expect(checkInvariants(withMechanism({ markerOwners: () => ['XX'] }), withMarker('XX'))).toEqual([]);
  });
});

describe('permits bankBreaks: a bank a mechanism makes unlimited', () => {
  test('may be below zero without being broken', () => {
    const state = fresh();
    state.bank -= 1_000_000;
    state.players[0]!.cash += 1_000_000;
    expect(checkInvariants(demo, state)).toContain('the bank is below zero but not marked broken');
    expect(checkInvariants(withMechanism({ permits: (_t, _s, what) => what !== 'bankBreaks' }), state)).toEqual([]);
  });
});

describe('the public view asks the mechanisms', () => {
  test('for markers on the stock market after the corporations’ (marketPositions) and for status tags (corporationStatus)', () => {
    const state = fresh();
    const corp = demo.corporations[0]!.id;
    const t = withMechanism({ marketPositions: () => [{ corporation: 'XX', row: 0, col: 1, order: 0 }], corporationStatus: (_t, _s, c) => (c === corp ? ['tagged'] : []) });
    const view = publicState(t, state);
    expect(view.market.positions.at(-1)).toEqual({ corporation: 'XX', row: 0, col: 1, order: 0 });
    expect(view.corporations.find((c) => c.id === corp)!.status).toEqual(['tagged']);
    expect(publicState(demo, state).corporations.find((c) => c.id === corp)!.status).toEqual([]);
  });
});

describe('stationTokens: tokens a mechanism fixes', () => {
  test('replace the charter’s', () => {
    const c = fresh().corporations[demo.corporations[0]!.id]!;
    expect(tokenPrices(demo, c)).toEqual(demo.corporations[0]!.tokens);
    expect(tokenPrices(withMechanism({ stationTokens: () => [0, 0] }), c)).toEqual([0, 0]);
  });

  test('1862: tokens bought at float are what the corporation owns (startModes)', () => {
    const t = titleOf('1862');
    const c = { ...createGame(t, { players: ['A', 'B', 'C'], seed: 1 }).corporations[t.corporations[0]!.id]!, tokensBought: 3 };
    expect(tokenPrices(t, c)).toEqual([0, 0, 0]);
  });
});
