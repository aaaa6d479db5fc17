/**
 * Laying or upgrading tiles, as many as the title's tile-lay slots allow (title.json rounds.operating.tileLays).
 * A lay may claim a cousin's bigCitySpecial ability (lay_tile `cousin`; 1820 §14.4.2 Gas Light & Coke), once
 * per company per game: offered for the lays only the ability makes.
 */
import { receivershipRules } from '../mechanisms/receivership';
import { buildingAllowed } from '../mechanisms/phaseRestrictions';
import type { LayTileAction } from '../generated/actions';
import { actionId } from '../ids';
import type { Ctx } from '../context';
import { checkLay, layTile, legalLays, nextLaySlot } from '../map/lay';
import { affordableCompanies, companiesBuyable } from '../mechanisms/companyPurchase';
import { companyLayPending } from './companyAbilities';
import { homeLayBlocksPass, pendingHomeLays, HOME_STATION_REF } from '../mechanisms/homeStation';
import { placeHomeAfterUpgrade } from '../map/tokens';
import { illegal } from '../errors';
import type { OperatingStep } from './operating';
import { act } from './step';
import { abilityWithUseLeft, BIG_CITY_REF, claimRefusal } from '../mechanisms/cousinAbilities';

export const layTrack: OperatingStep = {
  name: 'layTrack',
  accepts: ['lay_tile'],
  legal(ctx, actor) {
    // A pending home upgrade (rounds.operating.homeStation) allows only the lays that make room at home.
    const corp = String(actor.entity);
    const home = pendingHomeLays(ctx, corp);
    const lays = home ?? legalLays(ctx, corp);
    // The lays a cousin's bigCitySpecial ability makes that no ordinary lay does (1820 §14.4.2).
    const cousin = home ? null : abilityWithUseLeft(ctx, corp, 'bigCitySpecial');
    const plain = new Set(lays.map((l) => `${l.hex}/${l.tile}/${l.rotation}`));
    const big = cousin === null ? [] : legalLays(ctx, corp, cousin).filter((l) => !plain.has(`${l.hex}/${l.tile}/${l.rotation}`)).map((l) => ({ ...l, cousin }));
    return [...lays, ...big].map((l) => {
      const action = act(actor, 'lay_tile', l);
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const a = action as LayTileAction;
    const corp = String(actor.entity);
    const home = pendingHomeLays(ctx, corp);
    if (home) {
      if (a.cousin !== undefined) throw illegal(`${corp}'s forced home upgrade uses no cousin's ability`, HOME_STATION_REF);
      // The forced home upgrade: no connection needed; it is the turn's lay, then the home station goes down.
      if (!home.some((l) => l.hex === a.hex && l.tile === a.tile && l.rotation === a.rotation))
        throw illegal(`${corp} must first lay a tile on its home hex that gives its home city another slot`, HOME_STATION_REF);
      const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, { consumesLay: true, hexes: [a.hex], anywhere: true });
      if ('code' in res) throw res;
      layTile(ctx, corp, a.hex, a.tile, a.rotation, res);
      placeHomeAfterUpgrade(ctx, corp);
      return;
    }
    if (a.cousin !== undefined) {
      const refused = claimRefusal(ctx, corp, a.cousin, 'bigCitySpecial', BIG_CITY_REF);
      if (refused) throw refused;
    }
    const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, undefined, a.cousin);
    if ('code' in res) throw res;
    layTile(ctx, corp, a.hex, a.tile, a.rotation, res);
  },
  // The step waits while a lay slot is open, even when no tile fits anywhere: the president
  // passes, as on 18xx.games, whose logs record that pass. It also waits, with only a pass to
  // offer, while the corporation could still buy a company whose ability lays track in its turn
  // (1870: MRBC), or owns one whose ability is still unused, as 18xx.games does
  // (Tracker#can_buy_tile_laying_company?, #tile_lay_abilities_should_block?); recorded games hold
  // the pass that closes it.
  done(ctx, corp) {
    // Nothing to decide once building has stopped (1860's Southern Railway).
    if (!buildingAllowed(ctx.title, ctx.state) || !receivershipRules(ctx.title, ctx.state, corp).layTrack) return true;
    if (ctx.state.round.kind === 'operating' && ctx.state.round.turn.homeUpgrade) return false;
    return nextLaySlot(ctx, corp) === null && !canBuyTileLayingCompany(ctx, corp) && !companyLayPending(ctx, corp);
  },
  // rounds.operating.homeStation: a pending home upgrade, or a bare home hex that can take a tile (1862 §2.6 items 1, 3).
  passBlocked: (ctx, corp) => homeLayBlocksPass(ctx, corp, ctx.title.rounds.operating.homeStation?.mustLayBareHome ? legalLays(ctx, corp) : []),
};

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
