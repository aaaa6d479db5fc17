/**
 * Fields renamed in the action schema (schemas/actions.schema.json $defs FormerFieldNames; issue #19: the
 * investor's fields were named for 1820's cousins): a stored game naming them the former way still loads and
 * replays, legalActions offers only the names now, and an action naming a field both ways is refused.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { apply, createGame, legalActions, withCurrentFieldNames, type GameState } from '../../engine';
import { FORMER_FIELD_NAMES, parseAction } from '../helpers/engine-internals';
import { titleOf } from '../helpers/demo';

const DIR = path.resolve(__dirname, '..', 'fixtures', 'former-names');
const title = titleOf('1820');

/** The former names an action uses, as "type.field" (a route's as "run_routes.routes[].field"). */
function formerNamesIn(action: Record<string, unknown>): string[] {
  const renames = FORMER_FIELD_NAMES[action.type as keyof typeof FORMER_FIELD_NAMES] ?? {};
  const out: string[] = [];
  for (const [former, now] of Object.entries(renames)) {
    if (typeof now === 'string') {
      if (former in action) out.push(`${String(action.type)}.${former}`);
    } else if (Array.isArray(action[former])) {
      for (const item of action[former] as Record<string, unknown>[]) for (const f of Object.keys(now)) if (f in item) out.push(`${String(action.type)}.${former}[].${f}`);
    }
  }
  return out;
}

describe('reading a field by its former name', () => {
  const base = { entityType: 'player', entity: 0 };

  it('reads each former name as the name now, in its place', () => {
    expect(withCurrentFieldNames({ type: 'buy_shares', ...base, corporation: 'LSR', cousin: 'GWSC', from: 'ipo', percent: 20 })).toEqual({ type: 'buy_shares', ...base, corporation: 'LSR', investor: 'GWSC', from: 'ipo', percent: 20 });
    expect(Object.keys(withCurrentFieldNames({ type: 'sell_shares', ...base, cousin: 'A', corporation: 'X', percent: 10, successorCousin: 'B' }) as object)).toEqual(['type', 'entityType', 'entity', 'investor', 'corporation', 'percent', 'successorInvestor']);
    expect(withCurrentFieldNames({ type: 'propose_trade', ...base, deal: 'buyShare', to: 1, cousin: 'A', toCousin: 'B' })).toMatchObject({ investor: 'A', toInvestor: 'B' });
    expect(withCurrentFieldNames({ type: 'lay_tile', entityType: 'corporation', entity: 'LSR', hex: 'B6', tile: '57', rotation: 0, cousin: 'GASLIGHT' })).toMatchObject({ investor: 'GASLIGHT' });
    expect(withCurrentFieldNames({ type: 'place_token', entityType: 'corporation', entity: 'LSR', hex: 'B6', city: 0, cousin: 'STEPHENSON_FOX' })).toMatchObject({ investor: 'STEPHENSON_FOX' });
    const run = withCurrentFieldNames({ type: 'run_routes', entityType: 'corporation', entity: 'LSR', routes: [{ train: 't1', path: ['B6.0'], cousins: ['VULCAN'] }, { train: 't2', path: ['B8.0'] }] });
    expect(run).toEqual({ type: 'run_routes', entityType: 'corporation', entity: 'LSR', routes: [{ train: 't1', path: ['B6.0'], investors: ['VULCAN'] }, { train: 't2', path: ['B8.0'] }] });
    expect(parseAction({ type: 'buy_shares', ...base, corporation: 'LSR', from: 'ipo', percent: 20, cousin: 'GWSC' })).toMatchObject({ investor: 'GWSC' });
  });

  it('leaves an action without former names as it is, and the names of other actions alone', () => {
    const a = { type: 'buy_shares', ...base, corporation: 'LSR', from: 'ipo', percent: 20, investor: 'GWSC' };
    expect(withCurrentFieldNames(a)).toBe(a);
    const bid = { type: 'bid_cousin', ...base, cousin: 'GWSC', price: 30 };
    expect(withCurrentFieldNames(bid)).toBe(bid);
    expect(withCurrentFieldNames('not an action')).toBe('not an action');
  });

  it('refuses a field given by both names', () => {
    expect(() => parseAction({ type: 'buy_shares', ...base, corporation: 'LSR', from: 'ipo', percent: 20, cousin: 'A', investor: 'B' })).toThrow(/names investor twice/);
    expect(() => parseAction({ type: 'run_routes', entityType: 'corporation', entity: 'LSR', routes: [{ train: 't', path: [], cousins: ['A'], investors: ['A'] }] })).toThrow(/routes\[0\] names investors twice/);
  });
});

const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

/**
 * Stored games whose rest a later rule change refuses: replayed up to that action, which must now be refused
 * for that reason, and not compared with the outcome then. 1820-seed2's action 672, MSJ&AR's lay on F4, met
 * track reached only by turning back at D4's city (D6-E5-D4 and back over the E5-D4 side into E5's curve to F4;
 * 1820 rules §12.3.1.1 L1122-1126: the line from a station may not cross any hexagon-edge twice), refused since
 * the lay checks trace the network as 18xx.games does (engine/map/graph.ts traceReach).
 */
const CUT: Record<string, { at: number; refused: RegExp }> = { '1820-seed2.json': { at: 672, refused: /F4 is not connected to a station of MSJ&AR/ } };

describe.each(files)('the stored game %s, written with the former names', (file) => {
  const game = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')) as {
    seed: string;
    players: string[];
    actions: { seat: number; action: Record<string, unknown> }[];
    outcome: { actionCount: number; players: number[]; bank: number; round: { kind: string; number: number }; cousins: unknown; corporations: Record<string, unknown> };
  };

  it('names fields the former way (else this test proves nothing)', () => {
    const used = new Set(game.actions.flatMap((a) => formerNamesIn(a.action)));
    expect(used.size).toBeGreaterThanOrEqual(3);
  });

  it('replays to the outcome the engine that wrote it reached; legalActions offers only the names now', () => {
    let s: GameState = createGame(title, { players: game.players, seed: game.seed });
    const offered = new Set<string>();
    const cut = CUT[file];
    game.actions.slice(0, cut?.at).forEach(({ seat, action }, i) => {
      // Every 25th position, and before each action written the former way: what the engine offers now.
      if (i % 25 === 0 || formerNamesIn(action).length > 0) for (const l of legalActions(title, s, seat)) for (const n of formerNamesIn(l.action as unknown as Record<string, unknown>)) offered.add(n);
      const r = apply(title, s, action, { seat });
      if (!r.ok) throw new Error(`action ${i} (${JSON.stringify(action)}) refused: ${r.error.message}`);
      s = r.state;
    });
    expect([...offered]).toEqual([]);
    if (cut) {
      const { seat, action } = game.actions[cut.at]!;
      expect(apply(title, s, action, { seat })).toMatchObject({ ok: false, error: { message: expect.stringMatching(cut.refused) } });
      return;
    }
    const o = game.outcome;
    expect({
      actionCount: s.actionCount,
      players: s.players.map((p) => p.cash),
      bank: s.bank,
      round: { kind: s.round.kind, number: (s.round as { number?: number }).number },
      cousins: s.cousins,
      corporations: Object.fromEntries(Object.values(s.corporations).map((c) => [c.id, { cash: c.cash, certs: c.certs, market: c.market, trains: c.trains.length, tokens: c.tokens.length }])),
    }).toEqual({ actionCount: o.actionCount, players: o.players, bank: o.bank, round: o.round, cousins: o.cousins, corporations: o.corporations });
  });
});
