/**
 * The shape of a loaded title definition: one object per definition file.
 * The file-level types, and the list of the files (one per schema in schemas/), are generated
 * by codegen (engine/generated/); this module only composes them.
 */
import type {
  DefinitionFiles,
  TitleFile,
  MapFile,
  TilesFile,
  MarketFile,
  CorporationsFile,
  CompaniesFile,
  TrainsFile,
  PhasesFile,
  TileDefinition,
} from '../generated/definition';

export type {
  DefinitionFiles,
  TitleFile,
  MapFile,
  TilesFile,
  MarketFile,
  CorporationsFile,
  CompaniesFile,
  TrainsFile,
  PhasesFile,
  TileDefinition,
};

/**
 * Everything the engine needs to run one title, as read from definitions/<title>/: every definition
 * file (`tiles` is the title's tile manifest and any tiles it defines for itself; a mechanism's own
 * file, absent from a title without it, is read as empty), and the tiles of the shared catalogue.
 */
export interface Definition extends DefinitionFiles {
  /** Tiles from the shared catalogue that the manifest refers to (plus the title's own). */
  catalogue: TileDefinition[];
}

/** The definition files of a title directory, keyed by the name used in variant patches. */
export { DEFINITION_FILES, type DefinitionFileKey } from '../generated/definition';
