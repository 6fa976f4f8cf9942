import {
  GraphQLError,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import pLimit, { type LimitFunction } from 'p-limit';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Caller } from '../auth/session';
import type { RequestContext } from '../context';
import type { Queryable } from '../db/database';
import { asRateLimiterStore } from '../db/rateLimiterStore';

/**
 * What one person's costly reads may take of a process over time (README "Limits"). The document limits bound one
 * request; this bounds a person: 15 aliased `dashboardStats`, or four loops of 15 `findProducts(limit: 100)`, kept a
 * colleague's brand list waiting seconds on one process. Which root fields are costly is estimated from the document
 * (about one unit per 25-row list page); what they cost is measured: the milliseconds they ran.
 */
export const COST_BUDGET = {
  /**
   * Milliseconds of costly fields a person may run per window: a fifth of a process. A busy person's screens (the
   * dashboard, product pages) take under a tenth of it; a flood of heavy reads runs 2 s, then waits out the window.
   */
  milliseconds: 2000,
  windowSeconds: 10,
  /**
   * A query estimated at this many units or more is costly: its list and dashboard fields run one at a time, measured
   * and charged. A screen's 25-row page is 1 unit, the dashboard 8, a 100-row page 4, 15 aliased pages 15.
   */
  costly: 4,
} as const;

const PAGE_ROWS = 25;
const pages = (rows: unknown, fallback = PAGE_ROWS) =>
  Math.max(1, Math.ceil((typeof rows === 'number' && rows > 0 ? rows : fallback) / PAGE_ROWS));

/** Root fields that read more than a row or two, in units of about one 25-row list page; everything else costs 0. */
const FIELD_COSTS: Readonly<Record<string, (args: Record<string, unknown>) => number>> = {
  // Nine counts and aggregates over the whole catalogue.
  dashboardStats: () => 8,
  categoryTree: () => 2,
  recordHistory: (args) => pages(args.perPage, 20),
  activity: (args) => pages(args.perPage, 20),
  ...Object.fromEntries(
    [
      'findProducts',
      'findUsers',
      'findBrands',
      'findStores',
      'findCategories',
      'findSales',
      'findOrganizations',
      'findBannerCarousels',
      'findProductCarousels',
      'findFeaturedMenus',
      'findPageLayouts',
      'findBlogPosts',
      'findJobs',
      'findJobRuns',
      'getMediaList',
    ].map((field) => [field, (args: Record<string, unknown>) => pages(args.limit)]),
  ),
};

type Variables = Record<string, unknown> | null | undefined;

/** Every root field the operation selects, aliases and fragments included, with its arguments' values. */
function rootFields(document: DocumentNode, operationName: string | null | undefined, variables: Variables) {
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return [];
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const fields: { name: string; args: Record<string, unknown> }[] = [];
  const visited = new Set<string>();
  const collect = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const args = Object.fromEntries(
          (selection.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables ?? {})]),
        );
        fields.push({ name: selection.name.value, args });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return fields;
}

/** The estimated cost of a root field (0 for single-record reads and writes). */
function fieldCost(name: string, args: Record<string, unknown>): number {
  return FIELD_COSTS[name]?.(args) ?? 0;
}

/** A query's estimated units: what its root fields read, every alias and fragment counted. */
export function operationCost(document: DocumentNode, operationName?: string | null, variables?: Variables): number {
  return rootFields(document, operationName, variables).reduce((sum, { name, args }) => sum + fieldCost(name, args), 0);
}

function overBudget(retryAfterMs: number): GraphQLError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new GraphQLError(
    `You have sent more large requests than one person may in ${COST_BUDGET.windowSeconds} seconds; try again in ${retryAfterSeconds} seconds.`,
    { extensions: { code: 'RATE_LIMITED', retryAfterSeconds } },
  );
}

/**
 * The budget, in the database (table `request_budget`), so every replica draws on one; a person found over it is
 * remembered in memory until their window ends.
 */
function personBudget(db: Queryable) {
  const spent = new RateLimiterPostgres({
    storeClient: asRateLimiterStore(db),
    storeType: 'client',
    tableName: 'request_budget',
    tableCreated: true,
    keyPrefix: 'cost',
    points: COST_BUDGET.milliseconds,
    duration: COST_BUDGET.windowSeconds,
  });
  const blockedUntil = new Map<string, number>();
  const over = (person: string, result: RateLimiterRes | null) => {
    if (result && result.consumedPoints >= COST_BUDGET.milliseconds) {
      blockedUntil.set(person, Date.now() + result.msBeforeNext);
    }
  };
  return {
    /** How long the person is known (in this process) to be over budget: 0 when not, or not known. */
    knownBlockedFor(person: string) {
      return Math.max(0, (blockedUntil.get(person) ?? 0) - Date.now());
    },
    /** Throws RATE_LIMITED when the person has no time left in this window. */
    async assertLeft(person: string) {
      const until = blockedUntil.get(person) ?? 0;
      if (until > Date.now()) throw overBudget(until - Date.now());
      blockedUntil.delete(person);
      over(person, await spent.get(person));
      const blocked = blockedUntil.get(person);
      if (blocked) throw overBudget(blocked - Date.now());
    },
    /** Adds what a field took (penalty adds atomically, so replicas charging one person at once all count). */
    async charge(person: string, milliseconds: number) {
      over(person, await spent.penalty(person, Math.max(1, Math.round(milliseconds))));
    },
  };
}

/**
 * Each person's costly root fields run one at a time in this process, each only while the person has time left, and
 * each charged the milliseconds it ran: a request of 15 aliased `dashboardStats` (or four at once) queues its own
 * parts instead of putting 180 queries ahead of a colleague's two, and past the budget its remaining parts answer
 * RATE_LIMITED. The turn-taking is per process (it protects this process's database queue); the budget is shared.
 */
function gateCostlyFields(
  schema: GraphQLSchema,
  budget: ReturnType<typeof personBudget>,
  isCostly: (context: RequestContext) => boolean,
) {
  const turns = new Map<string, LimitFunction>();
  const inTurn = async <T>(person: string, work: () => Promise<T>): Promise<T> => {
    let turn = turns.get(person);
    if (!turn) turns.set(person, (turn = pLimit(1)));
    try {
      return await turn(work);
    } finally {
      if (turn.activeCount === 0 && turn.pendingCount === 0) turns.delete(person);
    }
  };
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const resolve = field.resolve as GraphQLFieldResolver<unknown, RequestContext> | undefined;
    if (!resolve || !FIELD_COSTS[field.name]) continue;
    field.resolve = async (parent, args: Record<string, unknown>, context: RequestContext, info) => {
      if (!isCostly(context)) return resolve(parent, args, context, info);
      const person = (await context.currentUser()).id;
      return inTurn(person, async () => {
        await budget.assertLeft(person);
        const started = performance.now();
        try {
          return await resolve(parent, args, context, info);
        } finally {
          await budget.charge(person, performance.now() - started);
        }
      });
    };
  }
}

/**
 * The per-person budget of costly reads: a query is refused as a whole (RATE_LIMITED, `retryAfterSeconds`) when its
 * person has no time left; otherwise its costly fields take turns and are charged as they run.
 */
export function costBudgetPlugin(db: Queryable): Plugin<RequestContext> {
  const budget = personBudget(db);
  const gated = new WeakSet<GraphQLSchema>();
  const costly = new WeakSet<RequestContext>();
  return {
    onSchemaChange({ schema }) {
      if (gated.has(schema)) return;
      gated.add(schema);
      gateCostlyFields(schema, budget, (context) => costly.has(context));
    },
    async onExecute({ args, setResultAndStopExecution }) {
      if (operationCost(args.document, args.operationName, args.variableValues) < COST_BUDGET.costly) return;
      // A person known to be over budget is refused on their signed token alone, before the session is looked up:
      // a flood of refused requests then costs no database call each.
      const claimed = (args.contextValue as { caller?: Caller }).caller?.access?.userId;
      const blockedFor = claimed ? budget.knownBlockedFor(claimed) : 0;
      if (blockedFor > 0) {
        setResultAndStopExecution({ errors: [overBudget(blockedFor)] });
        return;
      }
      let person: string;
      try {
        person = (await args.contextValue.currentUser()).id;
      } catch {
        // Not signed in: the session guard answers Forbidden as the fields run.
        return;
      }
      try {
        await budget.assertLeft(person);
        costly.add(args.contextValue);
      } catch (refusal) {
        if (!(refusal instanceof GraphQLError)) throw refusal;
        setResultAndStopExecution({ errors: [refusal] });
      }
    },
  };
}
