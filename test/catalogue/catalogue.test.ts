/**
 * The shared tile catalogue (definitions/catalogue/tiles.json): well-formed, complete for the
 * titles 1870, 1860, 1862, 1820 and 1843, and — through the engine's upgrade rule — consistent
 * with the upgrade facts their rules state. Sources are listed in docs/tiles.md.
 */
import * as fs from 'fs';
import * as path from 'path';
import { compileTitle, type Definition, type TileDefinition, type TitleFile } from '../../engine';
import {
  addsTown, canUpgradeKind, exits, keepsTrackAddingTown, normaliseTile, preservesTrack, type Tile,
} from '../helpers/engine-internals';
import { buildCatalogue } from '../../tools/definitions-fs';
import { validateAgainst } from '../../tools/schemas';
import { definitionOf } from '../helpers/demo';

const CATALOGUE = path.join(__dirname, '../../definitions/catalogue/tiles.json');
const raw = JSON.parse(fs.readFileSync(CATALOGUE, 'utf8')) as { tiles: TileDefinition[] };
const defs = raw.tiles;
const tiles = new Map<string, Tile>(defs.map((d) => [d.id!, normaliseTile(d, d.id!)]));

/** 1820's own tiles (definitions/1820/tiles.json `tiles`), which override the catalogue's for that title (docs/tiles.md, Id policy rule 4). */
const own1820 = new Map<string, Tile>(
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../../definitions/1820/tiles.json'), 'utf8')) as { tiles: TileDefinition[] }).tiles.map((d) => [d.id!, normaliseTile(d, d.id!)]),
);

const OWN_54 = new Map([['54', own1820.get('54')!]]);

function tile(id: string, own: Map<string, Tile> = new Map()): Tile {
  const t = own.get(id) ?? tiles.get(id);
  if (!t) throw new Error(`tile ${id} is not in the catalogue`);
  return t;
}

const sorted = (ids: Iterable<string>): string[] => [...ids].sort();

/**
 * The tiles of `manifest` that may replace `current` (laid at rotation 0) at some rotation, by the
 * engine's rule, on a hex whose label (for the new tile's colour) is `hexLabel`; by default the
 * current tile's own label. `haltsBecomeTowns` is the title's title.json
 * `tileUpgrades.haltsBecomeTowns`, as engine/map/lay.ts passes it.
 */
function replacements(current: string, manifest: readonly string[], hexLabel: string | null = tile(current, manifest === M1820 ? OWN_54 : undefined).label, haltsBecomeTowns = false): string[] {
  // 1820 lays its own 54 (the catalogue's is 1830's green NY tile).
  const own = manifest === M1820 ? OWN_54 : new Map<string, Tile>();
  const c = tile(current, own);
  return sorted(
    manifest.filter((id) => {
      const n = tile(id, own);
      if (!canUpgradeKind(c, n, hexLabel, haltsBecomeTowns)) return false;
      return [0, 1, 2, 3, 4, 5].some((r) => preservesTrack(c, 0, n, r, haltsBecomeTowns));
    }),
  );
}

/** definitions/1860/title.json `tileUpgrades.haltsBecomeTowns` (1860 rules, Upgrading: villages). */
const HALTS_1860 =
  (JSON.parse(fs.readFileSync(path.join(__dirname, '../../definitions/1860/title.json'), 'utf8')) as TitleFile).tileUpgrades?.haltsBecomeTowns === true;
/** `replacements` for 1860, with the title's own upgrade settings. */
const replacements1860 = (current: string, hexLabel: string | null = tile(current).label): string[] => replacements(current, M1860, hexLabel, HALTS_1860);

// ---------------------------------------------------------------------------------------------
// Tile manifests, as listed in the rules digests (/work/shared/rules/digests).

/** 1870.md §5.7 (the digest's "171"/"172" are the tobymao ids "171K"/"172L", as its table notes). */
const M1870 = [
  '1', '2', '3', '4', '5', '6', '7', '8', '9', '55', '56', '57', '58', '69',
  '14', '15', '16', '17', '18', '19', '20', '23', '24', '25', '26', '27', '28', '29', '141', '142', '143', '144',
  '39', '40', '41', '42', '43', '44', '45', '46', '47', '63', '70', '145', '146', '147', '170',
  '171K', '172L',
] as const;

/** 1860.md §5.7 (extended map; the original map uses the same ids). */
const M1860 = [
  '5', '6', '57', '115', '7', '8', '9', '741', '742', '743', '744', '745', '746', '787',
  '12', '205', '206', '756', '759', '16', '17', '18', '19', '20', '21', '22', '625', '626',
  '747', '748', '749', '750', '751', '752', '753', '754', '755', '757', '762', '758', '760', '761', '763', '788',
  '771', '772', '776', '777', '778', '779', '780', '781', '764', '765', '766', '767', '768', '769',
  '782', '783', '784', '785', '770', '786', '774', '775', '773', '789',
] as const;

/** 1862.md §2.11.7: the tile table and the hidden small-station variants. */
const M1862 = [
  '8850', '8851', '8852', '5', '6', '57', '201', '202', '621', '790',
  '14', '15', '619', '53y', '792', '793', '791', '16', '17', '18', '19', '20', '21', '22',
  '611', '61y', '891y', '796', '797', '794', '795', '778', '779', '780', '798',
  '16_1a', '16_1b', '16_2', '17_1', '17_2', '18_1a', '18_1b', '18_2', '19_1a', '19_1b', '19_2',
  '20_1', '20_1b', '20_2', '21_1a', '21_1b', '21_2', '22_1a', '22_1b', '22_2',
  '778_1a', '778_1b', '778_2a', '778_2b', '778_3', '779_1a', '779_1b', '779_1c', '779_2a', '779_2b', '779_2c', '779_3',
  '780_1a', '780_1b', '780_2a', '780_2b', '780_3', '798_1', '798_2', '798_3',
] as const;

/** 1820-1843-sources.md §1.5 (M20.ps tileCodes = the 13 May 2017 tile sheet). */
const M1820 = [
  '3', '4', '5', '6', '7', '8', '9', '57', '58', '148', '149', '150', '248', '802', '803', 'M01',
  '14', '15', '38', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31',
  '624', '625', '626', '35', '36', '54', '64', '65', '66', '67', '68', '212', '179', '180', '181', '182',
  '847', '848', '849', 'M02',
  '39', '40', '41', '42', '43', '44', '45', '46', '47', '70', '51', '627', '628', '629', '198', '199', '200', '339',
  '867', '868', '869', 'M03',
  '290', '804', 'M04',
] as const;

/** 1843.md §5.10 ([EXT] provisional manifest from 1843-TrackTiles.pdf). */
const M1843 = [
  '7', '8', '9', '1', '2', '3', '4', '55', '56', '58', '69', '630', '631', '632', '633', '57', 'X01', 'X02',
  '10', '59', '14', '15', '16', '18', '19', '20', '21', '22', '25', '26', '27', '28', '29', '30', '31', '23', '24',
  '624', '625', '626', 'X03', 'X04', 'X05',
  '39', '40', '44', '47', '70', '41', '42', '43', '45', '46', '627', '628', '629', '63', '64', '65', '66', '67', '68',
  'X13', 'X14', 'X06', 'X07', 'X08', 'X09', 'X10', 'X11', 'X12',
  '513', 'X15',
] as const;

const MANIFESTS: Record<string, readonly string[]> = { 1870: M1870, 1860: M1860, 1862: M1862, 1820: M1820, 1843: M1843 };

// ---------------------------------------------------------------------------------------------

describe('tile catalogue: well-formed', () => {
  test('follows the tiles schema', () => {
    expect(validateAgainst('tiles.schema.json', raw)).toEqual([]);
  });

  test('every tile has an id, and ids are unique', () => {
    const ids = defs.map((d) => d.id);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('every tile is a layable colour', () => {
    const bad = defs.filter((d) => !['yellow', 'green', 'brown', 'gray'].includes(d.color)).map((d) => d.id);
    expect(bad).toEqual([]);
  });

  test('every path joins two different, existing endpoints', () => {
    const bad: string[] = [];
    for (const d of defs) {
      d.paths.forEach(([a, b], i) => {
        for (const e of [a, b]) {
          const ok = typeof e === 'number' ? Number.isInteger(e) && e >= 0 && e <= 5 : /^n[0-9]+$/.test(e) && Number(e.slice(1)) < d.nodes.length;
          if (!ok) bad.push(`${d.id} path ${i}: ${String(e)}`);
        }
        if (a === b) bad.push(`${d.id} path ${i} joins ${String(a)} to itself`);
      });
    }
    expect(bad).toEqual([]);
  });

  test('no path is listed twice', () => {
    const bad: string[] = [];
    for (const d of defs) {
      const keys = d.paths.map(([a, b]) => [String(a), String(b)].sort().join('~'));
      if (new Set(keys).size !== keys.length) bad.push(d.id!);
    }
    expect(bad).toEqual([]);
  });

  test('every city has at least one slot, and only cities have slots', () => {
    const bad: string[] = [];
    for (const d of defs) {
      d.nodes.forEach((n, i) => {
        if (n.kind === 'city' && !(typeof n.slots === 'number' && n.slots >= 1)) bad.push(`${d.id} node ${i}: city without slots`);
        if (n.kind !== 'city' && n.slots !== undefined) bad.push(`${d.id} node ${i}: ${n.kind} with slots`);
      });
    }
    expect(bad).toEqual([]);
  });

  test('no tile has an off-board node (those live on red map hexes), and revenues are plain numbers', () => {
    const bad = defs.filter((d) => d.nodes.some((n) => n.kind === 'offboard' || typeof n.revenue !== 'number')).map((d) => d.id);
    expect(bad).toEqual([]);
  });

  test('every node is reached by some track, except the bare second city of 1820 yellow OO tiles', () => {
    const bare: string[] = [];
    for (const d of defs) {
      d.nodes.forEach((_n, i) => {
        if (!d.paths.some(([a, b]) => a === `n${i}` || b === `n${i}`)) bare.push(`${d.id}/n${i}`);
      });
    }
    expect(sorted(bare)).toEqual(['248/n1', '802/n1', '803/n1']);
  });

  test('the engine reads every tile', () => {
    for (const d of defs) {
      const t = tile(d.id!);
      expect(t.rank).toBeGreaterThanOrEqual(1);
      expect(t.rank).toBeLessThanOrEqual(4);
      expect(t.paths.length).toBe(d.paths.length);
    }
  });
});

describe('tile catalogue: every manifest tile is present', () => {
  test.each(Object.entries(MANIFESTS))('%s', (_title, ids) => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !tiles.has(id))).toEqual([]);
  });

  test('manifest sizes match the digests', () => {
    expect([M1870.length, M1860.length, M1862.length, M1820.length, M1843.length]).toEqual([49, 68, 75, 80, 73]);
  });
});

describe('tile catalogue: contents checked against the digests', () => {
  const exitsOf = (id: string): number[] => [...exits(tile(id), 0)].sort((a, b) => a - b);
  const city = (id: string, k = 0): { revenue: unknown; slots: number } => {
    const t = tile(id);
    const n = t.nodes[t.cities[k]!]!;
    return { revenue: n.revenue, slots: n.slots };
  };

  test('1870 §5.7 contents', () => {
    expect(exitsOf('141')).toEqual([0, 1, 3]);
    expect(exitsOf('142')).toEqual([0, 3, 5]);
    expect(exitsOf('143')).toEqual([0, 1, 2]);
    expect(exitsOf('144')).toEqual([0, 2, 4]);
    expect(exitsOf('170')).toEqual([0, 1, 2, 3, 4]);
    expect([city('170'), tile('170').label]).toEqual([{ revenue: 50, slots: 2 }, 'P']);
    expect([city('171K'), tile('171K').label, tile('171K').color]).toEqual([{ revenue: 60, slots: 3 }, 'K', 'gray']);
    expect([city('172L'), tile('172L').label, tile('172L').color]).toEqual([{ revenue: 60, slots: 2 }, 'L', 'gray']);
    for (const id of ['145', '146', '147']) expect(tile(id).nodes).toEqual([{ kind: 'town', revenue: 20, slots: 0 }]);
  });

  test('1860 §5.7 contents: halts, the lettered towns and the dead ends', () => {
    expect(tile('744').nodes.map((n) => n.kind)).toEqual(['halt', 'halt']);
    expect(tile('787').nodes.map((n) => n.kind)).toEqual(['city', 'town', 'halt']);
    expect(tile('787').label).toBe('C');
    expect(exitsOf('115')).toEqual([0]);
    expect(exitsOf('777')).toEqual([0]);
    expect(tile('760').cities.length).toBe(2); // Ventnor: two separate large stations
    expect(exitsOf('786')).toEqual([4, 5]);
    // Newport 773: the two stations are linked by internal track; on 763 they are not.
    const linked = (id: string): boolean => tile(id).paths.some((p) => !('edge' in p.a) && !('edge' in p.b));
    expect([linked('763'), linked('773')]).toEqual([false, true]);
    expect(city('776')).toEqual({ revenue: 40, slots: 2 });
    expect(city('770')).toEqual({ revenue: 30, slots: 2 });
  });

  test('1862 §2.11.7 contents: towns pay 20, N and Y cities', () => {
    for (const id of ['8850', '8851', '8852', '18_1a', '778_3', '798_3']) {
      expect(tile(id).nodes.every((n) => n.kind === 'town' && n.revenue === 20)).toBe(true);
    }
    expect(exitsOf('8850')).toEqual([0, 5]);
    expect([city('790'), tile('790').label]).toEqual([{ revenue: 40, slots: 2 }, 'N']);
    expect([city('791'), tile('791').label]).toEqual([{ revenue: 60, slots: 3 }, 'N']);
    expect([city('794'), exitsOf('794')]).toEqual([{ revenue: 80, slots: 4 }, [0, 1, 2, 3, 4, 5]]);
    expect([city('795'), tile('795').label, exitsOf('795')]).toEqual([{ revenue: 80, slots: 4 }, 'I', [0, 1, 2, 4, 5]]);
    expect([city('797'), tile('797').label, exitsOf('797')]).toEqual([{ revenue: 60, slots: 2 }, 'H', [0, 3, 4]]);
    expect([city('53y'), tile('53y').label]).toEqual([{ revenue: 50, slots: 2 }, 'Y']);
  });

  test('1862: each small-station variant is its base tile with towns placed on its track', () => {
    const trackOnly = (id: string, rot: number): string[] => {
      // Replace every "edge–town–edge" pair by a straight edge-to-edge segment.
      const t = tile(id);
      const out: string[] = [];
      const viaNode = new Map<number, number[]>();
      for (const p of t.paths) {
        const a = 'edge' in p.a ? (p.a.edge + rot) % 6 : null;
        const b = 'edge' in p.b ? (p.b.edge + rot) % 6 : null;
        if (a !== null && b !== null) out.push([a, b].sort().join('-'));
        else if (a !== null && 'node' in p.b) viaNode.set(p.b.node, [...(viaNode.get(p.b.node) ?? []), a]);
        else if (b !== null && 'node' in p.a) viaNode.set(p.a.node, [...(viaNode.get(p.a.node) ?? []), b]);
      }
      for (const e of viaNode.values()) out.push(e.sort().join('-'));
      return out.sort();
    };
    for (const id of M1862.filter((i) => i.includes('_'))) {
      const base = id.split('_')[0]!;
      const ok = [0, 1, 2, 3, 4, 5].some((r) => JSON.stringify(trackOnly(id, r)) === JSON.stringify(trackOnly(base, 0)));
      expect([id, ok]).toEqual([id, true]);
      expect(tile(id).color).toBe(tile(base).color);
    }
  });

  test('1820 §1.5 contents: B, OO and Manchester tiles', () => {
    for (const id of ['148', '149', '150']) expect([tile(id).label, city(id)]).toEqual(['B', { revenue: 30, slots: 1 }]);
    for (const id of ['179', '180', '181', '182']) expect([tile(id).label, city(id), exitsOf(id).length]).toEqual(['B', { revenue: 40, slots: 1 }, 3]);
    for (const id of ['198', '199', '200']) expect([tile(id).label, city(id), exitsOf(id).length]).toEqual(['B', { revenue: 60, slots: 2 }, 4]);
    expect([tile('290').label, city('290'), tile('290').color]).toEqual(['B', { revenue: 70, slots: 2 }, 'gray']);
    for (const id of ['248', '802', '803', '35', '36', '212', '339', '804']) {
      expect([id, tile(id).label, tile(id).cities.length]).toEqual([id, 'OO', 2]);
    }
    // 1820's green OO 54 is its own (Conflicts): the catalogue's 54 is 18xx.games' green NY tile, which 1830 uses.
    expect(['54', tile('54', own1820).label, tile('54', own1820).cities.length]).toEqual(['54', 'OO', 2]);
    expect(['54', tile('54').label, city('54')]).toEqual(['54', 'NY', { revenue: 60, slots: 1 }]);
    expect(city('804')).toEqual({ revenue: 60, slots: 1 });
    expect(tile('M01').nodes.map((n) => [n.kind, n.revenue])).toEqual([['city', 50], ['city', 50], ['town', 10]]);
    expect(tile('M02').cities.length).toBe(3);
    expect([city('M03'), city('M04')]).toEqual([{ revenue: 60, slots: 4 }, { revenue: 80, slots: 4 }]);
    for (const [id, rev, color] of [['847', 20, 'green'], ['868', 30, 'brown']] as const) {
      expect([tile(id).nodes[0]!.revenue, tile(id).color]).toEqual([rev, color]);
    }
    expect([city('38'), tile('38').color, city('51'), tile('51').color]).toEqual([{ revenue: 30, slots: 2 }, 'green', { revenue: 40, slots: 2 }, 'brown']);
  });

  test('1843 §5.10 contents: named cities, Paris, OO and the skip town', () => {
    expect([tile('X01').label, city('X01')]).toEqual(['Lille', { revenue: 30, slots: 1 }]);
    expect([tile('X04').label, city('X04')]).toEqual(['Lyon', { revenue: 50, slots: 1 }]);
    expect([tile('X05').label, tile('X05').cities.length, city('X05')]).toEqual(['P', 3, { revenue: 60, slots: 1 }]);
    expect([tile('X11').label, tile('X11').cities.map((c) => tile('X11').nodes[c]!.slots)]).toEqual(['P', [1, 2, 2]]);
    expect([tile('10').label, city('10'), tile('10').cities.length]).toEqual(['OO', { revenue: 40, slots: 1 }, 2]);
    expect([tile('X15').color, tile('X15').label, city('X15')]).toEqual(['gray', 'OO', { revenue: 70, slots: 1 }]);
    expect([city('X10'), exitsOf('X10')]).toEqual([{ revenue: 60, slots: 3 }, [0, 1, 2, 3, 4, 5]]);
    // X12, the brown skip target for double towns: one town, 20, five exits (the sheet leaves one edge bare).
    expect([tile('X12').nodes, exitsOf('X12')]).toEqual([[{ kind: 'town', revenue: 20, slots: 0 }], [0, 1, 2, 3, 5]]);
    expect([city('513'), exitsOf('513')]).toEqual([{ revenue: 60, slots: 3 }, [0, 1, 2, 3, 4, 5]]);
  });
});

describe('upgrades: the engine rule reproduces the rules', () => {
  /**
   * 1870 §5.7 "May be replaced by" chart. Each row: the chart's tiles, plus those the chart lists
   * only for a labelled hex (170 on P hexes; 171K on Kansas City, K; 172L on St. Louis, L).
   */
  const chart1870: Record<string, { plain: string[]; labelled?: Record<string, string[]> }> = {
    1: { plain: [] },
    2: { plain: [] },
    55: { plain: [] },
    56: { plain: [] },
    69: { plain: [] },
    3: { plain: ['141', '142', '143'] },
    4: { plain: ['141', '142'] },
    5: { plain: ['14', '15'] },
    6: { plain: ['14', '15'] },
    57: { plain: ['14', '15'] },
    7: { plain: ['18', '26', '27', '28', '29'] },
    8: { plain: ['16', '17', '19', '23', '24', '25', '28', '29'] },
    9: { plain: ['18', '19', '20', '23', '24', '26', '27'] },
    58: { plain: ['141', '142', '143'] },
    14: { plain: ['63'], labelled: { P: ['170'] } },
    15: { plain: ['63'], labelled: { P: ['170'] } },
    16: { plain: ['43', '70'] },
    17: { plain: ['47'] },
    18: { plain: ['43'] },
    19: { plain: ['45', '46'] },
    20: { plain: ['44', '47'] },
    23: { plain: ['41', '43', '45', '47'] },
    24: { plain: ['42', '43', '46', '47'] },
    25: { plain: ['40', '45', '46'] },
    26: { plain: ['42', '44', '45'] },
    27: { plain: ['41', '44', '46'] },
    28: { plain: ['39', '46', '70'] },
    29: { plain: ['39', '45', '70'] },
    141: { plain: ['145', '146', '147'] },
    142: { plain: ['145', '146', '147'] },
    143: { plain: ['146', '147'] },
    144: { plain: ['147'] },
    170: { plain: [], labelled: { K: ['171K'], L: ['172L'] } },
  };
  /**
   * Where the printed chart is narrower than the topology rule (18xx.games uses the topology rule
   * too; see docs/tiles.md): 58 → 144 (the digest's §8 note), and 28/29 → 43 (43 holds both a
   * gentle-and-sharp fork of each hand).
   */
  const extra1870: Record<string, string[]> = { 58: ['144'], 28: ['43'], 29: ['43'] };

  test('1870: every yellow and green tile of the manifest has a chart row', () => {
    const rows = M1870.filter((id) => tile(id).rank <= 2 || id === '170');
    expect(sorted(rows)).toEqual(sorted(Object.keys(chart1870)));
  });

  test.each(Object.entries(chart1870))('1870 chart: %s', (id, row) => {
    expect(replacements(id, M1870, null)).toEqual(sorted([...row.plain, ...(extra1870[id] ?? [])]));
    for (const [label, want] of Object.entries(row.labelled ?? {})) {
      expect([label, replacements(id, M1870, label)]).toEqual([label, sorted(want)]);
    }
  });

  test('1860 §5.7: lettered towns', () => {
    expect(replacements('746', M1860)).toEqual(['757', '762']); // B
    expect(replacements('757', M1860)).toEqual(['770']);
    expect(replacements('762', M1860)).toEqual(['770']);
    expect(replacements('758', M1860)).toEqual(['786']); // R
    expect(replacements('763', M1860)).toEqual(['773']); // N
    expect(replacements('760', M1860)).toEqual(['774']); // V
    expect(replacements('787', M1860)).toEqual(['788']); // C
    expect(replacements('788', M1860)).toEqual(['789']);
  });

  test('1860 §5.7: unlabelled towns keep their exits, and the dead ends chain 115 → 759 → 777', () => {
    const green = ['12', '205', '206', '756', '759'];
    for (const id of ['5', '6', '57', '115']) {
      const r = replacements(id, M1860);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !green.includes(x))).toEqual([]);
    }
    expect(replacements('115', M1860)).toContain('759');
    expect(replacements('759', M1860)).toContain('777');
    expect(replacements('57', M1860)).toEqual(['205', '206']);
  });

  test('1860 §5.7: plain track 7/8/9 → 16–22, 625, 626 → 778–781', () => {
    const green = ['16', '17', '18', '19', '20', '21', '22', '625', '626'];
    const brown = ['778', '779', '780', '781'];
    for (const id of ['7', '8', '9']) {
      const r = replacements(id, M1860);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !green.includes(x))).toEqual([]);
    }
    for (const id of green) expect(replacements(id, M1860).filter((x) => !brown.includes(x))).toEqual([]);
    expect(replacements('625', M1860)).toEqual(['781']);
  });

  test('1860 §5.7: single villages with a halt take a halt or a small station of the next colour (tileUpgrades.haltsBecomeTowns)', () => {
    expect(HALTS_1860).toBe(true);
    // "Villages: single 741–743 → 747–753": the small station 747/748/749 with the same exits, or a halt tile.
    expect(replacements1860('741')).toEqual(['747', '750', '751', '752']);
    expect(replacements1860('742')).toEqual(['748', '750', '751', '752', '753']);
    expect(replacements1860('743')).toEqual(['749', '751', '752']);
    // Without the title's setting the halts stay halts (the engine's default rule).
    expect(replacements('741', M1860)).toEqual(['750', '751', '752']);
  });

  test('1860 §5.7: double villages 744/745 → 754/755 → 782–785, and Merstone 761 → 775 (a halt becomes a small station)', () => {
    // "Double (H4, I7) 744/745 → 754/755 → 782–785": two halts become halt + small station.
    expect(replacements1860('744')).toEqual(['754', '755']);
    expect(replacements1860('745')).toEqual(['754', '755']);
    expect(replacements1860('754')).toEqual(['782', '783', '785']);
    expect(replacements1860('755')).toEqual(['782', '784', '785']);
    // "M G7: pre-printed → 761 → 775": 761's halt (to Blackwater) becomes 775's small station.
    expect(replacements1860('761')).toEqual(['775']);
    expect(replacements('761', M1860)).toEqual([]);
  });

  test('1860 §5.7: a single-village small station (747–749) never becomes a double-village tile (782–785)', () => {
    // "single … → 747–753 → 764–769": one station stays one station.
    expect(replacements1860('747')).toEqual(['764', '767', '768', '769']);
    expect(replacements1860('748')).toEqual(['766', '767', '768', '769']);
    expect(replacements1860('749')).toEqual(['765', '767', '768', '769']);
    for (const id of ['750', '751', '752', '753']) {
      const r = replacements1860(id);
      expect([id, r.length > 0, r.filter((x) => !['764', '765', '766', '767', '768', '769'].includes(x))]).toEqual([id, true, []]);
    }
    // The default rule, which does not count halts, would let them onto 782–785.
    expect(replacements('747', M1860)).toEqual(expect.arrayContaining(['782', '783', '784', '785']));
  });

  test('1862 §2.11.7: unlabelled cities 5/6/57 → 14/15/619 → 611', () => {
    for (const id of ['5', '6', '57']) expect(replacements(id, M1862)).toEqual(['14', '15', '619']);
    for (const id of ['14', '15', '619']) expect(replacements(id, M1862)).toEqual(['611']);
  });

  test('1862 §2.11.7: N cities 790 → 791 → 794, or 795 on Ipswich (I)', () => {
    expect(replacements('790', M1862)).toEqual(['791']);
    expect(replacements('791', M1862)).toEqual(['794']);
    expect(replacements('791', M1862, 'I')).toEqual(['795']);
  });

  test('1862 §2.11.7: Y cities stay Y, and Harwich (H) takes 797', () => {
    const greenY = ['53y', '792', '793'];
    const brownY = ['61y', '796', '891y'];
    for (const id of ['201', '202', '621']) {
      const r = replacements(id, M1862);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !greenY.includes(x))).toEqual([]);
    }
    for (const id of greenY) {
      const r = replacements(id, M1862);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !brownY.includes(x))).toEqual([]);
    }
    expect(replacements('793', M1862, 'H')).toEqual(['797']);
  });

  test('1862 §2.11.7: a town hex goes yellow town → green one-town variant → brown variant', () => {
    // The digest's example: 8852 → 18_1a, 19_1a or 20_1 (20_1b is 20_1's mirror image).
    expect(replacements('8852', M1862)).toEqual(['18_1a', '19_1a', '20_1', '20_1b']);
    for (const id of ['8850', '8851', '8852']) {
      const r = replacements(id, M1862);
      expect(r.length).toBeGreaterThan(0);
      expect(r.every((x) => /_1[abc]?$/.test(x))).toBe(true);
    }
    for (const id of M1862.filter((i) => /^(16|17|18|19|20|21|22)_/.test(i))) {
      const r = replacements(id, M1862);
      const towns = tile(id).nodes.length;
      expect([id, r.length > 0]).toEqual([id, true]);
      expect(r.every((x) => tile(x).nodes.length === towns)).toBe(true);
    }
  });

  test('1862 §2.6 item 3 and §2.11.7: adding a small station (tileUpgrades.addTown) keeps the base tile and colour, adds one town (e.g. 18_1a → 18_2)', () => {
    const rule = { variantSeparator: '_' };
    const towns = (id: string) => tile(id).nodes.filter((n) => n.kind === 'town').length;
    const adds = (current: string) =>
      sorted(M1862.filter((id) => addsTown(rule, tile(current), tile(id)) && [0, 1, 2, 3, 4, 5].some((r) => keepsTrackAddingTown(tile(current), 0, tile(id), r))));
    expect(replacements('18_1a', M1862)).not.toContain('18_2'); // not by the usual rule (next colour only)
    expect(adds('18_1a')).toEqual(['18_2']);
    // Only where the new town sits on 18_1a's plain path 1–2 (at 3 it would sit on 4–5).
    expect([0, 1, 2, 3, 4, 5].filter((r) => keepsTrackAddingTown(tile('18_1a'), 0, tile('18_2'), r))).toEqual([0]);
    expect(adds('18_1b')).toEqual(['18_2']);
    expect(adds('778_1a')).toEqual(['778_2a', '778_2b']);
    expect(adds('8852')).toEqual([]); // a yellow town goes to green by the usual rule
    const variants = M1862.filter((id) => id.includes('_'));
    const reached = new Set<string>();
    for (const id of variants) {
      const r = adds(id);
      const max = tile(id).color === 'green' ? 2 : 3; // green: fewer than 2 towns; brown: fewer than 3
      expect([id, r.length > 0]).toEqual([id, towns(id) < max]);
      for (const x of r) {
        expect([id, x, tile(x).color, x.split('_')[0], towns(x)]).toEqual([id, x, tile(id).color, id.split('_')[0], towns(id) + 1]);
        reached.add(x);
      }
    }
    // Every variant with more than one town is reached by adding a town to one with one fewer.
    expect(variants.filter((id) => towns(id) > 1 && !reached.has(id))).toEqual([]);
  });

  test('1820 §12: B cities, small cities and towns keep their type', () => {
    const greenB = ['179', '180', '181', '182'];
    for (const id of ['148', '149', '150']) {
      const r = replacements(id, M1820);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !greenB.includes(x))).toEqual([]);
    }
    for (const id of greenB) {
      const r = replacements(id, M1820);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !['198', '199', '200'].includes(x))).toEqual([]);
    }
    for (const id of ['198', '199', '200']) expect(replacements(id, M1820)).toEqual(['290']);
    for (const id of ['5', '6', '57']) expect(replacements(id, M1820)).toEqual(['14', '15', '38']);
    for (const id of ['14', '15', '38']) expect(replacements(id, M1820)).toEqual(['51']);
    expect(replacements('51', M1820)).toEqual([]); // small cities have no gray tile
    expect([replacements('3', M1820), replacements('4', M1820), replacements('58', M1820)]).toEqual([['847'], ['848'], ['849']]);
    expect([replacements('847', M1820), replacements('848', M1820), replacements('849', M1820)]).toEqual([['867'], ['868'], ['869']]);
  });

  test('1820 §12: OO and Manchester', () => {
    expect(replacements('248', M1820)).toEqual(['35', '36']);
    expect(replacements('803', M1820)).toEqual(sorted(['54', '212']));
    expect(replacements('35', M1820)).toEqual(['339']);
    expect(replacements('54', M1820)).toEqual(['339']);
    expect(replacements('339', M1820)).toEqual(['804']);
    expect(replacements('M03', M1820)).toEqual(['M04']);
  });

  test('1820 §12 / sources §1.5: Manchester M01 → M02 (the town becomes a third city) → M03 (three cities become one), by upgradesTo', () => {
    expect(tile('M01').upgradesTo).toEqual([{ to: 'M02', merge: false, kindChange: true }]);
    expect(tile('M02').upgradesTo).toEqual([{ to: 'M03', merge: true, kindChange: false }]);
    expect(replacements('M01', M1820)).toEqual(['M02']);
    expect(replacements('M02', M1820)).toEqual(['M03']);
    expect(replacements('M03', M1820)).toEqual(['M04']);
    // Each of M02's three cities reaches three edges, and M01's two cities and town fit them at every rotation.
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(tile('M01'), 0, tile('M02'), r))).toEqual([0, 1, 2, 3, 4, 5]);
    // M03's one city reaches every edge, so the merge fits at any rotation.
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(tile('M02'), 0, tile('M03'), r))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  test('the node changes are bound to their upgradesTo entry: no town → city without kindChange, no merging without merge', () => {
    const asPlain = (id: string, to: string): Tile => ({ ...tile(id), upgradesTo: [{ to, merge: false, kindChange: false }] });
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(asPlain('M01', 'M02'), 0, tile('M02'), r))).toEqual([]);
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(asPlain('M02', 'M03'), 0, tile('M03'), r))).toEqual([]);
    // kindChange turns towns into cities, never cities into towns; merge does not change kinds.
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack({ ...tile('M03'), upgradesTo: [{ to: 'X12', merge: true, kindChange: true }] }, 0, tile('X12'), r))).toEqual([]);
  });

  test('1820 OO (conflicts item 1): a title\'s own green 64–68 override the catalogue\'s brown ones, so 802 → 66/67/68 in the compiled title', () => {
    // 1820's green OO 64–68, as docs/tiles.md (Conflicts, item 1) lists them.
    const green = (id: string, a: [number, number], b: [number, number]): TileDefinition => ({
      id,
      color: 'green',
      nodes: [{ kind: 'city', revenue: 50, slots: 1 }, { kind: 'city', revenue: 50, slots: 1 }],
      paths: [[a[0], 'n0'], ['n0', a[1]], [b[0], 'n1'], ['n1', b[1]]],
      label: 'OO',
    });
    const own = [green('64', [0, 2], [3, 4]), green('65', [0, 4], [2, 3]), green('66', [0, 3], [1, 2]), green('67', [0, 3], [2, 4]), green('68', [0, 3], [1, 4])];
    const def = structuredClone(definitionOf('demo')) as Definition;
    const manifest: Record<string, number> = Object.fromEntries(M1820.map((id) => [id, 1]));
    def.tiles = { ...def.tiles, manifest, tiles: own };
    def.catalogue = buildCatalogue(def.tiles, defs);
    // One definition per id reaches the compiler: the title's.
    expect(def.catalogue.filter((t) => t.id === '66')).toEqual([own[2]]);
    const title = compileTitle(def);
    expect(['64', '65', '66', '67', '68'].map((id) => title.tiles.get(id)!.color)).toEqual(['green', 'green', 'green', 'green', 'green']);
    const fromTitle = (current: string): string[] =>
      sorted(
        Object.keys(title.manifest).filter((id) => {
          const c = title.tiles.get(current)!;
          const n = title.tiles.get(id)!;
          return canUpgradeKind(c, n, c.label) && [0, 1, 2, 3, 4, 5].some((r) => preservesTrack(c, 0, n, r));
        }),
      );
    // 802: one city on a straight plus a bare city; only 66, 67 and 68 carry a city on a straight.
    expect(fromTitle('802')).toEqual(['66', '67', '68']);
    // The catalogue alone still holds the brown 64–68 (1843's and 18xx.games's), which 802 cannot take.
    expect(replacements('802', M1820)).toEqual([]);
  });

  test('1843: named cities (Lille, Lyon), Paris, OO and the gray tiles', () => {
    expect(replacements('X01', M1843)).toEqual(['X03']);
    expect(replacements('X03', M1843)).toEqual(['X09']);
    expect(replacements('X02', M1843)).toEqual(['X04']);
    expect(replacements('X04', M1843)).toEqual(['X10']);
    expect(replacements('X05', M1843)).toEqual(['X11']);
    const brownOO = ['64', '65', '66', '67', '68', 'X13', 'X14'];
    for (const id of ['10', '59']) {
      const r = replacements(id, M1843);
      expect(r.length).toBeGreaterThan(0);
      expect(r.filter((x) => !brownOO.includes(x))).toEqual([]);
    }
    for (const id of brownOO) expect(replacements(id, M1843)).toEqual(['X15']);
    expect(replacements('63', M1843)).toEqual(['513']);
    expect(replacements('57', M1843)).toEqual(['14', '15']);
  });

  test('1843: the port cities take their named brown tile from green on a hex labelled for it', () => {
    expect(replacements('15', M1843, 'Bordeaux')).toEqual(['X06']);
    expect(replacements('15', M1843, 'Marseille')).toEqual(['X07']);
    expect(replacements('14', M1843, 'Le Havre')).toEqual(['X08']);
    expect(replacements('15', M1843, 'Le Havre')).toEqual(['X08']);
  });

  test('1843 §4.9 / §5.10: a yellow double-town tile skips green to the brown single town X12 ("G58"), its two towns merged', () => {
    const doubleTowns = M1843.filter((id) => tile(id).color === 'yellow' && tile(id).nodes.filter((n) => n.kind === 'town').length === 2);
    expect(sorted(doubleTowns)).toEqual(sorted(['1', '2', '55', '56', '69', '630', '631', '632', '633']));
    for (const id of doubleTowns) {
      expect([id, tile(id).upgradesTo]).toEqual([id, [{ to: 'X12', merge: true, kindChange: false }]]);
      expect([id, replacements(id, M1843)]).toEqual([id, ['X12']]);
    }
    // X12 leaves edge 4 bare: 1 (towns on 1–3 and 0–4) fits where the bare edge turns onto 5 or 2.
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(tile('1'), 0, tile('X12'), r))).toEqual([1, 4]);
    // Single towns keep the usual rule (no green single town in 1843, so no upgrade), and 1870 keeps its chart (no upgrade of 1, 2, 55, 56, 69).
    for (const id of ['3', '4', '58']) expect(replacements(id, M1843)).toEqual([]);
    for (const id of ['1', '2', '55', '56', '69']) expect(replacements(id, M1870, null)).toEqual([]);
  });

  test('1843 §5.10: the preprinted yellow Paris (2 cities) → X05 (3 cities) with upgradesTo ["X05"] on the printed tile', () => {
    // The map is [MISSING] (§5.11): a printed Paris with Montparnasse on edge 0 and Paris on edge 3.
    const printed = normaliseTile(
      { color: 'yellow', nodes: [{ kind: 'city', revenue: 30, slots: 1 }, { kind: 'city', revenue: 30, slots: 1 }], paths: [[0, 'n0'], [3, 'n1']], label: 'P', upgradesTo: ['X05'] },
      'printed:Paris',
    );
    expect(canUpgradeKind(printed, tile('X05'), 'P')).toBe(true);
    expect(canUpgradeKind(printed, tile('X11'), 'P')).toBe(false);
    // Each old city needs a city of its own (X05: [0], [2,3], [4,5]): none reaches 3 at rotation 2, none 0 at rotation 5.
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(printed, 0, tile('X05'), r))).toEqual([0, 1, 3, 4]);
    // Without upgradesTo the node count (2 cities → 3) refuses it.
    expect(canUpgradeKind({ ...printed, upgradesTo: null }, tile('X05'), 'P')).toBe(false);
  });
});
