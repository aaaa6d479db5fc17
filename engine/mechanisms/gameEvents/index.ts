/**
 * Game events: named moments that other mechanisms wait for (1820's death of Queen Victoria, §10.8
 * L1033-1036, stops the stock-round income one stock round later). Each is recorded once, with the
 * number of stock rounds started when it happened, so data can say "n stock rounds after the event"
 * (title.json stockRoundIncome.until).
 */
import type { Ctx } from '../../context';
import type { GameState } from '../../state/types';
import { each, type Mechanism } from '../../core/mechanism';

/** Records `name` as happening now; a second call keeps the first time. */
export function recordGameEvent(state: GameState, name: string): void {
  state.gameEvents ??= {};
  state.gameEvents[name] ??= state.roundCounts.stock ?? 0;
}

/** The number of stock rounds started when `name` happened, or undefined if it has not. */
export function gameEventAt(state: GameState, name: string): number | undefined {
  return state.gameEvents?.[name];
}

/**
 * At the end of an operating round: records each title.json `gameEvents` entry whose
 * `endOfFirstOperatingRoundStartedIn` phase (or a later one) was in force when the round began.
 * 1820 §10.8 L1033-1036: "Queen Victoria dies at the end of the first Operating Round which
 * starts in brown phase". Returns the names newly recorded, so their effects can follow.
 */
export function endOfOperatingRoundEvents(ctx: Ctx, startPhase: number | undefined): string[] {
  const events = ctx.title.definition.title.gameEvents;
  if (!events || startPhase === undefined) return [];
  const happened: string[] = [];
  for (const [name, when] of Object.entries(events)) {
    if (gameEventAt(ctx.state, name) !== undefined) continue;
    const from = ctx.title.phases.findIndex((p) => p.id === when.endOfFirstOperatingRoundStartedIn);
    if (from < 0 || startPhase < from) continue;
    recordGameEvent(ctx.state, name);
    ctx.log.push(`Game event: ${name} (the first operating round begun in the ${when.endOfFirstOperatingRoundStartedIn} phase has ended)`);
    happened.push(name);
  }
  return happened;
}

/** title.json gameEvents: recorded at the end of an operating round, then what follows from each (the eventHappened hook). */
export const mechanism: Mechanism = {
  id: 'gameEvents',
  block: 'title.gameEvents',
  slice: { keys: ['gameEvents'], viewWhenOff: { gameEvents: [] } },
  appliesTo: (d) => d.title.gameEvents !== undefined,
  hooks: {
    publicView: (_title, state) => ({ gameEvents: Object.entries(state.gameEvents ?? {}).map(([name, stockRounds]) => ({ name, stockRounds })) }),
    operatingRoundEnded: (ctx, startPhase) => {
      for (const name of endOfOperatingRoundEvents(ctx, startPhase)) each(ctx.title, 'eventHappened', ctx, name);
    },
  },
};

declare module '../../state/slices' {
  interface GameSlices {
    /**
     * Game events that have happened (engine/mechanisms/gameEvents/index.ts; e.g. 1820 "queenVictoria"), each with
     * the number of stock rounds started when it happened. Absent: none yet.
     */
    gameEvents?: Record<string, number>;
  }
}
