/**
 * Setting defaults are written once, in the schemas (`default`), and applied once, when a definition
 * is compiled (engine/definition/defaults.ts, from the table codegen derives: engine/generated/defaults.ts).
 */
import { compileTitle, type Definition } from '../../engine';
import { SETTING_DEFAULTS } from '../helpers/engine-internals';
import { withDefaults } from '../../engine/definition/defaults';
import { definitionOf } from '../helpers/demo';

describe('setting defaults', () => {
  it('the table holds the schemas\' defaults', () => {
    expect(SETTING_DEFAULTS).toContainEqual({ file: 'title', path: ['rounds', 'operating', 'stationInSameHex'], value: 'bothStay' });
    expect(SETTING_DEFAULTS).toContainEqual({ file: 'title', path: ['rounds', 'stock', 'sellMovement', 'directorSalesAlwaysMove'], value: false });
  });

  it('a compiled title states a setting its data leaves out; a setting the data gives is kept; the loaded definition is not changed', () => {
    const raw = definitionOf('1860');
    expect(raw.title.rounds.operating.stationInSameHex).toBeUndefined();
    const t1860 = compileTitle(raw);
    expect(t1860.definition.title.rounds.operating.stationInSameHex).toBe('bothStay');
    expect(t1860.rounds.stock.sellMovement.directorSalesAlwaysMove).toBe(false);
    expect(raw.title.rounds.operating.stationInSameHex).toBeUndefined();
    expect(compileTitle(definitionOf('1843')).rounds.operating.stationInSameHex).toBe('refused');
    expect(compileTitle(definitionOf('1862')).rounds.stock.sellMovement.directorSalesAlwaysMove).toBe(true);
  });

  it('a parent setting with a default (market.json movement, {}) is stated first, then the defaults under it', () => {
    const raw = definitionOf('demo');
    expect(raw.market.movement).toBeUndefined();
    const demo = compileTitle(raw);
    expect(demo.definition.market.movement).toEqual({ upOnTopRow: 'stay', payoutSteps: 'one', maxPayoutSteps: 1, saleAtColumnBottom: 'stay', restackOnUnchangedPayout: false });
    expect(demo.market).toMatchObject({ upOnTopRow: 'stay', payoutSteps: 'one', maxPayoutSteps: 1, saleAtColumnBottom: 'stay', restackOnUnchangedPayout: false });
    // 1870 states its own: kept.
    expect(compileTitle(definitionOf('1870')).market.upOnTopRow).toBe('rightThenDown');
  });

  it('"*" reaches every element of an array; an absent parent is not created; nothing to do gives the same object', () => {
    const def = { trains: { trains: [{ id: 'a' }, { id: 'b', extra: 2 }] }, phases: { phases: [] } } as unknown as Definition;
    const out = withDefaults(def, [
      { file: 'trains', path: ['trains', '*', 'extra'], value: 1 },
      { file: 'phases', path: ['missing', 'deep'], value: 3 },
    ]);
    expect(out.trains.trains).toEqual([{ id: 'a', extra: 1 }, { id: 'b', extra: 2 }]);
    expect(out.phases).toBe(def.phases);
    expect((def.trains.trains[0] as { extra?: number }).extra).toBeUndefined();
    expect(withDefaults(out, [{ file: 'trains', path: ['trains', '*', 'extra'], value: 1 }])).toBe(out);
  });
});
