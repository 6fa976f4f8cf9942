import { GraphQLError } from 'graphql';
import type { Database } from '../db/database';
import { linkIsUsable, setPasswordWithLink, UnusableLink } from '../auth/passwordSetup';
import { BodyTooLarge, limitBody } from './bodyLimit';

const MAX_FORM_BYTES = 16 * 1024;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One small page, no script and no outside resource: what a one-time link opens, in any browser. */
function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · Deals back-office</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(100% - 2rem, 24rem); }
  h1 { font-size: 1.5rem; }
  form { display: grid; gap: 1rem; }
  label { display: grid; gap: 0.25rem; font-weight: 600; }
  input { font: inherit; padding: 0.5rem; border: 1px solid GrayText; border-radius: 0.375rem; }
  button { font: inherit; font-weight: 600; padding: 0.625rem; border: 0; border-radius: 0.375rem;
    background: #2456d6; color: white; cursor: pointer; }
  p { margin: 0 0 1rem; }
  [role="alert"] { color: #c0262d; }
  @media (prefers-color-scheme: dark) { [role="alert"] { color: #ff8a8f; } }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  return new Response(html, {
    status,
    // Nothing on this page may be stored: it carries a one-time token.
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function form(token: string, problem?: string): Response {
  const alert = problem ? `<p role="alert" id="problem">${escape(problem)}</p>` : '';
  const described = problem ? ' aria-describedby="hint problem" aria-invalid="true"' : ' aria-describedby="hint"';
  return page(
    'Set your password',
    `<h1>Set your password</h1>
<p id="hint">At least 12 characters, not one you use anywhere else. You sign in with it next.</p>
${alert}
<form method="post">
  <input type="hidden" name="token" value="${escape(token)}">
  <label>New password
    <input type="password" name="password" autocomplete="new-password" required minlength="12" maxlength="128"${described} autofocus>
  </label>
  <label>Repeat the new password
    <input type="password" name="confirm" autocomplete="new-password" required minlength="12" maxlength="128">
  </label>
  <button type="submit">Set password</button>
</form>`,
    problem ? 400 : 200,
  );
}

const unusable = () =>
  page('Link expired', `<h1>This link no longer works</h1><p>${escape(new UnusableLink().message)}</p>`, 410);

/**
 * `GET /api/set-password?token=…` shows the form of a one-time link, `POST` sets the password (the token travels in
 * the form, so it never reaches a log through the address). The next step is signing in as usual.
 */
export async function handleSetPasswordPage(request: Request, db: Database): Promise<Response> {
  if (request.method === 'GET') {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    return (await linkIsUsable(db, token)) ? form(token) : unusable();
  }
  let fields: URLSearchParams;
  try {
    fields = new URLSearchParams(await (await limitBody(request, MAX_FORM_BYTES)).text());
  } catch (error) {
    if (error instanceof BodyTooLarge) return page('Too large', '<h1>The form sent too much.</h1>', 413);
    throw error;
  }
  const token = fields.get('token') ?? '';
  const password = fields.get('password') ?? '';
  if (password !== fields.get('confirm')) return form(token, 'The two passwords differ: type the same one twice.');
  try {
    const account = await setPasswordWithLink(db, token, password);
    return page(
      'Password set',
      `<h1>Your password is set</h1>
<p>Sign in as ${escape(account.email)} with your new password.</p>
<p><a href="/login">Go to sign-in</a></p>`,
    );
  } catch (error) {
    if (error instanceof UnusableLink) return unusable();
    if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') return form(token, error.message);
    throw error;
  }
}
