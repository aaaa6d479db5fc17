/**
 * The 1820 definition (definitions/1820/) against its sources: the rules text
 * (shared/rules/1820-rules.txt, 13 May 2017), the digest (shared/rules/digests/1820.md) and the
 * designer's files recovered in shared/rules/digests/1820-1843-sources.md §1 (M20.ps: map, blue
 * barriers, tile manifest; 1820-StockMarket.png: the 33-cell ladder; 1820-Papers.xxp: the 30
 * charters). Decisions and gaps are in definitions/1820/NOTES.md.
 *
 * The last block compiles the title and asks the engine about a few lays on the real map, so that
 * the data is checked against the mechanisms it switches on (permissive placement, OO/B/M labels,
 * blue barriers, London's edge costs).
 */
import * as path from 'path';
import { compileTitle, type GameState, type Definition, type HexDefinition } from '../../engine';
import { type Ctx, checkLay, neighbourId, initialState } from '../helpers/engine-internals';
import { loadTitleDir } from '../../tools/definitions-fs';
import { findRepoRoot } from '../../tools/paths';
import { formatMessage, validateTitleDir } from '../../tools/validate';
import { everywhere, operatingTurn, put } from '../helpers/grid';

const DIR = path.join(findRepoRoot(), 'definitions', '1820');
const { definition: def } = loadTitleDir(DIR);
const AXES = { x: 'number', y: 'letter' } as const;

/** The board: every hex of map.json (the placeholder home hex A23 is gone with G3's stations chosen at float). */
const board = def.map.hexes;
const hex = (id: string): HexDefinition => {
  const h = def.map.hexes.find((x) => x.id === id);
  if (!h) throw new Error(`no hex ${id}`);
  return h;
};
const kinds = (h: HexDefinition): string[] => (h.tile?.nodes ?? []).map((n) => n.kind);
const EDGE = { SW: 0, W: 1, NW: 2, NE: 3, E: 4, SE: 5 } as const;
/** The edges a printed off-board or port node is joined to. */
const spikes = (h: HexDefinition): number[] =>
  (h.tile?.paths ?? [])
    .filter(([a, b]) => a === 'n0' || b === 'n0')
    .map(([a, b]) => (typeof a === 'number' ? a : (b as number)))
    .sort();
const phased = (y: number, g: number, b: number, gr: number) => ({ yellow: y, green: g, brown: b, gray: gr });

describe('definitions/1820', () => {
  it('validates clean (schemas and lint)', () => {
    expect(validateTitleDir(DIR).map((m) => formatMessage(m, DIR))).toEqual([]);
  });

  it('compiles, and is playable', () => {
    expect(() => compileTitle(def)).not.toThrow();
    expect(def.title.id).toBe('1820');
    expect(def.title.status).toBe('playable');
    expect(def.title.designer).toBe('J C Lawrence');
    expect(def.title.players).toEqual({ min: 2, max: 5 });
    expect(def.title.currency.symbol).toBe('£');
  });

  describe('map (sources §1.1-1.3)', () => {
    it('is pointy-topped, rows A-P by letter, columns 1-23, with 144 game hexes on the even grid', () => {
      expect(def.map.layout).toBe('pointy');
      expect(def.map.axes).toEqual(AXES);
      expect(board).toHaveLength(144);
      for (const h of board) {
        const m = /^([A-P])(\d+)$/.exec(h.id)!;
        expect(m).not.toBeNull();
        const row = m[1]!.charCodeAt(0) - 64;
        const col = Number(m[2]);
        expect(col).toBeGreaterThanOrEqual(1);
        expect(col).toBeLessThanOrEqual(23);
        expect((row + col) % 2).toBe(0);
      }
      // The seed's "C16" Hull is not a hex (digest D8 #15); Hull is C15, and M22 (the compass rose) is no hex.
      expect(def.map.hexes.map((h) => h.id)).not.toContain('C16');
      expect(def.map.hexes.map((h) => h.id)).not.toContain('M22');
    });

    it('has no placeholder home hex: A23 is not a hex (NOTES.md G3)', () => {
      expect(def.map.hexes.map((h) => h.id)).not.toContain('A23');
    });

    it('London M13: five one-slot stations, one on each of its NW, NE, W, SW and SE edges, all joined to its E edge (Chatham); 40/60/80/100; each of those edges costs £40', () => {
      const m13 = hex('M13');
      expect(m13.name).toBe('London');
      const nodes = m13.tile!.nodes;
      expect(nodes).toHaveLength(5);
      for (const n of nodes) expect(n).toEqual({ kind: 'offboard', revenue: phased(40, 60, 80, 100), slots: 1 });
      const outer = nodes.map((_, i) => m13.tile!.paths.filter(([a, b]) => a === `n${i}` || b === `n${i}`).flat().filter((e) => typeof e === 'number'));
      for (const ends of outer) expect(ends).toContain(EDGE.E);
      expect(outer.map((ends) => ends.find((e) => e !== EDGE.E)).sort()).toEqual([EDGE.SW, EDGE.W, EDGE.NW, EDGE.NE, EDGE.SE]);
      expect(m13.borders).toEqual([EDGE.SW, EDGE.W, EDGE.NW, EDGE.NE, EDGE.SE].map((edge) => ({ edge, kind: 'cost', cost: 40 })));
    });

    it('Chatham M15, M17 and the London Docks M19', () => {
      const m15 = hex('M15');
      expect(m15.name).toBe('Chatham');
      expect(m15.tile!.color).toBe('gray');
      expect(m15.tile!.nodes).toEqual([{ kind: 'city', revenue: 30, slots: 1 }]);
      // The city reaches E (M17), SE and SW; a bypass joins W (London) to E over the top of the city.
      expect(m15.tile!.paths).toEqual([[0, 'n0'], [4, 'n0'], [5, 'n0'], [1, 4]]);
      expect(hex('M17').tile).toEqual({ color: 'gray', nodes: [], paths: [[1, 4], [0, 5], [2, 3]] });
      const m19 = hex('M19');
      expect(m19.name).toBe('London Docks');
      expect(m19.icons).toEqual(['port']);
      expect(m19.tile!.nodes).toEqual([{ kind: 'offboard', countsAs: 'town', revenue: phased(0, 60, 80, 100) }]);
      expect(spikes(m19)).toEqual([EDGE.W]);
    });

    it('the named city hexes (rules §12.3.3, sources §1.2)', () => {
      const city = (id: string, name: string, cities: number, extra: Partial<HexDefinition>) => {
        const h = hex(id);
        expect(h.name).toBe(name);
        expect(kinds(h)).toEqual(Array(cities).fill('city'));
        expect(h.tile!.nodes.every((n) => n.slots === 1)).toBe(true);
        expect(h.tile!.paths).toEqual([]);
        expect({ label: h.label, cost: h.cost, terrain: h.terrain }).toEqual({ label: undefined, cost: undefined, terrain: undefined, ...extra });
      };
      city('C5', 'Liverpool', 1, { label: 'B', cost: 40, terrain: 'river' });
      city('G7', 'Birmingham', 1, { label: 'B' });
      city('O17', 'Dover', 1, { label: 'B', cost: 40, terrain: 'river' });
      city('C15', 'Hull', 1, { cost: 40, terrain: 'river' });
      city('D16', 'Grimsby', 1, { cost: 40, terrain: 'river' });
      city('B6', 'Preston', 1, { cost: 40, terrain: 'river' });
      city('N18', 'Margate', 1, {});
      city('D6', 'Manchester', 2, { label: 'M', cost: 40, terrain: 'hill' });
      city('C7', 'Warrington / Bolton', 2, { label: 'OO', cost: 40, terrain: 'hill' });
      city('C11', 'Leeds / York', 2, { label: 'OO', cost: 40, terrain: 'hill' });
      city('D10', 'Sheffield / Doncaster', 2, { label: 'OO', cost: 40, terrain: 'hill' });
      city('D4', 'Birkenhead / Chester', 2, { label: 'OO', cost: 40, terrain: 'river' });
      const printedCities = board.filter((h) => kinds(h).includes('city')).map((h) => h.id).sort();
      expect(printedCities).toEqual(['B6', 'C11', 'C15', 'C5', 'C7', 'D10', 'D16', 'D4', 'D6', 'G7', 'M15', 'N18', 'O17']);
    });

    it('ports: 18 blue hexes, their values (yellow/green/brown/gray) and the hex each spike faces', () => {
      const ports: [string, string, ReturnType<typeof phased>, string[]][] = [
        ['B4', 'Preston', phased(0, 40, 30, 20), ['B6']],
        ['C3', 'Liverpool', phased(50, 60, 80, 90), ['C5', 'D4']],
        ['C17', 'Hull', phased(0, 30, 40, 20), ['C15']],
        ['D18', 'Grimsby', phased(0, 20, 30, 50), ['D16']],
        ['G17', 'Kings Lynn', phased(0, 20, 20, 30), ['H18']],
        ['I23', 'Great Yarmouth', phased(0, 50, 30, 30), ['I21']],
        ['K1', 'Bristol', phased(0, 30, 40, 40), ['K3']],
        ['K21', 'Harwich', phased(0, 20, 40, 40), ['K19']],
        ['L20', 'Southend-on-Sea', phased(0, 40, 50, 60), ['L18']],
        ['M19', 'London Docks', phased(0, 60, 80, 100), ['M17']],
        ['N20', 'Margate', phased(0, 40, 30, 30), ['N18', 'O19']],
        ['O5', 'Southampton', phased(0, 40, 50, 60), ['N6']],
        ['O9', 'Portsmouth', phased(0, 30, 30, 20), ['N8']],
        ['O19', 'Dover', phased(0, 30, 40, 50), ['O17']],
        ['P2', 'Poole', phased(0, 30, 40, 20), ['O3']],
        ['P4', 'Bournemouth Pier', phased(0, 30, 30, 20), ['O3']],
        ['P12', 'Brighton Pier', phased(0, 30, 40, 20), ['O13']],
        ['P16', 'Folkestone', phased(0, 30, 30, 40), ['O17']],
      ];
      const blue = board.filter((h) => h.tile?.color === 'blue').map((h) => h.id).sort();
      expect(blue).toEqual(ports.map((p) => p[0]).sort());
      for (const [id, name, value, faces] of ports) {
        const h = hex(id);
        expect([id, h.name, h.icons]).toEqual([id, name, ['port']]);
        expect(h.tile!.nodes).toEqual([{ kind: 'offboard', countsAs: 'town', revenue: value }]);
        expect([id, spikes(h).map((e) => neighbourId(id, e, 'pointy', AXES)).sort()]).toEqual([id, [...faces].sort()]);
      }
      // Dover's port also carries the printed curve from Margate N18 (its NW edge) to the Margate port N20 (NE).
      expect(hex('O19').tile!.paths).toContainEqual([EDGE.NW, EDGE.NE]);
    });

    it('red off-boards: Scotland, North Wales, Cardiff, Cornwall', () => {
      const red: [string, string, ReturnType<typeof phased>, string[]][] = [
        ['A13', 'Scotland', phased(30, 30, 40, 50), ['B12', 'B14']],
        ['A15', 'Scotland', phased(30, 30, 40, 50), ['B14', 'B16']],
        ['D2', 'North Wales', phased(30, 40, 30, 40), ['D4', 'E3']],
        ['E1', 'North Wales', phased(30, 40, 30, 40), ['E3', 'F2']],
        ['J2', 'Cardiff', phased(30, 30, 40, 50), ['I3', 'J4', 'K3']],
        ['M1', 'Cornwall', phased(30, 30, 40, 50), ['L2', 'M3', 'N2']],
        ['M13', 'London', phased(40, 60, 80, 100), []],
      ];
      expect(board.filter((h) => h.tile?.color === 'red').map((h) => h.id).sort()).toEqual(red.map((r) => r[0]).sort());
      for (const [id, name, value, faces] of red.filter((r) => r[0] !== 'M13')) {
        const h = hex(id);
        expect(h.name).toBe(name);
        expect(h.tile!.nodes).toEqual([{ kind: 'offboard', revenue: value }]);
        expect(spikes(h).map((e) => neighbourId(id, e, 'pointy', AXES)).sort()).toEqual(faces);
      }
    });

    it('gray hexes: pre-built track and the two gray towns', () => {
      const gray = Object.fromEntries(board.filter((h) => h.tile?.color === 'gray').map((h) => [h.id, h.tile]));
      expect(Object.keys(gray).sort()).toEqual(['A11', 'A7', 'A9', 'G1', 'I1', 'M15', 'M17', 'O1']);
      expect(gray.A7).toEqual({ color: 'gray', nodes: [], paths: [[EDGE.SE, EDGE.SW]] });
      expect(gray.A11).toEqual(gray.A7);
      expect(gray.A9).toEqual({ color: 'gray', nodes: [{ kind: 'town', revenue: 20 }], paths: [[EDGE.SE, 'n0'], ['n0', EDGE.SW]] });
      expect(gray.G1).toEqual({ color: 'gray', nodes: [], paths: [[EDGE.NE, EDGE.E], [EDGE.E, EDGE.SE]] });
      expect(gray.I1).toEqual({ color: 'gray', nodes: [], paths: [[EDGE.NE, EDGE.E]] });
      expect(gray.O1).toEqual({ color: 'gray', nodes: [{ kind: 'town', revenue: 20 }], paths: [[EDGE.NE, 'n0'], ['n0', EDGE.E]] });
    });

    it('rural hexes: 34 river and 7 hill (each £40), 58 plain (sources §1.3)', () => {
      const rural = board.filter((h) => h.tile === undefined);
      const river = rural.filter((h) => h.terrain === 'river').map((h) => h.id).sort();
      const hill = rural.filter((h) => h.terrain === 'hill').map((h) => h.id).sort();
      const plain = rural.filter((h) => h.terrain === undefined).map((h) => h.id).sort();
      const list = (s: string) => s.split(' ').sort();
      expect(river).toEqual(list('C13 D12 D14 E3 E5 F8 F10 F12 F14 G3 G15 H4 H14 H16 H18 I5 I15 I19 I21 J14 K3 K5 K7 K11 L8 L10 L16 L18 M3 M9 M11 N4 N6 N8'));
      expect(hill).toEqual(list('B8 B10 B12 C9 D8 E7 E9'));
      expect(plain).toHaveLength(58);
      expect(plain).toEqual(
        list(
          'B14 B16 E11 E13 E15 E17 F2 F4 F6 F16 G5 G9 G11 G13 G19 H2 H6 H8 H10 H12 H20 H22 I3 I7 I9 I11 I13 I17 J4 J6 J8 J10 J12 J16 J18 J20 J22 K9 K13 K15 K17 K19 L2 L4 L6 L12 L14 M5 M7 N2 N10 N12 N14 N16 O3 O11 O13 O15',
        ),
      );
      for (const h of [...rural.filter((x) => x.terrain)]) expect([h.id, h.cost]).toEqual([h.id, 40]);
      for (const h of rural.filter((x) => !x.terrain)) expect([h.id, h.cost]).toEqual([h.id, undefined]);
      expect(river.length + hill.length + plain.length).toBe(99);
    });

    it('the 8 blue barriers, closed until green (sources §1.3; rules §12.3.1.1)', () => {
      const barriers = board.flatMap((h) => (h.borders ?? []).filter((b) => b.kind === 'impassable').map((b) => `${h.id}/${b.edge}/${b.openFromPhase}`));
      expect(barriers.sort()).toEqual(
        ['C5/NE', 'C5/E', 'C5/SE', 'C5/SW', 'D4/NW', 'C15/SE', 'L18/NE', 'N8/W'].map((s) => {
          const [h, d] = s.split('/');
          return `${h}/${EDGE[d as keyof typeof EDGE]}/green`;
        }).sort(),
      );
      // Hull-Grimsby: C15's SE neighbour is D16.
      expect(neighbourId('C15', EDGE.SE, 'pointy', AXES)).toBe('D16');
      // The only cost borders are London's five.
      expect(board.filter((h) => (h.borders ?? []).some((b) => b.kind === 'cost')).map((h) => h.id)).toEqual(['M13']);
    });
  });

  describe('market (sources §1.4; rules §16)', () => {
    const row = def.market.rows[0]!;
    const price = (c: string) => parseInt(c, 10);

    it('is one 33-cell ladder from the £10 liquidation box to £500, which ends the game', () => {
      expect(def.market.rows).toHaveLength(1);
      expect(row.map(price)).toEqual([
        10, 40, 43, 47, 51, 55, 60, 65, 71, 78, 86, 95, 105, 116, 128, 142, 157, 173, 190, 208, 227, 247, 268, 289, 311, 334, 357, 381, 405, 429, 453, 477, 500,
      ]);
      expect(row[row.length - 1]).toBe('500e');
      expect(row.filter((c) => c.endsWith('e'))).toEqual(['500e']);
      expect(row[0]).toBe('10');
    });

    it('par cells: yellow 55-71, green 78-95 (95 the top green), blue 105-116, brown 128', () => {
      expect(row.filter((c) => c.endsWith('p')).map(price)).toEqual([55, 60, 65, 71, 78, 86, 95, 105, 116, 128]);
    });
  });

  describe('tiles (sources §1.5)', () => {
    const colours = new Map(def.catalogue.map((t) => [t.id, t.color]));
    const manifest = def.tiles.manifest!;
    /** Sheet counts of the three unlimited tiles. */
    const SHEET: Record<string, number> = { '7': 6, '8': 15, '9': 15 };

    it('80 tile ids, 435 printed tiles: yellow 119, green 182, brown 126, gray 8', () => {
      expect(Object.keys(manifest)).toHaveLength(80);
      const totals: Record<string, number> = {};
      for (const [id, n] of Object.entries(manifest)) {
        const c = colours.get(id)!;
        totals[c] = (totals[c] ?? 0) + (n === 'unlimited' ? SHEET[id]! : n);
      }
      expect(totals).toEqual({ yellow: 119, green: 182, brown: 126, gray: 8 });
      expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe(435);
    });

    it('#7, #8 and #9 are unlimited, and only they', () => {
      expect(Object.entries(manifest).filter(([, n]) => n === 'unlimited').map(([id]) => id)).toEqual(['7', '8', '9']);
    });

    it('counts of the special tiles', () => {
      const pick = (ids: string[]) => ids.map((id) => manifest[id]);
      expect(pick(['148', '149', '150', '179', '180', '181', '182', '198', '199', '200', '290'])).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 5]);
      expect(pick(['248', '802', '803', '35', '36', '54', '64', '65', '66', '67', '68', '212', '339', '804'])).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2]);
      expect(pick(['M01', 'M02', 'M03', 'M04'])).toEqual([1, 1, 1, 1]);
      expect(pick(['847', '848', '849', '867', '868', '869'])).toEqual([5, 10, 10, 5, 10, 9]);
      expect(pick(['3', '4', '5', '6', '57', '58', '14', '15', '38', '51'])).toEqual([5, 10, 10, 10, 10, 10, 8, 8, 8, 12]);
    });

    it('the green OO tiles 54 and 64-68 are the title\'s own (docs/tiles.md, Conflicts 1), overriding the catalogue\'s green NY 54 and brown 64-68', () => {
      expect((def.tiles.tiles ?? []).map((t) => [t.id, t.color, t.label, t.nodes.map((n) => n.revenue)])).toEqual(
        ['54', '64', '65', '66', '67', '68'].map((id) => [id, 'green', 'OO', [50, 50]]),
      );
      const title = compileTitle(def);
      for (const id of ['64', '65', '66', '67', '68']) expect(title.tiles.get(id)!.color).toBe('green');
    });
  });

  describe('trains and phases (rules Table 5.1, §15.3)', () => {
    it('2+ unlimited £80, 3+ 16 £200, 5+ 14 £400, 8+ 6 £800, 5D+ 4 £1600, FLOOD 9 £2000; nothing rusts', () => {
      expect(def.trains.trains.map((t) => [t.id, t.count, t.price])).toEqual([
        ['2+', 'unlimited', 80],
        ['3+', 16, 200],
        ['5+', 14, 400],
        ['8+', 6, 800],
        ['5D+', 4, 1600],
        ['FLOOD', 9, 2000],
      ]);
      for (const t of def.trains.trains) expect(t.rustsOn).toBeUndefined();
    });

    it('N+ trains count N cities and off-boards and any towns; 5D+ visits any number; FLOOD is a network train', () => {
      const [two, three, five, eight, d5, flood] = def.trains.trains;
      for (const [t, n] of [[two, 2], [three, 3], [five, 5], [eight, 8]] as const) {
        expect(t!.distance).toEqual([{ nodes: ['city', 'offboard'], pay: n }, { nodes: ['town'], pay: 99 }]);
      }
      expect(d5!.distance).toEqual([{ nodes: ['city', 'offboard'], pay: 5, visit: 99 }, { nodes: ['town'], pay: 99 }]);
      expect(flood).toMatchObject({ distance: 'unlimited', network: {} });
    });

    it('six phases, one per train colour, with train limits 6/5/5/4/3/2 and tiles by Table 5.1', () => {
      expect(def.phases.phases.map((p) => [p.id, p.onTrain, p.trainLimit, p.tiles.join(',')])).toEqual([
        ['yellow', '2+', 6, 'yellow'],
        ['green', '3+', 5, 'yellow,green'],
        ['blue', '5+', 5, 'yellow,green'],
        ['brown', '8+', 4, 'yellow,green,brown'],
        ['red', '5D+', 3, 'yellow,green,brown'],
        ['gray', 'FLOOD', 2, 'yellow,green,brown,gray'],
      ]);
      // Off-board values come in four columns (yellow/green/brown/gray): blue reads green's, red brown's.
      expect(def.phases.phases.map((p) => p.color)).toEqual(['yellow', 'green', 'green', 'brown', 'brown', 'gray']);
      // SR, OR, I&T, OR, I&T (§5 L237-256): the cycle lists each OR, so a set is one OR.
      for (const p of def.phases.phases) expect(p.operatingRounds).toBe(1);
      expect(def.title.rounds.cycle).toEqual(['stock', 'operating', 'issueTakeover', 'operating', 'issueTakeover']);
    });
  });

  describe('corporations (sources §1.6)', () => {
    const corps = def.corporations.corporations;
    it('the 30 charters of 1820-Papers.xxp, in its order', () => {
      expect(corps.map((c) => c.id)).toEqual([
        'LSR', 'OW&WR', 'N&PR', 'LUR', 'LC&DR', 'WM&CQR', 'M&BR', 'L&BR', 'LO&PR', 'ST&AR', 'Y&NR', 'LBR', 'SA&MR', 'B&GR', 'S&D',
        'CFR', 'L&GR', 'SRBWH&G', 'C&HPR', 'M&PR', 'M&GN', 'S&DR', 'SDR', 'P&WR', 'C&WR', 'CVHR', 'MSJ&AR', 'B&DJR', 'MHR', 'CNR',
      ]);
      expect(new Set(corps.map((c) => c.name)).size).toBe(30);
      expect(corps.find((c) => c.id === 'S&DR')!.name).toBe('Stockton & Darlington Railway');
      expect(corps.find((c) => c.id === 'LC&DR')!.name).toBe('London, Chatham & Dover Railway');
    });

    it('incremental capital, a 40% float, two station markers, and no fixed home: 1 or 2 stations at float, £80 an edge, not London (NOTES.md G3)', () => {
      for (const c of corps) {
        expect(c.capitalization).toBe('incremental');
        expect(c.floatPercent).toBe(40);
        expect(c.tokens).toHaveLength(2);
        expect(c.home).toBeUndefined();
      }
      expect(def.title.floatStations).toEqual({ min: 1, max: 2, perEdge: 80, excludeHexes: ['M13'], freeTile: true });
    });
  });

  describe('title rules', () => {
    it('60% holding limit, no pool limit, no certificate limit that could bind, the bank never breaks the game', () => {
      expect(def.title.holdingLimitPercent).toBe(60);
      expect(def.title.marketPoolLimitPercent).toBe(100);
      for (const n of Object.values(def.title.certificateLimit)) expect(n).toBeGreaterThanOrEqual(30 * 50);
      expect(def.title.endConditions.map((e) => e.kind)).not.toContain('bankBroken');
      // §9.1: £500 by a dividend ends at the end of the OR, by the end-of-SR rise at once; no directed company at once.
      expect(def.title.endConditions).toContainEqual({ kind: 'marketEndCell', timing: 'endOfOperatingRound', soldOutTiming: 'immediate' });
      expect(def.title.endConditions).toContainEqual({ kind: 'noControlledCompany', timing: 'immediate' });
    });

    it('permissive placement with the map\'s own hexes (rules §12.3)', () => {
      expect(def.title.permissivePlacement).toEqual({
        bigCityLabel: 'B',
        smallCity: { hexes: ['B6', 'C15', 'D16', 'N18'], minCityDistance: 2 },
        bigCity: { eitherOf: [['C15', 'D16']], minCityDistance: 3 },
        town: { minTownDistance: 2, notAdjacentTo: ['M13'] },
        spacingBorders: ['impassable'],
        spacingIgnores: [{ hex: 'M15', direction: 'north' }],
        printedEdgesOnly: true,
      });
      for (const h of ['B6', 'C15', 'D16', 'N18', 'M13', 'M15']) expect(hex(h)).toBeDefined();
    });
  });

  describe('the engine on this map', () => {
    function ctxAt(phase: string): Ctx {
      const title = compileTitle(structuredClone(def) as Definition);
      const state: GameState = initialState(title, { players: ['A', 'B', 'C'], seed: 1 });
      state.phase = title.phases.findIndex((p) => p.id === phase);
      state.corporations.LSR!.cash = 10000;
      operatingTurn(state, 'LSR');
      return { title, state, log: [] };
    }
    const lay = (ctx: Ctx, h: string, tile: string, rotation = 0) => checkLay(ctx, 'LSR', h, tile, rotation, everywhere(ctx));
    const okAt = (ctx: Ctx, h: string, tile: string) => [0, 1, 2, 3, 4, 5].some((r) => !('code' in lay(ctx, h, tile, r)));

    it('labels: B hexes take B tiles, OO hexes OO tiles, Manchester its M tile', () => {
      const ctx = ctxAt('yellow');
      expect(okAt(ctx, 'G7', '148')).toBe(true);
      expect(okAt(ctx, 'G7', '57')).toBe(false);
      expect(okAt(ctx, 'C7', '802')).toBe(true);
      expect(okAt(ctx, 'C7', '57')).toBe(false);
      expect(okAt(ctx, 'D6', 'M01')).toBe(true); // by the printed tile's upgradesTo (NOTES.md, Map)
      expect(okAt(ctx, 'D6', '802')).toBe(false);
    });

    it('small and big cities on the listed hexes; Hull or Grimsby, not both, as a big city', () => {
      const ctx = ctxAt('yellow');
      expect(okAt(ctx, 'N18', '57')).toBe(true);
      expect(okAt(ctx, 'C15', '150')).toBe(true);
      expect(okAt(ctx, 'D16', '150')).toBe(true);
      put(ctx, 'C15', '150');
      expect(okAt(ctx, 'D16', '150')).toBe(false);
      expect(okAt(ctx, 'D16', '57')).toBe(true);
    });

    it('a town may not be adjacent to London; a new small city not next to a city', () => {
      const ctx = ctxAt('yellow');
      expect(okAt(ctx, 'M11', '4')).toBe(false); // W of London
      expect(okAt(ctx, 'M9', '4')).toBe(true);
      expect(okAt(ctx, 'F8', '57')).toBe(false); // next to Birmingham G7
      expect(okAt(ctx, 'J10', '57')).toBe(true);
    });

    it('blue barriers are closed in yellow and open from green; track to a London edge costs £40 more', () => {
      // L18's NE barrier faces K19: a tile on K19 with track to its SW edge crosses it.
      const y = ctxAt('yellow');
      expect(neighbourId('K19', EDGE.SW, 'pointy', AXES)).toBe('L18');
      expect(lay(y, 'K19', '9', 0)).toMatchObject({ code: 'ILLEGAL_ACTION' }); // #9 at rotation 0 runs SW-NE
      expect(lay(y, 'K19', '9', 1)).toMatchObject({ cost: 0 }); // W-E
      const g = ctxAt('green');
      expect(lay(g, 'K19', '9', 0)).toMatchObject({ upgrade: false });
      // L12 (NW of London, plain): #9 at rotation 0 runs SW-NE; rotation 2 runs NW-SE, its SE edge is London's NW edge.
      expect(neighbourId('L12', EDGE.SE, 'pointy', AXES)).toBe('M13');
      expect(lay(y, 'L12', '9', 0)).toMatchObject({ cost: 0 });
      expect(lay(y, 'L12', '9', 2)).toMatchObject({ cost: 40 });
    });
  });
});
