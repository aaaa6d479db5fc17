/** Types for codegen/generate.js (plain CommonJS so that it runs without a build). */
export declare const REPO_ROOT: string;
export declare const SCHEMAS_DIR: string;
/** Names each generated file must export exactly once. */
export declare const EXPECTED_EXPORTS: Record<string, string[]>;
/** Generates engine/generated/*.ts and api/graphql/generated/*.ts: output path relative to the repo root → file content. */
export declare function generateTypes(schemasDir?: string): Promise<Record<string, string>>;
/** Reads every *.schema.json in a directory, with the mechanism folders' fragments assembled in: file name → parsed schema. */
export declare function loadSchemas(dir?: string): Record<string, unknown>;
/** Rewrites a schema into a self-contained one whose $refs point at titled $defs only. */
export declare function bundle(schemas: Record<string, unknown>, root: unknown, rootFile: string): Record<string, unknown>;
