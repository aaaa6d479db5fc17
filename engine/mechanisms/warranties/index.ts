/**
 * Warranties (trains.json `warranties`; 1862.md §2.6 items 6-7, §2.11.1): a train bought from the
 * depot may take warranties at a price each, up to a maximum per train, a variant with `warranty`
 * carrying one built in that counts toward the maximum. A train that would rust while it carries
 * warranty marks is marked to rust instead (engine/trains/phase.ts rust, through the rustDeferred hook). Each time a corporation's
 * dividend step runs, every train it owns loses one mark, and a train marked to rust rusts when
 * its last mark goes.
 */
import type { Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { corpHolder, type TrainState } from '../../state/types';
import type { Mechanism, TrainWarranties } from '../../core/mechanism';

export interface WarrantyTerms {
  price: number;
  max: number;
}

/** The title's warranty terms, or null when it has none. */
export function warrantyTerms(title: Title): WarrantyTerms | null {
  return (title.definition.trains as { warranties?: WarrantyTerms }).warranties ?? null;
}

/** The title's warranties, as the buy-train step asks them (the trainWarranties hook). */
function warrantiesOf(title: Title): TrainWarranties | null {
  const terms = warrantyTerms(title);
  return terms
    ? { price: terms.price, allowed: (type, variant) => warrantiesAllowed(title, type, variant), builtIn: (type, variant) => builtInWarranties(title, type, variant) }
    : null;
}

/** The warranties a train bought as `variant` of `type` carries built in (0 or 1). */
export function builtInWarranties(title: Title, type: string, variant: string | undefined): number {
  if (!warrantyTerms(title) || variant === undefined) return 0;
  return title.trainType.get(type)?.variants?.find((v) => v.id === variant)?.warranty ? 1 : 0;
}

/** The most warranties that may be bought with a train bought as `variant` of `type`, whatever they cost. */
export function warrantiesAllowed(title: Title, type: string, variant: string | undefined): number {
  const terms = warrantyTerms(title);
  return terms ? Math.max(0, terms.max - builtInWarranties(title, type, variant)) : 0;
}

/** Whether a train kept from rusting by its warranties must rust now: it is a corporation's and has marks left. */
export function rustDeferred(t: TrainState): boolean {
  return (t.warranties ?? 0) > 0 && t.owner.startsWith('corp:');
}

/** The dividend step ran for `corp`: each of its trains loses one warranty mark; a train marked to rust with none left rusts. */
export function wearWarranties(ctx: Ctx, corp: string): void {
  const holder = corpHolder(corp);
  const c = ctx.state.corporations[corp]!;
  for (const t of ctx.state.trains) {
    if (t.owner !== holder || t.warranties === undefined) continue;
    if (t.warranties > 1) t.warranties--;
    else delete t.warranties;
    if (!t.rustPending || t.warranties !== undefined) continue;
    delete t.rustPending;
    t.owner = 'scrap';
    c.trains = c.trains.filter((id) => id !== t.id);
    ctx.log.push(`${corp}'s ${t.variant ?? t.type} train ${t.id} has no warranty left and rusts`);
  }
}

/** trains.json warranties: each run of the dividend step wears one mark off every train. */
export const mechanism: Mechanism = {
  id: 'warranties',
  block: 'trains.warranties',
  appliesTo: (d) => (d.trains as { warranties?: unknown }).warranties !== undefined,
  hooks: { revenuePaid: (ctx, corp) => wearWarranties(ctx, corp), rustDeferred: (_state, t) => rustDeferred(t), trainWarranties: warrantiesOf },
};
