/** The rules of a train purchase (buy_train without an exchange), in the order their refusals speak (one rule per file). */
import type { BuyTrainAction } from '../../../generated/actions';
import type { Rule } from '../../../steps/step';
import { pricePaid } from './pricePaid';
import { purchaseNotRefused } from './purchaseNotRefused';
import { roomForTrain } from './roomForTrain';
import { rustedWithinLimit } from './rustedWithinLimit';
import { trainExists } from './trainExists';
import { trainOffered } from './trainOffered';
import { variantChosen } from './variantChosen';
import { warrantiesAllowed } from './warrantiesAllowed';
import { warrantiesPaid } from './warrantiesPaid';

export const purchaseRules: Rule<BuyTrainAction>[] = [trainExists, variantChosen, rustedWithinLimit, roomForTrain, warrantiesAllowed, purchaseNotRefused, trainOffered, pricePaid, warrantiesPaid];
