/**
 * Who gives and who takes in a share deal (title.json negotiation deals buyShare, sellShare, placeShare):
 * the holders, the seats that play them, and the cousins among them.
 */
import type { ProposeTradeAction } from '../../../generated/actions';
import { playerHolder, type Holder } from '../../../state/types';
import { cousinHolder } from '../../cousins';
import type { Actor } from '../../../steps/step';

export interface Party {
  holder: Holder;
  /** The player who plays this party: the player, or the cousin's owner. */
  seat: number;
  cousin?: string;
}

const party = (seat: number, cousin: string | undefined): Party => (cousin === undefined ? { holder: playerHolder(seat), seat } : { holder: cousinHolder(cousin), seat, cousin });

/** The buyer of a share deal: the proposer (or its cousin) in buyShare, the counterpart (or its cousin) otherwise. */
export function buyerOf(actor: Actor, a: ProposeTradeAction): Party {
  return a.deal === 'buyShare' ? party(actor.seat, a.cousin) : party(a.to, a.toCousin);
}

/** The seller of a share deal: the counterpart in buyShare, the proposer in sellShare; placeShare's seller is the treasury ('ipo'). */
export function sellerOf(actor: Actor, a: ProposeTradeAction): Party | null {
  if (a.deal === 'buyShare') return party(a.to, a.toCousin);
  if (a.deal === 'sellShare') return party(actor.seat, a.cousin);
  return null;
}
