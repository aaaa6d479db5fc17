/**
 * 1862's mergers and acquisitions as generic mechanisms switched on by definitions/1862 (digest
 * ../shared/rules/digests/1862.md):
 *
 * - §2.6 items 2 and 9: title.json rounds.operating.steps "merge" (first) and "acquire" (last);
 * - §2.7 eligibility: a partner with a station in a city the acting company's track reaches
 *   (rail-link hexes, routes.endsNeedLink linkHexes, do not count), neither in receivership;
 * - §2.9: none after the LNER (finalEra.after.mergers false);
 * - §2.10: the `merge` {corporation} action starts the procedure (engine/mechanisms/mergers/merger.ts;
 *   its steps are tested in merger-procedure-1862.test.ts).
 *
 * The title is in development, so positions are set directly.
 */
import { apply, createGame, legalActions, type GameState } from '../../engine';
import { type Ctx, advance, currentOperatingStep, mergePartners } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';
import { operatingTurn } from '../helpers/grid';
import { setHex, writableHex } from '../helpers/hex-state';

const title = titleOf('1862');
const steps = title.rounds.operating.steps as readonly string[];

function floated(state: GameState, id: string, seat: number): void {
  Object.assign(state.corporations[id]!, { removed: false, floated: true, president: seat, cash: 500, tokensBought: 3 });
  state.corporations[id]!.certs[0] = `player:${seat}`;
}

function station(state: GameState, corp: string, hex: string, slot = 0): void {
  writableHex(state, hex).tokens.push({ corporation: corp, city: 0, slot });
  state.corporations[corp]!.tokens.push({ hex, city: 0 });
}

/**
 * ESR (seat 0) at Ipswich F11 and EUR (seat 1) at Colchester E12; `track`: a tile 57 on each,
 * joined across their common edge (F11 edge 1, E12 edge 4). ESR's turn at `step`, advanced past
 * steps with nothing to decide.
 */
function position(track: boolean, step = 0): Ctx {
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  floated(state, 'ESR', 0);
  floated(state, 'EUR', 1);
  station(state, 'ESR', 'F11');
  station(state, 'EUR', 'E12');
  if (track) {
    setHex(state, 'F11', { ...state.hexes.F11!, tile: '57', rotation: 1 });
    setHex(state, 'E12', { ...state.hexes.E12!, tile: '57', rotation: 1 });
  }
  operatingTurn(state, 'ESR', { step });
  const ctx: Ctx = { title, state, log: [] };
  advance(ctx);
  return ctx;
}

const ids = (ctx: Ctx, seat = 0): string[] => legalActions(title, ctx.state, seat).map((l) => l.id);
const mergeWith = (corporation: string) => ({ type: 'merge', entityType: 'corporation', entity: 'ESR', corporation });

describe('§2.6 item 2, §2.7 eligibility: the merge step at the start of the turn', () => {
  test('a partner with a station in a city the track reaches: the turn stops at the merge step, which offers the merger and pass', () => {
    const ctx = position(true);
    expect(currentOperatingStep(ctx)?.name).toBe('merge');
    expect(mergePartners(ctx, 'ESR')).toEqual(['EUR']);
    expect(legalActions(title, ctx.state, 0).map((l) => l.id)).toEqual(['merge:EUR', 'pass']);
  });

  test('no track between them: no partner, and the step is skipped (the turn starts at layTrack)', () => {
    const ctx = position(false);
    expect(mergePartners(ctx, 'ESR')).toEqual([]);
    expect(currentOperatingStep(ctx)?.name).toBe('layTrack');
  });

  test('passing the merge step moves on to layTrack', () => {
    const ctx = position(true);
    const r = apply(title, ctx.state, { type: 'pass', entityType: 'corporation', entity: 'ESR' });
    if (!r.ok) throw new Error(r.error.message);
    expect(currentOperatingStep({ title, state: r.state, log: [] })?.name).toBe('layTrack');
  });

  test('a partner in receivership is not offered', () => {
    const ctx = position(false);
    const state = position(true).state;
    Object.assign(state.corporations.EUR!, { president: null });
    state.corporations.EUR!.certs[0] = 'market';
    expect(mergePartners({ ...ctx, state }, 'ESR')).toEqual([]);
  });

  test('an acting company in receivership may not merge', () => {
    const { state } = position(true);
    Object.assign(state.corporations.ESR!, { president: null });
    state.corporations.ESR!.certs[0] = 'market';
    expect(mergePartners({ title, state, log: [] }, 'ESR')).toEqual([]);
  });

  test('stations in a rail-link hex (B15) do not count, even in the same city', () => {
    const { state } = position(false);
    station(state, 'ESR', 'B15', 0);
    station(state, 'EUR', 'B15', 1);
    expect(mergePartners({ title, state, log: [] }, 'ESR')).toEqual([]);
  });
});

describe('§2.9: no mergers after the LNER (finalEra.after.mergers false)', () => {
  test('once the final era has formed, no partner is offered', () => {
    const { state } = position(true);
    state.finalEra = 'formed';
    expect(mergePartners({ title, state, log: [] }, 'ESR')).toEqual([]);
    state.finalEra = 'triggered';
    expect(mergePartners({ title, state, log: [] }, 'ESR')).toEqual(['EUR']);
  });
});

describe('§2.10 merge {corporation}', () => {
  test('a legal merge starts the procedure: the director then chooses the survivor; an ineligible one names the reason', () => {
    const ctx = position(true);
    const r = apply(title, ctx.state, mergeWith('EUR'));
    if (!r.ok) throw new Error(r.error.message);
    expect(legalActions(title, r.state, 0).map((l) => l.id)).toEqual(['choose:first', 'choose:last']);
    const other = apply(title, ctx.state, mergeWith('ECR'));
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.error.message).toContain('no station in a city');
  });
});

describe('§2.6 item 9: the acquire step at the end of the turn', () => {
  test('the last step stops the turn when there is a partner, and offers the acquisition and pass', () => {
    expect(steps[steps.length - 1]).toBe('acquire');
    const ctx = position(true, steps.indexOf('acquire'));
    expect(currentOperatingStep(ctx)?.name).toBe('acquire');
    expect(ids(ctx)).toEqual(['merge:EUR', 'pass']);
  });
});
