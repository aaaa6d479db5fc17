/**
 * The part of the engine the API calls, as a type. The service receives it as a
 * parameter instead of importing engine/ directly so that the API layer can be
 * tested with a stand-in engine (test/api/support/toy-engine.ts) whose rules are
 * fixed and tiny, independently of the real engine's progress and rule changes.
 * Production wiring (api/server.ts) passes the real module.
 */
import type * as engine from '../engine';

export type EnginePort = Pick<
  typeof engine,
  'compileTitle' | 'applyVariant' | 'createGame' | 'apply' | 'replay' | 'legalActions' | 'summarize'
> &
  // The route optimiser is optional: an engine without one (the API tests' stand-in) answers NOT_SUPPORTED.
  Partial<Pick<typeof engine, 'bestRoutes' | 'publicState'>> &
  // Who acts now, without the rest of a summary (act's answer); without it, summarize's activeSeats.
  Partial<Pick<typeof engine, 'actingSeats'>> &
  // An action's fields given by a former name under their names now (schemas/actions.schema.json $defs FormerFieldNames).
  Partial<Pick<typeof engine, 'withCurrentFieldNames'>>;

export type { Definition, GameState, GameSummary, LegalAction, PublicState, Title } from '../engine';

/** What the engine reports on refusal (engine/errors.ts GameErrorShape). */
export interface EngineErrorShape {
  code: string;
  message: string;
  ruleRef?: string;
}
