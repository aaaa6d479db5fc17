/**
 * Player cards (title.json `turnOrder` kind "playerCards"; 1843 rules L400-409, L1585-1594,
 * L676-683, L1995-1998). The cards 1..N are dealt at random at setup and say the order of play in
 * the auction and the stock rounds (card 1 follows card N). At the end of every stock round they are
 * dealt again by descending cash, tied players keeping their previous relative order, and the next
 * stock round starts with card 1. A tie for a directorship goes to the next tied player in card
 * order from the current director.
 *
 * The state keeps `playerOrder`: the seats in card order (index 0 holds card 1). Without it every
 * rotation is the seating order, so titles without cards are unchanged.
 */
import { money, type Ctx } from '../../context';
import type { Title } from '../../definition/title';
import { shuffled, type RngHolder } from '../../rng';
import type { GameState } from '../../state/types';
import type { Mechanism } from '../../core/mechanism';
import type { SummaryPart } from '../../definition/rules-summary';

export const PLAYER_CARDS_REF = '1843 rules L1585-1594 and L676-683 (player cards by descending cash)';
export const PASS_CARDS_REF = '1820 rules §6.5.1 L403-420 (pass-order cards)';

export function usesPlayerCards(title: Title): boolean {
  return title.definition.title.turnOrder?.kind === 'playerCards';
}

// The order of play is the core's (engine/state/seats.ts); player cards only set it.
export { nextSeat, seatsAfter, turnOrder } from '../../state/seats';

/**
 * Setup: deal the cards at random (rules L400-409); card 1 has the first turn. With
 * `startingCashPerCard` each player's starting cash becomes that amount times their card number, the
 * difference coming from (or going back to) the bank (1820 L232-233).
 */
export function dealPlayerCards(title: Title, state: GameState & RngHolder): void {
  if (!usesPlayerCards(title)) return;
  state.playerOrder = shuffled(state, state.players.map((p) => p.seat));
  state.priority = state.playerOrder[0]!;
  const perCard = title.definition.title.turnOrder?.startingCashPerCard;
  if (perCard === undefined) return;
  state.playerOrder.forEach((seat, i) => {
    const player = state.players[seat]!;
    const cash = perCard * (i + 1);
    state.bank -= cash - player.cash;
    player.cash = cash;
  });
}

/** turnOrder sortBy "passOrder": the next stock round's order is the order of final passes (1820 L403-417). */
export function tracksPassOrder(title: Title): boolean {
  return usesPlayerCards(title) && title.definition.title.turnOrder?.sortBy === 'passOrder';
}

/**
 * A stock turn is over (1820 L410-415): a player who passed takes the lowest free card of the other
 * colour (keeping one already held); a player who acted returns theirs, and the later holders each move
 * down one card, so the cards always show the order of the passes still standing.
 */
export function notePassCard(ctx: Ctx, seat: number, passed: boolean): void {
  const round = ctx.state.round;
  // With lobbies only part B's passes take cards (1820 L410-415).
  if (round.kind !== 'stock' || !round.passOrder || round.part === 'A') return;
  const i = round.passOrder.indexOf(seat);
  if (passed) {
    if (i < 0) round.passOrder.push(seat);
  } else if (i >= 0) round.passOrder.splice(i, 1);
}

/**
 * End of a stock round: deal the cards again by descending cash, ties keeping their previous
 * relative order (a stable sort of the previous order); card 1 starts the next stock round.
 */
export function reassignPlayerCards(ctx: Ctx): void {
  const { state } = ctx;
  if (!usesPlayerCards(ctx.title) || !state.playerOrder) return;
  const previous = state.playerOrder;
  if (tracksPassOrder(ctx.title)) {
    // The other colour's cards become the order (1820 L418-420); a seat without one (only possible if
    // the round ended some other way) follows, in its previous order.
    const round = state.round;
    const passed = round.kind === 'stock' ? (round.passOrder ?? []) : [];
    state.playerOrder = [...passed, ...previous.filter((s) => !passed.includes(s))];
    state.priority = state.playerOrder[0]!;
    ctx.log.push(`Player cards by pass order: ${state.playerOrder.map((s, i) => `#${i + 1} ${state.players[s]!.name}`).join(', ')}`);
    return;
  }
  state.playerOrder = previous
    .map((seat, i) => ({ seat, i }))
    .sort((a, b) => state.players[b.seat]!.cash - state.players[a.seat]!.cash || a.i - b.i)
    .map((x) => x.seat);
  state.priority = state.playerOrder[0]!;
  ctx.log.push(`Player cards by cash: ${state.playerOrder.map((s, i) => `#${i + 1} ${state.players[s]!.name} (${money(ctx, state.players[s]!.cash)})`).join(', ')}`);
}

declare module '../../definition/rules-summary' {
  interface RulesSummaryParts {
    /** title.json turnOrder: player cards set the order of play; null: seating order. */
    turnOrder: TurnOrderSummary | null;
  }
}

export interface TurnOrderSummary {
  kind: 'playerCards';
  deal: 'random';
  reassignAt: 'endOfStockRound';
  sortBy: 'cashDesc' | 'passOrder';
  ties: 'keepPrevious';
}

/** The rules summary's turn order: the cards replace the first stock round's priority (rules L400-409, L1585-1594). */
const summary: SummaryPart = {
  fields: (title) => ({ summary: { turnOrder: { ...title.definition.title.turnOrder! } } }),
  fieldsWhenOff: { summary: { turnOrder: null } },
  text: {
    turnOrder: () => [
      'Numbered player cards, dealt at random at the start, set the order of play in the auction and the stock rounds (card 1 first) and break ties for a directorship; ' +
        'at the end of every stock round they are dealt again by cash, the richest player taking card 1 (tied players keep their previous order), and card 1 starts the next stock round.',
    ],
  },
};

export const mechanism: Mechanism = {
  id: 'playerCards',
  block: 'title.turnOrder (kind playerCards)',
  appliesTo: (d) => d.title.turnOrder?.kind === 'playerCards',
  summary,
  hooks: {
    setUp: dealPlayerCards,
    // Player cards are dealt again by cash as a stock round ends; card 1 starts the next (title.json turnOrder).
    stockRoundEnded: (ctx) => {
      reassignPlayerCards(ctx);
      return false;
    },
    // Pass-order cards (title.json turnOrder sortBy "passOrder"): a pass takes one, an action returns it.
    stockRoundStarted: (ctx) => {
      if (tracksPassOrder(ctx.title) && ctx.state.round.kind === 'stock') ctx.state.round.passOrder = [];
    },
    stockTurnOver: (ctx, seat, passed) => notePassCard(ctx, seat, passed),
  },
};
