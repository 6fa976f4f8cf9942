import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FindBrandsDocument } from '../domains/brands/operations.generated';
import { ADMIN_CORE_OPERATIONS, isAdminCoreOperation } from './adminCoreOperations';

const source = join(import.meta.dirname, '..');

/** Every operation name in admin-core's .graphql documents. */
async function operationNames(): Promise<string[]> {
  const files = (await readdir(source, { recursive: true })).filter((file) => file.endsWith('.graphql'));
  const names: string[] = [];
  for (const file of files) {
    for (const definition of parse(await readFile(join(source, file), 'utf8')).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.push(definition.name.value);
    }
  }
  return names.sort();
}

describe('recognising admin-core operations in a host link', () => {
  it('knows every operation of its documents, and no other', async () => {
    expect([...ADMIN_CORE_OPERATIONS].sort()).toEqual(await operationNames());
  });

  it('routes ours one way and the host’s the other in an ApolloLink.split', async () => {
    const reached: string[] = [];
    const answer = (to: string) =>
      new ApolloLink((operation) => {
        reached.push(`${to}:${operation.operationName}`);
        return of({ data: { findBrands: { items: [], count: 0 } } });
      });
    const client = new ApolloClient({
      link: ApolloLink.split(isAdminCoreOperation, answer('ours'), answer('host')),
      cache: new InMemoryCache(),
    });
    await client.query({ query: FindBrandsDocument, variables: {}, fetchPolicy: 'no-cache' });
    await client.query({ query: parse('query HostBrands { findBrands { count } }'), fetchPolicy: 'no-cache' });
    expect(reached).toEqual(['ours:FindBrands', 'host:HostBrands']);
    expect(isAdminCoreOperation({ operationName: undefined })).toBe(false);
  });
});
