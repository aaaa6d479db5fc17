/** The solo tableau (1862 solo) when a company is reset: its marker returns to the cup. */
import type { Ctx } from '../../context';
import type { CorporationState } from '../../state/types';

/**
 * S23, S25: a company leaving through a merger (or a bankruptcy reset) keeps its shares where they
 * are (those in the market stay there, never to be bought back directly; buried ones stay in the
 * tableau or the draw pile), and its marker returns to the cup.
 */
export function afterReset(ctx: Ctx, c: CorporationState, certs: readonly string[]): void {
  const t = ctx.state.tableau;
  if (!t) return;
  c.certs = certs.map((h) => (h === 'ipo' || h.startsWith('corp:') || h.startsWith('player:') ? 'market' : h));
  delete c.receivership;
  delete c.mergedOrRefinanced;
  if (!t.cup.includes(c.id)) t.cup.push(c.id);
  ctx.log.push(`${c.id}'s marker returns to the cup`);
}
