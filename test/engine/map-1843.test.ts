/**
 * 1843's map, track and station rules as generic mechanisms switched on by definitions/1843
 * (NOTES.md G16-G24; rules ../shared/rules/1843-rules-draft.lyx, cited as L####):
 *
 * - G16: corporations.json `tileLays` (EST, MID, OU, PRO and SO lay a second yellow tile for 20fr);
 * - G17: map.json `layCost` (Paris costs 40fr on every lay and upgrade);
 * - G23: printed gray cities whose value changes by phase, blue and red in the colour fallback;
 * - G19: the cities of one hex (Paris) are separate stops;
 * - G21: rounds.operating.stationInSameHex "refused", home reservations, corporations.json home.locksHex and
 *   home.cityChoice (MID at J9);
 * - G24: tile node passThrough and countsAs (Genève);
 * - G18: corporations.json skipUpgrade (port hexes straight to brown);
 * - G20: title.json ports (claim_port, income, buy_port);
 * - G22: rounds.operating.stationMove (move_token, blocked markers).
 *
 * Positions are set directly, to reach each case at once.
 */
import {
  apply, bestRoutes, compileTitle, createGame, legalActions, mergePatch, publicState, type GameState,
} from '../../engine';
import {
  type Ctx, checkLay, layTile, legalLays, nextLaySlot, blocksPassage, nodeKey, placedTile, type Reach, checkToken,
  placeHomeToken, claimablePorts, payPortIncome, placeToken as placeTokenStep, nodeRevenue,
} from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';
import { writableHex } from '../helpers/hex-state';

const title = titleOf('1843');

function game(): Ctx {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  return { title, state, log: [] };
}

/** A floated corporation with 500 in its treasury, seat 0 director. */
function floated(ctx: Ctx, id: string, cash = 500): void {
  Object.assign(ctx.state.corporations[id]!, { floated: true, president: 0, cash });
}

/** A station of `corp` on `hex`'s city `city` (as if placed earlier). */
function station(state: GameState, corp: string, hex: string, city = 0): void {
  const slot = state.hexes[hex]!.tokens.filter((t) => t.city === city).length;
  writableHex(state, hex).tokens.push({ corporation: corp, city, slot });
  state.corporations[corp]!.tokens.push({ hex, city });
}

const phase = (ctx: Ctx, id: string): void => {
  ctx.state.phase = title.phases.findIndex((p) => p.id === id);
};

/** Lays through checkLay and layTile, as the layTrack step does; returns the price paid. */
function lay(ctx: Ctx, corp: string, hex: string, tile: string, rotation: number): number {
  const before = ctx.state.corporations[corp]!.cash;
  const res = checkLay(ctx, corp, hex, tile, rotation);
  if ('code' in res) throw new Error(res.message);
  layTile(ctx, corp, hex, tile, rotation, res);
  return before - ctx.state.corporations[corp]!.cash;
}

function refusal(ctx: Ctx, corp: string, hex: string, tile: string, rotation: number): string {
  const res = checkLay(ctx, corp, hex, tile, rotation);
  return 'code' in res ? res.message : 'accepted';
}

/** A corporation at its home, in its operating turn at the track step. */
function atHome(corp: string, home: string, cash = 500): Ctx {
  const ctx = game();
  floated(ctx, corp, cash);
  station(ctx.state, corp, home);
  operatingTurn(ctx.state, corp);
  return ctx;
}

describe('G16: a second yellow tile for EST, MID, OU, PRO and SO (L2545-2552)', () => {
  // Rennes D9 (OU's home): edge 1 W is D7, edge 4 E is D11, a plain hex.
  it('OU lays a yellow tile, then a second yellow tile for 20fr more', () => {
    const ctx = atHome('OU', 'D9');
    expect(lay(ctx, 'OU', 'D9', '57', 1)).toBe(0);
    // D11 entered from its W edge (1): the straight 9 at rotation 1 runs W-E.
    expect(lay(ctx, 'OU', 'D11', '9', 1)).toBe(20);
    expect(ctx.state.corporations.OU!.cash).toBe(480);
    expect(nextLaySlot(ctx, 'OU')).toBeNull();
    expect(refusal(ctx, 'OU', 'D7', '9', 1)).toMatch(/no tile lays left/);
  });

  it('the second tile pays terrain on top of the 20fr', () => {
    // Rennes D9: edge 0 SW is Nantes E8, a river city (80fr).
    const ctx = atHome('OU', 'D9');
    lay(ctx, 'OU', 'D9', '57', 0);
    // E8 entered from its NE edge (3): 57 at rotation 0 runs SW-NE.
    expect(lay(ctx, 'OU', 'E8', '57', 0)).toBe(100);
  });

  it('after an upgrade there is no second lay', () => {
    const ctx = atHome('OU', 'D9');
    phase(ctx, 'green');
    writableHex(ctx.state, 'D9').tile = '57';
    writableHex(ctx.state, 'D9').rotation = 1;
    // 14 keeps edges 1 and 4 at rotation 0 (paths 0, 1, 3, 4).
    expect(lay(ctx, 'OU', 'D9', '14', 0)).toBe(0);
    expect(nextLaySlot(ctx, 'OU')).toBeNull();
  });

  it('the second lay is never an upgrade', () => {
    const ctx = atHome('OU', 'D9');
    phase(ctx, 'green');
    writableHex(ctx.state, 'D11').tile = '9';
    writableHex(ctx.state, 'D11').rotation = 1;
    lay(ctx, 'OU', 'D9', '57', 1);
    expect(nextLaySlot(ctx, 'OU')).toMatchObject({ lay: true, upgrade: false, cost: 20, colors: ['yellow'] });
    expect(refusal(ctx, 'OU', 'D11', '23', 0)).toMatch(/places only yellow tiles/);
  });

  it('the other companies (PO) lay one tile', () => {
    // Orléans F13 (PO's home): edge 4 E is F15 Versailles.
    const ctx = atHome('PO', 'F13');
    lay(ctx, 'PO', 'F13', '57', 1);
    expect(nextLaySlot(ctx, 'PO')).toBeNull();
    expect(refusal(ctx, 'PO', 'F15', '57', 1)).toMatch(/no tile lays left/);
  });
});

describe('G17: Paris costs 40fr on every lay and upgrade (L3058)', () => {
  it('the green Paris tile costs 40 although E16 is printed yellow', () => {
    const ctx = atHome('PO', 'F13');
    phase(ctx, 'green');
    station(ctx.state, 'PO', 'E16', 0);
    expect(lay(ctx, 'PO', 'E16', 'X05', 0)).toBe(40);
    expect(ctx.state.hexes.E16!.tile).toBe('X05');
  });

  it('so does the brown one, and a treasury short of 40 may not lay it', () => {
    const ctx = atHome('PO', 'F13', 39);
    phase(ctx, 'brown');
    writableHex(ctx.state, 'E16').tile = 'X05';
    station(ctx.state, 'PO', 'E16', 1);
    expect(refusal(ctx, 'PO', 'E16', 'X11', 0)).toMatch(/costs 40, PO has 39/);
    ctx.state.corporations.PO!.cash = 40;
    expect(lay(ctx, 'PO', 'E16', 'X11', 0)).toBe(40);
  });

  it('other hexes with no terrain stay free to upgrade', () => {
    const ctx = atHome('PO', 'F13');
    phase(ctx, 'green');
    writableHex(ctx.state, 'F13').tile = '57';
    writableHex(ctx.state, 'F13').rotation = 1;
    expect(lay(ctx, 'PO', 'F13', '14', 0)).toBe(0);
  });
});

describe('G23: printed cities whose value changes by phase; blue and red phases', () => {
  const value = (ctx: Ctx, hex: string, color: string): number => nodeRevenue(placedTile(title, ctx.state, hex)!.tile.nodes[0]!, color);
  const colours = ['yellow', 'green', 'blue', 'brown', 'red', 'gray'];

  it('Brest A6 is 40, and 50 in gray', () => {
    const ctx = game();
    expect(colours.map((c) => value(ctx, 'A6', c))).toEqual([40, 40, 40, 40, 40, 50]);
  });

  it('Strasbourg H25 is 20, 30 from green (blue too) and 50 from brown (red and gray too)', () => {
    const ctx = game();
    expect(colours.map((c) => value(ctx, 'H25', c))).toEqual([20, 30, 30, 50, 50, 50]);
  });

  it('a table without blue or red takes the last earlier colour', () => {
    const node = { kind: 'offboard' as const, revenue: { yellow: 20, green: 30, brown: 50 }, slots: 0 };
    expect(nodeRevenue(node, 'blue')).toBe(30);
    expect(nodeRevenue(node, 'red')).toBe(50);
    expect(nodeRevenue(node, 'gray')).toBe(50);
  });

  it('a route to Strasbourg pays its phase value', () => {
    // EST at home in Strasbourg H25; its SW edge leads to I24, whose SW-NE straight runs on to Bâle J23
    // (30, 40 from brown). The 2+1 runs Strasbourg - Bâle.
    const ctx = atHome('EST', 'H25');
    const t = ctx.state.trains.find((x) => x.type === '2+1' && x.owner === 'depot')!;
    t.owner = 'corp:EST';
    ctx.state.corporations.EST!.trains.push(t.id);
    expect(bestRoutes(title, ctx.state, 'EST').revenue).toBe(20 + 30);
    phase(ctx, 'blue');
    expect(bestRoutes(title, ctx.state, 'EST').revenue).toBe(30 + 30);
    phase(ctx, 'brown');
    expect(bestRoutes(title, ctx.state, 'EST').revenue).toBe(50 + 40);
  });
});

describe('G19: the cities of Paris are separate stops (L3652-3668)', () => {
  it('one route visits two Paris cities through a loop outside the hex', () => {
    // X05 at rotation 0: n0 on edge 0 (SW), n1 on edges 2 and 3 (NW, NE), n2 on edges 4 and 5 (E, SE).
    // D17 (NE of E16) joins its SW and SE; E18 (E of E16) joins its NW and W: n1 → D17 → E18 → n2.
    const ctx = atHome('PO', 'F13');
    phase(ctx, 'green');
    writableHex(ctx.state, 'E16').tile = 'X05';
    writableHex(ctx.state, 'E16').rotation = 0;
    writableHex(ctx.state, 'D17').tile = '7';
    writableHex(ctx.state, 'D17').rotation = 5;
    writableHex(ctx.state, 'E18').tile = '7';
    writableHex(ctx.state, 'E18').rotation = 1;
    station(ctx.state, 'PO', 'E16', 1);
    const t = ctx.state.trains.find((x) => x.type === '2+1' && x.owner === 'depot')!;
    t.owner = 'corp:PO';
    ctx.state.corporations.PO!.trains.push(t.id);
    const best = bestRoutes(title, ctx.state, 'PO');
    // Two Paris cities at 60 each (X05); no other stop is reachable.
    expect(best.revenue).toBe(120);
  });
});

describe('G21: station rules (L3281-3375)', () => {
  /** A reach that holds the given city nodes (checkToken's connection test is the 1830 one, tested elsewhere). */
  const reachOf = (...nodes: [string, number][]): Reach => ({ nodes: new Set(nodes.map(([h, n]) => nodeKey(h, n))), edges: new Set(), entries: new Set() });
  const token = (ctx: Ctx, corp: string, hex: string, city: number, r?: Reach): string => {
    const res = checkToken(ctx, corp, hex, city, r);
    return 'code' in res ? res.message : `slot ${res.slot} for ${res.cost}`;
  };

  /** Paris X05 with the D17-E18 loop joining North Paris (city 1) and South Paris (city 2); EST's station in city 1. */
  function parisLoop(t = title): Ctx {
    const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
    const ctx: Ctx = { title: t, state, log: [] };
    floated(ctx, 'EST');
    station(state, 'EST', 'H25');
    state.phase = t.phases.findIndex((p) => p.id === 'green');
    Object.assign(state.hexes.E16!, { tile: 'X05', rotation: 0 });
    Object.assign(state.hexes.D17!, { tile: '7', rotation: 5 });
    Object.assign(state.hexes.E18!, { tile: '7', rotation: 1 });
    station(state, 'EST', 'E16', 1);
    operatingTurn(state, 'EST');
    return ctx;
  }

  it('not more than one station marker of a company on a hexagon (L3351)', () => {
    const ctx = parisLoop();
    expect(token(ctx, 'EST', 'E16', 2)).toMatch(/EST already has a station on E16/);
    // With rounds.operating.stationInSameHex "bothStay" the loop reaches South Paris and the station is legal (the third marker, 100).
    const def = structuredClone(definitionOf('1843'));
    def.title = mergePatch(def.title, { rounds: { operating: { stationInSameHex: 'bothStay' } } }) as typeof def.title;
    expect(token(parisLoop(compileTitle(def)), 'EST', 'E16', 2)).toBe('slot 0 for 100');
  });

  it('not the last free circle of a hex that is the home of a company yet to place its home (L3360-3364)', () => {
    // Strasbourg H25 has two circles and is EST's home; EST has floated but not operated.
    const ctx = atHome('ETA', 'H15');
    floated(ctx, 'EST');
    const r = reachOf(['H25', 0]);
    expect(token(ctx, 'ETA', 'H25', 0, r)).toBe('slot 0 for 40');
    station(ctx.state, 'NOR', 'H25');
    expect(token(ctx, 'ETA', 'H25', 0, r)).toMatch(/no free slot/);
    station(ctx.state, 'EST', 'H25');
    writableHex(ctx.state, 'H25').tokens = ctx.state.hexes.H25!.tokens.filter((t) => t.corporation !== 'NOR');
    expect(token(ctx, 'ETA', 'H25', 0, r)).toBe('slot 0 for 40');
  });

  it('no station at Albi/Montauban J9 before the Midi has placed its home (L3368-3373)', () => {
    const ctx = atHome('ETA', 'H15');
    phase(ctx, 'green');
    Object.assign(ctx.state.hexes.J9!, { tile: '10', rotation: 0 });
    const r = reachOf(['J9', 0], ['J9', 1]);
    expect(token(ctx, 'ETA', 'J9', 1, r)).toMatch(/before MID has placed its home station/);
    expect(token(ctx, 'ETA', 'J9', 0, r)).toMatch(/before MID has placed its home station/);
    station(ctx.state, 'MID', 'J9', 0);
    expect(token(ctx, 'ETA', 'J9', 1, r)).toBe('slot 0 for 40');
  });

  it('the Midi chooses either city of J9 for its home station at its first operation', () => {
    const ctx = game();
    floated(ctx, 'MID');
    operatingTurn(ctx.state, 'MID');
    placeHomeToken(ctx, ctx.state.corporations.MID!);
    expect(ctx.state.corporations.MID!.tokens).toEqual([]);
    expect(ctx.state.round.kind === 'operating' && ctx.state.round.turn.homeChoice).toBe(true);
    const offered = legalActions(title, ctx.state, 0).map((l) => l.action);
    expect(offered).toEqual([
      expect.objectContaining({ type: 'place_token', hex: 'J9', city: 0 }),
      expect.objectContaining({ type: 'place_token', hex: 'J9', city: 1 }),
    ]);
    const act = (a: Record<string, unknown>) => apply(title, ctx.state, { entityType: 'corporation', entity: 'MID', ...a }, { seat: 0 });
    const wrong = act({ type: 'place_token', hex: 'J7', city: 0 });
    expect(!wrong.ok && wrong.error.message).toMatch(/must place its home station on a city of J9/);
    const pass = act({ type: 'pass' });
    expect(!pass.ok && pass.error.message).toMatch(/must first choose the city of its home station/);
    const r = act({ type: 'place_token', hex: 'J9', city: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations.MID!.tokens).toEqual([{ hex: 'J9', city: 1 }]);
    expect(r.state.hexes.J9!.tokens).toEqual([{ corporation: 'MID', city: 1, slot: 0 }]);
    // Free, and not the turn's station: the treasury is untouched and the turn goes on.
    expect(r.state.corporations.MID!.cash).toBe(500);
    expect(r.state.round.kind === 'operating' && r.state.round.turn.homeChoice).toBeFalsy();
  });

  it('a home with one city (PO at Orléans) is placed at once, with no choice', () => {
    const ctx = game();
    floated(ctx, 'PO');
    operatingTurn(ctx.state, 'PO');
    placeHomeToken(ctx, ctx.state.corporations.PO!);
    expect(ctx.state.corporations.PO!.tokens).toEqual([{ hex: 'F13', city: 0 }]);
  });
});

describe('G24: Genève, a pass-through off-board counted as a town (L3589-3590, L3738-3739)', () => {
  /**
   * PLM's station at Dijon I16; track Dijon → I18 → I20 → Genève J21 (in at NW, out at W) → J19 → K18 →
   * Grenoble L17. A 2+1 (two cities or off-boards, one more town) runs Dijon 20 + Genève 40 + Grenoble 20.
   */
  function throughGeneve(t = title): number {
    const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
    const ctx: Ctx = { title: t, state, log: [] };
    floated(ctx, 'PLM');
    const lays: [string, string, number][] = [['I16', '57', 1], ['I18', '9', 1], ['I20', '8', 5], ['J19', '8', 4], ['K18', '9', 0], ['L17', '57', 0]];
    for (const [hex, tile, rotation] of lays) Object.assign(state.hexes[hex]!, { tile, rotation });
    station(state, 'PLM', 'I16');
    const tr = state.trains.find((x) => x.type === '2+1' && x.owner === 'depot')!;
    tr.owner = 'corp:PLM';
    state.corporations.PLM!.trains.push(tr.id);
    return bestRoutes(t, state, 'PLM').revenue;
  }
  const patched = (node: Record<string, unknown>) => {
    const def = structuredClone(definitionOf('1843'));
    const j21 = def.map.hexes.find((h) => h.id === 'J21')!;
    Object.assign(j21.tile!.nodes![0]!, node);
    return compileTitle(def);
  };

  it('a 2+1 runs Dijon - Genève - Grenoble: through Genève, which takes the town place', () => {
    expect(throughGeneve()).toBe(20 + 40 + 20);
  });

  it('as a plain off-board it is a terminus: Dijon - Genève only', () => {
    expect(throughGeneve(patched({ passThrough: undefined }))).toBe(20 + 40);
  });

  it('counted as an off-board, the three stops are too long for a 2+1', () => {
    expect(throughGeneve(patched({ countsAs: undefined }))).toBe(20 + 40);
  });
});

describe('G18: port locations straight to brown for MID, PRO and SO (L3191-3202)', () => {
  it('SO lays the brown Bordeaux tile on its bare home port from the brown phase, paying the river, as its upgrade', () => {
    const ctx = atHome('SO', 'H7');
    phase(ctx, 'brown');
    expect(lay(ctx, 'SO', 'H7', 'X06', 0)).toBe(80);
    expect(ctx.state.hexes.H7!.tile).toBe('X06');
    // The lay was the turn's upgrade: SO's second (yellow) lay is lost.
    expect(nextLaySlot(ctx, 'SO')).toBeNull();
  });

  it('MID upgrades the yellow Toulouse K8 straight to brown 63', () => {
    const ctx = atHome('MID', 'J9');
    phase(ctx, 'brown');
    station(ctx.state, 'MID', 'K8');
    expect(lay(ctx, 'MID', 'K8', '63', 0)).toBe(0);
  });

  it('not before the brown phase', () => {
    const ctx = atHome('SO', 'H7');
    phase(ctx, 'blue');
    expect(refusal(ctx, 'SO', 'H7', 'X06', 0)).toMatch(/brown tiles cannot be laid/);
  });

  it('not on a hex without a port', () => {
    // Limoges H11 is a white city with no port.
    const ctx = atHome('SO', 'H7');
    phase(ctx, 'brown');
    station(ctx.state, 'SO', 'H11');
    expect(refusal(ctx, 'SO', 'H11', '63', 0)).toMatch(/cannot replace/);
  });

  it('not for the other companies (PO)', () => {
    const ctx = atHome('PO', 'F13');
    phase(ctx, 'brown');
    station(ctx.state, 'PO', 'H7');
    expect(refusal(ctx, 'PO', 'H7', 'X06', 0)).toMatch(/cannot replace/);
  });

  it('not as the second, yellow-only lay', () => {
    // SO lays a yellow tile on Limoges first, then tries the brown port lay with its second lay.
    const ctx = atHome('SO', 'H7');
    phase(ctx, 'brown');
    station(ctx.state, 'SO', 'H11');
    lay(ctx, 'SO', 'H11', '57', 0);
    expect(refusal(ctx, 'SO', 'H7', 'X06', 0)).toMatch(/places only yellow tiles/);
  });
});

describe('G20: ports (L3482-3525, L2245-2247, L4546-4548)', () => {
  const PLACE_TOKEN_STEP = title.rounds.operating.steps.indexOf('placeToken');
  const giveTrain = (state: GameState, corp: string): void => {
    const t = state.trains.find((x) => x.type === '2+1' && x.owner === 'depot')!;
    t.owner = `corp:${corp}`;
    state.corporations[corp]!.trains.push(t.id);
  };
  /** SO at home in Bordeaux H7 (57 W-E), a straight on H9 and Limoges H11 (57 W-E): a route Bordeaux - Limoges. */
  function soAtBordeaux(train = true): Ctx {
    const ctx = atHome('SO', 'H7');
    Object.assign(ctx.state.hexes.H7!, { tile: '57', rotation: 1 });
    Object.assign(ctx.state.hexes.H9!, { tile: '9', rotation: 1 });
    Object.assign(ctx.state.hexes.H11!, { tile: '57', rotation: 1 });
    if (train) giveTrain(ctx.state, 'SO');
    return ctx;
  }
  const act = (ctx: Ctx, corp: string, a: Record<string, unknown>) => apply(title, ctx.state, { entityType: 'corporation', entity: corp, ...a }, { seat: 0 });

  it('six port markers start on the map', () => {
    expect(game().state.ports).toEqual({ A6: null, C14: null, C18: null, H7: null, K8: null, N15: null });
  });

  it('a company with a train and a route of two stops through the port city may claim it', () => {
    expect(claimablePorts(soAtBordeaux(), 'SO')).toEqual(['H7']);
  });

  it('not without a train at the start of the turn', () => {
    expect(claimablePorts(soAtBordeaux(false), 'SO')).toEqual([]);
  });

  it('not with the port city as the only stop it reaches', () => {
    const ctx = atHome('SO', 'H7');
    giveTrain(ctx.state, 'SO');
    expect(claimablePorts(ctx, 'SO')).toEqual([]);
  });

  it('either city of Boulogne/Calais C18 carries its port, and the second stop must be on track joined to it', () => {
    // SO's stations: H7 (bare, no track) and Calais, C18's second city. The green OO 10 at rotation 3 puts
    // Calais (n1) on the SW edge to D17; a straight 9 on D17 runs on to Paris E16 (its NE city).
    const ctx = atHome('SO', 'H7');
    giveTrain(ctx.state, 'SO');
    phase(ctx, 'green');
    Object.assign(ctx.state.hexes.C18!, { tile: '10', rotation: 3 });
    station(ctx.state, 'SO', 'C18', 1);
    expect(claimablePorts(ctx, 'SO')).toEqual([]);
    Object.assign(ctx.state.hexes.D17!, { tile: '9', rotation: 0 });
    // Calais - Paris: C18's port; H7 still reaches no second stop.
    expect(claimablePorts(ctx, 'SO')).toEqual(['C18']);
  });

  it('claim_port in the station step: the marker goes to the charter, and no station follows', () => {
    const ctx = soAtBordeaux();
    operatingTurn(ctx.state, 'SO', { step: PLACE_TOKEN_STEP });
    (ctx.state.round as { turn: { portsClaimable?: string[] } }).turn.portsClaimable = claimablePorts(ctx, 'SO');
    const offered = legalActions(title, ctx.state, 0).map((l) => l.action);
    expect(offered).toContainEqual(expect.objectContaining({ type: 'claim_port', hex: 'H7' }));
    expect(offered).toContainEqual(expect.objectContaining({ type: 'place_token', hex: 'H11' }));
    const r = act(ctx, 'SO', { type: 'claim_port', hex: 'H7' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.ports!.H7).toBe('SO');
    // The public view (and GraphQL GameState.ports) shows who holds each marker.
    expect(publicState(title, r.state).ports).toContainEqual({ hex: 'H7', holder: 'SO' });
    expect(publicState(title, r.state).ports).toContainEqual({ hex: 'N15', holder: null });
    // The station step is over: the next step is the run.
    expect(r.state.round.kind === 'operating' && r.state.round.turn.step).toBeGreaterThan(PLACE_TOKEN_STEP);
  });

  it('no claim after a station this turn', () => {
    const ctx = soAtBordeaux();
    operatingTurn(ctx.state, 'SO', { step: PLACE_TOKEN_STEP });
    (ctx.state.round as { turn: { portsClaimable?: string[] } }).turn.portsClaimable = claimablePorts(ctx, 'SO');
    const placed = act(ctx, 'SO', { type: 'place_token', hex: 'H11', city: 0 });
    if (!placed.ok) throw new Error(placed.error.message);
    ctx.state = placed.state;
    ctx.state.round.kind === 'operating' && (ctx.state.round.turn.step = PLACE_TOKEN_STEP);
    const r = act(ctx, 'SO', { type: 'claim_port', hex: 'H7' });
    expect(!r.ok && r.error.message).toMatch(/has placed a station this turn/);
  });

  it('a claim needs the port among those fixed at the start of the turn', () => {
    const ctx = soAtBordeaux();
    operatingTurn(ctx.state, 'SO', { step: PLACE_TOKEN_STEP });
    const r = act(ctx, 'SO', { type: 'claim_port', hex: 'H7' });
    expect(!r.ok && r.error.message).toMatch(/no train or no route of two stops through H7 at the start of its turn/);
  });

  it('each port pays 20 to its holder at the start of an operating round', () => {
    const ctx = game();
    floated(ctx, 'SO', 100);
    ctx.state.ports!.H7 = 'SO';
    ctx.state.ports!.N15 = 'SO';
    const bank = ctx.state.bank;
    payPortIncome(ctx);
    expect(ctx.state.corporations.SO!.cash).toBe(140);
    expect(ctx.state.bank).toBe(bank - 40);
  });

  it('a company buys another company\'s port for exactly 20 in its turn', () => {
    const ctx = soAtBordeaux();
    floated(ctx, 'EST', 100);
    ctx.state.ports!.C14 = 'EST';
    const offered = legalActions(title, ctx.state, 0).map((l) => l.action);
    expect(offered).toContainEqual(expect.objectContaining({ type: 'buy_port', hex: 'C14' }));
    expect(offered.filter((a) => a.type === 'buy_port')).toHaveLength(1);
    const r = act(ctx, 'SO', { type: 'buy_port', hex: 'C14' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.ports!.C14).toBe('SO');
    expect(r.state.corporations.SO!.cash).toBe(480);
    expect(r.state.corporations.EST!.cash).toBe(120);
    const again = act({ ...ctx, state: r.state }, 'SO', { type: 'buy_port', hex: 'C14' });
    expect(!again.ok && again.error.message).toMatch(/cannot buy the port at C14/);
  });
});

describe('G22: the gray-phase station move (L3392-3467)', () => {
  const PLACE_TOKEN_STEP = title.rounds.operating.steps.indexOf('placeToken');
  /** EST: home Strasbourg H25 and North Paris (X05 city 1), the D17-E18 loop to South Paris (city 2); gray phase, station step. */
  function estInParis(phaseId = 'gray'): Ctx {
    const ctx = game();
    floated(ctx, 'EST');
    station(ctx.state, 'EST', 'H25');
    phase(ctx, phaseId);
    Object.assign(ctx.state.hexes.E16!, { tile: 'X05', rotation: 0 });
    Object.assign(ctx.state.hexes.D17!, { tile: '7', rotation: 5 });
    Object.assign(ctx.state.hexes.E18!, { tile: '7', rotation: 1 });
    station(ctx.state, 'EST', 'E16', 1);
    // A train, so that the turn stops at the run after the station step.
    const t = ctx.state.trains.find((x) => x.type === 'Electric' && x.owner === 'depot')!;
    t.owner = 'corp:EST';
    ctx.state.corporations.EST!.trains.push(t.id);
    operatingTurn(ctx.state, 'EST', { step: PLACE_TOKEN_STEP });
    return ctx;
  }
  const move = (ctx: Ctx, fromHex: string, fromCity: number, hex: string, city: number) =>
    apply(title, ctx.state, { type: 'move_token', entityType: 'corporation', entity: 'EST', fromHex, fromCity, hex, city }, { seat: 0 });
  const northParis = (ctx: Ctx) => placedTile(title, ctx.state, 'E16')!.tile.cities[1]!;

  it('moves North Paris to South Paris on the same tile for 100, leaving a blocked marker', () => {
    const ctx = estInParis();
    const offered = legalActions(title, ctx.state, 0).map((l) => l.action);
    expect(offered).toContainEqual(expect.objectContaining({ type: 'move_token', fromHex: 'E16', fromCity: 1, hex: 'E16', city: 2 }));
    const r = move(ctx, 'E16', 1, 'E16', 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.corporations.EST!.tokens).toEqual([{ hex: 'H25', city: 0 }, { hex: 'E16', city: 2 }]);
    expect(r.state.hexes.E16!.tokens).toEqual([{ corporation: 'EST', city: 1, slot: 0, blocked: true }, { corporation: 'EST', city: 2, slot: 0 }]);
    expect(r.state.corporations.EST!.cash).toBe(400);
    // The public view shows the blocked marker as such, and Paris's lay cost.
    const paris = publicState(title, r.state).map.hexes.find((h) => h.id === 'E16')!;
    expect(paris.tokens).toEqual([{ corporation: 'EST', city: 1, slot: 0, blocked: true }, { corporation: 'EST', city: 2, slot: 0, blocked: false }]);
    expect(paris.layCost).toBe(40);
    // The blocked marker fills North Paris's one circle: EST may not run through it, nor may anyone else.
    const tile = placedTile(title, r.state, 'E16')!.tile;
    expect(blocksPassage(r.state, 'E16', tile, northParis(ctx), 'EST')).toBe(true);
    expect(blocksPassage(r.state, 'E16', tile, northParis(ctx), 'PO')).toBe(true);
    expect(blocksPassage(ctx.state, 'E16', tile, northParis(ctx), 'EST')).toBe(false);
  });

  it('once per game', () => {
    const ctx = estInParis();
    const r = move(ctx, 'E16', 1, 'E16', 2);
    if (!r.ok) throw new Error(r.error.message);
    r.state.round.kind === 'operating' && Object.assign(r.state.round.turn, { step: PLACE_TOKEN_STEP, tokenPlaced: false });
    const again = move({ ...ctx, state: r.state }, 'H25', 0, 'H25', 0);
    expect(!again.ok && again.error.message).toMatch(/already moved a station/);
  });

  it('only in the gray phase', () => {
    const r = move(estInParis('red'), 'E16', 1, 'E16', 2);
    expect(!r.ok && r.error.message).toMatch(/only from phase gray/);
  });

  it('the new place must trace to another station or to the blocked marker', () => {
    // Orléans F13 has no track.
    const r = move(estInParis(), 'E16', 1, 'F13', 0);
    expect(!r.ok && r.error.message).toMatch(/does not trace/);
  });

  it('the station step waits while a move is possible, and is skipped when none is', () => {
    expect(placeTokenStep.done(estInParis(), 'EST')).toBe(false);
    // PO: both stations placed (Orléans, bare; Paris, printed, its two cities unjoined): nothing to place or move.
    const ctx = game();
    floated(ctx, 'PO');
    station(ctx.state, 'PO', 'F13');
    station(ctx.state, 'PO', 'E16', 0);
    phase(ctx, 'gray');
    operatingTurn(ctx.state, 'PO', { step: PLACE_TOKEN_STEP });
    expect(placeTokenStep.done(ctx, 'PO')).toBe(true);
  });

  it('not after placing a station this turn, and it is the turn\'s station action', () => {
    const ctx = estInParis();
    const r = move(ctx, 'E16', 1, 'E16', 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.round.kind === 'operating' && r.state.round.turn.step).toBeGreaterThan(PLACE_TOKEN_STEP);
  });
});

describe("MID's opening on Albi/Montauban J9, a printed yellow OO hex without track (issue #22; NOTES.md, The yellow OO hexes)", () => {
  // 1843 keeps 1830's OO hexes: printed yellow, two cities, no track, upgraded to a green OO tile (L2707, L4796,
  // L6466-6488); the manifest's green OO tiles 10 and 59 run one track from each city, so they lay the first track.
  it('in the yellow phase no lay leads out of J9: no yellow tile is an OO tile (L6480-6488)', () => {
    const ctx = atHome('MID', 'J9');
    expect(legalLays(ctx, 'MID')).toEqual([]);
  });

  it('in the green phase MID lays the green OO tile on J9 from its station, then two yellow tiles the next turn (L2707, L2545-2552)', () => {
    const ctx = atHome('MID', 'J9');
    phase(ctx, 'green');
    const home = legalLays(ctx, 'MID');
    expect(home.length).toBeGreaterThan(0);
    expect(new Set(home.map((l) => `${l.hex} ${l.tile}`))).toEqual(new Set(['J9 10', 'J9 59']));
    // The next turn: the track out of J9 takes a yellow tile (a rotation whose track leads to a blank hex,
    // not Toulouse K8, a printed yellow city), and a second yellow tile for 20fr more.
    const yellowNext = (l: { tile: string; rotation: number }): Ctx => {
      const c: Ctx = { title, state: structuredClone(ctx.state), log: [] };
      lay(c, 'MID', 'J9', l.tile, l.rotation);
      operatingTurn(c.state, 'MID');
      return c;
    };
    const opening = home.find((l) => legalLays(yellowNext(l), 'MID').some((y) => title.tiles.get(y.tile)!.color === 'yellow'))!;
    expect(opening).toBeDefined();
    Object.assign(ctx, { state: yellowNext(opening).state });
    const first = legalLays(ctx, 'MID').find((l) => title.tiles.get(l.tile)!.color === 'yellow')!;
    expect(first).toBeDefined();
    lay(ctx, 'MID', first.hex, first.tile, first.rotation);
    const second = legalLays(ctx, 'MID').find((l) => title.tiles.get(l.tile)!.color === 'yellow')!;
    expect(second).toBeDefined();
    expect(lay(ctx, 'MID', second.hex, second.tile, second.rotation)).toBeGreaterThanOrEqual(20);
  });
});
