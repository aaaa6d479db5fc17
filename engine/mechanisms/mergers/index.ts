/**
 * Mergers and acquisitions (title.json rounds.operating.steps "merge", at the start of the turn,
 * and "acquire", at its end; 1862 rules §2.6 items 2 and 9, §2.7). The operating corporation may
 * propose a merger with a partner that has a station in a city its track reaches (stations in
 * rail-link hexes, routes.endsNeedLink linkHexes, do not count), when neither is in receivership
 * and the final era does not forbid it (finalEra.after.mergers). The step is skipped when there is
 * no partner. A `merge` starts the procedure in engine/mechanisms/mergers/merger.ts, which the round runs
 * until it completes.
 */
import type { Ctx } from '../../context';
import { illegal, invalid, type GameError } from '../../errors';
import { mergerActor, mergerLegal, mergerProcess, proposeMerger, refinancePayment, startRefinance } from './merger';
import type { Mechanism } from '../../core/mechanism';
import type { MergeAction } from '../../generated/actions';
import { cityIndexOfNode, placedTile, reachFinds } from '../../map/graph';
import { allowedInFinalEra } from '../finalEra';
import { tokensBought } from '../startModes';
import { isLinkHex } from '../railLink';
import { inReceivership } from '../receivership';
import type { OperatingStep } from '../../steps/operating';
import { act } from '../../steps/step';

export const MERGE_REF = '1862 rules §2.7, Mergers (title.json rounds.operating.steps merge / acquire)';

/** Why `corp` may not merge at all now, or null when it may look for partners. */
function mergeRefusal(ctx: Ctx, corp: string): GameError | null {
  if (inReceivership(ctx.state, corp)) return illegal(`${corp} is in receivership and may not merge`, MERGE_REF);
  if (!allowedInFinalEra(ctx.title, ctx.state, 'mergers')) return illegal('no merger or acquisition is allowed in the final era', MERGE_REF);
  return null;
}

/**
 * The corporations `corp` may merge with: those with a station in a city its track reaches
 * (not in a rail-link hex), not in receivership, in id order.
 */
export function mergePartners(ctx: Ctx, corp: string): string[] {
  const found = new Set<string>();
  eachPartner(ctx, corp, (partner) => {
    found.add(partner);
    return false;
  });
  return [...found].sort();
}

/** Whether `corp` has any partner to merge with: mergePartners asked for its first answer only (the step's done()). */
const hasMergePartner = (ctx: Ctx, corp: string): boolean => eachPartner(ctx, corp, () => true);

/**
 * Calls `found` with the corporation of each partner station in a city `corp`'s track reaches, until `found` answers
 * true; whether it did. The stations are listed first, from the map: without one in a city the walk could name, the
 * network is not walked, and with some the walk stops once `found` has its answer or every one of them is reached
 * (reachFinds). (The calls come in the walk's order: the callers ask whether there is one, or collect them in id order.)
 */
function eachPartner(ctx: Ctx, corp: string, found: (partner: string) => boolean): boolean {
  const { title, state } = ctx;
  if (mergeRefusal(ctx, corp)) return false;
  const byHex = partnerCities(ctx, corp);
  let left = 0;
  for (const cities of byHex.values()) left += cities.length;
  if (left === 0) return false;
  let answered = false;
  reachFinds(title, state, corp, (hex, node) => {
    const cities = byHex.get(hex);
    if (!cities) return false;
    for (const c of cities) {
      if (c.node !== node) continue;
      left--;
      if (found(c.partner)) return (answered = true);
    }
    return left === 0;
  });
  return answered;
}

/**
 * The partner stations' cities as the walk names them, by hex: each station's node, when that node names its city
 * (the first city of that node), and not in a rail-link hex.
 */
function partnerCities(ctx: Ctx, corp: string): Map<string, { node: number; partner: string }[]> {
  const { title, state } = ctx;
  const byHex = new Map<string, { node: number; partner: string }[]>();
  for (const { hex, city, partner } of partnerStations(ctx, corp)) {
    if (isLinkHex(title, hex)) continue;
    const pt = placedTile(title, state, hex);
    const node = pt?.tile.cities[city];
    if (node === undefined || cityIndexOfNode(pt!.tile, node) !== city) continue;
    let cities = byHex.get(hex);
    if (!cities) byHex.set(hex, (cities = []));
    cities.push({ node, partner });
  }
  return byHex;
}

/** The stations on the map of the corporations `corp` might merge with: another corporation's, floated, open, not in receivership. */
function partnerStations(ctx: Ctx, corp: string): { hex: string; city: number; partner: string }[] {
  const { title, state } = ctx;
  const out: { hex: string; city: number; partner: string }[] = [];
  // The title's hexes, in a list: the walk reaches no other.
  for (const hex of title.hexIds) {
    const tokens = state.hexes[hex]?.tokens;
    if (!tokens) continue;
    for (const t of tokens) {
      if (t.corporation === corp) continue;
      const partner = state.corporations[t.corporation];
      if (!partner || partner.closed || !partner.floated || inReceivership(state, t.corporation)) continue;
      out.push({ hex, city: t.city, partner: t.corporation });
    }
  }
  return out;
}

function mergeStep(name: 'merge' | 'acquire'): OperatingStep {
  return {
    name,
    accepts: ['merge'],
    legal: (ctx, actor) =>
      mergePartners(ctx, String(actor.entity)).map((corporation) => ({ id: `merge:${corporation}`, action: act(actor, 'merge', { corporation }) })),
    process(ctx, actor, action) {
      const a = action as MergeAction;
      const corp = String(actor.entity);
      if (a.corporation === corp) throw invalid(`${corp} cannot merge with itself`);
      if (!ctx.state.corporations[a.corporation]) throw invalid(`unknown corporation ${a.corporation}`);
      const refusal = mergeRefusal(ctx, corp);
      if (refusal) throw refusal;
      if (!mergePartners(ctx, corp).includes(a.corporation))
        throw illegal(`${a.corporation} has no station in a city ${corp}'s track reaches, or is in receivership`, MERGE_REF);
      proposeMerger(ctx, name, corp, a.corporation);
    },
    done(ctx, corp) {
      return !hasMergePartner(ctx, corp);
    },
    passBlocked: () => null,
  };
}

export const merge = mergeStep('merge');
export const acquire = mergeStep('acquire');

/**
 * Mergers (title.json mergers; 1862 rules §2.7): the merge and acquire steps, and the merger under
 * way, which interrupts the turn until its choices are made.
 */
export const mechanism: Mechanism = {
  id: 'mergers',
  summary: { words: { operatingSteps: { merge: 'merge with a connected corporation', acquire: 'acquire a connected corporation' } } },
  block: 'title.mergers',
  slice: { keys: ['merger'] },
  appliesTo: (d) => d.title.mergers !== undefined,
  hooks: {
    // A merger leaves the survivor the tokens it gathered (merger.ts), counted as startModes counts those bought.
    stationTokens: tokensBought,
    // A merger under way settles its companies' directors at its end (1862 rules §2.7 step 5).
    directorsUnsettled: (state) => {
      const merger = state.round.kind === 'operating' ? state.round.merger : null;
      return merger ? [merger.originator, merger.partner] : [];
    },
    // A corporation short for a forced purchase may refinance (emergencyBuy.raise "refinance"; 1862 rules §2.6 item 7).
    refinancing: (ctx, corp) => ({ payment: refinancePayment(ctx, ctx.state.corporations[corp]!), start: () => startRefinance(ctx, corp) }),
  },
  operatingSteps: { merge, acquire },
  interruptions: { operating: [{ name: 'merger', actor: mergerActor, legal: mergerLegal, process: mergerProcess }] },
};
