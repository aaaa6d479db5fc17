/**
 * The settings 18Chesapeake added for data-only authoring, each checked on 18Chesapeake's data and its
 * recorded games: grantsShare params.drawCorporation with the closes condition
 * grantedCorporationAcquiresTrain (the Cornelius Vanderbilt), rounds.endOfSet foreigners onlyTypes (the
 * export of the next 2, 3 or 4 train after each set), tileLay params.lostOnOtherLay (the track privates),
 * tileAndToken params.tiles (the canal's #57), waterfallAuction committedBids (game.rb
 * ONLY_HIGHEST_BID_COMMITTED) and upgradeRestriction reach "network" (Base TRACK_RESTRICTION). Facts from 18xx.games' g_18_chesapeake (entities.rb: CV `shares: 'random_president'`, closes on the corporation's first train; game.rb
 * or_set_finished: `depot.export!` while the next train is a 2, 3 or 4).
 */
import * as fs from 'fs';
import {
  apply, compileTitle, createGame, legalActions, mergePatch, whoActs, type Definition, type GameState,
} from '../../engine';
import { type Ctx, foreignersMechanism as foreigners, upgradeRefusal, placedTile } from '../helpers/engine-internals';
import { parseExport, type ExportGame } from '../../tools/import/export-format';
import { importSetup, replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { setHex, writableHex } from '../helpers/hex-state';

const def = loadTitleDir(repoPath('definitions', '18Chesapeake')).definition;
const title = compileTitle(def);
const fixture = (...p: string[]): ExportGame => parseExport(fs.readFileSync(repoPath('test', 'fixtures', '18Chesapeake', ...p), 'utf8'));

describe('grantsShare params.drawCorporation (the Cornelius Vanderbilt comes with a drawn president\'s certificate)', () => {
  // The corporation each recorded game's CV buyer pars at once (CompanyPendingPar), as the export records it.
  const cases: [string, string][] = [['1277.json', 'SRR'], ['14377.json', 'C&A'], ['1905.json', 'C&A'], ['3055.json', 'C&O'], ['22383.json', 'C&O']];
  test.each(cases)('%s: the draw from the game\'s seed names %s, the corporation its CV buyer pars', (file, corp) => {
    const game = fixture(...file.split('/'));
    const state = createGame(titleForExport(def, game), importSetup(game));
    expect(state.companies.CV!.grantsCorporation).toBe(corp);
    // 18xx.games (base.rb init_company_abilities) draws rand % 8 with its LCG: the export's first par after the CV sale agrees.
    const buyer = [...game.actions].reverse().find((a) => a.type === 'bid' && a.company === 'CV')!.entity;
    expect(game.actions.find((a) => a.type === 'par' && a.entity === buyer)!.corporation).toBe(corp);
  });

  test('the draw is of the corporations in play, also with the default generator', () => {
    const d = { ...def, title: mergePatch(def.title, { setup: { generator: null } }) } as Definition;
    const t = compileTitle(d);
    const drawn = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => createGame(t, { players: ['a', 'b', 'c'], seed }).companies.CV!.grantsCorporation));
    for (const c of drawn) expect(t.corporations.map((x) => x.id)).toContain(c);
    expect(drawn.size).toBeGreaterThan(1);
  });

  test('without drawCorporation no corporation is drawn and params.corporation is granted', () => {
    const companies = def.companies.companies!.map((c) =>
      c.id === 'CV' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'grantsShare' ? { ...a, params: { ...(a.params as object), drawCorporation: undefined, corporation: 'PRR' } } : a)) } : c,
    );
    const d = { ...def, companies: { ...def.companies, companies } } as Definition;
    const game = fixture('1277.json');
    expect(createGame(titleForExport(d, game), importSetup(game)).companies.CV!.grantsCorporation).toBeUndefined();
    // 1277's CV buyer then holds PRR's certificate and must par PRR, not the recorded SRR (log id 20).
    expect(replayExport(d, game).error?.id).toBe(20);
  });

  test('1277: the buyer holds SRR\'s president\'s certificate, and the CV closes when SRR buys its first train', () => {
    const game = fixture('1277.json');
    const firstSrrTrain = game.actions.find((a) => a.type === 'buy_train' && a.entity === 'SRR')!.id;
    const seen: { at: number | undefined; cvClosed: boolean; srrPresident: number | null }[] = [];
    const r = replayExport(def, game, {
      afterAction: (s: GameState, a) => {
        if (a.id === 20 || a.id === firstSrrTrain || Number(a.id) === Number(firstSrrTrain) - 1)
          seen.push({ at: a.id, cvClosed: s.companies.CV!.closed, srrPresident: s.corporations.SRR!.president });
      },
    });
    expect(r.error).toBeNull();
    const seat = game.players.findIndex((p) => p.id === game.actions.find((a) => a.id === 20)!.entity);
    expect(seen).toEqual([
      { at: 20, cvClosed: false, srrPresident: seat },
      { at: Number(firstSrrTrain) - 1, cvClosed: false, srrPresident: expect.any(Number) },
      { at: firstSrrTrain, cvClosed: true, srrPresident: expect.any(Number) },
    ]);
  });
});

describe('rounds.endOfSet foreigners onlyTypes (18Chesapeake exports the next 2, 3 or 4 train after each set)', () => {
  /** A new game whose depot's first trains of the types before `next` are all owned by PRR. */
  const withNext = (next: string): GameState => {
    const state = createGame(title, { players: ['a', 'b', 'c'], seed: 1 });
    const order = title.trainTypes.map((t) => t.id);
    for (const t of state.trains) if (order.indexOf(t.type) < order.indexOf(next)) t.owner = 'corp:PRR';
    return state;
  };
  const endSet = (state: GameState): string[] => {
    // The trains that leave the depot (the 4's phase also rusts PRR's 2-trains, which are not the export).
    const inDepot = new Set(state.trains.filter((t) => t.owner === 'depot').map((t) => t.id));
    const ctx: Ctx = { title, state, log: [] };
    foreigners.hooks.operatingSetEnded!(ctx);
    return state.trains.filter((t) => inDepot.has(t.id) && t.owner === 'scrap').map((t) => t.id);
  };
  test('the next 2, 3 and 4 train leaves', () => {
    expect(endSet(withNext('2'))).toEqual(['2-0']);
    expect(endSet(withNext('3'))).toEqual(['3-0']);
    expect(endSet(withNext('4'))).toEqual(['4-0']);
  });
  test('from the 5 on, nothing leaves', () => {
    expect(endSet(withNext('5'))).toEqual([]);
    expect(endSet(withNext('D'))).toEqual([]);
  });
  test('without the export, 1277 refuses the LV\'s recorded purchase of 2-5 (log id 106): the 2-4 is still in the depot', () => {
    const d = { ...def, title: mergePatch(def.title, { rounds: { endOfSet: null } }) } as Definition;
    expect(replayExport(d, fixture('1277.json')).error?.id).toBe(106);
  });
});

/** The state just before the recorded action `id` of `game` replayed under `d`. */
function before(d: Definition, game: ExportGame, id: number): GameState {
  let state: GameState | null = null;
  replayExport(d, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, {
    beforeAction: (s, a) => {
      if (a.id === id) state = s;
    },
  });
  return state!;
}

/** The lays `company` offers its owner now, as "hex:tile". */
function companyLays(d: Definition, game: ExportGame, state: GameState, company: string): string[] {
  const t = titleForExport(d, game);
  return [
    ...new Set(
      legalActions(t, state, whoActs(t, state)!.seat)
        .map((l) => l.action as { type: string; entity?: string; hex?: string; tile?: string })
        .filter((a) => a.type === 'lay_tile' && a.entity === company)
        .map((a) => `${a.hex}:${a.tile}`),
    ),
  ].sort();
}

describe('tileLay params.lostOnOtherLay (Baltimore and Susquehanna, 14377 log ids 61-62: G5 then F4)', () => {
  const game = fixture('14377.json');
  test('before its first lay, #8 and #9 on F4 and G5 are offered; after it, F4 still is', () => {
    expect(companyLays(def, game, before(def, game, 61), 'B&S')).toEqual(['F4:8', 'F4:9', 'G5:8', 'G5:9']);
    expect(companyLays(def, game, before(def, game, 62), 'B&S')).toEqual(['F4:8', 'F4:9']);
  });
  test('a tile another lay put on F4 forfeits the ability ("If any tiles are played in these hexes other than by using this ability, the ability is forfeit")', () => {
    const state = before(def, game, 61);
    writableHex(state, 'F4').tile = '8';
    expect(companyLays(def, game, state, 'B&S')).toEqual([]);
    // Without the setting, G5 is still offered.
    const companies = def.companies.companies!.map((c) =>
      c.id === 'B&S' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'tileLay' ? { ...a, params: { ...(a.params as object), lostOnOtherLay: undefined } } : a)) } : c,
    );
    const d = { ...def, companies: { ...def.companies, companies } } as Definition;
    expect(companyLays(d, game, state, 'B&S')).toEqual(['G5:8', 'G5:9']);
  });
});

describe('tileAndToken params.tiles (Chesapeake and Ohio Canal, 14377 log id 93: #57 on D2)', () => {
  const game = fixture('14377.json');
  // 18Chesapeake's supply has no other yellow one-city tile; with tiles 5 and 6 added to it the restriction shows.
  const catalogue = (JSON.parse(fs.readFileSync(repoPath('definitions', 'catalogue', 'tiles.json'), 'utf8')) as { tiles: { id: string }[] }).tiles;
  const withFiveSix = {
    ...def,
    catalogue: [...def.catalogue, ...catalogue.filter((t) => t.id === '5' || t.id === '6')],
    tiles: { ...def.tiles, manifest: { ...def.tiles.manifest, '5': 1, '6': 1 } },
  } as Definition;
  test('only #57 is offered on D2; without params.tiles the other yellow city tiles are too', () => {
    const state = before(withFiveSix, game, 93);
    expect(companyLays(withFiveSix, game, state, 'C&OC').map((l) => l.split(':')[1])).toEqual(['57']);
    const companies = def.companies.companies!.map((c) =>
      c.id === 'C&OC' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'tileAndToken' ? { ...a, params: { ...(a.params as object), tiles: undefined } } : a)) } : c,
    );
    const d = { ...withFiveSix, companies: { ...def.companies, companies } } as Definition;
    expect(companyLays(d, game, state, 'C&OC').map((l) => l.split(':')[1])).toEqual(expect.arrayContaining(['57', '5', '6']));
  });
});

describe('waterfallAuction committedBids (18xx.games ONLY_HIGHEST_BID_COMMITTED: only a leading bid holds money back)', () => {
  /** Ann bids $1000 on the CV, Bob outbids her with $1005; then Ann bids $500 on the C&OC. */
  const annBidsAfterBeingOutbid = (committed: 'all' | 'highest') => {
    const d = { ...def, title: mergePatch(def.title, { rounds: { auction: { waterfallAuction: { committedBids: committed } } } }) } as Definition;
    const t = compileTitle(d);
    let state = createGame(t, { players: ['Ann', 'Bob'], seed: 1 });
    const bid = (seat: number, company: string, price: number) => {
      const r = apply(t, state, { type: 'bid', entityType: 'player', entity: seat, company, price }, { seat });
      if (r.ok) state = r.state;
      return r;
    };
    expect(bid(0, 'CV', 1000).ok).toBe(true);
    expect(bid(1, 'CV', 1005).ok).toBe(true);
    return bid(0, 'C&OC', 500);
  };
  test('highest: Ann\'s outbid $1000 is free again, so she may bid $500 of her $1200', () => {
    expect(annBidsAfterBeingOutbid('highest').ok).toBe(true);
  });
  test('all: her $1000 on the CV still holds, leaving $200', () => {
    const r = annBidsAfterBeingOutbid('all');
    expect(r.ok ? null : r.error.message).toMatch(/200/);
  });
  test('18Chesapeake sets highest', () => {
    expect(title.rounds.auction?.waterfallAuction?.committedBids).toBe('highest');
  });
});

describe('rounds.operating.upgradeRestriction reach "network" (18xx.games\' default semi-restrictive track: "Must use new track or change city value")', () => {
  /** PRR's home Harrisburg (F2) as #57 running south to a #9 on F4 (edge 3 north, edge 0 south, flat layout); PRR has no train. */
  const board = (d: Definition): { t: ReturnType<typeof compileTitle>; state: GameState } => {
    const t = compileTitle(d);
    const state = createGame(t, { players: ['a', 'b', 'c'], seed: 1 });
    setHex(state, 'F2', { tile: '57', rotation: 0, tokens: [{ corporation: 'PRR', city: 0, slot: 0 }] });
    state.corporations.PRR!.tokens.push({ hex: 'F2', city: 0 });
    setHex(state, 'F4', { tile: '9', rotation: 0, tokens: [] });
    return { t, state };
  };
  const refusal = (d: Definition, next: string, rotation: number): string | null => {
    const { t, state } = board(d);
    const ctx: Ctx = { title: t, state, log: [] };
    return upgradeRefusal(ctx, 'PRR', 'F4', placedTile(t, state, 'F4')!, t.tiles.get(next)!, rotation)?.message ?? null;
  };
  test('#19 adds only the crossing 2-4, which PRR\'s track does not reach: refused, though PRR has no train', () => {
    expect(refusal(def, '19', 0)).toMatch(/adds no track PRR can use/);
  });
  test('#23 turned to branch from the north edge, where PRR\'s track enters F4: allowed', () => {
    expect(refusal(def, '23', 3)).toBeNull();
  });
  test('#23 branching from the south edge, where PRR\'s track only runs out of F4: refused (a route cannot turn back at a hex side, 1870 rules L786-792 "to and along one of the new track segments"; 18xx.games walks no such branch, 1870 seed 10 J15)', () => {
    expect(refusal(def, '23', 0)).toMatch(/adds no track PRR can use/);
  });
  test('with reach "biggestTrain" a trainless PRR may not upgrade at all', () => {
    const d = { ...def, title: mergePatch(def.title, { rounds: { operating: { upgradeRestriction: { reach: 'biggestTrain' } } } }) } as Definition;
    expect(refusal(d, '23', 0)).toMatch(/has no train/);
  });
  test('without the setting, #19 is allowed', () => {
    const d = { ...def, title: mergePatch(def.title, { rounds: { operating: { upgradeRestriction: null } } }) } as Definition;
    expect(refusal(d, '19', 0)).toBeNull();
  });
});
