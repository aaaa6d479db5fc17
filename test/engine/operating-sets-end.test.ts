/**
 * endConditions "operatingSetsPlayed" (engine/mechanisms/end/operatingSetsPlayed.ts): a game of a fixed length
 * ends when its `sets`-th set of operating rounds ends, and not before.
 */
import { compileTitle } from '../../engine';
import { definitionOf } from '../helpers/demo';
import { Driver } from '../helpers/driver';

/** The demo lasting `sets` operating sets, its other ends kept. */
function fixedLength(sets: number) {
  const def = structuredClone(definitionOf('demo'));
  def.title.endConditions = [{ kind: 'operatingSetsPlayed', sets, timing: 'endOfOperatingSet' }, ...def.title.endConditions];
  return compileTitle(def);
}

/** Ann starts and floats NR (50% at par 100); then every seat passes through the stock round. */
function floatNR(d: Driver): void {
  d.do({ type: 'par', corporation: 'NR', price: 100 });
  for (let i = 0; i < 3; i++) {
    d.pass();
    d.do({ type: 'buy_shares', corporation: 'NR', from: 'ipo', percent: 10 });
  }
  expect(d.state.corporations.NR!.floated).toBe(true);
}

/** Every seat passes (NR runs no train) until the game ends or `stop` holds. */
function playOn(d: Driver, stop: () => boolean): void {
  for (let i = 0; i < 500 && !d.state.finished && !stop(); i++) d.pass();
}

describe('a game of a fixed number of operating sets', () => {
  test('ends as its second set ends, with the reason operatingSetsPlayed', () => {
    const d = new Driver(fixedLength(2), ['Ann', 'Bob'], 'sets');
    floatNR(d);
    let setsSeen = 0;
    playOn(d, () => {
      const r = d.state.round;
      if (r.kind === 'operating') setsSeen = Math.max(setsSeen, r.set);
      return false;
    });
    expect(setsSeen).toBe(2);
    expect(d.state.finished).toMatchObject({ reason: 'operatingSetsPlayed' });
    expect(d.log).toContain('Operating set 2 of 2 ends');
  });

  test('does not end before: after the first of three sets the second stock round is played', () => {
    const d = new Driver(fixedLength(3), ['Ann', 'Bob'], 'sets');
    floatNR(d);
    playOn(d, () => d.state.round.kind === 'stock' && d.state.round.number === 2);
    expect(d.state.finished).toBeFalsy();
    expect(d.state.round).toMatchObject({ kind: 'stock', number: 2 });
  });
});
