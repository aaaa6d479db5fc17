/**
 * trains.json tradedInTo: where a train traded in for a cheaper one (tradeInDiscount) goes. "pool" follows
 * 18xx.games (depot.rb reclaim_train puts the train with the discarded trains, which any corporation may buy
 * at face value; base.rb DISCARDED_TRAINS = :discard), checked on the recorded 18Chesapeake: Off the Rails
 * game 191930: PLE trades its 6-train 6-1 in for a D (log id 482), and PRR buys 6-1 from the bank for $630
 * (log id 505). The default, "scrap", takes it out of the game.
 */
import * as fs from 'fs';
import { applyVariant, checkInvariants, compileTitle, type Definition, type GameState } from '../../engine';
import { parseExport } from '../../tools/import/export-format';
import { replayExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const otr = applyVariant(loadTitleDir(repoPath('definitions', '18Chesapeake')).definition, 'offTheRails');
const game = parseExport(fs.readFileSync(repoPath('test', 'fixtures', '18ChesapeakeOfftheRails', '18ChesapeakeOfftheRails_game_end_bank.json'), 'utf8'));

/** The states after log ids 482 and 505, and the replay's first refusal. */
function replay(d: Definition): { after482: GameState | null; after505: GameState | null; error: { id: number | undefined; message: string } | null } {
  let after482: GameState | null = null;
  let after505: GameState | null = null;
  const r = replayExport(d, game, {
    afterAction: (s, a) => {
      if (a.id === 482) after482 = structuredClone(s);
      if (a.id === 505) after505 = structuredClone(s);
    },
  });
  return { after482, after505, error: r.error };
}

const owner = (s: GameState, id: string): string => s.trains.find((t) => t.id === id)!.owner;

test('"pool": the traded-in 6-train goes to the bank pool, and PRR buys it there at its price', () => {
  const { after482, after505, error } = replay(otr);
  expect(error).toBeNull();
  expect(owner(after482!, '6-1')).toBe('pool');
  expect(after482!.corporations.PLE!.trains).not.toContain('6-1');
  expect(owner(after505!, '6-1')).toBe('corp:PRR');
  expect(checkInvariants(compileTitle(otr), after505!)).toEqual([]);
});

test('"scrap" (the default): the traded-in train leaves the game, and the purchase at log id 505 is refused', () => {
  const scrap = applyVariant({ ...otr, title: { ...otr.title, variants: [{ id: 'scrapTradeIns', name: 's', description: 's', patches: [{ file: 'trains', ops: [{ op: 'remove', path: '/trains/D/tradedInTo' }] }] }] } } as Definition, 'scrapTradeIns');
  expect(scrap.trains.trains.find((t) => t.id === 'D')!.tradedInTo).toBeUndefined();
  const { after482, error } = replay(scrap);
  expect(owner(after482!, '6-1')).toBe('scrap');
  expect(error).toMatchObject({ id: 505 });
  expect(error!.message).toContain('6-1');
});
