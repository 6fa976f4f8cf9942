import { ApolloProvider } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider, useBlocker } from 'react-router-dom';
import { client, Greeting } from './shared/apolloGreeting';

// The stack the brand list stands on and nothing of ours: React, Apollo Client with one query, and react-router's
// data router (the unsaved-changes guard needs its useBlocker). What this page downloads is the floor under the
// brand list's byte budget.
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
