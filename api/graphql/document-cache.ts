/**
 * Parsed and validated GraphQL documents by query text, for operations over WebSocket and
 * over HTTP's direct lane (api/direct.ts): a client that sends the same subscription or the
 * same act a thousand times has it parsed and validated once, with the rules Apollo applies.
 * Validation depends on the document alone, never on the variables, so a cached answer is
 * the answer.
 */
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';

export type CheckedDocument = { document: DocumentNode } | { errors: GraphQLError[] };

/** Longest query text kept (longer ones are checked every time), and how many are kept. */
export const MAX_CACHED_CHARS = 4096;
const MAX_ENTRIES = 256;

export class DocumentCache {
  private readonly entries = new Map<string, CheckedDocument>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly maxTokens: number,
  ) {}

  /** The document, or the errors of its parse (GRAPHQL_PARSE_FAILED) or its validation (GRAPHQL_VALIDATION_FAILED). */
  check(query: string): CheckedDocument {
    const hit = this.entries.get(query);
    if (hit) {
      // Most recently used last: the first entry is the one to evict.
      this.entries.delete(query);
      this.entries.set(query, hit);
      return hit;
    }
    const checked = this.checkNow(query);
    if (query.length <= MAX_CACHED_CHARS) {
      this.entries.set(query, checked);
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return checked;
  }

  private checkNow(query: string): CheckedDocument {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: this.maxTokens });
    } catch (err) {
      return { errors: [new GraphQLError(err instanceof Error ? err.message : 'syntax error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })] };
    }
    // As over HTTP (Apollo): every refusal of a validation rule is GRAPHQL_VALIDATION_FAILED.
    const errors = validate(this.schema, document, [...specifiedRules, ...this.rules]).map(
      (e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { ...e.extensions, code: 'GRAPHQL_VALIDATION_FAILED' } }),
    );
    return errors.length > 0 ? { errors } : { document };
  }
}
