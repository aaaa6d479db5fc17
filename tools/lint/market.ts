/**
 * The stock market: at least one row, no empty row, at least one par price; each par tier names a
 * phase of phases.json and lists only par cells, as does a grantsShare ability's parPrices; a red
 * barrier line lies between two adjacent cells of one row.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const market: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.market.path;
  const rows = def.market.rows;
  if (rows.length === 0) return [msg(file, '/rows', 'the market has no rows')];
  rows.forEach((row, i) => {
    if (row.every((cell) => cell === '')) out.push(msg(file, `/rows/${i}`, 'row has no cells'));
  });
  // A cell is the price then its flags (schema pattern ^[0-9]+[pyobce]*$), so a "p" means par.
  if (!rows.some((row) => row.some((cell) => cell.includes('p')))) {
    out.push(msg(file, '/rows', 'no par price: no cell is flagged p'));
  }
  // A par is chosen by its price, so two par cells of one price would be one choice with two meanings.
  const parAt = new Map<number, string>();
  rows.forEach((row, i) =>
    row.forEach((cell, j) => {
      if (!cell.includes('p')) return;
      const price = Number(/^[0-9]+/.exec(cell)?.[0]);
      const first = parAt.get(price);
      if (first) out.push(msg(file, `/rows/${i}/${j}`, `a second par cell at ${price} (the first is ${first}): par prices must differ`));
      else parAt.set(price, `/rows/${i}/${j}`);
    }),
  );
  const phaseIds = new Set(def.phases.phases.map((p) => p.id));
  (def.market.parTiers ?? []).forEach((tier, i) => {
    if (!phaseIds.has(tier.fromPhase)) out.push(msg(file, `/parTiers/${i}/fromPhase`, `no phase ${tier.fromPhase} in phases.json`));
    tier.prices.forEach((p, k) => {
      if (!parAt.has(p)) out.push(msg(file, `/parTiers/${i}/prices/${k}`, `${p} is not a par cell of the market`));
    });
  });
  (def.companies.companies ?? []).forEach((co, i) =>
    (co.abilities ?? []).forEach((ab, k) => {
      const prices = (ab.params as { parPrices?: unknown } | undefined)?.parPrices;
      if (ab.kind !== 'grantsShare' || !Array.isArray(prices)) return;
      prices.forEach((p, j) => {
        if (!parAt.has(Number(p))) out.push(msg(files.companies.path, `/companies/${i}/abilities/${k}/params/parPrices/${j}`, `${String(p)} is not a par cell of the market`));
      });
    }),
  );
  (def.market.movement?.barriers ?? []).forEach((b, i) => {
    const [x, y] = b.between;
    const row = rows[b.row - 1];
    if (Math.abs(x! - y!) !== 1 || !row || !row[x! - 1] || !row[y! - 1])
      out.push(msg(file, `/movement/barriers/${i}`, `no two adjacent cells at row ${b.row}, columns ${x} and ${y}`));
  });
  return out;
};
