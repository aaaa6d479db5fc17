/** What a seat may do now, a dry run of an action, and the best routes a corporation can run. */
import type { LegalAction } from '../engine-port';
import { echo, ServiceError } from '../errors';
import { refusal } from './checks';
import type { GameStore } from './game-store';
import { requireStarted } from './players';
import { previewOf, type PreviewResult } from './preview';
import type { BestRoutesResult } from './types';

export class GameQueries {
  constructor(private readonly store: GameStore) {}

  async legalActions(gameId: string, token: string): Promise<LegalAction[]> {
    const game = await this.store.requireGame(gameId);
    const seat = this.store.seatForToken(game, token);
    requireStarted(game);
    const title = this.store.titleOf(game);
    const state = await this.store.stateOf(this.store.ds.manager, game, title);
    return this.store.jobs.legalActions(title, this.store.keyOf(game), state, seat);
  }

  /**
   * A dry run of `action` for the token's seat: what it would change, with nothing
   * stored and nobody notified. Refused exactly as `act` would refuse it.
   */
  async preview(gameId: string, token: string, given: unknown): Promise<PreviewResult> {
    const action = this.store.requireWellFormed(given);
    const game = await this.store.requireGame(gameId);
    const seat = this.store.seatForToken(game, token);
    requireStarted(game);
    const title = this.store.titleOf(game);
    const state = await this.store.stateOf(this.store.ds.manager, game, title);
    const r = this.store.engine.apply(title, state, action, { seat });
    if (!r.ok) throw refusal(r.error);
    return previewOf(this.store.engine.summarize(title, state), this.store.engine.summarize(title, r.state), r.log);
  }

  /**
   * The best routes `corporation` can run now, by the engine's exact optimiser, searched for
   * at most `timeBudgetMs` (clamped to 1..10000 ms). `proven` says whether the search finished;
   * when it did not, the routes are the best found and `upperBound` caps what is possible.
   */
  async bestRoutes(gameId: string, corporation: string, timeBudgetMs = 1000): Promise<BestRoutesResult> {
    if (!this.store.engine.bestRoutes) throw new ServiceError('NOT_SUPPORTED', 'this server has no route optimiser');
    if (!Number.isFinite(timeBudgetMs)) throw new ServiceError('INVALID_INPUT', 'timeBudgetMs must be a number');
    const game = await this.store.requireGame(gameId);
    const title = this.store.titleOf(game);
    const state = await this.store.stateOf(this.store.ds.manager, game, title);
    if (!state.corporations[corporation]) throw new ServiceError('NOT_FOUND', `no corporation ${echo(corporation)} in this game`);
    const budget = Math.min(10_000, Math.max(1, Math.floor(timeBudgetMs)));
    const { best, elapsedMs } = await this.store.jobs.bestRoutes(title, this.store.keyOf(game), state, corporation, budget);
    return {
      corporation,
      revenue: best.revenue,
      proven: best.proven,
      upperBound: best.upperBound,
      elapsedMs,
      routes: best.routes.map((r) => ({ train: r.train, revenue: r.revenue, path: r.path, stops: r.breakdown })),
    };
  }
}
