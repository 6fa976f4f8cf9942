import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { sessionResolvers } from '../auth/resolvers';
import type { RequestContext } from '../context';
import { blogResolvers } from '../domains/blog/resolvers';
import { brandResolvers } from '../domains/brands/resolvers';
import { categoryResolvers } from '../domains/categories/resolvers';
import { dashboardResolvers } from '../domains/dashboard/resolvers';
import { merchandisingResolvers } from '../domains/merchandising/resolvers';
import { organizationResolvers } from '../domains/organizations/resolvers';
import { productResolvers } from '../domains/products/resolvers';
import { saleResolvers } from '../domains/sales/resolvers';
import { storeResolvers } from '../domains/stores/resolvers';
import { userResolvers } from '../domains/users/resolvers';
import { feedResolvers } from '../feeds/resolvers';
import { historyResolvers } from '../history/resolvers';
import { jobResolvers } from '../jobs/resolvers';
import { liveResolvers } from '../live/resolvers';
import { mediaResolvers } from '../media/resolvers';
import { DateTime } from './dateTime';
import { JSON as JSONScalar } from './json';
import { checkRule, ROOT_RULES } from './permissions';
import type { Resolvers } from './resolvers.generated';

export const typeDefs = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

const domainResolvers: Resolvers[] = [
  sessionResolvers,
  userResolvers,
  brandResolvers,
  storeResolvers,
  categoryResolvers,
  productResolvers,
  saleResolvers,
  organizationResolvers,
  merchandisingResolvers,
  blogResolvers,
  jobResolvers,
  dashboardResolvers,
  mediaResolvers,
  historyResolvers,
  feedResolvers,
  liveResolvers(),
];

type FieldResolver = GraphQLFieldResolver<unknown, RequestContext>;
type SubscriptionResolver = { subscribe: FieldResolver; resolve?: FieldResolver };
type ResolverMap = Record<string, Record<string, FieldResolver | SubscriptionResolver>>;

/**
 * Every root field passes its rule from `permissions.ts` first — the session, then the role — in one place, so no
 * resolver can forget it. A root field without a rule stops the server at start-up.
 */
function guardRootFields(merged: ResolverMap): ResolverMap {
  for (const root of ['Query', 'Mutation', 'Subscription'] as const) {
    for (const [field, resolver] of Object.entries(merged[root] ?? {})) {
      const rule = ROOT_RULES[root][field];
      if (!rule) throw new Error(`${root}.${field} has no permission rule: add it to src/graphql/permissions.ts.`);
      if (rule === 'public') continue;
      const guard =
        (resolve: FieldResolver): FieldResolver =>
        async (parent, args, context, info) => {
          await checkRule(rule, context);
          return resolve(parent, args, context, info);
        };
      // A subscription is checked when it starts; its stream re-checks the session on every event.
      merged[root]![field] =
        typeof resolver === 'function' ? guard(resolver) : { ...resolver, subscribe: guard(resolver.subscribe) };
    }
  }
  return merged;
}

export function buildSchema(): GraphQLSchema {
  const merged: ResolverMap = { DateTime: DateTime as never, JSON: JSONScalar as never };
  for (const resolvers of domainResolvers) {
    for (const [typeName, fields] of Object.entries(resolvers)) {
      merged[typeName] = { ...merged[typeName], ...(fields as ResolverMap[string]) };
    }
  }
  const schema = makeExecutableSchema({ typeDefs, resolvers: guardRootFields(merged) });
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.keys(root?.getFields() ?? {})) {
      if (!merged[root!.name]?.[field]) throw new Error(`${root!.name}.${field} has no resolver.`);
    }
  }
  return schema;
}
