import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { isInputObjectType, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RESOLVERS } from './resolvers';

/**
 * The executable schema. Resolvers get their service from the request context
 * (not from a DI container), so the same schema object serves any number of
 * servers and tests. Argument validation (class-validator) is off: inputs are
 * checked by the service and the engine, which report typed errors.
 */
export async function buildApiSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...RESOLVERS],
    validate: false,
    // type-graphql runs the introspection query over the new schema to check it (100–250 ms of a
    // start); graphql-js validates the schema anyway before the first request executes, and
    // test/api/schema-file.test.ts compares the printed schema with schema.graphql.
    skipCheck: true,
    // type-graphql insists on a PubSub whenever the schema has a subscription, even
    // though gameEvents brings its own `subscribe` (a gap-free stream over the
    // GameEventBus, see api/games/event-stream.ts). This one is never used.
    pubSub: createPubSub(),
  });
  markOneOf(schema, 'ActionInput');
  return schema;
}

/**
 * Makes an input type a @oneOf input (exactly one field set, checked by graphql itself).
 * type-graphql has no option for it, and graphql-js reads `isOneOf` from the type, not from a
 * directive in its AST, so it is set on the built type before anything validates against it.
 */
function markOneOf(schema: GraphQLSchema, name: string): void {
  const type = schema.getType(name);
  if (!isInputObjectType(type)) throw new Error(`schema: no input type ${name} to mark @oneOf`);
  (type as { isOneOf: boolean }).isOneOf = true;
}
