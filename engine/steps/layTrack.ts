/**
 * Laying or upgrading tiles, as many as the title's tile-lay slots allow (title.json rounds.operating.tileLays).
 * A lay may claim an ability a shareholder grants that makes more lays legal (the layAbility and claimedGrantor hooks: 1820
 * §14.4.2 Gas Light & Coke, once per company per game): offered for the lays only the ability makes.
 */
import type { LayTileAction } from '../generated/actions';
import { actionId } from '../ids';
import { checkLay, layTile, legalLays, nextLaySlot } from '../map/lay';
import { companyLayPending } from './companyAbilities';
import { answers, first } from '../core/ask';
import { invalid } from '../errors';
import type { OperatingStep } from './operating';
import { act } from './step';

export const layTrack: OperatingStep = {
  name: 'layTrack',
  accepts: ['lay_tile'],
  legal(ctx, actor) {
    // Lays a mechanism forces (forcedLays; 1862's pending home upgrade) are the only ones.
    const corp = String(actor.entity);
    const forced = first(ctx.title, 'forcedLays', ctx, corp);
    const lays = forced?.lays ?? legalLays(ctx, corp);
    // The lays an ability makes that no ordinary lay does (layAbility; 1820 §14.4.2 Gas Light & Coke).
    const grantor = forced ? null : first(ctx.title, 'layAbility', ctx, corp);
    const plain = new Set(lays.map((l) => `${l.hex}/${l.tile}/${l.rotation}`));
    const big = grantor === null ? [] : legalLays(ctx, corp, grantor).filter((l) => !plain.has(`${l.hex}/${l.tile}/${l.rotation}`)).map((l) => ({ ...l, ...first(ctx.title, 'grantorClaim', grantor) }));
    return [...lays, ...big].map((l) => {
      const action = act(actor, 'lay_tile', l);
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const a = action as LayTileAction;
    const corp = String(actor.entity);
    const forced = first(ctx.title, 'forcedLays', ctx, corp);
    if (forced) {
      forced.lay(a);
      return;
    }
    // A lay claiming a grantor's ability (the claimedGrantor hook reads the action's field).
    const grantor = first(ctx.title, 'claimedGrantor', a) ?? undefined;
    if (grantor !== undefined) {
      const refused = answers(ctx.title, 'abilityClaimRefusal') ? first(ctx.title, 'abilityClaimRefusal', ctx, corp, grantor, 'lay') : invalid(`lay_tile: no ability may be claimed in this title (${grantor})`);
      if (refused) throw refused;
    }
    const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation, undefined, undefined, grantor);
    if ('code' in res) throw res;
    layTile(ctx, corp, a.hex, a.tile, a.rotation, res);
  },
  // The step waits while a lay slot is open, even when no tile fits anywhere: the president
  // passes, as on 18xx.games, whose logs record that pass. It also waits, with only a pass to
  // offer, while the corporation could still buy a company whose ability lays track in its turn
  // (layAwaited; 1870: MRBC), or owns one whose ability is still unused, as 18xx.games does
  // (Tracker#can_buy_tile_laying_company?, #tile_lay_abilities_should_block?); recorded games hold
  // the pass that closes it. A pending home upgrade (1862) holds the step the same way (layAwaited).
  done(ctx, corp) {
    // Nothing to decide once building has stopped (1860's Southern Railway) or the corporation may lay no track (trackRefusal).
    if (first(ctx.title, 'trackRefusal', ctx, corp) !== null) return true;
    return nextLaySlot(ctx, corp) === null && !first(ctx.title, 'layAwaited', ctx, corp) && !companyLayPending(ctx, corp);
  },
  // A lay that must come first (layPassRefusal; 1862 §2.6 items 1, 3).
  passBlocked: (ctx, corp) => first(ctx.title, 'layPassRefusal', ctx, corp),
};
