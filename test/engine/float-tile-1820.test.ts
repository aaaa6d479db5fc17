/**
 * 1820 G20: the free tile laid at a float (title.json floatStations.freeTile; rules §6.6.2 L520-527).
 * Stock round 1: C's lobby starts LSR (par 55, 5 shares); before its stations LSR may lay one tile
 * free, anywhere, under the normal placement rules, that gives an open station circle; its next
 * station then goes on that hex. Tile 57 is a yellow city of 20 (one circle), tile 7 a plain curve.
 * K9 is a blank hill (printed cost 40, not paid here).
 */
import { compileTitle, legalActions, type Title } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';

// The cousin auction (G7) opens stock round 1; these tests start at its stock actions.
// Without the cousin and future-train auctions that open stock round 1 (G7, G8).
const def1820 = loadTitleDir(repoPath('definitions', '1820')).definition;
const title: Title = compileTitle({ ...def1820, cousins: { cousins: [] }, trains: { ...def1820.trains, futureTrains: undefined } });

function floating(): Driver {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price: 55, shares: 5 });
  return d;
}

describe('1820 G20 the free tile at a float (§6.6.2 L520-527)', () => {
  it('lays a yellow city free on a blank hex, then the station goes there', () => {
    const d = floating();
    const cash = d.state.corporations.LSR!.cash;
    const directorCash = d.state.players[d.seat]!.cash;
    d.do({ type: 'lay_tile', hex: 'K9', tile: '57', rotation: 0 });
    expect(d.state.hexes.K9).toMatchObject({ tile: '57', rotation: 0 });
    // Free: neither the company nor its director paid the hill's £40.
    expect(d.state.corporations.LSR!.cash).toBe(cash);
    expect(d.state.players[d.seat]!.cash).toBe(directorCash);
    // The station must go on the laid tile, and the float may not end without it.
    expect(d.refuse({ type: 'place_token', hex: 'G7', city: 0 }).message).toMatch(/tile it laid on K9/);
    expect(d.refuse({ type: 'pass' }).message).toMatch(/K9/);
    d.do({ type: 'place_token', hex: 'K9', city: 0 });
    expect(d.state.corporations.LSR!.tokens).toEqual([{ hex: 'K9', city: 0 }]);
  });

  it('one free tile only, and it must give an open station circle', () => {
    const d = floating();
    expect(d.refuse({ type: 'lay_tile', hex: 'K9', tile: '7', rotation: 0 }).message).toMatch(/no open station circle/);
    d.do({ type: 'lay_tile', hex: 'K9', tile: '57', rotation: 0 });
    expect(d.refuse({ type: 'lay_tile', hex: 'K11', tile: '57', rotation: 0 }).message).toMatch(/has laid its free tile/);
  });

  it('the phase must allow the colour', () => {
    const d = floating();
    // A green city tile in the yellow phase.
    expect(d.refuse({ type: 'lay_tile', hex: 'K9', tile: '14', rotation: 0 }).code).toBe('ILLEGAL_ACTION');
  });

  it('not on a hex another company floated onto this stock round', () => {
    const d = floating();
    d.state = structuredClone(d.state);
    (d.state.round as { floatLays?: Record<string, string> }).floatLays = { GWR: 'K9' };
    expect(d.refuse({ type: 'lay_tile', hex: 'K9', tile: '57', rotation: 0 }).message).toMatch(/another company floated onto K9/);
    d.do({ type: 'lay_tile', hex: 'K11', tile: '57', rotation: 0 });
  });

  it('legalActions offers the free lays, each at no cost, until one is laid (fuzz: 1820 seed 5, every city full)', () => {
    const d = floating();
    const lays = () => legalActions(d.title, d.state, d.seat).filter((c) => c.action.type === 'lay_tile');
    const offered = lays();
    const ids = offered.map((c) => c.id);
    // A yellow city on the blank hill K9, and never a plain track tile, nor anything in London.
    expect(ids.some((id) => id.startsWith('lay_tile:K9:') && id.endsWith(':57'))).toBe(true);
    expect(offered.every((c) => (title.tiles.get((c.action as { tile: string }).tile)?.nodes ?? []).some((n) => (n.slots ?? 0) > 0))).toBe(true);
    expect(offered.some((c) => (c.action as { hex: string }).hex === 'M13')).toBe(false);
    expect(offered.every((c) => c.cost === 0)).toBe(true);
    // Only yellow in the yellow phase; each offered lay is accepted.
    expect(new Set(offered.map((c) => title.tiles.get((c.action as { tile: string }).tile)!.color))).toEqual(new Set(['yellow']));
    const pick = offered.find((c) => (c.action as { hex: string }).hex === 'K9')!;
    d.do(pick.action as unknown as Record<string, unknown>);
    expect(lays()).toEqual([]);
    // The station must now go on K9: the only place_token offered is there.
    const tokens = legalActions(d.title, d.state, d.seat).filter((c) => c.action.type === 'place_token');
    expect(tokens.map((c) => (c.action as { hex: string }).hex)).toEqual(['K9']);
  });
});
