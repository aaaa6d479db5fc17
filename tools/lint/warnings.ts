/**
 * Warnings: settings that pass the schema and the lint but have no effect where they stand, so an
 * author who wrote them meant something else. `switchyard validate` prints them without failing.
 *
 * - A hex `cost` on a hex whose printed tile is yellow or later: the terrain cost is paid for the
 *   first tile laid on a plain hex, and a preprinted tile is upgraded, never first laid, so the
 *   cost is never charged (1830's water on Detroit, Toronto and New York is `upgradeCost`).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

const LAID_COLOURS = new Set(['yellow', 'green', 'brown', 'gray']);

export const ineffectiveHexCost: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  def.map.hexes.forEach((hex, i) => {
    const colour = hex.tile?.color;
    if (hex.cost === undefined || hex.cost === 0 || !colour || !LAID_COLOURS.has(colour)) return;
    out.push(
      msg(files.map.path, `/hexes/${i}/cost`, `warning: cost ${hex.cost} is never charged: ${hex.id} shows a preprinted ${colour} tile, which is upgraded, never first laid; write upgradeCost (e.g. { "green": ${hex.cost} }) for a cost paid on the upgrade`),
    );
  });
  return out;
};

export const warningRules: readonly LintRule[] = [ineffectiveHexCost];
