/**
 * The stock step buyCompanyFromPlayer (engine/mechanisms/playerCompanySale/index.ts): a player buys
 * another player's private company at the agreed price as one buy_company, the turn's purchase
 * (1830 rules, Private companies; 18xx.games records such a sale so). Checked on positions of the
 * recorded game 1830-game-end-bank: the first turns of stock rounds 1 and 2.
 */
import * as fs from 'fs';
import { apply, whoActs, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '1830-game-end-bank.json'), 'utf8'));
const definition = loadTitleDir(repoPath('definitions', '1830')).definition;
const title = titleForExport(definition, game);

/** The first position of stock round `n` where a player acts. */
function stockRound(n: number): GameState {
  let found: GameState | null = null;
  replayExport(definition, game, { beforeAction: (s) => (!found && s.round.kind === 'stock' && s.round.number === n ? (found = s) : null) });
  return found!;
}

const buy = (state: GameState, company: string, price: number) => {
  const seat = whoActs(title, state)!.seat;
  return { seat, r: apply(title, state, { type: 'buy_company', entityType: 'player', entity: seat, company, price }, { seat }) };
};

/** A company another player owns, other than `except`. */
const otherOwned = (state: GameState, seat: number, except: string[] = []): string =>
  Object.entries(state.companies).find(([id, c]) => !c.closed && c.owner.startsWith('player:') && c.owner !== `player:${seat}` && !except.includes(id))![0];

test('from the second stock round: the price goes to the seller, the company to the buyer, and the purchase is the turn\'s', () => {
  const state = stockRound(2);
  const seat = whoActs(title, state)!.seat;
  const company = otherOwned(state, seat, ['BO']);
  const seller = Number(state.companies[company]!.owner.slice('player:'.length));
  const { r } = buy(state, company, 1);
  if (!r.ok) throw new Error(r.error.message);
  expect(r.state.companies[company]!.owner).toBe(`player:${seat}`);
  expect(r.state.players[seat]!.cash).toBe(state.players[seat]!.cash - 1);
  expect(r.state.players[seller]!.cash).toBe(state.players[seller]!.cash + 1);
  // The turn's one purchase: a second one is refused (sales may still follow: rounds.stock.turn sellBuySell).
  const again = apply(title, r.state, { type: 'buy_company', entityType: 'player', entity: seat, company: otherOwned(r.state, seat, ['BO']), price: 1 }, { seat });
  expect(again).toMatchObject({ ok: false, error: { message: expect.stringMatching(/already bought/) } });
});

test('refused in the first stock round, for the B&O private, and above the buyer\'s cash', () => {
  const first = stockRound(1);
  const seat = whoActs(title, first)!.seat;
  expect(buy(first, otherOwned(first, seat), 1).r).toMatchObject({ ok: false, error: { message: expect.stringMatching(/from stock round 2 on/) } });
  const second = stockRound(2);
  const buyer = whoActs(title, second)!.seat;
  const withBo = structuredClone(second);
  withBo.companies.BO = { ...withBo.companies.BO!, closed: false, owner: `player:${(buyer + 1) % withBo.players.length}` };
  expect(buy(withBo, 'BO', 1).r).toMatchObject({ ok: false, error: { message: 'BO may not be sold' } });
  const company = otherOwned(second, buyer, ['BO']);
  expect(buy(second, company, second.players[buyer]!.cash + 1).r.ok).toBe(false);
});
