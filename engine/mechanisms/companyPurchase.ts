/**
 * Companies for sale to corporations: the purchase terms are the core's
 * (engine/state/companyPurchase.ts); this mechanism makes the track step wait for a company that
 * lays track.
 */
import type { Ctx } from '../context';
import type { Mechanism } from '../core/mechanism';
import { affordableCompanies, companiesBuyable } from '../state/companyPurchase';

// Corporations' purchases of private companies are the core's (engine/state/companyPurchase.ts).
export { affordableCompanies, companiesBuyable, purchaseTerms } from '../state/companyPurchase';

/**
 * A company with a tile-lay ability for its owner's operating turn is for sale to `corp` at a
 * price it can pay, in a phase where companies are generally for sale (a company's own purchase
 * window, like MRBC's in phase 1, does not count, as on 18xx.games).
 */
function canBuyTileLayingCompany(ctx: Ctx, corp: string): boolean {
  if (!companiesBuyable(ctx)) return false;
  return affordableCompanies(ctx, corp).some(({ company }) =>
    ctx.title.company.get(company)!.abilities?.some((ab) => ab.kind === 'tileLay' && ab.when === 'ownerOperatingTurn'),
  );
}

/** Companies for sale to corporations (phases' companiesBuyable events, purchaseWindow abilities): the track step waits for one that lays track. */
export const mechanism: Mechanism = {
  id: 'companyPurchase',
  block: 'phases[].events companiesBuyable, companies[].abilities purchaseWindow',
  appliesTo: (d) => (d.companies.companies ?? []).length > 0,
  hooks: { layAwaited: canBuyTileLayingCompany },
};
