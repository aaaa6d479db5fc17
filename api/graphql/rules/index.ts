/** Validation rules added to graphql's own, for HTTP and WebSocket alike. One rule per file. */
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { GraphQLError, type ValidationRule } from 'graphql';
import { maxCostRule, MAX_QUERY_COST } from './maxCost';
import { maxDepthRule, MAX_QUERY_DEPTH } from './maxDepth';
import { maxMutationsRule, MAX_MUTATION_FIELDS } from './maxMutations';
import { maxOperationsRule, MAX_OPERATIONS } from './maxOperations';

/** Per-request caps (docs/api.md, Limits and security). */
export interface RequestCaps {
  maxDepth: number;
  maxCost: number;
  /** Aliased fields per operation (graphql-armor's max-aliases), fragments included. */
  maxAliases: number;
  /** Top-level fields of a mutation. */
  maxMutations: number;
  /** Operations in one document. */
  maxOperations: number;
  /** Lexical tokens in one document: the parser stops there (graphql-js parse maxTokens). */
  maxTokens: number;
}

export const DEFAULT_REQUEST_CAPS: RequestCaps = {
  maxDepth: MAX_QUERY_DEPTH,
  maxCost: MAX_QUERY_COST,
  maxAliases: 30,
  maxMutations: MAX_MUTATION_FIELDS,
  maxOperations: MAX_OPERATIONS,
  // The introspection query is about 300 tokens, a whole-state game query about 600.
  maxTokens: 10_000,
};

export function apiValidationRules(caps: RequestCaps = DEFAULT_REQUEST_CAPS): ValidationRule[] {
  return [
    maxOperationsRule(caps.maxOperations),
    maxDepthRule(caps.maxDepth),
    maxCostRule(caps.maxCost),
    maxMutationsRule(caps.maxMutations),
    // Reported as a validation error of ours (armor's default is to throw, which Apollo would
    // answer as an internal error). __typename aliases are free here; the token cap bounds them.
    maxAliasesRule({
      n: caps.maxAliases,
      exposeLimits: true,
      propagateOnRejection: false,
      onReject: [
        (context, error) =>
          context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code: 'TOO_MANY_ALIASES', limit: caps.maxAliases } })),
      ],
    }),
  ];
}

export const API_VALIDATION_RULES: ValidationRule[] = apiValidationRules();
