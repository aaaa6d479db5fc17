/**
 * How a cousin (cousins.json; 1820 §14) is named as a holder: it holds certificates and money as
 * `cousin:<id>` (engine/state/types.ts Holder). Apart from the rest of the cousins' modules so that
 * the stock and negotiation rules can name a cousin's holdings without loading them.
 */
import type { Holder } from '../../state/types';

export const cousinHolder = (id: string): Holder => `cousin:${id}`;
export function cousinOf(holder: Holder): string | null {
  return holder.startsWith('cousin:') ? holder.slice(7) : null;
}
