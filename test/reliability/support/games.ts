/**
 * Games for the reliability tests: random legal games played locally with the engine (so a
 * load generator can send a known-legal log with the right expectedIndex, one request per
 * action), replays of what a server stored, and a query for a game's whole public state.
 */
import * as fs from 'node:fs';
import { buildSchema, getNamedType, isLeafType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { replay, summarize, type GameState, type Title } from '../../../engine';
import { playBotGame } from '../../../tools/bots';
import { titleOf } from '../../helpers/demo';
import { repoPath } from '../../../tools/paths';
import { ok } from '../../api/support/client';

export interface PlannedAction {
  seat: number;
  action: Record<string, unknown>;
}

/**
 * A whole random game of `titleId` with a numeric seed (the API passes "123" to the engine
 * as 123, so a game created with seed String(seed) and these player names is this game).
 */
export function plannedGame(titleId: string, seed: number, players: string[], maxActions = 5000): { title: Title; actions: PlannedAction[]; state: GameState } {
  const title = titleOf(titleId);
  const { actions, state } = playBotGame(title, seed, players, maxActions);
  if (!state.finished && actions.length < maxActions) throw new Error(`${titleId} seed ${seed}: nobody may act after ${actions.length} actions`);
  return { title, actions, state };
}

export interface ExportedGame {
  title: string;
  seed: string;
  players: string[];
  variant: string | null;
  actions: { seat: number | null; action: unknown }[];
}

export async function exportGame(url: string, gameId: string): Promise<ExportedGame> {
  const d = await ok<{ exportGame: ExportedGame }>(url, `query($id: ID!) { exportGame(gameId: $id) }`, { id: gameId });
  return d.exportGame;
}

/** The engine's replay of a stored log (undo entries are not used by these tests). */
export function replayExported(title: Title, exported: ExportedGame): GameState {
  const seed = /^(0|[1-9][0-9]{0,9})$/.test(exported.seed) ? Number(exported.seed) : exported.seed;
  const r = replay(title, { players: exported.players, seed }, exported.actions.map((a) => a.action));
  if (!r.ok) throw new Error(`the stored log does not replay: action ${r.index}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** What `game { ... }` reports, from a local state, for comparison with the server's answer. */
export function localSummary(title: Title, state: GameState) {
  const s = summarize(title, state);
  return {
    actionCount: s.actionCount,
    activeSeats: s.activeSeats,
    finished: s.finished,
    bank: s.bank,
    phase: s.phase,
    players: s.players.map((p) => ({ seat: p.seat, cash: p.cash, netWorth: p.netWorth })),
    corporations: s.corporations.map((c) => ({ id: c.id, cash: c.cash, sharePrice: c.sharePrice, president: c.president, trains: c.trains })),
  };
}

export const SUMMARY_QUERY = `query($id: ID!) { game(id: $id) {
  actionCount activeSeats finished bank phase
  players { seat cash netWorth }
  corporations { id cash sharePrice president trains } } }`;

let stateSelection: string | null = null;

/**
 * `game { state { …every field… } }`: the whole public state, built from schema.graphql (kept
 * current by test/api/schema-file.test.ts). Not from the server's introspection: the standard
 * introspection query is 15 levels deep and the server refuses more than 12 (see bad-input.test.ts).
 */
export function fullStateQuery(): string {
  if (!stateSelection) {
    const schema = buildSchema(fs.readFileSync(repoPath('schema.graphql'), 'utf8'));
    const gameState = schema.getType('GameState') as GraphQLObjectType;
    stateSelection = selection(schema, gameState, 0);
  }
  return `query($id: ID!) { game(id: $id) { actionCount state ${stateSelection} } }`;
}

function selection(schema: GraphQLSchema, type: GraphQLObjectType, depth: number): string {
  const fields: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => a.type.toString().endsWith('!') && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) fields.push(field.name);
    else if (isObjectType(named) && depth < 8) fields.push(`${field.name} ${selection(schema, named, depth + 1)}`);
  }
  return `{ ${fields.join(' ')} }`;
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
