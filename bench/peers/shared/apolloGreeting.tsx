import { ApolloClient, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

// One Apollo client and one query, for the peers that measure Apollo Client's share of a page. `buildPeer` copies
// this folder into a peer's `src/shared`; the peer installs Apollo itself. The document is pre-parsed, as GraphQL
// codegen emits it and as admin-core ships its own, so no GraphQL parser is bundled.
export const client = new ApolloClient({
  link: new HttpLink({ uri: 'http://127.0.0.1:4169/graphql' }),
  cache: new InMemoryCache(),
});
const Hello: TypedDocumentNode<{ hello: string }> = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'hello' } }] },
    },
  ],
} as TypedDocumentNode<{ hello: string }>;

export function Greeting() {
  const { data } = useQuery(Hello);
  return <h1>{data?.hello ?? 'Hello'}</h1>;
}
