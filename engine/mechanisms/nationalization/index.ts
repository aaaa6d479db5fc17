/**
 * The nationalisation ending, switched on by title.json `nationalization`
 * (1860 rules, Formation of the Southern Railway L899-937; the elimination
 * order and the check points as 18xx.games plays them, G1860 Game
 * #check_nationalize? and #nationalize_corps!):
 * - from the start of phase `afterPhase`, at the end of each stock and operating
 *   round, nationalisation begins once every corporation with a president owns a
 *   train;
 * - then only operating rounds follow, the bank cannot break, trains count their
 *   first number only, dividends are paid out, trains come from the bank only;
 * - after each operating round the lowest payers cease to operate, and the game
 *   ends once no floated corporation operates.
 * The state is `GameState.nationalization` (absent before it begins).
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import type { GameState } from '../../state/types';
import { finishGame } from '../end';
import { ownedTrains } from '../trains';
import type { Mechanism } from '../../core/mechanism';

export const NATIONALIZATION_REF = '1860 rules, Formation of the Southern Railway L899-937 (British Rail)';

export function nationalizationRule(title: Title): { afterPhase: string; eliminate: number } | null {
  return (title.definition.title as { nationalization?: { afterPhase: string; eliminate: number } }).nationalization ?? null;
}

export const nationalizing = (state: GameState): boolean => state.nationalization !== undefined;

/** Whether the corporation has ceased to operate under nationalisation. */
export const ceased = (state: GameState, corp: string): boolean => state.nationalization?.ceased.includes(corp) ?? false;

/** At the end of a stock or operating round: begins nationalisation when its condition holds. True when it is under way. */
export function checkNationalization(ctx: Ctx): boolean {
  const { title, state } = ctx;
  if (state.nationalization) return true;
  const rule = nationalizationRule(title);
  if (!rule) return false;
  const from = title.phases.findIndex((p) => p.id === rule.afterPhase);
  if (from < 0 || state.phase < from) return false;
  const directed = Object.values(state.corporations).filter((c) => !c.closed && c.par !== null && c.president !== null);
  if (!directed.every((c) => ownedTrains(ctx, c.id).length > 0)) return false;
  state.nationalization = { ceased: [], paid: {} };
  ctx.log.push('Every company with a director owns a train: British Rail forms and nationalisation begins');
  return true;
}

/** A dividend under nationalisation: what the corporation paid this round (0 when it retained). */
export function notePayout(state: GameState, corp: string, paid: number): void {
  if (state.nationalization) state.nationalization.paid[corp] = paid;
}

/**
 * After an operating round under nationalisation: the lowest payers cease (all tied at the least
 * amount, and all tied at the next amount if only one paid the least; everyone when two or fewer
 * operated). Ends the game once no floated corporation operates; true then.
 */
export function afterNationalizedRound(ctx: Ctx): boolean {
  const { title, state } = ctx;
  const nat = state.nationalization!;
  const rule = nationalizationRule(title)!;
  const operating = Object.values(state.corporations).filter((c) => c.floated && !c.closed && !nat.ceased.includes(c.id));
  const paid = (id: string): number => nat.paid[id] ?? 0;
  let out: string[];
  if (operating.length <= rule.eliminate) out = operating.map((c) => c.id);
  else {
    const amounts = [...new Set(operating.map((c) => paid(c.id)))].sort((a, b) => a - b);
    const least = operating.filter((c) => paid(c.id) === amounts[0]);
    out = least.map((c) => c.id);
    if (least.length < rule.eliminate && amounts.length > 1) out.push(...operating.filter((c) => paid(c.id) === amounts[1]).map((c) => c.id));
  }
  for (const id of out) nat.ceased.push(id);
  if (out.length > 0) ctx.log.push(`${out.join(', ')} paid the least and cease to operate`);
  nat.paid = {};
  if (Object.values(state.corporations).some((c) => c.floated && !c.closed && !nat.ceased.includes(c.id))) return false;
  finishGame(ctx, 'nationalization');
  return true;
}

/**
 * Nationalisation (title.json nationalization): checked at the end of every operating round (and
 * stock round); once under way only operating rounds follow, each ending with the lowest payers
 * ceasing, who no longer operate; dividends are paid in full while it lasts, and what each company
 * paid is counted.
 */
export const mechanism: Mechanism = {
  id: 'nationalization',
  block: 'title.nationalization',
  slice: { keys: ['nationalization'], viewWhenOff: { nationalization: null } },
  appliesTo: (d) => (d.title as { nationalization?: unknown }).nationalization !== undefined,
  hooks: {
    // Under nationalisation the bank is unlimited (1860 rules L912): it never breaks, its balance may go below zero.
    permits: (_title, state, what) => what !== 'bankBreaks' || !nationalizing(state),
    corporationStatus: (_title, state, corp) => (ceased(state, corp) ? ['nationalized'] : []),
    // Under nationalisation a train counts only its first number, as total stations (1860 rules L915-916).
    firstNumberOnly: (_title, state) => state.nationalization !== undefined,
    publicView: (_title, state) => ({ nationalization: state.nationalization ? { ceased: [...state.nationalization.ceased] } : null }),
    // Under nationalisation dividends are paid out in full, with no choice (1860 rules L917-920).
    dividendForced: (ctx) => (nationalizing(ctx.state) ? 'payout' : null),
    revenuePaid: (ctx, corp, _kind, paid) => notePayout(ctx.state, corp, paid),
    mayOperate: (_title, state, corp) => !ceased(state, corp),
    operatingRoundFollows: (ctx) => (nationalizing(ctx.state) ? (afterNationalizedRound(ctx) ? 'stop' : 'another') : null),
    operatingSetExtends: checkNationalization,
    // Under nationalisation trains come from the bank only (1860 rules L926).
    tradesTrains: (ctx) => !nationalizing(ctx.state),
  },
};

declare module '../../state/slices' {
  interface GameSlices {
    /** Nationalisation under way (title.json nationalization): the corporations that ceased, and this round's payouts. */
    nationalization?: { ceased: string[]; paid: Record<string, number> };
  }
}
