import { describe, expect, it } from 'vitest';
import { codes, post, type Answer } from './support/client';
import { attackContext } from './support/context';
import { asAdmin, createStaff, signInAs } from './support/staff';

const { origin } = attackContext();
const COLLEAGUE_LIST = '{ findBrands(limit: 25) { count items { id title } } }';
const aliases = (field: string) => `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

function refusalOf(answer: Answer) {
  return answer.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
}

/**
 * Runs `heavy` loops until one is refused (or `maxRequests` went out), while a colleague keeps loading a list page.
 * Answers every refusal the heavy caller met and every answer the colleague got.
 */
async function underLoad(heavyToken: string, query: string, loops: number, maxRequests: number) {
  const colleagueToken = (await signInAs(await createStaff('VIEWER', 'Budget Colleague'))).accessToken;
  let sent = 0;
  let refused: NonNullable<ReturnType<typeof refusalOf>> | undefined;
  const colleague: Answer[] = [];
  const heavyLoop = async () => {
    while (!refused && sent < maxRequests) {
      sent += 1;
      refused = refusalOf(await post(origin, { query, token: heavyToken })) ?? refused;
    }
  };
  const colleagueLoop = async () => {
    while (!refused && sent < maxRequests)
      colleague.push(await post(origin, { query: COLLEAGUE_LIST, token: colleagueToken }));
    colleague.push(await post(origin, { query: COLLEAGUE_LIST, token: colleagueToken }));
  };
  await Promise.all([...Array.from({ length: loops }, heavyLoop), colleagueLoop()]);
  return { refused, colleague, sent };
}

describe('README "Limits": one person’s costly reads', () => {
  it('15 aliased dashboardStats in a loop are refused with retry info; a colleague’s list keeps answering', async () => {
    const heavy = (await signInAs(await createStaff('VIEWER', 'Dashboard Hammer'))).accessToken;
    const { refused, colleague } = await underLoad(heavy, aliases('dashboardStats { expiringSoonCount }'), 1, 400);
    expect(refused?.message).toMatch(
      /^You have sent more large requests than one person may in 10 seconds; try again in \d+ seconds?\.$/,
    );
    expect(refused?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(colleague.length).toBeGreaterThan(0);
    expect(colleague.flatMap(codes)).toEqual([]);
    // Cheap reads of the refused person still answer.
    expect(codes(await post(origin, { query: '{ whoAmI { id } }', token: heavy }))).toEqual([]);
  });

  it('four loops of 15 × findProducts(limit: 100) are refused with retry info; a colleague’s list keeps answering', async () => {
    // Rows to read, so each page costs the database something.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        asAdmin('mutation ($i: ProductInput!) { createProduct(input: $i) { id } }', {
          i: { title: `Budget row ${i}`, price: 1 + i, currency: 'EUR', dealUrl: 'https://shop.example/b' },
        }),
      ),
    );
    const heavy = (await signInAs(await createStaff('VIEWER', 'Product Hammer'))).accessToken;
    const query = aliases('findProducts(limit: 100) { count items { id title brand { title } } }');
    const { refused, colleague } = await underLoad(heavy, query, 4, 600);
    expect(refused?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(colleague.flatMap(codes)).toEqual([]);
  });
});
