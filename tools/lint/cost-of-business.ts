/**
 * The Cost of Business track, the Issue & Takeover round, loans and hex revenue links (1820): the
 * data the engine reads must name phases, trains and hexes that exist, and each operating or
 * round step needs the block it reads (title.json costOfBusiness, loans, rounds.issueTakeover;
 * map.json revenueFrom).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const costOfBusiness: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  const t = def.title;
  const cob = t.costOfBusiness;
  const loans = t.loans;
  const steps = t.rounds.operating.steps as string[];
  const phaseIds = def.phases.phases.map((p) => p.id);
  const trainIds = new Set(def.trains.trains.map((x) => x.id));

  if (cob) {
    let last = -1;
    cob.columns.forEach((c, i) => {
      const at = phaseIds.indexOf(c.phase);
      if (at < 0) out.push(msg(file, `/costOfBusiness/columns/${i}/phase`, `phase ${c.phase} does not exist`));
      else if (at < last) out.push(msg(file, `/costOfBusiness/columns/${i}/phase`, `phase ${c.phase} comes before the previous column's`));
      else last = at;
      for (const train of Object.keys(c.maintenance)) {
        if (!trainIds.has(train)) out.push(msg(file, `/costOfBusiness/columns/${i}/maintenance/${train}`, `train ${train} does not exist`));
      }
    });
  }
  const hasIssueTakeover = [...t.rounds.initial, ...t.rounds.cycle].includes('issueTakeover');
  if (hasIssueTakeover && !t.rounds.issueTakeover) out.push(msg(file, '/rounds', 'an issueTakeover round is played but rounds.issueTakeover is missing'));
  if (t.rounds.issueTakeover?.steps.includes('advanceCostOfBusiness') && !cob) {
    out.push(msg(file, '/rounds/issueTakeover/steps', 'the advanceCostOfBusiness step needs title.json costOfBusiness'));
  }
  if (steps.includes('payMaintenance') && !cob) out.push(msg(file, '/rounds/operating/steps', 'the payMaintenance step needs title.json costOfBusiness'));
  for (const step of ['payLoanInterest', 'repayLoans']) {
    if (steps.includes(step) && !loans) out.push(msg(file, '/rounds/operating/steps', `the ${step} step needs title.json loans`));
  }
  if (loans && loans.interestPercent === undefined && !(cob && cob.columns.every((c) => c.loanInterestPercent !== undefined))) {
    out.push(msg(file, '/loans', 'loans without interestPercent take it from every costOfBusiness column, which must give loanInterestPercent'));
  }
  const hexIds = new Set(def.map.hexes.map((h) => h.id));
  def.map.hexes.forEach((h, i) => {
    const from = (h as { revenueFrom?: { hex: string } }).revenueFrom;
    if (from && !hexIds.has(from.hex)) out.push(msg(files.map.path, `/hexes/${i}/revenueFrom/hex`, `hex ${from.hex} does not exist`));
  });
  return out;
};
