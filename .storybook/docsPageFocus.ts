import { STORY_FINISHED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

/**
 * This preview is a story framed on a docs page (`framedOnDocs`: Storybook's docs blocks put it in an iframe inside the
 * page's story block), not the manager's preview or a story test.
 */
const framedOnADocsPage = Boolean(window.frameElement?.closest('[data-story-block]'));

/**
 * On a docs page a story's focus never scrolls the page. ConflictReview focuses itself, scrolling to it, as it appears
 * (it appears where the person pressed Save); a docs page shows it ten times, inline and framed (focus in a same-origin
 * frame scrolls the page around the frame too), so the page jumped to whichever drew last: the reader lost their
 * place, and the page's picture changed with the order the frames loaded in.
 */
export function keepDocsPagesStill(): void {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusOnDocs(this: HTMLElement, options?: FocusOptions) {
    const onADocsPage = framedOnADocsPage || this.closest('#storybook-docs') !== null;
    focus.call(this, onADocsPage ? { ...options, preventScroll: true } : options);
  };
}

interface DocsPageWindow extends Window {
  /** The last framed story's turn on this docs page; the next one starts when it has ended. */
  __framedStoryTurn?: Promise<void>;
}

/**
 * A page's framed overlay stories (`beforeEach`) take the window's one focus in turn. Each opens a modal that keeps the
 * focus inside it: drawn side by side, the dialogs of a docs page pulled the focus from each other's frames every
 * frame for as long as the page was open (react-aria's containment takes it back when it leaves), so a play function
 * checking where the focus is failed when another frame had just taken it, and the page never stood still. So a
 * framed story renders once the one before it on the page has finished, and then its page is made inert: it stays
 * drawn, open as its story left it, but can no longer take the focus back. A person tries an overlay in its own story.
 */
export async function waitForTheFocus(): Promise<void> {
  if (!framedOnADocsPage) return;
  const page = window.parent as DocsPageWindow;
  const before = page.__framedStoryTurn ?? Promise.resolve();
  let endTurn = () => undefined as void;
  const turn = new Promise<void>((resolve) => {
    endTurn = resolve;
  });
  page.__framedStoryTurn = before.then(() => turn);
  const channel = addons.getChannel();
  const finished = () => {
    channel.off(STORY_FINISHED, finished);
    // Its own body, not the frame element: Chromium still lets a script focus inside an inert frame's document.
    document.body.inert = true;
    endTurn();
  };
  channel.on(STORY_FINISHED, finished);
  // A frame taken off the page (the reader went to another page) before it finished must not hold the next ones.
  window.addEventListener('pagehide', endTurn, { once: true });
  await before;
}
