import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';

const REF = '1862 rules §2.5, Selling (shares are sold in blocks: one sale of a company per turn)';

/** With rounds.stock.sellInBlocks, a player who sold a corporation this turn may not sell it again until their next turn. */
export const oneSalePerCorporationPerTurn: Rule<SellSharesAction> = (ctx, _actor, a) => {
  if (!ctx.title.rounds.stock.sellInBlocks) return null;
  const round = ctx.state.round;
  if (round.kind !== 'stock') return null;
  return round.turnState.sold.includes(a.corporation)
    ? illegal(`${a.corporation} was sold this turn: shares of a company are sold in one block per turn`, REF)
    : null;
};
