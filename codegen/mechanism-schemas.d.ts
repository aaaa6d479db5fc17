/** Types for codegen/mechanism-schemas.js (plain CommonJS so that it runs without a build). */
export interface SchemaFragment {
  folder: string;
  into: string;
  properties: Record<string, unknown>;
}
export declare const MECHANISMS_DIR: string;
/** The schema fragments of every mechanism folder (engine/mechanisms/<id>/schema.json), in folder order. */
export declare function loadFragments(dir?: string): SchemaFragment[];
/** schemas/ (file name → parsed schema) with every fragment's properties added where it says. */
export declare function assembleSchemas(schemas: Record<string, unknown>, fragments?: SchemaFragment[]): Record<string, unknown>;
