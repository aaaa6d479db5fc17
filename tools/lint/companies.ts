/** Private companies: unique ids. */
import type { LintRule } from './types';
import { findDuplicates, msg } from './util';

export const companies: LintRule = (def, files) =>
  findDuplicates(def.companies.companies, (c) => c.id).map((d) =>
    msg(files.companies.path, `/companies/${d.index}/id`, `company ${d.key} is already defined at /companies/${d.first}`),
  );
