/**
 * corporations.json `home.locksHex` (1843 rules L3368-3373): no other corporation places a station
 * on a locking corporation's home hex before that corporation has placed its home station there
 * (the Midi's Albi/Montauban). A closed corporation locks nothing.
 */
import type { Ctx } from '../../context';
import type { Mechanism } from '../../core/mechanism';
import { illegal, type GameError } from '../../errors';

const HOME_LOCK_REF = '1843 rules L3368-3373: the Midi places its home station on either city of Albi/Montauban (corporations.json home.cityChoice)';

/** The refusal when `hex` is the home of another corporation that locks it and has no station yet. */
function lockedBy(ctx: Ctx, corp: string, hex: string): GameError | null {
  const locker = ctx.title.corporations.find((d) => {
    const c = ctx.state.corporations[d.id]!;
    return d.home?.locksHex === true && d.home.hex === hex && d.id !== corp && !c.closed && c.tokens.length === 0;
  });
  return locker ? illegal(`no station may be placed on ${hex} before ${locker.id} has placed its home station there`, HOME_LOCK_REF) : null;
}

export const mechanism: Mechanism = {
  id: 'homeHexLock',
  block: 'corporations[].home.locksHex',
  appliesTo: (d) => d.corporations.corporations.some((c) => c.home?.locksHex === true),
  hooks: { hexStationRefusal: lockedBy },
};
