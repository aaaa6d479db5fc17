/**
 * A player exchanges a private company for the top share of its corporation's pile in
 * the initial offering (mechanisms/exchange.ts exchangeCertificate): a free
 * action in their stock-round turn (it is not the turn's purchase and does not end the
 * turn). The company closes; the share may float the corporation. 1860 rules, Private
 * Companies (OCR ~L228-260).
 */
import type { ExchangeCompanyAction } from '../generated/actions';
import { actionId } from '../ids';
import { playerName } from '../context';
import { illegal } from '../errors';
import { exchangeAbility, exchangeCertificate, exchangeRefusal } from '../mechanisms/exchange';
import { floatIfReady } from '../shares/float';
import { updatePresidency } from '../shares/holdings';
import { playerHolder } from '../state/types';
import { act, type Step } from './step';

const REF = '1860 rules, Exchanging Private Companies L228-260';

export const exchangeCompany: Step = {
  name: 'exchangeCompany',
  accepts: ['exchange_company'],
  legal(ctx, actor) {
    if (actor.entityType !== 'player') return [];
    return ctx.title.companies
      .filter((def) => exchangeRefusal(ctx, actor.seat, def.id) === null)
      .map((def) => act(actor, 'exchange_company', { company: def.id }))
      .map((action) => ({ id: actionId(action), action }));
  },
  process(ctx, actor, action) {
    const a = action as ExchangeCompanyAction;
    const why = exchangeRefusal(ctx, actor.seat, a.company);
    if (why) throw illegal(why, REF);
    const ex = exchangeAbility(ctx.title, a.company)!;
    const c = ctx.state.corporations[ex.corporation]!;
    // The company closes first: the reserved certificate stops being reserved (it stays at the bottom).
    ctx.state.companies[a.company]!.closed = true;
    c.certs[exchangeCertificate(ctx, ex)!] = playerHolder(actor.seat);
    ctx.log.push(`${playerName(ctx, actor.seat)} exchanges ${a.company} for a share of ${c.id}; ${a.company} leaves the game`);
    updatePresidency(ctx, c);
    floatIfReady(ctx, c);
  },
};
