/** The core's stock rules gathered per action type, where no mechanism adds to them (engine/rules/stock/ holds the lists that do). */
import type { BuyCompanyAction } from '../../generated/actions';
import type { Rule } from '../../steps/step';
import { companyForSale } from './companyForSale';
import { oneBuyPerTurn } from './oneBuyPerTurn';
import { withinCertificateLimit } from './withinCertificateLimit';

export const buyCompanyRules: Rule<BuyCompanyAction>[] = [oneBuyPerTurn as Rule<BuyCompanyAction>, companyForSale, withinCertificateLimit as Rule<BuyCompanyAction>];
