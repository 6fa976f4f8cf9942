import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as dashboard from '../domains/dashboard/resolvers';
import { startTestApi, type TestApi } from '../testing/testApi';
import { COST_BUDGET, operationCost } from './costBudget';

// Counts how many `dashboardStats` run at once, per person: a person's costly fields take turns.
const running = vi.hoisted(() => ({ now: new Map<string, number>(), most: new Map<string, number>() }));
vi.mock('../domains/dashboard/resolvers', async (importOriginal) => {
  const original = await importOriginal<typeof dashboard>();
  const stats = original.dashboardResolvers.Query!.dashboardStats as (...args: unknown[]) => Promise<unknown>;
  const counted = async (...args: unknown[]) => {
    const person = ((await (args[2] as { currentUser(): Promise<{ id: string }> }).currentUser()) ?? {}).id;
    const now = (running.now.get(person) ?? 0) + 1;
    running.now.set(person, now);
    running.most.set(person, Math.max(running.most.get(person) ?? 0, now));
    try {
      return await stats(...args);
    } finally {
      running.now.set(person, running.now.get(person)! - 1);
    }
  };
  return { dashboardResolvers: { Query: { dashboardStats: counted } } };
});

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: ${field}`).join(' ')} }`;
const HEAVY_DASHBOARD = aliased(15, 'dashboardStats { expiringSoonCount }');
const HEAVY_PRODUCTS = aliased(15, 'findProducts(limit: 100) { count items { id } }');
const BRAND_LIST = `{ findBrands(limit: 25) { count items { id title productCount } } }`;
const PRODUCT_PAGE = `query($skip: Int) { findProducts(skip: $skip, limit: 25) { count items { id title } } }`;

describe('estimated cost of a query', () => {
  const cost = (query: string, variables?: Record<string, unknown>) => operationCost(parse(query), null, variables);

  it('counts every alias and fragment of the root fields that read many rows, and nothing for single records', () => {
    expect(cost(HEAVY_DASHBOARD)).toBe(120);
    expect(cost(HEAVY_PRODUCTS)).toBe(60);
    expect(cost(`{ whoAmI { id } findBrandById(id: "1") { id } }`)).toBe(0);
    expect(cost(`query($n: Int) { findProducts(limit: $n) { count } }`, { n: 100 })).toBe(4);
    expect(
      cost(`query { ...Stats ... on Query { again: dashboardStats { expiringSoonCount } } }
      fragment Stats on Query { dashboardStats { expiringSoonCount } }`),
    ).toBe(16);
    // A screen's list page is one unit: below what makes a query costly.
    expect(cost(BRAND_LIST)).toBe(1);
    expect(cost(PRODUCT_PAGE)).toBeLessThan(COST_BUDGET.costly);
  });
});

describe('per-person budget of costly reads', () => {
  let api: TestApi;
  let viewer = '';
  let editor = '';
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 30 } });
    viewer = (await api.login('viewer@example.com', 'viewer-password')).accessToken;
    editor = (await api.login('editor@example.com', 'editor-password')).accessToken;
  });
  afterAll(() => api.close());

  it('refuses a heavy caller once their time is spent, saying when to retry, while a colleague is never refused', async () => {
    // The heavy caller's requests, as fast as they are answered, until one is refused (each runs a few milliseconds
    // here, so the 2 s budget lasts many requests).
    let refusal: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } } | undefined;
    let answered = 0;
    for (let request = 0; request < 2000 && !refusal; request += 1) {
      const result = await api.request(request % 2 ? HEAVY_PRODUCTS : HEAVY_DASHBOARD, {}, viewer);
      refusal = result.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
      if (!result.errors) answered += 1;
      // Between two of their requests, a colleague's brand list and a product page answer as always.
      if (request % 10 === 0) {
        expect((await api.request(BRAND_LIST, {}, editor)).errors).toBeUndefined();
        expect((await api.request(PRODUCT_PAGE, { skip: request % 30 }, editor)).errors).toBeUndefined();
      }
    }
    expect(answered).toBeGreaterThan(0);
    expect(refusal?.message).toMatch(
      /^You have sent more large requests than one person may in 10 seconds; try again in \d+ seconds\.$/,
    );
    expect(refusal?.extensions?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refusal?.extensions?.retryAfterSeconds).toBeLessThanOrEqual(COST_BUDGET.windowSeconds);
    // Refused as a whole from then on, and their cheap reads still answer.
    const next = await api.request(HEAVY_DASHBOARD, {}, viewer);
    expect(next.data ?? null).toBeNull();
    expect(next.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await api.request(BRAND_LIST, {}, viewer)).errors).toBeUndefined();
    // The colleague's own dashboard (one costly read) still answers: the budget is per person.
    expect((await api.request(`{ dashboardStats { expiringSoonCount } }`, {}, editor)).errors).toBeUndefined();
    // Kept in the database, where every replica draws on it.
    const me = await api.request<{ whoAmI: { id: string } }>(`{ whoAmI { id } }`, {}, viewer);
    const { rows } = await api.services.db.query<{ key: string }>(`SELECT key FROM request_budget`);
    expect(rows.map((row) => row.key)).toContain(`cost:${me.data!.whoAmI.id}`);
  }, 120_000);

  it("runs one person's costly fields one at a time, beside other people's", async () => {
    running.most.clear();
    const admin = await api.login();
    await Promise.all([
      api.request(aliased(6, 'dashboardStats { expiringSoonCount }'), {}, admin.accessToken),
      api.request(aliased(6, 'dashboardStats { expiringSoonCount }'), {}, admin.accessToken),
      api.request(aliased(2, 'dashboardStats { expiringSoonCount }'), {}, editor),
    ]);
    const { whoAmI } = await api.asAdmin<{ whoAmI: { id: string } }>(`{ whoAmI { id } }`);
    expect(running.most.get(whoAmI.id)).toBe(1);
    expect(running.most.size).toBe(2);
  });
});
