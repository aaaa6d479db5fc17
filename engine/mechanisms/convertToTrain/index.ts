/**
 * A private company that becomes a train when a corporation buys it (1843 rules L5332-5420,
 * L2469-2483, L7910-7915: in 5- and 6-player games Val de Loire bought by a public company from
 * the yellow phase until the blue phase starts is closed at once and becomes a yellow 2-train,
 * additional to the roster, which runs normally and rusts when the blue phase starts).
 *
 * Data: companies.json ability { kind: "convertToTrain", when: "onPurchase", condition: {
 * phaseIn?, playerCountIn?, belowTrainLimit? }, params: { train, closesCompany? } }; the train type
 * is in trains.json with count 0 (never in the bank), or is a type the bank sells too (the train is
 * one copy more), its `rustsOn` giving the rusting. 18GA's Ocilla Southern hands its buyer the free
 * 2-train and stays open (closesCompany false), but only in phases 2 and 3 and to a corporation
 * below its train limit (belowTrainLimit).
 */
import type { Ctx } from '../../context';
import { corpHolder } from '../../state/types';
import { abilitiesOf } from '../../definition/abilities';
import type { Mechanism } from '../../core/mechanism';
import { closeOnTrainAcquired } from './companies';
import { hasRoomFor } from '../../trains/offer';
import { trainKind } from '../../state/trainLimit';

/** After `corp` bought `company`: the company turns into a train when its convertToTrain ability applies now. */
export function convertOnPurchase(ctx: Ctx, corp: string, company: string): void {
  const phaseId = ctx.title.phases[ctx.state.phase]!.id;
  for (const ab of abilitiesOf(ctx, company, 'convertToTrain')) {
    const cond = (ab.condition ?? {}) as { phaseIn?: string[]; playerCountIn?: number[]; belowTrainLimit?: boolean };
    if (cond.phaseIn && !cond.phaseIn.includes(phaseId)) continue;
    if (cond.playerCountIn && !cond.playerCountIn.includes(ctx.state.players.length)) continue;
    const { train: type, closesCompany = true } = ab.params as { train: string; closesCompany?: boolean };
    if (cond.belowTrainLimit && !hasRoomFor(ctx, corp, trainKind(ctx.title, { type }))) continue;
    const n = ctx.state.trains.filter((t) => t.type === type).length;
    const id = `${type}-${n}`;
    ctx.state.trains.push({ id, type, owner: corpHolder(corp) });
    ctx.state.corporations[corp]!.trains.push(id);
    if (closesCompany) {
      ctx.state.companies[company]!.closed = true;
      ctx.log.push(`${company} closes and becomes a ${type} train of ${corp} (${id})`);
    } else ctx.log.push(`${corp} receives a ${type} train with ${company} (${id})`);
    closeOnTrainAcquired(ctx, corp);
    return;
  }
}

export const mechanism: Mechanism = {
  id: 'convertToTrain',
  block: 'companies[].abilities[kind=convertToTrain]',
  appliesTo: (d) => d.companies.companies.some((c) => (c.abilities ?? []).some((a) => (a.kind as string) === 'convertToTrain')),
  hooks: { corporationBoughtCompany: convertOnPurchase },
};
