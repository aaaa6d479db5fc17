/**
 * The lint checks of the 1843 stock-side data: par tiers (market.json parTiers), a grant's par prices
 * (companies.json grantsShare parPrices), red barrier lines (market.json movement.barriers), and the
 * auction's train discard and trains-exhausted end (title.json).
 */
import { auctionRound } from '../../tools/lint/auction-round';
import { market } from '../../tools/lint/market';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const loaded = loadTitleDir(repoPath('definitions', '1843'));

describe('1843 stock-side lint', () => {
  it('passes the written data', () => {
    expect(market(loaded.definition, loaded.files)).toEqual([]);
    expect(auctionRound(loaded.definition, loaded.files)).toEqual([]);
  });

  it('reports an unknown tier phase, a grant price off the par cells, a barrier between non-adjacent cells and an unknown train', () => {
    const def = structuredClone(loaded.definition);
    def.market.parTiers![0]!.fromPhase = 'mauve';
    def.market.parTiers![1]!.prices.push(95);
    def.market.movement!.barriers![0]!.between = [1, 3];
    const lm = def.companies.companies!.find((c) => c.id === 'LM')!;
    (lm.abilities![0]!.params as { parPrices: number[] }).parPrices.push(100);
    def.title.endConditions.find((e) => e.kind === 'trainsExhausted')!.train = 'X';
    def.title.rounds.auction!.waterfallAuction!.allPassDiscardTrain = 'Y';
    expect(market(def, loaded.files).map((m) => m.message)).toEqual([
      'no phase mauve in phases.json',
      '95 is not a par cell of the market',
      '100 is not a par cell of the market',
      'no two adjacent cells at row 5, columns 1 and 3',
    ]);
    expect(auctionRound(def, loaded.files).map((m) => m.message)).toEqual(['no train type Y', 'trainsExhausted needs a train type of trains.json, not X']);
  });
});
