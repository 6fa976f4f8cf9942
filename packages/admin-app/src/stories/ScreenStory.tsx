import { createAdminCore, memoryStorage } from '@deals/admin-core';
import { createToaster, type ColorScheme } from '@deals/ui';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { appRoutes } from '../routes';
import { createFixtureFetch, type FixtureFetch, type LinkState } from './fixtureFetch';
import type { Recording } from './recording';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token whose expiry is far away: the stories' transport answers without checking signatures. */
const storyToken = (typ: string) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: '1', typ, exp: 4_102_444_800 })}.story`;

export interface ScreenStoryProps {
  /** Where the app starts, e.g. "/brands?page=2". */
  url: string;
  scheme: ColorScheme;
  signedIn?: boolean;
  /** Answers only this story needs (an error, an empty list), tried before the shared recordings. */
  recordings?: Recording[];
  /** How the API answers the screen's requests (loading, failing, empty, refusing saves); as recorded by default. */
  answering?: LinkState;
  onTransport?: (transport: FixtureFetch) => void;
  /** The history capability, as the app has it (off by default: the other screens' recordings have no history). */
  history?: boolean;
  /** What the browser already keeps beyond the session (a draft kept from an earlier visit). */
  kept?: Record<string, string>;
}

/**
 * The whole back-office at one URL, as staff see it: the real route tree, guard, shell and screen, with the real
 * admin-core client over the recorded-API transport.
 */
export function ScreenStory({
  url,
  scheme,
  signedIn = true,
  recordings,
  answering,
  onTransport,
  history,
  kept,
}: ScreenStoryProps) {
  const [app] = useState(() => {
    const transport = createFixtureFetch(recordings, answering);
    onTransport?.(transport);
    const storage = memoryStorage({
      ...kept,
      ...(signedIn ? { accessToken: storyToken('access'), refreshToken: storyToken('refresh') } : {}),
    });
    const core = createAdminCore({
      uri: 'http://api.story/graphql',
      fetch: transport.fetch,
      storage,
      onSessionEnded: () => undefined,
      // As the app: permissions on (the recordings answer MyAccess as the seeded admin; a story may answer another role).
      access: true,
      history,
      versions: true,
      // The live feed only where a story plays a colleague's change: the recordings have no stream to answer with.
      live: answering === 'live',
      media: { publicKey: 'story', urlEndpoint: 'http://api.story/media', uploadEndpoint: 'http://api.story/upload' },
    });
    core.stores.settings.getState().setThemeMode(scheme);
    return { core, toaster: createToaster(), router: createMemoryRouter(appRoutes(core), { initialEntries: [url] }) };
  });
  return <App core={app.core} toaster={app.toaster} router={app.router} />;
}
