/**
 * Refuses a document with more than a few operations. Only one of them runs, but every one
 * is validated: a document of many copies would make validation itself the expensive part.
 */
import { GraphQLError, Kind, type ValidationContext, type ValidationRule } from 'graphql';

export const MAX_OPERATIONS = 10;

export function maxOperationsRule(limit = MAX_OPERATIONS): ValidationRule {
  return (context: ValidationContext) => {
    const n = context.getDocument().definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
    if (n > limit) {
      context.reportError(new GraphQLError(`the document has ${n} operations; at most ${limit} are allowed`, { extensions: { code: 'TOO_MANY_OPERATIONS', limit } }));
    }
    return {};
  };
}
