/**
 * endConditions "noControlledCompany": the game ends when no player directs any company. Scoring
 * and timed ends are the core's (engine/state/end.ts).
 */
import type { Ctx } from '../../context';
import { finishGame } from '../../state/end';
import type { Mechanism } from '../../core/mechanism';

// Scoring and timed ends are the core's (engine/state/end.ts); kept here for their former importers.
export { finishGame, netWorth, setEndPending } from '../../state/end';

/**
 * endConditions "noControlledCompany" (1820 §9.1 L902-903): when no player directs any company, the game
 * ends at once; true when it has. Called at the end of each stock round and each Issue & Takeover
 * round (the mechanism below, and engine/mechanisms/issueTakeoverRound/index.ts). Cousins directing companies (G7) do not count: only players.
 */
export function noControlledCompanyEnds(ctx: Ctx): boolean {
  if (!(ctx.title.definition.title.endConditions ?? []).some((e) => e.kind === 'noControlledCompany')) return false;
  if (Object.values(ctx.state.corporations).some((c) => !c.closed && c.president !== null)) return false;
  ctx.log.push('No player directs any company');
  finishGame(ctx, 'noControlledCompany');
  return true;
}


/** endConditions "noControlledCompany", checked as each stock round ends (the Issue & Takeover round checks it itself). */
export const mechanism: Mechanism = {
  summary: { words: { endConditions: { noControlledCompany: 'no player directs any company at the end of a stock round' } } },
  id: 'noControlledCompany',
  block: 'title.endConditions[kind noControlledCompany]',
  appliesTo: (d) => (d.title.endConditions ?? []).some((e) => e.kind === 'noControlledCompany'),
  hooks: { stockRoundEnded: (ctx) => noControlledCompanyEnds(ctx) },
};
