/**
 * Auction rounds: a title that plays an auction round says how (rounds.auction), and companies
 * sold "in" the auction round need such a round.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const auctionRound: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  const rounds = def.title.rounds;
  const hasAuction = [...rounds.initial, ...rounds.cycle].includes('auction');
  if (hasAuction && rounds.auction === undefined) out.push(msg(file, '/rounds', 'an auction round is played but rounds.auction is missing'));
  if (hasAuction && rounds.auction !== undefined && rounds.auction.steps.length === 0) {
    out.push(msg(file, '/rounds/auction/steps', 'the auction round has no steps'));
  }
  if (def.title.companySale.in === 'auction' && !hasAuction) {
    out.push(msg(file, '/companySale/in', 'companies are sold in an auction round, but no auction round is played'));
  }
  if (rounds.auction?.steps.includes('waterfallAuction') && rounds.auction.waterfallAuction === undefined) {
    out.push(msg(file, '/rounds/auction', 'the waterfallAuction step needs rounds.auction.waterfallAuction'));
  }
  if (rounds.auction && rounds.auction.steps.length > 1) {
    out.push(msg(file, '/rounds/auction/steps', 'an auction round runs one auction mechanism: list one step'));
  }
  const pick = rounds.auction?.bidThenPick;
  if (rounds.auction?.steps.includes('bidThenPick') && pick === undefined) {
    out.push(msg(file, '/rounds/auction', 'the bidThenPick step needs rounds.auction.bidThenPick'));
  }
  if ((def.title.companySale.kind === 'bidThenPick') !== (rounds.auction?.steps.includes('bidThenPick') ?? false)) {
    out.push(msg(file, '/companySale/kind', 'companySale.kind "bidThenPick" and the bidThenPick auction step go together'));
  }
  if (pick) {
    const companies = new Set((def.companies.companies ?? []).map((c) => c.id));
    const corporations = new Set(def.corporations.corporations.map((c) => c.id));
    pick.items.companies.forEach((id, i) => {
      if (!companies.has(id)) out.push(msg(file, `/rounds/auction/bidThenPick/items/companies/${i}`, `no private company ${id}`));
    });
    pick.items.corporations.forEach((id, i) => {
      if (!corporations.has(id)) out.push(msg(file, `/rounds/auction/bidThenPick/items/corporations/${i}`, `no corporation ${id}`));
    });
    if (pick.items.companies.length + pick.items.corporations.length === 0) {
      out.push(msg(file, '/rounds/auction/bidThenPick/items', 'nothing is on offer'));
    }
  }
  // The all-pass discard and the auction's trains-exhausted end name a train type of trains.json.
  const trainIds = new Set(def.trains.trains.map((t) => t.id));
  const wf = rounds.auction?.waterfallAuction;
  if (wf?.allPassEffects?.includes('discardTrain') && wf.allPassDiscardTrain === undefined)
    out.push(msg(file, '/rounds/auction/waterfallAuction', 'allPassEffects "discardTrain" needs allPassDiscardTrain'));
  const decays = wf?.allPassEffects?.find((e) => e === 'decay' || e === 'decayBeforeFirstSale');
  if (decays !== undefined && wf!.allPassDecay === undefined) out.push(msg(file, '/rounds/auction/waterfallAuction', `allPassEffects "${decays}" needs allPassDecay`));
  if (wf?.allPassDiscardTrain !== undefined && !trainIds.has(wf.allPassDiscardTrain))
    out.push(msg(file, '/rounds/auction/waterfallAuction/allPassDiscardTrain', `no train type ${wf.allPassDiscardTrain}`));
  def.title.endConditions.forEach((e, i) => {
    if (e.kind !== 'trainsExhausted') return;
    if (e.train === undefined || !trainIds.has(e.train)) out.push(msg(file, `/endConditions/${i}/train`, `trainsExhausted needs a train type of trains.json${e.train ? `, not ${e.train}` : ''}`));
    if (e.during === undefined) out.push(msg(file, `/endConditions/${i}/during`, 'trainsExhausted needs `during`'));
  });
  return out;
};
