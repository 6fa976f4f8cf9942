import { ApolloProvider } from '@apollo/client/react';
import { createRoot } from 'react-dom/client';
import { client, Greeting } from './shared/apolloGreeting';

// A host that already runs Apollo Client (our peer dependency): one client, one query.
createRoot(document.getElementById('root')!).render(
  <ApolloProvider client={client}>
    <Greeting />
  </ApolloProvider>,
);
