/** Types for codegen/mechanism-schemas.js (plain CommonJS so that it runs without a build). */
export interface SchemaFragment {
  /** The folder's schema.json (and the fragment's index when it holds several), for errors. */
  folder: string;
  /** A schema file and a JSON Pointer into it ("title.schema.json#/properties"); the file alone for `$defs` only. */
  into: string;
  /** Properties added to the `properties` object `into` points at. */
  properties?: Record<string, unknown>;
  /** Items added at the end of the array `into` points at (an enum, an allOf or a oneOf). */
  append?: unknown[];
  /** Definitions added to the `$defs` of the file `into` names. */
  $defs?: Record<string, unknown>;
}
export declare const MECHANISMS_DIR: string;
/** The schema fragments of every mechanism folder (engine/mechanisms/<id>/schema.json: one fragment or an array), in folder order. */
export declare function loadFragments(dir?: string): SchemaFragment[];
/** schemas/ (file name → parsed schema) with every fragment added where it says. */
export declare function assembleSchemas(schemas: Record<string, unknown>, fragments?: SchemaFragment[]): Record<string, unknown>;
