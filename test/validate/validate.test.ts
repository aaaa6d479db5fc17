import * as fs from 'fs';
import * as path from 'path';
import { validateTitleDir, loadValidTitleDir } from '../../tools/validate';
import { cleanupTemp, copyDemo, DEMO_DIR, lines, type Files } from './helpers';

afterAll(cleanupTemp);

/** A yellow title-specific tile for cases that need one. */
const ownTile = (extra: object = {}) => ({
  id: 'X1',
  color: 'yellow',
  nodes: [{ kind: 'city', revenue: 20, slots: 1 }],
  paths: [[0, 'n0']],
  ...extra,
});

describe('the demo title', () => {
  it('validates clean', () => {
    expect(validateTitleDir(DEMO_DIR)).toEqual([]);
  });

  it('validates clean when copied (the fixture builder itself is sound)', () => {
    expect(lines(copyDemo())).toEqual([]);
  });

  it('loads through loadValidTitleDir', () => {
    const { definition } = loadValidTitleDir(DEMO_DIR);
    expect(definition.title.id).toBe('demo');
  });
});

describe('schema step', () => {
  const cases: [string, (f: Files) => void, string[]][] = [
    [
      'unknown property at a file root',
      (f) => (f['title.json'].foo = 1),
      ['title.json: /: must NOT have additional property "foo"'],
    ],
    [
      'missing required property',
      (f) => delete f['trains.json'].trains[1].price,
      ["trains.json: /trains/1: must have required property 'price'"],
    ],
    ['wrong type', (f) => (f['title.json'].bank.cash = '4000'), ['title.json: /bank/cash: must be integer']],
    [
      'enum value',
      (f) => (f['title.json'].setup.priority = 'random'),
      ['title.json: /setup/priority: must be one of "seeded", "firstSeat"'],
    ],
    [
      'pattern (market cell with an unknown flag)',
      (f) => (f['market.json'].rows[0][0] = '60x'),
      ['market.json: /rows/0/0: must match pattern "^([0-9]+[pyobcelfrj]*)?$"'],
    ],
    [
      'hex id pattern',
      (f) => (f['map.json'].hexes[1].id = 'a5'),
      ['map.json: /hexes/1/id: must match pattern "^[A-Z]{1,2}[0-9]{1,3}$"'],
    ],
    [
      'anyOf alternatives are folded into one message',
      (f) => (f['trains.json'].trains[4].count = -1),
      ['trains.json: /trains/4/count: must be >= 0 or must be "unlimited"'],
    ],
    [
      'path endpoint out of range',
      (f) => (f['catalogue'].tiles[4].paths[0][1] = 6),
      ['../catalogue/tiles.json: /tiles/4/paths/0/1: must be <= 5 or must be string'],
    ],
    [
      'a path needs exactly two endpoints',
      (f) => (f['catalogue'].tiles[4].paths[0] = [0, 1, 2]),
      ['../catalogue/tiles.json: /tiles/4/paths/0: must NOT have more than 2 items'],
    ],
    [
      'property names of a map (player counts)',
      (f) => (f['title.json'].startingCash.two = 500),
      ['title.json: /startingCash/two: property name must match pattern "^[1-9][0-9]?$"'],
    ],
    [
      'manifest count',
      (f) => (f['tiles.json'].manifest['3'] = 'lots'),
      ['tiles.json: /manifest/3: must be integer or must be "unlimited"'],
    ],
    [
      'variant patch names an unknown file',
      (f) => (f['title.json'].variants[0].patches[0].file = 'rules'),
      [
        'title.json: /variants/0/patches/0/file: must be one of "title", "map", "tiles", "market", "corporations", "companies", "cousins", "trains", "phases"',
      ],
    ],
    [
      'invalid JSON',
      (f) => (f['phases.json'] = '{ "phases": [ }'),
      // The parser's own wording depends on the Node version: checked by prefix below.
      ['phases.json: /: invalid JSON: '],
    ],
    ['a missing required file', (f) => delete f['map.json'], ['map.json: /: file is missing']],
    [
      'a missing catalogue',
      (f) => (f['tiles.json'].catalogue = '../nope/tiles.json'),
      ['../nope/tiles.json: /: file is missing'],
    ],
    [
      'the catalogue is checked against the tiles schema',
      (f) => (f['catalogue'].tiles[0].color = 'purple'),
      ['../catalogue/tiles.json: /tiles/0/color: must be one of "white", "yellow", "green", "brown", "gray", "red", "blue"'],
    ],
    [
      'off-board revenue keyed by something that is not a colour',
      (f) => (f['map.json'].hexes[0].tile.nodes[0].revenue = { yellow: 20, purple: 30 }),
      [
        'map.json: /hexes/0/tile/nodes/0/revenue/purple: property name must be one of "white", "yellow", "green", "brown", "gray", "red", "blue"',
      ],
    ],
    [
      'a revenue that is neither a number nor an object',
      (f) => (f['map.json'].hexes[0].tile.nodes[0].revenue = '20'),
      ['map.json: /hexes/0/tile/nodes/0/revenue: must be integer or must be object'],
    ],
    [
      'schema errors and cross-reference errors are reported together',
      (f) => {
        f['title.json'].foo = 1;
        f['trains.json'].trains[0].rustsOn = '7'; // a lint error, reported in the same run
      },
      ['title.json: /: must NOT have additional property "foo"', 'trains.json: /trains/0/rustsOn: train 7 does not exist'],
    ],
    [
      'an ability parameter the kind does not have (misspelt or misplaced)',
      (f) =>
        (f['companies.json'].companies[0].abilities = [
          { kind: 'tileLay', params: { hexes: ['B4'], tileColors: ['yellow'] } },
          { kind: 'blocksHex', params: { hexes: ['B4'], free: true } },
        ]),
      [
        'companies.json: /companies/0/abilities/0/params: must NOT have additional property "tileColors"',
        'companies.json: /companies/0/abilities/1/params: must NOT have additional property "free"',
      ],
    ],
  ];

  it.each(cases)('%s', (_name, mutate, expected) => {
    const got = lines(copyDemo(mutate));
    if (expected.length === 1 && expected[0]!.endsWith('invalid JSON: ')) {
      expect(got).toHaveLength(1);
      expect(got[0]!.startsWith(expected[0]!)).toBe(true);
    } else {
      expect(got).toEqual(expected);
    }
  });

  it('accepts a title without companies.json', () => {
    expect(lines(copyDemo((f) => delete f['companies.json']))).toEqual([]);
  });
});

describe('lint step', () => {
  const cases: [string, (f: Files) => void, string[]][] = [
    // tiles
    [
      'manifest names an unknown tile',
      (f) => (f['tiles.json'].manifest['999'] = 1),
      ['tiles.json: /manifest/999: tile 999 is not in the catalogue'],
    ],
    [
      'a title tile may override a catalogue tile of the same id',
      (f) => (f['tiles.json'].tiles = [ownTile({ id: '57' })]),
      [],
    ],
    [
      'a title tile defined twice in the title',
      (f) => (f['tiles.json'].tiles = [ownTile({ id: '57' }), ownTile({ id: '57' })]),
      ['tiles.json: /tiles/1/id: tile 57 is already defined at /tiles/0'],
    ],
    [
      'duplicate id within the catalogue',
      (f) => (f['catalogue'].tiles[1].id = '3'),
      [
        '../catalogue/tiles.json: /tiles/1/id: tile 3 is already defined at /tiles/0',
        'tiles.json: /manifest/4: tile 4 is not in the catalogue',
      ],
    ],
    [
      'tile without id in a tile file',
      (f) => {
        const { id, ...noId } = ownTile();
        f['tiles.json'].tiles = [noId];
      },
      ['tiles.json: /tiles/0: tile has no id'],
    ],
    [
      'title tiles are usable in the manifest',
      (f) => {
        f['tiles.json'].tiles = [ownTile()];
        f['tiles.json'].manifest.X1 = 'unlimited';
      },
      [],
    ],
    [
      'upgradesTo: unknown tile and earlier colour',
      (f) => (f['tiles.json'].tiles = [ownTile({ id: 'X1', upgradesTo: ['14', '999', '8'] })]),
      [
        'tiles.json: /tiles/0/upgradesTo/1: tile 999 does not exist',
        'tiles.json: /tiles/0/upgradesTo/2: tile 8 is yellow, not a later colour than yellow',
      ],
    ],
    [
      'upgradesTo on a red tile',
      (f) => (f['map.json'].hexes[0].tile.upgradesTo = ['14']),
      ['map.json: /hexes/0/tile/upgradesTo: a red tile cannot be upgraded'],
    ],
    [
      'path endpoint names a missing node',
      (f) => (f['tiles.json'].tiles = [ownTile({ paths: [[0, 'n0'], [1, 'n1']] })]),
      ['tiles.json: /tiles/0/paths/1/1: node n1 does not exist'],
    ],
    [
      'path joining an endpoint to itself',
      (f) => (f['catalogue'].tiles[4].paths = [[0, 0]]),
      ['../catalogue/tiles.json: /tiles/4/paths/0: path joins edge 0 to itself'],
    ],
    [
      'offboard node on a non-red tile',
      (f) => (f['map.json'].hexes[0].tile.color = 'yellow'),
      ['map.json: /hexes/0/tile/nodes/0: offboard nodes are only allowed on red or blue tiles, not yellow'],
    ],
    [
      'city without slots',
      (f) => delete f['map.json'].hexes[2].tile.nodes[0].slots,
      ['map.json: /hexes/2/tile/nodes/0: city has no slots'],
    ],
    [
      'slots on a town',
      (f) => (f['catalogue'].tiles[0].nodes[0].slots = 1),
      ['../catalogue/tiles.json: /tiles/0/nodes/0/slots: only cities and off-board areas have slots'],
    ],
    [
      'revenue by phase colour on a city',
      (f) => (f['catalogue'].tiles[2].nodes[0].revenue = { yellow: 20 }),
      ['../catalogue/tiles.json: /tiles/2/nodes/0/revenue: only offboard nodes and gray or red cities and towns have revenue by phase colour'],
    ],
    [
      'trainRevenue naming a train type that does not exist',
      (f) => (f['map.json'].hexes[0].tile.nodes[0].trainRevenue = { Z: 100 }),
      ['map.json: /hexes/0/tile/nodes/0/trainRevenue: train type Z does not exist'],
    ],
    // map
    [
      'duplicate hex',
      (f) => f['map.json'].hexes.push({ id: 'B4' }),
      ['map.json: /hexes/19/id: hex B4 is already defined at /hexes/3'],
    ],
    [
      'hex off the doubled-coordinate grid',
      (f) => f['map.json'].hexes.push({ id: 'B3' }, { id: 'AA2' }, { id: 'AB2' }),
      [
        'map.json: /hexes/19/id: hex B3 is not on the hex grid (letter index + number - 1 must be even)',
        // AA is letter index 26: 26 + 1 is odd; AB (27) + 1 is even.
        'map.json: /hexes/20/id: hex AA2 is not on the hex grid (letter index + number - 1 must be even)',
      ],
    ],
    [
      'the parity rule is the same for pointy maps and swapped axes',
      (f) => {
        f['map.json'].layout = 'pointy';
        f['map.json'].axes = { x: 'number', y: 'letter' };
        f['map.json'].hexes.push({ id: 'C2' });
      },
      [
        'map.json: /hexes/19/id: hex C2 is not on the hex grid (letter index + number - 1 must be even)',
        // The flat map's off-board track, read on the pointy grid, leads off it (tools/lint/printed-path-edges.ts).
        'map.json: /hexes/16/tile/paths: track to edge 1 of F2 leads off the map (map.json has no hex F0; pointy edges: 0 = SW, 1 = W, 2 = NW, 3 = NE, 4 = E, 5 = SE)',
      ],
    ],
    [
      'both axes from the letter',
      (f) => (f['map.json'].axes = { x: 'letter', y: 'letter' }),
      ['map.json: /axes: x and y cannot both come from the letter'],
    ],
    [
      'borders',
      (f) =>
        (f['map.json'].hexes[3].borders = [
          { edge: 0, kind: 'cost' },
          { edge: 1, kind: 'impassable', cost: 10 },
          { edge: 1, kind: 'impassable' },
          // A barrier that opens may cost money to cross once open (1820's blue barriers): no finding.
          { edge: 2, kind: 'impassable', openFromPhase: '2', cost: 80 },
        ]),
      [
        'map.json: /hexes/3/borders/0: a cost border needs a cost',
        'map.json: /hexes/3/borders/1/cost: an impassable border has no cost (unless it opens in a phase: openFromPhase)',
        'map.json: /hexes/3/borders/2/edge: edge 1 already has a border at /hexes/3/borders/1',
      ],
    ],
    [
      'a map whose hexes have odd parity (1870: A2, B3, ...) reports its even hexes',
      (f) => {
        const city = { color: 'white', nodes: [{ kind: 'city', revenue: 0, slots: 4 }], paths: [] };
        f['map.json'].hexes = [{ id: 'A2', tile: city }, { id: 'B1' }, { id: 'B3' }, { id: 'C2' }, { id: 'C4' }, { id: 'D5' }, { id: 'B2' }];
        for (const c of f['corporations.json'].corporations) c.home = { hex: 'A2' };
      },
      ['map.json: /hexes/6/id: hex B2 is not on the hex grid (letter index + number - 1 must be odd, as on the rest of this map)'],
    ],
    [
      'partitions: a line from a vertex to itself, and the same line twice',
      (f) =>
        (f['map.json'].hexes[3].partitions = [
          { a: 1, b: 1, kind: 'river' },
          { a: 0, b: 2, kind: 'river', restrict: 'inner' },
          { a: 2, b: 0, kind: 'river' },
          { a: 2, b: 0, kind: 'canal' },
        ]),
      [
        'map.json: /hexes/3/partitions/0: partition joins vertex 1 to itself',
        'map.json: /hexes/3/partitions/2: the same partition is already defined at /hexes/3/partitions/1',
      ],
    ],
    [
      'future labels: two for one colour, and one for a colour that can never be laid',
      (f) => {
        f['map.json'].hexes[3].futureLabels = [{ color: 'brown', label: 'P' }, { color: 'gray', label: 'K' }, { color: 'brown', label: 'Q' }];
        f['map.json'].hexes[0].futureLabels = [{ color: 'green', label: 'P' }];
      },
      [
        'map.json: /hexes/0/futureLabels/0/color: no green tile can be laid on a hex printed red',
        'map.json: /hexes/3/futureLabels/2/color: a brown future label is already defined at /hexes/3/futureLabels/0',
      ],
    ],
    // corporations
    [
      'duplicate corporation id',
      (f) => (f['corporations.json'].corporations[1].id = 'NR'),
      ['corporations.json: /corporations/1/id: corporation NR is already defined at /corporations/0'],
    ],
    [
      'home hex does not exist',
      (f) => (f['corporations.json'].corporations[0].home.hex = 'Z9'),
      ['corporations.json: /corporations/0/home/hex: hex Z9 does not exist'],
    ],
    [
      'home hex without a city',
      (f) => (f['corporations.json'].corporations[0].home.hex = 'B6'),
      ['corporations.json: /corporations/0/home: hex B6 has no city 0'],
    ],
    [
      'home city index out of range',
      (f) => (f['corporations.json'].corporations[0].home.city = 1),
      ['corporations.json: /corporations/0/home/city: hex B2 has no city 1'],
    ],
    [
      'home city choice on a one-city hex (1843 home.cityChoice)',
      (f) => (f['corporations.json'].corporations[0].home.cityChoice = true),
      ['corporations.json: /corporations/0/home/cityChoice: hex B2 has only one city to choose'],
    ],
    [
      'skipUpgrade with an unknown phase and an icon no hex carries (1843 G18)',
      (f) => (f['corporations.json'].corporations[0].skipUpgrade = { fromPhase: 'brown', hexIcon: 'port', to: 'brown' }),
      [
        'corporations.json: /corporations/0/skipUpgrade/fromPhase: no phase brown in phases.json',
        'corporations.json: /corporations/0/skipUpgrade/hexIcon: no hex has the icon port',
      ],
    ],
    [
      'a station move from an unknown phase, and ports without port hexes (1843 G20, G22)',
      (f) => {
        f['title.json'].rounds.operating.stationMove = { fromPhase: 'gray', cost: 100, blockers: 9 };
        f['title.json'].ports = { income: 20, salePrice: 20, claimMinStops: 2 };
      },
      ['title.json: /rounds/operating/stationMove/fromPhase: no phase gray in phases.json', 'title.json: /ports: no hex of map.json has the icon "port"'],
    ],
    [
      'sales that stop moving prices from an unknown phase (rounds.stock.sellMovement.notFromPhase; 1860 "8")',
      (f) => (f['title.json'].rounds.stock.sellMovement.notFromPhase = '8'),
      ['title.json: /rounds/stock/sellMovement/notFromPhase: no phase 8 in phases.json'],
    ],
    [
      'certificates do not sum to 100',
      (f) => f['corporations.json'].corporations[2].certificates.pop(),
      ['corporations.json: /corporations/2/certificates: certificates sum to 90%, not 100%'],
    ],
    [
      'no token costs',
      (f) => (f['corporations.json'].corporations[3].tokens = []),
      ['corporations.json: /corporations/3/tokens: no token costs: the first one is the home token'],
    ],
    [
      'more home corporations than city slots',
      (f) => (f['corporations.json'].corporations[1].home.hex = 'B2'),
      ['corporations.json: /corporations/1/home: hex B2 city 0 has 1 slot but is home to 2 corporations (NR, CR)'],
    ],
    [
      'home corporations within the slots',
      (f) => {
        f['corporations.json'].corporations[1].home.hex = 'B2';
        f['map.json'].hexes[2].tile.nodes[0].slots = 2;
      },
      [],
    ],
    [
      'a home on an off-board area needs a slot there',
      (f) => (f['corporations.json'].corporations[0].home = { hex: 'A3' }),
      ['corporations.json: /corporations/0/home: hex A3 has no city 0'],
    ],
    [
      'an off-board area with a slot can be a home (1870: SP in the Southwest)',
      (f) => {
        f['corporations.json'].corporations[0].home = { hex: 'A3' };
        f['map.json'].hexes[0].tile.nodes[0].slots = 1;
      },
      [],
    ],
    [
      'destinations: unknown hex, the home hex, and a hex with nothing to connect to',
      (f) => {
        f['title.json'].rounds.operating.steps.push('destinationConnection');
        const corps = f['corporations.json'].corporations;
        corps[0].destination = { hex: 'Z9' };
        corps[1].destination = { hex: 'C3', tokenCost: 100 };
        corps[2].destination = { hex: 'B4' };
        corps[3].destination = { hex: 'F6' }; // an off-board area: fine
      },
      [
        'corporations.json: /corporations/0/destination/hex: hex Z9 does not exist',
        'corporations.json: /corporations/1/destination/hex: the destination is the home hex C3',
        'corporations.json: /corporations/2/destination/hex: hex B4 has no city or off-board area',
      ],
    ],
    [
      'ability references: hexes, corporations, certificates, phases, partition kinds, icons, events and abilities',
      (f) =>
        (f['companies.json'].companies[0].abilities = [
          { id: 'a', kind: 'blocksPartition', condition: { ownerType: 'player' }, params: { kind: 'river' } },
          { id: 'b', kind: 'tileLay', condition: { ownerIn: ['NR', 'XX'], phaseIn: ['2', '9'] }, params: { hexes: ['B4', 'Q1'], sharesUsesWith: 'zz' } },
          { id: 'b', kind: 'assignToken', params: { hexes: ['C3'], hexIcon: 'port', removedBy: 'removeTokens' } },
          { kind: 'grantsShare', params: { corporation: 'NR', certificate: 1, percent: 20 } },
          { kind: 'grantsShare', params: { corporation: 'ZZ' } },
          { kind: 'purchaseWindow', params: { buyers: ['CR', 'YY'], phases: ['7'], hexes: 'everywhere' } },
        ]),
      [
        // The schema's part (each kind's params), then the cross-references, in one run.
        'companies.json: /companies/0/abilities/5/params: must NOT have additional property "hexes"',
        'companies.json: /companies/0/abilities/2/id: ability b is already defined at /companies/0/abilities/1',
        'companies.json: /companies/0/abilities/0/params/kind: no hex has a river partition',
        'companies.json: /companies/0/abilities/1/params/hexes/1: hex Q1 does not exist',
        'companies.json: /companies/0/abilities/1/condition/ownerIn/1: corporation XX does not exist',
        'companies.json: /companies/0/abilities/1/condition/phaseIn/1: phase 9 does not exist',
        'companies.json: /companies/0/abilities/1/params/sharesUsesWith: MCT has no ability zz',
        'companies.json: /companies/0/abilities/2/params/hexes/0: hex C3 has no port icon',
        'companies.json: /companies/0/abilities/2/params/removedBy: no removeTokens phase event names MCT',
        'companies.json: /companies/0/abilities/3/params/percent: NR certificate 1 is 10%, not 20%',
        'companies.json: /companies/0/abilities/4/params/corporation: corporation ZZ does not exist',
        'companies.json: /companies/0/abilities/5/params/hexes: hexes must be a list of hex ids or "ownerHome"',
        'companies.json: /companies/0/abilities/5/params/buyers/1: corporation YY does not exist',
        'companies.json: /companies/0/abilities/5/params/phases/0: phase 7 does not exist',
      ],
    ],
    [
      'ability references that exist',
      (f) => {
        f['map.json'].hexes[3].partitions = [{ a: 0, b: 3, kind: 'river' }];
        f['map.json'].hexes[6].icons = ['port'];
        f['phases.json'].phases[4].events = [{ kind: 'removeTokens', companies: ['MCT'] }];
        f['companies.json'].companies[0].abilities = [
          { id: 'a', kind: 'blocksPartition', params: { kind: 'river' } },
          { id: 'b', kind: 'tileLay', condition: { ownerIn: ['NR'], phaseIn: ['2'] }, params: { hexes: 'ownerHome', sharesUsesWith: 'a' } },
          { kind: 'assignToken', params: { hexes: ['C3'], hexIcon: 'port', removedBy: 'removeTokens' } },
          { kind: 'grantsShare', params: { corporation: 'NR', certificate: 0, percent: 20 } },
        ];
      },
      [],
    ],
    [
      'duplicate company id',
      (f) => (f['companies.json'].companies[1].id = 'MCT'),
      ['companies.json: /companies/1/id: company MCT is already defined at /companies/0'],
    ],
    // trains and phases
    [
      'rustsOn names an unknown train',
      (f) => (f['trains.json'].trains[0].rustsOn = '7'),
      ['trains.json: /trains/0/rustsOn: train 7 does not exist'],
    ],
    [
      'availableOn names an unknown phase',
      (f) => (f['trains.json'].trains[3].availableOn = '9'),
      ['trains.json: /trains/3/availableOn: phase 9 does not exist'],
    ],
    [
      'duplicate train id',
      (f) => (f['trains.json'].trains[1].id = '2'),
      [
        'trains.json: /trains/1/id: train 2 is already defined at /trains/0',
        // Train 3 is gone, so phase 3 (started by it) now refers to nothing.
        'phases.json: /phases/1/onTrain: train 3 does not exist',
      ],
    ],
    [
      'no trains',
      (f) => {
        f['trains.json'].trains = [];
        f['phases.json'].phases = [];
      },
      ['trains.json: /trains: there are no train types', 'phases.json: /phases: there are no phases'],
    ],
    [
      'phase started by an unknown train',
      (f) => (f['phases.json'].phases[2].onTrain = '9'),
      ['phases.json: /phases/2/onTrain: train 9 does not exist'],
    ],
    [
      'first phase not on the first train',
      (f) => (f['phases.json'].phases[0].onTrain = '3'),
      ['phases.json: /phases/0/onTrain: the first phase must start on the first train, 2, not 3'],
    ],
    [
      'duplicate phase id',
      (f) => (f['phases.json'].phases[1].id = '2'),
      ['phases.json: /phases/1/id: phase 2 is already defined at /phases/0'],
    ],
    [
      'trade-in of an unknown train type, and of the type itself',
      (f) => (f['trains.json'].trains[4].tradeInDiscount = { '9': 100, '6': 50, '4': 300 }),
      [
        // Integer-like keys come in ascending order.
        'trains.json: /trains/4/tradeInDiscount/6: a 6-train cannot be traded in for itself',
        'trains.json: /trains/4/tradeInDiscount/9: train 9 does not exist',
      ],
    ],
    [
      'phase events: unknown company, removeTokens without companies, price range misplaced or inverted',
      (f) =>
        (f['phases.json'].phases[2].events = [
          { kind: 'removeTokens' },
          { kind: 'closeCompanies', companies: ['MCT', 'XX'], minPricePercent: 50 },
          { kind: 'companiesBuyable', minPricePercent: 200, maxPricePercent: 50 },
        ]),
      [
        'phases.json: /phases/2/events/0: removeTokens needs the companies whose tokens are removed',
        'phases.json: /phases/2/events/1/companies/1: company XX does not exist',
        'phases.json: /phases/2/events/1/minPricePercent: only companiesBuyable has minPricePercent',
        'phases.json: /phases/2/events/2: the lowest price (200%) is above the highest (50%)',
      ],
    ],
    // market
    [
      'no par price',
      (f) => (f['market.json'].rows = f['market.json'].rows.map((r: string[]) => r.map((c) => c.replace('p', '')))),
      ['market.json: /rows: no par price: no cell is flagged p'],
    ],
    ['a row with no cells', (f) => (f['market.json'].rows[5] = ['', '']), ['market.json: /rows/5: row has no cells']],
    ['no rows', (f) => (f['market.json'].rows = []), ['market.json: /rows: the market has no rows']],
    // players
    [
      'min players above max',
      (f) => (f['title.json'].players.min = 4),
      ['title.json: /players: min 4 is greater than max 3'],
    ],
    [
      'player count without starting cash or certificate limit',
      (f) => (f['title.json'].players.max = 4),
      ['title.json: /startingCash: no starting cash for 4 players', 'title.json: /certificateLimit: no certificate limit for 4 players'],
    ],
    [
      'certificate limits by corporations in play (1870)',
      (f) => (f['title.json'].certificateLimit = { '2': { '4': 14, '3': 12 }, '3': 11 }),
      [],
    ],
    [
      'certificate limit table without a row for all corporations, or with too many corporations',
      (f) => (f['title.json'].certificateLimit = { '2': { '5': 16, '4': 14 }, '3': { '3': 9 } }),
      [
        'title.json: /certificateLimit/2/5: there are only 4 corporations, not 5',
        'title.json: /certificateLimit/3: no limit for all 4 corporations in play',
      ],
    ],
    // rounds
    [
      'an empty round cycle and no dividend kinds',
      (f) => {
        f['title.json'].rounds.cycle = [];
        f['title.json'].rounds.operating.dividend.kinds = [];
      },
      ['title.json: /rounds/cycle: the cycle has no rounds', 'title.json: /rounds/operating/dividend/kinds: no dividend kinds'],
    ],
    [
      'an auction round without its options, and companies sold in an auction that is never played',
      (f) => {
        f['title.json'].rounds.initial = ['auction'];
        f['title.json'].companySale = { kind: 'waterfallAuction', in: 'auction' };
      },
      ['title.json: /rounds: an auction round is played but rounds.auction is missing'],
    ],
    [
      'companies sold in an auction round that is never played; a waterfall step without parameters',
      (f) => {
        f['title.json'].companySale = { kind: 'waterfallAuction', in: 'auction' };
        f['title.json'].rounds.auction = { steps: ['waterfallAuction'] };
      },
      [
        'title.json: /companySale/in: companies are sold in an auction round, but no auction round is played',
        'title.json: /rounds/auction: the waterfallAuction step needs rounds.auction.waterfallAuction',
      ],
    ],
    [
      'a complete auction round (1870)',
      (f) => {
        f['title.json'].rounds.initial = ['auction'];
        f['title.json'].rounds.auction = { steps: ['waterfallAuction'], waterfallAuction: { minRaise: 5, allPassDecay: 5, allPassEffects: ['payout', 'decayBeforeFirstSale'] } };
        f['title.json'].companySale = { kind: 'waterfallAuction', in: 'auction' };
      },
      [],
    ],
    [
      'an all-pass price drop without its amount',
      (f) => {
        f['title.json'].rounds.initial = ['auction'];
        f['title.json'].rounds.auction = { steps: ['waterfallAuction'], waterfallAuction: { minRaise: 5, allPassEffects: ['payout', 'decayBeforeFirstSale'] } };
        f['title.json'].companySale = { kind: 'waterfallAuction', in: 'auction' };
      },
      ['title.json: /rounds/auction/waterfallAuction: allPassEffects "decayBeforeFirstSale" needs allPassDecay'],
    ],
    [
      'a bid-then-pick auction without its parameters, sold as a waterfall',
      (f) => {
        f['title.json'].rounds.initial = ['auction'];
        f['title.json'].rounds.auction = { steps: ['bidThenPick'] };
        f['title.json'].companySale = { kind: 'waterfallAuction', in: 'auction' };
      },
      [
        'title.json: /rounds/auction: the bidThenPick step needs rounds.auction.bidThenPick',
        'title.json: /companySale/kind: companySale.kind "bidThenPick" and the bidThenPick auction step go together',
      ],
    ],
    [
      'a bid-then-pick auction offering unknown items',
      (f) => {
        f['title.json'].rounds.initial = ['auction'];
        f['title.json'].rounds.auction = { steps: ['bidThenPick'], bidThenPick: { minRaise: 5, items: { companies: ['MCT', 'XX'], corporations: ['NR', 'ZZ'] } } };
        f['title.json'].companySale = { kind: 'bidThenPick', in: 'auction' };
      },
      [
        'title.json: /rounds/auction/bidThenPick/items/companies/1: no private company XX',
        'title.json: /rounds/auction/bidThenPick/items/corporations/1: no corporation ZZ',
      ],
    ],
    [
      'a complete bid-then-pick auction (1860)',
      (f) => {
        f['title.json'].rounds.initial = ['auction'];
        f['title.json'].rounds.auction = {
          steps: ['bidThenPick'],
          bidThenPick: { minRaise: 5, items: { companies: ['MCT'], corporations: ['NR'] }, priorityAfter: { rule: 'mostCash', tieBreak: 'lowestPrivateValue' } },
        };
        f['title.json'].companySale = { kind: 'bidThenPick', in: 'auction' };
      },
      [],
    ],
    // layers
    [
      'layers: a corporation in a layer not listed, a repeated layer, a par price off the par cells',
      (f) => {
        f['title.json'].layers = { opensWhen: ['operated'], layers: [{ id: 1, parPrices: [90, 100] }, { id: 1, parPrices: [85] }] };
        f['corporations.json'].corporations[0].layer = 1;
        f['corporations.json'].corporations[1].layer = 3;
      },
      [
        'title.json: /layers/layers/1/id: layer 1 is listed twice',
        'title.json: /layers/layers/1/parPrices/0: 85 is not a par cell of the market',
        'corporations.json: /corporations/1/layer: CR names layer 3, which title.json layers does not list',
      ],
    ],
    [
      'a corporation names a layer but the title has none',
      (f) => (f['corporations.json'].corporations[0].layer = 1),
      ['corporations.json: /corporations/0/layer: NR names layer 1, but title.json has no layers'],
    ],
    // variants
    [
      'duplicate variant id',
      (f) => f['title.json'].variants.push({ ...f['title.json'].variants[0] }),
      ['title.json: /variants/1/id: variant short is already defined at /variants/0'],
    ],
    [
      'two variants with one export title',
      (f) => {
        f['title.json'].variants[0].exportTitle = 'Demo: Short';
        f['title.json'].variants.push({ ...f['title.json'].variants[0], id: 'short2' });
      },
      ['title.json: /variants/1/exportTitle: export title Demo: Short is already the export title of /variants/0'],
    ],
    [
      "a variant's export title is the title's own id",
      (f) => (f['title.json'].variants[0].exportTitle = 'demo'),
      ['title.json: /variants/0/exportTitle: export title demo is the title\'s own id'],
    ],
    [
      'variant result fails the schema',
      (f) => (f['title.json'].variants[0].patches[0].merge = { bank: { cash: -1 } }),
      ['title.json: /variants/0: variant short: title.json: /bank/cash: must be >= 0'],
    ],
    [
      'variant deleting a required member',
      (f) => (f['title.json'].variants[0].patches = [{ file: 'market', merge: { kind: null } }]),
      ["title.json: /variants/0: variant short: market.json: /: must have required property 'kind'"],
    ],
    [
      'variant result fails a lint rule',
      (f) =>
        (f['title.json'].variants[0].patches.push({
          file: 'trains',
          merge: { trains: [{ id: '2', distance: 2, price: 80, count: 5, rustsOn: '7' }] },
        })),
      [
        'title.json: /variants/0: variant short: trains.json: /trains/0/rustsOn: train 7 does not exist',
        'title.json: /variants/0: variant short: phases.json: /phases/1/onTrain: train 3 does not exist',
        'title.json: /variants/0: variant short: phases.json: /phases/2/onTrain: train 4 does not exist',
        'title.json: /variants/0: variant short: phases.json: /phases/3/onTrain: train 5 does not exist',
        'title.json: /variants/0: variant short: phases.json: /phases/4/onTrain: train 6 does not exist',
      ],
    ],
    [
      'variant pointer names an element that does not exist',
      (f) => (f['title.json'].variants[0].patches = [{ file: 'trains', ops: [{ op: 'replace', path: '/trains/99/count', value: 3 }] }]),
      ['title.json: /variants/0: variant short of demo, file trains: replace /trains/99/count: no element "99" in /trains (by id)'],
    ],
    [
      'variant pointer replaces a member that does not exist',
      (f) => (f['title.json'].variants[0].patches = [{ file: 'title', ops: [{ op: 'replace', path: '/bank/coins', value: 3 }] }]),
      ['title.json: /variants/0: variant short of demo, file title: replace /bank/coins: names nothing'],
    ],
    [
      'variant pointer result fails a lint rule',
      (f) => (f['title.json'].variants[0].patches = [{ file: 'trains', ops: [{ op: 'replace', path: '/trains/2/rustsOn', value: '7' }] }]),
      ['title.json: /variants/0: variant short: trains.json: /trains/0/rustsOn: train 7 does not exist'],
    ],
    [
      'variant patch with both merge and ops',
      (f) => (f['title.json'].variants[0].patches[0].ops = [{ op: 'remove', path: '/bank' }]),
      ['title.json: /variants/0: variant short of demo, file title: a patch has exactly one of merge and ops'],
    ],
    [
      'variant manifest refers to a tile missing from the catalogue',
      (f) => (f['title.json'].variants[0].patches = [{ file: 'tiles', merge: { manifest: { '999': 1 } } }]),
      ['title.json: /variants/0: variant short: tiles.json: /manifest/999: tile 999 is not in the catalogue'],
    ],
  ];

  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(lines(copyDemo(mutate))).toEqual(expected);
  });
});

describe('test/fixtures-broken', () => {
  const root = path.join(__dirname, '..', 'fixtures-broken');
  const dirs = fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'expected.txt')));

  it('has fixtures', () => {
    expect(dirs.length).toBeGreaterThan(0);
  });

  it.each(dirs)('%s reports exactly expected.txt', (name) => {
    const dir = path.join(root, name);
    const expected = fs.readFileSync(path.join(dir, 'expected.txt'), 'utf8').split('\n').filter((l) => l !== '');
    expect(lines(dir)).toEqual(expected);
  });
});
