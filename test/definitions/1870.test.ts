/**
 * The 1870 definition (definitions/1870/) against the facts of the rules digest
 * (shared/rules/digests/1870.md §5) and 18xx.games' map: it validates clean, and its counts,
 * homes, destinations, market, phases, off-boards and hex neighbours are as recorded there.
 */
import * as path from 'path';
import { compileTitle, type Title, applyVariant, type Definition } from '../../engine';
import { edgeBetween, neighbourId, type Axes } from '../helpers/engine-internals';
import { loadTitleDir } from '../../tools/definitions-fs';
import { findRepoRoot } from '../../tools/paths';
import { formatMessage, validateTitleDir } from '../../tools/validate';

const DIR = path.join(findRepoRoot(), 'definitions', '1870');
const { definition: def } = loadTitleDir(DIR);
const hexes = new Map(def.map.hexes.map((h) => [h.id, h]));
const axes = def.map.axes as Axes;

const nodesOf = (id: string) => hexes.get(id)?.tile?.nodes ?? [];
const withNodes = (kind: string, count: number): string[] =>
  def.map.hexes.filter((h) => (h.tile?.nodes ?? []).filter((n) => n.kind === kind).length === count && h.tile?.color === 'white').map((h) => h.id).sort();

describe('definitions/1870', () => {
  it('validates clean (schemas and lint, variants included)', () => {
    expect(validateTitleDir(DIR).map((m) => formatMessage(m, DIR))).toEqual([]);
  });

  it('is title 1870 for 2 to 6 players with $2100 / n starting cash, a $12,000 bank and 60% / 50% limits', () => {
    expect(def.title.id).toBe('1870');
    expect(def.title.players).toEqual({ min: 2, max: 6 });
    expect(def.title.bank.cash).toBe(12000);
    for (let n = 2; n <= 6; n++) expect(def.title.startingCash[String(n)]).toBe(2100 / n);
    expect(def.title.holdingLimitPercent).toBe(60);
    expect(def.title.marketPoolLimitPercent).toBe(50);
  });

  it('has the certificate limits by players and corporations in play (digest §2.2)', () => {
    expect(def.title.certificateLimit).toEqual({
      '2': { '10': 28, '9': 24 },
      '3': { '10': 20, '9': 17 },
      '4': { '10': 16, '9': 14 },
      '5': { '10': 13, '9': 11 },
      '6': { '10': 11, '9': 9 },
    });
  });

  describe('map', () => {
    it('has 154 hexes on pointy rows A-O, numbers across', () => {
      expect(def.map.hexes).toHaveLength(154);
      expect(def.map.layout).toBe('pointy');
      expect(axes).toEqual({ x: 'number', y: 'letter' });
      expect(new Set(def.map.hexes.map((h) => h.id.replace(/[0-9]+$/, '')))).toEqual(new Set('ABCDEFGHIJKLMNO'.split('')));
    });

    it('has the 19 large cities, the 20 one-town and 3 two-town hexes of digest §5.6', () => {
      expect(withNodes('city', 1)).toEqual(
        ['B9', 'B11', 'B19', 'C18', 'D5', 'E12', 'F5', 'H13', 'H17', 'J3', 'J5', 'K16', 'L11', 'M2', 'M6', 'M14', 'M20', 'N7', 'N17'].sort(),
      );
      expect(withNodes('town', 1)).toEqual(
        ['B7', 'D9', 'D21', 'E8', 'F9', 'G10', 'G20', 'H21', 'I14', 'J9', 'K4', 'K20', 'M8', 'M10', 'A10', 'B13', 'H3', 'D17', 'K14', 'N21'].sort(),
      );
      expect(withNodes('town', 2)).toEqual(['A16', 'E20', 'I10']);
      // Every printed city has one slot; the Southwest off-board (N1) has one too, SP's home.
      for (const id of withNodes('city', 1)) expect(nodesOf(id)[0]!.slots).toBe(1);
      expect(nodesOf('N1')[0]).toMatchObject({ kind: 'offboard', slots: 1 });
    });

    it('has the 4 off-board areas with their three values and connecting edges', () => {
      const red = def.map.hexes.filter((h) => h.tile?.color === 'red');
      expect(
        Object.fromEntries(red.map((h) => [h.id, { name: h.name, revenue: h.tile!.nodes[0]!.revenue, edges: h.tile!.paths.map((p) => p[0]) }])),
      ).toEqual({
        A2: { name: 'Denver', revenue: { yellow: 30, brown: 40, gray: 50 }, edges: [4, 5] },
        A22: { name: 'Chicago', revenue: { yellow: 40, brown: 50, gray: 60 }, edges: [0, 1] },
        N1: { name: 'Southwest', revenue: { yellow: 20, brown: 40, gray: 50 }, edges: [3, 4, 5] },
        M22: { name: 'Southeast', revenue: { yellow: 20, brown: 30, gray: 50 }, edges: [0, 1, 2] },
      });
      for (const h of red) expect(h.tile!.nodes.map((n) => n.kind)).toEqual(['offboard']);
    });

    it('has the terrain costs of digest §5.6', () => {
      const cost = (c: number, terrain: string) =>
        def.map.hexes.filter((h) => h.cost === c && h.terrain === terrain).map((h) => h.id).sort();
      expect(cost(40, 'water')).toEqual(['A10', 'B11', 'B13', 'C14', 'C16', 'G2', 'H3', 'H5'].sort());
      expect(cost(60, 'water')).toEqual(['E20', 'H7', 'I10', 'I8', 'J11', 'K10', 'L11'].sort());
      expect(cost(60, 'mountain')).toEqual(['D13', 'D15', 'E12', 'E14', 'E16', 'F11', 'F13', 'F15'].sort());
      expect(cost(40, 'river')).toEqual(['A16', 'B17', 'C18', 'D17']);
      expect(cost(60, 'river')).toEqual(['E18', 'F19', 'G18', 'H17', 'I16', 'J15']);
      expect(cost(80, 'river')).toEqual(['K14', 'L13', 'M14', 'N15']);
      expect(cost(100, 'river')).toEqual(['O16', 'O18']);
      expect(cost(60, 'lake')).toEqual(['O2']);
      expect(cost(80, 'lake')).toEqual(['N11', 'N13', 'N17', 'N19', 'N21', 'N7', 'N9', 'O4', 'O6'].sort());
      expect(cost(100, 'lake')).toEqual(['O14']);
      expect(def.map.hexes.filter((h) => h.cost !== undefined)).toHaveLength(8 + 7 + 8 + 16 + 1 + 9 + 1);
    });

    it('marks the 16 Mississippi hexes with river partitions, and the river towns and cities keep to one bank', () => {
      const river = def.map.hexes.filter((h) => (h.partitions ?? []).length > 0);
      expect(river.map((h) => h.id).sort()).toEqual(
        ['A16', 'B17', 'C18', 'D17', 'E18', 'F19', 'G18', 'H17', 'I16', 'J15', 'K14', 'L13', 'M14', 'N15', 'O16', 'O18'].sort(),
      );
      for (const h of river) expect(h.terrain).toBe('river');
      const restricted = Object.fromEntries(
        river.filter((h) => h.partitions![0]!.restrict).map((h) => [h.id, allowedEdges(h.partitions![0]!)]),
      );
      // Digest §5.6; the rules' own cases: Memphis track only NE, E, SE, SW; St. Louis only W, SW.
      expect(restricted).toEqual({
        A16: [0, 1, 2],
        C18: [0, 1],
        D17: [0, 1, 2, 3, 5],
        H17: [0, 3, 4, 5],
        K14: [4, 5],
        M14: [2, 3, 4, 5],
      });
    });

    it('has the P, K and L future labels, the ports and the impassable Gulf edges', () => {
      const labels = Object.fromEntries(def.map.hexes.filter((h) => h.futureLabels).map((h) => [h.id, h.futureLabels]));
      expect(labels).toEqual({
        B11: [{ color: 'brown', label: 'P' }, { color: 'gray', label: 'K' }],
        C18: [{ color: 'brown', label: 'P' }, { color: 'gray', label: 'L' }],
        J3: [{ color: 'brown', label: 'P' }],
        J5: [{ color: 'brown', label: 'P' }],
        N17: [{ color: 'brown', label: 'P' }],
      });
      expect(def.map.hexes.filter((h) => (h.icons ?? []).includes('port')).map((h) => h.id).sort()).toEqual(['H17', 'M14', 'M20', 'N17', 'N7']);
      const borders = Object.fromEntries(def.map.hexes.filter((h) => h.borders).map((h) => [h.id, h.borders!.map((b) => `${b.edge} ${b.kind}`)]));
      expect(borders).toEqual({ N17: ['4 impassable'], N19: ['0 impassable', '1 impassable'], O18: ['3 impassable'] });
    });
  });

  describe('neighbours (18xx.games hex rule, compiled)', () => {
    let title: Title;
    beforeAll(() => {
      title = compileTitle(def);
    });

    it('gives St. Louis (C18) the neighbours the river partition implies: D17 (SW) and C16 (W) on the west bank', () => {
      expect(title.hexes.get('C18')!.neighbours).toEqual(['D17', 'C16', 'B17', 'B19', 'C20', 'D19']);
      expect(edgeBetween('D17', 'C18', 'pointy', axes)).toBe(3);
      // Memphis (H17): the allowed edges 0, 3, 4, 5 lead to I16 (river, south), G18, H19 and I18; W and NW are across.
      expect(title.hexes.get('H17')!.neighbours).toEqual(['I16', 'H15', 'G16', 'G18', 'H19', 'I18']);
    });

    it('connects every off-board edge to a real hex', () => {
      const expected: Record<string, string[]> = { A2: ['A4', 'B3'], A22: ['B21', 'A20'], N1: ['M2', 'N3', 'O2'], M22: ['N21', 'M20', 'L21'] };
      for (const [id, targets] of Object.entries(expected)) {
        const info = title.hexes.get(id)!;
        const edges = info.def.tile!.paths.map((p) => p[0] as number);
        expect(edges.map((e) => info.neighbours[e])).toEqual(targets);
      }
    });

    it('puts both sides of every impassable border on the map, facing each other', () => {
      expect(neighbourId('N17', 4, 'pointy', axes)).toBe('N19');
      expect(neighbourId('N19', 1, 'pointy', axes)).toBe('N17');
      expect(neighbourId('N19', 0, 'pointy', axes)).toBe('O18');
      expect(neighbourId('O18', 3, 'pointy', axes)).toBe('N19');
    });

    it('has no hex without a neighbour on the map', () => {
      for (const info of title.hexes.values()) expect(info.neighbours.some((n) => n !== null)).toBe(true);
    });
  });

  it('has the 10 corporations with their homes, destinations, tokens, certificates and float', () => {
    const corps = Object.fromEntries(
      def.corporations.corporations.map((c) => [c.id, [c.home!.hex, c.destination?.hex, c.tokens.join('/'), c.floatPercent]]),
    );
    expect(corps).toEqual({
      ATSF: ['B9', 'N1', '0/40/100', 60],
      FW: ['J3', 'A2', '0/40', 60],
      GMO: ['M20', 'C18', '0/40', 60],
      IC: ['K16', 'A22', '0/40', 60],
      MP: ['C18', 'J5', '0/40/100', 60],
      MKT: ['B11', 'N1', '0/40/100', 60],
      SP: ['N1', 'N17', '0/40/100', 60],
      SSW: ['H17', 'J3', '0/40', 60],
      SLSF: ['E12', 'M22', '0/40/100', 20],
      TP: ['J5', 'N17', '0/40', 60],
    });
    for (const c of def.corporations.corporations) {
      expect(c.certificates).toEqual([20, 10, 10, 10, 10, 10, 10, 10, 10]);
      expect(c.capitalization).toBe('full');
      expect(c.destination?.tokenCost).toBe(100);
    }
  });

  it('has the 6 private companies in sale order with their values and revenues', () => {
    expect(def.companies.companies.map((c) => [c.id, c.value, c.revenue])).toEqual([
      ['GRSC', 20, 5],
      ['MRBC', 40, 10],
      ['SCC', 50, 10],
      ['GSC', 80, 15],
      ['SLSF', 140, 0],
      ['MKT', 160, 20],
    ]);
    const mrbc = def.companies.companies.find((c) => c.id === 'MRBC')!;
    expect(mrbc.abilities.map((a) => a.kind)).toEqual(['blocksPartition', 'tileLay', 'tileLay', 'purchaseWindow']);
  });

  it('has the market of digest §5.3: row lengths, pars $68-$100 in column 6, ledge and closing cells', () => {
    const rows = def.market.rows;
    expect(rows.map((r) => r.length)).toEqual([21, 21, 21, 21, 16, 13, 11, 10, 9, 7, 7]);
    const pars = rows.flatMap((r, i) => r.flatMap((c, j) => (c.includes('p') ? [[i, j, parseInt(c, 10)]] : [])));
    expect(pars).toEqual([
      [0, 6, 100],
      [1, 6, 90],
      [2, 6, 82],
      [3, 6, 76],
      [4, 6, 72],
      [5, 6, 68],
    ]);
    expect(rows.flat().filter((c) => c.endsWith('l'))).toHaveLength(5 + 8 + 5 + 3 + 2 + 2 + 2);
    expect(rows.flat().filter((c) => c === '0c')).toHaveLength(6);
    expect(rows[0]![20]).toBe('400');
    expect(def.market.movement).toEqual({ upOnTopRow: 'rightThenDown' });
  });

  it('has the 8 phases and the trains 2 to 12', () => {
    expect(def.phases.phases.map((p) => [p.id, p.onTrain, p.color, p.trainLimit, p.operatingRounds, p.tiles.length])).toEqual([
      ['1', '2', 'yellow', 4, 1, 1],
      ['2', '3', 'yellow', 4, 2, 2],
      ['3', '4', 'yellow', 3, 2, 2],
      ['4', '5', 'brown', 2, 3, 3],
      ['5', '6', 'brown', 2, 3, 4],
      ['6', '8', 'gray', 2, 3, 4],
      ['7', '10', 'gray', 2, 3, 4],
      ['8', '12', 'gray', 2, 3, 4],
    ]);
    const events = Object.fromEntries(def.phases.phases.filter((p) => p.events).map((p) => [p.id, p.events!.map((e) => e.kind)]));
    expect(events).toEqual({ '2': ['companiesBuyable'], '4': ['closeCompanies'], '5': ['removeTokens'] });
    expect(def.trains.trains.map((t) => [t.id, t.price, t.count, t.rustsOn ?? null])).toEqual([
      ['2', 80, 7, '4'],
      ['3', 180, 6, '6'],
      ['4', 300, 5, '8'],
      ['5', 450, 4, '12'],
      ['6', 630, 3, null],
      ['8', 800, 3, null],
      ['10', 950, 2, null],
      ['12', 1100, 'unlimited', null],
    ]);
  });

  it('has the tile manifest totals yellow 81, green 43, brown 35, gray 2', () => {
    const colour = new Map(def.catalogue.map((t) => [t.id, t.color]));
    const totals: Record<string, number> = {};
    for (const [id, count] of Object.entries(def.tiles.manifest ?? {})) {
      const c = colour.get(id) ?? `missing ${id}`;
      totals[c] = (totals[c] ?? 0) + (count as number);
    }
    expect(totals).toEqual({ yellow: 81, green: 43, brown: 35, gray: 2 });
  });

  describe('variants', () => {
    const variant = (id: string): Definition => applyVariant(def, id);

    it('diesels: no 8s or 10s, unlimited D from phase 5 with a $300 trade-in, phase D last', () => {
      const d = variant('diesels');
      expect(d.trains.trains.map((t) => t.id)).toEqual(['2', '3', '4', '5', '6', 'D']);
      expect(d.trains.trains[5]).toMatchObject({ distance: 'unlimited', count: 'unlimited', availableOn: '5', tradeInDiscount: { '4': 300, '5': 300, '6': 300 } });
      expect(d.phases.phases.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5', 'D']);
      expect(() => compileTitle(d)).not.toThrow();
    });

    it('finish_on_400 flags r0 c20 and adds an immediate market end', () => {
      const d = variant('finish_on_400');
      expect(d.market.rows[0]![20]).toBe('400e');
      expect(d.title.endConditions).toContainEqual({ kind: 'marketEndCell', timing: 'immediate' });
    });

    it('original_market recolours three cells', () => {
      const rows = variant('original_market').market.rows;
      const changed = rows.flatMap((r, i) => r.flatMap((c, j) => (c !== def.market.rows[i]![j] ? [`r${i}c${j} ${c}`] : [])));
      expect(changed).toEqual(['r4c0 40o', 'r6c5 60', 'r7c6 60']);
    });

    it('original_tiles leaves yellow 72, green 30, brown 30', () => {
      const d = variant('original_tiles');
      const colour = new Map(def.catalogue.map((t) => [t.id, t.color]));
      const totals: Record<string, number> = {};
      for (const [id, count] of Object.entries(d.tiles.manifest ?? {})) {
        const c = colour.get(id) ?? `missing ${id}`;
        totals[c] = (totals[c] ?? 0) + (count as number);
      }
      expect(totals).toEqual({ yellow: 72, green: 30, brown: 30, gray: 2 });
    });
  });
});

/** The edges a restricted partition allows (inner: a ... b - 1 clockwise; outer: the rest). */
function allowedEdges(p: { a: number; b: number; restrict?: 'inner' | 'outer' }): number[] {
  const inner = new Set<number>();
  for (let e = p.a; e !== p.b; e = (e + 1) % 6) inner.add(e);
  return [0, 1, 2, 3, 4, 5].filter((e) => (p.restrict === 'inner' ? inner.has(e) : !inner.has(e)));
}
