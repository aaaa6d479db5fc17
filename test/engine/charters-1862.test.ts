/**
 * Start modes and the parliament round as generic, data-switched mechanisms
 * (../shared/rules/digests/1862.md §2.4 Parliament Round, §2.5 Stock Round, §2.10 action vocabulary):
 * the demo title patched with a parliament round and two start modes, and the import of the
 * recorded 1862 game 46925 as far as our engine goes.
 */
import { compileTitle, mergePatch, type Title } from '../../engine';
import { Driver } from '../helpers/driver';
import { definitionOf } from '../helpers/demo';
import { replayExport } from '../../tools/import/replay';
import { readFileSync } from 'node:fs';
import { sharedPath } from '../../tools/paths';

/** The demo title with a parliament round before each stock round and two start modes. */
function patchedDemo(): Title {
  const def = structuredClone(definitionOf('demo'));
  def.title = mergePatch(def.title, {
    startModes: {
      modes: { charter: { capitalization: 'full', parPrices: [70, 80], tokens: { count: 2, price: 10 } }, open: { capitalization: 'incremental', ipoPrice: 'market' } },
      stockRoundPar: 'open',
    },
    rounds: { cycle: ['parliament', 'stock', 'operating'], parliament: { minBid: 0, increment: 10, reserveParMultiple: 2, startMode: 'charter', buyUpToPercent: 40, obligation: { fineParMultiple: 1 } } },
  }) as typeof def.title;
  return compileTitle(def);
}

describe('§2.4 on a patched title: the mechanisms are data, not 1862', () => {
  test('reserve = reserveParMultiple × the lowest par of the mode; the mode’s par prices; buy while under buyUpToPercent', () => {
    const t = patchedDemo();
    const d = new Driver(t, ['A', 'B'], 1);
    expect(d.state.round.kind).toBe('parliament');
    const cash = d.state.players[d.seat]!.cash;
    const bid = d.legal().find((id) => id === 'bid:NR');
    expect(bid).toBeDefined();
    expect(d.refuse({ type: 'bid', corporation: 'NR', price: 5 }).message).toMatch(/multiples of 10/);
    expect(d.refuse({ type: 'bid', corporation: 'NR', price: cash - 140 + 10 }).message).toMatch(new RegExp(`at most ${cash - 140}`));
    const opener = d.seat;
    d.do({ type: 'bid', corporation: 'NR', price: 0 }).pass();
    expect(d.seat).toBe(opener);
    expect(d.legal()).toEqual(['par:NR:80', 'par:NR:70']);
    d.do({ type: 'par', corporation: 'NR', price: 70 });
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    // 30% held: one more share brings it to 40%, then the start is over.
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
    expect(d.state.round).toMatchObject({ kind: 'parliament', winner: null });
    expect(d.state.corporations.NR!.startMode).toBe('charter');
  });
});

describe('§2.10: importing game 46925 (bid {corporation, price}, par "price,row,col", choose "n")', () => {
  test('both parliament rounds and stock round 1 replay (the whole game: test/replay/fixtures-1862.test.ts)', () => {
    const game = JSON.parse(readFileSync(sharedPath('fixtures', '1862', '46925-lner.json'), 'utf8'));
    // The state after stock round 1 (log id 56).
    const r = replayExport(definitionOf('1862'), { ...game, actions: game.actions.filter((a: { id: number }) => a.id <= 56) });
    expect(r.error).toBeNull();
    const s = r.state;
    for (const id of ['EUR', 'ECR', 'WVR', 'ENR']) expect(s.corporations[id]).toMatchObject({ startMode: 'chartered', floated: true, tokensBought: 3 });
    expect(s.corporations.EUR!.cash).toBe(620 - 180);
    // Non-chartered: N&E 60% at 74 less 3 tokens; Y&N 70% at 54 less 3 tokens (log ids 36-54).
    expect(s.corporations['N&E']).toMatchObject({ startMode: 'nonChartered', cash: 6 * 74 - 120, tokensBought: 3 });
    expect(s.corporations['Y&N']).toMatchObject({ startMode: 'nonChartered', cash: 7 * 54 - 120, tokensBought: 3 });
  });
});
