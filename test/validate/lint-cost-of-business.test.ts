/**
 * The lint rule tools/lint/cost-of-business.ts on the demo title plus one change each: the Cost of
 * Business columns name phases (in order) and trains that exist, the steps that read
 * costOfBusiness, loans or rounds.issueTakeover need them, and map.json revenueFrom names a hex.
 */
import { cleanupTemp, copyDemo, lines, type Files } from './helpers';

afterAll(cleanupTemp);

const column = (phase: string, maintenance: Record<string, number> = {}) => ({ phase, trainLimit: 4, maintenance, loanInterestPercent: 10 });

describe('lint: costOfBusiness, loans, issueTakeover, revenueFrom', () => {
  const cases: [string, (f: Files) => void, string[]][] = [
    [
      'a well-formed track, round, loans and steps',
      (f) => {
        f['title.json'].costOfBusiness = { columns: [column('2', { '2': 0 }), column('3', { '2': 10, '3': 0 })] };
        f['title.json'].loans = { amount: 200, priceMovePerLoan: -1, priceMovePerRepayment: 1, directorCoverPriceMove: -1 };
        f['title.json'].rounds.cycle = ['stock', 'operating', 'issueTakeover'];
        f['title.json'].rounds.issueTakeover = { steps: ['advanceCostOfBusiness', 'discardSupplyTrain'] };
        f['title.json'].rounds.operating.steps.push('payMaintenance', 'payLoanInterest', 'repayLoans');
      },
      [],
    ],
    [
      'unknown phase and train, phases out of order',
      (f) => (f['title.json'].costOfBusiness = { columns: [column('3'), column('2'), column('9', { X: 5 })] }),
      [
        'title.json: /costOfBusiness/columns/1/phase: phase 2 comes before the previous column\'s',
        'title.json: /costOfBusiness/columns/2/phase: phase 9 does not exist',
        'title.json: /costOfBusiness/columns/2/maintenance/X: train X does not exist',
      ],
    ],
    [
      'steps without the data they read',
      (f) => {
        f['title.json'].rounds.cycle = ['stock', 'operating', 'issueTakeover'];
        f['title.json'].rounds.operating.steps.push('payMaintenance', 'repayLoans');
      },
      [
        'title.json: /rounds: an issueTakeover round is played but rounds.issueTakeover is missing',
        'title.json: /rounds/operating/steps: the payMaintenance step needs title.json costOfBusiness',
        'title.json: /rounds/operating/steps: the repayLoans step needs title.json loans',
      ],
    ],
    [
      'loans with no interest rate anywhere',
      (f) => (f['title.json'].loans = { amount: 200, priceMovePerLoan: -1, priceMovePerRepayment: 1, directorCoverPriceMove: -1 }),
      ['title.json: /loans: loans without interestPercent take it from every costOfBusiness column, which must give loanInterestPercent'],
    ],
    [
      'revenueFrom names a missing hex',
      (f) => (f['map.json'].hexes[0].revenueFrom = { hex: 'Z99', plus: 20 }),
      ['map.json: /hexes/0/revenueFrom/hex: hex Z99 does not exist'],
    ],
  ];

  it.each(cases)('%s', (_name, mutate, expected) => {
    expect(lines(copyDemo(mutate))).toEqual(expected);
  });
});
