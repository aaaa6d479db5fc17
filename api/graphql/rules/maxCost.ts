/**
 * Refuses operations whose estimated cost is over a limit, before anything runs. The
 * depth rule bounds nesting; this bounds breadth: many aliased copies of an expensive
 * field, or lists inside lists, each of which multiplies the work.
 *
 * The estimate, per field: its own weight (1, or FIELD_WEIGHTS for resolvers that
 * compute: legal actions, the whole state, analytics; the route optimiser costs its time
 * budget in milliseconds, so ten seconds of search cost 10,000), plus the
 * cost of its selection, multiplied for a list field by the list's size: the `limit`
 * argument when there is one, else LIST_SIZE. Lists are assumed full, so the bound
 * is pessimistic: a legitimate full-state query costs about 2,000.
 */
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  GraphQLList,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ASTNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export const MAX_QUERY_COST = 20_000;
/** Assumed size of a list without a `limit` argument. */
export const LIST_SIZE = 10;
/** Resolvers that do real work: Type.field → weight. */
export const FIELD_WEIGHTS: Record<string, number> = {
  // Charged by its time budget instead (budgetWeight below); this is the least it costs.
  'Query.bestRoutes': 100,
  'Query.legalActions': 50,
  'Query.preview': 50,
  'Query.exportGame': 50,
  'Game.state': 20,
  'Query.gameTimeSeries': 100,
  'Query.titleStats': 200,
  'Mutation.importGame': 1000,
  // One SQL query for a page of up to 100 games (api/games/list.ts).
  'Query.games': 50,
};

/** bestRoutes' default and largest time budgets (api/graphql/resolvers.ts, GameService.bestRoutes). */
export const DEFAULT_SEARCH_BUDGET_MS = 1000;
export const MAX_SEARCH_BUDGET_MS = 10_000;

/**
 * A route search costs what it may run: its budget in ms, clamped as the service clamps it. A
 * budget in a variable graphql-js does not show the rule is taken as the largest.
 */
function budgetWeight(field: FieldNode, variables: Record<string, unknown> | undefined): number {
  const arg = field.arguments?.find((a) => a.name.value === 'timeBudgetMs');
  let budget = DEFAULT_SEARCH_BUDGET_MS;
  if (arg?.value.kind === Kind.INT) budget = Number(arg.value.value);
  else if (arg?.value.kind === Kind.VARIABLE) {
    const v = variables?.[arg.value.name.value];
    budget = typeof v === 'number' ? v : v === null ? DEFAULT_SEARCH_BUDGET_MS : MAX_SEARCH_BUDGET_MS;
  }
  return Math.min(MAX_SEARCH_BUDGET_MS, Math.max(1, Math.floor(budget)));
}

function listSize(field: FieldNode, variables: Record<string, unknown> | undefined): number {
  const arg = field.arguments?.find((a) => a.name.value === 'limit');
  if (!arg) return LIST_SIZE;
  if (arg.value.kind === Kind.INT) return Number(arg.value.value);
  if (arg.value.kind === Kind.VARIABLE) {
    const v = variables?.[arg.value.name.value];
    if (typeof v === 'number') return v;
  }
  // A variable not known at validation time (graphql-js validates without them): the maximum page.
  return 500;
}

export function maxCostRule(limit = MAX_QUERY_COST, variables?: Record<string, unknown>): ValidationRule {
  return (context: ValidationContext) => {
    const schema: GraphQLSchema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const costOf = (set: SelectionSetNode | undefined, parent: GraphQLCompositeType | null | undefined, seen: Set<string>): number => {
      if (!set || !parent) return 0;
      let total = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          // Unions have no fields of their own (only __typename, which costs nothing).
          const def = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[sel.name.value] : undefined;
          // Unknown fields are reported by graphql's own rules.
          if (!def) continue;
          const key = `${parent.name}.${sel.name.value}`;
          const weight = Math.max(FIELD_WEIGHTS[key] ?? 1, key === 'Query.bestRoutes' ? budgetWeight(sel, variables) : 0);
          const named = getNamedType(def.type);
          const inner = isCompositeType(named) ? costOf(sel.selectionSet, named, seen) : 0;
          const multiplier = getNullableType(def.type) instanceof GraphQLList ? listSize(sel, variables) : 1;
          total += weight + multiplier * inner;
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          const typed = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
          total += costOf(sel.selectionSet, isCompositeType(typed) ? typed : parent, seen);
        } else {
          const name = sel.name.value;
          const fragment = fragments.get(name);
          // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
          if (!fragment || seen.has(name)) continue;
          const typed = schema.getType(fragment.typeCondition.name.value);
          total += costOf(fragment.selectionSet, isCompositeType(typed) ? typed : parent, new Set([...seen, name]));
        }
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        const root =
          node.operation === 'query' ? schema.getQueryType() : node.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
        const cost = costOf(node.selectionSet, root, new Set());
        if (cost > limit) {
          context.reportError(
            new GraphQLError(`the query's estimated cost is ${cost}; at most ${limit} is allowed`, {
              nodes: [node as ASTNode],
              extensions: { code: 'QUERY_TOO_COSTLY', cost, limit },
            }),
          );
        }
      },
    };
  };
}
