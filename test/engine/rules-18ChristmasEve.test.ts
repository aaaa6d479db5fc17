/**
 * The settings 18ChristmasEve added for data-only authoring, each checked on 18ChristmasEve's data and its
 * recorded games (18xx.games' g_18_christmas_eve for the facts), with and without the setting:
 * rounds.stock.certificateGifts (the stock step giftCertificates), companies.json routeBonuses (Egg Nog
 * Express, Conductor's Hat), blocksHex params.blocks "stations" (Dumbwaiter Excavation), endConditions
 * recordedReason, and home cities following their printed city through a merging upgrade (SRR at E12).
 */
import { apply, compileTitle, legalActions, type Definition, type GameState } from '../../engine';
import { freeSlot, placeHomeToken } from '../helpers/engine-internals';
import type { ExportGame } from '../../tools/import/export-format';
import type { ReplayReport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { editedCopy, replayUpTo, titleFixture } from '../helpers/recorded-games';
import { writableHex } from '../helpers/hex-state';

const def = loadTitleDir(repoPath('definitions', '18ChristmasEve')).definition;
const title = compileTitle(def);
const fixture = (name: string): ExportGame => titleFixture('18ChristmasEve', name);
const bank = fixture('18ChristmasEve_game_end_bank.json');
const finalPhase = fixture('18ChristmasEve_game_end_final_phase.json');

/** The replay of `game` up to and including the recorded action `id`, by `d`. */
const upTo = (game: ExportGame, id: number, d: Definition = def): ReplayReport & { state: GameState } => replayUpTo(d, game, id);

/** The definition with `edit` applied to a copy. */
const edited = (edit: (d: Definition) => void): Definition => editedCopy(def, edit);

const choices = (s: GameState, seat: number, d: Definition = def): string[] =>
  legalActions(compileTitle(d), s, seat).flatMap((l) => (l.action.type === 'choose' ? [(l.action as { choice: string }).choice] : []));

describe('rounds.stock.certificateGifts: a president gives a certificate or the presidency', () => {
  const noGifts = edited((d) => {
    delete (d.title.rounds.stock as { certificateGifts?: unknown }).certificateGifts;
    d.title.rounds.stock.steps = d.title.rounds.stock.steps.filter((s) => (s as string) !== 'giftCertificates');
  });

  test("an ordinary certificate to each player holding none (18ChristmasEve_game_end_final_phase, log id 41: Player 3 gives SRR's to Player 2)", () => {
    const before = upTo(finalPhase, 40).state;
    expect(before.round.kind === 'stock' && before.round.turn).toBe(2);
    // Player 3 holds 50% with the presidency: no president's certificate to give above 40%.
    expect(choices(before, 2).filter((c) => c.endsWith('_SRR'))).toEqual(['cert_0_SRR', 'cert_1_SRR', 'cert_3_SRR']);
    const after = upTo(finalPhase, 41).state;
    expect(after.corporations.SRR!.certs.filter((h) => h === 'player:1').length).toBe(1);
    expect(after.corporations.SRR!.certs.filter((h) => h === 'player:2').length).toBe(4);
    expect(after.round.kind === 'stock' && after.round.turn).toBe(2); // the turn goes on
    expect(choices(after, 2).filter((c) => c.endsWith('_SRR'))).toEqual(['cert_0_SRR', 'cert_3_SRR']);
  });

  test('the presidency, to a player holding none; its receiver becomes president (log id 542: Player 2 gives PRR to Player 4)', () => {
    const before = upTo(finalPhase, 541).state;
    expect(before.corporations.PRR!.president).toBe(1);
    expect(choices(before, 1)).toContain('prez_3_PRR');
    const after = upTo(finalPhase, 542).state;
    expect(after.corporations.PRR!.president).toBe(3);
    expect(after.corporations.PRR!.certs[0]).toBe('player:3');
    expect(after.corporations.PRR!.certs.filter((h) => h === 'player:1').length).toBe(1);
    // Once per corporation in a round: the new president may not pass it on again.
    expect(choices(after, 3).some((c) => c.startsWith('prez_') && c.endsWith('_PRR'))).toBe(false);
  });

  test('a gift to a player who holds shares, or by a player who is not president, is refused', () => {
    const s = upTo(finalPhase, 40).state;
    const gift = (seat: number, choice: string) => apply(title, s, { type: 'choose', entityType: 'player', entity: seat, choice } as never);
    expect(gift(2, 'cert_2_SRR')).toMatchObject({ ok: false });
    const other = Object.keys(s.corporations).find((c) => s.corporations[c]!.president !== 2 && s.corporations[c]!.president !== null);
    expect(gift(2, `cert_0_${other}`)).toMatchObject({ ok: false });
    expect(gift(2, 'cert_1_SRR')).toMatchObject({ ok: true });
  });

  test('without the setting no gift is offered, and the recorded game stops at its first gift', () => {
    expect(choices(upTo(finalPhase, 40, noGifts).state, 2, noGifts)).toEqual([]);
    const r = upTo(finalPhase, 10_000, noGifts);
    expect(r.error).toMatchObject({ id: 41 });
    expect(r.matchesRecorded).toBe(false);
  });
});

describe('companies.json routeBonuses: Egg Nog Express and Conductor\'s Hat', () => {
  const without = (...companies: string[]) => edited((d) => companies.forEach((id) => delete d.companies.companies!.find((c) => c.id === id)!.routeBonuses));
  // The replay recomputes each recorded run and lists those whose routes we pay otherwise (ours, stored).
  const mismatchAt = (d: Definition, id: number) => upTo(finalPhase, id, d).mismatches.find((m) => m.id === id) ?? null;

  test("ENX: N&W's route through the Bar (F7) and the DC hex (C10) earns 40 more (final_phase, log id 350: 170 recorded)", () => {
    expect(mismatchAt(def, 350)).toBeNull();
    expect(mismatchAt(without('ENX'), 350)).toMatchObject({ corporation: 'N&W', ours: 130, stored: 170 });
  });

  test("CH: B&O's route stopping in the most rooms earns 10 per room, one route only (final_phase, log id 175: 170 recorded)", () => {
    expect(mismatchAt(def, 175)).toBeNull();
    expect(mismatchAt(without('CH'), 175)).toMatchObject({ corporation: 'B&O', ours: 150, stored: 170 });
    // B&O runs three trains there, each stopping in a room: the 20 (two rooms) goes to one of them, not to each.
    const s = upTo(finalPhase, 175).state;
    expect(s.round.kind === 'operating' && s.round.turn.routes.length).toBe(3);
    const each = edited((d) => (d.companies.companies!.find((c) => c.id === 'CH')!.routeBonuses![0]!.routes = 'each'));
    expect(mismatchAt(each, 175)!.ours).toBeGreaterThan(170);
  });

  test('without them the recorded routes of final_phase differ from ours five times', () => {
    expect(upTo(finalPhase, 10_000, without('ENX', 'CH')).routeRevenueMismatches).toBe(5);
    expect(upTo(finalPhase, 10_000).routeRevenueMismatches).toBe(0);
  });
});

describe('blocksHex params.blocks "stations": Dumbwaiter Excavation keeps stations off F3 while a player owns it', () => {
  // 18ChristmasEve_game_end_bank, log id 310: N&W lays a 57 on F3 (DW had closed), then may place a station there.
  const s = upTo(bank, 310).state;
  const seat = s.corporations['N&W']!.president!;
  const offered = (state: GameState): boolean => legalActions(title, state, seat).some((l) => l.id === 'place_token:0:F3');

  test('owned by a corporation (or closed), it blocks nothing', () => {
    expect(offered(s)).toBe(true);
    const corpOwned = structuredClone(s);
    corpOwned.companies.DW = { ...corpOwned.companies.DW!, owner: 'corp:LV', closed: false };
    expect(offered(corpOwned)).toBe(true);
  });

  test('owned by a player, no station may go to F3; tiles may still be laid there', () => {
    const held = structuredClone(s);
    held.companies.DW = { ...held.companies.DW!, owner: 'player:0', closed: false };
    expect(offered(held)).toBe(false);
    const r = apply(title, held, { type: 'place_token', entityType: 'corporation', entity: 'N&W', hex: 'F3', city: 0 } as never);
    expect(r).toMatchObject({ ok: false });
    expect(def.companies.companies!.find((c) => c.id === 'DW')!.abilities![0]).toMatchObject({ kind: 'blocksHex', params: { hexes: ['F3'], blocks: 'stations' } });
  });
});

describe("a home city follows its printed city through upgrades (SRR's home, E12's printed city 1)", () => {
  /** `s` with SRR not yet started: no station of it on E12 (its home slot is then held for it). */
  const unstarted = (s: GameState): GameState => {
    const out = structuredClone(s);
    writableHex(out, 'E12').tokens = out.hexes.E12!.tokens.filter((t) => t.corporation !== 'SRR');
    out.corporations.SRR!.tokens = [];
    return out;
  };
  const free = (s: GameState, city: number, corp: string) => freeSlot({ title, state: s, log: [] }, 'E12', city, corp);

  test('18ChristmasEve_game_end_bank: the green X3 swaps the two cities (log id 250), the brown X7 merges them (log id 284)', () => {
    expect(upTo(bank, 250).state.hexes.E12).toMatchObject({ tile: 'X3', cities: [1, 0] });
    expect(upTo(bank, 284).state.hexes.E12).toMatchObject({ tile: 'X7', cities: [0, 0] });
  });

  test("on X3 the slot held for SRR is in the city its printed city 1 became (city 0), not in X3's city 1", () => {
    const s = unstarted(upTo(bank, 283).state);
    expect(free(s, 0, 'LV')).toBeNull();
    expect(free(s, 1, 'LV')).toBe(0);
    expect(free(s, 0, 'SRR')).toBe(0);
    // Read by index alone, the hold would sit in the wrong city.
    delete writableHex(s, 'E12').cities;
    expect(free(s, 0, 'LV')).toBe(0);
    expect(free(s, 1, 'LV')).toBeNull();
  });

  test('on X7 the merged city holds SRR its slot, and SRR places its home there (the fuzzer found the engine had none)', () => {
    const s = unstarted(upTo(bank, 284).state);
    writableHex(s, 'E12').tokens = [{ corporation: 'N&W', city: 0, slot: 0 }];
    expect(free(s, 0, 'LV')).toBeNull();
    expect(free(s, 0, 'SRR')).toBe(1);
    const ctx = { title, state: s, log: [] as string[] };
    placeHomeToken(ctx, s.corporations.SRR!);
    expect(s.corporations.SRR!.tokens).toEqual([{ hex: 'E12', city: 0 }]);
    expect(s.hexes.E12!.tokens).toContainEqual({ corporation: 'SRR', city: 0, slot: 1 });
  });
});

describe('endConditions recordedReason: the first D ends the game one set later, recorded as final_phase', () => {
  test("final_phase ends with the engine's trainOwnedForSets, compared as 18xx.games' final_phase", () => {
    const r = upTo(finalPhase, 10_000);
    expect(r.state.finished?.reason).toBe('trainOwnedForSets');
    expect(r.gameEndReason).toBe('final_phase');
    expect(r.matchesRecorded).toBe(true);
  });

  test('without recordedReason the end reason differs from the record', () => {
    const d = edited((x) => x.title.endConditions.forEach((e) => delete (e as { recordedReason?: string }).recordedReason));
    const r = upTo(finalPhase, 10_000, d);
    expect(r.gameEndReason).toBe('trainOwnedForSets');
    expect(r.matchesRecorded).toBe(false);
  });
});
