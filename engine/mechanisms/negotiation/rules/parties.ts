/**
 * Who gives and who takes in a share deal (title.json negotiation deals buyShare, sellShare, placeShare):
 * the holders, the seats that play them, and the investors among them (1820: cousins; engine/shares/investor.ts).
 */
import type { Ctx } from '../../../context';
import type { ProposeTradeAction } from '../../../generated/actions';
import { investorNamed } from '../../../shares/investor';
import { playerHolder, type Holder } from '../../../state/types';
import type { Actor } from '../../../steps/step';

export interface Party {
  holder: Holder;
  /** The player who plays this party: the player, or the investor's player. */
  seat: number;
  /** The investor's id (`investor`, `toInvestor`); absent: the player. */
  investor?: string;
}

const party = (ctx: Ctx, seat: number, investor: string | undefined): Party =>
  investor === undefined ? { holder: playerHolder(seat), seat } : { holder: investorNamed(ctx, seat, investor).holder, seat, investor };

/** The buyer of a share deal: the proposer (or its investor) in buyShare, the counterpart (or its investor) otherwise. */
export function buyerOf(ctx: Ctx, actor: Actor, a: ProposeTradeAction): Party {
  return a.deal === 'buyShare' ? party(ctx, actor.seat, a.investor) : party(ctx, a.to, a.toInvestor);
}

/** The seller of a share deal: the counterpart in buyShare, the proposer in sellShare; placeShare's seller is the treasury ('ipo'). */
export function sellerOf(ctx: Ctx, actor: Actor, a: ProposeTradeAction): Party | null {
  if (a.deal === 'buyShare') return party(ctx, a.to, a.toInvestor);
  if (a.deal === 'sellShare') return party(ctx, actor.seat, a.investor);
  return null;
}
