import { illegal } from '../../errors';
import type { SellSharesAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { percentHeld } from '../holdings';
import { traderOf } from '../investor';
import { STOCK } from './refs';

/** A seller, a player or an investor, sells only what it holds itself (1820 §6.5.2.3 L453 for cousins), and nothing of a closed corporation. */
export const holdsSharesToSell: Rule<SellSharesAction> = (ctx, actor, a) => {
  // A closed corporation's shares left the game with it (1870 rules L1334-1335, the closing section; 18xx.games
  // Game::Base#close_corporation takes them from their holders): there is nothing to sell (1870 fuzz seed 14 #508).
  if (ctx.state.corporations[a.corporation]?.closed) return illegal(`${a.corporation} has closed: its shares are out of the game`, STOCK.sell);
  const seller = traderOf(ctx, actor.seat, a);
  const held = percentHeld(ctx.title, ctx.state.corporations[a.corporation]!, seller.holder);
  return held >= a.percent ? null : illegal(`${seller.name === 'you' ? 'you hold' : `${seller.name} holds`} ${held}% of ${a.corporation}`, STOCK.sell);
};
