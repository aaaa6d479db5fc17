/** The bid-then-pick auction's rules, gathered per action type (one rule per file). */
import type { Action, BidAction, BuyCompanyAction, ParAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { corporationCanPar } from '../../../shares/rules/corporationCanPar';
import { corporationLayerOpen, parPriceForCorporation } from '../../layers';
import { parPriceOnParCell } from '../../../shares/rules/parPriceOnParCell';
import { bidLeavesCheapestItem } from './bidLeavesCheapestItem';
import { bidNamesNoItem } from './bidNamesNoItem';
import { biddingOpen } from './biddingOpen';
import { bidRaisesHighBid } from './bidRaisesHighBid';
import { pickAffordable } from './pickAffordable';
import { pickAtFaceValue } from './pickAtFaceValue';
import { pickByWinner } from './pickByWinner';
import { pickOnOffer } from './pickOnOffer';

export const bidForPickRules: Rule<BidAction>[] = [biddingOpen as Rule<BidAction>, bidNamesNoItem, bidRaisesHighBid, bidLeavesCheapestItem];
export const passBiddingRules: Rule<Action>[] = [biddingOpen];
export const pickCompanyRules: Rule<BuyCompanyAction>[] = [
  pickByWinner as Rule<BuyCompanyAction>,
  pickOnOffer as Rule<BuyCompanyAction>,
  pickAtFaceValue,
  pickAffordable as Rule<BuyCompanyAction>,
];
export const pickCertificateRules: Rule<ParAction>[] = [
  pickByWinner as Rule<ParAction>,
  pickOnOffer as Rule<ParAction>,
  corporationCanPar,
  corporationLayerOpen,
  parPriceOnParCell,
  parPriceForCorporation,
  pickAffordable as Rule<ParAction>,
];
