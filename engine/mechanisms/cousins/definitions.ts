/** The title's cousins (cousins.json cousins), looked up once per compiled title. */
import type { Title } from '../../definition/title';
import type { Cousin } from '../../generated/definition';

const DEFINITIONS = new WeakMap<Title, { list: Cousin[]; byId: Map<string, Cousin> }>();

function definitionsOf(title: Title): { list: Cousin[]; byId: Map<string, Cousin> } {
  let defs = DEFINITIONS.get(title);
  if (!defs) {
    const list = title.definition.cousins?.cousins ?? [];
    defs = { list, byId: new Map(list.map((c) => [c.id, c])) };
    DEFINITIONS.set(title, defs);
  }
  return defs;
}

/** The title's cousins (cousins.json cousins), in their order; none in a title without cousins. */
export const cousinDefs = (title: Title): Cousin[] => definitionsOf(title).list;
/** One cousin's definition by id. */
export const cousinDef = (title: Title, id: string): Cousin | undefined => definitionsOf(title).byId.get(id);

/** The title's cousins file, when it has any cousins. */
export function cousinsConfig(title: Title) {
  return cousinDefs(title).length > 0 ? title.definition.cousins : null;
}
