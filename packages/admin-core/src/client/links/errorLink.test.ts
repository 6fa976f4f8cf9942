import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBrandDocument } from '../../domains/brands/operations.generated';
import { memoryStorage } from '../../session/storage';
import { validToken } from '../../testing/jwt';
import { createAdminClient } from '../createAdminClient';

/** The API's refusal by the permission table (the contract the API side implements). */
const permissionDenied = async () =>
  Response.json({
    data: null,
    errors: [{ message: "You don't have permission to do that.", extensions: { code: 'PERMISSION_DENIED' } }],
  });

describe('a PERMISSION_DENIED answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the session and publishes the message with its code for the app to show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = memoryStorage({ accessToken: validToken(), refreshToken: validToken() });
    const onSessionEnded = vi.fn();
    const admin = createAdminClient({
      uri: 'http://api.test/graphql',
      storage,
      fetch: permissionDenied,
      onSessionEnded,
    });
    const published = vi.fn();
    admin.errors.subscribe(published);
    await expect(
      admin.client.mutate({ mutation: UpdateBrandDocument, variables: { id: '1', input: { title: 'X' } } }),
    ).rejects.toThrow("You don't have permission to do that.");
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(storage.get('accessToken')).not.toBeNull();
    expect(published).toHaveBeenCalledWith({
      kind: 'graphql',
      message: "You don't have permission to do that.",
      operationName: 'UpdateBrand',
      code: 'PERMISSION_DENIED',
    });
  });
});
