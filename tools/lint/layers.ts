/**
 * Layers (title.json `layers`, corporations.json `layer`): every corporation's layer is listed,
 * layer ids are unique, every layer has par prices and an opening condition, each par price is a
 * par cell of the market, and no corporation names a layer when the title has none.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const layers: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const titleFile = files.title.path;
  const corpFile = files.corporations.path;
  const config = def.title.layers;
  const corporations = def.corporations.corporations;
  if (!config) {
    corporations.forEach((c, i) => {
      if (c.layer !== undefined) out.push(msg(corpFile, `/corporations/${i}/layer`, `${c.id} names layer ${c.layer}, but title.json has no layers`));
    });
    return out;
  }
  if (config.opensWhen.length === 0) out.push(msg(titleFile, '/layers/opensWhen', 'nothing opens the next layer'));
  if (config.layers.length === 0) out.push(msg(titleFile, '/layers/layers', 'no layers'));
  const parCells = new Set(def.market.rows.flat().filter((cell) => cell.includes('p')).map((cell) => parseInt(cell, 10)));
  const seen = new Set<number>();
  config.layers.forEach((l, i) => {
    if (seen.has(l.id)) out.push(msg(titleFile, `/layers/layers/${i}/id`, `layer ${l.id} is listed twice`));
    seen.add(l.id);
    if (l.parPrices.length === 0) out.push(msg(titleFile, `/layers/layers/${i}/parPrices`, `layer ${l.id} has no par prices`));
    l.parPrices.forEach((p, k) => {
      if (!parCells.has(p)) out.push(msg(titleFile, `/layers/layers/${i}/parPrices/${k}`, `${p} is not a par cell of the market`));
    });
  });
  corporations.forEach((c, i) => {
    if (c.layer !== undefined && !seen.has(c.layer)) out.push(msg(corpFile, `/corporations/${i}/layer`, `${c.id} names layer ${c.layer}, which title.json layers does not list`));
  });
  return out;
};
