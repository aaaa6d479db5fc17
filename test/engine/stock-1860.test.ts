/**
 * 1860's stock-round and track mechanisms, on positions from a recorded game
 * (../shared/fixtures/1860/1860-game-end-bank.json, replayed by the importer):
 * the home tile laid as a corporation floats (rules L550-558, rounds.stock.homeTrackAtFloat),
 * the exchange of a private for the top share of its pile, the reserved share held back until then
 * (L137-153, L228-260; company ability "exchange", step exchangeCompany), and the second
 * yellow lay that may not be a large station (L665-673; tileLays afterCity / cities).
 */
import * as fs from 'fs';
import { apply, legalActions, whoActs, type Title, type GameState } from '../../engine';
import { type Ctx, nextLaySlot, canUpgradeKind, preservesTrack } from '../helpers/engine-internals';
import { parseExport, type ExportAction } from '../../tools/import/export-format';
import { replayExport, titleForExport } from '../../tools/import/replay';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath, sharedPath } from '../../tools/paths';

const definition = loadTitleDir(repoPath('definitions', '1860')).definition;
const game = parseExport(fs.readFileSync(sharedPath('fixtures', '1860', '1860-game-end-bank.json'), 'utf8'));
const title: Title = titleForExport(definition, game);

/** Our state just before the recorded action with log id `id`. */
function before(id: number): GameState {
  let found: GameState | null = null;
  replayExport(definition, game, {
    beforeAction: (state: GameState, a: ExportAction) => {
      if (!found && a.id === id) found = structuredClone(state);
    },
  });
  if (!found) throw new Error(`the replay does not reach log id ${id}`);
  // The position as a game created here would have it: an import may also end by agreement of
  // every player (end_game in each seat's legal actions), which these tests leave aside.
  const { endByAgreement: _byAgreement, ...state } = found as GameState;
  return state;
}

describe('1860 home track at float', () => {
  // Log id 48: C&N lays 787 on Cowes (F2) in stock round 1, right after the buy that floated it.
  const state = before(48);

  it('hands the turn to the corporation that floated, for a yellow tile on its home hex only', () => {
    expect(state.round.kind).toBe('stock');
    expect(whoActs(title, state)).toMatchObject({ entityType: 'corporation', entity: 'C&N' });
    const seat = whoActs(title, state)!.seat;
    const legal = legalActions(title, state, seat);
    expect(legal.length).toBeGreaterThan(0);
    for (const l of legal) expect(l.action).toMatchObject({ type: 'lay_tile', hex: 'F2' });
    expect(legal.map((l) => (l.action as { tile: string }).tile)).toContain('787');
    // No pass while a tile fits, and nothing else.
    expect(apply(title, state, { type: 'pass', entityType: 'corporation', entity: 'C&N' }, { seat }).ok).toBe(false);
  });

  it('lays it without using the first operating turn\'s lays, and play goes back to the players', () => {
    const seat = whoActs(title, state)!.seat;
    const r = apply(title, state, { type: 'lay_tile', entityType: 'corporation', entity: 'C&N', hex: 'F2', tile: '787', rotation: 0 }, { seat });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.hexes['F2']!.tile).toBe('787');
    expect(r.state.round.kind).toBe('stock');
    expect(whoActs(title, r.state)!.entityType).toBe('player');
  });
});

describe('1860 exchange of a private for a share', () => {
  // Log id 130: the owner of YHC exchanges it for a FYN share.
  const state = before(130);
  const owner = Number(state.companies['YHC']!.owner.slice('player:'.length));

  it('holds the reserved certificate back from buyers while the private is open', () => {
    const fyn = state.corporations['FYN']!;
    expect(fyn.certs[8]).toBe('ipo');
    // Take every other initial-offering certificate away: the reserved one alone is left.
    const s = structuredClone(state);
    s.corporations['FYN']!.certs = s.corporations['FYN']!.certs.map((h, i) => (i === 8 || h !== 'ipo' ? h : 'market'));
    const seat = whoActs(title, s)!.seat;
    const buys = legalActions(title, s, seat).filter((l) => l.action.type === 'buy_shares' && (l.action as { corporation: string; from: string }).corporation === 'FYN' && (l.action as { from: string }).from === 'ipo');
    expect(buys).toEqual([]);
  });

  it('is offered to the owner in their turn, closes the private, and leaves the turn open', () => {
    expect(whoActs(title, state)!.seat).toBe(owner);
    const legal = legalActions(title, state, owner);
    const exchange = legal.find((l) => l.action.type === 'exchange_company');
    expect(exchange?.action).toMatchObject({ company: 'YHC', entity: owner });
    const r = apply(title, state, exchange!.action, { seat: owner });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.companies['YHC']!.closed).toBe(true);
    // The top certificate of the pile, not the reserved one at its bottom (L255), which is now an ordinary share.
    const top = state.corporations['FYN']!.certs.findIndex((h, i) => i > 0 && h === 'ipo');
    expect(top).toBeLessThan(8);
    expect(r.state.corporations['FYN']!.certs[top]).toBe(`player:${owner}`);
    expect(r.state.corporations['FYN']!.certs[8]).toBe('ipo');
    // A free action: the owner (or the corporation it floated, laying its home tile) acts next, not the next player.
    const next = whoActs(title, r.state)!;
    expect(next.seat === owner || next.entity === 'FYN').toBe(true);
  });

  it('is refused to anybody else', () => {
    const other = (owner + 1) % state.players.length;
    const r = apply(title, state, { type: 'exchange_company', entityType: 'player', entity: other, company: 'YHC' }, { seat: other });
    expect(r.ok).toBe(false);
  });
});

describe('1860 tile lays: two yellow, but a large station only as the first', () => {
  it('reads the second lay as lost after a city tile, and as city-free otherwise', () => {
    const state = before(61); // IOW's first operating turn: it lays tile 5 (a town) on J4
    expect(state.round.kind).toBe('operating');
    const ctx: Ctx = { title, state: structuredClone(state), log: [] };
    expect(nextLaySlot(ctx)).toMatchObject({ lay: true, upgrade: true, cities: true });
    if (ctx.state.round.kind !== 'operating') throw new Error('not an operating round');
    ctx.state.round.turn.tilesLaid.push({ hex: 'J4', upgrade: false, city: true });
    expect(nextLaySlot(ctx)).toBeNull();
    ctx.state.round.turn.tilesLaid = [{ hex: 'H4', upgrade: false }];
    expect(nextLaySlot(ctx)).toMatchObject({ lay: true, upgrade: false, cities: false });
  });
});

describe('1860 upgrades: a village halt becomes a small station (rules L617-651, tileUpgrades.haltsBecomeTowns)', () => {
  it('lets 742 (yellow halt) become 748 (green small station) with its track kept, and never the reverse', () => {
    const halt = title.tiles.get('742')!;
    const town = title.tiles.get('748')!;
    expect(halt.nodes.map((n) => n.kind)).toEqual(['halt']);
    expect(town.nodes.map((n) => n.kind)).toEqual(['town']);
    expect(canUpgradeKind(halt, town, null, true)).toBe(true);
    expect(canUpgradeKind(halt, town, null, false)).toBe(false);
    expect(canUpgradeKind(town, halt, null, true)).toBe(false);
    const fits = [0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(halt, 0, town, r, true));
    expect(fits.length).toBeGreaterThan(0);
    expect([0, 1, 2, 3, 4, 5].filter((r) => preservesTrack(halt, 0, town, r, false))).toEqual([]);
  });
});

describe('1860 operating order: markers arrive on their cell when the corporation floats (rounds.operating.arrivalOnFloat)', () => {
  it('lets IWNJ, floated before FYN on the same price, operate first, as the recorded game does', () => {
    const state = before(148); // IWNJ's first operating turn in OR 4.1
    if (state.round.kind !== 'operating') throw new Error('not an operating round');
    expect(state.round.current).toBe('IWNJ');
    expect(state.round.done).not.toContain('FYN');
    const iwnj = state.corporations['IWNJ']!;
    const fyn = state.corporations['FYN']!;
    expect(iwnj.marketSeq).toBeLessThan(fyn.marketSeq);
  });
});
