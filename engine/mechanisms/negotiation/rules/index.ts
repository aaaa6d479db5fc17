/** The rules a deal by consent must pass when it is proposed and again when it is accepted (title.json negotiation), per deal. */
import type { ProposeTradeAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { buyerMayBuy } from './buyerMayBuy';
import { counterpartHoldsFutureTrain } from './counterpartHoldsFutureTrain';
import { counterpartIsAnotherPlayer } from './counterpartIsAnotherPlayer';
import { investorsInPlay } from './investorsInPlay';
import { dealOffered } from './dealOffered';
import { inOrdinaryOperatingTurn } from './inOrdinaryOperatingTurn';
import { inOrdinaryStockTurn } from './inOrdinaryStockTurn';
import { oneEntityThisTurn } from './oneEntityThisTurn';
import { placementUnderWay } from './placementUnderWay';
import { sellerHoldsShare } from './sellerHoldsShare';
import { tradedCompanyPublic } from './tradedCompanyPublic';
import { turnsOneAction } from './turnsOneAction';
import { atBuyTrainStep } from './atBuyTrainStep';
import { counterpartSellsTrain } from './counterpartSellsTrain';
import { buyerMayBuyTrain } from './buyerMayBuyTrain';
import { contributionSaleAgreed } from './contributionSaleAgreed';

const COMMON: Rule<ProposeTradeAction>[] = [dealOffered, counterpartIsAnotherPlayer, investorsInPlay];

/** buyShare and sellShare: a share between two investors, the proposer's stock action. */
export const shareTradeRules: Rule<ProposeTradeAction>[] = [...COMMON, inOrdinaryStockTurn, oneEntityThisTurn, turnsOneAction, tradedCompanyPublic, sellerHoldsShare, buyerMayBuy];
/** placeShare: a treasury share bought by the counterpart while the proposer places a float's or an increase's 40%. */
export const placeShareRules: Rule<ProposeTradeAction>[] = [...COMMON, placementUnderWay, buyerMayBuy];
/** assignFutureTrain: the counterpart's future train to the operating company. */
export const futureTrainDealRules: Rule<ProposeTradeAction>[] = [...COMMON, inOrdinaryOperatingTurn, counterpartHoldsFutureTrain];
/** buyTrain: a train of a company the counterpart directs, to the operating company, at the agreed price. */
export const trainDealRules: Rule<ProposeTradeAction>[] = [...COMMON, atBuyTrainStep, counterpartSellsTrain, buyerMayBuyTrain];
/** contributionSale: a share of another company the director sells to raise a contribution, passing its control to the counterpart (L677). */
export const contributionSaleRules: Rule<ProposeTradeAction>[] = [...COMMON, contributionSaleAgreed];
