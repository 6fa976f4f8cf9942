import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminCore } from '../createAdminCore';
import { memoryStorage } from '../session/storage';
import { fetchBackedXhr } from '../testing/fetchXhr';
import { withInProcessApi } from '../testing/hookTests';
import { uploadMessages } from './uploadMessages';

describe('uploads without media keys of the host: the API says where they go', () => {
  const api = withInProcessApi();
  let tokens: Record<string, string>;
  let file: File;
  beforeAll(async () => {
    tokens = { ...(await api.server.api.login()) };
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#7635dc' } })
      .png()
      .toBuffer();
    file = new File([png], 'settings.png', { type: 'image/png' });
  });

  it("uploads with the API's public key and endpoints, asked once at the first upload", async () => {
    const core = createAdminCore({
      uri: api.server.uri,
      fetch: api.server.fetch,
      storage: memoryStorage({ ...tokens }),
      // Only how the test reaches the in-process API; no key, no endpoint.
      media: { createXhr: () => fetchBackedXhr(api.server.fetch) },
    });
    const before = api.server.count('MediaSettings');
    const upload = core.uploader();
    expect(api.server.count('MediaSettings')).toBe(before);
    const first = await upload({ file, fileName: 'settings.png', folder: '/settings' });
    expect(first.url).toMatch(new RegExp(`^${api.server.api.config.mediaKeys.urlEndpoint}/settings/settings`));
    await upload({ file, fileName: 'settings.png', folder: '/settings' });
    expect(api.server.count('MediaSettings')).toBe(before + 1);
  });

  it("refuses with the spec's message when the API has no media settings (a §7-only backend), and asks again next time", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unknownField = async () =>
      Response.json({ errors: [{ message: 'Cannot query field "mediaSettings" on type "Query".' }] });
    const fetchSpy = vi.fn(unknownField);
    const core = createAdminCore({ uri: api.server.uri, fetch: fetchSpy, storage: memoryStorage({ ...tokens }) });
    const upload = core.uploader();
    await expect(upload({ file, fileName: 'a.png' })).rejects.toThrow(uploadMessages.missingPublicKey);
    await expect(upload({ file, fileName: 'a.png' })).rejects.toThrow(uploadMessages.missingPublicKey);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith('MediaSettings failed', expect.anything());
    logged.mockRestore();
  });
});
