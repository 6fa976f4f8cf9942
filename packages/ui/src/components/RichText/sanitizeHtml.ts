import { HTML_ALLOW_LIST, isAllowedAttribute, isAllowedUrl } from '@deals/domain/rules';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

const urlAttributes: readonly string[] = HTML_ALLOW_LIST.urlAttributes;

/**
 * Our own DOMPurify instance, so our hooks never change how a host app's DOMPurify behaves. Made on the first
 * sanitize, not at import: a host that imports the rich-text entry but never shows stored HTML pays nothing.
 */
function ownPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify();
  // DOMPurify's attribute list is one for every tag; the allow-list's is per tag, with its own schemes.
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.tagName.toLowerCase();
    if (!isAllowedAttribute(tag, data.attrName)) data.keepAttr = false;
    else if (urlAttributes.includes(data.attrName) && !isAllowedUrl(tag, data.attrValue)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') node.setAttribute('rel', HTML_ALLOW_LIST.linkRel);
    // An image without alt text is read out by its file name; without a description it is decorative.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return purifier;
}

/**
 * Rich text as safe HTML, by the allow-list the API cleans posts with (`HTML_ALLOW_LIST`): no scripts, no event
 * handlers, no `javascript:` or `data:` links, no inline styles. Everything that shows stored HTML (the editor loading
 * a post, a preview) goes through here, whatever the server did.
 */
export function sanitizeHtml(html: string): string {
  return ownPurifier().sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOW_LIST.tags],
    ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOW_LIST.attributes).flat())],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
