/**
 * 1860's later-game mechanisms, on positions of a recorded game
 * (../shared/fixtures/1860/1860-game-end-bank.json, replayed by the importer): insolvency and
 * leased trains (rules L845-876; rounds.operating.insolvency), excess trains discarded in the
 * owner's next turn (L830-834; discardTiming "ownerTurn"), trains bought between companies
 * (L803-809; trainTrading), the Fishbourne Ferry (L213-219; phase event companiesForSale and
 * the privates' `closes` abilities), no certificate limit from the first 8+4 (L538-539) and
 * the Southern Railway's freeze on building (L893-898; phases restrictionsFrom), privates sold to
 * the bank (L221-226; companySale.toBank) and bankrupt companies (L939-980; corporationBankruptcy).
 */
import * as fs from 'fs';
import { apply, applyVariant, compileTitle, legalActions, whoActs, type Title, type GameState } from '../../engine';
import {
  type Ctx, checkLay, legalLays, checkToken, legalTokens, insolvencyRule, leaseFor, distribute, payDestinationBonuses,
  mustBuyTrain, trainOffers, leaseScoring, buildingAllowed, certificateLimit, percentHeld, placeMarker, blocksPassage,
  placedTile, parCellsFor, floatIfReady, roundFinished,
} from '../helpers/engine-internals';
import { parseExport } from '../../tools/import/export-format';
import { recordedPositions } from '../helpers/recorded-positions';
import { importRules, replayExport, titleForExport } from '../../tools/import/replay';
import { mapAction } from '../../tools/import/map-action';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const definition = loadTitleDir(repoPath('definitions', '1860')).definition;
const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1860', '1860-game-end-bank.json'), 'utf8'));
const title: Title = titleForExport(definition, game);

/** Our state just before each recorded action whose log id is listed, from one replay. */
const positions = recordedPositions(definition, game, [381, 383, 384, 385, 405, 431, 433, 435, 518, 537]);
const before = positions.before;
const ctxOf = (state: GameState): Ctx => ({ title, state, log: [] });
const seats = new Map(game.players.map((p, i) => [String(p.id), i]));

describe('insolvency and leasing (L845-876)', () => {
  it('a trainless company that cannot pay for the cheapest bank train need not buy one, and may pass', () => {
    // Log 383: IOW (its 3+2 rusted by the first 6+3) has 350cc; the cheapest bank train is a 6+3 at 500.
    const s = before(383);
    expect(whoActs(title, s)).toMatchObject({ entity: 'IOW' });
    expect(s.corporations.IOW!.trains).toEqual([]);
    expect(s.corporations.IOW!.cash).toBeLessThan(500);
    const legal = legalActions(title, s, whoActs(title, s)!.seat);
    expect(legal.map((l) => l.id)).toContain('pass');
    expect(legal.some((l) => l.action.type === 'bankrupt')).toBe(false);
  });

  it('ends its turn without a train but with a route: insolvent', () => {
    const s = before(384);
    expect(s.corporations.IOW!.insolvent).toBe(true);
  });

  it('while insolvent: no station, the cheapest bank train leased, 40cc + 20cc per stop over its first number, retained', () => {
    const s = before(431);
    const iow = s.corporations.IOW!;
    expect(iow.insolvent).toBe(true);
    expect(legalTokens(ctxOf(s), 'IOW')).toEqual([]);
    const token = checkToken(ctxOf(s), 'IOW', 'G5', 0);
    expect(token).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('Insolvency') });
    const lease = leaseFor(title, s, 'IOW')!;
    expect(lease.train.owner).toBe('depot');
    expect(lease.train.type).toBe('7+4');
    // The recorded run: 14 stops visited, the 7+4's 7 counted: 40 + 7 x 20 = 180.
    const ic = { title, seats, instances: new Map(), names: new Map() };
    const mapped = mapAction(ic, s, positions.action(431))!;
    const players = s.players.map((p) => p.cash);
    const r = apply(title, s, mapped, { seat: whoActs(title, s)!.seat });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.log.join('\n')).toMatch(/IOW earns 180/);
    // Withheld at once, without a dividend choice; the leased train stays in the bank.
    expect(r.state.corporations.IOW!.cash).toBe(iow.cash + 180);
    expect(r.state.players.map((p) => p.cash)).toEqual(players);
    expect(r.state.trains.find((t) => t.id === lease.train.id)!.owner).toBe('depot');
  });
});

describe('trains after a phase change and between companies', () => {
  it('a company over the new limit keeps its trains until its own next turn (L830-834)', () => {
    // Log 381: C&N bought the first 6+3 (limit 2) while holding two trains; IOW operates next.
    const s = before(381);
    expect(s.corporations['C&N']!.trains.length).toBe(3);
    expect(title.phases[s.phase]!.trainLimit).toBe(2);
    expect(whoActs(title, s)).toMatchObject({ entity: 'IOW' });
  });

  it('prices between companies are multiples of 10cc, at least 10cc; a company with a train may not take another\'s only train (L803-809)', () => {
    const s = before(385);
    const seat = whoActs(title, s)!.seat;
    const buys = legalActions(title, s, seat).filter((l) => l.action.type === 'buy_train' && (l.action as { from: string }).from !== 'depot' && (l.action as { from: string }).from !== 'pool');
    expect(buys.length).toBeGreaterThan(0);
    for (const b of buys) expect(b.params).toMatchObject({ price: { min: 10, multipleOf: 10 } });
    const fromCN = buys.find((b) => (b.action as { train: string }).train === '5+3-1')!;
    expect(apply(title, s, { ...fromCN.action, price: 45 } as never, { seat })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
    expect(apply(title, s, { ...fromCN.action, price: 40 } as never, { seat }).ok).toBe(true);
    // A buyer that has a train is not offered a seller's only train.
    const withTrain = structuredClone(s);
    const buyer = String(whoActs(title, withTrain)!.entity);
    const spare = withTrain.trains.find((t) => t.owner === 'depot')!;
    spare.owner = `corp:${buyer}`;
    withTrain.corporations[buyer]!.trains.push(spare.id);
    for (const b of legalActions(title, withTrain, seat)) {
      const from = (b.action as { from?: string }).from;
      if (b.action.type === 'buy_train' && from && from !== 'depot' && from !== 'pool') expect(withTrain.corporations[from]!.trains.length).toBeGreaterThan(1);
    }
  });
});

describe('the Fishbourne Ferry (L213-219)', () => {
  it('is for sale from the bank from the first 6+3, and buying it closes the other privates', () => {
    const s = before(405);
    expect(s.companies.FFC).toMatchObject({ owner: 'bank', forSale: true });
    expect(s.companies.BHC!.closed).toBe(false);
    const seat = whoActs(title, s)!.seat;
    const buy = legalActions(title, s, seat).find((l) => l.action.type === 'buy_company');
    expect(buy?.action).toMatchObject({ company: 'FFC', price: 200 });
    const r = apply(title, s, buy!.action, { seat });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.companies.FFC!.owner).toBe(`player:${seat}`);
    expect(r.state.companies.BHC!.closed).toBe(true);
  });

  it('is not for sale before the first 6+3', () => {
    const s = before(381);
    s.phase = title.phases.findIndex((p) => p.id === '5');
    delete s.companies.FFC!.forSale;
    const r = apply(title, s, { type: 'buy_company', entityType: 'player', entity: 0, company: 'FFC', price: 200 }, { seat: 0 });
    expect(r.ok).toBe(false);
  });
});

describe('from the first 8+4 and the first 9+5', () => {
  it('there is no certificate limit from the first 8+4 (L538-539)', () => {
    const s = before(518);
    expect(title.phases[s.phase]!.id >= '8').toBe(true);
    expect(certificateLimit(title, s)).toBe(Infinity);
    expect(certificateLimit(title, { ...s, phase: title.phases.findIndex((p) => p.id === '7') })).toBe(21);
  });

  it('no track and no stations from the stock round after the first 9+5 (L895-898)', () => {
    const s = before(537);
    expect(title.phases[s.phase]!.id).toBe('9');
    expect(s.stockRoundPhase).toBe(s.phase);
    expect(buildingAllowed(title, s)).toBe(false);
    expect(legalLays(ctxOf(s), 'C&N')).toEqual([]);
    expect(legalTokens(ctxOf(s), 'C&N')).toEqual([]);
    // Before that stock round, in the operating rounds left of the set, building goes on.
    expect(buildingAllowed(title, { ...s, stockRoundPhase: s.phase - 1 })).toBe(true);
  });
});

describe('private companies sold to the bank (L221-226)', () => {
  it('from the second stock round, for face value less 30; the bank offers it again at face value, not to its seller this round', () => {
    const s = before(405);
    expect(s.round).toMatchObject({ kind: 'stock' });
    expect((s.round as { number: number }).number).toBeGreaterThanOrEqual(2);
    const seat = whoActs(title, s)!.seat;
    // Give the acting player an open private to sell (YHC's value is 50).
    s.companies.YHC = { id: 'YHC', owner: `player:${seat}`, closed: false };
    const sale = legalActions(title, s, seat).find((l) => l.action.type === 'sell_company' && (l.action as { company: string }).company === 'YHC');
    expect(sale?.action).toMatchObject({ company: 'YHC', price: 20 });
    const cash = s.players[seat]!.cash;
    const r = apply(title, s, sale!.action, { seat });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[seat]!.cash).toBe(cash + 20);
    expect(r.state.companies.YHC).toMatchObject({ owner: 'bank', forSale: true });
    // The seller's turn goes on, but not to buy it back.
    expect(whoActs(title, r.state)!.seat).toBe(seat);
    expect(apply(title, r.state, { type: 'buy_company', entityType: 'player', entity: seat, company: 'YHC', price: 50 }, { seat })).toMatchObject({ ok: false });
    // A wrong price is refused.
    expect(apply(title, s, { ...sale!.action, price: 50 } as never, { seat })).toMatchObject({ ok: false, error: { code: 'ILLEGAL_ACTION' } });
  });

  it('not in the first stock round', () => {
    const s = before(405);
    (s.round as { number: number }).number = 1;
    const seat = whoActs(title, s)!.seat;
    s.companies.YHC = { id: 'YHC', owner: `player:${seat}`, closed: false };
    expect(legalActions(title, s, seat).some((l) => l.action.type === 'sell_company')).toBe(false);
  });
});

describe('bankrupt companies and refloating (L939-980)', () => {
  it('at price 0: shares back to the initial offering, no president, stations flipped, treasury and trains kept, priority to the fewest shares', () => {
    const s = before(431);
    const ctx = ctxOf(s);
    const fyn = s.corporations.FYN!;
    const kept = { cash: fyn.cash, trains: [...fyn.trains], tokens: structuredClone(fyn.tokens) };
    placeMarker(ctx, fyn, { row: 0, col: 0 });
    expect(fyn).toMatchObject({ bankrupt: true, president: null, par: null, market: null, floated: false, closed: false, cash: kept.cash });
    expect(fyn.certs.every((h) => h === 'ipo')).toBe(true);
    expect(fyn.trains).toEqual(kept.trains);
    expect(fyn.tokens).toEqual(kept.tokens);
    // Priority: the player holding the fewest shares.
    const shares = s.players.map((p) => Object.values(s.corporations).reduce((a, c) => a + percentHeld(title, c, `player:${p.seat}`) / 10, 0));
    expect(shares[s.priority]).toBe(Math.min(...shares));
    // Flipped: B4 (FYN's home, one slot) no longer stops other trains.
    const home = fyn.tokens[0]!;
    const pt = placedTile(title, s, home.hex)!;
    expect(blocksPassage(s, home.hex, pt.tile, pt.tile.cities[home.city]!, 'C&N')).toBe(false);
    // Its trains wait for it: they were offered to trainless IOW before, and are not now.
    const fromFyn = (st: GameState): string[] => trainOffers(ctxOf(st), 'IOW').filter((o) => o.from === 'FYN').map((o) => o.train);
    expect(fromFyn(before(431)).length).toBeGreaterThan(0);
    expect(fromFyn(s)).toEqual([]);
    // Re-par: top-row r and p cells from 40 to the layer's highest par (FYN: layer 2, 82).
    expect(parCellsFor(title, s, 'FYN').map((c) => c.price).sort((a, b) => a - b)).toEqual([44, 50, 54, 58, 62, 68, 74, 82]);
  });

  it('a sale that reaches 0 in a stock round ends it and starts a new one; the next par refloats it, which then floats with 10 x the new par on top', () => {
    const s = before(405);
    const seat = whoActs(title, s)!.seat;
    const number = (s.round as { number: number }).number;
    // A corporation that has operated, one step above 0 (7, a red-letter cell: the first share sold
    // does not move the price), with two of its shares given to the acting player.
    const corp = Object.values(s.corporations).find((c) => c.floated && c.operated && c.president !== seat && c.certs.filter((h, i) => i > 0 && (h === 'ipo' || h === 'market')).length >= 2)!;
    let given = 0;
    corp.certs = corp.certs.map((h, i) => (i > 0 && given < 2 && (h === 'ipo' || h === 'market') ? (given++, `player:${seat}`) : h));
    corp.market = { row: 1, col: 1 };
    const kept = corp.cash;
    const r = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: seat, corporation: corp.id, percent: 20 }, { seat });
    if (!r.ok) throw new Error(r.error.message);
    const after = r.state;
    expect(after.corporations[corp.id]!.bankrupt).toBe(true);
    expect(after.round).toMatchObject({ kind: 'stock', number, turn: after.priority, soldThisRound: {} });
    // Re-par at 44 and buy to 50%: it floats, with what it kept plus 440.
    const p = after.priority;
    const cells = legalActions(title, after, p).filter((l) => l.action.type === 'par' && (l.action as { corporation: string }).corporation === corp.id);
    expect(cells.map((l) => (l.action as { price: number }).price)).toContain(44);
    let st = after;
    st.players.forEach((pl) => (pl.cash += 1000));
    const r2 = apply(title, st, { type: 'par', entityType: 'player', entity: p, corporation: corp.id, price: 44 }, { seat: p });
    if (!r2.ok) throw new Error(r2.error.message);
    st = r2.state;
    st.corporations[corp.id]!.certs = st.corporations[corp.id]!.certs.map((h, i) => (i >= 1 && i <= 3 ? `player:${p}` : h));
    floatIfReady(ctxOf(st), st.corporations[corp.id]!);
    expect(st.corporations[corp.id]).toMatchObject({ floated: true, cash: kept + 440 });
    expect(st.corporations[corp.id]!.bankrupt).toBeUndefined();
  });
});

describe('bank break timing (L406-407) and fixed-rotation tiles (L651-658)', () => {
  it('a bank broken in a stock round ends the game at the end of the next operating round, not of the stock round', () => {
    const s = before(405);
    expect(s.round.kind).toBe('stock');
    s.endPending = { reason: 'bank', timing: 'endOfOperatingRound' };
    expect(roundFinished(ctxOf(s), true)).toBe(false);
    expect(s.finished).toBeNull();
    const o = before(431);
    o.endPending = { reason: 'bank', timing: 'endOfOperatingRound' };
    expect(roundFinished(ctxOf(o), false)).toBe(true);
    expect(o.finished?.reason).toBe('bank');
  });

  it('the fixed tiles are laid in their printed orientation only', () => {
    // Log 433: FYN upgrades Newport (G5) to 773 at rotation 0.
    const s = before(433);
    expect(checkLay(ctxOf(s), 'FYN', 'G5', '773', 0)).not.toHaveProperty('code');
    for (const rotation of [1, 2, 3, 4, 5]) expect(checkLay(ctxOf(s), 'FYN', 'G5', '773', rotation)).toMatchObject({ code: 'ILLEGAL_ACTION' });
    const lays = legalLays(ctxOf(s), 'FYN').filter((l) => l.tile === '773');
    expect(lays.map((l) => l.rotation)).toEqual([0]);
    expect(title.definition.tiles.fixedRotation).toEqual(['758', '761', '763', '773', '775']);
  });
});

describe('upgrades in reach of a train, adding usable track or value (L682-691)', () => {
  // Positions from the replay carry recordedLays (imported games skip the check, as 18xx.games does
  // when it loads a game); these tests check it.
  const strict = (s: GameState): GameState => {
    delete s.recordedLays;
    return s;
  };
  const upgrades = (s: GameState, corp: string): { hex: string; tile: string; rotation: number }[] =>
    legalLays(ctxOf(s), corp).filter((l) => (s.hexes[l.hex]?.tile ?? null) !== null && title.tiles.get(s.hexes[l.hex]!.tile!)!.rank >= 1);

  it('a company without a train cannot upgrade', () => {
    const s = before(431);
    expect(s.corporations.IOW!.trains).toEqual([]);
    expect(upgrades(s, 'IOW').length).toBeGreaterThan(0);
    expect(upgrades(strict(s), 'IOW')).toEqual([]);
  });

  it('upgrades out of the biggest train reach, or adding nothing usable, are refused; the recorded games upgrades all pass', () => {
    let refused = 0;
    for (const id of [381, 431, 433, 518]) {
      const s = before(id);
      for (const corp of Object.values(s.corporations).filter((c) => c.floated && c.trains.length > 0).map((c) => c.id)) {
        const loose = upgrades(s, corp);
        const tight = new Set(upgrades(strict(structuredClone(s)), corp).map((l) => `${l.hex}/${l.tile}/${l.rotation}`));
        for (const l of loose) {
          if (tight.has(`${l.hex}/${l.tile}/${l.rotation}`)) continue;
          refused++;
          const why = checkLay(ctxOf(strict(structuredClone(s))), corp, l.hex, l.tile, l.rotation);
          expect(why).toMatchObject({ code: 'ILLEGAL_ACTION', ruleRef: expect.stringContaining('L682-691') });
        }
      }
    }
    expect(refused).toBeGreaterThan(0);
    // Every lay of both recorded games passes the restriction.
    for (const f of ['1860-game-end-bank.json', '19354-nationalization.json']) {
      const g = parseExport(fs.readFileSync(sharedPath('fixtures', '1860', f), 'utf8'));
      expect(replayExport(definition, g, { checkRecordedLays: true }).matchesRecorded).toBe(true);
    }
  });
});

describe('the rulebook, and 18xx.games\' readings for imported games (title.json importVariants)', () => {
  const base = compileTitle(definition);
  const baseCtx = (s: GameState): Ctx => ({ title: base, state: s, log: [] });

  it('a dividend that leaves the price unchanged puts the marker under the others (L796-800); imported games do not restack', () => {
    for (const [t, restacks] of [[base, true], [title, false]] as const) {
      const s = before(431);
      const [a, b] = ['C&N', 'FYN'].map((id) => s.corporations[id]!);
      b!.market = { ...a!.market! };
      a!.marketSeq = 1;
      b!.marketSeq = 2;
      distribute({ title: t, state: s, log: [] }, a!.id, 10, 'payout');
      expect(a!.market).toEqual(b!.market);
      expect(a!.marketSeq > b!.marketSeq).toBe(restacks);
    }
  });

  it('a trainless company with exactly the price of the cheapest bank train must buy it (L847-848); imported games need more', () => {
    const s = before(431);
    const iow = s.corporations.IOW!;
    iow.cash = title.trainType.get(leaseFor(title, s, 'IOW')!.train.type)!.price;
    expect(mustBuyTrain(baseCtx(s), 'IOW')).toBe(true);
    expect(mustBuyTrain(ctxOf(s), 'IOW')).toBe(false);
    iow.cash += 1;
    expect(mustBuyTrain(ctxOf(s), 'IOW')).toBe(true);
  });

  it('the original insolvency revenue is half rounded up to 10 by the rules, rounded down on 18xx.games', () => {
    const orig = compileTitle(applyVariant(definition, 'original_insolvency'));
    const imported = compileTitle(applyVariant(applyVariant(definition, 'as_played_on_18xx_games'), 'original_insolvency'));
    const s = before(431);
    const type = leaseFor(title, s, 'IOW')!.train.type;
    expect(leaseScoring(orig, s, type, insolvencyRule(orig)!.leaseRevenue).total(250)).toBe(130);
    expect(leaseScoring(imported, s, type, insolvencyRule(imported)!.leaseRevenue).total(250)).toBe(125);
  });
});

describe('the Destinations variant (L1033-1040)', () => {
  it('pays a destination\'s bonus the first time the run links it with home, once', () => {
    let d = definition;
    for (const r of importRules(definition, game.settings?.optional_rules ?? [])) d = applyVariant(d, r);
    const withDestinations = compileTitle(applyVariant(d, 'destinations'));
    // Log 435: FYN runs Ryde Esplanade to Yarmouth (its home) through Newport.
    const s = before(435);
    const mapped = mapAction({ title: withDestinations, seats, instances: new Map(), names: new Map() }, s, positions.action(435))!;
    const cash = s.corporations.FYN!.cash;
    const r = apply(withDestinations, s, mapped, { seat: whoActs(withDestinations, s)!.seat });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.log).toContain('FYN links its home with Newport and receives a bonus of £200');
    expect(r.state.corporations.FYN!.destinationsReached).toEqual(['G5/0']);
    const subsidy = (r.state.round as { turn: { subsidy?: number } }).turn.subsidy ?? 0;
    expect(r.state.corporations.FYN!.cash).toBe(cash + 200 + subsidy);
    // Without the variant, nothing.
    const plain = apply(title, before(435), mapped, { seat: whoActs(title, before(435))!.seat });
    expect(plain.ok && plain.log.some((l) => l.includes('bonus'))).toBe(false);
    // Once only: the same run again pays nothing more.
    const again = structuredClone(r.state);
    payDestinationBonuses({ title: withDestinations, state: again, log: [] }, 'FYN', [[{ hex: 'G5', node: 0 }, { hex: 'B4', node: 0 }]]);
    expect(again.corporations.FYN!.cash).toBe(r.state.corporations.FYN!.cash);
    delete again.corporations.FYN!.destinationsReached;
    payDestinationBonuses({ title: withDestinations, state: again, log: [] }, 'FYN', [[{ hex: 'G5', node: 0 }, { hex: 'B4', node: 0 }]]);
    expect(again.corporations.FYN!.cash).toBe(r.state.corporations.FYN!.cash + 200);
  });
});
