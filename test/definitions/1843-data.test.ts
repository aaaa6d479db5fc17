/**
 * The 1843 definition (definitions/1843/) against its sources: the rules draft
 * (shared/rules/1843-rules-draft.lyx), the digest (shared/rules/digests/1843.md) and, for the
 * map, market and par values the rules do not contain, the designer's 2015 board as transcribed
 * in shared/rules/digests/1820-1843-sources.md §2 ([EXT]). Every expected value below is copied
 * from those sources, not from the definition, so that a slip in the data makes a test fail.
 * Decisions and engine/schema gaps are in definitions/1843/NOTES.md.
 */
import * as fs from 'fs';
import * as path from 'path';
import { compileTitle } from '../../engine';
import { canUpgradeKind, exits, preservesTrack, type Tile } from '../helpers/engine-internals';
import { loadTitleDir } from '../../tools/definitions-fs';
import { findRepoRoot } from '../../tools/paths';
import { formatMessage, validateTitleDir } from '../../tools/validate';

const DIR = path.join(findRepoRoot(), 'definitions', '1843');
const { definition: def } = loadTitleDir(DIR);
const title = compileTitle(def);
const NOTES = fs.readFileSync(path.join(DIR, 'NOTES.md'), 'utf8');

const words = (s: string): string[] => s.split(/\s+/).filter((w) => w !== '');
const sorted = (xs: Iterable<string>): string[] => [...xs].sort();
const hex = (id: string) => {
  const h = def.map.hexes.find((x) => x.id === id);
  if (!h) throw new Error(`no hex ${id}`);
  return h;
};
const tile = (id: string): Tile => {
  const t = title.tiles.get(id);
  if (!t) throw new Error(`no tile ${id}`);
  return t;
};
const printed = (id: string): Tile => {
  const t = title.hexes.get(id)?.printed;
  if (!t) throw new Error(`hex ${id} has no printed tile`);
  return t;
};
const price = (cell: string): number => parseInt(cell, 10);

/** Sources §2.1: the 115 playable hexes. */
const PLAYABLE = words(`A6 B5 B7 B9 B15 B17 B19 B21 C6 C8 C10 C12 C14 C16 C18 C20 C22 D7 D9 D11 D13 D15 D17 D19 D21
  E8 E10 E12 E14 E16 E18 E20 E22 E24 F7 F9 F11 F13 F15 F17 F19 F21 F23 F25 G8 G10 G12 G14 G16 G18 G20 G22 G24 G26
  H7 H9 H11 H13 H15 H17 H19 H21 H23 H25 I4 I6 I8 I10 I12 I14 I16 I18 I20 I22 I24 J1 J3 J5 J7 J9 J11 J13 J15 J17 J19 J21 J23
  K4 K6 K8 K10 K12 K14 K16 K18 K20 L7 L9 L11 L13 L15 L17 L19 M8 M10 M12 M14 M16 M18 N9 N15 N17 N19 N21 O16`);
/** Sources §2.2, terrain lists (every cost 80fr). */
const HILL = words('H17 H23 I14 I16 I20 J11 J13 J15 J19 K4 K6 K10 K12 K14 K18 K20 L7 L19 M8 M16 M18 N17');
const RIVER = words('C14 C20 E8 H7 H9 M14');
const PLAIN = words(`B7 C8 C10 C12 C16 D7 D11 D13 D17 D19 D21 E18 E22 F9 F11 F17 F19 G10 G16 G20 G22 G24 H13 H21
  I6 I8 I10 I12 I18 J3 J5 J7 L11 L13 M10`);

describe('definitions/1843', () => {
  it('validates clean (schemas and lint) and compiles', () => {
    expect(validateTitleDir(DIR).map((m) => formatMessage(m, DIR))).toEqual([]);
    expect(title.id).toBe('1843');
  });

  it('is playable, so the API offers it (test/api/game-1843.test.ts)', () => {
    expect(def.title.status).toBe('playable');
  });

  describe('players, money and limits (rules, Starting Player Capital; Certificate limit; digest D5.1)', () => {
    it('is for 2-6 players with 1,200/800/600/480/400fr and certificate limits 36/24/18/15/12', () => {
      expect(def.title.players).toEqual({ min: 2, max: 6 });
      expect(def.title.startingCash).toEqual({ '2': 1200, '3': 800, '4': 600, '5': 480, '6': 400 });
      expect(def.title.certificateLimit).toEqual({ '2': 36, '3': 24, '4': 18, '5': 15, '6': 12 });
      // The total starting money is always 2,400fr.
      for (const [n, cash] of Object.entries(def.title.startingCash)) expect(Number(n) * cash).toBe(2400);
    });

    it('has a ~100,000fr bank that never ends the game, a 60% holding cap and a 50% pool cap', () => {
      expect(def.title.bank.cash).toBe(100000);
      expect(def.title.endConditions.map((e) => e.kind)).not.toContain('bankBroken');
      expect(def.title.endConditions).toContainEqual({ kind: 'bankruptcy', timing: 'immediate' });
      expect(def.title.holdingLimitPercent).toBe(60);
      expect(def.title.marketPoolLimitPercent).toBe(50);
    });

    it('runs the waterfall auction (5fr steps, lowest bid first in a duel, an all-pass pays the privates, discards a yellow train and cuts 5fr) and pays pool dividends to the company', () => {
      expect(def.title.rounds.initial).toEqual(['auction']);
      expect(def.title.rounds.auction?.waterfallAuction).toEqual({
        minRaise: 5, allPassDecay: 5,
        allPassEffects: ['payout', 'discardTrain', 'decay'], allPassDiscardTrain: '2+1',
        raiseInMultiples: true, duelOrder: 'lowestBidFirst', priorityAfter: 'lastBuyer',
      });
      expect(def.title.dividends?.recipients).toEqual({ ipo: 'none', treasury: 'none', market: 'corporation' });
      expect(def.title.rounds.stock.sellAllowed).toBe('afterFirstStockRound');
      expect(def.title.rounds.operating.dividend.kinds).toEqual(['payout', 'withhold']);
      expect(def.title.rounds.operating.mustBuyTrain).toBe('ifRoute');
    });
  });

  describe('map (sources §2.1-§2.3, [EXT])', () => {
    it('is a pointy-top grid of exactly the 115 playable hexes, rows A-O, columns 1-26, letter index + column odd', () => {
      expect(def.map.layout).toBe('pointy');
      expect(PLAYABLE).toHaveLength(115);
      expect(sorted(def.map.hexes.map((h) => h.id))).toEqual(sorted(PLAYABLE));
      for (const id of PLAYABLE) {
        const letter = id.charCodeAt(0) - 64;
        expect([id, (letter + Number(id.slice(1))) % 2]).toEqual([id, 1]);
      }
    });

    it('has 22 hill and 6 river hexes, each costing 80fr, and no other terrain', () => {
      const withTerrain = (t: string) => sorted(def.map.hexes.filter((h) => h.terrain === t).map((h) => h.id));
      expect(withTerrain('hill')).toEqual(sorted(HILL));
      expect(withTerrain('river')).toEqual(sorted(RIVER));
      expect(HILL).toHaveLength(22);
      expect(RIVER).toHaveLength(6);
      for (const id of [...HILL, ...RIVER]) expect([id, hex(id).cost]).toEqual([id, 80]);
      expect(def.map.hexes.filter((h) => h.terrain !== undefined)).toHaveLength(28);
    });

    it('leaves the 35 plain hexes blank', () => {
      for (const id of PLAIN) expect(hex(id)).toEqual({ id });
    });

    it('puts the nine homes on the corrected coordinates (the rules table is one column off)', () => {
      const homes = Object.fromEntries(def.corporations.corporations.map((c) => [c.id, c.home!.hex]));
      expect(homes).toEqual({ EST: 'H25', ETA: 'H15', MID: 'J9', NOR: 'C20', OU: 'D9', PLM: 'J17', PO: 'F13', PRO: 'N15', SO: 'H7' });
      const names: Record<string, string> = { H25: 'Strasbourg', H15: 'Nevers', C20: 'Lille', D9: 'Rennes', J17: 'Lyon', F13: 'Orléans', N15: 'Marseille', H7: 'Bordeaux' };
      for (const [id, name] of Object.entries(names)) expect(hex(id).name).toBe(name);
      expect(hex('J9').name).toContain('Montauban');
      expect(hex('J9').name).toContain('Albi');
      // The rules' coordinates have the wrong parity: none of them is a hex.
      for (const wrong of ['C19', 'D8', 'H14', 'H24', 'J16', 'N14', 'H6']) expect(PLAYABLE).not.toContain(wrong);
      // Each home is a city with a free slot for its company.
      for (const c of def.corporations.corporations) {
        const cities = printed(c.home!.hex).nodes.filter((n) => n.kind === 'city');
        expect([c.id, cities.length > (c.home!.city ?? 0)]).toEqual([c.id, true]);
      }
    });

    it('marks the six ports: Brest A6, Le Havre C14, Boulogne/Calais C18, Bordeaux H7, Toulouse K8, Marseille N15', () => {
      expect(sorted(def.map.hexes.filter((h) => (h.icons ?? []).includes('port')).map((h) => h.id))).toEqual(['A6', 'C14', 'C18', 'H7', 'K8', 'N15']);
    });

    it('has the nine red off-boards with their values by phase and their arrows', () => {
      const red = def.map.hexes.filter((h) => h.tile?.color === 'red');
      expect(sorted(red.map((h) => h.id))).toEqual(sorted(['B21', 'C22', 'E24', 'F25', 'J1', 'J21', 'J23', 'N9', 'N21']));
      // [yellow, green, blue, brown, red, gray]: a value holds until a later colour's value takes over.
      const expected: Record<string, [string, number[]]> = {
        B21: ['Gand', [20, 30, 30, 50, 50, 50]],
        C22: ['Bruxelles', [30, 30, 30, 60, 60, 60]],
        E24: ['Luxembourg', [30, 30, 30, 30, 30, 30]],
        F25: ['Sarrebruck', [70, 70, 70, 70, 70, 70]],
        J1: ['Bilbao', [30, 50, 50, 60, 60, 60]],
        J21: ['Genève', [40, 50, 50, 60, 60, 60]],
        J23: ['Bâle', [30, 30, 30, 40, 40, 40]],
        N9: ['Barcelone', [30, 30, 30, 50, 50, 50]],
        N21: ['Turin', [30, 30, 30, 70, 70, 70]],
      };
      for (const [id, [name, values]] of Object.entries(expected)) {
        expect(hex(id).name).toBe(name);
        const node = hex(id).tile!.nodes[0]!;
        expect(node.kind).toBe('offboard');
        const rev = node.revenue as Record<string, number>;
        expect([id, ['yellow', 'green', 'blue', 'brown', 'red', 'gray'].map((c) => rev[c])]).toEqual([id, values]);
      }
      // Arrows point at these neighbours.
      const arrows: Record<string, string[]> = {
        B21: ['B19', 'C20'], C22: ['D21'], E24: ['F23'], F25: ['F23'], J1: ['J3'], J21: ['I20', 'J19'], J23: ['I24'], N9: ['M8', 'M10'], N21: ['N19'],
      };
      for (const [id, targets] of Object.entries(arrows)) {
        const info = title.hexes.get(id)!;
        expect([id, sorted([...exits(info.printed!, 0)].map((e) => info.neighbours[e]!))]).toEqual([id, sorted(targets)]);
      }
    });

    it('has the thirteen gray hexes, with the printed cities Brest 40/50 (gray), Nevers 10 (ETA), Strasbourg 20/30/50 (EST) and Montpellier 40', () => {
      const gray = def.map.hexes.filter((h) => h.tile?.color === 'gray');
      expect(sorted(gray.map((h) => h.id))).toEqual(sorted(['A6', 'B5', 'B9', 'B15', 'B17', 'F7', 'G26', 'H15', 'H25', 'I4', 'I24', 'M12', 'O16']));
      const cityValue = (id: string) => printed(id).nodes.filter((n) => n.kind === 'city').map((n) => n.revenue);
      // G23: values by phase colour (the board's 40/50 and 20/30/50).
      expect(cityValue('A6')).toEqual([{ yellow: 40, gray: 50 }]);
      expect(cityValue('H15')).toEqual([10]);
      expect(cityValue('H25')).toEqual([{ yellow: 20, green: 30, brown: 50 }]);
      expect(cityValue('M12')).toEqual([40]);
      for (const id of ['B9', 'B15', 'I24', 'O16']) expect(printed(id).nodes.map((n) => [n.kind, n.revenue])).toEqual([['town', 10]]);
    });

    it('has the yellow hexes: the OO pairs C18, E12, F23, J9, Paris E16, Saint-Étienne J15, Toulouse K8, and straights I22, N19', () => {
      const yellow = def.map.hexes.filter((h) => h.tile?.color === 'yellow');
      expect(sorted(yellow.map((h) => h.id))).toEqual(sorted(['C18', 'E12', 'E16', 'F23', 'I22', 'J9', 'J15', 'K8', 'N19']));
      for (const id of ['C18', 'E12', 'F23', 'J9']) {
        expect(hex(id).label).toBe('OO');
        expect(printed(id).nodes.filter((n) => n.kind === 'city')).toHaveLength(2);
        expect(printed(id).paths).toEqual([]);
      }
      // Paris: two unjoined cities, Paris to the NE (edge 3) and Montparnasse to the SW (edge 0), each 40.
      expect(hex('E16').label).toBe('P');
      expect(printed('E16').nodes.map((n) => [n.kind, n.revenue])).toEqual([['city', 40], ['city', 40]]);
      expect(sorted([...exits(printed('E16'), 0)].map(String))).toEqual(['0', '3']);
      expect(printed('J15').nodes.map((n) => n.revenue)).toEqual([20]);
      expect(printed('K8').nodes.map((n) => n.revenue)).toEqual([20]);
      for (const id of ['I22', 'N19']) expect([...exits(printed(id), 0)].sort()).toEqual([1, 4]);
    });

    it('has the white city and town hexes, with named Lille and Lyon carrying a printed stub to the NW', () => {
      const cities = ['C14', 'C20', 'D9', 'D15', 'E8', 'E20', 'F13', 'F15', 'H7', 'H11', 'I16', 'J17', 'L15', 'L17', 'N15'];
      const towns = ['C6', 'E10', 'G12', 'G18', 'H19', 'L9'];
      const doubleTowns = ['B19', 'E14', 'F21', 'G8', 'G14', 'K16'];
      const kinds = (id: string) => printed(id).nodes.map((n) => n.kind).join('+');
      const white = def.map.hexes.filter((h) => h.tile?.color === 'white').map((h) => h.id);
      expect(sorted(white)).toEqual(sorted([...cities, ...towns, ...doubleTowns]));
      for (const id of cities) expect([id, kinds(id)]).toEqual([id, 'city']);
      for (const id of towns) expect([id, kinds(id)]).toEqual([id, 'town']);
      for (const id of doubleTowns) expect([id, kinds(id)]).toEqual([id, 'town+town']);
      expect(hex('C20').label).toBe('Lille');
      expect(hex('J17').label).toBe('Lyon');
      expect([...exits(printed('C20'), 0)]).toEqual([2]);
      expect([...exits(printed('J17'), 0)]).toEqual([2]);
      expect([...exits(printed('C14'), 0)]).toEqual([3]);
    });

    it('joins every printed track to a hex on the map, and the gray and yellow track to the hexes named in the sources', () => {
      for (const [id, info] of title.hexes) {
        if (!info.printed) continue;
        for (const e of exits(info.printed, 0)) expect([id, e, info.neighbours[e] !== null]).toEqual([id, e, true]);
      }
      const to = (id: string) => sorted([...exits(printed(id), 0)].map((e) => title.hexes.get(id)!.neighbours[e]!));
      expect(to('A6')).toEqual(sorted(['B5', 'B7']));
      expect(to('B5')).toEqual(sorted(['A6', 'C6']));
      expect(to('B15')).toEqual(['C14']);
      expect(to('C14')).toEqual(['B15']);
      expect(to('C20')).toEqual(['B19']);
      expect(to('J17')).toEqual(['I16']);
      expect(to('K8')).toEqual(['J9']);
      expect(to('H25')).toEqual(sorted(['H23', 'G24', 'G26', 'I24']));
      expect(to('I24')).toEqual(sorted(['I22', 'H25', 'J23']));
      expect(to('G26')).toEqual(sorted(['H25', 'G24']));
      expect(to('H15')).toEqual(sorted(['G14', 'I14', 'I16']));
      expect(to('M12')).toEqual(sorted(['L11', 'M14']));
      expect(to('O16')).toEqual(sorted(['N15', 'N17']));
      expect(to('J15')).toEqual(sorted(['I16', 'K16']));
      expect(to('E16')).toEqual(sorted(['D17', 'F15']));
    });
  });

  describe('tiles (digest D5.10, [EXT] 1843-TrackTiles.pdf)', () => {
    const manifest = def.tiles.manifest ?? {};
    it('has 75 yellow (7, 8 and 9 unlimited), 38 green, 35 brown and 2 gray tiles', () => {
      expect(manifest['7']).toBe('unlimited');
      expect(manifest['8']).toBe('unlimited');
      expect(manifest['9']).toBe('unlimited');
      const printedCounts: Record<string, number> = { 7: 10, 8: 17, 9: 17 };
      const totals: Record<string, number> = {};
      for (const [id, n] of Object.entries(manifest)) {
        const c = tile(id).color;
        totals[c] = (totals[c] ?? 0) + (n === 'unlimited' ? printedCounts[id]! : n);
      }
      expect(totals).toEqual({ yellow: 75, green: 38, brown: 35, gray: 2 });
      expect(Object.keys(manifest)).toHaveLength(73);
      expect([manifest['57'], manifest['X01'], manifest['X02'], manifest['14'], manifest['15'], manifest['63']]).toEqual([7, 3, 3, 5, 4, 3]);
    });

    it('lays the Lille, Lyon and Paris tiles only in their printed orientation, keeping the printed stubs and Paris track', () => {
      expect(sorted(def.tiles.fixedRotation ?? [])).toEqual(sorted(['X01', 'X02', 'X03', 'X04', 'X05', 'X09', 'X10', 'X11']));
      expect(canUpgradeKind(printed('C20'), tile('X01'), 'Lille')).toBe(true);
      expect(preservesTrack(printed('C20'), 0, tile('X01'), 0)).toBe(true);
      expect(canUpgradeKind(printed('J17'), tile('X02'), 'Lyon')).toBe(true);
      expect(preservesTrack(printed('J17'), 0, tile('X02'), 0)).toBe(true);
      // A Lille tile cannot go on Lyon, nor a Lyon tile on Lille.
      expect(canUpgradeKind(printed('J17'), tile('X01'), 'Lyon')).toBe(false);
      expect(canUpgradeKind(printed('C20'), tile('X02'), 'Lille')).toBe(false);
      expect(canUpgradeKind(printed('E16'), tile('X05'), 'P')).toBe(true);
      expect(preservesTrack(printed('E16'), 0, tile('X05'), 0)).toBe(true);
    });

    it('gives the port cities Le Havre, Bordeaux and Marseille their named brown tiles', () => {
      expect(hex('C14').futureLabels).toEqual([{ color: 'brown', label: 'Le Havre' }]);
      expect(hex('H7').futureLabels).toEqual([{ color: 'brown', label: 'Bordeaux' }]);
      expect(hex('N15').futureLabels).toEqual([{ color: 'brown', label: 'Marseille' }]);
      expect(canUpgradeKind(tile('15'), tile('X06'), 'Bordeaux')).toBe(true);
      expect(canUpgradeKind(tile('15'), tile('63'), 'Bordeaux')).toBe(false);
    });
  });

  describe('stock market (sources §2.5, [EXT]; rules §Stock Market)', () => {
    const rows = def.market.rows;
    const at = (r: number, c: number) => rows[r - 1]![c - 1]!;

    it('has 18 stepped rows: 1-14 from column 1, 15-16 from column 2, 17-18 from column 3', () => {
      expect(rows).toHaveLength(18);
      expect(rows.map((r) => r.length)).toEqual([15, 15, 15, 15, 15, 14, 13, 12, 11, 10, 10, 9, 9, 9, 7, 7, 7, 7]);
      expect(rows.map((r) => r.findIndex((c) => c !== '') + 1)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 3]);
      expect(rows[0]!.map(price)).toEqual([122, 130, 138, 147, 157, 167, 178, 191, 213, 240, 272, 312, 357, 412, 500]);
      expect(rows[8]!.map(price)).toEqual([66, 70, 73, 77, 81, 85, 89, 94, 104, 115, 129]);
      expect(rows[17]!.filter((c) => c !== '').map(price)).toEqual([40, 42, 44, 46, 48]);
    });

    it('rises to the right and upwards everywhere', () => {
      rows.forEach((row, r) =>
        row.forEach((cell, c) => {
          if (cell === '') return;
          if (c > 0 && row[c - 1] !== '') expect(price(cell)).toBeGreaterThan(price(row[c - 1]!));
          const above = rows[r - 1]?.[c];
          if (above) expect(price(above)).toBeGreaterThan(price(cell));
        }),
      );
    });

    it('ends the game at 500fr in the top-right cell, and only there', () => {
      const ends = rows.flatMap((row, r) => row.flatMap((cell, c) => (cell.includes('e') ? [[r + 1, c + 1, price(cell)]] : [])));
      expect(ends).toEqual([[1, 15, 500]]);
    });

    it('has the par boxes 67, 73, 79 (yellow), 86, 94 (green), 105 (blue), 120 (brown) on the diagonal', () => {
      const pars = rows.flatMap((row, r) => row.flatMap((cell, c) => (cell.includes('p') ? [[r + 1, c + 1, price(cell)]] : [])));
      expect(pars).toEqual([
        [2, 2, 120],
        [4, 3, 105],
        [6, 4, 94],
        [8, 5, 86],
        [10, 6, 79],
        [12, 7, 73],
        [14, 8, 67],
      ]);
    });

    it('has the yellow, orange and brown zones of the lower left', () => {
      const zone = (flag: string) => rows.flatMap((row, r) => row.flatMap((cell, c) => (cell !== '' && cell.replace(/[0-9]/g, '').includes(flag) ? [`${r + 1}.${c + 1}`] : [])));
      expect(zone('y')).toEqual(words('5.1 6.1 7.1 7.2 8.2 9.2 9.3 10.3 11.3 11.4 12.4 13.4 13.5 14.5 14.6 15.5 15.6 16.6 16.7 17.7'));
      expect(zone('o')).toEqual(words('8.1 9.1 10.1 10.2 11.2 12.2 12.3 13.3 14.3 14.4 15.4 16.4 16.5 17.5 17.6 18.5 18.6 18.7'));
      expect(zone('b')).toEqual(words('11.1 12.1 13.1 13.2 14.1 14.2 15.2 15.3 16.2 16.3 17.3 17.4 18.3 18.4'));
    });

    it('places the red barrier lines on zone edges (rows 5-6 between columns 1|2, rows 7-8 between columns 2|3) and records them in NOTES.md', () => {
      // The schema has no barrier field (NOTES.md G14): each line separates a yellow-zone cell from a white one.
      for (const [r, c] of [[5, 1], [6, 1], [7, 2], [8, 2]] as const) {
        expect(at(r, c)).toMatch(/y$/);
        expect(at(r, c + 1)).toMatch(/^[0-9]+$/);
      }
      expect(NOTES).toContain('rows 5-6 between columns 1 and 2');
      expect(NOTES).toContain('rows 7-8 between columns 2 and 3');
    });

    it('moves a sold-out company at the top row one column right and one row down, as printed (digest D8 #7)', () => {
      expect(def.market.movement?.upOnTopRow).toBe('rightThenDown');
      expect(def.title.rounds.stock.soldOutMovement).toBe('up');
    });
  });

  describe('trains and phases (rules, Train Roster and Game Phases tables)', () => {
    it('has 6 yellow, 7 green, 7 blue, 6 brown, 6 red and 18 gray certificates, single sides 2+1 125 ... Electric 900', () => {
      expect(def.trains.trains.map((t) => [t.id, t.count, t.price, t.rustsOn ?? null])).toEqual([
        ['2+1', 6, 125, '5+2'],
        ['4+1', 7, 300, '5E'],
        ['5+2', 7, 350, '8E'],
        ['5E', 6, 400, 'Electric'],
        ['8E', 6, 500, 'Electric'],
        ['Electric', 18, 900, null],
        ['2', 0, 110, '5+2'], // Val de Loire as a train (5-6 players, L5332-5420): never in the bank
      ]);
      expect(def.trains.trains.reduce((n, t) => n + (t.count as number), 0)).toBe(50);
    });

    it('gives each train type its distance: N+M, NE (best N of any length) and Electric (unlimited)', () => {
      const d = Object.fromEntries(def.trains.trains.map((t) => [t.id, t.distance]));
      expect(d['2+1']).toEqual({ major: 2, minor: 1, minorMayUseMajor: true });
      expect(d['4+1']).toEqual({ major: 4, minor: 1, minorMayUseMajor: true });
      expect(d['5+2']).toEqual({ major: 5, minor: 2, minorMayUseMajor: true });
      expect(d['5E']).toEqual([{ pay: 5, visit: 99 }]);
      expect(d['8E']).toEqual([{ pay: 8, visit: 99 }]);
      expect(d['Electric']).toBe('unlimited');
      expect(d['2']).toBe(2);
    });

    it('has six colour phases with ORs 1/2/2/3/3/4, limits trains/certificates 4/4, 4/4, 3/3, 3/2, 2/2, 2/2 and tile colours as the table says', () => {
      const certs = (p: unknown): number | undefined => (p as { trainCertificateLimit?: number }).trainCertificateLimit;
      expect(def.phases.phases.map((p) => [p.id, p.onTrain, p.color, p.operatingRounds, `${p.trainLimit}/${certs(p)}`, p.tiles.join('+')])).toEqual([
        ['yellow', '2+1', 'yellow', 1, '4/4', 'yellow'],
        ['green', '4+1', 'green', 2, '4/4', 'yellow+green'],
        ['blue', '5+2', 'blue', 2, '3/3', 'yellow+green'],
        ['brown', '5E', 'brown', 3, '3/2', 'yellow+green+brown'],
        ['red', '8E', 'red', 3, '2/2', 'yellow+green+brown'],
        ['gray', 'Electric', 'gray', 4, '2/2', 'yellow+green+brown+gray'],
      ]);
    });

    it('gives the yellow, green, blue and brown certificates a ×2 side at 200/500/600/700 that flips to the single side (Train Roster, L6642-6741)', () => {
      const sides = def.trains.trains.map((t) => [t.id, (t.variants ?? []).map((v) => [v.id, v.price ?? t.price, v.flipsTo ?? null, (v.runs ?? []).map((f) => f.length)])]);
      expect(sides).toEqual([
        ['2+1', [['2+1', 125, null, []], ['2x2|3+1', 200, '2+1', [2, 1]]]],
        ['4+1', [['4+1', 300, null, []], ['3/5x2', 500, '4+1', [2]]]],
        ['5+2', [['5+2', 350, null, []], ['4/6x2', 600, '5+2', [2]]]],
        ['5E', [['5E', 400, null, []], ['5/7x2', 700, '5E', [2]]]],
        ['8E', []],
        ['Electric', []],
        ['2', []],
      ]);
      // N/M×2: two N/M trains, the best N of at most M stops.
      expect(def.trains.trains[1]!.variants![1]!.runs![0]).toEqual([{ distance: [{ pay: 3, visit: 5 }] }, { distance: [{ pay: 3, visit: 5 }] }]);
      expect(def.trains.trains[0]!.variants![1]!.runs!).toEqual([[{ distance: 2 }, { distance: 2 }], [{ distance: { major: 3, minor: 1, minorMayUseMajor: true } }]]);
    });

    it('lets companies buy privates from green (1fr to 2x face) and closes every private at the start of brown', () => {
      const events = Object.fromEntries(def.phases.phases.map((p) => [p.id, (p.events ?? []).map((e) => e.kind)]));
      expect(events).toEqual({ yellow: [], green: ['companiesBuyable'], blue: [], brown: ['closeCompanies'], red: [], gray: ['removeAllOtherTrains', 'rustedTrainMarket'] });
      expect(def.phases.phases[1]!.events![0]).toMatchObject({ maxPricePercent: 200 });
      expect(def.phases.phases[3]!.events![0]!.companies).toBeUndefined();
    });
  });

  describe('companies (rules, public and private company tables)', () => {
    it('has the nine public companies with their names, station markers (Free/40/100/100...) and 20% + 8 x 10% certificates', () => {
      const corps = def.corporations.corporations;
      expect(corps.map((c) => [c.id, c.tokens.length])).toEqual([
        ['EST', 4], ['ETA', 4], ['MID', 4], ['NOR', 2], ['OU', 3], ['PLM', 3], ['PO', 2], ['PRO', 3], ['SO', 3],
      ]);
      expect(corps.map((c) => c.name)).toEqual([
        "Chemins de fer de l'Est",
        "Administration des chemins de fer de l'État",
        'Chemin de fer du Midi',
        'Chemin de fer du Nord',
        "Chemins de fer de l'Ouest",
        'Chemins de fer de Paris à Lyon et à la Méditerranée',
        'Chemin de fer de Paris à Orléans',
        'Chemins de fer de Provence',
        'Chemin de fer du Sud - Ouest',
      ]);
      for (const c of corps) {
        expect(c.tokens).toEqual([0, 40, 100, 100].slice(0, c.tokens.length));
        expect(c.certificates).toEqual([20, 10, 10, 10, 10, 10, 10, 10, 10]);
        expect([c.floatPercent, c.capitalization]).toEqual([60, 'full']);
      }
    });

    it('has the seven privates in order of face value 15 ... 210, with revenues 0 ... 30', () => {
      expect(def.companies.companies.map((c) => [c.id, c.name, c.value, c.revenue])).toEqual([
        ['TB', 'Compagnie de Toulouse à Barcelone', 15, 0],
        ['C', 'Cie de la Ceinture', 20, 5],
        ['PStG', 'Cie de Paris - Saint-Germain', 40, 10],
        ['LH', 'Cie du Havre', 60, 15],
        ['VdL', 'Cie du Val de Loire', 110, 20],
        ['BA', 'Cie de Boulogne - Amiens', 150, 25],
        ['LM', 'Cie de Lyon - Méditerranée', 210, 30],
      ]);
    });

    it('blocks K8, E18 + F17, E14, C14, G14 and C18; Lyon-Méditerranée blocks nothing', () => {
      const blocks = Object.fromEntries(
        def.companies.companies.map((c) => [c.id, c.abilities.filter((a) => a.kind === 'blocksHex').flatMap((a) => (a.params as { hexes: string[] }).hexes)]),
      );
      expect(blocks).toEqual({ TB: ['K8'], C: ['E18', 'F17'], PStG: ['E14'], LH: ['C14'], VdL: ['G14'], BA: ['C18'], LM: [] });
    });

    it('bundles the ETA 10% with Boulogne-Amiens and the PLM director with Lyon-Méditerranée, which no company may buy', () => {
      const ability = (co: string, kind: string) => def.companies.companies.find((c) => c.id === co)!.abilities.filter((a) => a.kind === kind);
      expect(ability('BA', 'grantsShare')[0]!.params).toMatchObject({ corporation: 'ETA', percent: 10, president: false });
      expect(ability('LM', 'grantsShare')[0]!.params).toMatchObject({ corporation: 'PLM', certificate: 0, percent: 20, president: true, buyerSetsPar: true });
      expect(ability('LM', 'purchaseWindow')[0]!.params).toEqual({ phases: [] });
    });
  });

  describe('NOTES.md', () => {
    it('records the decisions and lists the open gaps once each, in number order (closed ones live in git history)', () => {
      expect(NOTES).toMatch(/^## Decisions/m);
      const open = NOTES.slice(NOTES.search(/^## Open gaps/m));
      expect(open).toMatch(/^## Open gaps/);
      const gaps = [...open.matchAll(/^- \*\*G(\d+)\b/gm)].map((m) => Number(m[1]));
      expect(gaps.length).toBeGreaterThan(0);
      expect(gaps).toEqual([...new Set(gaps)].sort((x, y) => x - y));
    });
  });
});
