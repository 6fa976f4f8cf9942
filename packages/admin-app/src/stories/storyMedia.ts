import { labelledSvg } from '@deals/api/fixtures';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';

/** Where the recording API served the seed's images: the recorded answers keep these addresses as they are. */
export const RECORDED_MEDIA = 'http://localhost:4999/media/';

const PALETTE = ['#7c3aed', '#2563eb', '#0d9488', '#d97706', '#db2777', '#4f46e5'];

/** The seed's images live on the recording API's disk: stories draw the same labelled pictures in their place. */
function mediaPicture(path: string): string {
  const name = decodeURIComponent(path.split('/').pop() ?? 'image').replace(/\.[a-z]+$/i, '');
  const label = name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
  const color = PALETTE[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length]!;
  return labelledSvg(label, color, 400, 300);
}

let started: Promise<unknown> | null = null;

/**
 * The screen stories' pictures keep their recorded http address (a form saves only an http(s) image address, and the
 * address a form shows is the same in every run and screenshot); a service worker answers them in the browser, GET
 * and the image check's HEAD alike, whatever port Storybook or the story tests are served on. Every other request goes
 * to the network untouched.
 */
export function serveStoryMedia(): Promise<unknown> {
  started ??= setupWorker(
    http.all(`${RECORDED_MEDIA}*`, ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/media\//, '');
      return new HttpResponse(request.method === 'HEAD' ? null : mediaPicture(path), {
        headers: { 'content-type': 'image/svg+xml' },
      });
    }),
  ).start({
    // The worker script is one of Storybook's static files (.storybook/public), beside the preview page.
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return started;
}
