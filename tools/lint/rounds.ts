/**
 * Round structure: the cycle must contain at least one round (an empty cycle would never end),
 * and a corporation must have at least one dividend choice. A station move, and the phase from
 * which sales stop moving prices, name a phase that exists; ports need hexes with the port icon.
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const rounds: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.title.path;
  if (def.title.rounds.cycle.length === 0) out.push(msg(file, '/rounds/cycle', 'the cycle has no rounds'));
  if (def.title.rounds.operating.dividend.kinds.length === 0) {
    out.push(msg(file, '/rounds/operating/dividend/kinds', 'no dividend kinds'));
  }
  const move = def.title.rounds.operating.stationMove;
  if (move && !def.phases.phases.some((p) => p.id === move.fromPhase))
    out.push(msg(file, '/rounds/operating/stationMove/fromPhase', `no phase ${move.fromPhase} in phases.json`));
  const notFrom = def.title.rounds.stock.sellMovement.notFromPhase;
  if (notFrom !== undefined && !def.phases.phases.some((p) => p.id === notFrom))
    out.push(msg(file, '/rounds/stock/sellMovement/notFromPhase', `no phase ${notFrom} in phases.json`));
  if (def.title.ports && !def.map.hexes.some((h) => (h.icons ?? []).includes('port')))
    out.push(msg(file, '/ports', 'no hex of map.json has the icon "port"'));
  return out;
};
