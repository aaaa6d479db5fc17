/** A compact, public view of a game for lists and headers (the API's `game` query builds on it). */
import { currentActor } from './apply';
import { newCtx } from './context';
import type { Title } from './definition/title';
import { merged } from './core/ask';
import { netWorth } from './state/end';
import { outOfTurnSeats as outOfTurnSeatsOf, waitingSeats } from './rounds/outOfTurn';
import { sharePrice } from './shares/holdings';
import type { GameResult, GameState, RoundState } from './state/types';
import { first } from './core/ask';

/**
 * Fields of a corporation's summary that mechanisms add (the corporationSummary hook), declared by
 * each in its own module: `declare module '../summary' { interface CorporationSummaryParts { … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the mechanisms' declarations
export interface CorporationSummaryParts {}

export interface GameSummary {
  title: string;
  phase: string;
  round: { kind: RoundState['kind']; number: number; index?: number; description: string };
  activeSeats: number[];
  /** Who must act: a player, or a corporation through its president. */
  active: { entityType: 'player' | 'corporation'; entity: number | string; seat: number } | null;
  players: { seat: number; name: string; cash: number; netWorth: number; bankrupt: boolean }[];
  corporations: ({
    id: string;
    name: string;
    president: number | null;
    cash: number;
    sharePrice: number | null;
    par: number | null;
    floated: boolean;
    closed: boolean;
    trains: string[];
    tokens: number;
  } & Partial<CorporationSummaryParts>)[];
  bank: number;
  actionCount: number;
  finished: boolean;
  result: GameResult | null;
}

/**
 * Seats that may act now: the acting entity's seat first, then any seat the game waits for out of turn
 * (an open-cry auction's bidders, the counterpart of an open proposal; rounds/outOfTurn.ts).
 */
export function actingSeats(title: Title, state: GameState): number[] {
  const ctx = newCtx(title, state);
  const actor = currentActor(ctx);
  if (!actor) return [];
  return [actor.seat, ...waitingSeats(ctx).filter((s) => s !== actor.seat)];
}

/**
 * Seats that may take an action out of turn now (companies.json outOfTurnIn), acting or not. They
 * need not act; actingSeats says who must.
 */
export function outOfTurnSeats(title: Title, state: GameState): number[] {
  return outOfTurnSeatsOf(newCtx(title, state));
}

export function summarize(title: Title, state: GameState): GameSummary {
  const actor = currentActor(newCtx(title, state));
  const r = state.round;
  // A round kind a mechanism brings, or an auction it runs, is described by the mechanism (roundDescription).
  const theirs = first(title, 'roundDescription', title, state);
  const round: GameSummary['round'] =
    r.kind === 'operating'
      ? { kind: r.kind, number: r.set, index: r.index, description: theirs ?? `Operating round ${r.set}.${r.index} of ${r.count}` }
      : { kind: r.kind, number: r.number, description: theirs ?? (r.kind === 'stock' ? `Stock round ${r.number}` : r.kind === 'auction' ? 'Private company auction' : `Round ${r.number}`) };
  return {
    title: title.id,
    phase: title.phases[state.phase]!.id,
    round,
    activeSeats: actingSeats(title, state),
    active: actor,
    players: state.players.map((p) => ({ seat: p.seat, name: p.name, cash: p.cash, netWorth: netWorth(title, state, p.seat), bankrupt: p.bankrupt })),
    corporations: title.corporations.map((def) => {
      const c = state.corporations[def.id]!;
      return {
        id: def.id,
        name: def.name,
        president: c.president,
        ...merged(title, 'corporationSummary', title, state, c),
        cash: c.cash,
        sharePrice: sharePrice(title, c),
        par: c.par,
        floated: c.floated,
        closed: c.closed,
        trains: [...c.trains],
        tokens: c.tokens.length,
      };
    }),
    bank: state.bank,
    actionCount: state.actionCount,
    finished: state.finished !== null,
    result: state.finished,
  };
}
