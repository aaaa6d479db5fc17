/**
 * A player trading for one of their cousins (1820 §6.5.2.3-6.5.2.4): the cousin's treasury pays and is
 * paid, and the cousin holds the certificates (`cousin:<id>`). Rules (engine/rules/stock
 * cousinBuySharesRules, cousinSellSharesRules) have been checked before these run.
 */
import { money, playerName, type Ctx } from '../context';
import type { BuySharesAction, SellSharesAction } from '../generated/actions';
import { salePricePerShare } from '../mechanisms/shareValue';
import { halveFloatFee } from '../mechanisms/cousins';
import { handOverBeforeSale } from '../mechanisms/cousinDirectors';
import { receive, pay } from '../state/bank';
import { cousinHolder } from '../state/types';
import { certPercents, sharePercent, sharePrice, updatePresidency } from './holdings';
import { floatIfReady } from './float';
import { buyPrice, capitalizationTarget, certificateToBuy, dropAfterSale, SOURCE_NAMES } from './trade';

const cousinName = (ctx: Ctx, id: string): string => ctx.title.cousin.get(id)!.name;

export function cousinBuyShare(ctx: Ctx, seat: number, a: BuySharesAction): void {
  const { c, index } = certificateToBuy(ctx, a);
  const cost = buyPrice(ctx, a);
  const buyer = cousinHolder(a.cousin!);
  c.certs[index] = buyer;
  // Money for treasury shares goes to the company, for pool shares to the bank (§6.5.2.4 L474-476).
  pay(ctx, buyer, a.from === 'ipo' ? capitalizationTarget(ctx, c) : a.from === 'treasury' ? `corp:${c.id}` : 'bank', cost);
  ctx.log.push(`${playerName(ctx, seat)} buys for ${cousinName(ctx, a.cousin!)} a ${a.percent}% share of ${c.id} from the ${SOURCE_NAMES[a.from]} for ${money(ctx, cost)}`);
  // Vignoles: a share bought in the round the company started halves its distance fees (§14.3.1).
  halveFloatFee(ctx, a.cousin!, c.id);
  updatePresidency(ctx, c);
  floatIfReady(ctx, c);
}

export function cousinSellShares(ctx: Ctx, seat: number, a: SellSharesAction): void {
  const { title, state } = ctx;
  const c = state.corporations[a.corporation]!;
  const pct = certPercents(title, c);
  const seller = cousinHolder(a.cousin!);
  // A cousin director's sale may hand the company to the player or cousin then holding the most (1820 §13.4 L1275-1279).
  handOverBeforeSale(ctx, c, seller, a.percent, a.successorCousin);
  let left = a.percent;
  for (let i = c.certs.length - 1; i > 0 && left > 0; i--) {
    if (c.certs[i] === seller && pct[i]! <= left) {
      c.certs[i] = 'market';
      left -= pct[i]!;
    }
  }
  if (left !== 0) throw new Error(`could not sell ${a.percent}% of ${c.id} in whole certificates`);
  const proceeds = (a.percent / sharePercent(c)) * salePricePerShare(title, c, sharePrice(title, c)!);
  receive(ctx, seller, proceeds);
  ctx.log.push(`${playerName(ctx, seat)} sells for ${cousinName(ctx, a.cousin!)} ${a.percent}% of ${c.id} for ${money(ctx, proceeds)}`);
  const round = state.round;
  if (round.kind === 'stock') {
    const sold = ((round.cousinSold ??= {})[a.cousin!] ??= []);
    if (!sold.includes(c.id)) sold.push(c.id);
  }
  dropAfterSale(ctx, c, a.percent / sharePercent(c));
}
