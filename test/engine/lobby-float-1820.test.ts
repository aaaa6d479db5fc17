/**
 * 1820 lobbies' floats (rules §6.6.2 L500-540, NOTES G3/G4): the funder pays the second station's
 * distance fee (step 4) before buying the 40% (step 5). With the funder alone buying the 40%
 * (engine/mechanisms/lobbies/index.ts), a fee that leaves less than the missing shares' price would leave a
 * float that can neither finish nor fail (a stall the fuzzer found), so such a station is refused.
 * Stock round 1, cards C, B, A: C (£810) funds a £20 lobby and starts LSR at 55 with 5 shares (£55 paid,
 * one more 20% share at £55 to buy): £735 in hand, £680 for a fee. G7 to N18 is 9 edges, £720.
 */
import { compileTitle, legalActions, type Title } from '../../engine';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';
import { Driver } from '../helpers/driver';

// Without cousins: the cousin auction (G7) would open stock round 1; these tests start at the lobbies.
// Without the cousin and future-train auctions that open stock round 1 (G7, G8).
const def1820 = loadTitleDir(repoPath('definitions', '1820')).definition;
const title: Title = compileTitle({ ...def1820, cousins: { cousins: [] }, trains: { ...def1820.trains, futureTrains: undefined } });

function floating(price: number): Driver {
  const d = new Driver(title, ['A', 'B', 'C'], 1);
  d.do({ type: 'fund_lobby', amount: 20 });
  d.pass().pass().pass();
  d.do({ type: 'par', corporation: 'LSR', price, shares: 5 });
  d.do({ type: 'place_token', hex: 'G7', city: 0 });
  return d;
}

const offered = (d: Driver, hex: string) =>
  legalActions(d.title, d.state, d.seat).find((c) => c.action.type === 'place_token' && (c.action as { hex: string }).hex === hex);

describe("1820 a lobby's float keeps the money for its 40% (§6.6.2 steps 4-5)", () => {
  it('refuses a station whose fee would leave less than the missing share costs', () => {
    const d = floating(55);
    expect(d.state.players[d.seat]!.cash).toBe(735);
    expect(offered(d, 'N18')).toBeUndefined();
    expect(d.refuse({ type: 'place_token', hex: 'N18', city: 0 }).message).toMatch(/£680 available after the £55 the float's shares cost/);
    // A nearer second station is offered with its fee, and the float then completes.
    const paid = legalActions(d.title, d.state, d.seat).filter((c) => c.action.type === 'place_token' && (c.cost ?? 0) > 0);
    const near = paid.sort((x, y) => x.cost! - y.cost!)[0];
    expect(near?.cost).toBeGreaterThan(0);
    expect(near!.cost!).toBeLessThanOrEqual(680);
    d.do(near!.action as unknown as Record<string, unknown>);
    d.do({ type: 'buy_shares', corporation: 'LSR', from: 'ipo', percent: 20 });
    expect(d.state.corporations.LSR!.floated).toBe(true);
  });

  it('every offered fee leaves the missing share price in hand', () => {
    const d = floating(55);
    const fees = legalActions(d.title, d.state, d.seat).flatMap((c) => (c.action.type === 'place_token' ? [c.cost ?? 0] : []));
    expect(fees.length).toBeGreaterThan(0);
    expect(Math.max(...fees)).toBeLessThanOrEqual(735 - 55);
  });
});
