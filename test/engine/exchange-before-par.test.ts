/**
 * Exchanging a private company for a share (engine/mechanisms/exchangeCompany/exchange.ts) with 1830's Mohawk &
 * Hudson settings (rules, Private Companies: "a 10% share of the NYC if they do not already hold
 * 60% of the NYC and there is NYC stock available in the Bank or the Pool"): params.beforePar (the
 * NYC need not be started), params.from ["ipo", "market"], no certificate index, and the holding
 * limit. Checked on the recorded 1830 game 1830-game-end-bank, whose MH is exchanged at log id 193
 * before the NYC has a par price.
 */
import * as fs from 'fs';
import { apply, type Definition, type GameState, type Title } from '../../engine';
import { type Ctx, exchangeRefusal } from '../helpers/engine-internals';
import { parseExport } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '1830-game-end-bank.json'), 'utf8'));
const base = loadTitleDir(repoPath('definitions', '1830')).definition;

function withMhParams(edit: (p: Record<string, unknown>) => Record<string, unknown>): Definition {
  const companies = base.companies.companies!.map((c) =>
    c.id === 'MH' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'exchange' ? { ...a, params: edit({ ...a.params }) } : a)) } : c,
  );
  return { ...base, companies: { ...base.companies, companies } };
}

function before(def: Definition, id: number): { title: Title; state: GameState; stoppedAt: number | undefined } {
  let state: GameState | null = null;
  const r = replayExport(def, { ...game, actions: game.actions.filter((a) => Number(a.id) <= id) }, { beforeAction: (s, a) => (a.id === id ? (state = s) : null) });
  return { title: titleForExport(def, game), state: state!, stoppedAt: r.error?.id };
}

const { title, state } = before(base, 193);
const owner = Number(state.companies.MH!.owner.slice('player:'.length));
const exchange = { type: 'exchange_company', entityType: 'player', entity: owner, company: 'MH' };

test('before the NYC is started, the MH owner takes a 10% NYC share from the initial offering and the MH closes', () => {
  expect(state.corporations.NYC!.par).toBeNull();
  const r = apply(title, state, exchange, { seat: owner });
  if (!r.ok) throw new Error(r.error.message);
  const nyc = r.state.corporations.NYC!;
  expect(nyc.certs.filter((h) => h === `player:${owner}`).length).toBe(1);
  expect(nyc.par).toBeNull();
  expect(r.state.companies.MH!.closed).toBe(true);
});

test('without beforePar the same exchange is refused, as the replay shows', () => {
  const { stoppedAt } = before(withMhParams(({ beforePar: _b, ...p }) => p), 193);
  expect(stoppedAt).toBe(193);
});

test('from the market pool when the initial offering has no share left; refused when neither has one', () => {
  const ctx: Ctx = { title, state: structuredClone(state), log: [] };
  const nyc = ctx.state.corporations.NYC!;
  nyc.certs = nyc.certs.map((h, i) => (i > 0 && h === 'ipo' ? 'market' : h));
  expect(exchangeRefusal(ctx, owner, 'MH')).toBeNull();
  nyc.certs = nyc.certs.map((h, i) => (i > 0 && h === 'market' ? 'player:' + String((owner + 1) % 3) : h));
  expect(exchangeRefusal(ctx, owner, 'MH')).toMatch(/no 10% share left in the initial offering or the market/);
});

test('refused to a player already holding 60% of the NYC (the holding limit)', () => {
  const ctx: Ctx = { title, state: structuredClone(state), log: [] };
  const nyc = ctx.state.corporations.NYC!;
  let given = 0;
  nyc.certs = nyc.certs.map((h, i) => (i > 0 && h === 'ipo' && given < 6 && ++given ? `player:${owner}` : h));
  expect(exchangeRefusal(ctx, owner, 'MH')).toMatch(/you would hold 70% of NYC; the limit is 60%/);
});
