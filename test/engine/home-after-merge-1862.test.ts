/**
 * The order of the home station and the merge step in a company's first turn
 * (rounds.operating.homeToken afterStep). The 1862 rulebook, as the digest records it from
 * tobymao/18xx issue #7614 (../shared/rules/digests/1862.md L171, L786-788): "the upgrade should come
 * after the merge option, and the waiting token should sit beside the station, fully connected".
 * 18xx.games places the home station (and its forced home upgrade) first; that is the default, which
 * the recorded games need (test/replay/fixtures-1862.test.ts). The variant `home_after_merge` offers
 * the printed order.
 *
 * Position: EUR's first turn. Its home E12 Colchester is white with one slot, taken by ESR's station;
 * the yellow N tile 790 gives it two (as in test/engine/stations-1862.test.ts).
 */
import { apply, applyVariant, compileTitle, createGame, legalActions, type GameState, type Title } from '../../engine';
import { currentOperatingStep, startOperatingSet } from '../helpers/engine-internals';
import { definitionOf, titleOf } from '../helpers/demo';
import { writableHex } from '../helpers/hex-state';

const printed = compileTitle(applyVariant(definitionOf('1862'), 'home_after_merge'));
const asPlayed = titleOf('1862');
const A = 'player:0';
const B = 'player:1';
const I = 'ipo';

function cellOf(title: Title, price: number): { row: number; col: number } {
  for (let row = 0; row < title.market.rows.length; row++) {
    const col = title.market.rows[row]!.findIndex((c) => c?.price === price);
    if (col >= 0) return { row, col };
  }
  throw new Error(`no market cell shows ${price}`);
}

/** A chartered company floated at `price` (par = price), `seat` directing with 60%, with stations on city 0 of `stations`. */
function float(title: Title, state: GameState, id: string, seat: number, price: number, stations: string[]): void {
  const c = state.corporations[id]!;
  const holder = seat === 0 ? A : B;
  Object.assign(c, { removed: false, floated: true, operated: false, president: seat, cash: 300, par: price, market: cellOf(title, price), certs: [holder, holder, holder, holder, I, I, I, I], tokensBought: 3 });
  for (const hex of stations) {
    writableHex(state, hex).tokens.push({ corporation: id, city: 0, slot: 0 });
    c.tokens.push({ hex, city: 0 });
  }
}

/**
 * EUR (seat 1) at the start of its first turn, the round's first (its price is the higher); ESR
 * (seat 0) has its home F11 and the only slot of E12. The round starts the turn itself
 * (engine/rounds/operating.ts nextCorporation), so the title's order decides.
 */
function firstTurn(title: Title): GameState {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  float(title, state, 'ESR', 0, 82, ['F11', 'E12']);
  float(title, state, 'EUR', 1, 100, []);
  startOperatingSet({ title, state, log: [] }, 1);
  expect((state.round as { current: string | null }).current).toBe('EUR');
  return state;
}

function ok(title: Title, state: GameState, action: Record<string, unknown>): GameState {
  const r = apply(title, state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

const ids = (title: Title, state: GameState, seat: number): string[] => legalActions(title, state, seat).map((l) => l.id);
const step = (title: Title, state: GameState): string | undefined => currentOperatingStep({ title, state, log: [] })?.name;

describe('1862 first turn: the merge step before the home station (variant home_after_merge, digest L171)', () => {
  test('the variant sets rounds.operating.homeToken to wait for the merge step; the default places it as the turn begins', () => {
    expect(printed.rounds.operating.homeToken).toEqual({ afterStep: 'merge' });
    expect(asPlayed.rounds.operating.homeToken).toBe('operate');
  });

  test('printed order: the waiting station counts as in E12, so ESR there is a merge partner, offered before any home lay', () => {
    const s = firstTurn(printed);
    expect(step(printed, s)).toBe('merge');
    expect(s.corporations.EUR!.tokens).toEqual([]);
    expect(ids(printed, s, 1)).toContain('merge:ESR');
    expect(ids(printed, s, 1).some((id) => id.startsWith('lay_tile'))).toBe(false);
  });

  test('printed order: merging first, EUR takes over ESR\'s station in its home city, so no home upgrade is forced', () => {
    let s = firstTurn(printed);
    s = ok(printed, s, { type: 'merge', entityType: 'corporation', entity: 'EUR', corporation: 'ESR' });
    // EUR's director chooses EUR as the survivor; the even holdings leave no further choice.
    s = ok(printed, s, legalActions(printed, s, 1).find((l) => l.id === 'choose:first')!.action as unknown as Record<string, unknown>);
    for (let guard = 0; (s.round as { merger?: unknown }).merger && guard < 20; guard++) {
      const seat = [0, 1, 2].find((p) => legalActions(printed, s, p).length > 0)!;
      s = ok(printed, s, legalActions(printed, s, seat)[0]!.action as unknown as Record<string, unknown>);
    }
    expect(s.corporations.ESR!.floated).toBe(false);
    expect(s.corporations.EUR!.tokens.map((t) => t.hex).sort()).toEqual(['E12', 'F11']);
    const round = s.round as { turn: { homeUpgrade?: boolean; homeWaiting?: boolean } };
    expect(round.turn.homeWaiting).toBeUndefined();
    expect(round.turn.homeUpgrade).toBeUndefined();
    expect(s.hexes.E12!.tokens).toEqual([{ corporation: 'EUR', city: 0, slot: 0 }]);
  });

  test('printed order: passing the merge, the home upgrade is then forced (only the N tile on E12), and the station follows', () => {
    let s = firstTurn(printed);
    s = ok(printed, s, { type: 'pass', entityType: 'corporation', entity: 'EUR' });
    expect((s.round as { turn: { homeUpgrade?: boolean } }).turn.homeUpgrade).toBe(true);
    const lays = legalActions(printed, s, 1).map((l) => l.action as { type: string; hex?: string; tile?: string });
    expect(lays.length).toBeGreaterThan(0);
    expect(lays.every((a) => a.type === 'lay_tile' && a.hex === 'E12' && a.tile === '790')).toBe(true);
    s = ok(printed, s, lays[0] as unknown as Record<string, unknown>);
    expect(s.hexes.E12!.tokens.map((t) => t.corporation).sort()).toEqual(['ESR', 'EUR']);
  });

  test('18xx.games order (default): the home upgrade comes first, and no merge is offered before it', () => {
    const s = firstTurn(asPlayed);
    expect((s.round as { turn: { homeUpgrade?: boolean } }).turn.homeUpgrade).toBe(true);
    const offered = ids(asPlayed, s, 1);
    expect(offered).not.toContain('merge:ESR');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((id) => id.startsWith('lay_tile'))).toBe(true);
  });
});
