/** Loading the demo title and playing it with a seeded random bot, shared by engine and API tests. */
import {
  actingSeats, apply, applyVariant, compileTitle, createGame, legalActions, type Title, type GameState,
  type LegalAction, type Definition,
} from '../../engine';
import { botRandom } from '../../tools/bots';
import { loadAllTitles } from '../../tools/definitions-fs';

let cache: Map<string, Definition> | null = null;

export function definitionOf(id: string): Definition {
  cache ??= loadAllTitles();
  const def = cache.get(id);
  if (!def) throw new Error(`no title ${id}`);
  return def;
}

export function titleOf(id: string, variant: string | null = null): Title {
  return compileTitle(applyVariant(definitionOf(id), variant));
}

/** The bots' seeded generator (tools/bots.ts). */
export { botRandom } from '../../tools/bots';

/**
 * A title with its cousins and future trains left out (cousins.json; 1820 §14; trains.json futureTrains,
 * §6.4): for tests of other mechanisms that start at the stock actions of the first stock round rather
 * than at the auctions before them. The cousins are tested in test/engine/cousins-1820.test.ts, the
 * future trains in test/engine/future-trains-1820.test.ts.
 */
export function titleWithoutCousins(id: string): Title {
  const def = structuredClone(definitionOf(id));
  delete def.trains.futureTrains;
  return compileTitle({ ...def, cousins: { cousins: [] } });
}

/**
 * A title with parts switched off for tests of other mechanisms: `cousins: false` leaves the cousins
 * out (their auction opens 1820's first stock round), and the future trains unless `futureTrains: true`; `mustBuyTrain` replaces
 * rounds.operating.mustBuyTrain (1820's "neverThenLiquidate" would liquidate the trainless companies
 * that such tests drive through operating rounds). The definition is copied, never changed in the cache.
 */
export function titleWithout(
  id: string,
  opts: { cousins?: false; futureTrains?: boolean; mustBuyTrain?: Definition['title']['rounds']['operating']['mustBuyTrain']; seatOrderAuctions?: true; negotiation?: false },
): Title {
  const def = structuredClone(definitionOf(id));
  // `seatOrderAuctions`: the future-train and takeover auctions bid round the table (their `bidding` "seatOrder"),
  // for the tests written for that mode; 1820's data bids them in open cry (§10.4). `negotiation: false` drops
  // title.json negotiation (no proposals among the legal actions).
  if (opts.seatOrderAuctions) {
    if (def.trains.futureTrains) def.trains.futureTrains.bidding = 'seatOrder';
    const takeovers = (def.title.rounds as { issueTakeover?: { takeovers?: { bidding?: string } } }).issueTakeover?.takeovers;
    if (takeovers) takeovers.bidding = 'seatOrder';
  }
  if (opts.negotiation === false) delete def.title.negotiation;
  if (opts.cousins === false) def.cousins = { cousins: [] };
  // The future-train auction (trains.json futureTrains, 1820 §6.4) also opens the first stock rounds:
  // `cousins: false` leaves it out too unless `futureTrains: true`; `futureTrains: false` alone leaves it out.
  if (opts.futureTrains === false || (opts.cousins === false && opts.futureTrains !== true)) delete def.trains.futureTrains;
  if (opts.mustBuyTrain) def.title.rounds.operating.mustBuyTrain = opts.mustBuyTrain;
  return compileTitle(def);
}

/**
 * Plays one random game of `title` to its end with the tests' bot (a non-pass choice 85 % of the time when
 * there is one), calling `visit` at every position before the move. The position checks of the route tests
 * (optimizer, optimizer-floor, near-graph) walk their games this way.
 */
export function playRandomGame(
  title: Title,
  options: { players: string[]; seed: number },
  visit: (state: GameState, seat: number, choices: LegalAction[]) => void,
): void {
  const rand = botRandom(options.seed);
  let state = createGame(title, options);
  while (!state.finished) {
    const [seat] = actingSeats(title, state);
    const choices = legalActions(title, state, seat!);
    visit(state, seat!, choices);
    const nonPass = choices.filter((c) => c.id !== 'pass');
    const pool = nonPass.length > 0 && rand() < 0.85 ? nonPass : choices;
    const r = apply(title, state, pool[Math.floor(rand() * pool.length)]!.action, { seat });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
}
