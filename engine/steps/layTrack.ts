/** Laying or upgrading tiles, as many as the title's tile-lay slots allow (title.json rounds.operating.tileLays). */
import type { LayTileAction } from '../generated/actions';
import { actionId } from '../ids';
import { checkLay, layTile, legalLays, nextLaySlot } from '../map/lay';
import type { OperatingStep } from './operating';
import { act } from './step';

export const layTrack: OperatingStep = {
  name: 'layTrack',
  accepts: ['lay_tile'],
  legal(ctx, actor) {
    return legalLays(ctx, String(actor.entity)).map((l) => {
      const action = act(actor, 'lay_tile', l);
      return { id: actionId(action), action };
    });
  },
  process(ctx, actor, action) {
    const a = action as LayTileAction;
    const corp = String(actor.entity);
    const res = checkLay(ctx, corp, a.hex, a.tile, a.rotation);
    if ('code' in res) throw res;
    layTile(ctx, corp, a.hex, a.tile, a.rotation, res);
  },
  // The step waits while a lay slot is open, even when no tile fits anywhere: the president
  // passes, as on 18xx.games, whose logs record that pass.
  done(ctx) {
    return nextLaySlot(ctx) === null;
  },
  passBlocked: () => null,
};
