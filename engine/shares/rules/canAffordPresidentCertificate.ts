import { illegal } from '../../errors';
import type { ParAction } from '../../generated/actions';
import type { GameState } from '../../state/types';
import type { Title } from '../../definition/title';
import type { Rule } from '../../steps/step';
import { certPercents, sharePercent } from '../holdings';
import { STOCK } from './refs';

/**
 * The president's certificate of `corporation` in shares, what a par costs per unit of its price: with a share
 * count chosen at par (`shares`, CorporationState.equalShares) one share; else its percent in shares (the game's
 * own certificates: a two-player game's 30% president's certificate, title.json byPlayerCount).
 */
export function presidentCertificateShares(title: Title, state: GameState, corporation: string, shares: number | undefined): number {
  return shares !== undefined ? 1 : certPercents(title, state.corporations[corporation] ?? corporation)[0]! / sharePercent(title, state.corporations[corporation]!);
}

/** Starting a corporation means buying its president's certificate at par. */
export const canAffordPresidentCertificate: Rule<ParAction> = (ctx, actor, a) => {
  const cost = presidentCertificateShares(ctx.title, ctx.state, a.corporation, a.shares) * a.price;
  const cash = ctx.state.players[actor.seat]!.cash;
  return cash >= cost ? null : illegal(`the president's certificate costs ${cost}, ${cash} available`, STOCK.par);
};
