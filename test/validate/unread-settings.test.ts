/**
 * `switchyard validate` warns about a setting no module reads (tools/unread-settings.ts): a key the
 * schemas declare whose name the readers' code never spells.
 */
import * as path from 'path';
import { settingNames, unreadSettings, wordsOfReaders } from '../../tools/unread-settings';
import { titleDirWarnings } from '../../tools/validate';
import { repoPath } from '../../tools/paths';

describe('settings nothing reads', () => {
  it('warns for each declared key the readers never name, once per file, with its place', () => {
    const files = { title: { path: '/t/title.json', data: { read: 1, unread: { alsoUnread: [{ alsoUnread: 2 }] }, T1: 3 } } };
    const warnings = unreadSettings(files, new Set(['read']), new Set(['read', 'unread', 'alsoUnread']));
    // T1 is data (an id as a key), not a declared setting.
    expect(warnings.map((w) => [w.file, w.pointer])).toEqual([
      ['/t/title.json', '/unread'],
      ['/t/title.json', '/unread/alsoUnread'],
    ]);
    expect(warnings[0]!.message).toMatch(/^warning: nothing reads the setting "unread"/);
  });

  it('derives what is read from the source: the engine names holdingLimitPercent and stationInSameHex; generated types do not count', () => {
    const words = wordsOfReaders();
    expect(words.has('holdingLimitPercent')).toBe(true);
    expect(words.has('stationInSameHex')).toBe(true);
    // Declared in the schemas, but only engine/generated/ spelled it (comments and generated sources are left out).
    expect(settingNames().has('aShift')).toBe(true);
    expect(words.has('aShift')).toBe(false);
  });

  it('finds the unread settings of the titles; a title with warnings still validates', () => {
    const pointers = (t: string) => titleDirWarnings(repoPath('definitions', t)).map((w) => `${path.basename(w.file)}${w.pointer}`);
    // Ability params are declared per kind (abilities.schema.json $defs), so those of 1870's abilities that only document a rule show too.
    expect(pointers('1870')).toEqual([
      'map.json/hexes/7/partitions/0/aShift',
      'map.json/hexes/18/partitions/0/bShift',
      'companies.json/companies/1/abilities/1/params/mustBeReachable',
      'companies.json/companies/1/abilities/2/params/noUpgradeOfSameHexThisRound',
      'companies.json/companies/2/abilities/0/params/removedBy',
      'companies.json/companies/3/abilities/1/params/sameHexAsReplaced',
    ]);
    expect(pointers('1830')).toEqual([]);
    expect(pointers('1820')).toEqual([]);
    expect(pointers('demo')).toEqual([]);
  });
});
