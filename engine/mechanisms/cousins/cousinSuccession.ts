/**
 * The seller's choice of tied cousin (1820 §13.4 L1277-1279: "The seller's choice of tied cousin becomes
 * the new director"), where the sale names no successor itself (a sale to the pool does: `successorInvestor`):
 * - a cousin's forced sale (cousins.ts chargeCousin, paying a liquidation assessment, §10.3 L959), made by
 *   the engine inside the action that causes it (cousinDirectors.ts handOverBeforeSale);
 * - a purchase from the director by consent (§6.5.2.4 L466, a deal of engine/mechanisms/negotiation/),
 *   which is a sale by the director (cousinDirectors.ts updateDirector).
 * When cousins alone then tie for the most shares of a company the seller directed, the first of them
 * directs it at once and the seller's player (a cousin seller's owner) names the director before play goes
 * on (state.cousinSuccession): `choose` with the cousin's id, one per tied cousin still in play.
 */
import type { Ctx } from '../../context';
import { illegal } from '../../errors';
import type { Action, ChooseAction } from '../../generated/actions';
import { actionId } from '../../ids';
import { cousinHolder } from './cousinHolders';
import type { Interruption, Mechanism } from '../../core/mechanism';
import { act, type Actor, type LegalAction } from '../../steps/step';
import { DIRECTORS_REF, setDirector } from './cousinDirectors';
import { percentHeld } from '../../shares/holdings';

type Succession = NonNullable<Ctx['state']['cousinSuccession']>[number];

/** The tied cousins that may still be named: in play, holding as much as the one directing now. */
export function successionOptions(ctx: Ctx, s: Succession): string[] {
  const c = ctx.state.corporations[s.corporation];
  if (!c || c.closed || !c.cousinDirector || !s.cousins.includes(c.cousinDirector)) return [];
  const most = percentHeld(ctx.title, c, cousinHolder(c.cousinDirector));
  return s.cousins.filter((id) => ctx.state.cousins?.[id]?.status === 'owned' && percentHeld(ctx.title, c, cousinHolder(id)) === most);
}

/** The first succession still open to a choice (more than one cousin to name). */
function pending(ctx: Ctx): Succession | null {
  return (ctx.state.cousinSuccession ?? []).find((s) => successionOptions(ctx, s).length > 1) ?? null;
}

function actor(ctx: Ctx): Actor | null {
  const s = pending(ctx);
  return s ? { entityType: 'player', entity: s.seat, seat: s.seat } : null;
}

function legal(ctx: Ctx, who: Actor): LegalAction[] {
  const s = pending(ctx)!;
  return successionOptions(ctx, s).map((choice) => {
    const action = act(who, 'choose', { choice });
    return { id: `${actionId(action)}:${s.corporation}`, action };
  });
}

function process(ctx: Ctx, who: Actor, action: Action): void {
  const s = pending(ctx)!;
  const choice = action.type === 'choose' ? (action as ChooseAction).choice : null;
  if (choice === null || !successionOptions(ctx, s).includes(choice)) throw illegal(`name the cousin that directs ${s.corporation}: one of ${successionOptions(ctx, s).join(', ')}`, DIRECTORS_REF);
  setDirector(ctx, ctx.state.corporations[s.corporation]!, cousinHolder(choice));
  ctx.state.cousinSuccession = ctx.state.cousinSuccession!.filter((x) => x !== s);
  dropSettled(ctx);
}

/** Entries no longer open to a choice (the company or a cousin gone, the tie broken) are dropped, so none revives later. */
function dropSettled(ctx: Ctx): void {
  if (!ctx.state.cousinSuccession) return;
  ctx.state.cousinSuccession = ctx.state.cousinSuccession.filter((x) => successionOptions(ctx, x).length > 1);
  if (ctx.state.cousinSuccession.length === 0) delete ctx.state.cousinSuccession;
}

const succession: Interruption = { name: 'cousinSuccession', actor, legal, process };

/** With cousins, the tied cousin's succession interrupts any round until its seller's player names it. */
export const mechanism: Mechanism = {
  id: 'cousinSuccession',
  block: 'cousins',
  slice: { keys: ['cousinSuccession'] },
  appliesTo: (d) => (d.cousins?.cousins ?? []).length > 0,
  hooks: { actionApplied: dropSettled },
  interruptions: { stock: [succession], operating: [succession], issueTakeover: [succession] },
};

declare module '../../state/slices' {
  interface GameSlices {
    /**
     * Companies whose director's forced sale, or sale of a share by consent, left cousins alone tied for the most
     * shares: the seat that names the new director among `cousins` (the seller's choice, 1820 §13.4 L1279;
     * engine/mechanisms/cousins/cousinSuccession.ts).
     * Until then the first of them directs. Absent: none.
     */
    cousinSuccession?: { corporation: string; seat: number; cousins: string[] }[];
  }
}
