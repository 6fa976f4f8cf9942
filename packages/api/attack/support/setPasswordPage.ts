/** The set-password page create-admin's link opens (README "First administrator"), driven as its form posts. */
export async function setPassword(
  link: string,
  password: string,
  confirm = password,
): Promise<{ status: number; body: string; headers: Headers }> {
  const token = new URL(link).searchParams.get('token') ?? '';
  const response = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, password, confirm }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}
