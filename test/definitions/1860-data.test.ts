/**
 * The 1860 definition (definitions/1860/) against the facts of the 2nd-edition rules
 * (shared/rules/1860-rules-ocr.txt), the digest (shared/rules/digests/1860.md) and the recorded
 * 18xx.games games (shared/fixtures/1860/*.json), whose ids our data must use so that they can
 * be replayed: hexes, tiles, corporations, companies, trains, par prices and optional rules.
 * Decisions and gaps are in definitions/1860/NOTES.md.
 */
import * as fs from 'fs';
import * as path from 'path';
import { compileTitle, applyVariant, type Definition } from '../../engine';
import {
  neighbourId, canUpgradeKind, exits, normaliseTile, preservesTrack, type Tile,
} from '../helpers/engine-internals';
import { effectiveActions, parseExport, type ExportAction, type ExportGame } from '../../tools/import/export-format';
import { loadTitleDir } from '../../tools/definitions-fs';
import { findRepoRoot, sharedPath } from '../../tools/paths';
import { formatMessage, validateTitleDir } from '../../tools/validate';

const DIR = path.join(findRepoRoot(), 'definitions', '1860');
const { definition: def } = loadTitleDir(DIR);
const FLAT = { x: 'letter', y: 'number' } as const;

/** Colour totals of a manifest, by the catalogue's colour of each tile. */
function colourTotals(d: Definition): Record<string, number> {
  const colour = new Map(d.catalogue.map((t) => [t.id, t.color]));
  const totals: Record<string, number> = {};
  for (const [id, count] of Object.entries(d.tiles.manifest ?? {})) {
    const c = colour.get(id) ?? `missing ${id}`;
    totals[c] = (totals[c] ?? 0) + (count as number);
  }
  return totals;
}

const cellPrice = (cell: string): number => parseInt(cell, 10);

describe('definitions/1860', () => {
  it('validates clean (schemas and lint, variants included)', () => {
    expect(validateTitleDir(DIR).map((m) => formatMessage(m, DIR))).toEqual([]);
  });

  it('compiles, and so does every variant', () => {
    expect(() => compileTitle(def)).not.toThrow();
    for (const v of def.title.variants ?? []) expect(() => compileTitle(applyVariant(def, v.id))).not.toThrow();
  });

  it('is for 2-4 players with £1000/£670/£500, a £10,000 bank, certificate limits 32/21/16, no 60% or pool limit (rules, Starting Money, Certificate Limit)', () => {
    expect(def.title.id).toBe('1860');
    expect(def.title.players).toEqual({ min: 2, max: 4 });
    expect(def.title.currency.symbol).toBe('£');
    expect(def.title.bank.cash).toBe(10000);
    expect(def.title.startingCash).toEqual({ '2': 1000, '3': 670, '4': 500 });
    expect(def.title.certificateLimit).toEqual({ '2': 32, '3': 21, '4': 16 });
    expect(def.title.holdingLimitPercent).toBe(100);
    expect(def.title.marketPoolLimitPercent).toBe(100);
  });

  it('sells then buys one certificate per turn, pays out or retains (no half), and never lets a director pay for a train', () => {
    const { stock, operating } = def.title.rounds;
    expect(stock.turn).toBe('sellThenBuy');
    expect(stock.noBuyAfterSellSameRound).toBe(true);
    expect(stock.soldOutMovement).toBe('none');
    expect(operating.dividend.kinds).toEqual(['payout', 'withhold']);
    expect(operating.emergencyBuy.presidentContributes).toBe(false);
    expect(operating.homeToken).toBe('float');
    // What a player sells of a company in a turn is one block (rules L516-519: "may not sell his three shares as three
    // separate sales"; 18xx.games MUST_SELL_IN_BLOCKS; fuzz 1860 seed 1 #109).
    expect(stock.sellInBlocks).toBe(true);
    // A company without trains must buy one if it can afford one, route or not (rules L846-848; 18xx.games G1860
    // BuyTrain#must_buy_train?: IWNJ in receivership, no route, fuzz 1860 seed 1 #127); insolvency says when it cannot.
    expect(operating.mustBuyTrain).toBe('always');
    // Two yellow tiles, or one upgrade (rules, Laying Track).
    expect(operating.tileLays.map((l) => [l.lay, l.upgrade, l.afterUpgrade ?? true])).toEqual([
      [true, true, true],
      [true, false, false],
    ]);
  });

  describe('trains and phases (rules, Phases table)', () => {
    it('has 5 2+1, 4 3+2, 3 4+2, 2 5+3, 2 6+3, 1 7+4, 1 8+4 and unlimited 9+5 at £250 ... £800, with their rusting', () => {
      expect(def.trains.trains.map((t) => [t.id, t.count, t.price, t.rustsOn ?? null])).toEqual([
        ['2+1', 5, 250, '4+2'],
        ['3+2', 4, 300, '6+3'],
        ['4+2', 3, 350, '7+4'],
        ['5+3', 2, 400, '8+4'],
        ['6+3', 2, 500, null],
        ['7+4', 1, 600, null],
        ['8+4', 1, 700, null],
        ['9+5', 'unlimited', 800, null],
      ]);
    });

    it('gives each X+Y train an X+Y allowance whose unused large slots may count small stops (rules L741-753)', () => {
      for (const t of def.trains.trains) {
        const [x, y] = t.id.split('+').map(Number);
        expect(t.distance).toEqual({ major: x, minor: y, minorMayUseMajor: true });
      }
    });

    it('writes the route rules as data, halts counting for nothing from phase 9, and the two route variants (rules L714-765, L897)', () => {
      expect(def.title.routes).toEqual({
        noHexReentry: true,
        mayNotEndAt: ['halt'],
        skippable: ['town', 'halt'],
        haltSubsidy: 10,
        mustIncludeHome: true,
        mustInterlink: true,
        blockedPassesPerRun: 1,
      });
      expect(def.phases.phases.map((p) => p.haltsCount ?? true)).toEqual([true, true, true, true, true, true, true, false]);
      expect(applyVariant(def, 're_enter_hexes').title.routes!.noHexReentry).toBe(false);
      expect(applyVariant(def, 'no_skip_towns').title.routes!.skippable).toEqual(['halt']);
      expect(applyVariant(def, 'original_game').title.routes!.skippable).toEqual(['halt']);
    });

    it('has phases 2-9 on the first train of each type, with ORs 1/2/2/3..., limits 4/4/3/3/2..., yellow, +green, +russet', () => {
      expect(def.phases.phases.map((p) => [p.id, p.onTrain, p.operatingRounds, p.trainLimit, p.tiles.join('+'), p.color])).toEqual([
        ['2', '2+1', 1, 4, 'yellow', 'yellow'],
        ['3', '3+2', 2, 4, 'yellow+green', 'green'],
        ['4', '4+2', 2, 3, 'yellow+green', 'green'],
        ['5', '5+3', 3, 3, 'yellow+green+brown', 'brown'],
        ['6', '6+3', 3, 2, 'yellow+green+brown', 'brown'],
        ['7', '7+4', 3, 2, 'yellow+green+brown', 'brown'],
        ['8', '8+4', 3, 2, 'yellow+green+brown', 'brown'],
        ['9', '9+5', 3, 2, 'yellow+green+brown', 'brown'],
      ]);
    });
  });

  describe('market (rules, Share Price Movement; chart from 18xx.games)', () => {
    const [top, bottom] = def.market.rows as [string[], string[]];

    it('has two tiers, 0 to 340: 28 cells on top, 27 below, offset half a cell to the left', () => {
      expect(def.market.rows).toHaveLength(2);
      expect(top).toHaveLength(28);
      expect(bottom.filter((c) => c !== '')).toHaveLength(27);
      expect(bottom[0]).toBe('');
      // Each bottom cell lies between its top neighbours (down-left of top[j], down-right of top[j-1]).
      for (let j = 1; j < 28; j++) {
        expect(cellPrice(bottom[j]!)).toBeGreaterThan(cellPrice(top[j - 1]!));
        expect(cellPrice(bottom[j]!)).toBeLessThan(cellPrice(top[j]!));
      }
      expect(top[0]).toBe('0c');
      expect(top[27]).toBe('340e');
      // The prices the rules name: 7 and 14 (bankrupt on a withhold), 40 and 150 (red-letter limits), 166 and 182 (example).
      const prices = [...top, ...bottom].filter((c) => c !== '').map(cellPrice);
      for (const p of [0, 7, 14, 40, 150, 166, 182, 340]) expect(prices).toContain(p);
    });

    it('has the par values 54, 58, 62, 68, 74, 82, 90 and 100, all on the top tier', () => {
      expect(top.filter((c) => c.endsWith('p')).map(cellPrice)).toEqual([54, 58, 62, 68, 74, 82, 90, 100]);
      expect(bottom.some((c) => c.includes('p'))).toBe(false);
      // Each layer's par range (rules, Major Companies) is a run of par cells.
      const pars = new Set(top.filter((c) => c.endsWith('p')).map(cellPrice));
      for (const [lo, hi] of [[74, 100], [62, 82], [58, 68], [54, 62]] as const) {
        expect(pars.has(lo) && pars.has(hi)).toBe(true);
      }
    });
  });

  describe('tiles', () => {
    it('has 47 yellow, 56 green and 36 russet tiles (digest §5.7), every id in the catalogue', () => {
      expect(colourTotals(def)).toEqual({ yellow: 47, green: 56, brown: 36 });
      expect(Object.keys(def.tiles.manifest ?? {}).sort()).toEqual(def.catalogue.map((t) => t.id!).sort());
    });

    it('has three #776 and two #770 on the extended map, two and one on the original map (rules, The Map)', () => {
      expect(def.tiles.manifest!['776']).toBe(3);
      expect(def.tiles.manifest!['770']).toBe(2);
      for (const v of ['two_player_map', 'original_game']) {
        const d = applyVariant(def, v);
        expect([d.tiles.manifest!['776'], d.tiles.manifest!['770']]).toEqual([2, 1]);
        expect(colourTotals(d)).toEqual({ yellow: 47, green: 56, brown: 34 });
      }
    });

    it('has the lettered tiles of the rules: R, C, N, V, M and B', () => {
      const byLabel: Record<string, string[]> = {};
      for (const t of def.catalogue) if (t.label) (byLabel[t.label] ??= []).push(t.id!);
      for (const ids of Object.values(byLabel)) ids.sort();
      expect(byLabel).toEqual({
        B: ['746', '757', '762', '770'],
        C: ['787', '788', '789'],
        M: ['761', '775'],
        N: ['763', '773'],
        R: ['758', '786'],
        V: ['760', '774'],
      });
    });
  });

  describe('map', () => {
    const hexes = new Map(def.map.hexes.map((h) => [h.id, h]));
    const kinds = (id: string) => (hexes.get(id)?.tile?.nodes ?? []).map((n) => n.kind).join('+');

    it('has the 45 hexes of the extended map, flat-topped, and 42 on the original map (no A5, A7, E11)', () => {
      expect(def.map.layout).toBe('flat');
      expect(def.map.hexes).toHaveLength(45);
      const original = applyVariant(def, 'two_player_map').map.hexes.map((h) => h.id);
      expect(original).toHaveLength(42);
      expect(def.map.hexes.map((h) => h.id).filter((id) => !original.includes(id)).sort()).toEqual(['A5', 'A7', 'E11']);
    });

    it('gives two_player_map and original_game the base map but for A5, A7, E11 and the Yarmouth border', () => {
      // Both remove the three hexes and the border by pointer operations.
      const expected = def.map.hexes
        .filter((h) => !['A5', 'A7', 'E11'].includes(h.id))
        .map((h) => (h.id === 'B4' ? { id: h.id, name: h.name, tile: h.tile } : h));
      for (const v of ['two_player_map', 'original_game']) expect(applyVariant(def, v).map.hexes).toEqual(expected);
    });

    it('has the towns (large-station sites), villages and preprinted yellow towns', () => {
      const whiteWith = (k: string) => def.map.hexes.filter((h) => h.tile?.color === 'white' && kinds(h.id) === k).map((h) => h.id).sort();
      expect(whiteWith('city')).toEqual(['A7', 'B4', 'B6', 'E9', 'F12', 'G9', 'I9', 'J4', 'J6', 'J8', 'L6'].sort());
      expect(whiteWith('halt')).toEqual(['A5', 'C5', 'C7', 'D6', 'E5', 'F10', 'F4', 'F6', 'G1', 'G11', 'G3', 'H10', 'H12', 'H8', 'I5', 'K5'].sort());
      expect(whiteWith('halt+halt')).toEqual(['H4', 'I7']);
      expect(kinds('F2')).toBe('city+town+halt');
      const yellow = Object.fromEntries(
        def.map.hexes.filter((h) => h.tile?.color === 'yellow').map((h) => [h.id, [h.name, h.label, h.tile!.nodes.map((n) => `${n.kind}${n.revenue}`).join('+')]]),
      );
      expect(yellow).toEqual({
        G5: ['Newport', 'N', 'city30'],
        G7: ['Merstone', 'M', 'city10+halt0'],
        I3: ['Ryde Esplanade', 'R', 'city30'],
        I11: ['Ventnor', 'V', 'city30'],
      });
      const labels = Object.fromEntries(def.map.hexes.filter((h) => h.label).map((h) => [h.id, h.label]));
      expect(labels).toEqual({ E9: 'B', G9: 'B', J6: 'B', F2: 'C', G5: 'N', G7: 'M', I3: 'R', I11: 'V' });
    });

    it('has Ryde Pier paying 0, 20, 40 by tile colour, reached only from Ryde Esplanade', () => {
      const pier = hexes.get('J2')!;
      expect(pier.tile!.nodes).toEqual([{ kind: 'offboard', revenue: { yellow: 0, green: 20, brown: 40 } }]);
      expect(pier.tile!.paths).toEqual([[1, 'n0']]);
      expect(neighbourId('J2', 1, 'flat', FLAT)).toBe('I3');
    });

    it('charges 60 for difficult terrain: the hills and St. Helens, Fishbourne, north of Calbourne (rules, Difficult terrain)', () => {
      const costly = Object.fromEntries(def.map.hexes.filter((h) => h.cost !== undefined).map((h) => [h.id, `${h.cost} ${h.terrain}`]));
      expect(costly).toEqual({
        C7: '60 hill', E7: '60 hill', F8: '60 hill', G13: '60 hill', H6: '60 hill', H10: '60 hill', H12: '60 hill',
        D4: '60 water', H2: '60 water', K5: '60 water',
      });
    });

    it('has the impassable borders (Medina, Ashey ridge, Yarborough, and Yarmouth/Norton Green), each facing a hex that lists it back', () => {
      const sides = def.map.hexes.flatMap((h) => (h.borders ?? []).map((b) => `${h.id}/${b.edge}->${neighbourId(h.id, b.edge, 'flat', FLAT)}`)).sort();
      expect(sides).toEqual(
        ['A5/4->B4', 'B4/1->A5', 'F2/4->G1', 'F2/5->G3', 'F4/4->G3', 'G1/1->F2', 'G3/1->F4', 'G3/2->F2', 'I5/0->I7', 'I7/3->I5', 'I9/0->I11', 'I11/3->I9'].sort(),
      );
      expect(applyVariant(def, 'two_player_map').map.hexes.find((h) => h.id === 'B4')!.borders).toBeUndefined();
    });
  });

  it('has the 8 companies with their homes, bases (4/4/3/3/2/2/2/2, 40 then 100), 20% + 8 x 10% and 50% float', () => {
    expect(def.corporations.corporations.map((c) => [c.id, c.home!.hex, c.tokens.join('/')])).toEqual([
      ['C&N', 'F2', '0/40/100/100'],
      ['IOW', 'I3', '0/40/100/100'],
      ['IWNJ', 'G7', '0/40/100'],
      ['FYN', 'B4', '0/40/100'],
      ['NGStL', 'G9', '0/40'],
      ['BHI&R', 'L6', '0/40'],
      ['S&C', 'F12', '0/40'],
      ['VYSC', 'E9', '0/40'],
    ]);
    for (const c of def.corporations.corporations) {
      expect(c.certificates).toEqual([20, 10, 10, 10, 10, 10, 10, 10, 10]);
      expect(c.floatPercent).toBe(50);
      expect(c.capitalization).toBe('full');
    }
  });

  it('has the five privates with values, revenues and the share each may be exchanged for', () => {
    const exchange = (id: string) => def.companies.companies.find((c) => c.id === id)!.abilities.find((a) => a.kind === 'exchange')?.params?.corporation ?? null;
    expect(def.companies.companies.map((c) => [c.id, c.value, c.revenue, exchange(c.id)])).toEqual([
      ['BHC', 30, 5, 'BHI&R'],
      ['YHC', 50, 10, 'FYN'],
      ['CMH', 90, 20, 'C&N'],
      ['RPSC', 130, 30, 'IOW'],
      ['FFC', 200, 25, null],
    ]);
  });

  it('opens with six bid-then-pick auctions over the four exchangeable privates and the C&N and IOW director certificates, priority then to the most cash (rules L173-211)', () => {
    const auction = def.title.rounds.auction!;
    expect(auction.steps).toEqual(['bidThenPick']);
    expect(auction.bidThenPick).toEqual({
      minRaise: 5,
      items: { companies: ['BHC', 'YHC', 'CMH', 'RPSC'], corporations: ['C&N', 'IOW'] },
      priorityAfter: { rule: 'mostCash', tieBreak: 'lowestPrivateValue' },
    });
    expect(def.title.companySale.kind).toBe('bidThenPick');
  });

  it('puts the corporations in four layers with the par ranges of the company table (rules L266-287)', () => {
    expect(def.title.layers!.opensWhen).toEqual(['operated', 'ipoSoldOut']);
    expect(def.title.layers!.layers).toEqual([
      { id: 1, parPrices: [74, 82, 90, 100] },
      { id: 2, parPrices: [62, 68, 74, 82] },
      { id: 3, parPrices: [58, 62, 68] },
      { id: 4, parPrices: [54, 58, 62] },
    ]);
    expect(def.corporations.corporations.map((c) => [c.id, c.layer])).toEqual([
      ['C&N', 1],
      ['IOW', 1],
      ['IWNJ', 2],
      ['FYN', 2],
      ['NGStL', 3],
      ['BHI&R', 3],
      ['S&C', 4],
      ['VYSC', 4],
    ]);
  });

  describe('recorded games (shared/fixtures/1860)', () => {
    const dir = sharedPath('fixtures', '1860');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    const games: [string, ExportGame][] = files.map((f) => [f, parseExport(fs.readFileSync(path.join(dir, f), 'utf8'))]);
    /** Every action, undone ones and nested auto actions included. */
    const allActions = (g: ExportGame): ExportAction[] => g.actions.flatMap((a) => [a, ...((a.auto_actions as ExportAction[] | undefined) ?? [])]);
    const definitionFor = (g: ExportGame): Definition => (g.settings?.optional_rules ?? []).reduce((d, r) => applyVariant(d, r), def);
    const instance = (s: string) => s.slice(0, s.lastIndexOf('-'));

    it('are there', () => {
      expect(files.length).toBeGreaterThanOrEqual(2);
    });

    it.each(games)('%s: its optional rules are variants', (_f, g) => {
      const ids = (def.title.variants ?? []).map((v) => v.id);
      for (const r of g.settings?.optional_rules ?? []) expect(ids).toContain(r);
      expect(g.title).toBe('1860');
    });

    it.each(games)('%s: every laid tile and hex exists in our data', (_f, g) => {
      const d = definitionFor(g);
      const hexIds = new Set(d.map.hexes.map((h) => h.id));
      const manifest = d.tiles.manifest ?? {};
      const lays = allActions(g).filter((a) => a.type === 'lay_tile');
      expect(lays.length).toBeGreaterThan(0);
      for (const a of lays) {
        expect(hexIds).toContain(a.hex as string);
        expect(Object.keys(manifest)).toContain(instance(a.tile as string));
      }
    });

    it.each(games)('%s: its corporations, companies, trains, par prices and token cities exist in our data', (_f, g) => {
      const d = definitionFor(g);
      const corps = new Set(d.corporations.corporations.map((c) => c.id));
      const companies = new Set(d.companies.companies.map((c) => c.id));
      const trains = new Set(d.trains.trains.map((t) => t.id));
      const pars = new Set(d.market.rows.flat().filter((c) => c.endsWith('p')).map(cellPrice));
      const hexIds = new Set(d.map.hexes.map((h) => h.id));
      for (const a of allActions(g)) {
        if (a.entity_type === 'corporation') expect(corps).toContain(a.entity);
        if (a.entity_type === 'company') expect(companies).toContain(a.entity);
        if (typeof a.company === 'string') expect(companies).toContain(a.company);
        if (a.type === 'par') {
          expect(corps).toContain(a.corporation);
          expect(pars).toContain(cellPrice(String(a.share_price)));
          // Every recorded par is one of its layer's par prices.
          const layer = d.corporations.corporations.find((c) => c.id === a.corporation)!.layer;
          expect([a.corporation, d.title.layers!.layers.find((l) => l.id === layer)!.parPrices]).toEqual([a.corporation, expect.arrayContaining([cellPrice(String(a.share_price))])]);
        }
        for (const s of (a.shares as string[] | undefined) ?? []) expect(corps).toContain(s.slice(0, s.lastIndexOf('_')));
        if (a.type === 'buy_train') expect(trains).toContain(instance(a.train as string));
        for (const r of (a.routes as { train: string }[] | undefined) ?? []) expect(trains).toContain(instance(r.train));
        if (a.type === 'place_token') {
          // "G5-0-0" is a printed city (hex id); "746-0-0" a laid tile's copy (tile id).
          const tileOrHex = instance(instance(a.city as string));
          expect(hexIds.has(tileOrHex) || tileOrHex in (d.tiles.manifest ?? {})).toBe(true);
        }
      }
    });

    it.each(games)('%s: every tile lay fits the hex (label, cities, kept track, no exit into the sea or a barrier), except halt -> small station upgrades (engine gap)', (_f, g) => {
      const title = compileTitle(definitionFor(g));
      const laid = new Map<string, { tile: Tile; rot: number }>();
      const refused: string[] = [];
      let checked = 0;
      for (const a of effectiveActions(g.actions)) {
        if (a.type !== 'lay_tile') continue;
        const hex = a.hex as string;
        const rotation = a.rotation as number;
        const info = title.hexes.get(hex)!;
        const next = title.tiles.get(instance(a.tile as string))!;
        const cur = laid.get(hex) ?? { tile: info.printed ?? normaliseTile({ color: 'white', nodes: [], paths: [] }, 'empty'), rot: 0 };
        const label = info.futureLabels[next.color] ?? info.label;
        const deadEnds = [...exits(next, rotation)].filter((e) => info.links[e] === null);
        expect(`${hex} ${next.id}@${rotation} dead ends: ${deadEnds.join(',')}`).toBe(`${hex} ${next.id}@${rotation} dead ends: `);
        if (!canUpgradeKind(cur.tile, next, label) || !preservesTrack(cur.tile, cur.rot, next, rotation)) {
          refused.push(`${hex} ${cur.tile.id}->${next.id}`);
          // The only refusals allowed are the engine's halt -> small-station gap (docs/tiles.md, Engine gaps):
          // the old tile has a halt, the new one small stations (towns) and no more halts than before.
          const count = (t: Tile, k: string) => t.nodes.filter((n) => n.kind === k).length;
          expect([hex, count(cur.tile, 'halt') > 0 && count(next, 'town') > count(cur.tile, 'town')]).toEqual([hex, true]);
        }
        laid.set(hex, { tile: next, rot: rotation });
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
      expect(refused.length).toBeLessThan(checked / 4);
    });
  });
});
