/**
 * The best run offered is remembered for its position (engine/routes/runCache.ts), so that the compulsory
 * best run (title.json routes.bestRunCompulsory; 1870 digest L367: the president must run a better route
 * anyone points out) need not be searched again when that run is submitted. The memory may answer only for
 * a position that holds the same wherever the search read (engine/state/reads.ts): a run offered before a
 * change to what it read (here the trains or the revenue markers) is checked by a new search, and refused
 * when the change makes a better run possible.
 */
import * as fs from 'fs';
import { apply, bestRoutes, compileTitle, legalActions, whoActs, type GameState, type Title } from '../../engine';
import { provenBestAt, corpHolder, reach } from '../helpers/engine-internals';
import { effectiveActions, parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const definition = loadTitleDir(repoPath('definitions', '1870')).definition;
const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1870', '1644327587-mississippi-river.json'), 'utf8'));

/**
 * The position before action 263 of the recorded game, as a game played here has it (GMO runs next, and may
 * earn 170), and the run recorded there, which earns 160.
 */
function position(): { title: Title; state: GameState; recorded: Record<string, unknown>[] } {
  const eff = effectiveActions(game.actions);
  const cut = eff.findIndex((a) => a.id === 263);
  const r = replayExport(definition, { ...game, actions: eff.slice(0, cut) });
  const { recordedRevenues: _recorded, endByAgreement: _agreement, ...state } = r.state;
  const withRun = replayExport(definition, { ...game, actions: eff.slice(0, cut + 1) });
  const run = withRun.applied.at(-1) as { type: string; routes: Record<string, unknown>[] };
  expect(run.type).toBe('run_routes');
  return { title: compileTitle(definition), state, recorded: run.routes.map(({ revenue: _r, subsidy: _s, ...rest }) => rest) };
}

const { title, state, recorded } = position();
const seat = whoActs(title, state)!.seat;
const offered = () => legalActions(title, state, seat).find((l) => l.action.type === 'run_routes')!.action;

test('the run offered is remembered as proven best for an equal position, and a lesser run is still refused', () => {
  expect(whoActs(title, state)!.entity).toBe('GMO');
  const run = offered();
  expect(provenBestAt(title, structuredClone(state), 'GMO')).toBe(170);
  expect(provenBestAt(title, state, 'SSW')).toBeNull();
  // A change the search does not read (the corporation's cash) leaves the same position for it; the
  // changes below, which it reads, do not.
  const richer = structuredClone(state);
  richer.corporations.GMO!.cash += 1;
  richer.players.forEach((p) => (p.cash += 10));
  expect(provenBestAt(title, richer, 'GMO')).toBe(170);
  expect(apply(title, state, run).ok).toBe(true);
  const r = apply(title, state, { ...run, routes: recorded });
  if (r.ok) throw new Error('a lesser run was accepted');
  expect(r.error.message).toMatch(/can earn 170/);
});

/** Changes to the position, each making a better run than 170 possible. */
const changes: [string, (s: GameState) => void][] = [
  [
    'a train more',
    (s) => {
      const spare = s.trains.find((t) => t.owner !== corpHolder('GMO') && t.type === s.trains.find((u) => u.owner === corpHolder('GMO'))!.type)!;
      spare.owner = corpHolder('GMO');
    },
  ],
  [
    'a bonus marker on a stop the run offered misses',
    (s) => {
      const on = new Set((offered() as { routes: { path: string[] }[] }).routes.flatMap((r) => r.path.map((k) => k.slice(0, k.lastIndexOf('.')))));
      const hexes = [...reach(title, s, 'GMO').nodes].map((k) => k.slice(0, k.lastIndexOf('.'))).filter((h) => !on.has(h));
      // The first such stop a run can reach with the marker on it.
      const marker = (hex: string) => ({ hex, kind: 'bonus' as const, corporation: 'GMO', ownerBonus: 100, otherBonus: 0, source: 'test' });
      const hex = hexes.find((h) => bestRoutes(title, { ...s, markers: [...s.markers, marker(h)] }, 'GMO').revenue > 170)!;
      s.markers.push(marker(hex));
    },
  ],
];

test.each(changes)('after %s the run offered before is searched again and refused', (_name, change) => {
  const run = offered();
  const changed = structuredClone(state);
  change(changed);
  const best = bestRoutes(title, changed, 'GMO', { maxSteps: 2_000_000 });
  expect(best.proven).toBe(true);
  expect(best.revenue).toBeGreaterThan(170);
  expect(provenBestAt(title, changed, 'GMO')).toBeNull();
  const r = apply(title, changed, run);
  if (r.ok) throw new Error('the run offered before the change was accepted');
  expect(r.error.message).toMatch(new RegExp(`can earn ${best.revenue}, more than the 170`));
});
