/**
 * Seat tokens live in this browser's localStorage, keyed by game, never in a URL path. A seat link
 * carries its token in the #fragment (which browsers never send to the server); the game page moves it
 * here and takes it out of the address bar.
 */
export interface HeldSeat {
  seat: number;
  name: string;
  token: string;
}

const key = (gameId: string) => `switchyard.seats.${gameId}`;

export function heldSeats(gameId: string): HeldSeat[] {
  try {
    const raw = localStorage.getItem(key(gameId));
    const seats = raw ? (JSON.parse(raw) as HeldSeat[]) : [];
    return Array.isArray(seats) ? seats.filter((s) => typeof s.token === 'string').sort((a, b) => a.seat - b.seat) : [];
  } catch {
    return [];
  }
}

export function keepSeat(gameId: string, seat: HeldSeat): void {
  const others = heldSeats(gameId).filter((s) => s.seat !== seat.seat);
  localStorage.setItem(key(gameId), JSON.stringify([...others, seat].sort((a, b) => a.seat - b.seat)));
}

export function forgetSeats(gameId: string): void {
  localStorage.removeItem(key(gameId));
}

/** The link that hands a seat to a player: the token rides in the fragment. */
export function seatLink(gameId: string, seat: HeldSeat): string {
  const params = new URLSearchParams({ seat: String(seat.seat), name: seat.name, token: seat.token });
  return `${location.origin}/games/${encodeURIComponent(gameId)}#${params.toString()}`;
}

/**
 * Reads a seat handed over in the fragment (#seat=..&name=..&token=..), keeps it, and leaves only
 * #seat=<n> in the address bar. Returns the seat the fragment asks to view, if any.
 */
export function adoptSeatFromFragment(gameId: string): number | null {
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const seatText = params.get('seat');
  const seat = seatText !== null && /^\d+$/.test(seatText) ? Number(seatText) : null;
  const token = params.get('token');
  if (seat !== null && token) {
    keepSeat(gameId, { seat, token, name: params.get('name') ?? `Seat ${seat + 1}` });
    history.replaceState(null, '', `${location.pathname}#seat=${seat}`);
  }
  return seat;
}
