/**
 * title.json capitalizationSchedule (1856's and 1836Jr-56's capitalisation and float terms; 18xx.games G1856
 * status texts escrow and facing_2 to facing_6, SharePool#transfer_shares for the escrow, facts only), on
 * 1836jr56's data and its recorded game hotseat003.json.
 */
import { apply, compileTitle, type GameState } from '../../engine';
import { replayExport } from '../../tools/import/replay';
import { editedCopy, replayUpTo, titleFixture } from '../helpers/recorded-games';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { termsInForce } from '../helpers/engine-internals';

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
  const floatPercent = (s: GameState): number | undefined => termsInForce(title, s).floatPercent;
  const sellOut = (s: GameState, type: string): GameState => ({ ...s, trains: s.trains.map((t) => (t.type === type ? { ...t, owner: 'corp:B' } : t)) });

  test('20% at the start, 30% once the last 2-train has left the depot, 40% after the last 3', () => {
    expect(floatPercent(state)).toBe(20);
    expect(floatPercent(sellOut(state, '2'))).toBe(30);
    expect(floatPercent(sellOut(sellOut(state, '2'), '3'))).toBe(40);
  });
});

describe('escrow.destinations: the escrow is paid once track joins home and destination', () => {
  const big = titleFixture('1836jr56', '1836jr56_game_end_bank.json');
  const title = compileTitle(def);
  // Log id 239: B lays 9 on J12, joining GCL's home Namur (I9) to Strasbourg (K13); 18xx.games' check names GCL.
  const before = (): GameState => {
    let s: GameState | null = null;
    replayExport(def, { ...big, actions: big.actions.filter((a) => Number(a.id) <= 239) }, { beforeAction: (st, a) => { if (a.id === 239) s = st; } });
    return s!;
  };

  test('as imported (the recorded check): GCL receives the 200 F the bank held for it', () => {
    const s = replayUpTo(def, big, 239).state;
    expect(s.corporations.GCL!.escrow).toBeUndefined();
    expect(s.corporations.GCL!.destinated).toBe(true);
    expect(s.corporations.GCL!.parredCapitalization).toBe('incremental');
  });

  test("the engine's own check finds the same connection, and no other", () => {
    const s = before();
    expect(s.corporations.GCL!.escrow).toBe(200);
    const own = { ...s, connectionChecks: undefined, pendingConnections: undefined } as GameState;
    const r = apply(title, own, { type: 'lay_tile', entityType: 'corporation', entity: 'B', hex: 'J12', tile: '9', rotation: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations.GCL!.cash - s.corporations.GCL!.cash).toBe(200);
    expect(Object.values(r.state.corporations).filter((c) => c.destinated && !s.corporations[c.id]!.destinated).map((c) => c.id)).toEqual(['GCL']);
  });
});
