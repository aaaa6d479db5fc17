/**
 * Title loading for the server: every valid title directory is offered, an invalid
 * or half-written one is skipped with a warning instead of stopping the server.
 */
import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execute, parse, specifiedRules, validate, type GraphQLSchema } from 'graphql';
import * as engine from '../../engine';
import { API_VALIDATION_RULES } from '../../api/graphql/rules';
import { buildApiSchema } from '../../api/graphql/schema';
import { loadTitleDefinitions } from '../../api/server';
import { TitleRegistry } from '../../api/titles';
import { repoPath } from '../../tools/paths';
import { createToyEngine, toyDefinitions } from './support/toy-engine';

describe('title definitions for the API', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-titles-'));
    for (const dir of ['demo', 'catalogue']) fs.cpSync(repoPath('definitions', dir), path.join(root, dir), { recursive: true });
    // A title being written: title.json only.
    fs.mkdirSync(path.join(root, 'half-written'));
    fs.writeFileSync(path.join(root, 'half-written', 'title.json'), '{ "id": "half" ');
    // A second directory claiming the demo's id.
    fs.cpSync(path.join(root, 'demo'), path.join(root, 'demo-copy'), { recursive: true });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('loads valid titles and skips broken or duplicate directories with a warning', () => {
    const warnings: string[] = [];
    const defs = loadTitleDefinitions(root, { warn: (m: string) => warnings.push(m) });
    expect([...defs.keys()]).toEqual(['demo']);
    expect(warnings).toHaveLength(2);
    expect(warnings.join('\n')).toMatch(/half-written skipped/);
    expect(warnings.join('\n')).toMatch(/demo-copy skipped: title id demo is already used/);
  });

  it('leaves a title in development (title.json status) out of the offered titles, with a warning', () => {
    const dev = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-titles-dev-'));
    try {
      fs.cpSync(path.join(root, 'catalogue'), path.join(dev, 'catalogue'), { recursive: true });
      fs.cpSync(path.join(root, 'demo'), path.join(dev, 'demo'), { recursive: true });
      fs.cpSync(path.join(root, 'demo'), path.join(dev, 'demodev'), { recursive: true });
      const file = path.join(dev, 'demodev', 'title.json');
      const title = JSON.parse(fs.readFileSync(file, 'utf8'));
      fs.writeFileSync(file, JSON.stringify({ ...title, id: 'demodev', status: 'inDevelopment' }));
      const warnings: string[] = [];
      const defs = loadTitleDefinitions(dev, { warn: (m: string) => warnings.push(m) });
      expect([...defs.keys()]).toEqual(['demo']);
      expect(warnings.join('\n')).toMatch(/title demodev is in development: not offered/);
    } finally {
      fs.rmSync(dev, { recursive: true, force: true });
    }
  });

  it('compiles per variant on demand; unknown titles and variants are INVALID_INPUT', () => {
    const registry = new TitleRegistry(loadTitleDefinitions(root, { warn: () => undefined }), engine);
    expect(registry.list().map((t) => t.id)).toEqual(['demo']);
    const base = registry.get('demo', null);
    expect(registry.get('demo', null)).toBe(base); // cached
    expect(registry.get('demo', 'short')).not.toBe(base);
    expect(() => registry.get('nope', null)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    expect(() => registry.get('demo', 'nope')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('leaves a title that does not compile out of the list, and logs why', () => {
    const errors: unknown[] = [];
    const broken = new TitleRegistry(
      new Map([['demo', { title: { id: 'demo' } } as unknown as engine.Definition]]),
      engine,
      { error: (...args: unknown[]) => errors.push(args) },
    );
    expect(broken.list()).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(() => broken.get('demo', null)).toThrow(/not available/);
  });
});

/**
 * The `titles` query's rules summary and optional rules, through the GraphQL schema
 * the server serves (with its validation rules), on copies of the real demo and 1870
 * definitions. Expected numbers are read from the definition files here.
 */
describe('titles: rules summary and optional rules through GraphQL', () => {
  let root: string;
  let schema: GraphQLSchema;
  let registry: TitleRegistry;
  const json = (title: string, file: string): any =>
    JSON.parse(fs.readFileSync(repoPath('definitions', title, `${file}.json`), 'utf8'));

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'switchyard-titles-summary-'));
    for (const dir of ['demo', '1870', 'catalogue']) fs.cpSync(repoPath('definitions', dir), path.join(root, dir), { recursive: true });
    registry = new TitleRegistry(loadTitleDefinitions(root, { warn: () => undefined }), engine);
    schema = await buildApiSchema();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  async function query(source: string, titles: TitleRegistry = registry): Promise<any> {
    const document = parse(source);
    const problems = validate(schema, document, [...specifiedRules, ...API_VALIDATION_RULES]);
    if (problems.length) throw new Error(problems.map((p) => p.message).join('; '));
    const result = await execute({ schema, document, contextValue: { service: { listTitles: () => titles.list() } } });
    if (result.errors?.length) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }

  const SUMMARY = `{
    currency currencyPosition turnOrder { kind deal reassignAt sortBy ties } players { min max } bank { cash afterBreak } startingCash { players cash }
    certificateLimits { players limit byCorporationsInPlay { corporationsInPlay limit } }
    holdingLimitPercent marketPoolLimitPercent firstPriority rounds { initial cycle }
    privateCompanies { sale soldIn auction { minRaise allPassDecay allPassEffects allPassDiscardTrain } companies { id name value revenue } }
    corporations { id capitalization floatPercent certificates tokenCosts destination destinationName }
    capitalisation { capitalization floatPercent corporations }
    stockRound { steps turn sellAllowed noBuyAfterSellSameRound presidentCanDumpTo priceProtection sellerMayProtect
      corporateBuyback reissue reissueMaxPar privateTrade historicalOrder { maxSoldPercent eligibleAtSoldPercent order { corporation date } } }
    priceMovement { onSale soldOutAtEndOfStockRound upOnTopRow onPayout onWithhold onHalf ledge }
    market { kind parPrices lowestPrice highestPrice zones { zone lowestPrice highestPrice unlimitedHolding multipleBuys } closingPrices endGamePrices parTiers { fromPhase prices } }
    dividends { kinds halfRetained { rounding multiple } recipients { ipo treasury market } }
    operatingRound { order steps tileLays { lay upgrade cost afterUpgrade } mustBuyTrain homeToken trainsFromCorporations
      emergencyBuy { presidentContributes cheapestOnly fromOtherCorporations bankruptcy } }
    trains { id distance price count startsPhase rustsOn rustsInPhase availableFromPhase tradeIns { trainType discount } }
    trainLimits { limit phases }
    phases { id onTrain initial tiles operatingRounds trainLimit trainCertificateLimit events { kind companies minPricePercent maxPricePercent minPrice } status }
    endConditions { kind timing soldOutTiming } scoring text }`;

  it("gives 1870's summary as its definition files say", async () => {
    const { titles } = await query(`{ titles { id rulesSummary ${SUMMARY} } }`);
    expect(titles.map((t: { id: string }) => t.id)).toEqual(['1870', 'demo']);
    const s = titles[0].rulesSummary;
    const title = json('1870', 'title');
    const corporations: any[] = json('1870', 'corporations').corporations;
    const phases: any[] = json('1870', 'phases').phases;
    const trains: any[] = json('1870', 'trains').trains;

    expect(s.startingCash).toEqual(Object.entries(title.startingCash).map(([players, cash]) => ({ players: Number(players), cash })));
    expect(s.bank).toEqual({ cash: title.bank.cash, afterBreak: 'continue' });
    // 1870 has no player cards, par tiers, separate train-certificate limit or money-priced company purchases.
    expect([s.currency, s.currencyPosition, s.turnOrder, s.market.parTiers]).toEqual(['$', 'before', null, []]);
    expect(s.phases.map((p: any) => p.trainCertificateLimit)).toEqual(phases.map(() => null));
    expect(s.phases[1].events[0].minPrice).toBeNull();
    expect(s.endConditions.map((e: any) => e.soldOutTiming)).toEqual(title.endConditions.map(() => null));
    expect(s.certificateLimits[0]).toEqual({
      players: 2,
      limit: null,
      byCorporationsInPlay: [
        { corporationsInPlay: 10, limit: title.certificateLimit['2']['10'] },
        { corporationsInPlay: 9, limit: title.certificateLimit['2']['9'] },
      ],
    });
    expect(s.corporations.map((c: any) => [c.id, c.floatPercent, c.capitalization])).toEqual(
      corporations.map((c) => [c.id, c.floatPercent, c.capitalization]),
    );
    expect(s.stockRound).toMatchObject({ turn: title.rounds.stock.turn, sellAllowed: title.rounds.stock.sellAllowed, historicalOrder: null });
    expect(s.priceMovement).toMatchObject({ onSale: title.rounds.stock.sellMovement.move, onHalf: 'none', ledge: true });
    expect(s.trains.map((t: any) => [t.id, t.price, t.count])).toEqual(trains.map((t) => [t.id, t.price, t.count === 'unlimited' ? null : t.count]));
    expect(s.phases.map((p: any) => [p.id, p.trainLimit])).toEqual(phases.map((p) => [p.id, p.trainLimit]));
    expect(s.trainLimits).toEqual([
      { limit: 4, phases: ['1', '2'] },
      { limit: 3, phases: ['3'] },
      { limit: 2, phases: ['4', '5', '6', '7', '8'] },
    ]);
    expect(s.text).toEqual(
      expect.arrayContaining([
        'A corporation floats when 60% of its shares are sold (SLSF: 20%).',
        'Train limit: 4 in phases 1–2, 3 in phase 3, 2 from phase 4.',
        'No shares may be sold in the first stock round.',
      ]),
    );
    // The GraphQL answer is the engine's summary, field for field.
    expect(s).toEqual(JSON.parse(JSON.stringify(pick(engine.rulesSummary(registry.get('1870', null)), s))));
  });

  it("gives each optional rule what it changes, its inclusions and conflicts, and the summary with it", async () => {
    const { titles } = await query(`{ titles { id variants { id } optionalRules { id name changes includes conflictsWith
      rulesSummary { trains { id distance count availableFromPhase } trainLimits { limit phases } text } } } }`);
    const t1870 = titles.find((t: { id: string }) => t.id === '1870');
    expect(t1870.optionalRules.map((r: { id: string }) => r.id)).toEqual(json('1870', 'title').variants.map((v: any) => v.id));
    expect(t1870.optionalRules.map((r: { id: string }) => r.id)).toEqual(t1870.variants.map((v: { id: string }) => v.id));
    const rule = (id: string) => t1870.optionalRules.find((r: { id: string }) => r.id === id);
    expect(rule('original_rules').conflictsWith).toEqual([]);
    expect(rule('original_rules').includes).toEqual(expect.arrayContaining(['original_market', 'station_wars']));
    expect(rule('diesels').changes).toEqual(expect.arrayContaining(['trains.trains.8', 'trains.trains.-', 'phases.phases.-']));
    // The diesels variant's trains: the base trains without the 8, 10 and 12, then the Diesel (1870 rules L1191-1194).
    const dieselTrains = json('1870', 'trains').trains.map((t: any) => t.id).filter((id: string) => !['8', '10', '12'].includes(id));
    expect(rule('diesels').rulesSummary.trains.map((t: { id: string }) => t.id)).toEqual([...dieselTrains, 'D']);
    expect(rule('diesels').rulesSummary.trains.find((t: { id: string }) => t.id === 'D')).toEqual({
      id: 'D',
      distance: null,
      count: null,
      availableFromPhase: '5',
    });
    const demo = titles.find((t: { id: string }) => t.id === 'demo');
    expect(demo.optionalRules).toEqual([
      { id: 'short', name: 'Short game', changes: ['title.bank.cash'], includes: [], conflictsWith: [], rulesSummary: expect.any(Object) },
    ]);
    expect(demo.optionalRules[0].rulesSummary.text).toContain('Train limit: 4 in phases 2–3, 3 in phase 4, 2 from phase 5.');
  });

  it('computes a summary once per compiled title', () => {
    const [first] = registry.list();
    const [again] = registry.list();
    expect(again!.rulesSummary).toBe(first!.rulesSummary);
  });

  it('gives null summaries for an engine that has none (the stand-in engine)', async () => {
    const toy = new TitleRegistry(toyDefinitions(), createToyEngine());
    const { titles } = await query(`{ titles { id variants { id } optionalRules { id } rulesSummary { text } } }`, toy);
    expect(titles).toEqual([{ id: 'toy', variants: [{ id: 'quick' }], optionalRules: null, rulesSummary: null }]);
  });
});

/** The members of `value` that `shape` has (recursively): what a GraphQL selection returns. */
function pick(value: any, shape: any): any {
  if (Array.isArray(shape)) return (value as any[]).map((v, i) => pick(v, shape[i] ?? shape[0]));
  if (shape !== null && typeof shape === 'object') {
    return Object.fromEntries(Object.keys(shape).map((k) => [k, pick(value?.[k], shape[k])]));
  }
  return value;
}

describe('TitleRegistry.definitionForExport: the title an 18xx.games export plays', () => {
  const chesapeake = loadTitleDefinitions(repoPath('definitions'), { warn: () => undefined }).get('18Chesapeake')!;
  const registry = new TitleRegistry(new Map([['18Chesapeake', chesapeake]]), engine, { error: () => undefined });

  it('finds a title by its id, or by a variant\'s exportTitle (18Chesapeake\'s offTheRails: "18Chesapeake: Off the Rails")', () => {
    expect(registry.definitionForExport('18Chesapeake').title.id).toBe('18Chesapeake');
    expect(registry.definitionForExport('18Chesapeake: Off the Rails').title.id).toBe('18Chesapeake');
  });

  it('an export of no known title is INVALID_INPUT', () => {
    expect(() => registry.definitionForExport('18Chesapeake: On the Rails')).toThrow(/unknown title/);
  });
});
