/**
 * The shape of a loaded title definition: one object per definition file.
 * The file-level types are generated from schemas/ by codegen (engine/generated/);
 * this module only composes them.
 */
import type {
  TitleFile,
  MapFile,
  TilesFile,
  MarketFile,
  CorporationsFile,
  CompaniesFile,
  CousinsFile,
  TrainsFile,
  PhasesFile,
  TileDefinition,
} from '../generated/definition';

export type {
  TitleFile,
  MapFile,
  TilesFile,
  MarketFile,
  CorporationsFile,
  CompaniesFile,
  CousinsFile,
  TrainsFile,
  PhasesFile,
  TileDefinition,
};

/** Everything the engine needs to run one title, as read from definitions/<title>/. */
export interface Definition {
  title: TitleFile;
  map: MapFile;
  /** The title's tile manifest, and any tiles it defines for itself. */
  tiles: TilesFile;
  /** Tiles from the shared catalogue that the manifest refers to (plus the title's own). */
  catalogue: TileDefinition[];
  market: MarketFile;
  corporations: CorporationsFile;
  companies: CompaniesFile;
  /** Cousins (cousins.json; 1820 §14): no cousins when the file is absent. */
  cousins: CousinsFile;
  trains: TrainsFile;
  phases: PhasesFile;
}

/** The definition files of a title directory, keyed by the name used in variant patches. */
export const DEFINITION_FILES = [
  'title',
  'map',
  'tiles',
  'market',
  'corporations',
  'companies',
  'cousins',
  'trains',
  'phases',
] as const;
export type DefinitionFileKey = (typeof DEFINITION_FILES)[number];
