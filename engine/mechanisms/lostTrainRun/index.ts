/**
 * phases.json `lostTrainRun` (18TN's Civil War, phase 3½; 18xx.games G18TN event civil_war, facts only):
 * when the phase begins, every floated corporation owning a train is marked. In its next operating turn
 * a marked corporation whose trains all ran loses the lowest route of the run; one owning a single
 * train earns nothing and keeps its share price. The dividend of that turn spends the mark.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { ownedTrains } from '../../state/trainLimit';

const marked = (ctx: Ctx, corp: string): boolean => ctx.state.corporations[corp]?.lostTrainRun === true;
const singleTrain = (ctx: Ctx, corp: string): boolean => ownedTrains(ctx, corp).length === 1;

export const mechanism: Mechanism = {
  id: 'lostTrainRun',
  block: 'phases[].lostTrainRun',
  appliesTo: (d) => d.phases.phases.some((p) => p.lostTrainRun === true),
  slice: { keys: ['lostTrainRun'] },
  summary: {
    fields: (title) => ({ special: { lostTrainRun: title.phases.filter((p) => p.lostTrainRun === true).map((p) => p.id) } }),
    fieldsWhenOff: { special: { lostTrainRun: [] } },
    text: {
      phases: (s) =>
        s.special.lostTrainRun.map(
          (phase) =>
            `When phase ${phase} starts, every floated corporation owning a train loses one train's run in its next operating turn: ` +
            "if all its trains run, it earns their routes' sum less the lowest route (a corporation with a single train earns nothing, and its share price does not move); otherwise it loses nothing.",
        ),
    },
  },
  hooks: {
    phaseChanged: (ctx) => {
      if (ctx.title.phases[ctx.state.phase]?.lostTrainRun !== true) return;
      const hit = Object.values(ctx.state.corporations).filter((c) => c.floated && !c.closed && ownedTrains(ctx, c.id).length > 0);
      for (const c of hit) c.lostTrainRun = true;
      if (hit.length > 0) ctx.log.push(`${hit.map((c) => c.id).sort().join(', ')} each lose one train's run in their next operating turn`);
    },
    runRevenue: (ctx, corp, routes, revenue) => {
      if (!marked(ctx, corp) || routes.length === 0 || routes.length < ownedTrains(ctx, corp).length) return null;
      const lost = Math.min(...routes.map((r) => r.revenue));
      ctx.log.push(`${corp} loses its lowest run (${lost})`);
      return revenue - lost;
    },
    dividendMoveHeld: (ctx, corp) => (marked(ctx, corp) && singleTrain(ctx, corp) ? `${corp}'s share price stays: it lost its only train's run` : null),
    revenuePaid: (ctx, corp) => {
      delete ctx.state.corporations[corp]!.lostTrainRun;
    },
  },
};

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** phases.json lostTrainRun: the phases whose start costs each floated corporation owning a train one train's run. */
    lostTrainRun: string[];
  }
}

declare module '../../state/slices' {
  interface CorporationSlices {
    /** Marked by a phase with `lostTrainRun`: the next operating turn loses one train's run (phases.json lostTrainRun). Absent: not marked. */
    lostTrainRun?: true;
  }
}
