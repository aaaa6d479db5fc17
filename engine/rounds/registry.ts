/**
 * Round kinds by name. Each knows who must act, what they may do, and how to
 * apply an action (including passes and moving the turn on). apply.ts and
 * legal.ts only look up the current round's module here.
 */
import type { Ctx } from '../context';
import type { Title } from '../definition/title';
import type { Action } from '../generated/actions';
import type { Actor, LegalAction } from '../steps/step';

// A compiled title carries its round kinds (engine/definition/title.ts leaves the field to this module).
declare module '../definition/title' {
  interface Title {
    /** Round kinds by name: the core's stock, operating and auction rounds, then those the mechanisms bring. */
    roundModules: Record<string, RoundModule>;
  }
}

export interface RoundModule {
  /**
   * Starts round `number` of this kind (engine/rounds/sequence.ts; an operating round's number is its
   * set's). A module that only plays part of a round (an auction kind inside the auction round) has none.
   */
  start?(ctx: Ctx, number: number): void;
  actor(ctx: Ctx): Actor | null;
  legal(ctx: Ctx, actor: Actor): LegalAction[];
  process(ctx: Ctx, actor: Actor, action: Action): void;
  /**
   * Whether the acting player may submit this action for another entity (a
   * president acting for their corporation in a stock turn, or a private
   * company the operating corporation owns using its ability).
   */
  actsFor?(ctx: Ctx, actor: Actor, action: Action): boolean;
  /**
   * Actions of this round that seats may take whoever the engine names as acting (an open-cry auction's
   * bids and declarations, engine/mechanisms/shared/openCry.ts): engine/mechanisms/outOfTurn/index.ts lists them for
   * every seat and applies them from the seat they are for.
   */
  outOfTurn?: OutOfTurnSource;
}

/** A source of actions taken out of turn (engine/mechanisms/outOfTurn/index.ts). */
export interface OutOfTurnSource {
  /** The actions `seat` may take now through this source (acting or not). */
  legal(ctx: Ctx, seat: number): LegalAction[];
  /** The seat `action` is taken for, when this source takes it now; null when it does not. */
  claim(ctx: Ctx, action: Action): number | null;
  /** Applies an action claimed for `seat`; throws GameError when it is not legal. */
  process(ctx: Ctx, seat: number, action: Action): void;
  /** Seats that must act through this source before the game can go on (an open-cry auction's bidders), besides whoever acts. */
  waiting?(ctx: Ctx): number[];
}

/**
 * The module of round kind `kind`: the core's own or one a switched-on mechanism of `title` brings,
 * both gathered when the title is compiled (definition/compile.ts roundModules), so that the rounds,
 * which start the next round through sequence.ts, are not imported back by it.
 */
export function roundModule(title: Title, kind: string): RoundModule {
  const m = title.roundModules[kind];
  if (!m) throw new Error(`round kind ${kind} is not implemented`);
  return m;
}
