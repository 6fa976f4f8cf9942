import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestApi, type TestApi } from '../../testing/testApi';

describe('users and the profile', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: { products: 0 } });
  });
  afterAll(() => api.close());

  const createUser = (input: Record<string, unknown>) =>
    api.request<{ createUser: { id: string; email: string; role: string } }>(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { id email role } }`,
      { input },
      api.adminToken,
    );

  it('creates a user who can then sign in', async () => {
    const result = await createUser({
      name: 'Nia New',
      email: 'Nia@Example.com',
      password: 'a-long-password',
      role: 'EDITOR',
    });
    expect(result.data?.createUser).toMatchObject({ email: 'nia@example.com', role: 'EDITOR' });
    await expect(api.login('nia@example.com', 'a-long-password')).resolves.toHaveProperty('accessToken');
  });

  it('names the email that is already taken', async () => {
    const result = await createUser({
      name: 'Dup',
      email: 'NIA@example.com',
      password: 'a-long-password',
      role: 'EDITOR',
    });
    expect(firstError(result)).toMatchObject({
      message: 'The email nia@example.com is already used by another user.',
      field: 'email',
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'Email must be a valid email address.', 'email'],
    [{ password: 'short' }, 'Password must be at least 12 characters.', 'password'],
    [{ password: '1qaz2wsx3edc' }, 'This password is too common. Choose another.', 'password'],
    [{ name: ' ' }, 'Name is required.', 'name'],
  ])('refuses bad input %o', async (patch, message, field) => {
    const result = await createUser({
      name: 'Ok',
      email: 'ok@example.com',
      password: 'a-long-password',
      role: 'EDITOR',
      ...patch,
    });
    expect(firstError(result)).toMatchObject({ message, field });
  });

  it("doesn't let a user deactivate themself", async () => {
    const result = await api.request(
      `mutation { updateUser(id: "1", input: { active: false }) { id } }`,
      {},
      api.adminToken,
    );
    expect(firstError(result)).toMatchObject({ message: "You can't deactivate your own account.", field: 'active' });
  });

  it('lists, searches and filters users', async () => {
    const { findUsers } = await api.asAdmin<{ findUsers: { count: number; items: { email: string }[] } }>(
      `{ findUsers(search: "example.com", filter: { active: true }, sort: { field: EMAIL }) { count items { email } } }`,
    );
    expect(findUsers.items.map((user) => user.email)).toEqual([
      'admin@example.com',
      'editor@example.com',
      'mina@example.com',
      'nia@example.com',
      'viewer@example.com',
    ]);
  });

  it('changes the password only with the right current password', async () => {
    const { accessToken } = await api.login('nia@example.com', 'a-long-password');
    const wrong = await api.request(
      `mutation { changePassword(currentPassword: "nope-nope", newPassword: "another-password") }`,
      {},
      accessToken,
    );
    expect(firstError(wrong)).toMatchObject({
      message: 'The current password is incorrect.',
      field: 'currentPassword',
    });
    const right = await api.request(
      `mutation { changePassword(currentPassword: "a-long-password", newPassword: "another-password") }`,
      {},
      accessToken,
    );
    expect(right.data).toEqual({ changePassword: true });
    await expect(api.login('nia@example.com', 'another-password')).resolves.toHaveProperty('accessToken');
  });

  it('updates the own profile', async () => {
    const { accessToken } = await api.login('nia@example.com', 'another-password');
    const result = await api.request<{ updateProfile: { name: string } }>(
      `mutation { updateProfile(input: { name: "Nia Newer" }) { name } }`,
      {},
      accessToken,
    );
    expect(result.data?.updateProfile.name).toBe('Nia Newer');
  });
});
