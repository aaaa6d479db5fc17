/** Drives a game through the public engine API in tests, failing loudly on any refusal. */
import { actingSeats, apply, checkInvariants, createGame, legalActions, whoActs, type GameState, type Title } from '../../engine';

export class Driver {
  state: GameState;
  log: string[] = [];
  actions: unknown[] = [];
  constructor(
    readonly title: Title,
    players: string[],
    seed: string | number = 'test',
  ) {
    this.state = createGame(title, { players, seed });
  }

  get seat(): number {
    const [s] = actingSeats(this.title, this.state);
    if (s === undefined) throw new Error('no one to act');
    return s;
  }

  /** The acting entity's fields, to build actions with. */
  get who(): { entityType: 'player' | 'corporation'; entity: number | string } {
    const r = this.state.round;
    if (r.kind === 'operating') return { entityType: 'corporation', entity: r.current! };
    // A corporation may interrupt a stock round (1860: its home tile as it floats).
    const actor = whoActs(this.title, this.state);
    if (actor && actor.entityType === 'corporation') return { entityType: 'corporation', entity: actor.entity };
    return { entityType: 'player', entity: this.seat };
  }

  legal(): string[] {
    return legalActions(this.title, this.state, this.seat).map((c) => c.id);
  }

  /** Applies an action for whoever must act (entity fields filled in); throws on refusal. */
  do(fields: Record<string, unknown>): this {
    const action = { ...this.who, ...fields };
    const r = apply(this.title, this.state, action, { seat: this.seat });
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
    this.state = r.state;
    this.log.push(...r.log);
    this.actions.push(action);
    const broken = checkInvariants(this.title, this.state);
    if (broken.length) throw new Error(broken.join('; '));
    return this;
  }

  /** Applies an action expecting a refusal; returns it. */
  refuse(fields: Record<string, unknown>, seat = this.seat) {
    const r = apply(this.title, this.state, { ...this.who, ...fields }, { seat });
    if (r.ok) throw new Error(`${JSON.stringify(fields)} was accepted`);
    return r.error;
  }

  pass(): this {
    return this.do({ type: 'pass' });
  }
}
