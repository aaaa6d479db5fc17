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
  return out;
};
