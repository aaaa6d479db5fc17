/**
 * The hooks the big operating steps and the route layer ask (engine/core/mechanism.ts, the block
 * "the big operating steps and routes"): each is answered by the mechanisms of the titles whose
 * rules need it and by no others, and a few answers are checked directly.
 */
import { titleOf } from '../helpers/demo';
import { createGame, type Title } from '../../engine';
import {
  buildDispatcher, first, type HookName, type Mechanism, certificateLimit, type Ctx,
} from '../helpers/engine-internals';

/** Hook → a title (and variant) that answers it, and one that does not. */
const ANSWERED: readonly [HookName, string, string | null, string | null][] = [
  ['routeLinks', '1862', null, '1870'],
  ['routeAbilities', '1820', null, '1862'],
  ['routeAbilitiesUsed', '1820', null, '1870'],
  ['beforeRun', '1860', null, null],
  ['trainsRan', '1843', null, null],
  ['routesRun', '1860', 'destinations', '1860'],
  ['forcedLays', '1862', null, '1870'],
  ['layPassRefusal', '1862', null, '1870'],
  ['layAwaited', '1870', null, null],
  ['layAbility', '1820', null, '1870'],
  ['stationAbility', '1820', null, '1870'],
  ['abilityClaimRefusal', '1820', null, '1870'],
  ['stationAbilityUsed', '1820', null, '1870'],
  ['stationAlternatives', '1843', null, '1870'],
  ['stationAlternative', '1843', null, '1870'],
  ['stationTakenInstead', '1843', null, '1870'],
  ['redeemRefusal', '1862', null, null],
  ['redeemPrice', '1862', 'solo', '1870'],
  ['redeemSource', '1862', 'solo', '1870'],
  ['redeemColumns', '1862', 'solo', '1870'],
  ['redeemFromColumn', '1862', 'solo', '1870'],
  ['capitalization', '1862', null, '1870'],
  ['dividendForced', '1860', null, null],
  ['revenuePaid', '1860', null, '1870'],
];

describe('the step and route hooks', () => {
  const titles = new Map<string, Title>();
  const title = (id: string, variant: string | null = null): Title => {
    const key = `${id}/${variant ?? ''}`;
    if (!titles.has(key)) titles.set(key, titleOf(id, variant));
    return titles.get(key)!;
  };

  test.each(ANSWERED)('%s is answered in %s and not where no mechanism needs it', (hook, on, variant, off) => {
    expect(title(on, variant).mechanisms[hook].length).toBeGreaterThan(0);
    if (off !== null) expect(title(off).mechanisms[hook]).toHaveLength(0);
  });

  test('routeLinks bars the rail-link stops to a corporation without its link (1862 §2.6 item 5)', () => {
    const t = title('1862');
    const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
    const corp = t.corporations[0]!.id;
    const links = first(t, 'routeLinks', t, state, corp);
    expect(links).not.toBeNull();
    const rule = (t.definition.title.routes as { endsNeedLink: { stops: { hex: string; node?: number }[] } }).endsNeedLink;
    const stop = rule.stops[0]!;
    expect(links!.barred(stop.hex, stop.node ?? 0)).toBe(true);
    // A stop no link rule names is never barred.
    const other = t.hexIds.find((h) => !rule.stops.some((s) => s.hex === h))!;
    expect(links!.barred(other, 0)).toBe(false);
  });

  test('firstNumberOnly: under nationalisation a train counts only its first number (1860 rules L915-916)', () => {
    const t = title('1860');
    const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
    expect(first(t, 'firstNumberOnly', t, state)).toBeNull();
    state.nationalization = { ceased: [], paid: {} };
    expect(first(t, 'firstNumberOnly', t, state)).toBe(true);
    expect(title('1870').mechanisms.firstNumberOnly).toHaveLength(0);
  });

  test('certificateLimit: the limit the final era fixes replaces the table (1862.md §2.9)', () => {
    const t = title('1862');
    const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
    const table = certificateLimit(t, state);
    expect(first(t, 'certificateLimit', t, state)).toBeNull();
    state.certificateLimitOverride = table - 3;
    expect(certificateLimit(t, state)).toBe(table - 3);
  });

  test('redeemSource: the solo tableau is a place to redeem from only in a game with a tableau (1862 solo S22)', () => {
    const t = title('1862', 'solo');
    const state = createGame(t, { players: ['A'], seed: 1 });
    expect(first(t, 'redeemSource', t, state)?.from).toBe('tableau');
    delete state.tableau;
    expect(first(t, 'redeemSource', t, state)).toBeNull();
  });

  test('dividendForced: a retention speaks before a full payout, in registry order', () => {
    const def = titleOf('demo').definition;
    const mech = (id: string, kind: string): Mechanism => ({ id, block: null, appliesTo: () => true, hooks: { dividendForced: () => kind } });
    const t = { mechanisms: buildDispatcher([mech('retain', 'withhold'), mech('nationalise', 'payout')], def) } as Title;
    expect(first(t, 'dividendForced', {} as Ctx, 'X')).toBe('withhold');
  });

  test('capitalization falls back to corporations.json where no start mode sets it', () => {
    const t = title('1870');
    const state = createGame(t, { players: ['A', 'B', 'C'], seed: 1 });
    const c = Object.values(state.corporations)[0]!;
    expect(first(t, 'capitalization', t, c)).toBeNull();
    const t62 = title('1862');
    const s62 = createGame(t62, { players: ['A', 'B', 'C'], seed: 1 });
    const moded = Object.values(s62.corporations).map((x) => ({ ...x, startMode: Object.keys((t62.definition.title as { startModes: { modes: Record<string, unknown> } }).startModes.modes)[0]! }))[0]!;
    expect(first(t62, 'capitalization', t62, moded)).not.toBeNull();
  });
});
