import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateBrandDocument } from '../../domains/brands/operations.generated';
import { memoryStorage } from '../../session/storage';
import { validToken } from '../../testing/jwt';
import { createAdminClient } from '../createAdminClient';
import { ERRORS_SHOWN_BY_CALLER } from './errorLink';

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

describe('a CONFLICT answer', () => {
  afterEach(() => vi.restoreAllMocks());

  const conflict = async () =>
    Response.json({
      data: null,
      errors: [
        {
          message: 'This brand was changed by Ada Admin since you loaded it. Review the changes before saving again.',
          extensions: { code: 'CONFLICT', recordType: 'BRAND', current: { id: '1', title: 'Theirs', version: 4 } },
        },
      ],
    });
  const clientAnswering = () =>
    createAdminClient({
      uri: 'http://api.test/graphql',
      storage: memoryStorage({ accessToken: validToken(), refreshToken: validToken() }),
      fetch: conflict,
    });
  const update = { mutation: UpdateBrandDocument, variables: { id: '1', input: { title: 'Mine' } } };

  it('is no error in the console when the caller handles it (a form shows the review)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = clientAnswering();
    const published = vi.fn();
    admin.errors.subscribe(published);
    await expect(admin.client.mutate({ ...update, context: { [ERRORS_SHOWN_BY_CALLER]: true } })).rejects.toThrow(
      'changed by Ada Admin',
    );
    expect(logged).not.toHaveBeenCalled();
    expect(published).not.toHaveBeenCalled();
  });

  it('is logged and published like any other error when nobody handles it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const admin = clientAnswering();
    const published = vi.fn();
    admin.errors.subscribe(published);
    await expect(admin.client.mutate(update)).rejects.toThrow('changed by Ada Admin');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('UpdateBrand: This brand was changed'));
    expect(published).toHaveBeenCalledWith(expect.objectContaining({ code: 'CONFLICT', operationName: 'UpdateBrand' }));
  });
});
