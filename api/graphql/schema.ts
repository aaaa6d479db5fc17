import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { RESOLVERS } from './resolvers';

/**
 * The executable schema. Resolvers get their service from the request context
 * (not from a DI container), so the same schema object serves any number of
 * servers and tests. Argument validation (class-validator) is off: inputs are
 * checked by the service and the engine, which report typed errors.
 */
export function buildApiSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...RESOLVERS],
    validate: false,
    // type-graphql insists on a PubSub whenever the schema has a subscription, even
    // though gameEvents brings its own `subscribe` (a gap-free stream over the
    // GameEventBus, see api/games/event-stream.ts). This one is never used.
    pubSub: createPubSub(),
  });
}
