/**
 * The rules summary (engine/definition/rules-summary.ts) and the optional-rules
 * description (engine/definition/optional-rules.ts). Expected values are read here,
 * independently, from the JSON files under definitions/, so a change to a
 * definition changes what the summary must say; the summary is also checked to
 * follow edited definitions and to ignore the title id.
 */
import * as fs from 'fs';
import { applyVariant, compileTitle, optionalRules, rulesSummary, type Definition, type Title } from '../../engine';
import { buildDispatcher, type Mechanism, MECHANISMS } from '../helpers/engine-internals';
import { phasesPhrase } from '../../engine/definition/rules-summary';
import { definitionOf, titleOf } from '../helpers/demo';
import { repoPath } from '../../tools/paths';

/** A definition file as it is on disk. */
function json(title: string, file: string): any {
  return JSON.parse(fs.readFileSync(repoPath('definitions', title, `${file}.json`), 'utf8'));
}

describe('rulesSummary on 1870', () => {
  const title = json('1870', 'title');
  const corps: any[] = json('1870', 'corporations').corporations;
  const phases: any[] = json('1870', 'phases').phases;
  const trains: any[] = json('1870', 'trains').trains;
  const s = rulesSummary(titleOf('1870'));

  it('gives money, limits and players as in title.json', () => {
    expect(s.currency).toBe(title.currency.symbol);
    expect(s.players).toEqual(title.players);
    expect(s.bank).toEqual({ cash: title.bank.cash, afterBreak: title.bank.afterBreak });
    expect(s.startingCash).toEqual(
      Object.entries(title.startingCash).map(([players, cash]) => ({ players: Number(players), cash })),
    );
    expect(s.startingCash.map((c) => c.cash)).toEqual([1050, 700, 525, 420, 350]);
    for (const l of s.certificateLimits) {
      const entry = title.certificateLimit[String(l.players)];
      expect(l.limit).toBeNull();
      expect(Object.fromEntries(l.byCorporationsInPlay.map((r) => [String(r.corporationsInPlay), r.limit]))).toEqual(entry);
      expect(l.byCorporationsInPlay[0]!.corporationsInPlay).toBe(10); // most corporations first
    }
    expect(s.holdingLimitPercent).toBe(title.holdingLimitPercent);
    expect(s.marketPoolLimitPercent).toBe(title.marketPoolLimitPercent);
    expect(s.firstPriority).toBe(title.setup.priority);
    expect(s.rounds).toEqual({ initial: title.rounds.initial, cycle: title.rounds.cycle });
  });

  it('gives capitalisation and float percentages from corporations.json', () => {
    expect(s.corporations.map((c) => [c.id, c.capitalization, c.floatPercent])).toEqual(
      corps.map((c) => [c.id, c.capitalization, c.floatPercent]),
    );
    const floatCounts = new Map<number, string[]>();
    for (const c of corps) floatCounts.set(c.floatPercent, [...(floatCounts.get(c.floatPercent) ?? []), c.id]);
    const [common, ...rare] = [...floatCounts].sort((a, b) => b[1].length - a[1].length);
    expect(common![0]).toBe(60);
    expect(rare).toEqual([[20, ['SLSF']]]);
    expect(s.capitalisation).toEqual([
      { capitalization: 'full', floatPercent: common![0], corporations: common![1] },
      { capitalization: 'full', floatPercent: 20, corporations: ['SLSF'] },
    ]);
    expect(s.text).toContain('A corporation floats when 60% of its shares are sold (SLSF: 20%).');
    expect(s.text).toContain('Every corporation receives the par price of all its shares from the bank when it floats (full capitalisation).');
    expect(s.text).toContain("Each corporation has a 20% president's certificate and eight 10% shares.");
  });

  it('gives the stock round order, selling rules and price movement from title.json and market.json', () => {
    const stock = title.rounds.stock;
    expect(s.stockRound).toMatchObject({
      steps: stock.steps,
      turn: stock.turn,
      sellAllowed: stock.sellAllowed,
      noBuyAfterSellSameRound: stock.noBuyAfterSellSameRound,
      presidentCanDumpTo: stock.presidentCanDumpTo,
      priceProtection: true,
      sellerMayProtect: false,
      corporateBuyback: true,
      reissue: true,
      reissueMaxPar: null,
      privateTrade: true,
      historicalOrder: null,
    });
    const dividend = title.rounds.operating.dividend;
    const market = json('1870', 'market');
    expect(s.priceMovement).toEqual({
      onSale: stock.sellMovement.move,
      saleNotBefore: null,
      saleNotFromPhase: null,
      soldOutAtEndOfStockRound: stock.soldOutMovement,
      upOnTopRow: market.movement.upOnTopRow,
      onPayout: dividend.payoutMovement,
      onWithhold: dividend.withholdMovement,
      onHalf: dividend.halfMovement,
      ledge: market.rows.flat().some((c: string) => /l/.test(c)),
    });
    expect(s.text).toEqual(
      expect.arrayContaining([
        'In a stock-round turn a player may sell shares and buy at most one certificate in either order: sell then buy, or buy then sell.',
        'No shares may be sold in the first stock round.',
        'The share price drops one row for each share sold.',
        'A half dividend does not move the share price.',
      ]),
    );
  });

  it('gives the market: par prices, range, zones and closing cells', () => {
    const cells: string[] = json('1870', 'market').rows.flat().filter((c: string) => c !== '');
    const price = (c: string) => Number(/^\d+/.exec(c)![0]);
    const par = [...new Set(cells.filter((c) => c.includes('p')).map(price))].sort((a, b) => b - a);
    expect(s.market.parPrices).toEqual(par);
    expect(s.market.lowestPrice).toBe(Math.min(...cells.map(price)));
    expect(s.market.highestPrice).toBe(Math.max(...cells.map(price)));
    const yellow = cells.filter((c) => /y/.test(c)).map(price);
    expect(s.market.zones.find((z) => z.zone === 'yellow')).toMatchObject({
      lowestPrice: Math.min(...yellow),
      highestPrice: Math.max(...yellow),
      unlimitedHolding: false,
    });
    expect(s.market.closingPrices).toEqual([...new Set(cells.filter((c) => c.endsWith('c')).map(price))]);
    expect(s.market.endGamePrices).toEqual([]);
  });

  it('gives trains with counts, prices, rusting and the phase each starts, from trains.json and phases.json', () => {
    expect(s.trains.map((t) => [t.id, t.price, t.count, t.rustsOn])).toEqual(
      trains.map((t) => [t.id, t.price, t.count === 'unlimited' ? null : t.count, t.rustsOn ?? null]),
    );
    for (const t of s.trains) {
      const starts = phases.slice(1).find((p) => p.onTrain === t.id);
      expect(t.startsPhase).toBe(starts?.id ?? null);
      if (t.rustsOn) expect(t.rustsInPhase).toBe(phases.find((p) => p.onTrain === t.rustsOn).id);
    }
    expect(s.trains.find((t) => t.id === '12')!.count).toBeNull();
    expect(s.text).toContain(
      'Rusting: 2-trains when the first 4-train is bought (phase 3), 3-trains when the first 6-train is bought (phase 5), ' +
        '4-trains when the first 8-train is bought (phase 6), 5-trains when the first 12-train is bought (phase 8); 6-, 8-, 10- and 12-trains never rust.',
    );
  });

  it('gives train limits, operating rounds and tiles per phase from phases.json', () => {
    expect(phases.map((p) => p.trainLimit)).toEqual([4, 4, 3, 2, 2, 2, 2, 2]);
    expect(s.phases.map((p) => p.trainLimit)).toEqual(phases.map((p) => p.trainLimit));
    expect(s.trainLimits).toEqual([
      { limit: 4, phases: ['1', '2'] },
      { limit: 3, phases: ['3'] },
      { limit: 2, phases: ['4', '5', '6', '7', '8'] },
    ]);
    expect(s.text).toContain('Train limit: 4 in phases 1–2, 3 in phase 3, 2 from phase 4.');
    expect(s.phases.map((p) => p.operatingRounds)).toEqual(phases.map((p) => p.operatingRounds));
    expect(s.text).toContain('Operating rounds per set: 1 in phase 1, 2 in phases 2–3, 3 from phase 4.');
    expect(s.phases.map((p) => p.tiles)).toEqual(phases.map((p) => p.tiles));
    expect(s.text).toContain('Tiles: yellow in every phase, green from phase 2, brown from phase 4, gray from phase 5.');
    expect(s.phases[1]!.events).toEqual([{ kind: 'companiesBuyable', companies: [], minPricePercent: 50, maxPricePercent: 200, minPrice: null }]);
    expect(s.text).toContain('When phase 4 starts, all private companies close.');
    expect(s.text).toContain('When phase 5 starts, the tokens placed by SCC and GSC are removed.');
  });

  it('gives tile lays, operating order, dividends and the end of the game from title.json', () => {
    const op = title.rounds.operating;
    expect(s.operatingRound.order).toBe(op.order);
    expect(s.operatingRound.steps).toEqual(op.steps);
    expect(s.operatingRound.tileLays).toEqual(op.tileLays.map((l: any) => ({ afterUpgrade: true, ...l })));
    expect(s.operatingRound.homeToken).toBe(op.homeToken);
    expect(s.operatingRound.emergencyBuy.fromOtherCorporations).toBe(op.emergencyBuy.fromOtherCorporations);
    expect(s.text).toContain(
      'Each operating turn a corporation may make up to 2 tile lays: the first a new tile or an upgrade; the second a new tile only, not after an upgrade.',
    );
    expect(s.dividends).toEqual({ kinds: op.dividend.kinds, halfRetained: op.dividend.halfRetained, recipients: title.dividends.recipients });
    expect(s.endConditions).toEqual(title.endConditions.map((e: object) => ({ ...e, soldOutTiming: null })));
    expect(s.text).toContain('The game ends after the current set of operating rounds when the bank breaks; at once when a player goes bankrupt.');
    expect(s.privateCompanies).toMatchObject({
      sale: 'waterfallAuction',
      soldIn: 'auction',
      auction: { minRaise: title.rounds.auction.waterfallAuction.minRaise, allPassDecay: 5, allPassEffects: title.rounds.auction.waterfallAuction.allPassEffects, allPassDiscardTrain: null },
    });
    expect(s.text.join(' ')).toContain("when everyone passes, the companies sold so far pay their revenue once and the cheapest company's price drops by $5 if none has been sold yet.");
    expect(s.privateCompanies!.companies.map((c) => [c.id, c.value])).toEqual(
      json('1870', 'companies').companies.map((c: any) => [c.id, c.value]),
    );
  });

  it('follows the variant applied: diesels, historical_order, finish_on_400', () => {
    const diesels = rulesSummary(titleOf('1870', 'diesels'));
    const d = diesels.trains.find((t) => t.id === 'D')!;
    expect(d).toMatchObject({ distance: null, count: null, price: 1100, availableFromPhase: '5', startsPhase: 'D' });
    expect(d.tradeIns).toEqual([
      { trainType: '4', discount: 300 },
      { trainType: '5', discount: 300 },
      { trainType: '6', discount: 300 },
    ]);
    expect(diesels.trains.find((t) => t.id === '4')!.rustsInPhase).toBe('D');
    expect(diesels.text).toContain('A 4-, 5- or 6-train may be traded in for $300 off a D-train.');

    const historical = rulesSummary(titleOf('1870', 'historical_order'));
    expect(historical.corporations.find((c) => c.id === 'SLSF')!.floatPercent).toBe(60);
    expect(historical.capitalisation).toHaveLength(1);
    expect(historical.stockRound.historicalOrder).toMatchObject({ maxSoldPercent: 50, eligibleAtSoldPercent: 60 });
    expect(historical.stockRound.historicalOrder!.order[0]).toEqual({ corporation: 'GMO', date: 1850 });

    const finish = rulesSummary(titleOf('1870', 'finish_on_400'));
    expect(finish.market.endGamePrices).toEqual([400]);
    expect(finish.text).toContain(
      'The game ends after the current set of operating rounds when the bank breaks; at once when a player goes bankrupt; at once when a share price reaches $400.',
    );
  });
});

describe('rulesSummary on the demo title', () => {
  const title = json('demo', 'title');
  const s = rulesSummary(titleOf('demo'));

  it('gives its numbers and leaves out what it does not model', () => {
    expect(s.startingCash).toEqual([
      { players: 2, cash: title.startingCash['2'] },
      { players: 3, cash: title.startingCash['3'] },
    ]);
    expect(s.certificateLimits).toEqual([
      { players: 2, limit: title.certificateLimit['2'], byCorporationsInPlay: [] },
      { players: 3, limit: title.certificateLimit['3'], byCorporationsInPlay: [] },
    ]);
    expect(s.text).toContain(`Certificate limit: ${title.certificateLimit['2']} with 2 players, ${title.certificateLimit['3']} with 3 players.`);
    const floats = new Set(json('demo', 'corporations').corporations.map((c: any) => c.floatPercent));
    expect([...floats]).toEqual([50]);
    expect(s.text).toContain('A corporation floats when 50% of its shares are sold.');
    expect(s.bank.afterBreak).toBeNull();
    expect(s.stockRound.sellAllowed).toBe('afterOperated');
    expect(s.text).toContain("A corporation's shares may be sold only once it has operated.");
    expect(s.text).toContain('In a stock-round turn a player may sell any number of shares, then buy at most one certificate.');
    expect(s.stockRound.priceProtection).toBe(false);
    expect(s.stockRound.sellerMayProtect).toBeNull();
    expect(s.priceMovement.onHalf).toBeNull();
    expect(s.priceMovement.ledge).toBe(false);
    expect(s.dividends.halfRetained).toBeNull();
    expect(s.privateCompanies).toMatchObject({ sale: 'fixedPrice', soldIn: 'stock', auction: null });
    expect(s.text.some((l) => /half dividend|ledge|destination/i.test(l))).toBe(false);
    expect(s.trainLimits.map((t) => t.limit)).toEqual(json('demo', 'phases').phases.map((p: any) => p.trainLimit).filter((l: number, i: number, a: number[]) => a[i - 1] !== l));
    expect(s.text).toContain('Train limit: 4 in phases 2–3, 3 in phase 4, 2 from phase 5.');
    expect(s.market.endGamePrices).toEqual([250]);
    expect(s.text).toContain('Priority in the first stock round goes to a seat drawn from the game\'s seed.');
  });

  it('follows the definition, not the title id', () => {
    const def = definitionOf('demo');
    const edited: Definition = {
      ...def,
      title: { ...def.title, id: '1870', startingCash: { '2': 999, '3': 777 } },
      corporations: { ...def.corporations, corporations: def.corporations.corporations.map((c, i) => ({ ...c, floatPercent: i === 0 ? 20 : 70, capitalization: 'incremental' as const })) },
      phases: { ...def.phases, phases: def.phases.phases.map((p) => ({ ...p, trainLimit: 5 })) },
    };
    const e = rulesSummary(compileTitle(edited));
    expect(e.startingCash).toEqual([
      { players: 2, cash: 999 },
      { players: 3, cash: 777 },
    ]);
    expect(e.text).toContain('A corporation floats when 70% of its shares are sold (NR: 20%).');
    expect(e.text).toContain('Every corporation receives the price of each share as it is sold from the initial offering (incremental capitalisation).');
    expect(e.trainLimits).toEqual([{ limit: 5, phases: e.phases.map((p) => p.id) }]);
    expect(e.text).toContain('Train limit: 5 in every phase.');
    // Nothing 1870-specific appears because of the id.
    expect(e.stockRound.priceProtection).toBe(false);
    expect(e.corporations.every((c) => c.destination === null)).toBe(true);
  });

  it('is the same for a variant that changes nothing it reports except the bank', () => {
    const short = rulesSummary(compileTitle(applyVariant(definitionOf('demo'), 'short')));
    expect(short.bank.cash).toBe(3000);
    expect({ ...short, bank: null, text: short.text.filter((l) => !l.startsWith('The bank')) }).toEqual({
      ...s,
      bank: null,
      text: s.text.filter((l) => !l.startsWith('The bank')),
    });
  });
});

describe('phasesPhrase', () => {
  const all = ['1', '2', '3', '4', '5'];
  it.each([
    [['3'], 'in phase 3'],
    [['1', '2'], 'in phases 1–2'],
    [['4', '5'], 'from phase 4'],
    [['5'], 'from phase 5'],
    [all, 'in every phase'],
    [['1', '3', '4'], 'in phases 1 and 3–4'],
    [[], 'in no phase'],
  ])('%j → %s', (subset, phrase) => {
    expect(phasesPhrase(all, subset)).toBe(phrase);
  });
});

describe('optionalRules', () => {
  const variants: any[] = json('1870', 'title').variants;
  const rules = optionalRules(titleOf('1870'));

  it('lists every variant of title.json, in order, with what its patches set', () => {
    expect(rules.map((r) => [r.id, r.name, r.description])).toEqual(variants.map((v) => [v.id, v.name, v.description]));
    // diesels changes single trains and phases by pointer operations (1870 rules L1191-1197).
    expect(rules.find((r) => r.id === 'diesels')!.changes).toEqual([
      'trains.trains.4.rustsOn', 'trains.trains.5.rustsOn', 'trains.trains.8', 'trains.trains.10', 'trains.trains.12', 'trains.trains.-',
      'phases.phases.6', 'phases.phases.7', 'phases.phases.8', 'phases.phases.-',
    ]);
    expect(rules.find((r) => r.id === 'max_reissue_200')!.changes).toEqual(['title.rounds.stock.reissueMaxPar']);
  });

  it('finds the rules one includes and the rules that replace the same member with something else', () => {
    const byId = new Map(rules.map((r) => [r.id, r]));
    // original_rules says it is "all of station_wars, original_tiles, max_reissue_200, can_protect_if_sold and original_market".
    expect([...byId.get('original_rules')!.includes].sort()).toEqual(
      ['can_protect_if_sold', 'max_reissue_200', 'original_market', 'original_tiles', 'station_wars'],
    );
    // finish_on_400 and the original market colours change different market cells, so they combine.
    expect(byId.get('original_rules')!.conflictsWith).toEqual([]);
    expect(byId.get('finish_on_400')!.conflictsWith).toEqual([]);
    expect(byId.get('diesels')!.conflictsWith).toEqual([]);
    // Two rules that set one member to different values conflict (1860's two lease-revenue readings).
    const r1860 = new Map(optionalRules(titleOf('1860')).map((r) => [r.id, r]));
    expect(r1860.get('simplified_insolvency')!.conflictsWith).toEqual(['original_game', 'original_insolvency']);
    expect(byId.get('diesels')!.includes).toEqual([]);
    // Rules that set the same member to the same value do not conflict.
    expect(byId.get('max_reissue_200')!.conflictsWith).toEqual([]);
  });

  it('gives the demo title its single variant', () => {
    expect(optionalRules(titleOf('demo'))).toEqual([
      { id: 'short', name: 'Short game', description: expect.any(String), changes: ['title.bank.cash'], includes: [], conflictsWith: [] },
    ]);
  });
});

describe('rulesSummary on 1830: the settings its rules added', () => {
  const s = rulesSummary(titleOf('1830'));
  const map: any[] = json('1830', 'map').hexes;
  const companies: any[] = json('1830', 'companies').companies;

  it('names the off-board areas over two hexes, read from the map', () => {
    const grouped = map.filter((h) => h.tile?.nodes?.some((n: any) => n.group));
    const byGroup = (g: string) => grouped.filter((h) => h.tile.nodes.some((n: any) => n.group === g)).map((h) => h.id);
    expect(s.special.revenueGroups).toEqual([
      { group: 'Canada', hexes: byGroup('Canada') },
      { group: 'Gulf', hexes: byGroup('Gulf') },
    ]);
    expect(s.text).toContain('The off-board area Canada covers A9 and A11: a route may visit only one of them.');
  });

  it('says who chooses a lifted station, the order of sold-out rises and when players trade privates', () => {
    expect(s.special.stationChoiceOnFirstTrack).toBe('operator');
    expect(s.text.some((t) => /placed again in the city the president of the corporation laying the tile chooses/.test(t))).toBe(true);
    expect(s.special.soldOutOrder).toBe(json('1830', 'title').rounds.stock.soldOutOrder);
    expect(s.text).toContain('These rises are made in operating order, highest price first, which decides how corporations arriving on one cell stack.');
    expect(s.special.companyTradeFromRound).toBe(json('1830', 'title').rounds.stock.companyTradeFromRound);
    expect(s.text).toContain('Players sell private companies to each other from stock round 2.');
  });

  it('describes the exchange, tile-and-station and any-time tile powers from companies.json', () => {
    const mh = companies.find((c) => c.id === 'MH').abilities.find((a: any) => a.kind === 'exchange').params;
    expect(s.special.powers).toContainEqual({ company: 'MH', kind: 'exchange', corporation: mh.corporation, percent: mh.percent, from: mh.from, beforePar: true });
    expect(s.text).toContain('MH may be exchanged for a 10% share of NYC from the initial offering or the market pool, even before NYC has a par price.');
    const dh = companies.find((c) => c.id === 'DH').abilities.find((a: any) => a.kind === 'tileAndToken').params;
    expect(s.special.powers).toContainEqual({ company: 'DH', kind: 'tileAndToken', hexes: dh.hexes, cost: dh.cost, stationSeparately: true });
    expect(s.text.some((t) => t.startsWith('A corporation owning DH may lay a tile and place a station on F16 for $120') && t.includes('separate action'))).toBe(true);
    expect(s.special.powers).toContainEqual({ company: 'CS', kind: 'tileLay', hexes: ['B20'], when: 'anyStepOfOwnerTurn' });
  });

  it('says nothing of them for a title without these settings', () => {
    const d = rulesSummary(titleOf('1870')).special;
    expect(d).toMatchObject({ revenueGroups: [], stationChoiceOnFirstTrack: null, companyTradeFromRound: null });
  });
});

describe('a mechanism’s part of the summary (Mechanism.summary)', () => {
  const demo = titleOf('demo');
  const withParts = (mechanisms: Mechanism[]): Title => ({ ...demo, mechanisms: buildDispatcher([...MECHANISMS, ...mechanisms], demo.definition) });
  const part = (on: boolean, summary: Mechanism['summary']): Mechanism => ({ id: `test${on ? 'On' : 'Off'}`, block: null, appliesTo: () => on, hooks: {}, summary });

  it('adds the fields and sentences of a mechanism switched on, at their place, and only the fields of one switched off', () => {
    const on = part(true, {
      fields: () => ({ special: { soldOutOrder: 'operating' } }),
      text: { stations: (s) => [`Station sentence (${s.special.soldOutOrder}).`], turnOrder: () => ['Turn order sentence.'] },
      words: { endConditions: { bankBroken: 'the bank is broken (test)' } },
    });
    const off = part(false, { fieldsWhenOff: { stockRound: { sellerMayProtect: true } }, text: { selling: () => ['Never said.'] } });
    const plain = rulesSummary(demo);
    const s = rulesSummary(withParts([on, off]));
    expect(s.special.soldOutOrder).toBe('operating');
    expect(s.stockRound.sellerMayProtect).toBe(true);
    // The home-station sentence is followed by the mechanism's; its turn-order sentence replaces the priority sentence.
    const home = s.text.findIndex((t) => t.startsWith('A corporation places its home station'));
    expect(s.text[home + 1]).toBe('Station sentence (operating).');
    expect(s.text).toContain('Turn order sentence.');
    expect(s.text.some((t) => /priority in the first stock round/i.test(t))).toBe(false);
    expect(plain.text.some((t) => /priority in the first stock round/i.test(t))).toBe(true);
    expect(s.text).not.toContain('Never said.');
    expect(s.text.some((t) => t.includes('the bank is broken (test)'))).toBe(plain.text.some((t) => t.includes('the bank breaks')));
    expect(s.text.length).toBe(plain.text.length + 1);
  });

  it('gives every title the fields of the mechanisms it does not switch on', () => {
    const s = rulesSummary(demo);
    expect(demo.mechanisms.ids).not.toContain('historicalOrder');
    expect(s).toMatchObject({ turnOrder: null, stockRound: { historicalOrder: null, priceProtection: false, sellerMayProtect: null }, special: { soldOutOrder: 'corporations', stationChoiceOnFirstTrack: null } });
  });
});

describe('rulesSummary: bucketed train distances in words', () => {
  // 1820 rules §7.2.3: an n+ train counts n cities and off-boards and any number of towns; 5D+ pays its
  // best five of any number visited. The sum of the buckets (the structure's `distance`) would say 101.
  const sentence = (title: string): string => rulesSummary(titleOf(title)).text.find((l) => l.startsWith('Trains'))!;
  const trains: any[] = json('1820', 'trains').trains;

  it('names each bucket of an n+ train instead of the sum of its buckets', () => {
    const plus = trains.find((t) => Array.isArray(t.distance) && t.distance.every((b: any) => b.visit === undefined))!;
    const cities = plus.distance.find((b: any) => b.pay < 99).pay;
    expect(sentence('1820')).toContain(`${plus.id}-train (${cities} cities or off-boards + any number of towns)`);
    expect(sentence('1820')).not.toMatch(/distance 1\d\d/);
  });

  it('says which stops an express bucket pays', () => {
    const express = trains.find((t) => Array.isArray(t.distance) && t.distance.some((b: any) => (b.visit ?? b.pay) > b.pay))!;
    const bucket = express.distance.find((b: any) => (b.visit ?? b.pay) > b.pay);
    expect(sentence('1820')).toContain(`${express.id}-train (the best ${bucket.pay} of any number of cities or off-boards`);
  });
});

describe('rulesSummary: depot trains per operating turn (phases.json depotTrainsPerTurn)', () => {
  it('gives each phase its limit from phases.json and says it in words', () => {
    for (const t of ['18GA', '1836Jr30', '1870']) {
      const phases: any[] = json(t, 'phases').phases;
      expect(rulesSummary(titleOf(t)).phases.map((p) => p.depotTrainsPerTurn)).toEqual(phases.map((p) => p.depotTrainsPerTurn ?? 'unlimited'));
    }
    // 18GA: phases 2 and 3 (18xx.games status limited_train_buy); 1836Jr30: every phase.
    expect(rulesSummary(titleOf('18GA')).text.join(' ')).toContain('In phases 2–3 a corporation may buy at most one train from the depot in each operating turn;');
    expect(rulesSummary(titleOf('1836Jr30')).text.join(' ')).toContain('In every phase a corporation may buy at most one train of each type from the depot in each operating turn;');
    expect(rulesSummary(titleOf('1870')).text.join(' ')).not.toContain('from the depot in each operating turn');
  });
});

describe('rulesSummary: the settings of 18TN, 1850Jr, 18Chesapeake and 18GA', () => {
  const tn = rulesSummary(titleOf('18TN'));
  const plain = rulesSummary(titleOf('1870'));
  const has = (text: string[], re: RegExp) => text.some((t) => re.test(t));

  it('says which trains become obsolete (trains.json obsoleteOn), and not that they never rust', () => {
    const obsolete = (json('18TN', 'trains').trains as any[]).filter((t) => t.obsoleteOn);
    expect(obsolete.length).toBeGreaterThan(0);
    const phaseOf = (train: string) => (json('18TN', 'phases').phases as any[]).find((p) => p.onTrain === train).id;
    for (const t of obsolete) {
      expect(tn.trains.find((x) => x.id === t.id)).toMatchObject({ rustsOn: null, obsoleteOn: t.obsoleteOn, obsoleteInPhase: phaseOf(t.obsoleteOn) });
      expect(tn.text.some((l) => l.startsWith(`${t.id}-trains become obsolete when the first ${t.obsoleteOn}-train is bought (phase ${phaseOf(t.obsoleteOn)}): `) && l.includes('runs once more'))).toBe(true);
    }
    // 18TN's 4-trains never rust, but they do not last: the rusting sentence must not say so.
    const never = tn.text.find((l) => l.startsWith('Rusting:'))!.split('; ')[1]!;
    for (const t of obsolete) expect(never).not.toContain(`${t.id}-`);
    expect(plain.trains.every((t) => t.obsoleteOn === null)).toBe(true);
    expect(has(plain.text, /obsolete/)).toBe(false);
  });

  it("tells the Civil War (phases.json lostTrainRun) where the phases' rules are", () => {
    const phases = (json('18TN', 'phases').phases as any[]).filter((p) => p.lostTrainRun).map((p) => p.id);
    expect(phases).toEqual(['3.5']);
    expect(tn.special.lostTrainRun).toEqual(phases);
    const i = tn.text.findIndex((l) => l.startsWith("When phase 3.5 starts, every floated corporation owning a train loses one train's run in its next operating turn"));
    expect(i).toBeGreaterThan(tn.text.findIndex((l) => l.startsWith('Tiles:')));
    expect(tn.text[i]).toContain('a corporation with a single train earns nothing, and its share price does not move');
    expect(plain.special.lostTrainRun).toEqual([]);
    expect(has(plain.text, /train's run/)).toBe(false);
  });

  it('tells the first operating round purchase of a company (rounds.operating.firstRoundCompanyPurchase)', () => {
    const setting = json('18TN', 'title').rounds.operating.firstRoundCompanyPurchase;
    expect(tn.special.firstRoundCompanyPurchase).toEqual({ sellers: 'anyPlayer', companies: [], onePerSeller: setting.onePerSeller, onlyWithoutCompany: setting.onlyWithoutCompany });
    expect(tn.text).toContain("In the game's first operating round a corporation that owns no private company may buy one from any player at face value; a player sells at most one company so.");
    expect(plain.special.firstRoundCompanyPurchase).toBeNull();
    expect(has(plain.text, /first operating round/)).toBe(false);
  });

  it('says what a player above the holding limit may sell (rounds.stock.salesOverHoldingLimit)', () => {
    expect(json('18TN', 'title').rounds.stock.salesOverHoldingLimit).toBe('any');
    expect(tn.stockRound.salesOverHoldingLimit).toBe('any');
    expect(tn.text).toContain('A player holding more than 60% of a corporation may sell any number of its shares.');
    // 1870 rules, Selling shares: "sufficient shares must be sold to bring the player within the 60% share limit".
    expect(plain.stockRound.salesOverHoldingLimit).toBe('toLimit');
    expect(plain.text).toContain('A player holding more than 60% of a corporation who sells its shares while its price is outside the orange and brown zones must sell enough to come back to 60% or less.');
    // No zone lets a player above the limit in 18GA: nothing to say.
    expect(has(rulesSummary(titleOf('18GA')).text, /holding more than/)).toBe(false);
  });

  it("names the stops that raise a route's revenue (tiles node routeBonus)", () => {
    const ports = (json('1850Jr', 'map').hexes as any[]).filter((h) => h.tile?.nodes?.some((n: any) => n.routeBonus));
    const bonus = ports[0].tile.nodes.find((n: any) => n.routeBonus).routeBonus;
    const s = rulesSummary(titleOf('1850Jr'));
    expect(s.special.routeBonuses).toEqual([{ percent: bonus.percent, roundDownTo: bonus.roundDownTo, hexes: ports.map((h) => h.id), tiles: [] }]);
    expect(s.text).toContain(`A route that stops at A5, C1, E9, H0, I1 or I3 earns ${bonus.percent}% more than its stops pay, rounded down to a multiple of L.${bonus.roundDownTo}.`);
    expect(plain.special.routeBonuses).toEqual([]);
    expect(has(plain.text, /more than its stops pay/)).toBe(false);
  });

  it('says where a traded-in train goes (trains.json tradedInTo)', () => {
    const d = (json('18Chesapeake', 'trains').trains as any[]).find((t) => t.tradedInTo === 'pool');
    const pool = '; the traded-in train goes to the bank pool, where any corporation may buy it.';
    for (const variant of [null, 'offTheRails']) {
      const s = rulesSummary(titleOf('18Chesapeake', variant));
      expect(s.trains.find((t) => t.id === d.id)!.tradedInTo).toBe('pool');
      expect(s.text.some((l) => l.includes(`off a ${d.id}-train${pool}`))).toBe(true);
    }
    // 1850Jr trades in too, and scraps the train traded in.
    const jr = rulesSummary(titleOf('1850Jr'));
    expect(jr.trains.find((t) => t.id === 'D')!.tradedInTo).toBe('scrap');
    expect(jr.text).toContain('A 4-, 5- or 6-train may be traded in for L.300 off a D-train.');
  });

  it("tells byPlayerCount's removal of a market share in full, and says nothing of a variant's export title", () => {
    const two = rulesSummary(titleOf('18Chesapeake', 'offTheRails')).text.find((l) => l.startsWith('With 2 players:'))!;
    expect(json('18Chesapeake', 'title').byPlayerCount['2'].marketBuyRemovesShare).toBe('nonPresident');
    expect(two).toContain("when a player who is not a corporation's president buys one of its shares, the market's last share of it leaves the game; if that is the share being bought, it leaves the game unpaid and the buyer gets nothing");
    expect(has(plain.text, /With \d players:/)).toBe(false);
    const exportTitle = (json('18Chesapeake', 'title').variants as any[]).find((v) => v.id === 'offTheRails').exportTitle;
    expect(has(rulesSummary(titleOf('18Chesapeake', 'offTheRails')).text, new RegExp(exportTitle))).toBe(false);
  });

  it("tells a corporation's first-turn tile lays (rounds.operating.firstTurnTileLays)", () => {
    const variant = (json('18GA', 'title').variants as any[]).find((v) => v.patches.some((p: any) => p.merge?.rounds?.operating?.firstTurnTileLays));
    const s = rulesSummary(titleOf('18GA', variant.id));
    expect(s.operatingRound.firstTurnTileLays).toHaveLength(2);
    expect(s.text).toContain('In its first operating turn a corporation may make up to 2 tile lays: the first a new tile or an upgrade; the second a new tile only, not after an upgrade.');
    const base = rulesSummary(titleOf('18GA'));
    expect(base.operatingRound.firstTurnTileLays).toBeNull();
    expect(has(base.text, /first operating turn a corporation may make/)).toBe(false);
  });
});

describe('rulesSummary: trainless share value, shared track and the home station after a step', () => {
  const plain = rulesSummary(titleOf('1830'));
  const has = (text: string[], re: RegExp) => text.some((t) => re.test(t));

  it('tells half-value shares (rounds.stock.trainlessShareValue), with the optional rule', () => {
    // 1860 rules, Selling shares: a trainless company's shares sell for half and count half at the end.
    expect(json('1860', 'title').rounds.stock.trainlessShareValue).toBe('half');
    const half = rulesSummary(titleOf('1860'));
    expect(half.stockRound.trainlessShareValue).toBe('half');
    expect(half.text).toContain('Shares of a corporation that owns no train sell for half the market price, rounded down, and count half in net worth.');
    const variant = (json('1860', 'title').variants as any[]).find((v) => v.patches.some((p: any) => p.merge?.rounds?.stock?.trainlessShareValue === 'halfOnceOperated'));
    expect(rulesSummary(titleOf('1860', variant.id)).text).toContain('Shares of a corporation that has operated and owns no train sell for half the market price, rounded down, and count half in net worth.');
    expect(plain.stockRound.trainlessShareValue).toBeNull();
    expect(has(plain.text, /half the market price/)).toBe(false);
  });

  it('tells the track routes may share (routes.sharedTrack)', () => {
    expect(json('1862', 'title').routes.sharedTrack).toBe('all');
    expect(rulesSummary(titleOf('1862')).text).toContain("A corporation's routes may share track (a route still uses each piece of track once).");
    const pieces = json('1820', 'title').routes.sharedTrack;
    const s = rulesSummary(titleOf('1820'));
    expect(s.special.sharedTrack).toEqual({ routes: pieces.routes, hexes: [...new Set(pieces.tracks.map((x: any) => x.hex))] });
    expect(s.text).toContain(`Up to ${pieces.routes} routes of a corporation may use the same marked track in M17 and M19; other track carries one route.`);
    // 1820 §13.2 L1236: a private company may buy trains immediately before its run; the step has words.
    expect(s.text.find((l) => l.startsWith('An operating turn:'))).toContain('buy trains from the supply before the run');
    expect(plain.special.sharedTrack).toBeNull();
    expect(has(plain.text, /share track|marked track/)).toBe(false);
  });

  it('says when the home station goes down after an operating step (rounds.operating.homeToken afterStep)', () => {
    const variant = (json('1862', 'title').variants as any[]).find((v) => v.patches.some((p: any) => p.merge?.rounds?.operating?.homeToken?.afterStep));
    const step = variant.patches[0].merge.rounds.operating.homeToken.afterStep;
    const s = rulesSummary(titleOf('1862', variant.id));
    expect(s.operatingRound).toMatchObject({ homeToken: 'operate', homeTokenAfterStep: step });
    expect(s.text).toContain('A corporation places its home station in its first operating turn, after the step "merge with a connected corporation".');
    const base = rulesSummary(titleOf('1862'));
    expect(base.operatingRound.homeTokenAfterStep).toBeNull();
    expect(base.text).toContain('A corporation places its home station at the start of its first operating turn.');
  });
});

describe('rulesSummary: the settings of 18AL', () => {
  const al = rulesSummary(titleOf('18AL'));
  const plain = rulesSummary(titleOf('18GA'));
  const has = (text: string[], re: RegExp) => text.some((t) => re.test(t));

  it('tells the historical objectives (corporations.json stationObjective)', () => {
    const objectives = (json('18AL', 'corporations').corporations as any[]).map((c) => ({ corporation: c.id, hex: c.stationObjective.hex, bonus: c.stationObjective.bonus }));
    expect(al.special.stationObjectives).toEqual(objectives);
    expect(al.text).toContain(
      "Historical objectives: the first time a corporation has a station on its objective's hex, the bank pays it the bonus, once (L&N G4 $100, M&O K2 $100, WRA J7 $100, ATN L1 $100, ABC G4 $100, TAG G4 $100).",
    );
    expect(plain.special.stationObjectives).toEqual([]);
    expect(has(plain.text, /objective/)).toBe(false);
  });

  it("tells New Decatur Yards' discount (companies.json trainDiscount) and Memphis & Charleston's markers (routeMarkers)", () => {
    expect(al.special.trainDiscounts).toEqual([{ company: 'NDY', percent: 50, trains: ['3', '4', '5'] }]);
    expect(al.text).toContain('The corporation owning NDY may once buy a new 3, 4 or 5-train from the bank at 50% off, which closes NDY.');
    expect(al.special.routeMarkers.map((b) => [b.company, b.name, b.revenue])).toEqual([['M&C', 'Robert E. Lee', 20], ['M&C', 'Pan American', 40]]);
    expect(has(al.text, /^A corporation buying M&C receives its route markers \(Robert E. Lee: \$20 more for a route stopping at G8 and G4; Pan American: \$40 more/)).toBe(true);
    expect([plain.special.trainDiscounts, plain.special.routeMarkers]).toEqual([[], []]);
    expect(has(plain.text, /% off|route markers/)).toBe(false);
  });

  it('tells the 4D paying double for cities and off-boards only (trains.json bucket multiplier)', () => {
    expect(al.text.find((l) => l.startsWith('Trains ('))).toContain('4D-train (4 cities or off-boards paying double + any number of towns) $800, 5');
    expect(has(plain.text, /paying double/)).toBe(false);
  });

  it('tells the terminal cities (tiles node passThrough false), the Lumber Terminal (tileLay anyStops) and when a purchase is forced (mustBuyTrain)', () => {
    expect(al.special.terminalCities).toEqual(['A4', 'Q2']);
    expect(al.text).toContain("Routes may begin or end at the cities of A4 and Q2 but never run through them, even for the station's owner.");
    expect(al.text).toContain("A corporation owning BLC may lay tile 445 on G2, M2, O4, N5 or P5 though the hex shows none of the tile's towns or cities.");
    expect(al.text).toContain('A corporation without a train must buy one if it has a legal route and the bank still has a new train to sell.');
    expect(plain.special.terminalCities).toEqual([]);
    expect(has(plain.text, /never run through|shows none of the tile|still has a new train/)).toBe(false);
  });
});
