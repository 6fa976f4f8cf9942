/** Signs in through the API's login mutation, as the app does, and answers the token pair. */
export async function signIn(api: string) {
  const response = await fetch(`${api}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: 'Login',
      query:
        'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { accessToken refreshToken } }',
      variables: { email: 'admin@example.com', password: 'admin-password' },
    }),
  });
  const body = (await response.json()) as { data?: { login: { accessToken: string; refreshToken: string } } };
  if (!body.data) throw new Error(`Sign-in failed: ${JSON.stringify(body)}`);
  return body.data.login;
}

/** An init script that puts the pair where the app keeps it (spec §4 storage keys) before any page script runs. */
export const storeTokensScript = (tokens: { accessToken: string; refreshToken: string }) =>
  `localStorage.setItem('accessToken', ${JSON.stringify(tokens.accessToken)});` +
  `localStorage.setItem('refreshToken', ${JSON.stringify(tokens.refreshToken)});`;
