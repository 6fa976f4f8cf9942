import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin, costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin, maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL request may cost, enforced by GraphQL Armor before anything executes. Sized on every operation
 * the app sends (`limits.test.ts` validates all of them against these numbers) with room to grow, and far below what
 * froze the server (250,000 aliases, 300 `dashboardStats`). The README's "Limits" section lists them.
 */
export const LIMITS = {
  /** Aliases per operation: the widest real one is the global search (one alias per resource). */
  aliases: 15,
  /** Selection depth, fragments flattened. */
  depth: 10,
  /** Lexical tokens per document: the parser stops counting here, so a huge document costs almost nothing. */
  tokens: 2000,
  /** Armor's cost estimate (objects and scalars weighted by depth). */
  cost: 5000,
} as const;

/** The same limits as validation rules, for the test that runs every real operation through them. */
export function limitRules(): ValidationRule[] {
  return [
    maxAliasesRule({ n: LIMITS.aliases }),
    maxDepthRule({ n: LIMITS.depth, flattenFragments: true }),
    costLimitRule({ maxCost: LIMITS.cost, flattenFragments: true }),
  ];
}

/** Introspection answers only in development, where GraphiQL-like tools want it; codegen reads schema.graphql. */
function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

export function limitPlugins(development: boolean): Plugin[] {
  return [
    maxTokensPlugin({ n: LIMITS.tokens }),
    maxAliasesPlugin({ n: LIMITS.aliases }),
    maxDepthPlugin({ n: LIMITS.depth, flattenFragments: true }),
    costLimitPlugin({ maxCost: LIMITS.cost, flattenFragments: true }),
    ...(development ? [] : [blockFieldSuggestionsPlugin(), disableIntrospection()]),
  ] as Plugin[];
}
