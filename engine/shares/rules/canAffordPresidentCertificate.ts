import { illegal } from '../../errors';
import type { ParAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { certPercents, sharePercent } from '../holdings';
import { STOCK } from './refs';

/** Starting a corporation means buying its president's certificate at par. */
export const canAffordPresidentCertificate: Rule<ParAction> = (ctx, actor, a) => {
  // With a share count chosen at par (CorporationState.equalShares) the director's certificate is one share.
  // The game's own certificates (a two-player game's 30% president's certificate: title.json byPlayerCount).
  const cost = a.shares !== undefined ? a.price : (certPercents(ctx.title, ctx.state.corporations[a.corporation] ?? a.corporation)[0]! / sharePercent(ctx.title, ctx.state.corporations[a.corporation]!)) * a.price;
  const cash = ctx.state.players[actor.seat]!.cash;
  return cash >= cost ? null : illegal(`the president's certificate costs ${cost}, ${cash} available`, STOCK.par);
};
