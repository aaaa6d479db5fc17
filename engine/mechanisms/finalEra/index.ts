/**
 * The final era (title.json finalEra; 1862.md §2.9, the LNER): the first depot
 * purchase of a train type triggers it, and at the end of that operating set it
 * begins. Its formation may fix the certificate limit at the largest holding,
 * move fully capitalised corporations' initial offerings to the market and remove
 * corporations never started; its `after` freezes (no rounds of some kinds, no
 * starts, no building, sales that move no price, no train trades, no compliance
 * sales, a bank break that ends nothing) then hold until the game ends. An
 * endConditions entry of kind "finalEra" sets the end as the era begins.
 */
import { startsAllowed } from './rules/startsAllowed';
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { percentHeld } from '../../shares/holdings';
import { playerHolder, type GameState } from '../../state/types';
import { setEndPending } from '../end';
import { allowedInFinalEra, finalEraRule } from './switches';
import type { Mechanism } from '../../core/mechanism';

export { allowedInFinalEra, FINAL_ERA_REF, finalEraRule, type FinalEraRule } from './switches';

/** Whether rounds of `kind` are skipped now. */
export function roundSkipped(title: Title, state: GameState, kind: string): boolean {
  return state.finalEra === 'formed' && (finalEraRule(title)?.after?.skipRounds ?? []).includes(kind);
}

/** After a depot purchase of a train of `type`: the trigger. */
export function noteTrainBought(ctx: Ctx, type: string): void {
  const rule = finalEraRule(ctx.title);
  if (!rule || ctx.state.finalEra || rule.trigger.firstTrain !== type) return;
  ctx.state.finalEra = 'triggered';
  ctx.log.push(`The first ${type} train is bought: the final era begins at the end of this operating set`);
}

/** At the end of an operating set: a triggered era begins. */
export function beginFinalEra(ctx: Ctx): void {
  const { title, state } = ctx;
  const rule = finalEraRule(title);
  // trigger.firstSetOfRounds (1862 solo S28): the first operating set of that many rounds has ended.
  const round = state.round;
  const n = rule?.trigger.firstSetOfRounds;
  if (n !== undefined && !state.finalEra && round.kind === 'operating' && round.count >= n) state.finalEra = 'triggered';
  if (!rule || state.finalEra !== 'triggered') return;
  state.finalEra = 'formed';
  ctx.log.push('The final era begins');
  const f = rule.formation ?? {};
  if (f.certificateLimit === 'largestHolding') {
    let most = 0;
    for (const p of state.players) {
      let total = 0;
      for (const c of Object.values(state.corporations)) if (!c.closed) total += percentHeld(title, c, playerHolder(p.seat));
      most = Math.max(most, total);
    }
    state.certificateLimitOverride = Math.floor(most / 10);
    ctx.log.push(`The certificate limit becomes ${state.certificateLimitOverride}`);
  }
  const modes = (title.definition.title as { startModes?: { modes?: Record<string, { capitalization?: string }> } }).startModes?.modes ?? {};
  for (const c of Object.values(state.corporations)) {
    if (c.closed) continue;
    if (f.fullCapitalizationIpoToMarket && c.startMode && modes[c.startMode]?.capitalization === 'full' && c.certs.includes('ipo')) {
      c.certs = c.certs.map((h) => (h === 'ipo' ? 'market' : h));
      ctx.log.push(`${c.id}'s unsold shares go to the market`);
    }
    if (f.removeUnstarted && c.par === null && !c.floated) {
      c.closed = true;
      ctx.log.push(`${c.id} was never started and leaves the game`);
    }
  }
  const end = (title.definition.title.endConditions ?? []).find((e) => (e.kind as string) === 'finalEra');
  if (end) setEndPending(ctx, 'finalEra', end.timing);
}

/**
 * The final era: while it is formed, its `after` switches may stop the bank break from ending the
 * game and drop round kinds from the cycle; a triggered era begins as an operating set ends.
 */
export const mechanism: Mechanism = {
  summary: { words: { endConditions: { finalEra: 'the final era (title.json finalEra) begins' } } },
  id: 'finalEra',
  block: 'title.finalEra',
  slice: { keys: ['finalEra', 'certificateLimitOverride'] },
  appliesTo: (d) => d.title.finalEra !== undefined,
  hooks: {
    // Compliance sales over the certificate limit may be switched off too (1862.md §2.9).
    permits: (title, state, what) => what === 'building' || what === 'presidentCertificate' || what === 'bankBreaks' || allowedInFinalEra(title, state, what),
    roundSkipped,
    certificateLimit: (_title, state) => state.certificateLimitOverride ?? null,
    stockRules: () => [{ action: 'par', at: 'starts', rule: startsAllowed }],
    trainLeftDepot: noteTrainBought,
    // A final era may forbid trains between companies (finalEra.after.trainTrades).
    tradesTrains: (ctx) => allowedInFinalEra(ctx.title, ctx.state, 'trainTrades'),
    operatingSetEnded: (ctx) => {
      beginFinalEra(ctx);
      return false;
    },
  },
};

declare module '../../state/slices' {
  interface GameSlices {
    /** The final era (title.json finalEra): "triggered" until the end of the operating set, then "formed". */
    finalEra?: 'triggered' | 'formed';
    /** A certificate limit fixed during play (title.json finalEra.formation.certificateLimit), replacing the table. */
    certificateLimitOverride?: number;
  }
}
