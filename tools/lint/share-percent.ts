/**
 * Shares of a corporation priced per share (corporations.json `sharePercent`): every certificate is
 * a whole number of its shares, in corporations.json and in title.json byPlayerCount's
 * corporationCertificates, since a certificate's price, sale movement and dividend are counted in
 * shares (engine/shares/holdings.ts sharePercent). A ten-share corporation (sharePercent absent or
 * 10) with a 5% certificate is checked too.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const sharePercentRule: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  def.corporations.corporations.forEach((corp, i) => {
    const unit = corp.sharePercent ?? 10;
    const bad = [...new Set(corp.certificates.filter((p) => p % unit !== 0))];
    if (bad.length > 0) out.push(msg(files.corporations.path, `/corporations/${i}/certificates`, `${corp.id}'s shares are ${unit}% each (sharePercent${corp.sharePercent === undefined ? ' absent' : ''}), and ${bad.join('%, ')}% is not a whole number of shares`));
  });
  for (const [count, rules] of Object.entries(def.title.byPlayerCount ?? {})) {
    const percents = rules.corporationCertificates?.percents;
    if (!percents) continue;
    for (const corp of def.corporations.corporations) {
      const unit = corp.sharePercent ?? 10;
      const bad = [...new Set(percents.filter((p) => p % unit !== 0))];
      if (bad.length > 0) out.push(msg(files.title.path, `/byPlayerCount/${count}/corporationCertificates/percents`, `${corp.id}'s shares are ${unit}% each, and ${bad.join('%, ')}% is not a whole number of shares`));
    }
  }
  return out;
};
