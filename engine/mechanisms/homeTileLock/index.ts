/**
 * corporations.json `home.locksTiles` (18NL's NZO; 18xx.games' G18NL track step, facts only): no tile is laid
 * on a locking corporation's home hex before that corporation has placed its home station there. A closed
 * corporation locks nothing.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { illegal, type GameError } from '../../errors';

const HOME_TILE_LOCK_REF = "18NL: no tile on Arnhem & Nijmegen (H13) before the NZO's home station (corporations.json home.locksTiles)";

/** The refusal when `hex` is the home of a corporation that locks its tiles and has no station yet. */
function lockedBy(ctx: Ctx, _corp: string, hex: string): GameError | null {
  const locker = ctx.title.corporations.find((d) => {
    const c = ctx.state.corporations[d.id]!;
    return d.home?.locksTiles === true && d.home.hex === hex && !c.closed && c.tokens.length === 0;
  });
  return locker ? illegal(`no tile may be laid on ${hex} before ${locker.id} has placed its home station there`, HOME_TILE_LOCK_REF) : null;
}

declare module '../../definition/rules-summary' {
  interface SpecialRulesSummaryParts {
    /** corporations.json home.locksTiles: the corporations whose home hex takes no tile before their home station. */
    homeTileLocks: { corporation: string; hex: string }[];
  }
}

export const mechanism: Mechanism = {
  id: 'homeTileLock',
  block: 'corporations[].home.locksTiles',
  appliesTo: (d) => d.corporations.corporations.some((c) => c.home?.locksTiles === true),
  hooks: { hexLayRefusal: lockedBy },
  summary: {
    fields: (title) => ({ special: { homeTileLocks: title.corporations.flatMap((c) => (c.home?.locksTiles === true ? [{ corporation: c.id, hex: c.home.hex }] : [])) } }),
    fieldsWhenOff: { special: { homeTileLocks: [] } },
    text: {
      operatingRound: (s) => s.special.homeTileLocks.map((l) => `No tile may be laid on ${l.hex} before ${l.corporation} has placed its home station there.`),
    },
  },
};
