/** Sets up 1820 games at the start of an Issue & Takeover round, companies placed directly on the state (set up by hand to reach each case directly). */
import { apply, createGame, whoActs, type GameState, type Title, type MarketPosition } from '../../engine';
import { type Ctx, cellAt, runIssueTakeoverRound } from './engine-internals';
import { titleWithout } from './demo';

// The future-train auction (G8) would open a stock round reached from these set-ups: left out. The takeover
// and liquidation auctions bid round the table ("seatOrder"), the mode these tests were written for; the
// open cry of 1820's data (§10.4) is tested in test/engine/open-cry-1820.test.ts.
export const title1820 = titleWithout('1820', { futureTrains: false, seatOrderAuctions: true });
/** The same, with 1820's open-cry takeover and liquidation auctions (§10.4). */
export const title1820OpenCry = titleWithout('1820', { futureTrains: false });
const title = title1820;
export const at = (price: number): MarketPosition => ({ row: 0, col: title.market.rows[0]!.findIndex((c) => c?.price === price) });
export const priceOf = (state: GameState, corp: string): number => cellAt(title.market, state.corporations[corp]!.market!).price;
export const IDS = title.corporations.map((c) => c.id);
export const shares = (holders: Record<string, number>): string[] => Object.entries(holders).flatMap(([h, n]) => Array(n).fill(h) as string[]);
export const count = (state: GameState, corp: string, holder: string): number => state.corporations[corp]!.certs.filter((h) => h === holder).length;
export const phaseIndex = (id: string): number => title.phases.findIndex((p) => p.id === id);

export interface CorpSetup {
  price: number;
  certs: string[];
  president: number;
  cash?: number;
  loans?: number;
  /** Give it no 2+ train. */
  trainless?: boolean;
}

/** A 3-player game at the start of an I&T (the cycle's third round: an OR follows) with the given companies floated. */
export function atIssueTakeover(corps: CorpSetup[], before?: (state: GameState, ids: string[]) => void, useTitle: Title = title): { state: GameState; ids: string[] } {
  const state = createGame(useTitle, { players: ['A', 'B', 'C'], seed: 1 });
  const ids = corps.map((s, i) => {
    const id = IDS[i]!;
    const c = state.corporations[id]!;
    Object.assign(c, { floated: true, operated: true, par: s.price, market: at(s.price), marketSeq: i + 1, president: s.president, cash: s.cash ?? 0, loans: s.loans ?? 0 });
    // The company's cash comes from the bank, so money is conserved (checkInvariants).
    state.bank -= s.cash ?? 0;
    c.certs = [...s.certs];
    c.equalShares = s.certs.length;
    if (!s.trainless) {
      const t = { id: `2+-t${i}`, type: '2+', owner: `corp:${id}` };
      state.trains.push(t);
      c.trains.push(t.id);
    }
    return id;
  });
  state.marketSeq = 100;
  before?.(state, IDS.slice(0, corps.length));
  state.roundsStarted = 3;
  const ctx: Ctx = { title: useTitle, state, log: [] };
  runIssueTakeoverRound(ctx, 1);
  return { state: ctx.state, ids };
}

export function act1820(state: GameState, seat: number, action: Record<string, unknown>): GameState {
  const r = apply(title, state, action as never, { seat });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

export function refuse1820(state: GameState, seat: number, action: Record<string, unknown>): string {
  const r = apply(title, state, action as never, { seat });
  if (r.ok) throw new Error('the action was accepted');
  return r.error.message;
}

export const reduceAction = (corp: string, n: number): Record<string, unknown> => ({ type: 'reduce_shares', entityType: 'corporation', entity: corp, corporation: corp, shares: n });

/** Passes for whoever acts (a director, a bidder dropping out) until the I&T's takeover step is over. */
export function passTakeovers(state: GameState): GameState {
  let s = state;
  for (let k = 0; k < 100 && !s.finished && s.round.kind === 'issueTakeover' && s.round.takeover; k++) {
    const actor = whoActs(title, s)!;
    s = act1820(s, actor.seat, { type: 'pass', entityType: 'player', entity: actor.seat });
  }
  return s;
}
