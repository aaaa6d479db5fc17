/**
 * Slips a title author made that validate once let through, each silently changing the game
 * (test/fixtures/authored, docs/adding-a-title.md): the demo title plus one slip, and the message
 * that now names it. Ability conditions are a closed list (abilities.schema.json Ability
 * condition); tools/lint/end-conditions.ts, trains.ts, players.ts and ability-refs.ts check the rest.
 */
import { cleanupTemp, copyDemo, lines, type Files } from './helpers';

afterAll(cleanupTemp);

const firstAbility = (f: Files) => {
  f['companies.json'].companies[0].abilities = [{ kind: 'blocksHex', when: 'anyTime', condition: { ownerType: 'player' }, params: { hexes: ['B4'] } }];
  return f['companies.json'].companies[0].abilities[0];
};

describe('lint: slips that validate once let through', () => {
  const cases: [string, (f: Files) => void, string[]][] = [
    ['a well-formed condition and ends', (f) => void firstAbility(f), []],
    [
      'a misspelt condition key (the ability held for every owner)',
      (f) => (firstAbility(f).condition = { ownertype: 'player' }),
      ['companies.json: /companies/0/abilities/0/condition: must NOT have additional property "ownertype"'],
    ],
    [
      'a condition value outside the list (the ability held for every owner)',
      (f) => (firstAbility(f).condition = { ownerType: 'players' }),
      ['companies.json: /companies/0/abilities/0/condition/ownerType: must be one of "player", "corporation"'],
    ],
    [
      'a closing condition naming a corporation or company that does not exist (it never closed)',
      (f) => {
        const abilities = f['companies.json'].companies[0].abilities;
        abilities.push({ kind: 'closes', when: 'anyTime', condition: { corporationAcquiresTrain: 'QQ' } }, { kind: 'closes', when: 'anyTime', condition: { companyBought: 'ZZ' } });
      },
      [
        'companies.json: /companies/0/abilities/0/condition/corporationAcquiresTrain: corporation QQ does not exist',
        'companies.json: /companies/0/abilities/1/condition/companyBought: company ZZ does not exist',
      ],
    ],
    [
      'a market end with no end cell (it never ended the game)',
      (f) => (f['market.json'].rows = f['market.json'].rows.map((row: string[]) => row.map((c) => c.replace('e', '')))),
      ['title.json: /endConditions/2/kind: marketEndCell ends the game at a market cell flagged e, and market.json has none'],
    ],
    [
      'ends counting operating sets without their count or train (one ended the game after the first set, the other never)',
      (f) => f['title.json'].endConditions.push({ kind: 'operatingSetsPlayed', timing: 'endOfOperatingSet' }, { kind: 'trainOwnedForSets', timing: 'endOfOperatingSet' }),
      [
        'title.json: /endConditions/3/sets: operatingSetsPlayed needs `sets`, the number of operating sets the game lasts',
        'title.json: /endConditions/4/train: trainOwnedForSets needs a train type of trains.json',
        'title.json: /endConditions/4/sets: trainOwnedForSets needs `sets`, the number of operating sets with such a train that end the game',
      ],
    ],
    [
      'a train rusting or made obsolete by its own type, or by a type that does not exist',
      (f) => {
        f['trains.json'].trains[0].rustsOn = '2';
        f['trains.json'].trains[2].obsoleteOn = '9';
      },
      [
        'trains.json: /trains/0/rustsOn: a 2 train cannot be ended by the purchase of a 2 train; name a later type',
        'trains.json: /trains/2/obsoleteOn: train 9 does not exist',
      ],
    ],
    [
      'a bank smaller than the players\' starting cash (the game began with the bank below zero)',
      (f) => (f['title.json'].bank.cash = 1000),
      ["title.json: /bank/cash: the bank's 1000 cannot pay 3 players 400 each (1200): bank.cash includes the players' starting cash"],
    ],
    [
      'an unlimited train type before others (they were never sold)',
      (f) => (f['trains.json'].trains[3].count = 'unlimited'),
      ['trains.json: /trains/4: train 6 is never sold: 5 before it is unlimited; give 6 an availableOn phase or move it before 5'],
    ],
    [
      'a destination without the step that plays it (the corporation never reached it)',
      (f) => (f['corporations.json'].corporations[0].destination = { hex: 'C7' }),
      ['corporations.json: /corporations/0/destination: a destination is played by the operating step "destinationConnection", which title.json rounds.operating.steps does not list'],
    ],
    [
      'a destination with its step',
      (f) => {
        f['corporations.json'].corporations[0].destination = { hex: 'C7' };
        f['title.json'].rounds.operating.steps.splice(2, 0, 'destinationConnection');
      },
      [],
    ],
    [
      'off-board track counted from the wrong side (it joined no hex, and no route ran there)',
      (f) => (f['map.json'].hexes[0].tile.paths = [[1, 'n0'], [4, 'n0']]),
      ['map.json: /hexes/0/tile/paths: track to edge 1 of A3 leads off the map (the grid ends there; flat edges: 0 = S, 1 = SW, 2 = NW, 3 = N, 4 = NE, 5 = SE)'],
    ],
    [
      'a certificate that is not a whole number of the corporation\'s shares (sharePercent)',
      (f) => {
        f['corporations.json'].corporations[0].sharePercent = 20;
        f['corporations.json'].corporations[1].certificates = [30, 10, 10, 10, 10, 10, 5, 5, 10];
      },
      [
        "corporations.json: /corporations/0/certificates: NR's shares are 20% each (sharePercent), and 10% is not a whole number of shares",
        "corporations.json: /corporations/1/certificates: CR's shares are 10% each (sharePercent absent), and 5% is not a whole number of shares",
      ],
    ],
    [
      'a printed city no tile of the manifest upgrades (it was never built)',
      (f) => {
        f['map.json'].hexes[2].label = 'OO';
        f['map.json'].hexes[6].tile.nodes.push({ kind: 'city', revenue: 0, slots: 1 });
      },
      [
        'map.json: /hexes/2/tile: no yellow tile of the manifest upgrades B2 (1 city, label OO): the hex can never be built',
        'map.json: /hexes/6/tile: no yellow tile of the manifest upgrades C3 (2 cities): the hex can never be built',
      ],
    ],
    [
      'an exchange for a share size the corporation does not have (it was never possible)',
      (f) => {
        f['corporations.json'].corporations[0].certificates = [40, 20, 20, 20];
        f['companies.json'].companies[0].abilities = [{ kind: 'exchange', when: 'anyTime', condition: { ownerType: 'player' }, params: { corporation: 'NR' } }];
      },
      ["companies.json: /companies/0/abilities/0/params: NR has no 10% share to exchange for (percent absent: 10); its shares are 20%"],
    ],
    [
      'mergers with five-share corporations and no home fallback (random games threw)',
      (f) => {
        f['title.json'].mergers = { maxStations: 4 };
        f['title.json'].rounds.operating.steps.push('merge');
        f['corporations.json'].corporations[0].certificates = [40, 20, 20, 20];
      },
      [
        "corporations.json: /corporations/0/certificates: mergers (title.json) count shares of 10%: NR's shares after the president's must be 10% each, priced per 10% (sharePercent absent or 10)",
        "title.json: /rounds/operating: a merged-away company may start again while the survivor holds its home station, so rounds.operating.homeStation.fallbacks must say what a company whose home city is full does (\"upgradeForSlot\", \"displaceLast\")",
      ],
    ],
    [
      'mergers of ten-share corporations with a home fallback',
      (f) => {
        f['title.json'].mergers = { maxStations: 4 };
        f['title.json'].rounds.operating.steps.push('merge');
        f['title.json'].rounds.operating.homeStation = { fallbacks: ['displaceLast'] };
      },
      [],
    ],
  ];

  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(lines(copyDemo(mutate))).toEqual(expected);
  });
});
