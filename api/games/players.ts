/**
 * Seats and player names: the names a game may hold (checkPlayers), open seats and their
 * labels, and the rule that nobody plays before every seat is taken.
 */
import type { Game } from '../db/entities';
import { echo, ServiceError } from '../errors';

const MAX_NAME_LENGTH = 64;

/** The name an unclaimed seat carries until a player takes it. */
export const openSeatName = (seat: number): string => `Open seat ${seat + 1}`;

/**
 * Characters a player name may not hold: controls (U+0000 cannot even be stored), format
 * characters (zero-width spaces and joiners, bidi overrides and isolates, the BOM), line and
 * paragraph separators, private-use and lone surrogates, and the Hangul fillers that render
 * as nothing.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\u115F\u1160\u3164\uFFA0]/u;

/** How a name reads: NFKC (full-width and other compatibility forms folded), case-folded, single spaces. */
const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** An open seat's label (openSeatName), as nameKey reads it. */
const OPEN_SEAT_LABEL = /^open seat \d+$/;

/** Seats nobody has claimed yet. */
export function openSeatsOf(game: Pick<Game, 'seatTokenHashes'>): number[] {
  return game.seatTokenHashes.flatMap((h, seat) => (h === null ? [seat] : []));
}

/** GAME_NOT_STARTED while seats are open: nobody plays before every seat is taken. */
export function requireStarted(game: Game): void {
  if (game.status === 'open') {
    throw new ServiceError('GAME_NOT_STARTED', `the game waits for players: open seats ${openSeatsOf(game).join(', ')} (joinGame)`);
  }
}

/**
 * Player names by seat, normalised (Unicode NFKC, trimmed) and checked: 1 to 64 characters,
 * nothing invisible or reordering (control, format, bidi, zero-width characters), and no
 * name that reads like another seat's (compared without case, width or spacing) or like an
 * open seat's label. `placeholders`: the seats still open, which carry that label.
 */
export function checkPlayers(players: unknown, placeholders: ReadonlySet<number> = new Set()): string[] {
  if (!Array.isArray(players) || players.length === 0) {
    throw new ServiceError('INVALID_INPUT', 'players must list at least one player name');
  }
  const names = players.map((p) => (typeof p === 'string' ? p.normalize('NFKC').trim() : ''));
  names.forEach((name, seat) => {
    if (name.length === 0 || name.length > MAX_NAME_LENGTH) {
      throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must be 1 to ${MAX_NAME_LENGTH} characters`);
    }
    const hidden = HIDDEN_CHARACTER.exec(name);
    if (hidden) {
      const code = hidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      throw new ServiceError('INVALID_INPUT', `player ${seat}: a name must not contain control, formatting or invisible characters (U+${code} at position ${hidden.index})`);
    }
    if (!placeholders.has(seat) && OPEN_SEAT_LABEL.test(nameKey(name))) {
      throw new ServiceError('INVALID_INPUT', `player ${seat}: ${echo(name)} reads as the label of an open seat`);
    }
  });
  // Seats are what the engine uses; names that read alike would let one player pass for another.
  const seen = new Map<string, number>();
  names.forEach((name, seat) => {
    const key = nameKey(name);
    const other = seen.get(key);
    if (other !== undefined) throw new ServiceError('INVALID_INPUT', `player ${seat}: ${echo(name)} reads the same as player ${other}'s name ${echo(names[other])}`);
    seen.set(key, seat);
  });
  return names;
}
