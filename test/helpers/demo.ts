/** Loading the demo title and playing it with a seeded random bot, shared by engine and API tests. */
import { applyVariant, compileTitle, type Title } from '../../engine';
import { loadAllTitles } from '../../tools/definitions-fs';
import type { Definition } from '../../engine/definition/types';

let cache: Map<string, Definition> | null = null;

export function definitionOf(id: string): Definition {
  cache ??= loadAllTitles();
  const def = cache.get(id);
  if (!def) throw new Error(`no title ${id}`);
  return def;
}

export function titleOf(id: string, variant: string | null = null): Title {
  return compileTitle(applyVariant(definitionOf(id), variant));
}

/** The bots' seeded generator (tools/bots.ts). */
export { botRandom } from '../../tools/bots';

/**
 * A title with its cousins left out (cousins.json; 1820 §14): for tests of other mechanisms that
 * start at the stock actions of the first stock round rather than at the cousin auction before them.
 * The cousins themselves are tested in test/engine/cousins-1820.test.ts.
 */
export function titleWithoutCousins(id: string): Title {
  const def = definitionOf(id);
  return compileTitle({ ...def, cousins: { cousins: [] } });
}

/**
 * A title with parts switched off for tests of other mechanisms: `cousins: false` leaves the cousins
 * out (their auction opens 1820's first stock round); `mustBuyTrain` replaces
 * rounds.operating.mustBuyTrain (1820's "neverThenLiquidate" would liquidate the trainless companies
 * that such tests drive through operating rounds). The definition is copied, never changed in the cache.
 */
export function titleWithout(id: string, opts: { cousins?: false; mustBuyTrain?: Definition['title']['rounds']['operating']['mustBuyTrain'] }): Title {
  const def = structuredClone(definitionOf(id));
  if (opts.cousins === false) def.cousins = { cousins: [] };
  if (opts.mustBuyTrain) def.title.rounds.operating.mustBuyTrain = opts.mustBuyTrain;
  return compileTitle(def);
}
