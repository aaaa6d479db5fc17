/**
 * The one ability reader (engine/definition/abilities.ts): a private company and a cousin are both holders of
 * abilities, read the same way: which abilities of a kind reach a corporation, their params, and the uses left,
 * each holder counting its own.
 * - 1870's Mississippi River Bridge Company (companies.json): riverDiscount and homeLay share one use
 *   (params.sharesUsesWith).
 * - 1820 §14.3.2 L1404-1410 (../shared/rules/1820-rules.txt), Stephenson & Fox: a free station "once for one
 *   share held, a second time for two shares held, and a third time for 3 shares held" (usesPerCompanyPerGame 3,
 *   perShare), only while the cousin holds the company's shares (§14.1 L1358-1364).
 */
import { type Ctx, grantsTo, grantWithUseLeft, holdersOf, initialState, corpHolder } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

describe('a private company as a holder of abilities (1870 MRBC)', () => {
  const title = titleOf('1870');
  const ctx = (): Ctx => ({ title, state: initialState(title, { players: ['A', 'B', 'C'], seed: 1 }), log: [] });
  test('its abilities reach only the corporation that owns it', () => {
    const c = ctx();
    expect(grantsTo(c, 'MP', 'tileLay')).toEqual([]);
    c.state.companies.MRBC!.owner = corpHolder('MP');
    expect(grantsTo(c, 'MP', 'tileLay').map((g) => [g.holder.id, g.holder.kind, g.id, g.usesLeft])).toEqual([
      ['MRBC', 'company', 'riverDiscount', 1],
      ['MRBC', 'company', 'homeLay', 1],
    ]);
    expect(grantsTo(c, 'SSW', 'tileLay')).toEqual([]);
  });
  test('a use of one of two abilities sharing a use uses up both', () => {
    const c = ctx();
    c.state.companies.MRBC!.owner = corpHolder('MP');
    const [river] = grantsTo(c, 'MP', 'tileLay');
    river!.holder.noteUse(river!.ability);
    expect(grantsTo(c, 'MP', 'tileLay').map((g) => g.usesLeft)).toEqual([0, 0]);
    expect(grantWithUseLeft(c, 'MP', 'tileLay')).toBeNull();
  });
});

describe('a cousin as a holder of abilities (1820 Stephenson & Fox, §14.3.2 L1404-1410)', () => {
  const title = titleOf('1820');
  const ctx = (shares: number): Ctx => {
    const state = initialState(title, { players: ['A', 'B'], seed: 1 });
    const c = state.corporations.LSR!;
    c.equalShares = 5;
    c.certs = ['player:0', ...Array.from({ length: 4 }, (_, i) => (i < shares ? 'cousin:STEPHENSON_FOX' : 'ipo'))];
    state.cousins = { STEPHENSON_FOX: { id: 'STEPHENSON_FOX', owner: 0, cash: 0, status: 'owned' } };
    return { title, state, log: [] };
  };
  test('its ability reaches a company only while it holds its shares', () => {
    expect(grantsTo(ctx(0), 'LSR', 'freeStation')).toEqual([]);
    expect(holdersOf(ctx(1), 'LSR').map((h) => [h.id, h.kind])).toEqual([['STEPHENSON_FOX', 'cousin']]);
  });
  test('the n-th use needs n shares: with two shares, two uses, counted per company', () => {
    const c = ctx(2);
    const uses = (): number => grantsTo(c, 'LSR', 'freeStation')[0]!.usesLeft;
    expect(uses()).toBe(2);
    const g = grantWithUseLeft(c, 'LSR', 'freeStation')!;
    g.holder.noteUse(g.ability);
    expect(uses()).toBe(1);
    g.holder.noteUse(g.ability);
    expect(uses()).toBe(0);
    expect(grantWithUseLeft(c, 'LSR', 'freeStation')).toBeNull();
    expect(c.state.corporations.LSR!.cousinUses).toEqual({ STEPHENSON_FOX: 2 });
  });
});
