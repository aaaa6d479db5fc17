/**
 * What the merger procedure (title.json `mergers`, operating steps "merge" and "acquire";
 * engine/mechanisms/mergers/merger.ts, 1862 §2.7) takes for granted of the rest of the title:
 *
 * - Shares of 10%: holders return half their holding and swap the rest share for share, counted
 *   in 10% shares, so every corporation's certificates after the president's are 10% and it is
 *   priced per 10% (corporations.json `sharePercent` absent or 10). A five-share corporation broke
 *   the presidency invariant and threw in random games of a merging 18Moor.
 * - A home for a restarted company: the merged-away company is reset and may start again while
 *   the survivor holds the station on its home city, so rounds.operating.homeStation `fallbacks`
 *   must say what then happens (1862: "upgradeForSlot", "displaceLast"); without one the engine
 *   threw "no slot for …'s home token". The same holds when home slots are not reserved
 *   (homeStation `reserved: false`).
 */
import type { ValidationMessage } from '../messages';
import type { LintRule } from './types';
import { msg } from './util';

export const mergers: LintRule = (def, files) => {
  const out: ValidationMessage[] = [];
  const operating = def.title.rounds.operating as { steps: readonly string[]; homeStation?: { reserved?: boolean; fallbacks?: readonly string[] } };
  const merging = def.title.mergers !== undefined && (operating.steps.includes('merge') || operating.steps.includes('acquire'));
  if (merging) {
    def.corporations.corporations.forEach((corp, i) => {
      if ((corp.sharePercent ?? 10) !== 10 || corp.certificates.slice(1).some((p) => p !== 10)) {
        out.push(msg(files.corporations.path, `/corporations/${i}/certificates`, `mergers (title.json) count shares of 10%: ${corp.id}'s shares after the president's must be 10% each, priced per 10% (sharePercent absent or 10)`));
      }
    });
  }
  const homesFill = merging || operating.homeStation?.reserved === false;
  if (homesFill && (operating.homeStation?.fallbacks ?? []).length === 0) {
    const why = merging ? 'a merged-away company may start again while the survivor holds its home station' : 'home slots are not reserved (homeStation reserved: false)';
    out.push(msg(files.title.path, '/rounds/operating', `${why}, so rounds.operating.homeStation.fallbacks must say what a company whose home city is full does ("upgradeForSlot", "displaceLast")`));
  }
  return out;
};
