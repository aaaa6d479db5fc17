/**
 * Hooks the round sequence and the stock round ask (engine/core/mechanism.ts) that the recorded
 * games do not reach: the final era's switch for compliance sales (1862.md §2.9), and the order in
 * which the end of an operating set is asked.
 */
import type { GameState } from '../../engine';
import { every, first, MECHANISMS } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

describe('permits certificateLimitSales', () => {
  const t1862 = titleOf('1862');

  test('1862: compliance sales are required until the final era is formed, and not after (finalEra.after.certificateLimitSales false)', () => {
    expect(t1862.definition.title.finalEra?.after?.certificateLimitSales).toBe(false);
    expect(every(t1862, 'permits', t1862, { finalEra: 'triggered' } as GameState, 'certificateLimitSales')).toBe(true);
    expect(every(t1862, 'permits', t1862, { finalEra: 'formed' } as GameState, 'certificateLimitSales')).toBe(false);
  });

  test('a title without a final era always requires them', () => {
    const t1870 = titleOf('1870');
    expect(every(t1870, 'permits', t1870, { finalEra: 'formed' } as GameState, 'certificateLimitSales')).toBe(true);
  });
});

describe('the mechanisms at the round sequence', () => {
  test('registry order puts the end after sets with a train owned before the foreigners and the final era (operatingSetEnded)', () => {
    const ids = MECHANISMS.map((m) => m.id);
    expect(ids.indexOf('trainOwnedSets')).toBeLessThan(ids.indexOf('foreigners'));
    expect(ids.indexOf('foreigners')).toBeLessThan(ids.indexOf('finalEra'));
    // stockRoundEnded: the game's end comes before the player cards are dealt again, and before charters are fined.
    expect(ids.indexOf('noControlledCompany')).toBeLessThan(ids.indexOf('playerCards'));
    expect(ids.indexOf('playerCards')).toBeLessThan(ids.indexOf('parliament'));
  });

  test('1862 skips the parliament round of the cycle once the final era is formed (roundSkipped)', () => {
    const t = titleOf('1862');
    expect(first(t, 'roundSkipped', t, { finalEra: 'formed' } as GameState, 'parliament')).toBe(true);
    expect(first(t, 'roundSkipped', t, { finalEra: 'formed' } as GameState, 'stock')).toBeNull();
    expect(first(t, 'roundSkipped', t, { finalEra: 'triggered' } as GameState, 'parliament')).toBeNull();
  });

  test('the stock round asks its interruptions and out-of-turn sources in the order it had (registry order)', () => {
    const ids = MECHANISMS.map((m) => m.id);
    // A floating corporation's tokens, stations and home track come before a lobby's resolution goes on.
    expect(ids.indexOf('floatInterruptions')).toBeLessThan(ids.indexOf('lobbies'));
    // stockRoundStarted: pass-order cards, then part A, then the auctions opening the round.
    expect(ids.indexOf('playerCards')).toBeLessThan(ids.indexOf('lobbies'));
    expect(ids.indexOf('lobbies')).toBeLessThan(ids.indexOf('stockRoundAuctions'));
    // The future-train auction's open-cry source comes after the other out-of-turn sources, as the round's own did.
    expect(ids.indexOf('stockRoundAuctions')).toBeGreaterThan(ids.indexOf('negotiation'));
    expect(ids.indexOf('stockRoundAuctions')).toBeGreaterThan(ids.indexOf('outOfTurnAbilities'));
    const t1820 = titleOf('1820');
    expect(t1820.mechanisms.interruptions.stock!.map((i) => i.name)).toEqual(['stationHandover', 'limitDiscard', 'cousinSuccession', 'tokenChoice', 'floatStations', 'homeTrack', 'lobbyResolution', 'openingAuctions', 'increasePlacement']);
  });
});
