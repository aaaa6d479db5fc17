/**
 * Phase events: the companies they name exist, removeTokens names some, and the price range of
 * companiesBuyable is given only there and is not inverted.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const phaseEvents: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.phases.path;
  const companies = new Set(def.companies.companies.map((c) => c.id));
  def.phases.phases.forEach((phase, i) => {
    (phase.events ?? []).forEach((event, j) => {
      const at = `/phases/${i}/events/${j}`;
      (event.companies ?? []).forEach((id, k) => {
        if (!companies.has(id)) out.push(msg(file, `${at}/companies/${k}`, `company ${id} does not exist`));
      });
      if (event.kind === 'removeTokens' && (event.companies ?? []).length === 0) {
        out.push(msg(file, at, 'removeTokens needs the companies whose tokens are removed'));
      }
      if (event.kind === 'companiesBuyable') {
        const { minPricePercent: min, maxPricePercent: max } = event;
        if (min !== undefined && max !== undefined && min > max) out.push(msg(file, at, `the lowest price (${min}%) is above the highest (${max}%)`));
      } else {
        for (const key of ['minPricePercent', 'maxPricePercent', 'minPrice'] as const) {
          if (event[key] !== undefined) out.push(msg(file, `${at}/${key}`, `only companiesBuyable has ${key}`));
        }
      }
    });
  });
  return out;
};
