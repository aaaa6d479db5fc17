/**
 * Destinations: the hex exists, is not the corporation's home hex, and has a city or an
 * off-board area to connect to (a connection run ends there); and the operating round has the
 * step that plays them ("destinationConnection", mechanisms/connectionRun), without which a
 * destination is never reached and its marker never placed (a slip 18Vale's author made).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const destinations: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const file = files.corporations.path;
  const hexes = new Map(def.map.hexes.map((h) => [h.id, h]));
  const played = (def.title.rounds.operating.steps as readonly string[]).includes('destinationConnection');
  def.corporations.corporations.forEach((corp, i) => {
    const dest = corp.destination;
    if (dest === undefined) return;
    const at = `/corporations/${i}/destination/hex`;
    if (!played) out.push(msg(file, `/corporations/${i}/destination`, 'a destination is played by the operating step "destinationConnection", which title.json rounds.operating.steps does not list'));
    const hex = hexes.get(dest.hex);
    if (hex === undefined) out.push(msg(file, at, `hex ${dest.hex} does not exist`));
    else if (dest.hex === corp.home?.hex) out.push(msg(file, at, `the destination is the home hex ${dest.hex}`));
    else if (!(hex.tile?.nodes ?? []).some((n) => n.kind === 'city' || n.kind === 'offboard')) {
      out.push(msg(file, at, `hex ${dest.hex} has no city or off-board area`));
    }
  });
  return out;
};
