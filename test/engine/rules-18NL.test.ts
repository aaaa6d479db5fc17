/**
 * The settings 18NL added for data-only authoring, each checked on 18NL's data and its recorded games (18xx.games'
 * g_18_nl for the facts), with and without the setting: corporations.json home.locksTiles (the NZO's H13),
 * placeStation params onlyWithoutTrack and notOnBlockedHexes (P2), waterfallAuction decayUntilSold (a round of
 * passes lowers P1's, then P2's price), and the station a first tile lifts, placed by the operator.
 */
import { apply, compileTitle, createGame, legalActions, type Definition, type GameState } from '../../engine';
import type { ExportGame } from '../../tools/import/export-format';
import type { ReplayReport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { editedCopy, replayUpTo, titleFixture } from '../helpers/recorded-games';

const def = loadTitleDir(repoPath('definitions', '18NL')).definition;
const fixture = (name: string): ExportGame => titleFixture('18NL', name);
const g167050 = fixture('167050.json');
const bankrupt = fixture('18NL_game_end_bankrupt.json');

/** The replay of `game` up to and including the recorded action `id`, by `d`. */
const upTo = (game: ExportGame, id: number, d: Definition = def): ReplayReport & { state: GameState } => replayUpTo(d, game, id);

/** The definition with `edit` applied to a copy. */
const edited = (edit: (d: Definition) => void): Definition => editedCopy(def, edit);

describe('corporations.json home.locksTiles: no tile on H13 before the NZO has its home station', () => {
  const unlocked = edited((d) => delete (d.corporations.corporations.find((c) => c.id === 'NZO')!.home as { locksTiles?: boolean }).locksTiles);
  // 167050, log id 143: HIS's turn, in its station step; the NZO has not started.
  const s = upTo(g167050, 143).state;
  /** Why HIS may not lay a 59 on H13 there (it is not connected to H13 either: the lock is asked first). */
  const layOnH13 = (d: Definition): string => {
    const t = compileTitle(d);
    const back = structuredClone(s);
    if (back.round.kind === 'operating') back.round.turn = { ...back.round.turn, step: 0, tilesLaid: [] };
    const r = apply(t, back, { type: 'lay_tile', entityType: 'corporation', entity: 'HIS', hex: 'H13', tile: '59', rotation: 0 } as never);
    return r.ok ? 'accepted' : r.error.message;
  };

  test('the NZO has no station, and a lay on H13 is refused for it', () => {
    expect(s.corporations.NZO!.tokens).toEqual([]);
    expect(layOnH13(def)).toBe('no tile may be laid on H13 before NZO has placed its home station there');
  });

  test('without the lock only the ordinary rules speak (HIS does not reach H13)', () => {
    expect(layOnH13(unlocked)).toBe('H13 is not connected to a station of HIS');
  });
});

describe('placeStation params onlyWithoutTrack and notOnBlockedHexes: P2', () => {
  // 167050, log id 143: HIS owns P2, in its station step. E4 has a tile; F9 and F19 are blocked by P3 and P4,
  // owned by players. HIS places its station on I4 with P2 at log id 144.
  const s = upTo(g167050, 143).state;
  const offered = (d: Definition): string[] =>
    legalActions(compileTitle(d), s, s.corporations.HIS!.president!)
      .filter((l) => l.action.entity === 'P2')
      .map((l) => (l.action as { hex: string }).hex);
  const without = (param: 'onlyWithoutTrack' | 'notOnBlockedHexes') =>
    edited((d) => delete (d.companies.companies.find((c) => c.id === 'P2')!.abilities!.find((a) => a.kind === 'placeStation')!.params as Record<string, unknown>)[param]);

  test('offered only on hexes without track and not blocked', () => {
    expect(new Set(offered(def))).toEqual(new Set(['F15', 'H13', 'I4', 'I10', 'J5', 'K10']));
    expect(upTo(g167050, 144).state.corporations.HIS!.tokens).toContainEqual({ hex: 'I4', city: 1 });
  });

  test('without onlyWithoutTrack E4 (tiled) is offered; without notOnBlockedHexes F9 and F19 are', () => {
    expect(offered(without('onlyWithoutTrack'))).toContain('E4');
    expect(offered(without('notOnBlockedHexes'))).toEqual(expect.arrayContaining(['F9', 'F19']));
  });
});

describe('waterfallAuction decayUntilSold: after P1 is sold, a round of passes lowers P2', () => {
  const auction = (d: Definition): GameState => {
    const t = compileTitle(d);
    let s = createGame(t, { players: ['a', 'b', 'c', 'd'], seed: 1 });
    const act = (a: object) => {
      const r = apply(t, s, a as never);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    };
    act({ type: 'bid', entityType: 'player', entity: 0, company: 'P1', price: 20 });
    for (const seat of [1, 2, 3, 0]) act({ type: 'pass', entityType: 'player', entity: seat });
    return s;
  };

  test('18NL: P2 now costs 35', () => {
    const s = auction(def);
    expect(s.companies.P1!.owner).toBe('player:0');
    expect(s.round.kind === 'auction' && s.round.discounts.P2).toBe(5);
  });

  test('with the default (1830\'s: before the first sale only) P2 keeps its price', () => {
    const s = auction(edited((d) => delete (d.title.rounds.auction!.waterfallAuction as { decayUntilSold?: number }).decayUntilSold));
    expect(s.round.kind === 'auction' && (s.round.discounts.P2 ?? 0)).toBe(0);
  });
});

describe('stationChoiceOnFirstTrack "operator": a station a first tile lifts is placed again by the corporation laying it', () => {
  test("18NL_game_end_bankrupt, log ids 449-450: NRS lays a 59 on the trackless H13, lifting the NZO's station, and places it again", () => {
    expect(upTo(bankrupt, 448).state.hexes.H13!.tokens).toEqual([{ corporation: 'NZO', city: 0, slot: 0 }]);
    const lifted = upTo(bankrupt, 449).state;
    expect(lifted.hexes.H13).toMatchObject({ tile: '59', tokens: [] });
    expect(lifted.corporations.NZO!.tokens).toEqual([]);
    const placed = upTo(bankrupt, 450).state;
    expect(placed.hexes.H13!.tokens).toEqual([{ corporation: 'NZO', city: 0, slot: 0 }]);
    expect(placed.corporations.NRS!.tokens.some((t) => t.hex === 'H13')).toBe(false);
  });

  test('with "owner" the recorded placement by NRS is refused', () => {
    const d = edited((x) => (x.title.rounds.operating.stationChoiceOnFirstTrack = 'owner'));
    expect(upTo(bankrupt, 450, d).error).toMatchObject({ id: 450 });
  });
});
