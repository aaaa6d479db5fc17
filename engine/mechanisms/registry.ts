/**
 * The one list of mechanisms (engine/core/mechanism.ts). A compiled title's dispatcher holds the
 * hooks of those its definition switches on, in this order, so where several mechanisms answer
 * the same hook with a refusal, the one listed first speaks. Add a mechanism by adding its line.
 */
import type { Mechanism } from '../core/mechanism';
import { mechanism as playerCards } from './playerCards';
import { mechanism as corporationOrder } from './corporationOrder';
import { mechanism as permits } from './permits';
import { mechanism as ports } from './ports';
import { mechanism as finalEra } from './finalEra';
import { mechanism as cousinDirectors } from './cousinDirectors';
import { mechanism as costOfBusiness } from './costOfBusiness';
import { mechanism as loans } from './loans';
import { mechanism as corporationBankruptcy } from './bankruptcy';
import { mechanism as phaseRestrictions } from './phaseRestrictions';
import { mechanism as receivership } from './receivership';
import { mechanism as insolvency } from './insolvency';
import { mechanism as tableau } from './tableau';
import { mechanism as blocksHex } from './abilities';
import { mechanism as privateCompanies } from './privateCompanies';
import { mechanism as cousinInvestors } from './cousinInvestors';
import { mechanism as skipUpgrade } from './skipUpgrade';
import { mechanism as addTown } from './addTown';
import { mechanism as permissivePlacement } from './permissivePlacement';
import { mechanism as upgradeRestriction } from './upgradeRestriction';
import { mechanism as homeStation } from './homeStation';
import { mechanism as railLink } from './railLink';
import { mechanism as britishRail } from './britishRail';
import { mechanism as homeHexLock } from './homeHexLock';
import { mechanism as shareValue } from './shareValue';
import { mechanism as trainLimit } from './trains';
import { mechanism as outOfTurnAbilities } from './outOfTurn';
import { mechanism as negotiation } from './negotiation';
import { mechanism as stationChoiceOnFirstTrack } from './stationChoiceOnFirstTrack';
import { mechanism as playerCompanySale } from './playerCompanySale';
import { mechanism as soldOutOrder } from './soldOutOrder';

export const MECHANISMS: readonly Mechanism[] = [
  // setUp draws: player cards, the corporations' order, permits, then the tableau and the cousins below.
  playerCards,
  corporationOrder,
  permits,
  ports,
  finalEra,
  cousinDirectors,
  costOfBusiness,
  loans,
  corporationBankruptcy,
  phaseRestrictions,
  receivership,
  insolvency,
  tableau,
  blocksHex,
  privateCompanies,
  cousinInvestors,
  skipUpgrade,
  addTown,
  permissivePlacement,
  upgradeRestriction,
  homeStation,
  railLink,
  britishRail,
  homeHexLock,
  shareValue,
  trainLimit,
  outOfTurnAbilities,
  negotiation,
  stationChoiceOnFirstTrack,
  playerCompanySale,
  soldOutOrder,
];
