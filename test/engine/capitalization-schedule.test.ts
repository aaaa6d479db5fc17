/**
 * title.json capitalizationSchedule (1856's and 1836Jr-56's capitalisation and float terms; 18xx.games G1856
 * status texts escrow and facing_2 to facing_6, SharePool#transfer_shares for the escrow, facts only), on
 * 1836jr56's data and its recorded game hotseat003.json.
 */
import { compileTitle, type GameState } from '../../engine';
import { editedCopy, replayUpTo, titleFixture } from '../helpers/recorded-games';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { first } from '../../engine/core/ask';

const def = loadTitleDir(repoPath('definitions', '1836jr56')).definition;
const game = titleFixture('1836jr56', 'hotseat003.json');

describe('escrow: the price of the last five shares sold from the offering is held by the bank', () => {
  // hotseat003: B parred at 65 (log id 5), then B_1 to B_7 bought (ids 6-12): the president's certificate and
  // B_1 to B_3 are bought while the offering holds more than 50%, B_4 to B_7 while it holds 50% or less.
  const state = replayUpTo(def, game, 12).state;

  test('B receives five shares (325) and the bank holds four (260) for it', () => {
    expect(state.corporations.B!.cash).toBe(325);
    expect(state.corporations.B!.escrow).toBe(260);
    expect(state.corporations.B!.parredCapitalization).toBe('escrow');
  });

  test('without the schedule B, incrementally capitalised, receives all nine shares', () => {
    const plain = editedCopy(def, (d) => delete (d.title as { capitalizationSchedule?: unknown }).capitalizationSchedule);
    expect(replayUpTo(plain, game, 12).state.corporations.B!.cash).toBe(9 * 65);
  });
});

describe('the float percentage rises as the depot sells out of a train type', () => {
  const title = compileTitle(def);
  const state = replayUpTo(def, game, 12).state;
  const floatPercent = (s: GameState): number | null => first(title, 'floatPercent', { title, state: s, log: [] }, 'GCL');
  const sellOut = (s: GameState, type: string): GameState => ({ ...s, trains: s.trains.map((t) => (t.type === type ? { ...t, owner: 'corp:B' } : t)) });

  test('20% at the start, 30% once the last 2-train has left the depot, 40% after the last 3', () => {
    expect(floatPercent(state)).toBe(20);
    expect(floatPercent(sellOut(state, '2'))).toBe(30);
    expect(floatPercent(sellOut(sellOut(state, '2'), '3'))).toBe(40);
  });
});
