/**
 * rounds.operating.unfloatedParIncome (1804's exploratory committee; 18xx.games' G1804 ExploratoryCommittee,
 * facts only): as each operating round begins, every corporation with a par price that has not floated
 * receives its par price from the bank.
 */
import { money, type Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { pay } from '../../state/bank';
import { corpHolder } from '../../state/types';

function payUnfloated(ctx: Ctx): void {
  for (const def of ctx.title.corporations) {
    const c = ctx.state.corporations[def.id]!;
    if (c.closed || c.floated || c.par === null) continue;
    pay(ctx, 'bank', corpHolder(c.id), c.par);
    ctx.log.push(`${c.id} receives its par price, ${money(ctx, c.par)}, from the bank: it has a par price but has not floated`);
  }
}

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** rounds.operating.unfloatedParIncome. */
    unfloatedParIncome: boolean;
  }
}

export const mechanism: Mechanism = {
  id: 'unfloatedParIncome',
  block: 'title.rounds.operating.unfloatedParIncome',
  appliesTo: (d) => d.title.rounds.operating.unfloatedParIncome === true,
  hooks: { operatingRoundStarted: payUnfloated },
  summary: {
    fields: () => ({ special: { unfloatedParIncome: true } }),
    fieldsWhenOff: { special: { unfloatedParIncome: false } },
    text: { operatingRound: () => ['As each operating round begins, every corporation with a par price that has not floated receives its par price from the bank.'] },
  },
};
