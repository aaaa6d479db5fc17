/**
 * Refuses operations nested deeper than a limit (fields within fields, through fragments), so
 * that no client can make the server build an arbitrarily deep response. Our schema's deepest
 * legitimate query is about six levels; the limit leaves room.
 */
import { GraphQLError, Kind, type ASTNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

// 16 admits graphql-js's standard introspection query (15 levels), which GraphiQL, Apollo
// Sandbox and code generators send; the cost rule bounds breadth.
export const MAX_QUERY_DEPTH = 16;

export function maxDepthRule(limit = MAX_QUERY_DEPTH): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
      if (!set) return 0;
      let max = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) max = Math.max(max, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        else if (sel.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(sel.selectionSet, seen));
        else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
          if (!fragment || seen.has(name)) continue;
          max = Math.max(max, depthOf(fragment.selectionSet, new Set([...seen, name])));
        }
      }
      return max;
    };

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > limit) {
          context.reportError(
            new GraphQLError(`the query is ${depth} levels deep; at most ${limit} are allowed`, {
              nodes: [node as ASTNode],
              extensions: { code: 'QUERY_TOO_DEEP' },
            }),
          );
        }
      },
    };
  };
}
