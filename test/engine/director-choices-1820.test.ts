/**
 * 1820's choices the rules give a player where the engine used to choose (issue #22; rules text
 * ../shared/rules/1820-rules.txt, cited as L####), each a blocking choice offered as legal actions:
 * - the trains discarded over the train limit after a takeover (§8.4.3 L871, §13.7 L1335;
 *   engine/mechanisms/limitDiscardChoice/index.ts; after a phase change: cost-of-business-1820.test.ts);
 * - which of two markers in one hex goes to British Rail (L861-862), the markers discarded or replaced
 *   above the maximum and, optionally, down to the limit (L863-867, L1321-1326; takeoverStations.ts);
 * - the tied cousin that directs a company after its director cousin's forced sale (§13.4 L1279;
 *   cousinSuccession.ts).
 */
import { checkInvariants, legalActions, whoActs, type GameState } from '../../engine';
import { type Ctx, chargeCousin, limitNow } from '../helpers/engine-internals';
import { act1820 as act, at, atIssueTakeover, phaseIndex, refuse1820 as refuse, shares, title1820 as title } from '../helpers/issue-takeover-1820';
import { writableHex } from '../helpers/hex-state';

const offer = (by: string, target: string): Record<string, unknown> => ({ type: 'offer_takeover', entityType: 'corporation', entity: by, corporation: target });
const bid = (by: string, target: string, price: number): Record<string, unknown> => ({ type: 'bid', entityType: 'corporation', entity: by, corporation: target, price });
const respond = (state: GameState, seat: number, accept: boolean): GameState => act(state, seat, { type: 'respond_takeover', entityType: 'player', entity: seat, accept });
const offered = (state: GameState, seat: number): string[] => legalActions(title, state, seat).map((l) => l.id);

/**
 * X (51, seat 0, £3000) offers first; Y (60, 5 shares: seat 1 three, seat 2 two; £100, a 2+ train, a station
 * in `yStation`). `before` shapes the state further. X takes Y over for £300, accepted by Y's director.
 */
function takeover(yStation: { hex: string; city: number }, before: (s: GameState, x: string, y: string) => void): { state: GameState; x: string; y: string } {
  const { state, ids } = atIssueTakeover(
    [
      { price: 51, certs: shares({ 'player:0': 5 }), president: 0, cash: 3000 },
      { price: 60, certs: shares({ 'player:1': 3, 'player:2': 2 }), president: 1, cash: 100 },
    ],
    (s, [x, y]) => {
      s.phase = phaseIndex('brown');
      const Y = s.corporations[y!]!;
      Y.tokens = [yStation];
      writableHex(s, yStation.hex).tokens.push({ corporation: Y.id, city: yStation.city, slot: 0 });
      before(s, x!, y!);
    },
  );
  const [x, y] = [ids[0]!, ids[1]!];
  const s = respond(act(act(state, 0, offer(x, y)), 0, bid(x, y, 300)), 1, true);
  return { state: s, x, y };
}

describe('1820: the trains discarded over the limit after a takeover are the director\'s choice (§8.4.3 L871)', () => {
  test('the acquirer at its limit takes the sold company\'s train and its director picks the train to discard', () => {
    const { state, x } = takeover({ hex: 'G7', city: 0 }, (s, xId) => {
      // X fills its limit with 3+ trains besides its 2+.
      const X = s.corporations[xId]!;
      for (let k = X.trains.length; k < limitNow(title, s); k++) {
        const t = { id: `3+-x${k}`, type: '3+', owner: `corp:${xId}` };
        s.trains.push(t);
        X.trains.push(t.id);
      }
    });
    const limit = limitNow(title, state);
    expect(state.corporations[x]!.trains).toHaveLength(limit + 1);
    // Nothing else happens until X's director has chosen: one discard per train type.
    expect(whoActs(title, state)).toMatchObject({ entityType: 'corporation', entity: x, seat: 0 });
    expect(offered(state, 0)).toEqual(['discard_train:2+-t0', 'discard_train:3+-x1']);
    expect(refuse(state, 0, { type: 'pass', entityType: 'corporation', entity: x })).toMatch(/must first discard a train over the train limit/);
    const depotTrain = state.trains.find((t) => t.owner === 'depot')!.id;
    expect(refuse(state, 0, { type: 'discard_train', entityType: 'corporation', entity: x, train: depotTrain })).toMatch(/does not own/);
    // The director keeps both 2+ (the cheaper) and discards a 3+ from the game (§13.7 L1335).
    const s = act(state, 0, { type: 'discard_train', entityType: 'corporation', entity: x, train: '3+-x1' });
    expect(s.corporations[x]!.trains).toHaveLength(limit);
    expect(s.corporations[x]!.trains).toEqual(expect.arrayContaining(['2+-t0', '2+-t1']));
    expect(s.trains.find((t) => t.id === '3+-x1')!.owner).toBe('scrap');
    // The round goes on (X's operating turn opens the next round).
    expect(legalActions(title, s, 0).map((l) => l.action.type)).not.toContain('discard_train');
    expect(s.round.kind).toBe('operating');
    expect(checkInvariants(title, s)).toEqual([]);
  });
});

describe('1820: the stations handed to British Rail in a takeover are the acquiring director\'s choice (§8.4.3 L861-867)', () => {
  test('where both companies have a marker in one hex, the director chooses which goes (L861-862)', () => {
    // X in Sheffield (D10 city 0), Y in Doncaster (D10 city 1).
    const { state, x } = takeover({ hex: 'D10', city: 1 }, (s, xId) => {
      s.corporations[xId]!.tokens = [{ hex: 'D10', city: 0 }];
      writableHex(s, 'D10').tokens.push({ corporation: xId, city: 0, slot: 0 });
    });
    expect(whoActs(title, state)).toMatchObject({ entity: x, seat: 0 });
    // Only the two markers: no pass until one of them goes.
    const choices = legalActions(title, state, 0).map((l) => l.action as { type: string; hex?: string; city?: number });
    expect(choices.map((a) => `${a.type} ${a.hex}/${a.city}`)).toEqual(['remove_token D10/0', 'remove_token D10/1']);
    expect(refuse(state, 0, { type: 'pass', entityType: 'corporation', entity: x })).toMatch(/two stations in D10/);
    // The director keeps Doncaster (Y's former marker): X's own in Sheffield leaves the map (no British Rail yet).
    const s = act(state, 0, { type: 'remove_token', entityType: 'corporation', entity: x, hex: 'D10', city: 0, corporation: x });
    expect(s.hexes['D10']!.tokens.map((t) => [t.corporation, t.city])).toEqual([[x, 1]]);
    expect(s.corporations[x]!.tokens).toEqual([{ hex: 'D10', city: 1 }]);
    // 3 markers (2 + 2 − 1), within the limit of 6: nothing more to choose, no fee.
    expect(s.stationHandover).toBeUndefined();
    expect(s.corporations[x]!.cash).toBe(3000 - 300 + 100);
    expect(checkInvariants(title, s)).toEqual([]);
  });

  test('two markers in one city are alike: one goes without a choice', () => {
    // X and Y each hold a slot of Birmingham (G7 city 0).
    const { state, x } = takeover({ hex: 'G7', city: 0 }, (s, xId) => {
      s.corporations[xId]!.tokens = [{ hex: 'G7', city: 0 }];
      writableHex(s, 'G7').tokens.push({ corporation: xId, city: 0, slot: 1 });
    });
    expect(state.stationHandover).toBeUndefined();
    expect(state.corporations[x]!.tokens).toEqual([{ hex: 'G7', city: 0 }]);
    expect(state.hexes['G7']!.tokens.map((t) => t.corporation)).toEqual([x]);
    expect(checkInvariants(title, state)).toEqual([]);
  });

  test('above the limit the director may discard markers down to it instead of paying £100 each (L867, L1326)', () => {
    // X has 2 + 4 = 6 markers (the 5-share limit, Table 13.1); Y brings 2: 8.
    const { state, x } = takeover({ hex: 'G7', city: 0 }, (s, xId) => void (s.corporations[xId]!.extraTokens = [0, 0, 0, 0]));
    const charter = { type: 'choose', entityType: 'corporation', entity: x, choice: 'charter' };
    // Unplaced markers go first (L868): no placed marker may be replaced while X has unplaced ones.
    expect(offered(state, 0)).toEqual(['choose:charter', 'pass']);
    expect(refuse(state, 0, { type: 'remove_token', entityType: 'corporation', entity: x, hex: 'G7', city: 0, corporation: x })).toMatch(/may not hand its station in G7/);
    // Keeping them all costs the overage (L869): pass pays £200.
    expect(act(state, 0, { type: 'pass', entityType: 'corporation', entity: x }).corporations[x]!.cash).toBe(3000 - 300 + 100 - 200);
    // Discarding one pays £100; discarding two reaches the limit: nothing to pay, nothing left to choose.
    const one = act(state, 0, charter);
    expect(one.stationHandover).toBeDefined();
    expect(act(one, 0, { type: 'pass', entityType: 'corporation', entity: x }).corporations[x]!.cash).toBe(3000 - 300 + 100 - 100);
    const two = act(one, 0, charter);
    expect(two.stationHandover).toBeUndefined();
    expect(two.corporations[x]!.extraTokens).toHaveLength(4);
    expect(two.corporations[x]!.cash).toBe(3000 - 300 + 100);
    expect(checkInvariants(title, two)).toEqual([]);
  });

  test('above the maximum the director must hand over markers before passing (L863-866, L1325)', () => {
    // X has 2 + 7 = 9 markers (the 5-share maximum), one placed in D10; Y brings its G7 marker and one unplaced: 11.
    const { state, x } = takeover({ hex: 'G7', city: 0 }, (s, xId) => {
      const X = s.corporations[xId]!;
      X.extraTokens = Array(7).fill(0) as number[];
      X.tokens = [{ hex: 'D10', city: 0 }];
      writableHex(s, 'D10').tokens.push({ corporation: xId, city: 0, slot: 0 });
    });
    expect(refuse(state, 0, { type: 'pass', entityType: 'corporation', entity: x })).toMatch(/above its station maximum/);
    expect(offered(state, 0)).toEqual(['choose:charter']);
    // Two unplaced markers go: 9, the maximum; the director may stop there, paying nothing (no marker kept above 9 was gained).
    const s = act(act(state, 0, { type: 'choose', entityType: 'corporation', entity: x, choice: 'charter' }), 0, { type: 'choose', entityType: 'corporation', entity: x, choice: 'charter' });
    expect(offered(s, 0)).toEqual(['choose:charter', 'pass']);
    const done = act(s, 0, { type: 'pass', entityType: 'corporation', entity: x });
    expect(done.corporations[x]!.tokens).toEqual([{ hex: 'D10', city: 0 }, { hex: 'G7', city: 0 }]);
    expect(done.corporations[x]!.cash).toBe(3000 - 300 + 100);
    expect(checkInvariants(title, done)).toEqual([]);
  });
});

describe('1820: the seller\'s player names the tied cousin that directs after a forced sale (§13.4 L1279)', () => {
  test('a cousin selling to pay an assessment leaves two cousins tied: its player chooses between them', () => {
    const { state, ids } = atIssueTakeover([{ price: 60, certs: shares({ 'player:0': 5 }), president: 0, cash: 0 }], (s) => void (s.phase = phaseIndex('brown')));
    const s = structuredClone(state);
    const [k, k2, k3] = Object.keys(s.cousins!) as [string, string, string];
    for (const [id, owner] of [[k, 2], [k2, 0], [k3, 1]] as const) s.cousins![id] = { id, owner, cash: 0, status: 'owned' };
    // X of 10 shares: cousin k 4 (director), k2 2, k3 2, seat 0 one, one in the pool; it has operated.
    const X = s.corporations[ids[0]!]!;
    Object.assign(X, { equalShares: 10, market: at(60), president: null, cousinDirector: k, certs: [...shares({ [`cousin:${k}`]: 4, [`cousin:${k2}`]: 2, [`cousin:${k3}`]: 2, 'player:0': 1, market: 1 })] });
    // £150 owed with nothing in its treasury: three shares at £60 are sold; after the third k keeps 1 and k2, k3 hold 2 each.
    const ctx: Ctx = { title, state: s, log: [] };
    chargeCousin(ctx, k, 150, 'none');
    expect(X.cousinDirector).toBe(k2); // the first in the cousins file, until k's player names one
    expect(s.cousinSuccession).toEqual([{ corporation: X.id, seat: 2, cousins: [k2, k3] }]);
    expect(whoActs(title, s)).toMatchObject({ entityType: 'player', seat: 2 });
    expect(legalActions(title, s, 2).map((l) => l.action)).toEqual([k2, k3].map((choice) => ({ type: 'choose', entityType: 'player', entity: 2, choice })));
    expect(refuse(s, 2, { type: 'choose', entityType: 'player', entity: 2, choice: k })).toMatch(/name the cousin that directs/);
    const t = act(s, 2, { type: 'choose', entityType: 'player', entity: 2, choice: k3 });
    expect(t.corporations[X.id]).toMatchObject({ president: null, cousinDirector: k3 });
    expect(t.corporations[X.id]!.certs[0]).toBe(`cousin:${k3}`);
    expect(t.cousinSuccession).toBeUndefined();
  });
});
