/**
 * 1862's operating-turn track and station rules as generic mechanisms switched on by
 * definitions/1862 (digest ../shared/rules/digests/1862.md):
 *
 * - §2.1, §2.2 step 2: no home reservations (rounds.operating.homeStation.reserved false);
 * - §2.6 item 1: the home station at the first operation, with the upgradeForSlot and
 *   displaceLast fallbacks (homeStation.fallbacks);
 * - §2.6 item 3: a bare home hex must take a tile before the track step may be passed
 *   (homeStation.mustLayBareHome); the yellow N tile 790 counts as an upgrade (tiles.json
 *   countAsUpgrade); B15/D15 never take tiles (map.json noTiles);
 * - §2.6 items 4-5: the London rail link (rounds.operating.railLinkToken, routes.endsNeedLink).
 *
 * The title is in development, so positions are set directly.
 */
import { bestRoutes, compileTitle, createGame, mergePatch, type GameState, type Title } from '../../engine';
import {
  type Ctx, checkLay, layTile, nextLaySlot, checkToken, freeSlot, legalTokens, placeHomeToken, finishRoute, runType,
  layTrack, type Actor, homeRoom,
} from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1862');

function game(t: Title = title): Ctx {
  const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
  return { title: t, state, log: [] };
}

/** A floated corporation with `bought` tokens paid for at float (startModes), seat 0 director. */
function floated(ctx: Ctx, id: string, bought = 3): void {
  const c = ctx.state.corporations[id]!;
  Object.assign(c, { removed: false, floated: true, president: 0, cash: 500, tokensBought: bought });
}

/** A station of `corp` on `hex`'s city 0 (as if placed earlier). */
function station(state: GameState, corp: string, hex: string, slot = 0): void {
  writableHex(state, hex).tokens.push({ corporation: corp, city: 0, slot });
  state.corporations[corp]!.tokens.push({ hex, city: 0 });
}

const actor = (corp: string): Actor => ({ entityType: 'corporation', entity: corp, seat: 0 });
const lay = (ctx: Ctx, corp: string, hex: string, tile: string, rotation: number): void => {
  const res = checkLay(ctx, corp, hex, tile, rotation);
  if ('code' in res) throw new Error(res.message);
  layTile(ctx, corp, hex, tile, rotation, res);
};

/** 1862 with the homeStation block removed: the engine's default (reserved homes, no fallbacks). */
function withoutHomeStation(): Title {
  const def = structuredClone(definitionOf('1862'));
  def.title = mergePatch(def.title, { rounds: { operating: { homeStation: null } } }) as typeof def.title;
  return compileTitle(def);
}

describe('§2.1, §2.2 step 2: no home reservations', () => {
  test('another company may take the only slot of a home city whose company has not placed its station', () => {
    const ctx = game();
    // C6 Downham Market is L&E's home: one slot.
    expect(freeSlot(ctx, 'C6', 0, 'WVR')).toBe(0);
    const reserved = game(withoutHomeStation());
    expect(freeSlot(reserved, 'C6', 0, 'WVR')).toBeNull();
  });
});

describe('§2.6 item 1: the home station at the first operation', () => {
  test('a free slot: the station goes down', () => {
    const ctx = game();
    floated(ctx, 'L&E');
    operatingTurn(ctx.state, 'L&E');
    placeHomeToken(ctx, ctx.state.corporations['L&E']!);
    expect(ctx.state.hexes.C6!.tokens).toEqual([{ corporation: 'L&E', city: 0, slot: 0 }]);
  });

  test('full, and a legal home lay adds a slot: the company must first lay it (no connection), then its station goes down', () => {
    const ctx = game();
    floated(ctx, 'EUR');
    floated(ctx, 'WVR');
    // E12 Colchester (N): white, one slot, taken by WVR; the yellow N tile 790 has two.
    station(ctx.state, 'WVR', 'E12');
    operatingTurn(ctx.state, 'EUR');
    placeHomeToken(ctx, ctx.state.corporations.EUR!);
    expect(ctx.state.corporations.EUR!.tokens).toEqual([]);
    expect(ctx.state.round.kind === 'operating' && ctx.state.round.turn.homeUpgrade).toBe(true);
    // Only lays on the home hex that add a slot are offered, and the step may not be passed.
    const offered = layTrack.legal(ctx, actor('EUR')).map((l) => l.action as { hex: string; tile: string });
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((a) => a.hex === 'E12' && a.tile === '790')).toBe(true);
    expect(layTrack.passBlocked(ctx, 'EUR')?.message).toMatch(/must first upgrade its home hex/);
    expect(layTrack.done(ctx, 'EUR')).toBe(false);
    expect(() => layTrack.process(ctx, actor('EUR'), { type: 'lay_tile', entityType: 'corporation', entity: 'EUR', hex: 'D13', tile: '57', rotation: 0 } as never)).toThrow(/must first lay a tile on its home hex/);
    layTrack.process(ctx, actor('EUR'), offered[0] as never);
    expect(ctx.state.hexes.E12!.tile).toBe('790');
    expect(ctx.state.hexes.E12!.tokens.map((t) => t.corporation).sort()).toEqual(['EUR', 'WVR']);
    expect(ctx.state.corporations.EUR!.tokens).toEqual([{ hex: 'E12', city: 0 }]);
    // The lay was the turn's upgrade: no second lay.
    expect(nextLaySlot(ctx)).toBeNull();
  });

  test('full, and no lay adds a slot: the last station is displaced and returns to its owner', () => {
    const ctx = game();
    floated(ctx, 'L&E');
    floated(ctx, 'WVR');
    // C6 is a plain city: every yellow city tile there has one slot too.
    station(ctx.state, 'WVR', 'G8');
    station(ctx.state, 'WVR', 'C6');
    operatingTurn(ctx.state, 'L&E');
    placeHomeToken(ctx, ctx.state.corporations['L&E']!);
    expect(ctx.state.hexes.C6!.tokens).toEqual([{ corporation: 'L&E', city: 0, slot: 0 }]);
    expect(ctx.state.corporations.WVR!.tokens).toEqual([{ hex: 'G8', city: 0 }]);
    expect(ctx.state.corporations['L&E']!.tokens).toEqual([{ hex: 'C6', city: 0 }]);
  });

  test('a company may start while its home is full if a home lay would add a slot (legal_to_start?)', () => {
    const ctx = game();
    station(ctx.state, 'WVR', 'E12');
    expect(homeRoom(ctx.title, ctx.state, 'EUR')).toBeNull();
    station(ctx.state, 'WVR', 'C6');
    expect(homeRoom(ctx.title, ctx.state, 'L&E')?.message).toMatch(/no free station slot/);
  });
});

describe('§2.6 item 3: track', () => {
  test('a bare home hex: no pass until a tile is laid there', () => {
    const ctx = game();
    floated(ctx, 'WVR');
    station(ctx.state, 'WVR', 'G8');
    operatingTurn(ctx.state, 'WVR');
    expect(layTrack.passBlocked(ctx, 'WVR')?.message).toMatch(/home hex G8 is bare/);
    lay(ctx, 'WVR', 'G8', '57', 0);
    expect(layTrack.passBlocked(ctx, 'WVR')).toBeNull();
  });

  test('the yellow N tile 790 counts as an upgrade: it takes the turn’s upgrade slot, and the second lay may not be one', () => {
    const ctx = game();
    floated(ctx, 'EUR');
    station(ctx.state, 'EUR', 'E12');
    operatingTurn(ctx.state, 'EUR');
    lay(ctx, 'EUR', 'E12', '790', 2);
    expect(nextLaySlot(ctx)).toBeNull();
    // As the second of two yellow lays it is refused.
    const other = game();
    floated(other, 'EUR');
    station(other.state, 'EUR', 'E12');
    station(other.state, 'EUR', 'D13');
    operatingTurn(other.state, 'EUR');
    lay(other, 'EUR', 'D13', '57', 2);
    expect(nextLaySlot(other)).not.toBeNull();
    const res = checkLay(other, 'EUR', 'E12', '790', 2);
    expect('code' in res && res.message).toMatch(/counts as an upgrade/);
  });

  test('B15 and D15 never take tiles', () => {
    const ctx = game();
    floated(ctx, 'N&E');
    operatingTurn(ctx.state, 'N&E');
    for (const hex of ['B15', 'D15']) {
      const res = checkLay(ctx, 'N&E', hex, '57', 0);
      expect('code' in res && res.message).toMatch(/no tile may ever be laid/);
    }
  });
});

describe('§2.6 items 4-5: the London rail link', () => {
  /** N&E at Bishop's Stortford (B13) with tile 57 towards B15's London node, and a 2E* train. */
  function london(): Ctx {
    const ctx = game();
    floated(ctx, 'N&E');
    station(ctx.state, 'N&E', 'B13');
    writableHex(ctx.state, 'B13').tile = '57';
    writableHex(ctx.state, 'B13').rotation = 0;
    ctx.state.corporations['N&E']!.permits = ['express'];
    const train = ctx.state.trains.find((t) => t.type === 'A' && t.owner === 'depot')!;
    train.owner = 'corp:N&E';
    (train as { variant?: string }).variant = '2E*';
    ctx.state.corporations['N&E']!.trains.push(train.id);
    operatingTurn(ctx.state, 'N&E');
    return ctx;
  }

  test('a link token on B15 or D15: no lay and no token this turn, one link, a London node reachable', () => {
    const ctx = london();
    expect(legalTokens(ctx, 'N&E')).toEqual(expect.arrayContaining([{ hex: 'B15', city: 0 }, { hex: 'D15', city: 0 }]));
    expect(checkToken(ctx, 'N&E', 'B15', 0)).toEqual({ cost: 0, slot: 0 });
    // Track laid this turn.
    const laid = london();
    (laid.state.round as { turn: { tilesLaid: unknown[] } }).turn.tilesLaid.push({ hex: 'B11', upgrade: false });
    expect((checkToken(laid, 'N&E', 'B15', 0) as { message: string }).message).toMatch(/laid track this turn/);
    // A link already.
    const linked = london();
    writableHex(linked.state, 'D15').tokens.push({ corporation: 'N&E', city: 0, slot: 0 });
    linked.state.corporations['N&E']!.tokens.push({ hex: 'D15', city: 0 });
    expect((checkToken(linked, 'N&E', 'B15', 0) as { message: string }).message).toMatch(/already has a rail link/);
    // No London node reachable: B13 still bare (every track out of B13 reaches London, A12 to D15 surround it).
    const away = london();
    writableHex(away.state, 'B13').tile = null;
    expect((checkToken(away, 'N&E', 'B15', 0) as { message: string }).message).toMatch(/reaches no stop/);
  });

  test('without rounds.operating.railLinkToken the link hexes take no station', () => {
    const def = structuredClone(definitionOf('1862'));
    def.title = mergePatch(def.title, { rounds: { operating: { railLinkToken: null } } }) as typeof def.title;
    const ctx = london();
    const patched: Ctx = { ...ctx, title: compileTitle(def) };
    expect('code' in checkToken(patched, 'N&E', 'B15', 0)).toBe(true);
  });

  test('a route ending at a London node needs the link: route check and optimiser', () => {
    const ctx = london();
    const train = ctx.state.corporations['N&E']!.trains[0]!;
    const type = runType(ctx.state.trains.find((t) => t.id === train)!);
    const stops = [{ hex: 'B13', node: 0 }, { hex: 'B15', node: 0 }];
    const refused = finishRoute(ctx, 'N&E', train, type, stops, [], []);
    expect('code' in refused && refused.message).toMatch(/without N&E's rail link/);
    expect(bestRoutes(ctx.title, ctx.state, 'N&E').revenue).toBe(0);
    writableHex(ctx.state, 'D15').tokens.push({ corporation: 'N&E', city: 0, slot: 0 });
    ctx.state.corporations['N&E']!.tokens.push({ hex: 'D15', city: 0 });
    const ok = finishRoute(ctx, 'N&E', train, type, stops, [], []);
    expect('code' in ok ? ok.message : '').not.toMatch(/rail link/);
    // 57 in phase A pays 20, London 100.
    expect(bestRoutes(ctx.title, ctx.state, 'N&E').revenue).toBe(120);
  });
});
