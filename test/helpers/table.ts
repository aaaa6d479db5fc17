/**
 * Drives a game where any seat may act for itself (out-of-turn answers to proposals, open-cry bids): each
 * action is applied from the seat given, its entity that seat's player unless named, and the invariants
 * are checked after it. Refusals are returned for the test to inspect.
 */
import { apply, checkInvariants, createGame, legalActions, type GameState, type Title } from '../../engine';

export class Table {
  state: GameState;
  actions: unknown[] = [];
  log: string[] = [];
  constructor(
    readonly title: Title,
    state?: GameState,
  ) {
    this.state = state ?? createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  }

  /** Applies `fields` from `seat`, as that seat's player unless `entity` names the acting entity; throws on refusal. */
  act(seat: number, fields: Record<string, unknown>, entity: Record<string, unknown> = { entityType: 'player', entity: seat }): this {
    const action = { ...entity, ...fields };
    const r = apply(this.title, this.state, action, { seat });
    if (!r.ok) throw new Error(`${JSON.stringify(action)} from seat ${seat} refused: ${r.error.code} ${r.error.message}`);
    this.state = r.state;
    this.actions.push(action);
    this.log.push(...r.log);
    const broken = checkInvariants(this.title, this.state);
    if (broken.length) throw new Error(broken.join('; '));
    return this;
  }

  /** Applies `fields` from `seat` expecting a refusal, which it returns; the state is unchanged. */
  refuse(seat: number, fields: Record<string, unknown>, entity: Record<string, unknown> = { entityType: 'player', entity: seat }) {
    const r = apply(this.title, this.state, { ...entity, ...fields }, { seat });
    if (r.ok) throw new Error(`${JSON.stringify(fields)} from seat ${seat} was accepted`);
    return r.error;
  }

  pass(seat: number): this {
    return this.act(seat, { type: 'pass' });
  }

  /** The types of the seat's legal actions, sorted. */
  types(seat: number): string[] {
    return legalActions(this.title, this.state, seat)
      .map((l) => l.action.type)
      .sort();
  }

  /** The seat's legal actions. */
  legal(seat: number) {
    return legalActions(this.title, this.state, seat);
  }
}
