/**
 * Switchyard engine: the public surface.
 *
 * A game is (definition, setup, seed, ordered action log); its state is a pure
 * fold of `apply` over the log. Nothing here does I/O or reads the clock.
 *
 *   const title = compileTitle(definition);          // index a loaded definition once
 *   let state = createGame(title, { players: ['Ann', 'Bob'], seed: 42 });
 *   const choices = legalActions(title, state, 0);   // [{ id, action, params? }]
 *   const r = apply(title, state, choices[0].action, { seat: 0 });
 *   if (r.ok) state = r.state; else console.log(r.error.code, r.error.ruleRef);
 */
export { compileTitle } from './definition/compile';
export type { Title } from './definition/title';
export type { Definition } from './definition/types';
// The parts of a definition, of a game state and of an action, for callers that build or read one piece of them.
export type { DefinitionFileKey, TileDefinition, TitleFile } from './definition/types';
export type { HexDefinition } from './generated/definition';
export { applyVariant, mergePatch } from './definition/variants';
export { rulesSummary } from './definition/rules-summary';
export type { RulesSummary } from './definition/rules-summary';
export { optionalRules } from './definition/optional-rules';
export type { OptionalRuleInfo } from './definition/optional-rules';
export { createGame } from './state/create';
export type { GameSetup } from './state/create';
export { apply, replay, whoActs } from './apply';
export { withCurrentFieldNames } from './actions';
export type { ApplyResult, ApplyOptions, ReplayResult } from './apply';
export { legalActions, actionId } from './legal';
export type { LegalAction } from './legal';
export { checkInvariants } from './invariants';
export { summarize, actingSeats, outOfTurnSeats } from './summary';
export { UNDO, isUndo, countingEntries } from './undo';
export type { UndoEntry } from './undo';
export { publicState } from './public-view';
export type { PublicState } from './public-view';
export type { GameSummary } from './summary';
export { GameError } from './errors';
export type { ErrorCode, GameErrorShape } from './errors';
export type { GameState } from './state/types';
export type {
  AuctionRoundState, CompanyState, CorporationState, MarketPosition, OperatingRoundState, PlayerState, RoundState,
  StockRoundState, TrainState,
} from './state/types';
export type { Action } from './generated/actions';
export type { BuySharesAction, ParAction, RunRoutesAction, SellSharesAction } from './generated/actions';
export { bestRoutes } from './routes/optimize';
