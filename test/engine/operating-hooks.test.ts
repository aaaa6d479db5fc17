/**
 * The operating round's named points (engine/core/mechanism.ts, "the operating round"): a probe
 * mechanism added to the demo title's dispatcher records where the round calls it, and its answers
 * change the round (who operates, an interruption, the seat acting for a presidentless corporation).
 */
import { actingSeats, apply, createGame, legalActions, type GameState, type Title } from '../../engine';
import {
  buildDispatcher, type Interruption, type Mechanism, MECHANISMS, actingSeat, act,
} from '../helpers/engine-internals';
import { botMove, botRandom } from '../../tools/bots';
import { titleOf } from '../helpers/demo';

const demo = titleOf('demo');
const withProbe = (probe: Partial<Mechanism>): Title =>
  ({ ...demo, mechanisms: buildDispatcher([...MECHANISMS, { id: 'probe', block: null, appliesTo: () => true, hooks: {}, ...probe }], demo.definition) }) as Title;

/** Plays the demo title with the seeded bot until `stop` holds (or the game ends). */
function playUntil(title: Title, stop: (state: GameState) => boolean, max = 3000): GameState {
  const rand = botRandom(7);
  let state = createGame(title, { players: ['Ann', 'Bob', 'Cy'], seed: 7 });
  for (let n = 0; n < max && !state.finished && !stop(state); n++) {
    const [seat] = actingSeats(title, state);
    const move = botMove(legalActions(title, state, seat!), rand)!;
    const r = apply(title, state, move.action, { seat: seat! });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  return state;
}

describe('the operating round asks mechanisms at its named points', () => {
  test('round start, between turns, each turn started, ready and ended, round end: in this order', () => {
    const calls: string[] = [];
    const title = withProbe({
      hooks: {
        operatingRoundStarted: () => void calls.push('round'),
        betweenOperatingTurns: (_ctx, finished) => (calls.push(`between:${finished ?? '-'}`), false),
        operatingTurnStarted: (_ctx, corp) => void calls.push(`start:${corp}`),
        operatingTurnReady: (_ctx, corp, steps) => void calls.push(`ready:${corp}:${steps.map((s) => s.name).join(',')}`),
        operatingTurnEnded: (_ctx, corp) => void calls.push(`end:${corp}`),
        operatingRoundEnded: () => void calls.push('roundEnd'),
      },
    });
    playUntil(title, () => calls.includes('roundEnd'));
    const round = calls.slice(calls.indexOf('round'), calls.indexOf('roundEnd') + 1);
    const corps = round.filter((c) => c.startsWith('start:')).map((c) => c.slice('start:'.length));
    expect(corps.length).toBeGreaterThan(0);
    const steps = demo.rounds.operating.steps.join(',');
    expect(round).toEqual(['round', 'between:-', ...corps.flatMap((c) => [`start:${c}`, `ready:${c}:${steps}`, `end:${c}`, `between:${c}`]), 'roundEnd']);
  });

  test('a corporation a mechanism stops (mayOperate false) takes no turn, and the round still ends', () => {
    const calls: string[] = [];
    const title = withProbe({
      hooks: {
        mayOperate: () => false,
        operatingTurnStarted: (_ctx, corp) => void calls.push(`start:${corp}`),
        operatingRoundEnded: () => void calls.push('roundEnd'),
      },
    });
    const state = playUntil(title, () => calls.includes('roundEnd'));
    expect(calls).toContain('roundEnd');
    expect(calls.filter((c) => c.startsWith('start:'))).toEqual([]);
    expect(Object.values(state.corporations).some((c) => c.floated)).toBe(true);
  });

  test('a mechanism may set the operating order, drop a step name as a switch, and make another operating round follow', () => {
    const calls: string[] = [];
    const started: string[] = [];
    let ended = 0;
    const title = withProbe({
      hooks: {
        operatingRoundStarted: (ctx) => void started.push(ctx.state.round.kind === 'operating' ? `${ctx.state.round.set}.${ctx.state.round.index}` : '?'),
        operatingOrder: (_ctx, a, b) => b.id.localeCompare(a.id),
        operatingStepSwitches: () => ['layTrack'],
        operatingTurnReady: (_ctx, corp, steps) => void calls.push(`${corp}:${steps.map((s) => s.name).join(',')}`),
        operatingRoundEnded: () => void (ended += 1),
        // Once: the first operating round is followed by another, whatever the set's count.
        operatingRoundFollows: () => (ended === 1 ? 'another' : null),
      },
    });
    playUntil(title, () => ended > 0);
    const corps = calls.map((c) => c.split(':')[0]!);
    expect(corps.length).toBeGreaterThan(1);
    expect(corps).toEqual([...corps].sort().reverse());
    const steps = demo.rounds.operating.steps.filter((s) => s !== 'layTrack').join(',');
    expect(calls.every((c) => c.endsWith(`:${steps}`))).toBe(true);
    // The demo's first phase has one operating round a set: the second is the probe's.
    expect(demo.phases[0]!.operatingRounds).toBe(1);
    expect(started.slice(0, 2)).toEqual(['1.1', '1.2']);
  });

  test("an operating interruption's actor acts first and only through it; the turn goes on after it", () => {
    let pendingFor: string | null = null;
    let started = false;
    const processed: string[] = [];
    const interruption: Interruption = {
      name: 'probe',
      actor: (ctx) => {
        const r = ctx.state.round;
        if (r.kind !== 'operating' || r.current === null || r.current !== pendingFor) return null;
        return { entityType: 'corporation', entity: r.current, seat: actingSeat(ctx.state, r.current, ctx.title) };
      },
      legal: (_ctx, actor) => [{ id: 'probe', action: act(actor, 'pass', {}) }],
      process: (_ctx, actor) => {
        processed.push(String(actor.entity));
        pendingFor = null;
      },
    };
    const title = withProbe({
      hooks: {
        operatingTurnStarted: (_ctx, corp) => {
          if (started) return;
          started = true;
          pendingFor = corp;
        },
      },
      interruptions: { operating: [interruption] },
    });
    const state = playUntil(title, () => pendingFor !== null);
    const corp = pendingFor!;
    const [seat] = actingSeats(title, state);
    expect(legalActions(title, state, seat!).map((l) => l.id)).toEqual(['probe']);
    const r = apply(title, state, { type: 'pass', entityType: 'corporation', entity: corp }, { seat: seat! });
    expect(r.ok).toBe(true);
    expect(processed).toEqual([corp]);
    if (r.ok && r.state.round.kind === 'operating' && r.state.round.current === corp) expect(legalActions(title, r.state, seat!).map((l) => l.id)).not.toEqual(['probe']);
  });

  test('the seat acting for a presidentless corporation: the presidentlessSeat answer, else the priority deal', () => {
    const state = createGame(demo, { players: ['Ann', 'Bob', 'Cy'], seed: 1 });
    const corp = Object.keys(state.corporations)[0]!;
    state.corporations[corp]!.president = null;
    state.priority = 1;
    expect(actingSeat(state, corp, demo)).toBe(1);
    expect(actingSeat(state, corp, withProbe({ hooks: { presidentlessSeat: () => 2 } }))).toBe(2);
    state.corporations[corp]!.president = 0;
    expect(actingSeat(state, corp, withProbe({ hooks: { presidentlessSeat: () => 2 } }))).toBe(0);
  });

  test('the titles ask their operating interruptions in precedence order, and any-time actions in registry order', () => {
    const names = (id: string): string[] => (titleOf(id).mechanisms.interruptions.operating ?? []).map((i) => i.name);
    // 1870: a price-protection offer before a connection run; 1862: a merger under way before a pending home upgrade.
    expect(names('1870')).toEqual(['priceProtection', 'connectionRun']);
    expect(names('1862')).toEqual(['merger', 'homeUpgrade']);
    expect(names('demo')).toEqual([]);
    const anytime = (id: string): string[] => (titleOf(id).mechanisms.anytime.operating ?? []).map((a) => a.name);
    expect(anytime('1820')).toEqual(['assignFutureTrain', 'takeLoan']);
    expect(anytime('1843')).toEqual(['buyPort', 'tileAndToken']);
    expect(titleOf('1870').mechanisms.operatingTurnEnding).toHaveLength(1);
  });
});
