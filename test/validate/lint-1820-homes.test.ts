/**
 * The lint checks of 1820's homes (NOTES.md G3): corporations without a fixed home are accepted when
 * title.json floatStations places their stations at the start, and reported otherwise; homeTokens skips them.
 */
import { corporations } from '../../tools/lint/corporations';
import { homeTokens } from '../../tools/lint/home-tokens';
import { loadTitleDir } from '../../tools/definitions-fs';
import { repoPath } from '../../tools/paths';

const loaded = loadTitleDir(repoPath('definitions', '1820'));

describe('1820 homes lint', () => {
  it('passes the written data: 30 charters with no home and floatStations', () => {
    expect(corporations(loaded.definition, loaded.files)).toEqual([]);
    expect(homeTokens(loaded.definition, loaded.files)).toEqual([]);
  });

  it('reports a corporation without a home when the title has no floatStations', () => {
    const def = structuredClone(loaded.definition);
    delete def.title.floatStations;
    const messages = corporations(def, loaded.files);
    expect(messages).toHaveLength(30);
    expect(messages[0]!.message).toMatch(/no home, and title.json has no floatStations/);
  });
});
