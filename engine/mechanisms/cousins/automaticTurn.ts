/**
 * The operating turn of a company that plays itself (engine/mechanisms/cousins/cousinDirectors.ts
 * playsItself: a cousin directs it, 1820 §14.1 L1351-1353): no track, no stations, no costs, no loans
 * taken or repaid, no train maintenance, no loan interest, no trains bought; it runs its trains for the
 * maximum income and withholds it (also §7.2.4 L622-623). The engine plays the whole turn inside the
 * action that brings it on, with no actor: every choice is fixed by the rules, so nobody (a client, a
 * bot) has to be asked for it, and the round moves straight on to the next company. The run is the
 * optimiser's best set within LEGAL_ROUTE_STEPS steps, a bound in steps (never time), so a replay of
 * the log finds the same routes on any machine.
 *
 * [DECISION] "not pay any train maintenance or loan interest" is read as exempting the company, not as
 * its choosing not to pay (which would put it into liquidation, §7.2.5 L651-656): the rules list it
 * with the costs it does not incur, and a company in liquidation could not offer itself for takeover
 * in the next Issue & Takeover round (§14.1 L1356-1357). Its buy-train step still ends as any
 * company's: a public company that owns no train then goes into liquidation (§7.2.7 L679-680).
 */
import { money, type Ctx } from '../../context';
import { cousinDef } from './index';
import type { RunRoutesAction } from '../../generated/actions';
import { distribute } from '../../steps/dividend';
import type { OperatingStep } from '../../steps/operating';
import { bestRuns, runRoutes } from '../../steps/runRoutes';
import { COUSIN_DIRECTOR_REF, playsItself } from './cousinDirectors';
import type { Mechanism } from '../../core/mechanism';

/** Plays `corp`'s operating turn through `steps` (the title's operating steps) and leaves it at their end. */
export function playAutomaticTurn(ctx: Ctx, corp: string, steps: OperatingStep[]): void {
  const round = ctx.state.round;
  if (round.kind !== 'operating') return;
  const c = ctx.state.corporations[corp]!;
  const by = c.cousinDirector ? `its director, ${cousinDef(ctx.title, c.cousinDirector)?.name ?? c.cousinDirector}, is a cousin` : 'it has no director';
  ctx.log.push(`${corp} plays itself (${by}): no track, stations, costs or loans; it runs for the most and withholds (${COUSIN_DIRECTOR_REF})`);
  const actor = { entityType: 'corporation' as const, entity: corp, seat: c.president ?? ctx.state.priority };
  for (const step of steps) {
    if (step.name === 'runRoutes') {
      // "Run any trains for maximum income" (§14.1 L1352): with the route abilities its cousins give it
      // (digest D7 #33), when they earn more.
      const { best, boosted } = bestRuns(ctx, corp);
      const action: RunRoutesAction = { type: 'run_routes', entityType: 'corporation', entity: corp, routes: boosted ?? best };
      runRoutes.process(ctx, actor, action);
    } else if (step.name === 'dividend') {
      const revenue = round.turn.revenue ?? 0;
      distribute(ctx, corp, revenue, 'withhold');
      round.turn.dividend = 'withhold';
      if (revenue > 0) ctx.log.push(`${corp}'s treasury holds ${money(ctx, c.cash)}`);
    }
    step.leave?.(ctx, corp);
    if (ctx.state.finished) return;
  }
  round.turn.step = steps.length;
}

/** A cousin-directed company plays its whole turn by itself (1820 §14.1 L1351-1353). */
export const mechanism: Mechanism = {
  id: 'automaticTurn',
  block: 'cousins',
  appliesTo: (d) => (d.cousins?.cousins ?? []).length > 0,
  hooks: {
    operatingTurnReady: (ctx, corp, steps) => {
      if (playsItself(ctx.title, ctx.state, corp)) playAutomaticTurn(ctx, corp, steps);
    },
  },
};
