/**
 * 1820 rules played by the fuzz bots through the public entry points alone (createGame, actingSeats, legalActions and
 * apply, each choice made by the fuzzer's bot, tools/fuzz.ts choose), then each rule's case tried on the position the
 * game reaches. Rule lines are those of ../shared/rules/1820-rules.txt. Seed 5 is the first of seeds 1-16 whose game
 * reaches an agreed contribution sale: at action 654 ST&AR's director proposes to sell a share of LBR, which owns
 * trains, passing it to A's cousin James Holden, and A agrees at 655 (about 1 s of CPU). The unit tests on edited
 * positions are in test/engine/trainless-1820.test.ts (L677) and test/engine/rules-1870.test.ts (the best run).
 */
import { actingSeats, apply, createGame, legalActions, type GameState, type LegalAction } from '../../engine';
import { botRandom, choose, fillParams } from '../../tools/fuzz';
import { titleOf } from '../helpers/demo';

const title = titleOf('1820');

/** Seed 5's bot game from its start up to the first position where `stop` holds for the acting seat's legal actions. */
function botsUntil(stop: (legal: LegalAction[]) => boolean): { state: GameState; seat: number; legal: LegalAction[] } {
  const rand = botRandom(5);
  let s: GameState = createGame(title, { players: ['A', 'B', 'C', 'D'], seed: 5 });
  for (let k = 0; k < 1500 && !s.finished; k++) {
    const seats = actingSeats(title, s);
    const seat = seats[Math.floor(rand() * seats.length)]!;
    const legal = legalActions(title, s, seat).filter((c) => c.id !== 'end_game');
    if (stop(legal)) return { state: s, seat, legal };
    const r = apply(title, s, fillParams(choose(legal, rand, title, s), rand, s.players[seat]?.cash), { seat });
    if (!r.ok) throw new Error(`action ${k} refused: ${r.error.message}`);
    s = r.state;
  }
  throw new Error('the bots never reached the position asked for in 1,500 actions');
}

// §7.2.3 L614: "If a player indicates a route or routes which produces a higher total revenue for the company, the
// director must use it" (title.json routes.bestRunCompulsory, engine/routes/compulsoryRun.ts).
test('a run earning less than the best one is refused, naming §7.2.3; the best run offered is accepted (L614)', () => {
  // The first run of two trains (CNR's two 2+ at action 138).
  const { state, seat, legal } = botsUntil((l) => l.some((c) => c.action.type === 'run_routes' && (c.action as { routes: unknown[] }).routes.length >= 2));
  const best = legal.find((c) => c.action.type === 'run_routes')!.action as unknown as { routes: unknown[] };
  const lesser = apply(title, state, { ...best, routes: best.routes.slice(0, -1) }, { seat });
  expect(lesser.ok).toBe(false);
  if (!lesser.ok) {
    expect(lesser.error.message).toMatch(/can earn \d+, more than the \d+ of this run: the best run must be run/);
    expect(lesser.error.ruleRef).toMatch(/1820 §7\.2\.3 L614/);
  }
  expect(apply(title, state, best as never, { seat }).ok).toBe(true);
});

// §7.2.7 L677: "If the director proposes to sell shares of a company in order to purchase a train from that same
// company, the player who would direct the company after the shares are sold must agree or the share sale may not
// occur" (title.json negotiation deal contributionSale, engine/trains/buying/contributionSales.ts).
test('a director\'s sale passing another company with a train is proposed to its next director, agreed, and carried out (L677)', () => {
  const rand = botRandom(5);
  let s: GameState = createGame(title, { players: ['A', 'B', 'C', 'D'], seed: 5 });
  let proposed: { state: GameState; corporation: string; to: number; company: string; seller: number } | null = null;
  for (let k = 0; k < 1500 && !s.finished; k++) {
    const seats = actingSeats(title, s);
    const seat = seats[Math.floor(rand() * seats.length)]!;
    const legal = legalActions(title, s, seat).filter((c) => c.id !== 'end_game');
    const choice = choose(legal, rand, title, s);
    const action = fillParams(choice, rand, s.players[seat]?.cash);
    const deal = action as { type: string; deal?: string; corporation?: string; to?: number; entity?: unknown };
    if (deal.type === 'propose_trade' && deal.deal === 'contributionSale') {
      const company = String(deal.entity);
      const seller = s.corporations[company]!.president!;
      expect(seat).toBe(seller);
      expect(s.corporations[deal.corporation!]!.president).toBe(seller);
      expect(s.corporations[deal.corporation!]!.trains.length).toBeGreaterThan(0);
      // The same share sold without the agreement is refused, naming the rule; it is not among the seat's sales.
      const percent = 100 / (s.corporations[deal.corporation!]!.equalShares ?? 10);
      const plain = apply(title, s, { type: 'sell_shares', entityType: 'player', entity: seller, corporation: deal.corporation, percent }, { seat });
      expect(plain.ok ? '' : plain.error.message).toMatch(/must agree \(L677/);
      expect(legal.some((c) => c.action.type === 'sell_shares' && (c.action as { corporation: string }).corporation === deal.corporation)).toBe(false);
      proposed = { state: s, corporation: deal.corporation!, to: deal.to!, company, seller };
    }
    if (deal.type === 'accept_proposal' && proposed && s.proposal?.deal === 'contributionSale') {
      // The counterpart answers out of turn: agree or decline, nothing else.
      expect(seat).toBe(proposed.to);
      expect(legal.map((c) => c.action.type).sort()).toEqual(['accept_proposal', 'decline_proposal']);
      const r = apply(title, s, action, { seat });
      if (!r.ok) throw new Error(r.error.message);
      const other = r.state.corporations[proposed.corporation]!;
      // The share is sold to the pool for the director's contribution, and the company passes to the player who
      // agreed, or to that player's cousin (§13.4 L1271).
      const held = (t: GameState) => t.corporations[proposed!.corporation]!.certs.filter((h) => h === `player:${proposed!.seller}`).length;
      expect(held(r.state)).toBe(held(s) - 1);
      expect(r.state.players[proposed.seller]!.cash).toBeGreaterThan(s.players[proposed.seller]!.cash);
      expect(other.president).not.toBe(proposed.seller);
      if (other.president !== null) expect(other.president).toBe(proposed.to);
      else expect(r.log.join('\n')).toMatch(/becomes director of .* \(a cousin/);
      expect(r.log.some((l) => /agrees/.test(l))).toBe(true);
      // The buying company's turn goes on, and the proposal is settled.
      expect(r.state.round).toMatchObject({ kind: 'operating', current: proposed.company });
      expect(r.state.proposal).toBeUndefined();
      return;
    }
    const r = apply(title, s, action, { seat });
    if (!r.ok) throw new Error(`action ${k} refused: ${r.error.message}`);
    s = r.state;
  }
  throw new Error('the bots agreed no contribution sale in 1,500 actions');
}, 60_000);
