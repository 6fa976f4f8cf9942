import { ApolloClient, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';

// A host that already runs Apollo Client (our peer dependency): one client, one query. The document is pre-parsed,
// as GraphQL codegen emits it and as admin-core ships its own, so no GraphQL parser is bundled.
const client = new ApolloClient({
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

function Greeting() {
  const { data } = useQuery(Hello);
  return <h1>{data?.hello ?? 'Hello'}</h1>;
}

createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <Greeting />
  </ApolloProvider>,
);
