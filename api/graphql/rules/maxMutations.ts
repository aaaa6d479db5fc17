/**
 * Refuses a mutation that asks for more than a few top-level fields: each one writes (a new
 * game, an import, an action), so one request with a thousand aliased createGame would
 * otherwise create a thousand games. Fragments count as their fields.
 */
import { GraphQLError, Kind, type ASTNode, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

export const MAX_MUTATION_FIELDS = 5;

export function maxMutationsRule(limit = MAX_MUTATION_FIELDS): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    const count = (set: SelectionSetNode, seen: Set<string>): number => {
      let n = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) n += sel.name.value === '__typename' ? 0 : 1;
        else if (sel.kind === Kind.INLINE_FRAGMENT) n += count(sel.selectionSet, seen);
        else {
          const fragment = fragments.get(sel.name.value);
          // Cycles are reported by graphql's own NoFragmentCycles rule.
          if (!fragment || seen.has(sel.name.value)) continue;
          n += count(fragment.selectionSet, new Set([...seen, sel.name.value]));
        }
      }
      return n;
    };
    return {
      OperationDefinition(node) {
        if (node.operation !== 'mutation') return;
        const n = count(node.selectionSet, new Set());
        if (n > limit) {
          context.reportError(
            new GraphQLError(`the mutation asks for ${n} fields; at most ${limit} are allowed in one request`, {
              nodes: [node as ASTNode],
              extensions: { code: 'TOO_MANY_MUTATIONS', limit },
            }),
          );
        }
      },
    };
  };
}
