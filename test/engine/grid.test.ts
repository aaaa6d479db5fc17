import { edgeBetween, formatHexId, neighbourId, parseHexId, type Axes } from '../../engine/map/grid';

const letterX: Axes = { x: 'letter', y: 'number' };
const numberX: Axes = { x: 'number', y: 'letter' };

describe('hex grid (18xx.games convention)', () => {
  test('labels map to doubled coordinates and back', () => {
    expect(parseHexId('A1', letterX)).toEqual({ x: 0, y: 0 });
    expect(parseHexId('E12', letterX)).toEqual({ x: 4, y: 11 });
    expect(parseHexId('E12', numberX)).toEqual({ x: 11, y: 4 });
    expect(formatHexId(4, 11, letterX)).toBe('E12');
    expect(formatHexId(11, 4, numberX)).toBe('E12');
    expect(parseHexId('AA3', letterX)).toEqual({ x: 26, y: 2 });
    expect(parseHexId('e12', letterX)).toBeNull();
  });

  test('flat layout: edge 0 is south, numbered clockwise', () => {
    // C3 is (2,2): south (0,+2) is C5, south-west (-1,+1) is B4, north-west B2, north C1, north-east D2, south-east D4.
    expect([0, 1, 2, 3, 4, 5].map((e) => neighbourId('C3', e, 'flat', letterX))).toEqual(['C5', 'B4', 'B2', 'C1', 'D2', 'D4']);
  });

  test('a map numbered from 0: 18xx.games\' 1850Jr has Napoli on H0, north of Messina (H2)', () => {
    expect(parseHexId('H0', letterX)).toEqual({ x: 7, y: -1 });
    expect(neighbourId('H2', 3, 'flat', letterX)).toBe('H0');
    expect(edgeBetween('H0', 'H2', 'flat', letterX)).toBe(0);
    // Nothing north of row 0, nothing west of column A.
    expect(neighbourId('H0', 3, 'flat', letterX)).toBeNull();
    expect(neighbourId('A5', 2, 'flat', letterX)).toBeNull();
  });

  test('pointy layout (numbers across, letters down): edge 0 is south-west, numbered clockwise', () => {
    // E12 is (11,4): SW (-1,+1) F11, W (-2,0) E10, NW (-1,-1) D11, NE (+1,-1) D13, E (+2,0) E14, SE (+1,+1) F13.
    expect([0, 1, 2, 3, 4, 5].map((e) => neighbourId('E12', e, 'pointy', numberX))).toEqual(['F11', 'E10', 'D11', 'D13', 'E14', 'F13']);
  });

  test('edgeBetween is the inverse of neighbourId and opposite edges pair up', () => {
    for (let e = 0; e < 6; e++) {
      const n = neighbourId('E12', e, 'pointy', numberX)!;
      expect(edgeBetween('E12', n, 'pointy', numberX)).toBe(e);
      expect(edgeBetween(n, 'E12', 'pointy', numberX)).toBe((e + 3) % 6);
    }
    expect(edgeBetween('A1', 'C5', 'flat', letterX)).toBeNull();
  });
});
