import { ApolloClient, HttpLink, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, useBlocker } from 'react-router-dom';

// The stack the brand list stands on and nothing of ours: React, Apollo Client with one query, and react-router's
// data router (the unsaved-changes guard needs its useBlocker). What this page downloads is the floor under the
// brand list's byte budget.
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
function Layout() {
  useBlocker(false);
  return <Outlet />;
}
const router = createBrowserRouter([{ element: <Layout />, children: [{ path: '*', element: <Greeting /> }] }]);

createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <RouterProvider router={router} />
  </ApolloProvider>,
);
