/**
 * The parliament round (rounds.parliament; 1862 §2.3, §2.4): charter auctions, one at a time, run
 * by the steps charterAuction and charterStart (charterAuction.ts).
 *
 * Play starts with the priority holder. Between auctions the player on turn opens one or passes; a
 * player with nothing to do (no startable corporation they may open, or no cash to bid) passes at
 * once. After a win (and the winner's start) play goes on with the player to the winner's left. The
 * round ends when every player has passed in succession; priority does not change (18xx.games:
 * PRs and SRs start with the priority-deal holder).
 */
import { playerName, type Ctx } from '../../context';
import { illegal } from '../../errors';
import { parliamentState, PARLIAMENT_REF } from './parliament';
import { anyCharterOnOffer, charterAuction, charterStart, mayBid } from './charterAuction';
import { enforceObligations } from '../startModes';
import type { Actor } from '../../steps/step';
import type { Mechanism } from '../../core/mechanism';
import type { RoundModule } from '../../rounds/registry';
import { roundFinished, startNextRound } from '../../rounds/sequence';

export function startParliamentRound(ctx: Ctx, number: number): void {
  ctx.state.round = { kind: 'parliament', number, turn: ctx.state.priority, passes: 0, won: [], auction: null, winner: null };
  ctx.log.push(`Parliament round ${number} begins; ${playerName(ctx, ctx.state.priority)} has priority`);
  settle(ctx);
}

function actorOf(ctx: Ctx): Actor {
  const r = parliamentState(ctx);
  const seat = r.winner ? r.winner.seat : r.auction ? r.auction.turn : r.turn;
  return { entityType: 'player', entity: seat, seat };
}

/** Between auctions: skip players who can only pass, and end the round after a full circle of passes. */
function settle(ctx: Ctx): void {
  const r = parliamentState(ctx);
  const n = ctx.state.players.length;
  // Whether some charter is on offer does not change while players pass here: asked once, when first needed.
  let onOffer: boolean | undefined;
  for (;;) {
    if (r.passes >= n) return finish(ctx);
    const seat = r.turn;
    const actor: Actor = { entityType: 'player', entity: seat, seat };
    if (mayBid(ctx, actor, () => (onOffer ??= anyCharterOnOffer(ctx, actor)))) return;
    r.passes += 1;
    ctx.log.push(`${playerName(ctx, seat)} cannot open an auction and passes`);
    r.turn = (seat + 1) % n;
  }
}

function finish(ctx: Ctx): void {
  ctx.log.push(`Parliament round ${parliamentState(ctx).number} ends`);
  if (roundFinished(ctx, false)) return;
  startNextRound(ctx);
}

export const parliamentRound: RoundModule = {
  start: startParliamentRound,
  actor: actorOf,
  legal(ctx, actor) {
    return [...charterStart.legal(ctx, actor), ...charterAuction.legal(ctx, actor)];
  },
  process(ctx, actor, action) {
    const r = parliamentState(ctx);
    const n = ctx.state.players.length;
    const step = r.winner ? charterStart : charterAuction;
    if (!step.accepts.includes(action.type))
      throw illegal(
        r.winner ? `${action.type} is not possible now: the winner starts ${r.winner.corporation} (par, then buy_shares or pass)` : `${action.type} is not possible in a parliament round: bid or pass`,
        PARLIAMENT_REF,
      );
    const wasWinner = r.winner?.seat;
    const between = !r.auction && !r.winner;
    step.process(ctx, actor, action);
    if (wasWinner !== undefined && !r.winner) {
      // The start is over: play goes on to the winner's left.
      r.turn = (wasWinner + 1) % n;
      r.passes = 0;
      settle(ctx);
    } else if (between && action.type === 'pass') {
      r.turn = (actor.seat + 1) % n;
      settle(ctx);
    }
  },
};

/** The parliament round kind (rounds.parliament; 1862 §2.3-2.4), started where the round sequence names it. */
export const mechanism: Mechanism = {
  id: 'parliament',
  block: 'title.rounds.parliament',
  slice: { keys: ['charterObligation'] },
  appliesTo: (d) => [...d.title.rounds.initial, ...d.title.rounds.cycle].includes('parliament'),
  hooks: {
    roundDescription: (_title, state) => (state.round.kind === 'parliament' ? `Parliament round ${state.round.number}` : null),
    // A charter won for a corporation is discharged by its floating. Cleared, not deleted (startModes clearStart: a
    // delete makes the corporation's object a slow dictionary; the stored state is the same).
    corporationFloated: (_ctx, c) => {
      if (c.charterObligation !== undefined) c.charterObligation = undefined;
    },
    // Charters won in a parliament round and still held as a stock round ends: fine and reset (rounds.parliament.obligation).
    stockRoundEnded: (ctx, number) => {
      enforceObligations(ctx, number);
      return false;
    },
  },
  rounds: { parliament: parliamentRound },
};

declare module '../../state/slices' {
  interface CorporationSlices {
    /** The charter won in a parliament round and not yet discharged by floating: its holder, and the stock round at whose end an unfloated corporation is fined and reset (rounds.parliament.obligation). */
    charterObligation?: { holder: number; deadline: number };
  }
}
