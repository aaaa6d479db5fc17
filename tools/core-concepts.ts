/**
 * Which core engine files name a mechanism's concept: a registered mechanism's id or a state
 * field its slice declares (engine/core/mechanism.ts StateSlice). The core reaches mechanisms
 * through hooks named for its own points ("a holder other than a player"), so it should not know
 * their words. `test/engine/core-concepts.test.ts` holds the core to it.
 *
 * Names are compared word by word, camelCase split and plurals folded: the concept `cousins`
 * matches `cousinDirector` and `cousin`, `loans` matches `payLoanInterest`. Comments are not read
 * (a comment may cite the rule a hook serves); string literals are, as they name state and actions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isCore, tsFiles } from './import-graph';

/** The words of an identifier, lower case, plurals folded ("cousinDirectors" → ["cousin", "director"]). */
export function words(name: string): string[] {
  return (name.match(/[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+/g) ?? []).map((w) => {
    const lower = w.toLowerCase();
    return lower.length > 3 && lower.endsWith('s') ? lower.slice(0, -1) : lower;
  });
}

/** The source without its comments, line breaks kept. */
export function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, '')).replace(/(^|[^:'"`])\/\/[^\n]*/g, '$1');
}

function contains(haystack: string[], needle: string[]): boolean {
  for (let i = 0; i + needle.length <= haystack.length; i++) if (needle.every((w, j) => haystack[i + j] === w)) return true;
  return false;
}


/** Core file → concept → how many lines of it name the concept. */
export function coreConceptLines(root: string, concepts: readonly string[]): Map<string, Map<string, number>> {
  const split = concepts.map((c) => [c, words(c)] as const);
  const out = new Map<string, Map<string, number>>();
  for (const file of tsFiles(root, 'engine').filter(isCore).sort()) {
    const hits = new Map<string, number>();
    for (const line of withoutComments(readFileSync(join(root, file), 'utf8')).split('\n')) {
      const names = (line.match(/[A-Za-z_]\w*/g) ?? []).map(words);
      for (const [concept, w] of split) if (names.some((n) => contains(n, w))) hits.set(concept, (hits.get(concept) ?? 0) + 1);
    }
    if (hits.size > 0) out.set(file, hits);
  }
  return out;
}
