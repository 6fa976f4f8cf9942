import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/**
 * Our own DOMPurify instance, so our hook never changes how a host app's DOMPurify behaves. Made on the first
 * sanitize, not at import: a host that imports the rich-text entry but never shows stored HTML pays nothing.
 */
function ownPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // An image without alt text is read out by its file name; without a description it is decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/**
 * Rich text as safe HTML: no scripts, no event handlers, no `javascript:` or `data:` links, no inline styles.
 * Everything that shows stored HTML (the editor loading a post, a preview) goes through here, whatever the server did.
 */
export function sanitizeHtml(html: string): string {
  return ownPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
