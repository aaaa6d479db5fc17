/**
 * 1860's receivership and nationalisation, on positions of a recorded game
 * (../shared/fixtures/1860/19354-nationalization.json, replayed by the importer):
 * the director's certificate sold to the pool (rules L459-464, stock.presidentCanDumpTo
 * "pool"), a company in receivership (L877-891, rounds.operating.receivership), the first
 * player to hold two shares taking the certificate back, and British Rail (L899-937,
 * title.json nationalization).
 */
import * as fs from 'fs';
import { apply, whoActs, type Title, type GameState } from '../../engine';
import { legalLays, legalTokens, leaseFor, inReceivership, runRule, trainRule } from '../helpers/engine-internals';
import { parseExport } from '../../tools/import/export-format';
import { recordedPositions } from '../helpers/recorded-positions';
import { titleForExport } from '../../tools/import/replay';
import { mapAction } from '../../tools/import/map-action';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const definition = loadTitleDir(repoPath('definitions', '1860')).definition;
const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1860', '19354-nationalization.json'), 'utf8'));
const title: Title = titleForExport(definition, game);
const seats = new Map(game.players.map((p, i) => [String(p.id), i]));

const positions = recordedPositions(definition, game, [373, 374, 400, 449, 450, 480, 487, 492]);
const report = positions.report;
const before = positions.before;
/** Applies the recorded action with log id `id` to our state before it. */
function applyRecorded(id: number): GameState {
  const s = before(id);
  const mapped = mapAction({ title, seats, instances: new Map(), names: new Map() }, s, positions.action(id))!;
  const r = apply(title, s, mapped);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('receivership (L459-464, L877-891)', () => {
  it('a director nobody can replace may sell the director\'s certificate to the pool: no president then', () => {
    const s = before(373);
    const seat = seats.get('5518')!;
    expect(s.corporations.NGStL!.president).toBe(seat);
    const after = applyRecorded(373);
    const ngstl = after.corporations.NGStL!;
    expect(ngstl.certs[0]).toBe('market');
    expect(ngstl.president).toBeNull();
    expect(inReceivership(after, 'NGStL')).toBe(true);
    expect(ngstl.certs.filter((h) => h === `player:${seat}`)).toEqual([]);
  });

  it('in receivership it lays no track, places no station, runs a leased train and retains, its turn taken by the priority deal', () => {
    const s = before(400);
    expect(inReceivership(s, 'NGStL')).toBe(true);
    expect(whoActs(title, s)).toMatchObject({ entity: 'NGStL', seat: s.priority });
    expect(legalLays({ title, state: s, log: [] }, 'NGStL')).toEqual([]);
    expect(legalTokens({ title, state: s, log: [] }, 'NGStL')).toEqual([]);
    expect(s.corporations.NGStL!.insolvent).toBe(true);
    expect(leaseFor(title, s, 'NGStL')!.train.type).toBe('8+4');
    const cash = s.corporations.NGStL!.cash;
    const players = s.players.map((p) => p.cash);
    const after = applyRecorded(400);
    expect(after.corporations.NGStL!.cash).toBeGreaterThan(cash);
    expect(after.players.map((p) => p.cash)).toEqual(players);
  });

  it('the first player to hold two shares swaps them for the director\'s certificate from the pool', () => {
    const seat = seats.get('1027')!;
    const s = before(449);
    expect(s.corporations.NGStL!.certs.filter((h) => h === `player:${seat}`).length).toBe(1);
    const after = applyRecorded(449);
    const ngstl = after.corporations.NGStL!;
    expect(ngstl.president).toBe(seat);
    expect(ngstl.certs[0]).toBe(`player:${seat}`);
    expect(ngstl.certs.filter((h) => h === `player:${seat}`).length).toBe(1);
    expect(inReceivership(after, 'NGStL')).toBe(false);
  });
});

describe('nationalisation (L899-937)', () => {
  it('begins once every company with a director owns a train: trains count their first number only', () => {
    expect(before(450).nationalization).toBeUndefined();
    const s = before(480);
    expect(s.nationalization).toEqual({ ceased: [], paid: {} });
    expect(runRule(title, s, '8+4')).toEqual({ kind: 'stops', buckets: [{ nodes: null, pay: 8, visit: 8 }] });
    expect(trainRule(title, '8+4')).not.toEqual(runRule(title, s, '8+4'));
  });

  it('dividends are paid out with no choice, and after each round the lowest payers cease', () => {
    const s = before(480);
    const after = applyRecorded(480);
    // The run was followed by the payout at once: shareholders are paid, the treasury is not, and
    // the next company operates.
    const total = (st: GameState): number => st.players.reduce((a, p) => a + p.cash, 0);
    expect(total(after)).toBeGreaterThan(total(s));
    expect(after.corporations['C&N']!.cash).toBe(s.corporations['C&N']!.cash);
    expect(whoActs(title, after)).toMatchObject({ entity: 'FYN' });
    expect(after.nationalization!.paid['C&N']).toBeGreaterThan(0);
    const next = before(487);
    expect(next.nationalization!.ceased.sort()).toEqual(['FYN', 'S&C']);
    const last = before(492);
    expect(last.nationalization!.ceased.length).toBe(5);
  });

  it('the game ends when the last companies have operated, as recorded', () => {
    expect(report.state.finished?.reason).toBe('nationalization');
    expect(report.gameEndReason).toBe(game.game_end_reason);
    expect(report.result).toEqual(game.result);
  });
});
