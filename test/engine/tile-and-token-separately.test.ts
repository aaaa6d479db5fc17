/**
 * companies.json tileAndToken with params.stationSeparately (engine/mechanisms/tileAndToken.ts):
 * 1830's Delaware & Hudson lays its tile on F16 and then places the station as a second action of
 * the company, as 18xx.games records them. The recorded game 1830-game-end-bank holds such a pair
 * that its players took back (log ids 228 and 229, after the ERIE bought the DH at 227): replayed
 * here as if kept.
 */
import * as fs from 'fs';
import type { Definition } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '1830', '1830-game-end-bank.json'), 'utf8'));
const base = loadTitleDir(repoPath('definitions', '1830')).definition;
// Up to the DH's station, with the two undone actions kept.
const kept = { ...game, actions: game.actions.filter((a) => Number(a.id) <= 229).map((a) => (Number(a.id) === 228 || Number(a.id) === 229 ? { ...a, skip: undefined } : a)) };

function withSeparately(on: boolean): Definition {
  const companies = base.companies.companies!.map((c) =>
    c.id === 'DH' ? { ...c, abilities: c.abilities!.map((a) => (a.kind === 'tileAndToken' ? { ...a, params: { ...a.params, stationSeparately: on } } : a)) } : c,
  );
  return { ...base, companies: { ...base.companies, companies } };
}

test('the tile, then the station in a second action, for $120 in all', () => {
  let cashBefore = 0;
  const r = replayExport(withSeparately(true), kept, { beforeAction: (s, a) => (a.id === 228 ? (cashBefore = s.corporations.ERIE!.cash) : null) });
  expect(r.error).toBeNull();
  expect(r.state.hexes.F16).toMatchObject({ tile: '57', tokens: [{ corporation: 'ERIE', city: 0, slot: 0 }] });
  expect(r.state.corporations.ERIE!.tokens.some((t) => t.hex === 'F16')).toBe(true);
  expect(cashBefore - r.state.corporations.ERIE!.cash).toBe(120);
});

test('without stationSeparately the lay places the station itself, and the recorded station is refused', () => {
  const r = replayExport(withSeparately(false), kept);
  expect(r.error?.id).toBe(229);
});
