/**
 * Which end names the game when several are met (engine/mechanisms/end/index.ts setEndPending): the first end met
 * keeps its place unless a later one comes sooner, and two ends met by one action are named in title.json
 * endConditions order, as 18xx.games' game_end_check does (1860 and 1862 game_end_stock_market fixtures).
 */
import { createGame } from '../../engine';
import { setEndPending, type Ctx } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

function ctxOf(id: string): Ctx {
  const title = titleOf(id);
  const state = createGame(title, { players: ['A', 'B', 'C'], seed: 1 });
  return { title, state, log: [] };
}

test('1862: a price at the end cell after the bank broke ends the game at the end of this operating round', () => {
  const ctx = ctxOf('1862');
  ctx.state.actionCount = 10;
  setEndPending(ctx, 'bank', 'endOfOperatingSet');
  ctx.state.actionCount = 20;
  setEndPending(ctx, 'market', 'endOfOperatingRound');
  expect(ctx.state.endPending).toEqual({ reason: 'market', timing: 'endOfOperatingRound', atAction: 20 });
});

test('1862: the bank breaking after a price reached the end cell changes nothing', () => {
  const ctx = ctxOf('1862');
  ctx.state.actionCount = 10;
  setEndPending(ctx, 'market', 'endOfOperatingRound');
  ctx.state.actionCount = 20;
  setEndPending(ctx, 'bank', 'endOfOperatingSet');
  expect(ctx.state.endPending).toEqual({ reason: 'market', timing: 'endOfOperatingRound', atAction: 10 });
});

test('1860: one action meeting both ends of the same timing is named by the end listed first (marketEndCell)', () => {
  const ctx = ctxOf('1860');
  expect(ctx.title.definition.title.endConditions.map((e) => e.kind)).toEqual(['marketEndCell', 'bankBroken']);
  ctx.state.actionCount = 5;
  setEndPending(ctx, 'bank', 'endOfOperatingRound');
  setEndPending(ctx, 'market', 'endOfOperatingRound');
  expect(ctx.state.endPending).toMatchObject({ reason: 'market' });
});

test('1860: an end of the same timing met by a later action keeps the first end', () => {
  const ctx = ctxOf('1860');
  ctx.state.actionCount = 5;
  setEndPending(ctx, 'bank', 'endOfOperatingRound');
  ctx.state.actionCount = 6;
  setEndPending(ctx, 'market', 'endOfOperatingRound');
  expect(ctx.state.endPending).toMatchObject({ reason: 'bank', atAction: 5 });
});
