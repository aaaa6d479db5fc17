/**
 * A company that lays track, for sale (1870: MRBC): a corporation's track step waits, with only a
 * pass to offer, while the corporation could still buy one, as 18xx.games does
 * (Tracker#can_buy_tile_laying_company?; recorded games hold the pass that closes the step). The
 * purchase terms are the core's (engine/state/companyPurchase.ts).
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { affordableCompanies, companiesBuyable } from '../../state/companyPurchase';

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
  id: 'tileLayingCompanyForSale',
  // No block of its own: when companies are for sale (phases' companiesBuyable events, purchaseWindow
  // abilities) is the core's rule (engine/state/companyPurchase.ts).
  block: null,
  appliesTo: (d) => (d.companies.companies ?? []).length > 0,
  hooks: { layAwaited: canBuyTileLayingCompany },
};
