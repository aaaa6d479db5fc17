/**
 * Round kinds by name. Each knows who must act, what they may do, and how to
 * apply an action (including passes and moving the turn on). apply.ts and
 * legal.ts only look up the current round's module here.
 */
import type { Ctx } from '../context';
import type { Action } from '../generated/actions';
import type { Actor, LegalAction } from '../steps/step';
import { auctionRound } from './auction';
import { operatingRound } from './operating';
import { stockRound } from './stock';
import { parliamentRound } from './parliament';
import { issueTakeoverRound } from './issueTakeover';

export interface RoundModule {
  actor(ctx: Ctx): Actor | null;
  legal(ctx: Ctx, actor: Actor): LegalAction[];
  process(ctx: Ctx, actor: Actor, action: Action): void;
  /**
   * Whether the acting player may submit this action for another entity (a
   * president acting for their corporation in a stock turn, or a private
   * company the operating corporation owns using its ability).
   */
  actsFor?(ctx: Ctx, actor: Actor, action: Action): boolean;
}

const ROUNDS: Record<string, RoundModule> = { stock: stockRound, operating: operatingRound, auction: auctionRound, parliament: parliamentRound, issueTakeover: issueTakeoverRound };

export function roundModule(kind: string): RoundModule {
  const m = ROUNDS[kind];
  if (!m) throw new Error(`round kind ${kind} is not implemented`);
  return m;
}
